/* ft-board-input.c — what the human does on the board: selecting a piece
 * (with its legal destinations highlighted), clicking or dragging it to a
 * square, and what each square shows. */
#include "config.h"

#include <math.h>

#include "ft-board-private.h"

#define DRAG_THRESHOLD 6.0 /* px the pointer travels before a press becomes a drag */

/* ---- Highlights --------------------------------------------------------- */

gboolean
_ft_board_input_allowed (FtBoard *self)
{
  FtColour side;

  if (self->game == NULL || ft_game_is_over (self->game) || !ft_game_is_turn_started (self->game)
      || self->animating)
    return FALSE;
  side = ft_game_get_position (self->game)->side_to_move;
  return (self->interactive_colours & (1u << side)) != 0;
}

FtHighlight
ft_board_get_highlight (FtBoard *self, FtSquare square)
{
  const FtPosition *pos;
  FtMove last;

  g_return_val_if_fail (FT_IS_BOARD (self), FT_HIGHLIGHT_NONE);

  if (self->game == NULL || square == FT_NO_SQUARE)
    return FT_HIGHLIGHT_NONE;
  pos = ft_game_get_position (self->game);

  /* A king already dark red for check flashes bright red. */
  if (self->flashing && self->flash_on && square == self->flash_square)
    return ft_position_in_check (pos) ? FT_HIGHLIGHT_MATED_KING : FT_HIGHLIGHT_CHECK;
  /* What the rules say about the new position shows once its move has
   * arrived. */
  if (!self->animating)
    {
      if (square == self->mated_king)
        return FT_HIGHLIGHT_MATED_KING;
      if (pos->board[square] != FT_EMPTY && square == pos->king_square[pos->side_to_move]
          && ft_position_in_check (pos))
        return FT_HIGHLIGHT_CHECK;
      if (self->contributor[square])
        return FT_HIGHLIGHT_CONTRIBUTOR;
    }
  if (square == self->selected)
    return FT_HIGHLIGHT_SELECTED;
  if (self->destination[square] != 0)
    return (FtHighlight) self->destination[square];

  last = ft_game_get_last_move (self->game);
  if (last != FT_MOVE_NONE && (square == FT_MOVE_FROM (last) || square == FT_MOVE_TO (last)))
    return FT_HIGHLIGHT_LAST_MOVE;
  return FT_HIGHLIGHT_NONE;
}

void
_ft_board_deselect (FtBoard *self)
{
  if (self->selected == FT_NO_SQUARE)
    return;
  self->selected = FT_NO_SQUARE;
  memset (self->destination, 0, sizeof self->destination);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
select_square (FtBoard *self, FtSquare square)
{
  g_autofree FtMoveList *moves = g_new (FtMoveList, 1);

  _ft_board_deselect (self);
  self->selected = square;
  ft_position_generate_legal_from (ft_game_get_position (self->game), square, moves);
  for (guint i = 0; i < moves->count; i++)
    self->destination[FT_MOVE_TO (moves->moves[i])] = FT_MOVE_IS_CAPTURE (moves->moves[i])
                                                          ? FT_HIGHLIGHT_CAPTURE
                                                          : FT_HIGHLIGHT_LEGAL;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- Input -------------------------------------------------------------- */

static gboolean
is_own_piece (FtBoard *self, FtSquare square)
{
  FtPiece piece;

  if (square == FT_NO_SQUARE)
    return FALSE;
  piece = ft_game_get_position (self->game)->board[square];
  return FT_IS_PIECE (piece)
         && FT_PIECE_COLOUR (piece) == ft_game_get_position (self->game)->side_to_move;
}

/* Ask the owner to play from→to; the board never plays a move itself. */
static void
request_move (FtBoard *self, FtSquare from, FtSquare to, FtKind promotion)
{
  _ft_board_deselect (self);
  g_signal_emit (self, _ft_board_signals[FT_BOARD_SIGNAL_MOVE_REQUESTED], 0, (guint) from,
                 (guint) to, (guint) promotion);
}

/* TRUE if a legal move was requested. */
static gboolean
try_move (FtBoard *self, FtSquare from, FtSquare to)
{
  const FtPosition *pos = ft_game_get_position (self->game);
  /* FT_NO_KIND finds the queen among promotions. */
  FtMove move = ft_position_find_move (pos, from, to, FT_NO_KIND);

  if (move != FT_MOVE_NONE)
    {
      request_move (self, from, to, FT_MOVE_PROMOTION (move));
      return TRUE;
    }

  if (ft_position_move_exposes_king (pos, from, to))
    {
      _ft_board_deselect (self);
      _ft_board_start_flashing (self, pos->king_square[pos->side_to_move]);
      g_signal_emit (self, _ft_board_signals[FT_BOARD_SIGNAL_KING_EXPOSED], 0);
      return FALSE;
    }
  _ft_board_deselect (self);
  return FALSE;
}

void
ft_board_click_square (FtBoard *self, FtSquare square)
{
  g_return_if_fail (FT_IS_BOARD (self));

  if (!_ft_board_input_allowed (self))
    return;

  if (self->selected != FT_NO_SQUARE)
    {
      if (square == self->selected)
        _ft_board_deselect (self);
      else if (square != FT_NO_SQUARE && self->destination[square] != 0)
        try_move (self, self->selected, square);
      else if (is_own_piece (self, square))
        select_square (self, square);
      else if (square != FT_NO_SQUARE)
        try_move (self, self->selected, square);
      else
        _ft_board_deselect (self);
    }
  else if (is_own_piece (self, square))
    select_square (self, square);
}

FtSquare
ft_board_get_selected (FtBoard *self)
{
  g_return_val_if_fail (FT_IS_BOARD (self), FT_NO_SQUARE);
  return self->selected;
}

static void
drag_begin_cb (GtkGestureDrag *gesture G_GNUC_UNUSED, double x, double y, gpointer user_data)
{
  FtBoard *self = FT_BOARD (user_data);

  self->press_square = ft_board_square_at (self, x, y);
  self->press_x = x;
  self->press_y = y;
  self->dragging = FALSE;
}

static void
drag_update_cb (GtkGestureDrag *gesture G_GNUC_UNUSED, double dx, double dy, gpointer user_data)
{
  FtBoard *self = FT_BOARD (user_data);

  if (!self->dragging)
    {
      if (hypot (dx, dy) < DRAG_THRESHOLD || !_ft_board_input_allowed (self)
          || !is_own_piece (self, self->press_square))
        return;
      self->dragging = TRUE;
      if (self->selected != self->press_square)
        select_square (self, self->press_square);
    }
  self->drag_x = self->press_x + dx;
  self->drag_y = self->press_y + dy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_end_cb (GtkGestureDrag *gesture G_GNUC_UNUSED, double dx, double dy, gpointer user_data)
{
  FtBoard *self = FT_BOARD (user_data);
  FtSquare drop;

  if (!self->dragging)
    {
      if (hypot (dx, dy) < DRAG_THRESHOLD)
        ft_board_click_square (self, self->press_square);
      return;
    }

  self->dragging = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (!_ft_board_input_allowed (self))
    return;
  drop = ft_board_square_at (self, self->press_x + dx, self->press_y + dy);
  /* Dropped back where it came from: it stays selected, as after a click. */
  if (drop == self->press_square)
    return;
  if (drop != FT_NO_SQUARE && self->destination[drop] != 0)
    {
      /* The piece is already where it goes: no animation, if the owner
       * plays the move at once (from inside the request). */
      self->skip_next_animation = TRUE;
      try_move (self, self->press_square, drop);
      self->skip_next_animation = FALSE;
      return;
    }
  if (drop != FT_NO_SQUARE)
    try_move (self, self->press_square, drop);
  else
    _ft_board_deselect (self);
}

static void
drag_cancel_cb (GtkGesture *gesture G_GNUC_UNUSED, GdkEventSequence *sequence G_GNUC_UNUSED,
                gpointer user_data)
{
  FtBoard *self = FT_BOARD (user_data);

  if (self->dragging)
    {
      self->dragging = FALSE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}


/* One GtkGestureDrag serves clicks and drags: a press that is released
 * without travelling is a click. */
void
_ft_board_init_input (FtBoard *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  g_signal_connect (drag, "cancel", G_CALLBACK (drag_cancel_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
}
