package dkg.search;

import java.util.List;

/** What an index entry is; its label is what the index stores and every face shows. */
public enum EntryType {
    SKILL("skill"), SECTION("section"), SYMBOL("symbol"), ERROR("error");

    private final String label;

    EntryType(String label) { this.label = label; }

    @com.fasterxml.jackson.annotation.JsonValue
    public String label() { return label; }

    @Override
    public String toString() { return label; }

    /** Every label, in declaration order. */
    public static final List<String> LABELS = labels();

    private static List<String> labels() {
        List<String> out = new java.util.ArrayList<>();
        for (EntryType t : values()) out.add(t.label);
        return List.copyOf(out);
    }

    /** The type stored as {@code label}; an index of another build may hold one this build does not know. */
    public static EntryType ofLabel(String label) {
        for (EntryType t : values()) if (t.label.equals(label)) return t;
        throw new IllegalArgumentException("unknown entry type: " + label);
    }
}
