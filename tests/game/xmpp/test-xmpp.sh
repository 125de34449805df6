#!/bin/bash
# tests/game/xmpp/test-xmpp.sh — games over XMPP against real servers
# (docs/network.md#games-over-xmpp): two prosody servers (alpha.test, beta.test) made
# by xmpp-env.sh in a private network namespace with only loopback, their
# accounts, then the scenarios of test-xmpp-prosody.c (TAP), which drive
# fourteen-cli and xmpp-peer as processes and stop and start the servers
# with $XMPP_WORK/server.
#
# Skips (TAP "1..0 # SKIP") only where prosody is not installed; fails,
# saying why, when anything else is missing (CI installs everything with
# build-aux/dev).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/xmpp-env.sh"

: "${FOURTEEN_CLI:?FOURTEEN_CLI names the fourteen-cli to test}"
: "${XMPP_PEER:?XMPP_PEER names the xmpp-peer program}"
: "${XMPP_SCENARIOS:?XMPP_SCENARIOS names the test program}"

if [ -z "${FT_XMPP_INSIDE:-}" ] && ! PATH="$PATH:/usr/sbin:/sbin" command -v prosody >/dev/null 2>&1; then
  echo "1..0 # SKIP prosody is not installed (build-aux/dev installs build-aux/packages.txt)"
  exit 0
fi
xmpp_enter "$0" "$@"
xmpp_prepare

mkdir -p "$XMPP_WORK/pw"
# The players on two servers (the point of XMPP: they federate, and are
# each other's contacts), a friend of each who watches, a stranger, a
# hostile opponent, and grace, whom ann invites before they are contacts.
for account in ann@alpha.test bob@beta.test carol@alpha.test dave@beta.test mallory@alpha.test \
               eve@beta.test grace@beta.test; do
  user=${account%@*}
  password="pw-$user-$(od -An -N6 -tx1 /dev/urandom | tr -d ' \n')"
  printf '%s\n' "$password" > "$XMPP_WORK/pw/$account"
  xmpp_account "$user" "${account#*@}" "$password"
done
xmpp_contacts ann@alpha.test bob@beta.test
xmpp_contacts ann@alpha.test carol@alpha.test
xmpp_contacts bob@beta.test dave@beta.test
xmpp_start

cat > "$XMPP_WORK/server" <<SCRIPT
#!/bin/bash
# server start|stop SHORT — for the scenarios.
set -eu
XMPP_WORK=$XMPP_WORK
XMPP_DOMAINS="$XMPP_DOMAINS"
. "$here/xmpp-env.sh"
xmpp_server_\$1 "\$2"
SCRIPT
chmod +x "$XMPP_WORK/server"

export XMPP_WORK XMPP_CA
status=0
"$XMPP_SCENARIOS" --tap "$@" || status=$?
exit "$status"
