package dkg.search;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Map;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.KnnFloatVectorField;
import org.apache.lucene.index.VectorSimilarityFunction;
import org.apache.lucene.document.SortedDocValuesField;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.SegmentInfos;
import org.apache.lucene.index.Term;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.util.BytesRef;

/**
 * Writes index entries through an {@link IndexWriter} the caller owns (opens, commits, closes):
 * the store drives the commit protocol, this class only knows documents.
 * Entries are deleted and re-added per graph IRI, the unit the store replaces.
 */
public final class Indexer {
    private final IndexWriter writer;

    public Indexer(IndexWriter writer) { this.writer = writer; }

    /** A writer configured with this schema's analyzers; {@code create} discards any existing index. */
    public static IndexWriter openWriter(Directory dir, boolean create) throws IOException {
        IndexWriterConfig cfg = new IndexWriterConfig(Analyzers.index())
                .setOpenMode(create ? IndexWriterConfig.OpenMode.CREATE : IndexWriterConfig.OpenMode.CREATE_OR_APPEND)
                .setCommitOnClose(false);
        return new IndexWriter(dir, cfg);
    }

    /** Removes every entry read from the graph. */
    public void deleteGraph(String graphIri) throws IOException {
        writer.deleteDocuments(new Term(IndexSchema.GRAPH, graphIri));
    }

    /** Adds the entries, each with its vector among {@code vectors} if it has one. */
    public void addAll(Collection<IndexEntry> entries, PassageVectors.Made vectors) throws IOException {
        for (IndexEntry e : entries) writer.addDocument(document(e, vectors.of(e)));
    }

    /** Stages the commit user data naming the generation these changes belong to. */
    public void stageGeneration(long generation) {
        writer.setLiveCommitData(Map.of(IndexSchema.GENERATION_KEY, Long.toString(generation),
                IndexSchema.FORMAT_KEY, IndexSchema.FORMAT).entrySet());
    }

    static Document document(IndexEntry e, PassageVectors.Vectors vectors) {
        String lang = IndexSchema.fieldLang(e.lang());
        Document d = new Document();
        d.add(new StringField(IndexSchema.TYPE, e.type().label(), Field.Store.YES));
        d.add(new SortedDocValuesField(IndexSchema.TYPE, new BytesRef(e.type().label()))); // read by TypePriors
        d.add(new StringField(IndexSchema.IRI, e.iri(), Field.Store.YES));
        d.add(new StringField(IndexSchema.GRAPH, e.graph(), Field.Store.NO));
        d.add(new StringField(IndexSchema.LANG, lang, Field.Store.YES));
        if (e.skill() != null) d.add(new StringField(IndexSchema.SKILL, e.skill(), Field.Store.YES));
        // indexed as well: a caller that names a passage by its file#anchor gets its text back
        if (e.source() != null) d.add(new StringField(IndexSchema.SOURCE, e.source(), Field.Store.YES));
        d.add(new StoredField(IndexSchema.TITLE_STORED, e.title()));
        d.add(new StoredField(IndexSchema.TEXT_STORED, e.text()));
        d.add(new TextField(IndexSchema.titleField(lang), e.title(), Field.Store.NO));
        d.add(new Field(IndexSchema.textField(lang), e.text(), IndexSchema.TEXT_WITH_OFFSETS));
        d.add(new TextField(IndexSchema.TITLE_IDENT, e.title(), Field.Store.NO));
        d.add(new Field(IndexSchema.TEXT_IDENT, e.text(), IndexSchema.TEXT_WITH_OFFSETS));
        if (vectors != null && !vectors.values().isEmpty()) {
            d.add(new KnnFloatVectorField(IndexSchema.VECTOR, vectors.values().getFirst(), VectorSimilarityFunction.DOT_PRODUCT));
            d.add(new StoredField(IndexSchema.VECTORS, PassageVectors.packed(vectors)));
            d.add(new StoredField(IndexSchema.VECTOR_HASHES, String.join(" ", vectors.hashes())));
        }
        return d;
    }

    /** The generation recorded by the index's last commit, or -1 when there is no index. */
    public static long committedGeneration(Directory dir) throws IOException {
        if (!DirectoryReader.indexExists(dir)) return -1;
        return generationOf(SegmentInfos.readLatestCommit(dir).getUserData());
    }

    public static long committedGeneration(Path indexDir) throws IOException {
        if (!java.nio.file.Files.isDirectory(indexDir)) return -1;
        try (Directory dir = FSDirectory.open(indexDir)) { return committedGeneration(dir); }
    }

    static long generationOf(Map<String, String> userData) {
        // An index written by other entry-building code is as stale as a lagging one.
        if (!IndexSchema.FORMAT.equals(userData.get(IndexSchema.FORMAT_KEY))) return -1;
        String g = userData.get(IndexSchema.GENERATION_KEY);
        return g == null ? -1 : Long.parseLong(g);
    }
}
