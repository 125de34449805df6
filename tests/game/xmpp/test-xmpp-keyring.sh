#!/bin/sh
# test-xmpp-keyring.sh PROGRAM [ARGS…] — the keyring test on a private
# session bus with gnome-keyring-daemon (its keyring in a temporary home,
# unlocked with a throwaway password), then with no session bus at all.
# Fails, saying why, when the daemon is missing (build-aux/dev installs it).
set -eu
program=$1
shift
command -v dbus-run-session >/dev/null 2>&1 || { echo "Bail out! dbus-run-session is missing"; exit 1; }
command -v gnome-keyring-daemon >/dev/null 2>&1 || { echo "Bail out! gnome-keyring-daemon is missing"; exit 1; }
home=$(mktemp -d "${TMPDIR:-/tmp}/fourteen-keyring-XXXXXX")
trap 'rm -rf "$home"' EXIT
mkdir -p "$home/run" && chmod 700 "$home/run"
export HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" XDG_RUNTIME_DIR="$home/run"
dbus-run-session -- sh -c '
  printf %s throwaway | gnome-keyring-daemon --unlock --components=secrets --daemonize >/dev/null
  exec "$0" "$@"' "$program" "$@" 2>"$home/bus.log" || { cat "$home/bus.log" >&2; exit 1; }
FT_KEYRING=none DBUS_SESSION_BUS_ADDRESS="unix:path=$home/no-bus" "$program" "$@"
