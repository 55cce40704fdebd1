package dkg.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The workload the {@code doca-kg} launcher records its JDK AOT cache from (run with
 * {@code -XX:AOTCacheOutput}): each one-shot command once, on a throw-away store made from a tiny
 * made-up skill, so that the classes a real command loads are found pre-parsed and pre-linked.
 * Never touches the user's store; prints nothing.
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

    public static void main(String[] args) throws IOException {
        Path tmp = Files.createTempDirectory("doca-kg-training");
        try {
            Path skill = tmp.resolve("bundle/skills/doca-training/SKILL.md");
            Files.createDirectories(skill.getParent());
            Files.writeString(skill, SKILL);
            String store = tmp.resolve("store").toString();
            PrintStream quiet = new PrintStream(OutputStream.nullOutputStream());
            List<List<String>> runs = List.of(
                    List.of("ingest", "--store", store, tmp.resolve("bundle").toString()),
                    List.of("search", "--store", store, "copy", "buffer"),
                    List.of("search", "--store", store, "--json", "NOT_PERMITTED"),
                    List.of("route", "--store", store, "copy a buffer with a task"),
                    List.of("describe", "--store", store, "doca_training_task_submit"),
                    List.of("explain", "--store", store, "NOT_PERMITTED"),
                    List.of("sparql", "--store", store, "SELECT ?s WHERE { ?s a ?c } LIMIT 3"),
                    List.of("stats", "--store", store),
                    List.of("stats", "--store", store, "--json"),
                    List.of("caps", "--store", store),
                    List.of("lint", "--store", store),
                    List.of("--help"),
                    List.of("search", "--help"));
            for (List<String> run : runs) Main.execute(quiet, quiet, run);
        } finally {
            try (Stream<Path> all = Files.walk(tmp)) {
                all.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
        System.exit(0);
    }
}
