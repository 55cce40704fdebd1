package dkg.code;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A catalog written to its file reads back the same, its call sites decoded per symbol on demand. */
class CatalogFileTest {

    static SiteRecord site(String symbol, String use, String release, String path, int line, String fn) {
        return new SiteRecord(symbol, use, release, path, line, 3, fn, fn == null ? 0 : 12, "sample", "widget_copy",
                CatalogFile.usualRef(release, path, line), "call".equals(use) && fn != null ? 2 : -1);
    }

    static CodeCatalog catalog() {
        Map<String, List<SiteRecord>> sites = new HashMap<>();
        sites.put("doca_pe_create", new ArrayList<>(List.of(
                site("doca_pe_create", "call", "5.1.0020", "samples/doca_widget/widget_copy/widget_copy_sample.c", 40, "run"),
                site("doca_pe_create", "call", "5.0.0010", "samples/doca_widget/widget_copy/widget_copy_sample.c", 38, "run"))));
        sites.put("DOCA_SUCCESS", new ArrayList<>(List.of(
                site("DOCA_SUCCESS", "constant", "5.1.0020", "samples/doca_widget/widget_copy/widget_copy_main.c", 7, null),
                new SiteRecord("DOCA_SUCCESS", "constant", "5.1.0020", "x.c", 9, 1, null, 0, null, null, "elsewhere/x.c#L9", -1))));
        sites.put("doca_widget_helper", new ArrayList<>(List.of(
                site("doca_widget_helper", "definition", "5.1.0020", "samples/doca_widget/widget_common.c", 3, null))));
        Map<String, List<CodeCatalog.Definition>> defs = Map.of("doca_pe_create",
                List.of(new CodeCatalog.Definition("5.0.0010", "stable", "doca_error_t", "api/doca_pe.h#L1", "headers", 1)));
        return CodeCatalog.of(defs, Set.of("doca_pe_create"), Set.of("doca_pe_create"), sites,
                Map.of("doca_widget_task_copy", List.of("doca_widget_cap_task_copy_is_supported")), List.of(), Map.of(), Set.of("doca_pe.h"), Map.of(), List.of(), null);
    }

    @Test
    void writtenThenReadItAnswersAsTheCatalogItWasWrittenFrom() throws Exception {
        CodeCatalog before = catalog();
        var bytes = new ByteArrayOutputStream();
        CatalogFile.write(new DataOutputStream(bytes), before, List.of(Path.of("/trees")));
        var in = new DataInputStream(new ByteArrayInputStream(bytes.toByteArray()));
        CatalogFile.Contents read = CatalogFile.read(in);
        assertEquals(0, in.available(), "the whole file is read");
        CodeCatalog after = read.catalog();
        assertEquals(List.of(Path.of("/trees")), read.sourceRoots());
        assertEquals(before.treeReleases(), after.treeReleases());
        assertEquals(List.of("5.0.0010", "5.1.0020"), after.treeReleases());
        for (String s : List.of("doca_pe_create", "DOCA_SUCCESS", "doca_widget_helper", "doca_unknown")) {
            assertEquals(before.sites(s), after.sites(s), s);
            assertEquals(before.sampleEvidence(s), after.sampleEvidence(s), s);
        }
        assertEquals("elsewhere/x.c#L9", after.sites("DOCA_SUCCESS").get(1).sourceRef(), "an unusual sourceRef is kept as written");
        assertEquals(Map.of(), after.sampleEvidence("doca_widget_helper"), "a tree's own definition is no evidence");
        assertEquals(before.allSites(), after.allSites());
        assertEquals(List.of("doca_widget_cap_task_copy_is_supported"), after.guardsOf("doca_widget_task_copy"));
    }

    @Test
    void aTruncatedFileIsRefusedNotMisread() throws Exception {
        var bytes = new ByteArrayOutputStream();
        CatalogFile.write(new DataOutputStream(bytes), catalog(), List.of());
        byte[] all = bytes.toByteArray();
        byte[] cut = java.util.Arrays.copyOf(all, all.length - 5);
        assertThrows(java.io.IOException.class, () -> CatalogFile.read(new DataInputStream(new ByteArrayInputStream(cut))));
    }
}
