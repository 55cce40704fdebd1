package dkg.render;

import dkg.code.ReleaseChanges;

/** {@code changes}: symbols and samples added and removed between two releases, each with its evidence. */
public final class ReleaseChangesText implements TextRenderer<ReleaseChanges> {
    @Override
    public String text(ReleaseChanges c) {
        StringBuilder b = new StringBuilder();
        b.append("DOCA ").append(c.from()).append(" -> ").append(c.to())
                .append(c.library() == null ? "" : ", library " + c.library())
                .append(" (compared: ").append(String.join(" and ", c.compared().stream()
                        .map(k -> k.equals("api") ? "API definitions" : "samples' call sites").toList())).append(")\n");
        b.append("Symbols seen only in ").append(c.to()).append(" (").append(c.added().size()).append("):\n");
        for (var s : c.added()) b.append("  + ").append(s.symbol()).append("  ").append(s.shownBy()).append(": ").append(s.evidence()).append('\n');
        b.append("Symbols not seen in ").append(c.to()).append("'s sources (").append(c.removed().size()).append("; not seen is not removed):\n");
        for (var s : c.removed()) b.append("  - ").append(s.symbol()).append("  ").append(s.shownBy()).append(" in ").append(c.from()).append(": ").append(s.evidence()).append('\n');
        if (!c.signatures().isEmpty()) {
            b.append("Symbols called with a different number of arguments (").append(c.signatures().size()).append("):\n");
            for (var g : c.signatures())
                b.append("  ~ ").append(g.symbol()).append("  ").append(g.fromArgs()).append(" -> ").append(g.toArgs()).append(" arguments  ")
                        .append(g.fromShownBy()).append(": ").append(g.before()).append(" -> ").append(g.toShownBy()).append(": ").append(g.after()).append('\n');
        }
        if (!c.hints().isEmpty()) {
            b.append("Where a vanished call's place calls something else (").append(c.hints().size()).append("):\n");
            for (var h : c.hints()) b.append("  ").append(h.symbol()).append(" -> ").append(h.instead()).append("  ").append(h.before()).append(" -> ").append(h.after()).append('\n');
        }
        b.append("Samples and applications added (").append(c.samplesAdded().size()).append("):\n");
        for (var u : c.samplesAdded()) b.append("  + ").append(u.kind()).append(' ').append(u.name()).append("  ").append(u.evidence()).append('\n');
        b.append("Samples and applications removed (").append(c.samplesRemoved().size()).append("):\n");
        for (var u : c.samplesRemoved()) b.append("  - ").append(u.kind()).append(' ').append(u.name()).append("  ").append(u.evidence()).append('\n');
        if (!c.samplesRenamed().isEmpty()) {
            b.append("Samples and applications renamed (").append(c.samplesRenamed().size()).append("; matched by the symbols their code uses):\n");
            for (var u : c.samplesRenamed())
                b.append("  ").append(u.kind()).append(' ').append(u.name()).append(" -> ").append(u.newName())
                        .append(String.format(java.util.Locale.ROOT, "  %.0f%% alike  ", u.similarity() * 100))
                        .append(u.before()).append(" -> ").append(u.after()).append('\n');
        }
        return b.toString();
    }
}
