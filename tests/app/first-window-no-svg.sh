#!/bin/sh
# The real `fourteen` binary's first window, a first start on the start page,
# decodes no SVG: neither gdk-pixbuf's SVG loader nor librsvg is opened
# before its first frame (docs/performance.md, "First window").
#   usage: first-window-no-svg.sh FOURTEEN
exe=$1
. "$(dirname "$0")/first-window-trace.sh"

for scale in 1 2; do
  out="$tmp/scale-$scale.out"
  trace_until "$out" 'startup first frame' "first frame at scale $scale" GDK_SCALE=$scale
  svg=$(opened_before_first_frame "$out" 'pixbufloader-svg|pixbufloader_svg|librsvg')
  if [ -n "$svg" ]; then
    echo "scale $scale: an SVG decoder was loaded before the first frame:"
    printf '%s\n' "$svg"
    exit 1
  fi
  echo "ok: scale $scale, no SVG decoder before the first frame"
done
