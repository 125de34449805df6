#!/usr/bin/env python3
"""compare-pdn.py PEER_PDN PUBLISHED.pdn... — our PDN against rapid-draughts.

(a) PEER_PDN games writes a few hundred random and computer English games
    as PDN; tests/peers/pdn.js replays every move with rapid-draughts
    (English draughts, WCDF rules), which must accept each one, find the
    same legal moves before every ply and reach the same final position.
(b) The same for published games (tests/checkers/pdn), read by our reader.
Exits 77 (skip) without node or tests/peers/node_modules/rapid-draughts.
"""
import os
import shutil
import subprocess
import sys
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
node = shutil.which("node")
if node is None or not os.path.isdir(os.path.join(here, "node_modules", "rapid-draughts")):
    print("skipped: no node or no tests/peers/node_modules (cd tests/peers && npm install)")
    sys.exit(77)
peer = os.path.abspath(sys.argv[1])


def run(args):
    result = subprocess.run(args, capture_output=True, text=True, cwd=here)
    sys.stderr.write(result.stderr)
    return result


def lines(text):
    result = {}
    for line in text.splitlines():
        kind = line.split(" ", 4)
        result[" ".join(kind[:4])] = line
    return result


def compare(name, ours_run, pdn_path):
    theirs_run = run([node, os.path.join(here, "pdn.js"), pdn_path])
    failures = 0
    if ours_run.returncode != 0:
        print(f"{name}: peer-pdn failed (exit {ours_run.returncode})")
        return 1
    if theirs_run.returncode != 0:
        print(f"{name}: rapid-draughts refused a move (exit {theirs_run.returncode})")
        failures += 1
    ours, theirs = lines(ours_run.stdout), lines(theirs_run.stdout)
    games = sum(1 for key in ours if " END" in key)
    for key, line in ours.items():
        if theirs.get(key) != line:
            failures += 1
            if failures <= 10:
                print(f"{name}:\n  ours:           {line}\n  rapid-draughts: {theirs.get(key)}")
    print(f"{name}: {games} games, {len(ours) - games} positions compared with rapid-draughts"
          f"{'' if failures == 0 else f', {failures} differences'}")
    return failures


failures = 0
with tempfile.TemporaryDirectory() as work:
    written = os.path.join(work, "games.pdn")
    failures += compare("our games", run([peer, "games", written]), written)
for published in sys.argv[2:]:
    failures += compare(os.path.basename(published), run([peer, "read", published]), published)
sys.exit(1 if failures else 0)
