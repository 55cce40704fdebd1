#!/bin/sh
# Run by `./mvnw verify` before the integration tests: installs the MCP client packages the
# MCP client IT drives (pinned by src/test/node/package-lock.json, from the npm registry) and
# names every outside tool a test needs but this machine lacks, with the command that installs it.
# Under CI=true those tests fail rather than skip; elsewhere they skip, and this says so up front.
cd "$(dirname "$0")/node" || exit 1
if command -v npm >/dev/null 2>&1; then
  if [ ! node_modules/.package-lock.json -nt package-lock.json ]; then
    echo "[INFO] installing the MCP client IT's packages: npm ci in $PWD" >&2
    npm ci --no-audit --no-fund --loglevel=error >&2 || echo "[WARNING] npm ci failed: the MCP client IT will be SKIPPED (fails under CI=true)" >&2
  fi
else
  echo "[WARNING] npm (Node.js >= 20) not found: the MCP client IT will be SKIPPED (fails under CI=true); install nodejs and npm" >&2
fi
missing=""
command -v roqet >/dev/null 2>&1 || missing="$missing rasqal-utils"
[ -x /usr/bin/chromium ] || missing="$missing chromium"
[ -x /usr/bin/chromedriver ] || missing="$missing chromium-driver"
command -v dot >/dev/null 2>&1 || missing="$missing graphviz"
command -v strace >/dev/null 2>&1 || missing="$missing strace"
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing="$missing nginx"
if [ -n "$missing" ]; then
  echo "[WARNING] missing Debian packages:$missing; the tests that drive them will be SKIPPED (fail under CI=true). Install: apt-get install -y$missing" >&2
fi
exit 0
