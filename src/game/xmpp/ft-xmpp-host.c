/* ft-xmpp-host.c — see ft-xmpp-host.h. */
#include "config.h"

#include "ft-strophe-library.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ft-game-record.h"
#include "ft-xmpp-host.h"
#include "ft-xmpp-router.h"
#include "ft-xmpp-saved-game.h"
#include "ft-xmpp-stanza.h"

struct _FtXmppHost
{
  GObject parent_instance;

  FtXmppSession *session;
  FtXmppRoster *roster;
  FtNetworkHost *host;
  FtXmppRouter *router;
  char *friend_jid;           /* bare */
  gboolean invite_wanted;     /* invite at the next sign-in */
  GHashTable *invited;        /* full JIDs invited (no second time) */
  gboolean invited_bare;
  char *keep_path;            /* where the game is kept, or NULL */
  char *player;               /* the player's full JID last seen, or to call back */
  FtSession *session_kept;    /* the session whose moves are kept */
};

G_DEFINE_FINAL_TYPE (FtXmppHost, ft_xmpp_host, G_TYPE_OBJECT)

enum
{
  SIGNAL_DECLINED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

gboolean
ft_xmpp_answer_watch (FtXmppSession *session, FtXmppRoster *roster, xmpp_stanza_t *iq, const char *host,
                      const char *code)
{
  xmpp_stanza_t *watch = xmpp_stanza_get_child_by_name_and_ns (iq, "watch", FT_XMPP_NS);
  const char *from = xmpp_stanza_get_from (iq);
  xmpp_stanza_t *answer;

  if (watch == NULL || g_strcmp0 (xmpp_stanza_get_type (iq), "get") != 0)
    return FALSE;
  /* Friends watch; the game's code goes to no one else. */
  if (from == NULL || !ft_xmpp_roster_is_contact (roster, from) || host == NULL || code == NULL)
    {
      ft_xmpp_session_count_ignored (session, from, "asked to watch without being a contact");
      ft_xmpp_session_send_iq_error (session, iq, "not-allowed");
      return TRUE;
    }
  answer = xmpp_iq_new (ft_xmpp_session_get_context (session), "result", xmpp_stanza_get_id (iq));
  xmpp_stanza_set_to (answer, from);
  xmpp_stanza_add_child_ex (answer, ft_xmpp_stanza_new_watch (ft_xmpp_session_get_context (session), host, code), 0);
  ft_xmpp_session_send (session, answer);
  xmpp_stanza_release (answer);
  return TRUE;
}

/* ---- The invitation --------------------------------------------------------------- */

static void
send_invite (FtXmppHost *self, const char *to)
{
  FtXmppInvite invite = { 0 };
  xmpp_stanza_t *message;
  g_autofree char *body = NULL;

  g_strlcpy (invite.code, ft_network_host_get_code (self->host), sizeof invite.code);
  invite.colour = FT_OTHER_COLOUR (ft_network_host_get_colour (self->host));
  ft_network_host_fill_setup (self->host, &invite.setup);
  body = g_strdup_printf (_("%s invites you to a game of Fourteen (answer it with Fourteen)."),
                          ft_xmpp_session_get_account (self->session));
  message = ft_xmpp_stanza_new_invite (ft_xmpp_session_get_context (self->session), to, &invite, body);
  ft_xmpp_session_send (self->session, message);
  xmpp_stanza_release (message);
  g_message ("invited %s to the game", to);
}

/* To each resource of the friend's with Fourteen, once; to the bare
 * address when none is known (the server keeps it for an offline friend). */
static void
invite_now (FtXmppHost *self)
{
  FtXmppContact *contact = ft_xmpp_roster_lookup (self->roster, self->friend_jid);
  const char *resource = contact != NULL ? ft_xmpp_contact_get_fourteen_jid (contact) : NULL;

  if (ft_network_host_has_player (self->host))
    return;
  if (contact == NULL)
    ft_xmpp_roster_add (self->roster, self->friend_jid, NULL);
  if (resource != NULL)
    {
      if (g_hash_table_add (self->invited, g_strdup (resource)))
        send_invite (self, resource);
    }
  else if (!self->invited_bare)
    {
      self->invited_bare = TRUE;
      send_invite (self, self->friend_jid);
    }
}

static void
loaded_cb (FtXmppRoster *roster G_GNUC_UNUSED, gpointer user_data)
{
  FtXmppHost *self = FT_XMPP_HOST (user_data);

  if (self->invite_wanted)
    invite_now (self);
}

static void
fourteen_online_cb (FtXmppRoster *roster G_GNUC_UNUSED, const char *jid, gpointer user_data)
{
  FtXmppHost *self = FT_XMPP_HOST (user_data);

  if (self->invite_wanted && ft_xmpp_jid_same_bare (jid, self->friend_jid)
      && g_hash_table_add (self->invited, g_strdup (jid)))
    {
      if (!ft_network_host_has_player (self->host))
        send_invite (self, jid);
    }
}

void
ft_xmpp_host_invite (FtXmppHost *self)
{
  g_return_if_fail (FT_IS_XMPP_HOST (self));

  self->invite_wanted = TRUE;
  if (ft_xmpp_session_get_state (self->session) == FT_XMPP_STATE_ONLINE && ft_xmpp_roster_is_loaded (self->roster))
    invite_now (self);
}

void
ft_xmpp_host_cancel (FtXmppHost *self)
{
  xmpp_stanza_t *message;

  g_return_if_fail (FT_IS_XMPP_HOST (self));

  if (!self->invite_wanted || ft_network_host_has_player (self->host))
    return;
  self->invite_wanted = FALSE;
  message = ft_xmpp_stanza_new_answer (ft_xmpp_session_get_context (self->session), self->friend_jid, "cancel",
                                       ft_network_host_get_code (self->host));
  ft_xmpp_session_send (self->session, message);
  xmpp_stanza_release (message);
}

/* ---- The game kept on disk -------------------------------------------------------- */

static void
save_now (FtXmppHost *self)
{
  g_autoptr (FtXmppSavedGame) saved = ft_xmpp_saved_game_new ();
  g_autoptr (GError) error = NULL;
  FtSession *session = ft_network_host_get_session (self->host);
  FtGame *game = session != NULL ? ft_session_get_game (session) : NULL;
  const FtGameSetup *setup = ft_network_host_get_setup (self->host);
  const char *peer = ft_network_host_get_player_peer (self->host);

  if (self->keep_path == NULL || game == NULL || *ft_network_host_get_player_token (self->host) == '\0')
    return;
  if (ft_game_is_over (game))
    {
      ft_xmpp_saved_game_forget (self->keep_path);
      return;
    }
  if (peer != NULL)
    {
      g_free (self->player);
      self->player = g_strdup (peer);
    }
  if (self->player == NULL)
    return;
  saved->account = g_strdup (ft_xmpp_session_get_account (self->session));
  saved->resource = g_strdup (ft_xmpp_session_get_resource (self->session));
  saved->peer = g_strdup (self->player);
  saved->friend_jid = g_strdup (self->friend_jid);
  g_strlcpy (saved->code, ft_network_host_get_code (self->host), sizeof saved->code);
  g_strlcpy (saved->token, ft_network_host_get_player_token (self->host), sizeof saved->token);
  saved->peer_name = g_strdup (ft_network_host_get_peer_name (self->host));
  saved->colour = setup->human_colour;
  saved->record = ft_game_record_write (game, setup, NULL, NULL);
  for (int side = 0; side < 2; side++)
    saved->clock_ms[side] = ft_clock_is_timed (ft_game_get_clock (game))
                              ? ft_clock_get_remaining_ms (ft_game_get_clock (game), side) : -1;
  saved->saved_at = g_get_real_time ();
  if (!ft_xmpp_saved_game_save (saved, self->keep_path, &error))
    g_message ("the game could not be kept: %s", error->message);
}

static void
kept_move_cb (FtSession *session G_GNUC_UNUSED, const FtGameMove *move G_GNUC_UNUSED, gpointer user_data)
{
  save_now (user_data);
}

static void
kept_over_cb (FtSession *session G_GNUC_UNUSED, int result G_GNUC_UNUSED, int reason G_GNUC_UNUSED,
              gpointer user_data)
{
  save_now (user_data);
}

/* The session to follow (a rematch makes a new one). */
static void
follow_session (FtXmppHost *self)
{
  FtSession *session = ft_network_host_get_session (self->host);

  if (self->session_kept != NULL)
    g_signal_handlers_disconnect_by_data (self->session_kept, self);
  g_set_object (&self->session_kept, session);
  if (session != NULL)
    {
      g_signal_connect (session, "move-played", G_CALLBACK (kept_move_cb), self);
      g_signal_connect (session, "game-over", G_CALLBACK (kept_over_cb), self);
    }
  save_now (self);
}

static void
host_changed_cb (FtNetworkHost *host G_GNUC_UNUSED, gpointer user_data)
{
  follow_session (user_data);
}

void
ft_xmpp_host_keep (FtXmppHost *self, const char *path)
{
  g_return_if_fail (FT_IS_XMPP_HOST (self));
  g_return_if_fail (path != NULL && self->keep_path == NULL);

  self->keep_path = g_strdup (path);
  g_signal_connect (self->host, "peer-joined", G_CALLBACK (host_changed_cb), self);
  g_signal_connect (self->host, "session-changed", G_CALLBACK (host_changed_cb), self);
  follow_session (self);
}

void
ft_xmpp_host_call_back (FtXmppHost *self, const char *player)
{
  g_return_if_fail (FT_IS_XMPP_HOST (self));

  g_free (self->player);
  self->player = g_strdup (player);
  self->invite_wanted = FALSE;
  if (ft_xmpp_session_get_state (self->session) == FT_XMPP_STATE_ONLINE)
    ft_xmpp_session_send_presence_to (self->session, player, TRUE);
}

/* ---- Who may speak to the game ---------------------------------------------------- */

static gboolean
stranger_cb (FtXmppRouter *router, const char *from, gpointer data, gpointer user_data)
{
  FtXmppHost *self = FT_XMPP_HOST (user_data);
  const FtNetMessage *msg = data;
  g_autoptr (FtXmppLink) link = NULL;

  if (msg->kind != FT_NET_HELLO)
    return FALSE;
  if (msg->role == FT_NET_ROLE_PLAYER && !ft_xmpp_jid_same_bare (from, self->friend_jid))
    return FALSE;
  /* A spectator must know the code: strangers are not even told it is
   * wrong. */
  if (msg->role == FT_NET_ROLE_WATCH && strcmp (msg->code, ft_network_host_get_code (self->host)) != 0)
    return FALSE;
  link = ft_xmpp_router_open (router, from);
  ft_network_host_add_link (self->host, FT_NET_LINK (link));
  ft_net_link_emit_message (FT_NET_LINK (link), msg);
  return TRUE;
}

static void
message_cb (FtXmppSession *session G_GNUC_UNUSED, gpointer data, gpointer user_data)
{
  FtXmppHost *self = FT_XMPP_HOST (user_data);
  xmpp_stanza_t *stanza = data;
  char code[FT_NET_MAX_CODE + 1];
  const char *name;

  if (ft_xmpp_stanza_read_answer (stanza, &name, code) != FT_XMPP_PAYLOAD_OK)
    return;
  if (!ft_xmpp_jid_same_bare (xmpp_stanza_get_from (stanza), self->friend_jid) || strcmp (name, "decline") != 0
      || strcmp (code, ft_network_host_get_code (self->host)) != 0)
    {
      ft_xmpp_session_count_ignored (self->session, xmpp_stanza_get_from (stanza), "an answer to no invitation");
      return;
    }
  self->invite_wanted = FALSE;
  g_signal_emit (self, signals[SIGNAL_DECLINED], 0);
}

static gboolean
iq_cb (FtXmppSession *session, gpointer data, gpointer user_data)
{
  FtXmppHost *self = FT_XMPP_HOST (user_data);

  return ft_xmpp_answer_watch (session, self->roster, data, ft_xmpp_session_get_jid (session),
                               ft_network_host_get_code (self->host));
}

static void
online_cb (FtXmppSession *session G_GNUC_UNUSED, gboolean resumed, gpointer user_data)
{
  FtXmppHost *self = FT_XMPP_HOST (user_data);

  /* A new session: the invited resources may be new too; a player away
   * hears that the host is back. */
  if (!resumed)
    {
      g_hash_table_remove_all (self->invited);
      self->invited_bare = FALSE;
      if (self->player != NULL && !ft_network_host_is_peer_connected (self->host))
        ft_xmpp_session_send_presence_to (self->session, self->player, TRUE);
    }
}

/* ---- The object -------------------------------------------------------------------- */

static void
ft_xmpp_host_dispose (GObject *object)
{
  FtXmppHost *self = FT_XMPP_HOST (object);

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  if (self->roster != NULL)
    g_signal_handlers_disconnect_by_data (self->roster, self);
  if (self->router != NULL)
    g_signal_handlers_disconnect_by_data (self->router, self);
  if (self->host != NULL)
    g_signal_handlers_disconnect_by_data (self->host, self);
  if (self->session_kept != NULL)
    g_signal_handlers_disconnect_by_data (self->session_kept, self);
  g_clear_object (&self->session_kept);
  g_clear_object (&self->router);
  g_clear_object (&self->roster);
  g_clear_object (&self->host);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (ft_xmpp_host_parent_class)->dispose (object);
}

static void
ft_xmpp_host_finalize (GObject *object)
{
  FtXmppHost *self = FT_XMPP_HOST (object);

  g_free (self->friend_jid);
  g_free (self->keep_path);
  g_free (self->player);
  g_hash_table_unref (self->invited);
  G_OBJECT_CLASS (ft_xmpp_host_parent_class)->finalize (object);
}

static void
ft_xmpp_host_class_init (FtXmppHostClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_xmpp_host_dispose;
  G_OBJECT_CLASS (klass)->finalize = ft_xmpp_host_finalize;
  signals[SIGNAL_DECLINED] = g_signal_new ("declined", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                           NULL, NULL, G_TYPE_NONE, 0);
}

static void
ft_xmpp_host_init (FtXmppHost *self)
{
  self->invited = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

FtXmppHost *
ft_xmpp_host_new (FtXmppSession *session, FtXmppRoster *roster, FtNetworkHost *host, const char *friend_jid)
{
  FtXmppHost *self;

  g_return_val_if_fail (FT_IS_XMPP_SESSION (session) && FT_IS_XMPP_ROSTER (roster), NULL);
  g_return_val_if_fail (FT_IS_NETWORK_HOST (host) && ft_xmpp_jid_is_account (friend_jid), NULL);

  self = g_object_new (FT_TYPE_XMPP_HOST, NULL);
  self->session = g_object_ref (session);
  self->roster = g_object_ref (roster);
  self->host = g_object_ref (host);
  self->router = g_object_ref (ft_xmpp_router_get (session));
  self->friend_jid = ft_xmpp_jid_bare (friend_jid);
  g_signal_connect (self->router, "stranger", G_CALLBACK (stranger_cb), self);
  g_signal_connect (session, "message", G_CALLBACK (message_cb), self);
  g_signal_connect (session, "iq", G_CALLBACK (iq_cb), self);
  g_signal_connect (session, "online", G_CALLBACK (online_cb), self);
  g_signal_connect (roster, "loaded", G_CALLBACK (loaded_cb), self);
  g_signal_connect (roster, "fourteen-online", G_CALLBACK (fourteen_online_cb), self);
  return self;
}

const char *
ft_xmpp_host_get_friend (FtXmppHost *self)
{
  g_return_val_if_fail (FT_IS_XMPP_HOST (self), NULL);
  return self->friend_jid;
}
