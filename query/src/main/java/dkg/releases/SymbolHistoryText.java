package dkg.releases;

import dkg.render.TextRenderer;
import java.util.ArrayList;
import java.util.List;

/** A symbol's history: one line per release, then argument-count changes, migration hints and stated renames. */
public final class SymbolHistoryText implements TextRenderer<SymbolHistory> {
    @Override
    public String text(SymbolHistory h) {
        StringBuilder b = new StringBuilder(h.symbol()).append(" across the ingested DOCA releases\n");
        for (SymbolHistory.Entry e : h.releases()) {
            b.append("  ").append(e.release()).append(": ");
            if (e.shownBy() == null) b.append("not seen in its ingested sources");
            else b.append(says(e.shownBy())).append(e.args() == null ? "" : ", " + e.args() + (e.args() == 1 ? " argument" : " arguments")).append(" (").append(e.evidence()).append(')');
            b.append('\n');
        }
        if (!h.seen()) b.append("  not seen in any ingested release\n");
        for (String line : changes(h)) b.append("  ").append(line).append('\n');
        return b.toString();
    }

    /** The lines describe adds to its release notes: argument-count changes, migration hints, stated renames. */
    public static List<String> changes(SymbolHistory h) {
        List<String> out = new ArrayList<>();
        for (var s : h.signatures())
            out.add("DOCA " + s.from() + " -> " + s.to() + ": " + s.change().fromArgs() + " -> " + s.change().toArgs() + " arguments ("
                    + s.change().fromShownBy() + ": " + s.change().before() + "; " + s.change().toShownBy() + ": " + s.change().after() + ")");
        for (var m : h.migration())
            out.add("not seen in DOCA " + h.migrationTo() + "; where " + h.last() + " called it, " + h.migrationTo() + " calls " + m.instead()
                    + " (" + m.before() + " -> " + m.after() + ")");
        for (var f : h.stated()) out.add("the skills state: " + f.says());
        return out;
    }

    private static String says(String shownBy) {
        return switch (shownBy) {
            case "defined" -> "the API defines it";
            case "in-signature" -> "the API names it in a signature";
            default -> "samples use it";
        };
    }
}
