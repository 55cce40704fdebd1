package dkg.code;

import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which capability queries guard which task, from the links the API reference gives between a task's
 * functions ({@code <task>_alloc_init}, {@code <task>_set_conf}) and the graph's
 * {@code dkg:CapabilityQuery} functions, closest first:
 * <ol>
 *   <li>made for the task: the queries the reference names after it ({@code doca_dma_cap_task_memcpy_*}
 *       for {@code doca_dma_task_memcpy}), with those the documentation of its functions names
 *       ({@code doca_comch_consumer_task_post_recv_set_conf}: "must not exceed ...
 *       {@code doca_comch_consumer_cap_get_max_num_tasks()}");</li>
 *   <li>else the queries about the object the task runs on, whatever their names: those declared
 *       beside the task's functions or beside the object's constructor (the function that hands out
 *       a {@code struct doca_eth_txq **}), else beside the constructor of the object that one is
 *       made from ({@code doca_sta_io_create(struct doca_sta *, ...)} → {@code doca_sta.h});</li>
 *   <li>else the queries of the task's library.</li>
 * </ol>
 * ETH, Comch and STA name no query after a task, and their skills tell to ask the object's queries
 * before using it (doca-eth and doca-comch CAPABILITIES.md, "Capability discovery"). NVIDIA's samples
 * are not a source: checked against their own habits, a sample's missing check would vouch for itself.
 */
final class TaskGuards {
    private TaskGuards() {}

    /**
     * What the API reference says of one function.
     *
     * @param library    its library, or null
     * @param headers    the headers that declare it
     * @param paramTypes its parameters' C types in order ({@code struct doca_eth_txq *})
     * @param texts      its documentation: description, notes, parameter descriptions
     */
    record ApiFunction(String library, Set<String> headers, List<String> paramTypes, List<String> texts) {
        ApiFunction {
            headers = Set.copyOf(headers);
            paramTypes = List.copyOf(paramTypes);
            texts = List.copyOf(texts);
        }
    }

    private static final Pattern NAME = Pattern.compile("\\bdoca_[a-z0-9_]+");
    private static final Pattern STRUCT = Pattern.compile("^(?:const\\s+)?struct\\s+(doca_[a-z0-9_]+)\\s*(\\*+)\\s*$");
    /** How far to walk from the task's object to the objects it is made from. */
    private static final int ENCLOSING_DEPTH = 3;

    /**
     * Task name ({@code doca_dma_task_memcpy}) → the capability queries guarding it, sorted.
     *
     * @param functions         every API function with what the reference says of it
     * @param capabilityQueries the symbols the graph types as capability queries (the API's, and those the
     *                          skills' capability tables name); only functions take part beyond names
     */
    static Map<String, List<String>> of(Map<String, ApiFunction> functions, Set<String> capabilityQueries) {
        Set<String> queries = Set.copyOf(capabilityQueries);
        Map<String, Set<String>> taskFunctions = new HashMap<>();
        for (String f : functions.keySet()) {
            String task = CapabilityCheckRule.taskOf(f);
            if (task != null && task.contains("_task_")) taskFunctions.computeIfAbsent(task, k -> new HashSet<>()).add(f);
        }
        Map<String, Set<String>> named = namedAfter(taskFunctions.keySet(), queries);
        Map<String, Set<String>> constructors = constructors(functions);
        Map<String, List<String>> out = new HashMap<>();
        for (var e : taskFunctions.entrySet()) {
            Set<String> own = e.getValue();
            Set<String> guards = new TreeSet<>(named.getOrDefault(e.getKey(), Set.of()));
            boolean madeFor = !guards.isEmpty();
            guards.addAll(documented(own, functions, queries));
            if (!madeFor) {
                Set<String> about = aboutObject(own, functions, queries, constructors);
                if (about.isEmpty()) about = sharing(own, functions, queries, f -> f.library() == null ? Set.of() : Set.of(f.library()));
                guards.addAll(about);
            }
            if (!guards.isEmpty()) out.put(e.getKey(), guards.stream().sorted(Comparator.naturalOrder()).toList());
        }
        return out;
    }

    /** Queries named {@code <object>_cap_task_<task>_*}, each given to the longest task it fits ({@code send_imm} before {@code send}). */
    private static Map<String, Set<String>> namedAfter(Set<String> tasks, Set<String> queries) {
        Map<String, Set<String>> out = new HashMap<>();
        for (String q : queries) {
            String best = null;
            for (String task : tasks) {
                int at = task.indexOf("_task_");
                String prefix = task.substring(0, at) + "_cap_task_" + task.substring(at + "_task_".length()) + "_";
                if (q.startsWith(prefix) && (best == null || task.length() > best.length())) best = task;
            }
            if (best != null) out.computeIfAbsent(best, k -> new HashSet<>()).add(q);
        }
        return out;
    }

    /** Queries the documentation of the task's functions names. */
    private static Set<String> documented(Set<String> own, Map<String, ApiFunction> functions, Set<String> queries) {
        Set<String> out = new HashSet<>();
        for (String f : own)
            for (String text : functions.get(f).texts()) {
                Matcher m = NAME.matcher(text);
                while (m.find()) if (queries.contains(m.group())) out.add(m.group());
            }
        return out;
    }

    /** Object type → the functions that hand one out ({@code struct doca_eth_txq **}). */
    private static Map<String, Set<String>> constructors(Map<String, ApiFunction> functions) {
        Map<String, Set<String>> out = new HashMap<>();
        functions.forEach((name, f) -> {
            for (String t : f.paramTypes()) {
                Matcher m = STRUCT.matcher(t == null ? "" : t.strip());
                if (m.matches() && m.group(2).length() == 2) out.computeIfAbsent(m.group(1), k -> new HashSet<>()).add(name);
            }
        });
        return out;
    }

    /**
     * Queries declared beside the task's functions or its object's constructor; when there are none,
     * beside the constructors of the objects that object is made from, one step at a time.
     */
    private static Set<String> aboutObject(Set<String> own, Map<String, ApiFunction> functions, Set<String> queries,
                                           Map<String, Set<String>> constructors) {
        Set<String> headers = new HashSet<>();
        Set<String> objects = new HashSet<>();
        for (String f : own) {
            headers.addAll(functions.get(f).headers());
            List<String> types = functions.get(f).paramTypes();
            if (!types.isEmpty()) objects.addAll(structs(types.getFirst(), 1));
        }
        Set<String> seen = new HashSet<>(objects);
        for (int depth = 0; depth < ENCLOSING_DEPTH; depth++) {
            Set<String> enclosing = new HashSet<>();
            for (String o : objects) {
                for (String c : constructors.getOrDefault(o, Set.of())) {
                    headers.addAll(functions.get(c).headers());
                    for (String t : functions.get(c).paramTypes()) enclosing.addAll(structs(t, 1));
                }
            }
            Set<String> found = declaredIn(headers, functions, queries);
            if (!found.isEmpty()) return found;
            headers.clear();
            enclosing.removeAll(seen);
            seen.addAll(enclosing);
            objects = enclosing;
            if (objects.isEmpty()) break;
        }
        return Set.of();
    }

    /** The {@code doca_*} struct a C type names with exactly {@code stars} pointers, or none. */
    private static Set<String> structs(String type, int stars) {
        Matcher m = STRUCT.matcher(type == null ? "" : type.strip());
        return m.matches() && m.group(2).length() == stars ? Set.of(m.group(1)) : Set.of();
    }

    private static Set<String> declaredIn(Set<String> headers, Map<String, ApiFunction> functions, Set<String> queries) {
        Set<String> out = new TreeSet<>();
        for (String q : queries) if (functions.containsKey(q) && functions.get(q).headers().stream().anyMatch(headers::contains)) out.add(q);
        return out;
    }

    /** Queries that share a key (the library) with one of the task's functions. */
    private static Set<String> sharing(Set<String> own, Map<String, ApiFunction> functions, Set<String> queries,
                                       java.util.function.Function<ApiFunction, Set<String>> key) {
        Set<String> keys = new HashSet<>();
        for (String f : own) keys.addAll(key.apply(functions.get(f)));
        Set<String> out = new TreeSet<>();
        if (keys.isEmpty()) return out;
        for (String q : queries) if (functions.containsKey(q) && key.apply(functions.get(q)).stream().anyMatch(keys::contains)) out.add(q);
        return out;
    }

}
