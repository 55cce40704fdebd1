package dkg.ingest.parse.skill;

import static dkg.ingest.parse.skill.Parsed.skill;
import static dkg.ingest.parse.skill.Parsed.symbol;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dkg.ingest.source.Source;
import dkg.ingest.source.SourceKind;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LocalizedTextParserTest {
    static final String KEY = "localized/zh/foo-zh.txt";

    static Parsed parse(Map<String, String> attrs) {
        return Parsed.of(new LocalizedTextParser(), Source.of(SourceKind.LOCALIZED_TEXT, Parsed.fixture("/localized/foo-zh.txt"), KEY, attrs));
    }

    @Test
    void documentInItsLanguageTiedToTheSkillOfTheFirstLine() {
        Parsed p = parse(Map.of(Source.LANGUAGE, "zh"));
        assertTrue(p.ask(Parsed.doc(KEY) + " a dkg:Document ; dcterms:language \"zh\" ; dkg:ofSkill " + skill("doca-foo")
                + " ; dcterms:title \"DOCA Foo\" ; dkg:sourceKind \"localized-text\""));
    }

    @Test
    void splitsAtStandaloneShortLines() {
        Parsed p = parse(Map.of(Source.LANGUAGE, "zh"));
        assertEquals(List.of("DOCA Foo", "示例", "说明"), p.values("?s a dkg:Section ; rdfs:label ?l ; dkg:order ?o BIND(STR(?l) AS ?v)"));
        assertTrue(p.ask(Parsed.section(KEY, "示例") + " dkg:parentSection " + Parsed.section(KEY, "doca-foo")
                + " ; dkg:headingPath \"DOCA Foo > 示例\"@zh ; dcterms:language \"zh\" ; dkg:sourceRef \"" + KEY + "#示例\""));
        String text = p.values(Parsed.section(KEY, "说明") + " dkg:text ?v").getFirst();
        assertTrue(text.contains("Capabilities and modes") && text.endsWith("中的规则。"), "indented line stays in the body: " + text);
    }

    @Test
    void symbolsAndSafeBareErrorNames() {
        Parsed p = parse(Map.of(Source.LANGUAGE, "zh"));
        assertTrue(p.ask(Parsed.section(KEY, "示例") + " dkg:mentions " + symbol("DOCA_ERROR_NOT_PERMITTED") + ", "
                + symbol("doca_foo_cap_task_copy_is_supported")));
        assertTrue(p.ask(Parsed.section(KEY, "说明") + " dkg:mentions " + symbol("doca_foo_create")));
        assertFalse(p.ask("?s dkg:mentions " + symbol("DOCA_ERROR_AGAIN")), "AGAIN is also a word: not mapped");
    }

    @Test
    void languageGuessedWithoutAttribute() {
        assertTrue(parse(Map.of()).ask(Parsed.doc(KEY) + " dcterms:language \"zh\""));
    }
}
