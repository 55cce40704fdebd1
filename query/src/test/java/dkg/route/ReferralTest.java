package dkg.route;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A refusal clause counts against its skill whenever the question holds it, but sends the question
 * on to the skill it names only when it says more than one word: "installing DOCA" is the one word
 * "install" once "DOCA" is dropped, and half of all reports say "installed" somewhere.
 */
class ReferralTest {
    private static SkillProfile refusing(String clause, String target) {
        return new SkillProfile("doca-gizmo", "DOCA Gizmo", "gizmo offload for buffers", List.of(), List.of(),
                List.of("gizmo offload for buffers"), List.of(), List.of(),
                List.of(new SkillProfile.Against(clause, List.of(target), "refusal")));
    }

    private static final SkillProfile SETUP = ProductWordTest.profile("doca-setup", "DOCA setup", "install packages and prepare a host for development");
    private static final SkillProfile BRING_UP = ProductWordTest.profile("doca-bring-up", "DOCA bring-up", "card image fails to boot after a flash");

    private static RouteResult.Ranked ranked(RouteResult r, String skill) {
        return r.skills().stream().filter(s -> s.skill().equals(skill)).findFirst().orElseThrow(() -> new AssertionError(r.toString()));
    }

    @Test
    void aOneWordClauseLowersItsSkillButSendsNothingOn() {
        Router r = new Router(List.of(refusing("installing DOCA (doca-setup)", "doca-setup"), SETUP, BRING_UP), Glossary.standard());
        RouteResult result = r.route("the card image fails to boot after a flash; DOCA is installed on the host", 3, "en");
        assertEquals("doca-bring-up", result.top(), result.toString());
        assertTrue(result.notFor().stream().anyMatch(n -> n.skill().equals("doca-gizmo")), result.toString());
        assertTrue(ranked(result, "doca-setup").reasons().stream().noneMatch(x -> x.contains("routes here")), result.toString());
    }

    @Test
    void aClauseOfSeveralWordsSendsTheQuestionToItsTarget() {
        Router r = new Router(List.of(refusing("first-time host preparation (doca-setup)", "doca-setup"), SETUP, BRING_UP), Glossary.standard());
        RouteResult result = r.route("first-time host preparation for gizmo offload", 3, "en");
        assertTrue(ranked(result, "doca-setup").reasons().stream().anyMatch(x -> x.contains("doca-gizmo routes here")), result.toString());
    }
}
