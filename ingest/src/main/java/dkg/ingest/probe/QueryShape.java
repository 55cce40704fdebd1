package dkg.ingest.probe;

import java.util.Locale;
import java.util.Optional;

/**
 * How the probe calls a capability query: which out-parameter it reads and whether an enum input
 * comes first. Derived from the C types in a {@link CapabilityQuerySpec}, so a new query with a
 * known shape needs no code.
 */
public record QueryShape(Out out, boolean enumInput) {

    /** The first-parameter type the probe can supply. */
    public static final String DEVINFO = "const struct doca_devinfo *";

    /** Out-parameter kinds; {@code NONE} means the return code is the answer. */
    public enum Out {
        NONE(0), U8(1), U16(2), U32(4), U64(8), ENUM(4);
        final int bytes;
        Out(int bytes) { this.bytes = bytes; }
    }

    /** Why a spec cannot be called, or the shape to call it with. */
    public sealed interface Verdict permits Callable, Unsupported {}
    public record Callable(QueryShape shape) implements Verdict {}
    public record Unsupported(String reason) implements Verdict {}

    /** Classifies a spec; never throws. */
    public static Verdict of(CapabilityQuerySpec spec) {
        if (!DEVINFO.equals(normalize(spec.firstParamType())))
            return new Unsupported("first parameter is " + spec.firstParamType() + ", not " + DEVINFO);
        Optional<Out> out = out(spec.outParamType());
        if (out.isEmpty()) return new Unsupported("out-parameter type " + spec.outParamType() + " is not handled");
        boolean enumInput = spec.extraInputType() != null && !spec.extraInputType().isBlank();
        if (enumInput) {
            String t = normalize(spec.extraInputType());
            if (!t.startsWith("enum ") || t.endsWith("*") || t.contains(","))
                return new Unsupported("extra input " + spec.extraInputType() + " is not a single enum");
            if (spec.extraInputValues().isEmpty())
                return new Unsupported("extra input " + spec.extraInputType() + " has no known values");
        }
        return new Callable(new QueryShape(out.get(), enumInput));
    }

    static Optional<Out> out(String type) {
        if (type == null || type.isBlank()) return Optional.of(Out.NONE);
        String t = normalize(type);
        return switch (t) {
            case "uint8_t *", "bool *" -> Optional.of(Out.U8);
            case "uint16_t *" -> Optional.of(Out.U16);
            case "uint32_t *" -> Optional.of(Out.U32);
            case "uint64_t *" -> Optional.of(Out.U64);
            default -> t.startsWith("enum ") && t.endsWith(" *") && !t.endsWith("* *")
                    ? Optional.of(Out.ENUM) : Optional.empty();
        };
    }

    /** One space between tokens and before each {@code *}: "const struct doca_devinfo*" → "const struct doca_devinfo *"; "x**" → "x * *". */
    static String normalize(String type) {
        if (type == null) return "";
        return type.replace("*", " * ").trim().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }
}
