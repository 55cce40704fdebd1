#!/usr/bin/env bash
# Many agents on one team server: SESSIONS MCP sessions over streamable HTTP against `doca-kg serve`
# on STORE (loopback, --require-token with a token made for the run), a mix of tool calls for SECONDS.
# Usage: bench/mcp-http-load.sh STORE [SESSIONS=64] [SECONDS=60]. Prints one JSON line on stdout.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
store="$1"; sessions="${2:-64}"; seconds="${3:-60}"
export JAVA_HOME="${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
java="$JAVA_HOME/bin/java"
[ -f query/target/doca-kg.jar ] || ./mvnw -q -B -DskipTests package >&2
[ -f query/target/test-classes/dkg/bench/McpHttpBench.class ] || ./mvnw -q -B -pl query -am test-compile >&2
work="$(mktemp -d /tmp/doca-kg-mcp-load.XXXXXX)"
serve_pid=""
cleanup() { [ -n "$serve_pid" ] && kill "$serve_pid" 2>/dev/null; wait 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
token="$(./doca-kg token create bench --tokens "$work/tokens" 2>/dev/null)"
./doca-kg serve --store "$store" --port 0 --require-token --tokens "$work/tokens" >"$work/serve.out" 2>"$work/serve.err" &
serve_pid=$!
for _ in $(seq 1 240); do [ -s "$work/serve.out" ] && break; sleep 0.5; done
url="$(head -1 "$work/serve.out")"; base="${url%/doca/sparql}"
"$java" -cp "query/target/test-classes:query/target/doca-kg.jar" dkg.bench.McpHttpBench "$base" "$token" "$sessions" "$seconds"
