package dkg.cli;

import dkg.api.DocaKg;
import dkg.error.BadInputException;
import dkg.mcp.DocaKgTools;
import dkg.mcp.StdioMcpServer;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code doca-kg mcp}: an MCP server over stdio for agents; exits when stdin closes. */
@Command(name = "mcp", mixinStandardHelpOptions = true,
        description = {"Serve the store to an agent as an MCP server over stdio (tools: search_docs, sparql_query, ...;",
                "resources: doca-kg://skills/<skill>/<file>). Only protocol goes to stdout; logs go to stderr."})
final class McpCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Option(names = "--timeout", defaultValue = "10", description = "Seconds a SPARQL query may run (default ${DEFAULT-VALUE}).")
    int timeoutSeconds;

    @Option(names = "--max-rows", defaultValue = "1000", description = "Most rows a SELECT returns (default ${DEFAULT-VALUE}).")
    int maxRows;

    @Override
    public Integer call() throws Exception {
        // The protocol owns the real stdout; everything else printing to System.out lands on stderr.
        PrintStream protocol = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        System.setOut(System.err);
        Path dir = common.storeDir();
        if (!Files.isDirectory(dir.resolve(dkg.search.IndexSchema.TDB_DIR)))
            throw new BadInputException("no doca-kg store at " + dir + "; run `doca-kg ingest` first (or pass --store DIR)");
        if (timeoutSeconds < 1 || maxRows < 1) throw new BadInputException("--timeout and --max-rows must be at least 1");
        try (DocaKg kg = common.openKg()) {
            var tools = new DocaKgTools(() -> kg, Duration.ofSeconds(timeoutSeconds), maxRows).all();
            new StdioMcpServer(kg, tools, new Main.Version().getVersion()[0]).run(System.in, protocol);
        }
        return 0;
    }
}
