package dkg.route;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

/** The headings of an issue form name nothing and are dropped before routing; the reporter's own stay. */
class FormHeadingsTest {
    @Test
    void shortHeadingsThatNameNothingAreDropped() {
        String report = """
                Widget copy crashes on teardown
                ### Version
                1.2
                ### Describe the bug.
                The copy engine segfaults when the app stops.
                ## 1. Error when running the GPUNetIO backend
                # widgetctl -v
                ## Anyone seen doca_widget_stop hang like this while draining the queue?
                """;
        String kept = Router.withoutSubheadings(report);
        assertFalse(kept.contains("Version"), kept);
        assertFalse(kept.contains("Describe the bug"), kept);
        assertTrue(kept.startsWith("Widget copy crashes on teardown\n"), "the title stays: " + kept);
        assertTrue(kept.contains("## 1. Error when running the GPUNetIO backend"), "names a product: " + kept);
        assertTrue(kept.contains("# widgetctl -v"), "a root shell prompt, not a heading: " + kept);
        assertTrue(kept.contains("doca_widget_stop hang"), "names a symbol: " + kept);
        assertTrue(kept.contains("The copy engine segfaults"), kept);
    }

    @Test
    void aFormHeadingNoLongerRoutesAReport() {
        var skills = java.util.List.of(
                new SkillProfile("doca-version", "", "which version do I have installed", java.util.List.of("which version do I have installed"),
                        java.util.List.of(), java.util.List.of("version installed"), java.util.List.of(), java.util.List.of(), java.util.List.of()),
                new SkillProfile("doca-widget", "", "copy engine crashes and teardown", java.util.List.of(), java.util.List.of(),
                        java.util.List.of("copy engine teardown segfault"), java.util.List.of(), java.util.List.of(), java.util.List.of()));
        Router r = new Router(skills, Glossary.standard());
        String report = "Copy engine segfault\n### Version\n1.2\n### Which installation method(s) does this occur on?\nDocker\n";
        assertEquals("doca-widget", r.route(report, 2, "en").top(), r.route(report, 2, "en").toString());
    }
}
