#!/bin/sh
# A scripted computer-vs-computer game in the real window under valgrind:
# fails on any definite leak (or memory error) in the game's process.
# GLib's and GTK's suppression files cover the toolkit; fontconfig's caches
# and GIO's module scan are listed in valgrind-extra.supp. The GL renderer is
# off (llvmpipe's JIT is not valgrind-friendly); the child that GIO forks to
# look for dbus-launch is not ours (--child-silent-after-fork).
#   usage: valgrind-game.sh FRAME-BENCH SUPPRESSIONS
set -eu
bench=$1
extra=$2
export G_SLICE=always-malloc G_DEBUG=gc-friendly GDK_DEBUG=gl-disable GSK_RENDERER=cairo
exec valgrind --quiet --leak-check=full --show-leak-kinds=definite \
  --errors-for-leak-kinds=definite --error-exitcode=1 --num-callers=40 \
  --child-silent-after-fork=yes \
  --suppressions=/usr/share/glib-2.0/valgrind/glib.supp \
  --suppressions=/usr/share/gtk-4.0/valgrind/gtk.supp \
  --suppressions="$extra" \
  "$bench" --plies 4 --level easy --natural-frames --limit 600
