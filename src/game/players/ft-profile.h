/* ft-profile.h — a player who comes back (docs/players.md#profiles): a
 * name, a colour for the avatar (the initials on a disc of that colour),
 * and a Glicko-2 rating per kind of game with its history for a chart.
 *
 * Profiles belong to an FtProfileStore, which creates, renames, removes and
 * saves them and updates their ratings after a game; change them through
 * the store so that the change is saved. */
#pragma once

#include <glib-object.h>

#include "ft-glicko2.h"
#include "ft-rated-kind.h"

G_BEGIN_DECLS

#define FT_TYPE_PROFILE (ft_profile_get_type ())
G_DECLARE_FINAL_TYPE (FtProfile, ft_profile, FT, PROFILE, GObject)

/* A rating as it stood after a game: for the chart. time: Unix seconds. */
typedef struct {
  gint64 time;
  double rating;
  double deviation;
} FtRatingPoint;

/* A rating whose deviation is above this is shown as provisional ("1500?"),
 * as lichess does. */
#define FT_PROFILE_PROVISIONAL_DEVIATION 110.0

/* id: the store's stable key (never shown); colour: "#rrggbb"; created:
 * Unix seconds. */
FtProfile *ft_profile_new (const char *id, const char *name, const char *colour, gint64 created);

/* Properties "id" (construct-only), "name", "colour", "created". */
const char *ft_profile_get_id (FtProfile *self);
const char *ft_profile_get_name (FtProfile *self);
void ft_profile_set_name (FtProfile *self, const char *name);
const char *ft_profile_get_colour (FtProfile *self);
void ft_profile_set_colour (FtProfile *self, const char *colour);
gint64 ft_profile_get_created (FtProfile *self);
/* Up to two capital letters for the avatar: the first letters of the first
 * two words of the name ("Ada Lovelace" → "AL", "ada" → "A"). */
char *ft_profile_dup_initials (FtProfile *self);

/* The avatar colours a new profile takes in turn ("#rrggbb"). */
const char *const *ft_profile_palette (guint *n_colours);

/* The rating at `kind` into *rating (the starting 1500 ± 350 before the
 * first rated game); returns the number of rated games at that kind. */
guint ft_profile_get_rating (FtProfile *self, FtRatedKind kind, FtGlicko2Rating *rating);
/* TRUE while the deviation says the rating is not yet settled. */
gboolean ft_profile_is_provisional (FtProfile *self, FtRatedKind kind);
/* The rating after each rated game at `kind`, oldest first. */
const FtRatingPoint *ft_profile_get_rating_history (FtProfile *self, FtRatedKind kind,
                                                    guint *n_points);

/* ---- For the store --------------------------------------------------------
 * A rated game's new rating at `kind`, at `time`: the history gets a point,
 * the game count grows, "ratings-changed" is emitted with the kind. */
void ft_profile_add_rating (FtProfile *self, FtRatedKind kind, const FtGlicko2Rating *rating,
                            gint64 time);
/* Restore a saved rating (no signal): its figures, game count and history. */
void ft_profile_restore_rating (FtProfile *self, FtRatedKind kind, const FtGlicko2Rating *rating,
                                guint games, const FtRatingPoint *points, guint n_points);

G_END_DECLS
