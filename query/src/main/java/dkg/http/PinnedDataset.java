package dkg.http;

import dkg.api.DocaKg;
import dkg.replica.ServedKg;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.function.Consumer;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.DatasetGraphWrapper;
import org.apache.jena.sparql.util.Context;

/**
 * The endpoint's dataset when the store may change under a running server (a replica following
 * its snapshot): every call goes to the read-only view of the store the request thread pinned
 * ({@link GenerationPin}), so a query, its transaction and its {@code dkg:search} stay on one
 * generation. Each store's view is made once, with the endpoint's settings.
 */
final class PinnedDataset extends DatasetGraphWrapper {
    private final ServedKg served;
    private final Map<DocaKg, DatasetGraph> views = Collections.synchronizedMap(new WeakHashMap<>());
    private volatile Consumer<Context> settle = c -> {};

    PinnedDataset(ServedKg served) {
        super(served.kg().readOnlyDataset());
        this.served = served;
    }

    /** Applies the endpoint's settings to every view, those made later included. */
    void settleEachView(Consumer<Context> settle) {
        this.settle = settle;
        synchronized (views) {
            views.values().forEach(v -> settle.accept(v.getContext()));
        }
    }

    @Override
    protected DatasetGraph get() {
        return views.computeIfAbsent(served.kg(), kg -> {
            DatasetGraph view = kg.readOnlyDataset();
            settle.accept(view.getContext());
            return view;
        });
    }

    @Override
    public Context getContext() { return get().getContext(); }
}
