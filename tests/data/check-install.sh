#!/bin/sh
# Installs the build into a temporary DESTDIR and checks the result:
#  - every file a desktop installation needs is there (binaries, desktop file,
#    metainfo, icons, schema, translations, config.json, layout.txt, the
#    puzzles (levels/), pieces,
#    man pages), and the installed desktop file and metainfo validate;
#  - the INSTALLED fourteen-cli checks the INSTALLED config and layout;
#  - the INSTALLED fourteen, started under Xvfb from an unrelated working
#    directory with XDG_DATA_DIRS and GSETTINGS_SCHEMA_DIR pointing into the
#    DESTDIR, opens its window on the installed config (no config problem on
#    stderr, no critical or warning), and draws the board with pieces of both
#    colours (their fill colours are counted in a screenshot), drawn by the
#    INSTALLED sprite renderer (libexec): librsvg is not mapped in the game.
#
# usage: check-install.sh BUILD_DIR APP_ID
set -u

build_dir=$1
app_id=$2
failures=0

fail () {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
destdir="$work/destdir"

if ! meson install -C "$build_dir" --destdir "$destdir" --no-rebuild >"$work/install.log" 2>&1; then
  cat "$work/install.log"
  echo "FAIL: meson install --destdir failed"
  exit 1
fi

bin=$(find "$destdir" -path '*/bin/fourteen' -type f | head -n 1)
if [ -z "$bin" ]; then
  echo "FAIL: no bin/fourteen installed"
  exit 1
fi
prefix=$(dirname "$(dirname "$bin")")
share="$prefix/share"
echo "installed under $prefix"

for path in \
    bin/fourteen bin/fourteen-cli libexec/fourteen-sprite-renderer \
    "share/applications/$app_id.desktop" \
    "share/metainfo/$app_id.metainfo.xml" \
    "share/mime/packages/$app_id.xml" \
    "share/icons/hicolor/scalable/apps/$app_id.svg" \
    "share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg" \
    "share/glib-2.0/schemas/$app_id.gschema.xml" \
    share/fourteen/config.json share/fourteen/layout.txt \
    share/fourteen/levels/levels.json share/fourteen/levels/12.txt \
    share/fourteen/level-ratings.json share/fourteen/layouts/fairy-12x10.txt \
    share/fourteen/layouts/fairy-10x10.txt \
    share/locale/de/LC_MESSAGES/fourteen.mo share/locale/fr/LC_MESSAGES/fourteen.mo \
    share/man/man6/fourteen.6 share/man/man6/fourteen-cli.6; do
  if [ -f "$prefix/$path" ]; then
    echo "ok: $path"
  else
    fail "$path is not installed"
  fi
done

pieces=$(find "$share/fourteen/pieces" -name '*.svg' 2>/dev/null | wc -l)
[ "$pieces" -eq 22 ] && echo "ok: 22 piece SVGs" || fail "$pieces piece SVGs installed, expected 22"

desktop-file-validate "$share/applications/$app_id.desktop" || fail "installed desktop file does not validate"
grep -q '^GenericName\[de\]=' "$share/applications/$app_id.desktop" || fail "installed desktop file has no German generic name"
appstreamcli validate --no-net "$share/metainfo/$app_id.metainfo.xml" >"$work/as.log" 2>&1 \
  || { cat "$work/as.log"; fail "installed metainfo does not validate"; }
grep -q '@[A-Z]*@' "$share/man/man6/"*.6 && fail "a man page has an unsubstituted @VARIABLE@"
if command -v man >/dev/null; then
  for page in fourteen fourteen-cli; do
    man -l "$share/man/man6/$page.6" >/dev/null 2>"$work/man.err"
    [ -s "$work/man.err" ] && { cat "$work/man.err"; fail "$page.6 renders with warnings"; }
  done
fi
# Every option and command the programs list in --help is in their man page.
documented () {   # PAGE WORD
  sed 's/\\-/-/g' "$share/man/man6/$1.6" | grep -q -e "$2"
}
for option in $("$bin" --help | sed -n '/Application Options/,$p' | grep -o -e '--[a-z-]*'); do
  documented fourteen "$option" || fail "fourteen.6 does not document $option"
done
for word in $("$prefix/bin/fourteen-cli" --help | sed -n '/^Commands:/,$p' | awk 'NR > 1 && NF { print $1 }') \
            $("$prefix/bin/fourteen-cli" --help | grep -o -e '--[a-z-]*' | sort -u); do
  documented fourteen-cli "$word" || fail "fourteen-cli.6 does not document $word"
done
echo "ok: man pages document every option and command of --help"

# gnome.post_install does not run under DESTDIR: compile the schema here.
glib-compile-schemas --strict "$share/glib-2.0/schemas" || fail "installed schema does not compile"

# Run from an empty folder, far from the source and build trees.
run_dir="$work/elsewhere"
mkdir -p "$run_dir" "$work/config-home" "$work/data-home"
cd "$run_dir" || exit 1

version=$("$bin" --version 2>&1)
case "$version" in
  "fourteen "[0-9]*) echo "ok: $version" ;;
  *) fail "fourteen --version printed '$version'" ;;
esac

# The installed puzzles: every level's layout beside it, every solution checked.
if "$prefix/bin/fourteen-cli" check "$share/fourteen/levels/levels.json" >"$work/levels.log" 2>&1; then
  echo "ok: fourteen-cli check accepts the installed levels/levels.json"
else
  cat "$work/levels.log"
  fail "fourteen-cli check rejects the installed levels/levels.json"
fi
if "$prefix/bin/fourteen-cli" check "$share/fourteen/config.json" >"$work/check.log" 2>&1; then
  echo "ok: fourteen-cli check accepts the installed config.json (and its layout.txt)"
else
  cat "$work/check.log"
  fail "fourteen-cli check rejects the installed config.json"
fi

if ! command -v xvfb-run >/dev/null || ! command -v xdotool >/dev/null || ! command -v import >/dev/null; then
  echo "xvfb-run, xdotool or ImageMagick missing: cannot start the installed game"
  [ $failures -eq 0 ] && exit 77
  exit 1
fi

cat >"$work/run-game.sh" <<SCRIPT
#!/bin/sh
# Inside Xvfb: start the installed game, wait for its window, take a screenshot.
"$bin" --config "$share/fourteen/config.json" >"$work/game.out" 2>"$work/game.err" &
pid=\$!
if timeout 15 xdotool search --sync --onlyvisible --name '^Fourteen\$' >"$work/window-id" 2>/dev/null; then
  sleep 1.5
  import -window root "$work/screen.png"
  grep -c librsvg /proc/\$pid/maps >"$work/librsvg-maps"
fi
kill \$pid 2>/dev/null
wait \$pid 2>/dev/null
exit 0
SCRIPT
chmod +x "$work/run-game.sh"

env XDG_DATA_DIRS="$share:/usr/local/share:/usr/share" \
    XDG_DATA_HOME="$work/data-home" \
    XDG_CONFIG_HOME="$work/config-home" \
    XDG_CACHE_HOME="$work/cache-home" \
    GSETTINGS_SCHEMA_DIR="$share/glib-2.0/schemas" \
    GSETTINGS_BACKEND=memory GSK_RENDERER=cairo GDK_BACKEND=x11 GTK_A11Y=none \
    xvfb-run -a -s '-screen 0 1024x768x24' "$work/run-game.sh"

if [ -s "$work/window-id" ]; then
  echo "ok: the installed game opened its window"
else
  fail "the installed game opened no window titled Fourteen"
fi
if [ -s "$work/game.err" ]; then
  echo "--- stderr of the installed game:"
  cat "$work/game.err"
  echo "---"
  grep -E 'CRITICAL|WARNING|ERROR|[Ff]ailed|[Uu]nable|No such file' "$work/game.err" >/dev/null \
    && fail "the installed game reported problems on stderr"
fi

# The pieces came from the installed renderer: the game never mapped
# librsvg, and the renderer left every piece at the board's size.
sprites=$(find "$work/cache-home/fourteen/sprites" -name '*.argb' 2>/dev/null | wc -l)
if [ "$(cat "$work/librsvg-maps" 2>/dev/null)" = 0 ] && [ "$sprites" -ge 22 ]; then
  echo "ok: the pieces were drawn by the installed sprite renderer ($sprites sprites, no librsvg in the game)"
else
  fail "the installed game drew its pieces itself (librsvg mapped $(cat "$work/librsvg-maps" 2>/dev/null) times, $sprites sprites)"
fi

if [ -f "$work/screen.png" ]; then
  # Count the pixels painted in the pieces' own fill colours (cairo renders
  # the inside of a shape in its exact colour).
  convert "$work/screen.png" -format %c histogram:info:- >"$work/histogram.txt"
  count () {
    awk -v colour="$1" 'toupper($0) ~ colour { sub(":", "", $1); n += $1 } END { print n + 0 }' "$work/histogram.txt"
  }
  white=$(count '#F8F6F0')
  black=$(count '#2E2E33')
  echo "screenshot: $white px of white-piece fill, $black px of black-piece fill"
  [ "$white" -gt 2000 ] || fail "no white pieces on the installed game's board"
  [ "$black" -gt 2000 ] || fail "no black pieces on the installed game's board"
else
  fail "no screenshot of the installed game"
fi

echo "$failures failure(s)"
[ $failures -eq 0 ]
