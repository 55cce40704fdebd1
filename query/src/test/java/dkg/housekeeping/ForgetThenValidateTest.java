package dkg.housekeeping;

import dkg.api.DocaKg;
import dkg.api.FixtureStore;
import dkg.ingestion.IngestListener;
import dkg.ingestion.IngestOptions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dkg.vocab.DKG;
import java.nio.file.Path;
import java.util.List;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Forgetting one skill of the fixture bundle (doca-widget routes to and refers to doca-gadget)
 * leaves a store that validates, and a later ingest of the whole bundle brings the links back.
 */
class ForgetThenValidateTest {
    @TempDir Path dir;

    static final Node GADGET = NodeFactory.createURI(DKG.ID + "skill/doca-gadget");

    static long linksToGadget(DocaKg kg) {
        return kg.store().read(d -> (long) org.apache.jena.atlas.iterator.Iter.count(d.find(Node.ANY, Node.ANY, Node.ANY, GADGET)));
    }

    @Test
    void forgettingASkillOthersLinkToLeavesAValidStore() {
        Path bundle = FixtureStore.copyBundle(dir);
        try (DocaKg kg = FixtureStore.ingest(dir, bundle)) {
            assertTrue(kg.validate().conforms(), "the fixture conforms before");
            assertTrue(linksToGadget(kg) > 0, "doca-widget links to doca-gadget");

            int documents = kg.store().documentHashes().size();
            ForgetReport r = kg.forget("doca-gadget");
            assertEquals(List.of("skills/libs/doca-gadget/SKILL.md"), r.documents());
            assertEquals(documents - 1, kg.store().documentHashes().size(), "the rewritten documents still count");
            var after = kg.validate();
            assertTrue(after.conforms(), "forget leaves no dangling link: " + after.messages());
            assertEquals(0, linksToGadget(kg));
            boolean referral = kg.store().read(d -> d.find(Node.ANY, Node.ANY, DKG.Nodes.toSkill, GADGET).hasNext());
            assertFalse(referral, "no referral to it is left");
            boolean widget = kg.store().read(d -> d.contains(Node.ANY, NodeFactory.createURI(DKG.ID + "skill/doca-widget"), DKG.Nodes.type, DKG.Nodes.Skill));
            assertTrue(widget, "the skill that linked to it stays");

            kg.ingest(List.of(bundle.toString()), IngestOptions.defaults(), IngestListener.NONE);
            assertTrue(linksToGadget(kg) > 0, "an ingest of the bundle parses the rewritten documents again");
            assertTrue(kg.validate().conforms());
        }
    }
}
