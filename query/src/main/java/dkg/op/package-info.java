/**
 * The registry's parts: an {@link dkg.op.Operation} binds a request from named parameters, runs it
 * against a {@link dkg.op.Context} and presents the answer as text and a structured value; faces
 * offer operations from their {@link dkg.op.Param}s alone.
 */
package dkg.op;
