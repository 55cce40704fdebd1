package dkg.http;

import dkg.mcp.JsonRpcMessages;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import jakarta.servlet.http.HttpServletResponse;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;

/**
 * What reaches the MCP transport on {@code /mcp}: GET, POST and DELETE only (the servlet default
 * would echo a TRACE and answer an unknown method with a server error), and a POST body that is one
 * well-formed JSON-RPC message, checked as stdio checks a line. The SDK answers some malformed
 * messages with an empty stream (the client waits for an answer that never comes) or a 500; here
 * they get the JSON-RPC error stdio gives, with 400. The body is read as UTF-8 whatever charset the
 * request declares, as JSON is.
 */
final class McpMessageFilter extends HttpFilter {
    private final int maxMessageBytes;

    McpMessageFilter(int maxMessageBytes) { this.maxMessageBytes = maxMessageBytes; }

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain) throws IOException, ServletException {
        String method = req.getMethod();
        if (!method.equals("GET") && !method.equals("POST") && !method.equals("DELETE")) {
            res.setHeader("Allow", "GET, POST, DELETE");
            OneLine.send(res, 405, method + " is not an MCP method: POST messages, GET the event stream, DELETE the session");
            return;
        }
        if (!method.equals("POST")) {
            chain.doFilter(req, res);
            return;
        }
        byte[] body;
        try {
            // one byte past the bound tells an oversize body without holding it whole
            body = req.getInputStream().readNBytes(maxMessageBytes + 1);
        } catch (IOException e) {
            // the body did not arrive whole (the client went away, or a malformed chunk); answered if it still listens
            refuse(res, 400, JsonRpcMessages.error(-32700, "parse error: the request body did not arrive whole"));
            return;
        }
        if (body.length > maxMessageBytes) {
            refuse(res, 413, JsonRpcMessages.error(-32600, "message is over the " + maxMessageBytes + "-byte limit; it was not read"));
            return;
        }
        byte[] refusal = JsonRpcMessages.refusal(body);
        if (refusal == null) chain.doFilter(new ReadAgain(req, body), res);
        else if (refusal.length == 0) res.setStatus(202);
        else refuse(res, 400, refusal);
    }

    private static void refuse(HttpServletResponse res, int status, byte[] json) throws IOException {
        res.setStatus(status);
        res.setContentType("application/json;charset=utf-8");
        res.setContentLength(json.length);
        res.getOutputStream().write(json);
        res.flushBuffer();
    }

    /** The request with its body, already read, to read again. */
    private static final class ReadAgain extends HttpServletRequestWrapper {
        private final byte[] body;

        ReadAgain(HttpServletRequest req, byte[] body) {
            super(req);
            this.body = body;
        }

        @Override public int getContentLength() { return body.length; }
        @Override public long getContentLengthLong() { return body.length; }
        @Override public String getCharacterEncoding() { return StandardCharsets.UTF_8.name(); }

        @Override
        public BufferedReader getReader() {
            return new BufferedReader(new InputStreamReader(new ByteArrayInputStream(body), StandardCharsets.UTF_8));
        }

        @Override
        public ServletInputStream getInputStream() {
            ByteArrayInputStream in = new ByteArrayInputStream(body);
            return new ServletInputStream() {
                @Override public int read() { return in.read(); }
                @Override public int read(byte[] b, int off, int len) { return in.read(b, off, len); }
                @Override public boolean isFinished() { return in.available() == 0; }
                @Override public boolean isReady() { return true; }
                @Override public void setReadListener(ReadListener l) { throw new UnsupportedOperationException("the body is read already"); }
            };
        }
    }
}
