package dkg.mcp;

import dkg.api.DocaKg;
import dkg.code.CheckReport;
import dkg.code.Examples;
import dkg.render.Renderers;
import java.util.List;
import java.util.function.Supplier;

/** The code-aware tools: {@code find_examples} and {@code check_code}, one façade call each. */
final class CodeTools {
    private final Supplier<DocaKg> kg;

    CodeTools(Supplier<DocaKg> kg) { this.kg = kg; }

    List<McpTool> all() { return List.of(findExamples(), checkCode(), changes()); }

    McpTool changes() {
        return new McpTool("changes", "What changed in DOCA between two releases",
                "Lists the DOCA symbols and the samples and applications that the ingested sources of one release show and "
                + "another's do not, each with the file and line that shows it, plus migration hints: where a call vanished, "
                + "what the same sample function calls at that place in the newer release. 'Not seen' in a release's sources "
                + "is not 'removed from DOCA'.",
                Schema.object()
                        .string("from", "The older release, e.g. 2.9 or 3.0.0058.", true)
                        .string("to", "The newer release, e.g. 3.3.", true)
                        .string("library", "Only this library, e.g. dma or doca-comch.", false)
                        .build(),
                a -> {
                    var c = kg.get().changes(a.text("from"), a.text("to"), a.optionalText("library"));
                    return new ToolAnswer(c, Renderers.text(c));
                });
    }

    McpTool findExamples() {
        return new McpTool("find_examples", "Find NVIDIA sample code using a DOCA symbol",
                "Lists lines of NVIDIA's official DOCA samples and reference applications that call or use one DOCA symbol, "
                + "best first (samples before applications, the shortest enclosing function first), each with file, line, "
                + "enclosing function, the sample's name, its DOCA release and a few lines of code around it. Use it to see "
                + "working code before writing a call; an unknown name is answered with close matches.",
                Schema.object()
                        .string("symbol", "The exact C name, e.g. doca_dma_task_memcpy_alloc_init.", true)
                        .string("version", "Only this samples release, e.g. 3.0.0 or 3.3.0.", false)
                        .integer("limit", "Most examples to return.", 1, 50, 5)
                        .build(),
                a -> {
                    Examples e = kg.get().examples(a.text("symbol"), a.optionalText("version"), a.integer("limit", 5));
                    return new ToolAnswer(e, Renderers.text(e));
                });
    }

    McpTool checkCode() {
        return new McpTool("check_code", "Review C/C++ code that uses DOCA",
                "A DOCA-aware review of C/C++ code: DOCA names that exist in no DOCA release (with did-you-mean), names "
                + "newer than the DOCA release the code targets, experimental API, a task allocated without any capability "
                + "check for it, mmap permissions that contradict the DMA skill's requirements, and doca_error_t results "
                + "ignored where the call can fail. Each finding has rule, line, column, message, fix and the document "
                + "anchor that justifies it. Send the source text as 'code' (with 'file_name'), or 'paths' on this machine.",
                Schema.object()
                        .string("code", "C/C++ source text to check.", false)
                        .string("file_name", "Name to report the code under, e.g. main.c.", false)
                        .stringArray("paths", "Files or folders on the server's machine, checked together as one program.", false)
                        .string("doca_version", "DOCA release the code targets, e.g. 3.0 or 3.3.", false)
                        .build(),
                a -> {
                    String code = a.optionalText("code");
                    List<String> paths = a.texts("paths");
                    if ((code == null) == paths.isEmpty())
                        throw new dkg.error.BadInputException("check_code: send either 'code' (source text) or 'paths', not both or neither");
                    CheckReport r = code != null ? kg.get().checkSource(a.optionalText("file_name"), code, a.optionalText("doca_version"))
                                                 : kg.get().check(paths, a.optionalText("doca_version"));
                    return new ToolAnswer(r, Renderers.text(r));
                });
    }
}
