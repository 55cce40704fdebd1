package dkg.ingest.probe;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds and kills every process a probe child started, wherever it went. The child's process group
 * and its descendants are not enough: a driver that daemonizes a helper (fork, {@code setsid},
 * fork again, the middle process exits) leaves it in a session of its own with init as its parent.
 * What such a helper keeps is its environment, so each child is started with a token of its own in
 * {@link #VARIABLE}, and every process of this user whose environment holds that token is killed
 * (Linux {@code /proc/PID/environ}). A process that clears its environment is out of reach.
 */
final class ProbeStragglers {
    /** The environment variable that carries the token. */
    static final String VARIABLE = "DOCA_KG_PROBE_RUN";

    /** Rounds of scan and kill: a helper may fork again between a scan and its SIGKILL. */
    private static final int ROUNDS = 10;

    private ProbeStragglers() {}

    /** SIGKILLs every process that carries {@code token}; returns how many were found. */
    static int kill(String token) {
        byte[] marker = (VARIABLE + "=" + token + "\0").getBytes(StandardCharsets.UTF_8);
        int killed = 0;
        for (int round = 0; round < ROUNDS; round++) {
            List<Long> found = carrying(marker);
            if (found.isEmpty()) break;
            for (long pid : found) ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
            killed += found.size();
        }
        return killed;
    }

    private static List<Long> carrying(byte[] marker) {
        List<Long> out = new ArrayList<>();
        long self = ProcessHandle.current().pid();
        try (DirectoryStream<Path> procs = Files.newDirectoryStream(Path.of("/proc"), p -> p.getFileName().toString().chars().allMatch(Character::isDigit))) {
            for (Path proc : procs) {
                long pid = Long.parseLong(proc.getFileName().toString());
                if (pid == self) continue;
                byte[] env;
                try {
                    env = Files.readAllBytes(proc.resolve("environ"));
                } catch (IOException | SecurityException gone) {
                    continue; // exited meanwhile, or another user's
                }
                if (contains(env, marker)) out.add(pid);
            }
        } catch (IOException noProc) {
            // not Linux: the process group and descendants are all there is
        }
        return out;
    }

    /** True when {@code env} (NUL-separated {@code NAME=value} entries) holds {@code marker} (an entry and its NUL). */
    static boolean contains(byte[] env, byte[] marker) {
        byte[] e = java.util.Arrays.copyOf(env, env.length + 1); // the last entry may lack its NUL
        outer:
        for (int i = 0; i + marker.length <= e.length; i++) {
            if (i > 0 && e[i - 1] != 0) continue;
            for (int j = 0; j < marker.length; j++) if (e[i + j] != marker[j]) continue outer;
            return true;
        }
        return false;
    }
}
