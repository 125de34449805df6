/* ft-attacks.c — attack tests: is a square attacked, by whom.
 *
 * An attack test looks outwards from the target square: a knight-like piece
 * attacks it if one stands a knight's leap away, a rook-like piece if the
 * first piece along a rank or file is one, and so on. With the capability
 * table each probe is one load and one mask.
 */
#include "ft-attacks.h"

#define S FT_STRIDE

const int ft_knight_offsets[8] = { 2 + S, 2 - S, -2 + S, -2 - S, 1 + 2 * S, 1 - 2 * S, -1 + 2 * S, -1 - 2 * S };
const int ft_camel_offsets[8] = { 3 + S, 3 - S, -3 + S, -3 - S, 1 + 3 * S, 1 - 3 * S, -1 + 3 * S, -1 - 3 * S };
const int ft_step_offsets[8] = { 1, -1, S, -S, S + 1, S - 1, -S + 1, -S - 1 };
const int ft_orth_offsets[4] = { 1, -1, S, -S };
const int ft_diag_offsets[4] = { S + 1, S - 1, -S + 1, -S - 1 };

#define CAPS_PAWN 0
#define CAPS_KNIGHT FT_CAP_KNIGHT
#define CAPS_BISHOP FT_CAP_DIAG
#define CAPS_ROOK FT_CAP_ORTH
#define CAPS_QUEEN (FT_CAP_ORTH | FT_CAP_DIAG)
#define CAPS_KING FT_CAP_STEP
#define CAPS_ARCHBISHOP (FT_CAP_KNIGHT | FT_CAP_DIAG)
#define CAPS_CHANCELLOR (FT_CAP_KNIGHT | FT_CAP_ORTH)
#define CAPS_AMAZON (FT_CAP_KNIGHT | FT_CAP_ORTH | FT_CAP_DIAG)
#define CAPS_CAMEL FT_CAP_CAMEL
#define CAPS_GENERAL (FT_CAP_KNIGHT | FT_CAP_STEP)

const guint8 ft_kind_caps[FT_N_ALL_KINDS] = {
  [FT_NO_KIND] = 0,
  [FT_PAWN] = CAPS_PAWN,
  [FT_KNIGHT] = CAPS_KNIGHT,
  [FT_BISHOP] = CAPS_BISHOP,
  [FT_ROOK] = CAPS_ROOK,
  [FT_QUEEN] = CAPS_QUEEN,
  [FT_KING] = CAPS_KING,
  [FT_ARCHBISHOP] = CAPS_ARCHBISHOP,
  [FT_CHANCELLOR] = CAPS_CHANCELLOR,
  [FT_AMAZON] = CAPS_AMAZON,
  [FT_CAMEL] = CAPS_CAMEL,
  [FT_GENERAL] = CAPS_GENERAL,
};

#define CAPS_ROW(c)                                 \
  {                                                 \
    [FT_MAKE_PIECE (c, FT_KNIGHT)] = CAPS_KNIGHT,         \
    [FT_MAKE_PIECE (c, FT_BISHOP)] = CAPS_BISHOP,         \
    [FT_MAKE_PIECE (c, FT_ROOK)] = CAPS_ROOK,             \
    [FT_MAKE_PIECE (c, FT_QUEEN)] = CAPS_QUEEN,           \
    [FT_MAKE_PIECE (c, FT_KING)] = CAPS_KING,             \
    [FT_MAKE_PIECE (c, FT_ARCHBISHOP)] = CAPS_ARCHBISHOP, \
    [FT_MAKE_PIECE (c, FT_CHANCELLOR)] = CAPS_CHANCELLOR, \
    [FT_MAKE_PIECE (c, FT_AMAZON)] = CAPS_AMAZON,         \
    [FT_MAKE_PIECE (c, FT_CAMEL)] = CAPS_CAMEL,           \
    [FT_MAKE_PIECE (c, FT_GENERAL)] = CAPS_GENERAL,       \
  }

const guint8 ft_caps_of[2][256] = { CAPS_ROW (FT_WHITE), CAPS_ROW (FT_BLACK) };

/* The piece on `s` as the change sees it. */
static inline FtPiece
changed_piece_at (const FtPiece *b, int s, const FtBoardChange *change)
{
  if (s == change->vacated || s == change->removed)
    return FT_EMPTY;
  if (s == change->filled)
    return change->filled_piece;
  return b[s];
}

static const FtBoardChange no_change = { FT_NO_SQUARE, FT_NO_SQUARE, FT_NO_SQUARE, FT_EMPTY };

gboolean
ft_attacks_custom_piece_attacks (const FtPosition *pos, FtSquare from, FtPiece piece, FtSquare sq,
                                 const FtBoardChange *change)
{
  const FtPiece *b = pos->board;
  const FtCustomKind *kind = &pos->custom.kinds[FT_PIECE_KIND (piece) - FT_CUSTOM_FIRST];
  const FtCustomMove *moves = kind->moves[FT_PIECE_COLOUR (piece)];
  int delta = (int) sq - (int) from;

  if (change == NULL)
    change = &no_change;
  for (guint i = 0; i < kind->n_moves; i++)
    {
      const FtCustomMove *m = &moves[i];
      int s = from;

      if (!(m->flags & FT_BETZA_CAPTURE))
        continue;
      if (m->range == 1)
        {
          if (m->offset != delta)
            continue;
          if ((m->flags & FT_BETZA_LAME)
              && (changed_piece_at (b, from + m->path[0], change) != FT_EMPTY
                  || (m->path[1] != 0 && changed_piece_at (b, from + m->path[1], change) != FT_EMPTY)))
            continue;
          return TRUE;
        }
      for (guint k = 0; k < m->range; k++)
        {
          s += m->offset;
          if (s == sq)
            return TRUE;
          if (changed_piece_at (b, s, change) != FT_EMPTY)
            break;
        }
    }
  return FALSE;
}

/* Is sq attacked by a custom piece of colour `by` on the changed board?
 * Looks from each such piece, as custom kinds have no capability bits. */
static gboolean
custom_attack (const FtPosition *pos, FtSquare sq, FtColour by, const FtBoardChange *change,
               FtSquare *attackers, guint *n_attackers)
{
  const FtSquare *list = pos->piece_list[by];
  guint count = pos->piece_count[by];

  for (guint i = 0; i < count; i++)
    {
      FtSquare from = list[i];
      FtPiece p = changed_piece_at (pos->board, from, change);

      if (!FT_IS_COLOUR (p, by) || !FT_IS_CUSTOM_KIND (FT_PIECE_KIND (p)) || from == sq)
        continue;
      if (ft_attacks_custom_piece_attacks (pos, from, p, sq, change))
        {
          if (n_attackers == NULL)
            return TRUE;
          if (attackers != NULL)
            attackers[*n_attackers] = from;
          (*n_attackers)++;
        }
    }
  return FALSE;
}

gboolean
ft_position_is_attacked (const FtPosition *pos, FtSquare sq, FtColour by)
{
  if (ft_attacks_is_attacked_builtin (pos, sq, by))
    return TRUE;
  return G_UNLIKELY (pos->custom_count != 0) && custom_attack (pos, sq, by, &no_change, NULL, NULL);
}

gboolean
ft_attacks_is_attacked_builtin (const FtPosition *pos, FtSquare sq, FtColour by)
{
  const FtPiece *b = pos->board;
  const guint8 *caps = ft_caps_of[by];
  FtPiece pawn = FT_MAKE_PIECE (by, FT_PAWN);
  int back = -FT_PAWN_FORWARD (by);

  if (b[sq + back - 1] == pawn || b[sq + back + 1] == pawn)
    return TRUE;
  for (int i = 0; i < 8; i++)
    {
      if (caps[b[sq + ft_knight_offsets[i]]] & FT_CAP_KNIGHT)
        return TRUE;
      if (caps[b[sq + ft_step_offsets[i]]] & FT_CAP_STEP)
        return TRUE;
      if (caps[b[sq + ft_camel_offsets[i]]] & FT_CAP_CAMEL)
        return TRUE;
    }
  for (int i = 0; i < 4; i++)
    {
      int d = ft_orth_offsets[i];
      int s = sq + d;

      while (b[s] == FT_EMPTY)
        s += d;
      if (caps[b[s]] & FT_CAP_ORTH)
        return TRUE;
      d = ft_diag_offsets[i];
      s = sq + d;
      while (b[s] == FT_EMPTY)
        s += d;
      if (caps[b[s]] & FT_CAP_DIAG)
        return TRUE;
    }
  return FALSE;
}


gboolean
ft_attacks_is_attacked_changed (const FtPosition *pos, FtSquare sq, FtColour by,
                                const FtBoardChange *change)
{
  const FtPiece *b = pos->board;
  const guint8 *caps = ft_caps_of[by];
  FtPiece pawn = FT_MAKE_PIECE (by, FT_PAWN);
  int back = -FT_PAWN_FORWARD (by);

  if (changed_piece_at (b, sq + back - 1, change) == pawn
      || changed_piece_at (b, sq + back + 1, change) == pawn)
    return TRUE;
  for (int i = 0; i < 8; i++)
    {
      if (caps[changed_piece_at (b, sq + ft_knight_offsets[i], change)] & FT_CAP_KNIGHT)
        return TRUE;
      if (caps[changed_piece_at (b, sq + ft_step_offsets[i], change)] & FT_CAP_STEP)
        return TRUE;
      if (caps[changed_piece_at (b, sq + ft_camel_offsets[i], change)] & FT_CAP_CAMEL)
        return TRUE;
    }
  for (int i = 0; i < 8; i++)
    {
      int d = ft_step_offsets[i];
      guint8 cap = i < 4 ? FT_CAP_ORTH : FT_CAP_DIAG;
      int s = sq + d;
      FtPiece p;

      while ((p = changed_piece_at (b, s, change)) == FT_EMPTY)
        s += d;
      if (caps[p] & cap)
        return TRUE;
    }
  if (G_UNLIKELY (pos->custom_count != 0))
    return custom_attack (pos, sq, by, change, NULL, NULL);
  return FALSE;
}

guint
ft_position_attackers (const FtPosition *pos, FtSquare sq, FtColour by, FtSquare *attackers)
{
  const FtPiece *b = pos->board;
  const guint8 *caps = ft_caps_of[by];
  FtPiece pawn = FT_MAKE_PIECE (by, FT_PAWN);
  int back = -FT_PAWN_FORWARD (by);
  guint n = 0;

#define FOUND(s)                \
  G_STMT_START                  \
  {                             \
    if (attackers != NULL)      \
      attackers[n] = (FtSquare) (s); \
    n++;                        \
  }                             \
  G_STMT_END

  if (b[sq + back - 1] == pawn)
    FOUND (sq + back - 1);
  if (b[sq + back + 1] == pawn)
    FOUND (sq + back + 1);
  for (int i = 0; i < 8; i++)
    {
      int s = sq + ft_knight_offsets[i];

      if (caps[b[s]] & FT_CAP_KNIGHT)
        FOUND (s);
      s = sq + ft_camel_offsets[i];
      if (caps[b[s]] & FT_CAP_CAMEL)
        FOUND (s);
    }
  for (int i = 0; i < 8; i++)
    {
      int d = ft_step_offsets[i];
      guint8 cap = i < 4 ? FT_CAP_ORTH : FT_CAP_DIAG;
      int s = sq + d;

      /* The adjacent square: a stepper or a slider, counted once. */
      if (caps[b[s]] & (cap | FT_CAP_STEP))
        {
          FOUND (s);
          continue;
        }
      while (b[s] == FT_EMPTY)
        s += d;
      if (s != sq + d && (caps[b[s]] & cap))
        FOUND (s);
    }
#undef FOUND
  if (G_UNLIKELY (pos->custom_count != 0))
    custom_attack (pos, sq, by, &no_change, attackers, &n);
  return n;
}

gboolean
ft_position_in_check (const FtPosition *pos)
{
  FtColour us = pos->side_to_move;

  return ft_position_is_attacked (pos, pos->king_square[us], FT_OTHER_COLOUR (us));
}

gboolean
ft_attacks_move_leaves_king_attacked (const FtPosition *pos, FtMove move)
{
  FtSquare from = FT_MOVE_FROM (move);
  FtSquare to = FT_MOVE_TO (move);
  FtPiece piece = pos->board[from];
  FtColour us = FT_PIECE_COLOUR (piece);
  FtSquare king = FT_PIECE_KIND (piece) == FT_KING ? to : pos->king_square[us];
  FtBoardChange change = { from, FT_NO_SQUARE, to, piece };

  if (FT_MOVE_SPECIAL (move) == FT_MOVE_EN_PASSANT)
    change.removed = (FtSquare) (to - FT_PAWN_FORWARD (us));
  return ft_attacks_is_attacked_changed (pos, king, FT_OTHER_COLOUR (us), &change);
}
