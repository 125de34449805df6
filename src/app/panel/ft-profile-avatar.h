/* ft-profile-avatar.h — a profile's avatar: its initials on a disc of its
 * colour (docs/players.md#profiles), redrawn when the profile is renamed or
 * recoloured. */
#pragma once

#include <gtk/gtk.h>

#include "ft-profile.h"

G_BEGIN_DECLS

#define FT_TYPE_PROFILE_AVATAR (ft_profile_avatar_get_type ())
G_DECLARE_FINAL_TYPE (FtProfileAvatar, ft_profile_avatar, FT, PROFILE_AVATAR, GtkWidget)

/* size: the disc's diameter in pixels. profile may be NULL (nothing drawn). */
GtkWidget *ft_profile_avatar_new (FtProfile *profile, int size);
/* Property "profile". */
void ft_profile_avatar_set_profile (FtProfileAvatar *self, FtProfile *profile);
FtProfile *ft_profile_avatar_get_profile (FtProfileAvatar *self);
/* The initials drawn ("" without a profile). */
const char *ft_profile_avatar_get_text (FtProfileAvatar *self);

G_END_DECLS
