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
