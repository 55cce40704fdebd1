package dkg.ingest.probe;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Wall time of the probe, not a test: median of N runs of (a) the native path against the fake DOCA
 * (child JVM start, FFM, 2 devices), (b) the whole façade on this machine (manual chain when no DOCA).
 * Run after {@code mvn test} has built the fake: {@code java -cp <test cp> dkg.ingest.probe.ProbeBench [runs]}.
 */
public final class ProbeBench {
    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        var lib = FakeDoca.libDir();
        var specs = List.of(
                FakeDoca.dma("doca_dma_cap_task_memcpy_is_supported", null),
                FakeDoca.dma("doca_dma_cap_task_memcpy_get_max_buf_size", "uint64_t *"),
                FakeDoca.dma("doca_dma_cap_task_memcpy_get_max_buf_list_len", "uint32_t *"),
                FakeDoca.fakeModeSpec(),
                CapabilityQuerySpec.devinfo("doca_devinfo_cap_is_hotplug_manager_supported", "doca-common", "uint8_t *"));
        var options = ProbeOptions.builder().timeLimit(Duration.ofSeconds(60)).build();
        var request = new ProbeRequest(List.of(lib.toString()), specs, List.of());
        List<Long> nat = new ArrayList<>(), manual = new ArrayList<>(), crash = new ArrayList<>();
        for (int i = 0; i < runs; i++) {
            long t = System.nanoTime();
            NativeResult r = IsolatedProbe.of(options).run(request);
            nat.add(System.nanoTime() - t);
            if (!r.failures().isEmpty()) throw new IllegalStateException(r.failures().toString());
        }
        var crashRequest = new ProbeRequest(List.of(lib.toString()),
                List.of(specs.get(1), FakeDoca.dma("doca_dma_cap_fake_crash", "uint8_t *")), List.of());
        for (int i = 0; i < Math.min(runs, 3); i++) {
            long t = System.nanoTime();
            IsolatedProbe.of(options).run(crashRequest);
            crash.add(System.nanoTime() - t);
        }
        ProbeReport last = null;
        for (int i = 0; i < runs; i++) {
            long t = System.nanoTime();
            last = Probe.run(options);
            manual.add(System.nanoTime() - t);
        }
        System.out.printf("native (fake, child JVM, 2 devices x 8 calls): median %d ms over %d runs%n", median(nat), runs);
        System.out.printf("native with one segfaulting query (crash + restart): median %d ms over %d runs%n", median(crash), crash.size());
        System.out.printf("Probe.run on this machine (%s path): median %d ms over %d runs%n", last.path(), median(manual), runs);
        System.out.println("why: " + last.why());
    }

    private static long median(List<Long> nanos) {
        List<Long> s = nanos.stream().sorted().toList();
        return s.get(s.size() / 2) / 1_000_000;
    }
}
