/* ft-page-switcher.h — which page the window shows: the game, or the start
 * page (ft-start-page.h) a first start opens on. While the start page is
 * shown the game behind it waits (the pause controller's "away"), and the
 * header's game widgets (Take Back, Redo, the status line) are hidden. The
 * start page's Play starts a game from the settings it wrote; any new game
 * shown (the New Game dialog, a network game, a puzzle, an opened file)
 * brings the game page back. */
#pragma once

#include <adwaita.h>

#include "ft-game-stage.h"
#include "ft-pause-controller.h"
#include "ft-start-page.h"

G_BEGIN_DECLS

#define FT_TYPE_PAGE_SWITCHER (ft_page_switcher_get_type ())
G_DECLARE_FINAL_TYPE (FtPageSwitcher, ft_page_switcher, FT, PAGE_SWITCHER, GObject)

/* `pages` has the pages "game" and "start" (the start page); `game_widgets`
 * (NULL-terminated) are shown with the game page only. Keeps no reference
 * to the widgets. */
FtPageSwitcher *ft_page_switcher_new (FtGameStage *stage, FtPauseController *pause, GtkStack *pages,
                                      FtStartPage *start_page, GtkWidget *const *game_widgets);

void ft_page_switcher_show_start (FtPageSwitcher *self);
void ft_page_switcher_show_game (FtPageSwitcher *self);
gboolean ft_page_switcher_is_start_shown (FtPageSwitcher *self);

G_END_DECLS
