package dkg.code;

/**
 * One CallSite of an ingested samples tree, as the catalog keeps it in memory.
 *
 * @param symbol        the symbol's exact name
 * @param use           use kind ({@code call}, {@code macro}, ...)
 * @param docaVersion   release of the tree
 * @param path          path of the file in the tree ({@code samples/doca_dma/dma_local_copy/dma_local_copy_sample.c})
 * @param line          1-based line
 * @param column        1-based column, 0 when unknown
 * @param function      enclosing function, or null
 * @param functionLines lines of the enclosing function, 0 at file scope
 * @param unitKind      {@code sample}, {@code application} or null
 * @param unit          the sample's or application's folder name, or null
 * @param sourceRef     {@code key#L<line>}
 * @param args          arguments a call passes, -1 when not a call or not read
 */
public record SiteRecord(String symbol, String use, String docaVersion, String path, int line, int column, String function,
                         int functionLines, String unitKind, String unit, String sourceRef, int args) {}
