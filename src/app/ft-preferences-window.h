/* ft-preferences-window.h — the preferences window, bound to GSettings */
#pragma once

#include <adwaita.h>

#include "ft-board-view.h"
#include "ft-rated-kind.h"

G_BEGIN_DECLS

#define FT_TYPE_PREFERENCES_WINDOW (ft_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (FtPreferencesWindow, ft_preferences_window, FT, PREFERENCES_WINDOW,
                      AdwPreferencesWindow)

/* A preferences window over @parent whose rows read and write @settings (the
 * io.github.fourteenchess.Fourteen schema) directly: every change is saved at
 * once, there is nothing to apply. */
FtPreferencesWindow *ft_preferences_window_new (GtkWindow *parent,
                                                GSettings *settings);

GSettings *ft_preferences_window_get_settings (FtPreferencesWindow *self);
/* The Difficulty row lists the ladder of `kind` (the game shown; Fourteen
 * until told), each level with its rating, and writes "difficulty" as the
 * New Game dialog does (ft_opponent_choice_remember). */
void ft_preferences_window_set_kind (FtPreferencesWindow *self, FtRatedKind kind);
/* The Board group's own small board (the game's is covered while the
 * preferences are open): it shows the theme and coordinates chosen, at once. */
FtBoardView *ft_preferences_window_get_preview (FtPreferencesWindow *self);

G_END_DECLS
