package dkg.samples;

import dkg.code.CatalogFile;
import dkg.code.CodeAnswers;
import dkg.code.CodeCatalog;
import dkg.kg.Generation;

/**
 * The code answers of a generation (examples, check, usage, changes), over the code catalogue read
 * once per generation: from its derived file (a one-shot command reads that instead of every call
 * site in the graph), else from the graph, saved for the next process.
 */
public final class Samples {
    private Samples() {}

    private static final String FILE = "code";

    private static final Generation.Slot<CodeAnswers> CODE = Generation.Slot.of("code answers", g -> {
        CatalogFile.Contents c = g.derivedBinary(FILE, d -> new CatalogFile.Contents(CodeCatalog.read(d), g.sourceRoots()),
                CatalogFile::read, (v, out) -> CatalogFile.write(out, v.catalog(), v.sourceRoots()));
        return new CodeAnswers(c.catalog(), c::sourceRoots);
    });

    /** The code answers over this generation's catalogue. */
    public static CodeAnswers code(Generation g) { return g.get(CODE); }

    /**
     * True when the next code answer must first read the samples' call sites from the graph (no
     * catalogue derived for this generation yet): a command says so on stderr before a long wait.
     */
    public static boolean pending(Generation g) { return !g.has(CODE) && !g.hasDerivedBinary(FILE); }

    /** The catalogue when it is at hand without reading call sites from the graph, else null. */
    public static CodeCatalog catalogIfDerived(Generation g) { return pending(g) ? null : code(g).catalog(); }
}
