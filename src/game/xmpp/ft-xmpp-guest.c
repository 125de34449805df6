/* ft-xmpp-guest.c — see ft-xmpp-guest.h. */
#include "config.h"

#include "ft-strophe-library.h"

#include <string.h>

#include "ft-xmpp-guest.h"
#include "ft-xmpp-host.h"
#include "ft-xmpp-router.h"

/* How long to wait for a friend's Fourteen to show online (its presence
 * comes shortly after signing in). */
#define FIND_WAIT_S 30
/* How long a HELLO waits for the host's WELCOME before it is said again. */
#define FT_XMPP_WELCOME_TIMEOUT_MS 5000
/* Invitations remembered, so that one sent twice is told once. */
#define MAX_SEEN 200

struct _FtXmppGuest
{
  GObject parent_instance;

  FtXmppSession *session;
  FtXmppRoster *roster;
  FtXmppIgnoreList *ignored;
  FtXmppRouter *router;
  GHashTable *seen; /* "from-bare code" of invitations told */

  /* The game joined here. */
  FtNetworkClient *client; /* weak */
  char *host;
  char code[FT_NET_MAX_CODE + 1];

  /* The joined game kept on disk. */
  char *keep_path;
  FtSession *session_kept;

  /* A watch query waiting for the player to show online. */
  char *finding;
  FtXmppWatchFound found;
  gpointer found_data;
  guint find_timeout_id;
};

G_DEFINE_FINAL_TYPE (FtXmppGuest, ft_xmpp_guest, G_TYPE_OBJECT)

enum
{
  SIGNAL_INVITED,
  SIGNAL_REQUEST,
  SIGNAL_CANCELLED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- Invitations -------------------------------------------------------------------- */

static void
invitation (FtXmppGuest *self, const char *from, xmpp_stanza_t *stanza)
{
  g_autoptr (GError) error = NULL;
  g_autofree FtXmppInvite *invite = g_new0 (FtXmppInvite, 1);
  g_autofree char *key = NULL;

  if (ft_xmpp_stanza_read_invite (stanza, invite, &error) != FT_XMPP_PAYLOAD_OK)
    {
      ft_xmpp_session_count_ignored (self->session, from, error->message);
      return;
    }
  if (ft_xmpp_jid_resource (from) == NULL)
    {
      ft_xmpp_session_count_ignored (self->session, from, "an invitation without a full address");
      return;
    }
  if (ft_xmpp_ignore_list_contains (self->ignored, from))
    {
      ft_xmpp_session_count_ignored (self->session, from, "an invitation from an ignored account");
      return;
    }
  key = g_strdup_printf ("%s %s", from, invite->code);
  if (g_hash_table_contains (self->seen, key))
    return;
  if (g_hash_table_size (self->seen) >= MAX_SEEN)
    g_hash_table_remove_all (self->seen);
  g_hash_table_add (self->seen, g_steal_pointer (&key));
  g_signal_emit (self, signals[ft_xmpp_roster_is_contact (self->roster, from) ? SIGNAL_INVITED : SIGNAL_REQUEST],
                 0, from, invite);
}

static void
message_cb (FtXmppSession *session G_GNUC_UNUSED, gpointer data, gpointer user_data)
{
  FtXmppGuest *self = FT_XMPP_GUEST (user_data);
  xmpp_stanza_t *stanza = data;
  g_autofree char *from = ft_xmpp_jid_normalize (xmpp_stanza_get_from (stanza));
  char code[FT_NET_MAX_CODE + 1];
  const char *name;

  if (from == NULL || g_strcmp0 (xmpp_stanza_get_type (stanza), "error") == 0)
    return;
  if (xmpp_stanza_get_child_by_name_and_ns (stanza, "invite", FT_XMPP_NS) != NULL)
    invitation (self, from, stanza);
  else if (ft_xmpp_stanza_read_answer (stanza, &name, code) == FT_XMPP_PAYLOAD_OK && strcmp (name, "cancel") == 0)
    g_signal_emit (self, signals[SIGNAL_CANCELLED], 0, from, code);
}

/* ---- Joining ---------------------------------------------------------------------------- */

typedef struct
{
  FtXmppGuest *guest; /* weak: NULL once it is gone */
  char *host;
} Opener;

static void
opener_free (gpointer data)
{
  Opener *opener = data;

  g_clear_weak_pointer (&opener->guest);
  g_free (opener->host);
  g_free (opener);
}

static FtNetLink *
open_link (gpointer data, GError **error)
{
  Opener *opener = data;

  if (opener->guest == NULL || ft_xmpp_session_get_state (opener->guest->session) != FT_XMPP_STATE_ONLINE)
    {
      g_set_error (error, FT_XMPP_ERROR, FT_XMPP_ERROR_OFFLINE, "not signed in");
      return NULL;
    }
  return FT_NET_LINK (ft_xmpp_router_open (opener->guest->router, opener->host));
}

static void
peer_available_cb (FtXmppRouter *router G_GNUC_UNUSED, const char *from, gpointer user_data)
{
  FtXmppGuest *self = FT_XMPP_GUEST (user_data);

  /* The host is back (a new stream, or the program again): no need to wait
   * for the next try. */
  if (self->client != NULL && g_strcmp0 (from, self->host) == 0)
    ft_network_client_retry_now (self->client);
}

FtNetworkClient *
ft_xmpp_guest_join (FtXmppGuest *self, const char *host, const char *code, gboolean watch, const char *name)
{
  Opener *opener;
  FtNetworkClient *client;

  g_return_val_if_fail (FT_IS_XMPP_GUEST (self), NULL);
  g_return_val_if_fail (host != NULL && ft_xmpp_jid_resource (host) != NULL && code != NULL, NULL);

  opener = g_new0 (Opener, 1);
  g_set_weak_pointer (&opener->guest, self);
  opener->host = ft_xmpp_jid_normalize (host);
  client = ft_network_client_new_for_link (open_link, opener, opener_free, opener->host, code, watch, name);
  /* A HELLO to a host that is offline is dropped by the servers: said
   * again soon, not after the keepalive's silence. */
  g_object_set (client, "welcome-timeout-ms", FT_XMPP_WELCOME_TIMEOUT_MS, NULL);
  if (!watch && !ft_xmpp_roster_is_contact (self->roster, host))
    ft_xmpp_roster_add (self->roster, host, NULL);
  g_clear_weak_pointer (&self->client);
  g_set_weak_pointer (&self->client, client);
  g_free (self->host);
  self->host = g_strdup (opener->host);
  g_strlcpy (self->code, code, sizeof self->code);
  return client;
}

void
ft_xmpp_guest_decline (FtXmppGuest *self, const char *host, const char *code)
{
  xmpp_stanza_t *message;

  g_return_if_fail (FT_IS_XMPP_GUEST (self));

  message = ft_xmpp_stanza_new_answer (ft_xmpp_session_get_context (self->session), host, "decline", code);
  ft_xmpp_session_send (self->session, message);
  xmpp_stanza_release (message);
}

static gboolean
iq_cb (FtXmppSession *session, gpointer data, gpointer user_data)
{
  FtXmppGuest *self = FT_XMPP_GUEST (user_data);

  if (self->client == NULL || ft_network_client_is_watching (self->client))
    return FALSE;
  return ft_xmpp_answer_watch (session, self->roster, data, self->host, self->code);
}

/* ---- The game kept on disk ------------------------------------------------------------- */

static void
save_now (FtXmppGuest *self)
{
  g_autoptr (FtXmppSavedGame) saved = ft_xmpp_saved_game_new ();
  g_autoptr (GString) moves = g_string_new (NULL);
  g_autoptr (GError) error = NULL;
  FtSession *session = self->client != NULL ? ft_network_client_get_session (self->client) : NULL;
  FtGame *game = session != NULL ? ft_session_get_game (session) : NULL;

  if (self->keep_path == NULL || game == NULL)
    return;
  if (ft_game_is_over (game))
    {
      ft_xmpp_saved_game_forget (self->keep_path);
      return;
    }
  for (guint i = 0; i < ft_game_get_n_moves (game); i++)
    {
      char text[FT_NET_MAX_MOVE + 1];

      ft_network_game_write_move (ft_game_peek_move (game, i), text);
      g_string_append_printf (moves, "%s%s", i > 0 ? "," : "", text);
    }
  saved->account = g_strdup (ft_xmpp_session_get_account (self->session));
  saved->resource = g_strdup (ft_xmpp_session_get_resource (self->session));
  saved->peer = g_strdup (self->host);
  g_strlcpy (saved->code, self->code, sizeof saved->code);
  g_strlcpy (saved->token, ft_network_client_get_token (self->client), sizeof saved->token);
  saved->colour = ft_network_client_get_colour (self->client);
  saved->record = g_string_free (g_steal_pointer (&moves), FALSE);
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

static void
kept_session_cb (FtNetworkClient *client, gpointer user_data)
{
  FtXmppGuest *self = FT_XMPP_GUEST (user_data);
  FtSession *session = ft_network_client_get_session (client);

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

/* The host left for good, or the game cannot go on: nothing to resume. */
static void
kept_ended_cb (FtNetworkClient *client G_GNUC_UNUSED, gpointer user_data)
{
  FtXmppGuest *self = FT_XMPP_GUEST (user_data);

  if (self->keep_path != NULL)
    ft_xmpp_saved_game_forget (self->keep_path);
}

static void
kept_refused_cb (FtNetworkClient *client, const char *code G_GNUC_UNUSED, const char *text G_GNUC_UNUSED,
                 gpointer user_data)
{
  kept_ended_cb (client, user_data);
}

void
ft_xmpp_guest_keep (FtXmppGuest *self, const char *path)
{
  g_return_if_fail (FT_IS_XMPP_GUEST (self));
  g_return_if_fail (self->client != NULL && path != NULL);

  g_free (self->keep_path);
  self->keep_path = g_strdup (path);
  g_signal_connect (self->client, "session-changed", G_CALLBACK (kept_session_cb), self);
  g_signal_connect (self->client, "host-left", G_CALLBACK (kept_ended_cb), self);
  g_signal_connect (self->client, "refused", G_CALLBACK (kept_refused_cb), self);
}

FtNetworkClient *
ft_xmpp_guest_rejoin (FtXmppGuest *self, const FtXmppSavedGame *saved, const char *name)
{
  g_auto (GStrv) moves = NULL;
  FtNetworkClient *client;

  g_return_val_if_fail (FT_IS_XMPP_GUEST (self) && saved != NULL, NULL);

  client = ft_xmpp_guest_join (self, saved->peer, saved->code, FALSE, name);
  ft_network_client_set_token (client, saved->token);
  moves = ft_xmpp_saved_game_get_moves (saved);
  ft_network_client_set_expected_moves (client, (const char *const *) moves);
  return client;
}

/* ---- Finding a game to watch ------------------------------------------------------------ */

static void
finish_find (FtXmppGuest *self, const char *host, const char *code, const GError *error)
{
  FtXmppWatchFound done = self->found;

  g_clear_handle_id (&self->find_timeout_id, g_source_remove);
  g_clear_pointer (&self->finding, g_free);
  self->found = NULL;
  if (done != NULL)
    done (self, host, code, error, self->found_data);
}

static void
watch_cb (FtXmppSession *session G_GNUC_UNUSED, xmpp_stanza_t *reply, gpointer user_data)
{
  FtXmppGuest *self = FT_XMPP_GUEST (user_data);
  g_autoptr (GError) error = NULL;
  g_autofree char *host = NULL;
  char code[FT_NET_MAX_CODE + 1];

  if (reply == NULL)
    g_set_error (&error, FT_XMPP_ERROR, FT_XMPP_ERROR_FAILED, "%s did not answer", self->finding);
  else if (g_strcmp0 (xmpp_stanza_get_type (reply), "result") != 0)
    g_set_error (&error, FT_XMPP_ERROR, FT_XMPP_ERROR_FAILED,
                 "%s has no game to watch, or does not let you watch it", self->finding);
  else if (!ft_xmpp_stanza_read_watch (reply, &host, code))
    g_set_error (&error, FT_XMPP_ERROR, FT_XMPP_ERROR_FAILED, "%s gave no usable answer", self->finding);
  finish_find (self, host, error == NULL ? code : NULL, error);
}

static void
ask_where (FtXmppGuest *self, const char *full)
{
  xmpp_ctx_t *ctx = ft_xmpp_session_get_context (self->session);
  g_autofree char *id = ft_xmpp_session_new_id (self->session);
  xmpp_stanza_t *iq = xmpp_iq_new (ctx, "get", id);

  g_clear_handle_id (&self->find_timeout_id, g_source_remove);
  g_free (self->finding);
  self->finding = g_strdup (full);
  xmpp_stanza_set_to (iq, full);
  xmpp_stanza_add_child_ex (iq, ft_xmpp_stanza_new_watch (ctx, NULL, NULL), 0);
  ft_xmpp_session_query (self->session, iq, self, watch_cb, self, NULL);
  xmpp_stanza_release (iq);
}

static void
fourteen_online_cb (FtXmppRoster *roster G_GNUC_UNUSED, const char *full, gpointer user_data)
{
  FtXmppGuest *self = FT_XMPP_GUEST (user_data);

  if (self->found != NULL && self->find_timeout_id != 0 && ft_xmpp_jid_same_bare (full, self->finding))
    ask_where (self, full);
}

static gboolean
find_timeout_cb (gpointer user_data)
{
  FtXmppGuest *self = FT_XMPP_GUEST (user_data);
  g_autoptr (GError) error = NULL;

  self->find_timeout_id = 0;
  g_set_error (&error, FT_XMPP_ERROR, FT_XMPP_ERROR_FAILED,
               "%s is not online with Fourteen (or not in your contact list)", self->finding);
  finish_find (self, NULL, NULL, error);
  return G_SOURCE_REMOVE;
}

void
ft_xmpp_guest_find_game (FtXmppGuest *self, const char *player, FtXmppWatchFound done, gpointer user_data)
{
  FtXmppContact *contact;

  g_return_if_fail (FT_IS_XMPP_GUEST (self));
  g_return_if_fail (player != NULL && done != NULL);

  self->found = done;
  self->found_data = user_data;
  if (ft_xmpp_jid_resource (player) != NULL)
    {
      ask_where (self, player);
      return;
    }
  contact = ft_xmpp_roster_lookup (self->roster, player);
  if (contact != NULL && ft_xmpp_contact_get_fourteen_jid (contact) != NULL)
    {
      ask_where (self, ft_xmpp_contact_get_fourteen_jid (contact));
      return;
    }
  /* Not seen online with Fourteen yet: wait for it a while. */
  g_free (self->finding);
  self->finding = ft_xmpp_jid_bare (player);
  self->find_timeout_id = g_timeout_add_seconds (FIND_WAIT_S, find_timeout_cb, self);
}

/* ---- The object ----------------------------------------------------------------------- */

static void
ft_xmpp_guest_dispose (GObject *object)
{
  FtXmppGuest *self = FT_XMPP_GUEST (object);

  g_clear_handle_id (&self->find_timeout_id, g_source_remove);
  if (self->client != NULL)
    g_signal_handlers_disconnect_by_data (self->client, self);
  if (self->session_kept != NULL)
    g_signal_handlers_disconnect_by_data (self->session_kept, self);
  g_clear_object (&self->session_kept);
  g_clear_weak_pointer (&self->client);
  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      ft_xmpp_session_cancel_queries (self->session, self);
    }
  if (self->roster != NULL)
    g_signal_handlers_disconnect_by_data (self->roster, self);
  if (self->router != NULL)
    g_signal_handlers_disconnect_by_data (self->router, self);
  g_clear_object (&self->router);
  g_clear_object (&self->roster);
  g_clear_object (&self->ignored);
  g_clear_object (&self->session);
  G_OBJECT_CLASS (ft_xmpp_guest_parent_class)->dispose (object);
}

static void
ft_xmpp_guest_finalize (GObject *object)
{
  FtXmppGuest *self = FT_XMPP_GUEST (object);

  g_hash_table_unref (self->seen);
  g_free (self->host);
  g_free (self->finding);
  g_free (self->keep_path);
  G_OBJECT_CLASS (ft_xmpp_guest_parent_class)->finalize (object);
}

static void
ft_xmpp_guest_class_init (FtXmppGuestClass *klass)
{
  GType type = G_TYPE_FROM_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ft_xmpp_guest_dispose;
  G_OBJECT_CLASS (klass)->finalize = ft_xmpp_guest_finalize;
  signals[SIGNAL_INVITED] = g_signal_new ("invited", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                          2, G_TYPE_STRING, G_TYPE_POINTER);
  signals[SIGNAL_REQUEST] = g_signal_new ("request", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                          2, G_TYPE_STRING, G_TYPE_POINTER);
  signals[SIGNAL_CANCELLED] = g_signal_new ("cancelled", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                            G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
}

static void
ft_xmpp_guest_init (FtXmppGuest *self)
{
  self->seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
}

FtXmppGuest *
ft_xmpp_guest_new (FtXmppSession *session, FtXmppRoster *roster, FtXmppIgnoreList *ignored)
{
  FtXmppGuest *self;

  g_return_val_if_fail (FT_IS_XMPP_SESSION (session) && FT_IS_XMPP_ROSTER (roster), NULL);
  g_return_val_if_fail (FT_IS_XMPP_IGNORE_LIST (ignored), NULL);

  self = g_object_new (FT_TYPE_XMPP_GUEST, NULL);
  self->session = g_object_ref (session);
  self->roster = g_object_ref (roster);
  self->ignored = g_object_ref (ignored);
  self->router = g_object_ref (ft_xmpp_router_get (session));
  g_signal_connect (session, "message", G_CALLBACK (message_cb), self);
  g_signal_connect (session, "iq", G_CALLBACK (iq_cb), self);
  g_signal_connect (roster, "fourteen-online", G_CALLBACK (fourteen_online_cb), self);
  g_signal_connect (self->router, "peer-available", G_CALLBACK (peer_available_cb), self);
  return self;
}
