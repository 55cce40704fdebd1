package dkg.search;

/**
 * A user's search: free text (never parsed as Lucene syntax) and optional filters.
 *
 * @param query text as typed; must contain something searchable
 * @param limit number of distinct hits wanted, 1..1000
 * @param type  {@code skill|section|symbol|error} or null for all
 * @param skill skill name or null
 * @param lang  {@code en|zh} or null for all
 */
public record SearchRequest(String query, int limit, String type, String skill, String lang) {
    public SearchRequest {
        if (query == null || query.isBlank()) throw new IllegalArgumentException("empty search query");
        if (limit < 1 || limit > 1000) throw new IllegalArgumentException("limit must be 1..1000, got " + limit);
        if (type != null && !IndexSchema.TYPES.contains(type))
            throw new IllegalArgumentException("unknown type '" + type + "': use one of " + IndexSchema.TYPES);
    }

    public static SearchRequest of(String query, int limit) { return new SearchRequest(query, limit, null, null, null); }
}
