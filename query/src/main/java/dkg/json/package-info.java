/**
 * The JSON mappers, one per purpose: answers, client messages, files.
 */
package dkg.json;
