package dkg.render;

import dkg.lint.LintReport;

/** Undefined symbols with a few mentions each, broken links, links into documents not stored. */
final class LintText implements TextRenderer<LintReport> {
    private static final int SHOWN_MENTIONS = 3;

    @Override
    public String text(LintReport r) {
        StringBuilder b = new StringBuilder();
        if (!r.undefinedSymbols().isEmpty()) b.append("Undefined symbols (").append(r.undefinedSymbols().size()).append("):\n");
        for (LintReport.UndefinedSymbol s : r.undefinedSymbols()) {
            b.append("  ").append(s.symbol()).append('\n');
            s.mentionedIn().stream().limit(SHOWN_MENTIONS).forEach(m -> b.append("    ").append(m.source()).append('\n'));
            if (s.mentionedIn().size() > SHOWN_MENTIONS) b.append("    (+").append(s.mentionedIn().size() - SHOWN_MENTIONS).append(" more)\n");
        }
        if (!r.brokenLinks().isEmpty()) b.append("Broken links (").append(r.brokenLinks().size()).append("):\n");
        for (LintReport.Link l : r.brokenLinks()) b.append("  ").append(l.from()).append(" -> ").append(l.target()).append('\n');
        if (!r.linksOutsideStore().isEmpty())
            b.append("Links into documents not in the store (").append(r.linksOutsideStore().size()).append(", not counted):\n");
        for (LintReport.Link l : r.linksOutsideStore()) b.append("  ").append(l.from()).append(" -> ").append(l.target()).append('\n');
        b.append(r.findings()).append(" finding(s)\n");
        return b.toString();
    }
}
