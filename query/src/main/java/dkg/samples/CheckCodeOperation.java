package dkg.samples;

import dkg.code.CheckReport;
import dkg.code.UserFiles;
import dkg.error.BadInputException;
import dkg.op.Face;
import dkg.op.Operation;
import dkg.op.Param;
import java.util.List;

/**
 * {@code check_code}: a DOCA-aware review of source text or files. The command line's {@code check}
 * has its own output formats and exit codes, so this one is offered to agents.
 */
public final class CheckCodeOperation {
    private CheckCodeOperation() {}

    /** Longest source text accepted as 'code' (a large C file is a few hundred KiB at most). */
    public static final int MAX_CODE_CHARS = 512 * 1024;
    /** Most paths accepted in one call. */
    static final int MAX_PATHS = 256;

    /** Source text (with a name) or paths, the release the code targets and the level that fails it. */
    public record Request(String code, String fileName, List<String> paths, String docaVersion, String failOn) {}

    public static final Operation<Request, CheckReport> OPERATION = Operation.<Request, CheckReport>named("check_code")
            .title("Review C/C++ code that uses DOCA")
            .summary("A DOCA-aware review of C/C++ source text or files.")
            .guide("A DOCA-aware review of C/C++ code: DOCA names that exist in no DOCA release (with did-you-mean), names "
                    + "newer than the DOCA release the code targets, experimental API, a task allocated without any capability "
                    + "check for it, mmap permissions that contradict the DMA skill's requirements, and doca_error_t results "
                    + "ignored where the call can fail. Each finding has rule, line, column, message, fix and the document "
                    + "anchor that justifies it. Send the source text as 'code' (with 'file_name'), or 'paths' on this machine.")
            .param(Param.text("code", "TEXT", "C/C++ source text to check (at most " + MAX_CODE_CHARS / 1024 + " Ki characters)."))
            .param(Param.text("file_name", "NAME", "Name to report the code under, e.g. main.c."))
            .param(Param.texts("paths", "PATH", "Regular files (at most " + (UserFiles.DEFAULT_MAX_FILE_BYTES >> 20)
                    + " MiB each) or folders on the server's machine, checked together as one program."))
            .param(Param.text("doca_version", "V", "DOCA release the code targets, e.g. 3.0 or 3.3."))
            .param(Param.text("fail_on", "LEVEL", "Lowest finding level that fails the review ('failed' in the answer): note, warning (default) or error."))
            .bind(v -> {
                String code = v.text("code", MAX_CODE_CHARS);
                List<String> paths = v.texts("paths", MAX_PATHS);
                String tool = v.operation().tool();
                if ((code == null) == paths.isEmpty())
                    throw new BadInputException(tool + ": send either 'code' (source text) or 'paths', not both or neither");
                if (code != null && code.indexOf('\0') >= 0)
                    throw new BadInputException(tool + ": 'code' contains NUL characters; send C/C++ source text, not binary");
                for (String p : paths) UserFiles.requireFolderOrSmallFile(p, UserFiles.DEFAULT_MAX_FILE_BYTES);
                return new Request(code, v.text("file_name"), paths, v.text("doca_version"), v.text("fail_on"));
            })
            .run((c, q) -> (q.code() != null ? Samples.code(c.generation()).checkSource(q.fileName(), q.code(), q.docaVersion())
                                            : Samples.code(c.generation()).check(q.paths(), q.docaVersion())).failingOn(q.failOn()))
            .answers(CheckReport.class)
            .heavy()
            .readsCode()
            .faces(Face.MCP)
            .build();
}
