package dkg.http.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dkg.api.DocaKg;
import dkg.api.FixtureStore;
import dkg.http.EndpointOptions;
import dkg.http.SparqlEndpoint;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;

/**
 * The web page in a real browser over the fixture bundle (doca-widget, doca-gadget): search, open an
 * error cause, read its flags and source, follow a neighbour in the picture, run a SPARQL query and
 * read the table; labels, keyboard focus and text contrast.
 */
class WebPagesBrowserTest {
    @TempDir static Path dir;
    static DocaKg kg;
    static SparqlEndpoint server;
    static String base;

    @BeforeAll
    static void serve() {
        kg = FixtureStore.ingest(dir, FixtureStore.copyBundle(dir));
        server = SparqlEndpoint.start(kg.readOnlyDataset(), EndpointOptions.readOnly(0), b -> WebPages.mount(b, kg));
        base = "http://127.0.0.1:" + server.port();
    }

    @AfterAll
    static void stop() {
        if (server != null) server.close();
        if (kg != null) kg.close();
    }

    @Test
    void searchOpenCauseFollowNeighbour() {
        try (Browser b = Browser.start()) {
            b.open(base + "/");
            b.waitForCss(".hero", 20);
            assertEquals("q", b.js("return document.activeElement.id"), "the search box has the focus on the home page");
            assertEquals("Search the DOCA knowledge graph", b.text("label[for=q]").isEmpty()
                    ? b.js("return document.querySelector('label[for=q]').textContent") : b.text("label[for=q]"));

            WebElement q = b.driver.findElement(By.id("q"));
            q.sendKeys("NOT_PERMITTED", Keys.ENTER);
            b.waitForCss(".results li", 20);
            assertTrue(b.driver.getCurrentUrl().endsWith("/?q=NOT_PERMITTED"), "the search has its own address: " + b.driver.getCurrentUrl());
            WebElement cause = b.driver.findElement(By.linkText("DOCA_ERROR_NOT_PERMITTED (doca-widget)"));
            // keyboard: Tab from the search box reaches the results' links
            cause.sendKeys("");
            assertEquals(cause.getText(), b.js("return document.activeElement.textContent"), "a result takes the keyboard focus");
            b.screenshot("fixture-search");

            cause.sendKeys(Keys.ENTER);
            b.waitFor("the error cause's page", 20, () -> b.text("#entity-title").equals("DOCA_ERROR_NOT_PERMITTED"));
            b.waitFor("its source section", 20, () -> b.text("#sources").contains("Error taxonomy"));
            String page = b.text("main");
            assertTrue(page.contains("DOCA_ACCESS_FLAG_LOCAL_READ_ONLY") && page.contains("DOCA_ACCESS_FLAG_LOCAL_READ_WRITE"), page);
            assertTrue(page.contains("skills/libs/doca-widget/CAPABILITIES.md#error-taxonomy"), "the fact's source is named: " + page);
            assertTrue(b.all(".section-body table").size() > 0, "the source section is rendered from its Markdown, table and all");

            b.waitForCss("#cy[data-ready=true]", 30);
            long nodes = (Long) b.js("return window.dkgCy.nodes().length");
            assertTrue(nodes >= 3, "cause, error and skill are drawn: " + nodes);
            // follow a neighbour: a click on the skill's node opens its page
            b.js("window.dkgCy.nodes().filter(n => n.data('label') === 'doca-widget')[0].emit('tap')");
            b.waitFor("the neighbour's page", 20, () -> b.text("#entity-title").equals("doca-widget"));
            assertTrue(b.driver.getCurrentUrl().contains("/entity?id="), b.driver.getCurrentUrl());
            b.waitForCss("#cy[data-ready=true]", 30);
            @SuppressWarnings("unchecked")
            List<String> kinds = (List<String>) b.js("return window.dkgCy.nodes().map(n => n.data('kind'))");
            assertTrue(kinds.containsAll(List.of("ErrorCause", "CapabilityQuery", "Skill")), kinds.toString());

            // a bookmark of this page opens the same page
            String url = b.driver.getCurrentUrl();
            b.open(url);
            b.waitFor("the bookmarked page", 20, () -> b.text("#entity-title").equals("doca-widget"));
        }
    }

    @Test
    void askNamesTheSkillShowsItsPassagesAndOpensThem() {
        try (Browser b = Browser.start()) {
            b.open(base + "/");
            b.driver.findElement(By.linkText("Ask")).click();
            b.waitForCss("#ask-text", 20);
            assertEquals("ask-text", b.js("return document.activeElement.id"), "the question box has the focus");
            WebElement text = b.driver.findElement(By.id("ask-text"));
            text.sendKeys("my widget copy fails with DOCA_ERROR_NOT_PERMITTED on the first submit", Keys.chord(Keys.CONTROL, Keys.ENTER));
            b.waitForCss("#ask-evidence li", 20);
            assertTrue(b.driver.getCurrentUrl().contains("/ask?q=my%20widget"), "a short question has its own address: " + b.driver.getCurrentUrl());
            assertEquals("false", b.driver.findElement(By.id("verdict")).getAttribute("data-abstain"));
            assertTrue(b.text("#verdict").contains("doca-widget"), b.text("#verdict"));
            assertTrue(b.text(".found").contains("DOCA_ERROR_NOT_PERMITTED"), "what was found in the text is shown: " + b.text(".found"));
            assertEquals("doca-widget", b.text("#ask-skills li .title"));
            String passages = b.text("#ask-evidence");
            assertTrue(passages.contains("skills/libs/doca-widget/CAPABILITIES.md#error-taxonomy"), passages);
            assertTrue(passages.contains("DOCA_ACCESS_FLAG_LOCAL_READ_WRITE"), "a passage shows its text: " + passages);
            assertTrue(passages.contains("Why: "), "each passage says why it was picked");
            b.screenshot("fixture-ask");

            b.driver.findElement(By.cssSelector("#ask-evidence li .title")).click();
            // the passage's file#anchor opens the section it names
            b.waitFor("the cited section's page", 20, () -> !b.all("#entity-title").isEmpty() && b.text("#entity-title").equals("Error taxonomy"));
            b.driver.navigate().back();
            b.waitForCss("#ask-evidence li", 20);
            for (String css : List.of("#verdict", ".found .chip", "#ask-skills .meta", "#ask-evidence .why", "#ask-evidence .snippet"))
                assertTrue(b.contrast(css) >= 4.5, css + " has contrast " + b.contrast(css));
        }
    }

    @Test
    void aPageLeftWhileItsPictureLoadsDoesNotWriteItsFailureOverTheNextPage() {
        try (Browser b = Browser.start()) {
            b.open(base + "/ask?q=my%20widget%20copy%20fails%20with%20DOCA_ERROR_NOT_PERMITTED");
            b.waitForCss("#ask-evidence li", 20);
            // the section page's picture is held until released, and then fails
            b.js("window.releasePicture = null; const f = window.fetch; window.fetch = (u, i) => String(u).includes('/api/neighbourhood')"
                    + " ? new Promise((ok, fail) => { window.releasePicture = () => fail(new Error('the picture failed')); }) : f(u, i);");
            b.driver.findElement(By.cssSelector("#ask-evidence li .title")).click();
            b.waitFor("the section page asking for its picture", 20, () -> Boolean.TRUE.equals(b.js("return window.releasePicture != null")));
            b.driver.navigate().back();
            b.waitForCss("#ask-evidence li", 20);
            b.js("window.releasePicture()");
            // the rejection runs before the next script the driver sends
            b.js("return document.readyState");
            assertTrue(b.all("main p.error").isEmpty(), "the left page's failure was written over the ask page: " + b.text("main"));
            assertTrue(!b.all("#ask-evidence li").isEmpty(), "the ask page is still shown");
        }
    }

    @Test
    void aLongPasteIsAskedInTheBodyAndSomethingElseAbstains() {
        try (Browser b = Browser.start()) {
            b.open(base + "/ask");
            b.waitForCss("#ask-text", 20);
            // a log far longer than an address may be, with the question at its end
            String log = "kernel: mlx5_core 0000:03:00.0: poll_health: device's health compromised\n".repeat(40)
                    + "why does my widget copy fail with DOCA_ERROR_NOT_PERMITTED";
            b.js("document.getElementById('ask-text').value = arguments[0]", log);
            b.driver.findElement(By.cssSelector("#ask-form button[type=submit]")).click();
            b.waitForCss("#ask-evidence li", 20);
            assertTrue(b.driver.getCurrentUrl().endsWith("/ask"), "the paste stays out of the address: " + b.driver.getCurrentUrl());
            assertEquals("doca-widget", b.text("#ask-skills li .title"));

            b.open(base + "/ask?q=" + java.net.URLEncoder.encode("how do I tune the rose bushes in my garden for spring", java.nio.charset.StandardCharsets.UTF_8));
            b.waitForCss("#verdict", 20);
            assertEquals("true", b.driver.findElement(By.id("verdict")).getAttribute("data-abstain"), b.text("#verdict"));
            assertTrue(b.text("main").contains("Nearest skills"), "the nearest skills are still named");
        }
    }

    @Test
    void sparqlEditorRunsAQueryIntoATable() {
        try (Browser b = Browser.start()) {
            b.open(base + "/sparql");
            b.waitForCss(".CodeMirror", 20);
            String text = (String) b.js("return window.dkgEditor.getValue()");
            assertTrue(text.contains("PREFIX dkg: <https://w3id.org/doca-kg/ontology#>"), "prefixes are declared: " + text);
            b.driver.findElement(By.id("run")).click();
            b.waitForCss("#results-table tbody tr", 20);
            String table = b.text("#results-table");
            assertTrue(table.contains("doca-widget") && table.contains("DOCA_ACCESS_FLAG_LOCAL_READ_WRITE"), table);
            assertTrue(b.text("#downloads").contains("CSV"), "results can be downloaded");
            assertTrue(b.driver.getCurrentUrl().contains("/sparql?query="), "the query is in the address");
        }
    }

    @Test
    void textHasContrastAndControlsHaveLabels() {
        try (Browser b = Browser.start()) {
            b.open(base + "/?q=widget");
            b.waitForCss(".results li", 20);
            for (String css : List.of("main", ".results .title", ".results .meta", ".results .snippet", ".kind", "button", ".top nav a", ".foot")) {
                double ratio = b.contrast(css);
                assertTrue(ratio >= 4.5, css + " has contrast " + ratio + " (WCAG AA asks 4.5)");
            }
            Long unlabelled = (Long) b.js("""
                    return [...document.querySelectorAll('input, select, textarea, button')].filter(e =>
                      !(e.labels && e.labels.length) && !e.getAttribute('aria-label') && !e.textContent.trim()).length""");
            assertEquals(0L, unlabelled, "every control has a label");
            assertEquals("en", b.js("return document.documentElement.lang"));
        }
    }

    @Test
    void unknownPagesAndBadApiCallsAreRefused() throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        HttpResponse<String> missing = http.send(HttpRequest.newBuilder(URI.create(base + "/nowhere")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(404, missing.statusCode());
        HttpResponse<String> bad = http.send(HttpRequest.newBuilder(URI.create(base + "/api/neighbourhood?id=doca-widget&depth=5")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(400, bad.statusCode());
        assertTrue(bad.body().contains("depth must be 1..2"), bad.body());
        HttpResponse<String> escape = http.send(HttpRequest.newBuilder(URI.create(base + "/assets/lib/..%2f..%2fdkg/web/index.html")).build(), HttpResponse.BodyHandlers.ofString());
        assertTrue(escape.statusCode() == 400 || escape.statusCode() == 404, "no way out of the asset folders: " + escape.statusCode());
        HttpResponse<String> sparql = http.send(HttpRequest.newBuilder(URI.create(base + "/doca/sparql?query=ASK%7B%7D")).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, sparql.statusCode(), "the SPARQL endpoint still answers beside the page");
        HttpResponse<String> ask = http.send(HttpRequest.newBuilder(URI.create(base + "/api/ask"))
                .POST(HttpRequest.BodyPublishers.ofString("x".repeat(70_000))).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(400, ask.statusCode());
        assertTrue(ask.body().contains("at most 65536 are accepted"), "the same refusal as the CLI's: " + ask.body());
        HttpResponse<String> empty = http.send(HttpRequest.newBuilder(URI.create(base + "/api/ask")).POST(HttpRequest.BodyPublishers.noBody()).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(400, empty.statusCode(), empty.body());
        assertTrue(Files.exists(dir.resolve("store")));
    }
}
