package dkg.search;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A question's language by script share: one Latin word does not make a Chinese question English. */
class QueryLanguagesTest {
    @Test
    void aChineseQuestionNamingTheDpuIsChineseAndSearchesBoth() {
        QueryLanguages l = QueryLanguages.of("DPU 上的 DMA 拷贝第一次提交就返回权限错误怎么办");
        assertEquals("zh", l.primary());
        assertEquals(List.of("zh", "en"), l.search());
    }

    @Test
    void anEnglishQuestionWithOneChineseTermIsEnglishAndSearchesBoth() {
        QueryLanguages l = QueryLanguages.of("how do I set the mmap permission 权限 for a DMA copy");
        assertEquals("en", l.primary());
        assertEquals(List.of("en", "zh"), l.search());
    }

    @Test
    void plainEnglishAndPlainChineseSearchTheirOwnFields() {
        assertEquals(List.of("en"), QueryLanguages.of("doca_dma_task_memcpy returns NOT_PERMITTED").search());
        assertEquals(List.of("zh"), QueryLanguages.of("首次提交 权限").search());
    }
}
