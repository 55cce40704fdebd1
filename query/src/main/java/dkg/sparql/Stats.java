package dkg.sparql;

import dkg.vocab.DKG;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import org.apache.jena.graph.Node;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.exec.QueryExec;
import org.apache.jena.system.Txn;

/** Computes {@link StoreStats}: what {@code doca-kg stats} prints. Never counts the system graph. */
public final class Stats {
    private Stats() {}

    private static final String KINDS = DKG.PREFIXES + """
            SELECT ?k (COUNT(DISTINCT ?s) AS ?n) WHERE {
              GRAPH ?g1 { ?s a dkg:Skill } GRAPH ?g2 { ?s dkg:skillKind ?k }
              FILTER(?g1 != <%1$s> && ?g2 != <%1$s>)
            } GROUP BY ?k""".formatted(DKG.SYSTEM_GRAPH);

    // ---- API counts (explain/describe/lint work): definitions that belong to an API group, so that
    // sample code and functions documented only on a header page do not count as the group's API.
    private static final String API = DKG.PREFIXES + """
            SELECT (COUNT(DISTINCT ?f) AS ?functions) (COUNT(DISTINCT ?fs) AS ?stable) (COUNT(DISTINCT ?fe) AS ?experimental)
                   (COUNT(DISTINCT ?q) AS ?caps) WHERE {
              ?d a dkg:ApiDefinition ; dkg:definitionOf ?f ; dkg:apiGroup ?g . ?f a dkg:Function .
              OPTIONAL { ?d dkg:stability ?st }
              BIND(IF(?st = "stable", ?f, ?none) AS ?fs)
              BIND(IF(?st = "experimental", ?f, ?none) AS ?fe)
              OPTIONAL { ?q a dkg:CapabilityQuery ; dkg:symbol ?f FILTER NOT EXISTS { ?q dkg:ofSkill ?skill } }
            }""";
    private static final String API_OTHER = DKG.PREFIXES + """
            SELECT (COUNT(DISTINCT ?f) AS ?n) WHERE { ?d a dkg:ApiDefinition ; dkg:definitionOf ?f . ?f a dkg:Function .
              FILTER NOT EXISTS { ?d2 dkg:definitionOf ?f ; dkg:apiGroup ?g } }""";
    private static final String API_ERRORS = DKG.PREFIXES + """
            SELECT (COUNT(DISTINCT ?e) AS ?n) WHERE { ?e a dkg:Error ; dkg:errorCode ?c . ?d a dkg:ApiDefinition ; dkg:definitionOf ?e }""";

    private static StoreStats.ApiCounts api(DatasetGraph dsg) {
        var row = QueryExec.dataset(dsg).query(API).select().next();
        return new StoreStats.ApiCounts(number(row.get("functions")), number(row.get("stable")), number(row.get("experimental")),
                number(row.get("caps")), single(dsg, API_ERRORS), single(dsg, API_OTHER));
    }

    private static long single(DatasetGraph dsg, String query) {
        return number(QueryExec.dataset(dsg).query(query).select().next().get("n"));
    }

    private static long number(Node n) { return n == null ? 0 : ((Number) n.getLiteralValue()).longValue(); }

    public static StoreStats of(DatasetGraph dsg) {
        return Txn.calculateRead(dsg, () -> {
            // each commit records the store's quad count: no need to count every quad again
            Long stored = storedQuadCount(dsg);
            long graphs, quads;
            if (stored != null) {
                quads = stored;
                long[] n = {0};
                dsg.listGraphNodes().forEachRemaining(g -> { if (!g.getURI().equals(DKG.SYSTEM_GRAPH)) n[0]++; });
                graphs = n[0];
            } else {
                Map<String, Long> perGraph = perGraphIn(dsg);
                quads = perGraph.values().stream().mapToLong(Long::longValue).sum();
                graphs = perGraph.size();
            }
            return new StoreStats(quads, graphs, classCounts(dsg), counts(dsg, KINDS, "k"), api(dsg));
        });
    }

    /** The document quads the store recorded at its last commit, or null for a store from before it kept the count. */
    private static Long storedQuadCount(DatasetGraph dsg) {
        var it = dsg.find(DKG.Nodes.systemGraph, DKG.Nodes.systemGraph, DKG.Nodes.quadCount, Node.ANY);
        try {
            return it.hasNext() ? Long.valueOf(it.next().getObject().getLiteralLexicalForm()) : null;
        } catch (NumberFormatException e) {
            return null;
        } finally {
            org.apache.jena.atlas.iterator.Iter.close(it);
        }
    }

    /**
     * Class (its name in dkg:) → distinct subjects typed with it in the document graphs, read off
     * the type triples directly rather than through a grouping query (ingest derives it every time).
     */
    private static Map<String, Long> classCounts(DatasetGraph dsg) {
        Map<Node, java.util.Set<Node>> subjects = new java.util.HashMap<>();
        var it = dsg.find(Node.ANY, Node.ANY, DKG.Nodes.type, Node.ANY);
        try {
            while (it.hasNext()) {
                var q = it.next();
                Node c = q.getObject();
                if (!c.isURI() || !c.getURI().startsWith(DKG.NS) || q.getGraph().getURI().equals(DKG.SYSTEM_GRAPH)) continue;
                subjects.computeIfAbsent(c, k -> new java.util.HashSet<>()).add(q.getSubject());
            }
        } finally {
            org.apache.jena.atlas.iterator.Iter.close(it);
        }
        Map<String, Long> out = new TreeMap<>();
        subjects.forEach((c, s) -> out.put(c.getURI().substring(DKG.NS.length()), (long) s.size()));
        return out;
    }

    /** Graph IRI → quads, sorted by IRI; the system graph excluded. */
    public static Map<String, Long> perGraph(DatasetGraph dsg) {
        return Txn.calculateRead(dsg, () -> perGraphIn(dsg));
    }

    private static Map<String, Long> perGraphIn(DatasetGraph dsg) {
        Map<String, Long> out = new TreeMap<>();
        dsg.listGraphNodes().forEachRemaining(g -> {
            if (g.getURI().equals(DKG.SYSTEM_GRAPH)) return;
            long n = 0;
            var it = dsg.find(g, Node.ANY, Node.ANY, Node.ANY);
            while (it.hasNext()) { it.next(); n++; }
            out.put(g.getURI(), n);
        });
        return out;
    }

    private static Map<String, Long> counts(DatasetGraph dsg, String query, String keyVar) {
        Map<String, Long> out = new LinkedHashMap<>();
        QueryExec.dataset(dsg).query(query).select().forEachRemaining(b -> {
            Node k = b.get(keyVar);
            String key = k.isURI() ? k.getURI().substring(DKG.NS.length()) : k.getLiteralLexicalForm();
            out.merge(key, ((Number) b.get("n").getLiteralValue()).longValue(), Long::sum);
        });
        return new TreeMap<>(out);
    }
}
