package dkg.render;

import dkg.housekeeping.ForgetReport;

/** {@code doca-kg forget}: how many documents went, which, and the new generation. */
final class ForgetReportText implements TextRenderer<ForgetReport> {
    private static final int LISTED = 10;

    @Override
    public String text(ForgetReport r) {
        StringBuilder b = new StringBuilder();
        b.append("forgot ").append(r.documents().size()).append(r.documents().size() == 1 ? " document" : " documents")
                .append(" matching ").append(r.target()).append("; store generation ").append(r.generation()).append('\n');
        r.documents().stream().limit(LISTED).forEach(d -> b.append("  ").append(d).append('\n'));
        if (r.documents().size() > LISTED) b.append("  … and ").append(r.documents().size() - LISTED).append(" more\n");
        return b.toString();
    }
}
