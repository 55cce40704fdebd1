package dkg.hold;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;

/**
 * What another user's process does, run as that user by {@link HolderPeerCheckTest}:
 * {@code forward STORE} (the real client: prints {@code exit N}, or {@code local} when no holder
 * answered), {@code raw SOCKET} (connects, sends a well-formed request, prints how many bytes came
 * back), {@code listen SOCKET} (pretends to be a holder: prints {@code ready}, then, per connection,
 * how many bytes the caller sent).
 */
public final class PeerProbe {
    public static void main(String[] args) throws IOException {
        PrintStream out = System.out;
        switch (args[0]) {
            case "forward" -> {
                ByteArrayOutputStream answer = new ByteArrayOutputStream();
                OptionalInt code = HolderClient.dispatch(List.of("stats", "--store", args[1]), InputStream.nullInputStream(),
                        new PrintStream(answer, true, StandardCharsets.UTF_8), System.err);
                out.println(code.isPresent() ? "exit " + code.getAsInt() : "local");
                out.println("answer bytes " + answer.size());
            }
            case "raw" -> {
                SocketChannel c;
                try {
                    c = SocketChannel.open(UnixDomainSocketAddress.of(Path.of(args[1])));
                } catch (IOException e) {
                    out.println("refused " + e.getMessage());
                    break;
                }
                long received = 0;
                try (c) {
                    new Request(Request.RUN, "/", "/", List.of("stats")).writeTo(Channels.newOutputStream(c));
                    InputStream in = Channels.newInputStream(c);
                    for (int n; (n = in.read(new byte[4096])) >= 0; ) received += n;
                } catch (IOException reset) {
                    // the holder dropped the connection: counted what came before
                }
                out.println("received " + received);
            }
            case "listen" -> {
                try (ServerSocketChannel s = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
                    s.bind(UnixDomainSocketAddress.of(Path.of(args[1])));
                    java.nio.file.Files.setPosixFilePermissions(Path.of(args[1]), java.nio.file.attribute.PosixFilePermissions.fromString("rwxrwxrwx"));
                    out.println("ready");
                    out.flush();
                    while (true) {
                        try (SocketChannel c = s.accept()) {
                            out.println("got " + Channels.newInputStream(c).readAllBytes().length);
                            out.flush();
                        }
                    }
                }
            }
            default -> throw new IllegalArgumentException(args[0]);
        }
        out.flush();
    }
}
