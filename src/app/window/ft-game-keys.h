/* ft-game-keys.h — the window for players who listen rather than look
 * (ft-game-keys.c, docs/accessibility.md): where the single-letter game
 * keys act (ft_game_keys_apply: Escape, E and R are win.key-resign and
 * win.key-restart, ft-game-actions.c), the overview keys O, L, T, M
 * (win.say-*), the clocks' and material strips' names, "10 seconds left". */
#pragma once

#include <gtk/gtk.h>

#include "ft-game-stage.h"
#include "ft-puzzle-run.h"
#include "ft-sidebar.h"

G_BEGIN_DECLS

#define FT_TYPE_GAME_KEYS (ft_game_keys_get_type ())
G_DECLARE_FINAL_TYPE (FtGameKeys, ft_game_keys, FT, GAME_KEYS, GObject)

/* The keys of the stage's window (its main menu: `menu_button`), the names
 * in `sidebar`, a wrong puzzle move said as it lands; the actions in
 * `actions`. */
FtGameKeys *ft_game_keys_new (FtGameStage *stage, GtkMenuButton *menu_button, FtSidebar *sidebar,
                              FtPuzzleRun *puzzles, GActionMap *actions);
/* May Escape, E, R and the overview keys act now (the focus on the board
 * or the window, no menu, popover or dialog open)? */
gboolean ft_game_keys_apply (FtGameKeys *self);
/* After the side panel's clocks changed: their names. */
void ft_game_keys_name_clocks (FtGameKeys *self);
/* A local player's clock fell under its low-time mark. */
void ft_game_keys_say_low_time (FtGameKeys *self);
/* The strip beside `taker`'s clock (at the top or not) shows `taken`, the
 * kinds it is ahead by, most valuable first; `ahead` its lead in pawns. */
void ft_game_keys_name_material (FtGameKeys *self, gboolean top, FtColour taker, const FtKind *taken,
                                 guint n_taken, int ahead);

G_END_DECLS
