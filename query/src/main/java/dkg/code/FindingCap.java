package dkg.code;

import java.util.function.Consumer;

/** Passes on at most {@code max} findings of one rule, then stops the rule by throwing {@link Reached}. */
final class FindingCap implements Consumer<CheckReport.Finding> {
    /** Thrown at the finding past the bound; the rule's remaining work is skipped. */
    static final class Reached extends RuntimeException {
        Reached() { super(null, null, false, false); }
    }

    private final int max;
    private final Consumer<CheckReport.Finding> out;
    private int count;

    FindingCap(int max, Consumer<CheckReport.Finding> out) {
        this.max = max;
        this.out = out;
    }

    @Override
    public void accept(CheckReport.Finding f) {
        if (count == max) throw new Reached();
        count++;
        out.accept(f);
    }
}
