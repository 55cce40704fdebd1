package dkg.storage;

/**
 * What a commit did.
 *
 * @param previousGeneration generation before the commit
 * @param generation         generation after it (equal to the previous one when nothing changed)
 * @param graphsChanged      graphs replaced or dropped (changes with an unchanged hash are skipped)
 * @param quadsWritten       quads added
 * @param indexEntries       index entries added
 */
public record CommitResult(long previousGeneration, long generation, int graphsChanged, long quadsWritten,
                           int indexEntries) {
    public boolean changed() { return generation != previousGeneration; }
}
