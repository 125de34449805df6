/* app-test-util.c — see app-test-util.h. */
#include "app-test-util.h"

#include <stdlib.h>

#define SQ(name) FT_SQUARE ((name)[0] - 'a', atoi ((name) + 1) - 1)

gboolean
wait_until (Condition cond, gpointer data, guint timeout_ms)
{
  gint64 deadline = g_get_monotonic_time () + timeout_ms * 1000;

  while (!cond (data))
    {
      if (g_get_monotonic_time () > deadline)
        return FALSE;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  return TRUE;
}

/* Dispatch sources that are ready now, without waiting for timers
 * (frame-clock ticks) to come due, until cond holds or nothing is ready (at
 * most 1000 dispatches). What cond says then. */
gboolean
drain_until (Condition cond, gpointer data)
{
  for (guint i = 0; i < 1000 && !cond (data); i++)
    if (!g_main_context_iteration (NULL, FALSE))
      break;
  return cond (data);
}

void
spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

gboolean
board_ready (gpointer data)
{
  FtWindow *window = data;
  return gtk_widget_get_mapped (GTK_WIDGET (window))
         && gtk_widget_get_width (GTK_WIDGET (ft_window_get_board (window))) > 0;
}

FtWindow *
open_window_with (const FtGameSetup *setup, GSettings *settings)
{
  FtWindow *window = ft_window_new (NULL, settings);

  gtk_window_present (GTK_WINDOW (window));
  ft_window_start (window, setup);
  g_assert_true (wait_until (board_ready, window, 5000));
  spin (50);
  return window;
}

void
close_window (FtWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  spin (20);
}

void
load_app_css (void)
{
  g_autoptr (GtkCssProvider) css = gtk_css_provider_new ();

  gtk_css_provider_load_from_resource (css, "/io/github/fourteenchess/Fourteen/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

gboolean
turn_started_and_still (gpointer data)
{
  FtGame *game = ft_window_get_game (data);
  return ft_game_is_over (game)
         || (ft_game_is_turn_started (game) && !ft_board_is_animating (ft_window_get_board (data)));
}

void
play_move (FtWindow *window, const char *from, const char *to)
{
  FtBoard *board = ft_window_get_board (window);
  guint n = ft_game_get_n_moves (ft_window_get_game (window));

  g_assert_true (wait_until (turn_started_and_still, window, 5000));
  ft_board_click_square (board, SQ (from));
  ft_board_click_square (board, SQ (to));
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, n + 1);
  g_assert_true (wait_until (turn_started_and_still, window, 5000));
}

void
render_board (FtWindow *window, Image *image)
{
  FtBoard *board = ft_window_get_board (window);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;

  image->width = gtk_widget_get_width (GTK_WIDGET (board));
  image->height = gtk_widget_get_height (GTK_WIDGET (board));
  /* The board's own snapshot(), as GTK calls it for a frame. */
  GTK_WIDGET_GET_CLASS (board)->snapshot (GTK_WIDGET (board), snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, image->width, image->height));
  image->stride = (gsize) image->width * 4;
  image->pixels = g_malloc (image->stride * image->height);
  gdk_texture_download (texture, image->pixels, image->stride);
  if (g_getenv ("FT_TEST_SAVE_RENDER") != NULL)
    gdk_texture_save_to_png (texture, g_getenv ("FT_TEST_SAVE_RENDER"));
}
