#!/usr/bin/env python3
"""compare-pgn-corpus.py PEER_PGN_CORPUS CORPUS — real games read by us and by chess.js.

PEER_PGN_CORPUS (tests/engine/peer-pgn-corpus.c) reads every game of the
corpus (tests/formats/pgn-corpus) with our PGN reader and prints our moves;
tests/peers/pgn-corpus.js has chess.js read the same text (or replay the same
moves) and compares move by move and the final position. Exits 77 (skip)
without node or tests/peers/node_modules.
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

ours = subprocess.run([sys.argv[1], sys.argv[2], "--min-games", "200"], capture_output=True,
                      text=True)
sys.stderr.write(ours.stderr)
if ours.returncode != 0:
    print(f"our reader failed on the corpus (exit {ours.returncode})")
    sys.exit(1)
peer = subprocess.run([node, os.path.join(here, "pgn-corpus.js")], input=ours.stdout,
                      capture_output=True, text=True, cwd=here)
sys.stdout.write(peer.stdout)
sys.stderr.write(peer.stderr)
sys.exit(0 if peer.returncode == 0 else 1)
