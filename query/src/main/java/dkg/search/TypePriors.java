package dkg.search;

import java.io.IOException;
import java.util.Map;
import org.apache.lucene.index.DocValues;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.SortedDocValues;
import org.apache.lucene.search.DoubleValues;
import org.apache.lucene.search.DoubleValuesSource;
import org.apache.lucene.search.IndexSearcher;

/**
 * A score factor per entry type, read from the type's doc values: one ordinal per hit and a table
 * made once per segment. (Three nested boost-by-query wrappers, one per weighted type, ran a term
 * scorer per type beside every match: a seventh of a warm search.) Types without a weight get 1.
 */
final class TypePriors extends DoubleValuesSource {
    private final Map<String, Float> priors;

    TypePriors(Map<String, Float> priors) { this.priors = Map.copyOf(priors); }

    @Override
    public DoubleValues getValues(LeafReaderContext ctx, DoubleValues scores) throws IOException {
        SortedDocValues types = DocValues.getSorted(ctx.reader(), IndexSchema.TYPE);
        double[] byOrdinal = new double[types.getValueCount()];
        for (int ord = 0; ord < byOrdinal.length; ord++)
            byOrdinal[ord] = priors.getOrDefault(types.lookupOrd(ord).utf8ToString(), 1f);
        return new DoubleValues() {
            private double value = 1;

            @Override
            public double doubleValue() { return value; }

            @Override
            public boolean advanceExact(int doc) throws IOException {
                value = types.advanceExact(doc) ? byOrdinal[types.ordValue()] : 1;
                return true;
            }
        };
    }

    @Override
    public boolean needsScores() { return false; }

    @Override
    public DoubleValuesSource rewrite(IndexSearcher searcher) { return this; }

    @Override
    public boolean isCacheable(LeafReaderContext ctx) { return DocValues.isCacheable(ctx, IndexSchema.TYPE); }

    @Override
    public boolean equals(Object o) { return o instanceof TypePriors other && priors.equals(other.priors); }

    @Override
    public int hashCode() { return priors.hashCode(); }

    @Override
    public String toString() { return "typePriors" + priors; }
}
