package dkg.ask;

import dkg.api.FixtureKg;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * An error fact quotes the causes of the skill the question is routed to: a widget question about an
 * error only the gadget skill explains quotes no gadget cause, and says whose causes it has (none).
 */
class AskRoutedFactsTest {
    @RegisterExtension static final FixtureKg fixture = FixtureKg.ofFixtureBundle();

    static AskAnswer.Fact errorFact(AskAnswer a, String error) {
        return a.facts().stream().filter(f -> f.error() != null && f.error().error().equals(error)).findFirst().orElseThrow(() -> new AssertionError(a.toString()));
    }

    @Test
    void theRoutedSkillsCausesOnly() {
        AskAnswer a = dkg.ask.Asking.ask(fixture.kg().generation(), AskRequest.of("my doca_widget_task_copy submit fails with DOCA_ERROR_NOT_PERMITTED"));
        assertEquals("doca-widget", a.skills().getFirst().skill(), a.toString());
        AskAnswer.Fact f = errorFact(a, "DOCA_ERROR_NOT_PERMITTED");
        assertFalse(f.error().causes().isEmpty(), f.toString());
        assertTrue(f.error().causes().stream().allMatch(c -> "doca-widget".equals(c.skill())), f.toString());
        assertNull(f.scope(), f.toString());
    }

    @Test
    void anotherSkillsCauseIsNotQuotedAndTheFactSaysSo() {
        AskAnswer a = dkg.ask.Asking.ask(fixture.kg().generation(), AskRequest.of("my doca_widget_task_copy submit fails with DOCA_ERROR_CONNECTION_RESET"));
        assertEquals("doca-widget", a.skills().getFirst().skill(), a.toString());
        AskAnswer.Fact f = errorFact(a, "DOCA_ERROR_CONNECTION_RESET");
        assertEquals(java.util.List.of(), f.error().causes(), "the gadget's cause is not the widget's: " + f);
        assertEquals("doca-widget names no cause of DOCA_ERROR_CONNECTION_RESET, nor does doca-common", f.scope());
    }
}
