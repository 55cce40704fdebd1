package dkg.code;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * An mmap whose permission flags contradict the DMA skill's PermissionRequirement for the role its
 * buffers play, where the code makes the role clear: a buffer passed as source or destination of
 * {@code doca_dma_task_memcpy_alloc_init} (or {@code _set_src}/{@code _set_dst}), taken from an mmap
 * by {@code doca_buf_inventory_buf_get_by_addr|by_data|by_args}, whose
 * {@code doca_mmap_set_permissions} flags are known ({@link MmapFlow}: literal names, named
 * constants, helpers' parameters). Flags satisfy a requirement when they carry all its bits (the
 * graph's {@code dkg:bitValue}); an mmap given flags in several places is reported only when none of
 * them satisfies it. Flags the code does not make clear are left alone.
 */
final class MmapPermissionRule implements CheckRule {
    @Override public String id() { return "mmap-permission"; }

    @Override public String description() { return "mmap permission flags that contradict the DMA skill's requirement for the buffer's role."; }

    @Override
    public void check(Program program, CodeCatalog catalog, String release, Consumer<CheckReport.Finding> out) {
        if (catalog.dmaPermissions().isEmpty()) return;
        MmapFlow flow = program.mmapFlow(catalog);
        Set<String> reported = new HashSet<>();
        for (MmapFlow.Role r : flow.roles) {
            String mmap = flow.mmapOfBuf.get(r.buf());
            if (mmap == null) continue;
            List<MmapFlow.Permission> given = flow.permissions.stream().filter(p -> p.mmap().equals(mmap)).toList();
            if (given.isEmpty() || given.stream().anyMatch(p -> p.flags() == null)) continue;
            for (CodeCatalog.Permission need : catalog.dmaPermissions()) {
                Long bits = catalog.flagBits(need.flag());
                if (!need.role().equals(r.role()) || bits == null) continue;
                if (given.stream().anyMatch(p -> (flow.bits(p.flags()) & bits) == bits) || !reported.add(mmap + "|" + r.role())) continue;
                MmapFlow.Permission p = given.getFirst();
                out.accept(new CheckReport.Finding(id(), "error", p.site().file(), p.site().at().line(), p.site().at().column(), p.site().at().text(),
                        mmap + " backs the DMA memcpy " + r.role() + " " + r.buf() + " but is given " + String.join(" | ", p.flags())
                                + "; the doca-dma skill requires " + need.flag() + " for the " + r.role(),
                        "set " + need.flag() + " on " + mmap + " (doca_mmap_set_permissions(" + mmap + ", " + need.flag() + "))",
                        need.sourceRef()));
            }
        }
    }

    /** {@code &buf}, {@code & buf} and {@code buf} are one expression; spaces as rendered do not count. */
    static String expr(String s) {
        String e = s.replace(" ", "");
        while (e.startsWith("&")) e = e.substring(1);
        while (e.startsWith("(") && e.endsWith(")")) e = e.substring(1, e.length() - 1);
        return e;
    }
}
