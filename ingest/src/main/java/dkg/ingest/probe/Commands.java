package dkg.ingest.probe;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * Runs the read-only commands of the manual chain ({@code pkg-config}, {@code doca_caps},
 * {@code mlxconfig q}) found on an explicit search path, with stdin closed, {@code LC_ALL=C} and a
 * time limit. A command that is missing, fails or hangs yields empty, never an exception.
 */
final class Commands {
    private final List<Path> searchPath;
    private final Duration timeLimit;

    Commands(List<Path> searchPath, Duration timeLimit) {
        this.searchPath = List.copyOf(searchPath);
        this.timeLimit = timeLimit;
    }

    /** The first executable called {@code name} on the search path. */
    Optional<Path> which(String name) {
        for (Path dir : searchPath) {
            Path p = dir.resolve(name);
            if (Files.isRegularFile(p) && Files.isExecutable(p)) return Optional.of(p);
        }
        return Optional.empty();
    }

    /** Stdout of a command that exited 0, or empty. {@code argv[0]} is a name looked up on the path, or a path. */
    Optional<String> output(String... argv) {
        Optional<Path> exe = argv[0].contains("/") ? Optional.of(Path.of(argv[0])).filter(Files::isExecutable) : which(argv[0]);
        if (exe.isEmpty()) return Optional.empty();
        List<String> cmd = new ArrayList<>(List.of(argv));
        cmd.set(0, exe.get().toString());
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        pb.environment().put("PATH", searchPath.stream().map(Path::toString).collect(Collectors.joining(":")));
        pb.environment().put("LC_ALL", "C");
        try {
            Process p = pb.start();
            CompletableFuture<String> out = CompletableFuture.supplyAsync(() -> readAll(p.getInputStream()));
            if (!p.waitFor(timeLimit.toMillis(), TimeUnit.MILLISECONDS)) {
                p.destroyForcibly();
                return Optional.empty();
            }
            return p.exitValue() == 0 ? Optional.of(out.get(timeLimit.toMillis(), TimeUnit.MILLISECONDS)) : Optional.empty();
        } catch (IOException | java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    /** First non-blank line of the output, trimmed. */
    Optional<String> line(String... argv) {
        return output(argv).flatMap(s -> s.lines().map(String::trim).filter(l -> !l.isEmpty()).findFirst());
    }

    private static String readAll(InputStream in) {
        try (in) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "";
        }
    }
}
