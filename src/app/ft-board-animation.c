/* ft-board-animation.c — the board's frame-clock work: a played move's
 * pieces travel to their squares, and the king that must be defended
 * flashes. The board ticks only while one of them runs. */
#include "config.h"

#include <math.h>

#include "ft-board-private.h"

#define FLASH_COUNT 3
#define FLASH_PERIOD_US (G_USEC_PER_SEC / 2)
/* If the frame clock does not tick (hidden window), the game goes on anyway
 * this long after the animation should have ended. */
#define STALL_GRACE_MS 250

/* ---- Frame-clock animation: moves and flashes --------------------------- */

static void
finish_animation (FtBoard *self)
{
  gboolean of_view = self->view_animation;

  if (!self->animating)
    return;
  self->animating = FALSE;
  self->view_animation = FALSE;
  self->n_movers = 0;
  g_clear_handle_id (&self->stall_timeout_id, g_source_remove);
  g_clear_handle_id (&self->finish_idle_id, g_source_remove);
  memcpy (self->shown, _ft_board_position (self)->board, sizeof self->shown);
  _ft_board_update_ticking (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  /* The game waits for its moves only; a replayed one is nobody's turn
   * (and is not announced either). */
  if (!of_view)
    {
      _ft_board_announce (self);
      g_signal_emit (self, _ft_board_signals[FT_BOARD_SIGNAL_ANIMATION_FINISHED], 0);
    }
}

void
_ft_board_finish_animation (FtBoard *self)
{
  finish_animation (self);
}

void
ft_board_finish_animation (FtBoard *self)
{
  g_return_if_fail (FT_IS_BOARD (self));
  finish_animation (self);
}

static gboolean
stall_timeout_cb (gpointer user_data)
{
  FtBoard *self = FT_BOARD (user_data);

  self->stall_timeout_id = 0;
  finish_animation (self);
  return G_SOURCE_REMOVE;
}

static gboolean
finish_idle_cb (gpointer user_data)
{
  FtBoard *self = FT_BOARD (user_data);

  self->finish_idle_id = 0;
  finish_animation (self);
  return G_SOURCE_REMOVE;
}

static gboolean
tick_cb (GtkWidget *widget, GdkFrameClock *frame_clock, gpointer user_data G_GNUC_UNUSED)
{
  FtBoard *self = FT_BOARD (widget);
  gint64 now = gdk_frame_clock_get_frame_time (frame_clock);

  if (self->animating)
    {
      /* Timed from the first frame drawn, so a long idle before the move
       * does not make it jump. */
      if (self->anim_start_us == 0)
        self->anim_start_us = now;
      self->progress = self->duration_us > 0
                           ? (double) (now - self->anim_start_us) / self->duration_us
                           : 1.0;
      if (self->progress >= 1.0)
        finish_animation (self);
      else
        gtk_widget_queue_draw (widget);
    }

  if (self->flashing)
    {
      gint64 elapsed;
      gboolean on;

      if (self->flash_start_us == 0)
        self->flash_start_us = now;
      elapsed = now - self->flash_start_us;
      /* Each flash is 0.5 s: dark red for the first half, plain for the
       * second. */
      on = elapsed < FLASH_COUNT * FLASH_PERIOD_US && elapsed % FLASH_PERIOD_US < FLASH_PERIOD_US / 2;
      if (on != self->flash_on)
        {
          self->flash_on = on;
          gtk_widget_queue_draw (widget);
        }
      if (elapsed >= FLASH_COUNT * FLASH_PERIOD_US)
        self->flashing = FALSE;
    }

  if (!self->animating && !self->flashing)
    {
      self->tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

/* Tick only while something moves or flashes: an idle board asks the frame
 * clock for nothing. */
void
_ft_board_update_ticking (FtBoard *self)
{
  gboolean wanted = self->animating || self->flashing;

  if (wanted && self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick_cb, NULL, NULL);
  else if (!wanted && self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
}

void
_ft_board_stop_flashing (FtBoard *self)
{
  self->flashing = FALSE;
  self->flash_on = FALSE;
  _ft_board_update_ticking (self);
}

void
_ft_board_start_flashing (FtBoard *self, FtSquare king)
{
  self->flashing = TRUE;
  self->flash_square = king;
  self->flash_start_us = 0;
  self->flash_on = TRUE;
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    _ft_board_update_ticking (self);
  else
    self->flashing = FALSE; /* nobody would see it; do not leave it pending */
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
ft_board_is_flashing (FtBoard *self)
{
  g_return_val_if_fail (FT_IS_BOARD (self), FALSE);
  return self->flashing;
}

gboolean
ft_board_is_animating (FtBoard *self)
{
  g_return_val_if_fail (FT_IS_BOARD (self), FALSE);
  return self->animating;
}

guint
ft_board_get_moving_pieces (FtBoard *self, FtSquare from[2], FtSquare to[2])
{
  g_return_val_if_fail (FT_IS_BOARD (self), 0);

  for (guint i = 0; i < self->n_movers; i++)
    {
      from[i] = self->movers[i].from;
      to[i] = self->movers[i].to;
    }
  return self->n_movers;
}

static void
add_mover (FtBoard *self, FtSquare from, FtSquare to, FtPiece piece)
{
  if (self->n_movers < G_N_ELEMENTS (self->movers))
    self->movers[self->n_movers++] = (Mover) { from, to, piece };
}

/* Work out who travels where by comparing the drawn board with the new
 * position: the mover, and for castling the rook. */
static void
find_movers (FtBoard *self, FtMove move)
{
  const FtPosition *pos = _ft_board_position (self);
  FtSquare from = FT_MOVE_FROM (move), to = FT_MOVE_TO (move);
  FtPiece piece = self->shown[from];

  self->n_movers = 0;
  add_mover (self, from, to, piece);
  if (FT_MOVE_SPECIAL (move) == FT_MOVE_CASTLING)
    {
      FtPiece rook = FT_MAKE_PIECE (FT_PIECE_COLOUR (piece), FT_ROOK);
      int rank = FT_SQUARE_RANK (from);
      FtSquare rook_from = FT_NO_SQUARE, rook_to = FT_NO_SQUARE;

      for (int file = 0; file < pos->files; file++)
        {
          FtSquare sq = FT_SQUARE (file, rank);

          if (self->shown[sq] == rook && pos->board[sq] != rook)
            rook_from = sq;
          else if (self->shown[sq] != rook && pos->board[sq] == rook)
            rook_to = sq;
        }
      if (rook_from != FT_NO_SQUARE && rook_to != FT_NO_SQUARE)
        add_mover (self, rook_from, rook_to, rook);
    }
}

void
ft_board_show_move (FtBoard *self, FtMove move)
{
  g_return_if_fail (FT_IS_BOARD (self));
  g_return_if_fail (self->game != NULL);

  _ft_board_drop_promotion (self);
  _ft_board_deselect (self);
  _ft_board_stop_flashing (self);
  /* A move arriving mid-animation (a replay, or in tests) first lands the
   * previous one. */
  finish_animation (self);
  /* A move of the game ends browsing: the board returns to the game, drawn
   * as it was before this move so that the move travels. */
  if (self->view != NULL)
    {
      guint n = ft_game_get_n_moves (self->game);

      ft_game_copy_position_at (self->game, n > 0 ? n - 1 : 0, self->view);
      memcpy (self->shown, self->view->board, sizeof self->shown);
      g_clear_pointer (&self->view, g_free);
      g_object_notify (G_OBJECT (self), "viewing");
    }

  /* A pass (the per-move timer ran out): nothing travels; only the last
   * move's highlight goes. */
  if (move == FT_MOVE_NONE)
    {
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }

  _ft_board_prepare_announcement (self, move);
  _ft_board_start_animation (self, move);
}

void
_ft_board_start_animation (FtBoard *self, FtMove move)
{
  double distance, tiles_per_second;

  find_movers (self, move);
  self->animating = TRUE;
  self->progress = 0;
  self->anim_start_us = 0;

  distance = hypot (FT_SQUARE_FILE (FT_MOVE_TO (move)) - FT_SQUARE_FILE (FT_MOVE_FROM (move)),
                    FT_SQUARE_RANK (FT_MOVE_TO (move)) - FT_SQUARE_RANK (FT_MOVE_FROM (move)));
  tiles_per_second = self->speed * 60.0 / LOGICAL_TILE;
  self->duration_us = (gint64) (MIN (distance / tiles_per_second, self->max_seconds)
                                * G_USEC_PER_SEC);

  /* The game must not wait for frames that will never come, nor finish
   * inside the signal emission that reported the move: always land the move
   * from the main loop. */
  if (!self->animate || self->skip_next_animation || self->duration_us <= 0
      || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    self->finish_idle_id = g_idle_add (finish_idle_cb, self);
  else
    {
      _ft_board_update_ticking (self);
      self->stall_timeout_id = g_timeout_add (self->duration_us / 1000 + STALL_GRACE_MS,
                                              stall_timeout_cb, self);
    }
  self->skip_next_animation = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}


void
_ft_board_finish_animation_soon (FtBoard *self)
{
  if (!self->animating)
    return;
  g_clear_handle_id (&self->finish_idle_id, g_source_remove);
  self->finish_idle_id = g_idle_add (finish_idle_cb, self);
}
