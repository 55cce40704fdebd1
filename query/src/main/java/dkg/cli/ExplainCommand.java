package dkg.cli;

import dkg.api.DocaKg;
import dkg.api.ErrorExplanation;
import java.io.PrintStream;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code explain ERROR}: what a DOCA error means, why each library raises it, who returns it. */
@Command(name = "explain", mixinStandardHelpOptions = true,
        description = "Code and description of a DOCA error, the skills' per-library causes and remedies, and the functions documented to return it.")
public final class ExplainCommand implements Callable<Integer> {
    @Mixin CommonOptions common;

    @Parameters(paramLabel = "ERROR", description = "DOCA_ERROR_NOT_PERMITTED, NOT_PERMITTED or 2.")
    String error;

    @Option(names = "--library", paramLabel = "LIB", description = "Only causes and functions of this library (doca-dma, dma, DMA).")
    String library;

    @Option(names = "--doca-version", paramLabel = "V", description = "DOCA release to quote (e.g. 3.0.0058).")
    String docaVersion;

    @Override
    public Integer call() {
        try (DocaKg kg = common.openKg()) {
            ErrorExplanation e = kg.explain(error, library, docaVersion);
            if (e.code() == null) Output.note("no ingested API source defines " + e.error() + "; showing what the skills say");
            if (common.json) Output.json(e);
            else print(e, Output.out());
        }
        return 0;
    }

    /** The readable form, shared with the MCP tools' text results. */
    public static void print(ErrorExplanation e, PrintStream out) {
        out.println(e.error() + (e.code() == null ? "" : " = " + e.code()) + (e.description() == null ? "" : ": " + e.description()));
        if (e.docaVersion() != null) out.println("  quoted from DOCA " + e.docaVersion() + " " + e.apiSource());
        if (!e.causes().isEmpty()) out.println("Causes" + (e.library() == null ? "" : " (" + e.library() + ")") + ":");
        for (ErrorExplanation.Cause c : e.causes()) {
            out.println("  [" + c.skill() + "] " + (c.context() == null ? "" : c.context()));
            if (c.cause() != null) out.println("    cause:  " + c.cause());
            if (c.remedy() != null) out.println("    remedy: " + c.remedy());
            if (c.source() != null) out.println("    source: " + c.source());
        }
        if (!e.returnedBy().isEmpty()) out.println("Returned by " + e.returnedBy().size() + " function(s):");
        for (ErrorExplanation.Returner r : e.returnedBy())
            out.println("  " + r.function() + (r.library() == null ? "" : " [" + r.library() + "]")
                    + (r.condition() == null ? "" : " — " + r.condition().replaceAll("\\s+", " ")));
        if (!e.relatedSkills().isEmpty()) out.println("Related skills: " + String.join(", ", e.relatedSkills()));
        for (String n : e.versionNotes()) out.println("version: " + n);
        for (String x : e.examples()) out.println("example " + x);
    }
}
