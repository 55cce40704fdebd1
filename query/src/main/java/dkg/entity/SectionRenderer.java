package dkg.entity;

import dkg.vocab.DKG.Nodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.apache.jena.graph.Graph;
import org.apache.jena.graph.Node;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.Document;
import org.commonmark.node.Heading;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Entities;
import org.jsoup.safety.Safelist;

/**
 * Renders one section for reading: the Markdown between its heading and the next heading of the same
 * or a higher level, from the source file under a recorded source root, as HTML cleaned by jsoup's
 * relaxed safelist (so a document cannot inject script into the page). Sections of other sources,
 * or whose file is gone, show the text the graph keeps.
 */
public final class SectionRenderer {
    private static final List<org.commonmark.Extension> EXTENSIONS = List.of(TablesExtension.create());
    private static final Parser MARKDOWN = Parser.builder().extensions(EXTENSIONS).build();
    // raw HTML in a skill file is shown as text, then everything is cleaned once more
    private static final HtmlRenderer HTML = HtmlRenderer.builder().extensions(EXTENSIONS).escapeHtml(true).build();

    private SectionRenderer() {}

    static SectionView render(Graph g, Node section, List<Path> roots) {
        String title = EntityQueries.label(g, section);
        String ref = EntityQueries.firstLiteral(g, section, Nodes.sourceRef);
        String headingPath = EntityQueries.firstLiteral(g, section, Nodes.headingPath);
        String levelText = EntityQueries.firstLiteral(g, section, Nodes.headingLevel);
        Node doc = object(g, section, Nodes.inDocument);
        String key = doc == null ? null : EntityQueries.firstLiteral(g, doc, Nodes.sourcePath);
        if (key != null && key.endsWith(".md") && levelText != null) {
            Optional<String> html = locate(roots, key).flatMap(p -> markdownSection(p, title, Integer.parseInt(levelText.strip())));
            if (html.isPresent()) return new SectionView(section.getURI(), title, ref, headingPath, html.get(), true);
        }
        String text = EntityQueries.firstLiteral(g, section, Nodes.text);
        String html = text == null ? "" : "<p>" + Entities.escape(text) + "</p>";
        return new SectionView(section.getURI(), title, ref, headingPath, clean(html), false);
    }

    private static Optional<String> markdownSection(Path file, String title, int level) {
        String md;
        try {
            md = Files.readString(file);
        } catch (IOException e) {
            return Optional.empty();
        }
        org.commonmark.node.Node root = MARKDOWN.parse(md);
        Document body = new Document();
        boolean inside = false;
        for (org.commonmark.node.Node n = root.getFirstChild(); n != null; ) {
            org.commonmark.node.Node next = n.getNext();
            if (n instanceof Heading h) {
                if (inside && h.getLevel() <= level) break;
                if (!inside && h.getLevel() == level && title.equals(headingText(h))) { inside = true; n = next; continue; }
            }
            if (inside) body.appendChild(n);
            n = next;
        }
        return inside ? Optional.of(clean(HTML.render(body))) : Optional.empty();
    }

    private static String clean(String html) {
        return Jsoup.clean(html, Safelist.relaxed().removeTags("img"));
    }

    private static String headingText(Heading h) {
        StringBuilder sb = new StringBuilder();
        h.accept(new AbstractVisitor() {
            @Override public void visit(Text t) { sb.append(t.getLiteral()); }
            @Override public void visit(Code c) { sb.append(c.getLiteral()); }
        });
        return sb.toString().strip();
    }

    /** The file {@code key} under one of the recorded roots, never outside it. */
    private static Optional<Path> locate(List<Path> roots, String key) {
        for (Path root : roots) {
            try {
                Path candidate = root.resolve(key).normalize();
                if (candidate.startsWith(root.normalize()) && Files.isRegularFile(candidate)
                        && candidate.toRealPath().startsWith(root.toRealPath())) return Optional.of(candidate);
            } catch (IOException | InvalidPathException e) {
                // root gone or unreadable: try the next
            }
        }
        return Optional.empty();
    }

    private static Node object(Graph g, Node s, Node p) {
        var it = g.find(s, p, Node.ANY);
        try {
            return it.hasNext() ? it.next().getObject() : null;
        } finally {
            org.apache.jena.atlas.iterator.Iter.close(it);
        }
    }
}
