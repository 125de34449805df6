/* ft-profile-rows.h — the New Game dialog's choice of profiles
 * (docs/players.md#profiles): with a second player here, a White and a
 * Black row; against the computer or over the network, one Player row.
 * Each row lists the store's profiles with their avatars; the last ones
 * used are preselected, and Start remembers the choice
 * (ft_profile_store_set_last_used), which is how the window seats them. */
#pragma once

#include <adwaita.h>

#include "ft-game-setup.h"
#include "ft-profile-store.h"

G_BEGIN_DECLS

#define FT_TYPE_PROFILE_ROWS (ft_profile_rows_get_type ())
G_DECLARE_FINAL_TYPE (FtProfileRows, ft_profile_rows, FT, PROFILE_ROWS, GObject)

/* Adds the rows to `group`, after the opponent and side rows it follows
 * (two rows when opponent_row's item `human_index` is chosen and the row is
 * shown). */
FtProfileRows *ft_profile_rows_new (FtProfileStore *store, AdwPreferencesGroup *group,
                                    AdwComboRow *opponent_row, guint human_index,
                                    AdwComboRow *side_row);
/* Two people here (a White and a Black row) or one (the Player row)? */
gboolean ft_profile_rows_is_two_players (FtProfileRows *self);
/* The rows: 0 is White (or the Player row), 1 is Black. */
AdwComboRow *ft_profile_rows_get_row (FtProfileRows *self, guint row);
FtProfile *ft_profile_rows_get_profile (FtProfileRows *self, guint row);
void ft_profile_rows_select (FtProfileRows *self, guint row, FtProfile *profile);
/* Start: the chosen profiles become the last used for their sides. */
void ft_profile_rows_remember (FtProfileRows *self, const FtGameSetup *setup);

G_END_DECLS
