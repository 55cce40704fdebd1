package dkg.ingest.parse.table;

import dkg.ingest.parse.table.Table.Cell;
import dkg.vocab.DKG.Nodes;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.jena.graph.Node;

/**
 * Permission matrices → PermissionRequirement (region role → AccessFlag). Shapes:
 * {@code Region | Required permission flag | ...}, {@code Buffer | Minimum mmap permission | ...}: a
 * "permission" column whose cells name {@code DOCA_ACCESS_FLAG_*}; and the per-task matrix
 * {@code Task | Local-side mmap | Local-side RDMA | Peer-side mmap | ...} whose cells say
 * "local read-write", "RDMA read" in words. The role is normalised to {@code source} /
 * {@code destination} when the first cell starts so; otherwise it is the first cell (and, for the
 * per-task matrix, the column) in lower case. A row whose permission cell names no flag (such as
 * "Same as above ...") yields nothing.
 */
public final class PermissionTableRule implements TableRule {
    private static final Pattern FLAG = Pattern.compile("DOCA_ACCESS_FLAG_[A-Z0-9_]*[A-Z0-9]");
    /** Flags spelled in words in the per-task matrices. */
    private static final Pattern WORDS = Pattern.compile(
            "\\b(local|rdma|pci)[ -](read[ -]only|read[ -]write|read|write|atomic)\\b", Pattern.CASE_INSENSITIVE);

    @Override
    public boolean matches(Table t) {
        return permissionColumn(t) > 0 || sideColumns(t).size() > 0 && t.key(0).startsWith("task");
    }

    private static int permissionColumn(Table t) {
        return t.column(k -> k.contains("permission") && !k.contains("mistake"));
    }

    private static List<Integer> sideColumns(Table t) {
        java.util.ArrayList<Integer> cols = new java.util.ArrayList<>();
        for (int i = 1; i < t.header().size(); i++) if (t.key(i).matches(".*-side (mmap|rdma).*")) cols.add(i);
        return cols;
    }

    @Override
    public void apply(Table t, FactContext ctx) {
        int perm = permissionColumn(t);
        List<Integer> cols = perm > 0 ? List.of(perm) : sideColumns(t);
        for (List<Cell> row : t.rows()) {
            String first = Table.cell(row, 0).text();
            if (first.isBlank()) continue;
            for (int col : cols) {
                String role = perm > 0 ? role(first) : role(first) + ": " + t.key(col);
                for (String flag : flags(Table.cell(row, col))) {
                    Node f = ctx.fact(Nodes.PermissionRequirement, "permission", role + "-" + flag);
                    ctx.minter().literal(f, Nodes.regionRole, role);
                    ctx.minter().literal(f, Nodes.label, role + " → " + flag);
                    ctx.minter().triple(f, Nodes.requiresFlag, ctx.accessFlag(flag));
                }
            }
        }
    }

    /** {@code Source `doca_mmap` (local memcpy)} → {@code source}. */
    static String role(String cell) {
        String s = cell.replaceAll("\\([^)]*\\)", " ").toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").strip();
        if (s.startsWith("source")) return "source";
        if (s.startsWith("destination")) return "destination";
        return s;
    }

    /** DOCA_ACCESS_FLAG_* names a cell gives, by name or in words. */
    static Set<String> flags(Cell cell) {
        Set<String> out = new LinkedHashSet<>();
        Matcher m = FLAG.matcher(cell.text());
        while (m.find()) out.add(m.group());
        if (!out.isEmpty()) return out;
        Matcher w = WORDS.matcher(cell.text());
        while (w.find()) {
            out.add("DOCA_ACCESS_FLAG_" + (w.group(1) + "_" + w.group(2)).toUpperCase(Locale.ROOT).replaceAll("[ -]", "_"));
        }
        return out;
    }
}
