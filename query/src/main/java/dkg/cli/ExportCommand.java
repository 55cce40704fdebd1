package dkg.cli;

import dkg.api.DocaKg;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code export}: the store in a standard RDF syntax on stdout, for other tools. */
@Command(name = "export", mixinStandardHelpOptions = true,
        description = {"Write the store as RDF on stdout: nq (N-Quads) and trig keep one named graph per document;",
                "ttl and jsonld write their union, or one graph with --graph."})
final class ExportCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Option(names = "--format", defaultValue = "nq", description = "nq, trig, ttl or jsonld (default ${DEFAULT-VALUE}).")
    String format;

    @Option(names = "--graph", paramLabel = "G", description = "Only the named graph with this IRI.")
    String graph;

    @Override
    public Integer call() {
        try (DocaKg kg = common.openKg()) {
            OutputStream out = new BufferedOutputStream(Output.out(), 1 << 16);
            kg.export(format, graph, out);
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return 0;
    }
}
