package dkg.cli;

import dkg.api.DocaKg;
import dkg.http.EndpointOptions;
import dkg.http.SparqlEndpoint;
import dkg.mcp.StdioMcpServer;
import dkg.error.BadInputException;
import dkg.sparql.QueryLimits;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code doca-kg serve}: a SPARQL 1.1 endpoint (embedded Fuseki) over the store, read-only. */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Serve the store as a SPARQL 1.1 endpoint: /doca/sparql (query), /doca/get (graph store, read),",
                "and a web page at / (ask, search, entity pages, neighbourhood pictures, a SPARQL editor).",
                "Read-only (the store changes only by ingest); SERVICE is refused; queries have size, nesting, time and result bounds, and heavy ones queue.",
                "Answers requests for loopback names (localhost, 127.0.0.1, [::1]) from its own pages only: --allow-host and --allow-origin open it to a team.",
                "Holds the store while it runs: other doca-kg commands on it are answered through this process",
                "(through <store>/holder.sock), and `doca-kg mcp` joins it. Stop it with Ctrl-C, or kill PID."})
final class ServeCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Option(names = {"--host", "--bind"}, defaultValue = EndpointOptions.DEFAULT_HOST,
            description = "Address to bind (default ${DEFAULT-VALUE}); an address beyond loopback needs tokens (doca-kg token create NAME).")
    String host;

    @Option(names = "--tokens", paramLabel = "FILE", description = "Bearer token file (default: tokens in the store folder; see doca-kg token).")
    java.nio.file.Path tokensFile;

    @Option(names = "--require-token", description = "Ask every request for a bearer token on loopback too (beyond loopback it is always asked for).")
    boolean requireToken;

    @Option(names = "--port", defaultValue = "3030", description = "TCP port, 0 for any free one (default ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--allow-host", paramLabel = "NAME",
            description = "Also answer requests for this host name (a team server's DNS name; NAME or NAME:PORT); repeatable. Default: loopback names only.")
    java.util.List<String> allowHosts = new java.util.ArrayList<>();

    @Option(names = "--allow-origin", paramLabel = "ORIGIN",
            description = "Also answer pages of this origin (e.g. https://wiki.example.org); repeatable. Default: this server's own pages only.")
    java.util.List<String> allowOrigins = new java.util.ArrayList<>();

    @Mixin QueryLimitOptions bounds;

    @Option(names = "--max-heavy", paramLabel = "N", description = "Heavy queries (scans, joins, paths) run at once; more wait (default: cores - 1, at least 1).")
    Integer maxHeavy;

    @Option(names = "--heavy-queue-wait", paramLabel = "SECONDS", defaultValue = "2",
            description = "Seconds a heavy query waits for a slot before it is refused with 503 (default ${DEFAULT-VALUE}).")
    int heavyQueueWaitSeconds;

    @Option(names = "--from", paramLabel = "FILE|DIR",
            description = {"Serve a snapshot (doca-kg snapshot --to FILE) read-only, as one replica of several; the store is unpacked privately and checked first.",
                    "A folder serves its snapshot of the highest generation. A newer snapshot there (or a newer file at FILE) is taken up while serving:",
                    "new requests go to it, requests in flight finish on the old one."})
    java.nio.file.Path from;

    @Option(names = "--check-every", paramLabel = "SECONDS", defaultValue = "5",
            description = "With --from: seconds between looks for a newer snapshot (default ${DEFAULT-VALUE}; 0: never).")
    int checkEverySeconds;

    @Option(names = "--tls-keystore", paramLabel = "FILE",
            description = "Serve HTTPS (not HTTP) with the key and certificate in this PKCS12 or JKS keystore; or put a TLS proxy in front (see README).")
    java.nio.file.Path tlsKeystore;

    @Option(names = "--tls-password-file", paramLabel = "FILE", description = "File whose first line is the keystore's password (kept off the command line).")
    java.nio.file.Path tlsPasswordFile;

    @Option(names = "--mcp-max-sessions", paramLabel = "N", description = "MCP sessions open at once; one more initialize gets 503 (default 256).")
    int mcpMaxSessions = dkg.http.McpLimits.DEFAULTS.maxSessions();

    @Option(names = "--mcp-max-in-flight", paramLabel = "N", description = "MCP requests answered at once over all sessions; more get 503 (default 96).")
    int mcpMaxInFlight = dkg.http.McpLimits.DEFAULTS.maxInFlight();

    @Option(names = "--mcp-session-in-flight", paramLabel = "N", description = "MCP requests answered at once in one session; more get 429 (default 8).")
    int mcpSessionInFlight = dkg.http.McpLimits.DEFAULTS.maxSessionInFlight();

    @Option(names = "--mcp-idle-seconds", paramLabel = "SECONDS", description = "An MCP session without a request for this long is closed (default 1800).")
    long mcpIdleSeconds = dkg.http.McpLimits.DEFAULTS.idle().toSeconds();

    @Option(names = "--mcp-max-answer-chars", paramLabel = "N", description = "Longest answer of one MCP tool call, in characters; a longer one is a tool error (default 8388608).")
    int mcpMaxAnswerChars = StdioMcpServer.DEFAULT_MAX_ANSWER_CHARS;

    @Override
    public Integer call() {
        if (port < 0 || port > 65535) throw new BadInputException("--port must be 0..65535, got " + port);
        var limits = bounds.limits().withMaxHeavy(maxHeavy != null ? maxHeavy : QueryLimits.DEFAULTS.maxHeavy(),
                Duration.ofSeconds(heavyQueueWaitSeconds));
        if (from != null) {
            // a replica's tokens come from --tokens (the snapshot carries none)
            var tokens = tokensFile != null ? new dkg.auth.TokenStore(tokensFile) : null;
            if (checkEverySeconds < 0) throw new BadInputException("--check-every must be 0 (never) or more seconds, got " + checkEverySeconds);
            try (dkg.replica.LiveReplica replica = dkg.replica.LiveReplica.open(from, line -> Output.note(line))) {
                Output.note("snapshot " + from + ": generation " + replica.generation() + ", checked, served read-only"
                        + (checkEverySeconds > 0 ? "; a newer snapshot there is taken up within " + checkEverySeconds + " s" : ""));
                replica.followEvery(checkEverySeconds);
                return serve(replica, null, from.toString(), limits, tokens);
            }
        }
        var dir = common.storeDir();
        dkg.kg.EmptyStore.require(dir);
        StoreHolding.refuseIfHeld(dir);
        var tokens = new dkg.auth.TokenStore(tokensFile != null ? tokensFile : dkg.auth.TokenStore.defaultFile(dir));
        try (DocaKg kg = common.holdKg();
             StoreHolding holding = StoreHolding.start(kg, "serve (starting its web server)")) {
            return serve(dkg.replica.ServedKg.of(kg), holding, dir.toString(), limits, tokens);
        }
    }

    /** The keystore and its password, or null for plain HTTP. */
    private EndpointOptions.Tls tls() {
        if (tlsKeystore == null && tlsPasswordFile == null) return null;
        if (tlsKeystore == null) throw new BadInputException("--tls-password-file needs --tls-keystore FILE");
        if (tlsPasswordFile == null) throw new BadInputException("--tls-keystore needs --tls-password-file FILE (the keystore's password on its first line)");
        try {
            String password = java.nio.file.Files.readAllLines(tlsPasswordFile).stream().findFirst().orElse("");
            return new EndpointOptions.Tls(tlsKeystore, password);
        } catch (java.io.IOException | java.io.UncheckedIOException e) {
            throw new BadInputException("cannot read the password file " + tlsPasswordFile + ": " + e.getMessage());
        }
    }

    /** Runs the endpoint, the web page and MCP over {@code kg} until stopped; {@code holding} is null for a replica. */
    private int serve(dkg.replica.ServedKg kg, StoreHolding holding, String what, QueryLimits limits, dkg.auth.TokenStore tokens) {
        var access = dkg.http.HostPolicy.of(host, allowHosts, allowOrigins);
        boolean asksTokens = requireToken || !SparqlEndpoint.isLoopbackAddress(host);
        if (requireToken && (tokens == null || tokens.isEmpty()))
            throw new BadInputException("--require-token, but there is no token" + (tokens != null ? " in " + tokens.file() : " (give --tokens FILE)")
                    + ": run doca-kg token create NAME first");
        EndpointOptions.Tls tls = tls();
        var mcpLimits = new dkg.http.McpLimits(mcpMaxSessions, mcpMaxInFlight, mcpSessionInFlight, Duration.ofSeconds(mcpIdleSeconds));
        if (mcpMaxAnswerChars < 1024) throw new BadInputException("--mcp-max-answer-chars must be at least 1024, got " + mcpMaxAnswerChars);
        java.util.List<dkg.http.McpRoute> mcp = new java.util.ArrayList<>();
        try (SparqlEndpoint endpoint = SparqlEndpoint.start(kg,
                new EndpointOptions(host, port, limits, access, asksTokens ? tokens : null, tls),
                b -> {
                    dkg.http.web.WebPages.mount(b, kg::kg);
                    mcp.add(dkg.http.McpRoute.mount(b, McpCommand.server(kg, limits.timeout(), limits.maxResults(),
                            StdioMcpServer.DEFAULT_MAX_MESSAGE_BYTES).answersUpTo(mcpMaxAnswerChars).admittingHeavy(limits.maxHeavy()), StdioMcpServer.DEFAULT_MAX_MESSAGE_BYTES, mcpLimits));
                })) {
            if (holding != null) holding.serving("serve on " + endpoint.pageUrl());
            // machines read the URL from stdout (a test or script started us with --port 0)
            Output.out().println(endpoint.datasetUrl() + "/sparql");
            Output.out().flush();
            Output.note("web page: " + endpoint.pageUrl() + " (the SPARQL URL opens its query editor)");
            Output.note("serving " + what + " at " + endpoint.datasetUrl() + " (sparql, get); Ctrl-C stops");
            Output.note("MCP (streamable HTTP): " + endpoint.pageUrl() + "mcp" + (asksTokens ? " (bearer token required)" : ""));
            endpoint.join();
        } finally {
            mcp.forEach(dkg.http.McpRoute::close);
        }
        return 0;
    }
}
