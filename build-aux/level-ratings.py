#!/usr/bin/env python3
"""build-aux/level-ratings.py — the computer levels' ratings from their matches.

    build-aux/level-ratings.py RESULTS_DIR > data/level-ratings.json

RESULTS_DIR (written by build-aux/measure-level-ratings) holds games.txt, one line per
match: "KIND FIRST SECOND WINS DRAWS LOSSES" from FIRST's side, where a player is a level
("level-4") or an anchor ("stockfish-1500": Stockfish 15.1 with UCI_LimitStrength and
UCI_Elo 1500), and about.txt ("key: value" lines: when, commit, conditions, load).

Per kind, the levels' ratings are fitted jointly by maximum likelihood (the Elo logistic,
a draw counting half, as BayesElo without its draw model), every match at once:
- standard chess: the Stockfish anchors are fixed at their UCI_Elo, so the levels that
  met Stockfish are on its scale, and the levels below by their matches with the others;
- the other kinds have no outside anchor: ANCHOR_LEVEL is fixed at its standard chess
  rating (a first level is about equally strong at any game), and the others follow
  from the matches between the levels.
A prior of one virtual draw between neighbouring levels keeps a clean sweep finite (as
BayesElo's prior does); it pulls a step towards 0 by a few points at 40 games.
Each rating's deviation is its standard error from the likelihood's curvature (the
anchor's own included for kinds chained to standard chess; at most 350, Glicko's
largest, since a game against the level is rated with it), "low" and "high" the 95 %
interval, "games" the games the level played; "won_drawn_lost" each level's games in all.
"""
import json
import math
import re
import sys

TIME_CONTROL = ('standard chess and Fourteen rules: the levels below the top limited by nodes and '
                'depth (a move time of 3 s that they do not reach), the top 150 000 nodes a move '
                '(about 150 ms), Stockfish 200 ms a move (one thread); checkers: 1 s a move '
                '(the levels below the top by depth); games adjudicated once both engines score '
                'one side 1000 cp or more for 4 moves each (build-aux/measure-level-ratings)')
MAX_DEVIATION = 350
SCALE = 400.0 / math.log(10.0)  # Elo points per natural-log unit
PRIOR_DRAWS = 1.0
ANCHOR_LEVEL = 'level-1'
LEVEL = re.compile(r'^level-([0-9]+)$')
STOCKFISH = re.compile(r'^stockfish-([0-9]+)$')


def expected(diff):
    return 1.0 / (1.0 + math.exp(-diff / SCALE))


def solve(matrix, vector):
    """Gaussian elimination with partial pivoting; the matrix is small."""
    n = len(vector)
    a = [row[:] + [vector[i]] for i, row in enumerate(matrix)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(n):
            if r != col and a[col][col] != 0:
                f = a[r][col] / a[col][col]
                for c in range(col, n + 1):
                    a[r][c] -= f * a[col][c]
    return [a[i][n] / a[i][i] for i in range(n)]


def invert(matrix):
    n = len(matrix)
    columns = [solve(matrix, [1.0 if i == j else 0.0 for i in range(n)]) for j in range(n)]
    return [[columns[j][i] for j in range(n)] for i in range(n)]


def fit(pairs, fixed):
    """pairs: (first, second, score, games); fixed: {player: rating}. Newton's method on
    the free players' ratings. Returns ratings and standard errors."""
    players = sorted({p for f, s, _, _ in pairs for p in (f, s)}, key=order)
    free = [p for p in players if p not in fixed]
    index = {p: i for i, p in enumerate(free)}
    ratings = {p: fixed.get(p, 1500.0) for p in players}
    for _ in range(100):
        grad = [0.0] * len(free)
        hess = [[0.0] * len(free) for _ in free]
        for first, second, score, games in pairs:
            p = expected(ratings[first] - ratings[second])
            g = (score - games * p) / SCALE
            h = games * p * (1 - p) / SCALE ** 2
            for a, sa in ((first, 1), (second, -1)):
                if a in index:
                    grad[index[a]] += sa * g
                    for b, sb in ((first, 1), (second, -1)):
                        if b in index:
                            hess[index[a]][index[b]] -= sa * sb * h
        step = solve(hess, [-g for g in grad])
        for p, i in index.items():
            ratings[p] += max(-400.0, min(400.0, step[i]))
        if sum(abs(x) for x in step) < 1e-7:
            break
    cov = invert([[-x for x in row] for row in hess])
    errors = {p: math.sqrt(max(cov[i][i], 0.0)) for p, i in index.items()}
    for p in fixed:
        errors[p] = 0.0
    return ratings, errors


def order(player):
    m = LEVEL.match(player)
    return (0, int(m.group(1))) if m else (1, player)


def main():
    results = sys.argv[1]
    about = {}
    for line in open(results + '/about.txt'):
        if ':' in line and not line.startswith('#'):
            key, value = line.split(':', 1)
            about.setdefault(key.strip(), []).append(value.strip())
    matches = []
    for line in open(results + '/games.txt'):
        parts = line.split()
        if len(parts) != 6 or line.startswith('#'):
            continue
        kind, first, second = parts[:3]
        wins, draws, losses = map(int, parts[3:])
        matches.append({'kind': kind, 'first': first, 'second': second,
                        'first_won': wins, 'drawn': draws, 'first_lost': losses})

    kinds, played, records = {}, {}, {}
    order_of_kinds = ['standard'] + sorted({m['kind'] for m in matches} - {'standard'})
    for kind in order_of_kinds:
        rows = [m for m in matches if m['kind'] == kind]
        if not rows:
            continue
        pairs, count, wdl = [], {}, {}
        for m in rows:
            n = m['first_won'] + m['drawn'] + m['first_lost']
            pairs.append((m['first'], m['second'], m['first_won'] + 0.5 * m['drawn'], n))
            for p in (m['first'], m['second']):
                count[p] = count.get(p, 0) + n
            for p, won, lost in ((m['first'], m['first_won'], m['first_lost']),
                                 (m['second'], m['first_lost'], m['first_won'])):
                w, d, l = wdl.get(p, (0, 0, 0))
                wdl[p] = (w + won, d + m['drawn'], l + lost)
        levels = sorted({p for p in count if LEVEL.match(p)}, key=order)
        for a, b in zip(levels, levels[1:]):
            pairs.append((a, b, 0.5 * PRIOR_DRAWS, PRIOR_DRAWS))
        anchor_error = 0.0
        if kind == 'standard':
            fixed = {p: float(STOCKFISH.match(p).group(1)) for p in count if STOCKFISH.match(p)}
        else:
            base = kinds.get('standard', {}).get(ANCHOR_LEVEL)
            fixed = {ANCHOR_LEVEL: float(base['rating']) if base else 1000.0}
            anchor_error = base['deviation'] if base else 0.0
        ratings, errors = fit(pairs, fixed)
        table = {}
        for level in levels:
            dev = math.hypot(errors[level], anchor_error)
            # Glicko's largest deviation is 350: a level's figure used as an
            # opponent's is capped there; the interval stays the fit's.
            table[level] = {'rating': round(ratings[level]), 'deviation': min(max(round(dev), 1), MAX_DEVIATION),
                            'low': round(ratings[level] - 1.96 * dev),
                            'high': round(ratings[level] + 1.96 * dev),
                            'games': count[level]}
        kinds[kind] = table
        records[kind] = {level: '%d-%d-%d' % wdl[level] for level in levels}
        played[kind] = sum(m['first_won'] + m['drawn'] + m['first_lost'] for m in rows)

    out = {
        'about': "Ratings of the computer's levels per kind of game, measured by "
                 "build-aux/measure-level-ratings and fitted by build-aux/level-ratings.py "
                 "(docs/players.md#the-computers-ratings). Only \"kinds\" is read by Fourteen.",
        'anchor': 'standard chess: Stockfish 15.1 (Debian) with UCI_LimitStrength and UCI_Elo, '
                  'each setting taken at its UCI_Elo; other kinds: %s at its standard chess '
                  'rating, the other levels by their matches' % ANCHOR_LEVEL,
        'fit': 'joint maximum likelihood (Elo logistic, a draw half a win), one virtual draw '
               'between neighbouring levels; deviation = standard error, low/high = 95 %',
        'measured': about,
        'time_control': TIME_CONTROL,
        'games_per_kind': played,
        'won_drawn_lost': records,
        'kinds': kinds,
        'matches': matches,
    }
    json.dump(out, sys.stdout, indent=1, ensure_ascii=False)
    sys.stdout.write('\n')


main()
