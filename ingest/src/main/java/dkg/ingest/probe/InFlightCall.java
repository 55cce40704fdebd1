package dkg.ingest.probe;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The child's own record of the native call in flight: before every call into DOCA the child
 * overwrites a small file with a sequence number, the function, the capability query it serves and
 * the device. The file outlives a crash of the child (the page cache keeps it; no fsync is needed
 * for a process crash), so the parent blames the call that really crashed or hung — the stdout
 * event stream names only the queries, and its last line may never have been read.
 *
 * <p>Writer side: one instance per child, not thread-safe. Reader side: {@link #read}.
 *
 * @param seq      increases with every call, so the parent can tell one long call from many short ones
 * @param call     the native function called ({@code doca_devinfo_get_ibdev_name})
 * @param query    the capability query being asked when the call was made, or null
 * @param pci      the device, or null
 */
public record InFlightCall(long seq, String call, String query, String pci) {

    /** Writes records into one file, replacing the previous one each time. */
    static final class Recorder implements AutoCloseable {
        private final FileChannel ch;
        private long seq;

        Recorder(Path file) throws IOException {
            ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
        }

        /** Records the call about to be made. */
        void before(String call, String query, String pci) {
            String line = ++seq + "\t" + call + "\t" + (query == null ? "" : query) + "\t" + (pci == null ? "" : pci) + "\n";
            try {
                ch.truncate(0);
                ch.write(ByteBuffer.wrap(line.getBytes(StandardCharsets.UTF_8)), 0);
            } catch (IOException e) {
                // the record is for blame only: a failed write must not stop the probe
            }
        }

        @Override public void close() throws IOException { ch.close(); }
    }

    /** The last record in {@code file}, or null when there is none (the child made no call yet). */
    static InFlightCall read(Path file) {
        try {
            if (file == null || !Files.isRegularFile(file)) return null;
            // only the line end goes: empty trailing fields are tabs that strip() would eat
            String s = Files.readString(file, StandardCharsets.UTF_8).replaceAll("[\r\n]+$", "");
            String[] f = s.split("\t", -1);
            if (f.length < 4) return null;
            return new InFlightCall(Long.parseLong(f[0]), f[1], f[2].isEmpty() ? null : f[2], f[3].isEmpty() ? null : f[3]);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
