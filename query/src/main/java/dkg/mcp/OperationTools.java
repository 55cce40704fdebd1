package dkg.mcp;

import dkg.api.DocaKg;
import dkg.op.Context;
import dkg.op.Face;
import dkg.op.Operation;
import dkg.op.Param;
import dkg.op.Presented;
import dkg.ops.Operations;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/** Every registered operation MCP offers, as a tool: its schema from the parameters, its answer as presented. */
final class OperationTools {
    private OperationTools() {}

    static List<McpTool> all(Supplier<DocaKg> kg) {
        return Operations.offeredBy(Face.MCP).stream().map(op -> tool(op, kg)).toList();
    }

    static McpTool tool(Operation<?, ?> op, Supplier<DocaKg> kg) {
        return new McpTool(op.tool(), op.title(), op.guide(), inputSchema(op), outputSchema(op), args -> {
            Presented p = op.call(kg.get().context(), args.values());
            return new ToolAnswer(p.structured(), p.text());
        });
    }

    static Map<String, Object> inputSchema(Operation<?, ?> op) { return inputSchema(op.params()); }

    /** The JSON Schema of a tool's arguments: one property a parameter, with its type, range, choices and default. */
    static Map<String, Object> inputSchema(List<Param> params) {
        Map<String, Object> properties = new LinkedHashMap<>();
        List<String> required = new java.util.ArrayList<>();
        for (Param p : params) {
            Map<String, Object> s = new LinkedHashMap<>();
            switch (p.kind()) {
                case TEXT, WORDS -> s.put("type", "string");
                case INTEGER -> { s.put("type", "integer"); s.put("minimum", p.min()); s.put("maximum", p.max()); }
                case FLAG -> s.put("type", "boolean");
                case TEXTS -> { s.put("type", "array"); s.put("items", Map.of("type", "string")); }
            }
            s.put("description", p.help());
            if (!p.choices().isEmpty()) s.put("enum", p.choices());
            if (p.defaultValue() != null)
                s.put("default", switch (p.kind()) {
                    case INTEGER -> Integer.parseInt(p.defaultValue());
                    case FLAG -> Boolean.parseBoolean(p.defaultValue());
                    default -> p.defaultValue();
                });
            properties.put(p.name(), s);
            for (String alias : p.aliases()) properties.put(alias, Map.of("type", s.get("type"), "description", "Older name of " + p.name() + "."));
            if (p.required()) required.add(p.name());
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("type", "object");
        m.put("properties", properties);
        if (!required.isEmpty()) m.put("required", required);
        m.put("additionalProperties", false);
        return m;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> outputSchema(Operation<?, ?> op) {
        Class<? extends Record> type = (Class<? extends Record>) op.answerType();
        return op.outputProperties() == null ? OutputSchemas.of(type) : OutputSchemas.of(type, op.outputProperties());
    }
}
