// The official TypeScript SDK's streamable-HTTP client against `doca-kg serve`'s /mcp, side by side
// with its stdio client against `doca-kg mcp` on the same store: the same tools are listed, and every
// tool gives the same structured answer (and the same isError) to the same arguments. Without the
// bearer token the HTTP client is refused.
// Usage: node mcp-http-check.mjs <launcher> <store> <mcp-url> <token>
// Prints one JSON summary line on stdout; exits 1 when a check failed.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const [launcher, store, url, token] = process.argv.slice(2);
if (!launcher || !store || !url || !token) {
  console.error("usage: node mcp-http-check.mjs <launcher> <store> <mcp-url> <token>");
  process.exit(2);
}
const failures = [];
const check = (cond, what) => { if (!cond) failures.push(what); return cond; };

// One call per tool; a listed tool without arguments here fails the run.
const ARGS = {
  ask: { question: "doca_dma_task_memcpy completes with DOCA_ERROR_NOT_PERMITTED when I copy from host memory", limit: 3 },
  search_docs: { query: "dma memcpy", limit: 5 },
  route_question: { question: "How do I copy a buffer from host to the DPU with DMA?", limit: 3 },
  explain_error: { error: "DOCA_ERROR_NOT_PERMITTED" },
  describe_symbol: { symbol: "doca_dma_task_memcpy_alloc_init" },
  list_capabilities: { library: "doca-dma" },
  sparql_query: { query: "PREFIX dkg: <https://w3id.org/doca-kg/ontology#> SELECT ?s WHERE { ?s a dkg:Skill } ORDER BY ?s", limit: 5 },
  probe_device: {},
  check_code: { code: "#include <doca_dma.h>\nint main(void)\n{\n\treturn doca_dma_cap_task_memcpy_is_supportd(0);\n}\n", file_name: "main.c" },
  find_examples: { symbol: "doca_dma_task_memcpy_alloc_init", limit: 2 },
  changes: { from: "2.9", to: "3.3" },
  usage_patterns: { library: "dma" },
  store_stats: {},
  list_releases: {},
  symbol_history: { symbol: "doca_dma_task_memcpy_alloc_init" },
};

// What differs between two runs of one call and is no part of the answer.
const RUN_DEPENDENT = /millis|tookMs|probedAt|elapsed/i;
const canonical = (v) => (v === undefined ? "(none)" : JSON.stringify(v, (k, x) => (RUN_DEPENDENT.test(k) ? undefined : x)));

const http = new Client({ name: "doca-kg-http-check", version: "1.0.0" });
await http.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { Authorization: `Bearer ${token}` } } }));
const stdio = new Client({ name: "doca-kg-stdio-check", version: "1.0.0" });
await stdio.connect(new StdioClientTransport({ command: launcher, args: ["mcp", "--store", store], stderr: "inherit" }));

const httpTools = (await http.listTools()).tools.map((t) => t.name).sort();
const stdioTools = (await stdio.listTools()).tools.map((t) => t.name).sort();
check(JSON.stringify(httpTools) === JSON.stringify(stdioTools), `the same tools (http ${httpTools}, stdio ${stdioTools})`);
const compared = [];
for (const name of httpTools) {
  if (!check(ARGS[name] !== undefined, `${name}: the check has arguments for it`)) continue;
  const a = await http.callTool({ name, arguments: ARGS[name] });
  const b = await stdio.callTool({ name, arguments: ARGS[name] });
  check(Boolean(a.isError) === Boolean(b.isError), `${name}: isError agrees (http ${a.isError}, stdio ${b.isError})`);
  const text = (r) => (r.content ?? []).filter((c) => c.type === "text").map((c) => c.text).join("\n");
  // an error has no structured content: its one line must agree instead
  if (a.isError) check(text(a) === text(b), `${name}: the same error (http ${text(a).slice(0, 160)} / stdio ${text(b).slice(0, 160)})`);
  check(canonical(a.structuredContent) === canonical(b.structuredContent),
    `${name}: the same structured answer (http ${canonical(a.structuredContent).slice(0, 160)} / stdio ${canonical(b.structuredContent).slice(0, 160)})`);
  compared.push(name);
}
await stdio.close();
await http.close();

// No token, or a wrong one: refused before any session starts.
for (const bad of [undefined, "dkgt_wrong"]) {
  const c = new Client({ name: "doca-kg-no-token", version: "1.0.0" });
  const headers = bad ? { Authorization: `Bearer ${bad}` } : {};
  try {
    await c.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
    check(false, `a client with ${bad ?? "no"} token is refused`);
    await c.close();
  } catch (e) {
    check(e?.code === 401 && /token/.test(String(e?.message)), `a client with ${bad ?? "no"} token gets 401 saying why (got ${e?.code}: ${String(e?.message ?? e).slice(0, 120)})`);
  }
}
console.log(JSON.stringify({ ok: failures.length === 0, tools: httpTools, compared, failures }));
process.exit(failures.length === 0 ? 0 : 1);
