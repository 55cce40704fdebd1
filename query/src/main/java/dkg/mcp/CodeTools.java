package dkg.mcp;

import dkg.api.DocaKg;
import dkg.code.CheckReport;
import dkg.code.Examples;
import dkg.code.UserFiles;
import dkg.render.Renderers;
import java.util.List;
import java.util.function.Supplier;

/** The code-aware tools: {@code find_examples} and {@code check_code}, one façade call each. */
final class CodeTools {
    /** Longest source text accepted as 'code' (a large C file is a few hundred KiB at most). */
    static final int MAX_CODE_CHARS = 512 * 1024;
    /** Most paths accepted in one call. */
    static final int MAX_PATHS = 256;

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
                OutputSchemas.of(dkg.code.ReleaseChanges.class),
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
                OutputSchemas.of(Examples.class),
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
                        .string("code", "C/C++ source text to check (at most " + MAX_CODE_CHARS / 1024 + " Ki characters).", false)
                        .string("file_name", "Name to report the code under, e.g. main.c.", false)
                        .stringArray("paths", "Regular files (at most " + (UserFiles.DEFAULT_MAX_FILE_BYTES >> 20) + " MiB each) or folders on the server's machine, checked together as one program.", false)
                        .string("doca_version", "DOCA release the code targets, e.g. 3.0 or 3.3.", false)
                        .string("fail_on", "Lowest finding level that fails the review ('failed' in the answer): note, warning (default) or error.", false)
                        .build(),
                OutputSchemas.of(CheckReport.class),
                a -> {
                    String code = a.optionalText("code", MAX_CODE_CHARS);
                    List<String> paths = a.texts("paths", MAX_PATHS);
                    if ((code == null) == paths.isEmpty())
                        throw new dkg.error.BadInputException("check_code: send either 'code' (source text) or 'paths', not both or neither");
                    if (code != null && code.indexOf('\0') >= 0)
                        throw new dkg.error.BadInputException("check_code: 'code' contains NUL characters; send C/C++ source text, not binary");
                    for (String p : paths) UserFiles.requireFolderOrSmallFile(p, UserFiles.DEFAULT_MAX_FILE_BYTES);
                    CheckReport r = code != null ? kg.get().checkSource(a.optionalText("file_name"), code, a.optionalText("doca_version"))
                                                 : kg.get().check(paths, a.optionalText("doca_version"));
                    r = r.failingOn(a.optionalText("fail_on"));
                    return new ToolAnswer(r, Renderers.text(r));
                });
    }
}
