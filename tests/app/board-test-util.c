/* board-test-util.c — see board-test-util.h. */
#include "config.h"

#include <string.h>

#include "board-test-util.h"
#include "ft-checkers-ruleset.h"
#include "ft-chess-ruleset.h"
#include "ft-fen.h"


static void
requested_cb (FtBoardModel *model, const FtGameMove *move, Bare *bare)
{
  g_array_append_val (bare->requests, *move);
  if (!bare->play)
    return;
  g_assert_true (ft_game_play (bare->game, move));
  ft_board_model_show_move (model, move);
}

static void
landed_cb (FtBoardView *view G_GNUC_UNUSED, Bare *bare)
{
  ft_game_start_turn (bare->game);
}

/* `start` (taken) in a 672×672 window, White playing by hand, its turn
 * started. */
void
bare_open (Bare *bare, FtRuleset *start, guint interactive)
{
  g_autoptr (FtClock) clock = ft_clock_new_untimed ();

  memset (bare, 0, sizeof *bare);
  bare->game = ft_game_new_for_rules (start, FT_WHITE, clock);
  g_object_unref (start);
  bare->view = FT_BOARD_VIEW (ft_board_view_new ());
  bare->model = ft_board_view_get_model (bare->view);
  bare->requests = g_array_new (FALSE, FALSE, sizeof (FtGameMove));
  bare->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (bare->window, 672, 672);
  gtk_window_set_child (bare->window, GTK_WIDGET (bare->view));
  g_signal_connect (bare->model, "move-requested", G_CALLBACK (requested_cb), bare);
  g_signal_connect (bare->view, "animation-finished", G_CALLBACK (landed_cb), bare);
  ft_board_model_set_game (bare->model, bare->game);
  ft_board_model_set_interactive_colours (bare->model, interactive);
  gtk_window_present (bare->window);
  ft_game_start_turn (bare->game);
  for (int i = 0; i < 500 && gtk_widget_get_width (GTK_WIDGET (bare->view)) == 0; i++)
    spin (10);
  spin (50);
}

FtRuleset *
chess (const char *fen, FtRules rules)
{
  g_autofree FtPosition *pos = g_new0 (FtPosition, 1);
  g_autoptr (GError) error = NULL;

  if (fen == NULL)
    ft_position_set_fourteen_start (pos);
  else
    g_assert_true (ft_fen_parse (fen, rules, pos, &error));
  g_assert_no_error (error);
  return FT_RULESET (ft_chess_ruleset_new_start (pos));
}

FtRuleset *
checkers (void)
{
  return FT_RULESET (ft_checkers_ruleset_new (FT_CHECKERS_RULES_BOMBS, FT_CHECKERS_TURN_END_AUTO));
}

void
bare_close (Bare *bare)
{
  gtk_window_destroy (bare->window);
  spin (20);
  g_object_unref (bare->game);
  g_array_unref (bare->requests);
}

const char *
last_request (Bare *bare)
{
  static char text[FT_NOTATION_MAX];

  g_assert_cmpuint (bare->requests->len, >, 0);
  return ft_game_move_to_string (&g_array_index (bare->requests, FtGameMove, bare->requests->len - 1), text);
}

gboolean
landed (gpointer data)
{
  return !ft_board_view_is_animating (data);
}

void
click (Bare *bare, const char *name)
{
  ft_board_model_click (bare->model, CELL (name));
}

FtCell
ccell (const char *name)
{
  return ft_cell_from_checkers (ft_checkers_square_from_string (name));
}

