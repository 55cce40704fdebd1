#!/usr/bin/env bash
# The newcomer's path, scripted: on a fresh clone and with no network, build (if needed), ingest the
# skills bundle from local archives (.zip and .tar.gz made here from the shared corpus), then status,
# search, explain, forget and status again, then the six samples releases (zips as GitHub serves them)
# and the code commands on them. Each step checks its exit code and one key line.
# Usage: .ci/newcomer.sh   (DOCA_CORPUS=DIR to point at the corpus; default ../shared/corpus)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
corpus="${DOCA_CORPUS:-../shared/corpus}"
[ -d "$corpus/doca-skills/skills" ] || { echo "newcomer: no DOCA corpus at $corpus (set DOCA_CORPUS)" >&2; exit 1; }
[ -f query/target/doca-kg.jar ] || ./mvnw -q -B -DskipTests package

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export DOCA_KG_STORE="$work/store"
# No network: every proxy points at a closed port, so a download fails at once instead of reaching out.
export https_proxy=http://127.0.0.1:9 HTTPS_PROXY=http://127.0.0.1:9 http_proxy=http://127.0.0.1:9 no_proxy= NO_PROXY=

steps=0
# step EXIT PATTERN COMMAND...: run, then require the exit code and PATTERN in stdout or stderr.
step() {
  local want=$1 pattern=$2; shift 2
  local got=0
  "$@" >"$work/out" 2>"$work/err" || got=$?
  if [ "$got" -ne "$want" ] || ! grep -q -- "$pattern" "$work/out" "$work/err"; then
    echo "newcomer: FAIL: $* exited $got (want $want), looking for: $pattern" >&2
    echo "--- stdout" >&2; head -40 "$work/out" >&2
    echo "--- stderr" >&2; head -40 "$work/err" >&2
    exit 1
  fi
  steps=$((steps + 1))
  printf 'ok %2d  exit %d  %s\n        %s\n' "$steps" "$got" "$*" "$(grep -h -m1 -- "$pattern" "$work/out" "$work/err" | head -1 | cut -c1-150)"
}

# Archives as a user would download them: the GitHub zip (folder named after the commit) and a tarball.
root=doca-skills-74e2f68ee4357be02c5d3c0e817b9ed94136e4e4
mkdir -p "$work/stage/$root"
cp -r "$corpus/doca-skills/." "$work/stage/$root/"
(cd "$work/stage" && jar cfM "$work/$root.zip" "$root")
mv "$work/stage/$root" "$work/stage/doca-skills"
tar czf "$work/doca-skills.tar.gz" -C "$work/stage" doca-skills

# The six samples releases as GitHub's zips of NVIDIA-DOCA/doca-samples at the commits data/sources.json pins.
samples_zips=()
for pin in 2.9.0:ed57d9f823be548c9451ae30ffb2c860926c0b34 2.10.0:6dc892d3fc9f0b47948ffbb8f4ecc8b43a66d4ad \
           3.0.0:6590dfdef089947f16d0df5f1664442e54c66097 3.1.0:eaee12419fab0b60baea61394021a762440dd762 \
           3.2.0:b01b95b69844b4c5573c20bc82e079adb6fe43eb 3.3.0:03a76cf19083248f6c42b5da20a8d73c3f3074d8; do
  rel=${pin%%:*} sroot=doca-samples-${pin#*:}
  mkdir -p "$work/stage/$sroot"
  cp -r "$corpus/doca-samples/$rel/." "$work/stage/$sroot/"
  (cd "$work/stage" && jar cfM "$work/$sroot.zip" "$sroot")
  rm -rf "${work:?}/stage/$sroot"
  samples_zips+=("$work/$sroot.zip")
done

step 0 "state     missing"                 ./doca-kg status
step 1 "is empty; run doca-kg ingest"      ./doca-kg search "copy returns NOT_PERMITTED"
step 1 "to set up offline, download"       ./doca-kg ingest --only skills
step 0 "state     missing"                 ./doca-kg status
step 1 "did you mean search"               ./doca-kg serch dma
step 0 "ingested [0-9,]* documents"        ./doca-kg ingest "$work/$root.zip"
step 0 "nothing changed"                   ./doca-kg ingest "$work/doca-skills.tar.gz"
step 0 "ready, generation 1"               ./doca-kg status
step 0 "doca-dma"                          ./doca-kg search "copy returns NOT_PERMITTED on first submit" --limit 3
step 0 "DOCA_ERROR_NOT_PERMITTED"          ./doca-kg explain NOT_PERMITTED
step 0 "forgot [0-9]* documents matching doca-dma" ./doca-kg --store "$DOCA_KG_STORE" forget doca-dma
step 0 "ready, generation 2"               ./doca-kg status
step 1 "nothing in the store matches"      ./doca-kg forget doca-dma
step 0 "ingested [0-9,]* documents"        ./doca-kg ingest "${samples_zips[@]}"
step 0 "dma_local_copy_sample.c"           ./doca-kg examples doca_dma_task_memcpy_alloc_init --limit 1
step 4 "older-api"                         ./doca-kg check query/src/test/resources/code/older/workq_copy.c
step 0 "Samples and applications added"    ./doca-kg changes --from 2.9 --to 3.3 --library dma
echo "newcomer: all $steps steps passed"
