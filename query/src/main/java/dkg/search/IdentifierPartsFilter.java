package dkg.search;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import org.apache.lucene.analysis.TokenFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.PositionIncrementAttribute;

/**
 * Index side of identifier matching: keeps tokens that contain {@code _} (C identifiers such as
 * {@code doca_error_not_permitted}) and adds, at the same position, every contiguous run of their
 * {@code _}-separated parts ({@code not_permitted}, {@code error_not}, {@code permitted}, ...).
 * A query identifier, kept whole, then matches as a single term inside a longer name:
 * {@code NOT_PERMITTED} finds {@code DOCA_ERROR_NOT_PERMITTED}, {@code doca_dma_task_memcpy} finds
 * {@code doca_dma_task_memcpy_alloc_init}. Names with more than {@value #MAX_PARTS} parts add only
 * runs up to that length, bounding the token count.
 */
public final class IdentifierPartsFilter extends TokenFilter {
    static final int MAX_PARTS = 8;

    private final CharTermAttribute term = addAttribute(CharTermAttribute.class);
    private final PositionIncrementAttribute posInc = addAttribute(PositionIncrementAttribute.class);
    private final Deque<String> pending = new ArrayDeque<>();
    private State current;

    public IdentifierPartsFilter(TokenStream in) { super(in); }

    @Override
    public boolean incrementToken() throws IOException {
        if (!pending.isEmpty()) {
            restoreState(current);
            term.setEmpty().append(pending.poll());
            posInc.setPositionIncrement(0);
            return true;
        }
        int skipped = 0;
        while (input.incrementToken()) {
            String t = term.toString();
            if (t.indexOf('_') < 0) { skipped += posInc.getPositionIncrement(); continue; }
            String[] parts = java.util.Arrays.stream(t.split("_")).filter(p -> !p.isEmpty()).toArray(String[]::new);
            for (int len = Math.min(parts.length, MAX_PARTS); len >= 1; len--) {
                for (int i = 0; i + len <= parts.length; i++) {
                    String run = String.join("_", java.util.Arrays.copyOfRange(parts, i, i + len));
                    if (!run.equals(t)) pending.add(run);
                }
            }
            posInc.setPositionIncrement(posInc.getPositionIncrement() + skipped);
            current = captureState();
            return true;
        }
        return false;
    }

    @Override
    public void reset() throws IOException {
        super.reset();
        pending.clear();
        current = null;
    }
}
