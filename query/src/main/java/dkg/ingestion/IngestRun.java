package dkg.ingestion;

import dkg.error.BadInputException;
import dkg.ingest.fetch.LocalArchive;
import dkg.ingest.fetch.PageFetcher;
import dkg.ingest.source.Source;
import dkg.ingest.source.SourceRegistry;
import dkg.ingest.source.SourceResolver;
import dkg.layout.StoreLayout;
import dkg.storage.KgStore;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One ingest into an open store: the named sources (folders, files, archives, URLs), or with none
 * the default sources of the manifest, downloaded once into the cache; resolved into sources and
 * committed all or nothing.
 */
public final class IngestRun {
    private IngestRun() {}

    public static IngestReport run(KgStore store, Path storeDir, List<String> sources, IngestOptions options, IngestListener listener) {
        Path cache = options.cacheDir() != null ? options.cacheDir() : StoreLayout.cache(storeDir);
        var http = new PageFetcher(cache.resolve("pages"), toolVersion());
        List<DefaultSources.Entry> manifest = DefaultSources.manifest(options.manifest());
        List<String> args = new ArrayList<>();
        if (sources.isEmpty()) {
            for (Path p : new DefaultSources(cache.resolve("archives"), listener, http).folders(DefaultSources.only(manifest, options.only()))) {
                args.add(p.toString());
            }
        } else {
            if (!options.only().isEmpty()) throw new BadInputException("--only picks among the default sources; name SOURCEs or use --only, not both");
            for (String s : sources) args.add(LocalArchive.folderFor(s, cache.resolve("unpacked"), manifest.stream().map(DefaultSources.Entry::layout).toList(), listener::note));
        }
        SourceResolver resolver = new SourceResolver(cache.resolve("pages"), http);
        List<Source> resolved = resolver.resolve(args);
        return new Ingestion(store, SourceRegistry.standard()).run(resolved, resolver.skipped(), options, listener);
    }

    /**
     * The default sources of {@code ingest} (the given manifest, or the built-in one) and whether
     * each is already in the download cache of the store at {@code storeDir} (or {@code cacheDir}).
     */
    public static SourceList sources(Path storeDir, Path manifest, Path cacheDir) {
        Path archives = (cacheDir != null ? cacheDir : StoreLayout.cache(storeDir)).resolve("archives");
        DefaultSources cache = new DefaultSources(archives, IngestListener.NONE, null);
        List<SourceList.Source> out = new ArrayList<>();
        for (DefaultSources.Entry e : DefaultSources.manifest(manifest)) {
            Path cached = cache.cached(e);
            out.add(new SourceList.Source(e.name(), e.kind(), e.description(), e.brings(), e.download(), e.archive(),
                    cached == null ? null : cached.toString(), "doca-kg ingest " + e.fileName()));
        }
        return new SourceList(out);
    }

    /** The version named in the User-Agent of downloads and fetched pages. */
    private static String toolVersion() {
        String v = IngestRun.class.getPackage().getImplementationVersion();
        return v == null ? "dev" : v;
    }
}
