package dkg.ingest.parse;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dkg.error.BadInputException;
import dkg.ingest.source.Source;
import dkg.ingest.source.SourceKind;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import org.apache.jena.riot.system.StreamRDFLib;
import org.apache.jena.sparql.core.DatasetGraphFactory;

/**
 * Properties of the skill Markdown, C header and HTML page parsers over random text from each
 * format's own alphabet and over mutated real documents (the shared DOCA corpus when present, this
 * module's fixtures otherwise): a parse either finishes or refuses the input with a
 * {@link BadInputException}; never another exception, a stack overflow, or more than 10 s.
 */
class ParserPropertiesTest {
    private static final Duration BOUND = Duration.ofSeconds(10);
    private static final Path DIR = tempDir();

    @AfterContainer
    static void clean() throws IOException {
        try (Stream<Path> s = Files.walk(DIR)) {
            s.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }

    // --- skill Markdown

    @Property(tries = 150)
    void skillMarkdownFromItsAlphabet(@ForAll("markdown") String text) { parse(SourceKind.SKILL_MARKDOWN, text); }

    @Property(tries = 150)
    void skillMarkdownMutatedFromRealFiles(@ForAll("markdownSeeds") String seed, @ForAll long mutation) {
        parse(SourceKind.SKILL_MARKDOWN, mutate(seed, mutation));
    }

    @Provide Arbitrary<String> markdown() {
        return tokens("---\n", "name: doca-x\n", "description: d\n", "metadata:\n  kind: library\n", "# ", "## ", "\n", "\n\n",
                "- ", "  - ", "1. ", "> ", "| a | b |\n", "|---|---|\n", "| Error | Cause |\n", "`doca_buf_get`", "```c\n", "```\n",
                "[link](CAPABILITIES.md#x)", "**bold**", "_", "*", "<div>", "</div>", "DOCA_ERROR_AGAIN", "text ", "\t", "\\", "\u00e9", "\u4e2d");
    }

    @Provide Arbitrary<String> markdownSeeds() { return Arbitraries.of(seeds("doca-skills", ".md", "skills", 40)); }

    // --- C headers

    @Property(tries = 150)
    void headerFromItsAlphabet(@ForAll("header") String text) { parse(SourceKind.C_HEADER, text); }

    @Property(tries = 150)
    void headerMutatedFromRealFiles(@ForAll("headerSeeds") String seed, @ForAll long mutation) { parse(SourceKind.C_HEADER, mutate(seed, mutation)); }

    @Provide Arbitrary<String> header() {
        return tokens("#define DOCA_X ", "(", ")", "{", "}", ";", ",", " = ", "1", "0x10", "1U << 3", "-", "~", "|", "enum doca_e ",
                "struct doca_s ", "typedef ", "doca_error_t doca_f(", "const struct doca_devinfo *d", "uint32_t *v", "/** @brief b */\n",
                "/**< trailing */", "/* c */", "//x\n", "\n", "extern \"C\" {", "#include <x.h>\n", "DOCA_EXPERIMENTAL ", "\"s\"", "'c'");
    }

    @Provide Arbitrary<String> headerSeeds() { return Arbitraries.of(seeds("doca-samples", ".h", "headers", 40)); }

    // --- HTML pages

    @Property(tries = 100)
    void webPageFromItsAlphabet(@ForAll("html") String text) { parse(SourceKind.WEB_PAGE, text); }

    @Property(tries = 100)
    void webPageMutatedFromRealFiles(@ForAll("htmlSeeds") String seed, @ForAll long mutation) { parse(SourceKind.WEB_PAGE, mutate(seed, mutation)); }

    @Provide Arbitrary<String> html() {
        return tokens("<html>", "<head><title>DOCA 3.0.0 page</title></head>", "<body>", "<main>", "<h1>", "</h1>", "<h2 id=\"a\">", "</h2>",
                "<p>", "</p>", "<pre>", "</pre>", "<table><tr><th>Error</th><td>x</td></tr></table>", "<ul><li>", "</li></ul>",
                "<a href=\"#x\">doca_buf_get</a>", "<nav>", "</nav>", "<div>", "</div>", "&amp;", "&#0;", "<!--", "-->", "<script>",
                "text ", "DOCA_ERROR_IO_FAILED", "<", ">", "\"");
    }

    @Provide Arbitrary<String> htmlSeeds() { return Arbitraries.of(seeds("doca-api-3.0", ".html", "web", 25)); }

    // --- the property itself

    /** Parses {@code text} as {@code kind}: it finishes or refuses with a BadInputException, within the bound. */
    private static void parse(SourceKind kind, String text) {
        assertTimeoutPreemptively(BOUND, () -> {
            Path file = write(kind, text);
            try {
                Source source = switch (kind) {
                    case SKILL_MARKDOWN -> Source.of(kind, file, "skills/doca-prop/SKILL.md", Map.of(Source.SKILL, "doca-prop"));
                    case C_HEADER -> Source.of(kind, file, "include/3.0.0058/doca_prop.h", Map.of(Source.DOCA_VERSION, "3.0.0058"));
                    default -> Source.of(kind, file, "web/prop.html", Map.of());
                };
                var sink = StreamRDFLib.dataset(DatasetGraphFactory.create());
                sink.start();
                dkg.ingest.source.SourceRegistry.standard().parserFor(kind).parse(source, sink, Problems.collecting());
                sink.finish();
            } catch (BadInputException refused) {
                // a refusal with a message is an allowed outcome
            } finally {
                Files.deleteIfExists(file);
            }
        }, () -> kind + " parse ran over " + BOUND);
    }

    private static Path write(SourceKind kind, String text) throws IOException {
        String name = switch (kind) {
            case SKILL_MARKDOWN -> "skills/doca-prop/SKILL.md";
            case C_HEADER -> "include/doca_prop.h";
            default -> "web/prop.html";
        };
        Path f = DIR.resolve("t" + Thread.currentThread().threadId()).resolve(name);
        Files.createDirectories(f.getParent());
        return Files.writeString(f, text, StandardCharsets.UTF_8);
    }

    /** Random sequences of a format's tokens, up to 400 of them. */
    private static Arbitrary<String> tokens(String... alphabet) {
        return Arbitraries.of(alphabet).list().ofMaxSize(400).map(l -> String.join("", l));
    }

    /** 1 to 8 edits of a real document: cut, duplicate, swap or insert a span, or nest a line deeply. */
    static String mutate(String seed, long randomSeed) {
        Random r = new Random(randomSeed);
        StringBuilder b = new StringBuilder(seed);
        int edits = 1 + r.nextInt(8);
        for (int i = 0; i < edits && !b.isEmpty(); i++) {
            int at = r.nextInt(b.length());
            int len = Math.min(b.length() - at, 1 + r.nextInt(200));
            switch (r.nextInt(6)) {
                case 0 -> b.delete(at, at + len);
                case 1 -> b.insert(at, b.substring(at, at + len));
                case 2 -> { int to = r.nextInt(b.length()); String span = b.substring(at, at + len); b.delete(at, at + len); b.insert(Math.min(to, b.length()), span); }
                case 3 -> b.insert(at, List.of("\n---\n", "|", "(", "<div>", "> ", "- ", "```", "\u0000", "\uFFFD", "&#x0;").get(r.nextInt(10)));
                case 4 -> b.insert(at, List.of("> ", "- ", "(", "<ul><li>").get(r.nextInt(4)).repeat(1 + r.nextInt(2000)));
                default -> b.setCharAt(at, (char) (32 + r.nextInt(0x2FFF)));
            }
        }
        return b.toString();
    }

    /**
     * Real documents to mutate: up to {@code max} files ending in {@code ext} from the corpus folder
     * when it is there, else this module's fixtures under src/test/resources/{@code fixtures}.
     */
    private static List<String> seeds(String corpusFolder, String ext, String fixtures, int max) {
        String prop = System.getProperty("doca.corpus");
        Path corpus = prop != null && !prop.isBlank() ? Path.of(prop).resolve(corpusFolder) : null;
        Path from = corpus != null && Files.isDirectory(corpus) ? corpus : Path.of("src/test/resources", fixtures);
        List<String> out = new ArrayList<>();
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.filter(f -> f.toString().endsWith(ext) && Files.isRegularFile(f)).sorted().limit(max).toList()) {
                out.add(Files.readString(p, StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (out.isEmpty()) out.add("# Empty\n");
        return out;
    }

    private static Path tempDir() {
        try {
            return Files.createTempDirectory("dkg-properties-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
