/**
 * One process holds a store, the others are answered through it. A process that keeps a store open
 * ({@code serve}, {@code mcp}) runs a {@link dkg.hold.HolderServer} on the Unix-domain socket
 * {@code <store>/holder.sock} ({@link dkg.hold.HolderSocket}); a command started while the store is
 * held sends there an operation's call or its command line ({@link dkg.hold.HolderClient}) and
 * prints the answer as if it had run alone, and {@code mcp} becomes a relay to an MCP session
 * inside the holder.
 *
 * <p>Both ends ask the kernel which user the other runs as ({@code SO_PEERCRED}) and talk only to
 * their own: nothing is read from, or sent to, another user's process, and nothing is found through
 * a pid or a port. The wire format is in {@link dkg.hold.Wire}.
 *
 * <p>Kept free of Jena, Lucene and picocli so that a forwarding client starts fast.
 */
package dkg.hold;
