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

    private static final String CLASSES = DKG.PREFIXES + """
            SELECT ?c (COUNT(DISTINCT ?s) AS ?n) WHERE {
              GRAPH ?g { ?s a ?c } FILTER(?g != <%s> && STRSTARTS(STR(?c), STR(dkg:)))
            } GROUP BY ?c""".formatted(DKG.SYSTEM_GRAPH);
    private static final String KINDS = DKG.PREFIXES + """
            SELECT ?k (COUNT(DISTINCT ?s) AS ?n) WHERE {
              GRAPH ?g1 { ?s a dkg:Skill } GRAPH ?g2 { ?s dkg:skillKind ?k }
              FILTER(?g1 != <%1$s> && ?g2 != <%1$s>)
            } GROUP BY ?k""".formatted(DKG.SYSTEM_GRAPH);

    public static StoreStats of(DatasetGraph dsg) {
        return Txn.calculateRead(dsg, () -> {
            Map<String, Long> perGraph = perGraphIn(dsg);
            long quads = perGraph.values().stream().mapToLong(Long::longValue).sum();
            return new StoreStats(quads, perGraph.size(), counts(dsg, CLASSES, "c"), counts(dsg, KINDS, "k"));
        });
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
