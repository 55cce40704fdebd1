package dkg.ask;

import dkg.describe.SymbolDescription;
import dkg.explain.ErrorExplanation;

import java.util.List;

/**
 * What {@code doca-kg ask} answers: the DOCA facts in the question, the skills that should answer
 * it with calibrated confidence, whether nothing ingested covers it, the passages that answer it
 * and what {@code explain}/{@code describe} say of its errors and symbols.
 *
 * @param question  the question, cut to its first 500 characters
 * @param chars     the question's full length
 * @param extracted symbols, errors, log locations, products and versions found in it
 * @param skills    skills ranked best first, each with confidence 0..1 and reasons
 * @param aboutDoca how much the text is about DOCA, -1..1 (DOCA errors or symbols 1; software outside DOCA named, negative)
 * @param abstain   true when nothing ingested covers the question (the skills are then only the nearest)
 * @param nearest   the nearest skills' names, also when abstaining
 * @param verdict   one sentence: what to load, or why nothing fits
 * @param evidence  the passages that answer it, best first, each with its source and why it was picked
 * @param facts     for each extracted error and symbol, what explain and describe say
 * @param notFor    skills the question should not go to, and why
 */
public record AskAnswer(String question, int chars, Extracted extracted, List<Skill> skills, double aboutDoca, boolean abstain,
                        List<String> nearest, String verdict, List<Evidence> evidence, List<Fact> facts, List<NotFor> notFor,
                        dkg.releases.ReleaseNote release) {
    /** An answer that names no release (none asked, none installed). */
    public AskAnswer(String question, int chars, Extracted extracted, List<Skill> skills, double aboutDoca, boolean abstain,
                     List<String> nearest, String verdict, List<Evidence> evidence, List<Fact> facts, List<NotFor> notFor) {
        this(question, chars, extracted, skills, aboutDoca, abstain, nearest, verdict, evidence, facts, notFor, null);
    }

    /** This answer with the release it is about. */
    public AskAnswer withRelease(dkg.releases.ReleaseNote r) {
        return new AskAnswer(question, chars, extracted, skills, aboutDoca, abstain, nearest, verdict, evidence, facts, notFor, r);
    }

    public AskAnswer {
        skills = List.copyOf(skills);
        nearest = List.copyOf(nearest);
        evidence = List.copyOf(evidence);
        facts = List.copyOf(facts);
        notFor = List.copyOf(notFor);
    }

    /** One ranked skill. */
    public record Skill(String skill, double score, double confidence, List<String> reasons) {
        public Skill { reasons = List.copyOf(reasons); }
    }

    /**
     * One passage.
     *
     * @param kind    what the passage is
     * @param title   its heading or name
     * @param skill   the skill it belongs to (may be null)
     * @param source  {@code file#anchor} (or URL) to open
     * @param text    a snippet, or the map row
     * @param why     why it was picked
     */
    public record Evidence(Kind kind, String title, String skill, String source, String text, String why) {
        /** What a passage is; every face shows its label ({@code error cause}). */
        public enum Kind {
            SKILL("skill"), SECTION("section"), ERROR_CAUSE("error cause"), API_DEFINITION("API definition"), MAP_ROW("map row");

            private final String label;

            Kind(String label) { this.label = label; }

            @com.fasterxml.jackson.annotation.JsonValue
            public String label() { return label; }

            @Override
            public String toString() { return label; }
        }
    }

    /**
     * What the graph says of one extracted error or symbol: exactly one of {@code error} and
     * {@code symbol} is set. An error's causes are those of the skill the question is routed to.
     *
     * @param scope whose causes an error fact quotes, in words, when they are not simply the routed
     *              skill's (its fallback to doca-common, or none); null otherwise
     */
    public record Fact(String name, ErrorExplanation error, SymbolDescription symbol, String scope) {
        public Fact(String name, ErrorExplanation error, SymbolDescription symbol) { this(name, error, symbol, null); }
    }

    /** A skill the question should not go to. */
    public record NotFor(String skill, String because) {}
}
