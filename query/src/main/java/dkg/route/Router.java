package dkg.route;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.function.Supplier;
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
 *
 * <p>Long because the features share one analysis of the question and one pass over the profiles; split apart,
 * each would analyse the question again.
 */
public final class Router {
    // Feature weights: a small, explainable formula, tuned by hand on the shared evals.
    // Text fields are scaled to [0, weight] per question (best skill on the field = weight).
    static final double W_DESC = 1.0, W_PHRASE = 1.0, W_EXAMPLE = 0.6, W_BODY = 1.0, W_DEEP = 1.5;
    static final double W_COVER = 2.5, W_NAME = 2.0, W_NEGATED = 6.0, W_SYMBOL = 1.5, W_PREFIX = 1.5;
    static final double W_ASKED = 2.0, W_TOPIC = 1.0, W_PRODUCT = 0.5, Q_SHARE = 0.3, W_OTHER_HARDWARE = 1.0;
    static final double W_AGAINST = 1.5, W_TARGET = 1.0, MIN_CLAUSE_COVER = 0.8;

    // character classes only, no repeated group: see Extractor's UPPER_WORD
    private static final Pattern IDENT = Pattern.compile("(?<![\\w-])[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]*[A-Za-z0-9](?![\\w])|(?<![\\w])_[a-z0-9]+_[a-z0-9_]*[a-z0-9]");
    // negation right before a name: "not doca-x", "isn't doca-x", "instead of doca-x", "rather than DOCA X"
    private static final Pattern NEG_BEFORE = Pattern.compile(
            "(?i)(?:\\bnot|n't|\\bnever|\\binstead of|\\brather than|\\bother than|\\bexcept|\\bwithout|\\bavoid)\\s+(?:\\w+\\s+){0,2}(?:the\\s+)?$");
    // negation right after a name: "doca-x explicitly says is out of scope", "doca-x is the wrong skill"
    private static final Pattern NEG_AFTER = Pattern.compile(
            "(?i)^[\\s\\w'-]{0,30}?\\b(?:out of scope|wrong (?:skill|one|place)|not (?:the right|relevant|applicable))");

    // "the doca-x skill", "doca-x skill": the skill itself asked for, not a library it talks about
    private static final Pattern ASKED_FOR = Pattern.compile("(?i)^\\s*(?:skill|library skill)\\b");

    private final List<SkillProfile> skills;
    private final FieldIndex desc, phrase, example, body, deep;
    /** Term weights over each skill's description, phrasings, examples and body together. */
    private final FieldIndex.Union allIdf;
    private final List<Unit> units = new ArrayList<>();
    private final Map<String, List<Posting>> unitIndex = new HashMap<>();
    private final List<List<Clause>> clauses = new ArrayList<>();
    private final Map<String, Integer> byName = new HashMap<>();
    private final List<NamePattern> names = new ArrayList<>();
    /**
     * Weaker names of a skill: the coined product word of its title ("GPUNetIO", a name without its
     * "DOCA") and what an abbreviation in its title stands for ("BF3", "BlueField-3").
     */
    private final List<NamePattern> products = new ArrayList<>();
    /** The skills named for one piece of hardware ("BlueField-3" of doca-bf3-deployment). */
    private final Set<Integer> hardwareSkills = new HashSet<>();
    private final Map<String, Set<Integer>> symbolSkills = new HashMap<>();
    private final Glossary glossary;
    private final List<MapTopic> mapTopics = new ArrayList<>();

    /**
     * A map row's name with its pattern: one no other skill's own summary uses, or one of a product
     * the map says is outside the bundle (another skill may mention it; the map is still where it is
     * answered), weighted less.
     */
    private record MapTopic(MapRow row, int skill, String name, Pattern pattern, double weight, String needle) {
        MapTopic(MapRow row, int skill, String name, Pattern pattern, double weight) {
            this(row, skill, name, pattern, weight, name.toLowerCase(Locale.ROOT).split("[\\s_-]+")[0]);
        }
    }
    static final double W_MAP = 2.0, W_MAP_SHARED = 1.5, W_COMPANION = 1.0;

    private record Unit(int skill, String text, Set<String> terms, String kind, double weight) {}
    /** A unit containing a term, with the term's weight (IDF): the inverted index behind {@link #covers}. */
    private record Posting(int unit, double weight) {}
    private record Clause(SkillProfile.Against against, Set<String> terms, List<Integer> targets) {}
    /** A name pattern and a word it cannot match without, to skip the regex on most questions. */
    private record NamePattern(Pattern pattern, int skill, String needle) {
        NamePattern(String name, int skill) {
            this(SkillNames.pattern(name), skill, name.toLowerCase(Locale.ROOT).split("[\\s_-]+")[name.split("[\\s_-]+").length - 1]);
        }

        /** A single word matched as written, case and all ("GPUNetIO", "BF3"): see {@link SkillNames#productPattern}. */
        static NamePattern asWritten(String word, int skill) {
            return new NamePattern(SkillNames.productPattern(word), skill, word.toLowerCase(Locale.ROOT));
        }
    }

    public Router(List<SkillProfile> profiles, Glossary glossary) { this(profiles, glossary, List.of()); }

    /**
     * @param mapRows the knowledge map's table rows: a question naming a topic that only the map
     *                covers (no other skill's name, title, description or phrasings speak of it)
     *                routes to the map's skill
     */
    public Router(List<SkillProfile> profiles, Glossary glossary, List<MapRow> mapRows) {
        this(profiles, glossary, mapRows, CountedFields.of(profiles));
    }

    /**
     * As {@link #Router(List, Glossary, List)}, with the skills' sections already counted (a
     * store keeps them so; the profiles' own section texts are then not read).
     */
    public Router(List<SkillProfile> profiles, Glossary glossary, List<MapRow> mapRows, CountedFields counted) {
        if (counted.sections().skillCount() != profiles.size() || counted.deep().skillCount() != profiles.size())
            throw new IllegalArgumentException("counted fields of " + counted.sections().skillCount() + " skills for " + profiles.size());
        this.skills = List.copyOf(profiles);
        this.glossary = glossary;
        List<List<String>> d = new ArrayList<>(), p = new ArrayList<>(), e = new ArrayList<>();
        // each phrasing and example is analysed once: its terms make both its unit and the field
        List<List<List<String>>> phrasingTerms = new ArrayList<>(), exampleTerms = new ArrayList<>();
        for (int i = 0; i < skills.size(); i++) {
            SkillProfile s = skills.get(i);
            byName.put(s.name(), i);
            d.add(Terms.of(s.title() + " " + s.description()));
            phrasingTerms.add(s.phrasings().stream().map(Terms::of).toList());
            exampleTerms.add(s.examples().stream().map(Terms::of).toList());
            p.add(phrasingTerms.get(i).stream().flatMap(List::stream).toList());
            e.add(exampleTerms.get(i).stream().flatMap(List::stream).toList());
        }
        desc = FieldIndex.of(d);
        phrase = FieldIndex.of(p);
        example = FieldIndex.of(e);
        body = FieldIndex.over(counted.sections());
        deep = FieldIndex.over(counted.deep());
        allIdf = new FieldIndex.Union(List.of(desc, phrase, example, body));
        for (int i = 0; i < skills.size(); i++) {
            SkillProfile s = skills.get(i);
            for (int k = 0; k < s.phrasings().size(); k++) addUnit(i, s.phrasings().get(k), phrasingTerms.get(i).get(k), "implicit phrasing");
            for (int k = 0; k < s.examples().size(); k++) addUnit(i, s.examples().get(k), exampleTerms.get(i).get(k), "example question");
            names.add(new NamePattern(s.name(), i));
            // "pcc_counters", "flow perf": the name without its "doca-" when that still has two parts
            String bare = s.name().replaceFirst("^doca-", "");
            if (!bare.equals(s.name()) && bare.contains("-")) names.add(new NamePattern(bare, i));
            if (!s.title().isEmpty() && SkillNames.shortTitle(s.title()).split("\\s+").length >= 2)
                names.add(new NamePattern(SkillNames.shortTitle(s.title()), i));
            // "GPUNetIO" without its "DOCA": a coined word names the product however it is written about
            String product = SkillNames.productWord(s.title());
            if (product != null) products.add(NamePattern.asWritten(product, i));
            // "BF3" and "BlueField-3" of "DOCA BlueField-3 (BF3) deployment": the hardware the skill is named for
            for (String defined : SkillNames.definedNames(s.title(), s.name())) {
                products.add(defined.contains("-") || defined.contains(" ") ? new NamePattern(defined, i) : NamePattern.asWritten(defined, i));
                hardwareSkills.add(i);
            }
            for (String sym : s.symbols()) symbolSkills.computeIfAbsent(sym.toLowerCase(Locale.ROOT), k -> new LinkedHashSet<>()).add(i);
        }
        mapOnly(mapRows, d, p, e);
        for (SkillProfile s : skills) {
            List<Clause> cs = new ArrayList<>();
            for (SkillProfile.Against ag : s.against()) {
                List<Integer> to = ag.targets().stream().map(byName::get).filter(x -> x != null).toList();
                // "non-UROM library questions" is about everything but UROM: its "urom" is no match
                String positive = ag.text().replaceAll("(?i)\\bnon-[\\w/-]+", " ");
                // "(DOCA RDMA)" names where to go, not when: the condition is the rest
                if (!to.isEmpty()) positive = positive.replaceAll("\\([^)]*\\)", " ");
                cs.add(new Clause(ag, new LinkedHashSet<>(Terms.of(positive)), to));
            }
            clauses.add(cs);
        }
    }

    /**
     * Each skill's English sections and its other files' sections as routing terms with their
     * counts: analysing them is most of a router's build, so a store keeps them counted.
     */
    public record CountedFields(TermCounts sections, TermCounts deep) {
        public static CountedFields of(List<SkillProfile> profiles) {
            return new CountedFields(TermCounts.ofTerms(profiles.stream().map(s -> Terms.of(String.join("\n", s.sections()))).toList()),
                    TermCounts.ofTerms(profiles.stream().map(s -> Terms.of(String.join("\n", s.deep()))).toList()));
        }
    }

    /** @param summaries each skill's title and description, phrasings and examples, as routing terms */
    @SafeVarargs
    private void mapOnly(List<MapRow> rows, List<List<String>>... summaries) {
        List<String> others = new ArrayList<>();
        for (int i = 0; i < skills.size(); i++) {
            List<String> own = new ArrayList<>(Terms.of(skills.get(i).name().replace('-', ' ')));
            for (List<List<String>> field : summaries) own.addAll(field.get(i));
            others.add(" " + String.join(" ", own) + " ");
        }
        for (MapRow r : rows) {
            Integer owner = byName.get(r.skill());
            if (owner == null) continue;
            for (String name : r.names()) {
                // a name counts only whole: "NVIDIA" of "NVIDIA Network Operator" is in every other question
                // (checked first: it is cheaper than looking for the name in every other skill)
                if (!r.isWholeName(name)) continue;
                List<String> t = Terms.of(name);
                if (t.isEmpty()) continue;
                String needle = " " + String.join(" ", t) + " ";
                boolean elsewhere = false;
                for (int i = 0; i < skills.size() && !elsewhere; i++) elsewhere = i != owner && others.get(i).contains(needle);
                if (elsewhere && !r.outside()) continue;
                // acronyms only in capitals ("DPF", not "dpf" inside a word); names in any case
                Pattern p = MapRow.isAcronym(name) ? SkillNames.acronymPattern(name) : SkillNames.pattern(name);
                mapTopics.add(new MapTopic(r, owner, name, p, elsewhere ? W_MAP_SHARED : W_MAP));
            }
        }
    }

    /** Whether a product's canonical name is a topic of the knowledge map's tables. */
    public boolean isMapTopic(String product) {
        return !mapRowsIn(product).isEmpty();
    }

    /** The knowledge-map rows whose topic {@code text} names, each once, in table order. */
    public List<MapRow> mapRowsIn(String text) {
        java.util.LinkedHashSet<MapRow> out = new java.util.LinkedHashSet<>();
        String lower = text.toLowerCase(Locale.ROOT);
        for (MapTopic t : mapTopics)
            if (!out.contains(t.row()) && lower.contains(t.needle()) && t.pattern().matcher(text).find()) out.add(t.row());
        return List.copyOf(out);
    }

    private void mapTopics(String text, String title, double[] score, List<List<Supplier<String>>> reasons) {
        Map<Integer, MapTopic> hit = new LinkedHashMap<>();
        Set<Integer> inTitle = new java.util.HashSet<>();
        String lower = text.toLowerCase(Locale.ROOT);
        for (MapTopic t : mapTopics) {
            // most questions name no map topic: a substring test first spares the regex
            if (!lower.contains(t.needle()) || !t.pattern().matcher(text).find()) continue;
            hit.merge(t.skill(), t, (a, b) -> a.weight() >= b.weight() ? a : b);
            if (title != null && t.pattern().matcher(title).find()) inTitle.add(t.skill());
        }
        hit.forEach((i, t) -> {
            double named = t.weight() + (inTitle.contains(i) ? W_TITLE_NAME : 0);
            score[i] += named;
            reasons.get(i).add(said((t.weight() < W_MAP ? "product the knowledge map routes outside the bundle: \"" : "topic only the knowledge map covers: \"")
                    + t.name() + "\" (row \"" + t.row().topic() + "\" of " + t.row().source() + ")"
                    + (inTitle.contains(i) ? ", in the title" : "") + " (+" + named + ")"));
            for (String c : t.row().companions()) {
                Integer k = byName.get(c);
                if (k == null || k == i) continue;
                // beside the route, not ahead of it
                double v = Math.min(W_COMPANION, Math.max(0, score[i] - score[k] - 0.01));
                if (v <= 0) continue;
                score[k] += v;
                reasons.get(k).add(said(String.format(Locale.ROOT, "the knowledge map's section on %s says to load it beside the route (+%.2f)", t.row().topic(), v)));
            }
        });
    }

    private void addUnit(int skill, String text, List<String> textTerms, String kind) {
        Set<String> terms = new LinkedHashSet<>(textTerms);
        double total = 0;
        for (String t : terms) {
            double w = allIdf.idf(t);
            total += w;
            unitIndex.computeIfAbsent(t, k -> new ArrayList<>()).add(new Posting(units.size(), w));
        }
        units.add(new Unit(skill, text, terms, kind, total));
    }

    /** Per unit, the share of its term weight the question holds. */
    private double[] covers(Set<String> q) {
        double[] have = new double[units.size()];
        int[] hits = new int[units.size()];
        for (String t : q) {
            List<Posting> ps = unitIndex.get(t);
            if (ps != null) for (Posting p : ps) { have[p.unit()] += p.weight(); hits[p.unit()]++; }
        }
        // one shared word is no phrase match, however rare the word ("compress" alone is not
        // "is the compress API on my version")
        double qTotal = 0;
        for (String t : q) qTotal += allIdf.idf(t);
        for (int u = 0; u < have.length; u++) {
            if (hits[u] < Math.min(2, units.get(u).terms().size())) { have[u] = 0; continue; }
            // F-like: mostly how much of the phrasing the question holds, scaled by how much of the
            // question the phrasing explains (of two phrasings both inside the question, the one
            // sharing more of it wins)
            double unitShare = have[u] / units.get(u).weight();
            double questionShare = qTotal == 0 ? 0 : Math.min(1, have[u] / qTotal);
            have[u] = unitShare * (1 - Q_SHARE + Q_SHARE * questionShare);
        }
        return have;
    }

    public int size() { return skills.size(); }

    /** A reason already written; the costly ones are written only for the skills returned. */
    private static Supplier<String> said(String reason) { return () -> reason; }

    /**
     * The question as the router reads it: a Chinese one (by {@code lang}, or guessed when it is
     * "auto" or null) bridged to English by the glossary, any other as it is.
     */
    public String inEnglish(Question question) {
        return question.chinese() ? glossary.toEnglish(question.text()) : question.text();
    }

    /**
     * Ranks skills for {@code question}.
     *
     * @param limit most skills to return (at least 1)
     * @param lang  "auto" (or null), "en" or "zh"; Chinese is bridged to English by the glossary
     */
    public RouteResult route(String question, int limit, String lang) {
        return route(Question.of(question, lang), limit, mapTopics.isEmpty() ? List.of() : NamedTerms.products().in(question));
    }

    /**
     * As {@link #route(String, int, String)}, for a question whose language is decided, with the products the question names already found
     * ({@link NamedTerms#products}' canonical names): those that are topics of the knowledge map's
     * tables are read by the map's name too ("Mellanox OFED" is the MLNX_OFED row, "mstconfig" the
     * MFT row's mlxconfig).
     */
    public RouteResult route(Question routed, int limit, List<String> products) {
        String question = routed.text();
        // a long paste (logs, dumps) is cut to its signal first, so it does not drown the question;
        // "update" said of a release reads as the skills' "upgrade"
        boolean zh = routed.chinese();
        String asked = withoutSubheadings(question);
        String text = ReleaseUpdates.readAsUpgrades(dkg.search.SignalText.distill(zh ? glossary.toEnglish(asked) : asked));
        // a topic of the knowledge map written another way ("Mellanox OFED", a ".bfb" file) is read
        // by the name the map knows it by too
        for (String name : products) if (isMapTopic(name)) text += " " + name;
        int n = skills.size();
        double[] score = new double[n];
        List<List<Supplier<String>>> reasons = new ArrayList<>();
        for (int i = 0; i < n; i++) reasons.add(new ArrayList<>());
        Map<String, String> notFor = new LinkedHashMap<>();
        if (zh) {
            Supplier<String> bridged = said("bridged zh→en: " + text.strip());
            for (int i = 0; i < n; i++) reasons.get(i).add(bridged);
        }

        Set<String> q = new LinkedHashSet<>(Terms.of(text));
        Map<String, String> words = Terms.surfaces(text);
        String title = titleOf(text);
        Map<String, Double> weights = new HashMap<>();
        if (title != null) for (String t : Terms.of(title)) weights.put(t, W_TITLE_TERM);
        field(desc, W_DESC, "description", q, words, weights, score, reasons);
        field(phrase, W_PHRASE, "implicit phrasings", q, words, weights, score, reasons);
        field(example, W_EXAMPLE, "example questions", q, words, weights, score, reasons);
        field(body, W_BODY, "SKILL.md sections", q, words, weights, score, reasons);
        field(deep, W_DEEP, "its other files", q, words, weights, score, reasons);
        double[] cov = covers(q);
        double[] bestCovers = new double[n];
        Unit[] bests = new Unit[n];
        for (int u = 0; u < cov.length; u++) {
            int i = units.get(u).skill();
            if (cov[u] > bestCovers[i]) { bestCovers[i] = cov[u]; bests[i] = units.get(u); }
        }
        for (int i = 0; i < n; i++) {
            Unit best = bests[i];
            double bestCover = bestCovers[i];
            if (best != null && bestCover >= 0.3) {
                double v = W_COVER * bestCover * bestCover;
                score[i] += v;
                reasons.get(i).add(said(String.format(Locale.ROOT, "%s \"%s\" (%.0f%% covered, +%.1f)", best.kind(), best.text(), 100 * bestCover, v)));
            }
        }
        List<String> named = names(text, title, score, reasons, notFor);
        symbols(text, score, reasons);
        against(q, score, reasons, notFor);
        // last: a companion the map names is raised beside the route, so the route's score must be whole
        mapTopics(text, title, score, reasons);

        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) order[i] = i;
        java.util.Arrays.sort(order, Comparator.comparingDouble((Integer i) -> -score[i]).thenComparing(i -> skills.get(i).name()));
        List<RouteResult.Ranked> ranked = new ArrayList<>();
        for (int k = 0; k < Math.min(Math.max(1, limit), n); k++) {
            int i = order[k];
            if (score[i] <= 0) break;
            ranked.add(new RouteResult.Ranked(skills.get(i).name(), Math.round(score[i] * 100) / 100.0,
                    reasons.get(i).stream().map(Supplier::get).toList()));
        }
        // the skills the question would most have gone to are the refusals worth reading; the limit holds for them too
        Map<String, Integer> index = new HashMap<>();
        for (int i = 0; i < n; i++) index.put(skills.get(i).name(), i);
        List<RouteResult.NotFor> nf = new ArrayList<>();
        notFor.forEach((s, why) -> nf.add(new RouteResult.NotFor(s, why)));
        nf.sort(Comparator.comparingDouble((RouteResult.NotFor f) -> index.containsKey(f.skill()) ? -score[index.get(f.skill())] : 0));
        int shown = Math.min(nf.size(), Math.max(1, limit));
        return new RouteResult(question, ranked, nf.subList(0, shown), named, nf.size() - shown);
    }

    /** A heading below the first line: level 2 or deeper (a single "# " is as often a root shell prompt), up to eight words. */
    private static final Pattern SUBHEADING = Pattern.compile("(?m)(?<=\\n)[ \\t]{0,3}#{2,6}[ \\t]+((?:\\S+[ \\t]*){1,8})$");
    /** A word that names something: capitals inside it or more than one ("GPUNetIO", "BF3", "DPU"), or a joined name (doca_flow, bf-bundle). */
    private static final Pattern NAMING = Pattern.compile("\\b\\w*(?:[a-z][A-Z]|[A-Z]{2})\\w*|\\w[_-]\\w|(?i)\\bdoca\\b");

    /**
     * The question without the headings of the form it was pasted from: in a report copied from an
     * issue tracker, short headings that name nothing ("Version", "Describe the bug", "Which
     * installation method(s) does this occur on?") are the same in every report, and their words
     * routed a crash report to the skill that answers "which version do I have installed". A
     * heading that names a product or a tool is the reporter's own and stays, as does the title.
     */
    static String withoutSubheadings(String question) {
        return SUBHEADING.matcher(question).replaceAll(m -> NAMING.matcher(m.group(1)).find() ? java.util.regex.Matcher.quoteReplacement(m.group()) : "");
    }

    /** Share of a unit's term weight (IDF over all skills) that the question contains. */
    private double cover(Set<String> unit, Set<String> q) {
        double have = 0, total = 0;
        for (String t : unit) {
            double w = allIdf.idf(t);
            total += w;
            if (q.contains(t)) have += w;
        }
        return total == 0 ? 0 : have / total;
    }

    /** Scores the skills the question names; returns those it names outside a negated phrase. */
    private List<String> names(String text, String title, double[] score, List<List<Supplier<String>>> reasons, Map<String, String> notFor) {
        int titleEnd = title == null ? -1 : text.indexOf(title) + title.length();
        // the longest name at a position wins: "doca-flow-perf" is not also a mention of "doca-flow"
        record Mention(int skill, int start, int end, double weight) {}
        List<Mention> found = new ArrayList<>();
        String lower = text.toLowerCase(Locale.ROOT);
        for (NamePattern np : names) {
            if (!lower.contains(np.needle())) continue;
            Matcher m = np.pattern().matcher(text);
            while (m.find()) {
                // "doca-flow" / "doca_flow" names the skill; "DOCA Flow" or "flow perf" may just name the topic
                String g = m.group();
                boolean id = !g.contains(" ") && g.toLowerCase(Locale.ROOT).startsWith("doca");
                found.add(new Mention(np.skill(), m.start(), m.end(), id ? W_NAME : W_TOPIC));
            }
        }
        for (NamePattern np : products) {
            if (!lower.contains(np.needle())) continue;
            Matcher m = np.pattern().matcher(text);
            while (m.find()) found.add(new Mention(np.skill(), m.start(), m.end(), W_PRODUCT));
        }
        Map<Integer, Double> weight = new HashMap<>();
        Map<Integer, Boolean> named = new LinkedHashMap<>();   // skill -> negated?
        Set<Integer> asked = new LinkedHashSet<>();             // "the doca-x skill": asked for by name
        Set<Integer> titled = new LinkedHashSet<>();            // named in the title
        for (Mention a : found) {
            // "DOCA UROM Service" names doca-urom-svc, not also doca-urom ("DOCA UROM")
            boolean inner = found.stream().anyMatch(b -> b.skill() != a.skill() && b.start() <= a.start() && b.end() >= a.end()
                    && b.end() - b.start() > a.end() - a.start());
            if (inner) continue;
            String before = text.substring(Math.max(0, a.start() - 40), a.start());
            String after = text.substring(a.end(), Math.min(text.length(), a.end() + 60));
            boolean neg = NEG_BEFORE.matcher(before).find() || NEG_AFTER.matcher(after).find();
            named.merge(a.skill(), neg, (x, y) -> x || y);
            weight.merge(a.skill(), a.weight(), Math::max);
            if (!neg && ASKED_FOR.matcher(after).find()) asked.add(a.skill());
            if (!neg && a.end() <= titleEnd) titled.add(a.skill());
        }
        named.forEach((i, neg) -> {
            String name = skills.get(i).name();
            if (neg) {
                score[i] -= W_NEGATED;
                reasons.get(i).add(said("named in a negated phrase (-" + W_NEGATED + ")"));
                notFor.putIfAbsent(name, "the question says it is not " + name);
            } else {
                double v = weight.get(i) + (asked.contains(i) ? W_ASKED : 0) + (titled.contains(i) ? W_TITLE_NAME : 0);
                score[i] += v;
                reasons.get(i).add(said((asked.contains(i) ? "asked for by name" : titled.contains(i) ? "named in the title" : "named in the question") + " (+" + v + ")"));
            }
        });
        // a question that names one piece of hardware is not about the skill of another ("BlueField-3"
        // boot trouble is not doca-bf4-deployment's, however alike their boot sections read)
        List<Integer> hardwareNamed = named.entrySet().stream().filter(e -> !e.getValue() && hardwareSkills.contains(e.getKey())).map(Map.Entry::getKey).toList();
        if (!hardwareNamed.isEmpty()) {
            String which = hardwareNamed.stream().map(i -> skills.get(i).name()).collect(java.util.stream.Collectors.joining(", "));
            for (int i : hardwareSkills) {
                if (named.containsKey(i)) continue;
                score[i] -= W_OTHER_HARDWARE;
                reasons.get(i).add(said("the question names the hardware of " + which + " (-" + W_OTHER_HARDWARE + ")"));
            }
        }
        List<String> out = new ArrayList<>();
        named.forEach((i, neg) -> { if (!neg) out.add(skills.get(i).name()); });
        return out;
    }

    private void symbols(String text, double[] score, List<List<Supplier<String>>> reasons) {
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
                    reasons.get(i).add(said(String.format(Locale.ROOT, "symbol %s is in its documents (+%.1f)", id, v)));
                }
            }
            int prefixOwner = -1, prefixLen = 0;
            for (int i = 0; i < skills.size(); i++) {
                String p = skills.get(i).name().replace('-', '_') + "_";
                if (id.startsWith(p) && p.length() > prefixLen) { prefixOwner = i; prefixLen = p.length(); }
            }
            if (prefixOwner >= 0) {
                score[prefixOwner] += W_PREFIX;
                reasons.get(prefixOwner).add(said("identifier " + id + " has its library prefix (+" + W_PREFIX + ")"));
            }
        }
    }

    private void against(Set<String> q, double[] score, List<List<Supplier<String>>> reasons, Map<String, String> notFor) {
        for (int i = 0; i < skills.size(); i++) {
            Clause best = null;
            double bestCover = 0;
            for (Clause c : clauses.get(i)) {
                if (c.terms().isEmpty()) continue;
                int hits = 0;
                for (String t : c.terms()) if (q.contains(t)) hits++;
                if (hits == 0 || (hits < 2 && c.terms().size() > 1)) continue;
                double cv = cover(c.terms(), q);
                if (cv >= MIN_CLAUSE_COVER && cv > bestCover) { bestCover = cv; best = c; }
            }
            if (best == null) continue;
            String name = skills.get(i).name();
            String why = String.format(Locale.ROOT, "its %s: \"%s\"", best.against().origin(), best.against().text());
            double v = W_AGAINST * bestCover;
            score[i] -= v;
            reasons.get(i).add(said(String.format(Locale.ROOT, "against: %s (-%.1f)", why, v)));
            notFor.putIfAbsent(name, why.substring(0, 1).toUpperCase(Locale.ROOT) + why.substring(1));
            if (best.terms().size() < 2) continue;
            for (int t : best.targets()) {
                double tv = W_TARGET * bestCover;
                score[t] += tv;
                reasons.get(t).add(said(String.format(Locale.ROOT, "%s routes here for \"%s\" (+%.1f)", name, best.against().text(), tv)));
            }
        }
    }

    /**
     * The first line of a question of several lines, when it is short enough to be a title: an
     * issue's title or a post's subject says what is wrong in a few words, before any paste.
     */
    static String titleOf(String text) {
        String t = text.strip();
        int nl = t.indexOf('\n');
        if (nl <= 0) return null;
        String first = t.substring(0, nl).strip();
        return first.length() <= TITLE_CHARS && !first.isEmpty() ? first : null;
    }

    static final int TITLE_CHARS = 160;
    /** A title's words weigh more than the body's; a skill or map topic it names gains this much more. */
    static final double W_TITLE_TERM = 1.5, W_TITLE_NAME = 0.5;

    /**
     * Adds a field's BM25, scaled so the best skill on that field gets {@code weight}: raw BM25 grows
     * with the question's length, the other features do not.
     */
    private void field(FieldIndex f, double weight, String label, Set<String> q, Map<String, String> words, Map<String, Double> qWeights, double[] score, List<List<Supplier<String>>> reasons) {
        double[] raw = f.scoreAll(q, qWeights);
        double max = 0;
        for (double r : raw) max = Math.max(max, r);
        if (max <= 0) return;
        for (int i = 0; i < raw.length; i++) {
            double v = weight * raw[i] / max;
            if (v <= 0) continue;
            score[i] += v;
            if (v >= 0.1 * weight) {
                int doc = i;
                reasons.get(i).add(() -> {
                    // the question's own words, not the stems they were matched by
                    List<String> said = f.matched(q, doc).stream().map(t -> words.getOrDefault(t, t)).distinct().limit(6).toList();
                    return String.format(Locale.ROOT, "%s: %s (+%.2f)", label, String.join(", ", said), v);
                });
            }
        }
    }
}
