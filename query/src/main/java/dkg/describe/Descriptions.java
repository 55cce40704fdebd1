package dkg.describe;

import dkg.kg.BoundedMemo;
import dkg.kg.Generation;
import dkg.releases.Histories;
import java.util.ArrayList;
import java.util.List;

/** Describes DOCA symbols over a store, remembering each answer for the generation. */
public final class Descriptions {
    private Descriptions() {}

    private static final Generation.Slot<BoundedMemo<SymbolRequest, SymbolDescription>> ANSWERS =
            Generation.Slot.of("descriptions", g -> new BoundedMemo<>(4096));

    /**
     * One symbol as an API source defines it, with the sections that mention it.
     *
     * @param docaVersion a DOCA release, or null for the default choice (see {@link dkg.code.ApiVersions})
     * @throws dkg.error.BadInputException for an unknown symbol (with close matches) or release
     */
    public static SymbolDescription describe(Generation g, String symbol, String docaVersion) {
        return describe(g, new SymbolRequest(symbol, null, docaVersion));
    }

    /** {@link #describe(Generation, String, String)} for a checked request (its library is not used). */
    public static SymbolDescription describe(Generation g, SymbolRequest r) {
        SymbolRequest key = new SymbolRequest(r.name(), null, r.docaVersion());
        return g.get(ANSWERS).get(key, () -> withHistory(g, g.read(d -> SymbolDescriber.describe(d, r.name(), r.docaVersion()))));
    }

    /**
     * A description with the release changes the code catalogue shows (argument counts, migration
     * hints, stated renames) added to its release notes: only when the samples show the symbol,
     * since the notes are about them, and only from a catalogue already derived, so a cold describe
     * reads no call sites.
     */
    private static SymbolDescription withHistory(Generation g, SymbolDescription d) {
        if (d.versionNotes().isEmpty() || dkg.samples.Samples.pending(g)) return d;
        List<String> more = dkg.releases.SymbolHistoryText.changes(Histories.of(g, d.symbol()));
        if (more.isEmpty()) return d;
        List<String> notes = new ArrayList<>(d.versionNotes());
        notes.addAll(more);
        return d.withCode(d.examples(), notes);
    }
}
