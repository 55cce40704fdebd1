package dkg.entity;

import dkg.error.BadInputException;
import dkg.error.Check;
import dkg.kg.Generation;
import dkg.vocab.DKG;
import java.nio.file.Path;
import java.util.List;
import org.apache.jena.graph.NodeFactory;

/** The web page's answers: an entity's page, its neighbourhood for a picture, a source section. */
public final class Entities {
    private Entities() {}

    /**
     * The page of one entity: its facts and the statements pointing at it, each with its section.
     *
     * @param nameOrIri an IRI of the store, or a name ({@code doca-dma}, {@code NOT_PERMITTED}, a symbol)
     * @throws BadInputException when nothing in the store has that IRI or name
     */
    public static EntityPage page(Generation g, String nameOrIri) {
        Check.notBlank(nameOrIri, "entity");
        return g.read(d -> EntityQueries.page(d, EntityQueries.resolve(d, nameOrIri)));
    }

    /** The entities around one, for a picture (see {@link NeighbourhoodRequest}). */
    public static Neighbourhood neighbourhood(Generation g, NeighbourhoodRequest request) {
        return g.read(d -> EntityQueries.neighbourhood(d, EntityQueries.resolve(d, request.entity()), request));
    }

    /**
     * One ingested section, its body rendered from the source Markdown (sanitised) when the file is
     * still where it was ingested from.
     *
     * @throws BadInputException when {@code iri} is not a section of the store
     */
    public static SectionView section(Generation g, String iri) {
        Check.notBlank(iri, "section");
        List<Path> roots = g.sourceRoots();
        return g.read(d -> {
            var graph = d.getUnionGraph();
            var n = NodeFactory.createURI(iri.strip());
            if (!graph.contains(n, DKG.Nodes.type, DKG.Nodes.Section))
                throw new BadInputException("no section " + iri.strip() + " in the store; use a section IRI from an entity's sources");
            return SectionRenderer.render(graph, n, roots);
        });
    }
}
