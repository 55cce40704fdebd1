package dkg.code;

import static org.junit.jupiter.api.Assertions.*;

import dkg.code.ApiVersions.Definition;
import java.util.List;
import org.junit.jupiter.api.Test;

class ApiVersionsTest {
    static Definition def(String v, String src) { return new Definition("urn:" + v + "/" + src, v, src); }

    @Test
    void releasesCompareByNumberNotByText() {
        assertTrue(ApiVersions.compareReleases("3.0.0058", "3.1.0104") < 0);
        assertTrue(ApiVersions.compareReleases("3.10.0001", "3.9.0999") > 0, "text order would put 3.10 first");
        assertEquals(0, ApiVersions.compareReleases("3.0.0058", "3.0.58"));
        assertTrue(ApiVersions.compareReleases("unknown", "2.0") < 0);
    }

    @Test
    void headersWinOverNewerDocsAndOverDocsOfTheirOwnRelease() {
        List<Definition> defs = List.of(def("3.2.0001", "doxygen-html"), def("3.1.0104", "doxygen-html"),
                def("3.1.0104", "c-header"), def("3.0.0058", "c-header"));
        assertEquals(def("3.1.0104", "c-header"), ApiVersions.choose(defs, null).orElseThrow());
        assertEquals(def("3.1.0104", "c-header"), ApiVersions.choose(defs, "3.1.0104").orElseThrow());
        assertEquals(def("3.2.0001", "doxygen-html"), ApiVersions.choose(defs, "3.2.0001").orElseThrow());
        assertTrue(ApiVersions.choose(defs, "9.9").isEmpty());
    }

    @Test
    void withoutHeadersTheNewestReleaseWins() {
        List<Definition> defs = List.of(def("3.10.0001", "doxygen-html"), def("3.9.0001", "doxygen-html"));
        assertEquals("3.10.0001", ApiVersions.choose(defs, null).orElseThrow().docaVersion());
    }
}
