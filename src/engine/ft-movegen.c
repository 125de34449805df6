/* ft-movegen.c — legal move generation.
 *
 * Moves are generated legal directly, as Stockfish does, rather than made,
 * tested and unmade one by one. Once per node we find the pieces giving
 * check and our pieces pinned to the king (only sliders pin, so that is one
 * walk along each of the eight rays from the king). Then:
 *   - a pinned piece moves only along its pin ray (a pinned leaper not at all);
 *   - in double check only the king moves; in single check every other move
 *     must land on the checker or between a sliding checker and the king;
 *   - only king moves (and the rare en passant capture, and castling) need an
 *     attack test.
 * Nothing allocates; the caller owns the move list.
 */
#include "ft-attacks.h"

#include <string.h>

typedef struct {
  const FtPosition *pos;
  FtMove *moves;
  guint n;
  FtColour us;
  FtColour them;
  FtSquare king;
  guint n_checkers;
  guint n_pinned;
  /* The first square of the rank where our pawns promote and of the one
   * they may step twice from: a rank test is one subtraction. */
  int promotion_first;
  int double_step_first;
  FtSquare pinned_square[8];
  int pinned_direction[8];
  /* In check: non-zero where a non-king move may land (capture the checker
   * or block). Not initialised otherwise. */
  guint8 target[FT_BOARD_CELLS];
} Gen;

/* What every generator sets first. */
static inline void
gen_init (Gen *g, const FtPosition *pos, FtColour us, FtMove *moves)
{
  g->pos = pos;
  g->moves = moves;
  g->n = 0;
  g->us = us;
  g->them = FT_OTHER_COLOUR (us);
  g->king = pos->king_square[us];
  g->n_checkers = 0;
  g->n_pinned = 0;
  g->promotion_first = FT_SQUARE (0, pos->promotion_rank[us]);
  g->double_step_first = FT_SQUARE (0, pos->double_step_rank[us]);
}

static inline gboolean
on_rank (int first, int sq)
{
  return (guint) (sq - first) < FT_STRIDE;
}

/* Find checkers and pinned pieces; fill g->target when in single check. */
static void
gen_setup (Gen *g, const FtPosition *pos, FtMove *moves)
{
  const FtPiece *b = pos->board;
  FtColour us = pos->side_to_move;
  FtColour them = FT_OTHER_COLOUR (us);
  const guint8 *their_caps = ft_caps_of[them];
  FtSquare k = pos->king_square[us];
  FtPiece their_pawn = FT_MAKE_PIECE (them, FT_PAWN);
  int forward = FT_PAWN_FORWARD (us);
  FtSquare checker = FT_NO_SQUARE;
  int checker_direction = 0;

  gen_init (g, pos, us, moves);

  /* Leapers and pawns can only check, never pin. */
  if (b[k + forward - 1] == their_pawn)
    g->n_checkers++, checker = k + forward - 1;
  if (b[k + forward + 1] == their_pawn)
    g->n_checkers++, checker = k + forward + 1;
  for (int i = 0; i < 8; i++)
    {
      int s = k + ft_knight_offsets[i];

      if (their_caps[b[s]] & FT_CAP_KNIGHT)
        g->n_checkers++, checker = s;
      s = k + ft_camel_offsets[i];
      if (their_caps[b[s]] & FT_CAP_CAMEL)
        g->n_checkers++, checker = s;
    }

  for (int i = 0; i < 8; i++)
    {
      int d = ft_step_offsets[i];
      guint8 cap = i < 4 ? FT_CAP_ORTH : FT_CAP_DIAG;
      int s = k + d;
      FtPiece p;

      if (their_caps[b[s]] & FT_CAP_STEP)
        {
          g->n_checkers++, checker = s, checker_direction = 0;
          continue;
        }
      while ((p = b[s]) == FT_EMPTY)
        s += d;
      if (p == FT_OFFBOARD)
        continue;
      if (their_caps[p] & cap)
        {
          g->n_checkers++, checker = s, checker_direction = d;
          continue;
        }
      if (FT_PIECE_COLOUR (p) == us)
        {
          int own = s;

          s += d;
          while ((p = b[s]) == FT_EMPTY)
            s += d;
          if (their_caps[p] & cap)
            {
              g->pinned_square[g->n_pinned] = own;
              g->pinned_direction[g->n_pinned] = d;
              g->n_pinned++;
            }
        }
    }

  if (g->n_checkers == 1)
    {
      memset (g->target, 0, sizeof g->target);
      g->target[checker] = 1;
      if (checker_direction != 0)
        for (int s = k + checker_direction; s != checker; s += checker_direction)
          g->target[s] = 1;
    }
}

#define PUSH(g, m) ((g)->moves[(g)->n++] = (m))

static inline int
pin_of (const Gen *g, FtSquare sq)
{
  for (guint i = 0; i < g->n_pinned; i++)
    if (g->pinned_square[i] == sq)
      return g->pinned_direction[i];
  return 0;
}

static inline gboolean
direction_allowed (int pin, int d)
{
  return pin == 0 || d == pin || d == -pin;
}

G_ALWAYS_INLINE static inline void
add_pawn_move (Gen *g, FtSquare from, FtSquare to, FtMoveSpecial special, gboolean capture,
               const gboolean custom)
{
  const FtPosition *pos = g->pos;

  if (on_rank (g->promotion_first, to))
    {
      PUSH (g, FT_MAKE_MOVE (from, to, FT_QUEEN, special, capture));
      if (pos->rules == FT_RULES_STANDARD || pos->promotion_choice)
        {
          PUSH (g, FT_MAKE_MOVE (from, to, FT_ROOK, special, capture));
          PUSH (g, FT_MAKE_MOVE (from, to, FT_BISHOP, special, capture));
          PUSH (g, FT_MAKE_MOVE (from, to, FT_KNIGHT, special, capture));
        }
      if (pos->rules != FT_RULES_STANDARD && pos->promotion_choice)
        {
          PUSH (g, FT_MAKE_MOVE (from, to, FT_AMAZON, special, capture));
          PUSH (g, FT_MAKE_MOVE (from, to, FT_CHANCELLOR, special, capture));
          PUSH (g, FT_MAKE_MOVE (from, to, FT_ARCHBISHOP, special, capture));
          PUSH (g, FT_MAKE_MOVE (from, to, FT_GENERAL, special, capture));
          PUSH (g, FT_MAKE_MOVE (from, to, FT_CAMEL, special, capture));
        }
      /* Custom kinds whenever there is a choice. */
      if (custom && (pos->rules == FT_RULES_STANDARD || pos->promotion_choice))
        for (guint i = 0; i < pos->custom.n; i++)
          PUSH (g, FT_MAKE_MOVE (from, to, FT_CUSTOM_FIRST + i, special, capture));
    }
  else
    PUSH (g, FT_MAKE_MOVE (from, to, FT_NO_KIND, special, capture));
}

G_ALWAYS_INLINE static inline void
gen_pawn (Gen *g, FtSquare from, int pin, const gboolean check, const gboolean captures_only,
          const gboolean custom)
{
  const FtPosition *pos = g->pos;
  const FtPiece *b = pos->board;
  int forward = FT_PAWN_FORWARD (g->us);
  int to = from + forward;

  if (b[to] == FT_EMPTY && direction_allowed (pin, forward))
    {
      gboolean promotes = on_rank (g->promotion_first, to);

      if ((!check || g->target[to]) && (!captures_only || promotes))
        add_pawn_move (g, from, to, FT_MOVE_NORMAL, FALSE, custom);
      if (!promotes && on_rank (g->double_step_first, from)
          && b[to + forward] == FT_EMPTY && (!check || g->target[to + forward])
          && (!captures_only || on_rank (g->promotion_first, to + forward)))
        add_pawn_move (g, from, to + forward, FT_MOVE_DOUBLE_STEP, FALSE, custom);
    }
  for (int side = -1; side <= 1; side += 2)
    {
      int d = forward + side;

      to = from + d;
      if (FT_IS_COLOUR (b[to], g->them) && direction_allowed (pin, d) && (!check || g->target[to]))
        add_pawn_move (g, from, to, FT_MOVE_NORMAL, TRUE, custom);
      else if (G_UNLIKELY (pos->en_passant != FT_NO_SQUARE) && to == pos->en_passant)
        {
          /* Rare: test it the slow, sure way (the captured pawn leaves a
           * square on the king's rank that may open a line). */
          FtMove m = FT_MAKE_MOVE (from, to, FT_NO_KIND, FT_MOVE_EN_PASSANT, TRUE);

          if (!ft_attacks_move_leaves_king_attacked (pos, m))
            PUSH (g, m);
        }
    }
}

/* Moves of a non-pawn, non-king piece (the general's king step included). */
G_ALWAYS_INLINE static inline void
gen_piece (Gen *g, FtSquare from, guint8 caps, int pin, const gboolean check,
           const gboolean captures_only)
{
  const FtPiece *b = g->pos->board;
  FtColour them = g->them;

#define TRY_TARGET(to)                                                          \
  G_STMT_START                                                                  \
  {                                                                             \
    FtPiece p_ = b[to];                                                         \
    if (p_ == FT_EMPTY)                                                         \
      {                                                                         \
        if (!captures_only && (!check || g->target[to]))                       \
          PUSH (g, FT_MAKE_MOVE (from, to, FT_NO_KIND, FT_MOVE_NORMAL, FALSE)); \
      }                                                                         \
    else if (FT_IS_COLOUR (p_, them) && (!check || g->target[to]))             \
      PUSH (g, FT_MAKE_MOVE (from, to, FT_NO_KIND, FT_MOVE_NORMAL, TRUE));     \
  }                                                                             \
  G_STMT_END

  if (pin == 0)
    {
      if (caps & FT_CAP_KNIGHT)
        for (int i = 0; i < 8; i++)
          TRY_TARGET (from + ft_knight_offsets[i]);
      if (caps & FT_CAP_CAMEL)
        for (int i = 0; i < 8; i++)
          TRY_TARGET (from + ft_camel_offsets[i]);
    }
  if (caps & FT_CAP_STEP)
    for (int i = 0; i < 8; i++)
      if (direction_allowed (pin, ft_step_offsets[i]))
        TRY_TARGET (from + ft_step_offsets[i]);
  /* Sliders: the orthogonal rays are 0–3 of ft_step_offsets, the diagonal
   * ones 4–7; a leaper runs no ray at all. */
  for (int i = caps & FT_CAP_ORTH ? 0 : 4; i < (caps & FT_CAP_DIAG ? 8 : 4); i++)
    {
      int d = ft_step_offsets[i];
      int to;

      if (!direction_allowed (pin, d))
        continue;
      for (to = from + d; b[to] == FT_EMPTY; to += d)
        if (!captures_only && (!check || g->target[to]))
          PUSH (g, FT_MAKE_MOVE (from, to, FT_NO_KIND, FT_MOVE_NORMAL, FALSE));
      if (FT_IS_COLOUR (b[to], them) && (!check || g->target[to]))
        PUSH (g, FT_MAKE_MOVE (from, to, FT_NO_KIND, FT_MOVE_NORMAL, TRUE));
    }
#undef TRY_TARGET
}

/* Moves of a custom piece, by its table of offsets (pseudo-legal). */
static void
gen_custom (Gen *g, FtSquare from, FtPiece piece, gboolean captures_only)
{
  const FtPiece *b = g->pos->board;
  const FtCustomKind *kind = &g->pos->custom.kinds[FT_PIECE_KIND (piece) - FT_CUSTOM_FIRST];
  const FtCustomMove *moves = kind->moves[g->us];
  guint start = g->n;

  for (guint i = 0; i < kind->n_moves; i++)
    {
      const FtCustomMove *m = &moves[i];
      int to = from;

      if ((m->flags & FT_BETZA_LAME)
          && (b[from + m->path[0]] != FT_EMPTY || (m->path[1] != 0 && b[from + m->path[1]] != FT_EMPTY)))
        continue;
      for (guint k = 0; k < m->range; k++)
        {
          FtPiece p;
          FtMove move;

          to += m->offset;
          p = b[to];
          if (p == FT_EMPTY)
            {
              if (!(m->flags & FT_BETZA_MOVE) || captures_only)
                continue;
              move = FT_MAKE_MOVE (from, to, FT_NO_KIND, FT_MOVE_NORMAL, FALSE);
            }
          else if (FT_IS_COLOUR (p, g->them) && (m->flags & FT_BETZA_CAPTURE))
            move = FT_MAKE_MOVE (from, to, FT_NO_KIND, FT_MOVE_NORMAL, TRUE);
          else
            break;
          if (kind->overlapping)
            {
              guint j;

              for (j = start; j < g->n && g->moves[j] != move; j++)
                ;
              if (j < g->n)
                {
                  if (p != FT_EMPTY)
                    break;
                  continue;
                }
            }
          PUSH (g, move);
          if (p != FT_EMPTY)
            break;
        }
    }
}

static void
gen_king (Gen *g, const gboolean captures_only)
{
  const FtPosition *pos = g->pos;
  const FtPiece *b = pos->board;
  FtSquare k = g->king;
  FtBoardChange without_king = { k, FT_NO_SQUARE, FT_NO_SQUARE, FT_EMPTY };

  for (int i = 0; i < 8; i++)
    {
      int to = k + ft_step_offsets[i];
      FtPiece p = b[to];
      gboolean capture = FT_IS_COLOUR (p, g->them);

      if (!(p == FT_EMPTY || capture) || (captures_only && !capture))
        continue;
      /* Not in check, no slider sees the king, so none sees through it. */
      if (g->n_checkers == 0 ? ft_attacks_is_attacked_builtin (pos, to, g->them)
                             : ft_attacks_is_attacked_changed (pos, to, g->them, &without_king))
        continue;
      PUSH (g, FT_MAKE_MOVE (k, to, FT_NO_KIND, FT_MOVE_NORMAL, capture));
    }
}

/* Is the castling right `index` usable as far as the pieces go: the rook
 * is there and every square between king and rook is empty? Returns the
 * king's move, or FT_MOVE_NONE. */
static FtMove
castling_move_if_clear (const FtPosition *pos, guint index)
{
  FtColour us = index / 2;
  FtSquare k = pos->king_square[us];
  FtSquare rook = pos->castling_rook[index];
  int d = (index & 1) ? 1 : -1;

  if (!(pos->castling_rights & (1u << index)) || pos->board[rook] != FT_MAKE_PIECE (us, FT_ROOK))
    return FT_MOVE_NONE;
  for (int s = k + d; s != rook; s += d)
    if (pos->board[s] != FT_EMPTY)
      return FT_MOVE_NONE;
  return FT_MAKE_MOVE (k, k + 2 * d, FT_NO_KIND, FT_MOVE_CASTLING, FALSE);
}

gboolean
ft_movegen_castling_safe (const FtPosition *pos, FtMove move)
{
  FtSquare k = FT_MOVE_FROM (move);
  FtSquare to = FT_MOVE_TO (move);
  FtColour us = FT_PIECE_COLOUR (pos->board[k]);
  FtColour them = FT_OTHER_COLOUR (us);
  int d = to > k ? 1 : -1;
  FtSquare rook = pos->castling_rook[FT_CASTLE_INDEX (us, d > 0)];
  /* The board after castling, but for the king: the rook may have been the
   * only thing shielding the landing square along the rank. */
  FtBoardChange after = { k, rook, (FtSquare) (k + d), FT_MAKE_PIECE (us, FT_ROOK) };

  return !ft_position_is_attacked (pos, k, them)
         && !ft_position_is_attacked (pos, k + d, them)
         && !ft_attacks_is_attacked_changed (pos, to, them, &after);
}

static void
gen_castling (Gen *g)
{
  const FtPosition *pos = g->pos;

  if (g->n_checkers != 0 || !(pos->castling_rights & (3u << (2 * g->us))))
    return;
  for (guint index = 2 * g->us; index < 2 * g->us + 2u; index++)
    {
      FtMove m = castling_move_if_clear (pos, index);

      if (m != FT_MOVE_NONE && ft_movegen_castling_safe (pos, m))
        PUSH (g, m);
    }
}

G_ALWAYS_INLINE static inline void
gen_one (Gen *g, FtSquare from, const gboolean check, const gboolean captures_only)
{
  FtPiece p = g->pos->board[from];
  int pin = g->n_pinned ? pin_of (g, from) : 0;

  if (check && pin)
    return; /* a pinned piece can neither capture the checker nor block */
  /* Most pieces are not pinned: a constant 0 lets the compiler drop every
   * direction test from their loops. */
  if (FT_PIECE_KIND (p) == FT_PAWN)
    {
      if (pin == 0)
        gen_pawn (g, from, 0, check, captures_only, FALSE);
      else
        gen_pawn (g, from, pin, check, captures_only, FALSE);
    }
  else if (pin == 0)
    gen_piece (g, from, ft_kind_caps[FT_PIECE_KIND (p)], 0, check, captures_only);
  else
    gen_piece (g, from, ft_kind_caps[FT_PIECE_KIND (p)], pin, check, captures_only);
}

G_ALWAYS_INLINE static inline void
gen_all (Gen *g, const gboolean check, const gboolean captures_only)
{
  const FtPosition *pos = g->pos;
  const FtSquare *list = pos->piece_list[g->us];
  guint count = pos->piece_count[g->us];

  for (guint i = 0; i < count; i++)
    if (list[i] != g->king)
      gen_one (g, list[i], check, captures_only);
}

/* Mark in g->target every square from which one of our pieces might shield
 * the king: the eight lines from it (the built-in sliders), the squares
 * between it and any place an enemy custom rider could attack it from, and
 * the path squares of enemy lame leaps onto it. A superset, computed from
 * the kinds alone: a move from an unmarked square never uncovers an attack
 * on the king. */
static void
mark_shield_squares (Gen *g)
{
  const FtPosition *pos = g->pos;
  const FtPiece *b = pos->board;
  FtSquare k = g->king;

  memset (g->target, 0, sizeof g->target);
  for (int i = 0; i < 8; i++)
    for (int s = k + ft_step_offsets[i]; b[s] != FT_OFFBOARD; s += ft_step_offsets[i])
      g->target[s] = 1;
  for (guint i = 0; i < pos->custom.n; i++)
    {
      const FtCustomKind *kind = &pos->custom.kinds[i];

      for (guint j = 0; j < kind->n_moves; j++)
        {
          const FtCustomMove *m = &kind->moves[g->them][j];
          int s = k - m->offset;

          if (!(m->flags & FT_BETZA_CAPTURE) || b[s] == FT_OFFBOARD)
            continue;
          if (m->flags & FT_BETZA_LAME)
            {
              g->target[s + m->path[0]] = 1;
              if (m->path[1] != 0)
                g->target[s + m->path[1]] = 1;
            }
          /* A rider further away: the squares it passes over. */
          for (guint step = 1; step < m->range && b[s] != FT_OFFBOARD; step++, s -= m->offset)
            g->target[s] = 1;
        }
    }
}

/* With custom kinds on the board the pins and checks of gen_setup do not
 * see every line (a nightrider pins along knight leaps), so the moves are
 * generated pseudo-legally and each is tested on the board as it would be.
 * Slower, but the built-in games never come here. `only` limits it to the
 * piece on that square. */
static void
generate_custom (const FtPosition *pos, FtMoveList *list, gboolean captures_only, FtSquare only)
{
  FtColour us = pos->side_to_move;
  gboolean in_check = ft_position_in_check (pos);
  Gen g;

  gen_init (&g, pos, us, list->moves);
  if (!in_check)
    mark_shield_squares (&g);

  for (guint i = 0; i < pos->piece_count[us]; i++)
    {
      FtSquare from = pos->piece_list[us][i];
      FtPiece p = pos->board[from];
      FtKind kind = FT_PIECE_KIND (p);
      guint start = g.n, kept;

      if (only != FT_NO_SQUARE && from != only)
        continue;
      /* One piece adds at most 255 moves (a pawn with every promotion
       * fewer): FT_MAX_MOVES bounds the built-in kinds, but dozens of
       * far-reaching custom pieces on a 16×16 board could pass it. Such a
       * position loses moves rather than overrunning the list. */
      if (g.n > FT_MAX_MOVES - 256)
        break;
      if (kind == FT_PAWN)
        gen_pawn (&g, from, 0, FALSE, captures_only, TRUE);
      else if (FT_IS_CUSTOM_KIND (kind))
        gen_custom (&g, from, p, captures_only);
      else
        gen_piece (&g, from, ft_kind_caps[kind], 0, FALSE, captures_only);

      /* Out of check, a piece off every line to the king cannot expose
       * it (en passant was tested by gen_pawn). */
      if (!in_check && from != g.king && !g.target[from])
        continue;
      kept = start;
      for (guint j = start; j < g.n; j++)
        if (!ft_attacks_move_leaves_king_attacked (pos, g.moves[j]))
          g.moves[kept++] = g.moves[j];
      g.n = kept;

      if (from == g.king && !captures_only && !in_check)
        for (guint index = 2 * us; index < 2 * us + 2u; index++)
          {
            FtMove m = castling_move_if_clear (pos, index);

            if (m != FT_MOVE_NONE && ft_movegen_castling_safe (pos, m))
              PUSH (&g, m);
          }
    }
  list->count = g.n;
}

/* ---- Fog of war ----------------------------------------------------------
 * No check rules: the pseudo-legal moves of `us` (any side, so that the
 * visibility of the side not to move can be found too). En passant only for
 * the side to move; castling needs its right and empty squares between king
 * and rook, and nothing else (it may start in, pass through or end in
 * attack). A side whose king was captured has no moves. */
static void
generate_fog (const FtPosition *pos, FtColour us, FtMoveList *list, gboolean captures_only,
              FtSquare only)
{
  gboolean custom = pos->custom_count != 0;
  Gen g;

  gen_init (&g, pos, us, list->moves);
  list->count = 0;
  if (pos->board[g.king] != FT_MAKE_PIECE (us, FT_KING))
    return;

  for (guint i = 0; i < pos->piece_count[us]; i++)
    {
      FtSquare from = pos->piece_list[us][i];
      FtPiece p = pos->board[from];
      FtKind kind = FT_PIECE_KIND (p);

      if (only != FT_NO_SQUARE && from != only)
        continue;
      if (g.n > FT_MAX_MOVES - 256)
        break;
      if (kind == FT_PAWN)
        {
          int forward = FT_PAWN_FORWARD (us);
          FtSquare ep = pos->en_passant;
          FtMove m = FT_MAKE_MOVE (from, ep, FT_NO_KIND, FT_MOVE_EN_PASSANT, TRUE);
          guint start = g.n, j;

          /* gen_pawn adds en passant only if it keeps the king safe; here
           * it is always a move (and never for the side not to move). */
          gen_pawn (&g, from, 0, FALSE, captures_only, custom);
          for (j = start; j < g.n && FT_MOVE_SPECIAL (g.moves[j]) != FT_MOVE_EN_PASSANT; j++)
            ;
          if (j < g.n)
            g.moves[j] = g.moves[--g.n];
          if (ep != FT_NO_SQUARE && us == pos->side_to_move
              && (ep == from + forward - 1 || ep == from + forward + 1))
            PUSH (&g, m);
        }
      else if (FT_IS_CUSTOM_KIND (kind))
        gen_custom (&g, from, p, captures_only);
      else
        gen_piece (&g, from, ft_kind_caps[kind], 0, FALSE, captures_only);

      if (from == g.king && !captures_only)
        for (guint index = 2 * us; index < 2 * us + 2u; index++)
          {
            FtMove m = castling_move_if_clear (pos, index);

            if (m != FT_MOVE_NONE)
              PUSH (&g, m);
          }
    }
  list->count = g.n;
}

void
ft_movegen_fog_moves (const FtPosition *pos, FtColour side, FtMoveList *list)
{
  generate_fog (pos, side, list, FALSE, FT_NO_SQUARE);
}

static void
generate (const FtPosition *pos, FtMoveList *list, gboolean captures_only)
{
  Gen g;

  if (G_UNLIKELY (pos->custom_count != 0 || pos->fog))
    {
      if (pos->fog)
        generate_fog (pos, pos->side_to_move, list, captures_only, FT_NO_SQUARE);
      else
        generate_custom (pos, list, captures_only, FT_NO_SQUARE);
      return;
    }

  gen_setup (&g, pos, list->moves);
  if (g.n_checkers == 0)
    {
      if (captures_only)
        gen_all (&g, FALSE, TRUE);
      else
        {
          gen_all (&g, FALSE, FALSE);
          gen_castling (&g);
        }
    }
  else if (g.n_checkers == 1)
    {
      if (captures_only)
        gen_all (&g, TRUE, TRUE);
      else
        gen_all (&g, TRUE, FALSE);
    }
  gen_king (&g, captures_only);
  list->count = g.n;
}

void
ft_position_generate_legal (const FtPosition *pos, FtMoveList *list)
{
  generate (pos, list, FALSE);
}

void
ft_position_generate_legal_captures (const FtPosition *pos, FtMoveList *list)
{
  generate (pos, list, TRUE);
}

void
ft_position_generate_legal_from (const FtPosition *pos, FtSquare from, FtMoveList *list)
{
  FtPiece p = pos->board[from];
  Gen g;

  list->count = 0;
  if (!FT_IS_COLOUR (p, pos->side_to_move))
    return;
  if (G_UNLIKELY (pos->custom_count != 0 || pos->fog))
    {
      if (pos->fog)
        generate_fog (pos, pos->side_to_move, list, FALSE, from);
      else
        generate_custom (pos, list, FALSE, from);
      return;
    }
  gen_setup (&g, pos, list->moves);
  if (from == g.king)
    {
      gen_king (&g, FALSE);
      gen_castling (&g);
    }
  else if (g.n_checkers == 0)
    gen_one (&g, from, FALSE, FALSE);
  else if (g.n_checkers == 1)
    gen_one (&g, from, TRUE, FALSE);
  list->count = g.n;
}

gboolean
ft_position_is_legal (const FtPosition *pos, FtMove move)
{
  FtMoveList list;

  if (move == FT_MOVE_NONE)
    return FALSE;
  ft_position_generate_legal_from (pos, FT_MOVE_FROM (move), &list);
  for (guint i = 0; i < list.count; i++)
    if (list.moves[i] == move)
      return TRUE;
  return FALSE;
}

/* ---- Pseudo-legal moves of one piece -------------------------------------
 * Movement rules only, for ft_position_move_exposes_king and premoves.
 * Written plainly: speed does not matter here. `us` is the piece's side,
 * which need not be the side to move (premoves); en passant belongs to the
 * side to move only. */
static void
pseudo_from (const FtPosition *pos, FtSquare from, FtColour us, FtMoveList *list)
{
  FtPiece p = pos->board[from];
  Gen g;

  list->count = 0;
  if (!FT_IS_COLOUR (p, us))
    return;
  gen_init (&g, pos, us, list->moves);

  if (FT_PIECE_KIND (p) == FT_PAWN)
    {
      /* gen_pawn tests en passant for legality already; do it plainly. */
      FtSquare ep = us == pos->side_to_move ? pos->en_passant : FT_NO_SQUARE;
      int forward = FT_PAWN_FORWARD (g.us);
      guint kept = 0;

      gen_pawn (&g, from, 0, FALSE, FALSE, pos->custom_count != 0);
      /* The side to move's en passant target is no target of the other's. */
      for (guint i = 0; i < g.n; i++)
        if (us == pos->side_to_move || FT_MOVE_SPECIAL (g.moves[i]) != FT_MOVE_EN_PASSANT)
          g.moves[kept++] = g.moves[i];
      g.n = kept;
      if (ep != FT_NO_SQUARE && (ep == from + forward - 1 || ep == from + forward + 1))
        {
          FtMove m = FT_MAKE_MOVE (from, ep, FT_NO_KIND, FT_MOVE_EN_PASSANT, TRUE);
          guint i;

          for (i = 0; i < g.n && g.moves[i] != m; i++)
            ;
          if (i == g.n)
            PUSH (&g, m);
        }
    }
  else if (FT_IS_CUSTOM_KIND (FT_PIECE_KIND (p)))
    gen_custom (&g, from, p, FALSE);
  else
    {
      gen_piece (&g, from, ft_kind_caps[FT_PIECE_KIND (p)], 0, FALSE, FALSE);
      if (from == g.king)
        for (guint index = 2 * g.us; index < 2 * g.us + 2u; index++)
          {
            FtMove m = castling_move_if_clear (pos, index);

            if (m != FT_MOVE_NONE)
              PUSH (&g, m);
          }
    }
  list->count = g.n;
}

void
ft_movegen_pseudo_from (const FtPosition *pos, FtSquare from, FtMoveList *list)
{
  pseudo_from (pos, from, pos->side_to_move, list);
}

void
ft_position_generate_premoves_from (const FtPosition *pos, FtSquare from, FtMoveList *list)
{
  FtPiece p = pos->board[from];
  FtColour us;
  FtSquare attackers[FT_MAX_PIECES];

  list->count = 0;
  if (!FT_IS_PIECE (p))
    return;
  us = FT_PIECE_COLOUR (p);
  pseudo_from (pos, from, us, list);
  /* The squares it guards: its own pieces there may be taken first (a
   * recapture), and a pawn's diagonals may receive a piece to take. */
  for (int rank = 0; rank < pos->ranks; rank++)
    for (int file = 0; file < pos->files; file++)
      {
        FtSquare sq = FT_SQUARE (file, rank);
        FtPiece there = pos->board[sq];
        guint n;

        if (sq == from || sq == pos->king_square[us]
            || !(FT_IS_COLOUR (there, us) || (there == FT_EMPTY && FT_PIECE_KIND (p) == FT_PAWN)))
          continue;
        n = ft_position_attackers (pos, sq, us, attackers);
        for (guint i = 0; i < n; i++)
          if (attackers[i] == from)
            {
              guint j;

              for (j = 0; j < list->count && FT_MOVE_TO (list->moves[j]) != sq; j++)
                ;
              if (j == list->count)
                list->moves[list->count++] = FT_MAKE_MOVE (from, sq, FT_NO_KIND, FT_MOVE_NORMAL, TRUE);
              break;
            }
      }
}
