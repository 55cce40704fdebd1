package dkg.http;

import java.nio.ByteBuffer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * Error responses as one line of plain text with the security headers: Jetty's own error page is
 * HTML that echoes the request's URI, carries no Content-Security-Policy, and may show a stack
 * trace.
 */
final class PlainErrors extends org.eclipse.jetty.ee11.servlet.ErrorHandler {
    PlainErrors() {
        setShowStacks(false);
        setShowMessageInTitle(false);
    }

    @Override
    protected boolean generateAcceptableResponse(Request request, Response response, Callback callback, String contentType,
                                                 List<Charset> charsets, int code, String message, Throwable cause) {
        // a message Jetty made of an exception names its class: the status says enough
        String line = cause != null || message == null || message.isBlank() ? HttpStatus.getMessage(code) : message;
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/plain;charset=utf-8");
        response.getHeaders().put("Content-Security-Policy", SecurityHeaders.CSP);
        response.getHeaders().put("X-Content-Type-Options", "nosniff");
        response.write(true, ByteBuffer.wrap((firstLine(line) + "\n").getBytes(StandardCharsets.UTF_8)), callback);
        return true;
    }

    private static String firstLine(String s) {
        String t = s.strip();
        int nl = t.indexOf('\n');
        t = nl < 0 ? t : t.substring(0, nl).strip();
        return t.length() > 300 ? t.substring(0, 300) + "…" : t;
    }
}
