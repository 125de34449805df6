/* network-test-util.c — see network-test-util.h. */
#include "config.h"

#include <string.h>

#include "network-test-util.h"

static gboolean
wake_cb (gpointer data)
{
  *(guint *) data = 0;
  return G_SOURCE_REMOVE;
}

/* A short timeout bounds each blocking iteration (a socket being closed may
 * not wake the loop by itself). */
static void
iterate (void)
{
  guint id = g_timeout_add (5, wake_cb, &id);

  g_main_context_iteration (NULL, TRUE);
  if (id != 0)
    g_source_remove (id);
}

void
run_until (Condition cond, gpointer data, const char *what)
{
  gint64 deadline = g_get_monotonic_time () + DEADLINE_MS * 1000;

  while (!cond (data))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("timed out waiting for %s", what);
      iterate ();
    }
}

void
spin_ms (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    iterate ();
}

/* ---- Host and clients ------------------------------------------------------------ */

FtGameSetup *
standard_setup (FtTimeControl time_control)
{
  FtGameSetup *setup = ft_game_setup_new_default ();

  ft_position_set_standard_start (setup->start);
  setup->human_colour = FT_WHITE;
  setup->time_control = time_control;
  setup->player_ms = setup->cpu_ms = 300000;
  setup->player_increment_ms = setup->cpu_increment_ms = 1000;
  return setup;
}

static void
spectator_move_cb (FtSession *session G_GNUC_UNUSED, guint move G_GNUC_UNUSED, gpointer data)
{
  ((Fixture *) data)->spectator_moves++;
}

static void
spectator_session_cb (FtNetworkClient *client, gpointer data)
{
  Fixture *f = data;

  f->spectator_moves = ft_game_get_n_moves (ft_session_get_game (ft_network_client_get_session (client)));
  g_signal_connect (ft_network_client_get_session (client), "move-played",
                    G_CALLBACK (spectator_move_cb), f);
}

static void
client_session_cb (FtNetworkClient *client G_GNUC_UNUSED, gpointer data)
{
  ((Fixture *) data)->client_sessions++;
}

static void
refused_cb (FtNetworkClient *client G_GNUC_UNUSED, const char *code, const char *text, gpointer data)
{
  Fixture *f = data;

  f->refused = TRUE;
  g_free (f->refused_code);
  f->refused_code = g_strdup (code);
  g_free (f->refused_text);
  f->refused_text = g_strdup (text);
}

static void
lost_cb (FtNetworkClient *client G_GNUC_UNUSED, gpointer data)
{
  ((Fixture *) data)->lost = TRUE;
}

static void
reconnected_cb (FtNetworkClient *client G_GNUC_UNUSED, gpointer data)
{
  ((Fixture *) data)->reconnected = TRUE;
}

static void
host_left_cb (FtNetworkClient *client G_GNUC_UNUSED, gpointer data)
{
  ((Fixture *) data)->host_left = TRUE;
}

static void
selection_cb (FtNetworkClient *client G_GNUC_UNUSED, int side, int file, int rank, gpointer data)
{
  Fixture *f = data;

  f->selection_side = side;
  f->selection_file = file;
  f->selection_rank = rank;
}

void
fixture_host (Fixture *f, FtTimeControl time_control)
{
  g_autoptr (FtGameSetup) setup = standard_setup (time_control);
  g_autoptr (GError) error = NULL;

  memset (f, 0, sizeof *f);
  f->selection_file = -2;
  f->host = ft_network_host_new (setup, "TEST42", "Hostess", &error);
  g_assert_no_error (error);
  g_assert_true (ft_network_host_listen (f->host, "127.0.0.1", 0, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ft_network_host_get_port (f->host), >, 0);
}

static FtNetworkClient *
fixture_client_full (Fixture *f, const char *code, gboolean watch, const char *token)
{
  g_autofree char *address = g_strdup_printf ("127.0.0.1:%u", ft_network_host_get_port (f->host));
  FtNetworkClient *client = ft_network_client_new (address, code, watch, watch ? "Eve" : "Guest");

  ft_network_client_set_retry_interval (client, 20);
  g_signal_connect (client, "refused", G_CALLBACK (refused_cb), f);
  g_signal_connect (client, "connection-lost", G_CALLBACK (lost_cb), f);
  g_signal_connect (client, "reconnected", G_CALLBACK (reconnected_cb), f);
  g_signal_connect (client, "host-left", G_CALLBACK (host_left_cb), f);
  if (watch)
    {
      g_signal_connect (client, "session-changed", G_CALLBACK (spectator_session_cb), f);
      g_signal_connect (client, "peer-selection", G_CALLBACK (selection_cb), f);
    }
  else
    g_signal_connect (client, "session-changed", G_CALLBACK (client_session_cb), f);
  ft_network_client_set_token (client, token);
  ft_network_client_connect (client);
  return client;
}

FtNetworkClient *
fixture_client (Fixture *f, const char *code, gboolean watch)
{
  return fixture_client_full (f, code, watch, NULL);
}

FtNetworkClient *
fixture_client_with_token (Fixture *f, const char *code, const char *token)
{
  return fixture_client_full (f, code, FALSE, token);
}

void
fixture_clear (Fixture *f)
{
  g_clear_object (&f->client);
  g_clear_object (&f->spectator);
  g_clear_object (&f->host);
  g_clear_pointer (&f->refused_code, g_free);
  g_clear_pointer (&f->refused_text, g_free);
  /* Let closed sockets' callbacks run. */
  for (int i = 0; i < 50 && g_main_context_iteration (NULL, FALSE); i++)
    ;
}

void
fixture_game (Fixture *f, FtTimeControl time_control)
{
  fixture_host (f, time_control);
  f->client = fixture_client (f, "TEST42", FALSE);
  run_until (client_has_session, f->client, "the client's game");
}

gboolean
client_has_session (gpointer data)
{
  return ft_network_client_get_session (data) != NULL;
}

gboolean
client_game_over (gpointer data)
{
  FtSession *session = ft_network_client_get_session (data);
  return session != NULL && ft_game_is_over (ft_session_get_game (session));
}

static gboolean
session_turn_is_local (FtSession *session)
{
  FtGame *game = ft_session_get_game (session);
  return ft_game_is_turn_started (game)
         && ft_player_is_local (ft_session_get_player (session, ft_game_get_turn (game)));
}

gboolean
client_to_move (gpointer data)
{
  FtSession *session = ft_network_client_get_session (data);
  return session != NULL && session_turn_is_local (session);
}

gboolean
host_to_move (gpointer data)
{
  return session_turn_is_local (ft_network_host_get_session (data));
}

gboolean
host_game_over (gpointer data)
{
  return ft_game_is_over (ft_session_get_game (ft_network_host_get_session (data)));
}

gboolean
host_lost_peer (gpointer data)
{
  return !ft_network_host_is_peer_connected (data);
}

gboolean
fixture_refused (gpointer data)
{
  return ((Fixture *) data)->refused;
}

gboolean
spectator_has_session (gpointer data)
{
  return ft_network_client_get_session (((Fixture *) data)->spectator) != NULL;
}

guint
client_n_moves (FtNetworkClient *client)
{
  FtSession *session = ft_network_client_get_session (client);
  return session != NULL ? ft_game_get_n_moves (ft_session_get_game (session)) : 0;
}

guint
host_n_moves (Fixture *f)
{
  return ft_game_get_n_moves (ft_session_get_game (ft_network_host_get_session (f->host)));
}

typedef struct {
  FtNetworkClient *client;
  Fixture *f;
  guint n;
} MovesWait;

static gboolean
client_has_n_moves (gpointer data)
{
  MovesWait *wait = data;
  return client_n_moves (wait->client) >= wait->n;
}

static gboolean
host_has_n_moves (gpointer data)
{
  MovesWait *wait = data;
  return host_n_moves (wait->f) >= wait->n;
}

void
wait_client_moves (FtNetworkClient *client, guint n)
{
  MovesWait wait = { client, NULL, n };
  run_until (client_has_n_moves, &wait, "the client's moves");
}

void
wait_host_moves (Fixture *f, guint n)
{
  MovesWait wait = { NULL, f, n };
  run_until (host_has_n_moves, &wait, "the host's moves");
}

void
request (FtSession *session, const char *text)
{
  FtMove move = ft_position_parse_move (ft_game_get_position (ft_session_get_game (session)), text);

  g_assert_cmpuint (move, !=, FT_MOVE_NONE);
  g_assert_true (ft_session_request_move (session, FT_MOVE_FROM (move), FT_MOVE_TO (move),
                                          FT_MOVE_PROMOTION (move)));
}

void
host_plays (Fixture *f, const char *text)
{
  run_until (host_to_move, f->host, "the host's turn");
  request (ft_network_host_get_session (f->host), text);
}

void
client_plays (Fixture *f, const char *text)
{
  run_until (client_to_move, f->client, "the client's turn");
  request (ft_network_client_get_session (f->client), text);
}

void
play_moves (Fixture *f, GPtrArray *moves, guint from, guint to)
{
  for (guint i = from; i < to; i++)
    {
      if (i % 2 == 0)
        host_plays (f, g_ptr_array_index (moves, i));
      else
        client_plays (f, g_ptr_array_index (moves, i));
    }
}

/* ---- Scripted games ---------------------------------------------------------------- */

/* A move that keeps the game going: quiet while it can, a pawn move or a
 * capture when the fifty-move rule comes near; FT_MOVE_NONE if none. */
static FtMove
pick_move (FtPosition *pos, GRand *rand)
{
  FtMoveList list;
  FtMove candidates[FT_MAX_MOVES];
  gboolean need_progress = pos->halfmove_clock > 60;

  ft_position_generate_legal (pos, &list);
  /* First the moves of the preferred kind, then any that goes on. */
  for (int pass = 0; pass < 2; pass++)
    {
      guint n = 0;

      for (guint i = 0; i < list.count; i++)
        {
          FtMove move = list.moves[i];
          FtPiece piece = ft_position_piece_at (pos, FT_MOVE_FROM (move));
          gboolean progress = FT_MOVE_IS_CAPTURE (move) || FT_PIECE_KIND (piece) == FT_PAWN;
          FtResult result;

          if (pass == 0 && progress != need_progress)
            continue;
          ft_position_make_move (pos, move);
          result = ft_position_result (pos, NULL);
          ft_position_unmake_move (pos);
          if (result == FT_RESULT_NONE)
            candidates[n++] = move;
        }
      if (n > 0)
        return candidates[g_rand_int_range (rand, 0, n)];
    }
  return FT_MOVE_NONE;
}

static GPtrArray *
try_random_game (guint n, guint32 seed)
{
  g_autoptr (GPtrArray) moves = g_ptr_array_new_with_free_func (g_free);
  g_autofree FtPosition *pos = g_new0 (FtPosition, 1);
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);

  ft_position_set_standard_start (pos);
  while (moves->len < n)
    {
      FtMove move = pick_move (pos, rand);
      char text[16];

      if (move == FT_MOVE_NONE)
        return NULL;
      g_ptr_array_add (moves, g_strdup (ft_move_to_string (move, text)));
      ft_position_make_move (pos, move);
    }
  return g_steal_pointer (&moves);
}

GPtrArray *
random_game (guint n, guint32 seed)
{
  for (guint32 s = seed; s < seed + 100; s++)
    {
      GPtrArray *moves = try_random_game (n, s);

      if (moves != NULL)
        return moves;
    }
  g_error ("no scripted game of %u plies from seed %u", n, seed);
}

/* ---- Raw peers ---------------------------------------------------------------------- */

static void
raw_message_cb (FtNetConnection *connection G_GNUC_UNUSED, gpointer data, gpointer user_data)
{
  RawPeer *peer = user_data;
  const FtNetMessage *msg = data;

  g_ptr_array_add (peer->kinds, GINT_TO_POINTER (msg->kind));
  if (msg->kind == FT_NET_ERROR)
    {
      g_ptr_array_add (peer->errors, g_strdup (msg->error));
      g_ptr_array_add (peer->texts, g_strdup (msg->text));
    }
}

static void
raw_closed_cb (FtNetConnection *connection G_GNUC_UNUSED, gpointer user_data)
{
  ((RawPeer *) user_data)->closed = TRUE;
}

GSocketConnection *
tcp_connect_from (guint16 port, const char *local)
{
  g_autoptr (GSocketClient) client = g_socket_client_new ();
  g_autoptr (GError) error = NULL;
  GSocketConnection *connection;

  g_socket_client_set_enable_proxy (client, FALSE);
  if (local != NULL)
    {
      g_autoptr (GInetAddress) inet = g_inet_address_new_from_string (local);
      g_autoptr (GSocketAddress) address = g_inet_socket_address_new (inet, 0);

      g_socket_client_set_local_address (client, address);
    }
  connection = g_socket_client_connect_to_host (client, "127.0.0.1", port, NULL, &error);
  g_assert_no_error (error);
  return connection;
}

GSocketConnection *
raw_connect_from (guint16 port, const char *local, RawPeer *peer, FtNetConnection **reader)
{
  GSocketConnection *connection = tcp_connect_from (port, local);

  peer->errors = g_ptr_array_new_with_free_func (g_free);
  peer->texts = g_ptr_array_new_with_free_func (g_free);
  peer->kinds = g_ptr_array_new ();
  peer->closed = FALSE;
  *reader = ft_net_connection_new (G_IO_STREAM (connection));
  g_signal_connect (*reader, "message", G_CALLBACK (raw_message_cb), peer);
  g_signal_connect (*reader, "closed", G_CALLBACK (raw_closed_cb), peer);
  return connection;
}

GSocketConnection *
raw_connect (guint16 port, RawPeer *peer, FtNetConnection **reader)
{
  return raw_connect_from (port, NULL, peer, reader);
}

void
raw_send (GSocketConnection *connection, const char *data, gssize len)
{
  g_autoptr (GError) error = NULL;

  g_output_stream_write_all (g_io_stream_get_output_stream (G_IO_STREAM (connection)), data,
                             len < 0 ? strlen (data) : (gsize) len, NULL, NULL, &error);
  g_assert_no_error (error);
}

void
raw_peer_clear (RawPeer *peer, FtNetConnection *reader)
{
  /* The reader outlives this scope while its read is pending. */
  g_signal_handlers_disconnect_by_data (reader, peer);
  ft_net_connection_close (reader);
  g_ptr_array_unref (peer->errors);
  g_ptr_array_unref (peer->texts);
  g_ptr_array_unref (peer->kinds);
}

guint
count_errors (RawPeer *peer, const char *code)
{
  guint n = 0;

  for (guint i = 0; i < peer->errors->len; i++)
    if (strcmp (g_ptr_array_index (peer->errors, i), code) == 0)
      n++;
  return n;
}

typedef struct {
  RawPeer *peer;
  const char *code;
  FtNetMessageKind kind;
  guint count;
} RawWait;

static gboolean
has_errors (gpointer data)
{
  RawWait *wait = data;
  return count_errors (wait->peer, wait->code) >= wait->count;
}

void
wait_error (RawPeer *peer, const char *code, guint count)
{
  RawWait wait = { peer, code, 0, count };
  run_until (has_errors, &wait, code);
}

gboolean
raw_has_kind (RawPeer *peer, FtNetMessageKind kind)
{
  for (guint i = 0; i < peer->kinds->len; i++)
    if (GPOINTER_TO_INT (g_ptr_array_index (peer->kinds, i)) == (int) kind)
      return TRUE;
  return FALSE;
}

static gboolean
has_kind (gpointer data)
{
  RawWait *wait = data;
  return raw_has_kind (wait->peer, wait->kind);
}

void
wait_kind (RawPeer *peer, FtNetMessageKind kind)
{
  RawWait wait = { peer, NULL, kind, 1 };
  run_until (has_kind, &wait, ft_net_message_verb (kind));
}

gboolean
raw_closed (gpointer data)
{
  return ((RawPeer *) data)->closed;
}
