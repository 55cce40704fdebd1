package dkg.housekeeping;

import java.util.List;

/**
 * What {@code doca-kg forget} removed.
 *
 * @param target     what was asked for, as given
 * @param documents  the source keys (or graph IRIs) of the removed graphs
 * @param generation the store's generation after the commit
 */
public record ForgetReport(String target, List<String> documents, long generation) {
    public ForgetReport {
        documents = List.copyOf(documents);
    }
}
