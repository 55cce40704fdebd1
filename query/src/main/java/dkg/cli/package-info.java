/**
 * The {@code doca-kg} command line (picocli): each command parses its arguments, calls one
 * {@link dkg.api.DocaKg} method and renders the record, JSON with {@code --json}. Results go to
 * stdout only; notes, progress and errors to stderr.
 */
package dkg.cli;
