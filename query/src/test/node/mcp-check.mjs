// An independent MCP client: the official TypeScript SDK's Client over stdio, driving `doca-kg mcp`.
// Usage: node mcp-check.mjs <launcher> <store> [--bench N]
// Lists the tools and calls every one of them with arguments from CASES (a listed tool without a case
// fails the run), checks isError results for bad arguments and refusals, reads resources and refuses
// path traversal. Prints one JSON summary line on stdout; exits 1 on the first failed check.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { performance } from "node:perf_hooks";

const [launcher, store, ...rest] = process.argv.slice(2);
const benchN = rest[0] === "--bench" ? Number(rest[1]) : 0;
if (!launcher || !store) {
  console.error("usage: node mcp-check.mjs <launcher> <store> [--bench N]");
  process.exit(2);
}

const failures = [];
function check(cond, what) {
  if (!cond) failures.push(what);
  return cond;
}
const text = (r) => (r.content ?? []).filter((c) => c.type === "text").map((c) => c.text).join("\n");
const json = (r) => JSON.stringify(r.structuredContent ?? {});

// One good call per tool, with what its answer must show. A tool listed by the server but missing
// here fails the run: every tool is exercised.
const CASES = {
  search_docs: {
    args: { query: "dma memcpy", limit: 5 },
    ok: (r) => r.structuredContent.hits.length > 0 && json(r).includes("doca-dma") && text(r).includes("doca-dma"),
  },
  sparql_query: {
    args: { query: "PREFIX dkg: <https://w3id.org/doca-kg/ontology#> SELECT ?s WHERE { ?s a dkg:Skill } ORDER BY ?s", limit: 5 },
    ok: (r) => r.structuredContent.form === "SELECT" && r.structuredContent.count === 5
      && r.structuredContent.results.results.bindings.length === 5 && text(r).includes("| s ")
      && text(r).includes("(cut at the row cap of 5 rows)"),
  },
  route_question: {
    args: { question: "How do I copy a buffer from host to the DPU with DMA?", limit: 3 },
    ok: (r) => json(r).includes("doca-dma"),
  },
  explain_error: {
    args: { error: "DOCA_ERROR_NOT_PERMITTED" },
    ok: (r) => json(r).includes("NOT_PERMITTED") && text(r).length > 0,
  },
  describe_symbol: {
    args: { symbol: "doca_dma_task_memcpy_alloc_init" },
    ok: (r) => json(r).includes("doca_dma_task_memcpy_alloc_init"),
  },
  list_capabilities: {
    args: { library: "doca-dma" },
    ok: (r) => json(r).includes("doca_dma") || json(r).includes("doca-dma"),
  },
  probe_device: {
    args: {},
    ok: (r) => typeof r.structuredContent === "object" && text(r).length > 0,
  },
  ask: {
    args: { question: "doca_dma_task_memcpy completes with DOCA_ERROR_NOT_PERMITTED when I copy from host memory to the DPU", limit: 3 },
    ok: (r) => r.structuredContent.skills?.[0]?.skill === "doca-dma" && json(r).includes("NOT_PERMITTED")
      && r.structuredContent.evidence?.length > 0 && text(r).includes("doca-dma"),
  },
  check_code: {
    // a misspelt DOCA call: found with its line and a did-you-mean
    args: { code: "#include <doca_dma.h>\nint main(void)\n{\n\treturn doca_dma_cap_task_memcpy_is_supportd(0);\n}\n", file_name: "main.c" },
    ok: (r) => json(r).includes("doca_dma_cap_task_memcpy_is_supported") && text(r).includes("main.c"),
  },
  changes: {
    // no release of samples or API is 2.9 in the shared store: the tool must say what to ingest
    args: { from: "2.9", to: "3.3" },
    refused: /no API source or samples tree of DOCA 2\.9 is ingested/,
  },
  find_examples: {
    // the shared store holds no samples tree: the tool must say so, as a user error
    args: { symbol: "doca_dma_task_memcpy_alloc_init", limit: 2 },
    refused: /no samples tree is ingested/,
  },
  usage_patterns: {
    args: { library: "dma" },
    refused: /no samples tree is ingested/,
  },
  store_stats: {
    args: {},
    ok: (r) => r.structuredContent.quads > 0 && text(r).includes("quads"),
  },
  list_releases: {
    // the shared store has the 3.0 API reference and no samples tree
    args: {},
    ok: (r) => r.structuredContent.releases.some((x) => x.version.startsWith("3.0") && x.apiSource && !x.samplesTree),
  },
  symbol_history: {
    args: { symbol: "doca_dma_task_memcpy_alloc_init" },
    ok: (r) => json(r).includes("doca_dma_task_memcpy_alloc_init") && text(r).includes("3.0"),
  },
};

// Bad arguments and refusals: each must come back as isError with a message naming the problem.
const BAD = [
  ["search_docs", { query: "" }, /query/],
  ["search_docs", { query: "dma", limit: 0 }, /limit/],
  ["sparql_query", { query: "INSERT DATA { <urn:a> <urn:b> <urn:c> }" }, /read-only|only SELECT/],
  ["sparql_query", { query: "LOAD <http://127.0.0.1:9/x.ttl>" }, /read-only|only SELECT/],
  ["sparql_query", { query: "SELECT * WHERE { SERVICE <http://127.0.0.1:9/sparql> { ?s ?p ?o } }" }, /SERVICE/],
  ["sparql_query", { query: "SELECT WHERE {" }, /malformed/],
];

const t0 = performance.now();
const transport = new StdioClientTransport({ command: launcher, args: ["mcp", "--store", store], stderr: "inherit" });
const client = new Client({ name: "doca-kg-check", version: "1.0.0" });
await client.connect(transport);
const firstAnswerMs = performance.now() - t0;

const info = client.getServerVersion();
check(info?.name === "doca-kg", "server name is doca-kg");

const { tools } = await client.listTools();
const names = tools.map((t) => t.name);
for (const t of tools) {
  check(t.description && t.description.length > 80, `${t.name}: has a one-paragraph description`);
  check(t.inputSchema?.type === "object", `${t.name}: has an object input schema`);
  const c = CASES[t.name];
  if (!check(c, `${t.name}: the check has a case for it`)) continue;
  const r = await client.callTool({ name: t.name, arguments: c.args });
  if (c.refused) {
    check(r.isError === true && c.refused.test(text(r)), `${t.name}: refused matching ${c.refused} (got ${text(r).slice(0, 200)})`);
    continue;
  }
  if (!check(!r.isError, `${t.name}: succeeds (${text(r).slice(0, 200)})`)) continue;
  check(r.structuredContent && typeof r.structuredContent === "object", `${t.name}: has structured content`);
  check(text(r).length > 0, `${t.name}: has text content`);
  check(c.ok(r), `${t.name}: answer shows what it should (${json(r).slice(0, 200)})`);
}
for (const required of ["search_docs", "sparql_query"]) check(names.includes(required), `tool ${required} is listed`);

for (const [name, args, expect] of BAD) {
  const r = await client.callTool({ name, arguments: args });
  check(r.isError === true && expect.test(text(r)), `${name} ${JSON.stringify(args)}: isError matching ${expect} (got ${JSON.stringify(r).slice(0, 200)})`);
}

// Resources: skill files are listed and readable; traversal is refused and leaks nothing.
const { resources } = await client.listResources();
const skill = "doca-kg://skills/doca-dma/SKILL.md";
check(resources.some((r) => r.uri === skill), `resource ${skill} is listed (${resources.length} resources)`);
const read = await client.readResource({ uri: skill });
check(read.contents?.[0]?.text?.includes("name: doca-dma"), "SKILL.md of doca-dma reads back");
const TRAVERSALS = [
  "doca-kg://skills/doca-dma/..%2F..%2F..%2FREADME.md",
  "doca-kg://skills/doca-dma/..%2F..%2F..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd",
  "doca-kg://skills/doca-dma/%2Fetc%2Fpasswd",
  "doca-kg://skills/doca-dma/../../../README.md",
  "doca-kg://skills/..%2F..%2F/README.md",
];
for (const uri of TRAVERSALS) {
  try {
    const r = await client.readResource({ uri });
    check(false, `traversal ${uri} is refused (got ${JSON.stringify(r).slice(0, 120)})`);
  } catch (e) {
    check(!String(e.message).includes("root:"), `traversal ${uri} leaks nothing`);
  }
}

// Bench: warm tools/call round trips.
let bench = null;
if (benchN > 0) {
  const queries = ["dma memcpy", "rdma write", "flow pipe", "DOCA_ERROR_NOT_PERMITTED", "comch", "compress deflate"];
  for (let i = 0; i < 20; i++) await client.callTool({ name: "search_docs", arguments: { query: queries[i % queries.length] } });
  const ms = [];
  for (let i = 0; i < benchN; i++) {
    const s = performance.now();
    await client.callTool({ name: "search_docs", arguments: { query: queries[i % queries.length], limit: 10 } });
    ms.push(performance.now() - s);
  }
  ms.sort((a, b) => a - b);
  const q = (p) => ms[Math.min(ms.length - 1, Math.floor(p * ms.length))];
  bench = { calls: benchN, p50Ms: +q(0.5).toFixed(2), p90Ms: +q(0.9).toFixed(2), p99Ms: +q(0.99).toFixed(2) };
}

await client.close();
console.log(JSON.stringify({ ok: failures.length === 0, tools: names, resources: resources.length,
  firstAnswerMs: +firstAnswerMs.toFixed(0), bench, failures }));
process.exit(failures.length === 0 ? 0 : 1);
