package dkg.search;

import dkg.layout.StoreLayout;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.index.Term;
import org.apache.lucene.queries.function.FunctionScoreQuery;
import org.apache.lucene.search.BooleanClause.Occur;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;
import org.apache.lucene.store.NIOFSDirectory;
import org.apache.lucene.util.QueryBuilder;

/**
 * Ranked search over the index (BM25), rendered from stored fields only.
 *
 * <p>The query text is analysed, never parsed: Lucene syntax in it ({@code "}, {@code :},
 * {@code AND}) is just text. Titles weigh more than text, whole identifiers most; filters (type,
 * skill, lang) do not score. Several entries with one IRI (a symbol mentioned in many documents)
 * collapse to the best-scoring one.
 *
 * <p>Thread-safe for concurrent {@link #search}; the caller closes it.
 *
 * <p>Long because building the query and rendering the hits share the field weights and the stored-field layout.
 */
public final class Searcher implements AutoCloseable {
    static final int MAX_PHRASE_WORDS = 12;
    static final float TITLE_BOOST = 3f, TEXT_BOOST = 1f, TITLE_IDENT_BOOST = 4f, TEXT_IDENT_BOOST = 1.5f, PHRASE_BOOST = 1f;

    private final DirectoryReader reader;
    private final Directory ownedDir;
    private final IndexSearcher searcher;
    private final Analyzer queryAnalyzer = Analyzers.query();
    private final Snippets snippets = new Snippets(queryAnalyzer);

    private Searcher(DirectoryReader reader, Directory ownedDir) {
        this.reader = reader;
        this.ownedDir = ownedDir;
        this.searcher = new IndexSearcher(reader);
    }

    /**
     * Opens the index of a store directory ({@code storeDir/index}) after checking it against the
     * stamp file ({@code storeDir/generation}).
     *
     * @throws StaleIndexException when the stamp is missing or names another generation than the
     *         index's last commit: open the store (which rebuilds the index) and retry
     */
    public static Searcher openStore(Path storeDir) { return open(StoreLayout.index(storeDir)); }

    /** As {@link #openStore}, given the index directory; the stamp is read from its parent. */
    public static Searcher open(Path indexDir) { return open(indexDir, false); }

    /**
     * As {@link #open(Path)}; {@code once} for a searcher that answers one search and is closed:
     * its files are then read, not mapped. Mapping starts the foreign-memory API, a large part of a
     * cold search, while a long-lived searcher answers faster mapped.
     */
    public static Searcher open(Path indexDir, boolean once) {
        long stamp = Stamp.read(indexDir.toAbsolutePath().getParent());
        try {
            Directory dir = directory(indexDir, once);
            try {
                if (!DirectoryReader.indexExists(dir)) throw new StaleIndexException(stamp, -1);
                DirectoryReader reader = DirectoryReader.open(dir);
                long gen = Indexer.generationOf(reader.getIndexCommit().getUserData());
                if (gen != stamp || stamp < 0) { reader.close(); throw new StaleIndexException(stamp, gen); }
                return new Searcher(reader, dir);
            } catch (RuntimeException | IOException e) {
                dir.close();
                throw e;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The index's files: read for a process that answers once, else mapped (see {@link #open(Path, boolean)}). */
    public static Directory directory(Path indexDir, boolean once) throws IOException {
        return once ? new NIOFSDirectory(indexDir) : FSDirectory.open(indexDir);
    }

    /** The reader under this searcher, for reference counting by the store's searcher manager. */
    public DirectoryReader reader() { return reader; }

    /** A searcher over a reader the store already checked; closing the searcher closes the reader. */
    public static Searcher over(DirectoryReader reader) { return new Searcher(reader, null); }

    /** The store generation this index reflects. */
    public long generation() {
        try {
            return Indexer.generationOf(reader.getIndexCommit().getUserData());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A skill filter that names no indexed skill is a mistake to tell, not an empty answer. */
    private void requireSkill(String skill) {
        try {
            if (reader.docFreq(new Term(IndexSchema.SKILL, skill)) == 0)
                throw new dkg.error.BadInputException(dkg.error.BadInputException.Code.NOT_FOUND,
                        "unknown skill '" + skill + "': no ingested document belongs to it; check the name (e.g. doca-dma)");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Number of live index entries (before IRI collapse). */
    public int entryCount() { return reader.numDocs(); }

    public SearchResult search(SearchRequest req) { return search(req, true); }

    /**
     * The hits without their snippets ({@code ""}): what a caller that only ranks entities needs
     * (the SPARQL {@code dkg:search} function). Finding a snippet analyses a hit's whole stored
     * text, which was a third of such a search.
     */
    public SearchResult searchWithoutSnippets(SearchRequest req) { return search(req, false); }

    private SearchResult search(SearchRequest req, boolean withSnippets) {
        if (req.skill() != null) requireSkill(req.skill());
        // a pasted log would make thousands of clauses and drown its few telling words
        if (req.query().length() > SignalText.SHORT) {
            String signal = signalOf(req.query());
            if (signal.isBlank()) return new SearchResult("", List.of());
            req = new SearchRequest(signal, req.limit(), req.type(), req.skill(), req.lang(), req.mode());
        }
        Query scoring = scoringQuery(req);
        if (scoring == null) return new SearchResult(req.query(), List.of()); // only stop words
        BooleanQuery.Builder b = new BooleanQuery.Builder().add(scoring, Occur.MUST);
        if (req.type() != null) b.add(new TermQuery(new Term(IndexSchema.TYPE, req.type())), Occur.FILTER);
        if (req.skill() != null) b.add(new TermQuery(new Term(IndexSchema.SKILL, req.skill())), Occur.FILTER);
        if (req.lang() != null) b.add(new TermQuery(new Term(IndexSchema.LANG, IndexSchema.fieldLang(req.lang()))), Occur.FILTER);
        Query q = b.build();
        try {
            return new SearchResult(req.query(), collect(q, req, withSnippets));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The best {@code perSkill} hits of one query in each of several skills, from one search over
     * all of them (the query is parsed and weighted once), with a search of its own for a skill the
     * shared one left without a hit. Only hits whose source {@code wanted} accepts count (a caller
     * that would drop some, such as a skill's metadata, gets as many it keeps); snippets are made
     * only for the hits returned.
     */
    public java.util.Map<String, List<Hit>> searchPerSkill(String query, List<String> skills, int perSkill, java.util.function.Predicate<String> wanted) {
        java.util.Map<String, List<Hit>> out = new java.util.LinkedHashMap<>();
        for (String s : skills) out.put(s, new ArrayList<>());
        if (skills.isEmpty()) return out;
        String text = signalOf(query);
        if (text.isBlank()) return out;
        SearchRequest req = new SearchRequest(text, perSkill, null, null, null);
        Query scoring = scoringQuery(req);
        if (scoring == null) return out;
        BooleanQuery.Builder any = new BooleanQuery.Builder();
        for (String s : skills) any.add(new TermQuery(new Term(IndexSchema.SKILL, s)), Occur.SHOULD);
        Query q = new BooleanQuery.Builder().add(scoring, Occur.MUST).add(any.build(), Occur.FILTER).build();
        try {
            StoredFields stored = searcher.storedFields();
            Set<String> seen = new HashSet<>();
            for (ScoreDoc sd : searcher.search(q, perSkill * skills.size() * 4 + 16).scoreDocs) {
                Document d = fields(stored, sd.doc, true);
                List<Hit> bucket = out.get(d.get(IndexSchema.SKILL));
                if (bucket == null || bucket.size() >= perSkill || !wanted.test(d.get(IndexSchema.SOURCE)) || !firstOfItsEntity(d, seen)) continue;
                bucket.add(hit(d, bucket.size() + 1, sd.score, snippetOf(sd.doc, d, text)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        // a skill whose passages all ranked below the shared list's end still has a best one
        out.replaceAll((skill, hits) -> hits.isEmpty()
                ? search(new SearchRequest(text, perSkill + 2, null, skill, null), true).hits().stream().filter(h -> wanted.test(h.source())).limit(perSkill).toList()
                : hits);
        return out;
    }

    /**
     * The snippets of the entries at {@code sources} ({@code file#anchor}s; for each, the section before
     * any card sourced there) for {@code query}: the window of each text that holds most of the query's
     * words ({@code width} characters of it), or its start; "" where nothing is indexed. For a caller that picked passages by other
     * means than this search and shows their text.
     */
    public List<String> snippetsAt(List<String> sources, String query, int width) {
        String text = signalOf(query);
        List<String> out = new ArrayList<>(sources.size());
        try {
            StoredFields stored = searcher.storedFields();
            for (String source : sources) {
                // an error cause or a symbol card may be sourced at the same anchor: the section's own text first
                Query at = new BooleanQuery.Builder().add(new TermQuery(new Term(IndexSchema.SOURCE, source)), Occur.FILTER)
                        .add(new TermQuery(new Term(IndexSchema.TYPE, EntryType.SECTION.label())), Occur.SHOULD).build();
                TopDocs top = searcher.search(at, 1);
                if (top.scoreDocs.length == 0) { out.add(""); continue; }
                int doc = top.scoreDocs[0].doc;
                out.add(snippetOf(doc, fields(stored, doc, true), text, width));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /**
     * The entries with these IRIs as hits, in this order, with the given scores and their snippets
     * for {@code query}: for a caller that ranked them by other means (their meaning). An IRI no
     * longer indexed is left out.
     */
    public List<Hit> hitsOf(List<String> iris, List<Float> scores, String query) {
        String text = signalOf(query);
        List<Hit> out = new ArrayList<>(iris.size());
        try {
            StoredFields stored = searcher.storedFields();
            for (int i = 0; i < iris.size(); i++) {
                TopDocs top = searcher.search(new TermQuery(new Term(IndexSchema.IRI, iris.get(i))), 1);
                if (top.scoreDocs.length == 0) continue;
                int doc = top.scoreDocs[0].doc;
                Document d = fields(stored, doc, true);
                out.add(hit(d, out.size() + 1, scores.get(i), snippetOf(doc, d, text)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    private Query scoringQuery(SearchRequest req) {
        QueryBuilder qb = new QueryBuilder(queryAnalyzer);
        BooleanQuery.Builder should = new BooleanQuery.Builder();
        int clauses = 0;
        List<String> langs = req.lang() != null ? List.of(IndexSchema.fieldLang(req.lang()))
                : QueryLanguages.of(req.query()).includesChinese() ? IndexSchema.LANGS : List.of(IndexSchema.DEFAULT_LANG);
        for (String lang : langs) {
            clauses += add(should, qb.createBooleanQuery(IndexSchema.titleField(lang), req.query()), TITLE_BOOST);
            clauses += add(should, qb.createBooleanQuery(IndexSchema.textField(lang), req.query()), TEXT_BOOST);
            // a phrase of many words never matches within the slop; it would only cost time
            if (req.query().split("\\s+").length <= MAX_PHRASE_WORDS)
                clauses += add(should, qb.createPhraseQuery(IndexSchema.textField(lang), req.query(), 3), PHRASE_BOOST);
        }
        String identifiers = identifiersIn(req.query());
        if (!identifiers.isEmpty()) {
            clauses += add(should, qb.createBooleanQuery(IndexSchema.TITLE_IDENT, identifiers), TITLE_IDENT_BOOST);
            clauses += add(should, qb.createBooleanQuery(IndexSchema.TEXT_IDENT, identifiers), TEXT_IDENT_BOOST);
        }
        if (clauses == 0) return null;
        Query q = should.build();
        return req.type() == null && isNaturalLanguage(req.query()) ? withTypePriors(q) : q;
    }

    /**
     * Weights of entry types for natural-language queries without a type filter. A question is
     * answered by a section; error causes and symbols are short fact cards whose few words match
     * strongly, and a skill's summary repeats the phrasings of many questions (`route` answers
     * which skill), so each would otherwise outrank the section that holds the answer. Queries made mostly of identifiers get
     * no priors: there the card for the name is the answer. {@code --type} picks one type outright.
     */
    static final java.util.Map<String, Float> TYPE_PRIORS = java.util.Map.of(
            EntryType.SECTION.label(), 1.0f, EntryType.ERROR.label(), 0.6f,
            EntryType.SYMBOL.label(), 0.4f, EntryType.SKILL.label(), 0.4f);

    private static final TypePriors PRIORS = new TypePriors(TYPE_PRIORS);

    private static Query withTypePriors(Query q) { return FunctionScoreQuery.boostByValue(q, PRIORS); }

    /** True when fewer than half the query's words are identifiers. */
    static boolean isNaturalLanguage(String query) {
        String[] words = query.strip().split("\\s+");
        String idents = identifiersIn(query);
        int identCount = idents.isEmpty() ? 0 : idents.split(" ").length;
        return identCount * 2 < words.length;
    }

    /**
     * The words of a query that look like C identifiers ({@code NOT_PERMITTED}, {@code doca_dma_task_memcpy},
     * {@code DOCA_ERROR_AGAIN}, {@code EAGAIN}): only these go to the identifier fields, whose parts
     * would otherwise match plain words such as "on" or "get" inside every long name.
     */
    static String identifiersIn(String query) {
        StringBuilder b = new StringBuilder();
        for (String w : query.split("[^A-Za-z0-9_]+")) {
            boolean ident = w.indexOf('_') > 0 || w.regionMatches(true, 0, "doca", 0, 4)
                    || (w.length() >= 3 && w.chars().allMatch(c -> Character.isUpperCase(c) || Character.isDigit(c)));
            if (ident) b.append(w).append(' ');
        }
        return b.toString().strip();
    }

    private static int add(BooleanQuery.Builder b, Query q, float boost) {
        if (q == null) return 0;
        b.add(new BoostQuery(q, boost), Occur.SHOULD);
        return 1;
    }

    /** The stored fields a hit is made of, without the text its snippet comes from. */
    private static final Set<String> HIT_FIELDS = Set.of(IndexSchema.IRI, IndexSchema.TYPE, IndexSchema.TITLE_STORED,
            IndexSchema.LANG, IndexSchema.SKILL, IndexSchema.SOURCE);
    private static final Set<String> HIT_FIELDS_AND_TEXT = java.util.stream.Stream.concat(HIT_FIELDS.stream(),
            java.util.stream.Stream.of(IndexSchema.TEXT_STORED)).collect(java.util.stream.Collectors.toUnmodifiableSet());

    private List<Hit> collect(Query q, SearchRequest req, boolean withSnippets) throws IOException {
        List<Hit> hits = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        StoredFields stored = searcher.storedFields();
        int want = req.limit() * 4 + 16;
        ScoreDoc after = null;
        while (hits.size() < req.limit()) {
            TopDocs top = after == null ? searcher.search(q, want) : searcher.searchAfter(after, q, want);
            if (top.scoreDocs.length == 0) break;
            List<ScoreDoc> page = new ArrayList<>(List.of(top.scoreDocs));
            boolean more = top.scoreDocs.length == want;
            // a tie running past the page is read whole, so it can be ordered as a whole
            while (more && page.size() < MAX_TIE_READ && page.getLast().score == page.get(Math.min(page.size() - 1, req.limit())).score) {
                TopDocs next = searcher.searchAfter(page.getLast(), q, want);
                page.addAll(List.of(next.scoreDocs));
                more = next.scoreDocs.length == want;
            }
            List<Candidate> ordered = new ArrayList<>(page.size());
            for (ScoreDoc sd : page) ordered.add(new Candidate(sd, fields(stored, sd.doc, withSnippets)));
            ordered.sort(TIES_BROKEN);
            for (Candidate c : ordered) {
                if (!firstOfItsEntity(c.doc(), seen)) continue;
                hits.add(hit(c.doc(), hits.size() + 1, c.sd().score, withSnippets ? snippetOf(c.sd().doc, c.doc(), req.query()) : ""));
                if (hits.size() == req.limit()) break;
            }
            after = page.getLast();
            if (!more) break;
        }
        return hits;
    }

    /** Most hits read to order one tie (a term every error-taxonomy section shares ties dozens). */
    private static final int MAX_TIE_READ = 1000;

    private record Candidate(ScoreDoc sd, Document doc) {}

    /**
     * Best score first; among equal scores, by what the hit is ({@link #kindRank}), then as the index
     * lists them. Without it a tie came out in index order, which is alphabetical by source.
     */
    private static final java.util.Comparator<Candidate> TIES_BROKEN = java.util.Comparator
            .comparingDouble((Candidate c) -> -c.sd().score)
            .thenComparingInt(c -> kindRank(EntryType.ofLabel(c.doc().get(IndexSchema.TYPE)), c.doc().get(IndexSchema.SOURCE)));

    /**
     * How directly a hit answers, among hits that score the same: a definition in the API reference
     * or headers first, then what a library's own skill says (an error's causes before the sections
     * around them), then the rest, and last the knowledge map, which only routes elsewhere.
     */
    public static int kindRank(EntryType type, String source) {
        String s = source == null ? "" : source;
        int where = s.startsWith("api/") || s.startsWith("include/") ? 0
                : s.contains(Passages.KNOWLEDGE_MAP) ? 3
                : s.startsWith("skills/") ? 1 : 2;
        int what = switch (type) {
            case SYMBOL -> 0;
            case ERROR -> 1;
            case SECTION -> 2;
            case SKILL -> 3;
        };
        return where * 4 + what;
    }

    /** A long query cut to its signal: a pasted log would make thousands of clauses and drown its few telling words. */
    private static String signalOf(String query) {
        return query.length() > SignalText.SHORT ? SignalText.forSearch(query) : query;
    }

    /**
     * The stored fields a hit is made of, with its text when a snippet is wanted. One read for both:
     * each read decompresses the document's block again, which was a quarter of a warm search.
     */
    private static Document fields(StoredFields stored, int doc, boolean withText) throws IOException {
        var fields = new org.apache.lucene.document.DocumentStoredFieldVisitor(withText ? HIT_FIELDS_AND_TEXT : HIT_FIELDS);
        stored.document(doc, fields);
        return fields.getDocument();
    }

    private String snippetOf(int doc, Document d, String query) { return snippetOf(doc, d, query, Snippets.WIDTH); }

    private String snippetOf(int doc, Document d, String query, int width) {
        List<org.apache.lucene.index.LeafReaderContext> leaves = searcher.getIndexReader().leaves();
        var leaf = leaves.get(org.apache.lucene.index.ReaderUtil.subIndex(doc, leaves));
        return snippets.snippet(d.get(IndexSchema.TEXT_STORED), d.get(IndexSchema.LANG), query, leaf.reader(), doc - leaf.docBase, width);
    }

    /** False for a second entry of an IRI, or of an API entity already listed (see {@link #entityKey}). */
    private static boolean firstOfItsEntity(Document d, Set<String> seen) {
        if (!seen.add(d.get(IndexSchema.IRI))) return false;
        String entity = entityKey(EntryType.ofLabel(d.get(IndexSchema.TYPE)), d.get(IndexSchema.TITLE_STORED));
        return entity == null || seen.add(entity);
    }

    private static Hit hit(Document d, int rank, float score, String snippet) {
        return new Hit(rank, score, EntryType.ofLabel(d.get(IndexSchema.TYPE)), d.get(IndexSchema.IRI), d.get(IndexSchema.TITLE_STORED),
                d.get(IndexSchema.SKILL), d.get(IndexSchema.SOURCE), snippet, d.get(IndexSchema.LANG));
    }

    /**
     * One key for an API symbol and the reference sections documenting it (a Doxygen member section
     * is titled with the symbol's name, on the group page and on the header page alike): the first
     * of them stands for all, so a search does not list one function three times.
     */
    static String entityKey(EntryType type, String title) {
        if (title == null || !(type == EntryType.SYMBOL || type == EntryType.SECTION)) return null;
        return title.indexOf('_') > 0 && title.matches("[A-Za-z_][A-Za-z0-9_]*") ? "entity:" + title : null;
    }

    @Override
    public void close() {
        try {
            reader.close();
            if (ownedDir != null) ownedDir.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
