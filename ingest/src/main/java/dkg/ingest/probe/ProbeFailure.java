package dkg.ingest.probe;

/**
 * Something went wrong around the native probe, reported as data: the child JVM crashed (a signal,
 * typically SIGSEGV in a driver), ran past the time limit, printed output that was not the protocol,
 * could not start, a library would not load, or DOCA itself refused ({@code doca_devinfo_create_list} failed).
 *
 * @param kind       what happened
 * @param symbol     the capability query being called when it happened, or null
 * @param pciAddress the device it was called on, or null
 * @param exitCode   the child's exit code, or null (timeout kills have no meaningful code)
 * @param detail     one line for a human: the signal, the time limit, the bad line, the stderr tail
 */
public record ProbeFailure(Kind kind, String symbol, String pciAddress, Integer exitCode, String detail) {

    /** Failure kinds. */
    public enum Kind {
        /** The child died from a signal or a fatal error in native code. */
        CRASH,
        /** The child ran past the time limit and was killed. */
        TIMEOUT,
        /** The child's stdout was not the event protocol, or it exited without finishing. */
        BAD_OUTPUT,
        /** The child JVM could not be started. */
        START_FAILED,
        /** A DOCA library could not be loaded or a required entry point is missing. */
        LOAD_FAILED,
        /** DOCA returned an error where the probe needs success (device enumeration). */
        DOCA_ERROR
    }
}
