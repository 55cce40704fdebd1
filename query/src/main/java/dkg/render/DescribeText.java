package dkg.render;

import dkg.describe.SymbolDescription;

/** One API symbol: signature, parameters, returns, library, header, sources and mentions. */
final class DescribeText implements TextRenderer<SymbolDescription> {
    /** Text lists this many mentions; a common type is named in 150 sections (JSON lists all). */
    private static final int SHOWN_MENTIONS = 10;

    @Override
    public String text(SymbolDescription d) {
        StringBuilder b = new StringBuilder();
        b.append(d.symbol()).append(d.kind() == null ? "" : "  (" + d.kind() + (d.stability() == null ? "" : ", " + d.stability()) + ")").append('\n');
        if (d.signature() != null) b.append("  ").append(d.signature()).append('\n');
        if (d.value() != null) b.append("  value: ").append(d.value()).append('\n');
        if (d.description() != null) b.append("  ").append(Text.oneLine(d.description())).append('\n');
        for (SymbolDescription.Param p : d.params())
            b.append(String.format("  %-6s %s %s%s%n", p.direction() == null ? "" : "[" + p.direction() + "]", p.type(), p.name(),
                    p.description() == null ? "" : " — " + Text.oneLine(p.description())));
        for (SymbolDescription.Field f : d.fields())
            b.append(String.format("  field %s %s%s%n", f.type(), f.name(), Text.dash(f.description())));
        for (SymbolDescription.Returned r : d.returns()) b.append("  returns ").append(r.error()).append(Text.dash(r.condition())).append('\n');
        for (String n : d.notes()) b.append("  note: ").append(n).append('\n');
        for (String w : d.warnings()) b.append("  warning: ").append(w).append('\n');
        if (d.library() != null || d.group() != null)
            b.append("  library ").append(d.library()).append(d.group() == null ? "" : ", group " + d.group()).append('\n');
        if (d.header() != null) b.append("  header ").append(d.header()).append(d.line() == null ? "" : ":" + d.line()).append('\n');
        if (d.docaVersion() != null) {
            b.append("  quoted from DOCA ").append(d.docaVersion()).append(' ').append(d.apiSource());
            if (d.definedIn().size() > 1)
                b.append(" (also: ").append(d.definedIn().subList(1, d.definedIn().size()).stream()
                        .map(r -> r.docaVersion() + " " + r.apiSource()).toList()).append(')');
            b.append('\n');
        }
        for (String s : d.sources()) b.append("  source ").append(s).append('\n');
        for (String n : d.versionNotes()) b.append("  version: ").append(n).append('\n');
        for (String x : d.examples()) b.append("  example ").append(x).append('\n');
        d.mentionedIn().stream().limit(SHOWN_MENTIONS)
                .forEach(m -> b.append("  mentioned in ").append(m.skill() == null ? "" : m.skill() + ": ").append(m.source()).append('\n'));
        if (d.mentionedIn().size() > SHOWN_MENTIONS)
            b.append("  (+").append(d.mentionedIn().size() - SHOWN_MENTIONS).append(" more mentions; --json lists all)\n");
        return b.toString();
    }
}
