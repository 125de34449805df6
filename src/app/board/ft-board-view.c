/* ft-board-view.c — the board view's object: its properties, the model it
 * follows, the frame-clock work (a move's animation, the king flash) and
 * what screen readers are given. Drawing is ft-board-view-draw.c's, input
 * ft-board-view-input.c's. */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-board-view-private.h"
#include "ft-chess-painter.h"
#include "ft-game-setup.h"
#include "ft-marks.h"

G_DEFINE_FINAL_TYPE (FtBoardView, ft_board_view, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_MODEL,
  PROP_ANIMATE,
  PROP_SHOW_COORDINATES,
  PROP_THEME,
  PROP_FOG_COLOUR,
  PROP_COVER_TEXT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_ANIMATION_FINISHED,
  SIGNAL_COVER_CLICKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

#define FLASH_COUNT 3
#define FLASH_PERIOD_US (G_USEC_PER_SEC / 2)
/* If the frame clock does not tick (a hidden window), the game goes on
 * anyway this long after the animation should have ended. */
#define STALL_GRACE_MS 250
#define DEFAULT_FOG_COLOUR "rgba(46,52,64,0.78)"

/* ---- The painter ------------------------------------------------------------ */

FtPiecePainter *
_ft_board_view_get_painter (FtBoardView *self)
{
  FtGameKind kind = ft_board_model_get_kind (self->model);

  if (self->painter == NULL || self->painter_kind != kind)
    {
      g_clear_object (&self->painter);
      self->painter = ft_piece_painter_new_for_kind (kind);
      self->painter_kind = kind;
      /* The board asks again when the renderer is done: it may draw
       * stand-ins meanwhile. */
      if (FT_IS_CHESS_PAINTER (self->painter))
        ft_chess_painter_set_stand_ins (FT_CHESS_PAINTER (self->painter), TRUE);
      g_signal_connect_object (self->painter, "sprites-ready", G_CALLBACK (_ft_board_view_sprites_ready), self, 0);
      _ft_board_view_invalidate (self, FT_BOARD_VIEW_STILL | FT_BOARD_VIEW_TILES | FT_BOARD_VIEW_SPRITES);
    }
  return self->painter;
}

/* The size of the board's sprites: those it holds, else those of its
 * allocation, else of its natural size (not drawn yet). */
static int
sprite_size (FtBoardView *self)
{
  FtBoardLayout layout;
  FtBoardLook look;
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));

  if (self->sprite_px > 0)
    return self->sprite_px;
  if (_ft_board_view_get_layout (self, &layout) && layout.tile >= 1)
    return (int) (layout.tile * scale);
  ft_piece_painter_get_look (_ft_board_view_get_painter (self), self->theme, &look);
  return look.natural_tile * scale;
}

GdkTexture *
ft_board_view_render_piece (FtBoardView *self, const FtGamePiece *piece, int px)
{
  int from;
  GdkTexture *sprite = NULL;
  FtPiecePainter *painter;

  g_return_val_if_fail (FT_IS_BOARD_VIEW (self), NULL);
  g_return_val_if_fail (piece != NULL && px > 0, NULL);

  /* From the board's own sprite (in memory, or read from the cache at
   * the board's size): the piece's artwork is not drawn again at another
   * size, so librsvg is not loaded in the middle of a game for it. */
  from = sprite_size (self);
  if (from >= px)
    sprite = _ft_board_view_get_sprite (self, piece, from);
  if (sprite != NULL)
    return ft_piece_painter_scale_down (sprite, px);
  /* A board smaller than the picture (or a kind it does not keep): drawn
   * at its size, not a stand-in (nobody would ask for it again). */
  painter = _ft_board_view_get_painter (self);
  if (FT_IS_CHESS_PAINTER (painter))
    ft_chess_painter_set_stand_ins (FT_CHESS_PAINTER (painter), FALSE);
  sprite = ft_piece_painter_render_piece (painter, ft_board_model_get_rules (self->model), piece, px);
  if (FT_IS_CHESS_PAINTER (painter))
    ft_chess_painter_set_stand_ins (FT_CHESS_PAINTER (painter), TRUE);
  return sprite;
}

/* ---- Screen readers ------------------------------------------------------------- */

static void
update_label (FtBoardView *self)
{
  const char *said = ft_board_model_get_announcement (self->model);
  g_autofree char *label = NULL;

  if (said == NULL)
    {
      gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Board"), -1);
      return;
    }
  /* TRANSLATORS: the board's name for screen readers, with the last event */
  label = g_strdup_printf (_("Board: %s"), said);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* What stands on the cursor's cell, given again whenever the position or
 * the board changes (a takeback, a new game, another size). */
static void
update_description (FtBoardView *self)
{
  FtCell cursor = ft_board_model_get_cursor (self->model);
  g_autofree char *text = NULL;

  if (cursor == FT_NO_CELL)
    return;
  text = ft_board_model_describe_cell (self->model, cursor);
  if (g_strcmp0 (text, self->description) == 0)
    return;
  g_free (self->description);
  self->description = g_steal_pointer (&text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  self->description, -1);
}

/* ---- The frame clock: moves and the flash ------------------------------------------ */

static gboolean tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data);

/* Tick only while something moves or flashes: an idle board asks the
 * frame clock for nothing. */
static void
update_ticking (FtBoardView *self)
{
  gboolean wanted = self->animation.running || self->flashing;

  if (wanted && self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick_cb, NULL, NULL);
  else if (!wanted && self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
}

/* The move has arrived: the model may say so, the game (not a replay) may
 * go on. */
static void
finish_animation (FtBoardView *self)
{
  gboolean replay = self->animation.replay;

  g_clear_handle_id (&self->stall_id, g_source_remove);
  g_clear_handle_id (&self->finish_idle_id, g_source_remove);
  if (!ft_board_model_get_moving (self->model))
    return;
  ft_board_animation_stop (&self->animation);
  update_ticking (self);
  _ft_board_view_invalidate (self, FT_BOARD_VIEW_STILL);
  ft_board_model_set_moving (self->model, FALSE);
  if (!replay)
    g_signal_emit (self, signals[SIGNAL_ANIMATION_FINISHED], 0);
}

/* A new game or none: whatever travelled is forgotten, without a word. */
static void
drop_animation (FtBoardView *self)
{
  g_clear_handle_id (&self->stall_id, g_source_remove);
  g_clear_handle_id (&self->finish_idle_id, g_source_remove);
  ft_board_animation_stop (&self->animation);
  _ft_board_view_stop_flashing (self);
  update_ticking (self);
}

static gboolean
finish_idle_cb (gpointer user_data)
{
  FtBoardView *self = FT_BOARD_VIEW (user_data);

  self->finish_idle_id = 0;
  finish_animation (self);
  return G_SOURCE_REMOVE;
}

static gboolean
stall_cb (gpointer user_data)
{
  FtBoardView *self = FT_BOARD_VIEW (user_data);

  self->stall_id = 0;
  if (self->frozen_blast < 0)
    finish_animation (self);
  return G_SOURCE_REMOVE;
}

static void
tick_flash (FtBoardView *self, gint64 now)
{
  gint64 elapsed;
  gboolean on;

  if (self->flash_start_us == 0)
    self->flash_start_us = now;
  elapsed = now - self->flash_start_us;
  /* Each flash is 0.5 s: lit for the first half, plain for the second. */
  on = elapsed < FLASH_COUNT * FLASH_PERIOD_US && elapsed % FLASH_PERIOD_US < FLASH_PERIOD_US / 2;
  if (on != self->flash_on)
    {
      self->flash_on = on;
      _ft_board_view_invalidate (self, FT_BOARD_VIEW_STILL);
    }
  if (elapsed >= FLASH_COUNT * FLASH_PERIOD_US)
    self->flashing = FALSE;
}

static gboolean
tick_cb (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data G_GNUC_UNUSED)
{
  FtBoardView *self = FT_BOARD_VIEW (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  if (self->animation.running)
    {
      guint stage = self->animation.stage;

      /* A frozen blast (screenshots) stays where it was asked to. */
      if (self->frozen_blast >= 0 && self->animation.phase == FT_BOARD_PHASE_BLAST)
        self->animation.progress = self->frozen_blast;
      else if (!ft_board_animation_advance (&self->animation, now))
        finish_animation (self);
      if (stage != self->animation.stage)
        _ft_board_view_invalidate (self, FT_BOARD_VIEW_STILL);
      gtk_widget_queue_draw (widget);
    }
  if (self->flashing)
    tick_flash (self, now);
  if (!self->animation.running && !self->flashing)
    {
      self->tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
start_flashing (FtBoardView *self, FtCell cell)
{
  /* Nobody would see it: do not leave it pending. */
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  self->flashing = TRUE;
  self->flash_cell = cell;
  self->flash_start_us = 0;
  self->flash_on = TRUE;
  update_ticking (self);
  _ft_board_view_invalidate (self, FT_BOARD_VIEW_STILL);
}

void
_ft_board_view_stop_flashing (FtBoardView *self)
{
  if (!self->flashing)
    return;
  self->flashing = FALSE;
  self->flash_on = FALSE;
  update_ticking (self);
  _ft_board_view_invalidate (self, FT_BOARD_VIEW_STILL);
}

/* The model shows a move: it travels hop by hop. The game must not wait
 * for frames that will never come, nor hear of the landing inside the call
 * that showed the move: without travel it lands from the main loop. */
static void
move_shown_cb (FtBoardModel *model, gboolean animate, gboolean replay, gpointer user_data)
{
  FtBoardView *self = FT_BOARD_VIEW (user_data);
  const FtBoardPicture *before;
  const FtMoveHop *hops;
  guint n;
  FtMark mark = ft_mark_begin ();

  finish_animation (self);
  _ft_board_view_stop_flashing (self);
  n = ft_board_model_get_arriving (model, &before, &hops);
  ft_board_animation_start (&self->animation, before, hops, n, self->speed, self->max_seconds, replay);
  ft_board_model_set_moving (model, TRUE);
  if (!self->animate || !animate || ft_board_animation_get_duration_us (&self->animation) <= 0
      || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->animation.running = FALSE;
      self->finish_idle_id = g_idle_add (finish_idle_cb, self);
    }
  else
    {
      update_ticking (self);
      self->stall_id = g_timeout_add (ft_board_animation_get_duration_us (&self->animation) / 1000
                                        + STALL_GRACE_MS,
                                      stall_cb, self);
    }
  _ft_board_view_invalidate (self, FT_BOARD_VIEW_STILL);
  ft_mark_end (FT_MARK_ANIMATION_STARTS, &mark);
}

gboolean
ft_board_view_is_animating (FtBoardView *self)
{
  g_return_val_if_fail (FT_IS_BOARD_VIEW (self), FALSE);
  return ft_board_model_get_moving (self->model);
}

void
ft_board_view_finish_animation (FtBoardView *self)
{
  g_return_if_fail (FT_IS_BOARD_VIEW (self));
  finish_animation (self);
}

guint
ft_board_view_get_moving_pieces (FtBoardView *self, FtCell from[2], FtCell to[2])
{
  const FtMoveHop *hop;
  guint n = 0;

  g_return_val_if_fail (FT_IS_BOARD_VIEW (self), 0);

  if (!self->animation.running || self->animation.phase != FT_BOARD_PHASE_TRAVEL)
    return 0;
  hop = &self->animation.hops[self->animation.hop];
  from[n] = hop->from;
  to[n++] = hop->to;
  if (hop->with_from != FT_NO_CELL)
    {
      from[n] = hop->with_from;
      to[n++] = hop->with_to;
    }
  return n;
}

gboolean
ft_board_view_is_flashing (FtBoardView *self)
{
  g_return_val_if_fail (FT_IS_BOARD_VIEW (self), FALSE);
  return self->flashing;
}

void
ft_board_view_freeze_blast (FtBoardView *self, double progress)
{
  g_return_if_fail (FT_IS_BOARD_VIEW (self));
  self->frozen_blast = progress < 0 ? -1 : MIN (progress, 1.0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ft_board_view_set_animation_timing (FtBoardView *self, double speed, double max_seconds)
{
  g_return_if_fail (FT_IS_BOARD_VIEW (self));
  g_return_if_fail (speed > 0 && max_seconds > 0);
  self->speed = speed;
  self->max_seconds = max_seconds;
}

/* ---- The model ---------------------------------------------------------------------- */

static void
changed_cb (FtBoardModel *model G_GNUC_UNUSED, gpointer user_data)
{
  FtBoardView *self = FT_BOARD_VIEW (user_data);

  _ft_board_view_invalidate (self, FT_BOARD_VIEW_STILL);
  update_description (self);
}

static void
refused_cb (FtBoardModel *model G_GNUC_UNUSED, guint reason, const char *message G_GNUC_UNUSED, int cell,
            gpointer user_data)
{
  if (reason == FT_BOARD_REFUSAL_KING_EXPOSED && cell != FT_NO_CELL)
    start_flashing (FT_BOARD_VIEW (user_data), cell);
}

static void
game_cb (GObject *model G_GNUC_UNUSED, GParamSpec *pspec G_GNUC_UNUSED, gpointer user_data)
{
  FtBoardView *self = FT_BOARD_VIEW (user_data);

  drop_animation (self);
  /* Another game: maybe another painter (chosen now, not while drawing),
   * other custom kinds, another size. */
  _ft_board_view_get_painter (self);
  _ft_board_view_invalidate (self, FT_BOARD_VIEW_STILL | FT_BOARD_VIEW_TILES | FT_BOARD_VIEW_SPRITES);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  update_description (self);
}

/* Browsing starts or ends: a move of the game still travelling lands first
 * (the game waits for it). */
static void
browsing_cb (GObject *model G_GNUC_UNUSED, GParamSpec *pspec G_GNUC_UNUSED, gpointer user_data)
{
  finish_animation (FT_BOARD_VIEW (user_data));
}

static void
flipped_cb (GObject *model G_GNUC_UNUSED, GParamSpec *pspec G_GNUC_UNUSED, gpointer user_data)
{
  _ft_board_view_invalidate (FT_BOARD_VIEW (user_data), FT_BOARD_VIEW_STILL | FT_BOARD_VIEW_TILES);
}

static void
announcement_cb (GObject *model G_GNUC_UNUSED, GParamSpec *pspec G_GNUC_UNUSED, gpointer user_data)
{
  FtMark mark = ft_mark_begin ();

  update_label (FT_BOARD_VIEW (user_data));
  ft_mark_end ("board view: accessibility (the move told)", &mark);
}

static void
choosing_cb (GObject *model G_GNUC_UNUSED, GParamSpec *pspec G_GNUC_UNUSED, gpointer user_data)
{
  _ft_board_view_update_promotion (FT_BOARD_VIEW (user_data));
}

static void
disconnect_model (FtBoardView *self)
{
  if (self->model == NULL)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (self->model_handlers); i++)
    g_clear_signal_handler (&self->model_handlers[i], self->model);
  g_clear_object (&self->model);
}

void
ft_board_view_set_model (FtBoardView *self, FtBoardModel *model)
{
  g_return_if_fail (FT_IS_BOARD_VIEW (self));
  g_return_if_fail (FT_IS_BOARD_MODEL (model));

  if (self->model == model)
    return;
  drop_animation (self);
  disconnect_model (self);
  self->model = g_object_ref (model);
  self->model_handlers[0] = g_signal_connect (model, "changed", G_CALLBACK (changed_cb), self);
  self->model_handlers[1] = g_signal_connect (model, "move-shown", G_CALLBACK (move_shown_cb), self);
  self->model_handlers[2] = g_signal_connect (model, "refused", G_CALLBACK (refused_cb), self);
  self->model_handlers[3] = g_signal_connect (model, "notify::game", G_CALLBACK (game_cb), self);
  self->model_handlers[4] = g_signal_connect (model, "notify::browsing", G_CALLBACK (browsing_cb), self);
  self->model_handlers[5] = g_signal_connect (model, "notify::flipped", G_CALLBACK (flipped_cb), self);
  self->model_handlers[6] = g_signal_connect (model, "notify::announcement", G_CALLBACK (announcement_cb),
                                              self);
  self->model_handlers[7] = g_signal_connect (model, "notify::choosing-promotion",
                                              G_CALLBACK (choosing_cb), self);
  _ft_board_view_invalidate (self, FT_BOARD_VIEW_STILL | FT_BOARD_VIEW_TILES | FT_BOARD_VIEW_SPRITES);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  update_label (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODEL]);
}

FtBoardModel *
ft_board_view_get_model (FtBoardView *self)
{
  g_return_val_if_fail (FT_IS_BOARD_VIEW (self), NULL);
  return self->model;
}

/* ---- Properties -------------------------------------------------------------------- */

void
ft_board_view_set_animate (FtBoardView *self, gboolean animate)
{
  g_return_if_fail (FT_IS_BOARD_VIEW (self));

  animate = !!animate;
  if (self->animate == animate)
    return;
  self->animate = animate;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATE]);
}

gboolean
ft_board_view_get_animate (FtBoardView *self)
{
  g_return_val_if_fail (FT_IS_BOARD_VIEW (self), FALSE);
  return self->animate;
}

void
ft_board_view_set_show_coordinates (FtBoardView *self, gboolean show)
{
  g_return_if_fail (FT_IS_BOARD_VIEW (self));

  show = !!show;
  if (self->show_coordinates == show)
    return;
  self->show_coordinates = show;
  _ft_board_view_invalidate (self, FT_BOARD_VIEW_STILL | FT_BOARD_VIEW_TILES);
  /* Small squares keep a gutter for the coordinates: another size. */
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_COORDINATES]);
}

gboolean
ft_board_view_get_show_coordinates (FtBoardView *self)
{
  g_return_val_if_fail (FT_IS_BOARD_VIEW (self), FALSE);
  return self->show_coordinates;
}

gboolean
ft_board_view_theme_exists (const char *theme)
{
  return ft_chess_painter_theme_exists (theme);
}

void
ft_board_view_set_theme (FtBoardView *self, const char *theme)
{
  g_return_if_fail (FT_IS_BOARD_VIEW (self));

  if (!ft_board_view_theme_exists (theme) || g_strcmp0 (self->theme, theme) == 0)
    return;
  g_free (self->theme);
  self->theme = g_strdup (theme);
  _ft_board_view_invalidate (self, FT_BOARD_VIEW_STILL | FT_BOARD_VIEW_TILES);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THEME]);
}

const char *
ft_board_view_get_theme (FtBoardView *self)
{
  g_return_val_if_fail (FT_IS_BOARD_VIEW (self), NULL);
  return self->theme;
}

void
ft_board_view_set_cover_text (FtBoardView *self, const char *text)
{
  g_return_if_fail (FT_IS_BOARD_VIEW (self));

  if (g_strcmp0 (self->cover_text, text) == 0)
    return;
  g_free (self->cover_text);
  self->cover_text = g_strdup (text);
  /* Nothing under the cover can be touched (a drag in progress ends). */
  gtk_widget_set_can_target (GTK_WIDGET (self), text == NULL);
  _ft_board_view_invalidate (self, FT_BOARD_VIEW_STILL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COVER_TEXT]);
}

void
_ft_board_view_cover_clicked (FtBoardView *self)
{
  g_signal_emit (self, signals[SIGNAL_COVER_CLICKED], 0);
}

const char *
ft_board_view_get_cover_text (FtBoardView *self)
{
  g_return_val_if_fail (FT_IS_BOARD_VIEW (self), NULL);
  return self->cover_text;
}

void
ft_board_view_set_fog_colour (FtBoardView *self, const GdkRGBA *colour)
{
  g_return_if_fail (FT_IS_BOARD_VIEW (self));
  g_return_if_fail (colour != NULL);

  if (gdk_rgba_equal (&self->fog_colour, colour))
    return;
  self->fog_colour = *colour;
  _ft_board_view_invalidate (self, FT_BOARD_VIEW_STILL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FOG_COLOUR]);
}

void
ft_board_view_get_fog_colour (FtBoardView *self, GdkRGBA *colour)
{
  g_return_if_fail (FT_IS_BOARD_VIEW (self));
  *colour = self->fog_colour;
}

static void
ft_board_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtBoardView *self = FT_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      g_value_set_object (value, self->model);
      break;
    case PROP_ANIMATE:
      g_value_set_boolean (value, self->animate);
      break;
    case PROP_SHOW_COORDINATES:
      g_value_set_boolean (value, self->show_coordinates);
      break;
    case PROP_THEME:
      g_value_set_string (value, self->theme);
      break;
    case PROP_FOG_COLOUR:
      g_value_set_boxed (value, &self->fog_colour);
      break;
    case PROP_COVER_TEXT:
      g_value_set_string (value, self->cover_text);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_board_view_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  FtBoardView *self = FT_BOARD_VIEW (object);

  switch (prop_id)
    {
    case PROP_MODEL:
      if (g_value_get_object (value) != NULL)
        ft_board_view_set_model (self, g_value_get_object (value));
      break;
    case PROP_ANIMATE:
      ft_board_view_set_animate (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_COORDINATES:
      ft_board_view_set_show_coordinates (self, g_value_get_boolean (value));
      break;
    case PROP_THEME:
      ft_board_view_set_theme (self, g_value_get_string (value));
      break;
    case PROP_COVER_TEXT:
      ft_board_view_set_cover_text (self, g_value_get_string (value));
      break;
    case PROP_FOG_COLOUR:
      if (g_value_get_boxed (value) != NULL)
        ft_board_view_set_fog_colour (self, g_value_get_boxed (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* ---- Widget ------------------------------------------------------------------------- */

static void
ft_board_view_unmap (GtkWidget *widget)
{
  FtBoardView *self = FT_BOARD_VIEW (widget);

  /* Without frames the move would only land by the stall timer. */
  _ft_board_view_stop_flashing (self);
  GTK_WIDGET_CLASS (ft_board_view_parent_class)->unmap (widget);
  if (ft_board_model_get_moving (self->model) && self->finish_idle_id == 0)
    self->finish_idle_id = g_idle_add (finish_idle_cb, self);
}

/* A popover child is a native of its own: it is placed, not drawn. (The
 * cached tiles compare their layout with the new one when drawn.) */
static void
ft_board_view_size_allocate (GtkWidget *widget, int width G_GNUC_UNUSED, int height G_GNUC_UNUSED,
                             int baseline G_GNUC_UNUSED)
{
  _ft_board_view_present_promotion (FT_BOARD_VIEW (widget));
}

static void
ft_board_view_dispose (GObject *object)
{
  FtBoardView *self = FT_BOARD_VIEW (object);

  _ft_board_view_destroy_promotion (self);
  drop_animation (self);
  disconnect_model (self);
  g_clear_object (&self->painter);
  _ft_board_view_free_caches (self);
  G_OBJECT_CLASS (ft_board_view_parent_class)->dispose (object);
}

static void
ft_board_view_finalize (GObject *object)
{
  FtBoardView *self = FT_BOARD_VIEW (object);

  g_free (self->theme);
  g_free (self->cover_text);
  g_free (self->description);
  G_OBJECT_CLASS (ft_board_view_parent_class)->finalize (object);
}

static void
ft_board_view_class_init (FtBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = ft_board_view_dispose;
  object_class->finalize = ft_board_view_finalize;
  object_class->get_property = ft_board_view_get_property;
  object_class->set_property = ft_board_view_set_property;
  widget_class->snapshot = _ft_board_view_snapshot;
  widget_class->measure = _ft_board_view_measure;
  widget_class->unmap = ft_board_view_unmap;
  widget_class->size_allocate = ft_board_view_size_allocate;

  properties[PROP_MODEL] = g_param_spec_object ("model", NULL, NULL, FT_TYPE_BOARD_MODEL, rw);
  properties[PROP_ANIMATE] = g_param_spec_boolean ("animate", NULL, NULL, TRUE, rw);
  properties[PROP_SHOW_COORDINATES] = g_param_spec_boolean ("show-coordinates", NULL, NULL, TRUE, rw);
  properties[PROP_THEME] = g_param_spec_string ("theme", NULL, NULL, "brown", rw);
  /* Over the cells hidden by fog of war. */
  properties[PROP_FOG_COLOUR] = g_param_spec_boxed ("fog-colour", NULL, NULL, GDK_TYPE_RGBA, rw);
  properties[PROP_COVER_TEXT] = g_param_spec_string ("cover-text", NULL, NULL, NULL, rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * FtBoardView::animation-finished:
   * The move shown has arrived (the game may go on). Not for a browsed
   * move replayed.
   */
  signals[SIGNAL_ANIMATION_FINISHED] = g_signal_new ("animation-finished", G_TYPE_FROM_CLASS (klass),
                                                     G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                     G_TYPE_NONE, 0);
  /**
   * FtBoardView::cover-clicked:
   * The covered board (a paused game) was clicked: whoever covered it may
   * uncover it. No move is taken while covered.
   */
  signals[SIGNAL_COVER_CLICKED] = g_signal_new ("cover-clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                                NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "ft-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
ft_board_view_init (FtBoardView *self)
{
  g_autoptr (FtBoardModel) model = ft_board_model_new ();

  self->animate = TRUE;
  self->show_coordinates = TRUE;
  self->theme = g_strdup ("brown");
  /* The one table of defaults: ft-game-setup.h. */
  self->speed = FT_DEFAULT_PIECE_MOVEMENT_SPEED;
  self->max_seconds = FT_DEFAULT_MAX_MOVEMENT_TIME;
  self->frozen_blast = -1;
  self->flash_cell = FT_NO_CELL;
  self->press_cell = FT_NO_CELL;
  self->pointer_cell = FT_NO_CELL;
  self->arrow_from = self->arrow_to = FT_NO_CELL;
  gdk_rgba_parse (&self->fog_colour, DEFAULT_FOG_COLOUR);
  ft_board_view_set_model (self, model);
  _ft_board_view_init_input (self);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  /* Keyboard play: the arrows move the cursor, Enter or Space click it. */
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
}

GtkWidget *
ft_board_view_new (void)
{
  return g_object_new (FT_TYPE_BOARD_VIEW, NULL);
}
