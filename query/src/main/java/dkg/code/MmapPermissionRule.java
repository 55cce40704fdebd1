package dkg.code;

import dkg.ingest.parse.code.CodeRef;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * An mmap whose permission flags contradict the DMA skill's PermissionRequirement for the role its
 * buffers play, where the code makes the role clear: a buffer passed as source or destination of
 * {@code doca_dma_task_memcpy_alloc_init} (or {@code _set_src}/{@code _set_dst}), taken from an mmap
 * by {@code doca_buf_inventory_buf_get_by_addr|by_data|by_args}, whose
 * {@code doca_mmap_set_permissions} flags are literal {@code DOCA_ACCESS_FLAG_*} constants. Flags
 * satisfy a requirement when they carry all its bits (the graph's {@code dkg:bitValue}). Expressions
 * are matched as written ({@code state->dst_mmap}), across the program's files. Anything less clear
 * (flags in a variable, buffers from a helper) is left alone.
 */
final class MmapPermissionRule implements CheckRule {
    @Override public String id() { return "mmap-permission"; }

    @Override public String description() { return "mmap permission flags that contradict the DMA skill's requirement for the buffer's role."; }

    private record Site(String file, CodeRef ref) {}

    @Override
    public void check(Program program, CodeCatalog catalog, String release, Consumer<CheckReport.Finding> out) {
        if (catalog.dmaPermissions().isEmpty()) return;
        Map<String, List<String>> flagsOf = new HashMap<>();
        Map<String, Site> flagSite = new HashMap<>();
        Map<String, String> mmapOfBuf = new HashMap<>();
        Map<String, String> roleOfBuf = new HashMap<>();
        for (Program.ScannedFile f : program.files()) {
            for (CodeRef r : f.code().refs()) {
                if (r.use() != CodeRef.Use.CALL) continue;
                List<String> a = r.args();
                switch (r.name()) {
                    case "doca_mmap_set_permissions" -> {
                        if (a.size() < 2) continue;
                        List<String> flags = literalFlags(a.get(1), catalog);
                        if (flags != null) { flagsOf.put(expr(a.get(0)), flags); flagSite.put(expr(a.get(0)), new Site(f.path(), r)); }
                    }
                    case "doca_buf_inventory_buf_get_by_addr", "doca_buf_inventory_buf_get_by_data", "doca_buf_inventory_buf_get_by_args" -> {
                        if (a.size() >= 3) mmapOfBuf.put(expr(a.getLast()), expr(a.get(1)));
                    }
                    case "doca_dma_task_memcpy_alloc_init" -> {
                        if (a.size() >= 3) { roleOfBuf.put(expr(a.get(1)), "source"); roleOfBuf.put(expr(a.get(2)), "destination"); }
                    }
                    case "doca_dma_task_memcpy_set_src" -> { if (a.size() >= 2) roleOfBuf.put(expr(a.get(1)), "source"); }
                    case "doca_dma_task_memcpy_set_dst" -> { if (a.size() >= 2) roleOfBuf.put(expr(a.get(1)), "destination"); }
                    default -> { }
                }
            }
        }
        Set<String> reported = new HashSet<>();
        roleOfBuf.forEach((buf, role) -> {
            String mmap = mmapOfBuf.get(buf);
            List<String> flags = mmap == null ? null : flagsOf.get(mmap);
            if (flags == null) return;
            long have = 0;
            for (String fl : flags) have |= catalog.flagBits(fl);
            for (CodeCatalog.Permission p : catalog.dmaPermissions()) {
                Long need = catalog.flagBits(p.flag());
                if (!p.role().equals(role) || need == null || (have & need) == need || !reported.add(mmap + "|" + role)) continue;
                Site s = flagSite.get(mmap);
                out.accept(new CheckReport.Finding(id(), "error", s.file(), s.ref().line(), s.ref().column(), s.ref().name(),
                        mmap + " backs the DMA memcpy " + role + " " + buf + " but is given " + String.join(" | ", flags)
                                + "; the doca-dma skill requires " + p.flag() + " for the " + role,
                        "set " + p.flag() + " on " + mmap + " (doca_mmap_set_permissions(" + mmap + ", " + p.flag() + "))",
                        p.sourceRef()));
            }
        });
    }

    /** {@code &buf}, {@code & buf} and {@code buf} are one expression; spaces as rendered do not count. */
    static String expr(String s) {
        String e = s.replace(" ", "");
        while (e.startsWith("&")) e = e.substring(1);
        while (e.startsWith("(") && e.endsWith(")")) e = e.substring(1, e.length() - 1);
        return e;
    }

    /** The flags of an expression made only of known DOCA_ACCESS_FLAG_* names and {@code |}; null otherwise. */
    static List<String> literalFlags(String s, CodeCatalog catalog) {
        List<String> out = new ArrayList<>();
        for (String part : s.replace("(", " ").replace(")", " ").split("\\|")) {
            String p = part.strip();
            if (catalog.flagBits(p) == null) return null;
            out.add(p);
        }
        return out.isEmpty() ? null : out;
    }
}
