/* ft-eval.c — static evaluation built for large-board fairy chess.
 *
 * One pass over both piece lists computes every term; nothing is allocated.
 * The terms (all in centipawns, White minus Black, then turned to the side to
 * move):
 *
 *  1. Material: the values of docs/rules.md#pieces (pawn 100 … amazon 1200).
 *  2. Pawn race to the halfway line: in Fourteen a pawn promotes on the first
 *     rank beyond the middle, so a pawn two steps from a 950 queen is worth far
 *     more than 100. The bonus grows steeply as the steps to promotion shrink,
 *     is larger for a passed pawn (no enemy pawn in front of it on its own or
 *     a neighbouring file) and halved when the square in front is occupied.
 *  3. Mobility of the long-range pieces: each slider earns a few centipawns
 *     per reachable square that no enemy pawn attacks (sliders dominate a
 *     14×14 board only when their lines are open). Leapers earn less per
 *     target.
 *  4. King safety against leapers: every attack by an enemy piece on the
 *     king's 3×3 zone adds attack units (knight-type and camel leaps, general
 *     steps and slider rays all count, compound pieces weigh more); the
 *     penalty grows quadratically with the units once two or more pieces
 *     join, and is scaled by the attacker's remaining material. Own pieces
 *     next to the king form a shield worth a small bonus.
 *  5. Piece-square terms computed from the board size, never from 8×8 tables:
 *     leapers and compound pieces are worth more near the centre (a knight on
 *     the rim of a 14×14 board reaches little); the king stays on its home
 *     rank while the opponent has pieces and centralises in the endgame.
 *  6. Bishop pair, doubled pawns and a small tempo bonus for the side to move.
 *     Mop-up: a side far ahead against few pieces wants the enemy king on the
 *     edge and its own king close to it.
 *  7. Optional noise (normal level only): a deterministic function of the
 *     position hash, so that the weaker level varies its play without
 *     confusing the transposition table.
 */
#include "ft-eval.h"

#include "ft-eval-endgame.h"

#include <stdlib.h>
#include <string.h>

const int ft_eval_piece_value[FT_N_ALL_KINDS] = {
  [FT_NO_KIND] = 0,
  [FT_PAWN] = 100,
  [FT_KNIGHT] = 200,
  [FT_BISHOP] = 363,
  [FT_ROOK] = 525,
  [FT_QUEEN] = 950,
  [FT_KING] = 0,
  [FT_ARCHBISHOP] = 750,
  [FT_CHANCELLOR] = 850,
  [FT_AMAZON] = 1200,
  [FT_CAMEL] = 200,
  [FT_GENERAL] = 500,
};

/* Movement components of each kind. */
enum {
  MOVES_DIAGONAL = 1 << 0,
  MOVES_ORTHOGONAL = 1 << 1,
  MOVES_KNIGHT = 1 << 2,
  MOVES_CAMEL = 1 << 3,
  MOVES_KING_STEP = 1 << 4,
};

static const guint8 kind_moves[FT_N_ALL_KINDS] = {
  [FT_BISHOP] = MOVES_DIAGONAL,
  [FT_ROOK] = MOVES_ORTHOGONAL,
  [FT_QUEEN] = MOVES_DIAGONAL | MOVES_ORTHOGONAL,
  [FT_KNIGHT] = MOVES_KNIGHT,
  [FT_ARCHBISHOP] = MOVES_KNIGHT | MOVES_DIAGONAL,
  [FT_CHANCELLOR] = MOVES_KNIGHT | MOVES_ORTHOGONAL,
  [FT_AMAZON] = MOVES_KNIGHT | MOVES_DIAGONAL | MOVES_ORTHOGONAL,
  [FT_CAMEL] = MOVES_CAMEL,
  [FT_GENERAL] = MOVES_KNIGHT | MOVES_KING_STEP,
  [FT_KING] = MOVES_KING_STEP,
};

#define S FT_STRIDE
static const int diagonal_steps[4] = { S + 1, S - 1, -S + 1, -S - 1 };
static const int orthogonal_steps[4] = { 1, -1, S, -S };
static const int knight_leaps[8] = { 2 * S + 1, 2 * S - 1, -2 * S + 1, -2 * S - 1,
                                     S + 2, S - 2, -S + 2, -S - 2 };
static const int camel_leaps[8] = { 3 * S + 1, 3 * S - 1, -3 * S + 1, -3 * S - 1,
                                    S + 3, S - 3, -S + 3, -S - 3 };
static const int king_steps[8] = { 1, -1, S, -S, S + 1, S - 1, -S + 1, -S - 1 };
#undef S

/* Centipawns per safe reachable square, by kind. Pure sliders earn most per
 * square; compound pieces already have many squares, so each counts less. */
static const int mobility_weight[FT_N_ALL_KINDS] = {
  [FT_BISHOP] = 4,
  [FT_ROOK] = 4,
  [FT_QUEEN] = 2,
  [FT_ARCHBISHOP] = 2,
  [FT_CHANCELLOR] = 2,
  [FT_AMAZON] = 1,
  [FT_KNIGHT] = 3,
  [FT_CAMEL] = 2,
  [FT_GENERAL] = 2,
};

/* Centralisation bonus at the very centre (0 in a corner), by kind. */
static const int centre_weight[FT_N_ALL_KINDS] = {
  [FT_KNIGHT] = 30,
  [FT_CAMEL] = 24,
  [FT_GENERAL] = 30,
  [FT_ARCHBISHOP] = 20,
  [FT_CHANCELLOR] = 12,
  [FT_AMAZON] = 10,
  [FT_QUEEN] = 6,
  [FT_BISHOP] = 8,
};

/* Attack units one attack on the enemy king zone adds, by attacker kind. */
static const int king_attack_units[FT_N_ALL_KINDS] = {
  [FT_PAWN] = 1,
  [FT_KNIGHT] = 2,
  [FT_CAMEL] = 2,
  [FT_BISHOP] = 2,
  [FT_ROOK] = 3,
  [FT_GENERAL] = 3,
  [FT_ARCHBISHOP] = 4,
  [FT_CHANCELLOR] = 4,
  [FT_QUEEN] = 4,
  [FT_AMAZON] = 5,
};

/* Pawn bonus by steps still needed to promote (index 1 = one step). Beyond
 * six steps the pawn is just a pawn. */
static const int pawn_race_bonus[8] = { 0, 420, 190, 80, 35, 14, 4, 0 };

/* Total non-pawn material of one side in the default layout: the reference
 * for "how much is left" (game phase). */
#define FULL_PIECE_MATERIAL 6375

typedef struct {
  /* Per cell: 1 where a pawn of the side attacks. */
  guint8 pawn_attacks[2][FT_BOARD_CELLS];
  /* Per cell: 1 inside the side's king zone. */
  guint8 king_zone[2][FT_BOARD_CELLS];
  int zone_units[2];     /* units of attacks BY side on the enemy king zone */
  int zone_attackers[2]; /* pieces of side that hit the enemy zone */
} EvalScratch;

static inline int
centrality (const FtPosition *pos, FtSquare sq)
{
  /* 0 in a corner, 100 in the centre, whatever the board size. */
  int file = FT_SQUARE_FILE (sq);
  int rank = FT_SQUARE_RANK (sq);
  int df = abs (2 * file - (pos->files - 1));
  int dr = abs (2 * rank - (pos->ranks - 1));
  return 100 - (df * 50) / (pos->files - 1) - (dr * 50) / (pos->ranks - 1);
}

static inline guint64
mix64 (guint64 x)
{
  x ^= x >> 30;
  x *= G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  x ^= x >> 27;
  x *= G_GUINT64_CONSTANT (0x94d049bb133111eb);
  x ^= x >> 31;
  return x;
}

/* Counts the safe squares a slider reaches along `steps`, and its hits on
 * the enemy king zone. */
static inline int
slide_mobility (const FtPosition *pos, FtSquare from, const int *steps, FtColour colour,
                const EvalScratch *scratch, int *zone_hits)
{
  FtColour enemy = FT_OTHER_COLOUR (colour);
  int count = 0;

  for (int d = 0; d < 4; d++)
    {
      int sq = from + steps[d];
      for (;;)
        {
          FtPiece p = pos->board[sq];
          if (p == FT_OFFBOARD)
            break;
          *zone_hits += scratch->king_zone[enemy][sq];
          if (p != FT_EMPTY)
            {
              if (FT_PIECE_COLOUR (p) == enemy)
                count++;
              break;
            }
          count += !scratch->pawn_attacks[enemy][sq];
          sq += steps[d];
        }
    }
  return count;
}

static inline int
leap_mobility (const FtPosition *pos, FtSquare from, const int *leaps, FtColour colour,
               const EvalScratch *scratch, int *zone_hits)
{
  FtColour enemy = FT_OTHER_COLOUR (colour);
  int count = 0;

  for (int d = 0; d < 8; d++)
    {
      int sq = from + leaps[d];
      FtPiece p = pos->board[sq];
      if (p == FT_OFFBOARD)
        continue;
      *zone_hits += scratch->king_zone[enemy][sq];
      if (p == FT_EMPTY)
        count += !scratch->pawn_attacks[enemy][sq];
      else if (FT_PIECE_COLOUR (p) == enemy)
        count++;
    }
  return count;
}

/* Mobility of a custom piece: the squares its moves reach (capture moves
 * only onto enemies, move-only ones only onto empty squares), counted as
 * for the built-in leapers and sliders. */
static int
custom_mobility (const FtPosition *pos, FtSquare from, FtPiece piece, const EvalScratch *scratch,
                 int *zone_hits)
{
  FtColour colour = FT_PIECE_COLOUR (piece);
  FtColour enemy = FT_OTHER_COLOUR (colour);
  const FtCustomKind *kind = &pos->custom.kinds[FT_PIECE_KIND (piece) - FT_CUSTOM_FIRST];
  int count = 0;

  for (guint i = 0; i < kind->n_moves; i++)
    {
      const FtCustomMove *m = &kind->moves[colour][i];
      int sq = from;

      if ((m->flags & FT_BETZA_LAME)
          && (pos->board[from + m->path[0]] != FT_EMPTY
              || (m->path[1] != 0 && pos->board[from + m->path[1]] != FT_EMPTY)))
        continue;
      for (guint k = 0; k < m->range; k++)
        {
          FtPiece p;

          sq += m->offset;
          p = pos->board[sq];
          if (p == FT_OFFBOARD)
            break;
          if (m->flags & FT_BETZA_CAPTURE)
            *zone_hits += scratch->king_zone[enemy][sq];
          if (p != FT_EMPTY)
            {
              if (FT_PIECE_COLOUR (p) == enemy && (m->flags & FT_BETZA_CAPTURE))
                count++;
              break;
            }
          if (m->flags & FT_BETZA_MOVE)
            count += !scratch->pawn_attacks[enemy][sq];
        }
    }
  return count;
}

int
ft_eval (const FtPosition *pos, const FtEvalOptions *options)
{
  EvalScratch scratch;
  int score[2] = { 0, 0 };
  int piece_material[2] = { 0, 0 };
  int bishops[2] = { 0, 0 };
  int pawns[2] = { 0, 0 };
  /* Pawns per file, and the rank span of each side's pawns per file, for
   * passed and doubled pawns. */
  guint8 pawns_on_file[2][FT_MAX_BOARD_SIZE] = { { 0 } };
  gint8 lowest_pawn[2][FT_MAX_BOARD_SIZE];
  gint8 highest_pawn[2][FT_MAX_BOARD_SIZE];

  memset (scratch.pawn_attacks, 0, sizeof scratch.pawn_attacks);
  memset (scratch.king_zone, 0, sizeof scratch.king_zone);
  scratch.zone_units[0] = scratch.zone_units[1] = 0;
  scratch.zone_attackers[0] = scratch.zone_attackers[1] = 0;
  for (int f = 0; f < FT_MAX_BOARD_SIZE; f++)
    {
      lowest_pawn[0][f] = lowest_pawn[1][f] = G_MAXINT8;
      highest_pawn[0][f] = highest_pawn[1][f] = -1;
    }

  /* Pass 1: pawns, material, king zones. */
  for (int c = 0; c < 2; c++)
    {
      int forward = c == FT_WHITE ? FT_STRIDE : -FT_STRIDE;
      FtSquare king = pos->king_square[c];

      scratch.king_zone[c][king] = 1;
      for (int d = 0; d < 8; d++)
        scratch.king_zone[c][king + king_steps[d]] = 1;

      for (int i = 0; i < pos->piece_count[c]; i++)
        {
          FtSquare sq = pos->piece_list[c][i];
          FtKind kind = FT_PIECE_KIND (pos->board[sq]);
          if (kind == FT_PAWN)
            {
              int file = FT_SQUARE_FILE (sq);
              int rank = FT_SQUARE_RANK (sq);
              scratch.pawn_attacks[c][sq + forward + 1] = 1;
              scratch.pawn_attacks[c][sq + forward - 1] = 1;
              pawns_on_file[c][file]++;
              pawns[c]++;
              if (rank < lowest_pawn[c][file])
                lowest_pawn[c][file] = rank;
              if (rank > highest_pawn[c][file])
                highest_pawn[c][file] = rank;
            }
          else if (kind != FT_KING)
            {
              piece_material[c] += ft_eval_kind_value (pos, kind);
              if (kind == FT_BISHOP)
                bishops[c]++;
            }
          score[c] += ft_eval_kind_value (pos, kind);
        }
    }

  /* Mop-up: a side far ahead against few enemy pieces drives the enemy
   * king to the edge and brings its own king closer, so that won endgames
   * on a big board are won rather than wandered through. */
  for (int c = 0; c < 2; c++)
    {
      FtColour weak = FT_OTHER_COLOUR (c);
      if (score[c] - score[weak] >= 400 && piece_material[weak] <= 1500)
        {
          FtSquare strong_king = pos->king_square[c];
          FtSquare weak_king = pos->king_square[weak];
          int span = MAX (pos->files, pos->ranks);
          int distance = MAX (abs (FT_SQUARE_FILE (strong_king) - FT_SQUARE_FILE (weak_king)),
                              abs (FT_SQUARE_RANK (strong_king) - FT_SQUARE_RANK (weak_king)));
          score[c] += (100 - centrality (pos, weak_king)) * 40 / 100;
          score[c] += (span - distance) * 30 / span;
        }
    }

  /* Pass 2: everything else. */
  for (int c = 0; c < 2; c++)
    {
      FtColour enemy = FT_OTHER_COLOUR (c);
      int forward = c == FT_WHITE ? FT_STRIDE : -FT_STRIDE;
      /* How much the enemy's king should fear us, and ours stay home:
       * 0..256 with the attacking side's remaining pieces. */
      int enemy_phase = MIN (piece_material[enemy], FULL_PIECE_MATERIAL) * 256 / FULL_PIECE_MATERIAL;

      for (int i = 0; i < pos->piece_count[c]; i++)
        {
          FtSquare sq = pos->piece_list[c][i];
          FtKind kind = FT_PIECE_KIND (pos->board[sq]);
          guint8 moves = kind_moves[kind];
          int zone_hits = 0;
          int reach = 0;

          if (kind == FT_PAWN)
            {
              int file = FT_SQUARE_FILE (sq);
              int rank = FT_SQUARE_RANK (sq);
              int steps = c == FT_WHITE ? pos->promotion_rank[FT_WHITE] - rank
                                        : rank - pos->promotion_rank[FT_BLACK];
              gboolean passed = TRUE;

              /* Passed: no enemy pawn ahead on this or a neighbouring file
               * (ahead = between this pawn and its promotion rank). */
              for (int f = MAX (file - 1, 0); f <= MIN (file + 1, pos->files - 1); f++)
                {
                  if (pawns_on_file[enemy][f] == 0)
                    continue;
                  if (c == FT_WHITE ? highest_pawn[enemy][f] > rank : lowest_pawn[enemy][f] < rank)
                    passed = FALSE;
                }
              if (steps > 0 && steps < (int) G_N_ELEMENTS (pawn_race_bonus))
                {
                  int bonus = pawn_race_bonus[steps];
                  if (!passed)
                    bonus /= 2;
                  if (pos->board[sq + forward] != FT_EMPTY)
                    bonus /= 2;
                  /* The race matters less while the enemy has many pieces to
                   * stop the pawn, but never fades completely. */
                  bonus = bonus * (384 - enemy_phase / 2) / 384;
                  score[c] += bonus;
                }
              /* Hitting the enemy king zone with a pawn. */
              if (scratch.king_zone[enemy][sq + forward + 1] || scratch.king_zone[enemy][sq + forward - 1])
                {
                  scratch.zone_units[c] += king_attack_units[FT_PAWN];
                  scratch.zone_attackers[c]++;
                }
              continue;
            }

          if (kind == FT_KING)
            {
              /* Middlegame: stay on the home rank behind the pieces; endgame:
               * walk to the centre. Both scale with the enemy's pieces. */
              int home = c == FT_WHITE ? 0 : pos->ranks - 1;
              int away = abs (FT_SQUARE_RANK (sq) - home);
              int shield = 0;
              score[c] -= away * 12 * enemy_phase / 256;
              score[c] += centrality (pos, sq) * 30 / 100 * (256 - enemy_phase) / 256;
              /* Own pieces next to the king shield it from checks. */
              for (int d = 0; d < 8; d++)
                {
                  FtPiece p = pos->board[sq + king_steps[d]];
                  if (FT_IS_PIECE (p) && (int) FT_PIECE_COLOUR (p) == c)
                    shield++;
                }
              score[c] += MIN (shield, 4) * 6 * enemy_phase / 256;
              continue;
            }

          if (moves & MOVES_DIAGONAL)
            reach += slide_mobility (pos, sq, diagonal_steps, c, &scratch, &zone_hits);
          if (moves & MOVES_ORTHOGONAL)
            reach += slide_mobility (pos, sq, orthogonal_steps, c, &scratch, &zone_hits);
          if (moves & MOVES_KNIGHT)
            reach += leap_mobility (pos, sq, knight_leaps, c, &scratch, &zone_hits);
          if (moves & MOVES_CAMEL)
            reach += leap_mobility (pos, sq, camel_leaps, c, &scratch, &zone_hits);
          if (moves & MOVES_KING_STEP)
            reach += leap_mobility (pos, sq, king_steps, c, &scratch, &zone_hits);
          if (G_UNLIKELY (FT_IS_CUSTOM_KIND (kind)))
            {
              /* 2 per square, as for the compound pieces; no centre term. */
              reach = custom_mobility (pos, sq, pos->board[sq], &scratch, &zone_hits);
              score[c] += 2 * reach;
              if (zone_hits > 0)
                {
                  scratch.zone_units[c] += 3 * MIN (zone_hits, 4);
                  scratch.zone_attackers[c]++;
                }
              continue;
            }

          score[c] += mobility_weight[kind] * reach;
          score[c] += centre_weight[kind] * centrality (pos, sq) / 100;
          if (zone_hits > 0)
            {
              scratch.zone_units[c] += king_attack_units[kind] * MIN (zone_hits, 4);
              scratch.zone_attackers[c]++;
            }
        }

      if (bishops[c] >= 2)
        score[c] += 30;
      for (int f = 0; f < pos->files; f++)
        if (pawns_on_file[c][f] > 1)
          score[c] -= 12 * (pawns_on_file[c][f] - 1);
    }

  /* King safety: quadratic in the attack units once at least two pieces
   * join the attack, scaled by the attacker's remaining pieces. */
  for (int c = 0; c < 2; c++)
    {
      FtColour enemy = FT_OTHER_COLOUR (c);
      int units = scratch.zone_units[c];
      if (scratch.zone_attackers[c] >= 2)
        {
          int phase = MIN (piece_material[c], FULL_PIECE_MATERIAL) * 256 / FULL_PIECE_MATERIAL;
          int danger = MIN (units * units * 3, 900);
          score[enemy] -= danger * (128 + phase) / 384;
        }
    }

  int total = score[FT_WHITE] - score[FT_BLACK];
  if (pos->side_to_move == FT_BLACK)
    total = -total;
  total += 10; /* tempo */

  /* Endgames the material calls won that are drawn (ft-eval-endgame.h):
   * looked at only with few pieces or no pawns for the side ahead. */
  {
    FtColour strong = (total > 0) == (pos->side_to_move == FT_WHITE) ? FT_WHITE : FT_BLACK;
    if (pawns[strong] == 0 || piece_material[strong] <= 2 * ft_eval_kind_value (pos, FT_BISHOP))
      total = total * ft_eval_endgame_scale (pos, strong) / FT_EVAL_SCALE_NORMAL;
  }

  if (options != NULL && options->noise > 0)
    {
      guint64 r = mix64 (pos->hash ^ options->noise_seed);
      total += (int) (r % (guint64) (2 * options->noise + 1)) - options->noise;
    }
  return total;
}
