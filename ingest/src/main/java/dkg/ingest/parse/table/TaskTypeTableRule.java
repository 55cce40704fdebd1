package dkg.ingest.parse.table;

import dkg.ingest.parse.table.Table.Cell;
import dkg.vocab.DKG.Nodes;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.apache.jena.graph.Node;

/**
 * Task-type tables → TaskType. Shapes: {@code Task type | Direction | Notes},
 * {@code Task type | Class shape | Notes}. The label is the task symbol when the first cell names one
 * ({@code doca_dma_task_memcpy}), tied as {@code dkg:symbol}; the description joins the other cells
 * under their headers.
 */
public final class TaskTypeTableRule implements TableRule {
    private static final Pattern TASK = Pattern.compile("doca_[a-z0-9_]*_task_[a-z0-9_]*[a-z0-9]");

    @Override
    public boolean matches(Table t) {
        return t.key(0).startsWith("task type") && t.header().size() >= 2;
    }

    @Override
    public void apply(Table t, FactContext ctx) {
        for (List<Cell> row : t.rows()) {
            Cell first = Table.cell(row, 0);
            String symbol = first.codes().stream().map(String::strip).filter(c -> TASK.matcher(c).matches()).findFirst().orElse(null);
            String label = symbol != null ? symbol : first.text();
            if (label.isBlank()) continue;
            Node f = ctx.fact(Nodes.TaskType, "task-type", label);
            ctx.minter().literal(f, Nodes.label, label);
            if (symbol != null) ctx.minter().triple(f, Nodes.symbol, ctx.symbol(symbol));
            List<String> parts = new ArrayList<>();
            for (int i = 1; i < row.size() && i < t.header().size(); i++) {
                String v = row.get(i).text();
                if (!v.isBlank()) parts.add(t.header().get(i).text() + ": " + v);
            }
            ctx.minter().literal(f, Nodes.description, String.join("\n", parts));
        }
    }
}
