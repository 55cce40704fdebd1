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

    @Test
    void onceTheMapHasAnsweredWithItsRowTheThreeSkillsAfterItAreOpened() {
        List<String> ranked = List.of(MAP, "doca-gizmo-deploy", "doca-gizmo-svc", "doca-gizmo-bare", "doca-other");
        assertEquals(List.of("doca-gizmo-deploy", "doca-gizmo-svc", "doca-gizmo-bare", MAP), AnsweringOrder.of(ranked, List.of(row(List.of()))));
    }

    @Test
    void withoutAMapRowTheBestThreeAreOpenedAsRanked() {
        List<String> ranked = List.of(MAP, "doca-gizmo-deploy", "doca-gizmo-svc", "doca-gizmo-bare");
        assertEquals(List.of(MAP, "doca-gizmo-deploy", "doca-gizmo-svc"), AnsweringOrder.of(ranked, List.of()));
        assertEquals(List.of("doca-gizmo-deploy"), AnsweringOrder.of(List.of("doca-gizmo-deploy"), List.of(row(List.of()))));
        assertEquals(List.of(), AnsweringOrder.of(List.of(), List.of(row(List.of()))));
    }

    @Test
    void theMapsCompanionStillGoesAfterTheRouteItIsLoadedBeside() {
        List<String> ranked = List.of(MAP, "doca-safety", "doca-gizmo-deploy", "doca-gizmo-svc");
        assertEquals(List.of("doca-gizmo-deploy", "doca-gizmo-svc", "doca-safety", MAP), AnsweringOrder.of(ranked, List.of(row(List.of("doca-safety")))));
    }
}
