package dkg.mcp;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A small builder for the JSON Schema object of a tool's input. */
final class Schema {
    private final Map<String, Object> properties = new LinkedHashMap<>();
    private final List<String> required = new ArrayList<>();

    static Schema object() { return new Schema(); }

    Schema string(String name, String description, boolean isRequired) {
        return prop(name, Map.of("type", "string", "description", description), isRequired);
    }

    Schema stringEnum(String name, String description, List<String> choices) {
        return prop(name, Map.of("type", "string", "description", description, "enum", choices), false);
    }

    Schema integer(String name, String description, int min, int max, int dflt) {
        return prop(name, Map.of("type", "integer", "description", description, "minimum", min, "maximum", max, "default", dflt), false);
    }

    Schema stringArray(String name, String description, boolean isRequired) {
        return prop(name, Map.of("type", "array", "items", Map.of("type", "string"), "description", description), isRequired);
    }

    Schema bool(String name, String description, boolean dflt) {
        return prop(name, Map.of("type", "boolean", "description", description, "default", dflt), false);
    }

    private Schema prop(String name, Map<String, Object> spec, boolean isRequired) {
        properties.put(name, spec);
        if (isRequired) required.add(name);
        return this;
    }

    Map<String, Object> build() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("type", "object");
        m.put("properties", properties);
        if (!required.isEmpty()) m.put("required", required);
        m.put("additionalProperties", false);
        return m;
    }
}
