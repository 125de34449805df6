/* layout-test-util.c — see layout-test-util.h. */
#include "config.h"

#include "layout-test-util.h"

#include <adwaita.h>

#include "ft-easy.h"

#include "app-test-util.h"

static gboolean
laid_out (gpointer data)
{
  GtkWidget *window = data;
  int width = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (window), "want-width"));
  int height = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (window), "want-height"));

  return board_ready (window) && (width == 0 || gtk_widget_get_width (window) == width)
         && (height == 0 || gtk_widget_get_height (window) == height);
}

void
resize_window (FtWindow *window, int width, int height)
{
  /* Back to the natural size: that of the content (header bar included). */
  if (width <= 0 || height <= 0)
    {
      GtkWidget *content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (window));

      gtk_widget_measure (content, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
      gtk_widget_measure (content, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
    }
  g_object_set_data (G_OBJECT (window), "want-width", GINT_TO_POINTER (width));
  g_object_set_data (G_OBJECT (window), "want-height", GINT_TO_POINTER (height));
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  /* A shown window takes its default size less the margins GTK keeps for
   * its shadow (10 px under Xvfb): asked again for the difference. */
  if (!wait_until (laid_out, window, 2000))
    gtk_window_set_default_size (GTK_WINDOW (window), 2 * width - gtk_widget_get_width (GTK_WIDGET (window)),
                                 2 * height - gtk_widget_get_height (GTK_WIDGET (window)));
  if (!wait_until (laid_out, window, 5000))
    g_error ("the window is %d×%d, not %d×%d", gtk_widget_get_width (GTK_WIDGET (window)),
             gtk_widget_get_height (GTK_WIDGET (window)), width, height);
  spin (200);
}

FtWindow *
open_window_sized (const FtGameSetup *setup, int width, int height)
{
  FtWindow *window = ft_window_new (NULL, NULL);

  g_object_set_data (G_OBJECT (window), "want-width", GINT_TO_POINTER (0));
  g_object_set_data (G_OBJECT (window), "want-height", GINT_TO_POINTER (0));
  gtk_window_present (GTK_WINDOW (window));
  ft_window_start (window, setup);
  g_assert_true (wait_until (laid_out, window, 5000));
  spin (200);
  if (width > 0 && height > 0)
    resize_window (window, width, height);
  return window;
}

gboolean
play_easy_ply (FtWindow *window, guint64 *seed)
{
  FtGame *game = ft_window_get_game (window);
  FtBoardModel *model = WINDOW_MODEL (window);
  FtEasyRandom random;
  FtMove move;

  g_assert_true (wait_until (turn_started_and_still, window, 30000));
  if (ft_game_is_over (game))
    return FALSE;
  ft_easy_random_init (&random, (*seed)++);
  move = ft_easy_choose_move (ft_game_get_position (game), &random, NULL);
  ft_board_model_click (model, ft_cell_from_chess (FT_MOVE_FROM (move)));
  ft_board_model_click (model, ft_cell_from_chess (FT_MOVE_TO (move)));
  ft_board_view_finish_animation (ft_window_get_board (window));
  spin (30);
  g_assert_true (wait_until (turn_started_and_still, window, 30000));
  return TRUE;
}

gboolean
play_clicks (FtWindow *window, const char *from, const char *to)
{
  FtGame *game = ft_window_get_game (window);
  FtBoardModel *model = WINDOW_MODEL (window);
  guint n;

  g_assert_true (wait_until (turn_started_and_still, window, 30000));
  n = ft_game_get_n_moves (game);
  ft_board_model_click (model, CELL (from));
  ft_board_model_click (model, CELL (to));
  if (ft_game_get_n_moves (game) == n)
    {
      ft_board_model_click (model, CELL (to)); /* drop the selection */
      return FALSE;
    }
  ft_board_view_finish_animation (ft_window_get_board (window));
  spin (30);
  g_assert_true (wait_until (turn_started_and_still, window, 30000));
  return TRUE;
}
