/* test-checkers-window.c — a game of checkers through the window's common
 * path (Xvfb): the sidebar's clocks run and a flag falls, the move list
 * fills with standard numeric notation, browsing, undo and redo, a PDN
 * saved and opened again, an autosaved game resumed, the result counted
 * in the statistics, the Host dialog offering checkers, and a game between
 * two windows over 127.0.0.1. */
#include "config.h"

#include <string.h>

#include "ft-network-client.h"
#include "ft-network-controller.h"
#include "ft-network-host.h"
#include "ft-new-game-dialog.h"
#include "ft-statistics.h"

#include "app-test-util.h"
#include "checkers-test-util.h"

static FtGameSetup *
checkers_setup (FtCheckersRules rules, FtTimeControl time_control, gint64 ms)
{
  FtGameSetup *setup = ft_game_setup_new_default ();

  setup->game = FT_GAME_KIND_CHECKERS;
  setup->checkers_rules = rules;
  setup->opponent = FT_OPPONENT_HUMAN;
  setup->human_colour = FT_WHITE;
  setup->time_control = time_control;
  setup->player_ms = setup->cpu_ms = ms;
  setup->player_increment_ms = setup->cpu_increment_ms = 0;
  return setup;
}

static FtScoresheet *
sheet_of (FtWindow *window)
{
  return ft_sidebar_get_scoresheet (ft_window_get_sidebar (window));
}

/* Standard numeric notation: "11-15", "22x15", "10x19x26". */
static gboolean
is_numeric_notation (const char *text)
{
  return g_regex_match_simple ("^[0-9]{1,2}([-x][0-9]{1,2})+$", text, 0, 0);
}

/* The move list shows the game's record, move for move. */
static void
assert_sheet_is_record (FtWindow *window)
{
  FtGame *game = game_of (window);
  guint n = ft_game_get_n_moves (game);

  g_assert_cmpuint (ft_scoresheet_get_n_moves (sheet_of (window)), ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpstr (ft_scoresheet_get_san (sheet_of (window), i), ==, ft_game_get_notation (game, i));
      g_assert_true (is_numeric_notation (ft_game_get_notation (game, i)));
    }
}

static gboolean
game_over (gpointer data)
{
  return ft_game_is_over (game_of (data));
}

static gboolean
top_clock_changed (gpointer data)
{
  FtWindow *window = data;

  return g_strcmp0 (ft_sidebar_get_top_clock (ft_window_get_sidebar (window)),
                    g_object_get_data (G_OBJECT (window), "top-clock")) != 0;
}

/* A 3-second game: after Fire's move Water's clock runs on the sidebar
 * (top) and its flag falls: Fire wins on time. */
static void
test_clocks_and_flag (void)
{
  g_autoptr (FtGameSetup) setup = checkers_setup (FT_CHECKERS_RULES_BOMBS, FT_TIME_CONTROL_FISCHER, 3000);
  FtWindow *window = open_checkers_with (setup);
  FtSidebar *sidebar = ft_window_get_sidebar (window);
  FtResultReason reason;

  g_assert_true (ft_clock_is_timed (ft_game_get_clock (game_of (window))));
  g_assert_cmpstr (ft_sidebar_get_top_clock (sidebar), ==, "00:03");
  click_square (window, "c3");
  click_square (window, "d4");
  g_assert_true (wait_until (ready, window, 5000));
  g_assert_cmpint (ft_game_get_turn (game_of (window)), ==, FT_BLACK);
  g_assert_true (ft_clock_is_running (ft_game_get_clock (game_of (window))));
  g_assert_cmpint (ft_clock_get_running_side (ft_game_get_clock (game_of (window))), ==, FT_BLACK);
  /* The top clock (Water's) counts down on its own. */
  g_object_set_data_full (G_OBJECT (window), "top-clock", g_strdup (ft_sidebar_get_top_clock (sidebar)), g_free);
  g_assert_true (wait_until (top_clock_changed, window, 2500));
  g_assert_true (wait_until (game_over, window, 6000));
  g_assert_cmpint (ft_game_get_result (game_of (window), &reason), ==, FT_RESULT_WHITE_WINS);
  g_assert_cmpint (reason, ==, FT_REASON_TIME);
  g_assert_cmpstr (ft_sidebar_get_top_clock (sidebar), ==, "00:00");
  g_assert_cmpstr (turn_of (window), ==, "Game over");
  g_assert_cmpstr (message_of (window), ==, ft_game_get_result_message_for_players (game_of (window)));
  g_assert_nonnull (strstr (message_of (window), "time"));
  g_assert_true (ft_sidebar_get_game_over (sidebar));
  close_window (window);
}

static gboolean
action_enabled (FtWindow *window, const char *name)
{
  GtkWidget *button = NULL;
  GtkWidget *probe = gtk_button_new ();
  gboolean enabled;

  /* An actionable widget in the window is sensitive exactly when its
   * action is enabled. */
  gtk_actionable_set_action_name (GTK_ACTIONABLE (probe), name);
  gtk_widget_insert_before (probe, GTK_WIDGET (ft_window_get_board (window)), NULL);
  button = probe;
  enabled = gtk_widget_is_sensitive (button);
  gtk_widget_unparent (probe);
  return enabled;
}

/* The move list fills with the game's notation; undo takes a turn back,
 * redo replays it; browsing shows earlier positions with the sidebar
 * saying which. */
static void
test_move_list_undo_redo (void)
{
  g_autoptr (FtGameSetup) setup = checkers_setup (FT_CHECKERS_RULES_BOMBS, FT_TIME_CONTROL_UNTIMED, 0);
  FtWindow *window = open_checkers_with (setup);
  g_autofree char *third = NULL;
  g_autofree char *after_first = NULL;

  g_assert_cmpuint (ft_scoresheet_get_n_moves (sheet_of (window)), ==, 0);
  g_assert_false (action_enabled (window, "win.undo"));
  play_opening (window);
  g_assert_cmpuint (ft_game_get_n_moves (game_of (window)), ==, 6);
  assert_sheet_is_record (window);
  g_assert_cmpuint (ft_scoresheet_get_current (sheet_of (window)), ==, 6);
  /* Between two people undo takes back one turn; redo plays it again. */
  third = g_strdup (ft_game_get_notation (game_of (window), 5));
  g_assert_true (action_enabled (window, "win.undo"));
  g_assert_false (action_enabled (window, "win.redo"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (ft_game_get_n_moves (game_of (window)), ==, 5);
  assert_sheet_is_record (window);
  g_assert_true (has_piece (window, "c5", NULL));
  g_assert_false (has_piece (window, "b4", NULL));
  g_assert_cmpint (ft_game_get_turn (game_of (window)), ==, FT_BLACK);
  g_assert_true (action_enabled (window, "win.redo"));
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpuint (ft_game_get_n_moves (game_of (window)), ==, 4);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  g_assert_cmpuint (ft_game_get_n_moves (game_of (window)), ==, 6);
  g_assert_cmpstr (ft_game_get_notation (game_of (window), 5), ==, third);
  g_assert_true (has_piece (window, "b4", NULL));
  g_assert_false (action_enabled (window, "win.redo"));
  assert_sheet_is_record (window);

  /* Browsing: the start, then after Fire's first move. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-start", NULL);
  g_assert_true (ft_board_model_is_browsing (model_of (window)));
  g_assert_cmpuint (ft_board_model_get_shown_ply (model_of (window)), ==, 0);
  g_assert_cmpstr (message_of (window), ==, "Start position");
  g_assert_cmpuint (ft_scoresheet_get_current (sheet_of (window)), ==, 0);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-forward", NULL);
  after_first = g_strdup_printf ("After 1. %s", ft_game_get_notation (game_of (window), 0));
  g_assert_cmpstr (message_of (window), ==, after_first);
  g_assert_cmpuint (ft_board_model_get_shown_ply (model_of (window)), ==, 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-end", NULL);
  g_assert_false (ft_board_model_is_browsing (model_of (window)));
  /* The replay starts from the first position. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.replay", NULL);
  g_assert_true (ft_board_model_is_browsing (model_of (window)));
  g_assert_cmpuint (ft_board_model_get_shown_ply (model_of (window)), ==, 0);
  spin (1200);
  g_assert_cmpuint (ft_board_model_get_shown_ply (model_of (window)), >=, 1);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-end", NULL);
  close_window (window);
}

static char *
position_of (FtWindow *window)
{
  return ft_ruleset_write_position (ft_game_get_rules (game_of (window)));
}

/* A game with a capture saved as PDN (plain English PDN for English
 * rules, the bombs-and-shields tags otherwise) and opened again in
 * another window: the same moves, notation, position and side to move. */
static void
test_pdn_round_trip (gconstpointer data)
{
  FtCheckersRules rules = GPOINTER_TO_INT (data);
  g_autoptr (FtGameSetup) setup = checkers_setup (rules, FT_TIME_CONTROL_UNTIMED, 0);
  g_autoptr (FtGameSetup) chess = ft_game_setup_new_default ();
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.pdn", NULL);
  g_autofree char *text = NULL;
  g_autofree char *saved_position = NULL;
  g_autofree char *opened_position = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) notation = g_ptr_array_new_with_free_func (g_free);
  FtWindow *window = open_checkers_with (setup);
  FtWindow *other;

  play_opening (window);
  /* Fire's shield jumps b4 and stops there (End Turn); in English rules
   * the man must jump b6 too. */
  click_square (window, "c3");
  click_square (window, "a5");
  g_assert_cmpint (ft_game_get_turn (game_of (window)), ==, FT_WHITE);
  g_assert_cmpint (end_turn_enabled (window), ==, rules == FT_CHECKERS_RULES_BOMBS);
  if (rules == FT_CHECKERS_RULES_BOMBS)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL);
  else
    click_square (window, "c7");
  g_assert_true (wait_until (ready, window, 5000));
  g_assert_cmpuint (ft_game_get_n_moves (game_of (window)), ==, 7);
  g_assert_nonnull (strchr (ft_game_get_notation (game_of (window), 6), 'x'));
  for (guint i = 0; i < 7; i++)
    g_ptr_array_add (notation, g_strdup (ft_game_get_notation (game_of (window), i)));
  saved_position = position_of (window);
  g_assert_true (ft_window_save_game (window, path));
  close_window (window);

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  if (rules == FT_CHECKERS_RULES_ENGLISH)
    g_assert_nonnull (strstr (text, "[GameType \"21\"]"));
  else
    g_assert_null (strstr (text, "[GameType \"21\"]"));
  for (guint i = 0; i < notation->len; i++)
    g_assert_nonnull (strstr (text, notation->pdata[i]));

  /* Opened in a window playing chess: it becomes a checkers game. */
  chess->opponent = FT_OPPONENT_HUMAN;
  other = open_window_with (chess, NULL);
  g_assert_true (ft_window_open_game (other, path, &error));
  g_assert_no_error (error);
  g_assert_true (wait_until (board_ready, other, 5000));
  g_assert_cmpint (ft_game_get_kind (game_of (other)), ==, FT_GAME_KIND_CHECKERS);
  g_assert_cmpuint (ft_game_get_n_moves (game_of (other)), ==, notation->len);
  for (guint i = 0; i < notation->len; i++)
    g_assert_cmpstr (ft_game_get_notation (game_of (other), i), ==, notation->pdata[i]);
  opened_position = position_of (other);
  g_assert_cmpstr (opened_position, ==, saved_position);
  g_assert_cmpint (ft_game_get_turn (game_of (other)), ==, FT_BLACK);
  assert_sheet_is_record (other);
  g_assert_true (ft_sidebar_get_end_turn_visible (ft_window_get_sidebar (other)));
  /* The game goes on from there: Water moves. */
  g_assert_cmpuint (ft_board_model_get_interactive_colours (model_of (other)), ==, 3);
  close_window (other);
  remove_dir (dir);
}

/* The autosave after every turn, resumed by the next window at start. */
static void
test_resume (void)
{
  g_autoptr (FtGameSetup) setup = checkers_setup (FT_CHECKERS_RULES_BOMBS, FT_TIME_CONTROL_FISCHER, 300000);
  g_autoptr (FtGameSetup) base = ft_game_setup_new_default ();
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "autosave.pgn", NULL);
  g_autofree char *position = NULL;
  g_autofree char *resumed_position = NULL;
  FtWindow *window = ft_window_new (NULL, NULL);
  gint64 water_ms;

  ft_window_set_autosave (window, path, FALSE);
  gtk_window_present (GTK_WINDOW (window));
  ft_window_start (window, setup);
  g_assert_true (wait_until (board_ready, window, 5000));
  play_opening (window);
  g_assert_true (wait_until (ready, window, 5000));
  position = position_of (window);
  ft_game_get_clock_after (game_of (window), 5, NULL, &water_ms);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  close_window (window);

  window = ft_window_new (NULL, NULL);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (ft_window_resume (window, path, base));
  g_assert_true (wait_until (board_ready, window, 5000));
  /* A resumed game waits for the player (P) behind its notice. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.pause", NULL));
  g_assert_cmpint (ft_game_get_kind (game_of (window)), ==, FT_GAME_KIND_CHECKERS);
  g_assert_cmpuint (ft_game_get_n_moves (game_of (window)), ==, 6);
  resumed_position = position_of (window);
  g_assert_cmpstr (resumed_position, ==, position);
  assert_sheet_is_record (window);
  /* The clocks go on from where they were. */
  g_assert_true (ft_clock_is_timed (ft_game_get_clock (game_of (window))));
  g_assert_cmpint (ft_clock_get_remaining_ms (ft_game_get_clock (game_of (window)), FT_BLACK), <=, water_ms);
  g_assert_cmpint (ft_clock_get_remaining_ms (ft_game_get_clock (game_of (window)), FT_BLACK), >, water_ms - 2000);
  g_assert_nonnull (find_label_containing (GTK_WIDGET (window), "resumed"));
  /* It plays on: Fire's shield jumps. */
  click_square (window, "c3");
  click_square (window, "a5");
  g_assert_cmpint (ft_board_model_get_selected (model_of (window)), ==, sq ("a5"));
  close_window (window);
  remove_dir (dir);
}

/* A finished game of checkers counts once, as "checkers". */
static void
test_statistics (void)
{
  g_autoptr (FtGameSetup) setup = checkers_setup (FT_CHECKERS_RULES_BOMBS, FT_TIME_CONTROL_UNTIMED, 0);
  g_autofree char *dir = temp_dir ();
  g_autoptr (FtStatistics) stats = NULL;
  FtStatisticsCounts counts;
  FtWindow *window = ft_window_new (NULL, NULL);

  gtk_window_present (GTK_WINDOW (window));
  ft_window_set_statistics_dir (window, dir);
  ft_window_start (window, setup);
  g_assert_true (wait_until (board_ready, window, 5000));
  click_square (window, "c3");
  click_square (window, "d4");
  /* Between two people the side to move (Water) resigns. */
  confirm_action (window, "win.resign");
  g_assert_true (ft_game_is_over (game_of (window)));
  close_window (window);

  stats = ft_statistics_load (dir);
  ft_statistics_get (stats, "checkers", FT_OPPONENT_HUMAN, FT_LEVEL_EASY, &counts);
  g_assert_cmpuint (counts.played, ==, 1);
  g_assert_cmpuint (counts.won, ==, 1); /* Fire won */
  ft_statistics_get (stats, "fourteen", FT_OPPONENT_HUMAN, FT_LEVEL_EASY, &counts);
  g_assert_cmpuint (counts.played, ==, 0);
  remove_dir (dir);
}

/* The Host dialog offers the games the network plays: checkers too. */
static void
test_host_dialog (void)
{
  g_autoptr (FtGameSetup) chess = ft_game_setup_new_default ();
  g_autoptr (FtGameSetup) chosen = NULL;
  g_autoptr (GError) error = NULL;
  FtNewGameDialog *dialog;
  FtWindow *window;

  chess->opponent = FT_OPPONENT_HUMAN;
  window = open_window_with (chess, NULL);
  dialog = ft_window_open_host_dialog (window);
  spin (100);
  g_assert_true (ft_network_host_supports_game_kind (FT_GAME_KIND_CHECKERS));
  g_assert_true (gtk_widget_get_visible (
    gtk_widget_get_ancestor (GTK_WIDGET (ft_widget_find_descendant (GTK_WIDGET (dialog), ADW_TYPE_COMBO_ROW)),
                             ADW_TYPE_PREFERENCES_GROUP)));
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_GAME, FT_GAME_KIND_CHECKERS);
  chosen = ft_new_game_dialog_get_setup (dialog);
  g_assert_cmpint (chosen->game, ==, FT_GAME_KIND_CHECKERS);
  g_assert_true (ft_network_host_supports_setup (chosen, &error));
  g_assert_no_error (error);
  gtk_window_destroy (GTK_WINDOW (dialog));
  close_window (window);
}

/* The source's rule, "Space ends the turn": a step does not pass the turn
 * by itself; End Turn (or Space) does, and until then Ctrl+Z takes the
 * step back. */
static void
test_space_ends_turn (void)
{
  g_autoptr (FtGameSetup) setup = checkers_setup (FT_CHECKERS_RULES_BOMBS, FT_TIME_CONTROL_UNTIMED, 0);
  FtWindow *window;

  setup->checkers_turn_end = FT_CHECKERS_TURN_END_SPACE;
  window = open_checkers_with (setup);
  g_assert_false (end_turn_enabled (window));
  click_square (window, "c3");
  click_square (window, "d4");
  g_assert_cmpint (ft_game_get_turn (game_of (window)), ==, FT_WHITE);
  g_assert_cmpuint (ft_game_get_n_moves (game_of (window)), ==, 0);
  g_assert_true (end_turn_enabled (window));
  g_assert_cmpstr (message_of (window), ==, "End the turn (Space)");
  /* Ctrl+Z takes the step back; played again, End Turn passes the turn. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_true (has_piece (window, "c3", NULL));
  g_assert_false (end_turn_enabled (window));
  click_square (window, "c3");
  click_square (window, "d4");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.end-turn", NULL);
  g_assert_true (wait_until (ready, window, 5000));
  g_assert_cmpint (ft_game_get_turn (game_of (window)), ==, FT_BLACK);
  g_assert_cmpuint (ft_game_get_n_moves (game_of (window)), ==, 1);
  g_assert_true (has_piece (window, "d4", NULL));
  g_assert_false (end_turn_enabled (window));
  g_assert_cmpstr (turn_of (window), ==, "Water to move");
  close_window (window);
}

typedef struct
{
  FtWindow *window;
  FtNetworkClient *client;
  guint n_moves;
} NetWait;

static gboolean
shows_client_session (gpointer data)
{
  NetWait *wait = data;
  FtSession *session = ft_network_client_get_session (wait->client);

  return session != NULL && ft_window_get_session (wait->window) == session;
}

static gboolean
has_moves (gpointer data)
{
  NetWait *wait = data;
  FtGame *game = ft_window_get_game (wait->window);

  return game != NULL && ft_game_get_n_moves (game) >= wait->n_moves
         && !ft_board_view_is_animating (ft_window_get_board (wait->window));
}

static gboolean
local_turn (gpointer data)
{
  FtWindow *window = data;
  FtGame *game = ft_window_get_game (window);

  return game != NULL && ft_game_is_turn_started (game) && !ft_board_view_is_animating (ft_window_get_board (window))
         && (ft_session_get_local_colours (ft_window_get_session (window)) & (1u << ft_game_get_turn (game)));
}

/* A checkers game hosted by one window and joined by another over
 * 127.0.0.1: each plays its side on its board, both move lists and the
 * clocks agree. */
static void
test_network (void)
{
  g_autoptr (FtGameSetup) setup = checkers_setup (FT_CHECKERS_RULES_BOMBS, FT_TIME_CONTROL_FISCHER, 300000);
  g_autoptr (FtGameSetup) chess = ft_game_setup_new_default ();
  g_autoptr (FtNetworkHost) host = NULL;
  g_autoptr (FtNetworkClient) client = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *address = NULL;
  FtWindow *host_window = open_checkers_with (setup);
  FtWindow *client_window;
  NetWait wait;

  host = ft_network_host_new (setup, "CHK123", "Hostess", &error);
  g_assert_no_error (error);
  g_assert_true (ft_network_host_listen (host, "127.0.0.1", 0, &error));
  ft_window_attach_host (host_window, host);

  /* The joining window was playing chess. */
  chess->opponent = FT_OPPONENT_HUMAN;
  client_window = open_window_with (chess, NULL);
  address = g_strdup_printf ("127.0.0.1:%u", ft_network_host_get_port (host));
  client = ft_network_client_new (address, "CHK123", FALSE, "Joiner");
  ft_window_attach_client (client_window, client);
  ft_network_client_connect (client);
  wait = (NetWait) { client_window, client, 0 };
  g_assert_true (wait_until (shows_client_session, &wait, 10000));
  g_assert_cmpint (ft_game_get_kind (game_of (client_window)), ==, FT_GAME_KIND_CHECKERS);
  g_assert_cmpuint (ft_session_get_local_colours (ft_window_get_session (client_window)), ==, 1u << FT_BLACK);
  g_assert_true (ft_sidebar_get_end_turn_visible (ft_window_get_sidebar (client_window)));
  /* Water's side at the bottom of the joining window. */
  g_assert_true (ft_board_model_get_flipped (model_of (client_window)));

  g_assert_true (wait_until (local_turn, host_window, 10000));
  click_square (host_window, "c3");
  click_square (host_window, "d4");
  wait = (NetWait) { client_window, client, 1 };
  g_assert_true (wait_until (has_moves, &wait, 10000));
  g_assert_true (wait_until (local_turn, client_window, 10000));
  click_square (client_window, "f6");
  click_square (client_window, "e5");
  wait = (NetWait) { host_window, NULL, 2 };
  g_assert_true (wait_until (has_moves, &wait, 10000));
  assert_sheet_is_record (host_window);
  assert_sheet_is_record (client_window);
  for (guint i = 0; i < 2; i++)
    g_assert_cmpstr (ft_game_get_notation (game_of (host_window), i), ==,
                     ft_game_get_notation (game_of (client_window), i));
  g_assert_true (ft_clock_is_timed (ft_game_get_clock (game_of (client_window))));
  g_assert_cmpstr (ft_sidebar_get_bottom_clock (ft_window_get_sidebar (client_window)), !=, "00:00");
  close_window (client_window);
  close_window (host_window);
}

/* The board's corner of `square` (a quarter of the cell: top left or
 * bottom right, as seen) differs between two renderings of the board. */
static gboolean
corner_differs (FtWindow *window, const Image *a, const Image *b, const char *square, gboolean top_left)
{
  graphene_rect_t bounds;
  int x0, y0, w, h;

  g_assert_true (ft_board_view_get_cell_bounds (ft_window_get_board (window), sq (square), &bounds));
  w = (int) bounds.size.width / 3;
  h = (int) bounds.size.height / 3;
  x0 = (int) bounds.origin.x + (top_left ? 1 : (int) bounds.size.width - w - 1);
  y0 = (int) bounds.origin.y + (top_left ? 1 : (int) bounds.size.height - h - 1);
  for (int y = y0; y < y0 + h; y++)
    if (memcmp (a->pixels + (gsize) y * a->stride + (gsize) x0 * 4, b->pixels + (gsize) y * b->stride + (gsize) x0 * 4,
                (gsize) w * 4) != 0)
      return TRUE;
  return FALSE;
}

/* One notation on the board and in the move list: with coordinates shown,
 * each dark square carries its number (the list's "11-15") in its top-left
 * corner, and the edges carry no letters or rank numbers
 * (docs/checkers.md#in-the-window). */
static void
test_board_numbers (void)
{
  FtWindow *window = open_checkers (FT_OPPONENT_HUMAN, FT_WHITE);
  FtBoardView *board = ft_window_get_board (window);
  Image shown = { 0 }, hidden = { 0 };

  ft_board_view_set_show_coordinates (board, TRUE);
  spin (50);
  render_board (window, &shown);
  ft_board_view_set_show_coordinates (board, FALSE);
  spin (50);
  render_board (window, &hidden);
  /* Numbers on dark squares, with a piece (g1 is 1) or without (d4 is 15). */
  g_assert_true (corner_differs (window, &shown, &hidden, "g1", TRUE));
  g_assert_true (corner_differs (window, &shown, &hidden, "d4", TRUE));
  g_assert_true (corner_differs (window, &shown, &hidden, "b8", TRUE));
  /* Nothing on light squares, nor the chess board's letter in a1's corner
   * or rank number in a8's. */
  g_assert_false (corner_differs (window, &shown, &hidden, "b1", TRUE));
  g_assert_false (corner_differs (window, &shown, &hidden, "e4", TRUE));
  g_assert_false (corner_differs (window, &shown, &hidden, "a1", FALSE));
  g_assert_false (corner_differs (window, &shown, &hidden, "a8", TRUE));
  g_assert_cmpint (ft_checkers_ruleset_cell_number (sq ("d4")), ==, 15);
  g_free (shown.pixels);
  g_free (hidden.pixels);
  close_window (window);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();
  g_test_add_func ("/checkers-window/clocks-and-flag", test_clocks_and_flag);
  g_test_add_func ("/checkers-window/move-list-undo-redo", test_move_list_undo_redo);
  g_test_add_data_func ("/checkers-window/pdn-round-trip/bombs", GINT_TO_POINTER (FT_CHECKERS_RULES_BOMBS),
                        test_pdn_round_trip);
  g_test_add_data_func ("/checkers-window/pdn-round-trip/english", GINT_TO_POINTER (FT_CHECKERS_RULES_ENGLISH),
                        test_pdn_round_trip);
  g_test_add_func ("/checkers-window/resume", test_resume);
  g_test_add_func ("/checkers-window/statistics", test_statistics);
  g_test_add_func ("/checkers-window/host-dialog", test_host_dialog);
  g_test_add_func ("/checkers-window/network", test_network);
  g_test_add_func ("/checkers-window/space-ends-turn", test_space_ends_turn);
  g_test_add_func ("/checkers-window/board-numbers", test_board_numbers);
  return g_test_run ();
}
