# first-window-trace.sh — sourced by the tests that read the real
# `fourteen`'s first start from the dynamic loader's trace (LD_DEBUG=files)
# and the start-up report's "startup first frame" line, which go to the
# same stderr in the order they happen. Sets up a new player's start: no
# session bus (the run is its own primary instance, no keyring), no
# profile, no autosave, no config, no sprites kept from an earlier run.
#   the caller sets: exe (the binary)
set -eu
tmp=$(mktemp -d)
pid=""
trap '[ -n "$pid" ] && kill $pid 2>/dev/null; rm -rf "$tmp"' EXIT
export DBUS_SESSION_BUS_ADDRESS="unix:path=$tmp/no-bus"
export XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config" XDG_CACHE_HOME="$tmp/cache"
export FOURTEEN_REPORT_STARTUP=1

# trace_until OUT PATTERN WHAT [ENV=VALUE…]: starts the binary with the
# trace into OUT, waits (up to 20 s) for a line matching PATTERN, stops it;
# fails saying "no WHAT" if the line never comes.
trace_until () {
  out=$1 pattern=$2 what=$3
  shift 3
  env "$@" LD_DEBUG=files "$exe" > "$out" 2>&1 &
  pid=$!
  i=0
  while ! grep -q "$pattern" "$out"; do
    i=$((i + 1))
    if [ $i -gt 400 ] || ! kill -0 $pid 2>/dev/null; then
      echo "no $what:"; grep -v '^ *[0-9]*:' "$out"; exit 1
    fi
    sleep 0.05
  done
  kill $pid
  wait $pid 2>/dev/null || true
  pid=""
  grep -q 'startup window presented' "$out" || { echo "no start-up report"; exit 1; }
}

# opened_before_first_frame OUT LIBRARIES: the trace's lines, before the
# first frame, of a library whose file name matches the extended regular
# expression LIBRARIES opened by dlopen ("dynamically loaded"; a library
# linked at build time is "needed by").
opened_before_first_frame () {
  sed '/startup first frame/q' "$1" | grep -E "file=[^ ]*($2)[^ ]* .*dynamically loaded" || true
}
