package dkg.bench;

import dkg.api.DocaKg;
import dkg.code.CheckReport;
import dkg.code.CodeChecker;
import dkg.it.SamplePrograms;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Benchmark main (not a test) over a store holding the samples trees: cold catalog load, warm
 * {@code examples} and warm {@code check} of one ~500-line file (median and p90 after warm-up), then
 * a sweep of every program of a samples tree with findings per rule (leave-one-out: the tree's own
 * uses do not count as evidence). Run:
 * java -cp TEST_CLASSPATH dkg.bench.CodeBench STORE_DIR TREE_DIR [N]
 */
public final class CodeBench {
    public static void main(String[] args) {
        Path store = Path.of(args[0]);
        Path tree = Path.of(args[1]);
        int n = args.length > 2 ? Integer.parseInt(args[2]) : 200;
        try (DocaKg kg = DocaKg.open(store)) {
            long t0 = System.nanoTime();
            dkg.samples.Samples.code(kg.generation());
            System.out.printf("catalog load (cold) %.1f s%n", (System.nanoTime() - t0) / 1e9);
            ApiQueryBench.run("examples doca_dma_task_memcpy_alloc_init", n, () -> dkg.samples.Samples.code(kg.generation()).examples("doca_dma_task_memcpy_alloc_init", null, 5));
            ApiQueryBench.run("examples doca_error_get_descr (thousands of sites)", n, () -> dkg.samples.Samples.code(kg.generation()).examples("doca_error_get_descr", null, 5));
            String file = tree.resolve("samples/doca_rdma/rdma_send/rdma_send_sample.c").toString();
            ApiQueryBench.run("check rdma_send_sample.c (456 lines)", n, () -> dkg.samples.Samples.code(kg.generation()).check(List.of(file), "3.0"));
            if (args.length > 3) {
                CodeChecker checker = new CodeChecker(dkg.samples.Samples.code(kg.generation()).catalog().withoutTree(args[3]));
                Map<String, Long> perRule = new TreeMap<>();
                Map<String, Long> perSymbolRule = new TreeMap<>();
                for (SamplePrograms.ProgramFiles p : SamplePrograms.of(tree)) {
                    if (p.files().isEmpty()) continue;
                    for (CheckReport.Finding f : checker.check(p.files(), null).findings()) {
                        perRule.merge(f.rule(), 1L, Long::sum);
                        perSymbolRule.merge(f.rule() + " " + f.symbol() + " @" + f.file().replace(tree.toString() + "/", "") + ":" + f.line(), 1L, Long::sum);
                    }
                }
                System.out.println("findings per rule: " + perRule);
                perSymbolRule.keySet().forEach(k -> System.out.println("  " + k));
            }
        }
    }
}
