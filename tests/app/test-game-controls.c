/* test-game-controls — the game's buttons (ft-game-controls.h): each an
 * icon with a tooltip and an accessible name without an underscore, bound
 * to its action; four to a row in the 120 px panel and one row when wide;
 * a button that comes or goes (Claim Draw) is last, so nothing before it
 * moves; End Turn shown for checkers only. */
#include "config.h"

#include <adwaita.h>

#include "ft-game-controls.h"

#include "app-test-util.h"

static const char *const actions[] = { "win.new-game", "win.restart", "win.pause", "win.resign" };

static gboolean
shown (gpointer data)
{
  return gtk_widget_get_mapped (data) && gtk_widget_get_width (data) > 0;
}

static FtGameControls *
show_controls (GtkWindow **window, int width)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  FtGameControls *controls = FT_GAME_CONTROLS (ft_game_controls_new ());

  *window = GTK_WINDOW (gtk_window_new ());
  gtk_widget_set_size_request (GTK_WIDGET (controls), width, -1);
  gtk_widget_set_halign (GTK_WIDGET (controls), GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (controls));
  gtk_window_set_child (*window, box);
  gtk_window_present (*window);
  g_assert_true (wait_until (shown, controls, 5000));
  spin (100);
  return controls;
}

static void
test_buttons_named (void)
{
  GtkWindow *window;
  FtGameControls *controls = show_controls (&window, 320);
  static const char *const names[] = { "New Game", "Restart", "Pause", "Resign" };

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      GtkWidget *button = ft_game_controls_get_button (controls, actions[i]);

      g_assert_nonnull (button);
      g_assert_true (gtk_widget_get_visible (button));
      g_assert_nonnull (gtk_button_get_icon_name (GTK_BUTTON (button)));
      g_assert_nonnull (gtk_widget_get_tooltip_text (button));
      gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, names[i]);
    }
  /* Claim Draw: "½" on the button, "Claim Draw" to screen readers alone. */
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (ft_game_controls_get_claim_draw_button (controls)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Claim Draw");
  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (ft_game_controls_get_claim_draw_button (controls)),
                                                    GTK_ACCESSIBLE_RELATION_LABELLED_BY));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (ft_game_controls_get_button (controls, "win.end-turn")),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "End Turn");
  gtk_window_destroy (window);
}

static GArray *
places (FtGameControls *controls)
{
  GArray *all = g_array_new (FALSE, FALSE, sizeof (graphene_rect_t));

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      graphene_rect_t bounds;

      g_assert_true (gtk_widget_compute_bounds (ft_game_controls_get_button (controls, actions[i]),
                                                GTK_WIDGET (controls), &bounds));
      g_array_append_val (all, bounds);
    }
  return all;
}

static void
test_rows (void)
{
  GtkWindow *window;
  FtGameControls *controls = show_controls (&window, 120);
  g_autoptr (GArray) before = places (controls);
  g_autoptr (GArray) after = NULL;
  int height = gtk_widget_get_height (GTK_WIDGET (controls));

  /* Four in one row of the 120 px panel. */
  for (guint i = 1; i < before->len; i++)
    g_assert_cmpfloat (g_array_index (before, graphene_rect_t, i).origin.y, ==,
                       g_array_index (before, graphene_rect_t, 0).origin.y);
  /* Claim Draw comes last: the four stay where they were. */
  gtk_widget_set_visible (ft_game_controls_get_claim_draw_button (controls), TRUE);
  spin (100);
  after = places (controls);
  for (guint i = 0; i < before->len; i++)
    g_assert_true (graphene_rect_equal (&g_array_index (before, graphene_rect_t, i),
                                        &g_array_index (after, graphene_rect_t, i)));
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (controls)), >, height);
  /* Checkers' End Turn. */
  g_assert_false (ft_game_controls_get_end_turn_visible (controls));
  ft_game_controls_set_end_turn_visible (controls, TRUE);
  g_assert_true (ft_game_controls_get_end_turn_visible (controls));
  gtk_window_destroy (window);

  /* Wide: one row of six. */
  controls = show_controls (&window, 320);
  gtk_widget_set_visible (ft_game_controls_get_claim_draw_button (controls), TRUE);
  ft_game_controls_set_end_turn_visible (controls, TRUE);
  spin (100);
  {
    graphene_rect_t claim;

    g_assert_true (gtk_widget_compute_bounds (ft_game_controls_get_claim_draw_button (controls),
                                              GTK_WIDGET (controls), &claim));
    g_assert_cmpfloat (claim.origin.y, ==, 0);
  }
  gtk_window_destroy (window);
  spin (20);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();
  g_test_add_func ("/game-controls/buttons-named", test_buttons_named);
  g_test_add_func ("/game-controls/rows", test_rows);
  return g_test_run ();
}
