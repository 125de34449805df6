/* ft-checkers-private.h — the rule primitives on FtCheckersState, shared by
 * the files of libftcheckers (never installed, never included above it).
 *
 * They are static inline so that the generator and perft in
 * ft-checkers-turns.c, the board API in ft-checkers.c and the reasons in
 * ft-checkers-illegal.c share one definition of every rule and still get
 * them inlined into the hot loops (the build has no link-time optimisation).
 */
#pragma once

#include "ft-checkers.h"

/* Diagonal directions as (file, rank) steps; Fire's forward ones first. */
static const int ft_checkers_dir_file[4] = { -1, 1, -1, 1 };
static const int ft_checkers_dir_rank[4] = { 1, 1, -1, -1 };

static inline int
offset (int square, int d, int distance)
{
  int file = FT_CHECKERS_FILE (square) + ft_checkers_dir_file[d] * distance;
  int rank = FT_CHECKERS_RANK (square) + ft_checkers_dir_rank[d] * distance;

  if (file < 0 || rank < 0 || file >= FT_CHECKERS_SIZE || rank >= FT_CHECKERS_SIZE)
    return FT_CHECKERS_NO_SQUARE;
  return FT_CHECKERS_SQUARE (file, rank);
}

/* May piece p move (step or jump) in direction d? Men only forward. */
static inline gboolean
goes (FtCheckersPiece p, int d)
{
  if (FT_CHECKERS_PIECE_CROWNED (p))
    return TRUE;
  return FT_CHECKERS_PIECE_SIDE (p) == FT_CHECKERS_FIRE ? d < 2 : d >= 2;
}

static inline int
far_rank (FtCheckersSide side)
{
  return side == FT_CHECKERS_FIRE ? FT_CHECKERS_SIZE - 1 : 0;
}

/* The landing square of a jump from `from` in direction d, or NO_SQUARE. */
static inline int
jump_target (const FtCheckersState *s, int from, int d)
{
  FtCheckersPiece p = s->squares[from];
  int over, to;

  if (!goes (p, d))
    return FT_CHECKERS_NO_SQUARE;
  over = offset (from, d, 1);
  to = offset (from, d, 2);
  if (to == FT_CHECKERS_NO_SQUARE || s->squares[to] != FT_CHECKERS_EMPTY)
    return FT_CHECKERS_NO_SQUARE;
  if (FT_CHECKERS_PIECE_SIDE (s->squares[over]) != FT_CHECKERS_OTHER_SIDE (FT_CHECKERS_PIECE_SIDE (p)))
    return FT_CHECKERS_NO_SQUARE;
  return to;
}

static inline int
step_target (const FtCheckersState *s, int from, int d)
{
  int to;

  if (!goes (s->squares[from], d))
    return FT_CHECKERS_NO_SQUARE;
  to = offset (from, d, 1);
  if (to == FT_CHECKERS_NO_SQUARE || s->squares[to] != FT_CHECKERS_EMPTY)
    return FT_CHECKERS_NO_SQUARE;
  return to;
}

static inline gboolean
can_jump (const FtCheckersState *s, int from)
{
  for (int d = 0; d < 4; d++)
    if (jump_target (s, from, d) != FT_CHECKERS_NO_SQUARE)
      return TRUE;
  return FALSE;
}

static inline gboolean
can_step_or_jump (const FtCheckersState *s, int from)
{
  for (int d = 0; d < 4; d++)
    if (step_target (s, from, d) != FT_CHECKERS_NO_SQUARE || jump_target (s, from, d) != FT_CHECKERS_NO_SQUARE)
      return TRUE;
  return FALSE;
}

/* Is from→to a legal step (jumps_only FALSE) or jump of the piece on from? */
static inline gboolean
is_legal (const FtCheckersState *s, int from, int to, gboolean jumps_only)
{
  for (int d = 0; d < 4; d++)
    {
      if (jump_target (s, from, d) == to)
        return TRUE;
      if (!jumps_only && step_target (s, from, d) == to)
        return TRUE;
    }
  return FALSE;
}

static inline void
count_pieces (const FtCheckersState *s, guint counts[3])
{
  counts[0] = counts[1] = counts[2] = 0;
  for (int sq = 0; sq < FT_CHECKERS_SQUARES; sq++)
    counts[FT_CHECKERS_PIECE_SIDE (s->squares[sq])]++;
}

/* Make a legal step or jump from→to: remove the jumped piece, crown, and
 * explode a capturing bomb. The captured piece goes at once (before any
 * further jump), so a piece cannot be jumped twice. */
static inline FtCheckersMoveResult
state_step (FtCheckersState *s, int from, int to)
{
  FtCheckersMoveResult result = { FT_CHECKERS_MOVE_MOVED, FALSE, FALSE };
  FtCheckersPiece p = s->squares[from];
  int df = FT_CHECKERS_FILE (to) - FT_CHECKERS_FILE (from);
  int dr = FT_CHECKERS_RANK (to) - FT_CHECKERS_RANK (from);

  s->squares[from] = FT_CHECKERS_EMPTY;
  if (FT_CHECKERS_RANK (to) == far_rank (FT_CHECKERS_PIECE_SIDE (p)) && !FT_CHECKERS_PIECE_CROWNED (p))
    {
      p |= 0x10;
      result.crowned = TRUE;
    }
  s->squares[to] = p;
  if (ABS (df) == 2)
    {
      /* Removing it now or at the end of the sequence (as English draughts
       * says) is the same: a jumped square is never a landing square (a
       * jump keeps the parity of file and rank; the jumped square has the
       * other one), and an empty square cannot be jumped. */
      s->squares[FT_CHECKERS_SQUARE (FT_CHECKERS_FILE (from) + df / 2, FT_CHECKERS_RANK (from) + dr / 2)] =
        FT_CHECKERS_EMPTY;
      result.kind = FT_CHECKERS_MOVE_CAPTURED;
      if (FT_CHECKERS_PIECE_KIND (p) == FT_CHECKERS_BOMB && s->rules == FT_CHECKERS_RULES_BOMBS)
        {
          int file = FT_CHECKERS_FILE (to), rank = FT_CHECKERS_RANK (to);

          /* Everything in the 3×3 block goes, the bomb too, whoever owns
           * it — except shields. A bomb caught in the blast just goes: it
           * explodes only when it captures, so there are no chains. */
          for (int f = MAX (file - 1, 0); f <= MIN (file + 1, FT_CHECKERS_SIZE - 1); f++)
            for (int r = MAX (rank - 1, 0); r <= MIN (rank + 1, FT_CHECKERS_SIZE - 1); r++)
              {
                int sq = FT_CHECKERS_SQUARE (f, r);

                if (FT_CHECKERS_PIECE_KIND (s->squares[sq]) != FT_CHECKERS_SHIELD)
                  s->squares[sq] = FT_CHECKERS_EMPTY;
              }
          result.kind = FT_CHECKERS_MOVE_EXPLODED;
        }
    }
  return result;
}

/* Does the turn end by itself after this move of the piece now on `to`? */
static inline gboolean
turn_ends_after (const FtCheckersState *s, FtCheckersMoveResult r, int to)
{
  /* In English draughts a man that is crowned stops there. */
  if (s->rules == FT_CHECKERS_RULES_ENGLISH && r.crowned)
    return TRUE;
  return r.kind != FT_CHECKERS_MOVE_CAPTURED || !can_jump (s, to);
}

static inline void
state_finish_turn (FtCheckersState *s, gboolean eventful)
{
  s->to_move = FT_CHECKERS_OTHER_SIDE (s->to_move);
  if (eventful)
    s->quiet_turns = 0;
  else if (s->quiet_turns < G_MAXUINT8)
    s->quiet_turns++;
}

/* Is the game over on material or the quiet-turn limit? (Not "no legal
 * move", which needs a look at the moves.) */
static inline FtCheckersSide
state_material_result (const FtCheckersState *s)
{
  guint counts[3];

  count_pieces (s, counts);
  if (counts[FT_CHECKERS_FIRE] == 0 && counts[FT_CHECKERS_WATER] == 0)
    return FT_CHECKERS_TIE;
  if (counts[FT_CHECKERS_FIRE] == 0)
    return FT_CHECKERS_WATER;
  if (counts[FT_CHECKERS_WATER] == 0)
    return FT_CHECKERS_FIRE;
  if (s->quiet_turns >= FT_CHECKERS_QUIET_LIMIT)
    return FT_CHECKERS_TIE;
  return FT_CHECKERS_NONE;
}

static inline gboolean
state_has_move (const FtCheckersState *s)
{
  for (int sq = 0; sq < FT_CHECKERS_SQUARES; sq++)
    if (FT_CHECKERS_PIECE_SIDE (s->squares[sq]) == s->to_move && can_step_or_jump (s, sq))
      return TRUE;
  return FALSE;
}

/* English draughts: must the side to move capture? */
static inline gboolean
state_must_capture (const FtCheckersState *s)
{
  if (s->rules != FT_CHECKERS_RULES_ENGLISH)
    return FALSE;
  for (int sq = 0; sq < FT_CHECKERS_SQUARES; sq++)
    if (FT_CHECKERS_PIECE_SIDE (s->squares[sq]) == s->to_move && can_jump (s, sq))
      return TRUE;
  return FALSE;
}

static inline gboolean
valid_dark (int square)
{
  return square >= 0 && square < FT_CHECKERS_SQUARES && FT_CHECKERS_IS_DARK (square);
}
