package dkg.ingest.parse.skill;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dkg.ingest.source.SourceKind;
import org.junit.jupiter.api.Test;

class SkillCardYamlParserTest {
    @Test
    void cardDocumentWithIdentityAndDescription() {
        String key = "skills/libs/doca-foo/SKILLCARD.yaml";
        Parsed p = Parsed.of(new SkillCardYamlParser(), Parsed.bundleSource(SourceKind.SKILL_CARD_YAML, key, "doca-foo"));
        assertTrue(p.ask(Parsed.doc(key) + " a dkg:Document ; dkg:docRole \"SKILLCARD\" ; dkg:ofSkill " + Parsed.skill("doca-foo")
                + " ; dcterms:title \"doca-foo skill card\" ; dcterms:description \"Use this skill for DOCA Foo.\" ; dcterms:license \"Apache-2.0\""));
    }
}
