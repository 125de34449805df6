/* ft-lan-games-list.h — the Join dialog's list of the games hosted on the
 * local network (docs/network.md#finding-a-game), updating live as hosts
 * come and go; choosing one emits "game-chosen" (an FtLanGame) and the
 * dialog fills the address in. Where no Avahi daemon answers, the list
 * says discovery is unavailable and why; typing an address still works.
 *
 * The games come from an FtLanBrowser, or from a source set for tests and
 * screenshots (ft_lan_games_list_set_source()). */
#pragma once

#include <gtk/gtk.h>

#include "ft-lan-game.h"

G_BEGIN_DECLS

#define FT_TYPE_LAN_GAMES_LIST (ft_lan_games_list_get_type ())
G_DECLARE_FINAL_TYPE (FtLanGamesList, ft_lan_games_list, FT, LAN_GAMES_LIST, GtkBox)

GtkWidget *ft_lan_games_list_new (void);
/* From now on, new lists show `games` (FtLanGame items) instead of
 * browsing, available or not (problem: why not). NULL: browse again. */
void ft_lan_games_list_set_source (GListModel *games, gboolean available, const char *problem);
/* What the list says above its rows ("Discovery is unavailable: …"). */
const char *ft_lan_games_list_get_status (FtLanGamesList *self);
/* The rows (one per game seen). */
GtkListBox *ft_lan_games_list_get_list (FtLanGamesList *self);
/* Choose row i (as a click does). */
void ft_lan_games_list_choose (FtLanGamesList *self, guint i);

G_END_DECLS
