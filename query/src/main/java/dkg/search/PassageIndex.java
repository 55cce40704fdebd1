package dkg.search;

/**
 * A store's passage vectors as {@code ask} reads them: whether it holds any, known from the index's
 * field list without reading a vector, and the vectors themselves, read once when first needed. The
 * first answer lets a cold process load the model while the second is read.
 */
public interface PassageIndex {
    boolean hasVectors();

    DenseSkills vectors();

    /** A store read by its words alone. */
    PassageIndex NONE = new PassageIndex() {
        @Override public boolean hasVectors() { return false; }
        @Override public DenseSkills vectors() { return DenseSkills.EMPTY; }
    };
}
