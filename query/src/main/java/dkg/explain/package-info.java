/**
 * {@code explain}: one DOCA error code: its meaning, the skills' causes and fixes, and the functions
 * that return it; the error book keeps the common case off the graph.
 */
package dkg.explain;
