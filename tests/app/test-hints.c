/* test-hints.c — what the window tells a player is true (issue 19): every
 * key a tooltip, toast or covered board names is bound to what it says;
 * the move list keeps the move shown in view, whole; the statistics count
 * each kind of board apart; the preferences say when a change takes
 * effect, and it does (difficulty: the computer's next move; side: the
 * next game). */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "app-test-util.h"
#include "ft-application.h"
#include "ft-computer-player.h"
#include "ft-easy.h"
#include "ft-fen.h"
#include "ft-san.h"
#include "ft-preferences-window.h"
#include "ft-rated-kind.h"
#include "ft-sidebar.h"
#include "ft-statistics-window.h"
#include "ft-statistics.h"

/* ---- Keys named in the window's texts ------------------------------------------- */

/* A key as "keyval:modifiers", the keyval in lower case. */
static char *
key_name (guint keyval, GdkModifierType mods)
{
  mods &= GDK_CONTROL_MASK | GDK_SHIFT_MASK | GDK_ALT_MASK;
  return g_strdup_printf ("%s:%x", gdk_keyval_name (gdk_keyval_to_lower (keyval)), mods);
}

/* A key as the texts write it: "Alt+←", "Shift+Ctrl+Z", "Esc", "P". */
static char *
parse_hint_key (const char *text)
{
  g_auto (GStrv) parts = g_strsplit (text, "+", -1);
  guint n = g_strv_length (parts);
  GdkModifierType mods = 0;
  const char *key = parts[n - 1];
  guint keyval;

  for (guint i = 0; i + 1 < n; i++)
    {
      g_assert_true (g_str_equal (parts[i], "Ctrl") || g_str_equal (parts[i], "Shift")
                     || g_str_equal (parts[i], "Alt"));
      mods |= g_str_equal (parts[i], "Ctrl")    ? GDK_CONTROL_MASK
              : g_str_equal (parts[i], "Shift") ? GDK_SHIFT_MASK
                                                : GDK_ALT_MASK;
    }
  if (g_str_equal (key, "←"))
    keyval = GDK_KEY_Left;
  else if (g_str_equal (key, "→"))
    keyval = GDK_KEY_Right;
  else if (g_str_equal (key, "Esc"))
    keyval = GDK_KEY_Escape;
  else
    keyval = gdk_keyval_from_name (g_str_equal (key, "Space") ? "space" : key);
  g_assert_cmpuint (keyval, !=, GDK_KEY_VoidSymbol);
  return key_name (keyval, mods);
}

/* win.key-resign (Esc and E only where the game is played) does what
 * win.resign does; so for restart. */
static const char *
plain_action (const char *action)
{
  return g_str_equal (action, "win.key-resign")    ? "win.resign"
         : g_str_equal (action, "win.key-restart") ? "win.restart"
                                                   : action;
}

static void
add_trigger (GHashTable *bound, GtkShortcutTrigger *trigger, const char *action)
{
  if (GTK_IS_ALTERNATIVE_TRIGGER (trigger))
    {
      add_trigger (bound, gtk_alternative_trigger_get_first (GTK_ALTERNATIVE_TRIGGER (trigger)), action);
      add_trigger (bound, gtk_alternative_trigger_get_second (GTK_ALTERNATIVE_TRIGGER (trigger)), action);
    }
  else if (GTK_IS_KEYVAL_TRIGGER (trigger))
    {
      g_autofree char *key = key_name (gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)),
                                       gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)));

      g_hash_table_add (bound, g_strdup_printf ("%s=%s", key, plain_action (action)));
    }
}

/* "key=action" for every key the window's shortcut controllers bind, and
 * the keys the board and the move list read themselves where the game is
 * played (the board has the focus): Home, End, Space. */
static GHashTable *
collect_bound_keys (FtWindow *window)
{
  GHashTable *bound = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GPtrArray) shortcuts = widget_shortcuts (GTK_WIDGET (window));

  for (guint i = 0; i < shortcuts->len; i++)
    {
      GtkShortcut *shortcut = shortcuts->pdata[i];
      GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);

      if (GTK_IS_NAMED_ACTION (action))
        add_trigger (bound, gtk_shortcut_get_trigger (shortcut),
                     gtk_named_action_get_action_name (GTK_NAMED_ACTION (action)));
    }
  g_hash_table_add (bound, g_strdup ("Home:0=win.history-start"));
  g_hash_table_add (bound, g_strdup ("End:0=win.history-end"));
  g_hash_table_add (bound, g_strdup ("space:0=win.end-turn"));
  return bound;
}

/* Each key of `keys` ("Alt+←/Alt+→", "Esc or E") is bound to the action
 * at the same place in `actions` (or the only one). */
static void
assert_keys_bound (GHashTable *bound, const char *text, const char *keys, const char *const *actions)
{
  g_autofree char *spaced = g_strdup (keys);
  g_auto (GStrv) each = NULL;

  g_strdelimit (spaced, "/", ',');
  {
    g_autofree char *joined = NULL;
    g_auto (GStrv) words = g_strsplit (spaced, " or ", -1);

    joined = g_strjoinv (",", words);
    each = g_strsplit (joined, ",", -1);
  }
  for (guint i = 0; each[i] != NULL; i++)
    {
      const char *action = actions[1] != NULL ? actions[i] : actions[0];
      g_autofree char *key = parse_hint_key (g_strstrip (each[i]));
      g_autofree char *pair = g_strdup_printf ("%s=%s", key, action);

      g_test_message ("\"%s\": %s", text, pair);
      g_assert_nonnull (action);
      g_assert_true (g_hash_table_contains (bound, pair));
    }
}

/* Every tooltip "Does something (Key)" of a button with an action. */
static guint
check_tooltips (GHashTable *bound, GtkWidget *widget)
{
  const char *tooltip = gtk_widget_get_tooltip_text (widget);
  guint n = 0;

  if (GTK_IS_ACTIONABLE (widget) && tooltip != NULL && g_str_has_suffix (tooltip, ")")
      && gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)) != NULL)
    {
      g_autofree char *keys = g_strndup (strrchr (tooltip, '(') + 1, strlen (strrchr (tooltip, '(')) - 2);

      assert_keys_bound (bound, tooltip, keys,
                         (const char *[]) { gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), NULL });
      n++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += check_tooltips (bound, child);
  return n;
}

/* The text between `before` and `after` in `text`. */
static char *
between (const char *text, const char *before, const char *after)
{
  const char *start = strstr (text, before);
  const char *end;

  g_assert_nonnull (start);
  start += strlen (before);
  end = strstr (start, after);
  g_assert_nonnull (end);
  return g_strndup (start, (gsize) (end - start));
}

/* The sidebar's and header's tooltips, the toast of a finished game
 * opened, and the paused board's words name keys that do what they say. */
static void
test_key_hints (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "over.pgn", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (GHashTable) bound = NULL;
  g_autofree char *keys = NULL;
  FtWindow *window;
  GtkWidget *toast;

  setup->opponent = FT_OPPONENT_COMPUTER;
  setup->level = FT_LEVEL_EASY;
  window = open_window_with (setup, NULL);
  bound = collect_bound_keys (window);
  g_assert_cmpuint (check_tooltips (bound, GTK_WIDGET (window)), >=, 8);

  /* A finished game opened: the toast says how to step through it. */
  g_assert_true (g_file_set_contents (path, "[White \"A\"]\n[Black \"B\"]\n[Result \"0-1\"]\n\n"
                                            "1. f3 e5 2. g4 Qh4# 0-1\n", -1, NULL));
  g_assert_true (ft_window_open_game (window, path, &error));
  g_assert_no_error (error);
  toast = find_label_containing (GTK_WIDGET (window), "step through");
  g_assert_nonnull (toast);
  keys = between (gtk_label_get_text (GTK_LABEL (toast)), ": ", " step");
  assert_keys_bound (bound, gtk_label_get_text (GTK_LABEL (toast)), keys,
                     (const char *[]) { "win.history-back", "win.history-forward", NULL });
  g_clear_pointer (&keys, g_free);

  /* The paused board. */
  ft_window_start (window, setup);
  g_assert_true (wait_until (turn_started_and_still, window, 5000));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.pause", NULL);
  g_assert_true (ft_session_is_paused (ft_window_get_session (window)));
  keys = between (ft_board_view_get_cover_text (ft_window_get_board (window)), "press ", " to");
  assert_keys_bound (bound, ft_board_view_get_cover_text (ft_window_get_board (window)), keys,
                     (const char *[]) { "win.pause", NULL });
  close_window (window);
  remove_dir (dir);
}

/* ---- The move list ---------------------------------------------------------------- */

static gboolean
is_scrolled_window (GtkWidget *widget, gconstpointer data G_GNUC_UNUSED)
{
  return GTK_IS_SCROLLED_WINDOW (widget);
}

static gboolean
has_class (GtkWidget *widget, gconstpointer css_class)
{
  return gtk_widget_has_css_class (widget, css_class);
}

typedef struct
{
  GtkWidget *sheet;
  GtkWidget *scrolled;
} SheetView;

/* The current move's row lies whole inside the list's visible part. */
static gboolean
current_in_view (gpointer data)
{
  SheetView *view = data;
  GtkWidget *current = find_widget_where (view->sheet, has_class, "current-move");
  graphene_rect_t bounds;

  return current != NULL && gtk_widget_compute_bounds (current, view->scrolled, &bounds) &&
         bounds.origin.y >= 0 && bounds.origin.y + bounds.size.height <= gtk_widget_get_height (view->scrolled);
}

/* The move shown (ply) is whole inside the move list's visible part. */
static void
assert_current_in_view (FtWindow *window, guint ply)
{
  FtScoresheet *sheet = ft_sidebar_get_scoresheet (ft_window_get_sidebar (window));
  GtkWidget *scrolled = find_widget_where (GTK_WIDGET (sheet), is_scrolled_window, NULL);
  SheetView view = { GTK_WIDGET (sheet), scrolled };
  GtkWidget *current;
  graphene_rect_t bounds;

  /* The scroll waits for the next frame, which a loaded machine delays:
   * wait for it (up to 5 s), then check with the figures in the log. */
  wait_until (current_in_view, &view, 5000);
  g_assert_cmpuint (ft_scoresheet_get_current (sheet), ==, ply);
  current = find_widget_where (GTK_WIDGET (sheet), has_class, "current-move");
  g_assert_nonnull (current);
  g_assert_true (gtk_widget_compute_bounds (current, scrolled, &bounds));
  g_test_message ("ply %u: %.0f..%.0f of %d", ply, bounds.origin.y, bounds.origin.y + bounds.size.height,
                  gtk_widget_get_height (scrolled));
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (scrolled));
}

/* A standard game of `plies` moves the easy level chooses (no repetition,
 * no end), as PGN. */
static char *
long_game_pgn (guint plies)
{
  for (guint64 seed = 1;; seed++)
    {
      g_autofree FtPosition *pos = g_new (FtPosition, 1);
      GString *pgn = g_string_new ("[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n");
      FtEasyRandom random;
      guint ply;

      ft_position_set_standard_start (pos);
      ft_easy_random_init (&random, seed);
      for (ply = 0; ply < plies; ply++)
        {
          FtResultReason reason;
          FtMove move;
          char san[FT_SAN_MAX];

          if (ft_position_result (pos, &reason) != FT_RESULT_NONE)
            break;
          move = ft_easy_choose_move (pos, &random, NULL);
          if (ply % 2 == 0)
            g_string_append_printf (pgn, "%u. ", ply / 2 + 1);
          g_string_append_printf (pgn, "%s ", ft_san_write (pos, move, san));
          ft_position_make_move (pos, move);
        }
      if (ply == plies)
        {
          g_string_append (pgn, "*\n");
          return g_string_free (pgn, FALSE);
        }
      g_string_free (pgn, TRUE);
    }
}

/* A game longer than the list: its last move is in view, and so is each
 * move browsed to, back to the first and forward again. */
static void
test_move_list_follows (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "long.pgn", NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *pgn = long_game_pgn (60);
  FtWindow *window;
  guint n;

  g_assert_true (g_file_set_contents (path, pgn, -1, NULL));
  setup->opponent = FT_OPPONENT_HUMAN;
  window = open_window_with (setup, NULL);
  g_assert_true (ft_window_open_game (window, path, &error));
  g_assert_no_error (error);
  n = ft_game_get_n_moves (ft_window_get_game (window));
  g_assert_cmpuint (n, ==, 60);
  assert_current_in_view (window, n);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-start", NULL);
  spin (50);
  for (guint ply = 1; ply < n; ply++)
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "win.history-forward", NULL);
      if (ply % 7 == 0)
        assert_current_in_view (window, ply);
    }
  for (guint ply = n - 2; ply > 0; ply--)
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "win.history-back", NULL);
      if (ply % 9 == 0)
        assert_current_in_view (window, ply);
    }
  close_window (window);
  remove_dir (dir);
}

/* ---- Statistics per board ----------------------------------------------------------- */

/* Each kind of board is counted apart, and the window shows one kind or
 * every board together: a standard game mated in the window, and counts
 * recorded for checkers (hard) and a 12×10 board (two people). */
static void
test_statistics_per_board (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autofree char *dir = temp_dir ();
  g_autoptr (FtStatistics) stats = ft_statistics_load (dir);
  FtStatisticsWindow *stats_window;
  FtWindow *window;

  g_assert_true (ft_statistics_record (stats, "checkers", FT_OPPONENT_COMPUTER, FT_LEVEL_HARD,
                                       FT_RESULT_WHITE_WINS));
  g_assert_true (ft_statistics_record (stats, "fairy-12x10", FT_OPPONENT_HUMAN, FT_LEVEL_NORMAL,
                                       FT_RESULT_DRAW));
  setup->opponent = FT_OPPONENT_HUMAN;
  ft_position_set_standard_start (setup->start);
  window = ft_window_new (NULL, NULL);
  gtk_window_present (GTK_WINDOW (window));
  ft_window_set_statistics_dir (window, dir);
  ft_window_start (window, setup);
  g_assert_true (wait_until (board_ready, window, 5000));
  play_move (window, "f2", "f3");
  play_move (window, "e7", "e5");
  play_move (window, "g2", "g4");
  play_move (window, "d8", "h4");
  g_assert_true (ft_game_is_over (ft_window_get_game (window)));

  stats_window = ft_statistics_window_new (GTK_WINDOW (window), dir);
  /* Every board. */
  g_assert_cmpstr (ft_statistics_window_get_row_text (stats_window, 2), ==, "Played 1 · Won 1 · Drawn 0 · Lost 0");
  g_assert_cmpstr (ft_statistics_window_get_row_text (stats_window, 3), ==,
                   "Played 2 · White won 0 · Drawn 1 · Black won 1");
  ft_statistics_window_set_board (stats_window, FT_RATED_KIND_STANDARD);
  g_assert_cmpstr (ft_statistics_window_get_row_text (stats_window, 2), ==, "Played 0 · Won 0 · Drawn 0 · Lost 0");
  g_assert_cmpstr (ft_statistics_window_get_row_text (stats_window, 3), ==,
                   "Played 1 · White won 0 · Drawn 0 · Black won 1");
  ft_statistics_window_set_board (stats_window, FT_RATED_KIND_CHECKERS);
  g_assert_cmpstr (ft_statistics_window_get_row_text (stats_window, 2), ==, "Played 1 · Won 1 · Drawn 0 · Lost 0");
  g_assert_cmpstr (ft_statistics_window_get_row_text (stats_window, 1), ==, "Played 0 · Won 0 · Drawn 0 · Lost 0");
  g_assert_cmpstr (ft_statistics_window_get_row_text (stats_window, 3), ==,
                   "Played 0 · White won 0 · Drawn 0 · Black won 0");
  ft_statistics_window_set_board (stats_window, FT_RATED_KIND_FAIRY_12X10);
  g_assert_cmpstr (ft_statistics_window_get_row_text (stats_window, 3), ==,
                   "Played 1 · White won 0 · Drawn 1 · Black won 0");
  ft_statistics_window_set_board (stats_window, FT_RATED_KIND_FOURTEEN);
  g_assert_cmpstr (ft_statistics_window_get_row_text (stats_window, 3), ==,
                   "Played 0 · White won 0 · Drawn 0 · Black won 0");
  ft_statistics_window_set_board (stats_window, -1);
  g_assert_cmpstr (ft_statistics_window_get_row_text (stats_window, 3), ==,
                   "Played 2 · White won 0 · Drawn 1 · Black won 1");
  gtk_window_present (GTK_WINDOW (stats_window));
  spin (200);
  if (g_getenv ("FT_FIT_SCREENSHOTS") != NULL)
    save_window_png (stats_window, g_getenv ("FT_FIT_SCREENSHOTS"), "statistics-per-board.png");
  gtk_window_destroy (GTK_WINDOW (stats_window));
  close_window (window);
  remove_dir (dir);
}

/* ---- Preferences: when a change takes effect ------------------------------------ */

static gboolean
is_combo_row_titled (GtkWidget *widget, gconstpointer title)
{
  return ADW_IS_COMBO_ROW (widget)
         && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0;
}

static AdwComboRow *
combo_row (GtkWidget *widget, const char *title)
{
  return ADW_COMBO_ROW (find_widget_where (widget, is_combo_row_titled, title));
}

/* Difficulty says "from its next move" and the computer of the game in
 * progress plays at the new level at once; Play As says "from the next
 * game", and the game in progress keeps its sides until a new one. */
static void
test_preferences_say_when (void)
{
  g_autoptr (FtApplication) application = ft_application_new ();
  g_autofree char *dir = temp_dir ();
  g_autofree char *config = g_build_filename (dir, "config.json", NULL);
  FtPreferencesWindow *preferences;
  GSettings *settings;
  FtWindow *window;
  AdwComboRow *row;
  FtPlayer *computer;

  g_assert_true (g_file_set_contents (config, "{\"opponent\": \"computer\"}", -1, NULL));
  {
    /* A new game, not one another test left to resume. */
    g_autofree char *autosave = ft_application_get_autosave_path ();

    g_unlink (autosave);
  }
  g_application_set_flags (G_APPLICATION (application), G_APPLICATION_NON_UNIQUE
                                                          | G_APPLICATION_HANDLES_COMMAND_LINE);
  g_assert_true (g_application_register (G_APPLICATION (application), NULL, NULL));
  settings = ft_application_get_settings (application);
  g_settings_set_string (settings, "difficulty", "easy");
  g_settings_set_string (settings, "player-colour", "white");
  window = ft_application_open_window (application, config);
  g_assert_true (wait_until (board_ready, window, 5000));
  computer = ft_session_get_player (ft_window_get_session (window), FT_BLACK);
  g_assert_true (FT_IS_COMPUTER_PLAYER (computer));
  g_assert_cmpint (ft_computer_player_get_level (FT_COMPUTER_PLAYER (computer)), ==, FT_LEVEL_EASY);

  preferences = ft_preferences_window_new (GTK_WINDOW (window), settings);
  row = combo_row (GTK_WIDGET (preferences), "_Difficulty");
  g_assert_nonnull (row);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "next move"));
  /* The ladder of the game shown (Fourteen): its top is "hard". */
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (row)), ==,
                    ft_rated_kind_top_level (FT_RATED_KIND_FOURTEEN));
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, FT_LEVEL_EASY - FT_LEVEL_1);
  adw_combo_row_set_selected (row, ft_rated_kind_top_level (FT_RATED_KIND_FOURTEEN) - FT_LEVEL_1);
  {
    g_autofree char *difficulty = g_settings_get_string (settings, "difficulty");

    g_assert_cmpstr (difficulty, ==, "hard");
  }
  g_assert_cmpint (ft_computer_player_get_level (FT_COMPUTER_PLAYER (computer)), ==, FT_LEVEL_HARD);
  g_assert_cmpstr (ft_sidebar_get_top_name (ft_window_get_sidebar (window)), ==, "Computer (hard)");

  row = combo_row (GTK_WIDGET (preferences), "_Play As");
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), "next game"));
  adw_combo_row_set_selected (row, 1);
  g_assert_cmpint (ft_game_get_human_colour (ft_window_get_game (window)), ==, FT_WHITE);
  gtk_window_destroy (GTK_WINDOW (preferences));
  confirm_action (window, "win.restart");
  g_assert_cmpint (ft_game_get_human_colour (ft_window_get_game (window)), ==, FT_BLACK);

  gtk_window_destroy (GTK_WINDOW (window));
  spin (20);
  g_settings_reset (settings, "difficulty");
  g_settings_reset (settings, "player-colour");
  remove_dir (dir);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();
  g_test_add_func ("/hints/keys-bound", test_key_hints);
  g_test_add_func ("/hints/move-list-follows", test_move_list_follows);
  g_test_add_func ("/hints/statistics-per-board", test_statistics_per_board);
  g_test_add_func ("/hints/preferences-say-when", test_preferences_say_when);
  return g_test_run ();
}
