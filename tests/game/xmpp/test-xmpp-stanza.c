/* test-xmpp-stanza.c — Fourteen's payloads in stanzas (ft-xmpp-stanza.c):
 * what is written reads back the same; what is refused, and why; nothing
 * is copied before its length is known. */
#include "config.h"

#include <string.h>

#include "ft-xmpp-session.h"
#include "ft-xmpp-stanza.h"

static xmpp_ctx_t *ctx;

static xmpp_stanza_t *
parse (const char *xml)
{
  xmpp_stanza_t *stanza = xmpp_stanza_new_from_string (ctx, xml);

  g_assert_nonnull (stanza);
  return stanza;
}

/* A stanza through its text, as a server relays it. */
static xmpp_stanza_t *
relayed (xmpp_stanza_t *stanza)
{
  char *text = NULL;
  size_t length = 0;
  xmpp_stanza_t *back;

  g_assert_cmpint (xmpp_stanza_to_text (stanza, &text, &length), ==, XMPP_EOK);
  back = parse (text);
  xmpp_free (ctx, text);
  xmpp_stanza_release (stanza);
  return back;
}

static void
test_game (void)
{
  xmpp_stanza_t *message = relayed (ft_xmpp_stanza_new_game (ctx, "bob@b/x", "CHAT <b> & \"quotes\""));
  g_autofree FtNetMessage *msg = g_new (FtNetMessage, 1);
  g_autoptr (GError) error = NULL;

  g_assert_cmpstr (xmpp_stanza_get_type (message), ==, "headline");
  g_assert_nonnull (xmpp_stanza_get_child_by_name_and_ns (message, "no-store", FT_XMPP_NS_HINTS));
  g_assert_cmpint (ft_xmpp_stanza_read_game (message, msg, &error), ==, FT_XMPP_PAYLOAD_OK);
  g_assert_cmpint (msg->kind, ==, FT_NET_CHAT);
  g_assert_cmpstr (msg->text, ==, "<b> & \"quotes\"");
  xmpp_stanza_release (message);
}

static void
assert_refused (const char *xml, FtXmppPayload expected, const char *why)
{
  xmpp_stanza_t *message = parse (xml);
  g_autofree FtNetMessage *msg = g_new (FtNetMessage, 1);
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (ft_xmpp_stanza_read_game (message, msg, &error), ==, expected);
  if (why != NULL)
    g_assert_nonnull (strstr (error->message, why));
  xmpp_stanza_release (message);
}

static void
test_game_refused (void)
{
  g_autofree char *long_line = g_strnfill (FT_NET_MAX_LINE, 'x');
  g_autofree char *too_long = g_strdup_printf ("<message><game xmlns='urn:fourteen:game:1'>CHAT %s</game></message>",
                                               long_line);

  assert_refused ("<message><body>hi</body></message>", FT_XMPP_PAYLOAD_NONE, NULL);
  assert_refused ("<message><game xmlns='urn:other'>RESIGN</game></message>", FT_XMPP_PAYLOAD_NONE, NULL);
  assert_refused ("<message><game xmlns='urn:fourteen:game:1'>RESIGN</game>"
                  "<game xmlns='urn:fourteen:game:1'>BYE</game></message>", FT_XMPP_PAYLOAD_BAD, "more than one");
  assert_refused ("<message><game xmlns='urn:fourteen:game:1'>MOVE <i>e2e4</i></game></message>", FT_XMPP_PAYLOAD_BAD,
                  "an element inside");
  assert_refused ("<message><game xmlns='urn:fourteen:game:1'>MOVE e9e9 ply=x</game></message>", FT_XMPP_PAYLOAD_BAD,
                  "ply=");
  assert_refused ("<message><game xmlns='urn:fourteen:game:1'>RESIGN&#9;</game></message>", FT_XMPP_PAYLOAD_BAD,
                  "control character");
  assert_refused (too_long, FT_XMPP_PAYLOAD_TOO_LONG, "longer than");
}

static void
test_invite (void)
{
  FtXmppInvite invite = { .code = "ABCDEFGHJKMNPQRT", .colour = FT_BLACK };
  g_autofree FtXmppInvite *back = g_new0 (FtXmppInvite, 1);
  g_autoptr (GError) error = NULL;
  const char *line = "SETUP rules=fourteen clock=fischer white=60000+1000 black=60000+1000 "
                     "fen=8/8/8/8/8/8/8/K6k_w_-_-_0_1 promotion=choose wname=Ann";
  xmpp_stanza_t *message;

  g_assert_true (ft_net_message_parse (line, strlen (line), &invite.setup, NULL));
  message = relayed (ft_xmpp_stanza_new_invite (ctx, "bob@b", &invite, "Ann invites you"));
  g_assert_cmpint (ft_xmpp_stanza_read_invite (message, back, &error), ==, FT_XMPP_PAYLOAD_OK);
  g_assert_cmpstr (back->code, ==, invite.code);
  g_assert_cmpint (back->colour, ==, FT_BLACK);
  g_assert_cmpint (back->setup.rules, ==, FT_RULES_FOURTEEN);
  g_assert_true (back->setup.promotion_choice);
  g_assert_cmpstr (back->setup.names[FT_WHITE], ==, "Ann");
  xmpp_stanza_release (message);

  message = parse ("<message><invite xmlns='urn:fourteen:game:1' code='ab' colour='black'><setup>x</setup></invite></message>");
  g_clear_error (&error);
  g_assert_cmpint (ft_xmpp_stanza_read_invite (message, back, &error), ==, FT_XMPP_PAYLOAD_BAD);
  g_assert_nonnull (strstr (error->message, "code"));
  xmpp_stanza_release (message);
  message = parse ("<message><invite xmlns='urn:fourteen:game:1' code='ABCD' colour='red'><setup>x</setup></invite></message>");
  g_clear_error (&error);
  g_assert_cmpint (ft_xmpp_stanza_read_invite (message, back, &error), ==, FT_XMPP_PAYLOAD_BAD);
  g_assert_nonnull (strstr (error->message, "colour"));
  xmpp_stanza_release (message);
  message = parse ("<message><invite xmlns='urn:fourteen:game:1' code='ABCD' colour='white'><setup>RESIGN</setup></invite></message>");
  g_clear_error (&error);
  g_assert_cmpint (ft_xmpp_stanza_read_invite (message, back, &error), ==, FT_XMPP_PAYLOAD_BAD);
  g_assert_nonnull (strstr (error->message, "not a SETUP"));
  xmpp_stanza_release (message);
}

static void
test_answers (void)
{
  xmpp_stanza_t *message = relayed (ft_xmpp_stanza_new_answer (ctx, "a@b/c", "decline", "WXYZ2346"));
  xmpp_stanza_t *iq = xmpp_iq_new (ctx, "result", "w1");
  xmpp_stanza_t *bad = parse ("<iq><watch xmlns='urn:fourteen:game:1' host='ann@alpha.test' code='ABCD'/></iq>");
  g_autofree char *host = NULL;
  char code[FT_NET_MAX_CODE + 1];
  const char *name;

  g_assert_cmpint (ft_xmpp_stanza_read_answer (message, &name, code), ==, FT_XMPP_PAYLOAD_OK);
  g_assert_cmpstr (name, ==, "decline");
  g_assert_cmpstr (code, ==, "WXYZ2346");
  xmpp_stanza_add_child_ex (iq, ft_xmpp_stanza_new_watch (ctx, "ann@alpha.test/f-1", "ABCDEFGH"), 0);
  iq = relayed (iq);
  g_assert_true (ft_xmpp_stanza_read_watch (iq, &host, code));
  g_assert_cmpstr (host, ==, "ann@alpha.test/f-1");
  g_assert_cmpstr (code, ==, "ABCDEFGH");
  /* The host must be a full address. */
  g_assert_false (ft_xmpp_stanza_read_watch (bad, &host, code));
  xmpp_stanza_release (message);
  xmpp_stanza_release (iq);
  xmpp_stanza_release (bad);
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  g_assert_true (ft_xmpp_session_library_open (NULL));
  xmpp_initialize ();
  ctx = xmpp_ctx_new (NULL, NULL);
  g_test_add_func ("/xmpp-stanza/game", test_game);
  g_test_add_func ("/xmpp-stanza/game-refused", test_game_refused);
  g_test_add_func ("/xmpp-stanza/invite", test_invite);
  g_test_add_func ("/xmpp-stanza/answers", test_answers);
  status = g_test_run ();
  xmpp_ctx_free (ctx);
  xmpp_shutdown ();
  return status;
}
