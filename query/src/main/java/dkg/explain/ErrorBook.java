package dkg.explain;

import dkg.caps.Capabilities;
import dkg.describe.CodeNotes;

import static dkg.kg.GraphQuery.select;
import static dkg.kg.GraphQuery.str;

import dkg.vocab.DKG;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.sparql.core.DatasetGraph;

/**
 * Every DOCA error's explanation for one generation of the store, kept in {@code <store>/derived/}
 * (an index, then one file per error): a cold {@code explain} answered from it starts neither TDB2
 * nor ARQ, which were most of the command (a few dozen errors, computed together on the first
 * {@code explain} after an ingest). It holds what {@link ErrorExplainer} says with the default
 * choice of API definition and no library; a library filter is applied by the explainer's own
 * {@link ErrorExplainer#scoped}. A release asked for ({@code --doca-version}), and any input or library it cannot
 * resolve, are answered from the graph, which also words the error with its close matches.
 */
public final class ErrorBook {
    private ErrorBook() {}

    /**
     * What resolves an input to an error and checks a library: the modules {@code --library} may
     * name, the first error (by IRI, as the graph orders them) with each numeric code, the errors
     * explained, and each skill's library modules (a cause passes a filter on its skill or on one
     * of these).
     */
    record Index(List<String> modules, Map<String, String> codes, List<String> errors, Map<String, List<String>> skillModules) {}

    /** A book as computed from the graph: its index and every error's explanation by name. */
    record Computed(Index index, Map<String, ErrorExplanation> explanations) {}

    /** Names that can be a file's name; any other error is left to the graph. */
    private static final Pattern FILE_SAFE = Pattern.compile("[A-Za-z0-9_]+");

    static Computed compute(DatasetGraph dsg) {
        List<String> modules = ErrorExplainer.knownModules(dsg).stream().sorted().toList();
        Map<String, String> codes = new TreeMap<>();
        select(dsg, "SELECT ?e ?c WHERE { ?e a dkg:Error ; dkg:errorCode ?c } ORDER BY ?e", Map.of())
                .forEach(r -> codes.putIfAbsent(str(r, "c"), DKG.lastSegment(str(r, "e"))));
        Map<String, List<String>> skillModules = ErrorExplainer.skillModules(dsg);
        TreeSet<String> names = new TreeSet<>();
        for (var r : select(dsg, "SELECT DISTINCT ?e WHERE { { ?e a dkg:Error } UNION { ?c dkg:error ?e } FILTER(isIRI(?e)) }", Map.of())) {
            String iri = str(r, "e"), name = DKG.lastSegment(iri);
            // only what resolve can reach: an error named by its own symbol IRI, with a name fit for a file
            if (FILE_SAFE.matcher(name).matches() && DKG.symbolIri(name).equals(iri)) names.add(name);
        }
        Map<String, ErrorExplanation> explanations = new LinkedHashMap<>();
        // the ingested releases are the same for every error: read once, when the first error needs them
        CodeNotes.Releases[] releases = {null};
        java.util.function.Supplier<CodeNotes.Releases> once = () -> releases[0] != null ? releases[0] : (releases[0] = CodeNotes.Releases.of(dsg));
        for (String name : names)
            explanations.put(name, ErrorExplainer.whole(dsg, NodeFactory.createURI(DKG.symbolIri(name)), null, once));
        codes.values().removeIf(n -> !explanations.containsKey(n));
        return new Computed(new Index(modules, codes, List.copyOf(explanations.keySet()), skillModules), explanations);
    }

    /**
     * The error {@code input} names ({@code DOCA_ERROR_NOT_PERMITTED}, {@code not-permitted},
     * {@code 2}) as {@link ErrorExplainer#resolve} reads it, or null when this index cannot tell.
     */
    static String resolve(Index index, String input) {
        if (input == null || input.isBlank()) return null;
        ErrorExplainer.ErrorInput in = ErrorExplainer.ErrorInput.parse(input);
        if (in.code() != null) return index.codes().get(in.code());
        return index.errors().contains(in.name()) ? in.name() : null;
    }

    /**
     * The explanation with {@code library}'s filter applied as {@link ErrorExplainer} applies it, or
     * null when the index knows no such module (the graph then names the close ones).
     */
    static ErrorExplanation filtered(Index index, ErrorExplanation whole, String library) {
        String m = library == null ? null : Capabilities.normaliseLibrary(library);
        if (m != null && !index.modules().contains(m)) return null;
        return ErrorExplainer.scoped(whole, m, index.skillModules());
    }
}
