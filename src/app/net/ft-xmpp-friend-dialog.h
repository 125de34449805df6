/* ft-xmpp-friend-dialog.h — "A friend online", first step
 * (docs/network.md#playing-a-friend-from-the-window): the account's contacts, each said to
 * be online with Fourteen, online, or offline; a contact picked (Next) or
 * added (a subscription asked for). The game itself is chosen next, in the
 * New Game dialog (ft-xmpp-play.c).
 */
#pragma once

#include <adwaita.h>

#include "ft-xmpp-roster.h"

G_BEGIN_DECLS

#define FT_TYPE_XMPP_FRIEND_DIALOG (ft_xmpp_friend_dialog_get_type ())
G_DECLARE_FINAL_TYPE (FtXmppFriendDialog, ft_xmpp_friend_dialog, FT, XMPP_FRIEND_DIALOG, AdwWindow)

FtXmppFriendDialog *ft_xmpp_friend_dialog_new (GtkWindow *parent, FtXmppRoster *roster);

/* For tests: the row of a contact ("bob@beta.test — online with
 * Fourteen"), choosing one (as a click and Next), adding one. */
char *ft_xmpp_friend_dialog_describe (FtXmppFriendDialog *self, const char *jid);
gboolean ft_xmpp_friend_dialog_choose (FtXmppFriendDialog *self, const char *jid);
void ft_xmpp_friend_dialog_add (FtXmppFriendDialog *self, const char *jid);

/* Signal "chosen" (const char *jid): the contact to invite; the dialog
 * closes itself. */

G_END_DECLS
