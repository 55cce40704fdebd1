package dkg.code;

import static org.junit.jupiter.api.Assertions.*;

import dkg.api.DocaKg;
import dkg.ingestion.IngestListener;
import dkg.ingestion.IngestOptions;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * missing-capability-check looks only at functions the program reaches from main: a helper nobody
 * calls brings no finding; one that main calls (directly, through another helper, or handed on as a
 * callback) does; without main every function counts. Fixtures: the bundle's doca-widget skill names
 * the capability queries doca_widget_cap_task_copy_*, code-reach/include declares the allocator.
 */
class CapabilityReachTest {
    @TempDir static Path store;
    static DocaKg kg;

    static final String HELPER = """
            static doca_error_t prepare(struct doca_widget *w)
            {
            \treturn doca_widget_task_copy_alloc_init(w, NULL);
            }
            """;

    @BeforeAll
    static void ingestTheFixtureHeaders() throws Exception {
        kg = DocaKg.open(store);
        kg.ingest(List.of(fixture("bundle"), fixture("code-reach/include")), IngestOptions.defaults(), IngestListener.NONE);
    }

    static String fixture(String name) throws Exception {
        return Paths.get(CapabilityReachTest.class.getResource("/" + name).toURI()).toString();
    }

    @AfterAll
    static void close() { kg.close(); }

    static List<CheckReport.Finding> capability(String code) {
        return dkg.samples.Samples.code(kg.generation()).checkSource("main.c", "#include <doca_widget_task.h>\n" + code, null).findings().stream()
                .filter(f -> f.rule().equals("missing-capability-check")).toList();
    }

    @Test
    void anAllocationInAHelperMainNeverCallsIsNotReported() {
        assertEquals(List.of(), capability(HELPER + "int main(void)\n{\n\treturn 0;\n}\n"));
    }

    @Test
    void anAllocationMainReachesThroughAnotherHelperIsReported() {
        List<CheckReport.Finding> f = capability(HELPER + "static int run(void)\n{\n\treturn prepare(NULL);\n}\n"
                + "int main(void)\n{\n\treturn run();\n}\n");
        assertEquals(1, f.size(), f.toString());
        assertEquals(4, f.getFirst().line(), "at the allocation inside prepare (line 1 is the include): " + f);
    }

    @Test
    void aHelperHandedOnAsACallbackIsReached() {
        List<CheckReport.Finding> f = capability(HELPER + "int main(void) { return start(prepare); }\n");
        assertEquals(1, f.size(), f.toString());
    }

    @Test
    void withoutMainEveryFunctionCounts() {
        assertEquals(1, capability(HELPER).size());
    }

    static List<CheckReport.Finding> queueCapability(String code) {
        return dkg.samples.Samples.code(kg.generation()).checkSource("main.c", "#include <doca_widget_queue.h>\n" + code, null).findings().stream()
                .filter(f -> f.rule().equals("missing-capability-check")).toList();
    }

    @Test
    void aTaskWhoseQueriesAreAboutItsObjectIsGuardedByThem() {
        String send = "int main(void)\n{\n\tstruct doca_widget_txq_task_send *t;\n\treturn doca_widget_txq_task_send_alloc_init(NULL, &t);\n}\n";
        List<CheckReport.Finding> unguarded = queueCapability(send);
        assertEquals(1, unguarded.size(), unguarded.toString());
        assertTrue(unguarded.getFirst().message().contains("doca_widget_txq_cap_get_max_burst_size"), unguarded.toString());
        String guarded = send.replace("\treturn", "\tuint32_t max;\n\tdoca_widget_txq_cap_get_max_burst_size(NULL, &max);\n\treturn");
        assertEquals(List.of(), queueCapability(guarded));
    }

    static List<CheckReport.Finding> folder(String tree) throws Exception {
        CheckReport r = dkg.samples.Samples.code(kg.generation()).check(List.of(fixture("code-companion/" + tree + "/widget_copy")), null);
        assertTrue(r.files().stream().allMatch(f -> f.contains("widget_copy" + java.io.File.separator)),
                "only the named folder's files are reported on: " + r.files());
        return r.findings().stream().filter(f -> f.rule().equals("missing-capability-check")).toList();
    }

    @Test
    void aCheckInTheSharedHelperTheSampleIncludesGuardsIt() throws Exception {
        assertEquals(List.of(), folder("guarded"));
    }

    @Test
    void aSharedHelperThatChecksNothingLeavesTheFinding() throws Exception {
        List<CheckReport.Finding> f = folder("unguarded");
        assertEquals(1, f.size(), f.toString());
        assertTrue(f.getFirst().file().endsWith("widget_copy_main.c"), f.toString());
    }
}
