package dkg.ingest.parse.skill;

import dkg.ingest.emit.Minter;
import dkg.ingest.parse.Problems;
import dkg.ingest.parse.SourceParser;
import dkg.ingest.source.Source;
import dkg.vocab.DKG.Nodes;
import java.util.Map;
import org.apache.jena.graph.Node;
import org.apache.jena.riot.system.StreamRDF;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * Reads a skill's {@code SKILLCARD.yaml} ({@link dkg.ingest.source.SourceKind#SKILL_CARD_YAML}): the
 * Document (role SKILLCARD) tied to the skill, titled with {@code identity.name}, with the card's
 * description and source licence. The Skill node itself comes from SKILL.md; the card's signing and
 * quality bookkeeping is left out. Invalid YAML is an error; the document is still declared.
 *
 * <p>Stateless and thread-safe.
 */
public final class SkillCardYamlParser implements SourceParser {

    @Override
    public void parse(Source source, StreamRDF sink, Problems problems) {
        Map<?, ?> card = Map.of();
        try {
            Object o = new Yaml(new SafeConstructor(new LoaderOptions())).load(source.readText());
            if (o instanceof Map<?, ?> map) card = map;
            else problems.error(source.key(), "skill card is not a YAML mapping");
        } catch (YAMLException e) {
            problems.error(source.key(), "skill card is not valid YAML: " + e.getMessage().lines().findFirst().orElse(""));
        }
        String name = string(card.get("identity"), "name");
        String skillName = source.attribute(Source.SKILL) != null ? source.attribute(Source.SKILL) : name;
        Node skill = skillName == null ? null : Minter.skill(skillName);
        Minter m = new Minter(source, sink);
        m.declareDocument(name == null ? "skill card" : name + " skill card", "en", skill);
        m.literal(m.document(), Nodes.docRole, "SKILLCARD");
        Object description = card.get("description");
        m.literal(m.document(), Nodes.description, description == null ? null : description.toString());
        m.literal(m.document(), Nodes.license, string(card.get("source"), "license"));
    }

    private static String string(Object map, String key) {
        return map instanceof Map<?, ?> m && m.get(key) != null ? m.get(key).toString() : null;
    }
}
