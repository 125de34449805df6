#!/bin/sh
# test-start-libraries.sh PROGRAM… — none of the libraries Fourteen opens on
# first use (src/game/files/ft-library-loader.h) is linked into PROGRAM, so
# the dynamic loader does not map them before main(): neither they nor what
# they bring (OpenSSL, libxml2, ICU, libgcrypt, D-Bus). TAP.
set -u
n=0
status=0
for program in "$@"; do
  n=$((n + 1))
  needed=$(readelf -d "$program" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
  if [ -z "$needed" ]; then
    echo "not ok $n - $program: readelf lists no library at all"
    status=1
    continue
  fi
  linked=$(printf '%s\n' "$needed" | grep -E '^lib(strophe|secret-1|avahi-|rsvg-2|ssl|crypto|xml2|gcrypt|dbus-1)' | tr '\n' ' ')
  if [ -n "$linked" ]; then
    echo "not ok $n - $(basename "$program") links $linked(opened on first use instead)"
    status=1
  else
    echo "ok $n - $(basename "$program") links none of the libraries opened on first use"
  fi
done
echo "1..$n"
exit $status
