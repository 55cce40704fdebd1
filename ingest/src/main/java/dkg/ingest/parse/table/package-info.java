/**
 * Typed facts from GFM tables: a {@link dkg.ingest.parse.table.Table} is read from the commonmark
 * AST, and the first {@link dkg.ingest.parse.table.TableRule} whose header shape matches turns its
 * rows into facts through a {@link dkg.ingest.parse.table.FactContext}. Rules pick tables by the
 * words of the header row, never by file name, so unseen skills with the same table shapes work.
 */
package dkg.ingest.parse.table;
