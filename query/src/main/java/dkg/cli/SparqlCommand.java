package dkg.cli;

import dkg.api.DocaKg;
import dkg.sparql.SparqlRequest;
import dkg.error.BadInputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "sparql", mixinStandardHelpOptions = true,
        description = {"Run a read-only SPARQL query (SELECT, ASK, CONSTRUCT, DESCRIBE) over the store.",
                "The default graph is the union of all documents; ?hit dkg:search (\"text\" 10) searches the full-text index."})
final class SparqlCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @ArgGroup(multiplicity = "1")
    QuerySource source;

    static final class QuerySource {
        @Parameters(paramLabel = "QUERY", description = "The query text.") String text;
        @Option(names = "--file", paramLabel = "FILE", description = "Read the query from a file.") Path file;
    }

    @Option(names = "--format", defaultValue = "table",
            description = "table, json (SPARQL 1.1 results JSON), csv, tsv; CONSTRUCT/DESCRIBE print turtle.")
    String format;

    @Mixin QueryLimitOptions bounds;

    @Override
    public Integer call() {
        String query = source.text;
        if (source.file != null) {
            try {
                query = Files.readString(source.file);
            } catch (IOException e) {
                throw new BadInputException("cannot read query file " + source.file + ": " + e.getMessage());
            }
        }
        String fmt = common.json() ? "json" : format;
        try (DocaKg kg = common.openKg()) {
            // the table is the shared text rendering (MCP shows the same); other formats stream as standardised
            if ("table".equalsIgnoreCase(fmt)) Output.out().print(dkg.render.Renderers.text(kg.query(query, bounds.limits())));
            else kg.sparql(query, fmt, bounds.limits(), Output.out());
        }
        Output.out().flush();
        return 0;
    }
}
