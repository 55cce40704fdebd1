package dkg.route;

import static org.junit.jupiter.api.Assertions.*;

import dkg.api.DocaKg;
import dkg.ingestion.IngestListener;
import dkg.ingestion.IngestOptions;
import dkg.error.BadInputException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Routing over the three-skill fixture bundle (route-bundle): English, Chinese, names, refusals, evals. */
class RouterTest {
    @TempDir static Path store;
    static DocaKg kg;

    static Path resource(String name) throws Exception {
        return Paths.get(RouterTest.class.getResource(name).toURI());
    }

    @BeforeAll
    static void ingest() throws Exception {
        kg = DocaKg.open(store);
        kg.ingest(List.of(resource("/route-bundle").toString()), IngestOptions.defaults(), IngestListener.NONE);
    }

    @AfterAll
    static void close() { if (kg != null) kg.close(); }

    @Test
    void implicitEnglishQuestionsFindTheirSkill() {
        assertEquals("doca-widget", dkg.routing.Routing.route(kg.generation(), new dkg.routing.RouteRequest("can the engine do my local copy so the processor stays free?", 3, "auto")).top());
        assertEquals("doca-gadget", dkg.routing.Routing.route(kg.generation(), new dkg.routing.RouteRequest("how do I write my buffer into another machine's memory over the network", 3, "auto")).top());
        assertEquals("doca-courier", dkg.routing.Routing.route(kg.generation(), new dkg.routing.RouteRequest("the DPU process never gets the message my host sends", 3, "auto")).top());
    }

    @Test
    void chineseQuestionsAreBridgedByTheGlossary() {
        RouteResult copy = dkg.routing.Routing.route(kg.generation(), new dkg.routing.RouteRequest("如何把本地缓冲区复制卸载到引擎，而不使用处理器？", 3, "auto"));
        assertEquals("doca-widget", copy.top(), copy.toString());
        assertTrue(copy.skills().getFirst().reasons().stream().anyMatch(r -> r.startsWith("bridged zh→en")), copy.toString());
        assertEquals("doca-gadget", dkg.routing.Routing.route(kg.generation(), new dkg.routing.RouteRequest("通过网络把缓冲区写入远程主机的内存", 3, "zh")).top());
        assertEquals("doca-courier", dkg.routing.Routing.route(kg.generation(), new dkg.routing.RouteRequest("主机进程向 DPU 进程发送控制消息", 3, "auto")).top());
    }

    @Test
    void aSkillNamedInANegatedPhraseIsNotChosenAndIsListedAsNotFor() {
        RouteResult r = dkg.routing.Routing.route(kg.generation(), new dkg.routing.RouteRequest("I need to copy between two local buffers, why is it not doca-widget?", 3, "en"));
        assertNotEquals("doca-widget", r.top(), r.toString());
        assertTrue(r.notFor().stream().anyMatch(n -> n.skill().equals("doca-widget")), r.toString());
    }

    @Test
    void refusalsFollowTheLimitAndTheRestAreCounted() {
        String q = "the message is lost: it is not doca-widget and it is not doca-gadget, so what is it?";
        RouteResult all = dkg.routing.Routing.route(kg.generation(), new dkg.routing.RouteRequest(q, 3, "en"));
        assertEquals(2, all.notFor().size(), all.toString());
        assertEquals(0, all.notForOmitted(), all.toString());
        RouteResult one = dkg.routing.Routing.route(kg.generation(), new dkg.routing.RouteRequest(q, 1, "en"));
        assertEquals(1, one.notFor().size(), one.toString());
        assertEquals(1, one.notForOmitted(), one.toString());
        String text = dkg.render.Renderers.text(one);
        assertEquals(2, text.lines().filter(l -> l.startsWith("not ")).count(), text);
        assertTrue(text.contains("not 1 more skill"), text);
    }

    @Test
    void reasonsQuoteTheQuestionsOwnWordsNotTheirStems() {
        String q = "can the engine do my local copy so the processor stays free?";
        RouteResult r = dkg.routing.Routing.route(kg.generation(), new dkg.routing.RouteRequest(q, 3, "auto"));
        List<String> fieldReasons = r.skills().getFirst().reasons().stream()
                .filter(x -> x.matches("(description|implicit phrasings|example questions|SKILL.md sections|its other files): .*")).toList();
        assertFalse(fieldReasons.isEmpty(), r.toString());
        for (String reason : fieldReasons) {
            String words = reason.substring(reason.indexOf(": ") + 2, reason.lastIndexOf(" (+"));
            for (String w : words.split(", ")) assertTrue(q.contains(w), "'" + w + "' is not a word of the question: " + reason);
        }
    }

    @Test
    void aRefusalClauseCountsAgainstItsSkillAndForItsTarget() {
        RouteResult r = dkg.routing.Routing.route(kg.generation(), new dkg.routing.RouteRequest("cross-network copies of a buffer", 3, "en"));
        assertTrue(r.notFor().stream().anyMatch(n -> n.skill().equals("doca-widget") && n.because().contains("cross-network copies")), r.toString());
        RouteResult.Ranked widget = r.skills().stream().filter(s -> s.skill().equals("doca-widget")).findFirst().orElseThrow();
        RouteResult.Ranked gadget = r.skills().stream().filter(s -> s.skill().equals("doca-gadget")).findFirst().orElseThrow();
        assertTrue(widget.reasons().stream().anyMatch(x -> x.startsWith("against:")), r.toString());
        assertTrue(gadget.reasons().stream().anyMatch(x -> x.contains("doca-widget routes here")), r.toString());
    }

    @Test
    void aSymbolPrefixNamesItsLibrary() {
        RouteResult r = dkg.routing.Routing.route(kg.generation(), new dkg.routing.RouteRequest("what does doca_gadget_task_write return on a reset?", 3, "en"));
        assertEquals("doca-gadget", r.top());
        assertTrue(r.skills().getFirst().reasons().stream().anyMatch(x -> x.contains("library prefix")), r.toString());
    }

    @Test
    void badInputIsAUserError() {
        assertThrows(BadInputException.class, () -> dkg.routing.Routing.route(kg.generation(), new dkg.routing.RouteRequest("  ", 3, "auto")));
        assertThrows(BadInputException.class, () -> dkg.routing.Routing.route(kg.generation(), new dkg.routing.RouteRequest("copy", 3, "fr")));
    }

    @Test
    void evalOnFixtureFilesGivesTheKnownNumbers() throws Exception {
        RoutingEval e = dkg.routing.Routing.evaluate(kg.generation(), List.of(resource("/route-evals")));
        assertEquals(4, e.positives());
        assertEquals(0.75, e.hit1(), 1e-9, e.toString());
        assertEquals(2, e.negatives());
        assertEquals(0.0, e.falseTrigger(), 1e-9, e.toString());
        assertEquals(1, e.misses().size(), e.toString());
        RoutingEval.Miss m = e.misses().getFirst();
        assertEquals("w.elsewhere", m.id());
        assertEquals("doca-widget", m.expected());
        assertEquals("doca-courier", m.returned());
        assertTrue(e.p50Ms() > 0 && e.p99Ms() >= e.p50Ms(), e.toString());
    }

    @Test
    void evalOfASingleFileCountsOnlyThatFile() throws Exception {
        RoutingEval e = dkg.routing.Routing.evaluate(kg.generation(), List.of(resource("/route-evals/courier/evals.json")));
        assertEquals(1, e.positives());
        assertEquals(1.0, e.hit1(), 1e-9);
        assertEquals(1.0, e.mrr(), 1e-9);
        assertEquals(1, e.negatives());
        assertThrows(BadInputException.class, () -> dkg.routing.Routing.evaluate(kg.generation(), List.of(store.resolve("no-such-evals.json"))));
    }

    @Test
    void theRouterIsCachedUntilTheStoreChanges() {
        assertSame(dkg.routing.Routing.router(kg.generation()), dkg.routing.Routing.router(kg.generation()));
    }
}
