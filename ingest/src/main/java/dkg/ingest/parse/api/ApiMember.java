package dkg.ingest.parse.api;

import java.util.ArrayList;
import java.util.List;

/**
 * One documented member of the C API (function, typedef, callback, enum, macro, struct or union) as a
 * parser read it, before it becomes triples. Parsers fill the fields they know; {@link ApiEmitter}
 * skips what is null or empty. Mutable, owned by one parser call.
 */
public final class ApiMember {

    /** What the member is; decides the Symbol class and which fields matter. */
    public enum Kind { FUNCTION, TYPEDEF, CALLBACK, ENUM, MACRO, STRUCT, UNION }

    /** Parameter (function, callback, macro) or field (struct, union). Direction is in, out, inout or null. */
    public record Param(String name, String type, String direction, String description) {}

    /** A documented return: {@code DOCA_ERROR_INVALID_VALUE} when {@code condition}. */
    public record Returned(String error, String condition) {}

    /** An enumerator: value as written (may be null: implicit), description, anchor on the page. */
    public record Enumerator(String name, String valueExpr, String description, String anchor) {}

    Kind kind;
    final String name;
    String anchor;
    String signature;
    String returnType;
    /** stable, experimental or none. */
    String stability = "none";
    boolean staticInline;
    String headerFile;
    Integer headerLine;
    String brief;
    String description;
    String value;
    final List<String> notes = new ArrayList<>();
    final List<String> warnings = new ArrayList<>();
    final List<Param> params = new ArrayList<>();
    final List<Returned> returns = new ArrayList<>();
    final List<Enumerator> enumerators = new ArrayList<>();

    public ApiMember(Kind kind, String name) {
        this.kind = kind;
        this.name = name;
    }

    public Kind kind() { return kind; }
    public String name() { return name; }
    public String signature() { return signature; }
    public String stability() { return stability; }
    public List<Param> params() { return params; }
    public List<Returned> returns() { return returns; }
    public List<Enumerator> enumerators() { return enumerators; }
    public String brief() { return brief; }
    public String description() { return description; }
    public String value() { return value; }
    public String headerFile() { return headerFile; }
    public Integer headerLine() { return headerLine; }
    public List<String> notes() { return notes; }
    public List<String> warnings() { return warnings; }

    @Override public String toString() { return kind + " " + name; }
}
