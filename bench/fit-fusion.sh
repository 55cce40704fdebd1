#!/usr/bin/env bash
# Fits ask's fusion weights (lexical confidence and nearness in meaning) on the development ask
# sets, by likelihood (the shipped method) and by mean reciprocal rank, and scores every set from a
# fit that never saw it: dev from the fit on dev2 and dev2 from
# the fit on dev (leave one set out), each held-out set from the fit on both. Held-out sets are
# scored, never fitted on. Also reports the alternative with a refitted confidence curve.
# Usage: bench/fit-fusion.sh STORE [--write]   (STORE ingested with the skills bundle and API
# reference, with vectors; --write puts the fit on both development sets into ask's fusion.properties).
# Prints a Markdown report on stdout, progress on stderr.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
store="${1:?usage: bench/fit-fusion.sh STORE [--write]}"
export JAVA_HOME="${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
[ -f query/target/doca-kg.jar ] || ./mvnw -q -B -DskipTests package >&2
sets=query/src/test/resources/ask-eval
write=()
[ "${2:-}" = "--write" ] && write=(--write query/src/main/resources/dkg/ask/fusion.properties)
DOCA_KG_NO_FORWARD=1 ./doca-kg eval fusion --store "$store" --dev "$sets/dev.json" "$sets/dev2.json" \
  --heldout "$sets/heldout.json" "$sets/heldout2.json" "$sets/heldout3.json" "${write[@]}"
