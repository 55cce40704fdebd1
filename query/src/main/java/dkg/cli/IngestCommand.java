package dkg.cli;

import dkg.api.DocaKg;
import dkg.ingestion.IngestOptions;
import dkg.ingestion.IngestReport;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "ingest", mixinStandardHelpOptions = true,
        description = {
                "Read DOCA sources into the store: a skills-bundle folder, a single skill .md or localized .txt file,",
                "a Doxygen API-reference folder, an installed-headers folder, saved HTML pages, page URLs,",
                "or an archive (.zip, .tar.gz) of any of these, e.g. the default sources downloaded on another machine.",
                "With no SOURCE, the default sources of the manifest (data/sources.json) are downloaded once and read.",
                "All or nothing: a failed ingest leaves the store as it was; unchanged documents are skipped."})
final class IngestCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Parameters(paramLabel = "SOURCE", arity = "0..*", description = "Folders, files or URLs to ingest.")
    @CallersPaths
    List<String> sources = new ArrayList<>();

    @Option(names = "--strict", description = "Fail on parser warnings too.")
    boolean strict;

    @Option(names = "--force", description = "Re-parse documents even if unchanged.")
    boolean force;

    @Option(names = "--manifest", paramLabel = "FILE", description = "Default-sources manifest to use when no SOURCE is given.")
    Path manifest;

    @Option(names = "--cache", paramLabel = "DIR", description = "Download cache (default: <store>/cache).")
    Path cache;

    @Option(names = "--only", paramLabel = "KIND", split = ",",
            description = "Read only these default sources: skills, api, samples (see doca-kg sources).")
    java.util.Set<String> only = new java.util.LinkedHashSet<>();

    @Override
    public Integer call() {
        Path storeDir = common.storeDir();
        IngestReport r;
        try (IngestProgress progress = new IngestProgress()) {
            r = common.ingest(sources, new IngestOptions(strict, force, manifest, cache, only), progress);
        }
        Output.note("store " + storeDir);
        Output.answer(r, common.json());
        return 0;
    }
}
