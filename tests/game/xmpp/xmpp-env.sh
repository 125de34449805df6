# xmpp-env.sh — sourced by the XMPP tests (bash): a private XMPP world on
# loopback, made by the test itself (docs/network.md#games-over-xmpp).
#
# Two prosody servers, alpha.test on 127.0.0.1 and beta.test on 127.0.0.2,
# and an impostor on 127.0.0.3 that serves alpha.test with the certificate
# of another domain (for the test of a certificate that does not match),
# each with its own config, data, ports and a server certificate signed by a
# CA made with openssl for this run; a dnsmasq answering for both domains
# (their addresses and their SRV records), so that clients and servers find
# each other as on the Internet, and the servers federate; accounts made
# with prosodyctl. All of it inside a private network namespace that has
# only loopback (`unshare --net`, with a private mount namespace for
# /etc/resolv.conf and /run): nothing can reach beyond this machine.
#
# Use:
#   . xmpp-env.sh
#   xmpp_enter "$0" "$@"        # re-runs the script inside the namespace
#   xmpp_start                  # servers, DNS, certificates (accounts below)
#   xmpp_account ann alpha.test secret
#   xmpp_contacts ann@alpha.test bob@beta.test   # before xmpp_start
#   xmpp_server_stop alpha; xmpp_server_start alpha
#   wait_for FILE TEXT [SECONDS]
# Needs root (CI runs as root) and the packages of build-aux/packages.txt.
# Where prosody is not installed at all, the test skips (77) saying so; any
# other missing piece fails it, saying what.

XMPP_DOMAINS="alpha.test beta.test"

xmpp_fail () {
  echo "FAIL: $*" >&2
  exit 1
}

# xmpp_enter SCRIPT ARGS…: check the tools, then run SCRIPT again inside a
# private network and mount namespace (once).
xmpp_enter () {
  script=$1; shift
  [ -n "${FT_XMPP_INSIDE:-}" ] && return 0
  PATH="$PATH:/usr/sbin:/sbin"
  if ! command -v prosody >/dev/null 2>&1; then
    echo "SKIP: prosody is not installed (build-aux/dev installs build-aux/packages.txt)"
    exit 77
  fi
  [ "$(id -u)" -eq 0 ] || xmpp_fail "needs root to make a private network namespace (CI runs as root)"
  for tool in unshare ip mount openssl prosodyctl dnsmasq; do
    command -v "$tool" >/dev/null 2>&1 || xmpp_fail "$tool is missing: build-aux/dev installs build-aux/packages.txt"
  done
  FT_XMPP_INSIDE=1 exec unshare --mount --net --propagation private bash "$script" "$@"
}

XMPP_PIDS=""
xmpp_cleanup () {
  for domain in $XMPP_DOMAINS impostor.test; do
    xmpp_server_stop "$(xmpp_short "$domain")"
  done
  for pid in $XMPP_PIDS; do
    kill "$pid" 2>/dev/null || true
  done
  wait 2>/dev/null || true
  if [ -n "${XMPP_KEEP:-}" ]; then
    echo "kept: $XMPP_WORK"
  else
    rm -rf "$XMPP_WORK"
  fi
}

# xmpp_address DOMAIN: the loopback address of its server.
xmpp_address () {
  case "$1" in
    alpha.test) echo 127.0.0.1 ;;
    beta.test) echo 127.0.0.2 ;;
    impostor.test) echo 127.0.0.3 ;;
    *) xmpp_fail "no server for $1" ;;
  esac
}

xmpp_short () {
  echo "${1%%.*}"
}

# The CA, and a certificate for each domain (and one for a domain nobody
# serves, for the test of a certificate that does not match).
xmpp_certificates () {
  dir=$XMPP_WORK/pki
  mkdir -p "$dir"
  openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 \
    -keyout "$dir/ca.key" -out "$dir/ca.crt" -subj "/CN=Fourteen test CA" \
    -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign" \
    >/dev/null 2>&1 || xmpp_fail "openssl could not make the CA"
  for domain in $XMPP_DOMAINS wrong.test; do
    openssl req -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes \
      -keyout "$dir/$domain.key" -out "$dir/$domain.csr" -subj "/CN=$domain" >/dev/null 2>&1 \
      || xmpp_fail "openssl could not make a key for $domain"
    printf 'subjectAltName=DNS:%s,DNS:*.%s\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth,clientAuth\n' \
      "$domain" "$domain" > "$dir/$domain.ext"
    openssl x509 -req -in "$dir/$domain.csr" -CA "$dir/ca.crt" -CAkey "$dir/ca.key" -CAcreateserial \
      -days 2 -out "$dir/$domain.crt" -extfile "$dir/$domain.ext" >/dev/null 2>&1 \
      || xmpp_fail "openssl could not sign the certificate of $domain"
  done
  XMPP_CA=$dir/ca.crt
}

# DNS for the test domains on 127.0.0.1:53, the namespace's only resolver.
xmpp_dns () {
  set --
  for domain in $XMPP_DOMAINS; do
    address=$(xmpp_address "$domain")
    set -- "$@" "--host-record=$domain,$address" \
      "--srv-host=_xmpp-client._tcp.$domain,$domain,5222" \
      "--srv-host=_xmpp-server._tcp.$domain,$domain,5269"
  done
  dnsmasq --keep-in-foreground --conf-file=/dev/null --no-resolv --no-hosts --bind-interfaces \
    --listen-address=127.0.0.1 --user=root --pid-file="$XMPP_WORK/dnsmasq.pid" \
    --log-facility="$XMPP_WORK/dnsmasq.log" "$@" &
  XMPP_PIDS="$! $XMPP_PIDS"
  echo "nameserver 127.0.0.1" > "$XMPP_WORK/resolv.conf"
  mount --bind "$XMPP_WORK/resolv.conf" /etc/resolv.conf
  printf '127.0.0.1 localhost\n' > "$XMPP_WORK/hosts"
  mount --bind "$XMPP_WORK/hosts" /etc/hosts
}

# The config of one server (xmpp_config DOMAIN [SERVED-DOMAIN CERT-DOMAIN]:
# the impostor serves alpha.test with wrong.test's certificate).
xmpp_config () {
  domain=$1
  served=${2:-$1}
  certificate=${3:-$1}
  short=$(xmpp_short "$domain")
  dir=$XMPP_WORK/$short
  address=$(xmpp_address "$domain")
  mkdir -p "$dir/data" "$dir/certs"
  cp "$XMPP_WORK/pki/$certificate.crt" "$dir/certs/$served.crt"
  cp "$XMPP_WORK/pki/$certificate.key" "$dir/certs/$served.key"
  cat > "$dir/prosody.cfg.lua" <<CFG
-- A private server of a Fourteen test (tests/game/xmpp/xmpp-env.sh).
pidfile = "$dir/prosody.pid"
data_path = "$dir/data"
run_as_root = true
log = { { levels = { min = "info" }, to = "file", filename = "$dir/prosody.log" } }
interfaces = { "$address" }
c2s_ports = { 5222 }
c2s_interfaces = { "$address" }
s2s_ports = { 5269 }
s2s_interfaces = { "$address" }
http_ports = { }
https_ports = { }
admin_socket = "$dir/admin.sock"
certificates = "$dir/certs"
ssl = { cafile = "$XMPP_CA" }
c2s_require_encryption = true
s2s_require_encryption = true
s2s_secure_auth = true
authentication = "internal_hashed"
storage = "internal"
modules_enabled = { "roster", "saslauth", "tls", "dialback", "disco", "smacks", "ping", "offline", "posix" }
limits = { }
VirtualHost "$served"
CFG
}

xmpp_prosodyctl () {
  short=$1; shift
  prosodyctl --config "$XMPP_WORK/$short/prosody.cfg.lua" "$@"
}

# xmpp_account USER DOMAIN PASSWORD (the server may be stopped).
xmpp_account () {
  xmpp_prosodyctl "$(xmpp_short "$2")" register "$1" "$2" "$3" >/dev/null 2>&1 \
    || xmpp_fail "prosodyctl could not make the account $1@$2"
}

# The file of a roster in prosody's internal storage.
xmpp_roster_file () {
  user=${1%@*}
  domain=${1#*@}
  enc_domain=$(printf '%s' "$domain" | sed 's/\./%2e/g')
  enc_user=$(printf '%s' "$user" | sed 's/\./%2e/g')
  echo "$XMPP_WORK/$(xmpp_short "$domain")/data/$enc_domain/roster/$enc_user.dat"
}

# xmpp_roster_item OWNER CONTACT: CONTACT in OWNER's roster, subscribed
# both ways.
xmpp_roster_item () {
  file=$(xmpp_roster_file "$1")
  mkdir -p "$(dirname "$file")"
  [ -f "$file" ] || printf 'return {\n\t[false] = { ["version"] = 1; ["pending"] = {}; };\n};\n' > "$file"
  # One more item before the closing brace.
  sed -i '$d' "$file"
  printf '\t["%s"] = { ["subscription"] = "both"; ["groups"] = {}; };\n};\n' "$2" >> "$file"
}

# xmpp_contacts A B: A and B are each other's contacts, written in the
# servers' storage before they start.
xmpp_contacts () {
  xmpp_roster_item "$1" "$2"
  xmpp_roster_item "$2" "$1"
}

# xmpp_server_start SHORT: start (or start again) one server and wait for
# its client port.
xmpp_server_start () {
  short=$1
  dir=$XMPP_WORK/$short
  prosody --config "$dir/prosody.cfg.lua" -F >> "$dir/stdout.log" 2>&1 &
  pid=$!
  # Stopped by its PID (xmpp_server_stop); no job notice when it is killed.
  disown "$pid" 2>/dev/null || true
  echo "$pid" > "$dir/run.pid"
  address=$(xmpp_address "$short.test")
  for _ in $(seq 100); do
    if (exec 3<>"/dev/tcp/$address/5222") 2>/dev/null; then
      return 0
    fi
    kill -0 "$pid" 2>/dev/null || xmpp_fail "prosody $short did not start: $(cat "$dir/stdout.log" "$dir/prosody.log")"
    sleep 0.1
  done
  xmpp_fail "prosody $short does not listen on $address:5222"
}

# xmpp_server_stop SHORT: stop one server (as a crash would: no goodbye).
xmpp_server_stop () {
  pid=$(cat "$XMPP_WORK/$1/run.pid" 2>/dev/null || true)
  [ -n "$pid" ] || return 0
  kill -9 "$pid" 2>/dev/null || true
  # Gone, or a zombie waiting for its parent.
  while [ -e "/proc/$pid" ] && ! grep -q '^State:.*Z' "/proc/$pid/status" 2>/dev/null; do
    sleep 0.05
  done
  rm -f "$XMPP_WORK/$1/run.pid"
}

# xmpp_prepare: the work folder, loopback, DNS, certificates, configs.
# Accounts and contacts come after it, the servers with xmpp_start.
xmpp_prepare () {
  XMPP_WORK=$(mktemp -d /tmp/fourteen-xmpp-XXXXXX)
  trap xmpp_cleanup EXIT
  ip link set lo up
  # The whole of 127.0.0.0/8 is loopback: one address a server.
  mount -t tmpfs fourteen-run /run
  xmpp_certificates
  xmpp_dns
  for domain in $XMPP_DOMAINS; do
    xmpp_config "$domain"
  done
  xmpp_config impostor.test alpha.test wrong.test
  # The machine's certificate authorities mean nothing in a world of
  # loopback only: the programs' "system store" is an empty one here (and
  # OpenSSL need not read 140 certificates at every sign-in, which takes
  # seconds under AddressSanitizer); the test CA is added with --xmpp-ca,
  # as a player would add one. Verification itself is never turned off.
  : > "$XMPP_WORK/pki/system-store.pem"
  mkdir -p "$XMPP_WORK/pki/system-store"
  export SSL_CERT_FILE="$XMPP_WORK/pki/system-store.pem" SSL_CERT_DIR="$XMPP_WORK/pki/system-store"
  export HOME="$XMPP_WORK/home"
  export XDG_DATA_HOME="$HOME/.local/share" XDG_CONFIG_HOME="$HOME/.config" XDG_CACHE_HOME="$HOME/.cache"
  mkdir -p "$XDG_DATA_HOME" "$XDG_CONFIG_HOME"
}

xmpp_start () {
  for domain in $XMPP_DOMAINS impostor.test; do
    xmpp_server_start "$(xmpp_short "$domain")"
  done
}

# wait_for FILE TEXT [SECONDS]: until FILE has a line with TEXT (grep -E).
wait_for () {
  seconds=${3:-20}
  tries=$((seconds * 10))
  i=0
  while [ "$i" -lt "$tries" ]; do
    grep -Eq -- "$2" "$1" 2>/dev/null && return 0
    sleep 0.1
    i=$((i + 1))
  done
  echo "--- $1:" >&2
  cat "$1" >&2 2>/dev/null
  xmpp_fail "no \"$2\" in $1 within $seconds s"
}
