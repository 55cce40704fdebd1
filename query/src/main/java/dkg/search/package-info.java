/**
 * The full-text index over skills, sections, symbols and error causes: Lucene only.
 *
 * <p>Nothing here imports Jena, so a one-shot {@code search} process reads the index without
 * initialising the RDF stack. The store ({@code dkg.storage}) feeds {@link dkg.search.Indexer} from
 * the graph; {@link dkg.search.Searcher} answers queries from stored fields alone.
 */
package dkg.search;
