#!/bin/sh
# run-fuzzer.sh FUZZER CORPUS SECONDS ARTIFACTS [MAX_LEN] — a bounded
# libFuzzer run starting from the kept corpus, with inputs up to MAX_LEN
# bytes (4096 unless told). New inputs go to a temporary folder (never into
# the source tree); a crashing input is saved under ARTIFACTS. A finding
# exits 1: libFuzzer's own default, 77, is what meson reads as "skipped",
# and a leak fuzz-uci found was once reported as a skip.
set -eu
fuzzer=$1
corpus=$2
seconds=$3
artifacts=$4
max_len=${5:-4096}

work=$(mktemp -d "${TMPDIR:-/tmp}/fourteen-fuzz-XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
mkdir -p "$artifacts"

# A dictionary next to this script (e.g. config.dict for fuzz-config) helps
# the fuzzer find the keys.
dict=""
name=$(basename "$fuzzer")
if [ -f "$(dirname "$0")/${name#fuzz-}.dict" ]; then
  dict="-dict=$(dirname "$0")/${name#fuzz-}.dict"
fi

exec_status=0
# shellcheck disable=SC2086
"$fuzzer" $dict -max_total_time="$seconds" -rss_limit_mb=2048 -malloc_limit_mb=2048 \
  -max_len="$max_len" -timeout=10 -print_final_stats=1 -error_exitcode=1 \
  -artifact_prefix="$artifacts/" "$work" "$corpus" || exec_status=$?
if [ "$exec_status" -ne 0 ]; then
  echo "fuzzer failed with status $exec_status; crashing input in $artifacts/" >&2
fi
exit "$exec_status"
