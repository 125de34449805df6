/* ft-xmpp-stanza.c — see ft-xmpp-stanza.h. */
#include "config.h"

#include "ft-strophe-library.h"

#include <string.h>

#include "ft-xmpp-jid.h"
#include "ft-xmpp-session.h"
#include "ft-xmpp-stanza.h"

static xmpp_stanza_t *
element (xmpp_ctx_t *ctx, const char *name, const char *ns)
{
  xmpp_stanza_t *stanza = xmpp_stanza_new (ctx);

  xmpp_stanza_set_name (stanza, name);
  if (ns != NULL)
    xmpp_stanza_set_ns (stanza, ns);
  return stanza;
}

static void
add_text (xmpp_ctx_t *ctx, xmpp_stanza_t *parent, const char *text)
{
  xmpp_stanza_t *node = xmpp_stanza_new (ctx);

  xmpp_stanza_set_text (node, text);
  xmpp_stanza_add_child_ex (parent, node, 0);
}

static FtXmppPayload
refuse (GError **error, const char *why)
{
  g_set_error_literal (error, FT_NET_ERROR_DOMAIN, FT_NET_ERROR_MALFORMED, why);
  return FT_XMPP_PAYLOAD_BAD;
}

/* The one element of ours named `name` in `parent`; NULL (and *extra TRUE
 * when there are several) otherwise. */
static xmpp_stanza_t *
our_child (xmpp_stanza_t *parent, const char *name, gboolean *several)
{
  xmpp_stanza_t *found = NULL;

  *several = FALSE;
  for (xmpp_stanza_t *child = xmpp_stanza_get_children (parent); child != NULL; child = xmpp_stanza_get_next (child))
    if (xmpp_stanza_is_tag (child) && g_strcmp0 (xmpp_stanza_get_ns (child), FT_XMPP_NS) == 0
        && g_strcmp0 (xmpp_stanza_get_name (child), name) == 0)
      {
        if (found != NULL)
          *several = TRUE;
        found = child;
      }
  return *several ? NULL : found;
}

/* The text of an element that holds text only, at most FT_NET_MAX_LINE - 1
 * bytes, measured before it is copied into buffer. */
static FtXmppPayload
element_text (xmpp_stanza_t *node, char buffer[FT_NET_MAX_LINE], gsize *length, GError **error)
{
  gsize total = 0;

  for (xmpp_stanza_t *child = xmpp_stanza_get_children (node); child != NULL; child = xmpp_stanza_get_next (child))
    {
      const char *text;
      gsize len;

      if (!xmpp_stanza_is_text (child))
        return refuse (error, "an element inside the payload");
      text = xmpp_stanza_get_text_ptr (child);
      len = text != NULL ? strlen (text) : 0;
      if (total + len > FT_NET_MAX_LINE - 1)
        {
          g_set_error (error, FT_NET_ERROR_DOMAIN, FT_NET_ERROR_MALFORMED,
                       "the payload is longer than %d bytes", FT_NET_MAX_LINE - 1);
          return FT_XMPP_PAYLOAD_TOO_LONG;
        }
      memcpy (buffer + total, text, len);
      total += len;
    }
  buffer[total] = '\0';
  *length = total;
  return FT_XMPP_PAYLOAD_OK;
}

static gboolean
code_is_valid (const char *code)
{
  gsize len = code != NULL ? strlen (code) : 0;

  if (len < FT_NET_MIN_CODE || len > FT_NET_MAX_CODE)
    return FALSE;
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isdigit (code[i]) && !g_ascii_isupper (code[i]))
      return FALSE;
  return TRUE;
}

/* ---- Game lines --------------------------------------------------------------- */

xmpp_stanza_t *
ft_xmpp_stanza_new_game (xmpp_ctx_t *ctx, const char *to, const char *line)
{
  xmpp_stanza_t *message = xmpp_message_new (ctx, "headline", to, NULL);
  xmpp_stanza_t *game = element (ctx, "game", FT_XMPP_NS);

  add_text (ctx, game, line);
  xmpp_stanza_add_child_ex (message, game, 0);
  /* Moves are not kept in the servers' archives (XEP-0334). */
  xmpp_stanza_add_child_ex (message, element (ctx, "no-store", FT_XMPP_NS_HINTS), 0);
  return message;
}

FtXmppPayload
ft_xmpp_stanza_game_text (xmpp_stanza_t *message, char **text, GError **error)
{
  g_autofree char *buffer = NULL;
  xmpp_stanza_t *game;
  gboolean several;
  FtXmppPayload payload;
  gsize length = 0;

  *text = NULL;
  game = our_child (message, "game", &several);
  if (several)
    return refuse (error, "more than one game payload");
  if (game == NULL)
    return FT_XMPP_PAYLOAD_NONE;
  buffer = g_malloc (FT_NET_MAX_LINE);
  payload = element_text (game, buffer, &length, error);
  if (payload == FT_XMPP_PAYLOAD_OK)
    *text = g_steal_pointer (&buffer);
  return payload;
}

FtXmppPayload
ft_xmpp_stanza_read_game (xmpp_stanza_t *message, FtNetMessage *out, GError **error)
{
  g_autofree char *text = NULL;
  FtXmppPayload payload = ft_xmpp_stanza_game_text (message, &text, error);

  if (payload != FT_XMPP_PAYLOAD_OK)
    return payload;
  return ft_net_message_parse (text, strlen (text), out, error) ? FT_XMPP_PAYLOAD_OK : FT_XMPP_PAYLOAD_BAD;
}

/* ---- Invitations ----------------------------------------------------------------- */

xmpp_stanza_t *
ft_xmpp_stanza_new_invite (xmpp_ctx_t *ctx, const char *to, const FtXmppInvite *invite, const char *body)
{
  xmpp_stanza_t *message = xmpp_message_new (ctx, "normal", to, NULL);
  xmpp_stanza_t *node = element (ctx, "invite", FT_XMPP_NS);
  xmpp_stanza_t *setup = element (ctx, "setup", NULL);
  g_autofree char *line = ft_net_message_to_line (&invite->setup);

  xmpp_stanza_set_attribute (node, "code", invite->code);
  xmpp_stanza_set_attribute (node, "colour", invite->colour == FT_WHITE ? "white" : "black");
  add_text (ctx, setup, line);
  xmpp_stanza_add_child_ex (node, setup, 0);
  xmpp_stanza_add_child_ex (message, node, 0);
  if (body != NULL)
    xmpp_message_set_body (message, body);
  return message;
}

FtXmppPayload
ft_xmpp_stanza_read_invite (xmpp_stanza_t *message, FtXmppInvite *out, GError **error)
{
  g_autofree char *buffer = NULL;
  xmpp_stanza_t *node, *setup = NULL;
  const char *code, *colour;
  gboolean several;
  FtXmppPayload payload;
  gsize length = 0;

  node = our_child (message, "invite", &several);
  if (several)
    return refuse (error, "more than one invitation");
  if (node == NULL)
    return FT_XMPP_PAYLOAD_NONE;
  memset (out, 0, sizeof *out);
  code = xmpp_stanza_get_attribute (node, "code");
  colour = xmpp_stanza_get_attribute (node, "colour");
  if (!code_is_valid (code))
    return refuse (error, "the invitation's code is not 4 to 16 capitals and digits");
  if (g_strcmp0 (colour, "white") != 0 && g_strcmp0 (colour, "black") != 0)
    return refuse (error, "the invitation's colour is not white or black");
  for (xmpp_stanza_t *child = xmpp_stanza_get_children (node); child != NULL; child = xmpp_stanza_get_next (child))
    if (xmpp_stanza_is_tag (child))
      {
        if (setup != NULL || g_strcmp0 (xmpp_stanza_get_name (child), "setup") != 0)
          return refuse (error, "the invitation holds something else than one setup");
        setup = child;
      }
  if (setup == NULL)
    return refuse (error, "the invitation has no setup");
  buffer = g_malloc (FT_NET_MAX_LINE);
  payload = element_text (setup, buffer, &length, error);
  if (payload != FT_XMPP_PAYLOAD_OK)
    return payload;
  if (!ft_net_message_parse (buffer, length, &out->setup, error))
    return FT_XMPP_PAYLOAD_BAD;
  if (out->setup.kind != FT_NET_SETUP)
    return refuse (error, "the invitation's setup is not a SETUP");
  g_strlcpy (out->code, code, sizeof out->code);
  out->colour = strcmp (colour, "white") == 0 ? FT_WHITE : FT_BLACK;
  return FT_XMPP_PAYLOAD_OK;
}

xmpp_stanza_t *
ft_xmpp_stanza_new_answer (xmpp_ctx_t *ctx, const char *to, const char *name, const char *code)
{
  xmpp_stanza_t *message = xmpp_message_new (ctx, "normal", to, NULL);
  xmpp_stanza_t *node = element (ctx, name, FT_XMPP_NS);

  xmpp_stanza_set_attribute (node, "code", code);
  xmpp_stanza_add_child_ex (message, node, 0);
  xmpp_stanza_add_child_ex (message, element (ctx, "no-store", FT_XMPP_NS_HINTS), 0);
  return message;
}

FtXmppPayload
ft_xmpp_stanza_read_answer (xmpp_stanza_t *message, const char **name, char code[FT_NET_MAX_CODE + 1])
{
  static const char *const names[] = { "decline", "cancel" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      gboolean several;
      xmpp_stanza_t *node = our_child (message, names[i], &several);
      const char *value;

      if (node == NULL && !several)
        continue;
      value = node != NULL ? xmpp_stanza_get_attribute (node, "code") : NULL;
      if (!code_is_valid (value))
        return FT_XMPP_PAYLOAD_BAD;
      *name = names[i];
      g_strlcpy (code, value, FT_NET_MAX_CODE + 1);
      return FT_XMPP_PAYLOAD_OK;
    }
  return FT_XMPP_PAYLOAD_NONE;
}

/* ---- Watching ---------------------------------------------------------------------- */

xmpp_stanza_t *
ft_xmpp_stanza_new_watch (xmpp_ctx_t *ctx, const char *host, const char *code)
{
  xmpp_stanza_t *node = element (ctx, "watch", FT_XMPP_NS);

  if (host != NULL)
    xmpp_stanza_set_attribute (node, "host", host);
  if (code != NULL)
    xmpp_stanza_set_attribute (node, "code", code);
  return node;
}

gboolean
ft_xmpp_stanza_read_watch (xmpp_stanza_t *iq, char **host, char code[FT_NET_MAX_CODE + 1])
{
  gboolean several;
  xmpp_stanza_t *node = our_child (iq, "watch", &several);
  const char *host_value, *code_value;

  if (node == NULL)
    return FALSE;
  host_value = xmpp_stanza_get_attribute (node, "host");
  code_value = xmpp_stanza_get_attribute (node, "code");
  if (!code_is_valid (code_value) || host_value == NULL || ft_xmpp_jid_resource (host_value) == NULL
      || !ft_xmpp_jid_parse (host_value, NULL, NULL, NULL, NULL))
    return FALSE;
  *host = g_strdup (host_value);
  g_strlcpy (code, code_value, FT_NET_MAX_CODE + 1);
  return TRUE;
}
