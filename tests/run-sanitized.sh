#!/bin/sh
# run-sanitized.sh SUPPRESSIONS TEST [ARGS…] — run a test of a build made
# with -Db_sanitize=address,undefined, and fail it on any sanitizer report
# (memory errors, undefined behaviour, leaks) from the test or from any
# program it starts (fourteen-cli inherits the environment). The reports go
# to files, so a test that ignores its child's exit status still fails; they
# are printed here.
set -u
suppressions=$1
shift
reports=$(mktemp -d "${TMPDIR:-/tmp}/fourteen-sanitizers-XXXXXX")
trap 'rm -rf "$reports"' EXIT INT TERM

# fast_unwind_on_malloc=0: leak stacks through GLib reach our frames.
export ASAN_OPTIONS="detect_leaks=1:fast_unwind_on_malloc=0:log_path=$reports/asan:abort_on_error=0"
export LSAN_OPTIONS="suppressions=$suppressions:print_suppressions=0"
export UBSAN_OPTIONS="print_stacktrace=1:log_path=$reports/ubsan"
export G_SLICE=always-malloc
export FT_UNDER_SANITIZERS=1

"$@"
status=$?
if [ -n "$(ls -A "$reports")" ]; then
  for report in "$reports"/*; do
    echo "=== sanitizer report $(basename "$report")"
    cat "$report"
  done
  echo "run-sanitized.sh: sanitizer reports above (test exit status $status)" >&2
  exit 1
fi
exit "$status"
