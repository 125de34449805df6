#!/usr/bin/env python3
"""build-aux/level-ratings.py — the computer levels' ratings from a gauntlet.

    build-aux/level-ratings.py GAMES_TXT ABOUT_TXT > data/level-ratings.json

GAMES_TXT has one line per pair of levels (build-aux/measure-level-ratings):
"KIND FIRST SECOND WINS DRAWS LOSSES", from FIRST's side. For each kind the
levels' ratings are the maximum-likelihood Bradley-Terry (Elo logistic)
ratings of the results, with easy anchored at 1000, and with a prior of one
virtual draw per pair played (as BayesElo's prior does): without it a
clean sweep, which the levels often give, would put the ratings infinitely
far apart. Deviations are the standard errors from the likelihood's
curvature (at least 30, also for the anchor, whose own figure carries the
anchoring's uncertainty into a player's rating).
"""
import json
import math
import sys

LEVELS = ["easy", "normal", "hard"]
ANCHOR = 1000.0
PRIOR_DRAWS = 1.0
MIN_DEVIATION = 30.0
SCALE = 400.0 / math.log(10.0)  # Elo points per natural-log unit


def expected(diff):
    return 1.0 / (1.0 + math.exp(-diff / SCALE))


def log_likelihood(ratings, pairs):
    total = 0.0
    for first, second, score, games in pairs:
        p = expected(ratings[first] - ratings[second])
        total += score * math.log(p) + (games - score) * math.log(1.0 - p)
    return total


def fit(pairs):
    """Newton's method on the non-anchored ratings."""
    ratings = {level: ANCHOR for level in LEVELS}
    free = LEVELS[1:]
    for _ in range(200):
        grad = {level: 0.0 for level in free}
        hess = {(a, b): 0.0 for a in free for b in free}
        for first, second, score, games in pairs:
            p = expected(ratings[first] - ratings[second])
            g = (score - games * p) / SCALE
            h = games * p * (1 - p) / SCALE ** 2
            for level, sign in ((first, 1), (second, -1)):
                if level in grad:
                    grad[level] += sign * g
            for a, sa in ((first, 1), (second, -1)):
                for b, sb in ((first, 1), (second, -1)):
                    if (a, b) in hess:
                        hess[(a, b)] -= sa * sb * h
        # Solve the 2×2 system hess · step = -grad.
        a, b, c, d = hess[(free[0], free[0])], hess[(free[0], free[1])], hess[(free[1], free[0])], hess[(free[1], free[1])]
        det = a * d - b * c
        step0 = -(d * grad[free[0]] - b * grad[free[1]]) / det
        step1 = -(-c * grad[free[0]] + a * grad[free[1]]) / det
        ratings[free[0]] += step0
        ratings[free[1]] += step1
        if abs(step0) + abs(step1) < 1e-9:
            break
    # Covariance: the inverse of the negated Hessian.
    cov00, cov11 = -d / det, -a / det
    errors = {"easy": 0.0, free[0]: math.sqrt(max(cov00, 0)), free[1]: math.sqrt(max(cov11, 0))}
    return ratings, errors


def main():
    rows = {}
    games = []
    for line in open(sys.argv[1]):
        parts = line.split()
        if len(parts) != 6:
            continue
        kind, first, second = parts[:3]
        wins, draws, losses = map(int, parts[3:])
        games.append({"kind": kind, "first": first, "second": second,
                      "first_won": wins, "drawn": draws, "first_lost": losses})
        n = wins + draws + losses + PRIOR_DRAWS
        score = wins + 0.5 * draws + 0.5 * PRIOR_DRAWS
        rows.setdefault(kind, []).append((first, second, score, n))
    about = open(sys.argv[2]).read().strip().lstrip("# ")
    kinds = {}
    for kind, pairs in rows.items():
        if len({(first, second) for first, second, _, _ in pairs}) < 3:
            print(f"level-ratings.py: {kind}: not every pair of levels played, left out",
                  file=sys.stderr)
            continue
        ratings, errors = fit(pairs)
        kinds[kind] = {level: {"rating": round(ratings[level]),
                               "deviation": round(max(errors[level], MIN_DEVIATION))}
                       for level in LEVELS}
    out = {
        "about": "Ratings of the computer's levels per kind of game, measured by "
                 "build-aux/measure-level-ratings and build-aux/level-ratings.py "
                 "(docs/players.md#the-computers-ratings).",
        "measured": about,
        "anchor": "easy = 1000 at every kind",
        "prior": "one virtual draw per pair of levels",
        "time_control": "fourteen-cli match --movetime 200 (chess kinds); checkers at the app's "
                        "search depths (normal 4, hard 8)",
        "kinds": kinds,
        "games": games,
    }
    json.dump(out, sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")


main()
