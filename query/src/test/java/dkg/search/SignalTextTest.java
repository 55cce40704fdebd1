package dkg.search;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class SignalTextTest {
    @Test
    void shortTextPassesUnchanged() {
        String q = "why does doca_dma_task_memcpy return NOT_PERMITTED 2 times?";
        assertSame(q, SignalText.distill(q));
        assertSame(q, SignalText.forSearch(q));
    }

    @Test
    void aLongLogKeepsTheQuestionAndEachDistinctMessageOnce() {
        StringBuilder b = new StringBuilder("My DMA copy to the BlueField fails after the first submit.\n```\n");
        for (int i = 0; i < 400; i++)
            b.append("[2024-05-0").append(i % 9).append(" 12:00:0").append(i % 10).append("][DOCA][ERR][dma_core.c:").append(100 + i)
                    .append("] submit failed: 0x").append(Integer.toHexString(0xdead0000 + i)).append('\n');
        b.append("```\nWhat permission is missing?\n");
        String d = SignalText.distill(b.toString());
        assertTrue(d.startsWith("My DMA copy to the BlueField fails after the first submit."), d);
        assertTrue(d.contains("What permission is missing?"), d);
        assertTrue(d.contains("submit failed"), d);
        assertFalse(d.contains("0xdead"), d);
        assertFalse(d.matches("(?s).*\\b1268\\b.*"), d);
        assertTrue(d.length() < 1000, "cut to its signal: " + d.length());
    }

    @Test
    void theSearchQueryIsBounded() {
        String words = "alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau upsilon ";
        String q = SignalText.forSearch(words.repeat(40) + " doca_widget_task_copy");
        assertTrue(q.startsWith("doca_widget_task_copy"), q);
        assertTrue(q.split(" ").length <= SignalText.SEARCH_WORDS + 20, q);
    }
}
