package dkg.mcp;

import dkg.api.DocaKg;
import dkg.docs.SkillFileText;
import dkg.error.BadInputException;
import io.modelcontextprotocol.json.McpJsonDefaults;
import io.modelcontextprotocol.server.McpServer;
import io.modelcontextprotocol.server.McpServerFeatures.SyncResourceTemplateSpecification;
import io.modelcontextprotocol.server.McpServerFeatures.SyncToolSpecification;
import io.modelcontextprotocol.server.McpSyncServer;
import io.modelcontextprotocol.server.transport.StdioServerTransportProvider;
import io.modelcontextprotocol.spec.McpError;
import io.modelcontextprotocol.spec.McpSchema;
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
    /**
     * Tools whose calls cost far more than the others (a whole question answered, any SPARQL, code
     * parsed, a device probed). On a shared server they are admitted a few at a time, so the quick
     * calls of every session are not left waiting for the processor behind them.
     */
    public static final java.util.Set<String> HEAVY_TOOLS = heavyTools();

    /** The registered operations that say they are heavy, and the SPARQL query and device probe. */
    private static java.util.Set<String> heavyTools() {
        java.util.Set<String> names = new java.util.TreeSet<>(java.util.List.of("sparql_query", "probe_device"));
        dkg.ops.Operations.offeredBy(dkg.op.Face.MCP).stream().filter(dkg.op.Operation::heavy).forEach(o -> names.add(o.tool()));
        return java.util.Set.copyOf(names);
    }
    /** Slots for heavy calls at once, or null for no bound (stdio: one agent). */
    private java.util.concurrent.Semaphore heavySlots;

    /** Longest answer a tool call may give, in characters of its text; a longer one is replaced by a tool error. */
    private int maxAnswerChars = DEFAULT_MAX_ANSWER_CHARS;
    /** Default bound of one answer: far above any answer of the default limits, far below what strains a client. */
    public static final int DEFAULT_MAX_ANSWER_CHARS = 8 << 20;
    /** Where calls read: {@link #kg} itself, or a replica's current snapshot, pinned per call. */
    private dkg.replica.ServedKg served;
    private final List<McpTool> tools;
    /** The resources/list of the server {@link #run} or {@link #serveOver} built; null before. */
    private volatile ListedResources listed;
    private final String version;
    private final int maxMessageBytes;
    /** Whether the store is this session's alone, so that its end may cancel every query on it. */
    private boolean ownsTheStore = true;
    private final java.time.Duration callTimeLimit;
    /** Calls in flight hold the read side; closing waits for the write side so the store is not closed under them. */
    private final java.util.concurrent.locks.ReentrantReadWriteLock inFlight = new java.util.concurrent.locks.ReentrantReadWriteLock();

    public StdioMcpServer(DocaKg kg, List<McpTool> tools, String version) {
        this(kg, tools, version, JsonRpcLineFilter.DEFAULT_MAX_LINE_BYTES);
    }

    /** @param maxMessageBytes longest message line read; longer ones are answered with -32600 and skipped */
    public StdioMcpServer(DocaKg kg, List<McpTool> tools, String version, int maxMessageBytes) {
        this(kg, tools, version, maxMessageBytes, defaultCallTimeLimit());
    }

    /** @param callTimeLimit longest a tool call may run; past it the call is stopped and answered with a tool error */
    public StdioMcpServer(DocaKg kg, List<McpTool> tools, String version, int maxMessageBytes, java.time.Duration callTimeLimit) {
        if (maxMessageBytes < 1024) throw new IllegalArgumentException("maxMessageBytes must be at least 1024");
        if (callTimeLimit.isNegative() || callTimeLimit.isZero()) throw new IllegalArgumentException("callTimeLimit must be positive");
        this.kg = kg;
        this.served = dkg.replica.ServedKg.of(kg);
        this.tools = List.copyOf(tools);
        this.version = version;
        this.maxMessageBytes = maxMessageBytes;
        this.callTimeLimit = callTimeLimit;
    }

    /**
     * This server as one session among others on a store a process holds (an MCP relay's): its end
     * leaves the other sessions' and the web page's queries running.
     */
    public StdioMcpServer sharingTheStore() {
        ownsTheStore = false;
        return this;
    }

    /**
     * Runs at most {@code slots} calls of {@link #HEAVY_TOOLS} at once; more wait their turn (in
     * order of arrival, within the call time limit), the other tools not at all.
     */
    public StdioMcpServer admittingHeavy(int slots) {
        if (slots < 1) throw new IllegalArgumentException("heavy slots must be at least 1");
        this.heavySlots = new java.util.concurrent.Semaphore(slots, true);
        return this;
    }

    /** Bounds each tool answer to {@code chars} characters of text; a longer one becomes a tool error saying so. */
    public StdioMcpServer answersUpTo(int chars) {
        if (chars < 1024) throw new IllegalArgumentException("an answer bound must be at least 1024 characters");
        this.maxAnswerChars = chars;
        return this;
    }

    /**
     * Reads resources from {@code served}, each call pinned to one generation (a replica's store
     * may change while sessions run); the tools must ask the same {@code served} for their store.
     */
    public StdioMcpServer servedBy(dkg.replica.ServedKg served) {
        this.served = served;
        return sharingTheStore();
    }

    /** System property with the per-call time limit in seconds. */
    public static final String CALL_TIME_LIMIT_PROPERTY = "doca-kg.mcp.call-time-limit-seconds";
    /** Default per-call time limit: above the SPARQL time limit and the device probe's, so those answer first. */
    public static final java.time.Duration DEFAULT_CALL_TIME_LIMIT = java.time.Duration.ofSeconds(60);

    private static java.time.Duration defaultCallTimeLimit() {
        String v = System.getProperty(CALL_TIME_LIMIT_PROPERTY);
        if (v == null || v.isBlank()) return DEFAULT_CALL_TIME_LIMIT;
        try {
            long s = Long.parseLong(v.strip());
            if (s > 0) return java.time.Duration.ofSeconds(s);
        } catch (NumberFormatException e) {
            // fall through to the refusal below
        }
        throw new dkg.error.BadInputException(CALL_TIME_LIMIT_PROPERTY + " must be a positive number of seconds, got '" + v + "'");
    }

    /**
     * How an agent should use the tools: one first call, then the others for what it leaves open.
     * The tool descriptions tell the same story.
     */
    static final String INSTRUCTIONS = "NVIDIA DOCA documentation as a knowledge graph. Call ask first, with the user's question "
            + "in their own words (pasted logs included): it ranks the skills, finds the passages that answer and explains the "
            + "errors and symbols it names. Then, for what it leaves open: search_docs for more passages by keywords; "
            + "route_question for the skill ranking alone; explain_error and describe_symbol for one error or API symbol; "
            + "find_examples, usage_patterns and check_code for code; list_releases for the DOCA releases known, symbol_history for one symbol across them, changes for what differs between two of them; "
            + "list_capabilities and probe_device for device limits; store_stats for what the graph holds; sparql_query for "
            + "joins and counts. Every source an answer cites, <path>#<anchor>, is readable as the resource doca-kg://doc/<path>.";

    /** Default bound of one MCP message line, in bytes (1 MiB). */
    public static final int DEFAULT_MAX_MESSAGE_BYTES = JsonRpcLineFilter.DEFAULT_MAX_LINE_BYTES;

    /** How long, after end of input, requests already read may still be answered before the server stops. */
    static final long EOF_GRACE_MS = 300;
    /** How long, after that, calls still running may hold the store before the server returns anyway. */
    static final long IN_FLIGHT_GRACE_MS = 100;

    /**
     * Serves on the given streams until {@code in} reaches end of input, then returns within about
     * {@link #EOF_GRACE_MS} + {@link #IN_FLIGHT_GRACE_MS}: answers still owed get the first, calls
     * still running the second, and are abandoned after it (the caller exits the process).
     *
     * @return true when no call is still running, so the store may be closed; false when one is
     *         (closing the store under it is unsafe: leave the release to the process exit)
     */
    public boolean run(InputStream in, PrintStream protocolOut) throws InterruptedException {
        CountDownLatch closed = new CountDownLatch(1);
        var mapper = McpJsonDefaults.getMapper();
        MessageCounter responses = new MessageCounter(MessageCounter.RESPONSE);
        LineAtomicOutput out = new LineAtomicOutput(protocolOut, responses);
        JsonRpcLineFilter lines = new JsonRpcLineFilter(in, out, maxMessageBytes, requests -> {
            long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.MILLISECONDS.toNanos(EOF_GRACE_MS);
            try {
                while (responses.count() < requests && System.nanoTime() < deadline) Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            closed.countDown();
        });
        // the SDK's own bound is in characters; ours (in bytes) is never more, so the SDK's never trips
        var transport = new StdioServerTransportProvider(mapper, lines, out, maxMessageBytes + 2);
        listed = new ListedResources(served, this::readResource);
        List<ResourceListNotices> notices = new ArrayList<>(1);
        McpSyncServer server = configure(McpServer.sync(ResourceListNotices.over(transport, notices::add))).build();
        listed.attach(server, notices.getFirst()::announce);
        lines.beforeEachMessage(listed::follow);
        closed.await();
        // what is still running after the grace is abandoned: stop its queries so they free the store now
        if (ownsTheStore) kg.cancelQueries();
        server.close();
        // let calls still running finish before the caller closes the store, briefly
        if (inFlight.writeLock().tryLock(IN_FLIGHT_GRACE_MS, java.util.concurrent.TimeUnit.MILLISECONDS)) {
            inFlight.writeLock().unlock();
            return true;
        }
        System.err.println("doca-kg mcp: input ended; abandoning calls still running");
        return false;
    }


    /**
     * This server's tools, resources and instructions on an MCP server of any transport: stdio here,
     * streamable HTTP at {@code serve}'s {@code /mcp}, so every transport answers alike.
     */
    private <S extends McpServer.SyncSpecification<S>> McpServer.SyncSpecification<S> configure(S spec) {
        return spec
                .serverInfo("doca-kg", version)
                .instructions(INSTRUCTIONS)
                // arguments are checked by Args, whose messages name the argument and the fix; the SDK's
                // schema check would answer some values with parser internals instead
                .validateToolInputs(false)
                .jsonSchemaValidator(new StructuredContentValidator())
                // the resource list follows the served generation, and says so
                .capabilities(McpSchema.ServerCapabilities.builder().tools(false).resources(false, true).build())
                .tools(tools.stream().map(this::spec).toList())
                .resources(listed.initial())
                .resourceTemplates(new SyncResourceTemplateSpecification(
                        McpSchema.ResourceTemplate.builder().uriTemplate(SkillResources.TEMPLATE).name("skill-file")
                                .title("A file of a DOCA skill").mimeType("text/markdown")
                                .description("Any ingested file of a skill, by skill name and path in the skill folder.").build(),
                        (ex, req) -> read(req.uri())),
                        new SyncResourceTemplateSpecification(
                                McpSchema.ResourceTemplate.builder().uriTemplate(DocumentResources.PREFIX + "{path}").name("document")
                                        .title("An ingested document, by the source answers cite")
                                        .description("A source an answer cites, <path>#<anchor>, is the resource " + DocumentResources.PREFIX
                                                + "<path> (path with its slashes, e.g. " + DocumentResources.PREFIX
                                                + "skills/libs/doca-dma/CAPABILITIES.md); resources/list names every one.").build(),
                                (ex, req) -> readDocument(req.uri())));
    }

    /**
     * Serves this server's sessions over streamable HTTP (the servlet {@code transport} is mounted by
     * the caller); returns the server, which the caller closes when it stops.
     */
    public McpSyncServer serveOver(io.modelcontextprotocol.spec.McpStreamableServerTransportProvider transport) {
        // each HTTP request has its own server thread, blocked until the answer is written: the call runs
        // there, not on the SDK's shared pool (ten threads a core), where a few slow calls held up everyone's
        listed = new ListedResources(served, this::readResource);
        List<ResourceListNotices> notices = new ArrayList<>(1);
        McpSyncServer server = configure(McpServer.sync(ResourceListNotices.over(transport, notices::add))).immediateExecution(true).build();
        listed.attach(server, notices.getFirst()::announce);
        return server;
    }

    /** Reads a listed resource: a document, or a skill's file. */
    private McpSchema.ReadResourceResult readResource(String uri) {
        return DocumentResources.isDocumentUri(uri) ? readDocument(uri) : read(uri);
    }

    /**
     * Brings the resources/list of the server this runs to the generation served now (a replica's new
     * snapshot, an ingest committed); a transport calls it before it hands each request on.
     */
    public void followServedGeneration() {
        ListedResources l = listed;
        if (l != null) l.follow();
    }

    private McpSchema.ReadResourceResult readDocument(String uri) {
        inFlight.readLock().lock();
        try (var pin = served.pin()) {
            dkg.docs.DocumentText t = DocumentResources.read(served.kg(), uri);
            return new McpSchema.ReadResourceResult(List.of(new McpSchema.TextResourceContents(uri, t.mimeType(), t.text())));
        } catch (BadInputException e) {
            throw McpError.builder(McpSchema.ErrorCodes.INVALID_PARAMS).message(ToolErrors.brief(e.getMessage())).build();
        } catch (RuntimeException e) {
            System.err.println("doca-kg mcp: resources/read failed: " + e);
            throw McpError.builder(McpSchema.ErrorCodes.INVALID_PARAMS).message(ToolErrors.message("resources/read", e)).build();
        } finally {
            inFlight.readLock().unlock();
        }
    }

    private McpSchema.ReadResourceResult read(String uri) {
        inFlight.readLock().lock();
        try (var pin = served.pin()) {
            SkillFileText t = SkillResources.read(served.kg(), uri);
            return new McpSchema.ReadResourceResult(List.of(new McpSchema.TextResourceContents(uri, t.mimeType(), t.text())));
        } catch (BadInputException e) {
            // a JSON-RPC error with the reason: invalid params (-32602)
            throw McpError.builder(McpSchema.ErrorCodes.INVALID_PARAMS).message(ToolErrors.brief(e.getMessage())).build();
        } catch (RuntimeException | StackOverflowError e) {
            System.err.println("doca-kg mcp: resources/read failed: " + e);
            throw McpError.builder(McpSchema.ErrorCodes.INVALID_PARAMS).message(ToolErrors.message("resources/read", e)).build();
        } finally {
            inFlight.readLock().unlock();
        }
    }

    private SyncToolSpecification spec(McpTool t) {
        var tool = McpSchema.Tool.builder().name(t.name()).title(t.title()).description(t.description())
                .inputSchema(t.inputSchema())
                .outputSchema(t.outputSchema())
                .annotations(new McpSchema.ToolAnnotations(t.title(), true, false, true, false, null))
                .build();
        return SyncToolSpecification.builder().tool(tool).callHandler((ex, req) -> callWithin(t, req.arguments())).build();
    }

    /**
     * Runs a call on its own thread and waits at most {@link #callTimeLimit}: a call that runs past it
     * is interrupted and answered with a tool error, so one hostile input cannot hold its reply forever
     * nor stop the server answering the next.
     */
    private McpSchema.CallToolResult callWithin(McpTool t, java.util.Map<String, Object> arguments) {
        java.util.concurrent.Semaphore slots = heavySlots != null && HEAVY_TOOLS.contains(t.name()) ? heavySlots : null;
        var task = new java.util.concurrent.FutureTask<>(() -> {
            if (slots != null) slots.acquire();
            inFlight.readLock().lock();
            try (var pin = served.pin()) {
                return call(t, arguments);
            } finally {
                inFlight.readLock().unlock();
                if (slots != null) slots.release();
            }
        });
        Thread.ofVirtual().name("mcp-" + t.name()).start(task);
        try {
            return bounded(t, task.get(callTimeLimit.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS));
        } catch (java.util.concurrent.TimeoutException e) {
            task.cancel(true);
            System.err.println("doca-kg mcp: " + t.name() + " ran past " + seconds(callTimeLimit) + "; stopped");
            return error(t.name() + ": no answer within the " + seconds(callTimeLimit)
                    + " time limit; the call was stopped. Send a smaller or simpler input");
        } catch (InterruptedException e) {
            task.cancel(true);
            Thread.currentThread().interrupt();
            return error(t.name() + ": the server is stopping; the call was abandoned");
        } catch (java.util.concurrent.ExecutionException e) {
            // call() turns every failure into a result; what reaches here is an Error such as OutOfMemoryError
            System.err.println("doca-kg mcp: " + t.name() + " failed: " + e.getCause());
            return error(ToolErrors.message(t.name(), e.getCause()));
        }
    }

    /** The answer, or a tool error when its text is over {@link #maxAnswerChars}. */
    private McpSchema.CallToolResult bounded(McpTool t, McpSchema.CallToolResult r) {
        long chars = 0;
        for (McpSchema.Content c : r.content()) if (c instanceof McpSchema.TextContent text) chars += text.text().length();
        if (chars <= maxAnswerChars) return r;
        return error(t.name() + ": the answer is " + chars + " characters, over this server's bound of " + maxAnswerChars
                + "; ask for less (a lower limit, a narrower query or question)");
    }

    private static String seconds(java.time.Duration d) {
        return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : d.toMillis() + " ms";
    }

    /** Runs a tool; bad arguments and refusals become isError results with the message. */
    public static McpSchema.CallToolResult call(McpTool t, java.util.Map<String, Object> arguments) {
        try {
            ToolAnswer a = t.handler().call(new Args(t.name(), arguments));
            return McpSchema.CallToolResult.builder()
                    .structuredContent(dkg.render.Renderers.tree(a.value()))
                    .addTextContent(a.text()).isError(false).build();
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            if (!(e instanceof BadInputException)) {
                // an internal failure: the agent gets a plain sentence, the operator the trace on stderr
                System.err.println("doca-kg mcp: " + t.name() + " failed:");
                e.printStackTrace(System.err);
            }
            return error(ToolErrors.message(t.name(), e));
        }
    }

    private static McpSchema.CallToolResult error(String message) {
        return McpSchema.CallToolResult.builder().addTextContent(message).isError(true).build();
    }
}
