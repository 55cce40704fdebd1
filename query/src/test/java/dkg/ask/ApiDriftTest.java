package dkg.ask;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class ApiDriftTest {
    @Test
    void aCompilerRejectingADocaNameOnOneLine() {
        assertTrue(ApiDrift.of("x.c:9:3: error: 'struct doca_widget_cfg' has no member named 'depth'"));
        assertTrue(ApiDrift.of("x.c:4: error: unknown type name 'doca_widget_job'"));
        assertTrue(ApiDrift.of("error: implicit declaration of function 'doca_widget_start'; did you mean 'doca_widget_begin'?"));
        assertTrue(ApiDrift.of("error: use of undeclared identifier 'DOCA_WIDGET_MODE_FAST'"));
        assertTrue(ApiDrift.of("x.c:9:3: 错误：‘struct doca_widget_cfg’没有名为‘depth’的成员"), "a zh_CN compiler");
    }

    @Test
    void notALinkerErrorNorANameOutsideDocaNorTwoLinesApart() {
        assertFalse(ApiDrift.of("x.c:9: undefined reference to `doca_widget_start'"));
        assertFalse(ApiDrift.of("error: 'struct rte_flow_attr' has no member named 'depth'"));
        assertFalse(ApiDrift.of("I call doca_widget_start\nand gcc says: 'struct foo' has no member named 'bar'"));
    }
}
