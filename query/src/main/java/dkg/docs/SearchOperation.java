package dkg.docs;

import dkg.op.Operation;
import dkg.op.Param;
import dkg.search.SearchRequest;
import dkg.search.SearchResult;

/** {@code search}: search of the index alone, by words and, where the store has passage vectors, by meaning. */
public final class SearchOperation {
    private SearchOperation() {}

    public static final Operation<SearchRequest, SearchResult> OPERATION = Operation.<SearchRequest, SearchResult>named("search")
            .tool("search_docs")
            .title("Search the DOCA documentation")
            .summary("Search skills, sections, symbols and error causes by words and meaning.")
            .guide("Full-text search over the NVIDIA DOCA knowledge graph: skills, document sections, C API symbols "
                    + "and error causes, best match first. Use it after ask, to find more passages by keywords or within one "
                    + "type or skill; each hit gives its type, title, skill, source file#anchor (read the whole file as "
                    + "the resource doca-kg://doc/<file>) and a snippet. Narrow with type (skill, section, symbol, error), "
                    + "skill (e.g. doca-dma) or lang (en, zh; default guessed from the query).")
            .param(Param.words("query", "QUERY", "Words to search for, e.g. 'dma memcpy task' or 'DOCA_ERROR_NOT_PERMITTED'; - reads stdin (a pasted log is cut to its signal)."))
            .param(Param.integer("limit", 10, 1, SearchRequest.MAX_LIMIT, "Most hits to return."))
            .param(Param.text("type", "TYPE", "Only hits of this type.").withChoices("skill", "section", "symbol", "error"))
            .param(Param.text("skill", "NAME", "Only hits from this skill, e.g. doca-dma."))
            .param(Param.text("lang", "LANG", "Query language and hit filter (default: guessed from the query).").withChoices("en", "zh"))
            .param(Param.text("mode", "MODE", "How hits rank: hybrid (words and meaning; the default where the store has passage vectors) "
                    + "or lexical (words only).").withChoices(SearchRequest.LEXICAL, SearchRequest.HYBRID))
            .bind(v -> new SearchRequest(v.text("query"), v.integer("limit"), v.text("type"), v.text("skill"), v.text("lang"), v.text("mode")))
            .run((c, q) -> HybridSearch.search(c.generation(), q))
            .answers(SearchResult.class)
            .build();
}
