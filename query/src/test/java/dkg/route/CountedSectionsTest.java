package dkg.route;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A store keeps each skill's section terms counted ({@link Router.CountedFields}) and not their
 * text; a router built from those counts, read back from their binary form, must rank, score and
 * explain exactly as one built from the sections' text.
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

    static TermCounts readBack(TermCounts c) throws Exception {
        var bytes = new ByteArrayOutputStream();
        c.write(new DataOutputStream(bytes));
        return TermCounts.read(new DataInputStream(new ByteArrayInputStream(bytes.toByteArray())));
    }

    @Test
    void aRouterOverCountedSectionsRanksScoresAndExplainsAsOneOverTheirText() throws Exception {
        var counted = Router.CountedFields.of(SKILLS);
        var kept = new Router.CountedFields(readBack(counted.sections()), readBack(counted.deep()));
        assertEquals(counted, kept, "the binary form reads back as written");
        Router fromText = new Router(SKILLS, Glossary.standard()),
                fromCounts = new Router(SKILLS.stream().map(SkillProfile::withoutSectionTexts).toList(), Glossary.standard(), List.of(), kept);
        for (String q : List.of("my copy of a buffer fails with NOT_PERMITTED", "write into remote memory over a queue pair",
                "the DPU never receives the message the host sends", "copy copy copy", "nothing in common here"))
            assertEquals(fromText.route(q, 3, "en"), fromCounts.route(q, 3, "en"), q);
        assertTrue(fromCounts.route("which source permission does a copy task need", 3, "en").skills().getFirst().reasons().stream()
                .anyMatch(r -> r.startsWith("SKILL.md sections: ") && r.contains("permiss")), "the counted sections still explain the route");
    }

    @Test
    void countsOfAnotherNumberOfSkillsAreRefused() {
        var counted = Router.CountedFields.of(SKILLS.subList(0, 2));
        assertThrows(IllegalArgumentException.class, () -> new Router(SKILLS, Glossary.standard(), List.of(), counted));
    }
}
