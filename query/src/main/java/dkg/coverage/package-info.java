/**
 * Which DOCA releases a store knows, and from which sources: one operation, {@code releases}, in a
 * package of its own (request, answer, the count over the code catalogue, its text), registered by
 * one line in {@link dkg.ops.Operations#standard()}.
 */
package dkg.coverage;
