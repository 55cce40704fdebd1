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
 * @param signatures symbols both releases show with a different number of arguments
 * @param samplesRemoved samples and applications A's tree has and B's does not
 * @param samplesRenamed a sample or application of A only and one of B only whose code uses the same symbols
 * @param hints      for a symbol not seen in B: what the same file and function call at that place in B
 */
public record ReleaseChanges(String from, String to, String library, List<String> compared, List<SymbolChange> added,
                             List<SymbolChange> removed, List<SignatureChange> signatures, List<UnitChange> samplesAdded,
                             List<UnitChange> samplesRemoved, List<UnitRename> samplesRenamed, List<MigrationHint> hints) {
    public ReleaseChanges {
        signatures = List.copyOf(signatures);
        samplesRenamed = List.copyOf(samplesRenamed);
        compared = List.copyOf(compared);
        added = List.copyOf(added);
        removed = List.copyOf(removed);
        samplesAdded = List.copyOf(samplesAdded);
        samplesRemoved = List.copyOf(samplesRemoved);
        hints = List.copyOf(hints);
    }

    /** A symbol one release shows and the other does not, with the sourceRef that shows it. */
    public record SymbolChange(String symbol, String shownBy, String evidence) {}

    /**
     * A symbol whose argument count differs between the two releases.
     *
     * @param fromArgs   arguments in A
     * @param fromShownBy {@code samples' calls} or {@code API signature}
     * @param before     a call (or the definition) in A with that many arguments
     * @param toArgs     arguments in B
     * @param toShownBy  as {@code fromShownBy}, for B
     * @param after      a call (or the definition) in B
     */
    public record SignatureChange(String symbol, int fromArgs, String fromShownBy, String before, int toArgs, String toShownBy, String after) {}

    /**
     * A sample or application of A only matched to one of B only by the symbols their code uses.
     *
     * @param similarity weighted Jaccard of the two units' symbol uses, 0..1
     * @param before     a file of the unit in A
     * @param after      a file of the unit in B
     */
    public record UnitRename(String kind, String name, String newName, double similarity, String before, String after) {}

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
