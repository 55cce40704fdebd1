package dkg.ingest.parse.skill;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class DescriptionTest {
    static final String DMA = """
            Trigger even when the user does not explicitly mention "DOCA DMA" or "doca_mmap" — typical implicit
            phrasings include "memcpy host buffer to BlueField", "copy returns NOT_PERMITTED
            on first submit". Refuse and route elsewhere for cross-network copies (DOCA RDMA),
            producer/consumer messaging (DOCA Comch), DOCA Core internals, or DOCA install — those belong elsewhere.
            """;

    @Test
    void phrasingsAreTheQuotesOfThatSentence() {
        assertEquals(List.of("memcpy host buffer to BlueField", "copy returns NOT_PERMITTED on first submit"),
                Description.implicitPhrasings(DMA));
    }

    @Test
    void refusalsKeepReasonAndProduct() {
        assertEquals(List.of(new Description.Refusal("cross-network copies", "DOCA RDMA"),
                        new Description.Refusal("producer/consumer messaging", "DOCA Comch")),
                Description.refusals(DMA));
    }

    @Test
    void nothingWithoutTheMarkers() {
        assertEquals(List.of(), Description.implicitPhrasings("Use this \"skill\"."));
        assertEquals(List.of(), Description.refusals("No referrals (none)."));
    }
}
