package dkg.docs;

import dkg.error.BadInputException;
import dkg.kg.Generation;
import dkg.search.DenseSkills;
import dkg.search.EntryType;
import dkg.search.Hit;
import dkg.search.PassageModel;
import dkg.search.QueryLanguages;
import dkg.search.SearchRequest;
import dkg.search.SearchResult;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code search} by words and by meaning: the lexical hits and the entries whose passages come
 * nearest the query's vector, merged by reciprocal rank fusion (each list adds 1 / (k + rank) to an
 * entry; k = 60, the constant of Cormack, Clarke and Büttcher's paper, which needs no fitting).
 * Words alone where the query cannot have a vector: Chinese (the model is English), a symbol search
 * (symbols are reached by name, they have no vectors), or a store without vectors.
 */
public final class HybridSearch {
    private HybridSearch() {}

    static final int RRF_K = 60;
    /** The fused score of an entry first in both lists: scores are shown as a share of it, 0..1. */
    static final double BOTH_FIRST = 2.0 / (RRF_K + 1);

    private static final Generation.Slot<DenseSkills> DENSE = Generation.Slot.of("passage vectors", g -> g.withSearcher(s -> DenseSkills.read(s.reader())));

    /** The passage vectors of a generation, read once. */
    public static DenseSkills dense(Generation g) { return g.get(DENSE); }

    public static SearchResult search(Generation g, SearchRequest req) {
        if (!byMeaning(g, req)) return g.search(req);
        SearchRequest deeper = req.withLimit(Math.min(SearchRequest.MAX_LIMIT, 2 * req.limit()));
        SearchResult lexical = g.search(deeper);
        float[] q = PassageModel.question(req.query());
        List<DenseSkills.Near> near = dense(g).nearest(q, deeper.limit(), req.skill(), req.type());
        Map<String, Double> fused = new HashMap<>();
        Map<String, Hit> lexicalHits = new LinkedHashMap<>();
        for (Hit h : lexical.hits()) {
            lexicalHits.put(h.iri(), h);
            fused.merge(h.iri(), 1.0 / (RRF_K + h.rank()), Double::sum);
        }
        for (int i = 0; i < near.size(); i++) fused.merge(near.get(i).iri(), 1.0 / (RRF_K + i + 1), Double::sum);
        List<String> order = fused.entrySet().stream().sorted(Map.Entry.<String, Double>comparingByValue().reversed())
                .limit(req.limit()).map(Map.Entry::getKey).toList();
        List<String> onlyNear = order.stream().filter(iri -> !lexicalHits.containsKey(iri)).toList();
        Map<String, Hit> nearHits = new HashMap<>();
        for (Hit h : g.withSearcher(s -> s.hitsOf(onlyNear, onlyNear.stream().map(i -> (float) (fused.get(i) / BOTH_FIRST)).toList(), req.query())))
            nearHits.put(h.iri(), h);
        List<Hit> hits = new ArrayList<>();
        for (String iri : order) {
            Hit h = lexicalHits.containsKey(iri) ? lexicalHits.get(iri) : nearHits.get(iri);
            if (h == null) continue;
            hits.add(new Hit(hits.size() + 1, (float) (fused.get(iri) / BOTH_FIRST), h.type(), h.iri(), h.title(), h.skill(), h.source(), h.snippet(), h.lang()));
        }
        return new SearchResult(lexical.query(), hits);
    }

    /** Whether this search ranks by meaning too; refuses an explicit hybrid search the store cannot do. */
    private static boolean byMeaning(Generation g, SearchRequest req) {
        if (SearchRequest.LEXICAL.equals(req.mode())) return false;
        boolean explicit = SearchRequest.HYBRID.equals(req.mode());
        if ("zh".equals(req.lang()) || (req.lang() == null && QueryLanguages.of(req.query()).includesChinese())
                || EntryType.SYMBOL.label().equals(req.type())) {
            if (explicit) throw new BadInputException("search by meaning reads English passages other than API symbols; use --mode lexical for this query");
            return false;
        }
        if (dense(g).isEmpty() || !PassageModel.available()) {
            if (explicit) throw new BadInputException("this store has no passage vectors (ingested with DOCA_KG_VECTORS=off, or where the model cannot run); use --mode lexical or ingest again");
            return false;
        }
        return true;
    }
}
