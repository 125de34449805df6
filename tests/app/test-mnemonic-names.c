/* test-mnemonic-names.c — no mnemonic underscore in any accessible name
 * (issue 40): the application's main window (its buttons, the main menu,
 * a toast's button) and its dialogs (New Game, Preferences, the statistics
 * and their question, help), walked widget by widget as shown. GTK 4.8 has
 * no getter for an accessible property: with GTK_A11Y=test,
 * gtk_test_accessible_check_property() returns the value it found when it
 * differs from the one asked, which is how the names are read here. */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "ft-game-stage.h"
#include "app-test-util.h"
#include "ft-application.h"
#include "ft-mnemonic-names.h"
#include "ft-new-game-dialog.h"
#include "ft-preferences-window.h"
#include "ft-statistics-window.h"

static void
test_strip (void)
{
  static const char *const cases[][2] = {
    { "_Undo", "Undo" }, { "Pla_yer", "Player" }, { "Save __As", "Save _As" }, { "No mark", "No mark" },
    { "_", "" }, { "", "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = ft_mnemonic_names_strip (cases[i][0]);

      g_assert_cmpstr (text, ==, cases[i][1]);
    }
}

/* The accessible label of `widget`, or NULL if it has none. */
static char *
accessible_label (GtkWidget *widget)
{
  if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    return NULL;
  return gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                             "\x01 not a label");
}

/* Every widget shown under `widget`: a label without an underscore. */
static guint
check_names (GtkWidget *widget)
{
  guint checked = 0;

  if (!gtk_widget_get_mapped (widget))
    return 0;
  {
    g_autofree char *label = accessible_label (widget);

    if (label != NULL)
      {
        if (strchr (label, '_') != NULL)
          g_test_message ("%s: \"%s\"", G_OBJECT_TYPE_NAME (widget), label);
        g_assert_null (strchr (label, '_'));
        checked++;
      }
  }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    checked += check_names (child);
  return checked;
}

static gboolean
mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

static gboolean
is_primary_menu_button (GtkWidget *widget, gconstpointer data G_GNUC_UNUSED)
{
  return GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget));
}

static gboolean
is_button_labelled (GtkWidget *widget, gconstpointer label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

/* Checks a window as shown and closes it; returns how many names. */
static guint
check_window (gpointer window)
{
  guint checked;

  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (wait_until (mapped, window, 5000));
  spin (200);
  checked = check_names (GTK_WIDGET (window));
  g_test_message ("%s: %u names", G_OBJECT_TYPE_NAME (window), checked);
  g_assert_cmpuint (checked, >, 0);
  gtk_window_destroy (GTK_WINDOW (window));
  return checked;
}

static void
test_windows (void)
{
  g_autoptr (FtApplication) app = ft_application_new ();
  g_autofree char *dir = temp_dir ();
  g_autofree char *config = g_build_filename (dir, "config.json", NULL);
  FtWindow *window;
  GtkMenuButton *menu;
  AdwToast *toast;
  GtkWidget *undo;
  FtStatisticsWindow *statistics;
  guint checked;

  g_assert_true (g_file_set_contents (config, "{\"opponent\": \"human\"}\n", -1, NULL));
  {
    /* A new game, not one another test left to resume. */
    g_autofree char *autosave = ft_application_get_autosave_path ();

    g_unlink (autosave);
  }
  g_application_set_flags (G_APPLICATION (app), g_application_get_flags (G_APPLICATION (app))
                                                  | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  window = ft_application_open_window (app, config);
  g_assert_true (wait_until (board_ready, window, 5000));
  play_move (window, "c2", "c4");

  /* A toast with a button, as the Undo toasts have. */
  toast = adw_toast_new ("Game restarted");
  adw_toast_set_button_label (toast, "_Undo");
  ft_game_stage_add_toast (ft_window_get_stage (window), toast);
  spin (300);
  undo = find_widget_where (GTK_WIDGET (window), is_button_labelled, "_Undo");
  g_assert_nonnull (undo);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (undo), GTK_ACCESSIBLE_PROPERTY_LABEL, "Undo");
  /* Read once: not again through the label inside. */
  g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (undo), GTK_ACCESSIBLE_RELATION_LABELLED_BY));
  checked = check_names (GTK_WIDGET (window));
  g_test_message ("the main window: %u names", checked);
  g_assert_cmpuint (checked, >=, 5);

  /* The main menu. */
  menu = GTK_MENU_BUTTON (find_widget_where (GTK_WIDGET (window), is_primary_menu_button, NULL));
  gtk_menu_button_popup (menu);
  g_assert_true (wait_until (mapped, gtk_menu_button_get_popover (menu), 5000));
  spin (200);
  check_names (GTK_WIDGET (gtk_menu_button_get_popover (menu)));
  gtk_menu_button_popdown (menu);

  /* The dialogs. */
  check_window (ft_window_open_new_game_dialog (window));
  check_window (ft_preferences_window_new (GTK_WINDOW (window), ft_application_get_settings (app)));
  statistics = ft_statistics_window_new (GTK_WINDOW (window), dir);
  gtk_window_present (GTK_WINDOW (statistics));
  check_window (ft_statistics_window_ask_reset (statistics));
  check_window (statistics);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.help", NULL));
  spin (300);
  {
    GListModel *toplevels = gtk_window_get_toplevels ();

    for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
      {
        g_autoptr (GtkWindow) other = g_list_model_get_item (toplevels, i);

        if (other != GTK_WINDOW (window) && gtk_window_get_transient_for (other) == GTK_WINDOW (window)
            && gtk_widget_get_mapped (GTK_WIDGET (other)))
          {
            check_window (other);
            break;
          }
      }
  }
  gtk_window_destroy (GTK_WINDOW (window));
  spin (50);
  remove_dir (dir);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();

  g_test_add_func ("/mnemonic-names/strip", test_strip);
  g_test_add_func ("/mnemonic-names/windows", test_windows);
  return g_test_run ();
}
