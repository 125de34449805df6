#!/bin/sh
# The real `fourteen` binary's first window, a first start on the start page,
# decodes no SVG: neither gdk-pixbuf's SVG loader nor librsvg is opened
# before its first frame (docs/performance.md, "First window"). The dynamic
# loader's trace (LD_DEBUG=files) and the start-up report's "first frame"
# line go to the same stderr in the order they happen.
#   usage: first-window-no-svg.sh FOURTEEN
set -eu
exe=$1
tmp=$(mktemp -d)
pid=""
trap '[ -n "$pid" ] && kill $pid 2>/dev/null; rm -rf "$tmp"' EXIT
# No session bus: the run is its own primary instance. A new player: no
# profile, no autosave, no config, no sprites kept from an earlier run.
export DBUS_SESSION_BUS_ADDRESS="unix:path=$tmp/no-bus"
export XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config" XDG_CACHE_HOME="$tmp/cache"
export FOURTEEN_REPORT_STARTUP=1

for scale in 1 2; do
  out="$tmp/scale-$scale.out"
  GDK_SCALE=$scale LD_DEBUG=files "$exe" > "$out" 2>&1 &
  pid=$!
  i=0
  while ! grep -q 'startup first frame' "$out"; do
    i=$((i + 1))
    if [ $i -gt 400 ] || ! kill -0 $pid 2>/dev/null; then
      echo "scale $scale: no first frame"; grep -v '^ *[0-9]*:' "$out"; exit 1
    fi
    sleep 0.05
  done
  kill $pid
  wait $pid 2>/dev/null || true
  pid=""
  grep -q 'startup window presented' "$out" || { echo "scale $scale: no start-up report"; exit 1; }
  # A library linked at build time is "needed by"; one opened by dlopen,
  # the SVG loader or librsvg opened when the board first paints its
  # pieces, is "dynamically loaded".
  before=$(sed '/startup first frame/q' "$out")
  svg=$(printf '%s\n' "$before" | grep -E 'file=[^ ]*(pixbufloader-svg|pixbufloader_svg)|file=[^ ]*librsvg[^ ]* .*dynamically loaded' || true)
  if [ -n "$svg" ]; then
    echo "scale $scale: an SVG decoder was loaded before the first frame:"
    printf '%s\n' "$svg"
    exit 1
  fi
  echo "ok: scale $scale, no SVG decoder before the first frame"
done
