/* test-network-gui.c — network play between windows (one process, over
 * 127.0.0.1): a host window waiting with its address and code, a joining
 * window and a spectator window; a fool's mate played by clicks on the
 * boards; the opponent's selection drawn on the other board; the
 * connection-lost bar while the client is away; the host leaving (issue 20
 * item 11); a window rejoining its game after a restart (item 12); the
 * Host dialog offering only what a network game supports (item 17).
 *
 * FT_TEST_SCREENSHOT_DIR=DIR saves the windows of items 11 and 12 there as
 * PNG files. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "app-test-util.h"
#include "ft-net-seat.h"
#include "ft-network-controller.h"
#include "ft-window.h"

static FtCell
sq (const char *name)
{
  return CELL (name);
}

typedef struct {
  FtWindow *window;
  const char *needle;
} BarWait;

static gboolean
bar_says (gpointer data)
{
  BarWait *wait = data;
  FtNetworkController *network = ft_window_get_network (wait->window);
  const char *text = network != NULL ? ft_network_controller_get_bar_text (network) : NULL;

  return text != NULL && strstr (text, wait->needle) != NULL;
}

static void
wait_bar (FtWindow *window, const char *needle)
{
  BarWait wait = { window, needle };

  if (!wait_until (bar_says, &wait, 10000))
    g_error ("the bar says '%s', not '%s'",
             ft_window_get_network (window) != NULL ? ft_network_controller_get_bar_text (ft_window_get_network (window)) : "(none)",
             needle);
}

typedef struct {
  FtWindow *window;
  guint n;
} MovesWait;

static gboolean
window_has_moves (gpointer data)
{
  MovesWait *wait = data;
  FtGame *game = ft_window_get_game (wait->window);

  return game != NULL && ft_game_get_n_moves (game) >= wait->n
         && !ft_board_view_is_animating (ft_window_get_board (wait->window));
}

static void
wait_moves (FtWindow *window, guint n)
{
  MovesWait wait = { window, n };
  g_assert_true (wait_until (window_has_moves, &wait, 10000));
}

static gboolean
turn_is_local (gpointer data)
{
  FtWindow *window = data;
  FtGame *game = ft_window_get_game (window);

  return game != NULL && ft_game_is_turn_started (game)
         && (ft_session_get_local_colours (ft_window_get_session (window)) & (1u << ft_game_get_turn (game)));
}

static void
click_move (FtWindow *window, const char *from, const char *to)
{
  g_assert_true (wait_until (turn_is_local, window, 10000));
  ft_board_model_click (ft_board_view_get_model (ft_window_get_board (window)), sq (from));
  g_assert_cmpuint (ft_board_model_get_selected (ft_board_view_get_model (ft_window_get_board (window))), ==, sq (from));
  ft_board_model_click (ft_board_view_get_model (ft_window_get_board (window)), sq (to));
}

typedef struct {
  FtWindow *window;
  FtCell square;
} PeerWait;

static gboolean
peer_selected (gpointer data)
{
  PeerWait *wait = data;
  return ft_board_model_get_peer_selected (ft_board_view_get_model (ft_window_get_board (wait->window))) == wait->square;
}

typedef struct {
  FtWindow *window;
  FtNetworkClient *client;
} SessionWait;

/* The window shows the client's session (not its earlier local game). */
static gboolean
window_shows_client (gpointer data)
{
  SessionWait *wait = data;
  FtSession *session = ft_network_client_get_session (wait->client);

  return session != NULL && ft_window_get_session (wait->window) == session;
}

static void
wait_client_session (FtWindow *window, FtNetworkClient *client)
{
  SessionWait wait = { window, client };
  g_assert_true (wait_until (window_shows_client, &wait, 10000));
}

static gboolean
window_game_over (gpointer data)
{
  FtGame *game = ft_window_get_game (data);
  return game != NULL && ft_game_is_over (game);
}

/* The host plays `text` (its local player's move) when its turn comes. */
static gboolean
host_turn (gpointer host)
{
  FtGame *game = ft_session_get_game (ft_network_host_get_session (host));

  return ft_game_is_turn_started (game) && ft_game_get_turn (game) == ft_network_host_get_colour (host);
}

static void
request_host_move (FtNetworkHost *host, const char *text)
{
  FtSession *session;
  FtMove move;

  g_assert_true (wait_until (host_turn, host, 10000));
  session = ft_network_host_get_session (host);
  move = ft_position_parse_move (ft_game_get_position (ft_session_get_game (session)), text);
  g_assert_true (ft_session_request_move (session, FT_MOVE_FROM (move), FT_MOVE_TO (move),
                                          FT_MOVE_PROMOTION (move)));
}

/* The bar's button with this label. */
static GtkWidget *
bar_button_labelled (FtWindow *window, const char *label)
{
  GtkWidget *bar = ft_network_controller_get_bar (ft_window_get_network (window));

  for (GtkWidget *child = gtk_widget_get_first_child (bar); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_BUTTON (child) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), label) == 0)
      return child;
  g_error ("no button %s in the bar", label);
}

/* A dialog's row whose title is `title` (depth-first). */
static GtkWidget *
find_row (GtkWidget *widget, const char *title)
{
  if (ADW_IS_PREFERENCES_ROW (widget)
      && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_row (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
model_has (GtkWidget *combo_row, const char *text)
{
  GListModel *model = adw_combo_row_get_model (ADW_COMBO_ROW (combo_row));

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), i), text) == 0)
      return TRUE;
  return FALSE;
}

static FtWindow *
join_window (const FtGameSetup *setup, guint16 port, gboolean watch, FtNetworkClient **client_out)
{
  FtWindow *window = open_window_with (setup, NULL);
  g_autofree char *address = g_strdup_printf ("127.0.0.1:%u", port);
  g_autoptr (FtNetworkClient) client = ft_network_client_new (address, "GUI123", watch, "Joiner");

  ft_board_view_set_animate (ft_window_get_board (window), FALSE);
  ft_network_client_set_retry_interval (client, 1500);
  ft_window_attach_client (window, client);
  ft_network_client_connect (client);
  *client_out = client;
  return window;
}

static void
test_gui_game (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtNetworkHost) host = NULL;
  g_autoptr (GError) error = NULL;
  FtNetworkClient *client, *spectator;
  FtWindow *host_window, *client_window, *watch_window;
  PeerWait peer;
  FtResultReason reason;
  int board_height;

  ft_position_set_standard_start (setup->start);
  setup->time_control = FT_TIME_CONTROL_FISCHER;
  setup->human_colour = FT_WHITE;
  host_window = open_window_with (setup, NULL);
  ft_board_view_set_animate (ft_window_get_board (host_window), FALSE);
  host = ft_network_host_new (setup, "GUI123", "Hostess", &error);
  g_assert_no_error (error);
  g_assert_true (ft_network_host_listen (host, "127.0.0.1", 0, &error));
  ft_window_attach_host (host_window, host);
  wait_bar (host_window, "Waiting for an opponent");
  wait_bar (host_window, "code GUI123");
  {
    g_autofree char *port = g_strdup_printf ("port %u", ft_network_host_get_port (host));
    wait_bar (host_window, port);
  }

  /* Nobody to resign to yet. */
  confirm_action (host_window, "win.resign");
  g_assert_false (ft_game_is_over (ft_window_get_game (host_window)));

  client_window = join_window (setup, ft_network_host_get_port (host), FALSE, &client);
  wait_client_session (client_window, client);
  wait_bar (host_window, "Network game");
  g_assert_cmpuint (ft_session_get_local_colours (ft_window_get_session (client_window)), ==,
                    1u << FT_BLACK);
  watch_window = join_window (setup, ft_network_host_get_port (host), TRUE, &spectator);
  wait_client_session (watch_window, spectator);
  wait_bar (watch_window, "Watching");
  /* The spectator's board takes no moves. */
  g_assert_cmpuint (ft_board_model_get_interactive_colours (ft_board_view_get_model (ft_window_get_board (watch_window))), ==, 0);

  /* The host selects f2: the client sees it, in its own style. */
  g_assert_true (wait_until (turn_is_local, host_window, 10000));
  ft_board_model_click (ft_board_view_get_model (ft_window_get_board (host_window)), sq ("f2"));
  peer.window = client_window;
  peer.square = sq ("f2");
  g_assert_true (wait_until (peer_selected, &peer, 5000));
  ft_board_model_click (ft_board_view_get_model (ft_window_get_board (host_window)), sq ("f3"));
  wait_moves (client_window, 1);
  peer.square = FT_NO_CELL;
  g_assert_true (wait_until (peer_selected, &peer, 5000));

  click_move (client_window, "e7", "e5");
  wait_moves (host_window, 2);

  /* The client's connection drops: the host's bar counts the absence. Its
   * height stays (issue 19: the board does not move). */
  board_height = gtk_widget_get_height (GTK_WIDGET (ft_window_get_board (host_window)));
  ft_network_client_drop_connection (client);
  wait_bar (host_window, "Connection lost — waiting for the opponent (00:0");
  spin (50);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (ft_window_get_board (host_window))), ==, board_height);
  wait_bar (client_window, "Connection lost");
  wait_bar (host_window, "Network game");
  wait_bar (client_window, "Network game");

  click_move (host_window, "g2", "g4");
  wait_moves (client_window, 3);
  click_move (client_window, "d8", "h4");
  g_assert_true (wait_until (window_game_over, host_window, 10000));
  g_assert_true (wait_until (window_game_over, client_window, 10000));
  g_assert_true (wait_until (window_game_over, watch_window, 10000));
  spin (50);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (ft_window_get_board (host_window))), ==, board_height);
  g_assert_cmpint (ft_game_get_result (ft_window_get_game (client_window), &reason), ==,
                   FT_RESULT_BLACK_WINS);
  g_assert_cmpint (reason, ==, FT_REASON_CHECKMATE);
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (watch_window)), ==, 4);
  g_assert_cmpuint (ft_network_host_get_n_refused (host), ==, 0);

  /* A new local game ends the network game. */
  ft_window_start (client_window, setup);
  g_assert_null (ft_window_get_network (client_window));
  close_window (watch_window);
  close_window (client_window);
  close_window (host_window);
}

static gboolean
network_gone (gpointer data)
{
  return ft_window_get_network ((FtWindow *) data) == NULL;
}

/* The Join dialog's fields: address, code, token (entries), watch. */
static GtkWidget *
join_field (GtkWidget *dialog, int row)
{
  GtkWidget *grid = adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog));

  /* Below the list of the games found on the network. */
  if (!GTK_IS_GRID (grid))
    grid = gtk_widget_get_last_child (grid);
  return gtk_grid_get_child_at (GTK_GRID (grid), 1, row);
}

/* Fill in the Join dialog as a person would and answer it. */
static void
join_by_dialog (FtWindow *window, guint16 port, const char *code, gboolean watch)
{
  GtkWidget *dialog = ft_window_open_join_dialog (window);
  g_autofree char *address = g_strdup_printf ("127.0.0.1:%u", port);

  gtk_editable_set_text (GTK_EDITABLE (join_field (dialog, 0)), address);
  gtk_editable_set_text (GTK_EDITABLE (join_field (dialog, 1)), code);
  gtk_switch_set_active (GTK_SWITCH (join_field (dialog, 3)), watch);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "join");
}

static void
test_join_dialog (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtNetworkHost) host = NULL;
  FtWindow *window = open_window_with (setup, NULL);
  FtSession *local = ft_window_get_session (window);

  host = ft_network_host_new (setup, "DLG456", "Hostess", NULL);
  g_assert_true (ft_network_host_listen (host, "127.0.0.1", 0, NULL));

  /* A wrong code: refused, and the window keeps its own game. */
  join_by_dialog (window, ft_network_host_get_port (host), "nope12", FALSE);
  g_assert_true (wait_until (network_gone, window, 10000));
  g_assert_true (ft_window_get_session (window) == local);
  g_assert_false (ft_network_host_has_player (host));

  /* From a game of checkers (on the same board): the network game of
   * chess replaces it. */
  {
    g_autoptr (FtGameSetup) checkers = ft_game_setup_copy (setup);

    checkers->game = FT_GAME_KIND_CHECKERS;
    ft_window_start (window, checkers);
    g_assert_cmpint (ft_game_get_kind (ft_window_get_game (window)), ==, FT_GAME_KIND_CHECKERS);
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (ft_window_get_board (window))));
  }

  /* The right code, as a spectator: a read-only board. */
  join_by_dialog (window, ft_network_host_get_port (host), "dlg456", TRUE);
  g_assert_nonnull (ft_window_get_network (window));
  wait_client_session (window, ft_network_controller_get_client (ft_window_get_network (window)));
  wait_bar (window, "Watching");
  g_assert_cmpuint (ft_network_host_get_n_spectators (host), ==, 1);
  g_assert_cmpuint (ft_board_model_get_interactive_colours (ft_board_view_get_model (ft_window_get_board (window))), ==, 0);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (ft_window_get_board (window))));
  g_assert_cmpint (ft_game_get_kind (ft_window_get_game (window)), ==, FT_GAME_KIND_CHESS);
  close_window (window);
}

/* ---- Screenshots -------------------------------------------------------------- */

static void
save_screenshot (FtWindow *window, const char *name)
{
  const char *dir = g_getenv ("FT_TEST_SCREENSHOT_DIR");
  GdkPaintable *paintable;
  GtkSnapshot *snapshot;
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree char *path = NULL;
  int width, height;

  if (dir == NULL)
    return;
  spin (600); /* the toast's and the bar's transitions */
  width = gtk_widget_get_width (GTK_WIDGET (window));
  height = gtk_widget_get_height (GTK_WIDGET (window));
  paintable = gtk_widget_paintable_new (GTK_WIDGET (window));
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  path = g_build_filename (dir, name, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("saved %s", path);
  g_object_unref (paintable);
}

/* ---- The host leaves (item 11) ---------------------------------------------------- */

/* Item 11: the host quits mid-game. The joining window and the spectator's
 * say "The host left the game." in the bar, the game ends (the joiner wins
 * by the host's abandonment) and the boards take no more moves. */
static void
test_item11_host_left (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtNetworkHost) host = NULL;
  FtNetworkClient *client, *spectator;
  FtWindow *client_window, *watch_window;
  FtResultReason reason;

  ft_position_set_standard_start (setup->start);
  setup->time_control = FT_TIME_CONTROL_FISCHER;
  host = ft_network_host_new (setup, "GUI123", "Hostess", NULL);
  g_assert_true (ft_network_host_listen (host, "127.0.0.1", 0, NULL));
  client_window = join_window (setup, ft_network_host_get_port (host), FALSE, &client);
  wait_client_session (client_window, client);
  watch_window = join_window (setup, ft_network_host_get_port (host), TRUE, &spectator);
  wait_client_session (watch_window, spectator);
  request_host_move (host, "e2e4");
  wait_moves (client_window, 1);

  ft_network_host_close (host);
  wait_bar (client_window, "The host left the game.");
  wait_bar (watch_window, "The host left the game.");
  g_assert_true (wait_until (window_game_over, client_window, 10000));
  g_assert_cmpint (ft_game_get_result (ft_window_get_game (client_window), &reason), ==,
                   FT_RESULT_BLACK_WINS);
  g_assert_cmpint (reason, ==, FT_REASON_ABANDONMENT);
  /* No more moves on its board. */
  ft_board_model_click (ft_board_view_get_model (ft_window_get_board (client_window)), sq ("e7"));
  ft_board_model_click (ft_board_view_get_model (ft_window_get_board (client_window)), sq ("e5"));
  spin (100);
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (client_window)), ==, 1);
  g_assert_false (ft_session_request_move (ft_window_get_session (client_window), sq ("e7"), sq ("e5"), 0));
  g_assert_false (gtk_widget_get_visible (bar_button_labelled (client_window, "Offer _Draw")));
  save_screenshot (client_window, "network-host-left.png");
  close_window (watch_window);
  close_window (client_window);
}

/* ---- Rejoining after a restart (item 12) -------------------------------------------- */

static char *
make_temp_dir (void)
{
  char *dir = g_dir_make_tmp ("fourteen-rejoin-XXXXXX", NULL);

  g_assert_nonnull (dir);
  return dir;
}

static void
remove_temp_dir (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (dir);
}

static gboolean
file_exists (gpointer path)
{
  return g_file_test (path, G_FILE_TEST_EXISTS);
}

static gboolean
file_gone (gpointer path)
{
  return !g_file_test (path, G_FILE_TEST_EXISTS);
}

/* A window as the application makes the one that autosaves. */
static FtWindow *
autosaving_window (const FtGameSetup *setup, GSettings *settings, const char *autosave)
{
  FtWindow *window = open_window_with (setup, settings);

  ft_board_view_set_animate (ft_window_get_board (window), FALSE);
  ft_window_set_autosave (window, autosave, TRUE);
  return window;
}

/* Item 12: a window playing a network game keeps its seat (address, code,
 * token) beside the autosave; closed mid-game and started again, it offers
 * "Rejoin the network game at HOST", and the button takes the seat back:
 * the same colour, the moves so far, the game goes on. The Join dialog
 * shows the seat; without one, the last address typed. */
static void
test_item12_rejoin (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (GSettings) settings = g_settings_new ("io.github.fourteenchess.Fourteen");
  g_autoptr (FtNetworkHost) host = NULL;
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *autosave = g_build_filename (dir, "autosave.pgn", NULL);
  g_autofree char *seat_path = g_build_filename (dir, "network-seat.ini", NULL);
  g_autofree char *address = NULL;
  g_autofree char *title = NULL;
  g_autoptr (FtNetSeat) seat = NULL;
  FtWindow *window;
  AdwToast *toast;
  GtkWidget *dialog;

  ft_position_set_standard_start (setup->start);
  setup->time_control = FT_TIME_CONTROL_FISCHER;
  host = ft_network_host_new (setup, "SEAT12", "Hostess", NULL);
  g_assert_true (ft_network_host_listen (host, "127.0.0.1", 0, NULL));
  address = g_strdup_printf ("127.0.0.1:%u", ft_network_host_get_port (host));

  window = autosaving_window (setup, settings, autosave);
  g_assert_null (ft_window_offer_rejoin (window));
  join_by_dialog (window, ft_network_host_get_port (host), "seat12", FALSE);
  g_assert_true (wait_until (file_exists, seat_path, 10000));
  seat = ft_net_seat_load (seat_path, NULL);
  g_assert_nonnull (seat);
  g_assert_cmpstr (seat->address, ==, address);
  g_assert_cmpstr (seat->code, ==, "SEAT12");
  g_assert_cmpstr (seat->token, ==, ft_network_client_get_token (ft_network_controller_get_client (ft_window_get_network (window))));
  request_host_move (host, "d2d4");
  wait_moves (window, 1);
  play_move (window, "d7", "d5");
  /* The window goes (closed, or its program crashed). */
  close_window (window);
  g_assert_true (file_exists (seat_path));
  request_host_move (host, "c2c4");

  /* The next start offers the game back. */
  window = autosaving_window (setup, settings, autosave);
  dialog = ft_window_open_join_dialog (window);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (join_field (dialog, 0))), ==, address);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (join_field (dialog, 2))), ==, seat->token);
  gtk_window_destroy (GTK_WINDOW (dialog));
  toast = ft_window_offer_rejoin (window);
  g_assert_nonnull (toast);
  title = g_strdup_printf ("Rejoin the network game at %s", address);
  g_assert_cmpstr (adw_toast_get_title (toast), ==, title);
  save_screenshot (window, "network-rejoin-offer.png");
  g_signal_emit_by_name (toast, "button-clicked");
  g_assert_nonnull (ft_window_get_network (window));
  wait_client_session (window, ft_network_controller_get_client (ft_window_get_network (window)));
  wait_moves (window, 3);
  g_assert_cmpuint (ft_session_get_local_colours (ft_window_get_session (window)), ==, 1u << FT_BLACK);
  g_assert_true (ft_network_host_is_peer_connected (host));
  play_move (window, "e7", "e6");
  g_assert_cmpuint (ft_game_get_n_moves (ft_session_get_game (ft_network_host_get_session (host))), >=, 4);

  /* The game ends: the seat is forgotten. */
  ft_network_host_resign (host);
  g_assert_true (wait_until (window_game_over, window, 10000));
  g_assert_true (wait_until (file_gone, seat_path, 10000));
  close_window (window);

  /* No seat: the Join dialog offers the last address typed. */
  window = autosaving_window (setup, settings, autosave);
  g_assert_null (ft_window_offer_rejoin (window));
  dialog = ft_window_open_join_dialog (window);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (join_field (dialog, 0))), ==, address);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (join_field (dialog, 2))), ==, "");
  gtk_window_destroy (GTK_WINDOW (dialog));
  close_window (window);
  remove_temp_dir (dir);
}

/* Item 12: closing the rejoin offer means "no": the seat is forgotten. */
static void
test_item12_decline_rejoin (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *autosave = g_build_filename (dir, "autosave.pgn", NULL);
  g_autofree char *seat_path = g_build_filename (dir, "network-seat.ini", NULL);
  g_autoptr (FtNetSeat) seat = ft_net_seat_new ("192.0.2.1:41414", "ABCD2345", "0123456789abcdef0123456789abcdef");
  FtWindow *window;
  AdwToast *toast;

  g_assert_true (ft_net_seat_save (seat, seat_path, NULL));
  window = autosaving_window (setup, NULL, autosave);
  toast = ft_window_offer_rejoin (window);
  g_assert_nonnull (toast);
  adw_toast_dismiss (toast);
  g_assert_true (wait_until (file_gone, seat_path, 5000));
  g_assert_null (ft_window_get_network (window));
  close_window (window);
  remove_temp_dir (dir);
}

/* ---- The Host dialog (item 17) ------------------------------------------------------- */

/* Item 17: the Host dialog offers only what a network game supports: no
 * opponent, no fog of war, no per-move timer (neither the item nor a
 * config's per-move time), chess or checkers (the game remembered from the
 * New Game dialog); what it starts, a host accepts. */
static void
test_item17_host_dialog (void)
{
  g_autoptr (FtGameSetup) config = ft_game_setup_new_default ();
  g_autoptr (GSettings) settings = g_settings_new ("io.github.fourteenchess.Fourteen");
  FtWindow *window;
  FtNewGameDialog *dialog;
  g_autoptr (FtGameSetup) setup = NULL;
  GtkWidget *time_row;

  /* Choices remembered from the New Game dialog that a network game
   * cannot have. */
  g_settings_set_boolean (settings, "fog-of-war", TRUE);
  g_settings_set_string (settings, "time-control", "per-move");
  g_settings_set_string (settings, "opponent", "computer");
  g_settings_set_string (settings, "game", "checkers");
  config->time_control = FT_TIME_CONTROL_PER_MOVE;
  config->per_move_ms = 10000;
  window = open_window_with (config, settings);
  ft_window_set_config_setup (window, config, FALSE, FALSE);
  dialog = ft_window_open_host_dialog (window);
  g_assert_false (gtk_widget_get_visible (find_row (GTK_WIDGET (dialog), "_Opponent")));
  g_assert_false (gtk_widget_get_visible (find_row (GTK_WIDGET (dialog), "_Fog of War")));
  /* The network plays checkers (fourteen-cli host --game checkers), and so
   * does the window: the Game row is offered, with the game remembered. */
  g_assert_true (ft_network_host_supports_game_kind (FT_GAME_KIND_CHECKERS));
  g_assert_true (gtk_widget_is_visible (find_row (GTK_WIDGET (dialog), "_Game")));
  time_row = find_row (GTK_WIDGET (dialog), "_Time Control");
  g_assert_false (model_has (time_row, "Per move"));
  g_assert_false (model_has (time_row, "As configured (10 s per move)"));
  g_assert_true (model_has (time_row, "Untimed"));
  setup = ft_new_game_dialog_get_setup (dialog);
  g_assert_false (setup->fog_of_war);
  g_assert_cmpint (setup->time_control, ==, FT_TIME_CONTROL_UNTIMED);
  g_assert_cmpint (setup->game, ==, FT_GAME_KIND_CHECKERS);
  g_assert_true (ft_network_host_supports_setup (setup, NULL));
  /* Each time item left is one a host accepts. */
  for (guint i = 0; i < g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (time_row))); i++)
    {
      g_autoptr (FtGameSetup) choice = NULL;

      adw_combo_row_set_selected (ADW_COMBO_ROW (time_row), i);
      choice = ft_new_game_dialog_get_setup (dialog);
      g_assert_true (ft_network_host_supports_setup (choice, NULL));
    }
  /* Starting hosts (and remembers no fog or opponent choice). */
  ft_new_game_dialog_start (dialog);
  g_assert_nonnull (ft_window_get_network (window));
  g_assert_nonnull (ft_network_controller_get_host (ft_window_get_network (window)));
  g_assert_cmpint (ft_game_get_kind (ft_session_get_game (ft_network_host_get_session (
                     ft_network_controller_get_host (ft_window_get_network (window))))),
                   ==, FT_GAME_KIND_CHECKERS);
  g_assert_true (g_settings_get_boolean (settings, "fog-of-war"));
  g_assert_cmpstr (g_settings_get_string (settings, "game"), ==, "checkers");
  close_window (window);
  g_settings_reset (settings, "fog-of-war");
  g_settings_reset (settings, "time-control");
  g_settings_reset (settings, "opponent");
  g_settings_reset (settings, "game");
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();
  g_test_add_func ("/network-gui/game", test_gui_game);
  g_test_add_func ("/network-gui/join-dialog", test_join_dialog);
  g_test_add_func ("/network-gui/item11-host-left", test_item11_host_left);
  g_test_add_func ("/network-gui/item12-rejoin", test_item12_rejoin);
  g_test_add_func ("/network-gui/item12-decline-rejoin", test_item12_decline_rejoin);
  g_test_add_func ("/network-gui/item17-host-dialog", test_item17_host_dialog);
  return g_test_run ();
}
