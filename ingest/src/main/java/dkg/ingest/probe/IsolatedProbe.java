package dkg.ingest.probe;

import java.io.BufferedReader;
import java.io.File;
import java.nio.file.attribute.FileTime;
import java.util.Comparator;
import java.util.UUID;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * Runs {@link NativeProbe} in a child JVM ({@link ProbeChild}) so a wrong ABI, a segfault or a hang
 * in a driver cannot take down the caller. Every outcome comes back as a {@link NativeResult}; a
 * crash, a timeout or garbage on stdout is a {@link ProbeFailure} in it, never an exception.
 *
 * <p>When the child dies inside a capability query, that query is named in the failure and the
 * child is started again without it (at most {@value #MAX_ATTEMPTS} attempts, all within the one
 * time limit), so one bad query costs its own answer, not everyone's. One native call that runs
 * past the per-query limit is killed as a hang, so a single hanging query cannot spend the whole
 * budget and a later device is still probed. Blame comes from the child's own {@link InFlightCall}
 * record, written before every native call.
 *
 * <p>The child runs in its own session and process group ({@code setsid}), with a token of its own in
 * its environment; at the end of every attempt, however it ended, the whole group is killed with
 * SIGKILL, and so is every process carrying the token (a daemonized helper, see {@link ProbeStragglers}), so a library that forks a
 * helper which ignores SIGTERM leaves nothing behind. JVM crash reports (hs_err) go to the crash
 * log folder, which keeps the newest {@value #KEPT_CRASH_LOGS}; without one they go to a temporary
 * folder removed after the run. Thread-safe: each {@link #run} starts its own processes.
 *
 * <p>Long because the child's life (start, blame, retry, killing its group) is one protocol.
 */
public final class IsolatedProbe {
    static final int MAX_ATTEMPTS = 4;
    /** Crash reports kept in the crash log folder; older ones are deleted. */
    static final int KEPT_CRASH_LOGS = 10;
    private static final String CHILD = ProbeChild.class.getName();
    private static final Path SETSID = findOnPath("setsid");
    private static final Path KILL = findOnPath("kill");

    private final Path java;
    private final String classPath;
    private final Duration timeLimit;
    private final Duration perQueryLimit;
    private final Path crashLogDir;

    /**
     * @param java      the java launcher for the child (normally this JVM's)
     * @param classPath the child's class path; must contain this module and Jackson
     * @param timeLimit total time for all attempts; the child is killed when it runs out
     */
    public IsolatedProbe(Path java, String classPath, Duration timeLimit) {
        this(java, classPath, timeLimit, timeLimit, null);
    }

    /**
     * @param perQueryLimit time one native call may take before the child is killed as hung
     * @param crashLogDir   where crash reports are kept (capped), or null to remove them after the run
     */
    public IsolatedProbe(Path java, String classPath, Duration timeLimit, Duration perQueryLimit, Path crashLogDir) {
        this.java = java;
        this.classPath = classPath;
        this.timeLimit = timeLimit;
        this.perQueryLimit = perQueryLimit;
        this.crashLogDir = crashLogDir;
    }

    /** A probe with this JVM's java, class path and the options' time limits and crash log folder. */
    public static IsolatedProbe of(ProbeOptions options) {
        return new IsolatedProbe(options.javaExecutable(), options.classPath(), options.timeLimit(),
                options.perQueryLimit(), options.crashLogDir());
    }

    /** Runs the request to the end; never throws for anything the child does. */
    public NativeResult run(ProbeRequest request) {
        Path work;
        try {
            work = Files.createTempDirectory("doca-kg-probe-");
        } catch (IOException e) {
            return new NativeResult(null, List.of(), List.of(), List.of(),
                    List.of(new ProbeFailure(ProbeFailure.Kind.START_FAILED, null, null, null, "cannot make a temporary folder: " + e.getMessage())));
        }
        try {
            return run(request, work);
        } finally {
            deleteTree(work);
        }
    }

    private NativeResult run(ProbeRequest request, Path work) {
        long deadline = System.nanoTime() + timeLimit.toNanos();
        Set<String> excluded = new LinkedHashSet<>(request.excludedSymbols());
        Set<String> specSymbols = request.specs().stream().map(CapabilityQuerySpec::symbol).collect(Collectors.toSet());
        List<ProbeFailure> failures = new ArrayList<>();
        Attempt last = null;
        for (int i = 0; i < MAX_ATTEMPTS; i++) {
            long left = deadline - System.nanoTime();
            if (left <= 0) break;
            last = attempt(new ProbeRequest(request.libraryDirs(), request.specs(), List.copyOf(excluded)), left, work, i);
            if (last.failure == null) break;
            failures.add(last.failure);
            // the query being asked when it died: the call itself may be a helper (doca_error_get_name)
            String query = last.blamedQuery != null ? last.blamedQuery : last.failure.symbol();
            boolean retry = (last.failure.kind() == ProbeFailure.Kind.CRASH || last.failure.kind() == ProbeFailure.Kind.TIMEOUT)
                    && query != null && specSymbols.contains(query)
                    && excluded.add(query);
            if (!retry) break;
        }
        if (last == null)
            return new NativeResult(null, List.of(), List.of(), List.of(),
                    List.of(new ProbeFailure(ProbeFailure.Kind.TIMEOUT, null, null, null, "no time left to start the probe")));
        return last.result(failures);
    }

    /** One child process: its events, and the failure that ended it early, if any. */
    private Attempt attempt(ProbeRequest request, long nanosLeft, Path work, int n) {
        Attempt a = new Attempt();
        Path stderr = work.resolve("child-" + n + ".stderr");
        // the event stream goes to a file read once the child is gone: a pipe read beside the JDK's
        // own drain of an exited child's stdout lost events now and then
        Path stdout = work.resolve("child-" + n + ".events");
        Path inFlight = work.resolve("child-" + n + ".inflight");
        Path hsErrDir = crashLogDir != null ? crashLogDir : work;
        String token = UUID.randomUUID().toString();
        Process p;
        if (!Files.isExecutable(java)) {
            // checked here because setsid would start and only then fail to run it
            a.failure = new ProbeFailure(ProbeFailure.Kind.START_FAILED, null, null, null, "cannot start " + java + ": not an executable file");
            return a;
        }
        try {
            Files.createDirectories(hsErrDir);
            ProcessBuilder pb = new ProcessBuilder(command(inFlight, hsErrDir)).redirectError(stderr.toFile()).redirectOutput(stdout.toFile());
            pb.environment().put(ProbeStragglers.VARIABLE, token);
            if (!request.libraryDirs().isEmpty()) {
                // lets dlopen resolve libdoca_dma.so's own dependency on libdoca_common.so
                String dirs = String.join(":", request.libraryDirs());
                String old = pb.environment().get("LD_LIBRARY_PATH");
                pb.environment().put("LD_LIBRARY_PATH", old == null || old.isBlank() ? dirs : dirs + ":" + old);
            }
            a.startedAt = Instant.now().minusSeconds(1);
            p = pb.start();
        } catch (IOException e) {
            a.failure = new ProbeFailure(ProbeFailure.Kind.START_FAILED, null, null, null, "cannot start " + java + ": " + e.getMessage());
            return a;
        }
        try {
            try (OutputStream in = p.getOutputStream()) {
                in.write(ProbeJson.write(request).getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) { // child died before reading: its exit code tells why
            }
            Wait w = waitFor(p, nanosLeft, inFlight);
            if (!w.exited) {
                killGroup(p, token);
                p.waitFor(5, TimeUnit.SECONDS);
            }
            // a forked helper of the library may outlive a child that exited on its own: the group goes too
            killGroup(p, token);
            a.readAll(stdout);
            a.inFlight = InFlightCall.read(inFlight);
            a.failure = a.failure != null ? a.failure : judge(a, p, w, nanosLeft, stderr, hsErrDir);
        } catch (InterruptedException e) {
            killGroup(p, token);
            Thread.currentThread().interrupt();
            a.failure = new ProbeFailure(ProbeFailure.Kind.TIMEOUT, a.pendingSymbol(), a.pendingPci(), null, "interrupted");
        }
        if (crashLogDir != null) capCrashLogs(crashLogDir);
        return a;
    }

    /** How a wait for the child ended. */
    private record Wait(boolean exited, boolean queryHung) {}

    /**
     * Waits for the child to exit, at most {@code nanosLeft}, and at most {@link #perQueryLimit} for any
     * one native call: the in-flight record's sequence number not moving for that long is a hang.
     */
    private Wait waitFor(Process p, long nanosLeft, Path inFlight) throws InterruptedException {
        long end = System.nanoTime() + nanosLeft;
        long lastSeq = -1;
        long seqSince = System.nanoTime();
        while (true) {
            long now = System.nanoTime();
            if (now >= end) return new Wait(false, false);
            if (p.waitFor(Math.min(100_000_000L, end - now), TimeUnit.NANOSECONDS)) return new Wait(true, false);
            InFlightCall c = InFlightCall.read(inFlight);
            long seq = c == null ? -1 : c.seq();
            now = System.nanoTime();
            if (seq != lastSeq) { lastSeq = seq; seqSince = now; }
            else if (c != null && now - seqSince > perQueryLimit.toNanos()) return new Wait(false, true);
        }
    }

    private List<String> command(Path inFlight, Path hsErrDir) {
        List<String> cmd = new ArrayList<>();
        // its own session and process group, so killGroup reaches whatever it forks
        // --wait: when the child happens to be a group leader already, setsid forks, and without it
        // the process we watch would exit 0 at once while the probe ran on unwatched
        if (SETSID != null) cmd.addAll(List.of(SETSID.toString(), "--wait"));
        cmd.addAll(List.of(java.toString(), "--enable-native-access=ALL-UNNAMED",
                "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Xshare:auto",
                "-XX:-CreateCoredumpOnCrash", "-XX:ErrorFile=" + crashLog(hsErrDir, "%p"),
                "-cp", classPath, CHILD, inFlight.toString()));
        return cmd;
    }

    /**
     * SIGKILL to the child's process group (its pid, as setsid made it a group leader), then to any
     * descendant still known. Without setsid the child shares our group, so only descendants are killed.
     * Last, every process that still carries the attempt's {@code token} ({@link ProbeStragglers}):
     * a helper the driver daemonized has left both the group and the tree.
     */
    private static void killGroup(Process p, String token) {
        if (SETSID != null && KILL != null) {
            try {
                Process k = new ProcessBuilder(KILL.toString(), "-KILL", "--", "-" + p.pid())
                        .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
                k.waitFor(5, TimeUnit.SECONDS);
            } catch (IOException e) {
                // fall through to the descendants
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
        ProbeStragglers.kill(token);
    }

    private static Path findOnPath(String exe) {
        for (String d : List.of("/usr/bin", "/bin")) {
            Path f = Path.of(d, exe);
            if (Files.isExecutable(f)) return f;
        }
        String path = System.getenv("PATH");
        if (path == null) return null;
        for (String d : path.split(File.pathSeparator)) {
            if (d.isBlank()) continue;
            Path f = Path.of(d, exe);
            if (Files.isExecutable(f)) return f;
        }
        return null;
    }

    /** Deletes all but the newest {@value #KEPT_CRASH_LOGS} crash reports in {@code dir}. */
    static void capCrashLogs(Path dir) {
        try (var s = Files.list(dir)) {
            List<Path> logs = s.filter(f -> f.getFileName().toString().startsWith(CRASH_LOG_PREFIX))
                    .sorted(Comparator.comparing(IsolatedProbe::modified).reversed()).toList();
            for (Path old : logs.subList(Math.min(KEPT_CRASH_LOGS, logs.size()), logs.size())) deleteQuietly(old);
        } catch (IOException e) {
            // a crash log too many is harmless
        }
    }

    private static FileTime modified(Path f) {
        try {
            return Files.getLastModifiedTime(f);
        } catch (IOException e) {
            return FileTime.fromMillis(0);
        }
    }

    private static void deleteTree(Path dir) {
        try (var s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(IsolatedProbe::deleteQuietly);
        } catch (IOException e) {
            // a temporary folder left behind is harmless
        }
    }

    static boolean writtenSince(Path file, Instant since) {
        try {
            return Files.exists(file) && !Files.getLastModifiedTime(file).toInstant().isBefore(since);
        } catch (IOException e) {
            return false;
        }
    }

    private static final String CRASH_LOG_PREFIX = "probe-hs_err_";

    /** Where the child JVM writes its crash report (hs_err) when native code kills it. */
    static Path crashLog(Path dir, String pid) {
        return dir.resolve(CRASH_LOG_PREFIX + pid + ".log");
    }

    /** Turns how the child ended into a failure, or null when it finished cleanly. */
    private ProbeFailure judge(Attempt a, Process p, Wait w, long nanosLeft, Path stderr, Path hsErrDir) {
        // the child's own record names the call in flight; the event stream is the fallback
        InFlightCall c = a.inFlight;
        String sym = c != null ? c.call() : a.pendingSymbol();
        String pci = c != null && c.pci() != null ? c.pci() : a.pendingPci();
        a.blamedQuery = c != null ? c.query() : a.pendingSymbol();
        String asking = c != null && c.query() != null && !c.query().equals(c.call()) ? " while asking " + c.query() : "";
        if (w.queryHung)
            return new ProbeFailure(ProbeFailure.Kind.TIMEOUT, sym, pci, null,
                    "killed: one call ran past the per-query limit of " + perQueryLimit.toMillis() + " ms" + (sym == null ? "" : " inside " + sym) + asking);
        if (!w.exited)
            return new ProbeFailure(ProbeFailure.Kind.TIMEOUT, sym, pci, null,
                    "killed after " + Duration.ofNanos(nanosLeft).toMillis() + " ms" + (sym == null ? "" : " inside " + sym) + asking);
        int code = p.exitValue();
        String tail = tail(stderr);
        // HotSpot prints its crash banner on stdout (not the protocol) and exits 1 when core dumps are off
        Path hsErr = crashLog(hsErrDir, Long.toString(p.pid()));
        // crash reports are kept, and pids are reused: only a report written by this child counts
        boolean crashReport = writtenSince(hsErr, a.startedAt);
        String banner = a.noise.toString();
        if (code > 128 || banner.contains("A fatal error has been detected") || tail.contains("A fatal error has been detected")
                || crashReport) {
            String how = code > 128 ? "signal " + (code - 128) : "fatal error in native code";
            String what = banner.lines().map(l -> l.replaceFirst("^#+", "").strip())
                    .filter(l -> l.matches("SIG\\w+ \\(.*") || l.startsWith("C  [")).map(l -> l.replaceAll(" at pc=.*", ""))
                    .collect(Collectors.joining("; "));
            return new ProbeFailure(ProbeFailure.Kind.CRASH, sym, pci, code, how + (sym == null ? "" : " inside " + sym) + asking
                    + (what.isEmpty() ? "" : " (" + what + ")") + (crashReport && crashLogDir != null ? "; crash report " + hsErr : ""));
        }
        // a finished run keeps its answers even if a library logged to stdout (DOCA's logger may)
        if (code == 0 && (a.finished || a.failed != null)) return a.failed; // failed: DOCA or load error, reported by the child
        if (a.badLine != null)
            return new ProbeFailure(ProbeFailure.Kind.BAD_OUTPUT, sym, pci, code, "not protocol: " + a.badLine);
        return new ProbeFailure(ProbeFailure.Kind.BAD_OUTPUT, sym, pci, code,
                "child exited " + code + " without finishing" + (tail.isBlank() ? "" : "; stderr: " + tail));
    }

    /** The child's stderr in one line: the head of a JVM crash report (signal, problematic frame), else the end. */
    private static String tail(Path file) {
        try {
            String flat = Files.readString(file, StandardCharsets.UTF_8).lines()
                    .map(l -> l.replaceFirst("^#+", "").strip()).filter(l -> !l.isEmpty())
                    .collect(Collectors.joining(" | "));
            if (flat.length() <= 400) return flat;
            return flat.contains("fatal error") ? flat.substring(0, 400) + "…" : "…" + flat.substring(flat.length() - 400);
        } catch (IOException | RuntimeException e) {
            return "";
        }
    }

    private static void deleteQuietly(Path p) {
        if (p == null) return;
        try {
            Files.deleteIfExists(p);
        } catch (IOException ignored) { // a temp file left behind is harmless
        }
    }

    /** Accumulates one child's event stream. */
    private static final class Attempt {
        /** Just before the child started: a crash report older than this is another process's. */
        Instant startedAt = Instant.EPOCH;
        volatile String runtimeVersion;
        final List<String> libraries = new ArrayList<>();
        final Map<String, DeviceIdentity> devices = new LinkedHashMap<>();
        final Map<String, List<CapabilityReading>> readings = new LinkedHashMap<>();
        final List<SkippedQuery> skipped = new ArrayList<>();
        volatile ProbeEvent.Attempt pending;
        volatile boolean finished;
        volatile ProbeFailure failed;
        volatile String badLine;
        /** Non-protocol stdout lines (a JVM crash banner), capped. */
        final StringBuffer noise = new StringBuffer();
        ProbeFailure failure;
        /** The child's record of the call in flight when it ended, or null. */
        InFlightCall inFlight;
        /** The capability query the failure is charged to (left out on the next attempt), or null. */
        String blamedQuery;

        void readAll(Path events) {
            // InputStreamReader replaces bad UTF-8 (a dying child may cut a line) instead of failing
            try (BufferedReader r = new BufferedReader(new InputStreamReader(Files.newInputStream(events), StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    if (line.isBlank()) continue;
                    ProbeEvent e;
                    try {
                        e = ProbeJson.mapper().readValue(line, ProbeEvent.class);
                    } catch (IOException bad) { // keep reading: the exit code decides between crash and garbage
                        if (badLine == null) badLine = line.length() > 200 ? line.substring(0, 200) + "…" : line;
                        if (noise.length() < 8000) noise.append(line).append('\n');
                        continue;
                    }
                    accept(e);
                }
            } catch (IOException ignored) { // no events file (the child never started): judged from its exit
            }
        }

        synchronized void accept(ProbeEvent e) {
            switch (e) {
                case ProbeEvent.Started s -> { runtimeVersion = s.runtimeVersion(); libraries.addAll(s.libraries()); }
                case ProbeEvent.Device d -> {
                    devices.put(d.device().pciAddress(), d.device());
                    readings.put(d.device().pciAddress(), new ArrayList<>());
                    pending = null;
                }
                case ProbeEvent.Attempt at -> pending = at;
                case ProbeEvent.Reading rd -> {
                    readings.computeIfAbsent(rd.pciAddress(), k -> new ArrayList<>()).add(rd.reading());
                    pending = null;
                }
                case ProbeEvent.Skipped sk -> skipped.add(sk.skipped());
                case ProbeEvent.Failed f -> { failed = f.failure(); pending = null; }
                case ProbeEvent.Finished fin -> { finished = true; pending = null; }
            }
        }

        String pendingSymbol() { ProbeEvent.Attempt at = pending; return at == null ? null : at.symbol(); }
        String pendingPci() { ProbeEvent.Attempt at = pending; return at == null ? null : at.pciAddress(); }

        synchronized NativeResult result(List<ProbeFailure> failures) {
            List<DeviceReadings> out = new ArrayList<>();
            devices.forEach((pci, id) -> out.add(new DeviceReadings(id, readings.getOrDefault(pci, List.of()))));
            return new NativeResult(runtimeVersion, libraries, out, skipped, failures);
        }
    }
}
