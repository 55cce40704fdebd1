/**
 * The store: a TDB2 dataset (one named graph per source document, default graph = their union)
 * and the Lucene index derived from it, moved together from generation N to N+1 by
 * {@link dkg.storage.KgStore#commit}. Bookkeeping (generation, source hashes) lives in the system
 * graph {@code DKG.SYSTEM_GRAPH}.
 */
package dkg.storage;
