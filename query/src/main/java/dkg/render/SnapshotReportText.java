package dkg.render;

import dkg.housekeeping.SnapshotReport;

/** {@code doca-kg snapshot}: which generation went where, and how big it is. */
final class SnapshotReportText implements TextRenderer<SnapshotReport> {
    @Override
    public String text(SnapshotReport r) {
        return String.format(java.util.Locale.ROOT, "snapshot of generation %d: %d files, %.1f MB of store in %s (%.1f MB)%n",
                r.generation(), r.files(), r.storeBytes() / 1e6, r.archive(), r.archiveBytes() / 1e6);
    }
}
