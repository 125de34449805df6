/* make-hint-screenshots.c — the hint and evaluation bar screenshots
 * (docs/playing.md#hints), rendered by the window itself under Xvfb:
 *
 *   xvfb-run -a env GSK_RENDERER=cairo GDK_BACKEND=x11 GTK_A11Y=none \
 *       GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR=build/data \
 *       build/tests/app/make-hint-screenshots data/screenshots
 *
 * hint.png            the 14×14 middlegame against the computer after H:
 *                     the suggested move as a green arrow over the pieces
 * hint-green.png      the same on the green board theme (the arrow still
 *                     reads on green squares)
 * evaluation-bar.png  the evaluation bar on beside the board, its
 *                     tooltip's score, with a hint shown
 */
#include "config.h"

#include <adwaita.h>

#include "ft-fen.h"
#include "ft-window.h"

#include "app-test-util.h"

static gboolean
has_arrow (gpointer data)
{
  return ft_board_view_get_hint_arrow (ft_window_get_board (data), NULL, NULL);
}

static gboolean
scored (gpointer data)
{
  return ft_evaluation_tracker_get_white_score (data, NULL) && !ft_evaluation_tracker_is_analysing (data);
}

static FtWindow *
open_middlegame (GSettings *settings, const char *theme, const char *fen)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  FtWindow *window;

  if (fen != NULL)
    g_assert_true (ft_fen_parse (fen, FT_RULES_FOURTEEN, setup->start, NULL));
  setup->opponent = FT_OPPONENT_COMPUTER;
  setup->human_colour = FT_WHITE;
  setup->time_control = FT_TIME_CONTROL_UNTIMED;
  window = open_window_with (setup, settings);
  if (theme != NULL)
    ft_board_view_set_theme (ft_window_get_board (window), theme);
  g_assert_true (wait_until (turn_started_and_still, window, 5000));
  return window;
}

/* H, then the arrow, the thinking toast gone. */
static void
show_hint (FtWindow *window)
{
  gtk_widget_activate_action (GTK_WIDGET (window), "win.key-hint", NULL);
  g_assert_true (wait_until (has_arrow, window, 5000));
  spin (800);
}

int
main (int argc, char **argv)
{
  const char *dir = argc > 1 ? argv[1] : ".";
  g_autoptr (GSettings) settings = NULL;
  FtWindow *window;

  gtk_init ();
  adw_init ();
  load_app_css ();
  settings = g_settings_new ("io.github.fourteenchess.Fourteen");

  g_settings_set_boolean (settings, "evaluation-bar", FALSE);
  window = open_middlegame (settings, NULL, FT_FEN_14X14_MIDDLEGAME);
  show_hint (window);
  save_window_png (window, dir, "hint.png");
  close_window (window);

  window = open_middlegame (settings, "green", FT_FEN_14X14_MIDDLEGAME);
  show_hint (window);
  save_window_png (window, dir, "hint-green.png");
  close_window (window);

  g_settings_set_boolean (settings, "evaluation-bar", TRUE);
  window = open_middlegame (settings, NULL, NULL);
  g_assert_true (wait_until (scored, ft_window_get_evaluation_tracker (window), 5000));
  show_hint (window);
  g_print ("evaluation: %s\n", gtk_widget_get_tooltip_text (ft_window_get_evaluation_bar (window)));
  save_window_png (window, dir, "evaluation-bar.png");
  close_window (window);
  g_settings_set_boolean (settings, "evaluation-bar", FALSE);
  return 0;
}
