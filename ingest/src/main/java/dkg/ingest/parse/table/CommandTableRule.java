package dkg.ingest.parse.table;

import dkg.ingest.parse.table.Table.Cell;
import dkg.vocab.DKG.Nodes;
import java.util.List;
import org.apache.jena.graph.Node;

/**
 * Command appendices → Command. Shapes: {@code Command (worked example) | Owning step | Class of question it answers | What healthy output looks like},
 * {@code Purpose (class) | Invocation (shape) | Owning step | Reads as healthy when …} and variants:
 * a command or invocation column plus an owning-step or healthy-output column. The command text is
 * the cell's backticked text (joined with {@code " ; "} when several), else the cell's text.
 */
public final class CommandTableRule implements TableRule {

    @Override
    public boolean matches(Table t) {
        return command(t) >= 0 && (t.columnWith("owning") >= 0 || t.columnWith("healthy", "clean output") >= 0);
    }

    private static int command(Table t) {
        return t.column(k -> k.startsWith("command") || k.startsWith("invocation") || k.startsWith("read-only command")
                || k.equals("command (class shape)"));
    }

    @Override
    public void apply(Table t, FactContext ctx) {
        int cmd = command(t);
        int owning = t.columnWith("owning");
        int healthy = t.columnWith("healthy", "clean output");
        int purpose = t.columnWith("purpose", "class of question", "what it tells");
        if (purpose < 0 && cmd != 0) purpose = 0;
        int n = 0;
        for (List<Cell> row : t.rows()) {
            Cell c = Table.cell(row, cmd);
            String text = c.codes().isEmpty() ? c.text() : String.join(" ; ", c.codes());
            if (text.isBlank()) continue;
            Node f = ctx.fact(Nodes.Command, "command", Integer.toString(++n));
            ctx.minter().literal(f, Nodes.commandText, text);
            ctx.minter().literal(f, Nodes.label, text.length() > 120 ? text.substring(0, 117) + "..." : text);
            ctx.minter().literal(f, Nodes.owningStep, Table.cell(row, owning).text());
            ctx.minter().literal(f, Nodes.purpose, Table.cell(row, purpose).text());
            ctx.minter().literal(f, Nodes.healthyOutput, Table.cell(row, healthy).text());
        }
    }
}
