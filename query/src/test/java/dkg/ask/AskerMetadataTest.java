package dkg.ask;

import dkg.docs.SkillSections;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class AskerMetadataTest {
    static boolean metadata(String source) { return Asker.METADATA.matcher(source).find(); }

    @Test
    void theSectionsForChoosingASkillAreNeverEvidence() {
        assertTrue(metadata("skills/libs/doca-dma/SKILL.md#when-to-load-this-skill"));
        assertTrue(metadata("skills/libs/doca-dma/SKILL.md#related-skills"));
        assertTrue(metadata("skills/libs/doca-dma/SKILL.md#what-this-skill-provides"));
        assertTrue(metadata("skills/libs/doca-dma/skill-card.md#scores"));
        assertTrue(metadata("skills/doca-hardware-safety/SKILL.md#agent-activation-checklist--load-this-skill-at-the-start-of-the-answer-when-any-cell-below-is-true"));
        // the skill's own answers stay; the SKILL.md opening section is not metadata by its name but
        // by its place, which SkillSections knows (AskSkillIntroTest)
        assertFalse(metadata("skills/libs/doca-dma/SKILL.md#doca-dma"));
        assertFalse(metadata("skills/libs/doca-dma/CAPABILITIES.md#related-skills-and-limits"));
        assertFalse(metadata("skills/libs/doca-dma/SKILL.md#related-skills-and-limits"));
        assertFalse(metadata("skills/doca-hardware-safety/CAPABILITIES.md#apply--verify--observe-shape"));
    }
}
