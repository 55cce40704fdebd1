package dkg.cli;

import dkg.api.DocaKg;
import dkg.entity.Neighbourhood;
import dkg.entity.NeighbourhoodRequest;
import dkg.render.Graphviz;
import dkg.render.NeighbourhoodDot;
import dkg.render.Renderers;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code graph ENTITY}: the picture of an entity's neighbourhood, as DOT, or SVG/PNG through Graphviz. */
@Command(name = "graph", mixinStandardHelpOptions = true,
        description = {"Draw the entities around one (a skill, library, symbol or error) and how they link.",
                "DOT always; svg and png are laid out by Graphviz 'dot' when it is installed. --json prints the nodes and links."})
final class GraphCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Parameters(paramLabel = "ENTITY", description = "A name (doca-dma, NOT_PERMITTED, doca_mmap_create) or an IRI.")
    String entity;

    @Option(names = "--depth", defaultValue = "1", description = "Links out from the entity, 1 or 2 (default ${DEFAULT-VALUE}).")
    int depth;

    @Option(names = "--format", defaultValue = "dot", description = "dot, svg or png (default ${DEFAULT-VALUE}).")
    String format;

    @Option(names = "--relation", split = ",", paramLabel = "R", description = "Only these relations (e.g. ofSkill,error); default all but bookkeeping links.")
    Set<String> relations;

    @Option(names = "--max-nodes", defaultValue = "150", description = "Most entities drawn (default ${DEFAULT-VALUE}).")
    int maxNodes;

    @Override
    public Integer call() {
        String f = dkg.error.Check.oneOf(format, java.util.List.of("dot", "svg", "png"), "graph format");
        var request = new NeighbourhoodRequest(entity, depth, relations, maxNodes);
        try (DocaKg kg = common.openKg()) {
            Neighbourhood n = dkg.entity.Entities.neighbourhood(kg.generation(), request);
            if (common.json()) {
                Output.out().println(Renderers.json(n));
                return 0;
            }
            String dot = new NeighbourhoodDot().text(n);
            if (f.equals("dot")) Output.out().print(dot);
            else Graphviz.render(dot, f, Output.out());
            Output.out().flush();
        }
        return 0;
    }
}
