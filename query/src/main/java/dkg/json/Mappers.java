package dkg.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;

/**
 * The JSON mappers, one per purpose, each configured once. Each is made on first use: building an
 * ObjectMapper initialises Jackson's date formats and with them the JDK's calendar and locale data,
 * which a text answer never needs.
 */
public final class Mappers {
    private Mappers() {}

    /** Deepest nesting accepted in a client's message (tool arguments are flat). */
    public static final int MAX_MESSAGE_NESTING = 64;

    /**
     * Answers as the faces give them: MCP {@code structuredContent}, HTTP JSON, and {@code --json}
     * through {@link #answersIndented()}; one configuration, so every face serializes alike.
     */
    public static ObjectMapper answers() { return Answers.MAPPER; }

    /** {@link #answers()} writing indented text, as {@code --json} prints it for a person to read too. */
    public static ObjectWriter answersIndented() { return Answers.INDENTED; }

    /**
     * What clients send (MCP messages and tool arguments, HTTP bodies): strict, since anyone may
     * write it; a duplicate key, trailing tokens or nesting past {@link #MAX_MESSAGE_NESTING} is refused.
     */
    public static ObjectMapper messages() { return Messages.MAPPER; }

    /** The parser factory of {@link #messages()}, for the few places that scan a message token by token. */
    public static JsonFactory messageFactory() { return Messages.FACTORY; }

    /**
     * Files: what the tool writes and reads back (derived values, snapshot manifests) and the data
     * files it is handed (eval sets, source manifests).
     */
    public static ObjectMapper files() { return Files.MAPPER; }

    private static final class Answers {
        static final ObjectMapper MAPPER = new ObjectMapper();
        static final ObjectWriter INDENTED = MAPPER.writer(SerializationFeature.INDENT_OUTPUT);
    }

    private static final class Messages {
        static final JsonFactory FACTORY = JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_MESSAGE_NESTING).build())
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .build();
        static final ObjectMapper MAPPER = new ObjectMapper(FACTORY).enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    }

    private static final class Files {
        static final ObjectMapper MAPPER = new ObjectMapper();
    }
}
