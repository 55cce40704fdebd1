package dkg.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The workloads the {@code doca-kg} launcher records its JDK AOT caches from, so that the classes a
 * real command loads are found pre-parsed and pre-linked and its lambdas and call sites pre-resolved.
 * A cache holds every class its training loaded and a JVM maps and links it all at start, so the
 * commands that answer from the index and derived files ({@code search}, {@code route},
 * {@code explain}, {@code describe}, {@code ask}, {@code stats}) share {@code lookup}, the commands
 * that open the graph and an agent's session share {@code query}, and a command a holder answers
 * starts from {@code forward}, the client alone: three caches, recorded in about a minute per build.
 * Never touches the user's store; prints nothing.
 *
 * <p>The throw-away store is a small but complete one (a skill with an error taxonomy and a debug
 * task, headers defining a function and the errors it returns), and every command runs on it once
 * before anything is recorded: a recording sees what a user's command does on an ingested store
 * (answers from the derived files, definitions with parameters and returns), not the one-time work
 * of the first command after an ingest. Trained on a bare skill, a cache would hold Jena for
 * commands that never start it and miss the paths they do take.
 *
 * <p>{@code StartupTraining prepare DIR} makes the throw-away store in DIR and runs the commands once
 * (a JVM that records nothing); {@code StartupTraining FAMILY DIR} runs the family's commands on it
 * (the JVM that records, with {@code -XX:AOTCacheOutput}).
 */
final class StartupTraining {
    private StartupTraining() {}

    /** The throw-away bundle and headers, by path under the training folder. */
    private static final Map<String, String> FILES = Map.of(
            "bundle/skills/doca-training/SKILL.md", """
            ---
            name: doca-training
            description: A made-up skill that exercises the doca-kg start-up path; copy a buffer with a task.
            ---
            # doca-training

            ## When to load this skill
            Copying a buffer with a training task, or a task submit that fails.

            ## Submit
            Call doca_training_task_submit. A missing permission returns DOCA_ERROR_NOT_PERMITTED.
            """,
            "bundle/skills/doca-training/CAPABILITIES.md", """
            # doca-training capabilities

            ## Capabilities and modes
            One task type copies a buffer; doca_training_task_submit queues it.

            ## Error taxonomy

            | Error | Where it shows up | Cause |
            | --- | --- | --- |
            | `DOCA_ERROR_NOT_PERMITTED` | `doca_training_task_submit` on the first task | The buffer's mmap lacks the access flag the task needs. |
            | `DOCA_ERROR_INVALID_VALUE` | `doca_training_task_submit` with an empty buffer | The length is zero. |
            """,
            "bundle/skills/doca-training/TASKS.md", """
            # doca-training workflows

            ## debug
            Read the error the submit returned, then check the mmap's access flags.
            """,
            "include/doca_version.h", """
            /** @file doca_version.h */
            #define DOCA_VERSION_STRING "3.0.0001"
            """,
            "include/doca_error.h", """
            /** @file doca_error.h */
            typedef enum doca_error {
            	DOCA_SUCCESS = 0,		/**< Success */
            	DOCA_ERROR_NOT_PERMITTED = 2,	/**< Operation not permitted */
            	DOCA_ERROR_INVALID_VALUE = 6,	/**< Invalid input */
            } doca_error_t;
            """,
            "include/doca_training.h", """
            /** @file doca_training.h */
            struct doca_training_task;

            /**
             * @brief Submit a training task.
             *
             * @param [in] task
             * The task to submit.
             * @param [in] flags
             * Submit flags.
             *
             * @return
             * DOCA_SUCCESS - in case of success.
             * doca_error code - in case of failure:
             * - DOCA_ERROR_NOT_PERMITTED - the buffer's mmap lacks the access flag.
             * - DOCA_ERROR_INVALID_VALUE - the buffer is empty.
             */
            DOCA_STABLE
            doca_error_t doca_training_task_submit(struct doca_training_task *task, uint32_t flags);
            """);

    private static final String QUESTION = "why does my task submit return DOCA_ERROR_NOT_PERMITTED when I copy a buffer";
    private static final String SPARQL = "SELECT ?s WHERE { ?s <http://www.w3.org/2000/01/rdf-schema#label> \"doca_training_task_submit\" }";

    /**
     * The commands people time, each with the arguments it is trained on, in text and in
     * {@code --json}. They share the {@code lookup} cache: they answer from the index and the
     * derived files, and one cache for them all (rather than one per command and output form) keeps
     * what a build records small.
     */
    private static final Map<String, List<List<String>>> LOOKUPS = Map.of(
            "search", List.of(List.of("copy", "buffer"), List.of("NOT_PERMITTED")),
            "route", List.of(List.of("copy a buffer with a task"), List.of(QUESTION)),
            "explain", List.of(List.of("NOT_PERMITTED"), List.of("6", "--library", "training")),
            "describe", List.of(List.of("doca_training_task_submit"), List.of("doca_training_task_submit()")),
            "ask", List.of(List.of(QUESTION), List.of("copy a buffer with a task")),
            "stats", List.of(List.of(), List.of()));

    /** Commands that open the graph, in the {@code query} cache with every other command and an agent's session. */
    private static final List<List<String>> GRAPH_COMMANDS = List.of(
            List.of("sparql", "--store", "STORE", SPARQL),
            List.of("sparql", "--store", "STORE", "--json", "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"),
            List.of("caps", "--store", "STORE"),
            List.of("lint", "--store", "STORE"),
            List.of("examples", "--store", "STORE", "doca_training_task_submit"),
            List.of("status", "--store", "STORE"),
            List.of("caps", "--store", "STORE", "--json"),
            List.of("--help"),
            // last: it reads the session from stdin until the late end
            List.of("mcp", "--store", "STORE"));

    /** The commands each family runs, with {@code STORE} standing for the throw-away store. */
    private static final Map<String, List<List<String>>> FAMILIES = families();

    private static Map<String, List<List<String>>> families() {
        List<List<String>> lookup = new java.util.ArrayList<>();
        new java.util.TreeMap<>(LOOKUPS).forEach((command, argLists) -> {
            for (boolean json : new boolean[] {false, true}) {
                for (List<String> args : argLists) {
                    List<String> run = new java.util.ArrayList<>(List.of(command, "--store", "STORE"));
                    if (json) run.add("--json");
                    run.addAll(args);
                    lookup.add(run);
                }
            }
        });
        return Map.of("lookup", List.copyOf(lookup), "query", GRAPH_COMMANDS);
    }

    /** The family whose cache a command starts from (the launcher's choice, spelled once for tests). */
    static String familyOf(String command) { return LOOKUPS.containsKey(command) ? "lookup" : "query"; }

    private static boolean isSession(List<String> run) { return run.getFirst().equals("mcp"); }

    /** What an agent sends in its first seconds: the handshake, the listings, one call of each common tool. */
    private static final String MCP_SESSION = String.join("\n",
            "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"2025-06-18\",\"capabilities\":{},\"clientInfo\":{\"name\":\"training\",\"version\":\"1\"}}}",
            "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"tools/list\"}",
            "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"resources/list\"}",
            call(4, "search_docs", "{\"query\":\"copy buffer\",\"limit\":5}"),
            call(5, "route_question", "{\"question\":\"copy a buffer with a task\"}"),
            call(6, "explain_error", "{\"error\":\"NOT_PERMITTED\"}"),
            call(7, "describe_symbol", "{\"symbol\":\"doca_training_task_submit\"}"),
            call(8, "ask", "{\"question\":\"why does my task submit return NOT_PERMITTED\"}"),
            call(9, "sparql_query", "{\"query\":\"SELECT ?s WHERE { ?s a ?c } LIMIT 3\"}"),
            "") + "\n";

    /**
     * The end of the session's input, a few seconds late: the server drops calls still running at
     * end of input, and the calls are what the cache should hold.
     */
    private static final class LateEnd extends java.io.InputStream {
        @Override
        public int read() throws IOException {
            try {
                Thread.sleep(5_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return -1;
        }
    }

    private static String call(int id, String tool, String arguments) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tools/call\",\"params\":{\"name\":\"" + tool
                + "\",\"arguments\":" + arguments + "}}";
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) throw new IllegalArgumentException("usage: StartupTraining prepare|FAMILY DIR (families: " + FAMILIES.keySet() + ")");
        Path dir = Path.of(args[1]);
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
        if (args[0].equals("prepare")) System.exit(prepare(dir, quiet));
        List<List<String>> runs = FAMILIES.get(args[0]);
        if (args[0].equals(FORWARD)) {
            forward(Path.of(storeIn(dir)), quiet);
            System.exit(0);
        }
        if (runs == null) throw new IllegalArgumentException("no training family " + args[0]);
        if (runs.stream().anyMatch(StartupTraining::isSession)) System.setIn(new java.io.SequenceInputStream(
                new java.io.ByteArrayInputStream(MCP_SESSION.getBytes(java.nio.charset.StandardCharsets.UTF_8)), new LateEnd()));
        run(runs, storeIn(dir), quiet);
        dkg.search.PassageModel.awaitLoading();
        System.exit(0);
    }

    /**
     * Writes the throw-away bundle and headers into {@code dir}, ingests them into {@code dir/store}
     * and runs every command once (JSON twins and the MCP session aside); returns the ingest's exit code.
     */
    static int prepare(Path dir, PrintStream quiet) throws IOException {
        for (Map.Entry<String, String> f : FILES.entrySet()) {
            Path file = dir.resolve(f.getKey());
            Files.createDirectories(file.getParent());
            Files.writeString(file, f.getValue());
        }
        String store = storeIn(dir);
        int code = Main.execute(quiet, quiet, List.of("ingest", "--store", store,
                dir.resolve("bundle").toString(), dir.resolve("include").toString()));
        // the first command after an ingest computes what later ones read (the error book, ...); a
        // JSON twin reads the same, so once in text is enough
        FAMILIES.values().forEach(runs -> run(runs.stream().filter(r -> !isSession(r) && !r.contains("--json")).toList(), store, quiet));
        return code;
    }

    private static String storeIn(Path dir) { return dir.resolve("store").toString(); }

    /** The families' names: the launcher records one cache for each. */
    static java.util.Set<String> familyNames() {
        java.util.Set<String> names = new java.util.TreeSet<>(FAMILIES.keySet());
        names.add(FORWARD);
        return names;
    }

    /** The family of a command a holder answers: the launcher's entry point and the forwarding client alone. */
    private static final String FORWARD = "forward";

    /**
     * Operation calls and a command line forwarded, and an MCP session relayed, to a stand-in holder
     * on the throw-away store that answers without opening it: the cache gets the client's classes
     * and the command line's parsing, and none of the store's, which a forwarded command never loads.
     */
    private static void forward(Path store, PrintStream quiet) throws IOException {
        var standIn = new dkg.hold.HolderServer.Handler() {
            @Override public int answer(dkg.hold.Request r, PrintStream out, PrintStream err) { out.println("ok"); return 0; }
            @Override public int run(dkg.hold.Request r, PrintStream out, PrintStream err) { out.println("ok"); return 0; }
            @Override public dkg.hold.HolderServer.Session session(dkg.hold.Request r, PrintStream err) { return (in, out) -> in.transferTo(out); }
            @Override public dkg.hold.HolderInfo info() { return dkg.hold.HolderInfo.current("training"); }
        };
        String s = store.toString();
        try (dkg.hold.HolderServer holder = dkg.hold.HolderServer.start(store, standIn)) {
            for (List<String> command : List.of(List.of("stats", "--store", s), List.of("search", "--store", s, "dma", "copy"),
                    List.of("route", "--store", s, "copy", "a", "buffer"), List.of("explain", "--store", s, "NOT_PERMITTED"),
                    List.of("describe", "--store", s, "doca_dma_cap_task_memcpy_is_supported"), List.of("ask", "--json", "--store", s, "why", "is", "it", "slow"),
                    List.of("status", "--store", s))) {
                if (Start.answeredByHolder(command, java.io.InputStream.nullInputStream(), quiet, quiet).isEmpty()) Main.execute(quiet, quiet, command);
            }
            dkg.hold.HolderClient.dispatch(List.of("mcp", "--store", s),
                    new java.io.ByteArrayInputStream(MCP_SESSION.getBytes(java.nio.charset.StandardCharsets.UTF_8)), quiet, quiet);
        }
    }

    private static void run(List<List<String>> runs, String store, PrintStream quiet) {
        for (List<String> run : runs)
            Main.execute(quiet, quiet, run.stream().map(a -> a.equals("STORE") ? store : a).toList());
    }
}
