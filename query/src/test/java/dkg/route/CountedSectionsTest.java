package dkg.route;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A store keeps each skill's section terms counted ({@link Router#withAnalysedSections}); a router
 * built from those counts must rank, score and explain exactly as one built from the sections' text.
 */
class CountedSectionsTest {
    static SkillProfile profile(String name, String description, List<String> sections, List<String> deep) {
        return new SkillProfile(name, "", description, List.of(), List.of(), sections, deep, List.of(), List.of());
    }

    static final List<SkillProfile> SKILLS = List.of(
            profile("doca-widget", "copy buffers with the widget engine",
                    List.of("## Copy\nSubmit a copy task; the copy of a buffer needs read access on the source buffer.",
                            "## Errors\nA copy that fails with NOT_PERMITTED lacks the source permission."),
                    List.of("The widget engine copies buffers on one host, copy after copy.")),
            profile("doca-gadget", "write a buffer into a remote host's memory",
                    List.of("## Write\nA remote write needs the remote buffer's export and a connected queue pair."),
                    List.of()),
            profile("doca-courier", "send messages between host and DPU",
                    List.of("## Messages\nThe host sends a message; the DPU receives it on its endpoint.", "## Limits\nMessages are small."),
                    List.of("message message message endpoint")));

    @Test
    void aRouterOverCountedSectionsRanksScoresAndExplainsAsOneOverTheirText() {
        List<SkillProfile> counted = Router.withAnalysedSections(SKILLS);
        assertNotEquals(SKILLS.getFirst().sections(), counted.getFirst().sections(), "the counted form is what the store keeps");
        Router fromText = new Router(SKILLS, Glossary.standard()), fromCounts = new Router(counted, Glossary.standard());
        for (String q : List.of("my copy of a buffer fails with NOT_PERMITTED", "write into remote memory over a queue pair",
                "the DPU never receives the message the host sends", "copy copy copy", "nothing in common here")) {
            // twice each: the first query scores document by document, later ones over the postings
            for (int pass = 0; pass < 2; pass++)
                assertEquals(fromText.route(q, 3, "en"), fromCounts.route(q, 3, "en"), q);
        }
    }
}
