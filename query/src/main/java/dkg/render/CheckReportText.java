package dkg.render;

import dkg.code.CheckReport;

/** {@code check}: one block per finding, {@code file:line:column: level [rule] message}, then fix and evidence. */
public final class CheckReportText implements TextRenderer<CheckReport> {
    @Override
    public String text(CheckReport r) {
        StringBuilder b = new StringBuilder();
        for (CheckReport.Finding f : r.findings()) {
            b.append(f.file()).append(':').append(f.line()).append(':').append(f.column()).append(": ")
             .append(f.level()).append(" [").append(f.rule()).append("] ").append(f.message()).append('\n');
            b.append("    fix: ").append(f.fix()).append('\n');
            if (f.justification() != null) b.append("    see: ").append(f.justification()).append('\n');
        }
        b.append(r.findings().size()).append(" finding(s) in ").append(r.files().size()).append(" file(s)")
         .append(r.docaVersion() == null ? "" : " against DOCA " + r.docaVersion()).append('\n');
        if (!r.capped().isEmpty())
            b.append("stopped early, more may follow: ").append(String.join(", ", r.capped())).append(" (bound of findings per rule reached)\n");
        return b.toString();
    }
}
