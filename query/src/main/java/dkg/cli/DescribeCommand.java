package dkg.cli;

import dkg.api.DocaKg;
import dkg.api.SymbolDescription;
import java.io.PrintStream;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code describe SYMBOL}: one API symbol as the chosen release and source define it. */
@Command(name = "describe", mixinStandardHelpOptions = true,
        description = {"Kind, signature, parameters, stability, library, header, returned errors and mentions of one DOCA symbol.",
                "Quotes the installed headers when ingested, else the newest release (or --doca-version)."})
public final class DescribeCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Parameters(paramLabel = "SYMBOL", description = "Exact C name, e.g. doca_dma_task_memcpy_alloc_init.")
    String symbol;

    @Option(names = "--doca-version", paramLabel = "V", description = "DOCA release to quote (e.g. 3.0.0058).")
    String docaVersion;

    /** Text output lists this many mentions; a common type is named in 150 sections. */
    private static final int SHOWN_MENTIONS = 10;

    @Override
    public Integer call() {
        try (DocaKg kg = common.openKg()) {
            SymbolDescription d = kg.describe(symbol, docaVersion);
            if (!d.defined()) Output.note("no ingested API source defines " + d.symbol() + "; showing where it is mentioned");
            if (common.json) Output.json(d);
            else print(d, Output.out());
        }
        return 0;
    }

    /** The readable form, shared with the MCP tools' text results. */
    public static void print(SymbolDescription d, PrintStream out) {
        out.println(d.symbol() + (d.kind() == null ? "" : "  (" + d.kind() + (d.stability() == null ? "" : ", " + d.stability()) + ")"));
        if (d.signature() != null) out.println("  " + d.signature());
        if (d.value() != null) out.println("  value: " + d.value());
        if (d.description() != null) out.println("  " + d.description().replaceAll("\\s+", " "));
        for (SymbolDescription.Param p : d.params())
            out.printf("  %-6s %s %s%s%n", p.direction() == null ? "" : "[" + p.direction() + "]", p.type(), p.name(),
                    p.description() == null ? "" : " — " + p.description().replaceAll("\\s+", " "));
        for (SymbolDescription.Field f : d.fields()) out.printf("  field %s %s%s%n", f.type(), f.name(), f.description() == null ? "" : " — " + f.description());
        for (SymbolDescription.Returned r : d.returns())
            out.println("  returns " + r.error() + (r.condition() == null ? "" : " — " + r.condition()));
        for (String n : d.notes()) out.println("  note: " + n);
        for (String w : d.warnings()) out.println("  warning: " + w);
        if (d.library() != null || d.group() != null) out.println("  library " + d.library() + (d.group() == null ? "" : ", group " + d.group()));
        if (d.header() != null) out.println("  header " + d.header() + (d.line() == null ? "" : ":" + d.line()));
        if (d.docaVersion() != null) out.println("  quoted from DOCA " + d.docaVersion() + " " + d.apiSource()
                + (d.definedIn().size() > 1 ? " (also: " + d.definedIn().subList(1, d.definedIn().size()).stream()
                        .map(r -> r.docaVersion() + " " + r.apiSource()).toList() + ")" : ""));
        for (String s : d.sources()) out.println("  source " + s);
        for (String n : d.versionNotes()) out.println("  version: " + n);
        for (String x : d.examples()) out.println("  example " + x);
        d.mentionedIn().stream().limit(SHOWN_MENTIONS)
                .forEach(m -> out.println("  mentioned in " + (m.skill() == null ? "" : m.skill() + ": ") + m.source()));
        if (d.mentionedIn().size() > SHOWN_MENTIONS)
            out.println("  (+" + (d.mentionedIn().size() - SHOWN_MENTIONS) + " more mentions; --json lists all)");
    }
}
