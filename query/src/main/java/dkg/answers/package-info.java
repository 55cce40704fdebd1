/**
 * The standard operations of doca-kg, one class each: parameters, request, the call that answers
 * it and how it is shown. {@link dkg.ops.Operations#standard()} lists them; the faces are built
 * from that list.
 */
package dkg.answers;
