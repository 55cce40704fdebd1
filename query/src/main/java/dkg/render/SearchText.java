package dkg.render;

import dkg.search.Hit;
import dkg.search.SearchResult;

/** Search hits: rank, type, title, skill and score, then source and snippet. */
final class SearchText implements TextRenderer<SearchResult> {
    @Override
    public String text(SearchResult r) {
        if (r.hits().isEmpty()) return "no hits for " + Text.quoted(r.query()) + "\n";
        StringBuilder b = new StringBuilder();
        for (Hit h : r.hits()) {
            b.append(String.format("%2d. [%s] %s%s  (%.2f)%n", h.rank(), h.type(), h.title(),
                    h.skill() == null ? "" : "  — " + h.skill(), h.score()));
            if (h.source() != null) b.append("    ").append(h.source()).append('\n');
            if (h.snippet() != null && !h.snippet().isBlank()) b.append("    ").append(Text.oneLine(h.snippet())).append('\n');
        }
        return b.toString();
    }
}
