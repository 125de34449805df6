#!/usr/bin/env python3
"""compare-san.py PEER_SAN — our SAN against chess.js's for standard chess.

Runs PEER_SAN (tests/engine/peer-san.c: "FEN<TAB>SAN SAN ..." per position),
feeds its output to tests/peers/san.js (chess.js checks that it accepts each
of our SANs and prints its own), and compares the sets of SAN strings per
position exactly. Exits 77 (skip) when tests/peers/node_modules is missing
(`build-aux/dev test` installs it) or node is not installed.
"""
import os
import shutil
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
node = shutil.which("node")
if node is None or not os.path.isdir(os.path.join(here, "node_modules", "chess.js")):
    print("skipped: no node or no tests/peers/node_modules (cd tests/peers && npm install)")
    sys.exit(77)

ours_text = subprocess.run([sys.argv[1]], check=True, capture_output=True, text=True).stdout
peer = subprocess.run([node, os.path.join(here, "san.js")], input=ours_text,
                      capture_output=True, text=True, cwd=here)
sys.stderr.write(peer.stderr)


def parse(text):
    result = {}
    for line in text.splitlines():
        if line:
            fen, _, sans = line.partition("\t")
            result[fen] = set(sans.split())
    return result


ours, theirs = parse(ours_text), parse(peer.stdout)
failures = 0
if peer.returncode != 0:
    print(f"chess.js refused some of our SANs (exit {peer.returncode})")
    failures += 1
if list(ours) != list(theirs):
    print(f"chess.js answered for {len(theirs)} positions, we asked about {len(ours)}")
    failures += 1
moves = 0
for fen, sans in ours.items():
    moves += len(sans)
    other = theirs.get(fen, set())
    if sans != other:
        failures += 1
        print(f"{fen}\n  only ours:     {' '.join(sorted(sans - other))}"
              f"\n  only chess.js: {' '.join(sorted(other - sans))}")
print(f"{len(ours)} positions, {moves} moves compared with chess.js")
sys.exit(1 if failures else 0)
