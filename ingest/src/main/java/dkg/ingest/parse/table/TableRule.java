package dkg.ingest.parse.table;

/**
 * Turns the rows of one shape of table into typed facts. {@link #matches} looks at the header row
 * only; {@link #apply} is called for tables that match and emits through the context. Rules are
 * stateless and thread-safe.
 */
public interface TableRule {

    /** True when the header row has this rule's shape. */
    boolean matches(Table table);

    /** Emits one fact per usable row; rows without the key cell are passed over. */
    void apply(Table table, FactContext ctx);
}
