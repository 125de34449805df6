#!/bin/sh
# The real `fourteen` read by a real AT-SPI client (docs/accessibility.md):
# Xvfb, a private D-Bus session, the AT-SPI bus, and atspi-test.py (pyatspi)
# driving the window with xdotool.   usage: run-atspi.sh FOURTEEN SCRIPT
#
# Without the stack (Debian: at-spi2-core, python3-pyatspi, dbus, xvfb,
# xdotool; build-aux/packages.txt) the test skips on a workstation and fails
# in CI (CI=true): an accessibility test that never runs proves nothing.
set -u
exe=$1
script=$2

missing () {
  echo "atspi: $1"
  if [ "${CI:-}" = true ]; then exit 1; fi
  exit 77
}

[ -x /usr/libexec/at-spi-bus-launcher ] || missing "no /usr/libexec/at-spi-bus-launcher (package at-spi2-core)"
# /usr/bin/python3: a python3 earlier on PATH may be a build without pyatspi.
/usr/bin/python3 -c 'import pyatspi' 2>/dev/null || missing "/usr/bin/python3 has no pyatspi (package python3-pyatspi)"
for tool in xvfb-run dbus-run-session xdotool; do
  command -v $tool > /dev/null || missing "no $tool"
done

# stdout is TAP: the session bus (and the AT-SPI registry it starts) write
# to stderr; the script alone gets the real stdout (fd 3).
exec 3>&1
# A screen larger than the largest size tried (1920×1080).
exec xvfb-run -a -s '-screen 0 2000x1200x24' dbus-run-session -- \
  sh -c 'exec /usr/bin/python3 "$0" "$1" 1>&3 3>&-' "$script" "$exe" 1>&2
