/**
 * The error type every module shares ({@link dkg.error.BadInputException}, with a stable code) and
 * the {@link dkg.error.Check} helper that request records use to reject bad arguments.
 */
package dkg.error;
