package dkg.ingest.parse.web;

import dkg.ingest.emit.Minter;
import dkg.ingest.parse.Problems;
import dkg.ingest.parse.SourceParser;
import dkg.ingest.source.Source;
import dkg.vocab.DKG.Nodes;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.jena.graph.Node;
import org.apache.jena.riot.system.StreamRDF;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * Reads a page of DOCA's public documentation site (a programming guide such as "DOCA DMA") into a
 * Document with Sections.
 *
 * <p>Main content only: the first of {@code main}, {@code article}, {@code [role=main]},
 * {@code #main-content}, {@code .wiki-content}, {@code .content}, else {@code body}, with
 * {@code nav, header, footer, aside, script, style} and sidebar/TOC/breadcrumb blocks removed.
 * Each heading {@code h1..h6} starts a Section: anchor from the heading's {@code id} (or an
 * {@code a[id|name]} inside it, or the GitHub-style slug of its text), {@code dkg:headingLevel},
 * {@code dkg:headingPath}, {@code dkg:parentSection}, {@code dkg:text} (paragraphs, list items, table
 * rows as "cell | cell", code blocks as written) and {@code dkg:mentions} of every DOCA symbol named
 * in it ({@code doca_*}, {@code DOCA_*}). The DOCA release comes from the {@link Source#DOCA_VERSION}
 * attribute, else the URL ({@code /doca/archive/3-0-0/} → {@code 3.0.0}), else the title
 * ({@code DOCA ... v3.0.0}); the page is recorded without one when none is found. Stateless, thread-safe.
 */
public final class WebPageParser implements SourceParser {

    private static final String[] MAIN = {"main", "article", "[role=main]", "#main-content", ".wiki-content", "div.content", "#content"};
    private static final String CHROME = "nav, header, footer, aside, script, style, noscript, form, "
            + ".sidebar, .side-nav, .toc, #toc, .breadcrumb, .breadcrumbs, [role=navigation], [aria-hidden=true]";
    private static final Pattern SYMBOL = Pattern.compile("\\b(doca_[a-z0-9_]*[a-z0-9]|DOCA_[A-Z0-9_]*[A-Z0-9])\\b");
    private static final Pattern URL_VERSION = Pattern.compile("/doca/archive/(\\d+)-(\\d+)-(\\d+)(?:-(\\d+))?/");
    private static final Pattern TITLE_VERSION = Pattern.compile("(?i)\\bDOCA\\b.*?\\bv?(\\d+\\.\\d+\\.\\d+(?:\\.\\d+)?)\\b");

    @Override
    public void parse(Source source, StreamRDF sink, Problems problems) {
        Document doc;
        try {
            String base = source.attribute(Source.URL) == null ? "" : source.attribute(Source.URL);
            doc = Jsoup.parse(new java.io.ByteArrayInputStream(source.readBytes()), null, base);
        } catch (IOException e) {
            throw problems.fatal(source.key(), "cannot read web page: " + e.getMessage());
        }
        dkg.ingest.parse.NestingLimit.check(source, dkg.ingest.parse.NestingLimit.depthOf(doc), "HTML elements are");
        Minter m = new Minter(source, sink);
        String title = doc.title().strip();
        m.declareDocument(title.isEmpty() ? source.key() : title, doc.select("html").attr("lang").isBlank() ? "en" : doc.select("html").attr("lang"), null);
        String version = version(source, title);
        if (version == null) problems.warning(source.key(), "no DOCA version in the URL, title or source; the page is recorded without one");
        m.literal(m.document(), Nodes.docaVersion, version);
        if (source.attribute(Source.URL) != null) m.triple(m.document(), Nodes.source, Minter.uri(source.attribute(Source.URL)));

        Element main = null;
        for (String sel : MAIN) if ((main = doc.selectFirst(sel)) != null) break;
        if (main == null) main = doc.body();
        main.select(CHROME).remove();
        new Walk(m, source.key(), problems).run(main);
    }

    /** The DOCA release of the page, or null. */
    static String version(Source source, String title) {
        String v = source.attribute(Source.DOCA_VERSION);
        if (v != null && !v.isBlank()) return v;
        String url = source.attribute(Source.URL) != null ? source.attribute(Source.URL) : source.key();
        Matcher u = URL_VERSION.matcher(url);
        if (u.find()) return u.group(1) + "." + u.group(2) + "." + u.group(3) + (u.group(4) == null ? "" : "." + u.group(4));
        Matcher t = TITLE_VERSION.matcher(title);
        return t.find() ? t.group(1) : null;
    }

    /** Walks the main content in document order, one Section per heading. */
    private static final class Walk {
        final Minter m;
        final String key;
        final Deque<Object[]> open = new ArrayDeque<>(); // {level, node, title}
        final Map<String, Integer> slugs = new HashMap<>();
        final Set<String> used = new java.util.HashSet<>();
        final Problems problems;
        StringBuilder text = new StringBuilder();
        Set<String> mentions = new LinkedHashSet<>();
        Node current;
        int order;

        Walk(Minter m, String key, Problems problems) {
            this.m = m;
            this.problems = problems;
            this.key = key;
            this.current = m.document();
        }

        void run(Element main) {
            visit(main);
            flush();
        }

        void visit(Element el) {
            for (Element c : el.children()) {
                String tag = c.normalName();
                if (tag.matches("h[1-6]")) heading(c, tag.charAt(1) - '0');
                else if (tag.equals("pre")) block(c.wholeText());
                else if (tag.equals("table")) table(c);
                else if (tag.equals("p") || tag.equals("li") || tag.equals("dt") || tag.equals("dd") || tag.equals("blockquote")) {
                    block(c.text());
                    for (Element h : c.select("h1, h2, h3, h4, h5, h6")) heading(h, h.normalName().charAt(1) - '0');
                } else visit(c);
            }
            // text directly in a container (no element around it)
            String own = el.ownText().strip();
            if (!own.isEmpty() && !el.normalName().matches("h[1-6]|pre|table")) block(own);
        }

        void heading(Element h, int level) {
            flush();
            String title = h.text().strip();
            String anchor = h.id();
            if (anchor.isEmpty()) {
                Element a = h.selectFirst("a[id], a[name]");
                if (a != null) anchor = a.id().isEmpty() ? a.attr("name") : a.id();
            }
            if (anchor.isEmpty()) anchor = slug(title);
            if (!used.add(anchor)) {
                // two headings with one id would merge into one Section: keep both, and say so
                String dup = anchor;
                for (int n = 1; !used.add(anchor = dup + "-" + n); n++) { }
                problems.warning(key + "#" + dup, "the anchor '" + dup + "' is used by more than one heading; the repeat is recorded as #" + anchor);
            }
            while (!open.isEmpty() && (int) open.peek()[0] >= level) open.pop();
            Node parent = open.isEmpty() ? null : (Node) open.peek()[1];
            StringBuilder path = new StringBuilder();
            open.descendingIterator().forEachRemaining(o -> path.append(o[2]).append(" > "));
            current = m.enterSection(anchor);
            m.triple(current, Nodes.type, Nodes.Section);
            m.triple(current, Nodes.inDocument, m.document());
            if (parent != null) m.triple(current, Nodes.parentSection, parent);
            m.literal(current, Nodes.anchor, anchor);
            m.literal(current, Nodes.sourceRef, key + "#" + anchor);
            m.literal(current, Nodes.title, title);
            m.literal(current, Nodes.headingPath, path + title);
            m.integer(current, Nodes.headingLevel, level);
            m.integer(current, Nodes.order, order++);
            open.push(new Object[] {level, current, title});
            mentions(title);
        }

        void table(Element t) {
            for (Element row : t.select("tr")) {
                StringBuilder b = new StringBuilder();
                for (Element cell : row.select("th, td")) {
                    if (b.length() > 0) b.append(" | ");
                    b.append(cell.text().strip());
                }
                block(b.toString());
            }
        }

        void block(String s) {
            if (s == null || s.isBlank()) return;
            text.append(s.strip()).append('\n');
            mentions(s);
        }

        void mentions(String s) {
            Matcher x = SYMBOL.matcher(s);
            while (x.find()) mentions.add(x.group(1));
        }

        void flush() {
            if (current != m.document() || text.length() > 0) {
                m.literal(current, Nodes.text, text.toString());
                for (String s : mentions) m.triple(current, Nodes.mentions, Minter.symbol(s));
            }
            text = new StringBuilder();
            mentions = new LinkedHashSet<>();
        }

        /** GitHub-style anchor: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2. */
        String slug(String title) {
            String s = title.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "").strip().replace(' ', '-');
            int n = slugs.merge(s, 1, Integer::sum);
            return n == 1 ? s : s + "-" + (n - 1);
        }
    }
}
