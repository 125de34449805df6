/* ft-chat-view.h — the short chat between the two players of a network
 * game, on the local network or over XMPP (docs/network.md#in-the-window):
 * the last messages, who wrote them, and a line to write one (at most
 * FT_NET_MAX_CHAT bytes; more than the protocol's rate is said, not sent).
 * Spectators neither see nor write it: the view hides itself for them.
 */
#pragma once

#include <gtk/gtk.h>

#include "ft-network-game.h"

G_BEGIN_DECLS

#define FT_TYPE_CHAT_VIEW (ft_chat_view_get_type ())
G_DECLARE_FINAL_TYPE (FtChatView, ft_chat_view, FT, CHAT_VIEW, GtkBox)

/* The chat of `game` (not kept: the view follows the game while it lives). */
GtkWidget *ft_chat_view_new (FtNetworkGame *game);

/* Send `text` as if typed (tests). FALSE when it could not go. */
gboolean ft_chat_view_send (FtChatView *self, const char *text);
/* How many lines the view shows, and the last one ("You: hello"). */
guint ft_chat_view_get_n_lines (FtChatView *self);
const char *ft_chat_view_get_last_line (FtChatView *self);

G_END_DECLS
