package dkg.ingest.parse.table;

import dkg.ingest.parse.table.Table.Cell;
import dkg.vocab.DKG.Nodes;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.jena.graph.Node;

/**
 * Error tables → ErrorCause. Shapes: {@code Error | <X> context where it shows up | <X>-specific cause},
 * {@code Error | <X>-specific cause}, {@code Error | Common subsystem where it shows up | ... cause | First action},
 * {@code Family | Most common <X> cause | First action} and the cross-library
 * {@code doca_error_t value | Meaning | Programming-side response}: the first header cell names the
 * error, another the cause or meaning. One ErrorCause per {@code DOCA_ERROR_*} name in the first
 * cell ({@code `DOCA_ERROR_FULL` (or `_NO_MEMORY`)} gives two); rows naming none are passed over.
 */
public final class ErrorTableRule implements TableRule {
    private static final Pattern FULL = Pattern.compile("DOCA_ERROR_[A-Z0-9_]*[A-Z0-9]");
    private static final Pattern SHORT = Pattern.compile("^_([A-Z][A-Z0-9_]*[A-Z0-9])$");

    @Override
    public boolean matches(Table t) {
        String first = t.key(0);
        boolean names = first.startsWith("error") || first.contains("doca_error_t") || first.startsWith("family");
        return names && t.columnWith("cause", "meaning") > 0;
    }

    @Override
    public void apply(Table t, FactContext ctx) {
        int context = t.columnWith("context", "where it shows up", "subsystem");
        int cause = t.columnWith("cause", "meaning");
        int remedy = t.columnWith("first action", "response", "next step", "next move", "remedy", "fix");
        for (List<Cell> row : t.rows()) {
            for (String name : errorNames(Table.cell(row, 0))) {
                Node e = ctx.error(name);
                Node f = ctx.fact(Nodes.ErrorCause, "error-cause", name);
                ctx.minter().triple(f, Nodes.error, e);
                ctx.minter().literal(f, Nodes.label, name);
                ctx.minter().literal(f, Nodes.context, Table.cell(row, context).text());
                ctx.minter().literal(f, Nodes.cause, Table.cell(row, cause).text());
                ctx.minter().literal(f, Nodes.remedy, Table.cell(row, remedy).text());
            }
        }
    }

    /** Full DOCA_ERROR_* names in a cell; a {@code _SUFFIX} code span counts once a full name came before it. */
    static Set<String> errorNames(Cell cell) {
        Set<String> names = new LinkedHashSet<>();
        Matcher m = FULL.matcher(cell.text());
        while (m.find()) names.add(m.group());
        if (names.isEmpty()) return names;
        for (String code : cell.codes()) {
            Matcher s = SHORT.matcher(code.strip());
            if (s.matches()) names.add("DOCA_ERROR_" + s.group(1));
        }
        return names;
    }
}
