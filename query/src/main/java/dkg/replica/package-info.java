/**
 * Replicas: a served view that follows the published snapshot, taking up a newer one (or an older
 * one, to roll back) whole when its manifest changes.
 */
package dkg.replica;
