/* test-xmpp-invitation-bar.c — the invitation bar (FtXmppInvitationBar):
 * what it says of a contact's invitation and of a stranger's request (and
 * Ignore for Good only for the latter), the game in words, a withdrawal of
 * another invitation leaving it, its own hiding it, and each answer told
 * once with who asked and the invitation. No server: invitations as the
 * stanza reader makes them. */
#include "config.h"

#include <string.h>

#include "ft-xmpp-invitation-bar.h"

static void
make_invite (FtXmppInvite *invite, FtGameKind game, int colour, gboolean timed)
{
  memset (invite, 0, sizeof *invite);
  g_strlcpy (invite->code, "ABCDEFGH23456789", sizeof invite->code);
  invite->colour = colour;
  invite->setup.kind = FT_NET_SETUP;
  invite->setup.game = game;
  invite->setup.rules = FT_RULES_STANDARD;
  invite->setup.checkers_rules = FT_CHECKERS_RULES_BOMBS;
  invite->setup.clock = timed ? FT_NET_CLOCK_FISCHER : FT_NET_CLOCK_UNTIMED;
  invite->setup.start_ms[0] = invite->setup.start_ms[1] = 300000;
  invite->setup.increment_ms[0] = invite->setup.increment_ms[1] = 3000;
}

typedef struct
{
  guint n;
  int answer;
  char *from;
  char code[FT_NET_MAX_CODE + 1];
} Answers;

static void
answered_cb (FtXmppInvitationBar *bar G_GNUC_UNUSED, int answer, const char *from, gpointer data,
             gpointer user_data)
{
  Answers *answers = user_data;
  const FtXmppInvite *invite = data;

  answers->n++;
  answers->answer = answer;
  g_free (answers->from);
  answers->from = g_strdup (from);
  g_strlcpy (answers->code, invite->code, sizeof answers->code);
}

static GtkWidget *
find_button (GtkWidget *bar, const char *label)
{
  for (GtkWidget *child = gtk_widget_get_first_child (bar); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_BUTTON (child) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), label) == 0)
      return child;
  return NULL;
}

static void
test_describe (void)
{
  FtXmppInvite invite;
  g_autofree char *chess = NULL, *checkers = NULL, *fourteen = NULL;

  make_invite (&invite, FT_GAME_KIND_CHESS, FT_BLACK, TRUE);
  chess = ft_xmpp_invitation_describe (&invite);
  g_assert_cmpstr (chess, ==, "standard chess, 5 min + 3 s; you play Black");
  invite.setup.rules = FT_RULES_FOURTEEN;
  invite.colour = FT_WHITE;
  invite.setup.clock = FT_NET_CLOCK_UNTIMED;
  fourteen = ft_xmpp_invitation_describe (&invite);
  g_assert_cmpstr (fourteen, ==, "Fourteen, untimed; you play White");
  make_invite (&invite, FT_GAME_KIND_CHECKERS, FT_WHITE, FALSE);
  checkers = ft_xmpp_invitation_describe (&invite);
  g_assert_cmpstr (checkers, ==, "checkers with bombs and shields, untimed; you play Fire");
}

static void
test_bar (void)
{
  g_autoptr (GtkWidget) bar = g_object_ref_sink (ft_xmpp_invitation_bar_new ());
  FtXmppInvitationBar *self = FT_XMPP_INVITATION_BAR (bar);
  Answers answers = { 0 };
  FtXmppInvite invite;

  g_signal_connect (bar, "answered", G_CALLBACK (answered_cb), &answers);
  g_assert_false (gtk_widget_get_visible (bar));
  g_assert_null (ft_xmpp_invitation_bar_get_text (self));
  /* Nothing shown: nothing to answer. */
  ft_xmpp_invitation_bar_answer (self, FT_XMPP_INVITATION_ACCEPT);
  g_assert_cmpuint (answers.n, ==, 0);

  /* A contact's invitation. */
  make_invite (&invite, FT_GAME_KIND_CHESS, FT_BLACK, TRUE);
  ft_xmpp_invitation_bar_show (self, "ann@alpha.test/fourteen-1a2b3c4d", &invite, FALSE);
  g_assert_true (gtk_widget_get_visible (bar));
  g_assert_cmpstr (ft_xmpp_invitation_bar_get_text (self), ==,
                   "ann@alpha.test invites you to play: standard chess, 5 min + 3 s; you play Black");
  g_assert_false (gtk_widget_get_visible (find_button (bar, "_Ignore for Good")));
  g_assert_true (gtk_widget_get_visible (find_button (bar, "_Accept")));
  /* Another invitation withdrawn (another code, another sender): stays. */
  ft_xmpp_invitation_bar_withdrawn (self, "ann@alpha.test/fourteen-1a2b3c4d", "ZZZZZZZZ");
  ft_xmpp_invitation_bar_withdrawn (self, "eve@beta.test/x", invite.code);
  g_assert_true (gtk_widget_get_visible (bar));
  /* Its own: gone, nothing answered. */
  ft_xmpp_invitation_bar_withdrawn (self, "ann@alpha.test/other", invite.code);
  g_assert_false (gtk_widget_get_visible (bar));
  g_assert_cmpuint (answers.n, ==, 0);

  /* A stranger's request: Ignore for Good offered; answered once. */
  ft_xmpp_invitation_bar_show (self, "mallory@alpha.test/fourteen-9", &invite, TRUE);
  g_assert_cmpstr (ft_xmpp_invitation_bar_get_text (self), ==,
                   "mallory@alpha.test, who is not among your contacts, asks you to play: standard chess, 5 min + "
                   "3 s; you play Black");
  g_assert_true (gtk_widget_get_visible (find_button (bar, "_Ignore for Good")));
  g_signal_emit_by_name (find_button (bar, "_Ignore for Good"), "clicked");
  g_assert_cmpuint (answers.n, ==, 1);
  g_assert_cmpint (answers.answer, ==, FT_XMPP_INVITATION_IGNORE);
  g_assert_cmpstr (answers.from, ==, "mallory@alpha.test/fourteen-9");
  g_assert_cmpstr (answers.code, ==, invite.code);
  g_assert_false (gtk_widget_get_visible (bar));
  ft_xmpp_invitation_bar_answer (self, FT_XMPP_INVITATION_DECLINE);
  g_assert_cmpuint (answers.n, ==, 1);

  /* Accept and Decline by their buttons. */
  ft_xmpp_invitation_bar_show (self, "ann@alpha.test/fourteen-1a2b3c4d", &invite, FALSE);
  g_signal_emit_by_name (find_button (bar, "_Decline"), "clicked");
  g_assert_cmpint (answers.answer, ==, FT_XMPP_INVITATION_DECLINE);
  ft_xmpp_invitation_bar_show (self, "ann@alpha.test/fourteen-1a2b3c4d", &invite, FALSE);
  g_signal_emit_by_name (find_button (bar, "_Accept"), "clicked");
  g_assert_cmpint (answers.answer, ==, FT_XMPP_INVITATION_ACCEPT);
  g_assert_cmpuint (answers.n, ==, 3);
  g_free (answers.from);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/xmpp-invitation-bar/describe", test_describe);
  g_test_add_func ("/xmpp-invitation-bar/bar", test_bar);
  return g_test_run ();
}
