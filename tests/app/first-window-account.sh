#!/bin/sh
# A player with a saved online account: the real `fourteen` signs it in
# again after its first window's first frame, not before. libsecret (asked
# for the password) and libstrophe are opened on first use
# (ft-library-loader.h): libsecret must be opened after the first frame,
# and be opened.
#   usage: first-window-account.sh FOURTEEN
exe=$1
. "$(dirname "$0")/first-window-trace.sh"
# The saved account, in GSettings' keyfile backend (no keyring: the account
# then waits for its password, no network).
mkdir -p "$tmp/config/glib-2.0/settings"
printf "[io/github/fourteenchess/Fourteen]\nxmpp-account='ann@localhost'\n" \
  > "$tmp/config/glib-2.0/settings/keyfile"

out="$tmp/run.out"
trace_until "$out" 'file=[^ ]*libsecret[^ ]* .*dynamically loaded' \
  "sign-in again of the saved account (libsecret never opened)" GSETTINGS_BACKEND=keyfile
early=$(opened_before_first_frame "$out" 'libsecret|libstrophe')
if [ -n "$early" ]; then
  echo "the account's libraries were opened before the first frame:"
  printf '%s\n' "$early"
  exit 1
fi
echo "ok: the saved account signs in again after the first frame"
