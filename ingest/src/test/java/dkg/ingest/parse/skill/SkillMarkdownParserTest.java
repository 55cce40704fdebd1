package dkg.ingest.parse.skill;

import static dkg.ingest.parse.skill.Parsed.bundleSource;
import static dkg.ingest.parse.skill.Parsed.doc;
import static dkg.ingest.parse.skill.Parsed.section;
import static dkg.ingest.parse.skill.Parsed.skill;
import static dkg.ingest.parse.skill.Parsed.symbol;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dkg.ingest.source.SourceKind;
import java.io.InputStream;
import java.util.List;
import org.apache.jena.graph.Graph;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.apache.jena.shacl.ShaclValidator;
import org.apache.jena.shacl.Shapes;
import org.apache.jena.shacl.ValidationReport;
import org.apache.jena.sparql.graph.GraphFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class SkillMarkdownParserTest {
    static final String SKILL = "skills/libs/doca-foo/SKILL.md";
    static final String CAPS = "skills/libs/doca-foo/CAPABILITIES.md";
    static Parsed p;

    @BeforeAll
    static void parse() {
        p = Parsed.of(new SkillMarkdownParser(),
                bundleSource(SourceKind.SKILL_MARKDOWN, SKILL, "doca-foo"),
                bundleSource(SourceKind.SKILL_MARKDOWN, CAPS, "doca-foo"),
                bundleSource(SourceKind.SKILL_MARKDOWN, "skills/libs/doca-bar/SKILL.md", "doca-bar"));
    }

    @Test
    void skillFromFrontMatter() {
        String s = skill("doca-foo");
        assertTrue(p.ask(s + " a dkg:Skill ; rdfs:label \"doca-foo\" ; dkg:skillKind \"library\" ; dcterms:license \"Apache-2.0\" ;"
                + " dkg:compatibility \"Requires DOCA SDK.\" ; dkg:sourcePath \"skills/libs/doca-foo\""));
        assertTrue(p.values(s + " dcterms:description ?v").getFirst().contains("phrasings: this line starts with phrasings"));
        assertEquals(List.of("foo copy fails with NOT_PERMITTED", "how big can a foo be"), p.values(s + " dkg:implicitPhrasing ?v"));
        assertEquals(List.of("How do I start a Foo context?", "Is Foo on my version?"), p.values(s + " dkg:exampleQuestion ?v"));
        assertTrue(p.ask(s + " dkg:ofLibrary ?l . ?l a dkg:Library ; dkg:pkgConfigModule \"doca-foo\""));
        assertFalse(p.ask(skill("doca-bar") + " dkg:ofLibrary ?l"), "a tool skill has no library");
    }

    @Test
    void refusalsRouteOnlyToSkillsOfTheBundle() {
        assertTrue(p.ask("?r a dkg:Referral ; dkg:fromSkill " + skill("doca-foo") + " ; dkg:toSkill " + skill("doca-bar")
                + " ; dkg:reason \"network copies\" ; prov:wasDerivedFrom " + doc(SKILL)));
        assertEquals(List.of("https://w3id.org/doca-kg/id/skill/doca-bar"), p.values(skill("doca-foo") + " dkg:routesTo ?v"));
    }

    @Test
    void documentsCarryRoleAndSkill() {
        assertTrue(p.ask(doc(SKILL) + " a dkg:Document ; dkg:docRole \"SKILL\" ; dkg:ofSkill " + skill("doca-foo")
                + " ; dcterms:title \"DOCA Foo\" ; dcterms:language \"en\" ; dkg:sourcePath \"" + SKILL + "\""));
        assertTrue(p.ask(doc(CAPS) + " dkg:docRole \"CAPABILITIES\""));
    }

    @Test
    void sectionsHaveAnchorsPathsAndText() {
        String setup = section(SKILL, "setup");
        assertTrue(p.ask(setup + " a dkg:Section ; rdfs:label \"Setup\" ; dkg:anchor \"setup\" ; dkg:headingLevel 2 ;"
                + " dkg:headingPath \"DOCA Foo > Setup\" ; dkg:inDocument " + doc(SKILL) + " ; dkg:parentSection "
                + section(SKILL, "doca-foo") + " ; dkg:sourceRef \"" + SKILL + "#setup\" ; dkg:ofSkill " + skill("doca-foo")
                + " ; dcterms:language \"en\""));
        assertTrue(p.ask(section(SKILL, "setup-1") + " dkg:anchor \"setup-1\" ; dkg:text \"Second heading of the same name.\""));
        assertTrue(p.ask(section(SKILL, "details") + " dkg:parentSection " + setup
                + " ; dkg:headingPath \"DOCA Foo > Setup > Details\" ; dkg:text \"Nested text with a web link.\""));
        assertEquals(List.of("0", "1", "2", "3", "4", "5"), p.values("?s dkg:inDocument " + doc(SKILL) + " ; dkg:order ?v"));
        String text = p.values(setup + " dkg:text ?v").getFirst();
        assertTrue(text.startsWith("Call doca_foo_create() then doca_ctx_start(ctx);"), text);
        assertFalse(text.contains("`"), "markup removed: " + text);
        assertTrue(p.ask(section(SKILL, "example-questions-this-skill-answers-well") + " a dkg:Section"));
    }

    @Test
    void symbolsMentionedInCode() {
        List<String> names = p.values(section(SKILL, "setup") + " dkg:mentions/rdfs:label ?v");
        assertEquals(List.of("DOCA_ERROR_AGAIN", "doca_ctx_start", "doca_foo_create", "doca_foo_task_copy_alloc_init"), names);
        assertTrue(p.ask(symbol("doca_foo_create") + " a dkg:Symbol"));
    }

    @Test
    void relativeLinksBecomeSectionEdges() {
        assertTrue(p.ask(section(SKILL, "doca-foo") + " dkg:linksTo " + section(CAPS, "error-taxonomy")
                + " ; dkg:linkTarget \"" + CAPS + "#error-taxonomy\""));
        String appendix = section(CAPS, "command-appendix");
        assertTrue(p.ask(appendix + " dkg:linksTo " + section("skills/doca-guide/SKILL.md", "intro")));
        assertTrue(p.ask(appendix + " dkg:linksTo " + section(CAPS, "error-taxonomy")), "same-document anchor");
        assertTrue(p.ask(appendix + " dkg:linkTarget \"skills/libs/doca-foo/TASKS.md#configure\""), "link inside a table cell");
        assertFalse(p.ask("?s dkg:linkTarget ?t FILTER(CONTAINS(?t, \"example.com\"))"), "web links are not skill links");
    }

    @Test
    void relatedSkillsOnlyForSkillsOfTheBundle() {
        assertEquals(List.of("https://w3id.org/doca-kg/id/skill/doca-bar"), p.values(skill("doca-foo") + " dkg:relatedSkill ?v"));
        assertTrue(p.ask("?r a dkg:Referral ; dkg:toSkill " + skill("doca-bar") + " ; prov:wasDerivedFrom " + section(SKILL, "related-skills")
                + " ; dkg:reason \"doca-bar — the right library when the copy crosses the network.\""));
    }

    @Test
    void errorTablesGiveErrorCauses() {
        String cause = "?c a dkg:ErrorCause ; dkg:error " + symbol("DOCA_ERROR_NOT_PERMITTED") + " ; dkg:context \"First submit\" ;"
                + " dkg:cause \"Missing DOCA_ACCESS_FLAG_LOCAL_READ_ONLY on the source\" ; dkg:ofSkill " + skill("doca-foo")
                + " ; prov:wasDerivedFrom " + section(CAPS, "error-taxonomy");
        assertTrue(p.ask(cause));
        assertTrue(p.ask(symbol("DOCA_ERROR_NOT_PERMITTED") + " a dkg:Error, dkg:Symbol ; rdfs:label \"DOCA_ERROR_NOT_PERMITTED\""));
        assertEquals(List.of("DOCA_ERROR_BAD_STATE", "DOCA_ERROR_FULL", "DOCA_ERROR_NOT_PERMITTED", "DOCA_ERROR_NO_MEMORY"),
                p.values("?c a dkg:ErrorCause ; dkg:error/rdfs:label ?v"));
        assertTrue(p.ask("?c dkg:error " + symbol("DOCA_ERROR_BAD_STATE") + " ; dkg:cause \"Wrong lifecycle state.\" ; dkg:remedy \"Walk the lifecycle.\""));
    }

    @Test
    void capabilityTableExpandsUnambiguousShorthand() {
        assertEquals(List.of("doca_foo_cap_task_copy_get_max_size", "doca_foo_cap_task_copy_is_supported"),
                p.values("?q a dkg:CapabilityQuery ; dkg:symbol/rdfs:label ?v"));
        assertTrue(p.ask("?q a dkg:CapabilityQuery ; rdfs:label \"Maximum size\" ; dkg:rationale \"Device-dependent\""));
        assertFalse(p.ask(symbol("_get_max_size") + " ?p ?o"), "no symbol minted from a shorthand");
    }

    @Test
    void pathRuleTargetsLinkedSkill() {
        assertTrue(p.ask("?r a dkg:PathRule ; dkg:useWhen \"Local copy\" ; dkg:targetSkill " + skill("doca-bar")
                + " ; dkg:useInsteadWhen ?w ; dkg:ofSkill " + skill("doca-foo")));
        assertTrue(p.ask("?r a dkg:Referral ; dkg:toSkill " + skill("doca-bar") + " ; prov:wasDerivedFrom " + section(CAPS, "capabilities-and-modes")));
    }

    @Test
    void permissionMatrices() {
        assertEquals(List.of("destination->DOCA_ACCESS_FLAG_LOCAL_READ_WRITE", "source->DOCA_ACCESS_FLAG_LOCAL_READ_ONLY",
                        "write: local-side mmap->DOCA_ACCESS_FLAG_LOCAL_READ_WRITE", "write: peer-side rdma->DOCA_ACCESS_FLAG_RDMA_WRITE"),
                p.values("?r a dkg:PermissionRequirement ; dkg:regionRole ?role ; dkg:requiresFlag/rdfs:label ?f BIND(CONCAT(?role, \"->\", ?f) AS ?v)"));
        assertTrue(p.ask(symbol("DOCA_ACCESS_FLAG_LOCAL_READ_ONLY") + " a dkg:AccessFlag, dkg:Symbol"));
    }

    @Test
    void commandsAndTaskTypes() {
        assertTrue(p.ask("?c a dkg:Command ; dkg:commandText \"pkg-config --modversion doca-foo\" ; dkg:owningStep \"## configure\" ;"
                + " dkg:purpose \"Which version?\" ; dkg:healthyOutput \"A version string\""));
        assertTrue(p.ask("?t a dkg:TaskType ; rdfs:label \"doca_foo_task_copy\" ; dkg:symbol " + symbol("doca_foo_task_copy")
                + " ; dcterms:description ?d FILTER(CONTAINS(?d, \"Asynchronous.\"))"));
    }

    @Test
    void conformsToShapes() throws Exception {
        Graph shapes = GraphFactory.createDefaultGraph();
        try (InputStream in = getClass().getResourceAsStream("/dkg/ontology/shapes.ttl")) {
            RDFParser.source(in).lang(Lang.TURTLE).parse(shapes);
        }
        ValidationReport r = ShaclValidator.get().validate(Shapes.parse(shapes), p.model.getGraph());
        if (!r.conforms()) fail(r.getEntries().stream().limit(10).map(Object::toString).toList().toString());
    }
}
