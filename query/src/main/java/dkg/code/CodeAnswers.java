package dkg.code;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;

/**
 * The code-aware answers over one catalog: {@link #examples} and {@link #check}. Made once per store
 * generation by the façade and kept while the store does not move, so warm calls do no graph I/O.
 * Thread-safe.
 */
public final class CodeAnswers {
    private final CodeCatalog catalog;
    private final ExampleFinder finder;
    private final CodeChecker checker;

    /** @param sourceRoots the folders recorded at ingest, where the samples trees' files are read back */
    public CodeAnswers(CodeCatalog catalog, Supplier<List<Path>> sourceRoots) {
        this.catalog = catalog;
        this.finder = new ExampleFinder(catalog, new SourceLines(sourceRoots));
        this.checker = new CodeChecker(catalog);
    }

    public CodeCatalog catalog() { return catalog; }

    /** See {@link ExampleFinder#find}. */
    public Examples examples(String symbol, String docaVersion, int limit) { return finder.find(symbol, docaVersion, limit); }

    /** See {@link CodeChecker#check}. */
    public CheckReport check(List<String> paths, String docaVersion) { return checker.check(paths, docaVersion); }

    /** How the samples of {@code docaVersion} (null: the default release) use a library; see {@link UsageMiner}. */
    public UsagePatterns usage(String library, String docaVersion) {
        if (library == null || library.isBlank()) throw new dkg.error.BadInputException("name a library, e.g. dma or doca-rdma");
        return UsageMiner.mine(catalog, library, catalog.release(docaVersion));
    }

    /** What the ingested sources of two releases show differently; see {@link ChangeFinder}. */
    public ReleaseChanges changes(String from, String to, String library) { return ChangeFinder.between(catalog, from, to, library); }

    /** See {@link CodeChecker#checkSource}. */
    public CheckReport checkSource(String name, String text, String docaVersion) { return checker.checkSource(name, text, docaVersion); }
}
