package dkg.ingest.parse.md;

import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TableRow;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Block;
import org.commonmark.node.Code;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.HtmlBlock;
import org.commonmark.node.HtmlInline;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.ListItem;
import org.commonmark.node.Node;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.Text;

/**
 * The text a reader sees in a commonmark node, markup removed: emphasis and link syntax drop out
 * (link text stays, the URL does not), code keeps its literal, soft breaks become spaces, blocks
 * are separated by a blank line and table cells by {@code " | "}.
 *
 * <p>Stateless; {@link #of} is thread-safe.
 */
public final class PlainText {
    private PlainText() {}

    /** Plain text of {@code node} and its children, stripped. */
    public static String of(Node node) {
        Collector c = new Collector();
        node.accept(c);
        return c.out.toString().replaceAll("[ \\t]+\\n", "\n").replaceAll("\\n{3,}", "\n\n").strip();
    }

    /** Plain text of a run of sibling blocks, from {@code first} up to (not including) {@code end}. */
    public static String ofRange(Node first, Node end) {
        StringBuilder b = new StringBuilder();
        for (Node n = first; n != null && n != end; n = n.getNext()) {
            String t = of(n);
            if (t.isEmpty()) continue;
            if (!b.isEmpty()) b.append("\n\n");
            b.append(t);
        }
        return b.toString();
    }

    private static final class Collector extends AbstractVisitor {
        final StringBuilder out = new StringBuilder();

        @Override public void visit(Text text) { out.append(text.getLiteral()); }
        @Override public void visit(Code code) { out.append(code.getLiteral()); }
        @Override public void visit(SoftLineBreak b) { out.append(' '); }
        @Override public void visit(HardLineBreak b) { out.append('\n'); }
        @Override public void visit(HtmlInline html) { /* tags are markup */ }
        @Override public void visit(HtmlBlock html) { /* comments and tags are markup */ }
        @Override public void visit(FencedCodeBlock code) { blockBreak(); out.append(code.getLiteral().strip()); }
        @Override public void visit(IndentedCodeBlock code) { blockBreak(); out.append(code.getLiteral().strip()); }

        @Override public void visit(ListItem item) {
            blockBreak();
            out.append("- ");
            int mark = out.length();
            visitChildren(item);
            // a list item's paragraphs read as one line
            String inner = out.substring(mark).strip().replace("\n\n", " ");
            out.setLength(mark);
            out.append(inner);
        }

        @Override protected void visitChildren(Node parent) {
            for (Node n = parent.getFirstChild(); n != null; n = n.getNext()) {
                if (n instanceof TableCell && n.getPrevious() != null) out.append(" | ");
                if (n instanceof TableRow) out.append('\n');
                else if (n instanceof Block && !(n instanceof ListItem) && !(n instanceof TableCell)) blockBreak();
                n.accept(this);
            }
        }

        private void blockBreak() {
            if (out.isEmpty() || endsWith("\n\n")) return;
            out.append(endsWith("\n") ? "\n" : "\n\n");
        }

        private boolean endsWith(String s) {
            int n = out.length(), k = s.length();
            return n >= k && out.substring(n - k).equals(s);
        }
    }
}
