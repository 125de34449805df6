// tests/peers/ffish.js — ffish (Fairy-Stockfish in WebAssembly) as a peer
// for Fourteen's PGN and SAN; driven by compare-ffish.py.
//
//   node ffish.js pgn        stdin: {"fourteen": …, "uci": [...], "pgn": …}
//                            lines. Reads each PGN with ffish and, for
//                            standard chess, chess.js, and checks that they
//                            find exactly our moves. Fourteen games (12x10)
//                            are read as variants.ini's fourteen12x10: ffish
//                            knows variants by its own names, so the
//                            [Variant "Fourteen"] tag is renamed first.
//   node ffish.js positions  stdin: "FEN<TAB>uci=SAN …" (Fourteen rules on
//                            12x10, variants.ini). Prints "FEN<TAB>uci=SAN …"
//                            with ffish's legal moves and SAN, sorted.
'use strict';

globalThis.fetch = undefined; // ffish's loader must take the Node path
const fs = require('fs');
const path = require('path');
const readline = require('readline');
const ffish = require('ffish');

const mode = process.argv[2];
const lines = [];

function checkPgn() {
  const { Chess } = require('chess.js');
  let failures = 0;
  ffish.loadVariantConfig(fs.readFileSync(path.join(__dirname, 'variants.ini'), 'utf8'));
  for (const line of lines) {
    const { fourteen, uci } = JSON.parse(line);
    let { pgn } = JSON.parse(line);
    if (fourteen)
      pgn = pgn.replace('[Variant "Fourteen"]', '[Variant "fourteen12x10"]');
    // ffish: the mainline as UCI moves.
    const game = ffish.readGamePGN(pgn);
    const ffMoves = game.mainlineMoves().split(' ').filter((m) => m !== '');
    game.delete();
    if (ffMoves.join(' ') !== uci.join(' ')) {
      console.log(`ffish reads other moves:\n  ours:  ${uci.join(' ')}\n  ffish: ${ffMoves.join(' ')}\n${pgn}`);
      failures++;
    }
    if (fourteen)
      continue;
    // chess.js: strict PGN parsing.
    const chess = new Chess();
    try {
      chess.loadPgn(pgn, { strict: true });
      const jsMoves = chess.history({ verbose: true }).map((m) => m.from + m.to + (m.promotion || ''));
      if (jsMoves.join(' ') !== uci.join(' ')) {
        console.log(`chess.js reads other moves:\n  ours:     ${uci.join(' ')}\n  chess.js: ${jsMoves.join(' ')}`);
        failures++;
      }
    } catch (e) {
      console.log(`chess.js refuses our PGN: ${e.message}\n${pgn}`);
      failures++;
    }
  }
  const standard = lines.filter((l) => !JSON.parse(l).fourteen).length;
  console.log(`${lines.length} games read by ffish (${standard} standard ones also by chess.js), ${failures} failures`);
  process.exit(failures > 0 ? 1 : 0);
}

function sanOfPositions() {
  ffish.loadVariantConfig(fs.readFileSync(path.join(__dirname, 'variants.ini'), 'utf8'));
  for (const line of lines) {
    const fen = line.split('\t')[0];
    const board = new ffish.Board('fourteen12x10', fen);
    const moves = board.legalMoves().split(' ').filter((m) => m !== '');
    const pairs = moves.map((m) => `${m}=${board.sanMove(m)}`).sort();
    board.delete();
    console.log(`${fen}\t${pairs.join(' ')}`);
  }
}

// Run once both the input is read and the WebAssembly runtime is ready,
// whichever comes last.
let inputDone = false;
let runtimeReady = false;
function start() {
  if (!inputDone || !runtimeReady)
    return;
  if (mode === 'pgn')
    checkPgn();
  else if (mode === 'positions')
    sanOfPositions();
  else {
    console.error('usage: node ffish.js pgn|positions');
    process.exit(2);
  }
}
ffish.onRuntimeInitialized = () => { runtimeReady = true; start(); };
const rl = readline.createInterface({ input: process.stdin, terminal: false });
rl.on('line', (line) => { if (line !== '') lines.push(line); });
rl.on('close', () => { inputDone = true; start(); });
