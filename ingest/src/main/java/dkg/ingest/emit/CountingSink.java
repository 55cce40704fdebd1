package dkg.ingest.emit;

import org.apache.jena.graph.Triple;
import org.apache.jena.riot.system.StreamRDF;
import org.apache.jena.riot.system.StreamRDFWrapper;
import org.apache.jena.sparql.core.Quad;

/**
 * Passes triples through and counts them, so a parser can tell that a step yielded nothing (a table
 * no row of which made a fact, a header with no declaration) and warn instead of dropping it silently.
 * Not thread-safe: one per parse.
 */
public final class CountingSink extends StreamRDFWrapper {
    private long count;

    public CountingSink(StreamRDF downstream) { super(downstream); }

    /** Triples and quads passed through so far. */
    public long count() { return count; }

    @Override public void triple(Triple t) { count++; other.triple(t); }

    @Override public void quad(Quad q) { count++; other.quad(q); }
}
