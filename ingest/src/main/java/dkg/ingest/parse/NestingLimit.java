package dkg.ingest.parse;

import dkg.ingest.source.IngestLimits;
import dkg.ingest.source.Source;

/**
 * Refuses a document nested deeper than {@link IngestLimits#maxNestingDepth}: the tree walks of
 * the parsers recurse, and 5,000 nested lists or 100,000 nested quotes would blow the stack. The
 * depth is measured without recursion before any walk starts.
 */
public final class NestingLimit {
    private NestingLimit() {}

    /** Throws {@link IngestException} when {@code depth} is over the limit; {@code what} names the nesting ("Markdown blocks"). */
    public static void check(Source source, int depth, String what) {
        int max = IngestLimits.current().maxNestingDepth();
        if (depth > max) {
            throw new IngestException("cannot ingest " + source.key() + ": " + what + " nested " + depth
                    + " deep, over the limit of " + max + " (raise -D" + IngestLimits.NESTING_DEPTH + " if the document is real)");
        }
    }

    /**
     * Refuses Markdown whose lines open more containers than the limit allows, before commonmark
     * parses it: 5,000 lines indented ever deeper cost commonmark time in the square of the depth.
     * A line's leading markup (spaces, tabs, {@code >}, list markers followed by a space) is
     * counted; two characters of it per level is the least any nesting takes, so more than twice
     * the limit plus a margin cannot be within it.
     */
    public static void checkMarkdownLines(Source source, String text) {
        int max = IngestLimits.current().maxNestingDepth();
        int allowed = 4 * max + 16;
        int lineStart = 0;
        int n = text.length();
        while (lineStart < n) {
            int i = lineStart;
            int width = 0;
            while (i < n && width <= allowed) {
                char c = text.charAt(i);
                if (c == ' ' || c == '>' ) { i++; width++; }
                else if (c == '\t') { i++; width += 4; }
                else if ((c == '-' || c == '*' || c == '+') && i + 1 < n && text.charAt(i + 1) == ' ') { i += 2; width += 2; }
                else if (Character.isDigit(c)) {
                    int j = i;
                    while (j < n && j - i < 9 && Character.isDigit(text.charAt(j))) j++;
                    if (j + 1 < n && (text.charAt(j) == '.' || text.charAt(j) == ')') && text.charAt(j + 1) == ' ') { width += j + 2 - i; i = j + 2; }
                    else break;
                } else break;
            }
            if (width > allowed) {
                throw new IngestException("cannot ingest " + source.key() + ": Markdown blocks are nested deeper than the limit of " + max
                        + " (a line opens " + width + " characters of indentation, quote and list markers; raise -D"
                        + IngestLimits.NESTING_DEPTH + " if the document is real)");
            }
            int eol = text.indexOf('\n', i);
            lineStart = eol < 0 ? n : eol + 1;
        }
    }

    /** The depth of a commonmark tree, walked with an explicit stack. */
    public static int depthOf(org.commonmark.node.Node root) {
        int max = 0;
        java.util.ArrayDeque<Object[]> stack = new java.util.ArrayDeque<>();
        stack.push(new Object[] {root, 0});
        while (!stack.isEmpty()) {
            Object[] top = stack.pop();
            int d = (int) top[1];
            max = Math.max(max, d);
            for (org.commonmark.node.Node c = ((org.commonmark.node.Node) top[0]).getFirstChild(); c != null; c = c.getNext())
                stack.push(new Object[] {c, d + 1});
        }
        return max;
    }

    /** The depth of a jsoup tree ({@code NodeTraversor} walks without recursion). */
    public static int depthOf(org.jsoup.nodes.Node root) {
        int[] max = {0};
        org.jsoup.select.NodeTraversor.traverse((node, depth) -> { if (depth > max[0]) max[0] = depth; }, root);
        return max[0];
    }
}
