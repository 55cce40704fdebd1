package dkg.bench;

import dkg.route.EvalCase;
import dkg.route.RouteResult;
import dkg.route.RoutingEval;
import dkg.route.RoutingEvaluator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.queryparser.classic.QueryParser;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.store.ByteBuffersDirectory;

/**
 * The baseline the router is measured against: plain Lucene BM25 (English analyzer) over whole
 * SKILL.md files, one document per skill, scored by the same evaluator. A benchmark, not shipped.
 *
 * <pre>java -cp ... dkg.bench.Bm25Baseline ../shared/corpus/doca-skills/skills</pre>
 */
public final class Bm25Baseline {
    public static void main(String[] args) throws Exception {
        Path skills = Path.of(args.length > 0 ? args[0] : "../shared/corpus/doca-skills/skills");
        RoutingEval e = run(skills);
        System.out.println(e);
    }

    public static RoutingEval run(Path skills) throws IOException {
        var dir = new ByteBuffersDirectory();
        var analyzer = new EnglishAnalyzer();
        try (var w = new IndexWriter(dir, new IndexWriterConfig(analyzer));
             Stream<Path> files = Files.walk(skills)) {
            for (Path f : files.filter(p -> p.getFileName().toString().equals("SKILL.md")).toList()) {
                Document d = new Document();
                d.add(new StringField("skill", f.getParent().getFileName().toString(), Field.Store.YES));
                d.add(new TextField("text", Files.readString(f), Field.Store.NO));
                w.addDocument(d);
            }
        }
        IndexSearcher s = new IndexSearcher(DirectoryReader.open(dir));
        List<EvalCase> cases = RoutingEvaluator.read(List.of(skills));
        return RoutingEvaluator.evaluate(cases, q -> {
            try {
                List<RouteResult.Ranked> ranked = new ArrayList<>();
                for (ScoreDoc sd : s.search(new QueryParser("text", analyzer).parse(QueryParser.escape(q)), 10).scoreDocs)
                    ranked.add(new RouteResult.Ranked(s.storedFields().document(sd.doc).get("skill"), sd.score, List.of()));
                return new RouteResult(q, ranked, List.of());
            } catch (Exception ex) {
                throw new IllegalStateException(ex);
            }
        });
    }
}
