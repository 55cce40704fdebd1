package dkg.ingest.parse;

import dkg.ingest.source.Source;
import org.apache.jena.riot.system.StreamRDF;

/**
 * Reads one {@link Source} and streams its facts as triples into a sink, as a Jena RIOT reader does.
 *
 * <p>A parser knows no store and no graph name: the caller wraps the sink (see
 * {@link dkg.ingest.emit.DocumentGraphSink}) to put the triples in the document's named graph.
 * Problems in the input are reported to {@code problems}, which decides whether to go on; a parser
 * throws only when it cannot continue ({@link Problems#fatal}). The caller calls
 * {@code sink.start()} and {@code sink.finish()}. Parsers are stateless and thread-safe.
 */
@FunctionalInterface
public interface SourceParser {
    void parse(Source source, StreamRDF sink, Problems problems);
}
