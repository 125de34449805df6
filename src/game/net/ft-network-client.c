/* ft-network-client.c — see ft-network-client.h: the object, connecting
 * and reconnecting, and what the window and fourteen-cli ask of it. The
 * host's messages are read in ft-network-client-state.c. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ft-network-client-private.h"

/* Fetches of the whole state a minute, at most (see resync()). */
#define MAX_RESYNCS 5

static void ft_network_client_game_init (FtNetworkGameInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtNetworkClient, ft_network_client, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (FT_TYPE_NETWORK_GAME, ft_network_client_game_init))

enum
{
  PROP_0,
  PROP_RETRY_INTERVAL_MS,
  PROP_KEEPALIVE_MS,
  PROP_SILENCE_TIMEOUT_MS,
  PROP_WELCOME_TIMEOUT_MS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
guint _ft_network_client_signals[N_CLIENT_SIGNALS];

static void start_connect (FtNetworkClient *self);

void
_ft_network_client_send (FtNetworkClient *self, const FtNetMessage *msg)
{
  if (self->connection != NULL && self->welcomed)
    ft_net_link_send (self->connection, msg);
}

static FtGame *
get_game (FtNetworkClient *self)
{
  return self->session != NULL ? ft_session_get_game (self->session) : NULL;
}

/* ---- Connection trouble --------------------------------------------------------- */

void
_ft_network_client_forget_connection (FtNetworkClient *self)
{
  g_clear_handle_id (&self->welcome_id, g_source_remove);
  if (self->connection == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->connection, self);
  ft_net_link_close (self->connection);
  g_clear_object (&self->connection);
  self->welcomed = FALSE;
  self->receiving_state = FALSE;
}

static gboolean
retry_cb (gpointer user_data)
{
  FtNetworkClient *self = FT_NETWORK_CLIENT (user_data);

  self->retry_id = 0;
  start_connect (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_retry (FtNetworkClient *self)
{
  if (self->stopped || self->retry_id != 0)
    return;
  self->retry_id = g_timeout_add (self->retry_ms, retry_cb, self);
}

static void
connection_lost (FtNetworkClient *self)
{
  _ft_network_client_forget_connection (self);
  if (self->stopped)
    return;
  if (self->lost_since == 0 && self->joined_once)
    {
      self->lost_since = g_get_monotonic_time ();
      g_signal_emit (self, _ft_network_client_signals[CLIENT_SIGNAL_CONNECTION_LOST], 0);
    }
  schedule_retry (self);
}

void
_ft_network_client_refused (FtNetworkClient *self, const char *code, const char *text)
{
  g_message ("the host refused: %s (%s)", text, code);
  self->stopped = TRUE;
  _ft_network_client_forget_connection (self);
  g_signal_emit (self, _ft_network_client_signals[CLIENT_SIGNAL_REFUSED], 0, code, text);
}

void
_ft_network_client_resync (FtNetworkClient *self, const char *why)
{
  gint64 now = g_get_monotonic_time ();

  /* A host that keeps contradicting itself is not followed round in
   * circles: a few fetches a minute, then the client gives up. */
  if (now - self->resync_window_start > 60 * G_USEC_PER_SEC)
    {
      self->resync_window_start = now;
      self->n_resyncs = 0;
    }
  if (++self->n_resyncs > MAX_RESYNCS)
    {
      _ft_network_client_refused (self, "state", "the host's game does not add up");
      return;
    }
  g_message ("out of step with the host (%s): fetching the game again", why);
  _ft_network_client_forget_connection (self);
  start_connect (self);
}

void
_ft_network_client_clear_session (FtNetworkClient *self)
{
  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (get_game (self), self);
      ft_session_stop (self->session);
      g_clear_object (&self->session);
    }
  g_clear_object (&self->remote[0]);
  g_clear_object (&self->remote[1]);
  g_clear_object (&self->local);
}

static void
connection_closed_cb (FtNetLink *connection G_GNUC_UNUSED, gpointer user_data)
{
  connection_lost (FT_NETWORK_CLIENT (user_data));
}

static gboolean
welcome_timeout_cb (gpointer user_data)
{
  FtNetworkClient *self = FT_NETWORK_CLIENT (user_data);

  self->welcome_id = 0;
  if (self->welcomed || self->connection == NULL)
    return G_SOURCE_REMOVE;
  ft_net_link_log (self->connection, "no answer to HELLO: trying again");
  _ft_network_client_forget_connection (self);
  schedule_retry (self);
  return G_SOURCE_REMOVE;
}

/* A link to the host is there: say HELLO on it. */
static void
start_link (FtNetworkClient *self, FtNetLink *link)
{
  FtNetMessage hello;

  self->connection = g_object_ref (link);
  self->link_opened = g_get_monotonic_time ();
  ft_net_link_set_keepalive (self->connection, self->keepalive_ms, self->silence_timeout_ms);
  g_signal_connect (self->connection, "message", G_CALLBACK (_ft_network_client_message_cb), self);
  g_signal_connect (self->connection, "closed", G_CALLBACK (connection_closed_cb), self);
  ft_net_message_init (&hello, FT_NET_HELLO);
  g_strlcpy (hello.code, self->code, sizeof hello.code);
  hello.role = self->watch ? FT_NET_ROLE_WATCH : FT_NET_ROLE_PLAYER;
  g_strlcpy (hello.token, self->token, sizeof hello.token);
  ft_net_clean_name (self->name != NULL ? self->name : "", hello.name);
  ft_net_link_send (self->connection, &hello);
  if (self->welcome_timeout_ms > 0)
    self->welcome_id = g_timeout_add (self->welcome_timeout_ms, welcome_timeout_cb, self);
}

static void
connect_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GSocketConnection) socket_connection
    = g_socket_client_connect_to_host_finish (G_SOCKET_CLIENT (source), result, &error);
  g_autoptr (FtNetConnection) connection = NULL;
  FtNetworkClient *self;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = FT_NETWORK_CLIENT (user_data);
  self->connecting = FALSE;
  if (socket_connection == NULL)
    {
      if (!self->joined_once)
        _ft_network_client_refused (self, "connect", error->message);
      else
        schedule_retry (self);
      return;
    }
  /* The connect timeout would also end a quiet game: the keepalive
   * notices a silent host instead. */
  g_socket_set_timeout (g_socket_connection_get_socket (socket_connection), 0);
  connection = ft_net_connection_new (G_IO_STREAM (socket_connection));
  start_link (self, FT_NET_LINK (connection));
}

static void
start_connect (FtNetworkClient *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (FtNetLink) link = NULL;

  if (self->stopped || self->connecting || self->connection != NULL)
    return;
  if (self->opener == NULL)
    {
      self->connecting = TRUE;
      g_socket_client_connect_to_host_async (self->socket_client, self->address,
                                             FT_NET_DEFAULT_PORT, self->cancellable, connect_cb, self);
      return;
    }
  /* Another transport: its link opens at once, or not now. */
  link = self->opener (self->opener_data, &error);
  if (link == NULL)
    {
      g_debug ("cannot reach %s now: %s", self->address, error->message);
      schedule_retry (self);
      return;
    }
  start_link (self, link);
}

/* ---- The object ---------------------------------------------------------------- */

static void
ft_network_client_dispose (GObject *object)
{
  FtNetworkClient *self = FT_NETWORK_CLIENT (object);

  self->stopped = TRUE;
  g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->retry_id, g_source_remove);
  _ft_network_client_forget_connection (self);
  _ft_network_client_clear_session (self);
  g_clear_object (&self->socket_client);
  if (self->opener_destroy != NULL)
    g_clear_pointer (&self->opener_data, self->opener_destroy);
  self->opener = NULL;
  G_OBJECT_CLASS (ft_network_client_parent_class)->dispose (object);
}

static void
ft_network_client_finalize (GObject *object)
{
  FtNetworkClient *self = FT_NETWORK_CLIENT (object);

  g_clear_object (&self->cancellable);
  g_free (self->address);
  g_free (self->name);
  g_free (self->setup);
  g_ptr_array_unref (self->state_moves);
  g_strfreev (self->expected_moves);
  G_OBJECT_CLASS (ft_network_client_parent_class)->finalize (object);
}

static void
ft_network_client_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtNetworkClient *self = FT_NETWORK_CLIENT (object);

  switch (prop_id)
    {
    case PROP_RETRY_INTERVAL_MS:
      g_value_set_uint (value, self->retry_ms);
      break;
    case PROP_KEEPALIVE_MS:
      g_value_set_uint (value, self->keepalive_ms);
      break;
    case PROP_SILENCE_TIMEOUT_MS:
      g_value_set_uint (value, self->silence_timeout_ms);
      break;
    case PROP_WELCOME_TIMEOUT_MS:
      g_value_set_uint (value, self->welcome_timeout_ms);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_network_client_set_property (GObject *object, guint prop_id, const GValue *value,
                                GParamSpec *pspec)
{
  FtNetworkClient *self = FT_NETWORK_CLIENT (object);
  guint *field;

  switch (prop_id)
    {
    case PROP_RETRY_INTERVAL_MS:
      ft_network_client_set_retry_interval (self, g_value_get_uint (value));
      return;
    case PROP_KEEPALIVE_MS:
      field = &self->keepalive_ms;
      break;
    case PROP_SILENCE_TIMEOUT_MS:
      field = &self->silence_timeout_ms;
      break;
    case PROP_WELCOME_TIMEOUT_MS:
      field = &self->welcome_timeout_ms;
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      return;
    }
  if (*field == g_value_get_uint (value))
    return;
  *field = g_value_get_uint (value);
  if (self->connection != NULL)
    ft_net_link_set_keepalive (self->connection, self->keepalive_ms, self->silence_timeout_ms);
  g_object_notify_by_pspec (object, pspec);
}

static guint
client_signal (GObjectClass *klass, const char *name, guint n_params, ...)
{
  GType types[2];
  va_list args;

  va_start (args, n_params);
  for (guint i = 0; i < n_params; i++)
    types[i] = va_arg (args, GType);
  va_end (args);
  return g_signal_newv (name, G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, NULL, NULL, NULL, NULL,
                        G_TYPE_NONE, n_params, types);
}

static void
ft_network_client_class_init (FtNetworkClientClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = ft_network_client_dispose;
  object_class->finalize = ft_network_client_finalize;
  object_class->get_property = ft_network_client_get_property;
  object_class->set_property = ft_network_client_set_property;

  properties[PROP_RETRY_INTERVAL_MS] = g_param_spec_uint ("retry-interval-ms", NULL, NULL, 1,
                                                          G_MAXINT, 1000, flags);
  properties[PROP_KEEPALIVE_MS] = g_param_spec_uint ("keepalive-ms", NULL, NULL, 0, G_MAXINT,
                                                     FT_NETWORK_KEEPALIVE_MS, flags);
  properties[PROP_SILENCE_TIMEOUT_MS] = g_param_spec_uint ("silence-timeout-ms", NULL, NULL, 0,
                                                           G_MAXINT, FT_NETWORK_SILENCE_TIMEOUT_MS,
                                                           flags);
  /* How long a HELLO may wait for its WELCOME before the client says it
   * again (0: as long as the keepalive allows). Over XMPP a HELLO to a host
   * that is offline is dropped without a word. */
  properties[PROP_WELCOME_TIMEOUT_MS] = g_param_spec_uint ("welcome-timeout-ms", NULL, NULL, 0, G_MAXINT, 0,
                                                           flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* "refused" (code: "code", "busy", "full", "wait", "version",
   * "connect", …; text: the host's or the system's words): the game
   * cannot be joined; the client stops. */
  _ft_network_client_signals[CLIENT_SIGNAL_REFUSED]
    = client_signal (object_class, "refused", 2, G_TYPE_STRING, G_TYPE_STRING);
  _ft_network_client_signals[CLIENT_SIGNAL_CONNECTION_LOST]
    = client_signal (object_class, "connection-lost", 0);
  _ft_network_client_signals[CLIENT_SIGNAL_RECONNECTED]
    = client_signal (object_class, "reconnected", 0);
  _ft_network_client_signals[CLIENT_SIGNAL_PRESENCE_CHANGED]
    = client_signal (object_class, "presence-changed", 1, G_TYPE_BOOLEAN);
  _ft_network_client_signals[CLIENT_SIGNAL_ERROR_RECEIVED]
    = client_signal (object_class, "error-received", 2, G_TYPE_STRING, G_TYPE_STRING);
  /* The host said BYE: the game is over for this client; no reconnection. */
  _ft_network_client_signals[CLIENT_SIGNAL_HOST_LEFT] = client_signal (object_class, "host-left", 0);
}

static void
ft_network_client_init (FtNetworkClient *self)
{
  self->socket_client = g_socket_client_new ();
  g_socket_client_set_timeout (self->socket_client, 10);
  /* A game on the local network never goes through a proxy. */
  g_socket_client_set_enable_proxy (self->socket_client, FALSE);
  self->cancellable = g_cancellable_new ();
  self->setup = g_new0 (FtNetMessage, 1);
  self->state_moves = g_ptr_array_new_with_free_func (g_free);
  self->retry_ms = 1000;
  self->keepalive_ms = FT_NETWORK_KEEPALIVE_MS;
  self->silence_timeout_ms = FT_NETWORK_SILENCE_TIMEOUT_MS;
  self->pending_clock_ply = -1;
}

FtNetworkClient *
ft_network_client_new (const char *address, const char *code, gboolean watch, const char *name)
{
  FtNetworkClient *self;

  g_return_val_if_fail (address != NULL && code != NULL, NULL);

  self = g_object_new (FT_TYPE_NETWORK_CLIENT, NULL);
  self->address = g_strdup (address);
  for (gsize i = 0; code[i] != '\0' && i < FT_NET_MAX_CODE; i++)
    self->code[i] = g_ascii_toupper (code[i]);
  self->watch = watch;
  self->name = g_strdup (name);
  return self;
}

FtNetworkClient *
ft_network_client_new_for_link (FtNetLinkOpener opener, gpointer opener_data,
                                GDestroyNotify opener_destroy, const char *peer, const char *code,
                                gboolean watch, const char *name)
{
  FtNetworkClient *self;

  g_return_val_if_fail (opener != NULL && peer != NULL && code != NULL, NULL);

  self = ft_network_client_new (peer, code, watch, name);
  self->opener = opener;
  self->opener_data = opener_data;
  self->opener_destroy = opener_destroy;
  return self;
}

void
ft_network_client_set_expected_moves (FtNetworkClient *self, const char *const *moves)
{
  g_return_if_fail (FT_IS_NETWORK_CLIENT (self));

  g_strfreev (self->expected_moves);
  self->expected_moves = g_strdupv ((GStrv) moves);
  self->joined_once = TRUE;
  self->lost_since = g_get_monotonic_time ();
}

void
ft_network_client_retry_now (FtNetworkClient *self)
{
  g_return_if_fail (FT_IS_NETWORK_CLIENT (self));

  /* A HELLO just sent may still be answered. */
  if (self->stopped || self->welcomed || self->connecting
      || (self->connection != NULL && g_get_monotonic_time () - self->link_opened < G_USEC_PER_SEC))
    return;
  g_clear_handle_id (&self->retry_id, g_source_remove);
  _ft_network_client_forget_connection (self);
  start_connect (self);
}

void
ft_network_client_connect (FtNetworkClient *self)
{
  gsize len;

  g_return_if_fail (FT_IS_NETWORK_CLIENT (self));

  len = strlen (self->code);
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isalnum (self->code[i]))
      len = 0;
  if (len < FT_NET_MIN_CODE)
    {
      _ft_network_client_refused (self, "code", _("A game code has 4 to 16 letters or digits"));
      return;
    }
  self->stopped = FALSE;
  start_connect (self);
}

void
ft_network_client_disconnect (FtNetworkClient *self)
{
  FtNetMessage bye;

  g_return_if_fail (FT_IS_NETWORK_CLIENT (self));

  self->stopped = TRUE;
  g_clear_handle_id (&self->retry_id, g_source_remove);
  ft_net_message_init (&bye, FT_NET_BYE);
  _ft_network_client_send (self, &bye);
  _ft_network_client_forget_connection (self);
}

void
ft_network_client_drop_connection (FtNetworkClient *self)
{
  g_return_if_fail (FT_IS_NETWORK_CLIENT (self));

  if (self->connection != NULL)
    connection_lost (self);
}

void
ft_network_client_set_retry_interval (FtNetworkClient *self, guint ms)
{
  g_return_if_fail (FT_IS_NETWORK_CLIENT (self));

  ms = MAX (ms, 1u);
  if (self->retry_ms == ms)
    return;
  self->retry_ms = ms;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RETRY_INTERVAL_MS]);
}

FtSession *
ft_network_client_get_session (FtNetworkClient *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), NULL);
  return self->session;
}

gboolean
ft_network_client_is_watching (FtNetworkClient *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), FALSE);
  return self->watch;
}

FtColour
ft_network_client_get_colour (FtNetworkClient *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), FT_WHITE);
  return self->colour;
}

gboolean
ft_network_client_is_connected (FtNetworkClient *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), FALSE);
  return self->connection != NULL && self->welcomed;
}

gint64
ft_network_client_get_lost_ms (FtNetworkClient *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), 0);
  return self->lost_since == 0 ? 0 : (g_get_monotonic_time () - self->lost_since) / 1000;
}

gboolean
ft_network_client_can_claim_win (FtNetworkClient *self)
{
  FtGame *game;

  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), FALSE);

  game = get_game (self);
  return !self->watch && game != NULL && !ft_game_is_over (game)
         && ft_network_client_get_lost_ms (self) >= FT_NETWORK_CLAIM_AFTER_MS;
}

gboolean
ft_network_client_claim_win (FtNetworkClient *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), FALSE);

  if (!ft_network_client_can_claim_win (self))
    return FALSE;
  ft_session_stop (self->session);
  ft_game_end (get_game (self), self->colour == FT_WHITE ? FT_RESULT_WHITE_WINS : FT_RESULT_BLACK_WINS,
               FT_REASON_ABANDONMENT);
  return TRUE;
}

gboolean
ft_network_client_is_peer_away (FtNetworkClient *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), FALSE);
  return self->peer_away;
}

gboolean
ft_network_client_has_host_left (FtNetworkClient *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), FALSE);
  return self->host_left;
}

const char *
ft_network_client_get_address (FtNetworkClient *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), NULL);
  return self->address;
}

const char *
ft_network_client_get_code (FtNetworkClient *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), NULL);
  return self->code;
}

gboolean
ft_network_client_offer (FtNetworkClient *self, FtNetOffer offer)
{
  FtNetMessage msg;

  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), FALSE);

  if (self->watch || !ft_network_client_is_connected (self))
    return FALSE;
  ft_net_message_init (&msg, FT_NET_OFFER);
  msg.offer = offer;
  _ft_network_client_send (self, &msg);
  return TRUE;
}

gboolean
ft_network_client_answer_offer (FtNetworkClient *self, gboolean accept)
{
  FtNetMessage msg;

  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), FALSE);

  if (!self->offer_pending || !ft_network_client_is_connected (self))
    return FALSE;
  self->offer_pending = FALSE;
  ft_net_message_init (&msg, accept ? FT_NET_ACCEPT : FT_NET_DECLINE);
  msg.offer = self->offer;
  _ft_network_client_send (self, &msg);
  return TRUE;
}

gboolean
ft_network_client_get_pending_offer (FtNetworkClient *self, FtNetOffer *offer)
{
  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), FALSE);

  if (!self->offer_pending)
    return FALSE;
  if (offer != NULL)
    *offer = self->offer;
  return TRUE;
}

gboolean
ft_network_client_resign (FtNetworkClient *self)
{
  FtNetMessage msg;

  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), FALSE);

  if (self->watch || !ft_network_client_is_connected (self) || get_game (self) == NULL
      || ft_game_is_over (get_game (self)))
    return FALSE;
  ft_net_message_init (&msg, FT_NET_RESIGN);
  _ft_network_client_send (self, &msg);
  return TRUE;
}

void
ft_network_client_send_selection (FtNetworkClient *self, int file, int rank)
{
  g_return_if_fail (FT_IS_NETWORK_CLIENT (self));
  ft_network_game_send_selection (FT_NETWORK_GAME (self), file, rank);
}

void
ft_network_client_send_drag (FtNetworkClient *self, gboolean has_point, double x, double y)
{
  g_return_if_fail (FT_IS_NETWORK_CLIENT (self));
  ft_network_game_send_drag (FT_NETWORK_GAME (self), has_point, x, y);
}

const char *
ft_network_client_get_token (FtNetworkClient *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_CLIENT (self), NULL);
  return self->token;
}

void
ft_network_client_set_token (FtNetworkClient *self, const char *token)
{
  g_return_if_fail (FT_IS_NETWORK_CLIENT (self));
  g_strlcpy (self->token, token != NULL ? token : "", sizeof self->token);
}

/* ---- FtNetworkGame --------------------------------------------------------------- */

static FtSession *
client_get_session (FtNetworkGame *game)
{
  return FT_NETWORK_CLIENT (game)->session;
}

static int
client_get_local_colour (FtNetworkGame *game)
{
  FtNetworkClient *self = FT_NETWORK_CLIENT (game);

  return self->watch ? -1 : (int) self->colour;
}

static gboolean
client_offer (FtNetworkGame *game, FtNetOffer offer)
{
  return ft_network_client_offer (FT_NETWORK_CLIENT (game), offer);
}

static gboolean
client_answer_offer (FtNetworkGame *game, gboolean accept)
{
  return ft_network_client_answer_offer (FT_NETWORK_CLIENT (game), accept);
}

static gboolean
client_get_pending_offer (FtNetworkGame *game, FtNetOffer *offer)
{
  return ft_network_client_get_pending_offer (FT_NETWORK_CLIENT (game), offer);
}

static gboolean
client_resign (FtNetworkGame *game)
{
  return ft_network_client_resign (FT_NETWORK_CLIENT (game));
}

static gboolean
client_can_claim_win (FtNetworkGame *game)
{
  return ft_network_client_can_claim_win (FT_NETWORK_CLIENT (game));
}

static gboolean
client_claim_win (FtNetworkGame *game)
{
  return ft_network_client_claim_win (FT_NETWORK_CLIENT (game));
}

static void
client_send_live_view (FtNetworkGame *game, const FtNetMessage *msg)
{
  FtNetworkClient *self = FT_NETWORK_CLIENT (game);

  if (!self->watch)
    _ft_network_client_send (self, msg);
}

static gboolean
client_send_chat (FtNetworkGame *game, const char *text)
{
  FtNetworkClient *self = FT_NETWORK_CLIENT (game);
  FtNetMessage msg;

  if (self->watch || !ft_network_client_is_connected (self) || self->host_version < FT_NET_CHAT_VERSION)
    return FALSE;
  ft_net_message_init (&msg, FT_NET_CHAT);
  g_strlcpy (msg.text, text, sizeof msg.text);
  _ft_network_client_send (self, &msg);
  return TRUE;
}

static void
client_leave (FtNetworkGame *game)
{
  ft_network_client_disconnect (FT_NETWORK_CLIENT (game));
}

static void
ft_network_client_game_init (FtNetworkGameInterface *iface)
{
  iface->get_session = client_get_session;
  iface->get_local_colour = client_get_local_colour;
  iface->offer = client_offer;
  iface->answer_offer = client_answer_offer;
  iface->get_pending_offer = client_get_pending_offer;
  iface->resign = client_resign;
  iface->can_claim_win = client_can_claim_win;
  iface->claim_win = client_claim_win;
  iface->send_live_view = client_send_live_view;
  iface->send_chat = client_send_chat;
  iface->leave = client_leave;
}
