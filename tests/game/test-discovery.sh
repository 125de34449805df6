#!/bin/sh
# tests/game/test-discovery.sh — finding a network game with DNS-SD, for real
# (docs/network.md#finding-a-game): Debian's avahi-daemon on a private D-Bus
# system bus, inside a private network namespace that has only loopback (never
# the machine's own: mDNS must not leave the machine), and a private /run (the
# daemon's PID file and socket). `fourteen-cli host` is announced and
# `fourteen-cli join --list` lists it with its kind and name; a joined player
# takes the seat; after the host quits the game is gone.
#
# Needs root (CI runs as root) and the packages of build-aux/packages.txt;
# without them it says why and fails: it never passes without testing.
set -eu

fail () {
  echo "FAIL: $*" >&2
  exit 1
}

cli=${FOURTEEN_CLI:?FOURTEEN_CLI names the fourteen-cli to test}

if [ -z "${FT_DISCOVERY_INSIDE:-}" ]; then
  # Bad arguments are refused before anything looks at the network.
  for bad in "--seconds x" "--seconds 0" "--seconds 601" "--seconds" "--what"; do
    # shellcheck disable=SC2086
    if "$cli" join --list $bad >/dev/null 2>&1; then
      fail "join --list $bad was accepted"
    fi
    # shellcheck disable=SC2086
    "$cli" join --list $bad 2>&1 | grep -q "Usage: fourteen-cli join --list" \
      || fail "join --list $bad did not say how to use it"
  done
  [ "$(id -u)" -eq 0 ] || fail "needs root to make a private network namespace (CI runs as root)"
  for tool in unshare ip mount dbus-daemon dbus-send avahi-daemon; do
    command -v "$tool" >/dev/null 2>&1 || PATH="$PATH:/usr/sbin:/sbin" command -v "$tool" >/dev/null 2>&1 \
      || fail "$tool is missing: build-aux/dev installs build-aux/packages.txt"
  done
  FT_DISCOVERY_INSIDE=1 exec unshare --mount --net --propagation private sh "$0" "$@"
fi

PATH="$PATH:/usr/sbin:/sbin"
work=$(mktemp -d /tmp/fourteen-discovery-XXXXXX)
pids=""
cleanup () {
  for pid in $pids; do
    kill "$pid" 2>/dev/null || true
  done
  wait 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

# Only loopback here, with multicast on for mDNS.
ip link set lo up
ip link set lo multicast on
# A /run of our own: the daemon's PID file and socket, and our system bus.
mount -t tmpfs fourteen-run /run
mkdir -p /run/dbus /run/avahi-daemon

cat > "$work/bus.conf" <<'CONF'
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>system</type>
  <listen>unix:path=/run/dbus/system_bus_socket</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow user="*"/>
    <allow own="*"/>
    <allow send_destination="*"/>
    <allow receive_sender="*"/>
  </policy>
</busconfig>
CONF
bus_pid=$(dbus-daemon --config-file="$work/bus.conf" --fork --print-pid) \
  || fail "the private D-Bus system bus did not start"
pids="$bus_pid"
export DBUS_SYSTEM_BUS_ADDRESS=unix:path=/run/dbus/system_bus_socket

avahi-daemon --no-drop-root --no-chroot --no-rlimits > "$work/avahi.log" 2>&1 &
avahi_pid=$!
pids="$avahi_pid $pids"
running=""
for _ in $(seq 50); do
  # Server state 2: AVAHI_SERVER_RUNNING.
  if dbus-send --system --print-reply --dest=org.freedesktop.Avahi / \
       org.freedesktop.Avahi.Server.GetState 2>/dev/null | grep -q "int32 2"; then
    running=yes
    break
  fi
  kill -0 "$avahi_pid" 2>/dev/null || break
  sleep 0.2
done
[ -n "$running" ] || fail "avahi-daemon did not start: $(cat "$work/avahi.log")"
echo "avahi-daemon runs (pid $avahi_pid) on a private bus"

# wait_for FILE TEXT: until FILE has a line with TEXT (10 s at most).
wait_for () {
  for _ in $(seq 50); do
    grep -q "$2" "$1" 2>/dev/null && return 0
    sleep 0.2
  done
  fail "no \"$2\" in $1: $(cat "$1")"
}

# The host, its stdin a FIFO held open.
mkfifo "$work/host.in"
"$cli" host --port 0 --name "Ada Lovelace" --code 4242 < "$work/host.in" > "$work/host.log" 2>&1 &
host_pid=$!
pids="$host_pid $pids"
exec 3> "$work/host.in"
wait_for "$work/host.log" "announced on the local network"
port=$(sed -n 's/^listening on port \([0-9]*\).*/\1/p' "$work/host.log")
echo "host announced on port $port"

"$cli" join --list --seconds 3 > "$work/list1" || fail "join --list failed: $(cat "$work/list1")"
cat "$work/list1"
grep -q "^127\.0\.0\.1:$port	kind=standard	player=Ada Lovelace	seat=free	name=Ada Lovelace$" "$work/list1" \
  || fail "the hosted game is not listed with its kind, name and free seat"

# A player joins: the seat is taken.
mkfifo "$work/guest.in"
"$cli" join "127.0.0.1:$port" --code 4242 --name Grace < "$work/guest.in" > "$work/guest.log" 2>&1 &
guest_pid=$!
pids="$guest_pid $pids"
exec 4> "$work/guest.in"
wait_for "$work/host.log" "the opponent joined"
# The new TXT record reaches the daemon's cache within a moment.
taken=""
for _ in 1 2 3; do
  "$cli" join --list --seconds 2 > "$work/list2" || fail "join --list failed"
  cat "$work/list2"
  if grep -q "player=Ada Lovelace	seat=taken" "$work/list2"; then
    taken=yes
    break
  fi
done
[ -n "$taken" ] || fail "the seat is not shown taken"

# The host quits: the game is gone from the network.
echo quit >&4
echo quit >&3
wait "$host_pid" || true
"$cli" join --list --seconds 3 > "$work/list3" || fail "join --list failed"
cat "$work/list3"
if grep -q "Ada Lovelace" "$work/list3"; then
  fail "the game is still listed after the host quit"
fi
grep -q "no games found" "$work/list3" || fail "join --list did not say it found nothing"
echo "PASS: announced, listed with kind and name, seat taken, gone after quit"
