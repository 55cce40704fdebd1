package dkg.code;

import dkg.ingest.parse.code.CodeRef;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * A task allocated ({@code <task>_alloc_init}) or configured ({@code <task>_set_conf}) while the
 * program never names any capability query that guards the task ({@link CodeCatalog#guardsOf}): a
 * call or a pointer handed to a device-opening helper counts, in any file of the program. Reported
 * once per file and task, and only in functions the program reaches from {@code main}: a shared
 * helper file brings allocations the program never runs (NVIDIA's samples share one
 * {@code rdma_common.c} among samples that check only the tasks they use).
 */
final class CapabilityCheckRule implements CheckRule {
    @Override public String id() { return "missing-capability-check"; }

    @Override public String description() { return "A DOCA task allocated or configured without any capability query for it in the program."; }

    @Override
    public void check(Program program, CodeCatalog catalog, String release, Consumer<CheckReport.Finding> out) {
        Set<String> used = program.usedNames();
        Set<String> reached = program.reachedFunctions();
        for (Program.ScannedFile f : program.files()) {
            Set<String> reported = new HashSet<>();
            for (CodeRef r : f.code().refs()) {
                if (r.use() != CodeRef.Use.CALL) continue;
                if (reached != null && r.function() != null && !reached.contains(r.function())) continue;
                String task = taskOf(r.name());
                if (task == null) continue;
                List<String> guards = catalog.guardsOf(task);
                if (guards.isEmpty() || guards.stream().anyMatch(used::contains) || !reported.add(task)) continue;
                String guard = guards.stream().filter(g -> g.endsWith("_is_supported")).findFirst().orElse(guards.getFirst());
                CodeCatalog.Definition d = catalog.definition(guard, release);
                out.accept(new CheckReport.Finding(id(), "warning", f.path(), r.line(), r.column(), r.name(),
                        task + " is " + (r.name().endsWith("_set_conf") ? "configured" : "allocated")
                                + " but the program never checks the device supports it (" + String.join(", ", guards) + ")",
                        "call " + guard + " on the device's doca_devinfo before creating the context, and pick another device or path when it fails",
                        d == null ? null : d.sourceRef()));
            }
        }
    }

    /** {@code doca_dma_task_memcpy_alloc_init} → {@code doca_dma_task_memcpy}; null for other names. */
    static String taskOf(String function) {
        if (!function.contains("_task_")) return null;
        for (String suffix : List.of("_alloc_init", "_allocate_init", "_set_conf")) {
            if (function.endsWith(suffix)) return function.substring(0, function.length() - suffix.length());
        }
        return null;
    }
}
