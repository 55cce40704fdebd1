package dkg.ingest.parse;

/** Thrown when a source cannot be ingested at all (a fatal problem); the ingest rolls back. The message is for the user. */
public class IngestException extends dkg.error.BadInputException {
    public IngestException(String message) { super(message); }
    public IngestException(String message, Throwable cause) { super(message, cause); }
}
