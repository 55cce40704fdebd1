package dkg.releases;

import dkg.kg.Generation;
import dkg.samples.Samples;

/** A symbol's history over a store's code catalogue. */
public final class Histories {
    private Histories() {}

    /** What the ingested releases show of {@code symbol}: presence, argument counts, migration hints. */
    public static SymbolHistory of(Generation g, String symbol) {
        dkg.error.Check.notBlank(symbol, "symbol");
        return HistoryFinder.of(Samples.code(g).catalog(), symbol.strip());
    }
}
