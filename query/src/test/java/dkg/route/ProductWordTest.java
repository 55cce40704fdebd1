package dkg.route;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A coined product word ("GPUNetIO") names its skill without the "DOCA" in front of it. */
class ProductWordTest {
    static SkillProfile profile(String name, String title, String description) {
        return new SkillProfile(name, title, description, List.of(), List.of(), List.of(description), List.of(), List.of(), List.of());
    }

    @Test
    void aTitleGivesItsCoinedWordOnly() {
        assertEquals("GizmoNet", SkillNames.productWord("DOCA GizmoNet"));
        assertEquals("GNX", SkillNames.productWord("DOCA GNX"));
        assertNull(SkillNames.productWord("DOCA Widget"), "a plain word may be English");
        assertNull(SkillNames.productWord("DOCA GizmoNet Bench (`gizmonet_bench`)"), "several words");
    }

    @Test
    void theWordAsWrittenRaisesItsSkill() {
        Router r = new Router(List.of(
                profile("doca-gizmonet", "DOCA GizmoNet", "send packets from a kernel on the accelerator"),
                profile("doca-widget", "DOCA Widget", "send packets from a kernel and copy buffers")), Glossary.standard());
        RouteResult named = r.route("GizmoNet backend hangs when a kernel sends packets", 2, "en");
        assertEquals("doca-gizmonet", named.top(), named.toString());
        assertTrue(named.skills().getFirst().reasons().stream().anyMatch(s -> s.startsWith("named in")), named.toString());
        // lower case inside a path is not the product written about
        RouteResult path = r.route("the build of plugins/gizmonet/backend.c fails", 2, "en");
        assertTrue(path.skills().stream().flatMap(s -> s.reasons().stream()).noneMatch(s -> s.startsWith("named in")), path.toString());
    }
}
