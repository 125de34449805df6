/* ft-xmpp-session.h — one signed-in XMPP account (docs/network.md#games-over-xmpp):
 * libstrophe's connection driven from the GLib main loop, TLS required and
 * the server's certificate verified, the account's presence with
 * Fourteen's capabilities, answers to service discovery, and the
 * connection's whole life — a dropped stream resumed (XEP-0198) or started
 * again, with a growing pause between tries.
 *
 * How libstrophe runs here: libstrophe has no main loop of its own to give
 * up, so the session drives it with xmpp_run_once(ctx, 0), which never
 * waits, from GLib sources: a watch on the connection's socket (libstrophe
 * hands it over in its socket-options callback), an idle after each send
 * (libstrophe writes its queue only when run), and a tick every 250 ms for
 * its timers (the connect timeout, stream management's acknowledgements).
 * After a socket wake-up it is run a few times more, for what the TLS layer
 * has already read from the socket. The server's address is looked up with
 * GResolver (DNS SRV, then the name), so nothing blocks the main loop;
 * libstrophe is handed the address only. Everything runs on the main
 * thread: no locks, no marshalling.
 *
 * The password: given to ft_xmpp_session_connect(), handed to libstrophe
 * and the caller's copy never kept; libstrophe's debug output (which
 * carries whole stanzas, the authentication among them) is never written
 * anywhere — only two of its lines are recognised, to learn what its API
 * does not tell (a session resumed, a password refused).
 *
 * Signals:
 *   "online" (gboolean resumed): signed in; resumed TRUE when the stream
 *       was resumed (nothing was lost: no presence needs sending again).
 *   "offline" (gboolean will_retry, const char *why): the stream went.
 *   "failed" (int code, const char *message): signing in failed for good
 *       (FtXmppErrorCode: TLS, AUTH, NETWORK before ever signing in, …);
 *       the message names why ("the server's certificate …: hostname
 *       mismatch"). The session stops.
 *   "message" (gpointer stanza), "presence" (gpointer stanza): a stanza
 *       from the server (an xmpp_stanza_t, valid during the emission).
 *   "iq" (gpointer stanza) → gboolean: an IQ get or set; TRUE if a handler
 *       answered it (else the session answers service-unavailable).
 */
#pragma once

#include <gio/gio.h>
#include <strophe.h>

#include "ft-xmpp-jid.h"

G_BEGIN_DECLS

/* Fourteen's namespace: our stanzas' payloads and our service-discovery
 * feature. The number is the version of what goes in it. */
#define FT_XMPP_NS "urn:fourteen:game:1"
/* The entity-capabilities node: who makes the software. */
#define FT_XMPP_CAPS_NODE "https://github.com/fourteenchess/fourteen"

typedef enum
{
  FT_XMPP_STATE_OFFLINE,
  FT_XMPP_STATE_CONNECTING,
  FT_XMPP_STATE_ONLINE,
} FtXmppState;

#define FT_TYPE_XMPP_SESSION (ft_xmpp_session_get_type ())
G_DECLARE_FINAL_TYPE (FtXmppSession, ft_xmpp_session, FT, XMPP_SESSION, GObject)

/* Opens libstrophe, which is not linked but loaded on first use
 * (ft-library-loader.h); FALSE with FT_XMPP_ERROR_UNAVAILABLE if it cannot
 * be. ft_xmpp_session_new() calls it; a program that makes its own
 * libstrophe context and hands it to this folder's functions (the tests,
 * the fuzzer) calls it first. */
gboolean ft_xmpp_session_library_open (GError **error);

/* A session for the account `jid` ("ann@example.org"); NULL with an error
 * naming what is wrong with it. The resource is "fourteen-" and 8 random
 * hex digits unless set. */
FtXmppSession *ft_xmpp_session_new (const char *jid, GError **error);
/* The resource to bind (before connecting): a program coming back to a
 * game takes its old one, so that the server replaces the old session. */
void ft_xmpp_session_set_resource (FtXmppSession *self, const char *resource);
const char *ft_xmpp_session_get_resource (FtXmppSession *self);
/* "HOST" or "HOST:PORT" instead of the DNS SRV lookup ("[::1]:5222" for
 * an IPv6 address); FALSE with an error when not an address. */
gboolean ft_xmpp_session_set_server (FtXmppSession *self, const char *server, GError **error);
/* One more certificate authority to trust (a PEM file), beside the
 * system's: verification is never turned off. */
void ft_xmpp_session_set_ca_file (FtXmppSession *self, const char *path);
/* The pause before the first new try after a dropped stream (doubling up
 * to 16 times that); the "retry-ms" property; default 1000. */
void ft_xmpp_session_set_retry_ms (FtXmppSession *self, guint ms);

/* Sign in (asynchronously: "online" or "failed"). */
void ft_xmpp_session_connect (FtXmppSession *self, const char *password);
/* Sign out: unavailable presence, the stream closed. No new tries. */
void ft_xmpp_session_disconnect (FtXmppSession *self);
/* For tests: lose the stream as a broken network would (no goodbye): the
 * session tries again and resumes. */
void ft_xmpp_session_drop_stream (FtXmppSession *self);

FtXmppState ft_xmpp_session_get_state (FtXmppSession *self);
/* "ann@example.org". */
const char *ft_xmpp_session_get_account (FtXmppSession *self);
/* The full JID the server bound ("ann@example.org/fourteen-1a2b3c4d"),
 * NULL before the first sign-in. */
const char *ft_xmpp_session_get_jid (FtXmppSession *self);
/* How often the stream was resumed, and started anew, after a drop. */
guint ft_xmpp_session_get_n_resumed (FtXmppSession *self);
guint ft_xmpp_session_get_n_restarted (FtXmppSession *self);

/* For building stanzas. */
xmpp_ctx_t *ft_xmpp_session_get_context (FtXmppSession *self);
/* Send (the stanza is not taken). FALSE, and nothing sent, while offline. */
gboolean ft_xmpp_session_send (FtXmppSession *self, xmpp_stanza_t *stanza);
/* Send a stanza written out (for tools and tests: a flood is made of one
 * stanza written once). FALSE while offline. */
gboolean ft_xmpp_session_send_text (FtXmppSession *self, const char *xml);
/* A fresh stanza id. */
char *ft_xmpp_session_new_id (FtXmppSession *self);
/* Presence to one address (directed presence, RFC 6121 §4.6): the server
 * then tells it when this session goes. */
void ft_xmpp_session_send_presence_to (FtXmppSession *self, const char *to, gboolean available);
/* An IQ get or set (its "to", "id" and "type" set; the stanza is not
 * taken); `reply` is called once: with the result or error stanza from the
 * address asked (valid during the call), or with NULL when none came in
 * 30 s or the stream went first. `owner` names who asked, for
 * ft_xmpp_session_cancel_queries(); `destroy` frees user_data after the
 * reply (or the cancellation). */
typedef void (*FtXmppReply) (FtXmppSession *session, xmpp_stanza_t *reply, gpointer user_data);
void ft_xmpp_session_query (FtXmppSession *self, xmpp_stanza_t *iq, gpointer owner, FtXmppReply reply,
                            gpointer user_data, GDestroyNotify destroy);
/* The replies of owner's queries will not be called (it goes away). */
void ft_xmpp_session_cancel_queries (FtXmppSession *self, gpointer owner);
/* An IQ error answer (type "cancel", the condition named). */
void ft_xmpp_session_send_iq_error (FtXmppSession *self, xmpp_stanza_t *iq, const char *condition);

/* Stanzas ignored: from strangers, not for us, over a limit. Counted, and
 * logged a few times (never their content). */
void ft_xmpp_session_count_ignored (FtXmppSession *self, const char *from, const char *why);
guint ft_xmpp_session_get_n_ignored (FtXmppSession *self);

G_END_DECLS
