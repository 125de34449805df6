/* ft-fog.c — see ft-fog.h. Nothing here is on the search's path: the window
 * asks once per move, the computer once per turn. */
#include "ft-fog.h"

#include "ft-attacks.h"

#include <string.h>

guint
ft_fog_visible_squares (const FtPosition *pos, FtColour side, guint8 *visible)
{
  FtMoveList *list = g_new (FtMoveList, 1);
  int forward = FT_PAWN_FORWARD (side);
  guint count = 0;

  memset (visible, 0, FT_BOARD_CELLS);
  ft_movegen_fog_moves (pos, side, list);
  for (guint i = 0; i < list->count; i++)
    {
      FtMove m = list->moves[i];

      visible[FT_MOVE_TO (m)] = 1;
      if (FT_MOVE_SPECIAL (m) == FT_MOVE_EN_PASSANT)
        visible[FT_MOVE_TO (m) - forward] = 1;
    }
  for (guint i = 0; i < pos->piece_count[side]; i++)
    {
      FtSquare sq = pos->piece_list[side][i];

      visible[sq] = 1;
      if (FT_PIECE_KIND (pos->board[sq]) != FT_PAWN)
        continue;
      /* A pawn sees what stands in its way. */
      if (pos->board[sq + forward] != FT_OFFBOARD)
        visible[sq + forward] = 1;
      if (FT_SQUARE_RANK (sq) == pos->double_step_rank[side] && pos->board[sq + forward] == FT_EMPTY
          && pos->board[sq + 2 * forward] != FT_OFFBOARD)
        visible[sq + 2 * forward] = 1;
    }
  g_free (list);
  for (guint sq = 0; sq < FT_BOARD_CELLS; sq++)
    count += visible[sq];
  return count;
}

gboolean
ft_fog_belief (const FtPosition *pos, FtColour side, FtSquare king_guess, FtPosition *belief)
{
  FtColour them = FT_OTHER_COLOUR (side);
  FtPiece their_king = FT_MAKE_PIECE (them, FT_KING);
  guint8 visible[FT_BOARD_CELLS];
  gboolean king_seen = FALSE;
  FtSquare king_at = FT_NO_SQUARE;

  if (pos->board[pos->king_square[side]] != FT_MAKE_PIECE (side, FT_KING))
    return FALSE;
  ft_fog_visible_squares (pos, side, visible);

  ft_position_clear (belief, pos->rules, pos->files, pos->ranks);
  ft_position_set_custom_kinds (belief, &pos->custom);
  belief->promotion_choice = pos->promotion_choice;
  belief->fog = TRUE;
  for (int rank = 0; rank < pos->ranks; rank++)
    for (int file = 0; file < pos->files; file++)
      {
        FtSquare sq = FT_SQUARE (file, rank);
        FtPiece p = pos->board[sq];

        if (p == FT_EMPTY || (FT_PIECE_COLOUR (p) == them && !visible[sq]))
          continue;
        ft_position_set_piece (belief, sq, p);
        king_seen |= p == their_king;
      }

  if (!king_seen)
    {
      /* Where it was last seen if nothing there says otherwise, else the
       * nearest square nobody can see. Only the belief's own squares count:
       * every unseen square is empty in it. */
      for (int rank = 0; rank < pos->ranks; rank++)
        for (int file = 0; file < pos->files; file++)
          {
            FtSquare sq = FT_SQUARE (file, rank);

            if (visible[sq] || belief->board[sq] != FT_EMPTY)
              continue;
            if (king_guess == FT_NO_SQUARE || belief->board[king_guess] == FT_OFFBOARD)
              {
                /* No guess at all: the first unseen square. */
                if (king_at == FT_NO_SQUARE)
                  king_at = sq;
                continue;
              }
            if (king_at == FT_NO_SQUARE
                || ft_square_distance (sq, king_guess) < ft_square_distance (king_at, king_guess))
              king_at = sq;
          }
      if (king_at == FT_NO_SQUARE)
        return FALSE;
      ft_position_set_piece (belief, king_at, their_king);
    }

  for (guint index = 2 * side; index < 2 * side + 2u; index++)
    if (pos->castling_rights & (1u << index))
      ft_position_add_castling_right (belief, side, pos->castling_rook[index]);
  belief->side_to_move = pos->side_to_move;
  if (pos->side_to_move == side)
    belief->en_passant = pos->en_passant;
  belief->halfmove_clock = pos->halfmove_clock;
  belief->fullmove_number = pos->fullmove_number;
  return ft_position_finish_setup (belief, NULL);
}
