// tests/peers/san.js — chess.js as a peer for Fourteen's SAN (standard chess).
//
// Reads lines "FEN<TAB>SAN SAN …" (our SAN of every legal move) from stdin.
// For each line, checks that chess.js accepts each of our SANs as a legal
// move in that FEN (strict parsing), and prints "FEN<TAB>SAN SAN …" with
// chess.js's own SAN of every legal move, sorted. Exits 1 if chess.js
// refused any of our SANs (after printing everything).
'use strict';

const { Chess } = require('chess.js');
const readline = require('readline');

let refused = 0;
const rl = readline.createInterface({ input: process.stdin, terminal: false });

rl.on('line', (line) => {
  if (line === '')
    return;
  const [fen, ours = ''] = line.split('\t');
  const sans = ours.split(' ').filter((s) => s !== '');

  for (const san of sans) {
    const chess = new Chess(fen);
    try {
      chess.move(san, { strict: true });
    } catch (e) {
      console.error(`chess.js refuses ${san} in ${fen}: ${e.message}`);
      refused++;
    }
  }
  const theirs = new Chess(fen).moves().sort();
  console.log(`${fen}\t${theirs.join(' ')}`);
});

rl.on('close', () => {
  process.exit(refused > 0 ? 1 : 0);
});
