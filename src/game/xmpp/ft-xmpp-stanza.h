/* ft-xmpp-stanza.h — Fourteen's payloads in XMPP stanzas, written and read
 * (docs/network.md#what-goes-over-the-wire), under the namespace
 * FT_XMPP_NS:
 *
 *   a line of the game protocol, in a headline message (never stored
 *   offline, never copied to the account's other devices):
 *     <message to='bob@beta.test/fourteen-5e1f' type='headline'>
 *       <game xmlns='urn:fourteen:game:1'>MOVE e2e4 ply=0</game>
 *       <no-store xmlns='urn:xmpp:hints'/></message>
 *   an invitation (with a body for other programs of the friend's):
 *     <message to='bob@beta.test' type='normal'>
 *       <invite xmlns='urn:fourteen:game:1' code='K7QM…' colour='black'>
 *         <setup>SETUP rules=standard clock=fischer …</setup></invite>
 *       <body>Ann invites you to a game of Fourteen.</body></message>
 *   its answer and its withdrawal: <decline code='…'/>, <cancel code='…'/>
 *   where to watch a player's game (an IQ get with <watch/>, answered with
 *   <watch host='FULL-JID' code='…'/>).
 *
 * Every payload is read by the protocol's one reader, ft_net_message_parse(),
 * with its limits; the readers here check the XML around it (one element,
 * text only, the length before anything is copied).
 */
#pragma once

#include <strophe.h>

#include "ft-net-message.h"

G_BEGIN_DECLS

#define FT_XMPP_NS_HINTS "urn:xmpp:hints"

typedef enum
{
  FT_XMPP_PAYLOAD_NONE,  /* no payload of ours */
  FT_XMPP_PAYLOAD_OK,
  FT_XMPP_PAYLOAD_BAD,   /* ours but malformed (the error says why) */
  FT_XMPP_PAYLOAD_TOO_LONG,
} FtXmppPayload;

/* A game line to `to`. */
xmpp_stanza_t *ft_xmpp_stanza_new_game (xmpp_ctx_t *ctx, const char *to, const char *line);
/* The game line's text of a message (*text allocated when OK), not parsed:
 * a link reads it at its own pace. */
FtXmppPayload ft_xmpp_stanza_game_text (xmpp_stanza_t *message, char **text, GError **error);
/* The game line of a message, parsed into *out. */
FtXmppPayload ft_xmpp_stanza_read_game (xmpp_stanza_t *message, FtNetMessage *out, GError **error);

typedef struct
{
  char code[FT_NET_MAX_CODE + 1];
  int colour;         /* the invited player's side */
  FtNetMessage setup; /* a SETUP: the game, its start, the clocks, the names */
} FtXmppInvite;

xmpp_stanza_t *ft_xmpp_stanza_new_invite (xmpp_ctx_t *ctx, const char *to, const FtXmppInvite *invite,
                                          const char *body);
FtXmppPayload ft_xmpp_stanza_read_invite (xmpp_stanza_t *message, FtXmppInvite *out, GError **error);

/* <decline/> (the friend's answer) or <cancel/> (the host withdrew it). */
xmpp_stanza_t *ft_xmpp_stanza_new_answer (xmpp_ctx_t *ctx, const char *to, const char *name,
                                          const char *code);
/* "decline" or "cancel" and its code; FT_XMPP_PAYLOAD_NONE for others. */
FtXmppPayload ft_xmpp_stanza_read_answer (xmpp_stanza_t *message, const char **name,
                                          char code[FT_NET_MAX_CODE + 1]);

/* The watch query's answer: <watch host=… code=…/> in an IQ result; FALSE
 * when not one (or not a full JID and a code). */
xmpp_stanza_t *ft_xmpp_stanza_new_watch (xmpp_ctx_t *ctx, const char *host, const char *code);
gboolean ft_xmpp_stanza_read_watch (xmpp_stanza_t *iq, char **host, char code[FT_NET_MAX_CODE + 1]);

G_END_DECLS
