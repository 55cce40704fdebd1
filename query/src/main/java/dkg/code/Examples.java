package dkg.code;

import java.util.List;

/**
 * What {@code doca-kg examples SYMBOL} answers: NVIDIA sample and application lines that use the
 * symbol, best first (see {@link ExampleFinder}).
 *
 * @param symbol      the symbol asked for
 * @param docaVersion the release asked for, or null for all ingested samples trees
 * @param total       call sites found before the limit
 * @param examples    the ranked call sites, at most the limit
 */
public record Examples(String symbol, String docaVersion, int total, List<Example> examples) {
    public Examples {
        examples = List.copyOf(examples);
    }

    /**
     * One call site with a few lines around it.
     *
     * @param file        path in the samples tree
     * @param line        1-based line
     * @param column      1-based column
     * @param use         call, macro, reference, ...
     * @param function    enclosing function, or null at file scope
     * @param functionLines length of that function in lines
     * @param unitKind    sample or application
     * @param unit        the sample's or application's name
     * @param docaVersion release of the samples tree
     * @param source      {@code key#L<line>}, the provenance anchor
     * @param contextStart line number of the first context line
     * @param context     the lines around the call, as written (empty when the tree is not on this machine)
     * @param releases    every ingested release whose tree has this call site (same file, function and n-th use), newest first
     */
    public record Example(String file, int line, int column, String use, String function, int functionLines,
                          String unitKind, String unit, String docaVersion, String source, int contextStart,
                          List<String> context, List<String> releases) {
        public Example {
            context = List.copyOf(context);
            releases = List.copyOf(releases);
        }
    }
}
