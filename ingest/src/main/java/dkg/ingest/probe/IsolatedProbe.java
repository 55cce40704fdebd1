package dkg.ingest.probe;

import java.io.BufferedReader;
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
 * time limit), so one bad query costs its own answer, not everyone's. Thread-safe: each
 * {@link #run} starts its own process.
 */
public final class IsolatedProbe {
    static final int MAX_ATTEMPTS = 4;
    private static final String CHILD = ProbeChild.class.getName();

    private final Path java;
    private final String classPath;
    private final Duration timeLimit;

    /**
     * @param java      the java launcher for the child (normally this JVM's)
     * @param classPath the child's class path; must contain this module and Jackson
     * @param timeLimit total time for all attempts; the child is killed when it runs out
     */
    public IsolatedProbe(Path java, String classPath, Duration timeLimit) {
        this.java = java;
        this.classPath = classPath;
        this.timeLimit = timeLimit;
    }

    /** A probe with this JVM's java, class path and the options' time limit. */
    public static IsolatedProbe of(ProbeOptions options) {
        return new IsolatedProbe(options.javaExecutable(), options.classPath(), options.timeLimit());
    }

    /** Runs the request to the end; never throws for anything the child does. */
    public NativeResult run(ProbeRequest request) {
        long deadline = System.nanoTime() + timeLimit.toNanos();
        Set<String> excluded = new LinkedHashSet<>(request.excludedSymbols());
        Set<String> specSymbols = request.specs().stream().map(CapabilityQuerySpec::symbol).collect(Collectors.toSet());
        List<ProbeFailure> failures = new ArrayList<>();
        Attempt last = null;
        for (int i = 0; i < MAX_ATTEMPTS; i++) {
            long left = deadline - System.nanoTime();
            if (left <= 0) break;
            last = attempt(new ProbeRequest(request.libraryDirs(), request.specs(), List.copyOf(excluded)), left);
            if (last.failure == null) break;
            failures.add(last.failure);
            boolean retry = (last.failure.kind() == ProbeFailure.Kind.CRASH || last.failure.kind() == ProbeFailure.Kind.TIMEOUT)
                    && last.failure.symbol() != null && specSymbols.contains(last.failure.symbol())
                    && excluded.add(last.failure.symbol());
            if (!retry) break;
        }
        if (last == null)
            return new NativeResult(null, List.of(), List.of(), List.of(),
                    List.of(new ProbeFailure(ProbeFailure.Kind.TIMEOUT, null, null, null, "no time left to start the probe")));
        return last.result(failures);
    }

    /** One child process: its events, and the failure that ended it early, if any. */
    private Attempt attempt(ProbeRequest request, long nanosLeft) {
        Attempt a = new Attempt();
        Path stderr = null;
        Process p;
        try {
            stderr = Files.createTempFile("doca-kg-probe-", ".stderr");
            ProcessBuilder pb = new ProcessBuilder(command()).redirectError(stderr.toFile());
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
            deleteQuietly(stderr);
            return a;
        }
        try {
            try (OutputStream in = p.getOutputStream()) {
                in.write(ProbeJson.write(request).getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) { // child died before reading: its exit code tells why
            }
            Thread reader = Thread.ofVirtual().start(() -> a.readAll(p));
            boolean exited = p.waitFor(nanosLeft, TimeUnit.NANOSECONDS);
            if (!exited) {
                p.destroyForcibly();
                p.waitFor(5, TimeUnit.SECONDS);
            }
            reader.join(Duration.ofSeconds(5));
            a.failure = a.failure != null ? a.failure : judge(a, p, exited, nanosLeft, stderr);
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
            a.failure = new ProbeFailure(ProbeFailure.Kind.TIMEOUT, a.pendingSymbol(), a.pendingPci(), null, "interrupted");
        } finally {
            deleteQuietly(stderr);
        }
        return a;
    }

    private List<String> command() {
        String errorFile = crashLog("%p").toString();
        return List.of(java.toString(), "--enable-native-access=ALL-UNNAMED",
                "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-Xshare:auto",
                "-XX:-CreateCoredumpOnCrash", "-XX:ErrorFile=" + errorFile,
                "-cp", classPath, CHILD);
    }

    static boolean writtenSince(Path file, Instant since) {
        try {
            return Files.exists(file) && !Files.getLastModifiedTime(file).toInstant().isBefore(since);
        } catch (IOException e) {
            return false;
        }
    }

    /** Where the child JVM writes its crash report (hs_err) when native code kills it. */
    static Path crashLog(String pid) {
        return Path.of(System.getProperty("java.io.tmpdir"), "doca-kg-probe-hs_err_" + pid + ".log");
    }

    /** Turns how the child ended into a failure, or null when it finished cleanly. */
    private ProbeFailure judge(Attempt a, Process p, boolean exited, long nanosLeft, Path stderr) {
        String sym = a.pendingSymbol();
        String pci = a.pendingPci();
        if (!exited)
            return new ProbeFailure(ProbeFailure.Kind.TIMEOUT, sym, pci, null,
                    "killed after " + Duration.ofNanos(nanosLeft).toMillis() + " ms" + (sym == null ? "" : " inside " + sym));
        int code = p.exitValue();
        String tail = tail(stderr);
        // HotSpot prints its crash banner on stdout (not the protocol) and exits 1 when core dumps are off
        Path hsErr = crashLog(Long.toString(p.pid()));
        // crash reports are kept, and pids are reused: only a report written by this child counts
        boolean crashReport = writtenSince(hsErr, a.startedAt);
        String banner = a.noise.toString();
        if (code > 128 || banner.contains("A fatal error has been detected") || tail.contains("A fatal error has been detected")
                || crashReport) {
            String how = code > 128 ? "signal " + (code - 128) : "fatal error in native code";
            String what = banner.lines().map(l -> l.replaceFirst("^#+", "").strip())
                    .filter(l -> l.matches("SIG\\w+ \\(.*") || l.startsWith("C  [")).map(l -> l.replaceAll(" at pc=.*", ""))
                    .collect(Collectors.joining("; "));
            return new ProbeFailure(ProbeFailure.Kind.CRASH, sym, pci, code, how + (sym == null ? "" : " inside " + sym)
                    + (what.isEmpty() ? "" : " (" + what + ")") + (crashReport ? "; crash report " + hsErr : ""));
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

        void readAll(Process p) {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
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
            } catch (IOException ignored) { // the pipe closed because the child died: judged from its exit
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
