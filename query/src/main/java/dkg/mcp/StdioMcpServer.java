package dkg.mcp;

import dkg.api.DocaKg;
import dkg.api.SkillFile;
import dkg.api.SkillFileText;
import dkg.error.BadInputException;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures.SyncResourceSpecification;
import io.modelcontextprotocol.server.McpServerFeatures.SyncResourceTemplateSpecification;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * The doca-kg MCP server over stdio. {@link #run} takes the process's stdout for the protocol alone
 * (System.out is pointed at stderr first, so a stray print from any library cannot corrupt the
 * channel), serves until stdin closes, then returns.
 */
public final class StdioMcpServer {
    private final DocaKg kg;
    private final List<McpTool> tools;
    private final String version;
    /** Calls in flight hold the read side; closing waits for the write side so the store is not closed under them. */
    private final java.util.concurrent.locks.ReentrantReadWriteLock inFlight = new java.util.concurrent.locks.ReentrantReadWriteLock();

    public StdioMcpServer(DocaKg kg, List<McpTool> tools, String version) {
        this.kg = kg;
        this.tools = List.copyOf(tools);
        this.version = version;
    }

    /** Serves on the given streams until {@code in} reaches end of input. */
    public void run(InputStream in, PrintStream protocolOut) throws InterruptedException {
        CountDownLatch closed = new CountDownLatch(1);
        var mapper = McpJsonDefaults.getMapper();
        MessageCounter requests = new MessageCounter(MessageCounter.REQUEST);
        MessageCounter responses = new MessageCounter(MessageCounter.RESPONSE);
        var counted = new PrintStream(new java.io.FilterOutputStream(protocolOut) {
            @Override public void write(int b) throws IOException { write(new byte[] {(byte) b}, 0, 1); }
            @Override public void write(byte[] b, int off, int len) throws IOException {
                out.write(b, off, len);
                responses.bytes(b, off, len);
            }
        }, true, java.nio.charset.StandardCharsets.UTF_8);
        var transport = new StdioServerTransportProvider(mapper, new EndWatch(in, closed, requests, responses), counted);
        McpSyncServer server = McpServer.sync(transport)
                .serverInfo("doca-kg", version)
                .instructions("NVIDIA DOCA documentation as a knowledge graph. Start with search_docs; read a hit's "
                        + "source file as the resource doca-kg://skills/<skill>/<file>; use sparql_query for joins and counts.")
                .capabilities(McpSchema.ServerCapabilities.builder().tools(false).resources(false, false).build())
                .tools(tools.stream().map(this::spec).toList())
                .resources(resources())
                .resourceTemplates(new SyncResourceTemplateSpecification(
                        McpSchema.ResourceTemplate.builder().uriTemplate(SkillResources.TEMPLATE).name("skill-file")
                                .title("A file of a DOCA skill").mimeType("text/markdown")
                                .description("Any ingested file of a skill, by skill name and path in the skill folder.").build(),
                        (ex, req) -> read(req.uri())))
                .build();
        closed.await();
        server.closeGracefully();
        // let calls still running finish before the caller closes the store
        if (inFlight.writeLock().tryLock(60, java.util.concurrent.TimeUnit.SECONDS)) inFlight.writeLock().unlock();
    }

    private List<SyncResourceSpecification> resources() {
        List<SyncResourceSpecification> out = new ArrayList<>();
        for (SkillFile f : kg.skillFiles()) {
            String uri = SkillResources.uri(f);
            var r = McpSchema.Resource.builder().uri(uri).name(f.skill() + "/" + f.path())
                    .title(f.title() != null ? f.title() : f.path())
                    .description((f.role() != null ? f.role() + " file" : "File") + " of skill " + f.skill())
                    .mimeType(f.path().endsWith(".yaml") ? "application/yaml" : "text/markdown").build();
            out.add(new SyncResourceSpecification(r, (ex, req) -> read(req.uri())));
        }
        return out;
    }

    private McpSchema.ReadResourceResult read(String uri) {
        inFlight.readLock().lock();
        try {
            SkillFileText t = SkillResources.read(kg, uri);
            return new McpSchema.ReadResourceResult(List.of(new McpSchema.TextResourceContents(uri, t.mimeType(), t.text())));
        } catch (BadInputException e) {
            // a JSON-RPC error with the reason: invalid params (-32602)
            throw McpError.builder(McpSchema.ErrorCodes.INVALID_PARAMS).message(e.getMessage()).build();
        } finally {
            inFlight.readLock().unlock();
        }
    }

    private SyncToolSpecification spec(McpTool t) {
        var tool = McpSchema.Tool.builder().name(t.name()).title(t.title()).description(t.description())
                .inputSchema(t.inputSchema())
                .annotations(new McpSchema.ToolAnnotations(t.title(), true, false, true, false, null))
                .build();
        return SyncToolSpecification.builder().tool(tool).callHandler((ex, req) -> {
            inFlight.readLock().lock();
            try {
                return call(t, req.arguments());
            } finally {
                inFlight.readLock().unlock();
            }
        }).build();
    }

    /** Runs a tool; bad arguments and refusals become isError results with the message. */
    public static McpSchema.CallToolResult call(McpTool t, java.util.Map<String, Object> arguments) {
        try {
            ToolAnswer a = t.handler().call(new Args(t.name(), arguments));
            return McpSchema.CallToolResult.builder()
                    .structuredContent(dkg.render.Renderers.tree(a.value()))
                    .addTextContent(a.text()).isError(false).build();
        } catch (BadInputException e) {
            return error(e.getMessage());
        } catch (RuntimeException e) {
            // an internal failure: the agent gets a plain sentence, the operator the trace on stderr
            System.err.println("doca-kg mcp: " + t.name() + " failed:");
            e.printStackTrace(System.err);
            return error(t.name() + " failed inside doca-kg (an internal error, logged on the server's stderr); try again or report it");
        }
    }

    private static McpSchema.CallToolResult error(String message) {
        return McpSchema.CallToolResult.builder().addTextContent(message).isError(true).build();
    }

    /** Passes reads through and opens the latch at end of input (or when stdin breaks). */
    private static final class EndWatch extends FilterInputStream {
        private final CountDownLatch closed;
        private final MessageCounter requests;
        private final MessageCounter responses;

        EndWatch(InputStream in, CountDownLatch closed, MessageCounter requests, MessageCounter responses) {
            super(in);
            this.closed = closed;
            this.requests = requests;
            this.responses = responses;
        }

        @Override public int read() throws IOException {
            int c = guard(super::read);
            if (c >= 0) requests.bytes(new byte[] {(byte) c}, 0, 1);
            return seen(c);
        }

        @Override public int read(byte[] b, int off, int len) throws IOException {
            int n = guard(() -> super.read(b, off, len));
            if (n > 0) requests.bytes(b, off, n);
            return seen(n);
        }

        /**
         * At end of input, holds the end back from the SDK (which closes the session on it) until the
         * requests already read are answered — bounded, so a stuck call cannot keep the process alive.
         */
        private int seen(int n) {
            if (n < 0) {
                long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(120);
                try {
                    while (responses.count() < requests.count() && System.nanoTime() < deadline) Thread.sleep(10);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                closed.countDown();
            }
            return n;
        }

        private int guard(IoRead r) throws IOException {
            try {
                return r.read();
            } catch (IOException e) {
                closed.countDown();
                throw e;
            }
        }

        @FunctionalInterface private interface IoRead { int read() throws IOException; }
    }
}
