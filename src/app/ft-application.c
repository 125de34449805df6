/* ft-application.c — the Fourteen application. */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-about.h"
#include "ft-app-profiles.h"
#include "ft-application.h"
#include "ft-config.h"
#include "ft-first-frame.h"
#include "ft-help-overlay.h"
#include "ft-mnemonic-names.h"
#include "ft-music-control.h"
#include "ft-network-controller.h"
#include "ft-new-game-dialog.h"
#include "ft-preferences-window.h"
#include "ft-sound-player.h"
#include "ft-startup-report.h"
#include "ft-xmpp-account.h"
#include "ft-window.h"

struct _FtApplication
{
  AdwApplication parent_instance;

  GSettings *settings;
  /* The window whose game is autosaved (the first one; weak). */
  FtWindow *autosave_window;
  /* The online account has been asked to sign in again. */
  gboolean account_started;
};

G_DEFINE_FINAL_TYPE (FtApplication, ft_application, ADW_TYPE_APPLICATION)

static const GOptionEntry option_entries[] = {
  { "config", 'c', 0, G_OPTION_ARG_FILENAME, NULL,
    N_("Read the game settings from FILE instead of the usual config.json"), N_("FILE") },
  { "version", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Print the version and exit"), NULL },
  { NULL }
};

GSettings *
ft_application_get_settings (FtApplication *self)
{
  g_return_val_if_fail (FT_IS_APPLICATION (self), NULL);
  return self->settings;
}

/* The setup a window starts with. Without a config file: the choices the
 * New Game dialog remembers (its defaults at first), as GNOME Chess does.
 * With one: its board and time control, and the remembered side, level and
 * opponent where the file names none. */
static FtGameSetup *
initial_setup (FtApplication *self, FtConfig *config, const FtGameSetup *config_setup)
{
  g_autoptr (FtGameSetup) remembered = NULL;
  FtGameSetup *setup;

  if (self->settings == NULL)
    return ft_game_setup_copy (config_setup);
  remembered = ft_new_game_dialog_setup_from_settings (self->settings, config_setup);
  if (ft_config_get_path (config) == NULL)
    return g_steal_pointer (&remembered);
  setup = ft_game_setup_copy (config_setup);
  if (!ft_config_sets_player_colour (config))
    setup->human_colour = remembered->human_colour;
  if (!ft_config_sets_difficulty (config))
    setup->level = remembered->level;
  if (!ft_config_sets_opponent (config))
    setup->opponent = remembered->opponent;
  return setup;
}

char *
ft_application_get_autosave_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "fourteen", "autosave.pgn", NULL);
}

/* Shown once its page is chosen (the start page or the game), before any
 * dialog of its own: presenting measures and maps the visible page, and
 * the start page shown after the game's page was presented made the first
 * frame lay out both (docs/performance.md, "First window"). */
static void
present (FtWindow *window)
{
  gtk_window_present (GTK_WINDOW (window));
  ft_startup_report_mark ("window presented");
}

/* The online account signs in again if the keyring has its password: after
 * the first window's first frame, so that libstrophe, OpenSSL and
 * libsecret (opened on first use) load after it, not before. */
static void
start_account (FtApplication *self)
{
  if (self->account_started)
    return;
  self->account_started = TRUE;
  ft_xmpp_account_start (ft_xmpp_account_get_default (), self->settings);
}

/* A window closed before its first frame signs nothing in. The wait holds
 * the application (data) as the window does. */
static void
first_frame_cb (gboolean drawn, gpointer user_data)
{
  g_autoptr (FtApplication) self = user_data;

  if (drawn)
    start_account (self);
}

/* A window for config_path; with `may_resume`, the first one resumes the
 * unfinished game and autosaves (docs/playing.md#saving-games). */
static FtWindow *
open_window (FtApplication *self, const char *config_path, gboolean may_resume)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtGameSetup) config_setup = ft_game_setup_new_default ();
  g_autoptr (FtConfig) config = NULL;
  g_autofree char *user_config = NULL;
  FtWindow *window;
  gboolean ok;
  /* Nothing named on the command line: the start page, unless a game comes
   * back (issue 40; --config and build-aux/dev run start at once). */
  gboolean named = config_path != NULL;

  /* --config, else the user's config.json, else the defaults
   * (docs/config.md#finding-the-config). */
  if (config_path == NULL)
    config_path = user_config = ft_config_find_user_config ();
  config = config_path != NULL ? ft_config_load (config_path, problems) : ft_config_new_default ();
  ok = config != NULL && ft_config_to_setup (config, config_setup, problems);
  ft_startup_report_mark ("config read");

  window = ft_window_new (GTK_APPLICATION (self), self->settings);
  {
    g_autofree char *data_dir = g_build_filename (g_get_user_data_dir (), "fourteen", NULL);

    ft_window_set_statistics_dir (window, data_dir);
  }
  ft_startup_report_mark ("window built");
  ft_startup_report_first_frame (GTK_WIDGET (window));
  /* The first window's first frame comes before GStreamer starts, and
   * before the online account signs in. */
  if (gtk_application_get_windows (GTK_APPLICATION (self))->next == NULL)
    {
      ft_sound_player_wait_for_first_frame (ft_sound_player_get_default (), GTK_WIDGET (window));
      ft_first_frame_call (GTK_WIDGET (window), first_frame_cb, g_object_ref (self));
    }

  if (problems->len > 0)
    {
      g_autofree char *text = ft_problem_list_to_string (problems);
      g_printerr ("%s\n", text);
    }

  if (ok)
    {
      g_autoptr (FtGameSetup) setup = initial_setup (self, config, config_setup);

      ft_window_set_config_setup (window, config_setup, ft_config_sets_player_colour (config),
                                  ft_config_sets_difficulty (config));
      /* A config with its own "levels" offers them in the Puzzles window. */
      if (ft_config_get_n_levels (config) > 0)
        ft_window_set_levels (window, config);
      /* A "premove" in the file wins over the preference for this window. */
      if (ft_config_sets_premove (config))
        {
          FtBoardModel *board = ft_board_view_get_model (ft_window_get_board (window));

          g_settings_unbind (board, "premove");
          ft_board_model_set_premove_enabled (board, ft_config_get_premove (config));
        }
      /* One window autosaves, and the game it left unfinished comes back
       * (docs/playing.md#saving-games); the others ask before dropping an
       * unsaved game. */
      if (may_resume && self->autosave_window == NULL)
        {
          g_autofree char *autosave = ft_application_get_autosave_path ();

          if (!ft_window_resume (window, autosave, setup))
            {
              ft_window_start (window, setup);
              if (!named && may_resume)
                ft_page_switcher_show_start (ft_window_get_page_switcher (window));
            }
          present (window);
          ft_window_set_autosave (window, autosave, TRUE);
          /* A network game this window left unfinished (docs/network.md). */
          ft_window_offer_rejoin (window);
          self->autosave_window = window;
          g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &self->autosave_window);
        }
      else
        {
          ft_window_set_autosave (window, NULL, TRUE);
          ft_window_start (window, setup);
          present (window);
        }
    }
  else
    {
      g_autofree char *text = ft_problem_list_to_string (problems);
      g_autoptr (FtGameSetup) fallback = ft_game_setup_new_default ();
      g_autoptr (FtConfig) defaults = ft_config_new_default ();
      g_autoptr (GPtrArray) ignored = ft_problem_list_new ();
      g_autoptr (FtGameSetup) setup = NULL;

      ft_config_to_setup (defaults, fallback, ignored);
      setup = initial_setup (self, defaults, fallback);
      ft_window_set_config_setup (window, fallback, FALSE, FALSE);
      ft_window_set_autosave (window, NULL, TRUE);
      present (window);
      ft_window_show_config_error (window, text, setup);
    }
  ft_startup_report_mark ("game started");
  return window;
}

FtWindow *
ft_application_open_window (FtApplication *self, const char *config_path)
{
  g_return_val_if_fail (FT_IS_APPLICATION (self), NULL);
  return open_window (self, config_path, TRUE);
}

FtWindow *
ft_application_open_file (FtApplication *self, GFile *file, const char *config_path)
{
  g_autofree char *path = NULL;
  FtWindow *window;

  g_return_val_if_fail (FT_IS_APPLICATION (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  /* Its own window, which neither resumes nor autosaves: the game in
   * progress (in another window, or autosaved for the next start) stays as
   * it was. Closing it asks before an unsaved game is dropped. */
  window = open_window (self, config_path, FALSE);
  path = g_file_get_path (file);
  if (ft_window_get_session (window) == NULL)
    {
      /* The config's problems come first (their dialog is up). */
      g_autofree char *name = g_file_get_parse_name (file);
      g_printerr (_("fourteen: %s was not opened: the config has problems\n"), name);
    }
  else if (path == NULL)
    {
      g_autofree char *name = g_file_get_parse_name (file);
      g_autofree char *text = g_strdup_printf (_("%s: only a file on this computer can be opened"), name);
      AdwMessageDialog *dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (window),
                                                                             _("Could Not Open the Game"),
                                                                             text));

      adw_message_dialog_add_response (dialog, "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
    }
  else
    ft_window_open_file (window, path);
  return window;
}

static int
ft_application_handle_local_options (GApplication *application G_GNUC_UNUSED,
                                     GVariantDict *options)
{
  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("fourteen %s\n", PACKAGE_VERSION);
      return 0;
    }
  /* GTK 4.8's application starts without a display and crashes on the
   * first window: say what is wrong instead. (main() may have started GTK
   * already, ft-theme-skip.h; then the check only says it did.) */
  if (!gtk_init_check () || gdk_display_get_default () == NULL)
    {
      g_printerr (_("fourteen: cannot open a display: neither DISPLAY nor WAYLAND_DISPLAY names "
                    "one that answers (start it in a desktop session, or under xvfb-run)\n"));
      return 1;
    }
  return -1;
}

static int
ft_application_command_line (GApplication *application, GApplicationCommandLine *command_line)
{
  FtApplication *self = FT_APPLICATION (application);
  GVariantDict *options = g_application_command_line_get_options_dict (command_line);
  g_autofree char *config_arg = NULL;
  g_autofree char *config_path = NULL;
  int argc = 0;
  g_auto (GStrv) argv = g_application_command_line_get_arguments (command_line, &argc);

  if (g_variant_dict_lookup (options, "config", "^ay", &config_arg))
    {
      /* Relative to the directory the command was run in. */
      g_autoptr (GFile) file = g_application_command_line_create_file_for_arg (command_line,
                                                                               config_arg);
      config_path = g_file_get_path (file);
    }
  /* Games named after the options (`fourteen game.pgn`, the file manager's
   * Open With): each in its own window, relative to where the command ran. */
  if (argc > 1)
    {
      for (int i = 1; i < argc; i++)
        {
          g_autoptr (GFile) file = g_application_command_line_create_file_for_arg (command_line, argv[i]);

          ft_application_open_file (self, file, config_path);
        }
      return 0;
    }
  /* Launching the game again shows the running game, unless a config is
   * named: that opens a new game window. */
  if (config_path == NULL && gtk_application_get_active_window (GTK_APPLICATION (self)) != NULL)
    gtk_window_present (gtk_application_get_active_window (GTK_APPLICATION (self)));
  else
    ft_application_open_window (self, config_path);
  return 0;
}

/* Files given by D-Bus activation (a file manager's Open With) or
 * g_application_open(). */
static void
ft_application_open (GApplication *application, GFile **files, int n_files, const char *hint G_GNUC_UNUSED)
{
  for (int i = 0; i < n_files; i++)
    ft_application_open_file (FT_APPLICATION (application), files[i], NULL);
}

static void
ft_application_activate (GApplication *application)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (application));

  if (window != NULL)
    gtk_window_present (window);
  else
    ft_application_open_window (FT_APPLICATION (application), NULL);
}

static void
quit_activated (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED,
                gpointer user_data)
{
  GApplication *application = G_APPLICATION (user_data);
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (application));

  /* Closing (rather than g_application_quit) saves the window size and
   * cancels the computer's search. */
  for (GList *l = windows; l != NULL;)
    {
      GtkWindow *window = l->data;
      l = l->next;
      gtk_window_close (window);
    }
}

static void
preferences_activated (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED,
                       gpointer user_data)
{
  FtApplication *self = FT_APPLICATION (user_data);
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  FtPreferencesWindow *preferences;

  if (self->settings == NULL)
    return;
  preferences = ft_preferences_window_new (parent, self->settings);
  /* The Difficulty row lists the ladder of the game shown. */
  if (FT_IS_WINDOW (parent) && ft_window_get_setup (FT_WINDOW (parent)) != NULL)
    ft_preferences_window_set_kind (preferences, ft_rated_kind_of_setup (ft_window_get_setup (FT_WINDOW (parent))));
  gtk_window_present (GTK_WINDOW (preferences));
}

static void
about_activated (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED,
                 gpointer user_data)
{
  ft_show_about_window (gtk_application_get_active_window (GTK_APPLICATION (user_data)));
}

/* Difficulty and colour from the preferences: each window applies them to
 * its own setup (the level at once, the colour from the next restart); a
 * key that a window's config file names wins there. */
static void
game_settings_changed_cb (GSettings *settings G_GNUC_UNUSED, const char *key G_GNUC_UNUSED,
                          gpointer user_data)
{
  FtApplication *self = FT_APPLICATION (user_data);

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (FT_IS_WINDOW (l->data))
      ft_window_apply_preferences (l->data);
}

static const GActionEntry app_actions[] = {
  { "quit", quit_activated, NULL, NULL, NULL, { 0 } },
  { "preferences", preferences_activated, NULL, NULL, NULL, { 0 } },
  { "about", about_activated, NULL, NULL, NULL, { 0 } },
};

static void
load_icon_theme_thread (GTask *task, gpointer source_object G_GNUC_UNUSED, gpointer task_data,
                        GCancellable *cancellable G_GNUC_UNUSED)
{
  gtk_icon_theme_has_icon (task_data, "open-menu-symbolic");
  g_task_return_boolean (task, TRUE);
}

/* The icon theme reads its index files (Adwaita, hicolor, the resource
 * paths) on the first lookup, which comes as the window is first laid out:
 * read them on the other core meanwhile. GTK starts such a thread itself
 * when it opens the display, but GtkApplication and libadwaita then add
 * their resource paths, each of which throws that work away. Lookups are
 * safe from any thread once the theme is set up (gtkicontheme.c,
 * "Threading"); a lookup on the main thread waits for this one. */
static void
preload_icon_theme (void)
{
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gdk_display_get_default ());
  g_autoptr (GTask) task = g_task_new (NULL, NULL, NULL, NULL);

  g_task_set_task_data (task, g_object_ref (theme), g_object_unref);
  g_task_run_in_thread (task, load_icon_theme_thread);
}

static void
ft_application_startup (GApplication *application)
{
  FtApplication *self = FT_APPLICATION (application);
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = NULL;
  static const char *const quit_accels[] = { "<Control>q", NULL };
  static const char *const preferences_accels[] = { "<Control>comma", NULL };

  /* Read while GTK and libadwaita start, on the other core. */
  ft_app_profiles_preload ();
  G_APPLICATION_CLASS (ft_application_parent_class)->startup (application);
  preload_icon_theme ();
  /* Screen readers hear "Undo", not "underscore Undo" (GTK 4.8). */
  ft_mnemonic_names_install ();
  ft_startup_report_mark ("GTK and libadwaita ready");

  /* An uninstalled build without GSETTINGS_SCHEMA_DIR still runs; it just
   * remembers nothing. */
  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema != NULL)
    self->settings = g_settings_new (APP_ID);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions, G_N_ELEMENTS (app_actions),
                                   self);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.preferences",
                                         preferences_accels);
  ft_help_overlay_set_accels (GTK_APPLICATION (self));
  /* Background music: the preferences, held while no window is shown. */
  ft_music_control_attach (GTK_APPLICATION (self), self->settings);
  if (self->settings != NULL)
    {
      g_signal_connect (self->settings, "changed::difficulty",
                        G_CALLBACK (game_settings_changed_cb), self);
      g_signal_connect (self->settings, "changed::player-colour",
                        G_CALLBACK (game_settings_changed_cb), self);
    }
  else
    g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (G_ACTION_MAP (self),
                                                                              "preferences")),
                                 FALSE);
}

static void
ft_application_dispose (GObject *object)
{
  FtApplication *self = FT_APPLICATION (object);

  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  if (self->autosave_window != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->autosave_window),
                                  (gpointer *) &self->autosave_window);
  self->autosave_window = NULL;
  G_OBJECT_CLASS (ft_application_parent_class)->dispose (object);
}

static void
ft_application_class_init (FtApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *application_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = ft_application_dispose;
  application_class->startup = ft_application_startup;
  application_class->activate = ft_application_activate;
  application_class->command_line = ft_application_command_line;
  application_class->open = ft_application_open;
  application_class->handle_local_options = ft_application_handle_local_options;
}

static void
ft_application_init (FtApplication *self)
{
  g_application_add_main_option_entries (G_APPLICATION (self), option_entries);
  g_application_set_option_context_parameter_string (G_APPLICATION (self), _("[GAME.pgn|GAME.pdn…]"));
  g_application_set_option_context_summary (G_APPLICATION (self),
                                            _("Play Fourteen, fairy chess on a 14×14 board, "
                                              "against the computer. A saved game named here opens "
                                              "in its own window."));
}

FtApplication *
ft_application_new (void)
{
  return g_object_new (FT_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_COMMAND_LINE | G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/fourteenchess/Fourteen",
                       NULL);
}
