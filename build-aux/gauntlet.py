#!/usr/bin/env python3
"""gauntlet.py — a match between two UCI engines, refereed by a third program.

usage: gauntlet.py --a CMD [--a-opt NAME=VALUE ...] --b CMD [--b-opt NAME=VALUE ...]
                   --referee CMD [--referee-opt NAME=VALUE ...]
                   [--games N] [--movetime MS | --nodes N] [--a-go LIMIT] [--b-go LIMIT]
                   [--openings-plies K] [--max-plies P] [--seed S] [--resign CP:MOVES]
                   [--pgn FILE] [--names A,B] [--event TEXT] [--start-fen FEN]

The referee is a program that answers `position …`, `d` ("Fen: …", "Checkers: …" and
optionally "Result: …") and `go perft 1` ("e2e4: 1" lines) as Stockfish does: Fairy-Stockfish
for the boards it knows (set UCI_Variant and VariantPath with --referee-opt), or
`fourteen-cli referee` with Fourteen's own rules (14×14 included).

Each opening (K random legal plies from the start, drawn with --seed) is played twice, the
colours swapped. A game ends by the referee's result when it gives one (checkmate,
stalemate, repetition, the 100-ply rule, insufficient material), else by mate or stalemate
(no legal move), a third repetition of the FEN's first four fields, the 100-ply counter, or
the ply cap (a draw). An illegal move, a crash, or no answer within 3 × movetime + 2 s
(30 s with --nodes or --a-go/--b-go) loses the game. --resign CP:MOVES adjudicates a
win once both engines have scored the game at least CP centipawns for the same side on
MOVES moves each in a row (off by default: the peer benchmarks play every game out).

--a-go and --b-go give one engine its own limit ("nodes 150000", "movetime 200"), for
matches of a node-limited engine against a timed one. --start-fen starts the openings
from another position than the referee's start (a fairy board's layout). --pgn writes
the games with tags (Event, Round, White and Black from --names, Result, SetUp and FEN,
Termination) and the moves in coordinates, each with the mover's score in braces.

Prints a line per game, then the score of A as W-D-L, the Elo difference with its 95 %
interval, and, from the scores A reported (its last `info … score` before each move): how
many of A's lost games it had scored at +300 or more at some point.
"""
import argparse
import math
import queue
import random
import re
import shlex
import subprocess
import sys
import threading
import time

MOVE_LINE = re.compile(r'^([a-p][0-9]{1,2}[a-p][0-9]{1,2}[a-z+]?): [0-9]+$')
SCORE = re.compile(r'\bscore (cp|mate) (-?[0-9]+)')
DEPTH = re.compile(r'\bdepth ([0-9]+)')
MATE_CP = 100000


class Engine:
    """A UCI program on pipes; its output lines are read by a thread into a queue."""

    def __init__(self, cmd, opts, name):
        self.cmd, self.opts, self.name = cmd, opts, name
        self.start()

    def start(self):
        self.p = subprocess.Popen(shlex.split(self.cmd), stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                  text=True, bufsize=1)
        self.q = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.send('uci')
        lines = self.wait('uciok', 60)  # Stockfish reads its 47 MB binary first: slow on a loaded machine
        if lines is None:
            raise RuntimeError('%s: no uciok from %s' % (self.name, self.cmd))
        self.id = ' '.join(l[8:] for l in lines if l.startswith('id name '))
        for o in self.opts:
            k, v = o.split('=', 1)
            self.send('setoption name %s value %s' % (k, v))
        self.sync()

    def alive(self):
        return self.p.poll() is None

    def restart(self):
        self.quit()
        self.start()

    def send(self, s):
        try:
            self.p.stdin.write(s + '\n')
            self.p.stdin.flush()
        except (BrokenPipeError, OSError):
            pass

    def _read(self):
        for line in self.p.stdout:
            self.q.put(line.rstrip('\n'))
        self.q.put(None)

    def wait(self, token, timeout):
        """The lines up to and including the first that starts with token; None on timeout
        or end of output."""
        out, end = [], time.time() + timeout
        while True:
            left = end - time.time()
            if left <= 0:
                return None
            try:
                line = self.q.get(timeout=left)
            except queue.Empty:
                return None
            if line is None:
                return None
            out.append(line)
            if line.startswith(token):
                return out

    def sync(self):
        self.send('isready')
        if self.wait('readyok', 120) is None:  # niced on a loaded machine
            raise RuntimeError('%s: no readyok' % self.name)

    def quit(self):
        try:
            self.send('quit')
            self.p.wait(2)
        except Exception:
            self.p.kill()
            self.p.wait()


class Referee(Engine):
    def stockfish_like(self):
        """Fourteen's referee adds a Result line to `d`; Stockfish's do not."""
        return not self.id.startswith('Fourteen referee')

    def state(self, fen0, moves):
        """(fen, in check, legal moves, result or None, reason)"""
        self.send('position fen %s%s' % (fen0, (' moves ' + ' '.join(moves)) if moves else ''))
        self.send('d')
        lines = self.wait('Checkers', 10)
        if lines is None:
            raise RuntimeError('referee: no answer to d')
        fen = [l for l in lines if l.startswith('Fen: ')][-1][5:]
        check = lines[-1].split(':', 1)[1].strip() != ''
        result, reason = None, ''
        if not self.stockfish_like():
            more = self.wait('Result:', 10)
            words = more[-1].split()
            if words[1] != 'none':
                result, reason = words[1], ' '.join(words[2:])
        self.send('go perft 1')
        lines = self.wait('Nodes searched', 10)
        legal = [m.group(1) for m in map(MOVE_LINE.match, lines) if m]
        return fen, check, legal, result, reason

    def start_fen(self):
        self.send('position startpos')
        self.send('d')
        lines = self.wait('Checkers', 10)
        if not self.stockfish_like():
            self.wait('Result:', 10)
        return [l for l in lines if l.startswith('Fen: ')][-1][5:]


def search(engine, fen0, moves, limit, timeout):
    """(move or None, score in cp for the side to move or None, depth)"""
    engine.send('position fen %s%s' % (fen0, (' moves ' + ' '.join(moves)) if moves else ''))
    engine.send('go ' + limit)
    out = engine.wait('bestmove', timeout)
    if out is None:
        return None, None, 0
    score, depth = None, 0
    for line in out:
        if not line.startswith('info'):
            continue
        m = SCORE.search(line)
        if m:
            v = int(m.group(2))
            score = v if m.group(1) == 'cp' else (MATE_CP - abs(v)) * (1 if v > 0 else -1)
        d = DEPTH.search(line)
        if d and m:
            depth = int(d.group(1))
    words = out[-1].split()
    return (words[1] if len(words) > 1 else ''), score, depth


def play(white, black, ref, fen0, o, stats):
    """One game. Returns (result, reason, moves, scores) with scores[i] the mover's score of
    move i from White's point of view (None if not reported)."""
    moves, scores, seen = [], [], {}
    engines = {'w': white, 'b': black}
    for e in (white, black):
        if not e.alive():
            e.restart()
        e.send('ucinewgame')
        e.sync()
    limit = 'nodes %d' % o.nodes if o.nodes else 'movetime %d' % o.movetime
    limits = {'A': o.a_go or limit, 'B': o.b_go or limit}
    timeout = 30.0 if (o.nodes or o.a_go or o.b_go) else 3 * o.movetime / 1000.0 + 2
    resign_cp, resign_moves = o.resign
    streak = {'w': 0, 'b': 0}  # plies in a row a side has been clearly ahead by both scores
    while True:
        fen, check, legal, result, reason = ref.state(fen0, moves)
        fields = fen.split()
        stm = fields[1]
        key = ' '.join(fields[:4])
        seen[key] = seen.get(key, 0) + 1
        if result:
            return result, reason, moves, scores
        if not legal:
            if check:
                return ('0-1' if stm == 'w' else '1-0'), 'mate', moves, scores
            return '1/2-1/2', 'stalemate', moves, scores
        if seen[key] >= 3:
            return '1/2-1/2', 'repetition', moves, scores
        if len(fields) > 4 and int(fields[4]) >= 100:
            return '1/2-1/2', '100 plies', moves, scores
        if len(moves) >= o.max_plies:
            return '1/2-1/2', 'ply cap', moves, scores
        e = engines[stm]
        loser = '0-1' if stm == 'w' else '1-0'
        move, score, depth = search(e, fen0, moves, limits[e.name], timeout)
        if move is None:
            return loser, '%s: no answer' % e.name, moves, scores
        if move not in legal:
            return loser, '%s: illegal move %s' % (e.name, move), moves, scores
        stats[e.name].append(depth)
        moves.append(move)
        white_score = None if score is None else (score if stm == 'w' else -score)
        scores.append(white_score)
        if resign_cp > 0 and len(scores) >= 2 and None not in scores[-2:]:
            for side, sign in (('w', 1), ('b', -1)):
                if all(s * sign >= resign_cp for s in scores[-2:]):
                    streak[side] += 1
                else:
                    streak[side] = 0
                if streak[side] >= 2 * resign_moves:
                    return ('1-0' if side == 'w' else '0-1'), 'adjudicated', moves, scores


def elo(w, d, l):
    """Elo difference and the half-width of its 95 % interval (trinomial model)."""
    n = w + d + l
    if n == 0:
        return 0.0, 0.0
    mu = (w + 0.5 * d) / n
    var = (w * (1 - mu) ** 2 + d * (0.5 - mu) ** 2 + l * mu ** 2) / n
    se = math.sqrt(var / n)

    def to_elo(p):
        p = min(max(p, 1e-6), 1 - 1e-6)
        return -400 * math.log10(1 / p - 1)
    return to_elo(mu), (to_elo(mu + 1.96 * se) - to_elo(mu - 1.96 * se)) / 2


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--a', required=True)
    ap.add_argument('--a-opt', action='append', default=[])
    ap.add_argument('--b', required=True)
    ap.add_argument('--b-opt', action='append', default=[])
    ap.add_argument('--referee', required=True)
    ap.add_argument('--referee-opt', action='append', default=[])
    ap.add_argument('--games', type=int, default=10)
    ap.add_argument('--movetime', type=int, default=200)
    ap.add_argument('--nodes', type=int, default=0)
    ap.add_argument('--openings-plies', type=int, default=4)
    ap.add_argument('--max-plies', type=int, default=300)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--resign', default='0:0')
    ap.add_argument('--start-fen', default='', help='the position the openings start from')
    ap.add_argument('--a-go', default='')
    ap.add_argument('--b-go', default='')
    ap.add_argument('--pgn')
    ap.add_argument('--names', default='A,B', help='the engines\' names in the PGN file')
    ap.add_argument('--event', default='', help='the PGN files\' Event tag')
    o = ap.parse_args()
    try:
        cp, mv = o.resign.split(':')
        o.resign = (int(cp), int(mv))
    except ValueError:
        ap.error('--resign takes CP:MOVES, e.g. 1000:4')

    rnd = random.Random(o.seed)
    ref = Referee(o.referee, o.referee_opt, 'referee')
    a, b = Engine(o.a, o.a_opt, 'A'), Engine(o.b, o.b_opt, 'B')
    stats = {'A': [], 'B': []}
    start = o.start_fen or ref.start_fen()
    w = d = l = 0
    lost_while_ahead = 0
    log = open(o.pgn, 'w') if o.pgn else None
    g = 0
    began = time.time()
    while g < o.games:
        opening = []
        for _ in range(o.openings_plies):
            _, _, legal, result, _ = ref.state(start, opening)
            if not legal or result:
                break
            opening.append(rnd.choice(legal))
        fen0, _, legal, result, _ = ref.state(start, opening)
        if not legal or result or fen0.split()[1] != 'w':
            continue
        for a_white in (True, False):
            if g >= o.games:
                break
            white, black = (a, b) if a_white else (b, a)
            res, why, mv, scores = play(white, black, ref, fen0, o, stats)
            g += 1
            pts = {'1-0': 1.0, '0-1': 0.0, '1/2-1/2': 0.5}[res]
            a_pts = pts if a_white else 1.0 - pts
            sign = 1 if a_white else -1
            a_scores = [s * sign for i, s in enumerate(scores)
                        if s is not None and (i % 2 == 0) == a_white]
            a_best = max(a_scores) if a_scores else 0
            if a_pts == 1.0:
                w += 1
            elif a_pts == 0.0:
                l += 1
                if a_best >= 300:
                    lost_while_ahead += 1
            else:
                d += 1
            print('game %d: A as %s: %s (%s) in %d plies; A scored at most %+d'
                  % (g, 'white' if a_white else 'black', res, why, len(mv), a_best), flush=True)
            if log:
                body = []
                for i, m in enumerate(mv):
                    s = scores[i]
                    body.append(m if s is None else '%s {%+d}' % (m, s))
                name_a, name_b = (o.names.split(',') + ['B'])[:2]
                log.write('[Event "%s"]\n[Round "%d"]\n[White "%s"]\n[Black "%s"]\n[Result "%s"]\n'
                          '[SetUp "1"]\n[FEN "%s"]\n[Termination "%s"]\n\n%s %s\n\n'
                          % (o.event, g, name_a if a_white else name_b, name_b if a_white else name_a,
                             res, fen0, why, ' '.join(body), res))
                log.flush()
    for e in (a, b, ref):
        e.quit()
    n = w + d + l
    diff, err = elo(w, d, l)
    print('score %d-%d-%d (%.1f%%) for A; Elo %+.0f +/- %.0f (95%%)'
          % (w, d, l, 100.0 * (w + 0.5 * d) / max(1, n), diff, err))
    print('A lost %d games, %d of them after scoring +300 or more' % (l, lost_while_ahead))
    for name in ('A', 'B'):
        depths = stats[name]
        if depths:
            print('%s: mean depth %.1f over %d moves' % (name, sum(depths) / len(depths), len(depths)))
    print('%.0f s' % (time.time() - began))
    return 0


if __name__ == '__main__':
    sys.exit(main())
