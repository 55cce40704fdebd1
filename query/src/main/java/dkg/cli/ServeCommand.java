package dkg.cli;

import dkg.api.DocaKg;
import dkg.http.EndpointOptions;
import dkg.http.SparqlEndpoint;
import dkg.error.BadInputException;
import java.nio.file.Files;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code doca-kg serve}: a SPARQL 1.1 endpoint (embedded Fuseki) over the store, read-only by default. */
@Command(name = "serve", mixinStandardHelpOptions = true,
        description = {"Serve the store as a SPARQL 1.1 endpoint: /doca/sparql (query), /doca/get (graph store, read),",
                "and a web page at / (search, entity pages, neighbourhood pictures, a SPARQL editor).",
                "Read-only (the store changes only by ingest); SERVICE is refused; queries have a time limit and a row cap."})
final class ServeCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Option(names = "--host", defaultValue = EndpointOptions.DEFAULT_HOST, description = "Address to bind (default ${DEFAULT-VALUE}).")
    String host;

    @Option(names = "--port", defaultValue = "3030", description = "TCP port, 0 for any free one (default ${DEFAULT-VALUE}).")
    int port;

    @Option(names = "--timeout", defaultValue = "10", description = "Seconds a query may run (default ${DEFAULT-VALUE}).")
    int timeoutSeconds;

    @Option(names = "--max-rows", defaultValue = "10000", description = "Most rows a SELECT returns (default ${DEFAULT-VALUE}).")
    long maxRows;

    @Override
    public Integer call() {
        if (port < 0 || port > 65535) throw new BadInputException("--port must be 0..65535, got " + port);
        if (timeoutSeconds < 1) throw new BadInputException("--timeout must be at least 1 second, got " + timeoutSeconds);
        if (maxRows < 1) throw new BadInputException("--max-rows must be at least 1, got " + maxRows);
        var dir = common.storeDir();
        if (!Files.isDirectory(dir.resolve(dkg.search.IndexSchema.TDB_DIR)))
            throw new BadInputException("no doca-kg store at " + dir + "; run `doca-kg ingest` first (or pass --store DIR)");
        try (DocaKg kg = common.openKg();
             SparqlEndpoint endpoint = SparqlEndpoint.start(kg.readOnlyDataset(),
                     new EndpointOptions(host, port, Duration.ofSeconds(timeoutSeconds), maxRows),
                     b -> dkg.http.web.WebPages.mount(b, kg))) {
            // machines read the URL from stdout (a test or script started us with --port 0)
            Output.out().println(endpoint.datasetUrl() + "/sparql");
            Output.out().flush();
            Output.note("web page: " + endpoint.pageUrl());
            Output.note("serving " + dir + " at " + endpoint.datasetUrl() + " (sparql, get); Ctrl-C stops");
            endpoint.join();
        }
        return 0;
    }
}
