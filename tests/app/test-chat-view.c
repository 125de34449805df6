/* test-chat-view.c — the players' chat (FtChatView) on a real network game
 * over 127.0.0.1 (a host and a client in this process): nothing can go
 * before the opponent is there, and that is said; a line each way, with
 * who wrote it; an empty line is not sent; a spectator sees no chat. */
#include "config.h"

#include <string.h>

#include "app-test-util.h"
#include "ft-chat-view.h"
#include "ft-network-client.h"
#include "ft-network-host.h"

static gboolean
client_has_game (gpointer data)
{
  return ft_network_client_get_session (data) != NULL;
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

static void
test_chat (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtNetworkHost) host = NULL;
  g_autoptr (FtNetworkClient) client = NULL, spectator = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GtkWidget) host_chat = NULL, client_chat = NULL, spectator_chat = NULL;
  g_autofree char *address = NULL;
  ChatWait wait;

  ft_position_set_standard_start (setup->start);
  host = ft_network_host_new (setup, "CHAT42", "Host", &error);
  g_assert_no_error (error);
  g_assert_true (ft_network_host_listen (host, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  host_chat = g_object_ref_sink (ft_chat_view_new (FT_NETWORK_GAME (host)));
  g_assert_true (gtk_widget_get_visible (host_chat));
  /* Nobody to talk to yet: said, not sent. */
  g_assert_false (ft_chat_view_send (FT_CHAT_VIEW (host_chat), "anyone?"));
  g_assert_nonnull (strstr (ft_chat_view_get_last_line (FT_CHAT_VIEW (host_chat)), "Not sent"));
  g_assert_false (ft_chat_view_send (FT_CHAT_VIEW (host_chat), "   "));
  g_assert_cmpuint (ft_chat_view_get_n_lines (FT_CHAT_VIEW (host_chat)), ==, 1);

  address = g_strdup_printf ("127.0.0.1:%u", ft_network_host_get_port (host));
  client = ft_network_client_new (address, "CHAT42", FALSE, "Guest");
  client_chat = g_object_ref_sink (ft_chat_view_new (FT_NETWORK_GAME (client)));
  ft_network_client_connect (client);
  g_assert_true (wait_until (client_has_game, client, 10000));
  g_assert_true (gtk_widget_get_visible (client_chat));

  g_assert_true (ft_chat_view_send (FT_CHAT_VIEW (host_chat), "  good luck  "));
  g_assert_cmpstr (ft_chat_view_get_last_line (FT_CHAT_VIEW (host_chat)), ==, "You: good luck");
  wait = (ChatWait) { FT_CHAT_VIEW (client_chat), "Opponent: good luck" };
  g_assert_true (wait_until (chat_says, &wait, 10000));
  g_assert_true (ft_chat_view_send (FT_CHAT_VIEW (client_chat), "thanks, you too"));
  wait = (ChatWait) { FT_CHAT_VIEW (host_chat), "Opponent: thanks, you too" };
  g_assert_true (wait_until (chat_says, &wait, 10000));

  /* A spectator: no chat to see or write. */
  spectator = ft_network_client_new (address, "CHAT42", TRUE, "Watcher");
  spectator_chat = g_object_ref_sink (ft_chat_view_new (FT_NETWORK_GAME (spectator)));
  ft_network_client_connect (spectator);
  g_assert_true (wait_until (client_has_game, spectator, 10000));
  g_assert_false (gtk_widget_get_visible (spectator_chat));

  ft_network_game_leave (FT_NETWORK_GAME (spectator));
  ft_network_game_leave (FT_NETWORK_GAME (client));
  ft_network_game_leave (FT_NETWORK_GAME (host));
  spin (50);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/chat-view/chat", test_chat);
  return g_test_run ();
}
