/**
 * One process holds a store, the others are answered through it. A process that keeps a store open
 * ({@code serve}, {@code mcp}) runs a {@link dkg.hold.HolderServer} on loopback and names it in a
 * discovery file in the store folder that only its owner can read ({@link dkg.hold.Discovery});
 * a command started while the store is held sends its arguments there ({@link dkg.hold.HolderClient},
 * or the {@code doca-kg} launcher itself) and prints the answer as if it had run alone.
 *
 * <p>Wire format (loopback TCP): the request is NUL-terminated fields — {@code dkg1}, the token,
 * the caller's working folder, the store folder, the argument count, the arguments. The answer is
 * one line {@code EXIT OUTLEN ERRLEN}, then OUTLEN bytes of stdout and ERRLEN bytes of stderr.
 * Simple enough for a shell client ({@code read} and {@code head -c}).
 *
 * <p>Kept free of Jena, Lucene and picocli so that a forwarding client starts fast.
 */
package dkg.hold;
