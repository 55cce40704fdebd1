package dkg.http.web;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dkg.api.DocaKg;
import dkg.error.BadInputException;
import dkg.json.Mappers;
import dkg.op.Context;
import dkg.op.Operation;
import dkg.op.Param;
import jakarta.servlet.http.HttpServletRequest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code /api/{operation}} for every registered operation HTTP offers: {@code GET} with the
 * parameters in the query string, or {@code POST} with a JSON object of them; a {@code POST} body
 * that is not JSON is the operation's free text (the page sends a pasted log that way). The answer is
 * what {@code --json} prints.
 */
final class OperationRoute {
    private static final ObjectMapper JSON = Mappers.messages();
    /** Most bytes of a body read: the longest free text at four bytes a character, and a little more. */
    static final int MAX_BODY_BYTES = 4 * dkg.ask.AskRequest.MAX_CHARS + 4096;

    private OperationRoute() {}

    static Object get(Operation<?, ?> op, DocaKg kg, HttpServletRequest req) {
        Map<String, Object> args = new LinkedHashMap<>();
        for (Param p : op.params())
            for (String name : names(p)) {
                String[] values = req.getParameterValues(name);
                if (values == null) continue;
                args.put(name, p.kind() == Param.Kind.TEXTS ? List.of(values) : values[0]);
            }
        return op.call(kg.context(), args).structured();
    }

    static Object post(Operation<?, ?> op, DocaKg kg, HttpServletRequest req) throws IOException {
        byte[] bytes = req.getInputStream().readNBytes(MAX_BODY_BYTES + 1);
        if (bytes.length > MAX_BODY_BYTES)
            throw new BadInputException(BadInputException.Code.REFUSED, op.name() + ": the body is longer than " + MAX_BODY_BYTES + " bytes");
        String body = new String(bytes, StandardCharsets.UTF_8);
        Map<String, Object> args;
        if (isJson(req, body)) {
            try {
                args = JSON.readValue(body, new TypeReference<LinkedHashMap<String, Object>>() {});
            } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
                throw new BadInputException(op.name() + ": the body is not a JSON object of the parameters: " + e.getOriginalMessage());
            }
        } else {
            Param text = op.params().stream().filter(p -> p.kind() == Param.Kind.WORDS).findFirst()
                    .orElseThrow(() -> new BadInputException(op.name() + ": send the parameters as a JSON object"));
            args = new LinkedHashMap<>(Map.of(text.name(), body));
            // the query string may add the other parameters (a form body was read as the text, not as parameters)
            if (!isForm(req))
                for (Param p : op.params()) if (p != text && req.getParameter(p.name()) != null) args.put(p.name(), req.getParameter(p.name()));
        }
        return op.call(kg.context(), args).structured();
    }

    private static boolean isJson(HttpServletRequest req, String body) {
        String type = req.getContentType();
        return type != null ? type.toLowerCase(java.util.Locale.ROOT).startsWith("application/json") : body.stripLeading().startsWith("{");
    }

    private static boolean isForm(HttpServletRequest req) {
        String type = req.getContentType();
        return type != null && type.toLowerCase(java.util.Locale.ROOT).startsWith("application/x-www-form-urlencoded");
    }

    private static List<String> names(Param p) {
        List<String> all = new java.util.ArrayList<>(List.of(p.name()));
        all.addAll(p.aliases());
        return all;
    }
}
