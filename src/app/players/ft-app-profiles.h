/* ft-app-profiles.h — the application's one profile store
 * (ft-profile-store.h; docs/players.md): every window, the Players and
 * Leaderboard windows and the New Game dialog share it. It is read on first
 * use from $XDG_DATA_HOME/fourteen with the shipped levels' ratings; a
 * broken file was kept aside then, and the first window tells the player
 * (ft_app_profiles_take_problem()). */
#pragma once

#include "ft-profile-store.h"

G_BEGIN_DECLS

/* Start reading the shipped levels' ratings on a thread of their own, so
 * that the first ft_app_profiles_get() finds them read (the application's
 * start-up calls it before GTK's; docs/performance.md, "First window"). */
void ft_app_profiles_preload (void);
/* The store (loaded on first call). */
FtProfileStore *ft_app_profiles_get (void);
/* Use `store` from now on (tests: a store in a folder of their own; NULL
 * goes back to loading the user's on the next call). */
void ft_app_profiles_set (FtProfileStore *store);
/* What went wrong when the store was read (a broken file kept aside, a
 * file that could not be written), once; NULL when nothing did. */
char *ft_app_profiles_take_problem (void);

G_END_DECLS
