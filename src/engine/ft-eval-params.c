/* ft-eval-params.c — the evaluation's numbers (ft-eval-params.h). */
#include "ft-eval-params.h"

#include <stddef.h>

#define PAIR(mg, eg) { mg, eg }

FtEvalParams ft_eval_params[2] = {
  [FT_RULES_FOURTEEN] = {
    /* Texel-tuned (docs/engine-search.md#tuning), fifth round: fitted to
     * 2 805 games of the hard level against itself (1 805 on 12x10 and
     * 1 000 on 14x14, 6000 nodes a move), each position labelled half by
     * the game's result and half by our search's score of it. The terms of
     * the chess set from threat_by_lesser on stay 0 here (fitted, they lost
     * on 12x10). The values are the evaluation's only: exchanges and move
     * ordering count the material of docs/rules.md (ft_eval_piece_value). */
    .value = {
      [FT_PAWN] = PAIR (61, 61),
      [FT_KNIGHT] = PAIR (45, 45),
      [FT_BISHOP] = PAIR (275, 275),
      [FT_ROOK] = PAIR (412, 412),
      [FT_QUEEN] = PAIR (887, 887),
      [FT_ARCHBISHOP] = PAIR (645, 645),
      [FT_CHANCELLOR] = PAIR (909, 909),
      [FT_AMAZON] = PAIR (1533, 1533),
      [FT_CAMEL] = PAIR (114, 114),
      [FT_GENERAL] = PAIR (353, 353),
    },
    .mobility = {
      [FT_KNIGHT] = PAIR (13, 13),
      [FT_BISHOP] = PAIR (1, 1),
      [FT_ROOK] = PAIR (7, 7),
      [FT_QUEEN] = PAIR (5, 5),
      [FT_ARCHBISHOP] = PAIR (4, 4),
      [FT_CHANCELLOR] = PAIR (-1, -1),
      [FT_CAMEL] = PAIR (1, 1),
      [FT_GENERAL] = PAIR (4, 4),
    },
    .centre = {
      [FT_KNIGHT] = PAIR (100, 100),
      [FT_BISHOP] = PAIR (10, 10),
      [FT_ROOK] = PAIR (-13, -13),
      [FT_QUEEN] = PAIR (10, 10),
      [FT_ARCHBISHOP] = PAIR (45, 45),
      [FT_CHANCELLOR] = PAIR (14, 14),
      [FT_AMAZON] = PAIR (13, 13),
      [FT_CAMEL] = PAIR (70, 70),
      [FT_GENERAL] = PAIR (59, 59),
    },
    .passed = { PAIR (0, 0), PAIR (232, 372), PAIR (193, 256), PAIR (141, 168),
                PAIR (44, 56), PAIR (-9, -4), PAIR (5, 6), PAIR (0, 0) },
    .pawn_steps = { PAIR (0, 0), PAIR (342, 412), PAIR (191, 223), PAIR (86, 99),
                PAIR (20, 25), PAIR (-13, -11), PAIR (-17, -16), PAIR (0, 0) },
    .blocked_pawn = 57,
    .doubled_pawn = PAIR (-2, -2),
    .isolated_pawn = PAIR (1, 1),
    .bishop_pair = PAIR (4, 4),
    .rook_half_open = PAIR (6, 6),
    .rook_open = PAIR (6, 6),
    .king_away = PAIR (-18, -6),
    .king_shield = PAIR (18, 12),
    .king_centre = PAIR (6, 36),
    .king_pawn_shelter = PAIR (2, 2),
    .threat_by_pawn = PAIR (-18, -18),
    .king_attack_units = {
      [FT_PAWN] = 7, [FT_KNIGHT] = 8, [FT_BISHOP] = 1, [FT_ROOK] = 1, [FT_QUEEN] = 2,
      [FT_ARCHBISHOP] = 3, [FT_CHANCELLOR] = 3, [FT_AMAZON] = 2, [FT_CAMEL] = -3,
      [FT_GENERAL] = 8,
    },
    .danger_square = 54,
    .danger_max = 788,
    .tempo = 48,
    .full_material = 6375,
  },
  [FT_RULES_STANDARD] = {
    /* Standard chess; the fairy kinds never occur. Every weight but the
     * piece-square tables is Texel-tuned (docs/engine-search.md#tuning)
     * on 9 240 games of the hard level against itself, each position
     * labelled half by the game's result and half by our search's score
     * of it (issue 24, fourth round). The tables are the third round's:
     * the king's middlegame squares set by hand, the knight, bishop and
     * queen squares 0 (the centre and mobility terms place those pieces;
     * fitted on results alone they were noise that put Nh3 above Nf3)
     * (docs/engine-search.md#measured-changes-issue-24). */
    .value = {
      [FT_PAWN] = PAIR (64, 126),
      [FT_KNIGHT] = PAIR (357, 293),
      [FT_BISHOP] = PAIR (383, 280),
      [FT_ROOK] = PAIR (577, 490),
      [FT_QUEEN] = PAIR (1297, 941),
      [FT_ARCHBISHOP] = PAIR (750, 750),
      [FT_CHANCELLOR] = PAIR (850, 850),
      [FT_AMAZON] = PAIR (1200, 1200),
      [FT_CAMEL] = PAIR (200, 200),
      [FT_GENERAL] = PAIR (500, 500),
    },
    .mobility = {
      [FT_KNIGHT] = PAIR (5, 4),
      [FT_BISHOP] = PAIR (7, 4),
      [FT_ROOK] = PAIR (7, 2),
      [FT_QUEEN] = PAIR (5, -1),
      [FT_ARCHBISHOP] = PAIR (2, 2),
      [FT_CHANCELLOR] = PAIR (2, 2),
      [FT_AMAZON] = PAIR (1, 1),
      [FT_CAMEL] = PAIR (2, 2),
      [FT_GENERAL] = PAIR (2, 2),
    },
    .centre = {
      [FT_KNIGHT] = PAIR (42, 25),
      [FT_BISHOP] = PAIR (10, 10),
      [FT_ROOK] = PAIR (7, -8),
      [FT_QUEEN] = PAIR (7, 14),
      [FT_ARCHBISHOP] = PAIR (20, 20),
      [FT_CHANCELLOR] = PAIR (12, 12),
      [FT_AMAZON] = PAIR (10, 10),
      [FT_CAMEL] = PAIR (24, 24),
      [FT_GENERAL] = PAIR (30, 30),
    },
    .passed = { PAIR (0, 0), PAIR (103, 244), PAIR (46, 144), PAIR (6, 78),
                PAIR (15, 25), PAIR (-4, 10), PAIR (9, 9), PAIR (0, 0) },
    .pawn_steps = { PAIR (0, 0), PAIR (30, 50), PAIR (18, 29), PAIR (1, -1),
                PAIR (5, -11), PAIR (-2, -5), PAIR (2, -4), PAIR (0, 0) },
    .blocked_pawn = 48,
    .doubled_pawn = PAIR (-5, -25),
    .isolated_pawn = PAIR (-14, -6),
    .bishop_pair = PAIR (29, 30),
    .rook_half_open = PAIR (14, 15),
    .rook_open = PAIR (33, 4),
    .king_away = PAIR (-10, 12),
    .king_shield = PAIR (3, 2),
    .king_centre = PAIR (-7, 40),
    .king_pawn_shelter = PAIR (5, -4),
    .threat_by_pawn = PAIR (-56, -29),
    .king_attack_units = {
      [FT_KNIGHT] = 1, [FT_ROOK] = 1, [FT_QUEEN] = 2, [FT_ARCHBISHOP] = 4, [FT_CHANCELLOR] = 4,
      [FT_AMAZON] = 5, [FT_CAMEL] = 2, [FT_GENERAL] = 3,
    },
    .danger_square = 33,
    .danger_max = 788,
    .tempo = 12,
    .square = {
      [FT_PAWN] = {
        { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 },
        { -4, 0 }, { -12, 0 }, { -12, -4 }, { 4, -16 },
        { -4, 0 }, { -12, 0 }, { -12, -4 }, { 4, -16 },
        { -2, 12 }, { -10, 12 }, { -10, 8 }, { 6, -4 },
        { 8, 16 }, { 0, 16 }, { 0, 12 }, { 16, 0 },
        { 8, 16 }, { 0, 16 }, { 0, 12 }, { 16, 0 },
        { -8, 0 }, { -16, 0 }, { -16, -4 }, { 0, -16 },
        { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 },
      },
      [FT_KNIGHT] = {
        { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 },
        { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 },
        { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 },
        { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 },
        { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 },
        { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 },
        { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 },
        { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 },
      },
      [FT_BISHOP] = {
        { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 },
        { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 },
        { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 },
        { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 },
        { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 },
        { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 },
        { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 },
        { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 },
      },
      [FT_ROOK] = {
        { 0, 0 }, { -16, 0 }, { 0, -8 }, { -12, -16 },
        { 0, 0 }, { -16, 0 }, { 0, -8 }, { -12, -16 },
        { 16, 16 }, { 0, 16 }, { 16, 8 }, { 4, 0 },
        { 0, 0 }, { -16, 0 }, { 0, -8 }, { -12, -16 },
        { 16, 10 }, { 0, 10 }, { 16, 2 }, { 4, -6 },
        { 16, 16 }, { 0, 16 }, { 16, 8 }, { 4, 0 },
        { 16, 16 }, { 0, 16 }, { 16, 8 }, { 4, 0 },
        { 16, 16 }, { 0, 16 }, { 16, 8 }, { 4, 0 },
      },
      [FT_QUEEN] = {
        { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 },
        { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 },
        { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 },
        { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 },
        { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 },
        { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 },
        { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 },
        { 0, 0 }, { 0, 0 }, { 0, 0 }, { 0, 0 },
      },
      [FT_KING] = {
        { 15, -16 }, { 30, -4 }, { 0, -12 }, { -10, 0 },
        { 0, -12 }, { 5, 0 }, { -15, -8 }, { -25, 4 },
        { -20, 0 }, { -20, 12 }, { -30, 4 }, { -40, 16 },
        { -40, -16 }, { -40, -4 }, { -50, -12 }, { -50, 0 },
        { -40, -10 }, { -40, 2 }, { -50, -6 }, { -50, 6 },
        { -40, 0 }, { -40, 12 }, { -50, 4 }, { -50, 16 },
        { -40, 0 }, { -40, 12 }, { -50, 4 }, { -50, 16 },
        { -40, 0 }, { -40, 12 }, { -50, 4 }, { -50, 16 },
      },
    },
    .king_open_file = PAIR (-23, 4),
    .castling_right = PAIR (5, -3),
    .undeveloped_minor = PAIR (-15, -28),
    .queen_early = PAIR (-7, 14),
    .threat_by_lesser = PAIR (32, 16),
    .threat_unguarded = PAIR (14, 32),
    .passed_king_distance = PAIR (-1, 8),
    .connected_pawn = PAIR (4, 7),
    .outpost = PAIR (4, 8),
    .full_material = 3126,
  },
};

#define GROUP(field) \
  { #field, offsetof (FtEvalParams, field) / sizeof (int), sizeof (((FtEvalParams *) 0)->field) / sizeof (int) }

const FtEvalParamGroup ft_eval_param_groups[] = {
  GROUP (value),
  GROUP (mobility),
  GROUP (centre),
  GROUP (passed),
  GROUP (pawn_steps),
  GROUP (blocked_pawn),
  GROUP (doubled_pawn),
  GROUP (isolated_pawn),
  GROUP (bishop_pair),
  GROUP (rook_half_open),
  GROUP (rook_open),
  GROUP (king_away),
  GROUP (king_shield),
  GROUP (king_centre),
  GROUP (king_pawn_shelter),
  GROUP (threat_by_pawn),
  GROUP (king_attack_units),
  GROUP (danger_square),
  GROUP (danger_max),
  GROUP (tempo),
  GROUP (square),
  GROUP (king_open_file),
  GROUP (castling_right),
  GROUP (undeveloped_minor),
  GROUP (queen_early),
  GROUP (threat_by_lesser),
  GROUP (threat_unguarded),
  GROUP (passed_king_distance),
  GROUP (connected_pawn),
  GROUP (outpost),
};

const guint ft_eval_n_param_groups = G_N_ELEMENTS (ft_eval_param_groups);
