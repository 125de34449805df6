/* ft-eval-params.h — the numbers of the evaluation, one set per rule set.
 *
 * Every weight the evaluation uses is here, in one flat struct of ints, so
 * that a tuner (tests/bench/tune-eval.c) can change them one at a time and
 * print the result back as C. Most terms come as a pair: the value in the
 * middlegame (index FT_MG) and in the endgame (FT_EG); the evaluation
 * blends the two by the material left on the board (the phase).
 *
 * The set of Fourteen rules serves every board size of those rules (14×14,
 * 12×10, …); standard chess has its own.
 */
#pragma once

#include "ft-types.h"

G_BEGIN_DECLS

enum { FT_MG = 0, FT_EG = 1 };

/* Steps still needed to promote a pawn: 1 … FT_EVAL_PAWN_STEPS - 1. */
#define FT_EVAL_PAWN_STEPS 8

typedef struct {
  /* Material, by kind (custom kinds take their config value instead). */
  int value[FT_N_KINDS][2];
  /* Per reachable square that no enemy pawn attacks, by kind. */
  int mobility[FT_N_KINDS][2];
  /* At the very centre of the board (0 in a corner), by kind. */
  int centre[FT_N_KINDS][2];
  /* A pawn by the steps it still needs to promote: passed (no enemy pawn
   * in front of it on its own or a neighbouring file), or not. */
  int passed[FT_EVAL_PAWN_STEPS][2];
  int pawn_steps[FT_EVAL_PAWN_STEPS][2];
  /* A pawn whose square in front is occupied keeps this many 64ths of its
   * step bonus. */
  int blocked_pawn;
  int doubled_pawn[2];  /* each extra pawn on a file */
  int isolated_pawn[2]; /* no own pawn on a neighbouring file */
  int bishop_pair[2];
  /* A rook (or chancellor) on a file without own pawns; with no enemy
   * pawns either. */
  int rook_half_open[2];
  int rook_open[2];
  /* The king: per rank away from its home rank; per own piece next to it
   * (at most four count); at the very centre. */
  int king_away[2];
  int king_shield[2];
  int king_centre[2];
  /* Per own pawn on the two squares in front of the king on its file and
   * the neighbouring ones (at most three count). */
  int king_pawn_shelter[2];
  /* A piece (not a pawn) that an enemy pawn attacks. */
  int threat_by_pawn[2];
  /* King danger: attack units per attacker kind and hit on the king's
   * zone (at most four hits count); with two or more attackers the
   * penalty is quadratic in the units: danger_square × units² / 16, at most
   * danger_max, scaled by the attacker's remaining pieces. */
  int king_attack_units[FT_N_KINDS];
  int danger_square;
  int danger_max;
  int tempo;
  /* Standard chess (an 8×8 board) only: a piece-square table per kind,
   * by the rank counted from the piece's own side and the file counted
   * from the nearer edge (a, h = 0 … d, e = 3): index rank × 4 + file.
   * Left and right alike, so that 32 squares a kind, not 64, have to be
   * learnt from self-play games. */
  int square[FT_KING + 1][32][2];
  /* Standard chess only: per file among the king's own and its two
   * neighbours that has no own pawn (an open road to the king); per
   * castling right the side still holds. */
  int king_open_file[2];
  int castling_right[2];
  /* Standard chess only: per knight or bishop still on its own first rank
   * (not developed). */
  int undeveloped_minor[2];
  /* Standard chess only: per such undeveloped knight or bishop while a
   * queen of the side has left its first rank (out too early). */
  int queen_early[2];
  /* Per attack on an enemy piece worth more than the attacker (a knight on
   * a rook), and per attack on an enemy piece (not a pawn or the king)
   * that no enemy pawn guards: threats the search may not reach. */
  int threat_by_lesser[2];
  int threat_unguarded[2];
  /* A passed pawn's square in front: per step the enemy king is farther
   * from it than the own king (five at most), times 5 − the steps the pawn
   * still needs (nothing from five steps on). */
  int passed_king_distance[2];
  /* Per pawn that an own pawn guards or that has an own pawn beside it. */
  int connected_pawn[2];
  /* Per knight or bishop in the enemy's half but not on its last two
   * ranks, guarded by an own pawn and attacked by no enemy pawn. */
  int outpost[2];
  /* Non-pawn material of one side at the start (nominal values): the phase
   * is the material left of twice this. Not tuned. */
  int full_material;
} FtEvalParams;

/* Indexed by FtRules. Read by every search; written only by the tuner. */
extern FtEvalParams ft_eval_params[2];

/* For the tuner: the struct as named groups of ints. */
typedef struct {
  const char *name;
  gsize offset; /* in ints from the start */
  guint count;
} FtEvalParamGroup;

extern const FtEvalParamGroup ft_eval_param_groups[];
extern const guint ft_eval_n_param_groups;

G_END_DECLS
