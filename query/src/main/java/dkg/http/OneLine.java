package dkg.http;

import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;

/** A refusal as one line of plain text, the way every face says what was wrong. */
final class OneLine {
    private OneLine() {}

    static void send(HttpServletResponse res, int status, String message) throws IOException {
        res.setStatus(status);
        res.setContentType("text/plain;charset=utf-8");
        res.setHeader("Cache-Control", "no-cache");
        res.getWriter().println(message);
        res.flushBuffer();
    }
}
