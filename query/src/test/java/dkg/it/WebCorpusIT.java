package dkg.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dkg.http.web.Browser;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.w3c.dom.Document;

/**
 * The web page over the real skills bundle and API reference, as a user meets it: {@code doca-kg
 * serve} started by the launcher, a browser at the URL it prints. Searching NOT_PERMITTED and opening
 * the doca-dma cause shows both mmap flags with their source; the doca-dma picture holds related
 * skills, capability queries and errors. Screenshots go to target/screenshots; first paint and the
 * depth-2 render time go to target/web-timings.txt (reported, not asserted).
 */
class WebCorpusIT {
    private static final int RUNS = 5;

    @Test
    void searchCausePictureAndSparqlOnTheFullStore() throws Exception {
        Path store = ServeFixture.store();
        Process serve = new ProcessBuilder(ServeFixture.launcher().toString(), "serve", "--store", store.toString(), "--port", "0")
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        List<String> report = new ArrayList<>();
        try (Browser b = Browser.start()) {
            String url = new BufferedReader(new InputStreamReader(serve.getInputStream(), StandardCharsets.UTF_8)).readLine();
            assertNotNull(url, "serve printed no URL");
            String base = url.replace("/doca/sparql", "");

            b.open(base + "/");
            b.waitForCss(".hero", 30);
            b.driver.findElement(By.id("q")).sendKeys("NOT_PERMITTED", Keys.ENTER);
            b.waitForCss(".results li", 30);
            b.waitForCss(".route .pill", 30); // the page is settled: routing answers after the hits
            // the skills arrive after the hits; their arrival must not move the list under the pointer
            Object moved = b.js("const top = () => document.querySelector('.results').getBoundingClientRect().top;"
                    + "const box = document.querySelector('.route'), filled = top(), kids = [...box.childNodes];"
                    + "box.replaceChildren(); const empty = top(); box.replaceChildren(...kids); return filled - empty;");
            assertEquals(0.0, ((Number) moved).doubleValue(), 0.5, "the result list moved when the best skills arrived");
            b.screenshot("corpus-1-search");
            WebElement cause = b.driver.findElement(By.linkText("DOCA_ERROR_NOT_PERMITTED (doca-dma)"));
            cause.click();
            b.waitFor("the doca-dma cause", 30, () -> b.text("#entity-title").equals("DOCA_ERROR_NOT_PERMITTED"));
            b.waitFor("its source section", 30, () -> b.text("#sources").contains("DOCA_ACCESS_FLAG"));
            String page = b.text("main");
            assertTrue(page.contains("DOCA_ACCESS_FLAG_LOCAL_READ_ONLY") && page.contains("DOCA_ACCESS_FLAG_LOCAL_READ_WRITE"), page);
            assertTrue(page.contains("skills/libs/doca-dma/CAPABILITIES.md#error-taxonomy"), page);
            assertTrue(page.contains("doca-dma"), "its skill is linked");
            b.waitForCss("#cy[data-ready=true]", 60);
            b.screenshot("corpus-2-cause");

            // first paint and facts-on-screen of a fresh load of the entity page (bookmark opened)
            String causeUrl = b.driver.getCurrentUrl();
            List<Double> paint = new ArrayList<>(), ready = new ArrayList<>();
            for (int i = 0; i < RUNS; i++) {
                b.open(causeUrl);
                b.waitFor("the cause page", 30, () -> b.text("#entity-title").equals("DOCA_ERROR_NOT_PERMITTED"));
                paint.add(number(b.js("const p = performance.getEntriesByName('first-contentful-paint')[0]; return p ? p.startTime : -1")));
                ready.add(number(b.js("return window.dkgTimings.entityReady")));
            }
            report.add("entity page first contentful paint (ms, median of " + RUNS + "): " + median(paint) + "  all " + paint);
            report.add("entity page facts on screen since navigation (ms, median): " + median(ready) + "  all " + ready);

            List<Double> draw = new ArrayList<>(), fetch = new ArrayList<>();
            Map<?, ?> last = null;
            for (int i = 0; i < 3; i++) {
                b.open(base + "/graph?id=doca-dma&depth=2");
                b.waitForCss("#cy[data-ready=true]", 60);
                last = (Map<?, ?>) b.js("return window.dkgTimings.graph");
                draw.add(number(last.get("totalMs")));
                fetch.add(number(last.get("fetchMs")));
            }
            report.add("doca-dma depth-2 neighbourhood: " + last.get("nodes") + " nodes, " + last.get("edges")
                    + " links; fetch+layout+paint (ms, median of 3): " + median(draw) + "  all " + draw + "; of which fetch " + median(fetch));
            @SuppressWarnings("unchecked")
            List<String> kinds = (List<String>) b.js("return window.dkgCy.nodes().filter(n => n.data('dist') > 0).map(n => n.data('kind'))");
            assertTrue(kinds.contains("Skill") && kinds.contains("CapabilityQuery") && kinds.contains("Error") && kinds.contains("ErrorCause"), kinds.toString());
            b.screenshot("corpus-3-graph");

            b.open(base + "/sparql");
            b.waitForCss(".CodeMirror", 30);
            b.driver.findElement(By.id("run")).click();
            b.waitForCss("#results-table tbody tr", 30);
            String table = b.text("#results-table");
            assertTrue(table.contains("doca-dma") && table.contains("DOCA_ACCESS_FLAG_LOCAL_READ_ONLY"), table);
        } finally {
            serve.destroy();
            if (!serve.waitFor(30, TimeUnit.SECONDS)) serve.destroyForcibly();
        }
        Files.write(Path.of("target", "web-timings.txt"), report);
        report.forEach(System.out::println);
    }

    @Test
    void graphDocaDmaAsSvgIsValidXml() throws Exception {
        ServeFixture.requireTool("Graphviz dot (apt-get install graphviz)", "dot", "-V");
        Path store = ServeFixture.store();
        Process p = new ProcessBuilder(ServeFixture.launcher().toString(), "graph", "doca-dma", "--depth", "2", "--format", "svg",
                "--store", store.toString()).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        byte[] svg = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "graph hung");
        assertEquals(0, p.exitValue());
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        Document doc = f.newDocumentBuilder().parse(new ByteArrayInputStream(svg));
        assertEquals("svg", doc.getDocumentElement().getNodeName());
        String text = doc.getDocumentElement().getTextContent();
        assertTrue(text.contains("doca-dma") && text.contains("DOCA_ERROR_NOT_PERMITTED") && text.contains("CapabilityQuery"), "drawn: " + text.length());
    }

    private static double number(Object o) { return Math.round(((Number) o).doubleValue() * 10) / 10.0; }

    private static double median(List<Double> xs) {
        List<Double> s = new ArrayList<>(xs);
        Collections.sort(s);
        return s.get(s.size() / 2);
    }
}
