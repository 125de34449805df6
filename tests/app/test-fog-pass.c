/* test-fog-pass.c — the pass screen of a two-person fog-of-war game
 * (ft-fog-pass.h): shown for the side to move until that side says it is
 * them, then hidden for that side until the next reset. */
#include "config.h"

#include "ft-fog-pass.h"

static void
shown_cb (FtFogPass *pass G_GNUC_UNUSED, int side, gpointer user_data)
{
  *(int *) user_data = side;
}

static void
test_pass (void)
{
  FtFogPass *pass = FT_FOG_PASS (g_object_ref_sink (ft_fog_pass_new ()));
  int shown = -2;

  g_signal_connect (pass, "shown", G_CALLBACK (shown_cb), &shown);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (pass)));
  g_assert_cmpint (ft_fog_pass_get_shown_side (pass), ==, -1);
  /* No fog game: nothing to hide. */
  g_assert_false (ft_fog_pass_update (pass, -1));
  /* Nobody asked for: the button does nothing. */
  ft_fog_pass_show_board (pass);
  g_assert_cmpint (shown, ==, -2);
  /* White's turn: the screen asks for White. */
  g_assert_true (ft_fog_pass_update (pass, FT_WHITE));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (pass)));
  ft_fog_pass_show_board (pass);
  g_assert_cmpint (shown, ==, FT_WHITE);
  g_assert_cmpint (ft_fog_pass_get_shown_side (pass), ==, FT_WHITE);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (pass)));
  /* Still White's turn: White sees the board. Black's: asked again. */
  g_assert_false (ft_fog_pass_update (pass, FT_WHITE));
  g_assert_true (ft_fog_pass_update (pass, FT_BLACK));
  ft_fog_pass_show_board (pass);
  g_assert_cmpint (shown, ==, FT_BLACK);
  g_assert_false (ft_fog_pass_update (pass, FT_BLACK));
  /* A new game forgets who looked. */
  ft_fog_pass_reset (pass);
  g_assert_cmpint (ft_fog_pass_get_shown_side (pass), ==, -1);
  g_assert_true (ft_fog_pass_update (pass, FT_BLACK));
  g_object_unref (pass);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/fog-pass/pass", test_pass);
  return g_test_run ();
}
