package dkg.bench;

import dkg.api.DocaKg;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.function.Supplier;

/**
 * Benchmark main (not a test): warm in-process latency of describe, explain and lint over an
 * existing store (median and p90 of N calls after warm-up). Run:
 * java -cp TEST_CLASSPATH dkg.bench.ApiQueryBench STORE_DIR [N]
 */
public final class ApiQueryBench {
    public static void main(String[] args) {
        Path store = Path.of(args[0]);
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 200;
        try (DocaKg kg = DocaKg.open(store)) {
            run("describe doca_dma_cap_task_memcpy_get_max_buf_size", n, () -> dkg.describe.Descriptions.describe(kg.generation(), "doca_dma_cap_task_memcpy_get_max_buf_size", null));
            run("describe DOCA_ACCESS_FLAG_PCI_READ_ONLY", n, () -> dkg.describe.Descriptions.describe(kg.generation(), "DOCA_ACCESS_FLAG_PCI_READ_ONLY", null));
            run("explain NOT_PERMITTED", n, () -> dkg.explain.Explanations.explain(kg.generation(), "NOT_PERMITTED", null, null));
            run("explain NOT_PERMITTED --library dma", n, () -> dkg.explain.Explanations.explain(kg.generation(), "NOT_PERMITTED", "dma", null));
            run("lint", Math.max(5, n / 20), () -> dkg.lint.Linter.lint(kg.generation()));
        }
    }

    static void run(String name, int n, Supplier<?> call) {
        for (int i = 0; i < Math.min(50, n); i++) call.get();
        double[] ms = new double[n];
        for (int i = 0; i < n; i++) {
            long t0 = System.nanoTime();
            call.get();
            ms[i] = (System.nanoTime() - t0) / 1e6;
        }
        Arrays.sort(ms);
        System.out.printf("%-45s n=%d  median %.2f ms  p90 %.2f ms%n", name, n, ms[n / 2], ms[(int) (n * 0.9)]);
    }
}
