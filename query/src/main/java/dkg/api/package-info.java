/**
 * The façade: {@link dkg.api.DocaKg} opens a store (lazily, shared by borrowed views), ingests,
 * checks, runs SPARQL, and answers any registered operation against one pinned generation. What
 * each answer computes lives in the answer's own package, behind a small entry class taking a
 * {@link dkg.kg.Generation}.
 */
package dkg.api;
