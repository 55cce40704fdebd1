package dkg.ingest.parse.table;

import java.util.List;

/**
 * The table rules doca-kg knows, tried in order; the first whose header shape matches wins, so a
 * table yields one kind of fact. Immutable.
 */
public final class TableRules {
    private final List<TableRule> rules;

    public TableRules(List<TableRule> rules) { this.rules = List.copyOf(rules); }

    /** Every rule, most specific header shapes first. */
    public static TableRules standard() {
        return new TableRules(List.of(
                new ErrorTableRule(), new PathRuleTableRule(), new TaskTypeTableRule(),
                new CapabilityTableRule(), new PermissionTableRule(), new CommandTableRule()));
    }

    /**
     * True when the table's first column names what fact tables key on (an error, a capability, a
     * task, a permission): such a table that no rule reads is worth a warning, a prose table is not.
     */
    public static boolean looksLikeFacts(Table table) {
        if (table.header().isEmpty()) return false;
        String first = table.key(0);
        return first.startsWith("error") || first.contains("doca_error") || first.startsWith("capability")
                || first.startsWith("task") || first.startsWith("permission");
    }

    /** Applies the first matching rule; returns it, or null when no rule knows the table. */
    public TableRule apply(Table table, FactContext ctx) {
        if (table.header().isEmpty()) return null;
        for (TableRule r : rules) {
            if (r.matches(table)) {
                r.apply(table, ctx);
                return r;
            }
        }
        return null;
    }
}
