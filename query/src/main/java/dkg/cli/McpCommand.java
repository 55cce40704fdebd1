package dkg.cli;

import dkg.api.DocaKg;
import dkg.error.BadInputException;
import dkg.mcp.DocaKgTools;
import dkg.mcp.StdioMcpServer;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code doca-kg mcp}: an MCP server over stdio for agents; exits when stdin closes. */
@Command(name = "mcp", mixinStandardHelpOptions = true,
        description = {"Serve the store to an agent as an MCP server over stdio (tools: search_docs, sparql_query, ...;",
                "resources: doca-kg://skills/<skill>/<file>). Only protocol goes to stdout; logs go to stderr.",
                "Holds the store while it runs: other doca-kg commands on it are answered through this process",
                "(through <store>/holder.sock). Started while another process (serve, mcp) holds the store, it relays",
                "an MCP session that process runs. Stop it with Ctrl-C, or by closing stdin, or kill PID."})
final class McpCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Option(names = "--timeout", defaultValue = "10", description = "Seconds a SPARQL query may run (default ${DEFAULT-VALUE}).")
    int timeoutSeconds;

    @Option(names = "--max-rows", defaultValue = "1000", description = "Most rows a SELECT returns (default ${DEFAULT-VALUE}).")
    int maxRows;

    @Option(names = "--max-message-bytes", paramLabel = "N", defaultValue = "1048576",
            description = "Longest MCP message line read; longer ones get a -32600 error and are skipped (default ${DEFAULT-VALUE}).")
    int maxMessageBytes;

    /** How long closing the store may take after input ended; the server must be gone within a second of it. */
    static final long CLOSE_GRACE_MS = 300;

    @Override
    public Integer call() throws Exception {
        // The protocol owns the real stdout; everything else printing to System.out lands on stderr.
        PrintStream protocol = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        System.setOut(System.err);
        Path dir = common.storeDir();
        dkg.kg.EmptyStore.require(dir);
        checkBounds();
        StoreHolding.refuseIfHeld(dir);
        DocaKg kg = common.holdKg();
        boolean idle = false;
        try (StoreHolding holding = StoreHolding.start(kg, "mcp (stdio)")) {
            idle = server(kg).run(System.in, protocol);
        } finally {
            // with a call still running, closing the store under it is unsafe; the process exit releases it
            if (idle) closeWithin(kg, CLOSE_GRACE_MS);
        }
        return 0;
    }

    private void checkBounds() {
        if (timeoutSeconds < 1 || maxRows < 1) throw new BadInputException("--timeout and --max-rows must be at least 1");
        if (maxMessageBytes < 1024) throw new BadInputException("--max-message-bytes must be at least 1024, got " + maxMessageBytes);
    }

    private StdioMcpServer server(DocaKg kg) { return server(kg, Duration.ofSeconds(timeoutSeconds), maxRows, maxMessageBytes); }

    /** The MCP server every transport runs: stdio here, streamable HTTP in {@code serve}. */
    /** The same server over a store that may change while it runs (a replica following its snapshot): every call pins one generation. */
    static StdioMcpServer server(dkg.replica.ServedKg served, Duration queryTimeout, long maxRows, int maxMessageBytes) {
        if (!served.changes()) return server(served.kg(), queryTimeout, maxRows, maxMessageBytes);
        var tools = new DocaKgTools(served::kg, queryTimeout, maxRows).all();
        return new StdioMcpServer(served.kg(), tools, new Main.Version().getVersion()[0], maxMessageBytes).servedBy(served);
    }

    static StdioMcpServer server(DocaKg kg, Duration queryTimeout, long maxRows, int maxMessageBytes) {
        var tools = new DocaKgTools(() -> kg, queryTimeout, maxRows).all();
        return new StdioMcpServer(kg, tools, new Main.Version().getVersion()[0], maxMessageBytes);
    }

    /**
     * The MCP session a relay ({@code doca-kg mcp} started while another process holds the store)
     * asked for with {@code args}: the same server, tools and limits as {@code mcp} alone, on the held
     * store, over the relay's connection. Null, with the reason on {@code err}, for bad arguments.
     */
    static dkg.hold.HolderServer.Session sessionFor(java.util.List<String> args, DocaKg held, PrintStream err) {
        McpCommand m = new McpCommand();
        try {
            picocli.CommandLine cl = Main.commandLineFor(args.toArray(String[]::new));
            var parsed = cl.parseArgs(args.toArray(String[]::new));
            if (parsed.subcommand() == null || !(parsed.subcommand().commandSpec().userObject() instanceof McpCommand given)) {
                err.println("doca-kg: not an mcp command line");
                return null;
            }
            m = given;
            m.checkBounds();
        } catch (picocli.CommandLine.ParameterException | BadInputException e) {
            err.println("doca-kg: " + (e instanceof picocli.CommandLine.ParameterException p ? UsageErrors.oneLine(p) : e.getMessage()));
            return null;
        }
        StdioMcpServer server = m.server(held.borrowed()).sharingTheStore();
        return (in, out) -> server.run(in, new PrintStream(out, false, StandardCharsets.UTF_8));
    }

    /**
     * Closes the store, waiting at most {@code millis}: the session only read, so nothing is lost if
     * the process exit cuts the close short, and the exit releases the store's locks either way.
     */
    private static void closeWithin(DocaKg kg, long millis) throws InterruptedException {
        Thread closer = Thread.ofPlatform().daemon().name("store-close").start(kg::close);
        closer.join(millis);
    }
}
