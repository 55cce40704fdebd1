package dkg.ask;

import static org.junit.jupiter.api.Assertions.*;

import dkg.route.MapRow;
import dkg.route.ProfileReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A skill the map says to load beside its route is opened after the route's own skills. */
class AnsweringOrderTest {
    static final String MAP = ProfileReader.MAP_SKILL;

    static MapRow row(List<String> companions) {
        return new MapRow(MAP, "skills/" + MAP + "/references/map.md#outside", "| Gizmo BSP | … |", List.of("Gizmo BSP"), true, companions);
    }

    @Test
    void theCompanionGoesAfterTheOthersAndTheMapStaysLast() {
        assertEquals(List.of("doca-gizmo-deploy", "doca-safety", MAP),
                AnsweringOrder.companionsLast(List.of("doca-safety", "doca-gizmo-deploy", MAP), List.of(row(List.of("doca-safety")))));
    }

    @Test
    void withoutCompanionsOrOtherSkillsTheOrderStands() {
        List<String> order = List.of("doca-safety", "doca-gizmo-deploy", MAP);
        assertEquals(order, AnsweringOrder.companionsLast(order, List.of(row(List.of()))));
        assertEquals(order, AnsweringOrder.companionsLast(order, List.of()));
        assertEquals(List.of("doca-safety", MAP), AnsweringOrder.companionsLast(List.of("doca-safety", MAP), List.of(row(List.of("doca-safety")))));
    }

    @Test
    void aCompanionTheMatchedRowItselfNamesIsWhereTheRowSendsTheReader() {
        MapRow tools = new MapRow(MAP, "skills/" + MAP + "/references/map.md#outside",
                "| Gizmo tools | https://example.org | every gizmo burn goes through `doca-safety` first |", List.of("Gizmo tools"), true,
                List.of("doca-safety"));
        assertEquals(List.of("doca-safety"), tools.namedSkills());
        List<String> order = List.of("doca-safety", "doca-gizmo-deploy", MAP);
        assertEquals(order, AnsweringOrder.companionsLast(order, List.of(tools)));
        // the same companion under a row that does not name it still goes after the others
        assertEquals(List.of("doca-gizmo-deploy", "doca-safety", MAP), AnsweringOrder.companionsLast(order, List.of(row(List.of("doca-safety")))));
    }
}
