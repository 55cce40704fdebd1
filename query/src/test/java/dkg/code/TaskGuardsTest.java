package dkg.code;

import static org.junit.jupiter.api.Assertions.*;

import dkg.api.DocaKg;
import dkg.ingestion.IngestListener;
import dkg.ingestion.IngestOptions;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Capability guards come from the API reference's own links, whatever the names: a query named after
 * the task, a query the task's documentation names, the queries beside the constructor of the object
 * the task runs on (or of the object that one is made from), else the library's. Fixture headers in
 * code-guards/include: the gizmo tasks are named after no query.
 */
class TaskGuardsTest {
    @TempDir static Path store;
    static DocaKg kg;

    @BeforeAll
    static void ingestTheFixtureHeaders() throws Exception {
        kg = DocaKg.open(store);
        kg.ingest(List.of(Paths.get(TaskGuardsTest.class.getResource("/code-guards/include").toURI()).toString()),
                IngestOptions.defaults(), IngestListener.NONE);
    }

    @AfterAll
    static void close() { kg.close(); }

    static TaskGuards.ApiFunction fn(String header, String library, List<String> params, String... texts) {
        return new TaskGuards.ApiFunction(library, Set.of(header), params, List.of(texts));
    }

    @Test
    void aQueryNamedAfterTheTaskGuardsItAloneAndTheLongestTaskKeepsItsOwn() {
        Map<String, TaskGuards.ApiFunction> f = Map.of(
                "doca_x_task_send_alloc_init", fn("doca_x.h", "doca-x", List.of("struct doca_x *")),
                "doca_x_task_send_imm_alloc_init", fn("doca_x.h", "doca-x", List.of("struct doca_x *")),
                "doca_x_cap_task_send_is_supported", fn("doca_x.h", "doca-x", List.of("const struct doca_devinfo *")),
                "doca_x_cap_task_send_imm_is_supported", fn("doca_x.h", "doca-x", List.of("const struct doca_devinfo *")),
                "doca_x_cap_get_max_queue", fn("doca_x.h", "doca-x", List.of("const struct doca_devinfo *")));
        Map<String, List<String>> g = TaskGuards.of(f, Set.of("doca_x_cap_task_send_is_supported",
                "doca_x_cap_task_send_imm_is_supported", "doca_x_cap_get_max_queue"));
        assertEquals(List.of("doca_x_cap_task_send_is_supported"), g.get("doca_x_task_send"));
        assertEquals(List.of("doca_x_cap_task_send_imm_is_supported"), g.get("doca_x_task_send_imm"));
    }

    @Test
    void anObjectIsFollowedToTheObjectItIsMadeFrom() {
        Map<String, TaskGuards.ApiFunction> f = Map.of(
                "doca_y_io_task_close_alloc_init", fn("doca_y_io.h", "doca-y-io", List.of("struct doca_y_io *", "struct doca_y_io_task_close **")),
                "doca_y_io_create", fn("doca_y_io.h", "doca-y-io", List.of("struct doca_y *", "struct doca_y_io **")),
                "doca_y_create", fn("doca_y.h", "doca-y", List.of("struct doca_dev *", "struct doca_y **")),
                "doca_y_cap_is_supported", fn("doca_y.h", "doca-y", List.of("const struct doca_devinfo *")),
                "doca_z_cap_is_supported", fn("doca_z.h", "doca-z", List.of("const struct doca_devinfo *")));
        Map<String, List<String>> g = TaskGuards.of(f, Set.of("doca_y_cap_is_supported", "doca_z_cap_is_supported"));
        assertEquals(List.of("doca_y_cap_is_supported"), g.get("doca_y_io_task_close"));
    }

    static List<CheckReport.Finding> capability(String code) {
        return dkg.samples.Samples.code(kg.generation()).checkSource("main.c", "#include <doca_gizmo_data_path.h>\n" + code, null).findings().stream()
                .filter(f -> f.rule().equals("missing-capability-check")).toList();
    }

    @Test
    void aTaskOnAnObjectIsGuardedByTheQueriesBesideTheObjectsConstructor() {
        String blink = "int main(void)\n{\n\tdoca_gizmo_port_task_blink_alloc_init(port, &task);\n\treturn 0;\n}\n";
        List<CheckReport.Finding> f = capability(blink);
        assertEquals(1, f.size(), f.toString());
        assertTrue(f.getFirst().message().contains("doca_port_cap_is_gizmo_supported"), f.getFirst().message());
        assertFalse(f.getFirst().message().contains("flash"), "the flash limit is another object's: " + f.getFirst().message());
        assertEquals(List.of(), capability("static int ok(void) { return doca_port_cap_is_gizmo_supported(devinfo); }\n" + blink.replace(
                "\treturn 0;", "\treturn ok();")));
    }

    @Test
    void aQueryTheTasksDocumentationNamesGuardsIt() {
        String flash = "int main(void)\n{\n\treturn doca_gizmo_flasher_task_flash_set_conf(flasher, 8);\n}\n";
        List<CheckReport.Finding> f = capability(flash);
        assertEquals(1, f.size(), f.toString());
        assertTrue(f.getFirst().message().contains("doca_gizmo_cap_get_max_flash_tasks"), f.getFirst().message());
        assertEquals(List.of(), capability("static unsigned n;\nstatic void size(void) { doca_gizmo_cap_get_max_flash_tasks(devinfo, &n); }\n"
                + flash.replace("\treturn doca", "\tsize();\n\treturn doca")));
    }
}
