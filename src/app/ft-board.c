/* ft-board.c — the board widget: its type, properties and signals, and the
 * game it shows. Drawing, input, animation and artwork live in the other
 * ft-board-*.c files (see ft-board-private.h). */
#include "config.h"

#include "ft-board-private.h"
#include "ft-game-setup.h"

G_DEFINE_FINAL_TYPE (FtBoard, ft_board, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_ANIMATE,
  PROP_SHOW_COORDINATES,
  PROP_THEME,
  PROP_INTERACTIVE_COLOURS,
  PROP_FLIPPED,
  PROP_CHOOSE_PROMOTION,
  PROP_PREMOVE,
  PROP_VIEWING,
  PROP_FOG_COLOUR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

guint _ft_board_signals[FT_BOARD_N_SIGNALS];

static void
game_over_cb (FtGame *game, int result G_GNUC_UNUSED, int reason, gpointer user_data)
{
  FtBoard *self = FT_BOARD (user_data);
  const FtPosition *pos = ft_game_get_position (game);

  _ft_board_drop_promotion (self);
  _ft_board_forget_premove (self);
  _ft_board_deselect (self);
  self->dragging = FALSE;
  if (reason == FT_REASON_CHECKMATE)
    {
      FtSquare squares[FT_BOARD_CELLS];
      guint n = ft_position_checkmate_contributors (pos, squares);

      self->mated_king = pos->king_square[pos->side_to_move];
      for (guint i = 0; i < n && i < G_N_ELEMENTS (squares); i++)
        self->contributor[squares[i]] = TRUE;
    }
  /* A move on its way is announced with the result when it lands. */
  if (!self->animating)
    _ft_board_announce (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
ft_board_unmap (GtkWidget *widget)
{
  FtBoard *self = FT_BOARD (widget);

  /* Without frames the animation would only end by the stall timer. */
  _ft_board_stop_flashing (self);
  GTK_WIDGET_CLASS (ft_board_parent_class)->unmap (widget);
  _ft_board_finish_animation_soon (self);
}

/* A popover child is a native of its own: it is placed, not drawn. */
static void
ft_board_size_allocate (GtkWidget *widget, int width G_GNUC_UNUSED, int height G_GNUC_UNUSED,
                        int baseline G_GNUC_UNUSED)
{
  FtBoard *self = FT_BOARD (widget);

  if (self->promotion_popover != NULL)
    gtk_popover_present (GTK_POPOVER (self->promotion_popover));
}

/* Connected after the session's own handler: the human player's turn has
 * begun, so a premove can be requested at once. */
static void
turn_started_cb (FtGame *game G_GNUC_UNUSED, int side, gpointer user_data)
{
  _ft_board_turn_started (FT_BOARD (user_data), (FtColour) side);
}

/* ---- Browsing: an earlier position, read-only --------------------------- */

const FtPosition *
_ft_board_position (FtBoard *self)
{
  return self->view != NULL ? self->view : ft_game_get_position (self->game);
}

void
ft_board_set_view (FtBoard *self, const FtPosition *position, FtMove last_move, gboolean animate)
{
  gboolean was_viewing;

  g_return_if_fail (FT_IS_BOARD (self));
  g_return_if_fail (self->game != NULL || position == NULL);

  was_viewing = self->view != NULL;
  /* A move of the game still travelling lands first (the game waits for
   * it); so does the previous step of a replay. */
  _ft_board_finish_animation (self);
  _ft_board_drop_promotion (self);
  _ft_board_deselect (self);
  self->dragging = FALSE;
  if (position == NULL)
    {
      g_clear_pointer (&self->view, g_free);
      if (self->game != NULL)
        memcpy (self->shown, ft_game_get_position (self->game)->board, sizeof self->shown);
    }
  else
    {
      if (self->view == NULL)
        self->view = g_new (FtPosition, 1);
      *self->view = *position;
      self->view_last_move = last_move;
      if (animate && last_move != FT_MOVE_NONE)
        {
          self->view_animation = TRUE;
          _ft_board_start_animation (self, last_move);
        }
      else
        memcpy (self->shown, self->view->board, sizeof self->shown);
    }
  if (was_viewing != (self->view != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWING]);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
ft_board_is_viewing (FtBoard *self)
{
  g_return_val_if_fail (FT_IS_BOARD (self), FALSE);
  return self->view != NULL;
}

/* ---- Object ------------------------------------------------------------- */

static void
disconnect_game (FtBoard *self)
{
  if (self->game == NULL)
    return;
  g_clear_signal_handler (&self->game_over_id, self->game);
  g_clear_signal_handler (&self->turn_started_id, self->game);
  g_clear_object (&self->game);
}

static void
reset_state (FtBoard *self)
{
  _ft_board_drop_promotion (self);
  self->selected = FT_NO_SQUARE;
  self->selecting_premove = FALSE;
  self->premove_from = self->premove_to = FT_NO_SQUARE;
  self->focus_square = FT_NO_SQUARE;
  self->peer_selected = FT_NO_SQUARE;
  memset (self->destination, 0, sizeof self->destination);
  self->dragging = FALSE;
  self->mated_king = FT_NO_SQUARE;
  memset (self->contributor, 0, sizeof self->contributor);
  self->animating = FALSE;
  self->view_animation = FALSE;
  if (self->view != NULL)
    {
      g_clear_pointer (&self->view, g_free);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_VIEWING]);
    }
  self->n_movers = 0;
  self->skip_next_animation = FALSE;
  g_clear_handle_id (&self->stall_timeout_id, g_source_remove);
  g_clear_handle_id (&self->finish_idle_id, g_source_remove);
  self->flashing = FALSE;
  self->flash_on = FALSE;
  _ft_board_update_ticking (self);
}

void
ft_board_set_game (FtBoard *self, FtGame *game)
{
  g_return_if_fail (FT_IS_BOARD (self));
  g_return_if_fail (game == NULL || FT_IS_GAME (game));

  disconnect_game (self);
  reset_state (self);
  _ft_board_reset_announcement (self);
  memset (self->shown, 0, sizeof self->shown);
  if (game != NULL)
    {
      self->game = g_object_ref (game);
      memcpy (self->shown, ft_game_get_position (game)->board, sizeof self->shown);
      self->game_over_id = g_signal_connect (game, "game-over", G_CALLBACK (game_over_cb), self);
      self->turn_started_id = g_signal_connect (game, "turn-started", G_CALLBACK (turn_started_cb),
                                                self);
      if (ft_game_is_over (game))
        {
          FtResultReason reason;

          ft_game_get_result (game, &reason);
          game_over_cb (game, 0, reason, self);
        }
    }
  gtk_widget_queue_resize (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

FtGame *
ft_board_get_game (FtBoard *self)
{
  g_return_val_if_fail (FT_IS_BOARD (self), NULL);
  return self->game;
}

void
ft_board_set_animation_timing (FtBoard *self, double speed, double max_seconds)
{
  g_return_if_fail (FT_IS_BOARD (self));
  g_return_if_fail (speed > 0 && max_seconds > 0);
  self->speed = speed;
  self->max_seconds = max_seconds;
}

void
ft_board_set_animate (FtBoard *self, gboolean animate)
{
  g_return_if_fail (FT_IS_BOARD (self));
  animate = !!animate;
  if (self->animate == animate)
    return;
  self->animate = animate;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATE]);
}

gboolean
ft_board_get_animate (FtBoard *self)
{
  g_return_val_if_fail (FT_IS_BOARD (self), FALSE);
  return self->animate;
}

void
ft_board_set_show_coordinates (FtBoard *self, gboolean show)
{
  g_return_if_fail (FT_IS_BOARD (self));
  show = !!show;
  if (self->show_coordinates == show)
    return;
  self->show_coordinates = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_COORDINATES]);
}

void
ft_board_set_theme (FtBoard *self, const char *theme)
{
  g_return_if_fail (FT_IS_BOARD (self));

  if (!ft_board_theme_exists (theme) || g_strcmp0 (self->theme, theme) == 0)
    return;
  g_free (self->theme);
  self->theme = g_strdup (theme);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THEME]);
}

const char *
ft_board_get_theme (FtBoard *self)
{
  g_return_val_if_fail (FT_IS_BOARD (self), NULL);
  return self->theme;
}

gboolean
ft_board_get_show_coordinates (FtBoard *self)
{
  g_return_val_if_fail (FT_IS_BOARD (self), FALSE);
  return self->show_coordinates;
}

void
ft_board_set_interactive_colours (FtBoard *self, guint colours)
{
  g_return_if_fail (FT_IS_BOARD (self));
  g_return_if_fail ((colours & ~FT_BOARD_BOTH_COLOURS) == 0);

  if (self->interactive_colours == colours)
    return;
  self->interactive_colours = colours;
  /* A premove belongs to the player who made it. */
  _ft_board_forget_premove (self);
  /* A selection or a promotion choice made for a side that may no longer
   * move by hand must not outlive the change. */
  if (self->game != NULL
      && (colours & (1u << ft_game_get_position (self->game)->side_to_move)) == 0)
    {
      _ft_board_drop_promotion (self);
      _ft_board_deselect (self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INTERACTIVE_COLOURS]);
}

guint
ft_board_get_interactive_colours (FtBoard *self)
{
  g_return_val_if_fail (FT_IS_BOARD (self), 0);
  return self->interactive_colours;
}

void
ft_board_set_flipped (FtBoard *self, gboolean flipped)
{
  g_return_if_fail (FT_IS_BOARD (self));

  flipped = !!flipped;
  if (self->flipped == flipped)
    return;
  self->flipped = flipped;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLIPPED]);
}

gboolean
ft_board_get_flipped (FtBoard *self)
{
  g_return_val_if_fail (FT_IS_BOARD (self), FALSE);
  return self->flipped;
}

void
ft_board_set_choose_promotion (FtBoard *self, gboolean choose)
{
  g_return_if_fail (FT_IS_BOARD (self));

  choose = !!choose;
  if (self->choose_promotion == choose)
    return;
  self->choose_promotion = choose;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHOOSE_PROMOTION]);
}

gboolean
ft_board_get_choose_promotion (FtBoard *self)
{
  g_return_val_if_fail (FT_IS_BOARD (self), FALSE);
  return self->choose_promotion;
}

static void
ft_board_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtBoard *self = FT_BOARD (object);

  switch (prop_id)
    {
    case PROP_ANIMATE:
      g_value_set_boolean (value, self->animate);
      break;
    case PROP_SHOW_COORDINATES:
      g_value_set_boolean (value, self->show_coordinates);
      break;
    case PROP_THEME:
      g_value_set_string (value, self->theme);
      break;
    case PROP_INTERACTIVE_COLOURS:
      g_value_set_uint (value, self->interactive_colours);
      break;
    case PROP_FLIPPED:
      g_value_set_boolean (value, self->flipped);
      break;
    case PROP_CHOOSE_PROMOTION:
      g_value_set_boolean (value, self->choose_promotion);
      break;
    case PROP_PREMOVE:
      g_value_set_boolean (value, self->premove_enabled);
      break;
    case PROP_VIEWING:
      g_value_set_boolean (value, self->view != NULL);
      break;
    case PROP_FOG_COLOUR:
      g_value_set_boxed (value, &self->fog_colour);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_board_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  FtBoard *self = FT_BOARD (object);

  switch (prop_id)
    {
    case PROP_ANIMATE:
      ft_board_set_animate (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_COORDINATES:
      ft_board_set_show_coordinates (self, g_value_get_boolean (value));
      break;
    case PROP_THEME:
      ft_board_set_theme (self, g_value_get_string (value));
      break;
    case PROP_INTERACTIVE_COLOURS:
      ft_board_set_interactive_colours (self, g_value_get_uint (value));
      break;
    case PROP_FLIPPED:
      ft_board_set_flipped (self, g_value_get_boolean (value));
      break;
    case PROP_CHOOSE_PROMOTION:
      ft_board_set_choose_promotion (self, g_value_get_boolean (value));
      break;
    case PROP_FOG_COLOUR:
      if (g_value_get_boxed (value) != NULL)
        ft_board_set_fog_colour (self, g_value_get_boxed (value));
      break;
    case PROP_PREMOVE:
      ft_board_set_premove_enabled (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_board_dispose (GObject *object)
{
  FtBoard *self = FT_BOARD (object);

  _ft_board_destroy_promotion_popover (self);
  disconnect_game (self);
  reset_state (self);
  _ft_board_free_artwork (self);
  G_OBJECT_CLASS (ft_board_parent_class)->dispose (object);
}

static void
ft_board_finalize (GObject *object)
{
  g_free (FT_BOARD (object)->theme);
  g_free (FT_BOARD (object)->pending_announcement);
  g_free (FT_BOARD (object)->announcement);
  g_free (FT_BOARD (object)->view);
  G_OBJECT_CLASS (ft_board_parent_class)->finalize (object);
}

static void
ft_board_class_init (FtBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ft_board_dispose;
  object_class->finalize = ft_board_finalize;
  object_class->get_property = ft_board_get_property;
  object_class->set_property = ft_board_set_property;

  widget_class->snapshot = _ft_board_snapshot;
  widget_class->measure = _ft_board_measure;
  widget_class->unmap = ft_board_unmap;
  widget_class->size_allocate = ft_board_size_allocate;

  properties[PROP_ANIMATE] =
    g_param_spec_boolean ("animate", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_COORDINATES] =
    g_param_spec_boolean ("show-coordinates", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_THEME] =
    g_param_spec_string ("theme", NULL, NULL, "brown",
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_INTERACTIVE_COLOURS] =
    g_param_spec_uint ("interactive-colours", NULL, NULL, 0, FT_BOARD_BOTH_COLOURS, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FLIPPED] =
    g_param_spec_boolean ("flipped", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CHOOSE_PROMOTION] =
    g_param_spec_boolean ("choose-promotion", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PREMOVE] =
    g_param_spec_boolean ("premove", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEWING] =
    g_param_spec_boolean ("viewing", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Over the squares hidden by fog of war (ft_board_set_fog_viewer). */
  properties[PROP_FOG_COLOUR] =
    g_param_spec_boxed ("fog-colour", NULL, NULL, GDK_TYPE_RGBA,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * FtBoard::animation-finished:
   * The last move has arrived; the game may go on.
   */
  _ft_board_signals[FT_BOARD_SIGNAL_ANIMATION_FINISHED] =
    g_signal_new ("animation-finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                  NULL, NULL, G_TYPE_NONE, 0);
  /**
   * FtBoard::king-exposed:
   * The human tried a move that would leave their king attacked.
   */
  _ft_board_signals[FT_BOARD_SIGNAL_KING_EXPOSED] =
    g_signal_new ("king-exposed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);

  /**
   * FtBoard::move-requested:
   * @from: the FtSquare the piece leaves
   * @to: the FtSquare it goes to
   * @promotion: the FtKind it becomes, FT_NO_KIND if it is no promotion
   *
   * The human asked for a legal move. The board does not play it: the owner
   * does (ft_position_find_move() turns the three back into the move) and
   * then calls ft_board_show_move().
   */
  _ft_board_signals[FT_BOARD_SIGNAL_MOVE_REQUESTED] =
    g_signal_new ("move-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_UINT, G_TYPE_UINT);

  /**
   * FtBoard::premove-dropped:
   * @from: the FtSquare of the premove's piece
   * @to: where it was to go
   *
   * The premove's side began its turn and the premove was not legal then:
   * it was dropped.
   */
  _ft_board_signals[FT_BOARD_SIGNAL_PREMOVE_DROPPED] =
    g_signal_new ("premove-dropped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_UINT);

  gtk_widget_class_set_css_name (widget_class, "ft-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
ft_board_init (FtBoard *self)
{
  self->selected = FT_NO_SQUARE;
  self->press_square = FT_NO_SQUARE;
  self->mated_king = FT_NO_SQUARE;
  self->flash_square = FT_NO_SQUARE;
  self->promotion_from = self->promotion_to = FT_NO_SQUARE;
  self->premove_from = self->premove_to = FT_NO_SQUARE;
  self->premove_enabled = TRUE;
  self->animate = TRUE;
  self->show_coordinates = TRUE;
  self->theme = g_strdup ("brown");
  /* The one table of defaults: ft-game-setup.h. */
  self->speed = FT_DEFAULT_PIECE_MOVEMENT_SPEED;
  self->max_seconds = FT_DEFAULT_MAX_MOVEMENT_TIME;

  _ft_board_init_input (self);
  _ft_board_init_fog (self);

  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  /* Keyboard play: arrows move a focus square, Enter or Space click it. */
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
}

GtkWidget *
ft_board_new (void)
{
  return g_object_new (FT_TYPE_BOARD, NULL);
}
