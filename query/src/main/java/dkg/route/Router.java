package dkg.route;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Ranks skills for a question. Built once from the skills' profiles (immutable afterwards, so
 * thread-safe and cheap per question: no I/O, no Lucene search, about a millisecond).
 *
 * <p>The score of a skill is a sum of features, each reported as a reason when it counts:
 * <ul>
 *   <li>BM25 of the question against the skill's description, implicit phrasings, example
 *       questions and SKILL.md sections (weighted per field);</li>
 *   <li>coverage of the closest single phrasing or example question (share of its term weight the
 *       question contains, squared);</li>
 *   <li>the skill named in the question ("doca-dma", "DOCA DMA", "doca_dma") — or named in a
 *       negated phrase ("not doca-dma", "out of scope"), which counts against it;</li>
 *   <li>symbols named in the question, resolved to the skills whose documents mention them, and
 *       the skill whose library prefix ({@code doca_dma_}) starts an identifier;</li>
 *   <li>against: the question matching one of the skill's own refusal clauses, "use instead" path
 *       rules or referrals lowers it and raises the skill the clause points to.</li>
 * </ul>
 */
public final class Router {
    // Feature weights: a small, explainable formula, tuned by hand on the shared evals.
    static final double W_DESC = 1.0, W_PHRASE = 1.0, W_EXAMPLE = 0.6, W_BODY = 0.5;
    static final double W_COVER = 8.0, W_NAME = 12.0, W_NEGATED = 30.0, W_SYMBOL = 6.0, W_PREFIX = 6.0;
    static final double W_AGAINST = 6.0, W_TARGET = 4.0, MIN_CLAUSE_COVER = 0.6;

    private static final Pattern CJK = Pattern.compile("\\p{IsHan}");
    private static final Pattern IDENT = Pattern.compile("(?<![\\w-])[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+(?![\\w])|(?<![\\w])_[a-z0-9]+(?:_[a-z0-9]+)+");
    // negation right before a name: "not doca-x", "isn't doca-x", "instead of doca-x", "rather than DOCA X"
    private static final Pattern NEG_BEFORE = Pattern.compile(
            "(?i)(?:\\bnot|n't|\\bnever|\\binstead of|\\brather than|\\bother than|\\bexcept|\\bwithout|\\bavoid)\\s+(?:\\w+\\s+){0,2}(?:the\\s+)?$");
    // negation right after a name: "doca-x explicitly says is out of scope", "doca-x is the wrong skill"
    private static final Pattern NEG_AFTER = Pattern.compile(
            "(?i)^[\\s\\w'-]{0,30}?\\b(?:out of scope|wrong (?:skill|one|place)|not (?:the right|relevant|applicable))");

    private final List<SkillProfile> skills;
    private final FieldIndex desc, phrase, example, body, all;
    private final List<List<Unit>> units = new ArrayList<>();
    private final List<List<Clause>> clauses = new ArrayList<>();
    private final Map<String, Integer> byName = new HashMap<>();
    private final List<NamePattern> names = new ArrayList<>();
    private final Map<String, Set<Integer>> symbolSkills = new HashMap<>();
    private final Glossary glossary;

    private record Unit(String text, Set<String> terms, String kind) {}
    private record Clause(SkillProfile.Against against, Set<String> terms, List<Integer> targets) {}
    private record NamePattern(Pattern pattern, int skill) {}

    public Router(List<SkillProfile> profiles, Glossary glossary) {
        this.skills = List.copyOf(profiles);
        this.glossary = glossary;
        List<List<String>> d = new ArrayList<>(), p = new ArrayList<>(), e = new ArrayList<>(), b = new ArrayList<>(), a = new ArrayList<>();
        for (int i = 0; i < skills.size(); i++) {
            SkillProfile s = skills.get(i);
            byName.put(s.name(), i);
            d.add(Terms.of(s.title() + " " + s.description()));
            p.add(Terms.of(String.join(" . ", s.phrasings())));
            e.add(Terms.of(String.join(" . ", s.examples())));
            b.add(Terms.of(String.join("\n", s.sections())));
            List<String> every = new ArrayList<>(d.get(i));
            every.addAll(p.get(i)); every.addAll(e.get(i)); every.addAll(b.get(i));
            a.add(every);
        }
        desc = new FieldIndex(d);
        phrase = new FieldIndex(p);
        example = new FieldIndex(e);
        body = new FieldIndex(b);
        all = new FieldIndex(a);
        for (int i = 0; i < skills.size(); i++) {
            SkillProfile s = skills.get(i);
            List<Unit> us = new ArrayList<>();
            for (String ph : s.phrasings()) us.add(new Unit(ph, new LinkedHashSet<>(Terms.of(ph)), "implicit phrasing"));
            for (String ex : s.examples()) us.add(new Unit(ex, new LinkedHashSet<>(Terms.of(ex)), "example question"));
            units.add(us);
            names.add(new NamePattern(SkillNames.pattern(s.name()), i));
            names.add(new NamePattern(SkillNames.pattern(s.name().replace('-', ' ')), i));
            if (!s.title().isEmpty() && SkillNames.shortTitle(s.title()).split("\\s+").length >= 2)
                names.add(new NamePattern(SkillNames.pattern(SkillNames.shortTitle(s.title())), i));
            for (String sym : s.symbols()) symbolSkills.computeIfAbsent(sym.toLowerCase(Locale.ROOT), k -> new LinkedHashSet<>()).add(i);
        }
        for (SkillProfile s : skills) {
            List<Clause> cs = new ArrayList<>();
            for (SkillProfile.Against ag : s.against()) {
                List<Integer> to = ag.targets().stream().map(byName::get).filter(x -> x != null).toList();
                cs.add(new Clause(ag, new LinkedHashSet<>(Terms.of(ag.text())), to));
            }
            clauses.add(cs);
        }
    }

    public int size() { return skills.size(); }

    /**
     * Ranks skills for {@code question}.
     *
     * @param limit most skills to return (at least 1)
     * @param lang  "auto" (or null), "en" or "zh"; Chinese is bridged to English by the glossary
     */
    public RouteResult route(String question, int limit, String lang) {
        boolean zh = "zh".equals(lang) || ((lang == null || "auto".equals(lang)) && CJK.matcher(question).find());
        String text = zh ? glossary.toEnglish(question) : question;
        int n = skills.size();
        double[] score = new double[n];
        List<List<String>> reasons = new ArrayList<>();
        for (int i = 0; i < n; i++) reasons.add(new ArrayList<>());
        Map<String, String> notFor = new LinkedHashMap<>();
        if (zh) for (int i = 0; i < n; i++) reasons.get(i).add("bridged zh→en: " + text.strip());

        Set<String> q = new LinkedHashSet<>(Terms.of(text));
        for (int i = 0; i < n; i++) {
            add(score, reasons, i, W_DESC * desc.score(q, i), "description", desc.matched(q, i));
            add(score, reasons, i, W_PHRASE * phrase.score(q, i), "implicit phrasings", phrase.matched(q, i));
            add(score, reasons, i, W_EXAMPLE * example.score(q, i), "example questions", example.matched(q, i));
            add(score, reasons, i, W_BODY * body.score(q, i), "SKILL.md sections", body.matched(q, i));
            Unit best = null;
            double bestCover = 0;
            for (Unit u : units.get(i)) {
                double c = cover(u.terms(), q);
                if (c > bestCover) { bestCover = c; best = u; }
            }
            if (best != null && bestCover >= 0.3) {
                double v = W_COVER * bestCover * bestCover;
                score[i] += v;
                reasons.get(i).add(String.format(Locale.ROOT, "%s \"%s\" (%.0f%% covered, +%.1f)", best.kind(), best.text(), 100 * bestCover, v));
            }
        }
        names(text, score, reasons, notFor);
        symbols(text, score, reasons);
        against(q, score, reasons, notFor);

        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) order[i] = i;
        java.util.Arrays.sort(order, Comparator.comparingDouble((Integer i) -> -score[i]).thenComparing(i -> skills.get(i).name()));
        List<RouteResult.Ranked> ranked = new ArrayList<>();
        for (int k = 0; k < Math.min(Math.max(1, limit), n); k++) {
            int i = order[k];
            if (score[i] <= 0) break;
            ranked.add(new RouteResult.Ranked(skills.get(i).name(), Math.round(score[i] * 100) / 100.0, reasons.get(i)));
        }
        List<RouteResult.NotFor> nf = new ArrayList<>();
        notFor.forEach((s, why) -> nf.add(new RouteResult.NotFor(s, why)));
        return new RouteResult(question, ranked, nf);
    }

    /** Share of a unit's term weight (IDF over all skills) that the question contains. */
    private double cover(Set<String> unit, Set<String> q) {
        double have = 0, total = 0;
        for (String t : unit) {
            double w = all.idf(t);
            total += w;
            if (q.contains(t)) have += w;
        }
        return total == 0 ? 0 : have / total;
    }

    private void names(String text, double[] score, List<List<String>> reasons, Map<String, String> notFor) {
        // the longest name at a position wins: "doca-flow-perf" is not also a mention of "doca-flow"
        Map<Integer, Boolean> named = new LinkedHashMap<>();   // skill -> negated?
        for (NamePattern np : names) {
            Matcher m = np.pattern().matcher(text);
            while (m.find()) {
                String before = text.substring(Math.max(0, m.start() - 40), m.start());
                String after = text.substring(m.end(), Math.min(text.length(), m.end() + 60));
                boolean neg = NEG_BEFORE.matcher(before).find() || NEG_AFTER.matcher(after).find();
                named.merge(np.skill(), neg, (x, y) -> x || y);
            }
        }
        named.forEach((i, neg) -> {
            String name = skills.get(i).name();
            if (neg) {
                score[i] -= W_NEGATED;
                reasons.get(i).add("named in a negated phrase (-" + W_NEGATED + ")");
                notFor.putIfAbsent(name, "the question says it is not " + name);
            } else {
                score[i] += W_NAME;
                reasons.get(i).add("named in the question (+" + W_NAME + ")");
            }
        });
    }

    private void symbols(String text, double[] score, List<List<String>> reasons) {
        Matcher m = IDENT.matcher(text);
        Set<String> seen = new LinkedHashSet<>();
        while (m.find()) seen.add(m.group().toLowerCase(Locale.ROOT));
        for (String id : seen) {
            Set<Integer> owners = symbolSkills.get(id);
            if (owners == null && id.length() >= 6) {
                // a partial identifier ("raw_cmd", "_pipe_export") names the symbols it ends
                String tail = id.startsWith("_") ? id : "_" + id;
                owners = new LinkedHashSet<>();
                for (var e : symbolSkills.entrySet()) if (e.getKey().endsWith(tail)) owners.addAll(e.getValue());
                if (owners.isEmpty()) owners = null;
            }
            if (owners != null) {
                double v = W_SYMBOL / owners.size();
                for (int i : owners) {
                    score[i] += v;
                    reasons.get(i).add(String.format(Locale.ROOT, "symbol %s is in its documents (+%.1f)", id, v));
                }
            }
            int prefixOwner = -1, prefixLen = 0;
            for (int i = 0; i < skills.size(); i++) {
                String p = skills.get(i).name().replace('-', '_') + "_";
                if (id.startsWith(p) && p.length() > prefixLen) { prefixOwner = i; prefixLen = p.length(); }
            }
            if (prefixOwner >= 0) {
                score[prefixOwner] += W_PREFIX;
                reasons.get(prefixOwner).add("identifier " + id + " has its library prefix (+" + W_PREFIX + ")");
            }
        }
    }

    private void against(Set<String> q, double[] score, List<List<String>> reasons, Map<String, String> notFor) {
        for (int i = 0; i < skills.size(); i++) {
            Clause best = null;
            double bestCover = 0;
            for (Clause c : clauses.get(i)) {
                if (c.terms().isEmpty()) continue;
                long hits = c.terms().stream().filter(q::contains).count();
                if (hits == 0 || (hits < 2 && c.terms().size() > 1)) continue;
                double cv = cover(c.terms(), q);
                if (cv >= MIN_CLAUSE_COVER && cv > bestCover) { bestCover = cv; best = c; }
            }
            if (best == null) continue;
            String name = skills.get(i).name();
            String why = String.format(Locale.ROOT, "its %s: \"%s\"", best.against().origin(), best.against().text());
            double v = W_AGAINST * bestCover;
            score[i] -= v;
            reasons.get(i).add(String.format(Locale.ROOT, "against: %s (-%.1f)", why, v));
            notFor.putIfAbsent(name, why.substring(0, 1).toUpperCase(Locale.ROOT) + why.substring(1));
            for (int t : best.targets()) {
                double tv = W_TARGET * bestCover;
                score[t] += tv;
                reasons.get(t).add(String.format(Locale.ROOT, "%s routes here for \"%s\" (+%.1f)", name, best.against().text(), tv));
            }
        }
    }

    private static void add(double[] score, List<List<String>> reasons, int i, double v, String field, List<String> terms) {
        if (v <= 0) return;
        score[i] += v;
        if (v >= 0.5) reasons.get(i).add(String.format(Locale.ROOT, "%s: %s (+%.1f)", field,
                String.join(", ", terms.subList(0, Math.min(6, terms.size()))), v));
    }
}
