/* ft-xmpp-account.c — see ft-xmpp-account.h: the window's XMPP account,
 * its password between the player, the keyring and the session. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <signal.h>
#include <string.h>

#include "ft-xmpp-account.h"
#include "ft-xmpp-ignore-list.h"
#include "ft-xmpp-keyring.h"
#include "ft-xmpp-saved-game.h"

/* The GSettings key that remembers the account's address. */
#define ACCOUNT_KEY "xmpp-account"

struct _FtXmppAccount
{
  GObject parent_instance;

  GSettings *settings; /* NULL: nothing remembered */
  char *server;
  char *ca_file;

  FtXmppSession *session;
  FtXmppRoster *roster;
  FtXmppGuest *guest;
  FtXmppIgnoreList *ignored;
  GCancellable *cancellable; /* the keyring's calls for this session */

  char *jid;
  char *status;
  char *typed; /* a password typed for this sign-in, stored once accepted */
  gboolean no_keyring;
};

G_DEFINE_FINAL_TYPE (FtXmppAccount, ft_xmpp_account, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_STATE,
  PROP_JID,
  PROP_STATUS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_PASSWORD_NEEDED,
  SIGNAL_INVITED,
  SIGNAL_REQUEST,
  SIGNAL_CANCELLED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static FtXmppAccount *default_account;

static void
forget_typed (FtXmppAccount *self)
{
  if (self->typed != NULL)
    ft_xmpp_keyring_free_password (g_steal_pointer (&self->typed));
}

static void
set_status (FtXmppAccount *self, const char *status)
{
  if (g_strcmp0 (self->status, status) == 0)
    return;
  g_free (self->status);
  self->status = g_strdup (status);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS]);
}

static void
remember (FtXmppAccount *self, const char *jid)
{
  if (self->settings != NULL)
    g_settings_set_string (self->settings, ACCOUNT_KEY, jid != NULL ? jid : "");
}

/* ---- The session's news ------------------------------------------------------------ */

static void
stored_cb (GObject *source G_GNUC_UNUSED, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (FtXmppAccount) self = user_data;
  g_autoptr (GError) error = NULL;

  if (ft_xmpp_keyring_store_finish (result, &error) == FT_XMPP_KEYRING_UNAVAILABLE
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_message ("The password of %s is not kept: %s", self->jid, error != NULL ? error->message : "no keyring");
      self->no_keyring = TRUE;
    }
}

static void
online_cb (FtXmppSession *session G_GNUC_UNUSED, gboolean resumed G_GNUC_UNUSED, gpointer user_data)
{
  FtXmppAccount *self = user_data;
  g_autofree char *text = g_strdup_printf (_("Signed in as %s"), self->jid);

  if (self->typed != NULL && !self->no_keyring)
    ft_xmpp_keyring_store (self->jid, self->typed, self->cancellable, stored_cb, g_object_ref (self));
  forget_typed (self);
  remember (self, self->jid);
  set_status (self, text);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

static void
offline_cb (FtXmppSession *session G_GNUC_UNUSED, gboolean will_retry, const char *why, gpointer user_data)
{
  FtXmppAccount *self = user_data;
  g_autofree char *text = NULL;

  if (will_retry)
    text = g_strdup_printf (_("Connection to the server lost (%s); trying again…"), why);
  set_status (self, text != NULL ? text : _("Not signed in"));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

static void
failed_cb (FtXmppSession *session G_GNUC_UNUSED, int code, const char *why, gpointer user_data)
{
  FtXmppAccount *self = user_data;
  g_autofree char *text = NULL;

  forget_typed (self);
  switch (code)
    {
    case FT_XMPP_ERROR_TLS:
      text = g_strdup_printf (_("Not signed in, for safety: %s"), why);
      break;
    case FT_XMPP_ERROR_AUTH:
      text = g_strdup_printf (_("The server refused the account or the password: %s"), why);
      break;
    case FT_XMPP_ERROR_NETWORK:
      text = g_strdup_printf (_("The server cannot be reached: %s"), why);
      break;
    default:
      text = g_strdup_printf (_("Could not sign in: %s"), why);
      break;
    }
  set_status (self, text);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

static void
invited_cb (FtXmppGuest *guest G_GNUC_UNUSED, const char *from, gpointer invite, gpointer user_data)
{
  g_signal_emit (user_data, signals[SIGNAL_INVITED], 0, from, invite);
}

static void
request_cb (FtXmppGuest *guest G_GNUC_UNUSED, const char *from, gpointer invite, gpointer user_data)
{
  g_signal_emit (user_data, signals[SIGNAL_REQUEST], 0, from, invite);
}

static void
cancelled_cb (FtXmppGuest *guest G_GNUC_UNUSED, const char *from, const char *code, gpointer user_data)
{
  g_signal_emit (user_data, signals[SIGNAL_CANCELLED], 0, from, code);
}

/* ---- Signing in and out ------------------------------------------------------------ */

static void
drop_session (FtXmppAccount *self)
{
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      if (ft_xmpp_session_get_state (self->session) != FT_XMPP_STATE_OFFLINE)
        ft_xmpp_session_disconnect (self->session);
    }
  if (self->guest != NULL)
    g_signal_handlers_disconnect_by_data (self->guest, self);
  g_clear_object (&self->guest);
  g_clear_object (&self->roster);
  g_clear_object (&self->session);
  forget_typed (self);
}

/* A game kept from before a restart (ft-xmpp-saved-game.h) is taken up
 * with the resource it was played from: the other side knows that full
 * JID, and the server replaces the old session instead of waiting for it. */
static void
take_kept_resource (FtXmppAccount *self)
{
  static const char *const roles[] = { "host", "guest" };

  for (guint i = 0; i < G_N_ELEMENTS (roles); i++)
    {
      g_autofree char *path = ft_xmpp_saved_game_path (self->jid, roles[i]);
      g_autoptr (FtXmppSavedGame) saved = ft_xmpp_saved_game_load (path, NULL);

      if (saved != NULL && saved->resource != NULL)
        {
          ft_xmpp_session_set_resource (self->session, saved->resource);
          return;
        }
    }
}

static void
connect_with (FtXmppAccount *self, const char *password)
{
  set_status (self, _("Signing in…"));
  ft_xmpp_session_connect (self->session, password);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

static void
looked_up_cb (GObject *source G_GNUC_UNUSED, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (FtXmppAccount) self = user_data;
  g_autoptr (GError) error = NULL;
  FtXmppKeyringResult outcome;
  char *password = ft_xmpp_keyring_lookup_finish (result, &outcome, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (password != NULL)
    {
      connect_with (self, password);
      ft_xmpp_keyring_free_password (password);
      return;
    }
  if (outcome == FT_XMPP_KEYRING_UNAVAILABLE)
    self->no_keyring = TRUE;
  set_status (self, _("Type the password to sign in"));
  g_signal_emit (self, signals[SIGNAL_PASSWORD_NEEDED], 0);
}

gboolean
ft_xmpp_account_sign_in (FtXmppAccount *self, const char *jid, const char *password, GError **error)
{
  g_autoptr (FtXmppSession) session = NULL;
  g_autofree char *ignore_path = NULL;

  g_return_val_if_fail (FT_IS_XMPP_ACCOUNT (self), FALSE);
  g_return_val_if_fail (jid != NULL, FALSE);

  session = ft_xmpp_session_new (jid, error);
  if (session == NULL || (self->server != NULL && !ft_xmpp_session_set_server (session, self->server, error)))
    return FALSE;
  drop_session (self);
  self->session = g_steal_pointer (&session);
  if (self->ca_file != NULL)
    ft_xmpp_session_set_ca_file (self->session, self->ca_file);
  g_free (self->jid);
  self->jid = g_strdup (ft_xmpp_session_get_account (self->session));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_JID]);
  take_kept_resource (self);
  g_signal_connect (self->session, "online", G_CALLBACK (online_cb), self);
  g_signal_connect (self->session, "offline", G_CALLBACK (offline_cb), self);
  g_signal_connect (self->session, "failed", G_CALLBACK (failed_cb), self);
  self->roster = ft_xmpp_roster_new (self->session);
  if (self->ignored == NULL)
    {
      ignore_path = ft_xmpp_ignore_list_default_path ();
      self->ignored = ft_xmpp_ignore_list_new (ignore_path);
    }
  self->guest = ft_xmpp_guest_new (self->session, self->roster, self->ignored);
  g_signal_connect (self->guest, "invited", G_CALLBACK (invited_cb), self);
  g_signal_connect (self->guest, "request", G_CALLBACK (request_cb), self);
  g_signal_connect (self->guest, "cancelled", G_CALLBACK (cancelled_cb), self);
  self->cancellable = g_cancellable_new ();
  if (password != NULL && *password != '\0')
    {
      self->typed = g_strdup (password);
      connect_with (self, password);
    }
  else
    {
      set_status (self, _("Looking for the password in the keyring…"));
      ft_xmpp_keyring_lookup (self->jid, self->cancellable, looked_up_cb, g_object_ref (self));
    }
  return TRUE;
}

void
ft_xmpp_account_sign_out (FtXmppAccount *self)
{
  g_return_if_fail (FT_IS_XMPP_ACCOUNT (self));

  drop_session (self);
  if (self->jid != NULL && !self->no_keyring)
    ft_xmpp_keyring_clear (self->jid, NULL, NULL, NULL);
  remember (self, NULL);
  set_status (self, _("Not signed in"));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

void
ft_xmpp_account_start (FtXmppAccount *self, GSettings *settings)
{
  g_autofree char *jid = NULL;

  g_return_if_fail (FT_IS_XMPP_ACCOUNT (self));

  g_set_object (&self->settings, settings);
  if (settings == NULL)
    return;
  jid = g_settings_get_string (settings, ACCOUNT_KEY);
  if (*jid != '\0' && !ft_xmpp_account_sign_in (self, jid, NULL, NULL))
    remember (self, NULL);
}

gboolean
ft_xmpp_account_set_server (FtXmppAccount *self, const char *server, GError **error)
{
  g_autoptr (FtXmppSession) probe = NULL;

  g_return_val_if_fail (FT_IS_XMPP_ACCOUNT (self), FALSE);

  if (server != NULL && *server != '\0')
    {
      /* Read now, so that a bad one is said where it was typed. */
      probe = ft_xmpp_session_new ("probe@example.org", NULL);
      if (!ft_xmpp_session_set_server (probe, server, error))
        return FALSE;
    }
  g_free (self->server);
  self->server = server != NULL && *server != '\0' ? g_strdup (server) : NULL;
  return TRUE;
}

void
ft_xmpp_account_set_ca_file (FtXmppAccount *self, const char *path)
{
  g_return_if_fail (FT_IS_XMPP_ACCOUNT (self));

  g_free (self->ca_file);
  self->ca_file = path != NULL && *path != '\0' ? g_strdup (path) : NULL;
}

/* ---- Getters ----------------------------------------------------------------------- */

FtXmppState
ft_xmpp_account_get_state (FtXmppAccount *self)
{
  g_return_val_if_fail (FT_IS_XMPP_ACCOUNT (self), FT_XMPP_STATE_OFFLINE);
  return self->session != NULL ? ft_xmpp_session_get_state (self->session) : FT_XMPP_STATE_OFFLINE;
}

const char *
ft_xmpp_account_get_jid (FtXmppAccount *self)
{
  g_return_val_if_fail (FT_IS_XMPP_ACCOUNT (self), NULL);
  return self->jid;
}

const char *
ft_xmpp_account_get_status (FtXmppAccount *self)
{
  g_return_val_if_fail (FT_IS_XMPP_ACCOUNT (self), NULL);
  return self->status;
}

gboolean
ft_xmpp_account_has_keyring (FtXmppAccount *self)
{
  g_return_val_if_fail (FT_IS_XMPP_ACCOUNT (self), FALSE);
  return !self->no_keyring;
}

FtXmppSession *
ft_xmpp_account_get_session (FtXmppAccount *self)
{
  g_return_val_if_fail (FT_IS_XMPP_ACCOUNT (self), NULL);
  return self->session;
}

FtXmppRoster *
ft_xmpp_account_get_roster (FtXmppAccount *self)
{
  g_return_val_if_fail (FT_IS_XMPP_ACCOUNT (self), NULL);
  return self->roster;
}

FtXmppGuest *
ft_xmpp_account_get_guest (FtXmppAccount *self)
{
  g_return_val_if_fail (FT_IS_XMPP_ACCOUNT (self), NULL);
  return self->guest;
}

FtXmppIgnoreList *
ft_xmpp_account_get_ignore_list (FtXmppAccount *self)
{
  g_return_val_if_fail (FT_IS_XMPP_ACCOUNT (self), NULL);
  return self->ignored;
}

/* ---- The object -------------------------------------------------------------------- */

static void
ft_xmpp_account_dispose (GObject *object)
{
  FtXmppAccount *self = FT_XMPP_ACCOUNT (object);

  drop_session (self);
  g_clear_object (&self->ignored);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (ft_xmpp_account_parent_class)->dispose (object);
}

static void
ft_xmpp_account_finalize (GObject *object)
{
  FtXmppAccount *self = FT_XMPP_ACCOUNT (object);

  g_free (self->server);
  g_free (self->ca_file);
  g_free (self->jid);
  g_free (self->status);
  G_OBJECT_CLASS (ft_xmpp_account_parent_class)->finalize (object);
}

static void
ft_xmpp_account_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtXmppAccount *self = FT_XMPP_ACCOUNT (object);

  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_int (value, ft_xmpp_account_get_state (self));
      break;
    case PROP_JID:
      g_value_set_string (value, self->jid);
      break;
    case PROP_STATUS:
      g_value_set_string (value, self->status);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_xmpp_account_class_init (FtXmppAccountClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GType type = G_TYPE_FROM_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  /* libstrophe writes to its socket without MSG_NOSIGNAL: a server gone
   * away must be an error to read, not a signal that ends the program
   * (GLib's own sockets never raise it). */
  signal (SIGPIPE, SIG_IGN);
  object_class->dispose = ft_xmpp_account_dispose;
  object_class->finalize = ft_xmpp_account_finalize;
  object_class->get_property = ft_xmpp_account_get_property;
  properties[PROP_STATE] = g_param_spec_int ("state", NULL, NULL, FT_XMPP_STATE_OFFLINE, FT_XMPP_STATE_ONLINE,
                                             FT_XMPP_STATE_OFFLINE, flags);
  properties[PROP_JID] = g_param_spec_string ("jid", NULL, NULL, NULL, flags);
  properties[PROP_STATUS] = g_param_spec_string ("status", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  signals[SIGNAL_PASSWORD_NEEDED]
    = g_signal_new ("password-needed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_INVITED] = g_signal_new ("invited", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                          G_TYPE_STRING, G_TYPE_POINTER);
  signals[SIGNAL_REQUEST] = g_signal_new ("request", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                          G_TYPE_STRING, G_TYPE_POINTER);
  signals[SIGNAL_CANCELLED] = g_signal_new ("cancelled", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                            G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_STRING);
}

static void
ft_xmpp_account_init (FtXmppAccount *self)
{
  self->status = g_strdup (_("Not signed in"));
  ft_xmpp_account_set_server (self, g_getenv ("FOURTEEN_XMPP_SERVER"), NULL);
  ft_xmpp_account_set_ca_file (self, g_getenv ("FOURTEEN_XMPP_CA"));
}

FtXmppAccount *
ft_xmpp_account_new (GSettings *settings)
{
  FtXmppAccount *self = g_object_new (FT_TYPE_XMPP_ACCOUNT, NULL);

  g_set_object (&self->settings, settings);
  return self;
}

FtXmppAccount *
ft_xmpp_account_get_default (void)
{
  if (default_account == NULL)
    default_account = ft_xmpp_account_new (NULL);
  return default_account;
}
