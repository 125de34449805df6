/* test-windows — the preferences, shortcuts and About windows.
 *
 * The preferences window must show what GSettings holds and write back every
 * change made in it; the shortcuts window must list the game's keys; the
 * About window must carry the version and licence. Runs under Xvfb with the
 * memory settings backend and the schema compiled in the build tree. */
#include "config.h"

#include <adwaita.h>

#include "ft-about.h"
#include "ft-help-overlay.h"
#include "ft-levels.h"
#include "ft-preferences-window.h"
#include "ft-window.h"

static GSettings *
new_settings (void)
{
  GSettings *settings = g_settings_new (APP_ID);

  /* The memory backend starts from the schema defaults in each process;
   * reset anyway so that test order does not matter. */
  g_settings_reset (settings, "difficulty");
  g_settings_reset (settings, "player-colour");
  g_settings_reset (settings, "animation");
  g_settings_reset (settings, "sound");
  g_settings_reset (settings, "show-coordinates");
  return settings;
}

static void
flush_events (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

static gpointer
template_child (gpointer widget, const char *name, GType type)
{
  GObject *child = gtk_widget_get_template_child (GTK_WIDGET (widget),
                                                  FT_TYPE_PREFERENCES_WINDOW, name);
  g_assert_nonnull (child);
  g_assert_true (G_TYPE_CHECK_INSTANCE_TYPE (child, type));
  return child;
}

static void
test_schema_defaults (void)
{
  g_autoptr(GSettings) settings = new_settings ();
  g_autofree char *difficulty = g_settings_get_string (settings, "difficulty");
  g_autofree char *colour = g_settings_get_string (settings, "player-colour");

  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 792);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 720);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));
  g_assert_cmpstr (difficulty, ==, "normal");
  g_assert_cmpstr (colour, ==, "white");
  g_assert_true (g_settings_get_boolean (settings, "animation"));
  g_assert_false (g_settings_get_boolean (settings, "sound"));
  g_assert_true (g_settings_get_boolean (settings, "show-coordinates"));
}

/* The choices are closed: anything else is refused by GSettings itself. */
static void
test_schema_choices (void)
{
  g_autoptr(GSettings) settings = new_settings ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettingsSchemaKey) key = NULL;
  g_autoptr(GVariant) bad = g_variant_ref_sink (g_variant_new_string ("grandmaster"));
  g_autoptr(GVariant) good = g_variant_ref_sink (g_variant_new_string ("hard"));

  g_object_get (settings, "settings-schema", &schema, NULL);
  key = g_settings_schema_get_key (schema, "difficulty");
  g_assert_false (g_settings_schema_key_range_check (key, bad));
  g_assert_true (g_settings_schema_key_range_check (key, good));
}

static void
test_preferences_show_settings (void)
{
  g_autoptr(GSettings) settings = new_settings ();
  FtPreferencesWindow *window;

  g_settings_set_string (settings, "difficulty", "hard");
  g_settings_set_string (settings, "player-colour", "black");
  g_settings_set_boolean (settings, "animation", FALSE);
  g_settings_set_boolean (settings, "show-coordinates", FALSE);

  window = ft_preferences_window_new (NULL, settings);
  g_assert_true (ft_preferences_window_get_settings (window) == settings);
  gtk_window_present (GTK_WINDOW (window));
  flush_events ();

  /* The row lists the 14×14 ladder (no window to follow): "hard" is its top. */
  g_assert_cmpuint (adw_combo_row_get_selected (template_child (window, "difficulty_row", ADW_TYPE_COMBO_ROW)), ==,
                    (guint) ft_level_number (ft_level_top (FT_LEVEL_COLUMN_FOURTEEN)) - 1);
  g_assert_cmpuint (adw_combo_row_get_selected (template_child (window, "colour_row", ADW_TYPE_COMBO_ROW)), ==, 1);
  g_assert_false (gtk_switch_get_active (template_child (window, "animation_switch", GTK_TYPE_SWITCH)));
  g_assert_false (gtk_switch_get_active (template_child (window, "coordinates_switch", GTK_TYPE_SWITCH)));
  g_assert_false (gtk_switch_get_active (template_child (window, "sound_switch", GTK_TYPE_SWITCH)));

  /* A change made elsewhere shows at once. */
  g_settings_set_string (settings, "difficulty", "easy");
  g_settings_set_boolean (settings, "animation", TRUE);
  flush_events ();
  g_assert_cmpuint (adw_combo_row_get_selected (template_child (window, "difficulty_row", ADW_TYPE_COMBO_ROW)), ==, 0);
  g_assert_true (gtk_switch_get_active (template_child (window, "animation_switch", GTK_TYPE_SWITCH)));

  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

static void
test_preferences_write_settings (void)
{
  g_autoptr(GSettings) settings = new_settings ();
  FtPreferencesWindow *window = ft_preferences_window_new (NULL, settings);
  g_autofree char *difficulty = NULL;
  g_autofree char *colour = NULL;

  gtk_window_present (GTK_WINDOW (window));
  flush_events ();

  adw_combo_row_set_selected (template_child (window, "difficulty_row", ADW_TYPE_COMBO_ROW), 0);
  adw_combo_row_set_selected (template_child (window, "colour_row", ADW_TYPE_COMBO_ROW), 1);
  gtk_switch_set_active (template_child (window, "animation_switch", GTK_TYPE_SWITCH), FALSE);
  gtk_switch_set_active (template_child (window, "coordinates_switch", GTK_TYPE_SWITCH), FALSE);
  flush_events ();

  difficulty = g_settings_get_string (settings, "difficulty");
  colour = g_settings_get_string (settings, "player-colour");
  /* The ladder's first row, written as the New Game dialog writes a level. */
  g_assert_cmpstr (difficulty, ==, "level-1");
  g_assert_cmpstr (colour, ==, "black");
  g_assert_false (g_settings_get_boolean (settings, "animation"));
  g_assert_false (g_settings_get_boolean (settings, "show-coordinates"));

  /* The sound switch writes the "sound" key. */
  g_assert_true (gtk_widget_is_sensitive (template_child (window, "sound_switch", GTK_TYPE_SWITCH)));
  gtk_switch_set_active (template_child (window, "sound_switch", GTK_TYPE_SWITCH), TRUE);
  flush_events ();
  g_assert_true (g_settings_get_boolean (settings, "sound"));
  g_settings_reset (settings, "sound");

  /* The premove switch shows and writes the "premove" key (on by default). */
  g_assert_true (gtk_switch_get_active (template_child (window, "premove_switch", GTK_TYPE_SWITCH)));
  gtk_switch_set_active (template_child (window, "premove_switch", GTK_TYPE_SWITCH), FALSE);
  flush_events ();
  g_assert_false (g_settings_get_boolean (settings, "premove"));
  g_settings_reset (settings, "premove");

  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

static void
collect_accelerators (GtkWidget *widget, GString *found)
{
  if (GTK_IS_SHORTCUTS_SHORTCUT (widget))
    {
      g_autofree char *accelerator = NULL;
      g_autofree char *action = NULL;
      g_autofree char *title = NULL;

      g_object_get (widget, "accelerator", &accelerator, "action-name", &action,
                    "title", &title, NULL);
      g_test_message ("shortcut: %s = %s", accelerator ? accelerator : action, title);
      g_string_append_printf (found, "[%s]", accelerator ? accelerator : action);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_accelerators (child, found);
}

static void
test_help_overlay (void)
{
  g_autoptr(GtkBuilder) builder =
    gtk_builder_new_from_resource (FT_HELP_OVERLAY_RESOURCE);
  GObject *overlay = gtk_builder_get_object (builder, "help_overlay");
  g_autoptr(GString) found = g_string_new (NULL);

  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  collect_accelerators (GTK_WIDGET (overlay), found);
  g_assert_nonnull (strstr (found->str, "[Escape e]"));
  g_assert_nonnull (strstr (found->str, "[r]"));
  g_assert_nonnull (strstr (found->str, "[<Primary>question]"));
  g_assert_nonnull (strstr (found->str, "[<Primary>comma]"));
  g_assert_nonnull (strstr (found->str, "[<Primary>q]"));
  gtk_window_destroy (GTK_WINDOW (overlay));
}

static void
check_overlay_on_activate (GApplication *application, gpointer user_data)
{
  gboolean *checked = user_data;
  FtWindow *window = ft_window_new (GTK_APPLICATION (application), NULL);
  GtkApplicationWindow *app_window = GTK_APPLICATION_WINDOW (window);
  GtkShortcutsWindow *overlay;
  GLogLevelFlags fatal;
  g_auto(GStrv) accels = NULL;

  /* Each window has win.show-help-overlay, with Ctrl+?, but builds the
   * shortcuts window only when it is first asked for (ft-help-overlay.h). */
  ft_help_overlay_set_accels (GTK_APPLICATION (application));
  accels = gtk_application_get_accels_for_action (GTK_APPLICATION (application),
                                                  "win.show-help-overlay");
  g_assert_nonnull (accels);
  g_assert_cmpstr (accels[0], ==, "<Control>question");
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), "show-help-overlay"));
  g_assert_null (gtk_application_window_get_help_overlay (app_window));

  /* GTK 4.8 warns "GtkLabel … reported min width -3" as it sizes the
   * shortcuts window's page switcher (two pages): its bug, seen in any
   * GtkShortcutsWindow with pages, harmless; so warnings are not fatal while
   * the window is shown here. */
  fatal = g_log_set_always_fatal (G_LOG_FATAL_MASK);
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-help-overlay", NULL);
  overlay = gtk_application_window_get_help_overlay (app_window);
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (overlay)));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (overlay)) == GTK_WINDOW (window));

  /* Closed and asked for again: the same window comes back. */
  gtk_widget_set_visible (GTK_WIDGET (overlay), FALSE);
  g_assert_true (g_action_group_has_action (G_ACTION_GROUP (window), "show-help-overlay"));
  g_action_group_activate_action (G_ACTION_GROUP (window), "show-help-overlay", NULL);
  g_assert_true (gtk_application_window_get_help_overlay (app_window) == overlay);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (overlay)));
  *checked = TRUE;
  gtk_window_destroy (GTK_WINDOW (window));
  g_log_set_always_fatal (fatal);
}

static void
test_help_overlay_in_application (void)
{
  g_autoptr(AdwApplication) application =
    adw_application_new (APP_ID, G_APPLICATION_NON_UNIQUE);
  gboolean checked = FALSE;

  g_signal_connect (application, "activate", G_CALLBACK (check_overlay_on_activate), &checked);
  g_assert_cmpint (g_application_run (G_APPLICATION (application), 0, NULL), ==, 0);
  g_assert_true (checked);
}

static void
test_about (void)
{
  g_autoptr(GtkWindow) parent = g_object_ref_sink (GTK_WINDOW (gtk_window_new ()));
  g_autoptr(GListModel) toplevels = gtk_window_get_toplevels ();
  AdwAboutWindow *about = NULL;

  ft_show_about_window (parent);
  flush_events ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_ABOUT_WINDOW (window))
        about = ADW_ABOUT_WINDOW (window);
    }
  g_assert_nonnull (about);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (about)) == parent);
  g_assert_cmpstr (adw_about_window_get_version (about), ==, PACKAGE_VERSION);
  g_assert_cmpstr (adw_about_window_get_application_icon (about), ==, APP_ID);
  g_assert_cmpint (adw_about_window_get_license_type (about), ==, GTK_LICENSE_GPL_3_0);
  g_assert_cmpstr (adw_about_window_get_issue_url (about), !=, NULL);
  /* GtkApplication puts <base path>/icons on the icon theme's path: the icon
   * shows in an uninstalled build too. */
  g_assert_true (g_resources_get_info ("/io/github/fourteenchess/Fourteen/icons/scalable/apps/" APP_ID ".svg",
                                       0, NULL, NULL, NULL));
  gtk_window_destroy (GTK_WINDOW (about));
  gtk_window_destroy (parent);
  flush_events ();
}

int
main (int argc, char **argv)
{
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/settings/defaults", test_schema_defaults);
  g_test_add_func ("/settings/choices", test_schema_choices);
  g_test_add_func ("/preferences/show-settings", test_preferences_show_settings);
  g_test_add_func ("/preferences/write-settings", test_preferences_write_settings);
  g_test_add_func ("/shortcuts/keys", test_help_overlay);
  g_test_add_func ("/shortcuts/in-application", test_help_overlay_in_application);
  g_test_add_func ("/about/window", test_about);

  return g_test_run ();
}
