package dkg.docs;

import dkg.error.BadInputException;
import dkg.kg.Generation;
import dkg.search.Background;
import dkg.search.DenseSkills;
import dkg.search.EntryType;
import dkg.search.Hit;
import dkg.search.PassageIndex;
import dkg.search.PassageModel;
import dkg.search.QueryLanguages;
import dkg.search.RankFusion;
import dkg.search.SearchRequest;
import dkg.search.SearchResult;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Future;

/**
 * {@code search} by words and by meaning: the lexical hits and the entries whose passages come
 * nearest the query's vector, merged by {@link RankFusion reciprocal rank fusion}, which needs no fitting.
 * Words alone where the query cannot have a vector: Chinese (the model is English), a symbol search
 * (symbols are reached by name, they have no vectors), or a store without vectors.
 */
public final class HybridSearch {
    private HybridSearch() {}

    /** Scores are shown as a share of the fused score of an entry first in both lists, 0..1. */
    static final double BOTH_FIRST = RankFusion.FIRST_IN_TWO;

    private static final Generation.Slot<DenseSkills> DENSE = Generation.Slot.of("passage vectors", g -> g.withSearcher(s -> DenseSkills.read(s.reader())));

    private static final Generation.Slot<Boolean> PRESENT = Generation.Slot.of("passage vectors present", g -> g.withSearcher(s -> DenseSkills.present(s.reader())));

    /** The passage vectors of a generation, read once. */
    public static DenseSkills dense(Generation g) { return g.get(DENSE); }

    /** A generation's passage vectors, said present before they are read. */
    public static PassageIndex passageIndex(Generation g) {
        return new PassageIndex() {
            @Override public boolean hasVectors() { return g.get(PRESENT); }
            @Override public DenseSkills vectors() { return dense(g); }
        };
    }

    public static SearchResult search(Generation g, SearchRequest req) {
        if (!mayUseMeaning(req)) return g.search(req);
        if (!PassageModel.switchedOn() || !g.get(PRESENT)) return withoutMeaning(g, req);
        // the model loads and the query is embedded while the vectors are read and the words searched
        Future<float[]> vector = Background.start(() -> PassageModel.available() ? PassageModel.question(req.query()) : null);
        if (dense(g).isEmpty()) {
            Background.joined(vector);
            return withoutMeaning(g, req);
        }
        SearchRequest deeper = req.withLimit(Math.min(SearchRequest.MAX_LIMIT, 2 * req.limit()));
        SearchResult lexical = g.search(deeper);
        float[] q = Background.joined(vector);
        if (q == null) return withoutMeaning(g, req);
        List<DenseSkills.Near> near = dense(g).nearest(q, deeper.limit(), req.skill(), req.type());
        Map<String, Hit> lexicalHits = new LinkedHashMap<>();
        for (Hit h : lexical.hits()) lexicalHits.put(h.iri(), h);
        Map<String, Double> fused = RankFusion.fuse(List.copyOf(lexicalHits.keySet()), near.stream().map(DenseSkills.Near::iri).toList());
        List<String> order = fused.keySet().stream().limit(req.limit()).toList();
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

    /** Whether this search may rank by meaning too; refuses an explicit hybrid search of what has no vectors. */
    private static boolean mayUseMeaning(SearchRequest req) {
        if (SearchRequest.LEXICAL.equals(req.mode())) return false;
        if ("zh".equals(req.lang()) || (req.lang() == null && QueryLanguages.of(req.query()).includesChinese())
                || EntryType.SYMBOL.label().equals(req.type())) {
            if (explicit(req)) throw new BadInputException("search by meaning reads English passages other than API symbols; use --mode lexical for this query");
            return false;
        }
        return true;
    }

    /** The lexical ranking where the store has no vectors or the model cannot run; refused when hybrid was asked for. */
    private static SearchResult withoutMeaning(Generation g, SearchRequest req) {
        if (explicit(req)) throw new BadInputException("this store has no passage vectors (ingested with DOCA_KG_VECTORS=off, or where the model cannot run); use --mode lexical or ingest again");
        return g.search(req);
    }

    private static boolean explicit(SearchRequest req) { return SearchRequest.HYBRID.equals(req.mode()); }
}
