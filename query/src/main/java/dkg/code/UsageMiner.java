package dkg.code;

import dkg.error.BadInputException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Mines {@link UsagePatterns} from the catalog's call sites. A sample's phase position is the first
 * line, in its own {@code *_sample.c} file, where it calls a function of that phase (the library's own
 * functions, plus {@code doca_ctx_start/stop} and {@code doca_task_submit}); source order stands in
 * for run order, which is what a reader of the sample sees. Phases come from the function names
 * ({@code _create}, {@code _set_*}, {@code _start}, {@code _alloc_init}, {@code _submit},
 * {@code _stop}, {@code _destroy}). A task's guards are the capability queries
 * ({@link CodeCatalog#guardsOf}) named anywhere in the sample's unit or its library's shared files.
 */
final class UsageMiner {
    private UsageMiner() {}

    static final List<String> PHASES = List.of("create", "configure", "start", "allocate", "submit", "stop", "destroy");

    static String phaseOf(String function, String prefix) {
        if (function.equals("doca_ctx_start")) return "start";
        if (function.equals("doca_ctx_stop")) return "stop";
        if (function.equals("doca_task_submit")) return "submit";
        if (!function.startsWith(prefix + "_") || function.contains("_cap_")) return null;
        if (function.endsWith("_create")) return "create";
        if (function.endsWith("_alloc_init")) return "allocate";
        if (function.endsWith("_destroy")) return "destroy";
        if (function.endsWith("_start")) return "start";
        if (function.endsWith("_stop")) return "stop";
        if (function.endsWith("_submit")) return "submit";
        if (function.contains("_set_")) return "configure";
        return null;
    }

    static UsagePatterns mine(CodeCatalog catalog, String library, String release) {
        String prefix = library.toLowerCase(Locale.ROOT).strip().replace('-', '_');
        if (!prefix.startsWith("doca_")) prefix = "doca_" + prefix;
        String rel = release != null ? release : catalog.treeReleases().isEmpty() ? null
                : catalog.apiReleases().isEmpty() || !catalog.treeReleases().contains(catalog.apiReleases().getLast())
                        ? catalog.treeReleases().getLast() : catalog.apiReleases().getLast();
        if (rel == null) throw new BadInputException("no samples tree is ingested; ingest one first");
        // sample -> phase -> first line; sample -> unit folder
        Map<String, Map<String, Integer>> firstLine = new TreeMap<>();
        Map<String, Map<String, Integer>> functionUse = new HashMap<>();
        Map<String, TreeSet<String>> phaseSamples = new HashMap<>();
        Map<String, TreeSet<String>> taskSamples = new TreeMap<>();
        for (Map.Entry<String, List<SiteRecord>> e : catalog.allSites().entrySet()) {
            for (SiteRecord s : e.getValue()) {
                if (!s.docaVersion().equals(rel) || !"sample".equals(s.unitKind()) || !s.use().equals("call")
                        || !s.path().endsWith("_sample.c")) continue;
                String phase = phaseOf(s.symbol(), prefix);
                if (phase == null) continue;
                String sample = s.path().substring(0, s.path().lastIndexOf('/'));
                firstLine.computeIfAbsent(sample, k -> new HashMap<>()).merge(phase, s.line(), Math::min);
                functionUse.computeIfAbsent(phase, k -> new HashMap<>()).merge(s.symbol(), 1, Integer::sum);
                phaseSamples.computeIfAbsent(phase, k -> new TreeSet<>()).add(sample);
                if (phase.equals("allocate") && s.symbol().contains("_task_"))
                    taskSamples.computeIfAbsent(s.symbol().substring(0, s.symbol().length() - "_alloc_init".length()), k -> new TreeSet<>()).add(sample);
            }
        }
        // keep samples that use the library's own functions, not only the generic ctx/task calls
        String p = prefix;
        firstLine.keySet().removeIf(sample -> functionUse.entrySet().stream().noneMatch(fe -> fe.getValue().keySet().stream()
                .anyMatch(f -> f.startsWith(p + "_") && phaseSamples.get(fe.getKey()).contains(sample))));
        if (firstLine.isEmpty()) throw new BadInputException("no DOCA " + rel + " sample calls " + prefix + "_* functions; name a library such as dma, rdma or comch");
        List<String> order = new ArrayList<>(PHASES);
        order.removeIf(ph -> !phaseSamples.containsKey(ph));
        int inOrder = 0;
        for (Map<String, Integer> lines : firstLine.values()) {
            int last = -1;
            boolean ok = true;
            for (String ph : order) {
                Integer l = lines.get(ph);
                if (l == null) continue;
                if (l < last) { ok = false; break; }
                last = l;
            }
            if (ok) inOrder++;
        }
        List<UsagePatterns.Phase> phases = new ArrayList<>();
        for (String ph : order) {
            List<String> fns = functionUse.get(ph).entrySet().stream()
                    .sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                    .map(Map.Entry::getKey).limit(6).toList();
            phases.add(new UsagePatterns.Phase(ph, fns, phaseSamples.get(ph).stream().filter(firstLine::containsKey).toList()));
        }
        List<UsagePatterns.TaskGuards> tasks = new ArrayList<>();
        taskSamples.forEach((task, samples) -> {
            Map<String, Integer> counts = new LinkedHashMap<>();
            for (String guard : catalog.guardsOf(task)) {
                int n = 0;
                for (String sample : samples) {
                    String lib = sample.substring(0, sample.lastIndexOf('/'));
                    boolean named = catalog.sites(guard).stream().anyMatch(s -> s.docaVersion().equals(rel) && !s.use().equals("definition")
                            && (s.path().startsWith(sample + "/") || s.path().startsWith(lib + "/") && s.path().indexOf('/', lib.length() + 1) < 0));
                    if (named) n++;
                }
                if (n > 0) counts.put(guard, n);
            }
            List<String> guards = counts.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                    .map(Map.Entry::getKey).toList();
            tasks.add(new UsagePatterns.TaskGuards(task, List.copyOf(samples), guards, guards.stream().map(counts::get).toList()));
        });
        tasks.sort(Comparator.comparing(UsagePatterns.TaskGuards::task));
        return new UsagePatterns(prefix, rel, phases, inOrder, firstLine.size(), tasks);
    }
}
