package dkg.render;

import dkg.housekeeping.StoreStatus;

/** {@code doca-kg status}: the store, its state, what it holds by source, and who holds it. */
final class StoreStatusText implements TextRenderer<StoreStatus> {
    @Override
    public String text(StoreStatus s) {
        StringBuilder b = new StringBuilder();
        b.append("store     ").append(s.store()).append('\n');
        switch (s.state()) {
            case "missing" -> b.append("state     missing: nothing there yet; run doca-kg ingest\n");
            case "empty" -> b.append("state     empty (generation ").append(s.generation()).append("); run doca-kg ingest\n");
            case "held" -> b.append("state     held by another process; counts unknown here\n");
            default -> b.append("state     ready, generation ").append(s.generation()).append('\n');
        }
        if (s.holder() != null) {
            StoreStatus.Holder h = s.holder();
            b.append("held by   pid ").append(h.pid());
            if (h.serves() != null) b.append(", ").append(h.serves());
            if (h.since() != null) b.append(", since ").append(h.since());
            b.append("  (from ").append(h.via()).append(")\n");
            if (h.command() != null) b.append("          ").append(h.command()).append('\n');
        }
        if (s.documents() >= 0 && !"missing".equals(s.state())) {
            b.append(String.format("contents  %,d documents, %,d quads%n", s.documents(), s.quads()));
        }
        b.append(String.format("size      %s on disk (download cache excluded)%n", human(s.bytes())));
        if (!s.sources().isEmpty()) {
            b.append("sources:\n");
            b.append(String.format("  %-10s %-12s %9s  %-20s  %s%n", "SOURCE", "VERSION", "DOCUMENTS", "LAST INGESTED", "FORGET WITH"));
            for (StoreStatus.SourceSummary x : s.sources()) {
                b.append(String.format("  %-10s %-12s %,9d  %-20s  %s%n", x.source(), x.version() == null ? "-" : x.version(),
                        x.documents(), x.lastIngested() == null ? "-" : x.lastIngested(), x.forget()));
            }
        }
        return b.toString();
    }

    static String human(long bytes) {
        if (bytes < 1024) return bytes + " B";
        if (bytes < 1024 * 1024) return String.format("%.1f KB", bytes / 1024.0);
        if (bytes < 1024L * 1024 * 1024) return String.format("%.1f MB", bytes / (1024.0 * 1024));
        return String.format("%.2f GB", bytes / (1024.0 * 1024 * 1024));
    }
}
