package dkg.explain;

import dkg.describe.SymbolRequest;
import dkg.kg.BoundedMemo;
import dkg.kg.DerivedFiles;
import dkg.kg.Generation;
import dkg.releases.ReleaseNote;
import dkg.releases.ReleaseReader;
import dkg.samples.Samples;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Explains DOCA errors over a store. Every error's explanation is derived once per generation
 * into the error book (at ingest, while the graph is warm), so a cold {@code explain} reads one
 * small file; a release asked for, or an error the book does not know, is answered from the graph.
 */
public final class Explanations {
    private Explanations() {}

    private static final Generation.Slot<BoundedMemo<SymbolRequest, ErrorExplanation>> ANSWERS =
            Generation.Slot.of("explanations", g -> new BoundedMemo<>(4096));

    /** The book's index and the generation its files were written at. */
    private record Book(long generation, ErrorBook.Index index) {}

    private static final Generation.Slot<Book> BOOK = Generation.Slot.of("error book", g -> {
        ErrorBook.Index index = DerivedFiles.read(g.directory(), "errors", g.number(), ErrorBook.Index.class);
        if (index != null) return new Book(g.number(), index);
        Generation.Read<ErrorBook.Computed> v = g.readAtGeneration(ErrorBook::compute);
        v.value().explanations().forEach((name, e) -> DerivedFiles.write(g.directory(), "error-" + name, v.generation(), e));
        // the index last: once it is there for a generation, so is every error's file
        DerivedFiles.write(g.directory(), "errors", v.generation(), v.value().index());
        return new Book(v.generation(), v.value().index());
    });

    /**
     * One DOCA error: code, description, the skills' causes and the functions that return it.
     *
     * @param error       {@code DOCA_ERROR_NOT_PERMITTED}, {@code NOT_PERMITTED} or {@code 2}
     * @param library     a library filter ({@code doca-dma}, {@code dma}), or null
     * @param docaVersion a DOCA release, or null for the default choice
     */
    public static ErrorExplanation explain(Generation g, String error, String library, String docaVersion) {
        return explain(g, new SymbolRequest(error, library, docaVersion));
    }

    /** {@link #explain(Generation, String, String, String)} for a checked request. */
    public static ErrorExplanation explain(Generation g, SymbolRequest r) {
        return g.get(ANSWERS).get(r, () -> {
            ErrorExplanation fromBook = r.docaVersion() == null ? fromErrorBook(g, r) : null;
            ErrorExplanation e = fromBook != null ? fromBook : g.read(d -> ErrorExplainer.explain(d, r.name(), r.library(), r.docaVersion()));
            return r.docaVersion() == null ? atInstalledRelease(g, e) : e;
        });
    }

    /** Writes the generation's error book now (an ingest does, so the next process reads it). */
    public static void derive(Generation g) { g.get(BOOK); }

    /** The explanation from the generation's error book, or null when the graph must answer. */
    private static ErrorExplanation fromErrorBook(Generation g, SymbolRequest r) {
        Book book = g.get(BOOK);
        String name = ErrorBook.resolve(book.index(), r.name());
        if (name == null) return null;
        ErrorExplanation whole = DerivedFiles.read(g.directory(), "error-" + name, book.generation(), ErrorExplanation.class);
        return whole == null ? null : ErrorBook.filtered(book.index(), whole, r.library());
    }

    /**
     * An explanation that says when its definition is another release's than the installed one
     * (headers, a saved probe); unchanged when neither is known or the catalogue is not derived yet.
     */
    private static ErrorExplanation atInstalledRelease(Generation g, ErrorExplanation e) {
        var catalog = Samples.catalogIfDerived(g);
        if (catalog == null) return e;
        ReleaseNote note = ReleaseReader.read(List.of(), catalog, Map.of(e.error(), String.valueOf(e.docaVersion())));
        if (note == null || e.docaVersion() == null) return e;
        List<String> notes = new ArrayList<>(e.versionNotes());
        notes.add("installed DOCA " + note.asked() + " (" + note.from() + ")" + (note.notes().isEmpty() ? "; the definition quoted is that release's"
                : "; " + String.join("; ", note.notes())));
        return new ErrorExplanation(e.error(), e.code(), e.description(), e.causes(), e.returnedBy(), e.relatedSkills(), e.docaVersion(),
                e.apiSource(), e.library(), e.examples(), notes);
    }
}
