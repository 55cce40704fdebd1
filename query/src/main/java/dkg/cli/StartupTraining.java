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
 * real command loads are found pre-parsed and pre-linked. A cache holds every class its training
 * loaded and a JVM links them all at start, so each family of commands gets its own: {@code search}
 * reads only the Lucene index, {@code mcp} is an agent's first seconds of a session, {@code query}
 * (every other command) reads the graph; none records the ingest that made the throw-away store.
 * Never touches the user's store; prints nothing.
 *
 * <p>{@code StartupTraining prepare DIR} makes the throw-away store in DIR (a JVM that records
 * nothing); {@code StartupTraining FAMILY DIR} runs the family's commands on it (the JVM that records,
 * with {@code -XX:AOTCacheOutput}).
 */
final class StartupTraining {
    private StartupTraining() {}

    private static final String SKILL = """
            ---
            name: doca-training
            description: A made-up skill that exercises the doca-kg start-up path; copy a buffer with a task.
            ---
            # doca-training

            ## Submit
            Call doca_training_task_submit. A missing permission returns DOCA_ERROR_NOT_PERMITTED.
            """;

    /** The commands each family runs, with {@code STORE} standing for the throw-away store. */
    private static final Map<String, List<List<String>>> FAMILIES = Map.of(
            "search", List.of(
                    List.of("search", "--store", "STORE", "copy", "buffer"),
                    List.of("search", "--store", "STORE", "--json", "NOT_PERMITTED"),
                    List.of("search", "--help")),
            "query", List.of(
                    List.of("route", "--store", "STORE", "copy a buffer with a task"),
                    List.of("describe", "--store", "STORE", "doca_training_task_submit"),
                    List.of("explain", "--store", "STORE", "NOT_PERMITTED"),
                    List.of("ask", "--store", "STORE", "why does my task submit return NOT_PERMITTED"),
                    List.of("sparql", "--store", "STORE", "SELECT ?s WHERE { ?s a ?c } LIMIT 3"),
                    List.of("stats", "--store", "STORE"),
                    List.of("stats", "--store", "STORE", "--json"),
                    List.of("caps", "--store", "STORE"),
                    List.of("lint", "--store", "STORE"),
                    List.of("--help")),
            "mcp", List.of(List.of("mcp", "--store", "STORE")));

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
        if (args.length != 2) throw new IllegalArgumentException("usage: StartupTraining prepare|search|mcp|query DIR");
        Path dir = Path.of(args[1]);
        String store = dir.resolve("store").toString();
        PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
        if (args[0].equals("prepare")) {
            Path skill = dir.resolve("bundle/skills/doca-training/SKILL.md");
            Files.createDirectories(skill.getParent());
            Files.writeString(skill, SKILL);
            System.exit(Main.execute(quiet, quiet, List.of("ingest", "--store", store, dir.resolve("bundle").toString())));
        }
        List<List<String>> runs = FAMILIES.get(args[0]);
        if (runs == null) throw new IllegalArgumentException("no training family " + args[0]);
        if (args[0].equals("mcp")) System.setIn(new java.io.SequenceInputStream(
                new java.io.ByteArrayInputStream(MCP_SESSION.getBytes(java.nio.charset.StandardCharsets.UTF_8)), new LateEnd()));
        for (List<String> run : runs)
            Main.execute(quiet, quiet, run.stream().map(a -> a.equals("STORE") ? store : a).toList());
        System.exit(0);
    }
}
