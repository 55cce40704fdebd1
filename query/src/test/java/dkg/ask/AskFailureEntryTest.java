package dkg.ask;

import dkg.api.FixtureKg;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A question that reports a failure opens the chosen skill where it explains failures (its error
 * taxonomy) first, whether the report is written in English or in Chinese; a question that only asks
 * how to do something does not.
 */
class AskFailureEntryTest {
    @RegisterExtension static final FixtureKg fixture = FixtureKg.ofFixtureBundle();

    static boolean opensTheErrorTaxonomy(String question) {
        AskAnswer a = dkg.ask.Asking.ask(fixture.kg().generation(), AskRequest.of(question));
        assertEquals("doca-widget", a.skills().getFirst().skill(), a.toString());
        return a.evidence().stream().anyMatch(e -> e.source().endsWith("/CAPABILITIES.md#error-taxonomy") && e.why().contains("explains failures"));
    }

    @Test
    void aFailureReportInEitherLanguageOpensTheErrorTaxonomy() {
        assertTrue(opensTheErrorTaxonomy("my doca_widget_task_copy submit failed on the first copy"));
        assertTrue(opensTheErrorTaxonomy("doca_widget_task_copy 第一次提交就失败了"));
        // a result that never came, said in Chinese without a word for "failed"
        assertTrue(opensTheErrorTaxonomy("doca_widget_task_copy 提交以后一直收不到完成事件"));
        assertFalse(opensTheErrorTaxonomy("how large a copy can doca_widget_task_copy make on one host"));
    }
}
