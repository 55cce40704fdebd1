package dkg.ops;

import dkg.op.Face;
import dkg.op.Operation;
import java.util.List;
import java.util.Optional;

/**
 * The registry of what doca-kg answers. Each face (command line, MCP, HTTP) walks it and offers
 * every operation that names that face, so adding an answer is one class and one line here.
 */
public final class Operations {
    private Operations() {}

    private static final List<Operation<?, ?>> STANDARD = List.of(
            dkg.ask.AskOperation.OPERATION,
            dkg.docs.SearchOperation.OPERATION,
            dkg.routing.RouteOperation.OPERATION,
            dkg.explain.ExplainOperation.OPERATION,
            dkg.describe.DescribeOperation.OPERATION,
            dkg.caps.CapsOperation.OPERATION,
            dkg.housekeeping.StatsOperation.OPERATION,
            dkg.samples.ExamplesOperation.OPERATION,
            dkg.samples.ChangesOperation.OPERATION,
            dkg.samples.UsageOperation.OPERATION,
            dkg.samples.CheckCodeOperation.OPERATION,
            dkg.coverage.ReleasesOperation.OPERATION,
            dkg.releases.HistoryOperation.OPERATION);

    /** Every standard operation, in the order faces list them. */
    public static List<Operation<?, ?>> standard() { return STANDARD; }

    /** The standard operations one face offers. */
    public static List<Operation<?, ?>> offeredBy(Face face) {
        List<Operation<?, ?>> out = new java.util.ArrayList<>(STANDARD.size());
        for (Operation<?, ?> o : STANDARD) if (o.offeredBy(face)) out.add(o);
        return List.copyOf(out);
    }

    /** The operation of this name, if the face offers it (a loop: a forwarded command asks before streams load). */
    public static Optional<Operation<?, ?>> named(String name, Face face) {
        for (Operation<?, ?> o : STANDARD) if (o.offeredBy(face) && o.name().equals(name)) return Optional.of(o);
        return Optional.empty();
    }
}
