package dkg.route;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class GlossaryTest {
    @Test
    void longestTermWinsAndLatinPassesThrough() throws Exception {
        Glossary g = Glossary.read(new ByteArrayInputStream("# c\n内存\tmemory\n内存复制\tmemcpy\n主机\thost\n".getBytes(StandardCharsets.UTF_8)));
        assertEquals("memcpy host doca_dma_task_memcpy", g.toEnglish("内存复制主机未知doca_dma_task_memcpy").strip());
        assertEquals("memory ,CPU?", g.toEnglish("内存，CPU？").strip());
    }

    @Test
    void theShippedGlossaryHasTheCoreTerms() {
        Glossary g = Glossary.standard();
        assertTrue(g.size() > 100);
        String en = g.toEnglish("将主机缓冲区复制到网络，不使用权限");
        for (String w : new String[] {"host", "buffer", "copy", "network", "permission"}) assertTrue(en.contains(w), en);
    }
}
