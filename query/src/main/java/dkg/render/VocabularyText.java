package dkg.render;

import dkg.sparql.Vocabulary;

/** {@code doca-kg vocab}: prefixes, then classes and properties with their comments. */
final class VocabularyText implements TextRenderer<Vocabulary> {
    @Override
    public String text(Vocabulary v) {
        StringBuilder b = new StringBuilder("Prefixes (predeclared in every SPARQL query):\n");
        v.prefixes().forEach((p, ns) -> b.append(String.format("  %-8s <%s>%n", p + ":", ns)));
        b.append("\nClasses (").append(v.classes().size()).append("):\n");
        for (Vocabulary.Term t : v.classes()) term(b, t);
        b.append("\nProperties (").append(v.properties().size()).append("):\n");
        for (Vocabulary.Term t : v.properties()) term(b, t);
        return b.toString();
    }

    private static void term(StringBuilder b, Vocabulary.Term t) {
        b.append("  ").append(t.name());
        if (t.domain() != null || t.range() != null) {
            b.append("  (").append(t.domain() == null ? "?" : t.domain()).append(" → ").append(t.range() == null ? "?" : t.range()).append(')');
        }
        b.append('\n');
        if (t.comment() != null) b.append("      ").append(t.comment()).append('\n');
    }
}
