/**
 * {@code describe}: one DOCA symbol: its declaration, documentation, the releases it is seen in,
 * and the sample lines that call it.
 */
package dkg.describe;
