/**
 * {@code route}: which skill answers a question, from the router built once per generation, and
 * its evaluation.
 */
package dkg.routing;
