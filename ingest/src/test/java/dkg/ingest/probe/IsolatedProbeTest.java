package dkg.ingest.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The native path end to end: child JVM, FFM downcalls into the fake DOCA built from src/test/c. */
class IsolatedProbeTest {
    static Path lib;

    @BeforeAll
    static void build() throws Exception {
        lib = FakeDoca.libDir();
    }

    private static NativeResult probe(Duration limit, List<CapabilityQuerySpec> specs) {
        ProbeOptions o = ProbeOptions.builder().timeLimit(limit).hostName("t").build();
        return IsolatedProbe.of(o).run(new ProbeRequest(List.of(lib.toString()), specs, List.of()));
    }

    private static CapabilityReading reading(NativeResult r, String pci, String symbol, String input) {
        return r.devices().stream().filter(d -> d.device().pciAddress().equals(pci)).findFirst().orElseThrow()
                .readings().stream().filter(c -> c.symbol().equals(symbol) && java.util.Objects.equals(c.input(), input))
                .findFirst().orElseThrow(() -> new AssertionError("no reading of " + symbol + " " + input + " on " + pci));
    }

    @Test
    void ffmCallsReturnTheLibrarysValuesAndErrorNames() {
        NativeResult r = probe(Duration.ofSeconds(30), List.of(
                FakeDoca.dma("doca_dma_cap_task_memcpy_is_supported", null),
                FakeDoca.dma("doca_dma_cap_task_memcpy_get_max_buf_size", "uint64_t *"),
                FakeDoca.dma("doca_dma_cap_task_memcpy_get_max_buf_list_len", "uint32_t*"),
                FakeDoca.dma("doca_dma_cap_fake_get_u16", "uint16_t *"),
                FakeDoca.fakeModeSpec(),
                CapabilityQuerySpec.devinfo("doca_devinfo_cap_is_hotplug_manager_supported", "doca-common", "uint8_t *")));

        assertEquals(List.of(), r.failures());
        assertEquals("3.0.0058", r.runtimeVersion());
        assertEquals(List.of(new DeviceIdentity("0000:03:00.0", "mlx5_0", "p0"), new DeviceIdentity("0000:03:00.1", "mlx5_1", "p1")),
                r.devices().stream().map(DeviceReadings::device).toList());
        assertTrue(r.libraries().stream().anyMatch(l -> l.endsWith("libdoca_dma.so")), r.libraries().toString());

        String d0 = "0000:03:00.0", d1 = "0000:03:00.1";
        assertEquals(true, reading(r, d0, "doca_dma_cap_task_memcpy_is_supported", null).value());
        assertEquals("DOCA_ERROR_NOT_SUPPORTED", reading(r, d1, "doca_dma_cap_task_memcpy_is_supported", null).error());
        assertEquals(2097152L, reading(r, d0, "doca_dma_cap_task_memcpy_get_max_buf_size", null).value());
        assertEquals(4294967301L, reading(r, d1, "doca_dma_cap_task_memcpy_get_max_buf_size", null).value());
        assertEquals(16L, reading(r, d0, "doca_dma_cap_task_memcpy_get_max_buf_list_len", null).value());
        assertEquals(8L, reading(r, d1, "doca_dma_cap_task_memcpy_get_max_buf_list_len", null).value());
        assertEquals(65535L, reading(r, d0, "doca_dma_cap_fake_get_u16", null).value());
        assertEquals("DOCA_ERROR_NOT_PERMITTED", reading(r, d1, "doca_dma_cap_fake_get_u16", null).error());
        assertEquals(true, reading(r, d1, "doca_dma_cap_fake_mode_is_supported", "DOCA_DMA_FAKE_MODE_A").value());
        assertEquals(false, reading(r, d1, "doca_dma_cap_fake_mode_is_supported", "DOCA_DMA_FAKE_MODE_B").value());
        assertEquals(true, reading(r, d1, "doca_dma_cap_fake_mode_is_supported", "DOCA_DMA_FAKE_MODE_C").value());
        assertEquals("DOCA_ERROR_INVALID_VALUE", reading(r, d0, "doca_dma_cap_fake_mode_is_supported", "DOCA_DMA_FAKE_MODE_BOGUS").error());
        CapabilityReading hotplug = reading(r, d0, "doca_devinfo_cap_is_hotplug_manager_supported", null);
        assertEquals(true, hotplug.value());
        assertEquals("doca-common", hotplug.library());
        assertEquals(false, reading(r, d1, "doca_devinfo_cap_is_hotplug_manager_supported", null).value());
        assertEquals("doca-dma", reading(r, d0, "doca_dma_cap_task_memcpy_get_max_buf_size", null).library());
    }

    @Test
    void theQueryListIsDataUnexportedAndUnhandledSpecsAreSkippedNewOnesCalled() {
        NativeResult r = probe(Duration.ofSeconds(30), List.of(
                FakeDoca.dma("doca_dma_cap_task_memcpy_get_max_num_tasks_not_in_this_library", "uint32_t *"),
                new CapabilityQuerySpec("doca_dma_cap_get_max_num_tasks", "doca-dma", "struct doca_dma *", "uint32_t *", null, List.of()),
                FakeDoca.dma("doca_dma_cap_fake_struct_out", "struct doca_rdma_gid *"),
                // a query no code names: a later DOCA release's addition, found only in the graph
                FakeDoca.dma("doca_dma_cap_fake_added_in_next_release", "uint32_t *")));

        assertEquals(List.of(), r.failures());
        Map<String, String> skipped = r.skipped().stream().collect(Collectors.toMap(SkippedQuery::symbol, SkippedQuery::reason));
        assertEquals(3, skipped.size(), skipped.toString());
        assertTrue(skipped.get("doca_dma_cap_task_memcpy_get_max_num_tasks_not_in_this_library").contains("no loaded library exports it"));
        assertTrue(skipped.get("doca_dma_cap_get_max_num_tasks").contains("first parameter"));
        assertTrue(skipped.get("doca_dma_cap_fake_struct_out").contains("not handled"));
        assertEquals(42L, reading(r, "0000:03:00.0", "doca_dma_cap_fake_added_in_next_release", null).value());
        assertEquals(43L, reading(r, "0000:03:00.1", "doca_dma_cap_fake_added_in_next_release", null).value());
        r.devices().forEach(d -> assertEquals(1, d.readings().size(), d.toString()));
    }

    @Test
    void aSegfaultInOneQueryIsAFailureAndTheOthersStillAnswer() {
        NativeResult r = probe(Duration.ofSeconds(60), List.of(
                FakeDoca.dma("doca_dma_cap_task_memcpy_get_max_buf_size", "uint64_t *"),
                FakeDoca.dma("doca_dma_cap_fake_crash", "uint8_t *"),
                FakeDoca.dma("doca_dma_cap_task_memcpy_get_max_buf_list_len", "uint32_t *")));

        assertEquals(1, r.failures().size(), r.failures().toString());
        ProbeFailure f = r.failures().getFirst();
        assertEquals(ProbeFailure.Kind.CRASH, f.kind(), f.toString());
        assertEquals("doca_dma_cap_fake_crash", f.symbol());
        assertEquals("0000:03:00.0", f.pciAddress());
        assertNotNull(f.exitCode());
        assertTrue(f.exitCode() != 0, f.toString());
        // the restarted child left the crashing query out and answered the rest on both devices
        assertEquals("3.0.0058", r.runtimeVersion());
        assertEquals(4294967301L, reading(r, "0000:03:00.1", "doca_dma_cap_task_memcpy_get_max_buf_size", null).value());
        assertEquals(8L, reading(r, "0000:03:00.1", "doca_dma_cap_task_memcpy_get_max_buf_list_len", null).value());
        assertTrue(r.skipped().stream().anyMatch(s -> s.symbol().equals("doca_dma_cap_fake_crash")));
        assertTrue(ProcessHandle.current().isAlive());
    }

    @Test
    void aHangingQueryIsKilledAtTheTimeLimitAndReportedAsATimeout() {
        long start = System.nanoTime();
        NativeResult r = probe(Duration.ofSeconds(10), List.of(
                FakeDoca.dma("doca_dma_cap_task_memcpy_get_max_buf_size", "uint64_t *"),
                FakeDoca.dma("doca_dma_cap_fake_hang", "uint8_t *")));
        Duration took = Duration.ofNanos(System.nanoTime() - start);

        ProbeFailure f = r.failures().getFirst();
        assertEquals(ProbeFailure.Kind.TIMEOUT, f.kind(), r.failures().toString());
        assertEquals("doca_dma_cap_fake_hang", f.symbol());
        assertEquals("0000:03:00.0", f.pciAddress());
        // the fake sleeps 600 s: returning at all means the child was killed
        assertTrue(took.compareTo(Duration.ofSeconds(120)) < 0, "took " + took);
        // what the child said before it hung is kept
        assertEquals(2097152L, reading(r, "0000:03:00.0", "doca_dma_cap_task_memcpy_get_max_buf_size", null).value());
    }

    @Test
    void aChildThatCannotStartOrSpeaksNoProtocolIsAFailureNotAnException() {
        var request = new ProbeRequest(List.of(lib.toString()), List.of(), List.of());
        NativeResult noJava = new IsolatedProbe(Path.of("/nonexistent/java"), System.getProperty("java.class.path"), Duration.ofSeconds(10)).run(request);
        assertEquals(ProbeFailure.Kind.START_FAILED, noJava.failures().getFirst().kind());
        assertNull(noJava.runtimeVersion());

        NativeResult noClass = new IsolatedProbe(ProbeOptions.currentJava(), "/nonexistent.jar", Duration.ofSeconds(30)).run(request);
        assertEquals(ProbeFailure.Kind.BAD_OUTPUT, noClass.failures().getFirst().kind(), noClass.failures().toString());
        assertTrue(noClass.failures().getFirst().detail().contains("ProbeChild"), noClass.failures().toString());
    }

    @Test
    void aDirectoryWithoutLibdocaIsALoadFailure() {
        NativeResult r = new IsolatedProbe(ProbeOptions.currentJava(), System.getProperty("java.class.path"), Duration.ofSeconds(30))
                .run(new ProbeRequest(List.of("/nonexistent-doca"), List.of(), List.of()));
        assertEquals(ProbeFailure.Kind.LOAD_FAILED, r.failures().getFirst().kind(), r.failures().toString());
    }

    @Test
    void aCrashReportLeftByAnEarlierProcessWithTheSamePidDoesNotCount(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path report = dir.resolve("hs_err.log");
        java.nio.file.Files.writeString(report, "old crash");
        java.nio.file.Files.setLastModifiedTime(report, java.nio.file.attribute.FileTime.from(java.time.Instant.now().minusSeconds(3600)));
        assertFalse(IsolatedProbe.writtenSince(report, java.time.Instant.now().minusSeconds(5)));
        java.nio.file.Files.writeString(report, "new crash");
        assertTrue(IsolatedProbe.writtenSince(report, java.time.Instant.now().minusSeconds(5)));
        assertFalse(IsolatedProbe.writtenSince(dir.resolve("absent.log"), java.time.Instant.EPOCH));
    }

    private static NativeResult probe(Duration limit, Duration perQuery, java.nio.file.Path crashLogs, List<CapabilityQuerySpec> specs) {
        ProbeOptions o = ProbeOptions.builder().timeLimit(limit).perQueryLimit(perQuery).crashLogDir(crashLogs).hostName("t").build();
        return IsolatedProbe.of(o).run(new ProbeRequest(List.of(lib.toString()), specs, List.of()));
    }

    @Test
    void oneHangingQueryCostsItsPerQueryLimitNotTheWholeBudgetSoTheSecondDeviceIsProbed() {
        NativeResult r = probe(Duration.ofSeconds(40), Duration.ofSeconds(2), null, List.of(
                FakeDoca.dma("doca_dma_cap_task_memcpy_get_max_buf_size", "uint64_t *"),
                FakeDoca.dma("doca_dma_cap_fake_hang_first", "uint8_t *")));

        ProbeFailure f = r.failures().getFirst();
        assertEquals(ProbeFailure.Kind.TIMEOUT, f.kind(), r.failures().toString());
        assertEquals("doca_dma_cap_fake_hang_first", f.symbol());
        assertTrue(f.detail().contains("per-query limit"), f.detail());
        // the retry without the hanging query reached the second device
        assertEquals(4294967301L, reading(r, "0000:03:00.1", "doca_dma_cap_task_memcpy_get_max_buf_size", null).value());
    }

    @Test
    void aCrashIsBlamedOnTheNativeCallInFlightFromTheChildsOwnRecord() {
        NativeResult r = probe(Duration.ofSeconds(60), List.of(
                FakeDoca.dma("doca_dma_cap_fake_odd_error", "uint32_t *"),
                FakeDoca.dma("doca_dma_cap_task_memcpy_get_max_buf_list_len", "uint32_t *")));

        ProbeFailure f = r.failures().getFirst();
        assertEquals(ProbeFailure.Kind.CRASH, f.kind(), r.failures().toString());
        // the stream said the query; the child's record says the call that crashed
        assertEquals("doca_error_get_name", f.symbol(), f.toString());
        assertTrue(f.detail().contains("while asking doca_dma_cap_fake_odd_error"), f.detail());
        assertEquals("0000:03:00.0", f.pciAddress());
        // the query that led there was left out on the next attempt, the rest answered
        assertEquals(8L, reading(r, "0000:03:00.1", "doca_dma_cap_task_memcpy_get_max_buf_list_len", null).value());
    }

    @Test
    void noProcessOfTheProbeOutlivesItEvenAForkedHelperThatIgnoresSigterm() throws Exception {
        java.nio.file.Path pids = FakeDoca.ROOT.resolve("fork-hang.pids");
        java.nio.file.Files.deleteIfExists(pids);
        NativeResult r = probe(Duration.ofSeconds(30), Duration.ofSeconds(2), null, List.of(
                FakeDoca.dma("doca_dma_cap_fake_fork_hang", "uint8_t *"),
                FakeDoca.dma("doca_dma_cap_task_memcpy_get_max_buf_size", "uint64_t *")));

        assertEquals(ProbeFailure.Kind.TIMEOUT, r.failures().getFirst().kind(), r.failures().toString());
        List<Long> started = java.nio.file.Files.readAllLines(pids).stream().map(String::strip).filter(x -> !x.isEmpty()).map(Long::parseLong).toList();
        assertEquals(2, started.size(), "the fake forked a helper and hung itself: " + started);
        for (long pid : started) assertFalse(running(pid), "process " + pid + " of the probe is still running");
    }

    @Test
    void aHelperTheDriverDaemonizedIsKilledToo() throws Exception {
        java.nio.file.Path pids = FakeDoca.ROOT.resolve("daemon.pids");
        java.nio.file.Files.deleteIfExists(pids);
        List<Long> started = List.of();
        try {
            NativeResult r = probe(Duration.ofSeconds(60), Duration.ofSeconds(30), null, List.of(
                    FakeDoca.dma("doca_dma_cap_fake_daemon", "uint8_t *"),
                    FakeDoca.dma("doca_dma_cap_task_memcpy_get_max_buf_size", "uint64_t *")));
            assertTrue(r.failures().isEmpty(), "the driver's calls return normally: " + r.failures());
            started = java.nio.file.Files.readAllLines(pids).stream().map(String::strip).filter(x -> !x.isEmpty()).map(Long::parseLong).toList();
            assertEquals(1, started.size(), "the fake daemonized one helper: " + started);
            for (long pid : started) assertFalse(running(pid), "the daemonized helper " + pid + " outlived the probe");
        } finally {
            for (long pid : started) ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
        }
    }

    /** Alive and not a zombie waiting for a reaper (a container's init may be slow to reap). */
    private static boolean running(long pid) throws Exception {
        for (int i = 0; i < 20; i++) {
            java.nio.file.Path stat = java.nio.file.Path.of("/proc", Long.toString(pid), "stat");
            if (!java.nio.file.Files.exists(stat)) return false;
            String s;
            try {
                s = java.nio.file.Files.readString(stat);
            } catch (java.io.IOException gone) {
                return false;
            }
            char state = s.charAt(s.lastIndexOf(')') + 2);
            if (state == 'Z' || state == 'X') return false;
            Thread.sleep(100);
        }
        return true;
    }

    @Test
    void crashReportsAreKeptInTheCrashLogFolderUpToTheCap(@org.junit.jupiter.api.io.TempDir java.nio.file.Path logs) throws Exception {
        for (int i = 0; i < IsolatedProbe.KEPT_CRASH_LOGS + 3; i++) {
            java.nio.file.Path old = IsolatedProbe.crashLog(logs, Integer.toString(100000 + i));
            java.nio.file.Files.writeString(old, "old crash " + i);
            java.nio.file.Files.setLastModifiedTime(old, java.nio.file.attribute.FileTime.from(java.time.Instant.now().minusSeconds(3600 - i)));
        }
        NativeResult r = probe(Duration.ofSeconds(60), Duration.ofSeconds(30), logs, List.of(FakeDoca.dma("doca_dma_cap_fake_crash", "uint8_t *")));
        assertEquals(ProbeFailure.Kind.CRASH, r.failures().getFirst().kind(), r.failures().toString());
        try (var s = java.nio.file.Files.list(logs)) {
            List<java.nio.file.Path> kept = s.toList();
            assertEquals(IsolatedProbe.KEPT_CRASH_LOGS, kept.size(), kept.toString());
            // the newest, this run's own report, is among them
            assertTrue(r.failures().getFirst().detail().contains("crash report " + logs), r.failures().getFirst().detail());
        }
    }
}
