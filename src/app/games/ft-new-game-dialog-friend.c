/* ft-new-game-dialog-friend.c — the New Game dialog's opponent "A friend
 * online" (docs/network.md#playing-a-friend-from-the-window): a game with a friend
 * anywhere begins with the friend (a contact of the XMPP account), then the
 * game itself in the network's New Game dialog; so this one closes and the
 * window's win.play-friend takes over. */
#include "config.h"

#include "ft-new-game-dialog.h"

void
ft_new_game_dialog_choose_friend (FtNewGameDialog *self)
{
  GtkWindow *parent;

  g_return_if_fail (FT_IS_NEW_GAME_DIALOG (self));

  parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  if (parent != NULL)
    gtk_widget_activate_action (GTK_WIDGET (parent), "win.play-friend", NULL);
  gtk_window_destroy (GTK_WINDOW (self));
}
