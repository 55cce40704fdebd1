package dkg.releases;

import dkg.code.ReleaseChanges;
import dkg.code.ReleaseHistories;
import dkg.code.StatedChange;
import java.util.List;

/**
 * What the ingested releases show of one symbol, oldest release first. "Not seen" after the last
 * release that shows it is not "removed": the sources compared may simply not use it.
 *
 * @param symbol     the exact name
 * @param releases   every ingested release, each with how it shows the symbol or that it does not
 * @param first      the oldest release showing it, or null when none does
 * @param last       the newest release showing it, or null
 * @param signatures where the argument count changes from one release showing it to the next
 * @param migration  when it stops appearing before the newest tree: what the same places call in the
 *                   next tree instead, each hint naming both call sites
 * @param migrationTo the tree the migration hints point into, or null when there are none
 * @param stated     release changes the skills state that cover the symbol's name (a library rename)
 */
public record SymbolHistory(String symbol, List<Entry> releases, String first, String last, List<ReleaseHistories.ArityStep> signatures,
                            List<ReleaseChanges.MigrationHint> migration, String migrationTo, List<StatedChange> stated) {
    public SymbolHistory {
        releases = List.copyOf(releases);
        signatures = List.copyOf(signatures);
        migration = List.copyOf(migration);
        stated = List.copyOf(stated);
    }

    /**
     * One release.
     *
     * @param release  the release as ingested
     * @param shownBy  {@code defined}, {@code in-signature}, {@code used-by-samples}, or null when not seen
     * @param evidence the sourceRef that shows it, or null
     * @param args     the argument count this release shows, or null
     */
    public record Entry(String release, String shownBy, String evidence, Integer args) {}

    /** True when some ingested release shows the symbol. */
    public boolean seen() { return first != null; }
}
