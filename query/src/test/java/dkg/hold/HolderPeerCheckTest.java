package dkg.hold;

import static org.junit.jupiter.api.Assertions.*;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Only a process of the holder's own user is answered, and a client talks only to a holder of its
 * own user; a socket left behind, one nobody answers on, or a flood of junk costs neither side more
 * than a bounded wait or a few KiB. The cross-user cases run a probe as {@code nobody}.
 */
class HolderPeerCheckTest {
    private Path dir;
    private final AtomicInteger runs = new AtomicInteger();
    private final HolderServer.Handler handler = new HolderServer.Handler() {
        @Override public int answer(Request r, PrintStream out, PrintStream err) { return run(r, out, err); }
        @Override public int run(Request r, PrintStream out, PrintStream err) {
            runs.incrementAndGet();
            out.print("the holder's answer");
            return 0;
        }
        @Override public HolderServer.Session session(Request r, PrintStream err) { return (in, out) -> in.transferTo(out); }
        @Override public HolderInfo info() { return HolderInfo.current("test"); }
    };

    @BeforeEach
    void folder() throws IOException {
        // a folder others may enter (a JUnit temp folder is 0700): the socket's own mode must do the guarding
        dir = Files.createTempDirectory("dkg-peer");
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    @AfterEach
    void clean() throws IOException {
        try (var s = Files.walk(dir)) {
            for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }

    record Answer(OptionalInt code, String out, String err) {}

    private Answer forward() {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        // a generous bound: the client's own read timeouts must end it long before
        OptionalInt code = CompletableFuture.supplyAsync(() -> HolderClient.forward(List.of("stats", "--store", dir.toString()),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8)))
                .orTimeout(120, TimeUnit.SECONDS).join();
        return new Answer(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void aLiveHolderOfThisUserAnswers() throws IOException {
        try (HolderServer h = HolderServer.start(dir, handler)) {
            Answer a = forward();
            assertEquals(OptionalInt.of(0), a.code(), a.err());
            assertEquals("the holder's answer", a.out());
            assertEquals(1, runs.get());
        }
    }

    @Test
    void aSocketLeftByAKilledHolderIsIgnoredThenReplaced() throws IOException {
        Path sock = HolderSocket.path(dir);
        // a listener closed without removing its file: what SIGKILL leaves
        ServerSocketChannel dead = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        dead.bind(UnixDomainSocketAddress.of(sock));
        dead.close();
        assertTrue(Files.exists(sock));
        Answer a = forward();
        assertTrue(a.code().isEmpty(), "nothing answers there: the command runs here");
        assertEquals("", a.err());
        try (HolderServer h = HolderServer.start(dir, handler)) {
            assertEquals(OptionalInt.of(0), forward().code(), "a new holder replaces the stale socket");
        }
        assertFalse(Files.exists(sock), "a holder that stops removes its socket");
    }

    @Test
    void aListenerThatNeverAnswersEndsTheClientWithAReasonAndHearsNothing() throws Exception {
        AtomicLong heard = new AtomicLong(-1);
        try (ServerSocketChannel silent = ServerSocketChannel.open(StandardProtocolFamily.UNIX)) {
            silent.bind(UnixDomainSocketAddress.of(HolderSocket.path(dir)));
            Thread t = Thread.ofVirtual().start(() -> {
                try (SocketChannel c = silent.accept()) {
                    long n = 0;
                    for (int k; (k = c.read(ByteBuffer.allocate(8192))) >= 0; ) n += k;
                    heard.set(n);
                } catch (IOException e) {
                    heard.compareAndSet(-1, 0);
                }
            });
            Answer a = forward();
            assertEquals(OptionalInt.of(2), a.code(), "a holder that does not answer is an internal failure, said in one line");
            assertTrue(a.err().startsWith("doca-kg: the process holding " + dir), a.err());
            assertTrue(a.err().contains("did not answer"), a.err());
            assertEquals(1, a.err().strip().lines().count(), a.err());
            t.join(TimeUnit.SECONDS.toMillis(60));
            assertEquals(0, heard.get(), "the client sends nothing before the holder greets it");
        }
    }

    @Test
    void aConnectionSendingJunkIsDroppedAfterAFewKiB() throws Exception {
        try (HolderServer h = HolderServer.start(dir, handler)) {
            for (byte[] start : List.of(new byte[0], "dkg2\0run\0".getBytes(StandardCharsets.US_ASCII))) {
                long written = 0;
                try (SocketChannel c = SocketChannel.open(UnixDomainSocketAddress.of(HolderSocket.path(dir)))) {
                    ByteBuffer hello = ByteBuffer.allocate(Wire.HELLO.length);
                    while (hello.hasRemaining() && c.read(hello) >= 0) { /* the greeting */ }
                    c.write(ByteBuffer.wrap(start));
                    byte[] junk = new byte[64 * 1024];
                    java.util.Arrays.fill(junk, (byte) 'x');
                    // 64 MiB offered: the holder stops reading after its first buffer and closes
                    for (int i = 0; i < 1024; i++) written += c.write(ByteBuffer.wrap(junk));
                    fail("the holder read 64 MiB of junk");
                } catch (IOException expected) {
                    // broken pipe: the holder closed the connection
                }
                // what was written is what the holder read plus what the kernel buffered for it
                assertTrue(written < 2L << 20, "the holder took in " + written + " bytes of junk");
            }
            assertEquals(0, runs.get());
        }
    }

    // ---- another user

    private static boolean root() {
        try {
            return Files.getAttribute(Path.of("/proc/self"), "unix:uid").equals(0);
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    private static boolean sudoWorks() {
        try {
            Process p = new ProcessBuilder("sudo", "-n", "true").redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** The command run as {@code nobody}, by setpriv or runuser; skips (or fails under CI=true) when neither can. */
    private static List<String> asNobody(String... command) {
        List<String> out = new ArrayList<>();
        boolean ci = "true".equals(System.getenv("CI"));
        // root switches user itself; anyone else through passwordless sudo (as a CI runner has)
        List<String> sudo = root() ? List.of() : sudoWorks() ? List.of("sudo", "-n") : null;
        if (sudo != null && Files.isExecutable(Path.of("/usr/bin/setpriv"))) {
            out.addAll(sudo);
            out.addAll(List.of("/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"));
        } else if (sudo != null && Files.isExecutable(Path.of("/usr/sbin/runuser"))) {
            out.addAll(sudo);
            out.addAll(List.of("/usr/sbin/runuser", "-u", "nobody", "--"));
        } else {
            String why = "running a probe as another user needs setpriv or runuser, and root or passwordless sudo";
            if (ci) fail(why);
            Assumptions.abort(why);
        }
        out.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        out.add("-cp");
        out.add(location(PeerProbe.class) + java.io.File.pathSeparator + location(HolderClient.class));
        out.add(PeerProbe.class.getName());
        out.addAll(List.of(command));
        return out;
    }

    private static String location(Class<?> c) {
        try {
            return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Runs to the end (bounded generously) and returns stdout. */
    private static String run(List<String> command) throws Exception {
        Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        CompletableFuture<String> out = CompletableFuture.supplyAsync(() -> {
            try { return new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8); } catch (IOException e) { return e.toString(); }
        });
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the probe hung");
        return out.get(60, TimeUnit.SECONDS);
    }

    @Test
    void anotherUsersClientGetsNoAnswerAndNoByteEvenWhenItCanReachTheSocket() throws Exception {
        List<String> forward = asNobody("forward", dir.toString());
        try (HolderServer h = HolderServer.start(dir, handler)) {
            Path sock = HolderSocket.path(dir);
            String direct = run(asNobody("raw", sock.toString()));
            assertTrue(direct.startsWith("refused"), "mode 0600 keeps another user from connecting: " + direct);
            assertEquals("local\nanswer bytes 0\n", run(forward), "no holder of its own: it would run the command itself");
            // a socket someone made reachable: the holder still says nothing to another user
            Files.setPosixFilePermissions(sock, PosixFilePermissions.fromString("rwxrwxrwx"));
            assertEquals("received 0\n", run(asNobody("raw", sock.toString())));
            assertEquals("local\nanswer bytes 0\n", run(forward));
            assertEquals(0, runs.get(), "nothing ran for another user");
        }
    }

    @Test
    void aClientSendsNothingToAnotherUsersListener() throws Exception {
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxrwxrwx"));
        Process listener = new ProcessBuilder(asNobody("listen", HolderSocket.path(dir).toString()))
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (BufferedReader said = new BufferedReader(new InputStreamReader(listener.getInputStream(), StandardCharsets.UTF_8))) {
            assertEquals("ready", said.readLine());
            Answer a = forward();
            assertTrue(a.code().isEmpty(), "another user's listener is not a holder: the command runs here");
            assertTrue(a.err().contains("a process of another user listens on it"), a.err());
            assertEquals("got 0", said.readLine(), "the client sent that listener nothing");
        } finally {
            listener.destroyForcibly();
            listener.waitFor(60, TimeUnit.SECONDS);
        }
    }
}
