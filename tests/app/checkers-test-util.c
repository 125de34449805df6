/* checkers-test-util.c — see checkers-test-util.h. */
#include "config.h"

#include "app-test-util.h"
#include "checkers-test-util.h"

FtCell
sq (const char *name)
{
  return ft_cell_from_checkers (ft_checkers_square_from_string (name));
}

FtWindow *
open_checkers_with (const FtGameSetup *setup)
{
  FtWindow *window = ft_window_new (NULL, NULL);

  gtk_window_present (GTK_WINDOW (window));
  ft_window_start (window, setup);
  g_assert_true (wait_until (board_ready, window, 5000));
  spin (50);
  /* The window's own board and sidebar show the game. */
  g_assert_nonnull (ft_window_get_session (window));
  g_assert_cmpint (ft_game_get_kind (ft_window_get_game (window)), ==, FT_GAME_KIND_CHECKERS);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (ft_window_get_board (window))));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (ft_sidebar_get_layout (ft_window_get_sidebar (window)))));
  g_assert_true (ft_sidebar_get_end_turn_visible (ft_window_get_sidebar (window)));
  return window;
}

FtWindow *
open_checkers (FtOpponent opponent, FtColour human)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();

  setup->game = FT_GAME_KIND_CHECKERS;
  setup->opponent = opponent;
  setup->human_colour = human;
  setup->level = FT_LEVEL_EASY;
  setup->time_control = FT_TIME_CONTROL_UNTIMED;
  return open_checkers_with (setup);
}

FtBoardModel *
model_of (FtWindow *window)
{
  return ft_board_view_get_model (ft_window_get_board (window));
}

FtGame *
game_of (FtWindow *window)
{
  return ft_window_get_game (window);
}

gboolean
ready (gpointer data)
{
  FtWindow *window = data;
  FtGame *game = game_of (window);

  return (ft_game_is_over (game) || ft_game_is_turn_started (game))
         && !ft_board_view_is_animating (ft_window_get_board (window));
}

void
click_square (FtWindow *window, const char *square)
{
  g_assert_true (wait_until (ready, window, 5000));
  drag_cells (ft_window_get_board (window), sq (square), sq (square));
  spin (5);
}

gboolean
has_piece (FtWindow *window, const char *square, FtGamePiece *piece)
{
  return ft_ruleset_get_piece (ft_game_get_rules (game_of (window)), sq (square), piece);
}

guint
count (FtWindow *window, FtColour side)
{
  FtGamePiece piece;
  guint n = 0;

  for (int square = 0; square < FT_CHECKERS_SQUARES; square++)
    if (ft_ruleset_get_piece (ft_game_get_rules (game_of (window)), ft_cell_from_checkers (square), &piece)
        && piece.side == side)
      n++;
  return n;
}

gboolean
is_target (FtWindow *window, const char *square)
{
  return ft_cell_set_has (ft_board_model_get_targets (model_of (window)), sq (square));
}

const char *
turn_of (FtWindow *window)
{
  return ft_sidebar_get_turn (ft_window_get_sidebar (window));
}

const char *
message_of (FtWindow *window)
{
  return ft_sidebar_get_message (ft_window_get_sidebar (window));
}

/* The End Turn button follows win.end-turn's enabled state. */
static GtkWidget *
find_action_button (GtkWidget *root, const char *action)
{
  if (GTK_IS_BUTTON (root) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), action) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_action_button (child, action);
      if (found != NULL)
        return found;
    }
  return NULL;
}

gboolean
end_turn_enabled (FtWindow *window)
{
  GtkWidget *button = find_action_button (GTK_WIDGET (ft_sidebar_get_layout (ft_window_get_sidebar (window))), "win.end-turn");

  g_assert_nonnull (button);
  return gtk_widget_get_visible (button) && gtk_widget_is_sensitive (button);
}

void
play_opening (FtWindow *window)
{
  static const char *const moves[] = { "g3", "h4", "d6", "c5", "c3", "d4", "c7", "d6", "b2", "c3", "c5", "b4" };

  for (guint i = 0; i < G_N_ELEMENTS (moves); i += 2)
    {
      click_square (window, moves[i]);
      click_square (window, moves[i + 1]);
    }
  g_assert_cmpint (ft_game_get_turn (game_of (window)), ==, FT_WHITE);
}
