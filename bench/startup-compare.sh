#!/usr/bin/env bash
# Start-up of one-shot commands in two builds of doca-kg, side by side in one run: whole-process
# medians of search, route, explain, describe, stats and ask, cold (no holder) and through a
# running `serve` (the holder answers), each build with its own launcher and AOT caches, on one
# store. The two builds' runs alternate, so machine load falls on both alike.
# Usage: bench/startup-compare.sh BASE_TREE STORE [RUNS=7]
#   BASE_TREE: a checkout of the build to compare with, built (./mvnw -DskipTests package)
#   STORE: a store with the skills and the API reference (it is copied, never changed)
# Prints a Markdown table on stdout, progress on stderr.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
base="$(cd "$1" && pwd)"; store_in="$2"; runs="${3:-7}"
here="$(pwd)"
export JAVA_HOME="${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
[ -f "$base/query/target/doca-kg.jar" ] && [ -f query/target/doca-kg.jar ] || { echo "build both trees first" >&2; exit 1; }
work="$(mktemp -d /tmp/doca-kg-startup.XXXXXX)"
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; wait 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
say() { echo "bench: $*" >&2; }
cp -r "$store_in" "$work/base-store"
cp -r "$store_in" "$work/new-store"
rm -f "$work"/*/holder.sock

now() { date +%s%N; }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

# the launchers record their AOT caches on first use, in the background: wait for both
for tree in "$base" "$here"; do
  "$tree/doca-kg" --version >/dev/null 2>&1 || true
  for _ in $(seq 1 1200); do [ -d "$tree/query/target/aot/training" ] || break; sleep 0.5; done
done

declare -A cmds=(
  [search]="search dma memcpy task"
  [route]="route how do I copy a buffer with DMA"
  [explain]="explain DOCA_ERROR_NOT_PERMITTED"
  [describe]="describe doca_dma_task_memcpy_alloc_init"
  [stats]="stats"
  [ask]="ask my DMA memcpy fails with DOCA_ERROR_NOT_PERMITTED")
order=(search route explain describe stats ask)

# one timing of a command in a tree on its store, in microseconds
time_one() {
  local tree="$1" store="$2"; shift 2
  local s; s=$(now)
  "$tree/doca-kg" --store "$store" "$@" >/dev/null 2>&1 || true
  echo $(( ($(now) - s) / 1000 ))
}

# medians of both trees, alternating run by run
measure() {
  local mode="$1"
  for name in "${order[@]}"; do
    read -r -a args <<< "${cmds[$name]}"
    time_one "$base" "$work/base-store" "${args[@]}" >/dev/null
    time_one "$here" "$work/new-store" "${args[@]}" >/dev/null
    : > "$work/b"; : > "$work/n"
    for _ in $(seq "$runs"); do
      time_one "$base" "$work/base-store" "${args[@]}" >> "$work/b"
      time_one "$here" "$work/new-store" "${args[@]}" >> "$work/n"
    done
    b=$(median < "$work/b"); n=$(median < "$work/n")
    echo "| $name | $mode | $(awk -v x="$b" 'BEGIN{printf "%.3f", x/1e6}') | $(awk -v x="$n" 'BEGIN{printf "%.3f", x/1e6}') | $(awk -v a="$n" -v b="$b" 'BEGIN{printf "%.2f", a/b}') |"
  done
}

echo "| command | how | base s | this s | this / base |"
echo "|---|---|---|---|---|"
say "cold one-shot commands ($runs runs each, alternating)"
measure cold
say "starting serve in both trees"
for pair in "$base:$work/base-store" "$here:$work/new-store"; do
  tree="${pair%%:*}"; st="${pair#*:}"
  DOCA_KG_NO_FORWARD= "$tree/doca-kg" --store "$st" serve --port 0 >"$st.serve.log" 2>&1 &
  pids+=($!)
done
for st in "$work/base-store" "$work/new-store"; do
  for _ in $(seq 1 600); do [ -S "$st/holder.sock" ] && break; sleep 0.5; done
done
say "through the holder"
measure holder
say "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
