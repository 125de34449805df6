#!/bin/bash
# tests/app/test-xmpp-window.sh PROGRAM — the window test of games over XMPP
# (test-xmpp-window.c) against real prosody servers: the private XMPP world
# of tests/game/xmpp/xmpp-env.sh (alpha.test and beta.test federating, in a
# network namespace with only loopback), the accounts ann, bob (contacts)
# and mallory (a stranger), then PROGRAM under Xvfb. No session bus: the
# window finds no keyring and the password is typed (as without one).
# Skips only where prosody is not installed, as test-xmpp does.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../game/xmpp/xmpp-env.sh"

program=${1:?the test program}
shift
if [ -z "${FT_XMPP_INSIDE:-}" ] && ! PATH="$PATH:/usr/sbin:/sbin" command -v prosody >/dev/null 2>&1; then
  echo "1..0 # SKIP prosody is not installed (build-aux/dev installs build-aux/packages.txt)"
  exit 0
fi
xmpp_enter "$0" "$program" "$@"
xmpp_prepare

mkdir -p "$XMPP_WORK/pw"
for account in ann@alpha.test bob@beta.test mallory@alpha.test; do
  user=${account%@*}
  password="pw-$user-$(od -An -N6 -tx1 /dev/urandom | tr -d ' \n')"
  printf '%s\n' "$password" > "$XMPP_WORK/pw/$account"
  xmpp_account "$user" "${account#*@}" "$password"
done
xmpp_contacts ann@alpha.test bob@beta.test
xmpp_start

export XMPP_WORK FOURTEEN_XMPP_CA="$XMPP_CA"
export DBUS_SESSION_BUS_ADDRESS="unix:path=$XMPP_WORK/no-bus"
status=0
xvfb-run -a -s '-screen 0 1024x768x24' "$program" "$@" || status=$?
exit "$status"
