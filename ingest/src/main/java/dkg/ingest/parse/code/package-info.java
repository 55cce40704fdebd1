/**
 * C and C++ source code as the graph sees it: {@link dkg.ingest.parse.code.CodeScanner} finds where a
 * file names DOCA symbols (calls, macro uses, constants, types, definitions) with line, column and
 * enclosing function, on the tokens of the header parser's {@link dkg.ingest.parse.api.CTokenizer};
 * {@link dkg.ingest.parse.code.SampleCodeParser} writes them as CallSites of a Sample or Application,
 * and {@link dkg.ingest.parse.code.MesonBuildParser} records a unit's declared dependencies.
 */
package dkg.ingest.parse.code;
