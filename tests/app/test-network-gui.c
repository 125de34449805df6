/* test-network-gui.c — network play between windows (one process, over
 * 127.0.0.1): a host window waiting with its address and code, a joining
 * window and a spectator window; a fool's mate played by clicks on the
 * boards; the opponent's selection drawn on the other board; the
 * connection-lost bar while the client is away. */
#include "config.h"

#include <string.h>

#include "app-test-util.h"
#include "ft-network-controller.h"
#include "ft-window-private.h"

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
  FtNetworkController *network = wait->window->network;
  const char *text = network != NULL ? ft_network_controller_get_bar_text (network) : NULL;

  return text != NULL && strstr (text, wait->needle) != NULL;
}

static void
wait_bar (FtWindow *window, const char *needle)
{
  BarWait wait = { window, needle };

  if (!wait_until (bar_says, &wait, 10000))
    g_error ("the bar says '%s', not '%s'",
             window->network != NULL ? ft_network_controller_get_bar_text (window->network) : "(none)",
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

static FtWindow *
join_window (const FtGameSetup *setup, guint16 port, gboolean watch, FtNetworkClient **client_out)
{
  FtWindow *window = open_window_with (setup, NULL);
  g_autofree char *address = g_strdup_printf ("127.0.0.1:%u", port);
  g_autoptr (FtNetworkClient) client = ft_network_client_new (address, "GUI123", watch, "Joiner");

  ft_board_view_set_animate (ft_window_get_board (window), FALSE);
  ft_network_client_set_retry_interval (client, 1500);
  ft_network_controller_attach_client (window, client);
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

  ft_position_set_standard_start (setup->start);
  setup->time_control = FT_TIME_CONTROL_FISCHER;
  setup->human_colour = FT_WHITE;
  host_window = open_window_with (setup, NULL);
  ft_board_view_set_animate (ft_window_get_board (host_window), FALSE);
  host = ft_network_host_new (setup, "GUI123", "Hostess", &error);
  g_assert_no_error (error);
  g_assert_true (ft_network_host_listen (host, "127.0.0.1", 0, &error));
  ft_network_controller_attach_host (host_window, host);
  wait_bar (host_window, "Waiting for an opponent");
  wait_bar (host_window, "code GUI123");
  {
    g_autofree char *port = g_strdup_printf ("port %u", ft_network_host_get_port (host));
    wait_bar (host_window, port);
  }

  /* Nobody to resign to yet. */
  gtk_widget_activate_action (GTK_WIDGET (host_window), "win.resign", NULL);
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

  /* The client's connection drops: the host's bar counts the absence. */
  ft_network_client_drop_connection (client);
  wait_bar (host_window, "Connection lost — waiting for the opponent (00:0");
  wait_bar (client_window, "Connection lost");
  wait_bar (host_window, "Network game");
  wait_bar (client_window, "Network game");

  click_move (host_window, "g2", "g4");
  wait_moves (client_window, 3);
  click_move (client_window, "d8", "h4");
  g_assert_true (wait_until (window_game_over, host_window, 10000));
  g_assert_true (wait_until (window_game_over, client_window, 10000));
  g_assert_true (wait_until (window_game_over, watch_window, 10000));
  g_assert_cmpint (ft_game_get_result (ft_window_get_game (client_window), &reason), ==,
                   FT_RESULT_BLACK_WINS);
  g_assert_cmpint (reason, ==, FT_REASON_CHECKMATE);
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (watch_window)), ==, 4);
  g_assert_cmpuint (ft_network_host_get_n_refused (host), ==, 0);

  /* A new local game ends the network game. */
  ft_window_start (client_window, setup);
  g_assert_null (client_window->network);
  close_window (watch_window);
  close_window (client_window);
  close_window (host_window);
}

static gboolean
network_gone (gpointer data)
{
  return ((FtWindow *) data)->network == NULL;
}

/* Fill in the Join dialog as a person would and answer it. */
static void
join_by_dialog (FtWindow *window, guint16 port, const char *code, gboolean watch)
{
  GtkWidget *dialog = ft_network_controller_open_join_dialog (window);
  GtkWidget *grid = adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog));
  g_autofree char *address = g_strdup_printf ("127.0.0.1:%u", port);

  gtk_editable_set_text (GTK_EDITABLE (gtk_grid_get_child_at (GTK_GRID (grid), 1, 0)), address);
  gtk_editable_set_text (GTK_EDITABLE (gtk_grid_get_child_at (GTK_GRID (grid), 1, 1)), code);
  gtk_switch_set_active (GTK_SWITCH (gtk_grid_get_child_at (GTK_GRID (grid), 1, 2)), watch);
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

  /* From a game of checkers: the network game brings the chess board back. */
  {
    g_autoptr (FtGameSetup) checkers = ft_game_setup_copy (setup);

    checkers->game = FT_GAME_KIND_CHECKERS;
    ft_window_start (window, checkers);
    g_assert_false (gtk_widget_get_visible (GTK_WIDGET (ft_window_get_board (window))));
  }

  /* The right code, as a spectator: a read-only board. */
  join_by_dialog (window, ft_network_host_get_port (host), "dlg456", TRUE);
  g_assert_nonnull (window->network);
  wait_client_session (window, ft_network_controller_get_client (window->network));
  wait_bar (window, "Watching");
  g_assert_cmpuint (ft_network_host_get_n_spectators (host), ==, 1);
  g_assert_cmpuint (ft_board_model_get_interactive_colours (ft_board_view_get_model (ft_window_get_board (window))), ==, 0);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (ft_window_get_board (window))));
  close_window (window);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();
  g_test_add_func ("/network-gui/game", test_gui_game);
  g_test_add_func ("/network-gui/join-dialog", test_join_dialog);
  return g_test_run ();
}
