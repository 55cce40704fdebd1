package dkg.ingest.parse.code;

import java.util.List;

/**
 * What {@link CodeScanner} found in one file.
 *
 * @param refs       every DOCA-named identifier, in file order
 * @param functions  every function body in the file
 * @param balanced   false when braces or parentheses do not pair up (conditional code with
 *                   unbalanced branches): enclosing functions after that point may be wrong
 */
public record ScannedCode(List<CodeRef> refs, List<FunctionSpan> functions, boolean balanced) {
    public ScannedCode {
        refs = List.copyOf(refs);
        functions = List.copyOf(functions);
    }
}
