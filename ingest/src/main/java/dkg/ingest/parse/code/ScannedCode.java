package dkg.ingest.parse.code;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What {@link CodeScanner} found in one file.
 *
 * @param refs       every DOCA-named identifier, in file order
 * @param functions  every function body in the file
 * @param balanced   false when braces or parentheses do not pair up (conditional code with
 *                   unbalanced branches): enclosing functions after that point may be wrong
 * @param includes   the file names its {@code #include} lines name ({@code doca_dma.h}), without folders
 * @param bodyNames  per function defined here, every identifier written from its name to its closing
 *                   brace (what it calls or hands on), comments and strings left out
 */
public record ScannedCode(List<CodeRef> refs, List<FunctionSpan> functions, boolean balanced, List<String> includes,
                          Map<String, Set<String>> bodyNames) {
    public ScannedCode {
        refs = List.copyOf(refs);
        functions = List.copyOf(functions);
        includes = List.copyOf(includes);
        bodyNames = Map.copyOf(bodyNames);
    }
}
