/* ft-movegen-pseudo.c — pseudo-legal move generation: custom pieces (their
 * moves tested one by one on the board as it would be), fog of war (no
 * check rules), one piece's movement and its premoves. See
 * ft-movegen-private.h for how this shares the generators of ft-movegen.c.
 */
#include "ft-movegen-private.h"

/* Moves of a custom piece, by its table of offsets (pseudo-legal). */
void
ft_movegen_custom_piece (Gen *g, FtSquare from, FtPiece piece, gboolean captures_only)
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
void
ft_movegen_generate_custom (const FtPosition *pos, FtMoveList *list, gboolean captures_only, FtSquare only)
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
        ft_movegen_custom_piece (&g, from, p, captures_only);
      else
        gen_piece (&g, from, ft_kind_caps[kind], 0, FALSE, captures_only, FALSE);

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
            FtMove m = ft_movegen_castling_if_clear (pos, index);

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
void
ft_movegen_generate_fog (const FtPosition *pos, FtColour us, FtMoveList *list, gboolean captures_only,
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
        ft_movegen_custom_piece (&g, from, p, captures_only);
      else
        gen_piece (&g, from, ft_kind_caps[kind], 0, FALSE, captures_only, FALSE);

      if (from == g.king && !captures_only)
        for (guint index = 2 * us; index < 2 * us + 2u; index++)
          {
            FtMove m = ft_movegen_castling_if_clear (pos, index);

            if (m != FT_MOVE_NONE)
              PUSH (&g, m);
          }
    }
  list->count = g.n;
}

void
ft_movegen_fog_moves (const FtPosition *pos, FtColour side, FtMoveList *list)
{
  ft_movegen_generate_fog (pos, side, list, FALSE, FT_NO_SQUARE);
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
    ft_movegen_custom_piece (&g, from, p, FALSE);
  else
    {
      gen_piece (&g, from, ft_kind_caps[FT_PIECE_KIND (p)], 0, FALSE, FALSE, FALSE);
      if (from == g.king)
        for (guint index = 2 * g.us; index < 2 * g.us + 2u; index++)
          {
            FtMove m = ft_movegen_castling_if_clear (pos, index);

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
