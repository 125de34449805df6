/* ft-xmpp-session.c — see ft-xmpp-session.h: the object, signing in and
 * the connection's life. Driving libstrophe from the main loop is in
 * ft-xmpp-session-loop.c, the stanzas in and out in ft-xmpp-session-io.c. */
#include "config.h"

#include "ft-strophe-library.h"

#include <signal.h>
#include <string.h>

#include "ft-xmpp-session-private.h"

G_DEFINE_FINAL_TYPE (FtXmppSession, ft_xmpp_session, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_RETRY_MS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
guint _ft_xmpp_session_signals[N_SESSION_SIGNALS];

/* ---- What libstrophe says -------------------------------------------------------- */

/* libstrophe's log. Its debug lines carry whole stanzas (the
 * authentication's too): they are never written anywhere; two are read for
 * what the API does not tell. Warnings and errors are kept, to say why a
 * sign-in failed. */
static void
strophe_log_cb (void *userdata, xmpp_log_level_t level, const char *area G_GNUC_UNUSED, const char *msg)
{
  FtXmppSession *self = userdata;

  if (level == XMPP_LEVEL_DEBUG)
    {
      if (strcmp (msg, "Session resumed successfully.") == 0)
        self->resumed = TRUE;
      return;
    }
  if (level < XMPP_LEVEL_WARN)
    return;
  if (strcmp (msg, "Cannot authenticate with known methods") == 0)
    self->auth_refused = TRUE;
  else if (strstr (msg, "TLS is not supported") != NULL)
    {
      g_free (self->tls_problem);
      self->tls_problem = g_strdup ("the server offers no encryption (TLS), which Fourteen requires");
    }
  g_free (self->last_problem);
  self->last_problem = g_strdup (msg);
}

/* libstrophe's certificate-failure and socket-options handlers have no
 * user data: the session is found by its connection, or by its context
 * (one a session; a certificate knows only its context). Main thread
 * only. */
static GHashTable *sessions_by_conn;

FtXmppSession *
_ft_xmpp_session_for_conn (gconstpointer conn_or_ctx)
{
  return sessions_by_conn != NULL ? g_hash_table_lookup (sessions_by_conn, conn_or_ctx) : NULL;
}

static int
certfail_cb (const xmpp_tlscert_t *cert, const char *const errormsg)
{
  FtXmppSession *self = _ft_xmpp_session_for_conn (xmpp_tlscert_get_ctx (cert));
  const char *dns_name = xmpp_tlscert_get_dnsname (cert, 0);
  const char *subject = xmpp_tlscert_get_string (cert, XMPP_CERT_SUBJECT);
  g_autofree char *name = dns_name != NULL ? g_strdup_printf ("for %s", dns_name)
                          : subject != NULL ? g_strdup (subject) : NULL;

  if (self != NULL)
    {
      g_autofree char *domain = NULL;

      ft_xmpp_jid_parse (self->account, NULL, &domain, NULL, NULL);
      g_free (self->tls_problem);
      self->tls_problem = g_strdup_printf ("the server's certificate%s%s%s was refused for %s: %s",
                                           name != NULL ? " (" : "", name != NULL ? name : "",
                                           name != NULL ? ")" : "", domain, errormsg);
    }
  /* Never accepted: verification is not something a player turns off. */
  return 0;
}

/* Why the stream ended, as a code and words. */
static int
classify (FtXmppSession *self, int error, xmpp_stream_error_t *stream_error, char **why)
{
  if (self->tls_problem != NULL)
    {
      *why = g_strdup (self->tls_problem);
      return FT_XMPP_ERROR_TLS;
    }
  if (self->auth_refused)
    {
      *why = g_strdup_printf ("the server refused the password of %s", self->account);
      return FT_XMPP_ERROR_AUTH;
    }
  if (stream_error != NULL)
    {
      const char *text = stream_error->text != NULL ? stream_error->text : "";

      switch (stream_error->type)
        {
        case XMPP_SE_CONFLICT:
          *why = g_strdup_printf ("%s signed in elsewhere with the same resource %s", self->account,
                                  self->resource);
          return FT_XMPP_ERROR_FAILED;
        case XMPP_SE_HOST_UNKNOWN:
        case XMPP_SE_NOT_AUTHORIZED:
        case XMPP_SE_POLICY_VIOLATION:
          *why = g_strdup_printf ("the server refused %s (%s)", self->account, text);
          return FT_XMPP_ERROR_FAILED;
        default:
          *why = g_strdup_printf ("the server closed the stream (%s)", text);
          return FT_XMPP_ERROR_NETWORK;
        }
    }
  if (error != 0)
    *why = g_strdup_printf ("the connection to the server was lost (%s)", g_strerror (error));
  else if (self->last_problem != NULL)
    *why = g_strdup_printf ("the connection to the server ended (%s)", self->last_problem);
  else
    *why = g_strdup ("the connection to the server ended");
  return FT_XMPP_ERROR_NETWORK;
}

static gboolean
retry_cb (gpointer user_data)
{
  FtXmppSession *self = FT_XMPP_SESSION (user_data);

  self->retry_id = 0;
  _ft_xmpp_session_start_attempt (self);
  return G_SOURCE_REMOVE;
}

/* The stream is gone (called from the loop, outside libstrophe). */
void
_ft_xmpp_session_stream_ended (FtXmppSession *self, int error, xmpp_stream_error_t *stream_error)
{
  g_autofree char *why = NULL;
  int code = classify (self, error, stream_error, &why);
  gboolean final = self->stopped || code == FT_XMPP_ERROR_TLS || code == FT_XMPP_ERROR_AUTH
                   || code == FT_XMPP_ERROR_FAILED || !self->ever_online;

  self->state = FT_XMPP_STATE_OFFLINE;
  _ft_xmpp_session_fail_queries (self);
  if (self->stopped)
    {
      g_signal_emit (self, _ft_xmpp_session_signals[SESSION_SIGNAL_OFFLINE], 0, FALSE, "signed out");
      return;
    }
  if (final)
    {
      self->stopped = TRUE;
      g_message ("%s: %s", self->account, why);
      g_signal_emit (self, _ft_xmpp_session_signals[SESSION_SIGNAL_FAILED], 0, code, why);
      return;
    }
  g_message ("%s: %s; trying again in %u ms", self->account, why, self->retry_delay);
  g_signal_emit (self, _ft_xmpp_session_signals[SESSION_SIGNAL_OFFLINE], 0, TRUE, why);
  if (self->retry_id == 0 && !self->stopped)
    self->retry_id = g_timeout_add (self->retry_delay, retry_cb, self);
  self->retry_delay = MIN (self->retry_delay * 2, self->retry_ms * 16);
}

/* Signed in (called from the loop, inside libstrophe's handler). */
void
_ft_xmpp_session_signed_in (FtXmppSession *self)
{
  gboolean resumed = self->resumed;
  xmpp_stanza_t *presence;

  self->state = FT_XMPP_STATE_ONLINE;
  self->retry_delay = self->retry_ms;
  g_free (self->bound_jid);
  self->bound_jid = g_strdup (xmpp_conn_get_bound_jid (self->conn));
  if (self->ever_online)
    {
      if (resumed)
        self->n_resumed++;
      else
        self->n_restarted++;
    }
  self->ever_online = TRUE;
  g_clear_pointer (&self->last_problem, g_free);
  /* Handlers first (the roster asks for itself before our presence goes
   * out, RFC 6121 §2.2), then the presence of a new session. */
  g_signal_emit (self, _ft_xmpp_session_signals[SESSION_SIGNAL_ONLINE], 0, resumed);
  if (!resumed && self->state == FT_XMPP_STATE_ONLINE)
    {
      presence = xmpp_presence_new (self->ctx);
      xmpp_stanza_add_child_ex (presence, ft_xmpp_caps_our_element (self->ctx), 0);
      ft_xmpp_session_send (self, presence);
      xmpp_stanza_release (presence);
    }
}

/* ---- Attempts ---------------------------------------------------------------------- */

static void
resolved_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GError) error = NULL;
  GList *addresses = g_resolver_lookup_by_name_finish (G_RESOLVER (source), result, &error);
  FtXmppSession *self;
  g_autofree char *text = NULL;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = FT_XMPP_SESSION (user_data);
  if (addresses == NULL)
    {
      g_free (self->last_problem);
      self->last_problem = g_strdup_printf ("%s cannot be found: %s", self->target_host, error->message);
      _ft_xmpp_session_stream_ended (self, 0, NULL);
      return;
    }
  text = g_inet_address_to_string (addresses->data);
  g_resolver_free_addresses (addresses);
  _ft_xmpp_session_connect_to (self, text, self->target_port);
}

static void
resolve_target (FtXmppSession *self)
{
  g_autoptr (GInetAddress) literal = g_inet_address_new_from_string (self->target_host);
  g_autoptr (GResolver) resolver = NULL;

  if (literal != NULL)
    {
      _ft_xmpp_session_connect_to (self, self->target_host, self->target_port);
      return;
    }
  resolver = g_resolver_get_default ();
  g_resolver_lookup_by_name_async (resolver, self->target_host, self->cancellable, resolved_cb, self);
}

static void
srv_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GError) error = NULL;
  GList *targets = g_resolver_lookup_service_finish (G_RESOLVER (source), result, &error);
  FtXmppSession *self;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = FT_XMPP_SESSION (user_data);
  g_free (self->target_host);
  if (targets != NULL)
    {
      /* GResolver sorts them by priority and weight (RFC 2782). */
      self->target_host = g_strdup (g_srv_target_get_hostname (targets->data));
      self->target_port = g_srv_target_get_port (targets->data);
      g_resolver_free_targets (targets);
    }
  else
    {
      /* No SRV record: the domain itself, on the standard port. */
      ft_xmpp_jid_parse (self->account, NULL, &self->target_host, NULL, NULL);
      self->target_port = 5222;
    }
  resolve_target (self);
}

void
_ft_xmpp_session_start_attempt (FtXmppSession *self)
{
  g_autoptr (GResolver) resolver = NULL;
  g_autofree char *domain = NULL;

  if (self->stopped || self->state != FT_XMPP_STATE_OFFLINE)
    return;
  self->state = FT_XMPP_STATE_CONNECTING;
  self->resumed = FALSE;
  self->auth_refused = FALSE;
  g_clear_pointer (&self->tls_problem, g_free);
  g_clear_pointer (&self->last_problem, g_free);
  if (self->server_host != NULL)
    {
      g_free (self->target_host);
      self->target_host = g_strdup (self->server_host);
      self->target_port = self->server_port != 0 ? self->server_port : 5222;
      resolve_target (self);
      return;
    }
  ft_xmpp_jid_parse (self->account, NULL, &domain, NULL, NULL);
  resolver = g_resolver_get_default ();
  g_resolver_lookup_service_async (resolver, "xmpp-client", "tcp", domain, self->cancellable, srv_cb, self);
}

/* ---- The object -------------------------------------------------------------------- */

static void
ft_xmpp_session_dispose (GObject *object)
{
  FtXmppSession *self = FT_XMPP_SESSION (object);

  self->stopped = TRUE;
  g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->retry_id, g_source_remove);
  _ft_xmpp_session_close_stream (self);
  _ft_xmpp_session_fail_queries (self);
  if (self->conn != NULL)
    {
      g_hash_table_remove (sessions_by_conn, self->conn);
      g_hash_table_remove (sessions_by_conn, self->ctx);
      xmpp_conn_release (self->conn);
      self->conn = NULL;
    }
  if (self->ctx != NULL)
    {
      xmpp_ctx_free (self->ctx);
      self->ctx = NULL;
    }
  G_OBJECT_CLASS (ft_xmpp_session_parent_class)->dispose (object);
}

static void
ft_xmpp_session_finalize (GObject *object)
{
  FtXmppSession *self = FT_XMPP_SESSION (object);

  g_clear_object (&self->cancellable);
  g_hash_table_unref (self->queries);
  g_free (self->account);
  g_free (self->resource);
  g_free (self->bound_jid);
  g_free (self->server_host);
  g_free (self->target_host);
  g_free (self->ca_file);
  g_free (self->tls_problem);
  g_free (self->last_problem);
  G_OBJECT_CLASS (ft_xmpp_session_parent_class)->finalize (object);
}

static void
ft_xmpp_session_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_RETRY_MS:
      g_value_set_uint (value, FT_XMPP_SESSION (object)->retry_ms);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_xmpp_session_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_RETRY_MS:
      ft_xmpp_session_set_retry_ms (FT_XMPP_SESSION (object), g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_xmpp_session_class_init (FtXmppSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GType type = G_TYPE_FROM_CLASS (klass);

  object_class->dispose = ft_xmpp_session_dispose;
  object_class->finalize = ft_xmpp_session_finalize;
  object_class->get_property = ft_xmpp_session_get_property;
  object_class->set_property = ft_xmpp_session_set_property;

  properties[PROP_RETRY_MS] = g_param_spec_uint ("retry-ms", NULL, NULL, 1, G_MAXINT, 1000,
                                                 G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                   | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  _ft_xmpp_session_signals[SESSION_SIGNAL_ONLINE]
    = g_signal_new ("online", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
  _ft_xmpp_session_signals[SESSION_SIGNAL_OFFLINE]
    = g_signal_new ("offline", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                    G_TYPE_BOOLEAN, G_TYPE_STRING);
  _ft_xmpp_session_signals[SESSION_SIGNAL_FAILED]
    = g_signal_new ("failed", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                    G_TYPE_INT, G_TYPE_STRING);
  _ft_xmpp_session_signals[SESSION_SIGNAL_MESSAGE]
    = g_signal_new ("message", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  _ft_xmpp_session_signals[SESSION_SIGNAL_PRESENCE]
    = g_signal_new ("presence", type, G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  _ft_xmpp_session_signals[SESSION_SIGNAL_IQ]
    = g_signal_new ("iq", type, G_SIGNAL_RUN_LAST, 0, g_signal_accumulator_true_handled, NULL, NULL,
                    G_TYPE_BOOLEAN, 1, G_TYPE_POINTER);
}

static void
ft_xmpp_session_init (FtXmppSession *self)
{
  static gsize initialized = 0;
  guint32 random = g_random_int ();

  if (g_once_init_enter (&initialized))
    {
      /* libstrophe writes to its socket with send() without MSG_NOSIGNAL:
       * a server gone at the wrong moment would kill the program with
       * SIGPIPE instead of failing the write (then the stream is lost and
       * tried again, as it should be). */
      signal (SIGPIPE, SIG_IGN);
      xmpp_initialize ();
      sessions_by_conn = g_hash_table_new (NULL, NULL);
      g_once_init_leave (&initialized, 1);
    }
  self->resource = g_strdup_printf ("fourteen-%08x", random);
  self->cancellable = g_cancellable_new ();
  self->queries = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, _ft_xmpp_query_free);
  self->retry_ms = self->retry_delay = 1000;
  self->socket_fd = -1;
  ft_net_log_limit_init (&self->ignore_log);
}

gboolean
ft_xmpp_session_library_open (GError **error)
{
  g_autoptr (GError) cause = NULL;

  if (ft_strophe_library_open (&cause))
    return TRUE;
  g_set_error (error, FT_XMPP_ERROR, FT_XMPP_ERROR_UNAVAILABLE, "XMPP cannot be used: %s", cause->message);
  return FALSE;
}

FtXmppSession *
ft_xmpp_session_new (const char *jid, GError **error)
{
  FtXmppSession *self;
  long flags;

  if (!ft_xmpp_jid_parse (jid, NULL, NULL, NULL, error))
    return NULL;
  if (!ft_xmpp_session_library_open (error))
    return NULL;
  if (!ft_xmpp_jid_is_account (jid))
    {
      g_set_error (error, FT_XMPP_ERROR, FT_XMPP_ERROR_BAD_JID,
                   "%s: an account is written name@server, without a resource", jid);
      return NULL;
    }
  self = g_object_new (FT_TYPE_XMPP_SESSION, NULL);
  self->account = ft_xmpp_jid_bare (jid);
  self->log.handler = strophe_log_cb;
  self->log.userdata = self;
  self->ctx = xmpp_ctx_new (NULL, &self->log);
  self->conn = xmpp_conn_new (self->ctx);
  g_hash_table_insert (sessions_by_conn, self->conn, self);
  g_hash_table_insert (sessions_by_conn, self->ctx, self);
  /* TLS required; the certificate verified (never TRUST_TLS). */
  flags = xmpp_conn_get_flags (self->conn) | XMPP_CONN_FLAG_MANDATORY_TLS;
  xmpp_conn_set_flags (self->conn, flags);
  xmpp_conn_set_certfail_handler (self->conn, certfail_cb);
  _ft_xmpp_session_add_handlers (self);
  return self;
}

void
ft_xmpp_session_set_resource (FtXmppSession *self, const char *resource)
{
  g_return_if_fail (FT_IS_XMPP_SESSION (self));
  g_return_if_fail (resource != NULL && *resource != '\0');

  g_free (self->resource);
  self->resource = g_strdup (resource);
}

const char *
ft_xmpp_session_get_resource (FtXmppSession *self)
{
  g_return_val_if_fail (FT_IS_XMPP_SESSION (self), NULL);
  return self->resource;
}

gboolean
ft_xmpp_session_set_server (FtXmppSession *self, const char *server, GError **error)
{
  g_autoptr (GSocketConnectable) address = NULL;

  g_return_val_if_fail (FT_IS_XMPP_SESSION (self), FALSE);

  if (server == NULL)
    {
      g_clear_pointer (&self->server_host, g_free);
      return TRUE;
    }
  address = g_network_address_parse (server, 5222, error);
  if (address == NULL)
    return FALSE;
  g_free (self->server_host);
  self->server_host = g_strdup (g_network_address_get_hostname (G_NETWORK_ADDRESS (address)));
  self->server_port = g_network_address_get_port (G_NETWORK_ADDRESS (address));
  return TRUE;
}

void
ft_xmpp_session_set_ca_file (FtXmppSession *self, const char *path)
{
  g_return_if_fail (FT_IS_XMPP_SESSION (self));

  g_free (self->ca_file);
  self->ca_file = g_strdup (path);
  xmpp_conn_set_cafile (self->conn, path);
}

void
ft_xmpp_session_set_retry_ms (FtXmppSession *self, guint ms)
{
  g_return_if_fail (FT_IS_XMPP_SESSION (self));

  ms = MAX (ms, 1u);
  if (self->retry_ms == ms)
    return;
  self->retry_ms = self->retry_delay = ms;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RETRY_MS]);
}

void
ft_xmpp_session_connect (FtXmppSession *self, const char *password)
{
  g_autofree char *full = NULL;

  g_return_if_fail (FT_IS_XMPP_SESSION (self));
  g_return_if_fail (password != NULL);

  if (self->state != FT_XMPP_STATE_OFFLINE)
    return;
  full = g_strconcat (self->account, "/", self->resource, NULL);
  xmpp_conn_set_jid (self->conn, full);
  /* libstrophe keeps its own copy, for the tries after a dropped stream. */
  xmpp_conn_set_pass (self->conn, password);
  self->stopped = FALSE;
  self->ever_online = FALSE;
  _ft_xmpp_session_start_attempt (self);
}

void
ft_xmpp_session_disconnect (FtXmppSession *self)
{
  g_return_if_fail (FT_IS_XMPP_SESSION (self));

  self->stopped = TRUE;
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  g_clear_handle_id (&self->retry_id, g_source_remove);
  _ft_xmpp_session_close_stream (self);
}

FtXmppState
ft_xmpp_session_get_state (FtXmppSession *self)
{
  g_return_val_if_fail (FT_IS_XMPP_SESSION (self), FT_XMPP_STATE_OFFLINE);
  return self->state;
}

const char *
ft_xmpp_session_get_account (FtXmppSession *self)
{
  g_return_val_if_fail (FT_IS_XMPP_SESSION (self), NULL);
  return self->account;
}

const char *
ft_xmpp_session_get_jid (FtXmppSession *self)
{
  g_return_val_if_fail (FT_IS_XMPP_SESSION (self), NULL);
  return self->bound_jid;
}

guint
ft_xmpp_session_get_n_resumed (FtXmppSession *self)
{
  g_return_val_if_fail (FT_IS_XMPP_SESSION (self), 0);
  return self->n_resumed;
}

guint
ft_xmpp_session_get_n_restarted (FtXmppSession *self)
{
  g_return_val_if_fail (FT_IS_XMPP_SESSION (self), 0);
  return self->n_restarted;
}

xmpp_ctx_t *
ft_xmpp_session_get_context (FtXmppSession *self)
{
  g_return_val_if_fail (FT_IS_XMPP_SESSION (self), NULL);
  return self->ctx;
}

char *
ft_xmpp_session_new_id (FtXmppSession *self)
{
  char *uuid = xmpp_uuid_gen (self->ctx);
  char *id = g_strdup (uuid);

  xmpp_free (self->ctx, uuid);
  return id;
}

void
ft_xmpp_session_count_ignored (FtXmppSession *self, const char *from, const char *why)
{
  g_autofree char *text = NULL;

  g_return_if_fail (FT_IS_XMPP_SESSION (self));

  self->n_ignored++;
  text = g_strdup_printf ("a stanza from %s ignored: %s (%u so far)", from != NULL ? from : "the server",
                          why, self->n_ignored);
  ft_net_log_limited (&self->ignore_log, self->account, text);
}

guint
ft_xmpp_session_get_n_ignored (FtXmppSession *self)
{
  g_return_val_if_fail (FT_IS_XMPP_SESSION (self), 0);
  return self->n_ignored;
}
