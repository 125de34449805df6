/* ft-checkers-view.c — the checkers board with its status line and End
 * Turn button; plays the sounds and owns the keys.
 *
 * Keys are a local shortcut controller on the view (bubble phase): they
 * act while the focus is inside it, which it is from the first click (the
 * board takes the focus). The window forwards its own Ctrl+Z here too
 * while checkers is shown.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-checkers-view.h"
#include "ft-sound-player.h"

struct _FtCheckersView {
  GtkWidget parent_instance;

  FtCheckersBoardWidget *board;
  GtkLabel *status;
  GtkButton *end_turn;
  FtCheckersPlay *game;
  FtCheckersRules rules;
  FtCheckersSide computer_side;
  FtCheckersLevel level;
};

G_DEFINE_FINAL_TYPE (FtCheckersView, ft_checkers_view, GTK_TYPE_WIDGET)

static const char *
side_to_move_text (FtCheckersSide side)
{
  return side == FT_CHECKERS_FIRE ? _("Fire to move") : _("Water to move");
}

static void
update_status (FtCheckersView *self)
{
  const FtCheckersBoard *board;
  FtCheckersSide winner;
  const char *text;

  if (self->game == NULL)
    return;
  board = ft_checkers_play_get_board (self->game);
  winner = ft_checkers_winner (board);
  if (winner == FT_CHECKERS_FIRE)
    text = _("Fire wins");
  else if (winner == FT_CHECKERS_WATER)
    text = _("Water wins");
  else if (winner == FT_CHECKERS_TIE)
    text = _("Tie");
  else if (ft_checkers_play_get_thinking (self->game))
    text = _("The computer is thinking…");
  else if (ft_checkers_can_end_turn (board))
    text = ft_checkers_to_move (board) == FT_CHECKERS_FIRE ? _("Fire: jump on, or end the turn")
                                                           : _("Water: jump on, or end the turn");
  else
    text = side_to_move_text (ft_checkers_to_move (board));
  gtk_label_set_text (self->status, text);
  gtk_widget_set_sensitive (GTK_WIDGET (self->end_turn),
                            ft_checkers_can_end_turn (board) && ft_checkers_play_is_human_turn (self->game));
}

static void
changed_cb (FtCheckersPlay *game G_GNUC_UNUSED, gpointer user_data)
{
  update_status (user_data);
}

static void
thinking_cb (GObject *game G_GNUC_UNUSED, GParamSpec *pspec G_GNUC_UNUSED, gpointer user_data)
{
  update_status (user_data);
}

static void
moved_cb (FtCheckersPlay *game G_GNUC_UNUSED, int from G_GNUC_UNUSED, int to G_GNUC_UNUSED, int kind,
          gboolean crowned, gpointer user_data G_GNUC_UNUSED)
{
  FtSoundPlayer *sounds = ft_sound_player_get_default ();

  /* An explosion has its own sound ("exploded"). */
  if (kind == FT_CHECKERS_MOVE_EXPLODED)
    return;
  if (crowned)
    ft_sound_player_play (sounds, FT_SOUND_PROMOTION);
  else
    ft_sound_player_play (sounds, kind == FT_CHECKERS_MOVE_CAPTURED ? FT_SOUND_CAPTURE : FT_SOUND_MOVE);
}

static void
exploded_cb (FtCheckersPlay *game G_GNUC_UNUSED, int centre G_GNUC_UNUSED, guint64 removed G_GNUC_UNUSED,
             gpointer user_data G_GNUC_UNUSED)
{
  ft_sound_player_play (ft_sound_player_get_default (), FT_SOUND_EXPLOSION);
}

static void
game_over_cb (FtCheckersPlay *game G_GNUC_UNUSED, int winner, gpointer user_data)
{
  FtCheckersView *self = user_data;
  FtSound sound = FT_SOUND_WIN;

  if (winner == FT_CHECKERS_TIE)
    sound = FT_SOUND_DRAW;
  else if (self->computer_side != FT_CHECKERS_NONE && winner == (int) self->computer_side)
    sound = FT_SOUND_LOSE;
  ft_sound_player_play (ft_sound_player_get_default (), sound);
  update_status (self);
}

static void
drop_game (FtCheckersView *self)
{
  if (self->game == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->game, self);
  ft_checkers_board_widget_set_game (self->board, NULL);
  g_clear_object (&self->game);
}

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
  g_return_if_fail (FT_IS_CHECKERS_VIEW (self));
  drop_game (self);
  self->game = ft_checkers_play_new (self->rules);
  g_signal_connect (self->game, "changed", G_CALLBACK (changed_cb), self);
  g_signal_connect (self->game, "notify::thinking", G_CALLBACK (thinking_cb), self);
  g_signal_connect (self->game, "moved", G_CALLBACK (moved_cb), self);
  g_signal_connect (self->game, "exploded", G_CALLBACK (exploded_cb), self);
  g_signal_connect (self->game, "game-over", G_CALLBACK (game_over_cb), self);
  ft_checkers_board_widget_set_game (self->board, self->game);
  /* Water at the bottom when the computer plays Fire. */
  ft_checkers_board_widget_set_flipped (self->board, self->computer_side == FT_CHECKERS_FIRE);
  ft_sound_player_play (ft_sound_player_get_default (), FT_SOUND_GAME_START);
  ft_checkers_play_set_computer (self->game, self->computer_side, self->level);
  update_status (self);
}

gboolean
ft_checkers_view_undo (FtCheckersView *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_VIEW (self), FALSE);
  return self->game != NULL && ft_checkers_play_undo (self->game);
}

gboolean
ft_checkers_view_end_turn (FtCheckersView *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_VIEW (self), FALSE);
  return self->game != NULL && ft_checkers_play_end_turn (self->game);
}

FtCheckersPlay *
ft_checkers_view_get_game (FtCheckersView *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_VIEW (self), NULL);
  return self->game;
}

FtCheckersBoardWidget *
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

  drop_game (self);
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
  self->board = FT_CHECKERS_BOARD_WIDGET (ft_checkers_board_widget_new ());
  gtk_widget_set_parent (GTK_WIDGET (self->board), GTK_WIDGET (self));

  self->status = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_set_hexpand (GTK_WIDGET (self->status), TRUE);
  gtk_label_set_xalign (self->status, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->status), "heading");
  self->end_turn = GTK_BUTTON (gtk_button_new_with_mnemonic (_("_End Turn")));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->end_turn), _("End the turn after a capture (Space)"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->end_turn), "checkers.end-turn");
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
