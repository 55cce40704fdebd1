package dkg.storage;

import dkg.layout.StoreLayout;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A TDB2 journal cut short by a kill while a transaction was writing it. TDB2 writes a whole
 * transaction and its commit record to the journal and syncs before the commit point, then writes it
 * back and empties the journal before the next transaction starts; so a journal whose last entry is
 * incomplete holds only a transaction that never committed. TDB2's recovery refuses to open such a
 * store ("Partial read of journal file", "Failed to read the journal entry data"); the journal is set aside (kept in the store's
 * {@code logs/}) and the store opens at its last committed state, as after any other kill.
 */
final class TornJournal {
    private TornJournal() {}

    static boolean isTorn(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            String m = t.getMessage();
            // a header cut short, or a whole header whose entry data is cut short
            if (m != null && (m.contains("Partial read of journal file") || m.contains("Failed to read the journal entry"))) return true;
        }
        return false;
    }

    /** Moves the active journal aside and leaves an empty one; false when there is none to move. */
    static boolean setAside(Path tdbDir, PrintStream log) {
        try {
            Optional<Path> journal = activeJournal(tdbDir);
            if (journal.isEmpty() || Files.size(journal.get()) == 0) return false;
            Path logs = StoreLayout.logs(tdbDir.getParent());
            Files.createDirectories(logs);
            Path kept = logs.resolve("torn-journal-" + System.currentTimeMillis() + ".jrnl");
            Files.move(journal.get(), kept);
            Files.createFile(journal.get());
            releaseOwnLocks(tdbDir);
            log.println("doca-kg: the store's journal ended mid-transaction (a kill during a commit); that transaction never committed, "
                    + "so it was set aside (" + kept + ") and the store opens as last committed");
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    /** The failed open left the store's files open and its lock files taken by this process: give them back for the retry. */
    private static void releaseOwnLocks(Path tdbDir) throws IOException {
        org.apache.jena.dboe.base.file.ChannelManager.releaseAll(tdbDir.toString());
        org.apache.jena.dboe.base.file.ChannelManager.releaseAll(tdbDir.toAbsolutePath().toString());
        try (Stream<Path> s = Files.walk(tdbDir, 2)) {
            for (Path lock : s.filter(p -> p.getFileName().toString().equals("tdb.lock")).toList()) {
                var l = org.apache.jena.dboe.base.file.ProcessFileLock.create(lock.toString());
                if (l.isLockedHere()) org.apache.jena.dboe.base.file.ProcessFileLock.release(l);
            }
        }
    }

    /** The journal of the newest {@code Data-NNNN} folder, the one TDB2 uses. */
    private static Optional<Path> activeJournal(Path tdbDir) throws IOException {
        try (Stream<Path> s = Files.list(tdbDir)) {
            return s.filter(p -> p.getFileName().toString().startsWith("Data-")).max(Comparator.comparing(p -> p.getFileName().toString()))
                    .map(d -> d.resolve("journal.jrnl")).filter(Files::isRegularFile);
        }
    }
}
