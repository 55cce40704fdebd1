package dkg.cli;

import dkg.api.DocaKg;
import dkg.ingestion.SourceList;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code sources}: the default sources of {@code ingest}, their size, what they bring, the offline way. */
@Command(name = "sources", mixinStandardHelpOptions = true,
        description = {"List the default sources doca-kg ingest downloads (data/sources.json): size, what each brings,",
                "whether it is cached, and the command that ingests it after downloading it on another machine."})
final class SourcesCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Option(names = "--manifest", paramLabel = "FILE", description = "Default-sources manifest (default: the built-in one).")
    Path manifest;

    @Option(names = "--cache", paramLabel = "DIR", description = "Download cache (default: <store>/cache).")
    Path cache;

    @Override
    public Integer call() {
        SourceList s = dkg.ingestion.IngestRun.sources(common.storeDir(), manifest, cache);
        Output.answer(s, common.json());
        return 0;
    }
}
