package dkg.ingestion;

import dkg.ingest.emit.DocumentGraphSink;
import dkg.ingest.parse.Problems;
import dkg.ingest.parse.SourceParser;
import dkg.ingest.source.Source;
import dkg.ingest.source.SourceRegistry;
import dkg.storage.ChangeSet;
import dkg.storage.GraphChange;
import dkg.storage.KgStore;
import dkg.vocab.DKG;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.jena.graph.Node;
import org.apache.jena.riot.system.StreamRDF;
import org.apache.jena.riot.system.StreamRDFLib;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphFactory;

/**
 * Runs one ingest: parses each changed source into its own graph in memory, then hands all graphs
 * to the store in a single commit. Nothing reaches the store before every parser has finished, so
 * a fatal problem anywhere leaves the store as it was.
 *
 * <p>A document is skipped when the store already holds a graph for it with the same content hash
 * and {@link #FORMAT}: ingesting the same input twice commits nothing.
 */
public final class Ingestion {

    /**
     * Version of what the parsers make of a document. Bump it when a parser changes its output, so
     * stores re-parse unchanged files.
     */
    static final String FORMAT = "3";

    private final KgStore store;
    private final SourceRegistry registry;

    Ingestion(KgStore store, SourceRegistry registry) {
        this.store = store;
        this.registry = registry;
    }

    IngestReport run(List<Source> sources, IngestOptions options, IngestListener listener) {
        return run(sources, List.of(), options, listener);
    }

    /** As above, first warning about the files the resolver passed over (links out of the root, FIFOs). */
    IngestReport run(List<Source> sources, List<dkg.ingest.source.SourceWalk.Skipped> skipped, IngestOptions options, IngestListener listener) {
        long start = System.nanoTime();
        Problems problems = new Problems(options.strict(), listener::problem);
        for (var s : skipped) problems.warning(s.file().toString(), s.reason());
        Map<String, String> stored = store.documentHashes();
        List<Source> toParse = new ArrayList<>();
        Set<Node> seen = new HashSet<>();
        int unchanged = 0;
        listener.resolved(sources.size());
        for (Source source : sources) {
            Node graph = DocumentGraphSink.graphFor(source.key());
            if (!seen.add(graph)) {
                problems.warning(source.key(), "named twice in this ingest; the first one is kept");
                continue;
            }
            if (!options.force() && stampOf(source).equals(stored.get(graph.getURI()))) {
                unchanged++;
                listener.parsed(source, true);
                continue;
            }
            toParse.add(source);
        }
        // Parsers are stateless and each document has its own graph, so documents parse in parallel;
        // the list keeps the sources' order for the commit. A samples tree's call sites are most of
        // the graph, so each tree is parsed and committed on its own: memory holds two trees, not six.
        List<List<Source>> batches = batches(toParse);
        Counts c = new Counts(0, 0, 0, 0, 0);
        int replaced = 0, committed = 0;
        double parseSeconds = 0, commitSeconds = 0;
        // the next batch parses while this one commits: a commit is one thread's work, so another
        // core can parse the next samples tree meanwhile
        java.util.concurrent.CompletableFuture<Parsed> next = batches.isEmpty() ? null : parseAsync(batches.getFirst(), problems, listener);
        try {
            for (int i = 0; i < batches.size(); i++) {
                Parsed parsed = join(next);
                next = i + 1 < batches.size() ? parseAsync(batches.get(i + 1), problems, listener) : null;
                List<GraphChange> changes = parsed.changes();
                warnDuplicateSkills(changes, problems);
                if (problems.strict() && problems.count(Problems.Severity.ERROR) > 0) {
                    throw new dkg.error.BadInputException(problems.count(Problems.Severity.ERROR)
                            + " problems with --strict; nothing was written (run without --strict to ingest anyway)"
                            + (committed == 0 ? "" : " after the first " + committed + " documents, which are in the store"));
                }
                listener.committing(changes.size());
                long commitStart = System.nanoTime();
                store.commit(new ChangeSet(changes));
                parseSeconds += parsed.seconds();
                commitSeconds += (System.nanoTime() - commitStart) / 1e9;
                c = c.plus(Counts.of(changes));
                replaced += (int) changes.stream().filter(ch -> stored.containsKey(ch.graph().getURI())).count();
                committed += changes.size();
            }
        } finally {
            if (next != null) next.cancel(false); // a failed commit stops the ingest; the parse ahead is dropped
        }
        if (batches.isEmpty()) store.commit(new ChangeSet(List.of()));
        store.recordSourceRoots(rootsOf(sources));
        listener.note(String.format("parsed in %.1f s, committed graph and index in %.1f s", parseSeconds, commitSeconds));
        Map<String, String> after = store.documentHashes();
        long storeQuads = store.quadCount();
        return new IngestReport(committed, c.quads, c.skills, c.sections, c.symbols, c.errorCauses,
                unchanged, problems.count(Problems.Severity.WARNING), problems.count(Problems.Severity.ERROR),
                store.generation(), (System.nanoTime() - start) / 1e9, committed - replaced, replaced,
                after.size(), storeQuads);
    }

    /** One batch's graphs and the time its parse took. */
    private record Parsed(List<GraphChange> changes, double seconds) {}

    private java.util.concurrent.CompletableFuture<Parsed> parseAsync(List<Source> batch, Problems problems, IngestListener listener) {
        return java.util.concurrent.CompletableFuture.supplyAsync(() -> {
            long start = System.nanoTime();
            List<GraphChange> changes = batch.parallelStream().map(source -> {
                GraphChange change = parse(source, problems);
                synchronized (listener) { listener.parsed(source, false); }
                return change;
            }).toList();
            return new Parsed(changes, (System.nanoTime() - start) / 1e9);
        });
    }

    /** The parsed batch; a parser's exception is rethrown as it was thrown. */
    private static Parsed join(java.util.concurrent.CompletableFuture<Parsed> f) {
        try {
            return f.join();
        } catch (java.util.concurrent.CompletionException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            if (e.getCause() instanceof Error err) throw err;
            throw e;
        }
    }

    /**
     * The documents in commit order: everything that is not a samples-tree file first, then each
     * samples tree ({@code doca-samples/<release>/...}) on its own.
     */
    static List<List<Source>> batches(List<Source> toParse) {
        Map<String, List<Source>> byTree = new java.util.LinkedHashMap<>();
        for (Source s : toParse) {
            String tree = "";
            if (s.attribute(Source.TREE_PATH) != null) {
                String[] parts = s.key().split("/", 3);
                if (parts.length == 3) tree = parts[0] + "/" + parts[1];
            }
            byTree.computeIfAbsent(tree, k -> new ArrayList<>()).add(s);
        }
        List<List<Source>> out = new ArrayList<>();
        if (byTree.containsKey("")) out.add(byTree.remove(""));
        out.addAll(byTree.values());
        return out;
    }

    /**
     * Warns when two SKILL.md files of one ingest declare the same skill name: their facts would
     * merge into one skill (same folder name) or routing would see two skills of one name.
     */
    static void warnDuplicateSkills(List<GraphChange> changes, Problems problems) {
        Map<String, String> firstKeyByName = new java.util.HashMap<>();
        for (GraphChange c : changes) {
            if (c.content() == null || c.sourceKey() == null || !c.sourceKey().endsWith("SKILL.md")) continue;
            Set<String> names = new java.util.TreeSet<>();
            c.content().find(Node.ANY, DKG.Nodes.type, DKG.Nodes.Skill).forEachRemaining(t ->
                    c.content().find(t.getSubject(), DKG.Nodes.label, Node.ANY).forEachRemaining(l -> {
                        if (l.getObject().isLiteral()) names.add(l.getObject().getLiteralLexicalForm());
                    }));
            for (String name : names) {
                String first = firstKeyByName.putIfAbsent(name, c.sourceKey());
                if (first != null) problems.warning(c.sourceKey(), "declares the skill '" + name + "', as " + first
                        + " already does; give each skill its own name");
            }
        }
    }

    private static String stampOf(Source source) { return source.sha256() + "@" + FORMAT; }

    /** One document parsed into its own named graph. */
    private GraphChange parse(Source source, Problems problems) {
        Node graph = DocumentGraphSink.graphFor(source.key());
        DatasetGraph parsed = DatasetGraphFactory.create();
        SourceParser parser = registry.parserFor(source.kind());
        DocumentGraphSink sink = new DocumentGraphSink(graph, StreamRDFLib.dataset(parsed));
        sink.start();
        try {
            parser.parse(source, sink, problems);
        } catch (StackOverflowError e) {
            // the parsers bound the nesting they know of; this is the net for any they do not
            throw new dkg.ingest.parse.IngestException("cannot ingest " + source.key()
                    + ": its nesting is too deep to parse (lower it, or split the document)");
        }
        sink.finish();
        if (sink.droppedLinks() > 0) {
            problems.warning(source.key(), sink.droppedLinks() + " link and mention edges past the limit of "
                    + dkg.ingest.source.IngestLimits.current().maxLinksPerPage() + " were dropped (-D"
                    + dkg.ingest.source.IngestLimits.LINKS_PER_PAGE + ")");
        }
        return new GraphChange(graph, parsed.getGraph(graph), stampOf(source), source.key());
    }

    /** Folders the sources' keys are relative to: a file path minus its key, where the key is a path. */
    static Set<java.nio.file.Path> rootsOf(List<Source> sources) {
        Set<java.nio.file.Path> roots = new java.util.LinkedHashSet<>();
        for (Source s : sources) {
            if (s.key().contains("://")) continue;
            java.nio.file.Path file = s.path().toAbsolutePath().normalize();
            java.nio.file.Path key;
            try {
                // a samples-tree file: its key carries the release, the tree root is the file minus its path in the tree
                key = java.nio.file.Path.of(s.attribute(Source.TREE_PATH) != null ? s.attribute(Source.TREE_PATH) : s.key());
            } catch (java.nio.file.InvalidPathException e) {
                continue;
            }
            if (key.isAbsolute()) continue;
            // a key the ingest prefixed (api/<release>/x.html): the root is the file minus the part of the key it ends with
            for (int drop = 0; drop < 2 && key.getNameCount() > 1 && !file.endsWith(key); drop++) key = key.subpath(1, key.getNameCount());
            if (!file.endsWith(key)) continue;
            java.nio.file.Path root = file.getRoot();
            for (int i = 0; i < file.getNameCount() - key.getNameCount(); i++) root = root.resolve(file.getName(i));
            roots.add(root);
        }
        return roots;
    }

    /** Node counts over the parsed graphs, by rdf:type. */
    private record Counts(long quads, long skills, long sections, long symbols, long errorCauses) {
        Counts plus(Counts o) {
            return new Counts(quads + o.quads, skills + o.skills, sections + o.sections, symbols + o.symbols, errorCauses + o.errorCauses);
        }

        static Counts of(List<GraphChange> changes) {
            Set<Node> skills = new HashSet<>(), sections = new HashSet<>(), symbols = new HashSet<>(), causes = new HashSet<>();
            long quads = 0;
            for (var q : (Iterable<org.apache.jena.graph.Triple>) () -> changes.stream()
                    .flatMap(c -> c.content().stream()).iterator()) {
                quads++;
                if (!q.getPredicate().equals(DKG.Nodes.type)) continue;
                Node o = q.getObject();
                if (o.equals(DKG.Nodes.Skill)) skills.add(q.getSubject());
                else if (o.equals(DKG.Nodes.Section)) sections.add(q.getSubject());
                else if (o.equals(DKG.Nodes.Symbol)) symbols.add(q.getSubject());
                else if (o.equals(DKG.Nodes.ErrorCause)) causes.add(q.getSubject());
            }
            return new Counts(quads, skills.size(), sections.size(), symbols.size(), causes.size());
        }
    }

}
