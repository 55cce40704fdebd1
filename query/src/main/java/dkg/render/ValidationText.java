package dkg.render;

import dkg.sparql.ValidationOutcome;

/** Conforms, or the count of violations and the first fifty of them. */
final class ValidationText implements TextRenderer<ValidationOutcome> {
    private static final int SHOWN = 50;

    @Override
    public String text(ValidationOutcome v) {
        if (v.conforms()) return "conforms: the graph meets every shape\n";
        StringBuilder b = new StringBuilder("does not conform: " + v.violations() + " violations\n");
        v.messages().stream().limit(SHOWN).forEach(m -> b.append("  ").append(m).append('\n'));
        return b.toString();
    }
}
