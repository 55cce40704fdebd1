#!/usr/bin/env bash
# search, given each real question of the ask eval sets as typed: how often the section that
# answers it (its anchor) is among the first 5 and 10 hits, by words alone and by words and
# meaning, side by side in one run. Usage: bench/search-anchors.sh STORE (ingested with the skills
# bundle and API reference, with vectors). Markdown on stdout.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
store="${1:?usage: bench/search-anchors.sh STORE}"
export JAVA_HOME="${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
[ -f query/target/doca-kg.jar ] || ./mvnw -q -B -DskipTests package >&2
sets=query/src/test/resources/ask-eval
"$JAVA_HOME/bin/java" --enable-native-access=ALL-UNNAMED -cp query/target/doca-kg.jar bench/SearchAnchors.java "$store" \
  "$sets/dev.json" "$sets/dev2.json" "$sets/heldout.json" "$sets/heldout2.json" "$sets/heldout3.json" 2>/dev/null
