package dkg.hold;

import java.util.Optional;

/**
 * Who holds a store, as the holder tells it: for {@code status}, and for messages naming it.
 *
 * @param pid     the holding process
 * @param since   when it started holding (ISO-8601)
 * @param serves  what it serves, e.g. {@code serve on http://127.0.0.1:3030/} or {@code mcp (stdio)}
 * @param command its command line, when the system tells it
 */
public record HolderInfo(long pid, String since, String serves, String command) {
    /** This process, holding a store from now on. */
    public static HolderInfo current(String serves) {
        return new HolderInfo(ProcessHandle.current().pid(),
                java.time.Instant.now().truncatedTo(java.time.temporal.ChronoUnit.SECONDS).toString(), serves, commandLine());
    }

    public HolderInfo serving(String what) { return new HolderInfo(pid, since, what, command); }

    /** This process's command line, a doca-kg JVM's shortened to {@code doca-kg ARGS}; null when unknown. */
    static String commandLine() {
        String cmd;
        try {
            byte[] raw = java.nio.file.Files.readAllBytes(java.nio.file.Path.of("/proc/self/cmdline"));
            cmd = new String(raw, java.nio.charset.StandardCharsets.UTF_8).replace('\u0000', ' ').strip();
        } catch (java.io.IOException | RuntimeException e) {
            cmd = ProcessHandle.current().info().commandLine().orElse(null);
        }
        if (cmd == null) return null;
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("doca-kg\\.jar( dkg\\.cli\\.(Start|Main))?").matcher(cmd);
        return m.find() ? "doca-kg" + cmd.substring(m.end()) : cmd;
    }

    String encode() {
        return pid + "\t" + since + "\t" + clean(serves) + "\t" + clean(command == null ? "" : command) + "\n";
    }

    static Optional<HolderInfo> decode(String line) {
        String[] f = line.strip().split("\t", -1);
        if (f.length != 4) return Optional.empty();
        try {
            return Optional.of(new HolderInfo(Long.parseLong(f[0]), f[1], f[2], f[3].isEmpty() ? null : f[3]));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static String clean(String s) { return s.replace('\t', ' ').replace('\n', ' '); }
}
