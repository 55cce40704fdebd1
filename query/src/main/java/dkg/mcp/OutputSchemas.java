package dkg.mcp;

import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The JSON Schema of a tool's structured content, derived from the façade record it renders, so the
 * declared schema cannot drift from what is sent: each record component is a property of its JSON
 * type (lists as arrays of their element's schema, nested records as objects). A boxed value or an
 * object may be null; a primitive never is. Extra properties are allowed, since the JSON mapper
 * also writes derived getters and a tool may add a field (such as explain_error's {@code omitted}).
 */
final class OutputSchemas {
    private OutputSchemas() {}

    /** The schema of a record type's JSON form, with every component required (the mapper writes nulls too). */
    static Map<String, Object> of(Class<? extends Record> type) {
        return object(type, new HashSet<>());
    }

    /** The schema of a record type with extra top-level properties the tool adds. */
    static Map<String, Object> of(Class<? extends Record> type, Map<String, Object> extraProperties) {
        Map<String, Object> s = of(type);
        @SuppressWarnings("unchecked") Map<String, Object> props = (Map<String, Object>) s.get("properties");
        props.putAll(extraProperties);
        return s;
    }

    /** Any JSON object: for answers whose shape is another program's (a probe's document). */
    static Map<String, Object> anyObject() { return Map.of("type", "object"); }

    private static Map<String, Object> object(Class<?> type, Set<Class<?>> open) {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("type", "object");
        if (!open.add(type)) return s; // a record that contains itself: described once
        Map<String, Object> props = new LinkedHashMap<>();
        List<String> required = new ArrayList<>();
        for (RecordComponent c : type.getRecordComponents()) {
            props.put(c.getName(), schema(c.getGenericType(), open));
            required.add(c.getName());
        }
        open.remove(type);
        s.put("properties", props);
        s.put("required", required);
        return s;
    }

    private static Map<String, Object> schema(Type t, Set<Class<?>> open) {
        if (t instanceof WildcardType w) return schema(w.getUpperBounds()[0], open);
        if (t instanceof GenericArrayType a) return nullable(Map.of("type", "array", "items", schema(a.getGenericComponentType(), open)));
        if (t instanceof ParameterizedType p) {
            Class<?> raw = (Class<?>) p.getRawType();
            if (Collection.class.isAssignableFrom(raw)) return nullable(Map.of("type", "array", "items", schema(p.getActualTypeArguments()[0], open)));
            if (Map.class.isAssignableFrom(raw)) return nullable(Map.of("type", "object", "additionalProperties", schema(p.getActualTypeArguments()[1], open)));
            return schema(raw, open);
        }
        if (!(t instanceof Class<?> c)) return Map.of();
        if (c == boolean.class) return Map.of("type", "boolean");
        if (c == int.class || c == long.class || c == short.class || c == byte.class) return Map.of("type", "integer");
        if (c == double.class || c == float.class) return Map.of("type", "number");
        if (c == Boolean.class) return nullable(Map.of("type", "boolean"));
        if (c == Integer.class || c == Long.class || c == Short.class || c == Byte.class) return nullable(Map.of("type", "integer"));
        if (Number.class.isAssignableFrom(c)) return nullable(Map.of("type", "number"));
        if (c == String.class || c.isEnum() || CharSequence.class.isAssignableFrom(c) || c == java.nio.file.Path.class
                || java.time.temporal.Temporal.class.isAssignableFrom(c) || c == java.time.Duration.class)
            return nullable(Map.of("type", "string"));
        if (c.isArray()) return nullable(Map.of("type", "array", "items", schema(c.getComponentType(), open)));
        if (c.isRecord()) return nullable(object(c, open));
        if (Collection.class.isAssignableFrom(c)) return nullable(Map.of("type", "array"));
        if (Map.class.isAssignableFrom(c)) return nullable(Map.of("type", "object"));
        return Map.of(); // anything else (Object, an interface): any JSON value
    }

    private static Map<String, Object> nullable(Map<String, Object> s) {
        Map<String, Object> n = new LinkedHashMap<>(s);
        n.put("type", List.of(s.get("type"), "null"));
        return n;
    }
}
