package dkg.ask;

import static org.junit.jupiter.api.Assertions.*;

import dkg.api.FixtureKg;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The knowledge map's passage shows the rows a question names, then the rows of that table
 * nearest the question in meaning: the route it describes without naming.
 */
class AskMapRowsByMeaningTest {
    @RegisterExtension static final FixtureKg fixture = FixtureKg.writing(AskMapRowsByMeaningTest::writeBundle);

    static void writeBundle(Path bundle) throws IOException {
        AskMapTopicByProductTest.writeMapBundle(bundle, """
                | **MLNX_OFED** | https://example.org/mlnx-ofed | The standalone host driver stack |
                | **NVIDIA Firmware Tools (MFT)** (`mlxconfig`, `flint`) | https://example.org/mft | Firmware query and burn tools for NICs |
                | **DOCA Platform Framework (DPF)** | https://example.org/dpf | Provisions and upgrades DPUs in a Kubernetes cluster from DPU flavors and DPU sets |
                | **BlueField BMC Software** | https://example.org/bmc | Out-of-band management of the card through its BMC |
                """);
    }

    @Test
    void theRowNearestInMeaningFollowsTheRowNamed() {
        AskAnswer a = Asking.ask(fixture.kg().generation(),
                AskRequest.of("MLNX_OFED is installed on every worker, yet the Kubernetes cluster never provisions the DPUs from my custom DPU flavor"));
        AskAnswer.Evidence map = a.evidence().stream().filter(e -> e.kind() == AskAnswer.Evidence.Kind.MAP_ROW).findFirst().orElseThrow(() -> new AssertionError(a.evidence().toString()));
        String[] rows = map.text().split("\n");
        assertTrue(rows[0].contains("example.org/mlnx-ofed"), map.text());
        assertTrue(rows.length > 1 && rows[1].contains("example.org/dpf"), map.text());
        assertEquals(1, map.text().split("example.org/mlnx-ofed", -1).length - 1, "a named row is shown once");
        assertTrue(map.why().contains("DOCA Platform Framework (DPF)"), map.why());
        assertEquals("MLNX_OFED", map.title(), "the title keeps to what the question names");
    }

    @Test
    void aChineseQuestionShowsTheNamedRowsAlone() {
        // the model reads English: a question in Chinese gets no rows by meaning
        AskAnswer a = Asking.ask(fixture.kg().generation(), AskRequest.of("MLNX_OFED 已安装，但是集群无法根据自定义的 DPU flavor 部署 DPU"));
        a.evidence().stream().filter(e -> e.kind() == AskAnswer.Evidence.Kind.MAP_ROW)
                .forEach(e -> assertFalse(e.text().contains("example.org/dpf"), e.text()));
    }
}
