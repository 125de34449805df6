/* ft-position.c — setting a position up, and making and unmaking moves.
 *
 * make/unmake keep the board, the piece lists, the king squares and the
 * Zobrist hash up to date incrementally; FtUndo holds what cannot be
 * recomputed (captured piece, castling rights, en passant square, clock,
 * hash).
 */
#include "ft-attacks.h"
#include "ft-problem.h"
#include "ft-zobrist.h"

#include <string.h>

void
ft_position_clear (FtPosition *pos, FtRules rules, guint files, guint ranks)
{
  g_return_if_fail (files >= FT_MIN_BOARD_SIZE && files <= FT_MAX_BOARD_SIZE);
  g_return_if_fail (ranks >= FT_MIN_BOARD_SIZE && ranks <= FT_MAX_BOARD_SIZE);

  memset (pos, 0, G_STRUCT_OFFSET (FtPosition, history));
  memset (pos->board, FT_OFFBOARD, sizeof pos->board);
  for (guint rank = 0; rank < ranks; rank++)
    for (guint file = 0; file < files; file++)
      pos->board[FT_SQUARE (file, rank)] = FT_EMPTY;
  pos->files = files;
  pos->ranks = ranks;
  pos->rules = rules;
  pos->side_to_move = FT_WHITE;
  pos->fullmove_number = 1;

  if (rules == FT_RULES_FOURTEEN)
    {
      pos->promotion_rank[FT_WHITE] = ranks / 2;
      pos->promotion_rank[FT_BLACK] = ranks - ranks / 2 - 1;
    }
  else
    {
      pos->promotion_rank[FT_WHITE] = ranks - 1;
      pos->promotion_rank[FT_BLACK] = 0;
    }
  /* The double step is from the second rank, unless the single step from
   * there already promotes. */
  pos->double_step_rank[FT_WHITE] = 2 == pos->promotion_rank[FT_WHITE] ? -1 : 1;
  pos->double_step_rank[FT_BLACK] = (int) ranks - 3 == pos->promotion_rank[FT_BLACK] ? -1 : (int) ranks - 2;
}

void
ft_position_set_piece (FtPosition *pos, FtSquare sq, FtPiece piece)
{
  g_return_if_fail (pos->board[sq] != FT_OFFBOARD);
  g_return_if_fail (piece == FT_EMPTY || (FT_PIECE_KIND (piece) > FT_NO_KIND
                                          && FT_PIECE_KIND (piece) < FT_N_KINDS + pos->custom.n));
  pos->board[sq] = piece;
  if (piece != FT_EMPTY && FT_PIECE_KIND (piece) == FT_KING)
    pos->king_square[FT_PIECE_COLOUR (piece)] = sq;
}

/* ---- Custom kinds -------------------------------------------------------- */

gboolean
ft_custom_kinds_add (FtCustomKinds *kinds, char letter, int value, const char *betza,
                     GError **error)
{
  FtBetzaPiece piece;
  FtBetzaError betza_error;
  FtCustomKind *kind;
  FtKind clash;
  int reach[2 * FT_BETZA_MAX_RANGE * 3 + 1][2 * FT_BETZA_MAX_RANGE * 3 + 1];

  letter = g_ascii_tolower (letter);
  if (!g_ascii_isalpha (letter))
    {
      g_set_error (error, FT_ERROR, FT_ERROR_PARSE, "the letter must be a letter a–z, not '%c'", letter);
      return FALSE;
    }
  clash = ft_kind_from_char (letter);
  if (clash != FT_NO_KIND)
    {
      g_set_error (error, FT_ERROR, FT_ERROR_PARSE, "letter '%c' is already the %s's",
                   letter, ft_kind_name (clash));
      return FALSE;
    }
  for (guint i = 0; i < kinds->n; i++)
    if (kinds->kinds[i].letter == letter)
      {
        g_set_error (error, FT_ERROR, FT_ERROR_PARSE, "letter '%c' is defined twice", letter);
        return FALSE;
      }
  if (kinds->n == FT_MAX_CUSTOM_KINDS)
    {
      g_set_error (error, FT_ERROR, FT_ERROR_PARSE, "at most %d custom pieces may be defined",
                   FT_MAX_CUSTOM_KINDS);
      return FALSE;
    }
  if (value <= 0)
    {
      g_set_error (error, FT_ERROR, FT_ERROR_PARSE, "the value must be more than 0");
      return FALSE;
    }
  if (betza == NULL || strlen (betza) >= sizeof kinds->kinds[0].betza)
    {
      g_set_error (error, FT_ERROR, FT_ERROR_PARSE, "the movement must be 1 to %d characters long",
                   (int) sizeof kinds->kinds[0].betza - 1);
      return FALSE;
    }
  if (!ft_betza_parse (betza, &piece, &betza_error))
    {
      g_set_error (error, FT_ERROR, FT_ERROR_PARSE, "position %u: %s",
                   betza_error.position, betza_error.message);
      return FALSE;
    }

  kind = &kinds->kinds[kinds->n++];
  memset (kind, 0, sizeof *kind);
  kind->letter = letter;
  kind->value = value;
  g_strlcpy (kind->betza, betza, sizeof kind->betza);
  kind->n_moves = piece.n_moves;
  for (guint i = 0; i < piece.n_moves; i++)
    {
      const FtBetzaMove *m = &piece.moves[i];

      for (FtColour c = FT_WHITE; c <= FT_BLACK; c++)
        {
          /* Black's moves are White's turned half round: forward is down the
           * board and left is towards the h-file (Fairy-Stockfish's reading;
           * turning only dy would mirror l/r wrongly). */
          int sign = c == FT_WHITE ? 1 : -1;
          FtCustomMove *cm = &kind->moves[c][i];

          cm->offset = (gint16) (sign * (m->dx + m->dy * FT_STRIDE));
          cm->range = m->range;
          cm->flags = m->flags;
          if (m->flags & FT_BETZA_LAME)
            {
              int path[2][2];
              guint n = ft_betza_lame_path (m->dx, m->dy, path);

              for (guint k = 0; k < n; k++)
                cm->path[k] = (gint16) (sign * (path[k][0] + path[k][1] * FT_STRIDE));
            }
        }
    }

  /* Could two moves reach the same square ("RD": the rook's second step and
   * the dabbaba's leap)? Then the generator removes duplicates. */
  memset (reach, 0, sizeof reach);
  for (guint i = 0; i < piece.n_moves && !kind->overlapping; i++)
    {
      const FtBetzaMove *m = &piece.moves[i];

      for (int step = 1; step <= m->range; step++)
        {
          int *cell = &reach[m->dx * step + FT_BETZA_MAX_RANGE * 3][m->dy * step + FT_BETZA_MAX_RANGE * 3];

          if (*cell != 0 && *cell != (int) i + 1)
            {
              kind->overlapping = TRUE;
              break;
            }
          *cell = (int) i + 1;
        }
    }
  return TRUE;
}

void
ft_position_set_custom_kinds (FtPosition *pos, const FtCustomKinds *kinds)
{
  if (kinds == NULL)
    pos->custom.n = 0;
  else
    pos->custom = *kinds;
  pos->custom_count = (guint8) pos->custom.n;
}

char
ft_position_kind_to_char (const FtPosition *pos, FtKind kind)
{
  if (FT_IS_CUSTOM_KIND (kind) && kind - FT_CUSTOM_FIRST < pos->custom.n)
    return pos->custom.kinds[kind - FT_CUSTOM_FIRST].letter;
  return ft_kind_to_char (kind);
}

FtKind
ft_position_kind_from_char (const FtPosition *pos, char c)
{
  FtKind kind = ft_kind_from_char (c);

  c = g_ascii_tolower (c);
  for (guint i = 0; kind == FT_NO_KIND && i < pos->custom.n; i++)
    if (pos->custom.kinds[i].letter == c)
      kind = FT_CUSTOM_FIRST + i;
  return kind;
}

char *
ft_position_move_to_string (const FtPosition *pos, FtMove move, char *buf)
{
  FtKind promotion = FT_MOVE_PROMOTION (move);

  ft_move_to_string (move, buf);
  if (promotion != FT_NO_KIND && move != FT_MOVE_NONE)
    buf[strlen (buf) - 1] = ft_position_kind_to_char (pos, promotion);
  return buf;
}

/* The square of colour's king on `rank`, or FT_NO_SQUARE. */
static FtSquare
find_king_on_rank (const FtPosition *pos, FtColour colour, int rank)
{
  for (int file = 0; file < pos->files; file++)
    if (pos->board[FT_SQUARE (file, rank)] == FT_MAKE_PIECE (colour, FT_KING))
      return FT_SQUARE (file, rank);
  return FT_NO_SQUARE;
}

void
ft_position_set_default_castling (FtPosition *pos)
{
  for (FtColour colour = FT_WHITE; colour <= FT_BLACK; colour++)
    {
      int rank = colour == FT_WHITE ? 0 : pos->ranks - 1;
      FtSquare king = find_king_on_rank (pos, colour, rank);

      if (king == FT_NO_SQUARE)
        continue;
      for (int d = -1; d <= 1; d += 2)
        {
          for (int s = king + d; pos->board[s] != FT_OFFBOARD; s += d)
            if (pos->board[s] == FT_MAKE_PIECE (colour, FT_ROOK))
              {
                ft_position_add_castling_right (pos, colour, s);
                break;
              }
        }
    }
}

gboolean
ft_position_add_castling_right (FtPosition *pos, FtColour colour, FtSquare rook_square)
{
  FtSquare king;
  guint index;

  if (pos->board[rook_square] != FT_MAKE_PIECE (colour, FT_ROOK))
    return FALSE;
  king = find_king_on_rank (pos, colour, FT_SQUARE_RANK (rook_square));
  /* The king moves two squares and the rook lands on the square it passed:
   * the rook must be at least three squares away. */
  if (king == FT_NO_SQUARE || ABS ((int) rook_square - (int) king) < 3)
    return FALSE;
  index = FT_CASTLE_INDEX (colour, rook_square > king);
  pos->castling_rights |= 1u << index;
  pos->castling_rook[index] = rook_square;
  return TRUE;
}

static void
build_piece_lists (FtPosition *pos)
{
  pos->piece_count[FT_WHITE] = pos->piece_count[FT_BLACK] = 0;
  for (int rank = 0; rank < pos->ranks; rank++)
    for (int file = 0; file < pos->files; file++)
      {
        FtSquare sq = FT_SQUARE (file, rank);
        FtPiece p = pos->board[sq];
        FtColour c;

        if (p == FT_EMPTY)
          continue;
        c = FT_PIECE_COLOUR (p);
        if (pos->piece_count[c] < FT_MAX_PIECES)
          {
            pos->piece_index[sq] = pos->piece_count[c];
            pos->piece_list[c][pos->piece_count[c]] = sq;
          }
        pos->piece_count[c]++;
      }
}

gboolean
ft_position_finish_setup (FtPosition *pos, GError **error)
{
  guint counts[2] = { 0, 0 };
  guint kings[2] = { 0, 0 };
  char name[4];

  for (int rank = 0; rank < pos->ranks; rank++)
    for (int file = 0; file < pos->files; file++)
      {
        FtSquare sq = FT_SQUARE (file, rank);
        FtPiece p = pos->board[sq];
        FtColour c = FT_PIECE_COLOUR (p);

        if (p == FT_EMPTY)
          continue;
        counts[c]++;
        if (FT_PIECE_KIND (p) == FT_KING)
          {
            kings[c]++;
            pos->king_square[c] = sq;
          }
        else if (FT_PIECE_KIND (p) == FT_PAWN)
          {
            gboolean bad;

            if (pos->rules == FT_RULES_FOURTEEN)
              bad = c == FT_WHITE ? rank >= pos->promotion_rank[FT_WHITE]
                                  : rank <= pos->promotion_rank[FT_BLACK];
            else
              bad = rank == 0 || rank == pos->ranks - 1;
            if (bad)
              {
                g_set_error (error, FT_ERROR, FT_ERROR_INVALID_POSITION,
                             "%s pawn on %s, on or beyond its promotion rank",
                             c == FT_WHITE ? "White" : "Black", ft_square_to_string (sq, name));
                return FALSE;
              }
          }
      }
  for (FtColour c = FT_WHITE; c <= FT_BLACK; c++)
    {
      if (kings[c] != 1)
        {
          g_set_error (error, FT_ERROR, FT_ERROR_INVALID_POSITION,
                       "%s has %u kings; it needs exactly one",
                       c == FT_WHITE ? "White" : "Black", kings[c]);
          return FALSE;
        }
      if (counts[c] > FT_MAX_PIECES)
        {
          g_set_error (error, FT_ERROR, FT_ERROR_INVALID_POSITION,
                       "%s has %u pieces; at most %d are allowed",
                       c == FT_WHITE ? "White" : "Black", counts[c], FT_MAX_PIECES);
          return FALSE;
        }
    }
  build_piece_lists (pos);

  for (guint index = 0; index < 4; index++)
    {
      FtColour c = index / 2;
      FtSquare rook = pos->castling_rook[index];

      if (!(pos->castling_rights & (1u << index)))
        continue;
      if (pos->board[rook] != FT_MAKE_PIECE (c, FT_ROOK)
          || FT_SQUARE_RANK (rook) != FT_SQUARE_RANK (pos->king_square[c])
          || (rook > pos->king_square[c]) != (index & 1)
          || ABS ((int) rook - (int) pos->king_square[c]) < 3)
        {
          g_set_error (error, FT_ERROR, FT_ERROR_INVALID_POSITION,
                       "%s castling right without its king and rook in place",
                       c == FT_WHITE ? "White" : "Black");
          return FALSE;
        }
    }

  if (pos->en_passant != FT_NO_SQUARE)
    {
      FtColour us = pos->side_to_move;
      FtColour them = FT_OTHER_COLOUR (us);
      int forward = FT_PAWN_FORWARD (us);
      FtSquare ep = pos->en_passant;

      if (pos->rules != FT_RULES_STANDARD || pos->board[ep] != FT_EMPTY
          || pos->board[ep + forward] != FT_EMPTY
          || pos->board[ep - forward] != FT_MAKE_PIECE (them, FT_PAWN)
          || FT_SQUARE_RANK (ep + forward) != pos->double_step_rank[them])
        {
          g_set_error (error, FT_ERROR, FT_ERROR_INVALID_POSITION,
                       "en passant square %s does not follow a pawn's double step",
                       ft_square_to_string (ep, name));
          return FALSE;
        }
      /* Keep it only if a pawn could take: make_move does the same, so the
       * hash of a position does not depend on how it was reached. */
      if (pos->board[ep - forward - 1] != FT_MAKE_PIECE (us, FT_PAWN)
          && pos->board[ep - forward + 1] != FT_MAKE_PIECE (us, FT_PAWN))
        pos->en_passant = FT_NO_SQUARE;
    }

  if (!pos->fog)
  {
    FtColour them = FT_OTHER_COLOUR (pos->side_to_move);

    if (ft_position_is_attacked (pos, pos->king_square[them], pos->side_to_move))
      {
        g_set_error (error, FT_ERROR, FT_ERROR_INVALID_POSITION,
                     "%s is in check but it is %s's turn",
                     them == FT_WHITE ? "White" : "Black",
                     them == FT_WHITE ? "Black" : "White");
        return FALSE;
      }
  }

  pos->history_length = 0;
  pos->hash = ft_position_compute_hash (pos);
  return TRUE;
}

/* Set the first and last rank from strings in FEN letters (uppercase White),
 * with pawns in front of them. */
static void
set_back_ranks (FtPosition *pos, const char *white_rank, gboolean pawns)
{
  for (int file = 0; white_rank[file] != '\0'; file++)
    {
      FtKind kind = ft_kind_from_char (white_rank[file]);

      ft_position_set_piece (pos, FT_SQUARE (file, 0), FT_MAKE_PIECE (FT_WHITE, kind));
      ft_position_set_piece (pos, FT_SQUARE (file, pos->ranks - 1), FT_MAKE_PIECE (FT_BLACK, kind));
      if (pawns)
        {
          ft_position_set_piece (pos, FT_SQUARE (file, 1), FT_MAKE_PIECE (FT_WHITE, FT_PAWN));
          ft_position_set_piece (pos, FT_SQUARE (file, pos->ranks - 2), FT_MAKE_PIECE (FT_BLACK, FT_PAWN));
        }
    }
  ft_position_set_default_castling (pos);
  if (!ft_position_finish_setup (pos, NULL))
    g_assert_not_reached ();
}

void
ft_position_set_standard_start (FtPosition *pos)
{
  ft_position_clear (pos, FT_RULES_STANDARD, 8, 8);
  set_back_ranks (pos, "RNBQKBNR", TRUE);
}

void
ft_position_set_fourteen_start (FtPosition *pos)
{
  ft_position_clear (pos, FT_RULES_FOURTEEN, 14, 14);
  /* layout.txt: "rnbhcgakgcebnr" (lowercase White there). */
  set_back_ranks (pos, "RNBHCGAKGCEBNR", TRUE);
}

/* ---- Make / unmake ------------------------------------------------------- */

static inline void
list_remove (FtPosition *pos, FtColour c, FtSquare sq)
{
  guint i = pos->piece_index[sq];
  FtSquare last = pos->piece_list[c][--pos->piece_count[c]];

  pos->piece_list[c][i] = last;
  pos->piece_index[last] = i;
}

static inline void
list_add (FtPosition *pos, FtColour c, FtSquare sq)
{
  pos->piece_index[sq] = pos->piece_count[c];
  pos->piece_list[c][pos->piece_count[c]++] = sq;
}

static inline void
list_move (FtPosition *pos, FtSquare from, FtSquare to)
{
  guint i = pos->piece_index[from];

  pos->piece_list[FT_PIECE_COLOUR (pos->board[from])][i] = to;
  pos->piece_index[to] = i;
}

void
ft_position_make_move (FtPosition *pos, FtMove move)
{
  FtSquare from = FT_MOVE_FROM (move);
  FtSquare to = FT_MOVE_TO (move);
  FtMoveSpecial special = FT_MOVE_SPECIAL (move);
  FtKind promotion = FT_MOVE_PROMOTION (move);
  FtPiece piece = pos->board[from];
  FtColour us = pos->side_to_move;
  FtColour them = FT_OTHER_COLOUR (us);
  FtUndo *undo;
  FtPiece captured = FT_EMPTY;
  guint64 hash = pos->hash;

  g_assert (pos->history_length < FT_MAX_GAME_PLY);
  undo = &pos->history[pos->history_length++];
  undo->move = move;
  undo->castling_rights = pos->castling_rights;
  undo->en_passant = pos->en_passant;
  undo->halfmove_clock = pos->halfmove_clock;
  undo->hash = hash;

  hash ^= FT_ZOBRIST_BLACK_TO_MOVE;
  if (pos->en_passant != FT_NO_SQUARE)
    {
      hash ^= ft_zobrist_en_passant (pos->en_passant);
      pos->en_passant = FT_NO_SQUARE;
    }

  if (special == FT_MOVE_EN_PASSANT)
    {
      FtSquare victim = to - FT_PAWN_FORWARD (us);

      captured = pos->board[victim];
      hash ^= ft_zobrist_piece (captured, victim);
      list_remove (pos, them, victim);
      pos->board[victim] = FT_EMPTY;
    }
  else if (pos->board[to] != FT_EMPTY)
    {
      captured = pos->board[to];
      hash ^= ft_zobrist_piece (captured, to);
      list_remove (pos, them, to);
    }
  undo->captured = captured;

  if (special == FT_MOVE_CASTLING)
    {
      int d = to > from ? 1 : -1;
      FtSquare rook_from = pos->castling_rook[FT_CASTLE_INDEX (us, d > 0)];
      FtSquare rook_to = from + d;
      FtPiece rook = pos->board[rook_from];

      list_move (pos, rook_from, rook_to);
      pos->board[rook_from] = FT_EMPTY;
      pos->board[rook_to] = rook;
      hash ^= ft_zobrist_piece (rook, rook_from) ^ ft_zobrist_piece (rook, rook_to);
    }

  list_move (pos, from, to);
  pos->board[from] = FT_EMPTY;
  hash ^= ft_zobrist_piece (piece, from);
  if (promotion != FT_NO_KIND)
    piece = FT_MAKE_PIECE (us, promotion);
  pos->board[to] = piece;
  hash ^= ft_zobrist_piece (piece, to);

  if (FT_PIECE_KIND (piece) == FT_KING)
    pos->king_square[us] = to;

  if (pos->castling_rights != 0)
    {
      guint rights = pos->castling_rights;

      if (FT_PIECE_KIND (piece) == FT_KING)
        rights &= ~(3u << (2 * us));
      for (guint i = 0; i < 4; i++)
        if ((rights & (1u << i)) && (pos->castling_rook[i] == from || pos->castling_rook[i] == to))
          rights &= ~(1u << i);
      if (rights != pos->castling_rights)
        {
          hash ^= ft_zobrist_castling (pos->castling_rights) ^ ft_zobrist_castling (rights);
          pos->castling_rights = rights;
        }
    }

  if (special == FT_MOVE_DOUBLE_STEP && pos->rules == FT_RULES_STANDARD)
    {
      FtPiece their_pawn = FT_MAKE_PIECE (them, FT_PAWN);

      /* Only when a pawn could take: keeps repetitions honest. */
      if (pos->board[to - 1] == their_pawn || pos->board[to + 1] == their_pawn)
        {
          pos->en_passant = (from + to) / 2;
          hash ^= ft_zobrist_en_passant (pos->en_passant);
        }
    }

  if (captured != FT_EMPTY || FT_PIECE_KIND (piece) == FT_PAWN || promotion != FT_NO_KIND)
    pos->halfmove_clock = 0;
  else
    pos->halfmove_clock++;
  if (us == FT_BLACK)
    pos->fullmove_number++;
  pos->side_to_move = them;
  pos->hash = hash;
}

void
ft_position_forget_history (FtPosition *pos)
{
  /* Positions since the last capture or pawn move, but never more than half
   * the history: a game played on past the 100-ply rule (a GUI in force
   * mode, issue 20 item 9) must still find room. */
  guint keep = MIN (MIN ((guint) pos->halfmove_clock, pos->history_length), FT_MAX_GAME_PLY / 2);

  memmove (pos->history, pos->history + (pos->history_length - keep), keep * sizeof (FtUndo));
  pos->history_length = keep;
}

void
ft_position_unmake_move (FtPosition *pos)
{
  FtUndo *undo;
  FtMove move;
  FtSquare from, to;
  FtColour us, them;
  FtPiece piece;

  g_return_if_fail (pos->history_length > 0);
  undo = &pos->history[--pos->history_length];
  move = undo->move;
  them = pos->side_to_move;
  us = FT_OTHER_COLOUR (them);
  pos->side_to_move = us;
  pos->castling_rights = undo->castling_rights;
  pos->en_passant = undo->en_passant;
  pos->halfmove_clock = undo->halfmove_clock;
  pos->hash = undo->hash;
  if (us == FT_BLACK)
    pos->fullmove_number--;
  if (move == FT_MOVE_NONE)
    return; /* a null move */

  from = FT_MOVE_FROM (move);
  to = FT_MOVE_TO (move);
  piece = pos->board[to];
  if (FT_MOVE_PROMOTION (move) != FT_NO_KIND)
    piece = FT_MAKE_PIECE (us, FT_PAWN);

  list_move (pos, to, from);
  pos->board[to] = FT_EMPTY;
  pos->board[from] = piece;
  if (FT_PIECE_KIND (piece) == FT_KING)
    pos->king_square[us] = from;

  switch (FT_MOVE_SPECIAL (move))
    {
    case FT_MOVE_CASTLING:
      {
        int d = to > from ? 1 : -1;
        FtSquare rook_from = pos->castling_rook[FT_CASTLE_INDEX (us, d > 0)];
        FtSquare rook_to = from + d;

        list_move (pos, rook_to, rook_from);
        pos->board[rook_from] = pos->board[rook_to];
        pos->board[rook_to] = FT_EMPTY;
      }
      break;
    case FT_MOVE_EN_PASSANT:
      {
        FtSquare victim = to - FT_PAWN_FORWARD (us);

        pos->board[victim] = undo->captured;
        list_add (pos, them, victim);
      }
      break;
    case FT_MOVE_NORMAL:
    case FT_MOVE_DOUBLE_STEP:
    default:
      if (undo->captured != FT_EMPTY)
        {
          pos->board[to] = undo->captured;
          list_add (pos, them, to);
        }
      break;
    }
}

void
ft_position_make_null_move (FtPosition *pos)
{
  FtUndo *undo;

  g_assert (pos->history_length < FT_MAX_GAME_PLY);
  undo = &pos->history[pos->history_length++];
  undo->move = FT_MOVE_NONE;
  undo->captured = FT_EMPTY;
  undo->castling_rights = pos->castling_rights;
  undo->en_passant = pos->en_passant;
  undo->halfmove_clock = pos->halfmove_clock;
  undo->hash = pos->hash;

  pos->hash ^= FT_ZOBRIST_BLACK_TO_MOVE ^ ft_zobrist_en_passant (pos->en_passant);
  pos->en_passant = FT_NO_SQUARE;
  pos->halfmove_clock++;
  if (pos->side_to_move == FT_BLACK)
    pos->fullmove_number++;
  pos->side_to_move = FT_OTHER_COLOUR (pos->side_to_move);
}

void
ft_position_unmake_null_move (FtPosition *pos)
{
  ft_position_unmake_move (pos);
}

/* ---- Finding moves ------------------------------------------------------- */

FtMove
ft_position_find_move (const FtPosition *pos, FtSquare from, FtSquare to, FtKind promotion)
{
  FtMoveList list;

  ft_position_generate_legal_from (pos, from, &list);
  for (guint i = 0; i < list.count; i++)
    {
      FtMove m = list.moves[i];

      if (FT_MOVE_TO (m) != to)
        continue;
      if (FT_MOVE_PROMOTION (m) == FT_NO_KIND && promotion == FT_NO_KIND)
        return m;
      if (FT_MOVE_PROMOTION (m) != FT_NO_KIND
          && FT_MOVE_PROMOTION (m) == (promotion == FT_NO_KIND ? FT_QUEEN : promotion))
        return m;
    }
  return FT_MOVE_NONE;
}

/* Parse "b10" at *p on this board; advances *p. */
static FtSquare
parse_square (const FtPosition *pos, const char **p)
{
  const char *s = *p;
  int file, rank = 0, digits = 0;

  if (*s < 'a' || *s > 'p')
    return FT_NO_SQUARE;
  file = *s++ - 'a';
  while (*s >= '0' && *s <= '9' && digits < 2)
    rank = rank * 10 + (*s++ - '0'), digits++;
  if (digits == 0 || rank < 1 || !ft_position_square_on_board (pos, file, rank - 1))
    return FT_NO_SQUARE;
  *p = s;
  return FT_SQUARE (file, rank - 1);
}

FtMove
ft_position_parse_move (const FtPosition *pos, const char *text)
{
  const char *p = text;
  FtSquare from, to;
  FtKind promotion = FT_NO_KIND;
  FtMove move;

  if (text == NULL)
    return FT_MOVE_NONE;
  from = parse_square (pos, &p);
  if (from == FT_NO_SQUARE)
    return FT_MOVE_NONE;
  to = parse_square (pos, &p);
  if (to == FT_NO_SQUARE)
    return FT_MOVE_NONE;
  if (*p != '\0')
    {
      promotion = ft_position_kind_from_char (pos, *p++);
      if (promotion == FT_NO_KIND || promotion == FT_PAWN || promotion == FT_KING || *p != '\0')
        return FT_MOVE_NONE;
    }
  move = ft_position_find_move (pos, from, to, promotion);
  /* "e7e8" without a letter is fine (queen), but a letter on a move that
   * does not promote is not. */
  if (move != FT_MOVE_NONE && promotion != FT_NO_KIND && FT_MOVE_PROMOTION (move) == FT_NO_KIND)
    return FT_MOVE_NONE;
  return move;
}
