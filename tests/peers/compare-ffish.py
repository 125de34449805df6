#!/usr/bin/env python3
"""compare-ffish.py PEER_FFISH — our PGN and SAN against ffish (Fairy-Stockfish).

(a) PEER_FFISH pgn writes random games as PGN; ffish.js reads each with
    ffish and (standard chess) chess.js, which must find exactly our moves.
    Fourteen games on 12x10 are read by ffish as variants.ini's variant.
(b) Fourteen rules on 12x10 (tests/peers/variants.ini): PEER_FFISH positions
    prints every position of random games with our SAN of every legal move;
    ffish.js prints ffish's. The legal move sets and every SAN must be equal;
    then PEER_FFISH parse reads ffish's SAN back with ft_san_parse.
Exits 77 (skip) without node or tests/peers/node_modules/ffish.
"""
import os
import shutil
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
node = shutil.which("node")
if node is None or not os.path.isdir(os.path.join(here, "node_modules", "ffish")) \
        or not os.path.isdir(os.path.join(here, "node_modules", "chess.js")):
    print("skipped: no node or no tests/peers/node_modules (cd tests/peers && npm install)")
    sys.exit(77)
peer = os.path.abspath(sys.argv[1])
failures = 0


def run(args, text):
    result = subprocess.run(args, input=text, capture_output=True, text=True, cwd=here)
    sys.stderr.write(result.stderr)
    return result


# (a) Our PGN, read by ffish and chess.js.
games = run([peer, "pgn"], "").stdout
checked = run([node, os.path.join(here, "ffish.js"), "pgn"], games)
print(checked.stdout, end="")
if checked.returncode != 0:
    failures += 1

# (b) SAN on 12x10 Fourteen positions.
ours_text = run([peer, "positions"], "").stdout
theirs = run([node, os.path.join(here, "ffish.js"), "positions"], ours_text)
if theirs.returncode != 0:
    print(f"ffish.js failed (exit {theirs.returncode})")
    failures += 1


def parse(text):
    result = {}
    for line in text.splitlines():
        if line:
            fen, _, pairs = line.partition("\t")
            result[fen] = dict(p.split("=", 1) for p in pairs.split())
    return result


ours, peer_san = parse(ours_text), parse(theirs.stdout)
moves = 0
differences = 0
for fen, sans in ours.items():
    other = peer_san.get(fen, {})
    moves += len(sans)
    for uci in sorted(set(sans) | set(other)):
        if sans.get(uci) != other.get(uci):
            differences += 1
            if differences <= 20:
                print(f"{fen}  {uci}: ours {sans.get(uci, '(not legal)')}, "
                      f"ffish {other.get(uci, '(not legal)')}")
if differences:
    print(f"{differences} differences")
    failures += 1
print(f"{len(ours)} positions on 12x10, {moves} moves: SAN compared with ffish")

# ffish's SAN read back by ft_san_parse.
back = run([peer, "parse"], theirs.stdout)
print(back.stdout, end="")
if back.returncode != 0:
    failures += 1
sys.exit(1 if failures else 0)
