package dkg.search;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Work a caller starts before its own and joins after, such as embedding a question while its
 * words are searched: a cold process loads the model meanwhile. A virtual thread per task, since
 * the common pool has one thread on a two-core machine and a server answering several questions
 * at once would run them one after another.
 */
public final class Background {
    private Background() {}

    private static final ExecutorService THREADS = Executors.newThreadPerTaskExecutor(Thread.ofVirtual().name("background-", 0).factory());

    public static <T> Future<T> start(Callable<T> work) { return THREADS.submit(work); }

    /** The work's result; its unchecked failure as thrown. */
    public static <T> T joined(Future<T> work) {
        try {
            return work.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for background work", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) throw r;
            if (e.getCause() instanceof Error err) throw err;
            throw new IllegalStateException(e.getCause());
        }
    }
}
