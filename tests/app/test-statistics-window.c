/* test-statistics-window.c — "All Players on This Computer" (issue 40): it
 * says what its numbers are, resets only through a question whose answer
 * is the destructive one (no red button in its header), and a player's
 * games window reaches it from a row and says "No games yet" over an
 * empty history. The counting itself is in test-records.c and
 * test-hints.c. */
#include "config.h"

#include <string.h>

#include "app-test-util.h"
#include "ft-app-profiles.h"
#include "ft-profile-games-window.h"
#include "ft-statistics-window.h"
#include "ft-statistics.h"

static gboolean
has_class (GtkWidget *widget, gconstpointer name)
{
  return gtk_widget_has_css_class (widget, name);
}

static gboolean
is_titled (GtkWidget *widget, gconstpointer title)
{
  return ADW_IS_PREFERENCES_ROW (widget)
         && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

static gboolean
shows_mapped (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
         && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), text) == 0;
}

static AdwMessageDialog *
question (void)
{
  GtkWidget *dialog = NULL;

  for (int i = 0; i < 200 && dialog == NULL; i++)
    {
      spin (10);
      dialog = find_message_dialog ();
    }
  return dialog != NULL ? ADW_MESSAGE_DIALOG (dialog) : NULL;
}

static void
test_wording_and_reset (void)
{
  g_autofree char *dir = temp_dir ();
  g_autoptr (FtStatistics) stats = ft_statistics_load (dir);
  FtStatisticsWindow *window;
  AdwMessageDialog *dialog;
  GtkWidget *row;

  g_assert_true (ft_statistics_record (stats, "fourteen", FT_OPPONENT_COMPUTER, FT_LEVEL_EASY, FT_RESULT_WHITE_WINS));
  window = ft_statistics_window_new (NULL, dir);
  gtk_window_present (GTK_WINDOW (window));
  spin (100);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "All Players on This Computer");
  g_assert_nonnull (find_label_containing (GTK_WIDGET (window), "Every game finished on this computer"));
  g_assert_cmpstr (ft_statistics_window_get_row_text (window, 0), ==, "Played 1 · Won 1 · Drawn 0 · Lost 0");
  /* No red button anywhere: the destructive answer is the question's. */
  g_assert_null (find_widget_where (GTK_WIDGET (window), has_class, "destructive-action"));
  row = find_widget_where (GTK_WIDGET (window), is_titled, "_Reset the Counts…");
  g_assert_nonnull (row);
  g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (row)));

  /* The row asks; Cancel (the default) keeps the counts. */
  g_signal_emit_by_name (row, "activated");
  dialog = question ();
  g_assert_nonnull (dialog);
  g_assert_cmpstr (adw_message_dialog_get_heading (dialog), ==, "Reset the Counts?");
  g_assert_cmpint (adw_message_dialog_get_response_appearance (dialog, "reset"), ==, ADW_RESPONSE_DESTRUCTIVE);
  g_assert_cmpstr (adw_message_dialog_get_default_response (dialog), ==, "cancel");
  adw_message_dialog_response (dialog, "cancel");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpstr (ft_statistics_window_get_row_text (window, 0), ==, "Played 1 · Won 1 · Drawn 0 · Lost 0");

  /* Reset: zero. */
  dialog = ft_statistics_window_ask_reset (window);
  adw_message_dialog_response (dialog, "reset");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpstr (ft_statistics_window_get_row_text (window, 0), ==, "Played 0 · Won 0 · Drawn 0 · Lost 0");
  gtk_window_destroy (GTK_WINDOW (window));
  remove_dir (dir);
}

/* A new player's games window: "No games yet" in the history, and a row to
 * the counts of everyone on this computer (no header button). */
static void
test_profile_games_window (void)
{
  FtProfile *profile = NULL;
  FtProfileStore *store = use_profile_store ("Ada", &profile);
  g_autofree char *dir = temp_dir ();
  FtProfileGamesWindow *games = ft_profile_games_window_new (NULL, store, profile);
  GtkWidget *row;

  ft_profile_games_window_set_before_profiles (games, dir);
  gtk_window_present (GTK_WINDOW (games));
  spin (100);
  g_assert_nonnull (find_widget_where (GTK_WIDGET (games), shows_mapped, "No games yet"));
  row = find_widget_where (GTK_WIDGET (games), is_titled, "All _Players on This Computer");
  g_assert_nonnull (row);
  g_signal_emit_by_name (row, "activated");
  spin (100);
  {
    GListModel *toplevels = gtk_window_get_toplevels ();
    gboolean found = FALSE;

    for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
      {
        g_autoptr (GObject) other = g_list_model_get_item (toplevels, i);

        if (FT_IS_STATISTICS_WINDOW (other))
          {
            found = TRUE;
            gtk_window_destroy (GTK_WINDOW (other));
            break;
          }
      }
    g_assert_true (found);
  }
  gtk_window_destroy (GTK_WINDOW (games));
  {
    g_autofree char *store_dir = g_path_get_dirname (ft_profile_store_get_path (store));

    ft_app_profiles_set (NULL);
    remove_dir (store_dir);
  }
  remove_dir (dir);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();

  g_test_add_func ("/statistics-window/wording-and-reset", test_wording_and_reset);
  g_test_add_func ("/statistics-window/profile-games-window", test_profile_games_window);
  return g_test_run ();
}
