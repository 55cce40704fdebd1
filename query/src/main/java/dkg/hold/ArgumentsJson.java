package dkg.hold;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.util.Collection;
import java.util.Map;

/**
 * An operation's arguments as the JSON object a holder reads, written with Jackson's streaming
 * generator alone: a forwarded command would otherwise start the data-binding mapper, which costs
 * more than the rest of its round trip.
 */
final class ArgumentsJson {
    private ArgumentsJson() {}

    private static final JsonFactory FACTORY = JsonFactory.builder().build();

    /** Writes {@code arguments}: strings, booleans, numbers and lists of them. */
    static String write(Map<String, ?> arguments) {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = FACTORY.createGenerator(out)) {
            g.writeStartObject();
            for (Map.Entry<String, ?> e : arguments.entrySet()) {
                g.writeFieldName(e.getKey());
                value(g, e.getValue());
            }
            g.writeEndObject();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException("writing to a string cannot fail", e);
        }
        return out.toString();
    }

    // an if-chain, not a pattern switch: that one spins a class at first use, a cost this path avoids
    private static void value(JsonGenerator g, Object v) throws IOException {
        if (v == null) g.writeNull();
        else if (v instanceof Boolean b) g.writeBoolean(b);
        else if (v instanceof Integer i) g.writeNumber(i);
        else if (v instanceof Long l) g.writeNumber(l);
        else if (v instanceof Collection<?> list) {
            g.writeStartArray();
            for (Object item : list) value(g, item);
            g.writeEndArray();
        } else g.writeString(String.valueOf(v));
    }
}
