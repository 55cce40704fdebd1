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
                "(see <store>/holder). Stop it with Ctrl-C, or by closing stdin, or kill PID."})
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
        dkg.api.EmptyStore.require(dir);
        if (timeoutSeconds < 1 || maxRows < 1) throw new BadInputException("--timeout and --max-rows must be at least 1");
        if (maxMessageBytes < 1024) throw new BadInputException("--max-message-bytes must be at least 1024, got " + maxMessageBytes);
        StoreHolding.refuseIfHeld(dir);
        DocaKg kg = common.holdKg();
        boolean idle = false;
        try (StoreHolding holding = StoreHolding.start(kg)) {
            var tools = new DocaKgTools(() -> kg, Duration.ofSeconds(timeoutSeconds), maxRows).all();
            idle = new StdioMcpServer(kg, tools, new Main.Version().getVersion()[0], maxMessageBytes).run(System.in, protocol);
        } finally {
            // with a call still running, closing the store under it is unsafe; the process exit releases it
            if (idle) closeWithin(kg, CLOSE_GRACE_MS);
        }
        return 0;
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
