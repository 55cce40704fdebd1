package dkg.cli;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * describe, explain, lint and the API counts of stats, end to end through the CLI, on the fixture
 * bundle, a lint fixture and one header set in two releases (3.0.0058, 3.1.0104) beside a newer
 * Doxygen reference (3.2.0001): see src/test/resources/api/README.md.
 */
class ApiQueryCommandsTest {
    @TempDir static Path store;
    @TempDir static Path skillsOnly;
    @TempDir static Path docsOnly;
    static final ObjectMapper JSON = new ObjectMapper();

    static String fixture(String name) throws Exception {
        return Paths.get(ApiQueryCommandsTest.class.getResource("/" + name).toURI()).toString();
    }

    @BeforeAll
    static void ingest() throws Exception {
        CliRun r = CliRun.of("ingest", "--store", store.toString(), fixture("bundle"), fixture("lint"),
                fixture("api/include-3.0"), fixture("api/include-3.1"), fixture("api/doxygen-3.2"));
        assertEquals(0, r.exit(), r.err());
        assertEquals(0, CliRun.of("ingest", "--store", skillsOnly.toString(), fixture("bundle"), fixture("lint")).exit());
        assertEquals(0, CliRun.of("ingest", "--store", docsOnly.toString(), fixture("bundle"), fixture("api/doxygen-3.2")).exit());
    }

    static JsonNode json(Path in, String... args) throws Exception {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("--store", in.toString(), "--json"));
        CliRun r = CliRun.of(all.toArray(String[]::new));
        assertEquals(0, r.exit(), r.err());
        return JSON.readTree(r.out());
    }

    static JsonNode json(String... args) throws Exception { return json(store, args); }

    static List<String> texts(JsonNode array, String field) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(field == null ? n.asText() : n.get(field).asText()));
        return out;
    }

    // ---- describe

    @Test
    void describeQuotesTheNewestInstalledHeadersOverNewerDocs() throws Exception {
        JsonNode d = json("describe", "doca_widget_cap_task_copy_get_max_size");
        for (String key : List.of("symbol", "kind", "signature", "params", "value", "description", "stability", "library",
                "group", "header", "line", "docaVersion", "returns", "mentionedIn", "sources"))
            assertTrue(d.has(key), "describe --json lacks " + key);
        assertEquals("function", d.get("kind").asText());
        assertEquals("3.1.0104", d.get("docaVersion").asText(), "newest installed headers, not the 3.2 docs");
        assertEquals("c-header", d.get("apiSource").asText());
        assertEquals("Get the maximum buffer size one widget copy task may move, per device.", d.get("description").asText());
        assertEquals(38, d.get("line").asInt(), "headers give the line");
        assertEquals("stable", d.get("stability").asText());
        assertEquals("doca-widget", d.get("library").asText());
        assertEquals("DOCA Widget Engine", d.get("group").asText());
        assertEquals("doca_widget.h", d.get("header").asText());
        assertTrue(d.get("signature").asText().contains("uint64_t *max_size"), d.get("signature").asText());
        JsonNode out = d.get("params").get(1);
        assertEquals("max_size", out.get("name").asText());
        assertEquals("uint64_t *", out.get("type").asText());
        assertEquals("out", out.get("direction").asText());
        assertEquals("in", d.get("params").get(0).get("direction").asText());
        assertTrue(texts(d.get("returns"), "error").contains("DOCA_ERROR_INVALID_VALUE"), d.get("returns").toString());
        assertEquals(List.of("skills/libs/doca-widget/CAPABILITIES.md#capabilities"), texts(d.get("mentionedIn"), "source"));
        assertEquals("doca-widget", d.get("mentionedIn").get(0).get("skill").asText());
        assertEquals(List.of("include/3.1.0104/doca_widget.h#doca_widget_cap_task_copy_get_max_size"), texts(d.get("sources"), null));
        assertEquals(List.of("3.1.0104", "3.0.0058", "3.2.0001"), texts(d.get("definedIn"), "docaVersion"));
    }

    @Test
    void describeOfARequestedRelease() throws Exception {
        JsonNode old = json("describe", "doca_widget_cap_task_copy_is_supported", "--doca-version", "3.0.0058");
        assertEquals("experimental", old.get("stability").asText());
        assertEquals("stable", json("describe", "doca_widget_cap_task_copy_is_supported").get("stability").asText(), "3.1 made it stable");
        JsonNode docs = json("describe", "doca_widget_cap_task_copy_get_max_size", "--doca-version", "3.2.0001");
        assertEquals("doxygen-html", docs.get("apiSource").asText());
        assertEquals("Get the maximum widget copy size (3.2 reference).", docs.get("description").asText());
        assertTrue(docs.get("line").isNull(), "Doxygen gives no line for functions");
    }

    @Test
    void withoutHeadersTheDocsAreQuoted() throws Exception {
        JsonNode d = json(docsOnly, "describe", "doca_widget_cap_task_copy_get_max_size");
        assertEquals("3.2.0001", d.get("docaVersion").asText());
        assertEquals("doxygen-html", d.get("apiSource").asText());
    }

    @Test
    void enumeratorsAndMacrosCarryTheirValue() throws Exception {
        JsonNode e = json("describe", "DOCA_ERROR_CONNECTION_RESET");
        assertEquals("enum-value", e.get("kind").asText());
        assertEquals(11, e.get("value").asInt());
        JsonNode m = json("describe", "DOCA_WIDGET_SRC_ACCESS", "--doca-version", "3.0.0058");
        assertEquals("macro", m.get("kind").asText());
        assertEquals(1, m.get("value").asInt());
    }

    @Test
    void unknownSymbolIsAUserErrorWithCloseMatches() {
        CliRun r = CliRun.of("describe", "--store", store.toString(), "doca_widget_cap_task_copy_get_max_sise");
        assertEquals(1, r.exit());
        assertTrue(r.out().isEmpty(), r.out());
        assertTrue(r.err().contains("did you mean doca_widget_cap_task_copy_get_max_size"), r.err());
    }

    @Test
    void unknownReleaseOrReleaseWithoutTheSymbolIsAUserError() {
        CliRun none = CliRun.of("describe", "--store", store.toString(), "doca_widget_task_copy_submit", "--doca-version", "9.9.0001");
        assertEquals(1, none.exit());
        assertTrue(none.err().contains("ingested releases: 3.0.0058, 3.1.0104, 3.2.0001"), none.err());
        CliRun missing = CliRun.of("describe", "--store", store.toString(), "doca_widget_task_copy_submit", "--doca-version", "3.2.0001");
        assertEquals(1, missing.exit());
        assertTrue(missing.err().contains("not defined in DOCA 3.2.0001"), missing.err());
    }

    @Test
    void aSymbolOnlyMentionedIsDescribedByItsMentions() throws Exception {
        CliRun r = CliRun.of("describe", "--store", store.toString(), "--json", "doca_task_submit");
        assertEquals(0, r.exit(), r.err());
        JsonNode d = JSON.readTree(r.out());
        assertTrue(d.get("kind").isNull());
        assertEquals(List.of("skills/libs/doca-widget/CAPABILITIES.md#error-taxonomy"), texts(d.get("mentionedIn"), "source"));
        assertTrue(r.err().contains("no ingested API source defines doca_task_submit"), r.err());
    }

    // ---- explain

    @Test
    void explainByNameShortNameOrCodeIsOneError() throws Exception {
        JsonNode full = json("explain", "DOCA_ERROR_NOT_PERMITTED");
        assertEquals(full, json("explain", "NOT_PERMITTED"));
        assertEquals(full, json("explain", "2"));
        assertEquals("DOCA_ERROR_NOT_PERMITTED", full.get("error").asText());
        assertEquals(2, full.get("code").asInt());
        assertEquals("Operation not permitted", full.get("description").asText());
        JsonNode cause = full.get("causes").get(0);
        assertEquals("doca-widget", cause.get("skill").asText());
        assertEquals("First widget copy submit", cause.get("context").asText());
        assertTrue(cause.get("cause").asText().contains("DOCA_ACCESS_FLAG_LOCAL_READ_ONLY"), cause.toString());
        assertEquals("skills/libs/doca-widget/CAPABILITIES.md#error-taxonomy", cause.get("source").asText());
        assertEquals(List.of("doca-widget"), texts(full.get("relatedSkills"), null));
    }

    @Test
    void explainListsReturnsOfTheChosenReleaseOnly() throws Exception {
        assertEquals(0, json("explain", "NOT_PERMITTED").get("returnedBy").size(), "3.1 headers dropped the return");
        JsonNode old = json("explain", "NOT_PERMITTED", "--doca-version", "3.0.0058");
        JsonNode fn = old.get("returnedBy").get(0);
        assertEquals("doca_widget_task_copy_submit", fn.get("function").asText());
        assertEquals("doca-widget", fn.get("library").asText());
        assertEquals("the source mmap lacks read permission", fn.get("condition").asText());
        assertEquals(1, old.get("returnedBy").size());
    }

    @Test
    void explainFiltersByLibraryInAnySpelling() throws Exception {
        for (String lib : List.of("doca-widget", "widget", "WIDGET", "doca_widget")) {
            JsonNode again = json("explain", "AGAIN", "--library", lib);
            assertEquals("doca-widget", again.get("library").asText());
            assertEquals(List.of("doca-widget"), texts(again.get("causes"), "skill"));
            assertEquals(List.of("doca_widget_task_copy_submit"), texts(again.get("returnedBy"), "function"));
        }
        JsonNode gadget = json("explain", "AGAIN", "--library", "gadget");
        assertEquals(0, gadget.get("causes").size());
        assertEquals(0, gadget.get("returnedBy").size());
        CliRun bad = CliRun.of("explain", "--store", store.toString(), "AGAIN", "--library", "widgit");
        assertEquals(1, bad.exit());
        assertTrue(bad.err().contains("did you mean doca-widget"), bad.err());
    }

    @Test
    void explainOfAnUnknownErrorSuggests() {
        CliRun r = CliRun.of("explain", "--store", store.toString(), "NOT_PERMITED");
        assertEquals(1, r.exit());
        assertTrue(r.err().contains("did you mean DOCA_ERROR_NOT_PERMITTED"), r.err());
        CliRun code = CliRun.of("explain", "--store", store.toString(), "99");
        assertEquals(1, code.exit());
        assertTrue(code.err().contains("no DOCA error has code 99"), code.err());
    }

    @Test
    void explainWithoutAnApiSourceStillGivesTheSkillsCauses() throws Exception {
        JsonNode e = json(skillsOnly, "explain", "NOT_PERMITTED");
        assertTrue(e.get("code").isNull());
        assertEquals(1, e.get("causes").size());
    }

    // ---- lint

    @Test
    void lintListsUndefinedSymbolsAndBrokenAnchors() throws Exception {
        CliRun r = CliRun.of("lint", "--store", store.toString(), "--json");
        assertEquals(0, r.exit(), "lint reports, it does not fail");
        JsonNode l = JSON.readTree(r.out());
        List<String> undefined = texts(l.get("undefinedSymbols"), "symbol");
        assertTrue(undefined.contains("doca_widget_copy_legacy"), undefined.toString());
        assertTrue(undefined.contains("doca_task_submit"), undefined.toString());
        assertFalse(undefined.contains("doca_widget_task_copy_submit"), "defined by the headers");
        assertFalse(undefined.contains("doca_widget"), "an opaque type the declarations use");
        JsonNode legacy = l.get("undefinedSymbols").get(undefined.indexOf("doca_widget_copy_legacy"));
        assertEquals(List.of("skills/libs/doca-lintee/SKILL.md#setup"), texts(legacy.get("mentionedIn"), "source"));
        assertEquals(1, l.get("brokenLinks").size(), l.get("brokenLinks").toString());
        assertEquals("skills/libs/doca-widget/CAPABILITIES.md#limits", l.get("brokenLinks").get(0).get("target").asText());
        assertEquals(undefined.size() + 1, l.get("findings").asInt());
        assertTrue(r.err().contains(l.get("findings").asInt() + " finding(s)"), r.err());
    }

    @Test
    void lintWithoutAnApiSourceSaysSymbolsWereNotChecked() throws Exception {
        CliRun r = CliRun.of("lint", "--store", skillsOnly.toString(), "--json");
        assertEquals(0, r.exit(), r.err());
        JsonNode l = JSON.readTree(r.out());
        assertEquals(0, l.get("undefinedSymbols").size());
        assertEquals(1, l.get("brokenLinks").size(), "links are still checked");
        assertTrue(l.get("note").asText().contains("no API source is ingested"), l.get("note").asText());
    }

    // ---- stats

    @Test
    void statsCountsWhatApiSourcesDefine() throws Exception {
        JsonNode api = json("stats").get("api");
        assertEquals(3, api.get("functions").asInt(), api.toString());
        // is_supported is experimental in 3.0 and stable in 3.1: it counts under both
        assertEquals(3, api.get("stable").asInt(), api.toString());
        assertEquals(1, api.get("experimental").asInt(), api.toString());
        assertEquals(2, api.get("capabilityQueries").asInt(), api.toString());
        assertEquals(8, api.get("errors").asInt(), api.toString());
        JsonNode none = json(skillsOnly, "stats").get("api");
        assertEquals(0, none.get("functions").asInt(), "mentions are not definitions");
        assertEquals(0, none.get("errors").asInt());
    }
}
