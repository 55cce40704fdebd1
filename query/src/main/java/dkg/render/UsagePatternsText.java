package dkg.render;

import dkg.code.UsagePatterns;

/** {@code usage LIB}: the phases in sample order with their functions and samples, then each task's guards. */
public final class UsagePatternsText implements TextRenderer<UsagePatterns> {
    @Override
    public String text(UsagePatterns u) {
        StringBuilder b = new StringBuilder();
        b.append(u.library()).append(" in the DOCA ").append(u.docaVersion()).append(" samples: ")
         .append(u.samplesInOrder()).append(" of ").append(u.samples()).append(" samples call its phases in this order\n");
        for (UsagePatterns.Phase p : u.phases()) {
            b.append(String.format("  %-9s %s%n", p.phase(), String.join(", ", p.functions())));
            b.append("            e.g. ").append(String.join(", ", p.samples().stream().limit(3).toList()))
             .append(p.samples().size() > 3 ? " (+" + (p.samples().size() - 3) + ")" : "").append('\n');
        }
        for (UsagePatterns.TaskGuards t : u.tasks()) {
            b.append("  task ").append(t.task()).append(" (").append(t.samples().size()).append(" samples): ");
            if (t.guards().isEmpty()) b.append("no capability query named\n");
            else {
                for (int i = 0; i < t.guards().size(); i++)
                    b.append(i == 0 ? "" : ", ").append(t.guards().get(i)).append(" in ").append(t.guardCounts().get(i));
                b.append('\n');
            }
        }
        return b.toString();
    }
}
