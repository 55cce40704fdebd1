package dkg.render;

import dkg.code.Examples;

/** {@code examples}: each call site as {@code file:line  (function, sample NAME, DOCA V)} with its context. */
public final class ExamplesText implements TextRenderer<Examples> {
    @Override
    public String text(Examples e) {
        StringBuilder b = new StringBuilder();
        if (e.examples().isEmpty()) {
            return b.append("no sample or application uses ").append(e.symbol())
                    .append(e.docaVersion() == null ? "" : " in DOCA " + e.docaVersion()).append('\n').toString();
        }
        int i = 1;
        for (Examples.Example x : e.examples()) {
            b.append(String.format("%2d. %s:%d:%d  %s%s, %s %s, DOCA %s%n", i++, x.file(), x.line(), x.column(), x.use(),
                    x.function() == null ? "" : " in " + x.function() + "() (" + x.functionLines() + " lines)",
                    x.unitKind() == null ? "file" : x.unitKind(), x.unit() == null ? "" : x.unit(), String.join(", ", x.releases())));
            for (int k = 0; k < x.context().size(); k++) {
                int n = x.contextStart() + k;
                b.append(String.format("    %s%5d  %s%n", n == x.line() ? ">" : " ", n, x.context().get(k).replace("\t", "    ")));
            }
            b.append("    source ").append(x.source()).append('\n');
        }
        if (e.total() > e.examples().size()) b.append("(").append(e.total() - e.examples().size()).append(" more; raise --limit)\n");
        return b.toString();
    }
}
