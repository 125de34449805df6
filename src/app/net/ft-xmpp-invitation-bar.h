/* ft-xmpp-invitation-bar.h — a friend's invitation over XMPP, in a bar
 * above the board (docs/network.md#playing-a-friend-from-the-window): who invites, to what
 * game, which side; Accept and Decline. An invitation from someone not in
 * the contact list is shown as a request, with Ignore for Good besides.
 * (libadwaita 1.2 has no AdwBanner: a bar of our own.)
 */
#pragma once

#include <gtk/gtk.h>

#include "ft-xmpp-stanza.h"

G_BEGIN_DECLS

typedef enum
{
  FT_XMPP_INVITATION_ACCEPT,
  FT_XMPP_INVITATION_DECLINE,
  FT_XMPP_INVITATION_IGNORE, /* decline, and never show this account's again */
} FtXmppInvitationAnswer;

#define FT_TYPE_XMPP_INVITATION_BAR (ft_xmpp_invitation_bar_get_type ())
G_DECLARE_FINAL_TYPE (FtXmppInvitationBar, ft_xmpp_invitation_bar, FT, XMPP_INVITATION_BAR, GtkBox)

GtkWidget *ft_xmpp_invitation_bar_new (void);
/* Show the invitation from `from` (a full JID); `request`: from someone not
 * in the contact list. Replaces one shown before. */
void ft_xmpp_invitation_bar_show (FtXmppInvitationBar *self, const char *from, const FtXmppInvite *invite,
                                  gboolean request);
/* The invitation shown was withdrawn (its code): the bar goes. */
void ft_xmpp_invitation_bar_withdrawn (FtXmppInvitationBar *self, const char *from, const char *code);
/* Answer as the buttons do (tests). */
void ft_xmpp_invitation_bar_answer (FtXmppInvitationBar *self, FtXmppInvitationAnswer answer);
/* What it says now; NULL while hidden. */
const char *ft_xmpp_invitation_bar_get_text (FtXmppInvitationBar *self);
/* The game in words: "Fourteen, 5+3 min; you play Black". */
char *ft_xmpp_invitation_describe (const FtXmppInvite *invite);

/* Signal "answered" (int FtXmppInvitationAnswer, const char *from, gpointer
 * FtXmppInvite): the bar hides itself first. */

G_END_DECLS
