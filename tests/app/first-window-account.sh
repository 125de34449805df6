#!/bin/sh
# A player with a saved online account: the real `fourteen` signs it in
# again after its first window's first frame, not before. libsecret (asked
# for the password) and libstrophe are opened on first use
# (ft-library-loader.h); the dynamic loader's trace (LD_DEBUG=files) and
# the start-up report's "first frame" line go to the same stderr in the
# order they happen: libsecret must come after the first frame, and come.
#   usage: first-window-account.sh FOURTEEN
set -eu
exe=$1
tmp=$(mktemp -d)
pid=""
trap '[ -n "$pid" ] && kill $pid 2>/dev/null; rm -rf "$tmp"' EXIT
# No session bus: the run is its own primary instance and the keyring is
# unavailable (the account then waits for its password: no network).
export DBUS_SESSION_BUS_ADDRESS="unix:path=$tmp/no-bus"
export XDG_DATA_HOME="$tmp/data" XDG_CONFIG_HOME="$tmp/config" XDG_CACHE_HOME="$tmp/cache"
export FOURTEEN_REPORT_STARTUP=1
# The saved account, in GSettings' keyfile backend.
export GSETTINGS_BACKEND=keyfile
mkdir -p "$tmp/config/glib-2.0/settings"
printf "[io/github/fourteenchess/Fourteen]\nxmpp-account='ann@localhost'\n" \
  > "$tmp/config/glib-2.0/settings/keyfile"

out="$tmp/run.out"
LD_DEBUG=files "$exe" > "$out" 2>&1 &
pid=$!
i=0
while ! grep -q 'file=[^ ]*libsecret[^ ]* .*dynamically loaded' "$out"; do
  i=$((i + 1))
  if [ $i -gt 400 ] || ! kill -0 $pid 2>/dev/null; then
    echo "the saved account was never signed in again (libsecret not opened):"
    grep -v '^ *[0-9]*:' "$out"; exit 1
  fi
  sleep 0.05
done
kill $pid
wait $pid 2>/dev/null || true
pid=""
grep -q 'startup first frame' "$out" || { echo "no start-up report"; exit 1; }
before=$(sed '/startup first frame/q' "$out")
early=$(printf '%s\n' "$before" | grep -E 'file=[^ ]*(libsecret|libstrophe)[^ ]* .*dynamically loaded' || true)
if [ -n "$early" ]; then
  echo "the account's libraries were opened before the first frame:"
  printf '%s\n' "$early"
  exit 1
fi
echo "ok: the saved account signs in again after the first frame"
