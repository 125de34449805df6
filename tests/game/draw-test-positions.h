/* draw-test-positions.h — the positions the draw tests share
 * (tests/game/test-draw-judge.c, tests/app/test-draws-app.c), standard
 * rules. */
#pragma once

/* Locked pawns, kings that cannot pass them: dead equal. */
static const char *const fortress = "4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1";
/* The same with a white queen (h1) more, and with a black one (h8). */
static const char *const queen_up = "4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K2Q w - - 0 1";
static const char *const black_queen_up = "4k2q/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1";
/* Twenty moves each from those, no position twice (the search would count
 * a repetition a draw): the kings walk their ranks. */
static const char *const walk[] = {
  "e1d1", "e8d8", "d1c1", "d8c8", "c1b1", "c8b8", "b1a1", "b8a8", "a1a2", "a8a7",
  "a2b2", "a7b7", "b2c2", "b7c7", "c2d2", "c7d7", "d2e2", "d7e7", "e2f2", "e7f7",
  "f2g2", "f7g7", "g2g3", "g7g6", "g3f3", "g6f6", "f3e3", "f6e6", "e3d3", "e6d6",
  "d3c3", "d6c6", "c3b3", "c6b6", "b3a3", "b6a6", "a3b2", "a6b6", "b2c1", "b6c6",
};
/* A queen checks a king to and fro: after 9 plies the position (Black to
 * move) stands for the third time, after 12 (White to move) too: a
 * perpetual check. */
static const char *const queen_dance = "6k1/6p1/7p/8/8/8/5PPP/4Q1K1 w - - 0 1";
static const char *const dance[] = { "e1e8", "g8h7", "e8e4", "h7g8", "e4e8", "g8h7",
                                     "e8e4", "h7g8", "e4e8", "g8h7", "e8e4", "h7g8", "e4e8" };
