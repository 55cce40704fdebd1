package dkg.ask;

import dkg.route.MapRow;
import dkg.route.Question;
import dkg.route.RouteResult;
import dkg.route.Router;
import dkg.search.DenseSkills;
import dkg.search.PassageIndex;
import dkg.search.SignalText;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Future;

/**
 * What {@code ask} reads of a question before it ranks: the DOCA facts in it, the router's reading,
 * the knowledge-map rows it names, how much it speaks of DOCA, and its meaning.
 */
final class QuestionReader {
    private final Router router;
    private final Extractor extractor;
    /** The passages' vectors of this generation, read when the first question needs them. */
    private final PassageIndex dense;

    QuestionReader(Router router, Extractor extractor, PassageIndex dense) {
        this.router = router;
        this.extractor = extractor;
        this.dense = dense;
    }

    /**
     * {@code near}: the question's nearness in meaning to each skill, empty when it has no vector;
     * {@code nearRows}: the knowledge map's rows nearest it in meaning.
     */
    record Reading(Question question, Extracted extracted, RouteResult routed, List<MapRow> mapRows, double signal, Map<String, Double> near,
                   List<DenseSkills.NearRow> nearRows) {}

    Reading read(AskRequest req) {
        String q = req.question();
        Question question = Question.of(q, req.lang());
        Extracted ex = extractor.extract(q);
        // errors given only by code ("error 21") reach the router by name
        StringBuilder routed = new StringBuilder(q);
        for (Extracted.ErrorRef e : ex.errors()) if (!q.contains(e.name()) && e.name() != null) routed.append(' ').append(e.name());
        // the question's meaning is read while the words are routed: a cold process loads the model meanwhile
        Future<Meaning> meaning = Meaning.readAsync(question, dense);
        // the products found once, for the router and the map
        RouteResult r = router.route(question.withText(routed.toString()), Math.max(req.limit(), SkillRanking.CANDIDATES), ex.products());
        // a topic of the knowledge map written another way ("Mellanox OFED", a ".bfb" file) finds its row by the map's name
        List<String> mapNames = ex.products().stream().filter(router::isMapTopic).toList();
        List<MapRow> mapRows = router.mapRowsIn(SignalText.distill(q) + " " + String.join(" ", mapNames));
        double signal = Confidence.signal(ex, q, !mapRows.isEmpty(), extractor.outside(q), !r.named().isEmpty());
        Meaning m = dkg.search.Background.joined(meaning);
        return new Reading(question, ex, r, mapRows, signal, m.near(), m.rows());
    }
}
