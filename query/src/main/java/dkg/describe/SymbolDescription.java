package dkg.describe;

import java.util.List;

/**
 * What {@code doca-kg describe} says of one symbol, as one DOCA release and one API source define it
 * ({@link #docaVersion}, {@link #apiSource}), plus where documents mention it. Fields the chosen
 * definition does not give are null (for a symbol only mentioned, every API field is null and
 * {@code definedIn} is empty). The first fifteen components are the JSON, in its order.
 *
 * @param symbol      exact C name
 * @param kind        function, type, enum, enum-value, macro or struct; null when no API source defines it
 * @param signature   declaration as written (a function's prototype, {@code NAME = VALUE} for an enumerator)
 * @param params      parameters in declaration order
 * @param value       an enumerator's or macro's value: a number when it is one, else the text
 * @param description detailed description, else the brief
 * @param stability   stable, experimental or none (functions only)
 * @param library     pkg-config module of the symbol's library ({@code doca-dma})
 * @param group       API group title ({@code DOCA DMA Engine})
 * @param header      header file name ({@code doca_dma.h})
 * @param line        line in the header, when the source gives it (headers do; Doxygen only for some kinds)
 * @param docaVersion release of the quoted definition
 * @param returns     errors it is documented to return, with the condition
 * @param mentionedIn skill sections (or other documents) that name it
 * @param sources     sourceRefs ({@code key#anchor}) the quoted definition was read from
 * @param apiSource   which source is quoted: {@code c-header} or {@code doxygen-html}
 * @param notes       the definition's notes
 * @param warnings    the definition's warnings
 * @param fields      a struct's fields
 * @param definedIn   every release and source that defines the symbol, the quoted one first
 * @param examples    sample call sites ({@code doca-samples/<release>/<file>#L<line>}), a few, samples first
 * @param versionNotes what the samples trees show about releases the API sources do not cover
 */
public record SymbolDescription(
        String symbol, String kind, String signature, List<Param> params, Object value, String description,
        String stability, String library, String group, String header, Long line, String docaVersion,
        List<Returned> returns, List<Mention> mentionedIn, List<String> sources,
        String apiSource, List<String> notes, List<String> warnings, List<Field> fields, List<Release> definedIn,
        List<String> examples, List<String> versionNotes) {

    /** A description without code facts (no samples tree ingested). */
    public SymbolDescription(String symbol, String kind, String signature, List<Param> params, Object value, String description,
                             String stability, String library, String group, String header, Long line, String docaVersion,
                             List<Returned> returns, List<Mention> mentionedIn, List<String> sources,
                             String apiSource, List<String> notes, List<String> warnings, List<Field> fields, List<Release> definedIn) {
        this(symbol, kind, signature, params, value, description, stability, library, group, header, line, docaVersion, returns,
                mentionedIn, sources, apiSource, notes, warnings, fields, definedIn, List.of(), List.of());
    }

    /** This description with sample call sites and version notes added. */
    public SymbolDescription withCode(List<String> examples, List<String> versionNotes) {
        return new SymbolDescription(symbol, kind, signature, params, value, description, stability, library, group, header, line,
                docaVersion, returns, mentionedIn, sources, apiSource, notes, warnings, fields, definedIn, examples, versionNotes);
    }

    public SymbolDescription {
        if (symbol == null || symbol.isBlank()) throw new IllegalArgumentException("symbol is required");
        params = List.copyOf(params);
        returns = List.copyOf(returns);
        mentionedIn = List.copyOf(mentionedIn);
        sources = List.copyOf(sources);
        notes = List.copyOf(notes);
        warnings = List.copyOf(warnings);
        fields = List.copyOf(fields);
        definedIn = List.copyOf(definedIn);
        examples = examples == null ? List.of() : List.copyOf(examples);
        versionNotes = versionNotes == null ? List.of() : List.copyOf(versionNotes);
    }

    /** A function or callback parameter; direction is in, out, inout or null when undocumented. */
    public record Param(String name, String type, String direction, String description) {}

    /** A struct or union field. */
    public record Field(String name, String type, String description) {}

    /** {@code error} is returned when {@code condition}. */
    public record Returned(String error, String condition) {}

    /** A section naming the symbol: its skill (null outside skills) and {@code key#anchor}. */
    public record Mention(String skill, String source) {}

    /** One release and API source that defines the symbol. */
    public record Release(String docaVersion, String apiSource) {}

    /** True when some ingested API source defines the symbol. */
    public boolean defined() { return kind != null || !definedIn.isEmpty(); }
}
