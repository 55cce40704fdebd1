package dkg.code;

import java.util.List;

/**
 * What {@code doca-kg changes --from A --to B} answers: what the ingested sources of two releases
 * show differently. Each fact carries its evidence; "not seen in B" means the sources of B compared
 * here do not show it, not that DOCA removed it.
 *
 * @param from       the older release, as ingested
 * @param to         the newer release, as ingested
 * @param library    the library asked for ({@code doca-dma}), or null for all
 * @param compared   what was compared: {@code samples} (call sites), {@code api} (definitions), or both
 * @param added      symbols B's sources show and A's do not
 * @param removed    symbols A's sources show and B's do not
 * @param samplesAdded   samples and applications B's tree has and A's does not
 * @param samplesRemoved samples and applications A's tree has and B's does not
 * @param hints      for a symbol not seen in B: what the same file and function call at that place in B
 */
public record ReleaseChanges(String from, String to, String library, List<String> compared, List<SymbolChange> added,
                             List<SymbolChange> removed, List<UnitChange> samplesAdded, List<UnitChange> samplesRemoved,
                             List<MigrationHint> hints) {
    public ReleaseChanges {
        compared = List.copyOf(compared);
        added = List.copyOf(added);
        removed = List.copyOf(removed);
        samplesAdded = List.copyOf(samplesAdded);
        samplesRemoved = List.copyOf(samplesRemoved);
        hints = List.copyOf(hints);
    }

    /** A symbol one release shows and the other does not, with the sourceRef that shows it. */
    public record SymbolChange(String symbol, String shownBy, String evidence) {}

    /** A sample or application ({@code kind}) present in one tree only, with a file of it as evidence. */
    public record UnitChange(String kind, String name, String evidence) {}

    /**
     * Where {@code symbol} was called in A, the same file and function call {@code instead} in B.
     *
     * @param before the call site in A
     * @param after  the call site in B
     */
    public record MigrationHint(String symbol, String instead, String before, String after) {}
}
