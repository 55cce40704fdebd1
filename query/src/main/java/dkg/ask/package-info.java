/**
 * What {@code doca-kg ask} needs besides the router and the index: pulling DOCA facts out of a
 * free-form question or pasted log ({@link dkg.ask.Extractor}), cutting a long paste down to its
 * signal ({@link dkg.ask.Distiller}), the knowledge map's table rows ({@link dkg.ask.MapRow}),
 * calibrated confidence ({@link dkg.ask.Confidence}) and the ask eval. Jena-free: the façade feeds
 * these from the graph.
 */
package dkg.ask;
