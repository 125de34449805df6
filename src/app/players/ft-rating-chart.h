/* ft-rating-chart.h — ratings over time, one line per profile in its
 * colour (docs/players.md#ratings), drawn with cairo in the widget: the
 * Leaderboard's chart and each row's small one. No plotting library.
 *
 * The x axis is time (the date of each rated game); the y axis spans the
 * lowest to the highest rating shown, with the deviation as a band around
 * a lone line. Compact mode draws the line alone (a sparkline). */
#pragma once

#include <gtk/gtk.h>

#include "ft-profile.h"

G_BEGIN_DECLS

#define FT_TYPE_RATING_CHART (ft_rating_chart_get_type ())
G_DECLARE_FINAL_TYPE (FtRatingChart, ft_rating_chart, FT, RATING_CHART, GtkWidget)

/* compact: a sparkline without axes or labels. */
GtkWidget *ft_rating_chart_new (gboolean compact);
void ft_rating_chart_clear (FtRatingChart *self);
/* A line: colour "#rrggbb", the points oldest first (copied). */
void ft_rating_chart_add_series (FtRatingChart *self, const char *colour,
                                 const FtRatingPoint *points, guint n_points);
guint ft_rating_chart_get_n_series (FtRatingChart *self);
/* The rating range on the y axis (after rounding to 50s), for tests. */
void ft_rating_chart_get_range (FtRatingChart *self, double *low, double *high);

G_END_DECLS
