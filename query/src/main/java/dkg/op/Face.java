package dkg.op;

/** The ways doca-kg is reached; an operation names the ones that offer it. */
public enum Face {
    /** The {@code doca-kg} command line (and the holder that answers it for other processes). */
    CLI,
    /** A tool of the MCP server, over stdio or streamable HTTP. */
    MCP,
    /** {@code /api/{operation}} on {@code serve}, JSON in and out. */
    HTTP
}
