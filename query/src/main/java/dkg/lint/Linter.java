package dkg.lint;

import dkg.describe.SymbolDescriber;
import dkg.describe.SymbolDescription;

import dkg.code.ApiVersions;
import static dkg.kg.GraphQuery.select;
import static dkg.kg.GraphQuery.str;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.engine.binding.Binding;

/**
 * Answers {@code lint}: names that documents mention but no ingested API source defines (renamed,
 * removed or invented), and links whose anchor does not resolve. Two kinds of mention are not
 * findings: a name the API uses in a declaration without documenting it (opaque types such as
 * {@code struct doca_dev}, which Doxygen never gets a comment for), and a name that is a tool or
 * service skill's program ({@code doca_caps} for skill {@code doca-caps}). Stateless; call inside a
 * read transaction.
 */
public final class Linter {
    private Linter() {}

    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_]\\w*");

    /** Symbols documents mention that no ingested API defines, and links that do not resolve. */
    public static LintReport lint(dkg.kg.Generation g) { return g.read(Linter::lint); }

    static LintReport lint(DatasetGraph dsg) {
        List<SymbolDescription.Release> releases = select(dsg, """
                SELECT DISTINCT ?v ?src WHERE { ?d a dkg:ApiDefinition ; dkg:docaVersion ?v ; dkg:apiSource ?src }""", Map.of())
                .stream().map(r -> new SymbolDescription.Release(str(r, "v"), str(r, "src")))
                .sorted(java.util.Comparator.comparing(SymbolDescription.Release::docaVersion, ApiVersions.RELEASE_ORDER)
                        .thenComparing(SymbolDescription.Release::apiSource))
                .toList();

        List<LintReport.UndefinedSymbol> undefined = releases.isEmpty() ? List.of() : undefinedSymbols(dsg);
        List<LintReport.Link> broken = new ArrayList<>(), outside = new ArrayList<>();
        Set<String> documents = new HashSet<>();
        select(dsg, "SELECT DISTINCT ?p WHERE { ?d a dkg:Document ; dkg:sourcePath ?p }", Map.of()).forEach(r -> documents.add(str(r, "p")));
        for (Binding r : select(dsg, """
                SELECT DISTINCT ?from ?t WHERE { ?sec dkg:linkTarget ?t ; dkg:sourceRef ?from .
                  FILTER NOT EXISTS { ?x dkg:sourceRef ?t } } ORDER BY ?t ?from""", Map.of())) {
            String t = str(r, "t");
            int hash = t.indexOf('#');
            String doc = hash < 0 ? t : t.substring(0, hash);
            if (hash < 0 && documents.contains(t)) continue; // a link to a whole document that is here
            (documents.contains(doc) ? broken : outside).add(new LintReport.Link(str(r, "from"), t));
        }

        int findings = undefined.size() + broken.size();
        String note = (releases.isEmpty()
                ? "no API source is ingested, so mentioned symbols were not checked (ingest a Doxygen reference or an include folder); "
                : "symbols checked against " + releases.size() + " API source(s); ")
                + findings + " finding(s): " + undefined.size() + " undefined symbol(s), " + broken.size() + " broken link(s)"
                + (outside.isEmpty() ? "" : "; " + outside.size() + " link(s) into documents not in the store, not counted");
        return new LintReport(findings, releases, undefined, broken, outside, note);
    }

    private static List<LintReport.UndefinedSymbol> undefinedSymbols(DatasetGraph dsg) {
        // every identifier in an ingested declaration: opaque types are used there, never defined
        Set<String> declared = new HashSet<>();
        for (Binding r : select(dsg, """
                SELECT DISTINCT ?text WHERE { { ?d dkg:signature ?text } UNION { ?d dkg:returnType ?text } UNION { ?p dkg:paramType ?text } }""", Map.of())) {
            Matcher m = IDENTIFIER.matcher(str(r, "text"));
            while (m.find()) declared.add(m.group());
        }
        Set<String> programs = new HashSet<>();
        select(dsg, """
                SELECT ?name WHERE { ?s a dkg:Skill ; rdfs:label ?name ; dkg:skillKind ?k FILTER(?k IN ("tool", "service")) }""", Map.of())
                .forEach(r -> programs.add(str(r, "name")));

        Map<String, List<SymbolDescription.Mention>> bySymbol = new LinkedHashMap<>();
        for (Binding r : select(dsg, """
                SELECT ?s ?label ?ref ?skill WHERE {
                  { SELECT DISTINCT ?s WHERE { ?sec0 dkg:mentions ?s FILTER NOT EXISTS { ?d dkg:definitionOf ?s } } }
                  ?sec dkg:mentions ?s ; dkg:sourceRef ?ref .
                  OPTIONAL { ?s rdfs:label ?label }
                  OPTIONAL { ?sec dkg:ofSkill ?sk . ?sk rdfs:label ?skill }
                } ORDER BY ?label ?skill ?ref""", Map.of())) {
            String name = SymbolDescriber.symbolName(r, "s", "label");
            if (declared.contains(name) || programs.contains(name.replace('_', '-'))) continue;
            bySymbol.computeIfAbsent(name, k -> new ArrayList<>()).add(new SymbolDescription.Mention(str(r, "skill"), str(r, "ref")));
        }
        List<LintReport.UndefinedSymbol> out = new ArrayList<>();
        bySymbol.forEach((name, where) -> out.add(new LintReport.UndefinedSymbol(name, where.stream().distinct().toList())));
        return out;
    }
}
