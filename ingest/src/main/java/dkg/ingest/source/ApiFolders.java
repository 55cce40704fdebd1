package dkg.ingest.source;

import dkg.error.BadInputException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Recognises the API folders {@link SourceResolver} is given and makes their sources: a Doxygen HTML
 * reference (it has {@code group__*.html} pages), an installed include folder ({@code doca_*.h} with
 * {@code doca_version.h}), or a folder of saved web pages ({@code .html} that is not Doxygen).
 *
 * <p>Keys are version-qualified so that several releases live side by side:
 * {@code api/3.0.0058/group__DOCA__DMA.html} for Doxygen pages, {@code include/3.0.0058/doca_dma.h}
 * for headers, and {@code web/<file>} for saved pages. The release is read from the folder itself:
 * {@code DOCA_VERSION_STRING} in the Doxygen version page ({@code doca__version_8h.html} or
 * {@code group__DOCA__VERSION.html}) or in {@code doca_version.h}; it is passed to the parsers as the
 * {@link Source#DOCA_VERSION} attribute.
 */
public final class ApiFolders {
    private ApiFolders() {}

    private static final Pattern VERSION_STRING = Pattern.compile("DOCA_VERSION_STRING\\s+\"([0-9][0-9A-Za-z.\\-]*)\"");

    /** True when the folder holds Doxygen group pages. */
    public static boolean isDoxygen(Path dir) {
        return !list(dir, p -> p.getFileName().toString().matches("group__.*\\.html")).isEmpty();
    }

    /** True when the folder holds DOCA headers. */
    public static boolean isHeaders(Path dir) {
        return Files.isRegularFile(dir.resolve("doca_version.h"))
                || !list(dir, p -> p.getFileName().toString().matches("doca_.*\\.h")).isEmpty();
    }

    /** True when the folder holds .html pages (checked after {@link #isDoxygen}). */
    public static boolean isWebPages(Path dir) {
        return !list(dir, p -> p.getFileName().toString().matches(".*\\.html?")).isEmpty();
    }

    /** One DOXYGEN_HTML source per group, header and struct page. */
    public static List<Source> doxygen(Path dir) { return doxygen(dir, new ArrayList<>()); }

    /** As {@link #doxygen(Path)}, noting files passed over (links out of {@code dir}, FIFOs) in {@code skipped}. */
    public static List<Source> doxygen(Path dir, List<SourceWalk.Skipped> skipped) {
        String version = doxygenVersion(dir).orElseThrow(() -> new BadInputException(
                "cannot find the DOCA version of the Doxygen reference in " + dir
                + " (expected DOCA_VERSION_STRING in doca__version_8h.html or group__DOCA__VERSION.html)"));
        List<Source> out = new ArrayList<>();
        for (Path p : list(dir, p -> p.getFileName().toString().matches("(group__.*|doca__.*_8h|struct.*|union.*)\\.html"), skipped)) {
            out.add(Source.of(SourceKind.DOXYGEN_HTML, p, "api/" + version + "/" + p.getFileName(),
                    Map.of(Source.DOCA_VERSION, version)));
        }
        return out;
    }

    /** One C_HEADER source per {@code .h} file. */
    public static List<Source> headers(Path dir) { return headers(dir, new ArrayList<>()); }

    /** As {@link #headers(Path)}, noting files passed over in {@code skipped}. */
    public static List<Source> headers(Path dir, List<SourceWalk.Skipped> skipped) {
        String version = headerVersion(dir).orElseThrow(() -> new BadInputException(
                "cannot find the DOCA version of the headers in " + dir
                + " (expected DOCA_VERSION_STRING in doca_version.h; give the DOCA include folder)"));
        List<Source> out = new ArrayList<>();
        for (Path p : list(dir, p -> p.getFileName().toString().endsWith(".h"), skipped)) {
            out.add(Source.of(SourceKind.C_HEADER, p, "include/" + version + "/" + p.getFileName(),
                    Map.of(Source.DOCA_VERSION, version)));
        }
        return out;
    }

    /** One WEB_PAGE source per saved page. */
    public static List<Source> webPages(Path dir) { return webPages(dir, new ArrayList<>()); }

    /** As {@link #webPages(Path)}, noting files passed over in {@code skipped}. */
    public static List<Source> webPages(Path dir, List<SourceWalk.Skipped> skipped) {
        List<Source> out = new ArrayList<>();
        for (Path p : list(dir, p -> p.getFileName().toString().matches(".*\\.html?"), skipped)) {
            out.add(Source.of(SourceKind.WEB_PAGE, p, "web/" + p.getFileName(), Map.of()));
        }
        return out;
    }

    static Optional<String> doxygenVersion(Path dir) {
        for (String page : List.of("doca__version_8h.html", "group__DOCA__VERSION.html")) {
            Optional<String> v = versionIn(dir.resolve(page));
            if (v.isPresent()) return v;
        }
        return Optional.empty();
    }

    static Optional<String> headerVersion(Path dir) { return versionIn(dir.resolve("doca_version.h")); }

    private static Optional<String> versionIn(Path file) {
        if (!Files.isRegularFile(file)) return Optional.empty();
        // Doxygen splits the #define over table cells with nbsp padding: read the page's text.
        String s = file.toString().endsWith(".html")
                ? org.jsoup.Jsoup.parse(SourceFiles.text(file)).text().replace('\u00a0', ' ')
                : SourceFiles.text(file);
        Matcher m = VERSION_STRING.matcher(s.replaceAll("\\s+", " "));
        return m.find() ? Optional.of(m.group(1)) : Optional.empty();
    }

    private static List<Path> list(Path dir, java.util.function.Predicate<Path> keep) {
        return list(dir, keep, new ArrayList<>());
    }

    /** The readable files of {@code dir} that {@code keep} accepts (see {@link SourceWalk}). */
    private static List<Path> list(Path dir, java.util.function.Predicate<Path> keep, List<SourceWalk.Skipped> skipped) {
        List<SourceWalk.Skipped> notes = new ArrayList<>();
        List<Path> out = new SourceWalk(dir, notes).list(dir).stream().filter(keep).toList();
        for (SourceWalk.Skipped n : notes) if (keep.test(n.file())) skipped.add(n);
        return out;
    }
}
