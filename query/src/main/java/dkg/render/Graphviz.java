package dkg.render;

import dkg.error.BadInputException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/**
 * Lays out DOT text with the Graphviz {@code dot} program (Debian package {@code graphviz}) into SVG
 * or PNG. Graphviz rather than a Java port: the ports in the registries either wrap this same binary
 * or embed a JavaScript engine to run a transpiled one, and neither lays out better than the original.
 */
public final class Graphviz {
    private static final long TIMEOUT_SECONDS = 60;

    private Graphviz() {}

    /** Writes {@code dot} laid out as {@code format} (svg or png) to {@code out}. */
    public static void render(String dot, String format, OutputStream out) {
        Process p;
        try {
            p = new ProcessBuilder("dot", "-T" + format).start();
        } catch (IOException e) {
            throw new BadInputException("Graphviz 'dot' is not installed, so --format " + format
                    + " cannot be drawn; install it (apt-get install graphviz) or use --format dot");
        }
        try {
            Thread writer = Thread.ofVirtual().start(() -> {
                try (OutputStream in = p.getOutputStream()) {
                    in.write(dot.getBytes(StandardCharsets.UTF_8));
                } catch (IOException ignored) {
                    // dot exited early; its stderr says why
                }
            });
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            Thread errReader = Thread.ofVirtual().start(() -> copy(p.getErrorStream(), err));
            copy(p.getInputStream(), out);
            if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IllegalStateException("Graphviz dot did not finish in " + TIMEOUT_SECONDS + " s");
            }
            writer.join();
            errReader.join();
            if (p.exitValue() != 0)
                throw new IllegalStateException("Graphviz dot failed (exit " + p.exitValue() + "): " + err.toString(StandardCharsets.UTF_8).strip());
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while Graphviz dot ran", e);
        }
    }

    private static void copy(InputStream in, OutputStream out) {
        try (in) {
            in.transferTo(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
