/* ft-checkers-view.c — the checkers board with its status line and End
 * Turn button; plays the sounds and owns the keys. The path of a turn is
 * the chess window's: the board model asks for a whole turn
 * ("move-requested"), the session plays it, the view holds the session
 * while the board shows it hop by hop, then the next turn begins.
 *
 * Keys are a local shortcut controller on the view (bubble phase): they
 * act while the focus is inside it, which it is from the first click (the
 * board takes the focus; its own Space ends a turn that may end). The
 * window forwards its own Ctrl+Z here too while checkers is shown.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-checkers-ruleset.h"
#include "ft-checkers-view.h"
#include "ft-computer-player.h"
#include "ft-human-player.h"
#include "ft-names.h"
#include "ft-sound-player.h"

struct _FtCheckersView {
  GtkWidget parent_instance;

  FtBoardView *board;
  FtBoardModel *model;
  GtkLabel *status;
  GtkButton *end_turn;
  FtSession *session;
  gboolean holding; /* the session waits for the board to show the turn */
  FtCheckersRules rules;
  FtCheckersSide computer_side;
  FtCheckersLevel level;
};

G_DEFINE_FINAL_TYPE (FtCheckersView, ft_checkers_view, GTK_TYPE_WIDGET)

/* ---- Status ---------------------------------------------------------------- */

static const char *
status_text (FtCheckersView *self)
{
  FtGame *game = ft_session_get_game (self->session);
  gboolean fire = ft_game_get_turn (game) == FT_WHITE;

  switch (ft_game_get_result (game, NULL))
    {
    case FT_RESULT_WHITE_WINS:
      return _("Fire wins");
    case FT_RESULT_BLACK_WINS:
      return _("Water wins");
    case FT_RESULT_DRAW:
      return _("Tie");
    case FT_RESULT_NONE:
    default:
      break;
    }
  if (ft_session_is_waiting_for_opponent (self->session))
    return _("The computer is thinking…");
  if (ft_board_model_can_end_turn (self->model))
    return fire ? _("Fire: jump on, or end the turn") : _("Water: jump on, or end the turn");
  return fire ? _("Fire to move") : _("Water to move");
}

static void
update_status (FtCheckersView *self)
{
  if (self->session == NULL)
    return;
  gtk_label_set_text (self->status, status_text (self));
  gtk_widget_set_sensitive (GTK_WIDGET (self->end_turn), ft_board_model_can_end_turn (self->model));
}

/* ---- The session ------------------------------------------------------------ */

static void
release_hold (FtCheckersView *self)
{
  if (!self->holding)
    return;
  self->holding = FALSE;
  ft_session_release (self->session);
}

/* A turn's sound: its blast, a crowning, a capture, or a step. */
static FtSound
sound_of_turn (FtCheckersView *self)
{
  const FtMoveHop *hops;
  guint n = ft_board_model_get_arriving (self->model, NULL, &hops);
  FtSound sound = FT_SOUND_MOVE;

  for (guint i = 0; i < n; i++)
    {
      if (hops[i].explosion != FT_NO_CELL)
        return FT_SOUND_EXPLOSION;
      if (hops[i].lands_as.crowned && !hops[i].piece.crowned)
        sound = FT_SOUND_PROMOTION;
      else if (sound == FT_SOUND_MOVE && ft_cell_set_count (&hops[i].removed) > 0)
        sound = FT_SOUND_CAPTURE;
    }
  return sound;
}

static void
move_played_cb (FtSession *session, const FtGameMove *move, gpointer user_data)
{
  FtCheckersView *self = FT_CHECKERS_VIEW (user_data);

  release_hold (self);
  ft_session_hold (session);
  self->holding = TRUE;
  ft_board_model_show_move (self->model, move);
  ft_sound_player_play (ft_sound_player_get_default (), sound_of_turn (self));
  update_status (self);
}

static void
game_over_cb (FtSession *session G_GNUC_UNUSED, FtResult result, FtResultReason reason G_GNUC_UNUSED,
              gpointer user_data)
{
  FtCheckersView *self = FT_CHECKERS_VIEW (user_data);
  FtSound sound = FT_SOUND_WIN;

  if (result == FT_RESULT_DRAW)
    sound = FT_SOUND_DRAW;
  else if (self->computer_side != FT_CHECKERS_NONE
           && (result == FT_RESULT_WHITE_WINS) == (self->computer_side == FT_CHECKERS_FIRE))
    sound = FT_SOUND_LOSE;
  ft_sound_player_play (ft_sound_player_get_default (), sound);
  update_status (self);
}

static void
turn_started_cb (FtSession *session G_GNUC_UNUSED, FtColour side G_GNUC_UNUSED, gpointer user_data)
{
  update_status (FT_CHECKERS_VIEW (user_data));
}

/* A takeback: the board shows the game as it is now. */
static void
position_changed_cb (FtSession *session, gpointer user_data)
{
  FtCheckersView *self = FT_CHECKERS_VIEW (user_data);

  release_hold (self);
  ft_board_model_set_game (self->model, ft_session_get_game (session));
  update_status (self);
}

static void
stop_session (FtCheckersView *self)
{
  if (self->session == NULL)
    return;
  /* Stopped and disconnected first: the released hold must not begin a
   * turn. */
  g_signal_handlers_disconnect_by_data (self->session, self);
  ft_session_stop (self->session);
  release_hold (self);
  ft_board_model_set_game (self->model, NULL);
  g_clear_object (&self->session);
}

static FtPlayer *
make_player (FtCheckersView *self, FtColour colour)
{
  if (ft_checkers_side_of_colour (colour) != self->computer_side)
    return FT_PLAYER (ft_human_player_new (ft_checkers_side_label (colour)));
  return FT_PLAYER (ft_computer_player_new ((FtLevel) self->level, g_random_int ()));
}

/* ---- The board ------------------------------------------------------------------ */

static void
move_requested_cb (FtBoardModel *model G_GNUC_UNUSED, const FtGameMove *move, gpointer user_data)
{
  FtCheckersView *self = FT_CHECKERS_VIEW (user_data);

  if (self->session == NULL || !ft_session_request (self->session, move))
    update_status (self);
}

static void
board_changed_cb (FtBoardModel *model G_GNUC_UNUSED, gpointer user_data)
{
  update_status (FT_CHECKERS_VIEW (user_data));
}

/* The turn has arrived on the board: only now may the next one begin. */
static void
animation_finished_cb (FtBoardView *board G_GNUC_UNUSED, gpointer user_data)
{
  FtCheckersView *self = FT_CHECKERS_VIEW (user_data);

  release_hold (self);
  update_status (self);
}

/* ---- Public ------------------------------------------------------------------------ */

void
ft_checkers_view_start (FtCheckersView *self, FtCheckersRules rules, FtCheckersSide computer_side,
                        FtCheckersLevel level)
{
  g_return_if_fail (FT_IS_CHECKERS_VIEW (self));
  self->rules = rules;
  self->computer_side = computer_side;
  self->level = level;
  ft_checkers_view_new_game (self);
}

void
ft_checkers_view_new_game (FtCheckersView *self)
{
  g_autoptr (FtRuleset) start = NULL;
  g_autoptr (FtClock) clock = ft_clock_new_untimed ();
  g_autoptr (FtGame) game = NULL;
  g_autoptr (FtPlayer) fire = NULL;
  g_autoptr (FtPlayer) water = NULL;

  g_return_if_fail (FT_IS_CHECKERS_VIEW (self));

  stop_session (self);
  start = FT_RULESET (ft_checkers_ruleset_new (self->rules, FT_CHECKERS_TURN_END_AUTO));
  game = ft_game_new_for_rules (start, self->computer_side == FT_CHECKERS_FIRE ? FT_BLACK : FT_WHITE, clock);
  fire = make_player (self, FT_WHITE);
  water = make_player (self, FT_BLACK);
  self->session = ft_session_new_with_players (game, fire, water);
  g_signal_connect (self->session, "move-played", G_CALLBACK (move_played_cb), self);
  g_signal_connect (self->session, "game-over", G_CALLBACK (game_over_cb), self);
  g_signal_connect (self->session, "turn-started", G_CALLBACK (turn_started_cb), self);
  g_signal_connect (self->session, "position-changed", G_CALLBACK (position_changed_cb), self);
  ft_board_model_set_game (self->model, game);
  ft_board_model_set_interactive_colours (self->model, ft_session_get_local_colours (self->session));
  /* Water at the bottom when the computer plays Fire. */
  ft_board_model_set_flipped (self->model, self->computer_side == FT_CHECKERS_FIRE);
  ft_sound_player_play (ft_sound_player_get_default (), FT_SOUND_GAME_START);
  ft_session_start (self->session);
  update_status (self);
}

gboolean
ft_checkers_view_undo (FtCheckersView *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_VIEW (self), FALSE);

  if (self->session == NULL)
    return FALSE;
  /* A turn being built goes first; then the last turn (against the
   * computer, its reply too). */
  if (ft_board_model_get_selected (self->model) != FT_NO_CELL && ft_board_model_cancel (self->model))
    return TRUE;
  return ft_session_take_back (self->session);
}

gboolean
ft_checkers_view_end_turn (FtCheckersView *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_VIEW (self), FALSE);
  return ft_board_model_end_turn (self->model);
}

FtSession *
ft_checkers_view_get_session (FtCheckersView *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_VIEW (self), NULL);
  return self->session;
}

FtCheckersSide
ft_checkers_view_get_computer_side (FtCheckersView *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_VIEW (self), FT_CHECKERS_NONE);
  return self->computer_side;
}

FtBoardView *
ft_checkers_view_get_board (FtCheckersView *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_VIEW (self), NULL);
  return self->board;
}

const char *
ft_checkers_view_get_status (FtCheckersView *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_VIEW (self), NULL);
  return gtk_label_get_text (self->status);
}

gboolean
ft_checkers_view_get_end_turn_enabled (FtCheckersView *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_VIEW (self), FALSE);
  return gtk_widget_get_sensitive (GTK_WIDGET (self->end_turn));
}

/* ---- Actions (keys and the button) --------------------------------------- */

static void
new_game_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED)
{
  ft_checkers_view_new_game (FT_CHECKERS_VIEW (widget));
}

static void
undo_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED)
{
  ft_checkers_view_undo (FT_CHECKERS_VIEW (widget));
}

static void
end_turn_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED)
{
  ft_checkers_view_end_turn (FT_CHECKERS_VIEW (widget));
}

static void
ft_checkers_view_dispose (GObject *object)
{
  FtCheckersView *self = FT_CHECKERS_VIEW (object);
  GtkWidget *child;

  if (self->model != NULL)
    {
      stop_session (self);
      g_signal_handlers_disconnect_by_data (self->model, self);
      self->model = NULL;
    }
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (ft_checkers_view_parent_class)->dispose (object);
}

static void
ft_checkers_view_class_init (FtCheckersViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ft_checkers_view_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "checkers-view");

  gtk_widget_class_install_action (widget_class, "checkers.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "checkers.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "checkers.end-turn", NULL, end_turn_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, 0, "checkers.new-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_N, GDK_SHIFT_MASK, "checkers.new-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK, "checkers.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_space, 0, "checkers.end-turn", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Space, 0, "checkers.end-turn", NULL);
}

static void
ft_checkers_view_init (FtCheckersView *self)
{
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
  self->computer_side = FT_CHECKERS_NONE;
  self->level = FT_CHECKERS_LEVEL_NORMAL;
  self->board = FT_BOARD_VIEW (ft_board_view_new ());
  self->model = ft_board_view_get_model (self->board);
  gtk_widget_set_parent (GTK_WIDGET (self->board), GTK_WIDGET (self));
  g_signal_connect (self->model, "move-requested", G_CALLBACK (move_requested_cb), self);
  g_signal_connect (self->model, "changed", G_CALLBACK (board_changed_cb), self);
  g_signal_connect (self->board, "animation-finished", G_CALLBACK (animation_finished_cb), self);

  self->status = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_hexpand (GTK_WIDGET (self->status), TRUE);
  gtk_label_set_xalign (self->status, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->status), "heading");
  self->end_turn = GTK_BUTTON (gtk_button_new_with_mnemonic (_("_End Turn")));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->end_turn), _("End the turn after a capture (Space)"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->end_turn), "checkers.end-turn");
  /* Read once (GTK 4.8 would say "_End Turn End Turn"; ft-sidebar.c). */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (self->end_turn), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->end_turn), GTK_ACCESSIBLE_PROPERTY_LABEL, _("End Turn"), -1);
  gtk_widget_set_focusable (GTK_WIDGET (self->end_turn), FALSE);
  gtk_box_append (GTK_BOX (bar), GTK_WIDGET (self->status));
  gtk_box_append (GTK_BOX (bar), GTK_WIDGET (self->end_turn));
  gtk_widget_set_margin_start (bar, 12);
  gtk_widget_set_margin_end (bar, 12);
  gtk_widget_set_margin_top (bar, 6);
  gtk_widget_set_margin_bottom (bar, 6);
  gtk_widget_set_parent (bar, GTK_WIDGET (self));
}

GtkWidget *
ft_checkers_view_new (void)
{
  return g_object_new (FT_TYPE_CHECKERS_VIEW, NULL);
}
