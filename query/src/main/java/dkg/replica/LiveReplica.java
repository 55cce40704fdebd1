package dkg.replica;

import dkg.api.DocaKg;

import dkg.error.BadInputException;
import java.nio.file.Path;
import java.util.Objects;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * A replica that follows its snapshot: it serves the snapshot published at a path (one archive, or
 * the highest generation in a folder of them; see {@link NewestSnapshot}) and, when the one published
 * there is another snapshot than the one served (another generation, or other files' checksums),
 * unpacks and checks it beside the current one and then switches to it in one step. Older counts
 * too: an operator who publishes an older snapshot after a bad release has the replicas roll back
 * to it. Requests pinned to the old generation finish on it; the old one is closed and removed when
 * the last of them ends (reference counting, as Lucene's {@code SearcherManager} does with readers).
 *
 * <p>Threads: {@link #pin} and {@link #kg} from any thread; {@link #refresh} runs one look at a time
 * (the follower's thread, or a caller). A snapshot refused (damaged, cut short) is reported once and
 * the current generation kept; it is looked at again only when the file changes.
 */
public final class LiveReplica implements ServedKg, AutoCloseable {
    private final NewestSnapshot source;
    private final Consumer<String> log;
    private final ThreadLocal<Generation> pinned = new ThreadLocal<>();
    private volatile Generation current;
    private ScheduledExecutorService follower;
    private String refused;
    private volatile boolean closed;
    private final AtomicInteger open = new AtomicInteger();

    /** One unpacked snapshot and the holds on it: the replica's own while current, one per pin. */
    private final class Generation {
        final Replica replica;
        /** The replica's own hold counts one; at zero the generation is closed and no pin can take it. */
        final AtomicInteger holds = new AtomicInteger(1);

        Generation(Replica replica) {
            this.replica = replica;
            open.incrementAndGet();
        }

        boolean tryHold() {
            for (int n = holds.get(); n > 0; n = holds.get())
                if (holds.compareAndSet(n, n + 1)) return true;
            return false;
        }

        void release() {
            if (holds.decrementAndGet() == 0) {
                replica.close();
                open.decrementAndGet();
            }
        }
    }

    private LiveReplica(NewestSnapshot source, Replica first, Consumer<String> log) {
        this.source = source;
        this.log = log;
        this.current = new Generation(first);
    }

    /**
     * Unpacks and opens the newest snapshot at {@code path} (a file or a folder); {@code log} hears of
     * every switch and refusal. Call {@link #followEvery} to look for newer ones.
     */
    public static LiveReplica open(Path path, Consumer<String> log) {
        NewestSnapshot source = new NewestSnapshot(path);
        NewestSnapshot.Found found = source.find().orElseThrow(() -> new BadInputException(
                "no snapshot at " + path + ": name an archive written by doca-kg snapshot --to FILE, or a folder holding one"));
        return new LiveReplica(source, Replica.unpack(found.archive()), Objects.requireNonNull(log));
    }

    /** Looks for another published snapshot every {@code seconds} on a daemon thread until closed. */
    public synchronized LiveReplica followEvery(long seconds) {
        if (seconds <= 0 || follower != null) return this;
        follower = Executors.newSingleThreadScheduledExecutor(r -> Thread.ofPlatform().daemon().name("snapshot-follower").unstarted(r));
        follower.scheduleWithFixedDelay(() -> {
            try {
                refresh();
            } catch (RuntimeException e) {
                log.accept("snapshot check failed: " + e.getMessage());
            }
        }, seconds, seconds, TimeUnit.SECONDS);
        return this;
    }

    /** The generation new requests get. */
    public long generation() { return current.replica.generation(); }

    /** Generations unpacked and not yet closed: the current one, and old ones with requests still on them. */
    int openGenerations() { return open.get(); }

    /** Where the current generation came from. */
    public Path path() { return source.path(); }

    /**
     * Switches to the snapshot published at the path if it is another than the one served, newer or
     * older; true when it switched. A snapshot that does not unpack whole is refused with one line to
     * the log. No snapshot at the path (a folder emptied) leaves the current one served.
     */
    public synchronized boolean refresh() {
        Generation now = current;
        if (closed) return false;
        var found = source.find();
        if (found.isEmpty() || found.get().manifest().sameSnapshot(now.replica.manifest())) return false;
        Path archive = found.get().archive();
        String key = archive + "@" + archive.toFile().lastModified() + "/" + archive.toFile().length();
        if (key.equals(refused)) return false;
        Generation next;
        try {
            next = new Generation(Replica.unpack(archive));
        } catch (BadInputException e) {
            refused = key;
            log.accept("snapshot refused, still serving generation " + now.replica.generation() + ": " + e.getMessage());
            return false;
        }
        current = next;
        now.release();
        long was = now.replica.generation(), is = next.replica.generation();
        log.accept("now serving generation " + is + " from " + archive + (is < was ? ", rolled back from generation " + was : "")
                + " (generation " + was + " closes when its requests end)");
        return true;
    }

    @Override
    public DocaKg kg() {
        Generation g = pinned.get();
        return (g != null ? g : current).replica.kg();
    }

    @Override
    public Pin pin() {
        Generation outer = pinned.get();
        if (outer != null) return new Held(outer, false);
        while (true) {
            Generation g = current;
            // a generation being retired is passed over: the next read of current is its successor
            if (g.tryHold()) {
                pinned.set(g);
                return new Held(g, true);
            }
            if (closed) throw new IllegalStateException("the replica is closed");
            Thread.onSpinWait();
        }
    }

    private final class Held implements Pin {
        private final Generation g;
        private final boolean owns;
        private boolean closed;

        Held(Generation g, boolean owns) {
            this.g = g;
            this.owns = owns;
        }

        @Override
        public long generation() { return g.replica.generation(); }

        @Override
        public void close() {
            if (closed || !owns) return;
            closed = true;
            pinned.remove();
            g.release();
        }
    }

    /** Stops following; the current generation closes when its last request ends. */
    @Override
    public synchronized void close() {
        if (closed) return;
        closed = true;
        if (follower != null) follower.shutdownNow();
        current.release();
    }
}
