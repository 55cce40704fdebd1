#!/usr/bin/env bash
# Load on `doca-kg serve` (loopback only): 16 concurrent HTTP clients for 30 s, a mix of SPARQL
# queries (SELECT, full text, GROUP BY, ASK, CONSTRUCT). Prints one JSON line: requests, errors,
# throughput, p50/p90/p99. Then the MCP round trip: spawn-to-first-answer and warm tools/call p50,
# measured by the TypeScript SDK client (needs `npm ci` in query/src/test/node).
# Usage: bench/serve-load.sh STORE [clients] [seconds] [mcp-calls]
# Build first: ./mvnw -q -B -DskipTests package && ./mvnw -q -B -pl query test-compile
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
store="${1:?usage: bench/serve-load.sh STORE [clients] [seconds] [mcp-calls]}"
clients="${2:-16}"; seconds="${3:-30}"; calls="${4:-200}"
java="${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin/java"

out="$(mktemp)"
./doca-kg serve --store "$store" --port 0 >"$out" 2>/dev/null &
pid=$!
trap 'kill "$pid" 2>/dev/null || true; rm -f "$out"' EXIT
for _ in $(seq 1 120); do [ -s "$out" ] && break; sleep 0.5; done
url="$(head -1 "$out")"
[ -n "$url" ] || { echo "serve did not start" >&2; exit 1; }
echo "http: $("$java" -cp query/target/test-classes dkg.bench.ServeBench "$url" "$clients" "$seconds")"
kill "$pid"; wait "$pid" 2>/dev/null || true

if [ -d query/src/test/node/node_modules ]; then
  echo "mcp: $(node query/src/test/node/mcp-check.mjs ./doca-kg "$store" --bench "$calls" 2>/dev/null)"
fi
