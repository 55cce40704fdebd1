package dkg.ask;

import dkg.route.RouteResult;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The skills {@code ask} shows, best first, each with its confidence, and whether the best is too
 * unsure to load: the lexical router's candidates, reordered by {@link Fusion} with the question's
 * nearness in meaning when it has a vector.
 */
record SkillRanking(List<AskAnswer.Skill> skills, boolean abstain) {

    /** Skills the router hands over for fusion: more than are shown, since meaning may lift one from below. */
    static final int CANDIDATES = 10;
    /** Skills nearest in meaning added to the candidates when the router missed them. */
    static final int NEAREST_ADDED = 3;
    /** One skill's standing for a question: the router's score and reasons, and the features fusion reads. */
    record Candidate(String skill, double score, List<String> reasons, Fusion.Features features) {}

    /**
     * The skills ranked: by the lexical router alone when the question has no vector (Chinese, or a
     * store without vectors), else by {@code fusion} over both readings.
     */
    static SkillRanking of(Fusion fusion, List<RouteResult.Ranked> routed, double signal, Map<String, Double> near, int limit) {
        List<AskAnswer.Skill> skills = new ArrayList<>();
        double top = topScore(routed), second = routed.size() > 1 ? routed.get(1).score() : 0;
        if (near.isEmpty()) {
            double best = Confidence.of(top, second, signal);
            for (int i = 0; i < routed.size() && i < limit; i++) {
                var s = routed.get(i);
                double c = i == 0 ? best : Confidence.behind(best, top - s.score());
                skills.add(new AskAnswer.Skill(s.skill(), s.score(), c, s.reasons()));
            }
            return new SkillRanking(skills, skills.isEmpty() || !Confidence.covers(top, second, signal));
        }
        List<Candidate> candidates = candidates(routed, signal, near);
        if (candidates.isEmpty()) return new SkillRanking(skills, true);
        candidates.sort(java.util.Comparator.comparingDouble((Candidate c) -> -fusion.rankLogit(c.features())));
        // decided before rounding, as the lexical reading's own abstention is
        double best = fusion.confidence(candidates.stream().map(Candidate::features).toList());
        for (Candidate c : candidates.subList(0, Math.min(limit, candidates.size()))) {
            // below the first, a skill keeps the lexical reading's confidence in it: what its words show, no more than the first's
            double confidence = c == candidates.getFirst() ? best : Math.min(best, c.features().lexical());
            skills.add(new AskAnswer.Skill(c.skill(), c.score(), Math.round(1000 * confidence) / 1000.0, c.reasons()));
        }
        return new SkillRanking(skills, best < Confidence.ABSTAIN_BELOW);
    }

    private static double topScore(List<RouteResult.Ranked> routed) { return routed.isEmpty() ? 0 : routed.getFirst().score(); }

    /** The router's candidates and the skills nearest in meaning, each with the features fusion reads. */
    static List<Candidate> candidates(List<RouteResult.Ranked> routed, double signal, Map<String, Double> near) {
        Map<String, RouteResult.Ranked> bySkill = new LinkedHashMap<>();
        for (RouteResult.Ranked r : routed.subList(0, Math.min(CANDIDATES, routed.size()))) bySkill.put(r.skill(), r);
        List<String> byMeaning = near.entrySet().stream().sorted(Map.Entry.<String, Double>comparingByValue().reversed())
                .map(Map.Entry::getKey).toList();
        List<String> skills = new ArrayList<>(bySkill.keySet());
        for (String s : byMeaning.subList(0, Math.min(NEAREST_ADDED, byMeaning.size()))) if (!bySkill.containsKey(s)) skills.add(s);
        // the nearest skill leads by its margin over the second; every other one trails the nearest
        String nearest = byMeaning.isEmpty() ? null : byMeaning.getFirst();
        double nearestValue = nearest == null ? -1 : near.get(nearest), secondValue = byMeaning.size() > 1 ? near.get(byMeaning.get(1)) : -1;
        double top = topScore(routed), second = routed.size() > 1 ? routed.get(1).score() : 0;
        double lexicalBest = Confidence.probability(top, second, signal);
        List<Candidate> out = new ArrayList<>();
        for (String skill : skills) {
            RouteResult.Ranked r = bySkill.get(skill);
            double score = r == null ? 0 : r.score();
            double lexical = r == null ? 0 : r == routed.getFirst() ? lexicalBest : Confidence.behind(lexicalBest, top - score);
            Double nearness = near.get(skill);
            List<String> reasons = new ArrayList<>(r == null ? List.of() : r.reasons());
            if (nearness != null) reasons.add(String.format(Locale.ROOT, "near in meaning to its passages (cosine %.2f)", nearness));
            double value = nearness == null ? -1 : nearness;
            out.add(new Candidate(skill, score, reasons, new Fusion.Features(lexical, value, value - (skill.equals(nearest) ? secondValue : nearestValue))));
        }
        return out;
    }
}
