/* ft-xmpp-ignore-list.h — the accounts whose invitations are ignored for
 * good (docs/network.md#games-over-xmpp): requests from people not in the contact
 * list that the player chose never to see again. Kept in a small file (one
 * bare JID a line, at most FT_XMPP_IGNORE_MAX, mode 0600), read as a
 * regular file of bounded size, every line checked; a bad line is skipped
 * and said once in the log.
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define FT_XMPP_IGNORE_MAX 1000

#define FT_TYPE_XMPP_IGNORE_LIST (ft_xmpp_ignore_list_get_type ())
G_DECLARE_FINAL_TYPE (FtXmppIgnoreList, ft_xmpp_ignore_list, FT, XMPP_IGNORE_LIST, GObject)

/* The list kept at `path` (NULL: in memory only); a missing file is an
 * empty list. */
FtXmppIgnoreList *ft_xmpp_ignore_list_new (const char *path);
/* The file beside the user's other Fourteen data:
 * $XDG_DATA_HOME/fourteen/xmpp-ignored.txt */
char *ft_xmpp_ignore_list_default_path (void);
gboolean ft_xmpp_ignore_list_contains (FtXmppIgnoreList *self, const char *jid);
/* Add (bare or full JID; the bare one is kept) and save; FALSE with an
 * error when it cannot be saved or the list is full. */
gboolean ft_xmpp_ignore_list_add (FtXmppIgnoreList *self, const char *jid, GError **error);
gboolean ft_xmpp_ignore_list_remove (FtXmppIgnoreList *self, const char *jid, GError **error);
guint ft_xmpp_ignore_list_get_n (FtXmppIgnoreList *self);

G_END_DECLS
