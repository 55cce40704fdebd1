package dkg.storage;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** How a process that keeps a store is named to a user: its command line, a doca-kg JVM's shortened to {@code doca-kg ARGS}. */
public final class Processes {
    private Processes() {}

    /** The command line of {@code pid}, or null when it cannot be read. */
    public static String commandOf(long pid) {
        String cmd;
        try {
            byte[] raw = Files.readAllBytes(Path.of("/proc", Long.toString(pid), "cmdline"));
            cmd = new String(raw, StandardCharsets.UTF_8).replace('\u0000', ' ').strip();
        } catch (IOException | RuntimeException e) {
            cmd = ProcessHandle.of(pid).flatMap(h -> h.info().commandLine()).orElse(null);
        }
        if (cmd == null) return null;
        int jar = cmd.indexOf("doca-kg.jar");
        return jar >= 0 ? "doca-kg" + cmd.substring(jar + "doca-kg.jar".length()) : cmd;
    }
}
