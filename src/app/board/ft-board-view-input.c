/* ft-board-view-input.c — what the player's hands do on the board view,
 * turned into board model calls: a press released where it began is a
 * click, one that travels is a drag; the pointer's cell is outlined; the
 * arrows, Enter, Space and Escape play from the keyboard; a right click
 * clears a premove; the promotion popover offers the model's choices. */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "ft-board-view-private.h"

#define DRAG_THRESHOLD 6.0 /* px the pointer travels before a press becomes a drag */

/* ---- Clicks and drags ------------------------------------------------------------ */

static void
drag_begin_cb (GtkGestureDrag *gesture G_GNUC_UNUSED, double x, double y, gpointer user_data)
{
  FtBoardView *self = FT_BOARD_VIEW (user_data);

  self->press_cell = ft_board_view_cell_at (self, x, y);
  self->press_x = x;
  self->press_y = y;
  self->dragging = FALSE;
  if (self->press_cell != FT_NO_CELL)
    gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
drag_update_cb (GtkGestureDrag *gesture G_GNUC_UNUSED, double dx, double dy, gpointer user_data)
{
  FtBoardView *self = FT_BOARD_VIEW (user_data);

  if (self->cover_text != NULL)
    return;
  if (!self->dragging)
    {
      if (hypot (dx, dy) < DRAG_THRESHOLD || !ft_board_model_can_pick (self->model, self->press_cell)
          || !ft_board_model_drag_begin (self->model, self->press_cell))
        return;
      self->dragging = TRUE;
      _ft_board_view_invalidate (self, FT_BOARD_VIEW_STILL);
    }
  self->drag_x = self->press_x + dx;
  self->drag_y = self->press_y + dy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_end_cb (GtkGestureDrag *gesture G_GNUC_UNUSED, double dx, double dy, gpointer user_data)
{
  FtBoardView *self = FT_BOARD_VIEW (user_data);

  if (self->cover_text != NULL)
    {
      /* A paused game: the click is for whoever covered the board. */
      if (!self->dragging && hypot (dx, dy) < DRAG_THRESHOLD)
        _ft_board_view_cover_clicked (self);
      return;
    }
  if (!self->dragging)
    {
      if (hypot (dx, dy) < DRAG_THRESHOLD)
        ft_board_model_click (self->model, self->press_cell);
      return;
    }
  self->dragging = FALSE;
  _ft_board_view_invalidate (self, FT_BOARD_VIEW_STILL);
  ft_board_model_drag_drop (self->model, ft_board_view_cell_at (self, self->press_x + dx, self->press_y + dy));
}

static void
drag_cancel_cb (GtkGesture *gesture G_GNUC_UNUSED, GdkEventSequence *sequence G_GNUC_UNUSED,
                gpointer user_data)
{
  FtBoardView *self = FT_BOARD_VIEW (user_data);

  if (!self->dragging)
    return;
  self->dragging = FALSE;
  ft_board_model_drag_cancel (self->model);
  _ft_board_view_invalidate (self, FT_BOARD_VIEW_STILL);
}

static void
secondary_pressed_cb (GtkGestureClick *gesture, int n_press G_GNUC_UNUSED, double x G_GNUC_UNUSED,
                      double y G_GNUC_UNUSED, gpointer user_data)
{
  FtBoardView *self = FT_BOARD_VIEW (user_data);

  if (ft_board_model_secondary_click (self->model))
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

/* ---- The pointer and the focus ------------------------------------------------------ */

static void
set_pointer_cell (FtBoardView *self, FtCell cell)
{
  FtCell hover = ft_board_view_get_hover (self);

  if (self->pointer_cell == cell)
    return;
  self->pointer_cell = cell;
  /* The still board changes only if the outline moves. */
  if (ft_board_view_get_hover (self) != hover)
    _ft_board_view_invalidate (self, FT_BOARD_VIEW_STILL);
}

static void
motion_cb (GtkEventControllerMotion *motion G_GNUC_UNUSED, double x, double y, gpointer user_data)
{
  FtBoardView *self = FT_BOARD_VIEW (user_data);

  set_pointer_cell (self, ft_board_view_cell_at (self, x, y));
}

static void
leave_cb (GtkEventControllerMotion *motion G_GNUC_UNUSED, gpointer user_data)
{
  set_pointer_cell (FT_BOARD_VIEW (user_data), FT_NO_CELL);
}

/* The cursor's ring is drawn only while the board has the focus. */
static void
focus_cb (GtkEventControllerFocus *controller G_GNUC_UNUSED, gpointer user_data)
{
  _ft_board_view_invalidate (FT_BOARD_VIEW (user_data), FT_BOARD_VIEW_STILL);
}

/* ---- Keys ------------------------------------------------------------------------------ */

static gboolean
key_pressed_cb (GtkEventControllerKey *controller G_GNUC_UNUSED, guint keyval, guint keycode G_GNUC_UNUSED,
                GdkModifierType state, gpointer user_data)
{
  FtBoardView *self = FT_BOARD_VIEW (user_data);
  FtBoardModel *model = self->model;

  /* While browsing, the arrows step through the moves (the window's). */
  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0 || ft_board_model_is_browsing (model))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      ft_board_model_move_cursor (model, -1, 0);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      ft_board_model_move_cursor (model, 1, 0);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      ft_board_model_move_cursor (model, 0, 1);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      ft_board_model_move_cursor (model, 0, -1);
      return TRUE;
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      /* Space ends a turn that may end (checkers), else clicks like Enter. */
      if (ft_board_model_end_turn (model))
        return TRUE;
      G_GNUC_FALLTHROUGH;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
      ft_board_model_activate_cursor (model);
      return TRUE;
    case GDK_KEY_Escape:
      /* A selection first, then a premove; otherwise the window's (resign). */
      return ft_board_model_cancel (model);
    default:
      return FALSE;
    }
}

/* ---- Promotion --------------------------------------------------------------------------- */

static void
promotion_clicked_cb (GtkButton *button, FtBoardView *self)
{
  ft_board_model_choose_promotion (self->model, GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "choice")));
}

/* Escape, a click outside: no move. */
static void
promotion_closed_cb (GtkPopover *popover G_GNUC_UNUSED, FtBoardView *self)
{
  ft_board_model_cancel_promotion (self->model);
}

static void
ensure_popover (FtBoardView *self)
{
  if (self->promotion_popover != NULL)
    return;
  self->promotion_popover = gtk_popover_new ();
  gtk_widget_add_css_class (self->promotion_popover, "promotion");
  self->promotion_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_popover_set_child (GTK_POPOVER (self->promotion_popover), self->promotion_box);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->promotion_popover), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Promote to"), -1);
  /* A child of the board: the board's size_allocate presents it. */
  gtk_widget_set_parent (self->promotion_popover, GTK_WIDGET (self));
  g_signal_connect (self->promotion_popover, "closed", G_CALLBACK (promotion_closed_cb), self);
}

/* One button per choice, each showing the piece as the board draws it, at
 * the board's size (its cache holds one), no larger than a comfortable
 * button. */
static void
open_promotion (FtBoardView *self)
{
  FtBoardLayout layout;
  graphene_rect_t bounds;
  guint choices[16];
  FtCell to, from;
  FtGamePiece piece;
  GtkWidget *child;
  guint n = ft_board_model_get_promotion_choices (self->model, &to, choices);
  FtCell path[FT_GAME_MOVE_MAX_CELLS];

  ft_board_model_get_path (self->model, path);
  from = path[0];
  if (n == 0 || !_ft_board_view_get_layout (self, &layout) || !ft_board_view_get_cell_bounds (self, to, &bounds)
      || !ft_board_model_get_piece (self->model, from, &piece))
    return;
  ensure_popover (self);
  while ((child = gtk_widget_get_first_child (self->promotion_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->promotion_box), child);
  for (guint i = 0; i < n; i++)
    {
      const char *label = ft_board_model_get_choice_label (self->model, choices[i]);
      int px = (int) layout.tile * gtk_widget_get_scale_factor (GTK_WIDGET (self));
      GtkWidget *button = gtk_button_new (), *image;

      piece.kind = (guint8) choices[i];
      image = gtk_image_new_from_paintable (GDK_PAINTABLE (_ft_board_view_get_sprite (self, &piece, px)));
      gtk_image_set_pixel_size (GTK_IMAGE (image), CLAMP ((int) layout.tile, 32, 64));
      gtk_button_set_child (GTK_BUTTON (button), image);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_set_tooltip_text (button, label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      g_object_set_data (G_OBJECT (button), "choice", GUINT_TO_POINTER (choices[i]));
      g_signal_connect (button, "clicked", G_CALLBACK (promotion_clicked_cb), self);
      gtk_box_append (GTK_BOX (self->promotion_box), button);
    }
  gtk_popover_set_pointing_to (GTK_POPOVER (self->promotion_popover),
                               &(GdkRectangle) { (int) bounds.origin.x, (int) bounds.origin.y,
                                                 (int) bounds.size.width, (int) bounds.size.height });
  /* Over the board rather than off its edge. */
  gtk_popover_set_position (GTK_POPOVER (self->promotion_popover),
                            bounds.origin.y + bounds.size.height / 2 < gtk_widget_get_height (GTK_WIDGET (self)) / 2.0
                              ? GTK_POS_BOTTOM
                              : GTK_POS_TOP);
  gtk_popover_popup (GTK_POPOVER (self->promotion_popover));
}

void
_ft_board_view_update_promotion (FtBoardView *self)
{
  if (ft_board_model_is_choosing_promotion (self->model))
    open_promotion (self);
  else if (self->promotion_popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (self->promotion_popover));
}

void
_ft_board_view_present_promotion (FtBoardView *self)
{
  if (self->promotion_popover != NULL)
    gtk_popover_present (GTK_POPOVER (self->promotion_popover));
}

void
_ft_board_view_destroy_promotion (FtBoardView *self)
{
  if (self->promotion_popover == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->promotion_popover, self);
  g_clear_pointer (&self->promotion_popover, gtk_widget_unparent);
  self->promotion_box = NULL;
}

/* One GtkGestureDrag serves clicks and drags; a motion controller follows
 * the pointer for the hover outline; a right click clears a premove. */
void
_ft_board_view_init_input (FtBoardView *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkGesture *secondary = gtk_gesture_click_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (secondary), GDK_BUTTON_SECONDARY);
  g_signal_connect (secondary, "pressed", G_CALLBACK (secondary_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (secondary));

  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  g_signal_connect (focus, "enter", G_CALLBACK (focus_cb), self);
  g_signal_connect (focus, "leave", G_CALLBACK (focus_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);

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

/* ---- Where the pointer is ---- */

FtCell
ft_board_view_cell_at (FtBoardView *self, double x, double y)
{
  FtBoardLayout layout;
  int column, row;
  gboolean flipped;

  g_return_val_if_fail (FT_IS_BOARD_VIEW (self), FT_NO_CELL);

  if (!_ft_board_view_get_layout (self, &layout))
    return FT_NO_CELL;
  column = (int) floor ((x - layout.x0) / layout.tile);
  row = (int) floor ((y - layout.y0) / layout.tile);
  if (column < 0 || row < 0 || column >= layout.files || row >= layout.ranks)
    return FT_NO_CELL;
  flipped = ft_board_model_get_flipped (self->model);
  return FT_CELL (flipped ? layout.files - 1 - column : column, flipped ? row : layout.ranks - 1 - row);
}

gboolean
ft_board_view_get_drag_point (FtBoardView *self, double *x, double *y)
{
  FtBoardLayout layout;
  double fx, fy;
  gboolean flipped;

  g_return_val_if_fail (FT_IS_BOARD_VIEW (self), FALSE);

  if (!self->dragging || !_ft_board_view_get_layout (self, &layout))
    return FALSE;
  flipped = ft_board_model_get_flipped (self->model);
  fx = (self->drag_x - layout.x0) / layout.tile;
  fy = (self->drag_y - layout.y0) / layout.tile;
  /* Widget rows grow downwards; board ranks upwards (unless turned). */
  *x = CLAMP (flipped ? layout.files - fx : fx, 0.0, layout.files);
  *y = CLAMP (flipped ? fy : layout.ranks - fy, 0.0, layout.ranks);
  return TRUE;
}

FtCell
ft_board_view_get_hover (FtBoardView *self)
{
  g_return_val_if_fail (FT_IS_BOARD_VIEW (self), FT_NO_CELL);

  if (self->dragging)
    return FT_NO_CELL;
  return ft_board_model_get_hover (self->model, self->pointer_cell);
}
