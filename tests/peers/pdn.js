// tests/peers/pdn.js — rapid-draughts (English draughts) as a peer for
// Fourteen's PDN: reads a PDN file, replays every move of every game with
// rapid-draughts and prints, per game i, "G i P j MOVES" (rapid-draughts'
// legal moves before ply j, as "11-15" or "15x24:19" with the captured
// squares sorted) and "G i END FEN" (the final position, Black to move "B",
// White's pieces then Black's, K for kings). Exits 1 if rapid-draughts
// refuses a move or cannot tell which move a text means.
//
// The PDN reading here is deliberately small and independent of ours: tags
// and comments are dropped, move numbers and results skipped, and a move's
// squares are matched against rapid-draughts' own legal moves.
'use strict';

const fs = require('fs');
const { DraughtsPlayer } = require('rapid-draughts');
const { EnglishDraughts } = require('rapid-draughts/english');

// Square n (1-32) on the usual diagram, Black at the top.
function rowCol(n) {
  const row = Math.floor((n - 1) / 4);
  const index = (n - 1) % 4;
  return [row, row % 2 === 0 ? 2 * index + 1 : 2 * index];
}

function numberAt(row, col) {
  return row * 4 + Math.floor(col / 2) + 1;
}

function moveName(move) {
  const captures = move.captures.map((c) => c + 1).sort((a, b) => a - b);
  const name = `${move.origin + 1}${captures.length > 0 ? 'x' : '-'}${move.destination + 1}`;
  return captures.length > 0 ? `${name}:${captures.join(',')}` : name;
}

// The pieces a move text says it jumps, when it names every landing.
function impliedCaptures(squares) {
  const captures = [];
  for (let i = 1; i < squares.length; i++) {
    const [r1, c1] = rowCol(squares[i - 1]);
    const [r2, c2] = rowCol(squares[i]);
    if (Math.abs(r2 - r1) !== 2)
      return null;
    captures.push(numberAt((r1 + r2) / 2, (c1 + c2) / 2) - 1);
  }
  return captures.sort((a, b) => a - b);
}

function findMove(game, text) {
  const squares = text.replace(/[!?]+$/, '').split(/[-xX]/).map(Number);
  const candidates = game.moves.filter((m) =>
    m.origin === squares[0] - 1 && m.destination === squares[squares.length - 1] - 1);
  if (squares.length <= 2 || candidates.length <= 1)
    return candidates;
  const implied = impliedCaptures(squares);
  return candidates.filter((m) =>
    implied !== null && JSON.stringify([...m.captures].sort((a, b) => a - b)) === JSON.stringify(implied));
}

function fen(game) {
  const lists = { W: [], B: [] };
  for (const square of game.board)
    if (square.dark && square.piece)
      lists[square.piece.player === DraughtsPlayer.DARK ? 'B' : 'W'].push(
        [square.position + 1, square.piece.king]);
  const list = (pieces) => pieces.sort((a, b) => a[0] - b[0]).map(([n, k]) => (k ? 'K' : '') + n).join(',');
  return `${game.player === DraughtsPlayer.DARK ? 'B' : 'W'}:W${list(lists.W)}:B${list(lists.B)}`;
}

// Games as lists of move texts: tags, comments and variations dropped.
function readGames(text) {
  const games = [];
  let moves = null;
  const clean = text.replace(/\{[^}]*\}/g, ' ').replace(/;[^\n]*/g, ' ');
  for (const line of clean.split('\n')) {
    if (/^\s*\[/.test(line)) {
      if (moves === null || moves.done)
        games.push(moves = { texts: [], done: false });
      continue;
    }
    let rest = line;
    while (/\([^()]*\)/.test(rest))
      rest = rest.replace(/\([^()]*\)/g, ' ');
    for (const token of rest.split(/\s+/)) {
      if (token === '')
        continue;
      if (moves === null || moves.done)
        games.push(moves = { texts: [], done: false });
      if (/^(1-0|0-1|1\/2-1\/2|\*|2-0|0-2|1-1|0-0)$/.test(token)) {
        moves.done = true;
        continue;
      }
      const move = token.replace(/^\d+\.+/, '');
      if (move !== '' && !/^\$\d+$/.test(move) && !/^[!?]+$/.test(move))
        moves.texts.push(move);
    }
  }
  return games;
}

let failures = 0;
const games = readGames(fs.readFileSync(process.argv[2], 'utf8'));
games.forEach((record, i) => {
  const game = EnglishDraughts.setup();
  for (let ply = 0; ply < record.texts.length; ply++) {
    console.log(`G ${i} P ${ply} ${game.moves.map(moveName).sort().join(' ')}`.trimEnd());
    const found = findMove(game, record.texts[ply]);
    if (found.length !== 1 || !game.isValidMove(found[0])) {
      console.error(`game ${i + 1}, ply ${ply + 1}: rapid-draughts ${found.length === 0 ? 'refuses' : 'cannot tell'} ${record.texts[ply]}`);
      failures++;
      return;
    }
    game.move(found[0]);
  }
  console.log(`G ${i} P ${record.texts.length} ${game.moves.map(moveName).sort().join(' ')}`.trimEnd());
  console.log(`G ${i} END ${fen(game)}`);
});
process.exit(failures > 0 ? 1 : 0);
