/* ft-network-host.c — see ft-network-host.h: the object, listening and
 * closing, and what the window and fourteen-cli ask of it. */
/* getifaddrs() and the IFF_ flags are outside strict C11. */
#define _DEFAULT_SOURCE
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>
#ifdef G_OS_UNIX
#include <ifaddrs.h>
#include <net/if.h>
#include <netinet/in.h>
#include <sys/socket.h>
#endif

#include "ft-network-host-private.h"

static void ft_network_host_game_init (FtNetworkGameInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtNetworkHost, ft_network_host, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (FT_TYPE_NETWORK_GAME, ft_network_host_game_init))

enum
{
  PROP_0,
  PROP_KEEPALIVE_MS,
  PROP_SILENCE_TIMEOUT_MS,
  PROP_HELLO_TIMEOUT_MS,
  PROP_CLAIM_AFTER_MS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
static guint host_signals[N_HOST_SIGNALS];

void
_ft_network_host_emit (FtNetworkHost *self, HostSignal signal)
{
  g_signal_emit (self, host_signals[signal], 0);
}

/* ---- Setups a network game can be -------------------------------------------- */

gboolean
ft_network_host_supports_game_kind (FtGameKind kind)
{
  return kind == FT_GAME_KIND_CHESS || kind == FT_GAME_KIND_CHECKERS;
}

gboolean
ft_network_host_supports_setup (const FtGameSetup *setup, GError **error)
{
  g_return_val_if_fail (setup != NULL, FALSE);

  if (!ft_network_host_supports_game_kind (setup->game))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("Network games are games of chess"));
      return FALSE;
    }
  /* Each side would need its own view sent; not done (yet). */
  if (setup->fog_of_war)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("Network games cannot be played with fog of war"));
      return FALSE;
    }
  if (setup->time_control == FT_TIME_CONTROL_PER_MOVE)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("Network games cannot use the per-move timer"));
      return FALSE;
    }
  return TRUE;
}

/* ---- The object ---------------------------------------------------------------- */

static void
ft_network_host_dispose (GObject *object)
{
  FtNetworkHost *self = FT_NETWORK_HOST (object);

  ft_network_host_close (self);
  _ft_network_host_clear_session (self);
  G_OBJECT_CLASS (ft_network_host_parent_class)->dispose (object);
}

static void
ft_network_host_finalize (GObject *object)
{
  FtNetworkHost *self = FT_NETWORK_HOST (object);

  g_clear_pointer (&self->setup, ft_game_setup_free);
  g_ptr_array_unref (self->spectators);
  g_ptr_array_unref (self->pending);
  g_clear_pointer (&self->guard, ft_net_guard_free);
  g_free (self->name);
  g_free (self->peer_name);
  G_OBJECT_CLASS (ft_network_host_parent_class)->finalize (object);
}

static void
ft_network_host_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtNetworkHost *self = FT_NETWORK_HOST (object);

  switch (prop_id)
    {
    case PROP_KEEPALIVE_MS:
      g_value_set_uint (value, self->keepalive_ms);
      break;
    case PROP_SILENCE_TIMEOUT_MS:
      g_value_set_uint (value, self->silence_timeout_ms);
      break;
    case PROP_HELLO_TIMEOUT_MS:
      g_value_set_uint (value, self->hello_timeout_ms);
      break;
    case PROP_CLAIM_AFTER_MS:
      g_value_set_int64 (value, self->claim_after_ms);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
set_uint (FtNetworkHost *self, guint *field, guint value, guint prop_id)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop_id]);
}

static void
ft_network_host_set_property (GObject *object, guint prop_id, const GValue *value,
                              GParamSpec *pspec)
{
  FtNetworkHost *self = FT_NETWORK_HOST (object);

  switch (prop_id)
    {
    case PROP_KEEPALIVE_MS:
      set_uint (self, &self->keepalive_ms, g_value_get_uint (value), prop_id);
      break;
    case PROP_SILENCE_TIMEOUT_MS:
      set_uint (self, &self->silence_timeout_ms, g_value_get_uint (value), prop_id);
      break;
    case PROP_HELLO_TIMEOUT_MS:
      set_uint (self, &self->hello_timeout_ms, MAX (g_value_get_uint (value), 1u), prop_id);
      break;
    case PROP_CLAIM_AFTER_MS:
      ft_network_host_set_claim_after_ms (self, g_value_get_int64 (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_network_host_class_init (FtNetworkHostClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = ft_network_host_dispose;
  object_class->finalize = ft_network_host_finalize;
  object_class->get_property = ft_network_host_get_property;
  object_class->set_property = ft_network_host_set_property;

  /* Keepalive of the connections seated from now on: a PING after this
   * much quiet (0: none), a peer silent for silence-timeout-ms dropped. */
  properties[PROP_KEEPALIVE_MS] = g_param_spec_uint ("keepalive-ms", NULL, NULL, 0, G_MAXINT,
                                                     FT_NETWORK_KEEPALIVE_MS, flags);
  properties[PROP_SILENCE_TIMEOUT_MS] = g_param_spec_uint ("silence-timeout-ms", NULL, NULL, 0,
                                                           G_MAXINT, FT_NETWORK_SILENCE_TIMEOUT_MS,
                                                           flags);
  /* How long a new connection may take to say HELLO. */
  properties[PROP_HELLO_TIMEOUT_MS] = g_param_spec_uint ("hello-timeout-ms", NULL, NULL, 1, G_MAXINT,
                                                         FT_NETWORK_HELLO_TIMEOUT_MS, flags);
  /* How long the player must be away before the host may claim the win. */
  properties[PROP_CLAIM_AFTER_MS] = g_param_spec_int64 ("claim-after-ms", NULL, NULL, 0, G_MAXINT64,
                                                        FT_NETWORK_CLAIM_AFTER_MS, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The player joined (or came back with its token). */
  host_signals[HOST_SIGNAL_PEER_JOINED] = g_signal_new ("peer-joined", G_TYPE_FROM_CLASS (klass),
                                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                        G_TYPE_NONE, 0);
  /* The player's connection dropped: the absence counts from now. */
  host_signals[HOST_SIGNAL_PEER_LEFT] = g_signal_new ("peer-left", G_TYPE_FROM_CLASS (klass),
                                                      G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                      G_TYPE_NONE, 0);
  host_signals[HOST_SIGNAL_SPECTATORS_CHANGED] = g_signal_new ("spectators-changed",
                                                               G_TYPE_FROM_CLASS (klass),
                                                               G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                                               NULL, G_TYPE_NONE, 0);
}

static void
ft_network_host_init (FtNetworkHost *self)
{
  self->spectators = g_ptr_array_new_with_free_func (g_object_unref);
  self->pending = g_ptr_array_new_with_free_func (g_object_unref);
  self->guard = ft_net_guard_new ();
  self->claim_after_ms = FT_NETWORK_CLAIM_AFTER_MS;
  self->keepalive_ms = FT_NETWORK_KEEPALIVE_MS;
  self->silence_timeout_ms = FT_NETWORK_SILENCE_TIMEOUT_MS;
  self->hello_timeout_ms = FT_NETWORK_HELLO_TIMEOUT_MS;
}

FtNetworkHost *
ft_network_host_new (const FtGameSetup *setup, const char *code, const char *name,
                     GError **error)
{
  FtNetworkHost *self;

  g_return_val_if_fail (setup != NULL && setup->start != NULL, NULL);

  if (!ft_network_host_supports_setup (setup, error))
    return NULL;
  if (code != NULL)
    {
      gsize len = strlen (code);
      gboolean ok = len >= FT_NET_MIN_CODE && len <= FT_NET_MAX_CODE;

      for (gsize i = 0; ok && i < len; i++)
        ok = g_ascii_isalnum (code[i]);
      if (!ok)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                       _("A game code has %d to %d letters or digits"), FT_NET_MIN_CODE,
                       FT_NET_MAX_CODE);
          return NULL;
        }
    }

  self = g_object_new (FT_TYPE_NETWORK_HOST, NULL);
  self->setup = ft_game_setup_copy (setup);
  self->name = g_strdup (name != NULL ? name : _("Host"));
  if (code != NULL)
    {
      for (gsize i = 0; code[i] != '\0'; i++)
        self->code[i] = g_ascii_toupper (code[i]);
    }
  else
    ft_net_random_code (self->code);
  _ft_network_host_new_session (self, NULL);
  return self;
}

FtNetworkHost *
ft_network_host_new_resumed (const FtGameSetup *setup, FtGame *game, const char *code, const char *name,
                             const char *token, const char *peer_name, const gint64 clock_ms[2], GError **error)
{
  FtNetworkHost *self;
  FtClock *clock;

  g_return_val_if_fail (FT_IS_GAME (game), NULL);
  g_return_val_if_fail (token != NULL && strlen (token) == FT_NET_TOKEN_LENGTH, NULL);

  self = ft_network_host_new (setup, code, name, error);
  if (self == NULL)
    return NULL;
  g_free (self->peer_name);
  self->peer_name = g_strdup (peer_name);
  _ft_network_host_new_session (self, game);
  clock = ft_game_get_clock (game);
  for (int side = 0; side < 2; side++)
    if (clock_ms[side] >= 0 && ft_clock_is_timed (clock))
      ft_clock_set_remaining_ms (clock, side, clock_ms[side]);
  g_strlcpy (self->player_token, token, sizeof self->player_token);
  /* The player is away until it comes back with its token: the absence
   * counts from now, as after a dropped connection. */
  self->absent_since = g_get_monotonic_time ();
  return self;
}

gboolean
ft_network_host_listen (FtNetworkHost *self, const char *address, guint16 port, GError **error)
{
  g_autoptr (GSocketService) service = g_socket_service_new ();

  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), FALSE);
  g_return_val_if_fail (self->service == NULL, FALSE);

  if (address == NULL)
    {
      if (port == 0)
        port = g_socket_listener_add_any_inet_port (G_SOCKET_LISTENER (service), NULL, error);
      else if (!g_socket_listener_add_inet_port (G_SOCKET_LISTENER (service), port, NULL, error))
        port = 0;
    }
  else
    {
      g_autoptr (GInetAddress) inet = g_inet_address_new_from_string (address);
      g_autoptr (GSocketAddress) socket_address = NULL;
      g_autoptr (GSocketAddress) effective = NULL;

      if (inet == NULL)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT, _("Not an address: %s"),
                       address);
          return FALSE;
        }
      socket_address = g_inet_socket_address_new (inet, port);
      if (!g_socket_listener_add_address (G_SOCKET_LISTENER (service), socket_address,
                                          G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP, NULL,
                                          &effective, error))
        port = 0;
      else
        port = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (effective));
    }
  if (port == 0)
    return FALSE;
  self->port = port;
  self->service = g_steal_pointer (&service);
  g_signal_connect (self->service, "incoming", G_CALLBACK (_ft_network_host_incoming_cb), self);
  g_socket_service_start (self->service);
  return TRUE;
}

void
ft_network_host_close (FtNetworkHost *self)
{
  FtGame *game;

  g_return_if_fail (FT_IS_NETWORK_HOST (self));

  if (self->service != NULL)
    {
      g_socket_service_stop (self->service);
      g_socket_listener_close (G_SOCKET_LISTENER (self->service));
      g_signal_handlers_disconnect_by_data (self->service, self);
      g_clear_object (&self->service);
    }
  /* Leaving a game in progress gives it up: the player wins by the host's
   * abandonment, and everyone is told so before the goodbye. */
  game = self->session != NULL ? ft_session_get_game (self->session) : NULL;
  if (self->player != NULL && self->started && game != NULL && !ft_game_is_over (game))
    {
      FtColour peer = _ft_network_host_peer_colour (self);

      ft_session_stop (self->session);
      ft_game_end (game, peer == FT_WHITE ? FT_RESULT_WHITE_WINS : FT_RESULT_BLACK_WINS,
                   FT_REASON_ABANDONMENT);
    }
  _ft_network_host_close_connections (self);
}

GStrv
ft_network_host_get_addresses (void)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
#ifdef G_OS_UNIX
  struct ifaddrs *addresses = NULL;

  if (getifaddrs (&addresses) == 0)
    {
      for (struct ifaddrs *a = addresses; a != NULL; a = a->ifa_next)
        {
          g_autoptr (GSocketAddress) socket_address = NULL;
          g_autofree char *text = NULL;
          GInetAddress *inet;
          gsize size;

          if (a->ifa_addr == NULL || (a->ifa_flags & IFF_LOOPBACK) || !(a->ifa_flags & IFF_UP))
            continue;
          if (a->ifa_addr->sa_family == AF_INET)
            size = sizeof (struct sockaddr_in);
          else if (a->ifa_addr->sa_family == AF_INET6)
            size = sizeof (struct sockaddr_in6);
          else
            continue;
          socket_address = g_socket_address_new_from_native (a->ifa_addr, size);
          if (!G_IS_INET_SOCKET_ADDRESS (socket_address))
            continue;
          inet = g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (socket_address));
          if (g_inet_address_get_is_link_local (inet))
            continue;
          text = g_inet_address_to_string (inet);
          g_strv_builder_add (builder, text);
        }
      freeifaddrs (addresses);
    }
#endif
  return g_strv_builder_end (builder);
}

guint16
ft_network_host_get_port (FtNetworkHost *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), 0);
  return self->port;
}

const char *
ft_network_host_get_code (FtNetworkHost *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), NULL);
  return self->code;
}

FtSession *
ft_network_host_get_session (FtNetworkHost *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), NULL);
  return self->session;
}

FtColour
ft_network_host_get_colour (FtNetworkHost *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), FT_WHITE);
  return self->setup->human_colour;
}

const FtGameSetup *
ft_network_host_get_setup (FtNetworkHost *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), NULL);
  return self->setup;
}

const char *
ft_network_host_get_player_token (FtNetworkHost *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), NULL);
  return self->player_token;
}

const char *
ft_network_host_get_player_peer (FtNetworkHost *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), NULL);
  return self->player != NULL ? ft_net_link_get_peer (self->player) : NULL;
}

const char *
ft_network_host_get_peer_name (FtNetworkHost *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), NULL);
  return self->peer_name;
}

gboolean
ft_network_host_has_player (FtNetworkHost *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), FALSE);
  return self->player_token[0] != '\0';
}

gboolean
ft_network_host_is_peer_connected (FtNetworkHost *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), FALSE);
  return self->player != NULL;
}

guint
ft_network_host_get_n_spectators (FtNetworkHost *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), 0);
  return self->spectators->len;
}

guint
ft_network_host_get_n_pending (FtNetworkHost *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), 0);
  return self->pending->len;
}

gint64
ft_network_host_get_absent_ms (FtNetworkHost *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), 0);
  if (self->absent_since == 0)
    return 0;
  return (g_get_monotonic_time () - self->absent_since) / 1000;
}

gboolean
ft_network_host_can_claim_win (FtNetworkHost *self)
{
  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), FALSE);
  return self->absent_since != 0 && !ft_game_is_over (ft_session_get_game (self->session))
         && ft_network_host_get_absent_ms (self) >= self->claim_after_ms;
}

gboolean
ft_network_host_claim_win (FtNetworkHost *self)
{
  FtColour host;

  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), FALSE);

  if (!ft_network_host_can_claim_win (self))
    return FALSE;
  host = self->setup->human_colour;
  ft_session_stop (self->session);
  ft_game_end (ft_session_get_game (self->session),
               host == FT_WHITE ? FT_RESULT_WHITE_WINS : FT_RESULT_BLACK_WINS, FT_REASON_ABANDONMENT);
  return TRUE;
}

void
ft_network_host_set_claim_after_ms (FtNetworkHost *self, gint64 ms)
{
  g_return_if_fail (FT_IS_NETWORK_HOST (self));

  if (self->claim_after_ms == ms)
    return;
  self->claim_after_ms = ms;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CLAIM_AFTER_MS]);
}

gboolean
ft_network_host_offer (FtNetworkHost *self, FtNetOffer offer)
{
  FtNetMessage msg;

  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), FALSE);

  if (self->player == NULL || !_ft_network_host_offer_allowed (self, offer, self->setup->human_colour))
    return FALSE;
  if (self->offer_pending && self->offer_from_peer && self->offer == offer)
    return ft_network_host_answer_offer (self, TRUE);
  self->offer_pending = TRUE;
  self->offer = offer;
  self->offer_from_peer = FALSE;
  ft_net_message_init (&msg, FT_NET_OFFER);
  msg.offer = offer;
  ft_net_link_send (self->player, &msg);
  return TRUE;
}

gboolean
ft_network_host_answer_offer (FtNetworkHost *self, gboolean accept)
{
  FtNetMessage msg;
  FtNetOffer offer;

  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), FALSE);

  if (!self->offer_pending || !self->offer_from_peer)
    return FALSE;
  offer = self->offer;
  self->offer_pending = FALSE;
  if (accept && !_ft_network_host_offer_allowed (self, offer, _ft_network_host_peer_colour (self)))
    accept = FALSE;
  ft_net_message_init (&msg, accept ? FT_NET_ACCEPT : FT_NET_DECLINE);
  msg.offer = offer;
  if (self->player != NULL)
    ft_net_link_send (self->player, &msg);
  if (accept)
    _ft_network_host_accept_offer (self, offer, _ft_network_host_peer_colour (self));
  return accept;
}

gboolean
ft_network_host_get_pending_offer (FtNetworkHost *self, FtNetOffer *offer)
{
  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), FALSE);

  if (!self->offer_pending || !self->offer_from_peer)
    return FALSE;
  if (offer != NULL)
    *offer = self->offer;
  return TRUE;
}

void
ft_network_host_resign (FtNetworkHost *self)
{
  g_return_if_fail (FT_IS_NETWORK_HOST (self));
  ft_session_resign (self->session, self->setup->human_colour);
}

void
ft_network_host_send_selection (FtNetworkHost *self, int file, int rank)
{
  g_return_if_fail (FT_IS_NETWORK_HOST (self));
  ft_network_game_send_selection (FT_NETWORK_GAME (self), file, rank);
}

void
ft_network_host_send_drag (FtNetworkHost *self, gboolean has_point, double x, double y)
{
  g_return_if_fail (FT_IS_NETWORK_HOST (self));
  ft_network_game_send_drag (FT_NETWORK_GAME (self), has_point, x, y);
}

guint
ft_network_host_get_n_refused (FtNetworkHost *self)
{
  guint n;

  g_return_val_if_fail (FT_IS_NETWORK_HOST (self), 0);

  /* The connections' own refusals (malformed, too long, rate) count too. */
  n = self->n_refused;
  if (self->player != NULL)
    n += ft_net_link_get_n_refused (self->player);
  for (guint i = 0; i < self->spectators->len; i++)
    n += ft_net_link_get_n_refused (g_ptr_array_index (self->spectators, i));
  for (guint i = 0; i < self->pending->len; i++)
    n += ft_net_link_get_n_refused (g_ptr_array_index (self->pending, i));
  return n;
}

/* ---- FtNetworkGame --------------------------------------------------------------- */

static FtSession *
host_get_session (FtNetworkGame *game)
{
  return FT_NETWORK_HOST (game)->session;
}

static int
host_get_local_colour (FtNetworkGame *game)
{
  return FT_NETWORK_HOST (game)->setup->human_colour;
}

static gboolean
host_offer (FtNetworkGame *game, FtNetOffer offer)
{
  return ft_network_host_offer (FT_NETWORK_HOST (game), offer);
}

static gboolean
host_answer_offer (FtNetworkGame *game, gboolean accept)
{
  FtNetworkHost *self = FT_NETWORK_HOST (game);

  /* TRUE when answered, whatever the answer. */
  if (!ft_network_host_get_pending_offer (self, NULL))
    return FALSE;
  ft_network_host_answer_offer (self, accept);
  return TRUE;
}

static gboolean
host_get_pending_offer (FtNetworkGame *game, FtNetOffer *offer)
{
  return ft_network_host_get_pending_offer (FT_NETWORK_HOST (game), offer);
}

static gboolean
host_resign (FtNetworkGame *game)
{
  FtNetworkHost *self = FT_NETWORK_HOST (game);

  if (!self->started || ft_game_is_over (ft_session_get_game (self->session)))
    return FALSE;
  ft_network_host_resign (self);
  return TRUE;
}

static gboolean
host_can_claim_win (FtNetworkGame *game)
{
  return ft_network_host_can_claim_win (FT_NETWORK_HOST (game));
}

static gboolean
host_claim_win (FtNetworkGame *game)
{
  return ft_network_host_claim_win (FT_NETWORK_HOST (game));
}

static void
host_send_live_view (FtNetworkGame *game, const FtNetMessage *msg)
{
  FtNetworkHost *self = FT_NETWORK_HOST (game);
  FtNetMessage copy = *msg;

  copy.side = self->setup->human_colour;
  _ft_network_host_send_to_all (self, &copy, NULL);
}

static gboolean
host_send_chat (FtNetworkGame *game, const char *text)
{
  FtNetworkHost *self = FT_NETWORK_HOST (game);
  FtNetMessage msg;

  if (self->player == NULL || self->player_version < FT_NET_CHAT_VERSION)
    return FALSE;
  ft_net_message_init (&msg, FT_NET_CHAT);
  g_strlcpy (msg.text, text, sizeof msg.text);
  ft_net_link_send (self->player, &msg);
  return TRUE;
}

static void
host_leave (FtNetworkGame *game)
{
  ft_network_host_close (FT_NETWORK_HOST (game));
}

static void
ft_network_host_game_init (FtNetworkGameInterface *iface)
{
  iface->get_session = host_get_session;
  iface->get_local_colour = host_get_local_colour;
  iface->offer = host_offer;
  iface->answer_offer = host_answer_offer;
  iface->get_pending_offer = host_get_pending_offer;
  iface->resign = host_resign;
  iface->can_claim_win = host_can_claim_win;
  iface->claim_win = host_claim_win;
  iface->send_live_view = host_send_live_view;
  iface->send_chat = host_send_chat;
  iface->leave = host_leave;
}
