package dkg.http.web;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Debian's chromium driven through Debian's chromedriver (packages {@code chromium},
 * {@code chromium-driver}): both paths are given, so Selenium never looks for or downloads a
 * browser. Missing under {@code CI=true} fails the test; elsewhere it skips.
 */
public final class Browser implements AutoCloseable {
    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    public final ChromeDriver driver;

    private Browser(ChromeDriver driver) { this.driver = driver; }

    public static Browser start(String... extraArguments) {
        if (!Files.isExecutable(CHROMIUM) || !Files.isExecutable(DRIVER)) {
            String what = "chromium and chromium-driver (" + CHROMIUM + ", " + DRIVER + ")";
            if ("true".equalsIgnoreCase(System.getenv("CI"))) fail(what + " are missing; .ci/run installs them");
            assumeTrue(false, what + " not installed here");
        }
        ChromeOptions o = new ChromeOptions();
        o.setBinary(CHROMIUM.toFile());
        // root in a container has no user namespace for the sandbox; the page is our own, on loopback
        o.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--window-size=1400,1000", "--force-device-scale-factor=1", "--no-first-run", "--disable-extensions");
        o.addArguments(extraArguments);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(DRIVER.toFile()).usingAnyFreePort().build();
        return new Browser(new ChromeDriver(service, o));
    }

    public void open(String url) { driver.get(url); }

    public Object js(String script, Object... args) { return ((JavascriptExecutor) driver).executeScript(script, args); }

    public String text(String css) { return driver.findElement(By.cssSelector(css)).getText(); }

    public List<WebElement> all(String css) { return driver.findElements(By.cssSelector(css)); }

    /** Waits up to {@code seconds} for {@code condition}; fails with {@code what} and the page text. */
    public void waitFor(String what, int seconds, Supplier<Boolean> condition) {
        long end = System.nanoTime() + Duration.ofSeconds(seconds).toNanos();
        while (System.nanoTime() < end) {
            try {
                if (Boolean.TRUE.equals(condition.get())) return;
            } catch (RuntimeException notYet) {
                // element not there yet
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
        String body;
        try {
            body = driver.findElement(By.tagName("body")).getText();
        } catch (RuntimeException e) {
            body = "(no body)";
        }
        fail("timed out waiting for " + what + " at " + driver.getCurrentUrl() + "; page says: " + body);
    }

    public void waitForCss(String css, int seconds) {
        waitFor(css, seconds, () -> !driver.findElements(By.cssSelector(css)).isEmpty());
    }

    /** Saves a PNG of the window under target/screenshots and returns its path. */
    public Path screenshot(String name) {
        try {
            Path dir = Path.of("target", "screenshots");
            Files.createDirectories(dir);
            File shot = driver.getScreenshotAs(OutputType.FILE);
            Path to = dir.resolve(name + ".png");
            Files.copy(shot.toPath(), to, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            return to;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * The WCAG contrast ratio of the text of the first element matching {@code css}: its computed
     * colour against the first opaque background up its ancestors (white when none).
     */
    public double contrast(String css) {
        @SuppressWarnings("unchecked")
        List<Object> colours = (List<Object>) js("""
                const e = document.querySelector(arguments[0]);
                if (!e) return null;
                const fg = getComputedStyle(e).color;
                let bg = 'rgb(255, 255, 255)';
                for (let n = e; n; n = n.parentElement) {
                  const c = getComputedStyle(n).backgroundColor;
                  const m = c.match(/rgba?\\(([^)]+)\\)/);
                  if (m && (m[1].split(',').length < 4 || parseFloat(m[1].split(',')[3]) > 0.9)) { bg = c; break; }
                }
                return [fg, bg];""", css);
        if (colours == null) fail("no element " + css + " to measure");
        return Contrast.ratio(Contrast.rgb((String) colours.get(0)), Contrast.rgb((String) colours.get(1)));
    }

    @Override
    public void close() { driver.quit(); }
}
