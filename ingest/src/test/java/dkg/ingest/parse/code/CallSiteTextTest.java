package dkg.ingest.parse.code;

import static org.junit.jupiter.api.Assertions.*;

import dkg.ingest.parse.code.CodeRef.Use;
import java.util.List;
import org.junit.jupiter.api.Test;

class CallSiteTextTest {

    private static final String SRC = """
            #include <doca_dma.h>
            static doca_error_t helper(struct doca_dev *doca_dev)
            {
            \treturn doca_mmap_start(doca_dev);
            }
            int x = DOCA_SUCCESS;
            """;

    @Test
    void aScannedFileReadsBackAsItsCallSitesAndArgumentCountsWithoutItsVariables() {
        List<CodeRef> scanned = CodeScanner.scan(SRC).refs();
        assertTrue(scanned.stream().anyMatch(r -> r.use() == Use.VARIABLE), "the fixture declares a DOCA-like variable");
        List<CodeRef> back = CallSiteText.decode(CallSiteText.encode(scanned));
        List<CodeRef> expected = scanned.stream().filter(r -> r.use() != Use.VARIABLE)
                .map(r -> new CodeRef(r.name(), r.use(), r.line(), r.column(), r.function(), r.functionLine(), r.functionEnd(),
                        r.use() == Use.CALL && r.function() != null ? java.util.Collections.nCopies(r.args().size(), "") : List.of(), false))
                .toList();
        assertEquals(expected, back);
        CodeRef start = back.stream().filter(r -> r.name().equals("doca_mmap_start")).findFirst().orElseThrow();
        // a call's arguments are counted, not kept
        assertEquals(new CodeRef("doca_mmap_start", Use.CALL, 4, 9, "helper", 2, 5, List.of(""), false), start);
        CodeRef success = back.stream().filter(r -> r.name().equals("DOCA_SUCCESS")).findFirst().orElseThrow();
        assertNull(success.function(), "file scope has no enclosing function");
        assertEquals(Use.CONSTANT, success.use());
    }

    @Test
    void linesOfAnotherShapeArePassedOver() {
        String text = "call\t3\t1\tdoca_a\n" + "shout\t4\t1\tdoca_b\n" + "call\tx\t1\tdoca_c\n" + "call\t5\t2\n"
                + "macro\t6\t2\tDOCA_D\tmain\t1\t9\n";
        assertEquals(List.of("doca_a", "DOCA_D"), CallSiteText.decode(text).stream().map(CodeRef::name).toList());
        assertEquals(List.of(), CallSiteText.decode(""));
    }
}
