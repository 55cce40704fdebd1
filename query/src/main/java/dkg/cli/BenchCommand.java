package dkg.cli;

import dkg.kg.Search;
import dkg.error.BadInputException;
import dkg.search.SearchRequest;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * Measures warm, in-process latency of full-text search: the index is opened once, the queries
 * are run round-robin after a warm-up, and the median and tail of the timed calls are printed.
 * Whole-process (cold) time is measured from outside, e.g. {@code time ./doca-kg search ...}.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Measure warm in-process search latency (median and tail over N queries).")
final class BenchCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Option(names = "--queries", paramLabel = "FILE", description = "One query per line (default: the built-in list).")
    Path queries;

    @Option(names = "-n", defaultValue = "1000", description = "Timed queries (default ${DEFAULT-VALUE}).")
    int n;

    @Option(names = "--warmup", defaultValue = "300", description = "Untimed queries first (default ${DEFAULT-VALUE}).")
    int warmup;

    /** The result, also the --json shape. */
    record BenchResult(String what, int queries, double p50Ms, double p90Ms, double p99Ms, double meanMs) { }

    @Override
    public Integer call() throws IOException {
        dkg.error.Check.range(n, 1, 10_000_000, "-n (timed queries)");
        dkg.error.Check.range(warmup, 0, 10_000_000, "--warmup (untimed queries)");
        List<String> qs = load();
        Path store = common.storeDir();
        try (var searcher = Search.openSearcher(store)) {
            for (int i = 0; i < warmup; i++) searcher.search(SearchRequest.of(qs.get(i % qs.size()), 10));
            long[] ns = new long[n];
            for (int i = 0; i < n; i++) {
                long t = System.nanoTime();
                searcher.search(SearchRequest.of(qs.get(i % qs.size()), 10));
                ns[i] = System.nanoTime() - t;
            }
            Arrays.sort(ns);
            BenchResult r = new BenchResult("search", n, ms(ns[n / 2]), ms(ns[(int) (n * 0.9)]), ms(ns[Math.min(n - 1, (int) (n * 0.99))]),
                    ms(Arrays.stream(ns).sum() / n));
            if (common.json()) Output.json(r);
            else Output.out().printf("search, warm, %d queries: p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, mean %.2f ms%n",
                    r.queries(), r.p50Ms(), r.p90Ms(), r.p99Ms(), r.meanMs());
        }
        return 0;
    }

    private List<String> load() throws IOException {
        List<String> lines;
        if (queries != null) {
            if (!Files.isRegularFile(queries)) throw new BadInputException("no such query file: " + queries);
            lines = Files.readAllLines(queries);
        } else {
            try (InputStream in = BenchCommand.class.getResourceAsStream("/dkg/data/bench-queries.txt")) {
                lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
            }
        }
        List<String> out = new ArrayList<>();
        for (String l : lines) if (!l.isBlank() && !l.startsWith("#")) out.add(l.strip());
        if (out.isEmpty()) throw new BadInputException("the query file holds no queries");
        return out;
    }

    private static double ms(long ns) { return ns / 1e6; }
}
