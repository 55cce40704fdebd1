import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dkg.api.DocaKg;
import dkg.docs.HybridSearch;
import dkg.search.Hit;
import dkg.search.SearchRequest;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * How often {@code search}, given a real question as typed, lists the section that answers it (the
 * ask eval sets' anchors) in its first 5 and 10 hits, by words alone and by words and meaning.
 * English questions only (a Chinese query is searched by words in both modes).
 * Usage: java -cp doca-kg.jar bench/SearchAnchors.java STORE SET.json...
 */
public class SearchAnchors {
    public static void main(String[] args) throws Exception {
        System.out.println("| set | questions | mode | anchor in top 5 | anchor in top 10 |");
        System.out.println("|---|---|---|---|---|");
        try (DocaKg kg = DocaKg.openExisting(Path.of(args[0]))) {
            for (String file : List.of(args).subList(1, args.length)) {
                JsonNode root = new ObjectMapper().readTree(Path.of(file).toFile());
                JsonNode items = root.isArray() ? root : root.path("items");
                for (String mode : List.of(SearchRequest.LEXICAL, SearchRequest.HYBRID)) {
                    int n = 0, top5 = 0, top10 = 0;
                    for (JsonNode item : items) {
                        String anchor = item.path("anchor").asText("").toLowerCase(Locale.ROOT);
                        if (anchor.isEmpty() || "zh".equals(item.path("lang").asText())) continue;
                        n++;
                        var hits = HybridSearch.search(kg.generation(), new SearchRequest(item.path("question").asText(), 10, null, null, null, mode)).hits();
                        int rank = hits.stream().filter(h -> h.source() != null && h.source().toLowerCase(Locale.ROOT).endsWith(anchor))
                                .mapToInt(Hit::rank).findFirst().orElse(0);
                        if (rank > 0 && rank <= 5) top5++;
                        if (rank > 0) top10++;
                    }
                    System.out.printf(Locale.ROOT, "| %s | %d | %s | %.3f | %.3f |%n", Path.of(file).getFileName(), n, mode, (double) top5 / n, (double) top10 / n);
                }
            }
        }
    }
}
