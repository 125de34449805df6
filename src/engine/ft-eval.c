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
 *     Standard chess on its own 8×8 board adds a piece-square table per
 *     kind, left and right alike (tuned, ft-eval-params.h), and terms for
 *     open files by the king, castling rights kept and knights or bishops
 *     not yet developed.
 *  6. Bishop pair, doubled pawns and a small tempo bonus for the side to move;
 *     attacks on enemy pieces worth more or guarded by no pawn, connected
 *     pawns, outposts and the kings' distances to a passed pawn's path
 *     (weights 0 in the Fourteen set).
 *     Mop-up: a side far ahead against few pieces wants the enemy king on the
 *     edge and its own king close to it.
 *  7. Optional noise (normal level only): a deterministic function of the
 *     position hash, so that the weaker level varies its play without
 *     confusing the transposition table.
 *
 * The weights are in ft-eval-params.c, one set per rule set; most come as a
 * middlegame and an endgame value blended by the material left (the
 * phase). Endgames that are drawn whatever the material says are scaled
 * down by ft-eval-endgame.c.
 */
#include "ft-eval.h"

#include "ft-eval-endgame.h"
#include "ft-eval-params.h"

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

/* What players count in standard chess; the fairy kinds a standard layout
 * may hold keep their Fourteen values. */
static const int standard_points[FT_N_ALL_KINDS] = {
  [FT_PAWN] = 100, [FT_KNIGHT] = 300, [FT_BISHOP] = 300, [FT_ROOK] = 500, [FT_QUEEN] = 900,
};

int
ft_eval_material_points (const FtPosition *pos, FtKind kind)
{
  if (pos->rules == FT_RULES_STANDARD && (guint) kind < FT_N_ALL_KINDS && standard_points[kind] != 0)
    return standard_points[kind];
  return ft_eval_kind_value (pos, kind);
}

/* Movement components of each kind. */
enum {
  MOVES_DIAGONAL = 1 << 0,
  MOVES_ORTHOGONAL = 1 << 1,
  MOVES_KNIGHT = 1 << 2,
  MOVES_CAMEL = 1 << 3,
  MOVES_KING_STEP = 1 << 4,
};

/* The other bits of EvalScratch.square. */
enum {
  SQ_KING_ZONE = 1 << 6,
  SQ_PAWN_GUARD = 1 << 7,
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

typedef struct {
  /* Per side and cell, what the cell means for that side: SQ_PAWN_GUARD
   * where one of its pawns attacks, SQ_KING_ZONE inside its king's zone.
   * One map, so that a piece's scan reads one byte per square. */
  guint8 square[2][FT_BOARD_CELLS];
  int zone_units[2];     /* units of attacks BY side on the enemy king zone */
  int zone_attackers[2]; /* pieces of side that hit the enemy zone */
} EvalScratch;

/* Centrality of every cell for every board size: 0 in a corner, 100 in
 * the centre, whatever the board size. Computed once. */
static guint8 centrality_table[FT_MAX_BOARD_SIZE + 1][FT_MAX_BOARD_SIZE + 1][FT_BOARD_CELLS];

static gpointer
init_centrality (gpointer data G_GNUC_UNUSED)
{
  for (int files = FT_MIN_BOARD_SIZE; files <= FT_MAX_BOARD_SIZE; files++)
    for (int ranks = FT_MIN_BOARD_SIZE; ranks <= FT_MAX_BOARD_SIZE; ranks++)
      for (int rank = 0; rank < ranks; rank++)
        for (int file = 0; file < files; file++)
          {
            int df = abs (2 * file - (files - 1));
            int dr = abs (2 * rank - (ranks - 1));
            centrality_table[files][ranks][FT_SQUARE (file, rank)] =
              (guint8) (100 - (df * 50) / (files - 1) - (dr * 50) / (ranks - 1));
          }
  return NULL;
}

static inline int
centrality (const guint8 *table, FtSquare sq)
{
  return table[sq];
}

/* What one piece reaches: safe squares, hits on the enemy king zone, and
 * enemy pieces it attacks that are worth more than it (threats) or that no
 * enemy pawn guards. */
typedef struct {
  int squares;
  int zone_hits;
  int threats;
  int unguarded;
  int rank; /* threat_rank of the piece itself */
} Reach;

/* The order of worth for threats: the built-in kinds only (a custom kind
 * and the king are never counted as attacked). */
static const guint8 threat_rank[FT_N_ALL_KINDS] = {
  [FT_PAWN] = 1, [FT_KNIGHT] = 2, [FT_BISHOP] = 2, [FT_CAMEL] = 2, [FT_ROOK] = 3,
  [FT_GENERAL] = 3, [FT_ARCHBISHOP] = 4, [FT_CHANCELLOR] = 4, [FT_QUEEN] = 4, [FT_AMAZON] = 5,
};

/* An enemy piece the piece attacks. */
static inline void
reach_enemy (Reach *r, const EvalScratch *scratch, FtColour enemy, int sq, FtPiece victim)
{
  int rank = threat_rank[FT_PIECE_KIND (victim)];

  r->squares++;
  r->threats += rank > r->rank;
  r->unguarded += rank > 1 && !(scratch->square[enemy][sq] & SQ_PAWN_GUARD);
}

/* An empty square the piece reaches: counted unless an enemy pawn guards it. */
static inline void
reach_empty (Reach *r, const EvalScratch *scratch, FtColour enemy, int sq)
{
  r->squares += !(scratch->square[enemy][sq] & SQ_PAWN_GUARD);
}

/* A slider's reach along `steps`. */
static inline void
slide_mobility (const FtPosition *pos, FtSquare from, const int *steps, FtColour colour,
                const EvalScratch *scratch, Reach *r)
{
  FtColour enemy = FT_OTHER_COLOUR (colour);

  for (int d = 0; d < 4; d++)
    {
      int sq = from + steps[d];
      for (;;)
        {
          FtPiece p = pos->board[sq];
          if (p == FT_OFFBOARD)
            break;
          r->zone_hits += (scratch->square[enemy][sq] & SQ_KING_ZONE) != 0;
          if (p != FT_EMPTY)
            {
              if (FT_PIECE_COLOUR (p) == enemy)
                reach_enemy (r, scratch, enemy, sq, p);
              break;
            }
          reach_empty (r, scratch, enemy, sq);
          sq += steps[d];
        }
    }
}

static inline void
leap_mobility (const FtPosition *pos, FtSquare from, const int *leaps, FtColour colour,
               const EvalScratch *scratch, Reach *r)
{
  FtColour enemy = FT_OTHER_COLOUR (colour);

  for (int d = 0; d < 8; d++)
    {
      int sq = from + leaps[d];
      FtPiece p = pos->board[sq];
      if (p == FT_OFFBOARD)
        continue;
      r->zone_hits += (scratch->square[enemy][sq] & SQ_KING_ZONE) != 0;
      if (p == FT_EMPTY)
        reach_empty (r, scratch, enemy, sq);
      else if (FT_PIECE_COLOUR (p) == enemy)
        reach_enemy (r, scratch, enemy, sq, p);
    }
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
            *zone_hits += (scratch->square[enemy][sq] & SQ_KING_ZONE) != 0;
          if (p != FT_EMPTY)
            {
              if (FT_PIECE_COLOUR (p) == enemy && (m->flags & FT_BETZA_CAPTURE))
                count++;
              break;
            }
          if (m->flags & FT_BETZA_MOVE)
            count += !(scratch->square[enemy][sq] & SQ_PAWN_GUARD);
        }
    }
  return count;
}

static inline void
add_pair (int acc[2], const int weight[2], int times)
{
  acc[FT_MG] += weight[FT_MG] * times;
  acc[FT_EG] += weight[FT_EG] * times;
}

/* weight × percent / 100 */
static inline void
add_pair_percent (int acc[2], const int weight[2], int percent)
{
  acc[FT_MG] += weight[FT_MG] * percent / 100;
  acc[FT_EG] += weight[FT_EG] * percent / 100;
}

int
ft_eval (const FtPosition *pos, const FtEvalOptions *options)
{
  static GOnce centre_once = G_ONCE_INIT;
  const FtEvalParams *w = &ft_eval_params[pos->rules == FT_RULES_STANDARD];
  const guint8 *centre;
  EvalScratch scratch;
  int score[2][2] = { { 0, 0 }, { 0, 0 } }; /* by side: middlegame, endgame */
  int flat[2] = { 0, 0 };                   /* terms outside the phase blend */
  int material[2] = { 0, 0 };               /* nominal, pawns included */
  int piece_material[2] = { 0, 0 };         /* nominal, pawns and king excluded */
  int bishops[2] = { 0, 0 };
  int pawns[2] = { 0, 0 };
  int undeveloped[2] = { 0, 0 };        /* standard chess: minors at home */
  gboolean queen_out[2] = { FALSE, FALSE }; /* standard chess: a queen off its first rank */
  int phase;
  /* Pawns per file, and the rank span of each side's pawns per file, for
   * passed, doubled and isolated pawns and open files. */
  guint8 pawns_on_file[2][FT_MAX_BOARD_SIZE] = { { 0 } };
  gint8 lowest_pawn[2][FT_MAX_BOARD_SIZE];
  gint8 highest_pawn[2][FT_MAX_BOARD_SIZE];
  /* Piece-square terms: standard chess on its own board only. */
  gboolean square_terms = pos->rules == FT_RULES_STANDARD && pos->files == 8 && pos->ranks == 8;

  g_once (&centre_once, init_centrality, NULL);
  centre = centrality_table[pos->files][pos->ranks];
  memset (scratch.square, 0, sizeof scratch.square);
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

      scratch.square[c][king] |= SQ_KING_ZONE;
      for (int d = 0; d < 8; d++)
        scratch.square[c][king + king_steps[d]] |= SQ_KING_ZONE;

      for (int i = 0; i < pos->piece_count[c]; i++)
        {
          FtSquare sq = pos->piece_list[c][i];
          FtKind kind = FT_PIECE_KIND (pos->board[sq]);
          int nominal = ft_eval_kind_value (pos, kind);

          if (kind == FT_PAWN)
            {
              int file = FT_SQUARE_FILE (sq);
              int rank = FT_SQUARE_RANK (sq);
              scratch.square[c][sq + forward + 1] |= SQ_PAWN_GUARD;
              scratch.square[c][sq + forward - 1] |= SQ_PAWN_GUARD;
              pawns_on_file[c][file]++;
              pawns[c]++;
              if (rank < lowest_pawn[c][file])
                lowest_pawn[c][file] = rank;
              if (rank > highest_pawn[c][file])
                highest_pawn[c][file] = rank;
            }
          else if (kind != FT_KING)
            {
              piece_material[c] += nominal;
              if (kind == FT_BISHOP)
                bishops[c]++;
            }
          material[c] += nominal;
          if (square_terms && kind <= FT_KING)
            {
              int file = FT_SQUARE_FILE (sq);
              int own_rank = c == FT_WHITE ? FT_SQUARE_RANK (sq) : 7 - FT_SQUARE_RANK (sq);
              add_pair (score[c], w->square[kind][own_rank * 4 + MIN (file, 7 - file)], 1);
              if (own_rank == 0 && (kind == FT_KNIGHT || kind == FT_BISHOP))
                {
                  add_pair (score[c], w->undeveloped_minor, 1);
                  undeveloped[c]++;
                }
              queen_out[c] |= kind == FT_QUEEN && own_rank > 0;
            }
          if (G_UNLIKELY (FT_IS_CUSTOM_KIND (kind)))
            {
              score[c][FT_MG] += nominal;
              score[c][FT_EG] += nominal;
            }
          else
            add_pair (score[c], w->value[kind], 1);
        }
    }
  phase = MIN (piece_material[0] + piece_material[1], 2 * w->full_material) * 256
          / (2 * w->full_material);
  for (int c = 0; c < 2; c++)
    if (queen_out[c])
      add_pair (score[c], w->queen_early, undeveloped[c]);

  /* Mop-up: a side far ahead against few enemy pieces drives the enemy
   * king to the edge and brings its own king closer, so that won endgames
   * on a big board are won rather than wandered through. */
  for (int c = 0; c < 2; c++)
    {
      FtColour weak = FT_OTHER_COLOUR (c);
      if (material[c] - material[weak] >= 400 && piece_material[weak] <= 1500)
        {
          FtSquare strong_king = pos->king_square[c];
          FtSquare weak_king = pos->king_square[weak];
          int span = MAX (pos->files, pos->ranks);
          int distance = ft_square_distance (strong_king, weak_king);
          flat[c] += (100 - centrality (centre, weak_king)) * 40 / 100;
          flat[c] += (span - distance) * 30 / span;
        }
    }

  /* Pass 2: everything else. */
  for (int c = 0; c < 2; c++)
    {
      FtColour enemy = FT_OTHER_COLOUR (c);
      int forward = c == FT_WHITE ? FT_STRIDE : -FT_STRIDE;

      for (int i = 0; i < pos->piece_count[c]; i++)
        {
          FtSquare sq = pos->piece_list[c][i];
          FtKind kind = FT_PIECE_KIND (pos->board[sq]);
          guint8 moves = kind_moves[kind];
          Reach reach = { 0, 0, 0, 0, threat_rank[kind] };

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
              if (steps > 0 && steps < FT_EVAL_PAWN_STEPS)
                {
                  const int *bonus = passed ? w->passed[steps] : w->pawn_steps[steps];
                  int times = pos->board[sq + forward] != FT_EMPTY ? w->blocked_pawn : 64;
                  score[c][FT_MG] += bonus[FT_MG] * times / 64;
                  score[c][FT_EG] += bonus[FT_EG] * times / 64;
                  if (passed && steps < 5)
                    {
                      FtSquare stop = sq + forward;
                      int own = MIN (ft_square_distance (pos->king_square[c], stop), 5);
                      int theirs = MIN (ft_square_distance (pos->king_square[enemy], stop), 5);
                      add_pair (score[c], w->passed_king_distance, (5 - steps) * (theirs - own));
                    }
                }
              if ((scratch.square[c][sq] & SQ_PAWN_GUARD) || pos->board[sq - 1] == pos->board[sq]
                  || pos->board[sq + 1] == pos->board[sq])
                add_pair (score[c], w->connected_pawn, 1);
              if ((file == 0 || pawns_on_file[c][file - 1] == 0)
                  && (file == pos->files - 1 || pawns_on_file[c][file + 1] == 0))
                add_pair (score[c], w->isolated_pawn, 1);
              /* Hitting the enemy king zone with a pawn. */
              if ((scratch.square[enemy][sq + forward + 1] | scratch.square[enemy][sq + forward - 1])
                  & SQ_KING_ZONE)
                {
                  scratch.zone_units[c] += w->king_attack_units[FT_PAWN];
                  scratch.zone_attackers[c]++;
                }
              continue;
            }

          if (kind == FT_KING)
            {
              /* Middlegame: stay on the home rank behind the pieces; endgame:
               * walk to the centre. */
              int home = c == FT_WHITE ? 0 : pos->ranks - 1;
              int shield = 0;
              add_pair (score[c], w->king_away, abs (FT_SQUARE_RANK (sq) - home));
              add_pair_percent (score[c], w->king_centre, centrality (centre, sq));
              /* Own pieces next to the king shield it from checks. */
              for (int d = 0; d < 8; d++)
                {
                  FtPiece p = pos->board[sq + king_steps[d]];
                  if (FT_IS_PIECE (p) && (int) FT_PIECE_COLOUR (p) == c)
                    shield++;
                }
              add_pair (score[c], w->king_shield, MIN (shield, 4));
              /* Own pawns just in front of the king. */
              shield = 0;
              for (int df = -1; df <= 1; df++)
                for (int dr = 1; dr <= 2; dr++)
                  {
                    FtPiece p = pos->board[sq + df + dr * forward];
                    shield += p == FT_MAKE_PIECE (c, FT_PAWN);
                  }
              add_pair (score[c], w->king_pawn_shelter, MIN (shield, 3));
              if (square_terms)
                {
                  int file = FT_SQUARE_FILE (sq);
                  int open = 0;
                  for (int f = MAX (file - 1, 0); f <= MIN (file + 1, 7); f++)
                    open += pawns_on_file[c][f] == 0;
                  add_pair (score[c], w->king_open_file, open);
                  add_pair (score[c], w->castling_right,
                            __builtin_popcount ((pos->castling_rights >> (2 * c)) & 3u));
                }
              continue;
            }

          if (G_UNLIKELY (FT_IS_CUSTOM_KIND (kind)))
            {
              /* 2 per square, as for the compound pieces; no centre term. */
              int zone_hits = 0;
              int squares = custom_mobility (pos, sq, pos->board[sq], &scratch, &zone_hits);
              score[c][FT_MG] += 2 * squares;
              score[c][FT_EG] += 2 * squares;
              if (zone_hits > 0)
                {
                  scratch.zone_units[c] += 3 * MIN (zone_hits, 4);
                  scratch.zone_attackers[c]++;
                }
              continue;
            }

          if (moves & MOVES_DIAGONAL)
            slide_mobility (pos, sq, diagonal_steps, c, &scratch, &reach);
          if (moves & MOVES_ORTHOGONAL)
            {
              int file = FT_SQUARE_FILE (sq);
              slide_mobility (pos, sq, orthogonal_steps, c, &scratch, &reach);
              if (pawns_on_file[c][file] == 0)
                add_pair (score[c], pawns_on_file[enemy][file] == 0 ? w->rook_open : w->rook_half_open, 1);
            }
          if (moves & MOVES_KNIGHT)
            leap_mobility (pos, sq, knight_leaps, c, &scratch, &reach);
          if (moves & MOVES_CAMEL)
            leap_mobility (pos, sq, camel_leaps, c, &scratch, &reach);
          if (moves & MOVES_KING_STEP)
            leap_mobility (pos, sq, king_steps, c, &scratch, &reach);

          add_pair (score[c], w->mobility[kind], reach.squares);
          add_pair (score[c], w->threat_by_lesser, reach.threats);
          add_pair (score[c], w->threat_unguarded, reach.unguarded);
          add_pair_percent (score[c], w->centre[kind], centrality (centre, sq));
          if ((kind == FT_KNIGHT || kind == FT_BISHOP) && (scratch.square[c][sq] & SQ_PAWN_GUARD)
              && !(scratch.square[enemy][sq] & SQ_PAWN_GUARD))
            {
              int own_rank = c == FT_WHITE ? FT_SQUARE_RANK (sq) : pos->ranks - 1 - FT_SQUARE_RANK (sq);
              if (2 * own_rank >= pos->ranks && own_rank < pos->ranks - 2)
                add_pair (score[c], w->outpost, 1);
            }
          /* A piece an enemy pawn attacks must move or be lost. */
          if (scratch.square[enemy][sq] & SQ_PAWN_GUARD)
            add_pair (score[c], w->threat_by_pawn, 1);
          if (reach.zone_hits > 0)
            {
              scratch.zone_units[c] += w->king_attack_units[kind] * MIN (reach.zone_hits, 4);
              scratch.zone_attackers[c]++;
            }
        }

      if (bishops[c] >= 2)
        add_pair (score[c], w->bishop_pair, 1);
      for (int f = 0; f < pos->files; f++)
        if (pawns_on_file[c][f] > 1)
          add_pair (score[c], w->doubled_pawn, pawns_on_file[c][f] - 1);
    }

  /* King safety: quadratic in the attack units once at least two pieces
   * join the attack, scaled by the attacker's remaining pieces. */
  for (int c = 0; c < 2; c++)
    {
      FtColour enemy = FT_OTHER_COLOUR (c);
      int units = scratch.zone_units[c];
      if (scratch.zone_attackers[c] >= 2)
        {
          int attacker_phase = MIN (piece_material[c], w->full_material) * 256 / w->full_material;
          int danger = MIN (units * units * w->danger_square / 16, w->danger_max);
          flat[enemy] -= danger * (128 + attacker_phase) / 384;
        }
    }

  int mg = score[FT_WHITE][FT_MG] - score[FT_BLACK][FT_MG];
  int eg = score[FT_WHITE][FT_EG] - score[FT_BLACK][FT_EG];
  int total = (mg * phase + eg * (256 - phase)) / 256 + flat[FT_WHITE] - flat[FT_BLACK];
  if (pos->side_to_move == FT_BLACK)
    total = -total;
  total += w->tempo;

  /* Endgames the material calls won that are drawn (ft-eval-endgame.h):
   * looked at only with few pieces or no pawns for the side ahead. */
  {
    FtColour strong = (total > 0) == (pos->side_to_move == FT_WHITE) ? FT_WHITE : FT_BLACK;
    if (pawns[strong] == 0 || piece_material[strong] <= 2 * ft_eval_kind_value (pos, FT_BISHOP))
      total = total * ft_eval_endgame_scale (pos, strong) / FT_EVAL_SCALE_NORMAL;
  }

  if (options != NULL && options->noise > 0)
    {
      guint64 r = ft_mix64 (pos->hash ^ options->noise_seed);
      total += (int) (r % (guint64) (2 * options->noise + 1)) - options->noise;
    }
  return total;
}
