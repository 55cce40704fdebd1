package dkg.ingest.parse.table;

import dkg.ingest.parse.md.SymbolScanner;
import dkg.ingest.parse.table.Table.Cell;
import dkg.vocab.DKG.Nodes;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.jena.graph.Node;

/**
 * Capability tables → CapabilityQuery. Shapes: {@code Capability | Query | Why the agent must ask},
 * {@code Capability | Query function | Why ...}, {@code Sizing input | Query | Why ...},
 * {@code Capability axis | How to discover | Why ...}, {@code Axis | What to call | Why ...}: one
 * column says how to query, another why. The query cell's first {@code doca_*} function becomes the
 * fact's {@code dkg:symbol}; a shorthand such as {@code _get_max_buf_size} is expanded with the
 * family prefix of the table's full names only when they all share one prefix.
 */
public final class CapabilityTableRule implements TableRule {
    private static final Pattern FAMILY = Pattern.compile("^(doca_[a-z0-9_]+?)_(is|get|set|has)_");
    private static final Pattern SHORTHAND = Pattern.compile("^_(is|get|set|has)_[a-z0-9_]+");

    @Override
    public boolean matches(Table t) {
        String first = t.key(0);
        boolean asks = first.startsWith("capability") || first.startsWith("sizing input") || first.startsWith("axis");
        return asks && query(t) > 0 && t.columnWith("why") > 0;
    }

    private static int query(Table t) { return t.columnWith("query", "how to discover", "what to call"); }

    @Override
    public void apply(Table t, FactContext ctx) {
        int q = query(t), why = t.columnWith("why");
        Set<String> families = new LinkedHashSet<>();
        for (List<Cell> row : t.rows()) {
            for (String code : Table.cell(row, q).codes()) {
                Matcher m = FAMILY.matcher(callName(code));
                if (m.find()) families.add(m.group(1));
            }
        }
        for (List<Cell> row : t.rows()) {
            String label = Table.cell(row, 0).text();
            if (label.isBlank()) continue;
            Node f = ctx.fact(Nodes.CapabilityQuery, "capability", label);
            ctx.minter().literal(f, Nodes.label, label);
            ctx.minter().literal(f, Nodes.rationale, Table.cell(row, why).text());
            String symbol = symbolOf(Table.cell(row, q), families);
            if (symbol != null) ctx.minter().triple(f, Nodes.symbol, ctx.symbol(symbol));
        }
    }

    /** The first function named in a query cell, or null. */
    static String symbolOf(Cell cell, Set<String> families) {
        List<String> shorthands = new ArrayList<>();
        for (String code : cell.codes()) {
            String name = callName(code);
            if (name.startsWith("doca_") && SymbolScanner.isSymbol(name)) return name;
            if (SHORTHAND.matcher(name).matches()) shorthands.add(name);
        }
        if (!shorthands.isEmpty() && families.size() == 1) return families.iterator().next() + shorthands.getFirst();
        return null;
    }

    /** {@code doca_x_get_y(devinfo, &v)} → {@code doca_x_get_y}. */
    static String callName(String code) {
        String s = code.strip();
        int paren = s.indexOf('(');
        return (paren >= 0 ? s.substring(0, paren) : s).strip();
    }
}
