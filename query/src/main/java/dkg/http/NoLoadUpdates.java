package dkg.http;

import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.modify.UpdateEngine;
import org.apache.jena.sparql.modify.UpdateEngineFactory;
import org.apache.jena.sparql.modify.UpdateEngineMain;
import org.apache.jena.sparql.modify.UpdateEngineRegistry;
import org.apache.jena.sparql.modify.UpdateEngineWorker;
import org.apache.jena.sparql.modify.request.UpdateLoad;
import org.apache.jena.sparql.modify.request.UpdateVisitor;
import org.apache.jena.sparql.util.Context;
import org.apache.jena.sparql.util.Symbol;
import org.apache.jena.update.UpdateException;

/**
 * An update engine that refuses {@code LOAD}: even with updates allowed, the server must not fetch
 * a URL a caller names. Applies to datasets whose context sets {@link #REFUSE_LOAD}.
 */
final class NoLoadUpdates implements UpdateEngineFactory {
    /** Context flag: updates on this dataset may not LOAD. */
    static final Symbol REFUSE_LOAD = Symbol.create("https://w3id.org/doca-kg/ontology#refuseLoad");

    private static volatile boolean registered;

    static synchronized void register() {
        if (registered) return;
        UpdateEngineRegistry.get().add(new NoLoadUpdates());
        registered = true;
    }

    @Override
    public boolean accept(DatasetGraph dsg, Context context) {
        return context.isTrue(REFUSE_LOAD) || dsg.getContext().isTrue(REFUSE_LOAD);
    }

    @Override
    public UpdateEngine create(DatasetGraph dsg, Context context) {
        return new UpdateEngineMain(dsg, context) {
            @Override
            protected UpdateVisitor prepareWorker() {
                return new UpdateEngineWorker(dsg, context) {
                    @Override
                    public void visit(UpdateLoad update) {
                        throw new UpdateException("LOAD is not allowed: this server does not fetch URLs");
                    }
                };
            }
        };
    }
}
