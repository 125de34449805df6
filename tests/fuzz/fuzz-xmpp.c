/* fuzz-xmpp.c — libFuzzer target for the readers of Fourteen's payloads in
 * XMPP stanzas (ft-xmpp-stanza.c, ft-xmpp-caps.c): any bytes, as a stanza
 * libstrophe parses, either give a payload or say why not, never crash; a
 * game line read is written back and reads the same; an invitation read
 * carries a SETUP; a disco#info answer is bounded. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ft-xmpp-caps.h"
#include "ft-xmpp-session.h"
#include "ft-xmpp-stanza.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static xmpp_ctx_t *
context (void)
{
  static xmpp_ctx_t *ctx = NULL;

  if (ctx == NULL)
    {
      ft_xmpp_session_library_open (NULL);
      xmpp_initialize ();
      ctx = xmpp_ctx_new (NULL, NULL);
    }
  return ctx;
}

static void
check_game (xmpp_stanza_t *stanza)
{
  static FtNetMessage msg, again;
  g_autoptr (GError) error = NULL;
  g_autofree char *written = NULL;
  g_autofree char *written_again = NULL;

  switch (ft_xmpp_stanza_read_game (stanza, &msg, &error))
    {
    case FT_XMPP_PAYLOAD_OK:
      written = ft_net_message_to_line (&msg);
      if (!ft_net_message_parse (written, strlen (written), &again, NULL))
        abort ();
      written_again = ft_net_message_to_line (&again);
      if (strcmp (written, written_again) != 0)
        abort ();
      break;
    case FT_XMPP_PAYLOAD_BAD:
    case FT_XMPP_PAYLOAD_TOO_LONG:
      if (error == NULL || !g_error_matches (error, FT_NET_ERROR_DOMAIN, FT_NET_ERROR_MALFORMED))
        abort ();
      break;
    case FT_XMPP_PAYLOAD_NONE:
    default:
      break;
    }
}

static void
check_others (xmpp_stanza_t *stanza)
{
  static FtXmppInvite invite;
  g_autoptr (GError) error = NULL;
  g_autofree char *host = NULL;
  char code[FT_NET_MAX_CODE + 1];
  const char *name, *node, *ver;
  gboolean has_feature;

  if (ft_xmpp_stanza_read_invite (stanza, &invite, &error) == FT_XMPP_PAYLOAD_OK
      && (invite.setup.kind != FT_NET_SETUP || strlen (invite.code) < FT_NET_MIN_CODE))
    abort ();
  if (ft_xmpp_stanza_read_answer (stanza, &name, code) == FT_XMPP_PAYLOAD_OK && strlen (code) < FT_NET_MIN_CODE)
    abort ();
  if (ft_xmpp_stanza_read_watch (stanza, &host, code) && (host == NULL || strchr (host, '/') == NULL))
    abort ();
  ft_xmpp_caps_of_presence (stanza, &node, &ver);
  ft_xmpp_caps_read_info (stanza, FT_XMPP_NS, NULL, &has_feature);
  ft_xmpp_caps_read_info (stanza, FT_XMPP_NS, "AAAA", &has_feature);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *text = g_strndup ((const char *) data, size);
  xmpp_stanza_t *stanza = xmpp_stanza_new_from_string (context (), text);

  if (stanza == NULL)
    return 0;
  check_game (stanza);
  check_others (stanza);
  xmpp_stanza_release (stanza);
  return 0;
}
