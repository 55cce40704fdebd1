package dkg.ask;

import dkg.docs.SkillSections;
import dkg.kg.BinaryForm;

import static dkg.kg.GraphQuery.integer;
import static dkg.kg.GraphQuery.select;
import static dkg.kg.GraphQuery.str;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.IOException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.jena.sparql.core.DatasetGraph;

/**
 * What {@code ask} reads from the graph once per generation: the error codes and symbol names the
 * extractor trusts, every symbol that has facts to look up, and the skills' sections. Reading them
 * (a GROUP BY over every symbol of the API reference among them) took a cold {@code ask} more than a
 * second on top of starting Jena, so a store keeps them in {@code derived/ask.bin}.
 *
 * @param symbols every symbol name the graph knows, lower case: a doca_* word outside it has no facts
 */
public record AskKnowledge(Extractor.Catalog catalog, Set<String> symbols, SkillSections sections) {

    public static AskKnowledge read(DatasetGraph dsg, List<String> followedEntries) {
        Map<String, Long> codes = new HashMap<>();
        for (var r : select(dsg, "SELECT ?l ?c WHERE { ?e a dkg:Error ; rdfs:label ?l ; dkg:errorCode ?c }", Map.of())) {
            Long c = integer(r, "c");
            if (c != null) codes.putIfAbsent(str(r, "l"), c);
        }
        // one pass over the symbols: all of them have facts to look up, the defined ones are what the extractor trusts
        Set<String> defined = new HashSet<>(), all = new HashSet<>();
        for (var r : select(dsg, "SELECT ?l (SAMPLE(?d) AS ?def) WHERE { ?s a dkg:Symbol ; rdfs:label ?l OPTIONAL { ?d dkg:definitionOf ?s } } GROUP BY ?l", Map.of())) {
            String l = str(r, "l").toLowerCase(Locale.ROOT);
            all.add(l);
            if (r.get("def") != null) defined.add(l);
        }
        return new AskKnowledge(new Extractor.Catalog(codes, defined), Set.copyOf(all), SkillSections.read(dsg, followedEntries));
    }

    public void write(DataOutput out) throws IOException {
        out.writeInt(catalog.errorCodes().size());
        for (var e : catalog.errorCodes().entrySet()) { BinaryForm.string(out, e.getKey()); out.writeLong(e.getValue()); }
        BinaryForm.strings(out, List.copyOf(catalog.symbols()));
        BinaryForm.strings(out, List.copyOf(symbols));
        sections.write(out);
    }

    public static AskKnowledge read(DataInput in) throws IOException {
        int n = BinaryForm.size(in);
        Map<String, Long> codes = new HashMap<>();
        for (int i = 0; i < n; i++) codes.put(BinaryForm.string(in), in.readLong());
        Set<String> defined = Set.copyOf(BinaryForm.strings(in));
        Set<String> all = Set.copyOf(BinaryForm.strings(in));
        return new AskKnowledge(new Extractor.Catalog(codes, defined), all, SkillSections.read(in));
    }
}
