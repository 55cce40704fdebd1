package dkg.code;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * An mmap exported with {@code doca_mmap_export_pci} that the program never gives a PCI access flag
 * ({@code DOCA_ACCESS_FLAG_PCI_READ_ONLY} or {@code DOCA_ACCESS_FLAG_PCI_READ_WRITE}): the API
 * reference says the export is not permitted for a "memory map with no PCI access permission set"
 * and returns {@code DOCA_ERROR_NOT_PERMITTED}. Reported when every flag set the code gives the
 * mmap is known ({@link MmapFlow}) and none has a PCI bit, or when it gives none at all and the mmap
 * never reaches code outside DOCA that might set them.
 */
final class ExportPermissionRule implements CheckRule {
    static final List<String> PCI_FLAGS = List.of("DOCA_ACCESS_FLAG_PCI_READ_ONLY", "DOCA_ACCESS_FLAG_PCI_READ_WRITE");
    private static final String EXPORT = "doca_mmap_export_pci";

    @Override public String id() { return "mmap-export-permission"; }

    @Override public String description() { return "An mmap exported for PCI without a PCI access flag (DOCA_ACCESS_FLAG_PCI_READ_ONLY or _READ_WRITE)."; }

    @Override
    public void check(Program program, CodeCatalog catalog, String release, Consumer<CheckReport.Finding> out) {
        long pci = 0;
        for (String f : PCI_FLAGS) {
            Long b = catalog.flagBits(f);
            if (b != null) pci |= b;
        }
        if (pci == 0) return;
        MmapFlow flow = program.mmapFlow(catalog);
        Set<String> reported = new HashSet<>();
        for (MmapFlow.Export e : flow.exports) {
            List<MmapFlow.Permission> given = flow.permissions.stream().filter(p -> p.mmap().equals(e.mmap())).toList();
            if (given.stream().anyMatch(p -> p.flags() == null)) continue;
            final long mask = pci;
            if (given.stream().anyMatch(p -> (flow.bits(p.flags()) & mask) != 0)) continue;
            if (given.isEmpty() && flow.handedOn.contains(e.mmap())) continue;
            if (!reported.add(e.mmap())) continue;
            CodeCatalog.Definition d = catalog.definition(EXPORT, release);
            String what = given.isEmpty() ? "is never given permissions"
                    : "is given " + String.join(" | ", given.getFirst().flags()) + " (line " + given.getFirst().site().at().line() + ")";
            out.accept(new CheckReport.Finding(id(), "error", e.site().file(), e.site().at().line(), e.site().at().column(), EXPORT,
                    e.mmap() + " is exported for PCI but " + what + ", without " + String.join(" or ", PCI_FLAGS)
                            + "; the export is not permitted for an mmap with no PCI access permission (DOCA_ERROR_NOT_PERMITTED)",
                    "call doca_mmap_set_permissions(" + e.mmap() + ", ... | DOCA_ACCESS_FLAG_PCI_READ_ONLY) (PCI_READ_WRITE when the peer writes) before starting the mmap",
                    d == null ? null : d.sourceRef()));
        }
    }
}
