package dkg.sparql;

import dkg.error.BadInputException;
import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * Admission control: at most {@code maxHeavy} heavy queries run at once; the next ones wait up to
 * the queue wait for a slot and are then refused as busy. Light queries never wait here, so a
 * trivial {@code ASK} stays fast while heavy ones queue. One gate per served store.
 */
public final class HeavyQueryGate {
    private final Semaphore slots;
    private final int maxHeavy;
    private final Duration queueWait;

    public HeavyQueryGate(int maxHeavy, Duration queueWait) {
        this.slots = new Semaphore(maxHeavy, true);
        this.maxHeavy = maxHeavy;
        this.queueWait = queueWait;
    }

    public HeavyQueryGate(QueryLimits limits) { this(limits.maxHeavy(), limits.heavyQueueWait()); }

    /** A slot to release when the query is done; a BadInputException with code {@code busy} when none frees in time. */
    public Slot enter() {
        try {
            if (slots.tryAcquire(queueWait.toMillis(), TimeUnit.MILLISECONDS)) return slots::release;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        throw new BadInputException(BadInputException.Code.BUSY, "the server is busy: " + maxHeavy + " heavy queries are running and this one waited "
                + Durations.human(queueWait) + " for a slot; retry shortly, or make the query selective (name a subject or object)");
    }

    /** A held slot. */
    @FunctionalInterface
    public interface Slot extends AutoCloseable {
        @Override void close();
    }

    /** A slot that holds nothing, for light queries. */
    public static final Slot NONE = () -> { };
}
