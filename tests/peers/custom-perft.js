// tests/peers/custom-perft.js — Fairy-Stockfish (npm ffish) as a peer for
// perft with custom pieces.
//
//   node custom-perft.js FILE            recount every line of FILE with ffish
//                                        and compare with its committed counts
//   node custom-perft.js FILE --update   count the lines of FILE that have no
//                                        counts yet and write them into FILE
//   node custom-perft.js FILE --update-all   recount every line into FILE
//
// FILE is tests/engine/custom-perft.txt: "name ; w:NN x:nN ; FEN ; counts".
// Each line becomes a variant derived from chess with the board size of its
// FEN, castling only if the FEN has rights (the king lands on the g or c
// file, as Fourteen's two-square move does from e1), and the line's pieces as customPieceN = letter:betza
// (also allowed as promotion choices, as Fourteen's standard rules do).
// Exits 77 (skip) when node_modules is missing, 1 on a mismatch.
'use strict';

const fs = require('fs');
const path = require('path');

if (!fs.existsSync(path.join(__dirname, 'node_modules', 'ffish'))) {
  console.error('ffish is not installed (cd tests/peers && npm install): skipping');
  process.exit(77);
}

// ffish's loader uses fetch() when it exists (Node 20), which cannot read
// the local .wasm file.
globalThis.fetch = undefined;
const ffish = require('ffish');

const file = process.argv[2];
const updateAll = process.argv.includes('--update-all');
const update = updateAll || process.argv.includes('--update');
const maxDepth = Number(process.env.CUSTOM_PERFT_DEPTH || 4);

function perft(board, depth) {
  const moves = board.legalMoves().split(' ').filter((m) => m !== '');
  if (depth === 1)
    return moves.length;
  let nodes = 0;
  for (const m of moves) {
    board.push(m);
    nodes += perft(board, depth - 1);
    board.pop();
  }
  return nodes;
}

function boardSize(fen) {
  const ranks = fen.split(' ')[0].split('/');
  let files = 0;
  for (const m of ranks[0].matchAll(/(\d+)|([a-zA-Z])/g))
    files += m[1] ? Number(m[1]) : 1;
  return [files, ranks.length];
}

ffish['onRuntimeInitialized'] = () => {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  let ini = '';
  const cases = [];

  lines.forEach((line, index) => {
    if (line === '' || line.startsWith('#'))
      return;
    const [name, pieces, fen, counts] = line.split(';').map((s) => s.trim());
    const [files, ranks] = boardSize(fen);
    const variant = `fourteen_${cases.length}`;
    const kinds = pieces.split(' ').filter((p) => p !== '');

    const castling = fen.split(' ')[2] !== '-';

    ini += `[${variant}:chess]\nmaxFile = ${files}\nmaxRank = ${ranks}\ncastling = ${castling}\n`;
    // Fourteen's king goes two squares towards the rook on any width.
    if (castling)
      ini += 'castlingKingsideFile = g\ncastlingQueensideFile = c\n';
    // Fourteen's standard rules on any size: double steps from the second
    // rank of each side, promotion on the last.
    ini += `doubleStepRegionWhite = *2\ndoubleStepRegionBlack = *${ranks - 1}\n`;
    ini += `promotionRegionWhite = *${ranks}\npromotionRegionBlack = *1\n`;
    ini += `promotionPieceTypes = nbrq${kinds.map((k) => k[0]).join('')}\n`;
    kinds.forEach((k, i) => { ini += `customPiece${i + 1} = ${k}\n`; });
    ini += '\n';
    cases.push({ index, name, pieces, fen, variant,
                 counts: (counts || '').split(' ').filter((c) => c !== '' && c !== '?').map(Number) });
  });
  ffish.loadVariantConfig(ini);

  let failures = 0;
  for (const c of cases) {
    if (update && !updateAll && c.counts.length > 0)
      continue;
    const board = new ffish.Board(c.variant, c.fen);
    const depth = update ? maxDepth : Math.min(c.counts.length, maxDepth);
    const got = [];

    // The board and side must read the same (castling may be written KQkq).
    if (board.fen().split(' ').slice(0, 2).join(' ') !== c.fen.split(' ').slice(0, 2).join(' '))
      console.error(`${c.name}: ffish reads the FEN as ${board.fen()}`);
    for (let d = 1; d <= depth; d++)
      got.push(perft(board, d));
    board.delete();
    console.log(`${c.name}: ${got.join(' ')}`);
    if (update) {
      lines[c.index] = `${c.name} ; ${c.pieces} ; ${c.fen} ; ${got.join(' ')}`;
    } else if (got.some((n, i) => n !== c.counts[i])) {
      console.error(`${c.name}: ffish counts ${got.join(' ')}, the file has ${c.counts.join(' ')}`);
      failures++;
    }
  }
  if (update)
    fs.writeFileSync(file, lines.join('\n'));
  process.exit(failures === 0 ? 0 : 1);
};
