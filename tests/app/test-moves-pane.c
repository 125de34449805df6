/* test-moves-pane — the score sheet over the browsing arrows
 * (ft-moves-pane.h): the arrows keep their place at the bottom whatever
 * the sheet holds, each with a tooltip, an action and a name without an
 * underscore. */
#include "config.h"

#include <adwaita.h>

#include "ft-moves-pane.h"

#include "app-test-util.h"

static gboolean
shown (gpointer data)
{
  return gtk_widget_get_mapped (data) && gtk_widget_get_width (data) > 0;
}

static void
test_arrows_stay (void)
{
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  FtMovesPane *pane = FT_MOVES_PANE (ft_moves_pane_new ());
  GtkWidget *arrows = ft_moves_pane_get_arrows (pane);
  static const char *const sans[] = { "e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7",
                                      "Re1", "b5", "Bb3", "d6", "c3", "O-O", "h3", "Nb8", "d4", "Nbd7" };
  static const char *const names[] = { "First Position", "Previous Move", "Next Move", "Back to the Game" };
  graphene_rect_t before, after;
  guint i = 0;

  gtk_window_set_child (window, GTK_WIDGET (pane));
  gtk_window_set_default_size (window, 200, 300);
  gtk_window_present (window);
  g_assert_true (wait_until (shown, pane, 5000));
  spin (100);
  g_assert_true (gtk_widget_compute_bounds (arrows, GTK_WIDGET (pane), &before));
  g_assert_cmpfloat (before.origin.y + before.size.height, ==, gtk_widget_get_height (GTK_WIDGET (pane)));
  ft_scoresheet_set_moves (ft_moves_pane_get_scoresheet (pane), 1, FT_WHITE, sans, G_N_ELEMENTS (sans));
  ft_scoresheet_set_current (ft_moves_pane_get_scoresheet (pane), G_N_ELEMENTS (sans));
  spin (200);
  g_assert_true (gtk_widget_compute_bounds (arrows, GTK_WIDGET (pane), &after));
  g_assert_true (graphene_rect_equal (&before, &after));
  for (GtkWidget *button = gtk_widget_get_first_child (arrows); button != NULL;
       button = gtk_widget_get_next_sibling (button), i++)
    {
      g_assert_nonnull (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)));
      g_assert_nonnull (gtk_widget_get_tooltip_text (button));
      gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, names[i]);
    }
  g_assert_cmpuint (i, ==, 4);
  gtk_window_destroy (window);
  spin (20);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();
  g_test_add_func ("/moves-pane/arrows-stay", test_arrows_stay);
  return g_test_run ();
}
