package dkg.sparql;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.jena.sparql.exec.QueryExec;

/**
 * The queries running over one store, so that a server shutting down can stop them at once
 * instead of waiting out their time limits (each then ends with its usual cancellation).
 */
public final class RunningQueries {
    private final Set<QueryExec> running = ConcurrentHashMap.newKeySet();

    void started(QueryExec exec) { running.add(exec); }

    void ended(QueryExec exec) { running.remove(exec); }

    /** Asks every running query to stop; returns how many were running. */
    public int abortAll() {
        int n = 0;
        for (QueryExec e : running) {
            e.abort();
            n++;
        }
        return n;
    }
}
