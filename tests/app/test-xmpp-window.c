/* test-xmpp-window.c — games over XMPP in the window, against the real
 * prosody servers that test-xmpp-window.sh starts (alpha.test and
 * beta.test, federating, on loopback in a private network namespace):
 * Preferences → Online Account signing in (a wrong password and a
 * certificate for another name refused, and said so), a friend invited from
 * win.play-friend (the contact online with Fourteen, then the New Game
 * dialog), the invitation bar of a second window, Accept, three moves
 * played by clicks, both boards equal, a chat line each way; a stranger's
 * request ignored for good. Two accounts in one process: each window has
 * its own FtXmppAccount.
 *
 * Environment (from the script): XMPP_WORK (the passwords in pw/), XMPP_CA.
 * FT_TEST_SCREENSHOT_DIR=DIR saves the windows there as PNG files. */
#include "config.h"

#include <string.h>

#include "app-test-util.h"
#include "ft-chat-view.h"
#include "ft-fen.h"
#include "ft-network-controller.h"
#include "ft-xmpp-account-page.h"
#include "ft-xmpp-friend-dialog.h"
#include "ft-xmpp-ignore-list.h"
#include "ft-xmpp-play.h"
#include "ft-xmpp-saved-game.h"

#define ANN "ann@alpha.test"
#define BOB "bob@beta.test"
#define MALLORY "mallory@alpha.test"

static char *
password_of (const char *account)
{
  g_autofree char *path = g_build_filename (g_getenv ("XMPP_WORK"), "pw", account, NULL);
  g_autoptr (GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  text[strcspn (text, "\n")] = '\0';
  return text;
}

static gboolean
account_online (gpointer data)
{
  return ft_xmpp_account_get_state (data) == FT_XMPP_STATE_ONLINE
         && ft_xmpp_roster_is_loaded (ft_xmpp_account_get_roster (data));
}

typedef struct
{
  FtXmppAccountPage *page;
  const char *needle;
} StatusWait;

static gboolean
status_says (gpointer data)
{
  StatusWait *wait = data;
  const char *status = ft_xmpp_account_page_get_status (wait->page);

  return status != NULL && strstr (status, wait->needle) != NULL;
}

static void
wait_status (FtXmppAccountPage *page, const char *needle)
{
  StatusWait wait = { page, needle };

  if (!wait_until (status_says, &wait, 20000))
    g_error ("the status says '%s', not '%s'", ft_xmpp_account_page_get_status (page), needle);
}

/* Signed in through an account page of its own (as Preferences has it). */
static FtXmppAccount *
signed_in (const char *jid, GtkWidget **page_out)
{
  FtXmppAccount *account = ft_xmpp_account_new (NULL);
  GtkWidget *page = g_object_ref_sink (ft_xmpp_account_page_new (account));
  g_autofree char *password = password_of (jid);

  ft_xmpp_account_page_sign_in (FT_XMPP_ACCOUNT_PAGE (page), jid, password, NULL);
  wait_status (FT_XMPP_ACCOUNT_PAGE (page), "Signed in as");
  g_assert_true (wait_until (account_online, account, 20000));
  if (page_out != NULL)
    *page_out = page;
  else
    g_object_unref (page);
  return account;
}

static void
save_png (gpointer window, const char *name)
{
  const char *dir = g_getenv ("FT_TEST_SCREENSHOT_DIR");

  if (dir == NULL)
    return;
  /* Drawn once at least. */
  spin (500);
  save_window_png (window, dir, name);
}

/* ---- Signing in ---------------------------------------------------------------------- */

static void
test_sign_in_refused (void)
{
  g_autoptr (FtXmppAccount) account = ft_xmpp_account_new (NULL);
  g_autoptr (GtkWidget) page = g_object_ref_sink (ft_xmpp_account_page_new (account));
  g_autofree char *password = password_of (ANN);

  /* A wrong password: refused, said, and kept nowhere. */
  ft_xmpp_account_page_sign_in (FT_XMPP_ACCOUNT_PAGE (page), ANN, "not-the-password", NULL);
  wait_status (FT_XMPP_ACCOUNT_PAGE (page), "The server refused the account or the password");
  g_assert_cmpint (ft_xmpp_account_get_state (account), ==, FT_XMPP_STATE_OFFLINE);
  /* The impostor on 127.0.0.3 serves alpha.test with wrong.test's
   * certificate: refused, and the reason named. */
  ft_xmpp_account_page_sign_in (FT_XMPP_ACCOUNT_PAGE (page), ANN, password, "127.0.0.3");
  wait_status (FT_XMPP_ACCOUNT_PAGE (page), "Not signed in, for safety: the server's certificate (/CN=wrong.test) was refused");
  g_assert_nonnull (strstr (ft_xmpp_account_page_get_status (FT_XMPP_ACCOUNT_PAGE (page)), "hostname mismatch"));
  if (g_getenv ("FT_TEST_SCREENSHOT_DIR") != NULL)
    {
      GtkWidget *preferences = adw_preferences_window_new ();

      adw_preferences_window_add (ADW_PREFERENCES_WINDOW (preferences), ADW_PREFERENCES_PAGE (page));
      gtk_window_set_default_size (GTK_WINDOW (preferences), 560, 600);
      gtk_window_present (GTK_WINDOW (preferences));
      save_png (preferences, "xmpp-account.png");
      g_object_ref (page);
      adw_preferences_window_remove (ADW_PREFERENCES_WINDOW (preferences), ADW_PREFERENCES_PAGE (page));
      gtk_window_destroy (GTK_WINDOW (preferences));
    }
  /* Then the right server: signed in; signed out again. */
  ft_xmpp_account_page_sign_in (FT_XMPP_ACCOUNT_PAGE (page), ANN, password, "");
  wait_status (FT_XMPP_ACCOUNT_PAGE (page), "Signed in as " ANN);
  ft_xmpp_account_page_sign_out (FT_XMPP_ACCOUNT_PAGE (page));
  g_assert_cmpstr (ft_xmpp_account_page_get_status (FT_XMPP_ACCOUNT_PAGE (page)), ==, "Not signed in");
  g_assert_cmpint (ft_xmpp_account_get_state (account), ==, FT_XMPP_STATE_OFFLINE);
}

/* ---- A friend invited, the invitation accepted, three moves ---------------------------- */

static gboolean
contact_with_fourteen (gpointer data)
{
  g_autofree char *row = ft_xmpp_friend_dialog_describe (data, BOB);

  return row != NULL && strstr (row, "online with Fourteen") != NULL;
}

static gboolean
bar_shown (gpointer data)
{
  return ft_xmpp_invitation_bar_get_text (data) != NULL;
}

static GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_WINDOW (window);
    }
  return NULL;
}

static FtNewGameDialog *
find_new_game_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);

      if (FT_IS_NEW_GAME_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return FT_NEW_GAME_DIALOG (window);
    }
  return NULL;
}

typedef struct
{
  FtWindow *window;
  guint n;
} MovesWait;

static gboolean
window_has_moves (gpointer data)
{
  MovesWait *wait = data;
  FtGame *game = ft_window_get_game (wait->window);

  return game != NULL && ft_game_get_n_moves (game) >= wait->n;
}

static void
wait_moves (FtWindow *window, guint n)
{
  MovesWait wait = { window, n };

  g_assert_true (wait_until (window_has_moves, &wait, 20000));
}

static gboolean
turn_is_local (gpointer data)
{
  FtWindow *window = data;
  FtGame *game = ft_window_get_game (window);

  return game != NULL && ft_game_is_turn_started (game) && ft_window_get_session (window) != NULL
         && (ft_session_get_local_colours (ft_window_get_session (window)) & (1u << ft_game_get_turn (game)));
}

static void
click_move (FtWindow *window, const char *from, const char *to)
{
  FtBoardModel *model = WINDOW_MODEL (window);

  g_assert_true (wait_until (turn_is_local, window, 20000));
  ft_board_model_click (model, CELL (from));
  ft_board_model_click (model, CELL (to));
}

static gboolean
client_playing (gpointer data)
{
  FtNetworkController *network = ft_window_get_network (data);
  FtNetworkClient *client = network != NULL ? ft_network_controller_get_client (network) : NULL;

  return client != NULL && ft_network_client_get_session (client) != NULL
         && ft_window_get_session (data) == ft_network_client_get_session (client);
}

typedef struct
{
  FtChatView *chat;
  const char *line;
} ChatWait;

static gboolean
chat_says (gpointer data)
{
  ChatWait *wait = data;

  return g_strcmp0 (ft_chat_view_get_last_line (wait->chat), wait->line) == 0;
}

static FtChatView *
chat_of (FtWindow *window)
{
  return FT_CHAT_VIEW (ft_network_controller_get_chat (ft_window_get_network (window)));
}

static GSettings *
chess_settings (void)
{
  GSettings *settings = g_settings_new ("io.github.fourteenchess.Fourteen");

  g_settings_set_string (settings, "game", "chess");
  g_settings_set_string (settings, "board", "standard");
  g_settings_set_string (settings, "player-colour", "white");
  g_settings_set_string (settings, "time-control", "5+3");
  return settings;
}

static void
test_play_a_friend (void)
{
  g_autoptr (GSettings) settings = chess_settings ();
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtXmppAccount) ann = NULL, bob = NULL;
  FtWindow *ann_window, *bob_window;
  FtXmppInvitationBar *bar;
  GtkWindow *dialog;
  FtNewGameDialog *new_game;
  FtNetworkController *network;
  ChatWait chat_wait;

  ft_position_set_standard_start (setup->start);
  ann_window = open_window_with (setup, settings);
  bob_window = open_window_with (setup, settings);
  ft_board_view_set_animate (ft_window_get_board (ann_window), FALSE);
  ft_board_view_set_animate (ft_window_get_board (bob_window), FALSE);
  ann = signed_in (ANN, NULL);
  bob = signed_in (BOB, NULL);
  ft_xmpp_play_set_account (ft_window_get_xmpp_play (ann_window), ann);
  ft_xmpp_play_set_account (ft_window_get_xmpp_play (bob_window), bob);

  /* Ann: New Game, opponent A friend online → Bob, online with Fourteen → the
   * game. */
  new_game = ft_new_game_dialog_new (GTK_WINDOW (ann_window), settings, setup);
  gtk_window_present (GTK_WINDOW (new_game));
  spin (100);
  ft_new_game_dialog_select (new_game, FT_NEW_GAME_ROW_OPPONENT, FT_OPPONENT_ITEM_FRIEND);
  save_png (new_game, "xmpp-new-game.png");
  ft_new_game_dialog_start (new_game);
  dialog = find_toplevel (FT_TYPE_XMPP_FRIEND_DIALOG);
  g_assert_nonnull (dialog);
  g_assert_null (find_new_game_dialog ());
  g_assert_true (wait_until (contact_with_fourteen, dialog, 20000));
  save_png (dialog, "xmpp-friend-dialog.png");
  g_assert_true (ft_xmpp_friend_dialog_choose (FT_XMPP_FRIEND_DIALOG (dialog), BOB));
  new_game = find_new_game_dialog ();
  g_assert_nonnull (new_game);
  g_assert_nonnull (strstr (gtk_window_get_title (GTK_WINDOW (new_game)), BOB));
  ft_new_game_dialog_start (new_game);
  network = ft_window_get_network (ann_window);
  g_assert_nonnull (network);
  g_assert_true (ft_network_controller_is_waiting (network));
  g_assert_cmpstr (ft_network_controller_get_bar_text (network), ==,
                   "Waiting for " BOB " to accept the invitation");

  /* Bob: the bar with Ann's invitation; Accept. */
  bar = ft_xmpp_play_get_invitation_bar (ft_window_get_xmpp_play (bob_window));
  g_assert_true (wait_until (bar_shown, bar, 20000));
  g_assert_nonnull (strstr (ft_xmpp_invitation_bar_get_text (bar), ANN " invites you to play: standard chess, 5 min + 3 s; you play Black"));
  save_png (bob_window, "xmpp-invitation.png");
  ft_xmpp_invitation_bar_answer (bar, FT_XMPP_INVITATION_ACCEPT);
  g_assert_null (ft_xmpp_invitation_bar_get_text (bar));
  g_assert_true (wait_until (client_playing, bob_window, 20000));

  /* Three moves by clicks; both boards the same. */
  click_move (ann_window, "e2", "e4");
  wait_moves (bob_window, 1);
  click_move (bob_window, "e7", "e5");
  wait_moves (ann_window, 2);
  click_move (ann_window, "g1", "f3");
  wait_moves (bob_window, 3);
  wait_moves (ann_window, 3);
  {
    g_autofree char *ann_fen = ft_fen_write (ft_game_get_position (ft_window_get_game (ann_window)));
    g_autofree char *bob_fen = ft_fen_write (ft_game_get_position (ft_window_get_game (bob_window)));

    g_assert_cmpstr (ann_fen, ==, bob_fen);
    g_assert_cmpstr (ann_fen, ==, "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
  }

  /* A chat line each way. */
  g_assert_true (ft_chat_view_send (chat_of (ann_window), "good luck!"));
  chat_wait = (ChatWait) { chat_of (bob_window), "Opponent: good luck!" };
  g_assert_true (wait_until (chat_says, &chat_wait, 20000));
  g_assert_true (ft_chat_view_send (chat_of (bob_window), "you too"));
  chat_wait = (ChatWait) { chat_of (ann_window), "Opponent: you too" };
  g_assert_true (wait_until (chat_says, &chat_wait, 20000));
  g_assert_cmpstr (ft_chat_view_get_last_line (chat_of (bob_window)), ==, "You: you too");
  save_png (ann_window, "xmpp-game.png");
  save_png (bob_window, "xmpp-game-guest.png");

  close_window (ann_window);
  close_window (bob_window);
  ft_xmpp_account_sign_out (ann);
  ft_xmpp_account_sign_out (bob);
  spin (200);
  g_settings_reset (settings, "game");
  g_settings_reset (settings, "board");
  g_settings_reset (settings, "player-colour");
  g_settings_reset (settings, "time-control");
}

/* ---- A window closed mid-game, its game resumed --------------------------------------- */

static gboolean
resume_offered (gpointer data)
{
  return ft_xmpp_play_has_resume_offer (data);
}

static void
forget_kept (const char *account, const char *role)
{
  g_autofree char *path = ft_xmpp_saved_game_path (account, role);

  ft_xmpp_saved_game_forget (path);
}

static void
test_resume (void)
{
  g_autoptr (GSettings) settings = chess_settings ();
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtXmppAccount) ann = NULL, bob = NULL;
  g_autoptr (GError) error = NULL;
  FtWindow *ann_window, *bob_window;
  FtXmppInvitationBar *bar;

  forget_kept (ANN, "host");
  forget_kept (BOB, "guest");
  ft_position_set_standard_start (setup->start);
  setup->human_colour = FT_WHITE;
  ann_window = open_window_with (setup, settings);
  bob_window = open_window_with (setup, settings);
  ann = signed_in (ANN, NULL);
  bob = signed_in (BOB, NULL);
  ft_xmpp_play_set_account (ft_window_get_xmpp_play (ann_window), ann);
  ft_xmpp_play_set_account (ft_window_get_xmpp_play (bob_window), bob);
  g_assert_nonnull (ft_xmpp_play_invite (ft_window_get_xmpp_play (ann_window), BOB, setup));
  bar = ft_xmpp_play_get_invitation_bar (ft_window_get_xmpp_play (bob_window));
  g_assert_true (wait_until (bar_shown, bar, 20000));
  ft_xmpp_invitation_bar_answer (bar, FT_XMPP_INVITATION_ACCEPT);
  g_assert_true (wait_until (client_playing, bob_window, 20000));
  click_move (ann_window, "d2", "d4");
  wait_moves (bob_window, 1);
  click_move (bob_window, "d7", "d5");
  wait_moves (ann_window, 2);

  /* Bob's window goes (as at a crash: no goodbye to the account), and a
   * new one signs in: it offers the game, and resumes it. */
  close_window (bob_window);
  g_clear_object (&bob);
  bob_window = open_window_with (setup, settings);
  bob = ft_xmpp_account_new (NULL);
  ft_xmpp_play_set_account (ft_window_get_xmpp_play (bob_window), bob);
  {
    g_autofree char *password = password_of (BOB);

    g_assert_true (ft_xmpp_account_sign_in (bob, BOB, password, NULL));
  }
  g_assert_true (wait_until (resume_offered, ft_window_get_xmpp_play (bob_window), 20000));
  /* As a player would: after the toast came in (libadwaita 1.2 reads freed
   * memory when a toast is dismissed during its own show animation). */
  spin (600);
  g_assert_true (ft_xmpp_play_resume (ft_window_get_xmpp_play (bob_window), &error));
  g_assert_no_error (error);
  g_assert_false (ft_xmpp_play_has_resume_offer (ft_window_get_xmpp_play (bob_window)));
  g_assert_true (wait_until (client_playing, bob_window, 20000));
  wait_moves (bob_window, 2);
  click_move (ann_window, "c2", "c4");
  wait_moves (bob_window, 3);
  {
    g_autofree char *ann_fen = ft_fen_write (ft_game_get_position (ft_window_get_game (ann_window)));
    g_autofree char *bob_fen = ft_fen_write (ft_game_get_position (ft_window_get_game (bob_window)));

    g_assert_cmpstr (ann_fen, ==, bob_fen);
    g_assert_cmpstr (ann_fen, ==, "rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR b KQkq - 0 2");
  }

  close_window (ann_window);
  close_window (bob_window);
  ft_xmpp_account_sign_out (ann);
  ft_xmpp_account_sign_out (bob);
  spin (200);
  forget_kept (ANN, "host");
  forget_kept (BOB, "guest");
  g_settings_reset (settings, "game");
  g_settings_reset (settings, "board");
  g_settings_reset (settings, "player-colour");
  g_settings_reset (settings, "time-control");
}

/* ---- A stranger's request, ignored for good ------------------------------------------ */

static void
test_stranger_ignored (void)
{
  g_autoptr (GSettings) settings = chess_settings ();
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtXmppAccount) mallory = NULL, bob = NULL;
  FtWindow *mallory_window, *bob_window;
  FtXmppInvitationBar *bar;
  FtNetworkController *network;

  ft_position_set_standard_start (setup->start);
  mallory_window = open_window_with (setup, settings);
  bob_window = open_window_with (setup, settings);
  mallory = signed_in (MALLORY, NULL);
  bob = signed_in (BOB, NULL);
  ft_xmpp_play_set_account (ft_window_get_xmpp_play (mallory_window), mallory);
  ft_xmpp_play_set_account (ft_window_get_xmpp_play (bob_window), bob);
  /* Mallory is not Bob's contact: the invitation is a request. */
  network = ft_xmpp_play_invite (ft_window_get_xmpp_play (mallory_window), BOB, setup);
  g_assert_nonnull (network);
  bar = ft_xmpp_play_get_invitation_bar (ft_window_get_xmpp_play (bob_window));
  g_assert_true (wait_until (bar_shown, bar, 20000));
  g_assert_nonnull (strstr (ft_xmpp_invitation_bar_get_text (bar), MALLORY ", who is not among your contacts"));
  save_png (bob_window, "xmpp-request.png");
  ft_xmpp_invitation_bar_answer (bar, FT_XMPP_INVITATION_IGNORE);
  g_assert_true (ft_xmpp_ignore_list_contains (ft_xmpp_account_get_ignore_list (bob), MALLORY));
  /* Mallory hears the no; a second invitation is never shown. */
  g_assert_nonnull (ft_xmpp_play_invite (ft_window_get_xmpp_play (mallory_window), BOB, setup));
  spin (3000);
  g_assert_null (ft_xmpp_invitation_bar_get_text (bar));
  g_assert_null (ft_window_get_network (bob_window));

  close_window (mallory_window);
  close_window (bob_window);
  ft_xmpp_account_sign_out (mallory);
  ft_xmpp_account_sign_out (bob);
  spin (200);
  g_settings_reset (settings, "game");
  g_settings_reset (settings, "board");
  g_settings_reset (settings, "player-colour");
  g_settings_reset (settings, "time-control");
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();
  g_test_add_func ("/xmpp-window/sign-in-refused", test_sign_in_refused);
  g_test_add_func ("/xmpp-window/play-a-friend", test_play_a_friend);
  g_test_add_func ("/xmpp-window/resume", test_resume);
  g_test_add_func ("/xmpp-window/stranger-ignored", test_stranger_ignored);
  return g_test_run ();
}
