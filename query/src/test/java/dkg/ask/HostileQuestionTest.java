package dkg.ask;

import dkg.api.FixtureKg;

import static org.junit.jupiter.api.Assertions.*;

import dkg.search.SearchRequest;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Text built to hurt the pattern matchers that read questions: one run of tens of thousands of
 * characters of the shapes they look for (identifiers, error names, package names, versions, log
 * prefixes, paths). Every face that reads a question answers it, within the size limit.
 */
class HostileQuestionTest {
    @RegisterExtension static final FixtureKg fixture = FixtureKg.ofFixtureBundle();

    static List<String> hostile() {
        int n = 60_000;
        return List.of(
                cut("DOCA_ERROR_", n), cut("a_", n), cut("A_", n), cut("_x", n), cut("doca-", n), cut("doca_dma_", n),
                cut("1.2.", n), cut("bf-bundle-2.", n), cut("[DOCA][ERR][x.cpp:1] ", n), cut("/opt/", n), cut("a-", n),
                cut("DOCA 2.", n), cut("error (", n), cut("## ", n) + "x", cut("\n", n) + "x", cut("😀", n), "x" + cut("😀", n - 1), cut("是", n),
                cut("`", n), cut("| a ", n), cut("doca-widget ", n));
    }

    private static String cut(String unit, int n) {
        return unit.repeat(n / unit.length() + 1).substring(0, n);
    }

    @ParameterizedTest
    @MethodSource("hostile")
    void everyFaceAnswersIt(String q) {
        answers("ask", q, text -> {
            AskAnswer a = dkg.ask.Asking.ask(fixture.kg().generation(), AskRequest.of(text));
            assertNotNull(a.verdict());
            // the question shown back is cut between characters: no half of a surrogate pair
            String shown = a.question();
            assertTrue(shown.codePoints().noneMatch(c -> c >= 0xD800 && c <= 0xDFFF), "a lone surrogate in " + shown.substring(shown.length() - 4));
        });
        answers("route", q, text -> assertNotNull(dkg.routing.Routing.route(fixture.kg().generation(), new dkg.routing.RouteRequest(text, 5, "auto"))));
        answers("search", q, text -> assertNotNull(fixture.kg().generation().search(new SearchRequest(text, 10, null, null, null))));
    }

    private static void answers(String face, String q, Consumer<String> call) {
        try {
            call.accept(q);
        } catch (StackOverflowError e) {
            fail(face + " overflowed its stack on " + q.substring(0, 24) + "… (" + q.length() + " chars)");
        }
    }
}
