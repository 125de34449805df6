#!/bin/sh
# The real `fourteen` binary: --version, and the config lookup
# (docs/config.md#finding-the-config) with a
# bad config (--config FILE, then $XDG_CONFIG_HOME/fourteen/config.json): the
# problem is printed with its file and key, and the window still opens (the
# error dialog is checked in test-app).   usage: run-fourteen.sh FOURTEEN
set -eu
exe=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# No session bus: each run is its own primary instance.
export DBUS_SESSION_BUS_ADDRESS="unix:path=$tmp/no-bus"
export FOURTEEN_REPORT_STARTUP=1
# The autosave of these runs stays here.
export XDG_DATA_HOME="$tmp/data"

"$exe" --version | grep -q '^fourteen [0-9]' || { echo "--version: wrong output"; exit 1; }

# Without a display: a message and status 1, not a crash; --version still works.
status=0
env -u DISPLAY -u WAYLAND_DISPLAY "$exe" > "$tmp/no-display.out" 2>&1 || status=$?
[ $status -eq 1 ] || { echo "no display: status $status"; cat "$tmp/no-display.out"; exit 1; }
grep -q 'cannot open a display' "$tmp/no-display.out" \
  || { echo "no display: no message"; cat "$tmp/no-display.out"; exit 1; }
env -u DISPLAY -u WAYLAND_DISPLAY "$exe" --version | grep -q '^fourteen [0-9]' \
  || { echo "--version without a display: wrong output"; exit 1; }

printf '{ "time_controls": { "cpu": { "seconds": -1 } } }\n' > "$tmp/bad.json"

# run NAME ARGS…: start the game, wait for its first frame, stop it.
run () {
  name=$1; shift
  "$@" > "$tmp/$name.out" 2>&1 &
  pid=$!
  i=0
  while ! grep -q 'first frame' "$tmp/$name.out"; do
    i=$((i + 1))
    if [ $i -gt 200 ] || ! kill -0 $pid 2>/dev/null; then
      echo "$name: no first frame"; cat "$tmp/$name.out"; exit 1
    fi
    sleep 0.05
  done
  kill $pid
  wait $pid 2>/dev/null || true
  cat "$tmp/$name.out"
}

run explicit "$exe" --config "$tmp/bad.json"
grep -q "$tmp/bad.json.*time_controls.cpu.seconds" "$tmp/explicit.out" \
  || { echo "--config: problem not reported"; exit 1; }

mkdir -p "$tmp/xdg/fourteen"
cp "$tmp/bad.json" "$tmp/xdg/fourteen/config.json"
XDG_CONFIG_HOME="$tmp/xdg" run user "$exe"
grep -q "$tmp/xdg/fourteen/config.json.*time_controls.cpu.seconds" "$tmp/user.out" \
  || { echo "user config: not read"; exit 1; }

# No config anywhere: the defaults, no problem printed (only the start-up
# report that FOURTEEN_REPORT_STARTUP asks for).
mkdir -p "$tmp/empty"
XDG_CONFIG_HOME="$tmp/empty" run defaults "$exe"
if grep -v -e 'first frame' -e '^fourteen: startup ' "$tmp/defaults.out" | grep -q .; then
  echo "defaults: unexpected output"; exit 1
fi
# The start-up report names its stages in order (docs/performance.md).
grep '^fourteen: startup' "$tmp/defaults.out" | sed 's/^fourteen: startup //; s/ at .*//' \
  | tr '\n' ',' | grep -q '^main,GTK and libadwaita ready,config read,window built,window presented,game started,first frame,$' \
  || { echo "startup report: wrong stages"; cat "$tmp/defaults.out"; exit 1; }
echo "ok"
