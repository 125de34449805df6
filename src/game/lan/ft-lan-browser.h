/* ft-lan-browser.h — the games hosted on the local network, found with
 * DNS-SD (docs/network.md#finding-a-game) and kept up to date: a game
 * appears when its host announces it and goes when the host stops. For
 * the Join dialog's list; typing an address works without it.
 *
 * Needs a running avahi-daemon; without one the list stays empty,
 * "available" is FALSE and ft_lan_browser_get_problem() says why. */
#pragma once

#include <gio/gio.h>

#include "ft-lan-game.h"

G_BEGIN_DECLS

#define FT_TYPE_LAN_BROWSER (ft_lan_browser_get_type ())
G_DECLARE_FINAL_TYPE (FtLanBrowser, ft_lan_browser, FT, LAN_BROWSER, GObject)

/* Starts looking at once, on the thread-default main context. */
FtLanBrowser *ft_lan_browser_new (void);

/* The games seen (FtLanGame items), one per announced service, in the
 * order they were found; items change as hosts come and go. */
GListModel *ft_lan_browser_get_games (FtLanBrowser *self);
/* Property "available" (read-only): an Avahi daemon answers. */
gboolean ft_lan_browser_get_available (FtLanBrowser *self);
const char *ft_lan_browser_get_problem (FtLanBrowser *self);

G_END_DECLS
