package dkg.cli;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * A line every few seconds while a long phase that reports no steps runs ({@code still committing,
 * 12 s}), so a user sees the work has not hung. One phase at a time; a new phase restarts the clock.
 * Thread-safe.
 */
final class Heartbeat implements AutoCloseable {
    /** Seconds between lines: a phase shorter than this stays silent. */
    static final long EVERY_SECONDS = 2;

    private final Consumer<String> out;
    private ScheduledExecutorService timer;
    private ScheduledFuture<?> beat;

    Heartbeat(Consumer<String> out) { this.out = out; }

    /** Starts reporting {@code phase}, ending the one before. */
    synchronized void phase(String phase) {
        if (beat != null) beat.cancel(false);
        if (timer == null) {
            timer = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "doca-kg-heartbeat");
                t.setDaemon(true);
                return t;
            });
        }
        long started = System.nanoTime();
        beat = timer.scheduleAtFixedRate(() -> out.accept("still " + phase + ", "
                + TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - started) + " s"), EVERY_SECONDS, EVERY_SECONDS, TimeUnit.SECONDS);
    }

    @Override
    public synchronized void close() {
        if (timer != null) timer.shutdownNow();
        timer = null;
        beat = null;
    }
}
