package dkg.storage;

/**
 * Whether this JVM exits as soon as its one command is answered (the {@code doca-kg} launcher's
 * process), as opposed to a test, a holder or a library caller that goes on. Only the command
 * line's {@code main} marks it.
 */
public final class OneCommandProcess {
    private OneCommandProcess() {}

    private static volatile boolean marked;

    /** Called by {@code main} before it runs the command. */
    public static void mark() { marked = true; }

    static boolean exitsAfterCommand() { return marked; }
}
