package dkg.http.web;

import dkg.api.DocaKg;
import org.apache.jena.fuseki.main.FusekiServer;

/**
 * Mounts the web page on a Fuseki server being built: {@code /} and the other page URLs answer the
 * page shell, {@code /assets/*} its scripts and styles (from the jar), {@code /api/*} JSON. The
 * SPARQL endpoint stays at {@code /doca/*}, which the page's editor calls.
 */
public final class WebPages {
    /** The page URLs the shell answers; each is bookmarkable ({@code /entity?id=IRI}, {@code /?q=…}, {@code /ask?q=…}). */
    static final java.util.Set<String> PAGES = java.util.Set.of("/", "/ask", "/entity", "/graph", "/sparql", "/changes");

    private WebPages() {}

    /** Adds the page's servlets to {@code builder}; {@code kg} stays open while the server runs. */
    public static void mount(FusekiServer.Builder builder, DocaKg kg) {
        mount(builder, () -> kg);
    }

    /** As {@link #mount(FusekiServer.Builder, DocaKg)}, asking {@code kg} for the store on every request (a replica's may change). */
    public static void mount(FusekiServer.Builder builder, java.util.function.Supplier<DocaKg> kg) {
        PageShell shell = new PageShell();
        builder.addServlet("/api/*", new WebApi(kg))
               .addServlet("/assets/*", new Assets(shell.assets()))
               .addFilter(dkg.http.SparqlEndpoint.DATASET + "/sparql", new SparqlPageRedirect());
        // "" is the servlet spec's exact match of the root; "/" itself is Fuseki's own 404 servlet
        builder.addServlet("", shell);
        for (String page : PAGES) if (!page.equals("/")) builder.addServlet(page, shell);
        // the router is built from the whole graph on first use: build it now, so the first search is quick
        Thread.ofVirtual().name("router-warm-up").start(() -> {
            try {
                dkg.routing.Routing.router(kg.get().generation());
            } catch (RuntimeException e) {
                // a store without skills: the page's route call says so when asked
            }
        });
    }
}
