package dkg.ask;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;

class FailureReportTest {
    static final Extracted NOTHING = new Extracted(List.of(), List.of(), List.of(), List.of(), List.of());

    static boolean reports(String question) { return FailureReport.of(question, question, NOTHING); }

    @Test
    void englishFailureWordsReportAFailure() {
        assertTrue(reports("the widget copy failed on the first submit"));
        assertFalse(reports("how large a copy can the widget make"));
    }

    @Test
    void aChineseResultThatNeverCameReportsAFailure() {
        // "the copy was submitted, but the completion never arrives" / "the setting did not take effect"
        assertTrue(reports("拷贝已经提交了，但是一直收不到完成事件"));
        assertTrue(reports("改了配置以后吞吐没有变化"));
    }

    @Test
    void chineseWordsWithANegationThatDenyNothingDoNot() {
        // "on different devices, how large can a copy be" / "is it necessary to start the context first"
        assertFalse(reports("不同的设备上一次拷贝最大可以多大"));
        assertFalse(reports("是不是要先启动上下文"));
        assertFalse(reports("我不想改主机上的代码，怎么把拷贝放到网卡上"));
    }
}
