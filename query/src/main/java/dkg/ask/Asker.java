package dkg.ask;

import dkg.describe.SymbolDescription;
import dkg.docs.SkillSections;
import dkg.explain.ErrorExplanation;

import dkg.error.BadInputException;
import dkg.route.MapRow;
import dkg.route.Question;
import dkg.route.RouteResult;
import dkg.route.Router;
import dkg.search.DenseSkills;
import dkg.search.Hit;
import dkg.search.PassageIndex;
import dkg.search.SearchRequest;
import dkg.search.Searcher;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import java.util.regex.Pattern;

/**
 * Answers {@code ask}: extracts DOCA facts, routes, decides whether to abstain, gathers evidence
 * (knowledge-map rows, the skills' error causes, index hits in the best skills first) and the
 * explain/describe facts. Built per store generation (the extractor's catalog is read once);
 * thread-safe.
 */
public final class Asker {
    static final int EVIDENCE = 6, MAX_ERRORS = 3, MAX_SYMBOLS = 5, MAX_RETURNERS = 10;

    private final dkg.search.SearcherSource searchers;
    private final Facts lookup;
    private final Fusion fusion;
    private final Router router;
    private final QuestionReader reader;
    private final SkillSections sections;
    /** Every symbol name the graph knows, lower case: a doca_* word outside it has no facts to look up. */
    private final Set<String> knownSymbols;
    /**
     * What explain and describe say of an error or a symbol, by name: the same names come back in
     * question after question, and this Asker lives exactly as long as its store generation.
     */
    private final Map<String, Optional<AskAnswer.Fact>> factCache = new ConcurrentHashMap<>();
    private static final int FACT_CACHE_MAX = 4096;

    /**
     * The bundle's layout gives every skill the same entry sections: where a failure is explained
     * (error taxonomy, the debug task) and what the skill does (capabilities and modes). They are
     * the passages to open first once the skill is chosen.
     */
    static final List<String> FAILURE_ENTRY = List.of("CAPABILITIES.md#error-taxonomy", "TASKS.md#debug", "CAPABILITIES.md#capabilities-and-modes");
    static final List<String> TOPIC_ENTRY = List.of("CAPABILITIES.md#capabilities-and-modes");
    /**
     * Where a skill says which of its API exists in which release: opened first when the compiler
     * refuses a DOCA name as written, with the section of the skill it leaves the version rule to.
     */
    static final String DRIFT_ENTRY = "CAPABILITIES.md#version-compatibility";

    /** What explain and describe say of one name; each throws BadInputException for a name it does not know. */
    record Facts(java.util.function.Function<String, ErrorExplanation> explain, java.util.function.Function<String, SymbolDescription> describe) {}

    /**
     * @param searcher the store's index: the facts come through {@code lookup}, and what the graph
     *                 says once per generation through {@code known}, so a question that names no
     *                 symbol never starts Jena
     */
    Asker(dkg.search.SearcherSource searchers, Router router, AskKnowledge known, Facts lookup, PassageIndex dense, Fusion fusion) {
        this.searchers = searchers;
        this.fusion = fusion;
        this.router = router;
        this.lookup = lookup;
        this.reader = new QuestionReader(router, new Extractor(known.catalog()), dense);
        this.knownSymbols = known.symbols();
        this.sections = known.sections();
    }

    /** What this asker reads of a question before it ranks. */
    QuestionReader.Reading read(AskRequest req) { return reader.read(req); }

    AskAnswer ask(AskRequest req) {
        QuestionReader.Reading reading = reader.read(req);
        String q = req.question();
        Question question = reading.question();
        Extracted ex = reading.extracted();
        RouteResult r = reading.routed();
        List<MapRow> mapRows = reading.mapRows();
        double signal = reading.signal();
        SkillRanking ranking = SkillRanking.of(fusion, r.skills(), signal, reading.near(), req.limit());
        List<AskAnswer.Skill> skills = ranking.skills();
        boolean abstain = ranking.abstain();
        List<String> nearest = skills.stream().limit(3).map(AskAnswer.Skill::skill).toList();

        List<AskAnswer.Fact> facts = facts(ex, abstain ? null : skills.getFirst().skill());
        List<AskAnswer.Evidence> evidence = evidence(question, ex, skills, facts, mapRows, reading.nearRows());
        String verdict = abstain
                ? (skills.isEmpty() ? "Nothing ingested covers this question." 
                   : "Nothing ingested covers this question well (best: " + skills.getFirst().skill() + ", confidence "
                     + skills.getFirst().confidence() + "); it may not be about DOCA.")
                : "Load " + skills.getFirst().skill() + " (confidence " + skills.getFirst().confidence() + ")"
                  + (skills.size() > 1 && skills.get(1).confidence() >= Confidence.ABSTAIN_BELOW ? "; also consider " + skills.get(1).skill() : "") + ".";
        // cut between characters, not inside a surrogate pair (an emoji would leave half of itself)
        String shown = q.length() > 500 ? q.substring(0, Character.isHighSurrogate(q.charAt(499)) ? 499 : 500) + "…" : q;
        List<AskAnswer.NotFor> notFor = r.notFor().stream().map(n -> new AskAnswer.NotFor(n.skill(), n.because())).toList();
        return new AskAnswer(shown, q.length(), ex, skills, signal, abstain, nearest, verdict, evidence, facts, notFor);
    }

    /** The facts of the errors and symbols extracted; an error's causes are {@code routed}'s (null: every skill's). */
    private List<AskAnswer.Fact> facts(Extracted ex, String routed) {
        List<AskAnswer.Fact> out = new ArrayList<>();
        for (Extracted.ErrorRef e : ex.errors().subList(0, Math.min(MAX_ERRORS, ex.errors().size())))
            cached("error " + e.name() + " for " + routed, () -> errorFact(e.name(), routed)).ifPresent(out::add);
        int described = 0;
        for (String s : ex.symbols()) {
            if (described >= MAX_SYMBOLS) break;
            if (!knownSymbols.contains(s.toLowerCase(Locale.ROOT))) continue;
            described++;
            cached("symbol " + s, () -> symbolFact(s)).ifPresent(out::add);
        }
        return out;
    }

    private Optional<AskAnswer.Fact> cached(String key, Supplier<Optional<AskAnswer.Fact>> look) {
        Optional<AskAnswer.Fact> f = factCache.get(key);
        if (f != null) return f;
        f = look.get();
        if (factCache.size() < FACT_CACHE_MAX) factCache.putIfAbsent(key, f);
        return f;
    }

    /** The skill whose causes stand in when the routed skill names none: the one every library builds on. */
    static final String COMMON_SKILL = "doca-common";

    private Optional<AskAnswer.Fact> errorFact(String name, String routed) {
        try {
            ErrorExplanation x = lookup.explain().apply(name);
            List<ErrorExplanation.Returner> ret = x.returnedBy().subList(0, Math.min(MAX_RETURNERS, x.returnedBy().size()));
            List<ErrorExplanation.Cause> causes = x.causes();
            String scope = null;
            if (routed != null) {
                causes = x.causes().stream().filter(c -> routed.equals(c.skill())).toList();
                if (causes.isEmpty()) {
                    causes = x.causes().stream().filter(c -> COMMON_SKILL.equals(c.skill())).toList();
                    scope = routed + " names no cause of " + x.error() + (causes.isEmpty() ? ", nor does " + COMMON_SKILL
                            : "; these are " + COMMON_SKILL + "'s");
                }
            }
            return Optional.of(new AskAnswer.Fact(x.error(), new ErrorExplanation(x.error(), x.code(), x.description(), causes, ret,
                    x.relatedSkills(), x.docaVersion(), x.apiSource(), x.library()), null, scope));
        } catch (BadInputException unknown) {
            // a name the graph does not know: extracted, but nothing to say of it
            return Optional.empty();
        }
    }

    private Optional<AskAnswer.Fact> symbolFact(String symbol) {
        try {
            return Optional.of(new AskAnswer.Fact(symbol, null, lookup.describe().apply(symbol)));
        } catch (BadInputException unknown) {
            return Optional.empty();
        }
    }

    /**
     * Map rows first (they are the answer for topics only the map covers), then the skills' causes
     * of the extracted errors in the nearest skills, then index hits in the best skill, then
     * anywhere; each source once.
     */
    private List<AskAnswer.Evidence> evidence(Question question, Extracted ex, List<AskAnswer.Skill> ranked, List<AskAnswer.Fact> facts, List<MapRow> mapRows,
                                              List<DenseSkills.NearRow> nearRows) {
        String q = question.text();
        List<String> nearest = ranked.stream().limit(3).map(AskAnswer.Skill::skill).toList();
        Map<String, AskAnswer.Evidence> out = new LinkedHashMap<>();
        for (AskAnswer.Evidence e : MapPassages.of(mapRows, nearRows, router)) out.putIfAbsent(e.source(), e);
        for (AskAnswer.Fact f : facts) {
            if (f.error() == null) continue;
            List<ErrorExplanation.Cause> causes = new ArrayList<>(f.error().causes());
            causes.sort(java.util.Comparator.comparingInt(c -> nearest.contains(c.skill()) ? nearest.indexOf(c.skill()) : 99));
            for (ErrorExplanation.Cause c : causes.subList(0, Math.min(2, causes.size()))) {
                if (c.source() == null) continue;
                out.putIfAbsent(c.source(), new AskAnswer.Evidence(AskAnswer.Evidence.Kind.ERROR_CAUSE, f.name() + (c.context() == null ? "" : " — " + c.context()),
                        c.skill(), c.source(), c.cause(), "the question shows " + f.name() + "; " + c.skill() + " gives this cause"));
            }
        }
        librarySkillPassage(facts).ifPresent(e -> out.putIfAbsent(e.source(), e));
        namedSections(q, nearest, out);
        // a report in Chinese says "failed" or "error" in Chinese: the glossary's bridge says it in English
        String english = router.inEnglish(question);
        boolean failure = FailureReport.of(q, english, ex);
        // the skills are English: a Chinese question finds their passages through its bridged words too
        String searched = english.equals(q) ? q : q + "\n" + english;
        List<String> entries = failure ? FAILURE_ENTRY : TOPIC_ENTRY;
        // one reader for the whole answer, held for it even if a commit lands meanwhile
        return searchers.withSearcher(searcher -> {
            List<String> answering = AnsweringOrder.of(ranked.stream().map(AskAnswer.Skill::skill).toList(), mapRows);
            if (!answering.isEmpty()) {
                String best = answering.getFirst();
                // the whole question: the searcher cuts a long one to its signal
                Map<String, List<Hit>> hits = searchPerSkill(searcher, searched, answering);
                if (ApiDrift.of(q)) {
                    String because = "the compiler rejects a DOCA name as written: the release the code was written for and the installed headers differ";
                    addEntry(out, best, DRIFT_ENTRY, because);
                    for (SkillSections.Passage p : sections.deferredEntries(best, DRIFT_ENTRY))
                        addPassage(out, p, best + "'s section leaves the version rule here; " + because);
                }
                addEntry(out, best, entries.getFirst(), failure, "the question routes there first");
                // the passage of the best skill the question's own words point at
                bestHit(out, hits.get(best), nearest);
                // the runner-up's best passage before the best skill's other entries when the ranking is close: the answer may be there
                boolean close = answering.size() > 1 && confidence(ranked, answering.get(1)) >= CLOSE_RUNNER_UP * confidence(ranked, best);
                if (close) bestHit(out, hits.get(answering.get(1)), nearest);
                for (String entry : entries.subList(1, entries.size())) addEntry(out, best, entry, failure, "the question routes there first");
                if (!close && answering.size() > 1) bestHit(out, hits.get(answering.get(1)), nearest);
                for (String other : answering.subList(Math.min(2, answering.size()), answering.size())) bestHit(out, hits.get(other), nearest);
                // what room is left goes to the best skill's next passage before any hit from elsewhere
                bestHit(out, hits.get(best), nearest);
            }
            if (out.size() < EVIDENCE) {
                for (Hit h : search(searcher, searched, null, 8)) {
                    if (out.size() >= EVIDENCE) break;
                    addHit(out, h, nearest);
                }
            }
            return withText(out.values(), searcher, q);
        });
    }

    /**
     * Characters of a section's text an evidence passage shows: twice a search hit's snippet, since
     * an agent should find the flag, command or symbol it needs in what it was given.
     */
    static final int EVIDENCE_TEXT = 400;

    /**
     * Each passage with its text: every section shows the window of it the question points at,
     * {@link #EVIDENCE_TEXT} wide (one picked from the skills' sections, an entry or a named heading,
     * comes without, and an agent should not need a second call to read what it was given); an
     * error cause, a definition or a map row keeps the text it came with.
     */
    private static List<AskAnswer.Evidence> withText(Collection<AskAnswer.Evidence> picked, Searcher searcher, String q) {
        List<String> sections = picked.stream().filter(Asker::showsItsSection).map(AskAnswer.Evidence::source).toList();
        if (sections.isEmpty()) return List.copyOf(picked);
        Iterator<String> texts = searcher.snippetsAt(sections, q, EVIDENCE_TEXT).iterator();
        return picked.stream().map(e -> {
            if (!showsItsSection(e)) return e;
            String text = texts.next();
            // a passage indexed under another kind at its anchor keeps the text it came with
            return text.isEmpty() && e.text() != null ? e : new AskAnswer.Evidence(e.kind(), e.title(), e.skill(), e.source(), text, e.why());
        }).toList();
    }

    private static boolean showsItsSection(AskAnswer.Evidence e) {
        return e.text() == null || e.kind() == AskAnswer.Evidence.Kind.SECTION;
    }

    /** At most this many sections named by their heading: a question that says more is a list, not a pointer. */
    static final int MAX_NAMED = 2;

    /** The sections of the skills the question routes to whose heading it says word for word. */
    private void namedSections(String q, List<String> nearest, Map<String, AskAnswer.Evidence> out) {
        String words = NamedHeadings.words(q);
        int named = 0;
        for (String skill : nearest)
            for (SkillSections.Passage p : sections.namedIn(skill, words)) {
                if (named >= MAX_NAMED || out.size() >= EVIDENCE) return;
                if (aboutTheSkill(p.ref()) || out.containsKey(p.ref())) continue;
                addPassage(out, p, "the question names this section of " + skill + " by its heading");
                named++;
            }
    }

    /** A runner-up this close to the best skill (a share of its confidence) may hold the answer. */
    static final double CLOSE_RUNNER_UP = 0.5;

    private static double confidence(List<AskAnswer.Skill> ranked, String skill) {
        for (AskAnswer.Skill s : ranked) if (s.skill().equals(skill)) return s.confidence();
        return 0;
    }

    /**
     * For the first API symbol the question names that its own library's skill speaks of, that
     * skill's passage: the answer may be there when the question routes elsewhere.
     */
    private Optional<AskAnswer.Evidence> librarySkillPassage(List<AskAnswer.Fact> facts) {
        for (AskAnswer.Fact f : facts) {
            SymbolDescription d = f.symbol();
            if (d == null || d.library() == null) continue;
            for (SymbolDescription.Mention m : d.mentionedIn())
                if (d.library().equals(m.skill()) && m.source() != null && !aboutTheSkill(m.source()))
                    return Optional.of(new AskAnswer.Evidence(AskAnswer.Evidence.Kind.API_DEFINITION, d.symbol(), m.skill(), m.source(), d.description(),
                            "the question names " + d.symbol() + "; " + m.skill() + ", the skill of its library, speaks of it here"));
        }
        return Optional.empty();
    }

    /** Adds the best of a skill's hits that is not there yet. */
    private void bestHit(Map<String, AskAnswer.Evidence> out, List<Hit> hits, List<String> nearest) {
        if (hits != null) for (Hit h : hits) if (addHit(out, h, nearest)) break;
    }

    private Map<String, List<Hit>> searchPerSkill(Searcher s, String query, List<String> skills) {
        try {
            // two each: the first may be an entry section listed already
            return s.searchPerSkill(query, skills, 2, source -> source != null && !aboutTheSkill(source));
        } catch (IllegalArgumentException | BadInputException nothingSearchable) {
            return Map.of();
        }
    }

    private void addEntry(Map<String, AskAnswer.Evidence> out, String skill, String entry, boolean failure, String because) {
        addEntry(out, skill, entry, (failure ? "where " + skill + " explains failures" : "what " + skill + " covers") + " (its entry section; " + because + ")");
    }

    private void addEntry(Map<String, AskAnswer.Evidence> out, String skill, String entry, String why) {
        for (SkillSections.Passage p : sections.entries(skill, entry)) addPassage(out, p, why);
    }

    private static void addPassage(Map<String, AskAnswer.Evidence> out, SkillSections.Passage p, String why) {
        if (out.size() >= EVIDENCE) return;
        out.putIfAbsent(p.ref(), new AskAnswer.Evidence(AskAnswer.Evidence.Kind.SECTION, p.title(), p.skill(), p.ref(), null, why));
    }

    /**
     * Adds an index hit unless its source is there already or is a skill's metadata; true when added.
     * A hit on a heading without text of its own is offered as the subsection that holds the text.
     */
    private boolean addHit(Map<String, AskAnswer.Evidence> out, Hit h, List<String> nearest) {
        if (out.size() >= EVIDENCE || h.source() == null || aboutTheSkill(h.source())) return false;
        SkillSections.Passage opens = sections.opensAt(h.source());
        String source = opens == null ? h.source() : opens.ref();
        if (out.containsKey(source)) return false;
        String why = (nearest.contains(h.skill()) ? "best passage in " + h.skill() + ", a skill the question routes to" : "full-text match")
                + " (score " + String.format(Locale.ROOT, "%.1f", h.score()) + ")";
        out.put(source, opens == null ? new AskAnswer.Evidence(kind(h.type()), h.title(), h.skill(), source, h.snippet(), why)
                : new AskAnswer.Evidence(AskAnswer.Evidence.Kind.SECTION, opens.title(), h.skill(), source, null, why + "; its heading opens here"));
        return true;
    }

    /** A passage about the skill rather than an answer: its metadata sections, or its SKILL.md's opening "where to start". */
    private boolean aboutTheSkill(String ref) {
        return METADATA.matcher(ref).find() || sections.isIntro(ref);
    }

    /**
     * About the skill, never the answer to a question: its card, its benchmark report, and the
     * sections every SKILL.md has for choosing and loading it (when to load it, example questions,
     * related skills, what it provides, loading order, what it does not ship, audience, language),
     * and the checklist some put first saying when to activate it.
     */
    static final Pattern METADATA = Pattern.compile("/(?:skill-card\\.md|BENCHMARK\\.md)#|/SKILL\\.md#(?:(?:when-to-load-this-skill"
            + "|example-questions-this-skill-answers-well|related-skills|what-this-skill-provides|loading-order"
            + "|what-this-skill-deliberately-does-not-ship|audience|language-scope)$|agent-activation-checklist)");

    private static List<Hit> search(Searcher s, String query, String skill, int limit) {
        try {
            return s.search(new SearchRequest(query, limit, null, skill, null)).hits();
        } catch (IllegalArgumentException | BadInputException nothingSearchable) {
            return List.of();
        }
    }

    private static AskAnswer.Evidence.Kind kind(dkg.search.EntryType type) {
        return switch (type) {
            case ERROR -> AskAnswer.Evidence.Kind.ERROR_CAUSE;
            case SYMBOL -> AskAnswer.Evidence.Kind.API_DEFINITION;
            case SKILL -> AskAnswer.Evidence.Kind.SKILL;
            case SECTION -> AskAnswer.Evidence.Kind.SECTION;
        };
    }
}
