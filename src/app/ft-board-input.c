/* ft-board-input.c — what the human does on the board: selecting a piece
 * (with its legal destinations highlighted), clicking or dragging it to a
 * square, and what each square shows. */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "ft-board-private.h"
#include "ft-names.h"

#define DRAG_THRESHOLD 6.0 /* px the pointer travels before a press becomes a drag */

/* ---- Highlights --------------------------------------------------------- */

gboolean
_ft_board_input_allowed (FtBoard *self)
{
  FtColour side;

  /* While a promotion is chosen, the popover has the input. */
  if (self->game == NULL || ft_game_is_over (self->game) || !ft_game_is_turn_started (self->game)
      || self->animating || self->promotion_from != FT_NO_SQUARE || self->view != NULL)
    return FALSE;
  side = ft_game_get_position (self->game)->side_to_move;
  return (self->interactive_colours & (1u << side)) != 0;
}

/* Premoves: one colour plays by hand (not two people: there is no waiting
 * side), the other is to move, and the game goes on. A move of the human's
 * may still be travelling. Not while browsing an earlier position. */
gboolean
_ft_board_premove_allowed (FtBoard *self)
{
  FtColour side;
  guint waiting;

  if (!self->premove_enabled || self->game == NULL || ft_game_is_over (self->game)
      || self->promotion_from != FT_NO_SQUARE || self->view != NULL)
    return FALSE;
  side = ft_game_get_position (self->game)->side_to_move;
  waiting = FT_BOARD_BOTH_COLOURS & ~(1u << side);
  return self->interactive_colours == waiting;
}

/* The colour whose pieces the human may pick up now: the side to move on
 * its turn, or the waiting side for a premove; -1 for none. */
static int
picking_colour (FtBoard *self)
{
  FtColour side;

  if (_ft_board_input_allowed (self))
    return ft_game_get_position (self->game)->side_to_move;
  if (!_ft_board_premove_allowed (self))
    return -1;
  side = ft_game_get_position (self->game)->side_to_move;
  return FT_OTHER_COLOUR (side);
}

FtHighlight
ft_board_get_highlight (FtBoard *self, FtSquare square)
{
  const FtPosition *pos;
  FtMove last;

  g_return_val_if_fail (FT_IS_BOARD (self), FT_HIGHLIGHT_NONE);

  if (self->game == NULL || square == FT_NO_SQUARE)
    return FT_HIGHLIGHT_NONE;
  pos = _ft_board_position (self);

  /* A king already dark red for check flashes bright red. */
  if (self->flashing && self->flash_on && square == self->flash_square)
    return ft_position_in_check (pos) ? FT_HIGHLIGHT_MATED_KING : FT_HIGHLIGHT_CHECK;
  /* What the rules say about the new position shows once its move has
   * arrived. */
  if (!self->animating && self->view == NULL)
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
  /* The premove belongs to the game's position, not to one browsed. */
  if (self->premove_from != FT_NO_SQUARE && self->view == NULL
      && (square == self->premove_from || square == self->premove_to))
    return FT_HIGHLIGHT_PREMOVE;

  if (self->view != NULL && !self->animating && square == pos->king_square[pos->side_to_move]
      && pos->board[square] != FT_EMPTY && ft_position_in_check (pos))
    return FT_HIGHLIGHT_CHECK;
  last = self->view != NULL ? self->view_last_move : ft_game_get_last_move (self->game);
  if (last != FT_MOVE_NONE && (square == FT_MOVE_FROM (last) || square == FT_MOVE_TO (last)))
    return FT_HIGHLIGHT_LAST_MOVE;
  return FT_HIGHLIGHT_NONE;
}

void
_ft_board_deselect (FtBoard *self)
{
  self->selecting_premove = FALSE;
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

  gboolean premove = !_ft_board_input_allowed (self);

  _ft_board_deselect (self);
  self->selected = square;
  self->selecting_premove = premove;
  if (premove)
    ft_position_generate_premoves_from (ft_game_get_position (self->game), square, moves);
  else
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
  int colour = picking_colour (self);

  if (square == FT_NO_SQUARE || colour < 0)
    return FALSE;
  piece = ft_game_get_position (self->game)->board[square];
  return FT_IS_PIECE (piece) && (int) FT_PIECE_COLOUR (piece) == colour;
}

/* Ask the owner to play from→to; the board never plays a move itself. */
static void
request_move (FtBoard *self, FtSquare from, FtSquare to, FtKind promotion)
{
  _ft_board_deselect (self);
  g_signal_emit (self, _ft_board_signals[FT_BOARD_SIGNAL_MOVE_REQUESTED], 0, (guint) from,
                 (guint) to, (guint) promotion);
}

/* ---- Promotion ---------------------------------------------------------- */

/* The order of the buttons: the usual choice first. */
static const FtKind promotion_order[] = {
  FT_QUEEN, FT_ROOK, FT_BISHOP, FT_KNIGHT, FT_AMAZON, FT_CHANCELLOR, FT_ARCHBISHOP,
  FT_GENERAL, FT_CAMEL, FT_KING, FT_PAWN,
  /* The config's own pieces (docs/config.md#pieces). */
  FT_CUSTOM_FIRST, FT_CUSTOM_FIRST + 1, FT_CUSTOM_FIRST + 2, FT_CUSTOM_FIRST + 3,
};

static const char *custom_kind_name (const FtPosition *pos, FtKind kind);

/* The kinds the rules let from→to promote to, as a mask of 1 << kind: the
 * legal moves say it (standard rules: Q R B N; Fourteen rules: the queen
 * only, so no choice), so the board needs no rules of its own. */
static guint
promotion_kinds (const FtPosition *pos, FtSquare from, FtSquare to)
{
  g_autofree FtMoveList *moves = g_new (FtMoveList, 1);
  guint kinds = 0;

  ft_position_generate_legal_from (pos, from, moves);
  for (guint i = 0; i < moves->count; i++)
    if (FT_MOVE_TO (moves->moves[i]) == to && FT_MOVE_PROMOTION (moves->moves[i]) != FT_NO_KIND)
      kinds |= 1u << FT_MOVE_PROMOTION (moves->moves[i]);
  return kinds;
}

gboolean
ft_board_is_choosing_promotion (FtBoard *self)
{
  g_return_val_if_fail (FT_IS_BOARD (self), FALSE);
  return self->promotion_from != FT_NO_SQUARE;
}

void
_ft_board_drop_promotion (FtBoard *self)
{
  if (self->promotion_from == FT_NO_SQUARE)
    return;
  /* Cleared first: closing the popover comes back through closed_cb. */
  self->promotion_from = self->promotion_to = FT_NO_SQUARE;
  self->promotion_kinds = 0;
  if (self->promotion_popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (self->promotion_popover));
}

void
ft_board_cancel_promotion (FtBoard *self)
{
  g_return_if_fail (FT_IS_BOARD (self));

  if (self->promotion_from == FT_NO_SQUARE)
    return;
  _ft_board_drop_promotion (self);
  _ft_board_deselect (self);
}

void
ft_board_choose_promotion (FtBoard *self, FtKind kind)
{
  FtSquare from, to;

  g_return_if_fail (FT_IS_BOARD (self));
  g_return_if_fail (ft_board_is_choosing_promotion (self));
  g_return_if_fail (kind > FT_NO_KIND && kind < FT_N_ALL_KINDS);
  g_return_if_fail ((self->promotion_kinds & (1u << kind)) != 0);

  from = self->promotion_from;
  to = self->promotion_to;
  _ft_board_drop_promotion (self);
  request_move (self, from, to, kind);
}

static void
promotion_clicked_cb (GtkButton *button, FtBoard *self)
{
  ft_board_choose_promotion (self, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "kind")));
}

/* Escape, a click outside: no move. */
static void
promotion_closed_cb (GtkPopover *popover G_GNUC_UNUSED, FtBoard *self)
{
  ft_board_cancel_promotion (self);
}

static void
ensure_promotion_popover (FtBoard *self)
{
  if (self->promotion_popover != NULL)
    return;
  self->promotion_popover = gtk_popover_new ();
  gtk_widget_add_css_class (self->promotion_popover, "promotion");
  self->promotion_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_popover_set_child (GTK_POPOVER (self->promotion_popover), self->promotion_box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->promotion_popover),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Promote to"), -1);
  /* A child of the board: the board's size_allocate presents it. */
  gtk_widget_set_parent (self->promotion_popover, GTK_WIDGET (self));
  g_signal_connect (self->promotion_popover, "closed", G_CALLBACK (promotion_closed_cb), self);
}

void
_ft_board_destroy_promotion_popover (FtBoard *self)
{
  self->promotion_from = self->promotion_to = FT_NO_SQUARE;
  if (self->promotion_popover == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->promotion_popover, self);
  g_clear_pointer (&self->promotion_popover, gtk_widget_unparent);
  self->promotion_box = NULL;
}

/* One button per kind, each showing the piece as the board draws it. */
static void
open_promotion (FtBoard *self, FtSquare from, FtSquare to, guint kinds)
{
  FtColour colour = FT_PIECE_COLOUR (ft_game_get_position (self->game)->board[from]);
  FtBoardLayout layout;
  graphene_rect_t bounds;
  GtkWidget *child;
  int tile, px;

  if (!_ft_board_get_layout (self, &layout) || !ft_board_get_square_bounds (self, to, &bounds))
    return;
  ensure_promotion_popover (self);
  while ((child = gtk_widget_get_first_child (self->promotion_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->promotion_box), child);

  tile = (int) layout.tile;
  px = tile * gtk_widget_get_scale_factor (GTK_WIDGET (self));
  for (guint i = 0; i < G_N_ELEMENTS (promotion_order); i++)
    {
      FtKind kind = promotion_order[i];
      GtkWidget *button, *image;
      const char *label;

      if ((kinds & (1u << kind)) == 0)
        continue;
      label = FT_IS_CUSTOM_KIND (kind) ? custom_kind_name (ft_game_get_position (self->game), kind)
                                       : ft_kind_label (kind);
      /* The board's own sprites, at the board's size (its cache holds one
       * size), shown no larger than a comfortable button. */
      image = gtk_image_new_from_paintable (
        GDK_PAINTABLE (_ft_board_get_sprite (self, FT_MAKE_PIECE (colour, kind), px)));
      gtk_image_set_pixel_size (GTK_IMAGE (image), CLAMP (tile, 32, 64));
      button = gtk_button_new ();
      gtk_button_set_child (GTK_BUTTON (button), image);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_set_tooltip_text (button, label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      label, -1);
      g_object_set_data (G_OBJECT (button), "kind", GUINT_TO_POINTER (kind));
      g_signal_connect (button, "clicked", G_CALLBACK (promotion_clicked_cb), self);
      gtk_box_append (GTK_BOX (self->promotion_box), button);
    }

  self->promotion_from = from;
  self->promotion_to = to;
  self->promotion_kinds = kinds;
  {
    GdkRectangle rect = { (int) bounds.origin.x, (int) bounds.origin.y, (int) bounds.size.width,
                          (int) bounds.size.height };

    gtk_popover_set_pointing_to (GTK_POPOVER (self->promotion_popover), &rect);
  }
  /* Over the board rather than off its edge. */
  gtk_popover_set_position (GTK_POPOVER (self->promotion_popover),
                            bounds.origin.y + bounds.size.height / 2
                                < gtk_widget_get_height (GTK_WIDGET (self)) / 2.0
                              ? GTK_POS_BOTTOM
                              : GTK_POS_TOP);
  gtk_popover_popup (GTK_POPOVER (self->promotion_popover));
}

/* ---- Moves -------------------------------------------------------------- */

/* TRUE if a legal move was requested (or its promotion is being chosen). */
static gboolean
try_move (FtBoard *self, FtSquare from, FtSquare to)
{
  const FtPosition *pos = ft_game_get_position (self->game);
  guint kinds = promotion_kinds (pos, from, to);
  FtMove move;

  if (kinds != 0)
    {
      if (self->choose_promotion && (kinds & (kinds - 1)) != 0)
        {
          open_promotion (self, from, to, kinds);
          return TRUE;
        }
      /* Without a choice: the queen, as before, or the first kind there is. */
      for (guint i = 0; i < G_N_ELEMENTS (promotion_order); i++)
        if ((kinds & (1u << promotion_order[i])) != 0)
          {
            request_move (self, from, to, promotion_order[i]);
            return TRUE;
          }
    }

  move = ft_position_find_move (pos, from, to, FT_NO_KIND);
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

/* ---- Premoves ---------------------------------------------------------------- */

void
_ft_board_forget_premove (FtBoard *self)
{
  if (self->selecting_premove)
    _ft_board_deselect (self);
  if (self->premove_from == FT_NO_SQUARE)
    return;
  self->premove_from = self->premove_to = FT_NO_SQUARE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ft_board_clear_premove (FtBoard *self)
{
  g_return_if_fail (FT_IS_BOARD (self));
  _ft_board_forget_premove (self);
}

gboolean
ft_board_get_premove (FtBoard *self, FtSquare *from, FtSquare *to)
{
  g_return_val_if_fail (FT_IS_BOARD (self), FALSE);

  if (from != NULL)
    *from = self->premove_from;
  if (to != NULL)
    *to = self->premove_to;
  return self->premove_from != FT_NO_SQUARE;
}

static void
set_premove (FtBoard *self, FtSquare from, FtSquare to)
{
  _ft_board_deselect (self);
  self->premove_from = from;
  self->premove_to = to;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* A click while the other side thinks: pick up a piece, drop it on one of
 * its targets (the premove), or let go. Any click replaces or clears the
 * premove already waiting, as on lichess. */
static void
premove_click (FtBoard *self, FtSquare square)
{
  if (self->selected != FT_NO_SQUARE)
    {
      if (square != self->selected && square != FT_NO_SQUARE && self->destination[square] != 0)
        set_premove (self, self->selected, square);
      else if (square != self->selected && is_own_piece (self, square))
        select_square (self, square);
      else
        _ft_board_deselect (self);
      return;
    }
  _ft_board_forget_premove (self);
  if (is_own_piece (self, square))
    select_square (self, square);
}

/* The premove's side begins its turn: request the premove if it is legal
 * now (a promotion becomes the first kind offered, the queen), else drop
 * it and say so. A piece picked up for a premove is put down: its targets
 * were no legal moves. */
void
_ft_board_turn_started (FtBoard *self, FtColour side)
{
  FtSquare from = self->premove_from, to = self->premove_to;
  const FtPosition *pos;
  guint kinds;

  if ((self->interactive_colours & (1u << side)) == 0)
    return;
  if (self->selecting_premove)
    _ft_board_deselect (self);
  if (from == FT_NO_SQUARE)
    return;
  self->premove_from = self->premove_to = FT_NO_SQUARE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (!_ft_board_input_allowed (self))
    return;
  pos = ft_game_get_position (self->game);
  kinds = promotion_kinds (pos, from, to);
  for (guint i = 0; kinds != 0 && i < G_N_ELEMENTS (promotion_order); i++)
    if ((kinds & (1u << promotion_order[i])) != 0)
      {
        request_move (self, from, to, promotion_order[i]);
        return;
      }
  if (ft_position_find_move (pos, from, to, FT_NO_KIND) != FT_MOVE_NONE)
    {
      request_move (self, from, to, FT_NO_KIND);
      return;
    }
  g_signal_emit (self, _ft_board_signals[FT_BOARD_SIGNAL_PREMOVE_DROPPED], 0, (guint) from,
                 (guint) to);
}

void
ft_board_secondary_click (FtBoard *self)
{
  g_return_if_fail (FT_IS_BOARD (self));
  _ft_board_forget_premove (self);
}

void
ft_board_set_premove_enabled (FtBoard *self, gboolean enabled)
{
  g_return_if_fail (FT_IS_BOARD (self));

  enabled = !!enabled;
  if (self->premove_enabled == enabled)
    return;
  self->premove_enabled = enabled;
  if (!enabled)
    _ft_board_forget_premove (self);
  g_object_notify (G_OBJECT (self), "premove");
}

gboolean
ft_board_get_premove_enabled (FtBoard *self)
{
  g_return_val_if_fail (FT_IS_BOARD (self), FALSE);
  return self->premove_enabled;
}

void
ft_board_click_square (FtBoard *self, FtSquare square)
{
  g_return_if_fail (FT_IS_BOARD (self));

  if (!_ft_board_input_allowed (self))
    {
      if (_ft_board_premove_allowed (self))
        premove_click (self, square);
      return;
    }

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
      if (hypot (dx, dy) < DRAG_THRESHOLD || !is_own_piece (self, self->press_square))
        return;
      self->dragging = TRUE;
      if (self->selected != self->press_square)
        {
          if (!_ft_board_input_allowed (self))
            _ft_board_forget_premove (self);
          select_square (self, self->press_square);
        }
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
  drop = ft_board_square_at (self, self->press_x + dx, self->press_y + dy);
  if (!_ft_board_input_allowed (self))
    {
      /* A premove: dropped on a target it waits there; elsewhere the piece
       * is let go (back where it came from: it stays picked up). */
      if (!self->selecting_premove || !_ft_board_premove_allowed (self))
        return;
      if (drop != self->press_square && drop != FT_NO_SQUARE && self->destination[drop] != 0)
        set_premove (self, self->press_square, drop);
      else if (drop != self->press_square)
        _ft_board_deselect (self);
      return;
    }
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


/* ---- Hover ---------------------------------------------------------------- */

FtSquare
ft_board_get_hover (FtBoard *self)
{
  FtSquare square;
  FtPiece piece;

  g_return_val_if_fail (FT_IS_BOARD (self), FT_NO_SQUARE);

  square = self->pointer_square;
  if (square == FT_NO_SQUARE || self->dragging || picking_colour (self) < 0)
    return FT_NO_SQUARE;
  /* One of the pieces that may move now (or be premoved), or where the
   * selected one may go. */
  piece = ft_game_get_position (self->game)->board[square];
  if (self->destination[square] != 0
      || (FT_IS_PIECE (piece) && (int) FT_PIECE_COLOUR (piece) == picking_colour (self)))
    return square;
  return FT_NO_SQUARE;
}

static void
set_pointer_square (FtBoard *self, FtSquare square)
{
  if (self->pointer_square == square)
    return;
  self->pointer_square = square;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
motion_cb (GtkEventControllerMotion *motion G_GNUC_UNUSED, double x, double y,
           gpointer user_data)
{
  FtBoard *self = FT_BOARD (user_data);

  set_pointer_square (self, self->game != NULL ? ft_board_square_at (self, x, y) : FT_NO_SQUARE);
}

static void
leave_cb (GtkEventControllerMotion *motion G_GNUC_UNUSED, gpointer user_data)
{
  set_pointer_square (FT_BOARD (user_data), FT_NO_SQUARE);
}

/* ---- Keyboard ---------------------------------------------------------------- */

/* A custom piece's name from the config (the letter when it has none). */
static const char *
custom_kind_name (const FtPosition *pos, FtKind kind)
{
  guint index = kind - FT_CUSTOM_FIRST;

  return index < pos->custom.n ? pos->custom.kinds[index].name : "";
}

FtSquare
ft_board_get_focus_square (FtBoard *self)
{
  g_return_val_if_fail (FT_IS_BOARD (self), FT_NO_SQUARE);
  return self->focus_square;
}

char *
ft_board_describe_square (FtBoard *self, FtSquare square)
{
  char name[4];
  FtPiece piece;

  g_return_val_if_fail (FT_IS_BOARD (self), NULL);

  if (self->game == NULL || square == FT_NO_SQUARE)
    return g_strdup ("");
  ft_square_to_string (square, name);
  piece = ft_game_get_position (self->game)->board[square];
  if (ft_board_square_is_fogged (self, square))
    /* TRANSLATORS: a square hidden by fog of war, for screen readers */
    return g_strdup_printf (_("%s, hidden"), name);
  if (!FT_IS_PIECE (piece))
    /* TRANSLATORS: a square of the board and what stands on it, for screen readers */
    return g_strdup_printf (_("%s, empty"), name);
  return g_strdup_printf (_("%s, %s %s"), name,
                          ft_colour_phrase (FT_PIECE_COLOUR (piece)),
                          FT_IS_CUSTOM_KIND (FT_PIECE_KIND (piece))
                            ? custom_kind_name (ft_game_get_position (self->game), FT_PIECE_KIND (piece))
                            : ft_kind_phrase (FT_PIECE_KIND (piece)));
}

/* The focus square moved: redraw it and tell screen readers what is there. */
static void
set_focus_square (FtBoard *self, FtSquare square)
{
  g_autofree char *description = NULL;

  self->focus_square = square;
  description = ft_board_describe_square (self, square);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  description, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ft_board_move_focus (FtBoard *self, int right, int up)
{
  const FtPosition *pos;
  int file, rank;

  g_return_if_fail (FT_IS_BOARD (self));

  if (self->game == NULL)
    return;
  pos = ft_game_get_position (self->game);
  if (self->focus_square == FT_NO_SQUARE)
    {
      /* The first arrow lands on the selected piece, else the king of the
       * side whose pieces may be picked up (the side to move's if none). */
      int colour = picking_colour (self);

      set_focus_square (self, self->selected != FT_NO_SQUARE ? self->selected
                              : colour >= 0                  ? pos->king_square[colour]
                                                             : pos->king_square[pos->side_to_move]);
      return;
    }
  /* Arrows follow the view: with Black at the bottom, right is towards a. */
  if (self->flipped)
    {
      right = -right;
      up = -up;
    }
  file = CLAMP (FT_SQUARE_FILE (self->focus_square) + right, 0, pos->files - 1);
  rank = CLAMP (FT_SQUARE_RANK (self->focus_square) + up, 0, pos->ranks - 1);
  set_focus_square (self, FT_SQUARE (file, rank));
}

void
ft_board_activate_focus (FtBoard *self)
{
  g_return_if_fail (FT_IS_BOARD (self));

  if (self->focus_square == FT_NO_SQUARE)
    ft_board_move_focus (self, 0, 0);
  else
    ft_board_click_square (self, self->focus_square);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller G_GNUC_UNUSED, guint keyval,
                guint keycode G_GNUC_UNUSED, GdkModifierType state, gpointer user_data)
{
  FtBoard *self = FT_BOARD (user_data);

  /* While browsing, the arrows step through the moves (the window's). */
  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0 || self->view != NULL)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      ft_board_move_focus (self, -1, 0);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      ft_board_move_focus (self, 1, 0);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      ft_board_move_focus (self, 0, 1);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      ft_board_move_focus (self, 0, -1);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      ft_board_activate_focus (self);
      return TRUE;
    case GDK_KEY_Escape:
      /* Escape drops a selection first, then a premove; otherwise the
       * window's (resign). */
      if (self->selected != FT_NO_SQUARE)
        _ft_board_deselect (self);
      else if (self->premove_from != FT_NO_SQUARE)
        _ft_board_forget_premove (self);
      else
        return FALSE;
      return TRUE;
    default:
      return FALSE;
    }
}

static void
secondary_pressed_cb (GtkGestureClick *gesture, int n_press G_GNUC_UNUSED,
                      double x G_GNUC_UNUSED, double y G_GNUC_UNUSED, gpointer user_data)
{
  FtBoard *self = FT_BOARD (user_data);

  if (self->premove_from == FT_NO_SQUARE && !self->selecting_premove)
    return;
  ft_board_secondary_click (self);
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

/* One GtkGestureDrag serves clicks and drags: a press that is released
 * without travelling is a click. A motion controller follows the pointer
 * for the hover outline; a right click clears a premove. */
void
_ft_board_init_input (FtBoard *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkGesture *secondary = gtk_gesture_click_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (secondary), GDK_BUTTON_SECONDARY);
  g_signal_connect (secondary, "pressed", G_CALLBACK (secondary_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (secondary));

  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  g_signal_connect (drag, "cancel", G_CALLBACK (drag_cancel_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));
}
