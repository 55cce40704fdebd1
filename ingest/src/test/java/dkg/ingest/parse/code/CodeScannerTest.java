package dkg.ingest.parse.code;

import static org.junit.jupiter.api.Assertions.*;

import dkg.ingest.parse.code.CodeRef.Use;
import java.util.List;
import org.junit.jupiter.api.Test;

class CodeScannerTest {

    private static final String SRC = """
            #include <doca_dma.h>
            #define DOCA_APP_CHECK(x) \\
            \tdo { if ((x) != DOCA_SUCCESS) doca_app_fail(); } while (0)
            /* doca_fake_in_comment(1); */
            enum doca_app_mode { DOCA_APP_A, DOCA_APP_B = 2 };
            typedef void (*doca_app_cb)(int);
            static doca_error_t helper(struct doca_dev *doca_dev)
            {
            \tconst char *s = "doca_fake_in_string(2)";
            \tdoca_mmap_start(doca_dev); // doca_fake_in_line_comment()
            \t(void)doca_ctx_stop(NULL);
            \tif (s)
            \t\tdoca_buf_inventory_start(NULL);
            \tstate->doca_field = 1;
            \treturn doca_pe_connect_ctx(NULL, NULL);
            }
            doca_error_t doca_app_run(void)
            {
            \tdoca_error_t r = doca_dma_task_memcpy_alloc_init(a, &src, dst, d, &t);
            \topen_dev(&doca_dma_cap_task_memcpy_is_supported);
            \treturn r;
            }
            """;

    private static List<CodeRef> refs(String name) {
        return CodeScanner.scan(SRC).refs().stream().filter(r -> r.name().equals(name)).toList();
    }

    @Test
    void commentsAndStringsAreNotCalls() {
        assertTrue(CodeScanner.scan(SRC).refs().stream().noneMatch(r -> r.name().startsWith("doca_fake")));
    }

    @Test
    void callsCarryLineColumnFunctionAndArguments() {
        CodeRef c = refs("doca_dma_task_memcpy_alloc_init").getFirst();
        assertEquals(Use.CALL, c.use());
        assertEquals(19, c.line());
        assertEquals(19, c.column()); // a tab is one column, as compilers count
        assertEquals("doca_app_run", c.function());
        assertEquals(17, c.functionLine());
        assertEquals(22, c.functionEnd());
        assertEquals(5, c.args().size());
        assertEquals("& src", c.args().get(1));
        assertFalse(c.resultIgnored());
    }

    @Test
    void droppedResultsAreSeenButVoidCastsAndReturnsAreNot() {
        assertTrue(refs("doca_mmap_start").getFirst().resultIgnored());
        assertTrue(refs("doca_buf_inventory_start").getFirst().resultIgnored(), "a call under a brace-less if");
        assertFalse(refs("doca_ctx_stop").getFirst().resultIgnored());
        assertFalse(refs("doca_pe_connect_ctx").getFirst().resultIgnored());
    }

    @Test
    void definitionsTypesConstantsAndPointers() {
        assertEquals(Use.DEFINITION, refs("DOCA_APP_CHECK").getFirst().use());
        assertEquals(Use.DEFINITION, refs("doca_app_mode").getFirst().use());
        assertEquals(Use.DEFINITION, refs("DOCA_APP_A").getFirst().use());
        assertEquals(Use.DEFINITION, refs("DOCA_APP_B").getFirst().use());
        assertEquals(Use.DEFINITION, refs("doca_app_cb").getFirst().use());
        assertEquals(Use.DEFINITION, refs("doca_app_run").getFirst().use());
        assertEquals(Use.TYPE, refs("doca_error_t").getFirst().use());
        assertEquals(Use.TYPE, refs("doca_dev").getFirst().use());
        assertEquals(Use.REFERENCE, refs("doca_dma_cap_task_memcpy_is_supported").getFirst().use());
        assertTrue(refs("doca_field").isEmpty(), "a struct member is not a DOCA symbol");
    }

    @Test
    void aVariableWithADocaNameIsAVariableEverywhere() {
        List<CodeRef> v = refs("doca_dev").stream().filter(r -> r.use() != Use.TYPE).toList();
        assertEquals(2, v.size());
        assertTrue(v.stream().allMatch(r -> r.use() == Use.VARIABLE), v.toString());
    }

    @Test
    void macroBodiesKeepTheirOwnLines() {
        CodeRef inMacro = refs("doca_app_fail").getFirst();
        assertEquals(3, inMacro.line());
        assertEquals("#define DOCA_APP_CHECK", inMacro.function());
        assertEquals(Use.CONSTANT, refs("DOCA_SUCCESS").getFirst().use());
    }
}
