package dkg.it;

import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A real, independent MCP client — the official TypeScript SDK's Client over stdio, in
 * src/test/node/mcp-check.mjs — spawns {@code doca-kg mcp} on the skills-bundle store, lists the
 * tools and calls every one, checks isError results, reads resources and has path traversal refused.
 * Needs {@code npm ci} in src/test/node (done by .ci/run); fails under CI when node or the
 * packages are missing.
 */
class McpClientIT {
    @Test
    void theTypeScriptSdkClientCallsEveryToolAndReadsResources() throws Exception {
        Path node = nodeClient();
        Path store = ServeFixture.store();
        Process p = new ProcessBuilder("node", node.resolve("mcp-check.mjs").toString(), ServeFixture.launcher().toString(), store.toString())
                .directory(node.toFile())
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        byte[] out = p.getInputStream().readAllBytes();
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), "the MCP check did not finish");
        String line = new String(out, StandardCharsets.UTF_8).strip();
        assertFalse(line.isEmpty(), "the MCP check printed nothing (exit " + p.exitValue() + ")");
        JsonNode summary = new ObjectMapper().readTree(line.lines().reduce((a, b) -> b).orElseThrow());
        assertTrue(summary.get("failures").isEmpty(), "failed checks: " + summary.get("failures"));
        assertEquals(0, p.exitValue(), line);
        assertTrue(summary.get("ok").asBoolean());
        var tools = summary.get("tools").toString();
        assertTrue(tools.contains("search_docs") && tools.contains("sparql_query"), tools);
        assertTrue(summary.get("resources").asInt() > 300, "resources: " + summary.get("resources"));
        assertTrue(Files.isDirectory(store));
    }

    /**
     * The same SDK's streamable-HTTP client against {@code serve --require-token}'s {@code /mcp}, each
     * tool's answer compared with its stdio client's on the same store ({@code mcp} joins the serving
     * process); no token or a wrong one is refused with 401.
     */
    @Test
    void theStreamableHttpClientGetsStdiosAnswersWithATokenAndNothingWithout() throws Exception {
        Path node = nodeClient();
        Path store = ServeFixture.store();
        Path tokens = Files.createTempDirectory("mcp-http-it").resolve("tokens");
        Process create = new ProcessBuilder(ServeFixture.launcher().toString(), "token", "create", "it-agent", "--tokens", tokens.toString())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String secret = new String(create.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertTrue(create.waitFor(2, TimeUnit.MINUTES) && create.exitValue() == 0, "token create");
        Process serve = new ProcessBuilder(ServeFixture.launcher().toString(), "serve", "--store", store.toString(), "--port", "0",
                "--require-token", "--tokens", tokens.toString()).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        try {
            String url = new java.io.BufferedReader(new java.io.InputStreamReader(serve.getInputStream(), StandardCharsets.UTF_8)).readLine();
            assertTrue(url != null && url.endsWith("/doca/sparql"), "serve printed " + url);
            String mcp = url.replace("/doca/sparql", "/mcp");
            Process p = new ProcessBuilder("node", node.resolve("mcp-http-check.mjs").toString(), ServeFixture.launcher().toString(),
                    store.toString(), mcp, secret).directory(node.toFile()).redirectError(ProcessBuilder.Redirect.INHERIT).start();
            byte[] out = p.getInputStream().readAllBytes();
            assertTrue(p.waitFor(10, TimeUnit.MINUTES), "the MCP HTTP check did not finish");
            String line = new String(out, StandardCharsets.UTF_8).strip();
            assertFalse(line.isEmpty(), "the MCP HTTP check printed nothing (exit " + p.exitValue() + ")");
            JsonNode summary = new ObjectMapper().readTree(line.lines().reduce((a, b) -> b).orElseThrow());
            assertTrue(summary.get("failures").isEmpty(), "failed checks: " + summary.get("failures"));
            assertEquals(summary.get("tools").size(), summary.get("compared").size(), "every tool compared: " + line);
            assertEquals(0, p.exitValue(), line);
        } finally {
            serve.destroy();
            if (!serve.waitFor(60, TimeUnit.SECONDS)) serve.destroyForcibly();
        }
    }

    /** The TypeScript client's folder, once node and its packages are known to be there. */
    private static Path nodeClient() {
        Path node = Path.of("src", "test", "node").toAbsolutePath();
        ServeFixture.requireTool("node (>= 20)", "node", "--version");
        ServeFixture.requireTool("the MCP client packages (npm ci in " + node + ")", "node", "-e",
                "require.resolve('@modelcontextprotocol/sdk/package.json', {paths: ['" + node + "']})");
        return node;
    }
}
