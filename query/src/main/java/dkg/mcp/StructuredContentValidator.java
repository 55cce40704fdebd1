package dkg.mcp;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import dkg.json.Mappers;
import io.modelcontextprotocol.json.schema.JsonSchemaValidator;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Checks each tool result's structured content against the tool's declared output schema before it
 * is sent (the SDK calls this), so a result that breaks its own contract is caught here rather than
 * by a client. Schemas are compiled once each.
 */
final class StructuredContentValidator implements JsonSchemaValidator {
    private static final ObjectMapper JSON = Mappers.answers();
    private final SchemaRegistry registry = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12);
    private final Map<String, Schema> compiled = new ConcurrentHashMap<>();

    @Override
    public ValidationResponse validate(Map<String, Object> schema, Object structuredContent) {
        try {
            String schemaJson = JSON.writeValueAsString(schema);
            Schema s = compiled.computeIfAbsent(schemaJson, j -> registry.getSchema(j, InputFormat.JSON));
            var errors = s.validate(JSON.writeValueAsString(structuredContent), InputFormat.JSON);
            if (errors.isEmpty()) return ValidationResponse.asValid(JSON.writeValueAsString(structuredContent));
            System.err.println("doca-kg mcp: a result does not match its output schema: " + errors);
            return ValidationResponse.asInvalid("the result does not match the tool's output schema: " + errors.getFirst().getMessage());
        } catch (JsonProcessingException e) {
            return ValidationResponse.asInvalid("the result is not JSON: " + e.getOriginalMessage());
        }
    }
}
