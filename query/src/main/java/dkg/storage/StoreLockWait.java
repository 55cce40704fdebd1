package dkg.storage;

import dkg.error.BadInputException;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.apache.jena.query.Dataset;
import org.apache.jena.tdb2.TDB2Factory;

/**
 * Opens TDB2, waiting while another process has it open. Two one-shot commands on one store (two
 * shells, an agent and its human, two ingests) take turns instead of the second failing: TDB2 lets
 * one process at a time have a store, and a one-shot command holds it for well under a second. A
 * process that keeps the store ({@code serve}, {@code mcp}) answers others itself, so waiting long
 * means something else keeps it: after {@link #PATIENCE} the caller gets a one-line error naming it.
 */
final class StoreLockWait {
    static final Duration PATIENCE = Duration.ofSeconds(120);
    private static final Duration SAY_AFTER = Duration.ofSeconds(2);

    private StoreLockWait() {}

    static Dataset connect(Path tdbDir, PrintStream log) {
        long start = System.nanoTime();
        long pause = 20;
        boolean said = false;
        while (true) {
            try {
                return TDB2Factory.connectDataset(tdbDir.toString());
            } catch (RuntimeException e) {
                if (TornJournal.isTorn(e) && TornJournal.setAside(tdbDir, log)) continue;
                if (!isLockRefusal(e)) throw e;
                Duration waited = Duration.ofNanos(System.nanoTime() - start);
                String holder = holderOf(tdbDir);
                if (waited.compareTo(PATIENCE) >= 0)
                    throw new BadInputException("the store " + tdbDir.getParent() + " is kept open by " + holder
                            + " (waited " + PATIENCE.toSeconds() + " s); stop it, or run doca-kg serve on that store so other commands go through it");
                if (!said && waited.compareTo(SAY_AFTER) >= 0) {
                    log.println("doca-kg: waiting for " + holder + ", which has the store open…");
                    said = true;
                }
                sleep(pause);
                pause = Math.min(250, pause * 2);
            }
        }
    }

    /**
     * TDB2's refusal to open a store another live process has locked, or a failure reading the lock
     * file while another process writes it (TDB2 then throws whatever its read hit, such as a
     * NegativeArraySizeException): both pass when the other process is done.
     */
    static boolean isLockRefusal(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t.getMessage() != null && t.getMessage().contains("Failed to get a lock")) return true;
            for (StackTraceElement f : t.getStackTrace())
                if (f.getClassName().equals("org.apache.jena.dboe.base.file.ProcessFileLock")) return true;
        }
        return false;
    }

    private static String holderOf(Path tdbDir) {
        try {
            String pid = Files.readString(tdbDir.resolve("tdb.lock"), StandardCharsets.UTF_8).strip();
            if (pid.matches("\\d+")) {
                String cmd = Processes.commandOf(Long.parseLong(pid));
                return "process " + pid + (cmd == null ? "" : " (" + cmd + ")");
            }
        } catch (IOException | RuntimeException unreadable) {
            // the lock went away or is unreadable: name no process
        }
        return "another process";
    }

    private static void sleep(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the store", e);
        }
    }
}
