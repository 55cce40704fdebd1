/**
 * The web page over the graph, served by the same embedded Fuseki as the SPARQL endpoint: a page
 * shell and its bundled scripts ({@link dkg.http.web.Assets}), and JSON endpoints that each call one
 * {@link dkg.api.DocaKg} method ({@link dkg.http.web.WebApi}). No SPARQL, IRIs or store access here.
 */
package dkg.http.web;
