package dkg.code;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which capability queries guard which task, from the names the graph holds (the task allocators among
 * its functions, its {@code dkg:CapabilityQuery} symbols). A query made for the task
 * ({@code doca_dma_cap_task_memcpy_*} for {@code doca_dma_task_memcpy}) guards it alone. A task no
 * query is made for is guarded by the queries about its object or an object enclosing it:
 * {@code doca_eth_txq_cap_*} guards {@code doca_eth_txq_task_send}; {@code doca_comch_cap_*} and
 * {@code doca_comch_consumer_cap_*} guard {@code doca_comch_consumer_task_post_recv}. ETH, Comch and
 * STA name no query after a task, and the skills tell to ask the object's queries before using it
 * (doca-eth and doca-comch CAPABILITIES.md, "Capability discovery").
 */
final class TaskGuards {
    private TaskGuards() {}

    /** Task name ({@code doca_dma_task_memcpy}) → the capability queries guarding it, sorted. */
    static Map<String, List<String>> of(Set<String> functions, Set<String> capabilityQueries) {
        Set<String> tasks = new HashSet<>();
        for (String f : functions) {
            String task = CapabilityCheckRule.taskOf(f);
            if (task != null && task.contains("_task_") && !f.endsWith("_set_conf")) tasks.add(task);
        }
        Map<String, List<String>> out = new HashMap<>();
        Set<String> madeForATask = new HashSet<>();
        for (String cap : capabilityQueries) {
            String task = taskOfQuery(cap, tasks);
            if (task != null) { out.computeIfAbsent(task, k -> new ArrayList<>()).add(cap); madeForATask.add(cap); }
        }
        for (String task : tasks) {
            if (out.containsKey(task)) continue;
            String object = task.substring(0, task.indexOf("_task_"));
            for (String cap : capabilityQueries) {
                int at = cap.indexOf("_cap_");
                if (at < 0 || madeForATask.contains(cap)) continue;
                String about = cap.substring(0, at);
                if (object.equals(about) || object.startsWith(about + "_")) out.computeIfAbsent(task, k -> new ArrayList<>()).add(cap);
            }
        }
        out.values().forEach(l -> l.sort(Comparator.naturalOrder()));
        return out;
    }

    /** The task a {@code *_cap_task_<t>_*} query is named after, the longest when several fit; null otherwise. */
    private static String taskOfQuery(String cap, Set<String> tasks) {
        String best = null;
        for (String task : tasks) {
            int at = task.indexOf("_task_");
            String prefix = task.substring(0, at) + "_cap_task_" + task.substring(at + "_task_".length()) + "_";
            if (cap.startsWith(prefix) && (best == null || task.length() > best.length())) best = task;
        }
        return best;
    }
}
