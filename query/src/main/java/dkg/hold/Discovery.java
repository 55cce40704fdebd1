package dkg.hold;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;

/**
 * The discovery file {@code <store>/holder}: one line {@code doca-kg-holder PID PORT TOKEN}, mode
 * 0600, so only the store's owner learns the token. A holder killed without cleanup leaves the file
 * behind; {@link #live} treats it as absent when its process is gone or its port refuses.
 *
 * @param pid   the holding process
 * @param port  its loopback TCP port
 * @param token the secret a request must carry
 */
public record Discovery(long pid, int port, String token) {
    public static final String FILE = "holder";
    private static final String MAGIC = "doca-kg-holder";

    public static Path file(Path storeDir) { return storeDir.resolve(FILE); }

    /** Writes the file atomically (temp file created 0600, then moved into place). */
    public void write(Path storeDir) throws IOException {
        Path tmp = Files.createTempFile(storeDir, ".holder", ".tmp",
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        Files.writeString(tmp, MAGIC + " " + pid + " " + port + " " + token + "\n");
        try {
            Files.move(tmp, file(storeDir), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, file(storeDir), StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** Removes the file if it still names this holder (a successor may have replaced it). */
    public void remove(Path storeDir) {
        try {
            if (read(storeDir).filter(this::equals).isPresent()) Files.deleteIfExists(file(storeDir));
        } catch (IOException ignored) {
            // best effort: a leftover file is detected as stale by the next reader
        }
    }

    /** The file's content, or empty when absent, unreadable (another user's) or malformed. */
    public static Optional<Discovery> read(Path storeDir) {
        try {
            String[] f = Files.readString(file(storeDir)).trim().split(" ");
            if (f.length != 4 || !f[0].equals(MAGIC)) return Optional.empty();
            return Optional.of(new Discovery(Long.parseLong(f[1]), Integer.parseInt(f[2]), f[3]));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** The holder named by the file if its process is alive and its port accepts a connection. */
    public static Optional<Discovery> live(Path storeDir) {
        return read(storeDir).filter(Discovery::answers);
    }

    boolean answers() {
        if (ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false) == false) return false;
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 1000);
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
