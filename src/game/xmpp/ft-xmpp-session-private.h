/* ft-xmpp-session-private.h — what the files of FtXmppSession share:
 * ft-xmpp-session.c (the object, signing in, the connection's life),
 * ft-xmpp-session-loop.c (libstrophe driven from the GLib main loop) and
 * ft-xmpp-session-io.c (stanzas in and out, queries and their answers). */
#pragma once

#include "ft-net-link.h"
#include "ft-xmpp-caps.h"
#include "ft-xmpp-session.h"

G_BEGIN_DECLS

struct _FtXmppSession
{
  GObject parent_instance;

  char *account;    /* "ann@example.org" */
  char *resource;
  char *bound_jid;  /* what the server bound */
  char *server_host; /* --xmpp-server, or NULL: DNS SRV */
  guint16 server_port;
  char *ca_file;

  xmpp_log_t log;
  xmpp_ctx_t *ctx;
  xmpp_conn_t *conn;

  FtXmppState state;
  gboolean stopped;     /* signed out or failed for good: no new tries */
  gboolean ever_online; /* before the first sign-in, every failure is final */
  GCancellable *cancellable; /* the address lookups */
  char *target_host;
  guint16 target_port;

  /* What libstrophe's log and handlers told during this attempt. */
  gboolean resumed;
  gboolean auth_refused;
  char *tls_problem;
  char *last_problem;

  /* The loop (ft-xmpp-session-loop.c). */
  int socket_fd;
  guint socket_watch;
  GIOCondition watch_condition;
  guint tick_id, kick_id;
  gboolean ended;        /* libstrophe said DISCONNECT/FAIL during a run */
  int end_error;
  xmpp_stream_error_t *end_stream_error; /* valid only during the run */
  char *end_stream_text;
  int end_stream_type;
  gboolean has_stream_error;
  gboolean signed_in;    /* libstrophe said CONNECT during a run */

  guint retry_id;
  guint retry_ms, retry_delay;

  GHashTable *queries; /* id → FtXmppQuery: IQs waiting for their answer */

  guint n_resumed, n_restarted, n_ignored;
  FtNetLogLimit ignore_log;
};

typedef enum
{
  SESSION_SIGNAL_ONLINE,
  SESSION_SIGNAL_OFFLINE,
  SESSION_SIGNAL_FAILED,
  SESSION_SIGNAL_MESSAGE,
  SESSION_SIGNAL_PRESENCE,
  SESSION_SIGNAL_IQ,
  N_SESSION_SIGNALS
} SessionSignal;

extern guint _ft_xmpp_session_signals[N_SESSION_SIGNALS];

/* ft-xmpp-session.c */
/* The session of a libstrophe connection or context (for its callbacks
 * without user data). */
FtXmppSession *_ft_xmpp_session_for_conn (gconstpointer conn_or_ctx);
void _ft_xmpp_session_start_attempt (FtXmppSession *self);
void _ft_xmpp_session_stream_ended (FtXmppSession *self, int error, xmpp_stream_error_t *stream_error);
void _ft_xmpp_session_signed_in (FtXmppSession *self);

/* ft-xmpp-session-loop.c */
/* Hand libstrophe the address (after the lookup) and watch its socket. */
void _ft_xmpp_session_connect_to (FtXmppSession *self, const char *address, guint16 port);
/* Run libstrophe now (what is queued goes out). */
void _ft_xmpp_session_pump (FtXmppSession *self);
/* Soon, from an idle. */
void _ft_xmpp_session_kick (FtXmppSession *self);
/* Close the stream politely and wait a little for it to go (sign-out, the
 * end of the program). */
void _ft_xmpp_session_close_stream (FtXmppSession *self);

/* ft-xmpp-session-io.c */
void _ft_xmpp_session_add_handlers (FtXmppSession *self);
/* Every query waiting for an answer is told there will be none. */
void _ft_xmpp_session_fail_queries (FtXmppSession *self);
void _ft_xmpp_query_free (gpointer data);

G_END_DECLS
