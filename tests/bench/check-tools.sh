#!/bin/sh
# check-tools.sh SELFPLAY-DATA TUNE-EVAL — the tuning tools work end to end:
# a few self-play games in gauntlet PGN, then one tuning pass on them.
set -eu
games=$(mktemp)
trap 'rm -f "$games"' EXIT
"$1" --games 6 --nodes 300 --max-plies 60 --seed 3 > "$games"
test "$(grep -c '^\[Result "' "$games")" -eq 6
grep -q '{[+-][0-9]*}' "$games"
out=$("$2" --rules fourteen --iterations 1 --groups tempo,bishop_pair "$games")
echo "$out"
echo "$out" | grep -q '^K = '
echo "$out" | grep -q '^kept: validation '
echo "$out" | grep -q '^  tempo: '
# Labels partly from the games' search scores: K is fitted again on them.
out=$("$2" --rules fourteen --iterations 1 --groups tempo --score-weight 0.5 "$games")
echo "$out" | grep -q '^K = .* with 0.50 of the labels from search scores$'
echo "$out" | grep -q '^kept: validation '
# Bad arguments are refused.
if "$2" --rules shogi "$games" 2>/dev/null; then exit 1; fi
if "$2" --rules fourteen --score-weight 2 "$games" 2>/dev/null; then exit 1; fi
if "$1" --games 0 2>/dev/null; then exit 1; fi
