/* xmpp-peer.c — a scripted XMPP account for the tests against prosody
 * (tests/game/xmpp/): it signs in with FtXmppSession and does what its
 * stdin says, one command a line, printing what happens, so that a test
 * can be a stranger, a flood or a server's client of its own.
 *
 *   xmpp-peer JID PASSWORD [--server HOST:PORT] [--ca FILE] [--resource R]
 *
 * Prints "online", "failed CODE: why", "offline: why", for each game
 * stanza "message FROM: TEXT" (the line of Fourteen's payload; a PING is
 * answered PONG, not printed) and for each invitation "invite FROM CODE".
 * Commands:
 *   raw XML            send a stanza written out
 *   game TO LINE       one game stanza (a protocol line) to TO
 *   flood N TO LINE    N game stanzas to TO at once, then "flooded N"
 *   presence TO        directed presence
 *   drop               lose the stream (the session resumes it)
 *   stats              "ignored N resumed N restarted N"
 *   quit
 */
#include "config.h"

#include <gio/gio.h>
#include <gio/gunixinputstream.h>
#include <stdio.h>
#include <string.h>

#include "ft-xmpp-session.h"
#include "ft-xmpp-stanza.h"

typedef struct
{
  FtXmppSession *session;
  GMainLoop *loop;
  GDataInputStream *input;
  int status;
} Peer;

static void
say (const char *format, ...) G_GNUC_PRINTF (1, 2);

static void
say (const char *format, ...)
{
  va_list args;

  va_start (args, format);
  vprintf (format, args);
  va_end (args);
  printf ("\n");
  fflush (stdout);
}

static void
send_game (Peer *peer, const char *to, const char *line)
{
  xmpp_stanza_t *message = ft_xmpp_stanza_new_game (ft_xmpp_session_get_context (peer->session), to, line);

  ft_xmpp_session_send (peer->session, message);
  xmpp_stanza_release (message);
}

static void
command (Peer *peer, const char *line)
{
  g_auto (GStrv) words = g_strsplit (line, " ", 4);
  xmpp_ctx_t *ctx = ft_xmpp_session_get_context (peer->session);

  if (words[0] == NULL || words[0][0] == '\0')
    return;
  if (strcmp (words[0], "quit") == 0)
    g_main_loop_quit (peer->loop);
  else if (strcmp (words[0], "raw") == 0 && strlen (line) > 4)
    {
      xmpp_stanza_t *stanza = xmpp_stanza_new_from_string (ctx, line + 4);

      if (stanza == NULL)
        say ("error: not XML");
      else
        {
          ft_xmpp_session_send (peer->session, stanza);
          xmpp_stanza_release (stanza);
        }
    }
  else if (strcmp (words[0], "game") == 0 && words[1] != NULL && words[2] != NULL)
    send_game (peer, words[1], line + strlen ("game ") + strlen (words[1]) + 1);
  else if (strcmp (words[0], "flood") == 0 && words[1] != NULL && words[2] != NULL && words[3] != NULL)
    {
      guint64 n = g_ascii_strtoull (words[1], NULL, 10);
      xmpp_stanza_t *stanza = ft_xmpp_stanza_new_game (ctx, words[2], words[3]);
      char *xml = NULL;
      size_t length = 0;

      /* One stanza written once, sent n times at once. */
      xmpp_stanza_to_text (stanza, &xml, &length);
      for (guint64 i = 0; i < n; i++)
        ft_xmpp_session_send_text (peer->session, xml);
      xmpp_free (ctx, xml);
      xmpp_stanza_release (stanza);
      say ("flooded %" G_GUINT64_FORMAT, n);
    }
  else if (strcmp (words[0], "presence") == 0 && words[1] != NULL)
    ft_xmpp_session_send_presence_to (peer->session, words[1], TRUE);
  else if (strcmp (words[0], "drop") == 0)
    ft_xmpp_session_drop_stream (peer->session);
  else if (strcmp (words[0], "stats") == 0)
    say ("ignored %u resumed %u restarted %u", ft_xmpp_session_get_n_ignored (peer->session),
         ft_xmpp_session_get_n_resumed (peer->session), ft_xmpp_session_get_n_restarted (peer->session));
  else
    say ("error: unknown command %s", words[0]);
}

static void
read_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Peer *peer = user_data;
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source), result,
                                                                     NULL, NULL);

  if (line == NULL)
    {
      g_main_loop_quit (peer->loop);
      return;
    }
  command (peer, line);
  g_data_input_stream_read_line_async (peer->input, G_PRIORITY_DEFAULT, NULL, read_cb, peer);
}

static void
online_cb (FtXmppSession *session, gboolean resumed, gpointer user_data)
{
  Peer *peer = user_data;

  say ("online%s %s", resumed ? " (resumed)" : "", ft_xmpp_session_get_jid (session));
  if (peer->input == NULL)
    {
      g_autoptr (GInputStream) in = g_unix_input_stream_new (0, FALSE);

      peer->input = g_data_input_stream_new (in);
      g_data_input_stream_read_line_async (peer->input, G_PRIORITY_DEFAULT, NULL, read_cb, peer);
    }
}

static void
offline_cb (FtXmppSession *session G_GNUC_UNUSED, gboolean will_retry, const char *why,
            gpointer user_data G_GNUC_UNUSED)
{
  say ("offline%s: %s", will_retry ? " (trying again)" : "", why);
}

static void
failed_cb (FtXmppSession *session G_GNUC_UNUSED, int code, const char *why, gpointer user_data)
{
  Peer *peer = user_data;

  say ("failed %d: %s", code, why);
  peer->status = 1;
  g_main_loop_quit (peer->loop);
}

static void
message_cb (FtXmppSession *session G_GNUC_UNUSED, gpointer data, gpointer user_data)
{
  xmpp_stanza_t *stanza = data;
  xmpp_stanza_t *game = xmpp_stanza_get_child_by_name_and_ns (stanza, "game", FT_XMPP_NS);
  const char *text = game != NULL ? xmpp_stanza_get_text_ptr (xmpp_stanza_get_children (game)) : NULL;
  g_autofree FtXmppInvite *invite = g_new0 (FtXmppInvite, 1);

  if (ft_xmpp_stanza_read_invite (stanza, invite, NULL) == FT_XMPP_PAYLOAD_OK)
    say ("invite %s %s", xmpp_stanza_get_from (stanza), invite->code);
  else if (g_strcmp0 (text, "PING") == 0)
    send_game (user_data, xmpp_stanza_get_from (stanza), "PONG"); /* as any program would */
  else if (text != NULL)
    say ("message %s: %s", xmpp_stanza_get_from (stanza), text);
}

int
main (int argc, char *argv[])
{
  g_autoptr (GError) error = NULL;
  Peer peer = { 0 };

  if (argc < 3)
    {
      fprintf (stderr, "usage: xmpp-peer JID PASSWORD [--server HOST:PORT] [--ca FILE] [--resource R]\n");
      return 2;
    }
  peer.session = ft_xmpp_session_new (argv[1], &error);
  if (peer.session == NULL)
    {
      fprintf (stderr, "xmpp-peer: %s\n", error->message);
      return 2;
    }
  for (int i = 3; i + 1 < argc; i += 2)
    {
      if (strcmp (argv[i], "--server") == 0 && !ft_xmpp_session_set_server (peer.session, argv[i + 1], &error))
        {
          fprintf (stderr, "xmpp-peer: %s\n", error->message);
          return 2;
        }
      if (strcmp (argv[i], "--ca") == 0)
        ft_xmpp_session_set_ca_file (peer.session, argv[i + 1]);
      if (strcmp (argv[i], "--resource") == 0)
        ft_xmpp_session_set_resource (peer.session, argv[i + 1]);
    }
  peer.loop = g_main_loop_new (NULL, FALSE);
  g_signal_connect (peer.session, "online", G_CALLBACK (online_cb), &peer);
  g_signal_connect (peer.session, "offline", G_CALLBACK (offline_cb), &peer);
  g_signal_connect (peer.session, "failed", G_CALLBACK (failed_cb), &peer);
  g_signal_connect (peer.session, "message", G_CALLBACK (message_cb), &peer);
  ft_xmpp_session_set_retry_ms (peer.session, 200);
  ft_xmpp_session_connect (peer.session, argv[2]);
  g_main_loop_run (peer.loop);
  ft_xmpp_session_disconnect (peer.session);
  g_clear_object (&peer.input);
  g_clear_object (&peer.session);
  g_main_loop_unref (peer.loop);
  return peer.status;
}
