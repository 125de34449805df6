// tests/peers/pgn-corpus.js — chess.js as a peer for our reading of real
// games (tests/formats/pgn-corpus; compare-pgn-corpus.py runs it).
//
// Reads lines "FILE<TAB>FIRST<TAB>LAST<TAB>START-FEN<TAB>SAN …<TAB>FINAL-FEN<TAB>CLOCKS"
// (peer-pgn-corpus's output). For each game, chess.js reads the same lines
// of the same file and must find our moves, one by one, and our final
// position. Where chess.js's own parser cannot read a text that Fourteen
// reads (comments where it does not expect them, "1. ... Ba5", "e.p.",
// other dashes), it reads the text without comments, variations and NAGs;
// failing that, it replays our moves from our start position, each of which
// it must accept with the same SAN. Prints one line per game ("same" or
// "DIFFERENT …") and a summary; exits 1 on any difference.
'use strict';

const { Chess } = require('chess.js');
const fs = require('fs');
const readline = require('readline');

const files = new Map();
const counts = { text: 0, stripped: 0, replayed: 0, different: 0 };

function linesOf(file, first, last) {
  if (!files.has(file))
    files.set(file, fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '').split('\n'));
  // "%" escape lines are PGN's own comments; chess.js does not know them.
  return files.get(file).slice(first - 1, last).filter((l) => !l.startsWith('%')).join('\n');
}

// The text without {comments}, ;comments, (variations) and $NAGs.
function stripped(text) {
  let out = '';
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '{') {
      const end = text.indexOf('}', i);
      i = end < 0 ? text.length : end;
      out += ' ';
    } else if (c === ';' && depth === 0 && !inTag(text, i)) {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end - 1;
    } else if (c === '(' && !inTag(text, i)) {
      depth++;
    } else if (c === ')' && depth > 0) {
      depth--;
      out += ' ';
    } else if (depth === 0) {
      out += c;
    }
  }
  return out.replace(/\$\d+/g, ' ');
}

function inTag(text, i) {
  const lineStart = text.lastIndexOf('\n', i) + 1;
  return text[lineStart] === '[';
}

function sameGame(chess, ours, finalFen) {
  const theirs = chess.history();
  return theirs.length === ours.length && theirs.every((san, i) => san === ours[i])
    && chess.fen() === finalFen;
}

function check(line) {
  const [file, first, last, startFen, sans, finalFen] = line.split('\t');
  const ours = sans === '' ? [] : sans.split(' ');
  const text = linesOf(file, Number(first), Number(last));
  const where = `${file}:${first}`;

  for (const [mode, pgn] of [['text', text], ['stripped', stripped(text)]]) {
    const chess = new Chess();
    try {
      chess.loadPgn(pgn, { strict: false });
    } catch (e) {
      continue;
    }
    if (sameGame(chess, ours, finalFen)) {
      counts[mode]++;
      return `same (${mode})\t${where}`;
    }
    counts.different++;
    return `DIFFERENT\t${where}\n  ours:     ${ours.join(' ')} ${finalFen}\n`
      + `  chess.js: ${chess.history().join(' ')} ${chess.fen()}`;
  }
  // chess.js cannot read this text: it replays our moves instead.
  const chess = new Chess(startFen);
  for (let i = 0; i < ours.length; i++) {
    let move;
    try {
      move = chess.move(ours[i], { strict: true });
    } catch (e) {
      counts.different++;
      return `DIFFERENT\t${where}\n  chess.js refuses move ${i + 1}, ${ours[i]}: ${e.message}`;
    }
    if (move.san !== ours[i]) {
      counts.different++;
      return `DIFFERENT\t${where}\n  move ${i + 1}: ours ${ours[i]}, chess.js ${move.san}`;
    }
  }
  if (chess.fen() !== finalFen) {
    counts.different++;
    return `DIFFERENT\t${where}\n  final ours ${finalFen}, chess.js ${chess.fen()}`;
  }
  counts.replayed++;
  return `same (replayed)\t${where}`;
}

const rl = readline.createInterface({ input: process.stdin, terminal: false });
rl.on('line', (line) => {
  if (line !== '' && !line.startsWith('refused\t'))
    console.log(check(line));
});
rl.on('close', () => {
  const games = counts.text + counts.stripped + counts.replayed + counts.different;
  console.log(`${games} games: ${counts.text} read by chess.js as written, `
    + `${counts.stripped} without comments and variations, ${counts.replayed} replayed `
    + `move by move, ${counts.different} different`);
  process.exit(counts.different > 0 ? 1 : 0);
});
