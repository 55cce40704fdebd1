/**
 * {@link dkg.ops.Operations#standard()}: every answer the faces offer, in one list.
 */
package dkg.ops;
