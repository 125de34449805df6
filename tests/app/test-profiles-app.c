/* test-profiles-app.c — the window parts of the players who come back
 * (docs/players.md) under Xvfb: the Players window's actions, the New Game
 * dialog's choice of profiles and the seats it gives, a finished game kept
 * in the history with its names and ratings, the Leaderboard's contents,
 * a profile's games window. Each test has a store in a folder of its own. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "ft-app-profiles.h"
#include "ft-computer-player.h"
#include "ft-fen.h"
#include "ft-level-suggestion.h"
#include "ft-lan-games-list.h"
#include "ft-leaderboard-window.h"
#include "ft-network-controller.h"
#include "ft-music-control.h"
#include "ft-sound-player.h"
#include "ft-new-game-dialog.h"
#include "ft-players-window.h"
#include "ft-profile-avatar.h"
#include "ft-profile-games-window.h"
#include "ft-rating-chart.h"

#include "app-test-util.h"

/* FT_PROFILES_SCREENSHOTS=DIR saves what a test shows as DIR/NAME. */
static void
save_if_asked (gpointer window, const char *name)
{
  const char *dir = g_getenv ("FT_PROFILES_SCREENSHOTS");

  if (dir == NULL)
    return;
  spin (300);
  save_window_png (window, dir, name);
}

static void
remove_tree (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  if (dir != NULL)
    while ((name = g_dir_read_name (dir)) != NULL)
      {
        g_autofree char *child = g_build_filename (path, name, NULL);
        remove_tree (child);
      }
  g_remove (path);
}

/* A fresh store in its own folder, made the application's, with the
 * profiles named (after the first one, made from the account). */
static FtProfileStore *
fresh_store (char **dir_out, const char *const *names)
{
  char *dir = temp_dir ();
  g_autoptr (GPtrArray) problems = g_ptr_array_new ();
  FtProfileStore *store = ft_profile_store_new (dir, ft_level_ratings_load_shipped (problems));
  g_autoptr (GError) error = NULL;

  g_assert_true (ft_profile_store_load (store, &error));
  g_assert_no_error (error);
  for (guint i = 0; names != NULL && names[i] != NULL; i++)
    {
      g_autoptr (GError) add_error = NULL;

      g_assert_nonnull (ft_profile_store_add (store, names[i], &add_error));
      g_assert_no_error (add_error);
    }
  ft_app_profiles_set (store);
  *dir_out = dir;
  return store;
}

static FtProfile *
profile_named (FtProfileStore *store, const char *name)
{
  GListModel *profiles = ft_profile_store_get_profiles (store);

  for (guint i = 0; i < g_list_model_get_n_items (profiles); i++)
    {
      g_autoptr (FtProfile) profile = g_list_model_get_item (profiles, i);

      if (g_strcmp0 (ft_profile_get_name (profile), name) == 0)
        return profile;
    }
  return NULL;
}

static guint
count_rows (GtkListBox *list)
{
  guint n = 0;

  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    n += GTK_IS_LIST_BOX_ROW (row);
  return n;
}

/* Ada's row (the second) shows her rated game. */
static gboolean
row_rated (gpointer data)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (data), 1);

  return row != NULL && g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                                          "1 game (+1 =0 −0) · Fourteen 14×14 1");
}

/* Add, a taken name refused, rename, remove asked first (cancel keeps
 * it; "keep" removes the profile and keeps its games), the last one
 * never removed; the avatars show the initials. */
static void
test_players_window (void)
{
  static const char *const names[] = { "Ada Lovelace", NULL };
  g_autofree char *dir = NULL;
  g_autoptr (FtProfileStore) store = fresh_store (&dir, names);
  FtPlayersWindow *window = ft_players_window_new (NULL, store);
  GtkListBox *list = ft_players_window_get_list (window);
  FtProfile *ada = profile_named (store, "Ada Lovelace");
  GtkWidget *dialog;
  GtkWidget *row;

  gtk_window_present (GTK_WINDOW (window));
  spin (50);
  g_assert_cmpuint (count_rows (list), ==, 2);

  g_assert_true (ft_players_window_add (window, "  Bob  "));
  g_assert_cmpuint (count_rows (list), ==, 3);
  g_assert_nonnull (profile_named (store, "Bob"));
  g_assert_false (ft_players_window_add (window, "bob"));
  g_assert_nonnull (strstr (ft_players_window_get_message (window), "already a player called “Bob”"));
  g_assert_false (ft_players_window_add (window, "   "));
  g_assert_cmpuint (count_rows (list), ==, 3);

  /* A game finished while the window is open: the rows follow. */
  {
    FtFinishedGame game = { 0 };
    g_autoptr (GError) error = NULL;

    game.kind = FT_RATED_KIND_FOURTEEN;
    game.result = FT_RESULT_WHITE_WINS;
    game.reason = FT_REASON_CHECKMATE;
    game.moves[FT_WHITE] = game.moves[FT_BLACK] = 12;
    game.seats[FT_WHITE] = (FtSeat) { FT_SEAT_PROFILE, ft_profile_get_id (ada), 0, "Ada Lovelace" };
    game.seats[FT_BLACK] = (FtSeat) { FT_SEAT_PROFILE, ft_profile_get_id (profile_named (store, "Bob")), 0, "Bob" };
    g_assert_nonnull (ft_profile_store_record_game (store, &game, NULL, "pgn", &error));
    g_assert_no_error (error);
    g_assert_true (wait_until (row_rated, list, 5000));
  }

  /* The row shows the avatar with the initials, and follows a rename. */
  row = GTK_WIDGET (gtk_list_box_get_row_at_index (list, 1));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Ada Lovelace");
  dialog = ft_players_window_ask_rename (window, ada);
  gtk_editable_set_text (GTK_EDITABLE (adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog))),
                         "Ada King");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "rename");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpstr (ft_profile_get_name (ada), ==, "Ada King");
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Ada King");
  g_assert_false (ft_players_window_rename (window, ada, "BOB"));
  g_assert_cmpstr (ft_profile_get_name (ada), ==, "Ada King");
  {
    GtkWidget *avatar = ft_profile_avatar_new (ada, 32);
    g_assert_cmpstr (ft_profile_avatar_get_text (FT_PROFILE_AVATAR (avatar)), ==, "AK");
    g_object_ref_sink (avatar);
    g_object_unref (avatar);
  }

  /* Remove asks; Cancel keeps the profile. */
  dialog = ft_players_window_ask_remove (window, ada);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_nonnull (profile_named (store, "Ada King"));
  dialog = ft_players_window_ask_remove (window, ada);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "keep");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_null (profile_named (store, "Ada King"));
  g_assert_cmpuint (count_rows (list), ==, 2);
  g_assert_nonnull (strstr (ft_players_window_get_message (window), "kept"));

  /* Down to one: it cannot go. */
  dialog = ft_players_window_ask_remove (window, profile_named (store, "Bob"));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "delete");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpuint (g_list_model_get_n_items (ft_profile_store_get_profiles (store)), ==, 1);
  {
    g_autoptr (FtProfile) last = g_list_model_get_item (ft_profile_store_get_profiles (store), 0);
    g_assert_null (ft_players_window_ask_remove (window, last));
    g_assert_nonnull (strstr (ft_players_window_get_message (window), "last"));
  }

  gtk_window_destroy (GTK_WINDOW (window));
  spin (20);
  ft_app_profiles_set (NULL);
  remove_tree (dir);
}

static void
replay_cb (FtProfileGamesWindow *games G_GNUC_UNUSED, const char *path, char **out)
{
  g_free (*out);
  *out = g_strdup (path);
}

/* A finished two-person game, chosen in the dialog: the history keeps it
 * with both names in its record, rates it, and the leaderboard, the chart
 * and the winner's games window show it. */
static void
check_recorded_game (FtProfileStore *store, FtWindow *window, FtProfile *ada, FtProfile *bob)
{
  FtHistoryEntry *entry = ft_window_get_last_history_entry (window);
  g_autofree char *record = NULL, *text = NULL, *replayed = NULL;
  FtLeaderboardWindow *board;
  FtProfileGamesWindow *games;
  FtGlicko2Rating rating;

  g_assert_nonnull (entry);
  g_assert_cmpint (ft_history_entry_get_rated (entry), ==, FT_RATED);
  g_assert_cmpint (ft_history_entry_get_kind (entry), ==, FT_RATED_KIND_STANDARD);
  g_assert_cmpint (ft_history_entry_find_profile (entry, ft_profile_get_id (bob)), ==, FT_WHITE);
  g_assert_cmpint (ft_history_entry_find_profile (entry, ft_profile_get_id (ada)), ==, FT_BLACK);
  record = ft_profile_store_dup_record_file (store, entry);
  g_assert_true (g_file_get_contents (record, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "[White \"Bob\"]"));
  g_assert_nonnull (strstr (text, "[Black \"Ada\"]"));
  g_assert_cmpuint (ft_profile_get_rating (ada, FT_RATED_KIND_STANDARD, &rating), ==, 1);
  g_assert_cmpfloat (rating.rating, >, 1500);
  g_assert_cmpuint (ft_profile_get_rating (bob, FT_RATED_KIND_STANDARD, &rating), ==, 1);
  g_assert_cmpfloat (rating.rating, <, 1500);

  /* The leaderboard at standard chess: Ada first, then Bob; a line each,
   * and the computer's levels among them by their measured ratings, from
   * the one just above Ada (1662: level 8, 1670) to the one just below Bob
   * (1338: level 6, 1292); level 7's figures are data/level-ratings.json's. */
  board = ft_leaderboard_window_new (GTK_WINDOW (window), store, FT_RATED_KIND_STANDARD);
  gtk_window_present (GTK_WINDOW (board));
  spin (50);
  g_assert_cmpuint (ft_leaderboard_window_get_n_rows (board), ==, 5);
  {
    g_autofree char *eight = ft_leaderboard_window_dup_row_text (board, 0);
    g_autofree char *first = ft_leaderboard_window_dup_row_text (board, 1);
    g_autofree char *seven = ft_leaderboard_window_dup_row_text (board, 2);
    g_autofree char *second = ft_leaderboard_window_dup_row_text (board, 3);
    g_autofree char *six = ft_leaderboard_window_dup_row_text (board, 4);

    g_assert_true (g_str_has_prefix (eight, "Level 8, the computer, "));
    g_assert_cmpstr (seven, ==, "Level 7, the computer, 1467 ± 75, measured in 350 games");
    g_assert_true (g_str_has_prefix (six, "Level 6, the computer, "));
    g_assert_true (g_str_has_prefix (first, "1. Ada, 1"));
    g_assert_nonnull (strstr (first, "won 1, drawn 0, lost 0"));
    g_assert_nonnull (strstr (first, "best win: Bob (1500)"));
    g_assert_true (g_str_has_prefix (second, "2. Bob, 1"));
    g_assert_nonnull (strstr (second, "won 0, drawn 0, lost 1"));
    g_assert_nonnull (strstr (second, "best win: —"));
  }
  g_assert_cmpuint (ft_rating_chart_get_n_series (FT_RATING_CHART (ft_leaderboard_window_get_chart (board))), ==, 2);
  /* Another kind: nobody rated there yet. */
  ft_leaderboard_window_set_kind (board, FT_RATED_KIND_CHECKERS);
  g_assert_cmpuint (ft_leaderboard_window_get_n_rows (board), ==, 0);
  gtk_window_destroy (GTK_WINDOW (board));

  /* Ada's games: the win, replayed from its record. */
  games = ft_profile_games_window_new (GTK_WINDOW (window), store, ada);
  g_signal_connect (games, "replay", G_CALLBACK (replay_cb), &replayed);
  gtk_window_present (GTK_WINDOW (games));
  spin (50);
  g_assert_cmpuint (count_rows (ft_profile_games_window_get_history_list (games)), ==, 1);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (
                     gtk_list_box_get_row_at_index (ft_profile_games_window_get_history_list (games), 0))),
                   ==, "Won against Bob");
  /* Standard chess, then all games. */
  g_assert_cmpuint (count_rows (ft_profile_games_window_get_statistics_list (games)), ==, 2);
  g_assert_true (ft_profile_games_window_replay (games, 0));
  g_assert_cmpstr (replayed, ==, record);
  g_assert_false (ft_profile_games_window_replay (games, 1));
  gtk_window_destroy (GTK_WINDOW (games));
}

static void
test_new_game_profiles (void)
{
  static const char *const names[] = { "Ada", "Bob", NULL };
  g_autofree char *dir = NULL;
  g_autoptr (FtProfileStore) store = fresh_store (&dir, names);
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  FtProfile *ada = profile_named (store, "Ada"), *bob = profile_named (store, "Bob");
  FtWindow *window;
  FtNewGameDialog *dialog;
  FtProfileRows *rows;

  ft_profile_store_set_last_used (store, FT_WHITE, ada, NULL);
  ft_profile_store_set_last_used (store, FT_BLACK, bob, NULL);
  setup->opponent = FT_OPPONENT_COMPUTER;
  window = open_window_with (setup, NULL);
  /* Against the computer: the one person here is White's last player. */
  g_assert_true (ft_window_get_seat_profile (window, FT_WHITE) == ada);
  g_assert_null (ft_window_get_seat_profile (window, FT_BLACK));
  g_assert_cmpstr (ft_sidebar_get_bottom_name (ft_window_get_sidebar (window)), ==, "Ada");
  g_assert_true (ft_sidebar_get_profile (ft_window_get_sidebar (window), FALSE) == ada);
  g_assert_null (ft_sidebar_get_profile (ft_window_get_sidebar (window), TRUE));

  dialog = ft_window_open_new_game_dialog (window);
  rows = ft_new_game_dialog_get_profile_rows (dialog);
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_OPPONENT, 0);
  g_assert_false (ft_profile_rows_is_two_players (rows));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (ft_profile_rows_get_row (rows, 1))));
  g_assert_true (ft_profile_rows_get_profile (rows, 0) == ada);
  /* Playing Black: Black's last player is preselected. */
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_SIDE, 1);
  g_assert_true (ft_profile_rows_get_profile (rows, 0) == bob);

  /* A second player: both rows, the last ones preselected; swap them. */
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_OPPONENT, FT_OPPONENT_ITEM_HUMAN);
  g_assert_true (ft_profile_rows_is_two_players (rows));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (ft_profile_rows_get_row (rows, 1))));
  g_assert_true (ft_profile_rows_get_profile (rows, 0) == ada);
  g_assert_true (ft_profile_rows_get_profile (rows, 1) == bob);
  ft_profile_rows_select (rows, 0, bob);
  ft_profile_rows_select (rows, 1, ada);
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_BOARD, 2);   /* standard */
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_TIME, 7);    /* untimed */
  ft_new_game_dialog_start (dialog);
  spin (50);
  g_assert_true (ft_profile_store_get_last_used (store, FT_WHITE) == bob);
  g_assert_true (ft_profile_store_get_last_used (store, FT_BLACK) == ada);
  g_assert_true (ft_window_get_seat_profile (window, FT_WHITE) == bob);
  g_assert_true (ft_window_get_seat_profile (window, FT_BLACK) == ada);
  /* "Play As" Black is still chosen: Black (Ada) at the bottom. */
  g_assert_cmpstr (ft_sidebar_get_bottom_name (ft_window_get_sidebar (window)), ==, "Ada");
  g_assert_cmpstr (ft_sidebar_get_top_name (ft_window_get_sidebar (window)), ==, "Bob");
  g_assert_true (ft_sidebar_get_profile (ft_window_get_sidebar (window), FALSE) == ada);
  g_assert_true (ft_sidebar_get_profile (ft_window_get_sidebar (window), TRUE) == bob);

  play_move (window, "f2", "f3");
  play_move (window, "e7", "e5");
  play_move (window, "g2", "g4");
  play_move (window, "d8", "h4");
  g_assert_true (ft_game_is_over (ft_window_get_game (window)));
  check_recorded_game (store, window, ada, bob);
  /* Statistics: the games window of the player at the bottom (Ada). */
  {
    FtProfileGamesWindow *games = ft_window_open_statistics (window);

    g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (games)), ==, "Ada’s Games");
    gtk_window_destroy (GTK_WINDOW (games));
  }

  close_window (window);
  ft_app_profiles_set (NULL);
  remove_tree (dir);
}

/* Preferences drive the music (silent here: no stream is made); it is
 * held while no window is shown and while a window's game is paused. */
static void
test_music (void)
{
  g_autoptr (GtkApplication) application =
    gtk_application_new ("io.github.fourteenchess.FourteenMusicTest", G_APPLICATION_NON_UNIQUE);
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  FtSoundPlayer *player = ft_sound_player_get_default ();
  GtkWidget *window;

  ft_sound_player_set_silent (player, TRUE);
  g_assert_true (g_application_register (G_APPLICATION (application), NULL, NULL));
  ft_music_control_attach (application, settings);
  g_assert_false (ft_sound_player_get_music (player));
  g_settings_set_boolean (settings, "music", TRUE);
  g_settings_set_double (settings, "music-volume", 0.3);
  g_assert_true (ft_sound_player_get_music (player));
  g_assert_cmpfloat_with_epsilon (ft_sound_player_get_music_volume (player), 0.3, 1e-9);

  window = gtk_application_window_new (application);
  g_assert_true (ft_music_control_is_held (application));
  g_assert_false (ft_sound_player_get_music_playing (player));
  gtk_window_present (GTK_WINDOW (window));
  spin (50);
  g_assert_false (ft_music_control_is_held (application));
  g_assert_true (ft_sound_player_get_music_playing (player));
  gtk_widget_set_visible (window, FALSE);
  g_assert_false (ft_sound_player_get_music_playing (player));
  gtk_widget_set_visible (window, TRUE);
  g_assert_true (ft_sound_player_get_music_playing (player));
  ft_music_control_set_paused (GTK_WINDOW (window), TRUE);
  g_assert_false (ft_sound_player_get_music_playing (player));
  ft_music_control_set_paused (GTK_WINDOW (window), FALSE);
  g_assert_true (ft_sound_player_get_music_playing (player));
  g_assert_null (ft_sound_player_get_music_stream (player));

  g_settings_set_boolean (settings, "music", FALSE);
  g_assert_false (ft_sound_player_get_music_playing (player));
  gtk_window_destroy (GTK_WINDOW (window));
  spin (20);
}

static GtkWidget *
find_widget (GtkWidget *root, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The Join dialog lists the games discovery sees (a source of the test's
 * here), follows it live, fills the address of the one chosen; without a
 * daemon it says discovery is unavailable, and the address field stays. */
static void
test_join_dialog_lists_games (void)
{
  g_autoptr (GListStore) games = g_list_store_new (FT_TYPE_LAN_GAME);
  g_autoptr (FtLanGame) ada = ft_lan_game_new ("Ada", "192.168.1.5", 5000, "fourteen", "Ada", TRUE);
  g_autoptr (FtLanGame) bob = ft_lan_game_new ("Bob", "fe80::1%eth0", 5001, "checkers", "Bob", FALSE);
  g_autoptr (GListStore) none = g_list_store_new (FT_TYPE_LAN_GAME);
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  FtWindow *window = open_window_with (setup, NULL);
  GtkWidget *dialog, *address;
  FtLanGamesList *list;

  ft_lan_games_list_set_source (G_LIST_MODEL (games), TRUE, NULL);
  dialog = ft_window_open_join_dialog (window);
  list = FT_LAN_GAMES_LIST (find_widget (dialog, FT_TYPE_LAN_GAMES_LIST));
  address = find_widget (dialog, GTK_TYPE_ENTRY);
  g_assert_nonnull (list);
  g_assert_cmpstr (ft_lan_games_list_get_status (list), ==, "Looking for games on this network…");
  g_assert_cmpuint (count_rows (ft_lan_games_list_get_list (list)), ==, 0);

  g_list_store_append (games, ada);
  g_list_store_append (games, bob);
  g_assert_cmpstr (ft_lan_games_list_get_status (list), ==, "Games on this network:");
  g_assert_cmpuint (count_rows (ft_lan_games_list_get_list (list)), ==, 2);
  {
    AdwActionRow *row = ADW_ACTION_ROW (gtk_list_box_get_row_at_index (ft_lan_games_list_get_list (list), 1));
    g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Bob");
    g_assert_cmpstr (adw_action_row_get_subtitle (row), ==, "Checkers · watch only · [fe80::1%eth0]:5001");
  }
  ft_lan_games_list_choose (list, 0);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (address)), ==, "192.168.1.5:5000");
  /* A host that stops goes from the list. */
  g_list_store_remove (games, 0);
  g_assert_cmpuint (count_rows (ft_lan_games_list_get_list (list)), ==, 1);
  /* Typing still works. */
  gtk_editable_set_text (GTK_EDITABLE (address), "10.0.0.2");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (address)), ==, "10.0.0.2");
  gtk_window_destroy (GTK_WINDOW (dialog));

  ft_lan_games_list_set_source (G_LIST_MODEL (none), FALSE, "no Avahi daemon is running");
  dialog = ft_window_open_join_dialog (window);
  list = FT_LAN_GAMES_LIST (find_widget (dialog, FT_TYPE_LAN_GAMES_LIST));
  g_assert_cmpstr (ft_lan_games_list_get_status (list), ==,
                   "Discovery is unavailable (no Avahi daemon is running): type the host’s address.");
  g_assert_nonnull (find_widget (dialog, GTK_TYPE_ENTRY));
  gtk_window_destroy (GTK_WINDOW (dialog));
  ft_lan_games_list_set_source (NULL, FALSE, NULL);
  close_window (window);
}

/* The autosave belongs to those who played it: resumed, they sit again
 * (not the last ones chosen since) and the toast says whose game it is.
 * An opened record seats nobody. */
static void
test_resume_and_open (void)
{
  static const char *const names[] = { "Ada", "Bob", NULL };
  g_autofree char *dir = NULL;
  g_autoptr (FtProfileStore) store = fresh_store (&dir, names);
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autofree char *autosave = NULL, *saved = NULL;
  FtProfile *ada = profile_named (store, "Ada"), *bob = profile_named (store, "Bob");
  FtProfile *white = NULL, *black = NULL;
  FtWindow *window;

  autosave = g_build_filename (dir, "autosave.pgn", NULL);
  saved = g_build_filename (dir, "saved.pgn", NULL);
  ft_profile_store_set_last_used (store, FT_WHITE, ada, NULL);
  ft_profile_store_set_last_used (store, FT_BLACK, bob, NULL);
  setup->opponent = FT_OPPONENT_HUMAN;
  setup->time_control = FT_TIME_CONTROL_UNTIMED;
  ft_position_set_standard_start (setup->start);
  window = ft_window_new (NULL, NULL);
  gtk_window_present (GTK_WINDOW (window));
  ft_window_set_autosave (window, autosave, FALSE);
  ft_window_start (window, setup);
  g_assert_true (wait_until (board_ready, window, 5000));
  play_move (window, "e2", "e4");
  g_assert_true (ft_profile_store_get_autosave_owners (store, &white, &black));
  g_assert_true (white == ada && black == bob);
  g_assert_true (ft_window_save_game (window, saved));
  close_window (window);

  ft_profile_store_set_last_used (store, FT_WHITE, bob, NULL);
  ft_profile_store_set_last_used (store, FT_BLACK, ada, NULL);
  window = ft_window_new (NULL, NULL);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (ft_window_resume (window, autosave, setup));
  ft_window_set_autosave (window, autosave, FALSE);
  g_assert_true (wait_until (board_ready, window, 5000));
  g_assert_true (ft_window_get_seat_profile (window, FT_WHITE) == ada);
  g_assert_true (ft_window_get_seat_profile (window, FT_BLACK) == bob);
  g_assert_nonnull (find_label_containing (GTK_WIDGET (window), "The unfinished game of Ada and Bob was resumed"));
  g_assert_cmpstr (ft_sidebar_get_bottom_name (ft_window_get_sidebar (window)), ==, "Ada");

  /* A record opened from a file: its players who are profiles here sit at
   * their sides again (Ada and Bob played it), with their avatars; the
   * record keeps their names. */
  g_assert_true (ft_window_open_file (window, saved));
  spin (50);
  g_assert_true (ft_window_get_seat_profile (window, FT_WHITE) == ada);
  g_assert_true (ft_window_get_seat_profile (window, FT_BLACK) == bob);
  g_assert_true (ft_sidebar_get_profile (ft_window_get_sidebar (window), FALSE) == ada);
  g_assert_cmpstr (ft_sidebar_get_bottom_name (ft_window_get_sidebar (window)), ==, "Ada");
  close_window (window);
  ft_app_profiles_set (NULL);
  remove_tree (dir);
}

/* The chart's y axis spans the lines (rounded out to 50s), with a lone
 * line's deviation band; compact charts leave the band out. */
static void
test_rating_chart (void)
{
  static const FtRatingPoint ada[] = { { 100, 1500, 350 }, { 200, 1662, 290 } };
  static const FtRatingPoint bob[] = { { 100, 1338, 290 }, { 300, 1420, 250 } };
  GtkWidget *chart = g_object_ref_sink (ft_rating_chart_new (FALSE));
  GtkWidget *spark = g_object_ref_sink (ft_rating_chart_new (TRUE));
  double low, high;

  ft_rating_chart_get_range (FT_RATING_CHART (chart), &low, &high);
  g_assert_cmpfloat (low, ==, 1450);
  g_assert_cmpfloat (high, ==, 1550);
  ft_rating_chart_add_series (FT_RATING_CHART (chart), "#1c71d8", ada, 2);
  ft_rating_chart_get_range (FT_RATING_CHART (chart), &low, &high);
  g_assert_cmpfloat (low, ==, 1150);  /* 1500 − 350 */
  g_assert_cmpfloat (high, ==, 2000); /* 1662 + 290 = 1952 */
  ft_rating_chart_add_series (FT_RATING_CHART (chart), "#26a269", bob, 2);
  g_assert_cmpuint (ft_rating_chart_get_n_series (FT_RATING_CHART (chart)), ==, 2);
  ft_rating_chart_get_range (FT_RATING_CHART (chart), &low, &high);
  g_assert_cmpfloat (low, ==, 1300);
  g_assert_cmpfloat (high, ==, 1700);
  ft_rating_chart_add_series (FT_RATING_CHART (spark), "#1c71d8", ada, 2);
  ft_rating_chart_get_range (FT_RATING_CHART (spark), &low, &high);
  g_assert_cmpfloat (low, ==, 1500);
  g_assert_cmpfloat (high, ==, 1700);
  ft_rating_chart_clear (FT_RATING_CHART (chart));
  g_assert_cmpuint (ft_rating_chart_get_n_series (FT_RATING_CHART (chart)), ==, 0);
  g_object_unref (chart);
  g_object_unref (spark);
}

/* Three wins in a row against a level (two in the history, the third
 * played here): the toast offers the next level, and win.play-level starts
 * a game like the last against it (docs/players.md#which-level). */
static void
test_next_level_offered (void)
{
  g_autofree char *dir = NULL;
  g_autoptr (FtProfileStore) store = fresh_store (&dir, NULL);
  g_autoptr (FtProfile) ada = g_list_model_get_item (ft_profile_store_get_profiles (store), 0);
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (GVariant) state = NULL;
  FtRatedKind kind;
  FtWindow *window;
  FtPlayer *computer;

  /* White mates in one: Ra8#. */
  g_assert_true (ft_fen_parse ("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", FT_RULES_STANDARD, setup->start, NULL));
  setup->opponent = FT_OPPONENT_COMPUTER;
  setup->level = FT_LEVEL_4;
  setup->human_colour = FT_WHITE;
  setup->time_control = FT_TIME_CONTROL_UNTIMED;
  kind = ft_rated_kind_of_setup (setup);
  for (int i = 0; i < FT_LEVEL_OFFER_WINS - 1; i++)
    {
      FtFinishedGame game = { 0 };

      game.kind = kind;
      game.origin = FT_GAME_ORIGIN_PLAYED;
      game.seats[FT_WHITE].kind = FT_SEAT_PROFILE;
      game.seats[FT_WHITE].profile_id = ft_profile_get_id (ada);
      game.seats[FT_BLACK].kind = FT_SEAT_COMPUTER;
      game.seats[FT_BLACK].level = FT_LEVEL_4;
      game.result = FT_RESULT_WHITE_WINS;
      game.reason = FT_REASON_CHECKMATE;
      game.moves[FT_WHITE] = game.moves[FT_BLACK] = 20;
      game.time = g_get_real_time () / G_USEC_PER_SEC - 1000 + i;
      g_assert_nonnull (ft_profile_store_record_game (store, &game, NULL, NULL, NULL));
    }
  ft_profile_store_set_last_used (store, FT_WHITE, ada, NULL);
  window = open_window_with (setup, NULL);
  g_assert_true (ft_window_get_seat_profile (window, FT_WHITE) == ada);
  state = g_action_group_get_action_state (G_ACTION_GROUP (window), "play-level");
  g_assert_cmpint (g_variant_get_int32 (state), ==, 0);
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "play-level"));

  play_move (window, "a1", "a8");
  g_assert_true (ft_game_is_over (ft_window_get_game (window)));
  spin (100);
  g_clear_pointer (&state, g_variant_unref);
  state = g_action_group_get_action_state (G_ACTION_GROUP (window), "play-level");
  g_assert_cmpint (g_variant_get_int32 (state), ==, FT_LEVEL_5);
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "play-level"));
  g_assert_nonnull (find_label_containing (GTK_WIDGET (window), "Play Level 5"));
  save_if_asked (window, "next-level.png");

  /* The offer taken: the same game against level 5, the offer gone. */
  g_action_group_activate_action (G_ACTION_GROUP (window), "play-level", NULL);
  spin (100);
  g_assert_cmpint (ft_window_get_setup (window)->level, ==, FT_LEVEL_5);
  g_assert_false (ft_game_is_over (ft_window_get_game (window)));
  g_assert_cmpuint (ft_game_get_position (ft_window_get_game (window))->files, ==, 8);
  computer = ft_session_get_player (ft_window_get_session (window), FT_BLACK);
  g_assert_true (FT_IS_COMPUTER_PLAYER (computer));
  g_assert_cmpint (ft_computer_player_get_level (FT_COMPUTER_PLAYER (computer)), ==, FT_LEVEL_5);
  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "play-level"));

  close_window (window);
  ft_app_profiles_set (NULL);
  remove_tree (dir);
}

/* The levels' ratings read on a thread while GTK starts
 * (ft_app_profiles_preload()): the store gets the same figures as read on
 * the spot; without the file, no figures; a preload replaced by a store
 * of a test's own is waited for and dropped. */
static void
test_preloaded_ratings (void)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  FtLevelRatings *direct = ft_level_ratings_load_shipped (problems);
  double direct_rating, direct_deviation, rating, deviation;
  const FtLevelRatings *preloaded;

  g_assert_nonnull (direct);
  g_assert_true (ft_level_ratings_get (direct, FT_RATED_KIND_STANDARD, FT_LEVEL_5, &direct_rating, &direct_deviation));
  /* The store is the test data folder's (XDG_DATA_HOME, tests/app/meson.build). */
  ft_app_profiles_set (NULL);
  ft_app_profiles_preload ();
  ft_app_profiles_preload (); /* once */
  preloaded = ft_profile_store_get_level_ratings (ft_app_profiles_get ());
  g_assert_nonnull (preloaded);
  g_assert_true (ft_level_ratings_get (preloaded, FT_RATED_KIND_STANDARD, FT_LEVEL_5, &rating, &deviation));
  g_assert_cmpfloat (rating, ==, direct_rating);
  g_assert_cmpfloat (deviation, ==, direct_deviation);

  ft_app_profiles_set (NULL);
  g_setenv ("FOURTEEN_LEVEL_RATINGS", "/nonexistent/level-ratings.json", TRUE);
  ft_app_profiles_preload ();
  g_assert_null (ft_profile_store_get_level_ratings (ft_app_profiles_get ()));
  g_unsetenv ("FOURTEEN_LEVEL_RATINGS");

  ft_app_profiles_set (NULL);
  ft_app_profiles_preload ();
  ft_app_profiles_set (NULL);
  g_assert_nonnull (ft_profile_store_get_level_ratings (ft_app_profiles_get ()));
  ft_app_profiles_set (NULL);
  ft_level_ratings_free (direct);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();
  g_test_add_func ("/profiles/players-window", test_players_window);
  g_test_add_func ("/profiles/new-game-dialog", test_new_game_profiles);
  g_test_add_func ("/profiles/music", test_music);
  g_test_add_func ("/profiles/join-dialog", test_join_dialog_lists_games);
  g_test_add_func ("/profiles/resume-and-open", test_resume_and_open);
  g_test_add_func ("/profiles/rating-chart", test_rating_chart);
  g_test_add_func ("/profiles/next-level-offered", test_next_level_offered);
  g_test_add_func ("/profiles/preloaded-ratings", test_preloaded_ratings);
  return g_test_run ();
}
