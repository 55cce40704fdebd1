package dkg.storage;

import java.util.HashSet;
import java.util.List;

/** The graphs one commit replaces or drops; at most one change per graph. */
public record ChangeSet(List<GraphChange> changes) {
    public ChangeSet {
        changes = List.copyOf(changes);
        var seen = new HashSet<>();
        for (GraphChange c : changes)
            if (!seen.add(c.graph())) throw new IllegalArgumentException("graph changed twice in one commit: " + c.graph());
    }

    public static ChangeSet of(GraphChange... changes) { return new ChangeSet(List.of(changes)); }
}
