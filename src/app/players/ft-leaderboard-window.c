/* ft-leaderboard-window.c — see ft-leaderboard-window.h. */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-leaderboard-window.h"
#include "ft-level-suggestion.h"
#include "ft-names.h"
#include "ft-profile-avatar.h"
#include "ft-profile-statistics.h"
#include "ft-rating-chart.h"

struct _FtLeaderboardWindow
{
  AdwWindow parent_instance;

  GtkDropDown *kind_dropdown;
  GtkStack *stack;
  FtRatingChart *chart;
  GtkListBox *list;

  FtProfileStore *store;
  FtRatedKind kind;
  GPtrArray *row_texts; /* what each row says, for screen readers and tests */
  GPtrArray *watched;   /* the profiles whose names are shown */
  guint rebuild_id;
};

G_DEFINE_FINAL_TYPE (FtLeaderboardWindow, ft_leaderboard_window, ADW_TYPE_WINDOW)

static void schedule_rebuild (FtLeaderboardWindow *self);

static GtkWidget *
cell (const char *text, int width_chars, float xalign, const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_width_chars (GTK_LABEL (label), width_chars);
  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* "Computer (hard), 2112" — the opponent of the best win and their rating. */
static char *
best_win_text (FtProfileStatistics *stats, FtProfile *profile, FtRatedKind kind)
{
  double opponent_rating = 0;
  FtHistoryEntry *best = ft_profile_statistics_get_best_win (stats, kind, &opponent_rating);
  g_autofree char *opponent = NULL;
  int side;

  if (best == NULL)
    return g_strdup ("—");
  side = ft_history_entry_find_profile (best, ft_profile_get_id (profile));
  opponent = ft_history_entry_dup_seat_label (best, side == FT_WHITE ? FT_BLACK : FT_WHITE);
  return g_strdup_printf ("%s (%.0f)", opponent, opponent_rating);
}

static GtkWidget *
create_row (FtLeaderboardWindow *self, FtProfile *profile, guint rank)
{
  g_autoptr (FtProfileStatistics) stats =
    ft_profile_statistics_new (ft_profile_store_get_history (self->store), ft_profile_get_id (profile));
  g_autofree char *rank_text = g_strdup_printf ("%u", rank);
  g_autofree char *rating_text = NULL, *games_text = NULL, *wdl_text = NULL, *best = NULL;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *name_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *spark = ft_rating_chart_new (TRUE);
  const FtRatingPoint *points;
  FtGlicko2Rating rating;
  FtProfileCounts counts;
  guint n_points, rated = ft_profile_get_rating (profile, self->kind, &rating);

  ft_profile_statistics_get (stats, self->kind, FT_STATS_ALL, &counts);
  rating_text = g_strdup_printf ("%.0f%s ± %.0f", rating.rating,
                                 ft_profile_is_provisional (profile, self->kind) ? "?" : "",
                                 rating.deviation);
  games_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game", "%u games", counts.played),
                                counts.played);
  wdl_text = g_strdup_printf ("+%u =%u −%u", counts.won, counts.drawn, counts.lost);
  best = best_win_text (stats, profile, self->kind);
  points = ft_profile_get_rating_history (profile, self->kind, &n_points);
  ft_rating_chart_add_series (FT_RATING_CHART (spark), ft_profile_get_colour (profile), points, n_points);
  ft_rating_chart_add_series (self->chart, ft_profile_get_colour (profile), points, n_points);

  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_box_append (GTK_BOX (box), cell (rank_text, 2, 1, "dim-label"));
  gtk_box_append (GTK_BOX (box), ft_profile_avatar_new (profile, 36));
  gtk_widget_set_hexpand (name_box, TRUE);
  gtk_box_append (GTK_BOX (name_box), cell (ft_profile_get_name (profile), 10, 0, "heading"));
  {
    g_autofree char *best_line = g_strdup_printf (_("Best win: %s"), best);
    gtk_box_append (GTK_BOX (name_box), cell (best_line, 10, 0, "caption"));
  }
  gtk_box_append (GTK_BOX (box), name_box);
  gtk_box_append (GTK_BOX (box), cell (rating_text, 10, 1, "numeric"));
  gtk_box_append (GTK_BOX (box), cell (games_text, 8, 1, NULL));
  gtk_box_append (GTK_BOX (box), cell (wdl_text, 10, 1, "numeric"));
  gtk_box_append (GTK_BOX (box), spark);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);

  {
    char *text = g_strdup_printf (_("%u. %s, %s, %s (%u rated), won %u, drawn %u, lost %u, best win: %s"),
                                  rank, ft_profile_get_name (profile), rating_text, games_text,
                                  rated, counts.won, counts.drawn, counts.lost, best);
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
    g_ptr_array_add (self->row_texts, text);
  }
  return row;
}

/* "1459 ± 79": a level's measured rating and half its 95 % interval (from
 * its deviation when the file gives no interval). */
static char *
level_rating_text (const FtLevelRatings *levels, FtRatedKind kind, FtLevel level, double rating,
                   guint *games)
{
  double low, high, deviation = 0;

  *games = 0;
  if (!ft_level_ratings_get_interval (levels, kind, level, &low, &high, games) || high <= low)
    {
      ft_level_ratings_get (levels, kind, level, NULL, &deviation);
      low = rating - 1.96 * deviation;
      high = rating + 1.96 * deviation;
    }
  return g_strdup_printf ("%.0f ± %.0f", rating, (high - low) / 2);
}

/* A level of the computer among the players, without a rank: where a
 * player stands against the ladder. */
static GtkWidget *
create_level_row (FtLeaderboardWindow *self, const FtLevelRatings *levels, FtLevel level, double rating)
{
  guint games;
  g_autofree char *rating_text = level_rating_text (levels, self->kind, level, rating, &games);
  g_autofree char *games_text = NULL;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *name_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *icon = gtk_image_new_from_icon_name ("computer-symbolic");

  /* Translators: the games a level's rating was measured in */
  games_text = games > 0 ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "measured in %u game",
                                                         "measured in %u games", games), games)
                         : g_strdup (_("not measured"));
  gtk_widget_set_margin_top (box, 3);
  gtk_widget_set_margin_bottom (box, 3);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_box_append (GTK_BOX (box), cell ("", 2, 1, NULL));
  gtk_image_set_pixel_size (GTK_IMAGE (icon), 24);
  gtk_widget_set_size_request (icon, 36, -1);
  gtk_widget_add_css_class (icon, "dim-label");
  gtk_box_append (GTK_BOX (box), icon);
  gtk_widget_set_hexpand (name_box, TRUE);
  gtk_box_append (GTK_BOX (name_box), cell (ft_level_label (level), 10, 0, NULL));
  gtk_box_append (GTK_BOX (name_box), cell (_("The computer"), 10, 0, "caption"));
  gtk_box_append (GTK_BOX (box), name_box);
  gtk_box_append (GTK_BOX (box), cell (rating_text, 10, 1, "numeric"));
  gtk_box_append (GTK_BOX (box), cell (games_text, 18, 1, "caption"));
  gtk_widget_add_css_class (box, "dim-label");
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  {
    /* Translators: a row of the leaderboard, "Level 5, the computer,
     * 1032 ± 206, measured in 60 games" */
    char *text = g_strdup_printf (_("%s, the computer, %s, %s"), ft_level_label (level), rating_text, games_text);
    gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
    g_ptr_array_add (self->row_texts, text);
  }
  return row;
}

/* The computer's levels rated above `rating` from *level down (at most
 * `at_most`), highest first; *level becomes the next below them. */
static void
append_levels_above (FtLeaderboardWindow *self, double rating, FtLevel *level, guint at_most)
{
  const FtLevelRatings *levels = ft_profile_store_get_level_ratings (self->store);
  double level_rating;

  for (guint n = 0; n < at_most && levels != NULL && *level >= FT_LEVEL_1
                    && ft_level_ratings_get (levels, self->kind, *level, &level_rating, NULL)
                    && level_rating > rating;
       n++)
    {
      gtk_list_box_append (self->list, create_level_row (self, levels, *level, level_rating));
      (*level)--;
    }
}

/* The ladder is shown from the level just above the best player (the
 * lowest rated above them; the top when none is) down to the one just
 * below the last: where the players stand, not the whole ladder. */
static FtLevel
first_level_shown (FtLeaderboardWindow *self, double best)
{
  const FtLevelRatings *levels = ft_profile_store_get_level_ratings (self->store);
  FtLevel top = ft_rated_kind_top_level (self->kind);
  double rating;

  if (levels == NULL)
    return FT_LEVEL_1 - 1;
  for (FtLevel level = FT_LEVEL_1; level < top; level++)
    if (ft_level_ratings_get (levels, self->kind, level, &rating, NULL) && rating > best)
      return level;
  return top;
}

static void
unwatch (FtLeaderboardWindow *self)
{
  for (guint i = 0; i < self->watched->len; i++)
    g_signal_handlers_disconnect_by_data (self->watched->pdata[i], self);
  g_ptr_array_set_size (self->watched, 0);
}

static void
rebuild (FtLeaderboardWindow *self)
{
  g_autoptr (GListStore) ranked = ft_profile_store_list_ranked (self->store, self->kind);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (ranked));
  FtLevel level = FT_LEVEL_1 - 1;
  GtkWidget *child;

  unwatch (self);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);
  g_ptr_array_set_size (self->row_texts, 0);
  ft_rating_chart_clear (self->chart);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (FtProfile) profile = g_list_model_get_item (G_LIST_MODEL (ranked), i);
      FtGlicko2Rating rating;

      ft_profile_get_rating (profile, self->kind, &rating);
      if (i == 0)
        level = first_level_shown (self, rating.rating);
      append_levels_above (self, rating.rating, &level, G_MAXUINT);
      gtk_list_box_append (self->list, create_row (self, profile, i + 1));
      g_signal_connect_swapped (profile, "notify", G_CALLBACK (schedule_rebuild), self);
      g_ptr_array_add (self->watched, g_object_ref (profile));
    }
  /* The level below the last player (with no player: the empty page). */
  if (n > 0)
    append_levels_above (self, -G_MAXDOUBLE, &level, 1);
  gtk_stack_set_visible_child_name (self->stack, n > 0 ? "board" : "empty");
}

static gboolean
rebuild_cb (gpointer user_data)
{
  FtLeaderboardWindow *self = user_data;

  self->rebuild_id = 0;
  rebuild (self);
  return G_SOURCE_REMOVE;
}

/* Several changes at once (a game recorded: two ratings, an entry) make
 * one rebuild. */
static void
schedule_rebuild (FtLeaderboardWindow *self)
{
  if (self->rebuild_id == 0)
    self->rebuild_id = g_idle_add (rebuild_cb, self);
}

void
ft_leaderboard_window_set_kind (FtLeaderboardWindow *self, FtRatedKind kind)
{
  g_return_if_fail (FT_IS_LEADERBOARD_WINDOW (self));
  g_return_if_fail (kind < FT_N_RATED_KINDS);

  self->kind = kind;
  if (gtk_drop_down_get_selected (self->kind_dropdown) != kind)
    gtk_drop_down_set_selected (self->kind_dropdown, kind);
  rebuild (self);
}

FtRatedKind
ft_leaderboard_window_get_kind (FtLeaderboardWindow *self)
{
  g_return_val_if_fail (FT_IS_LEADERBOARD_WINDOW (self), 0);
  return self->kind;
}

static void
kind_selected_cb (FtLeaderboardWindow *self)
{
  guint selected = gtk_drop_down_get_selected (self->kind_dropdown);

  if (self->store != NULL && selected < FT_N_RATED_KINDS && selected != self->kind)
    ft_leaderboard_window_set_kind (self, selected);
}

guint
ft_leaderboard_window_get_n_rows (FtLeaderboardWindow *self)
{
  g_return_val_if_fail (FT_IS_LEADERBOARD_WINDOW (self), 0);
  return self->row_texts->len;
}

char *
ft_leaderboard_window_dup_row_text (FtLeaderboardWindow *self, guint i)
{
  g_return_val_if_fail (FT_IS_LEADERBOARD_WINDOW (self), NULL);
  g_return_val_if_fail (i < self->row_texts->len, NULL);
  return g_strdup (self->row_texts->pdata[i]);
}

GtkWidget *
ft_leaderboard_window_get_chart (FtLeaderboardWindow *self)
{
  g_return_val_if_fail (FT_IS_LEADERBOARD_WINDOW (self), NULL);
  return GTK_WIDGET (self->chart);
}

static void
ft_leaderboard_window_dispose (GObject *object)
{
  FtLeaderboardWindow *self = FT_LEADERBOARD_WINDOW (object);

  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  if (self->watched != NULL)
    unwatch (self);
  if (self->store != NULL)
    {
      g_signal_handlers_disconnect_by_data (ft_profile_store_get_history (self->store), self);
      g_signal_handlers_disconnect_by_data (ft_profile_store_get_profiles (self->store), self);
    }
  gtk_widget_dispose_template (GTK_WIDGET (self), FT_TYPE_LEADERBOARD_WINDOW);
  g_clear_object (&self->store);
  g_clear_pointer (&self->row_texts, g_ptr_array_unref);
  g_clear_pointer (&self->watched, g_ptr_array_unref);
  G_OBJECT_CLASS (ft_leaderboard_window_parent_class)->dispose (object);
}

static void
ft_leaderboard_window_class_init (FtLeaderboardWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ft_leaderboard_window_dispose;
  g_type_ensure (FT_TYPE_RATING_CHART);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/fourteenchess/Fourteen/ui/ft-leaderboard-window.ui");
  gtk_widget_class_bind_template_child (widget_class, FtLeaderboardWindow, kind_dropdown);
  gtk_widget_class_bind_template_child (widget_class, FtLeaderboardWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, FtLeaderboardWindow, chart);
  gtk_widget_class_bind_template_child (widget_class, FtLeaderboardWindow, list);
  gtk_widget_class_bind_template_callback (widget_class, kind_selected_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ft_leaderboard_window_init (FtLeaderboardWindow *self)
{
  g_autoptr (GtkStringList) kinds = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  self->row_texts = g_ptr_array_new_with_free_func (g_free);
  self->watched = g_ptr_array_new_with_free_func (g_object_unref);
  for (FtRatedKind kind = 0; kind < FT_N_RATED_KINDS; kind++)
    gtk_string_list_append (kinds, ft_rated_kind_label (kind));
  gtk_drop_down_set_model (self->kind_dropdown, G_LIST_MODEL (kinds));
}

FtLeaderboardWindow *
ft_leaderboard_window_new (GtkWindow *parent, FtProfileStore *store, FtRatedKind kind)
{
  FtLeaderboardWindow *self;

  g_return_val_if_fail (FT_IS_PROFILE_STORE (store), NULL);

  self = g_object_new (FT_TYPE_LEADERBOARD_WINDOW, "transient-for", parent, NULL);
  self->store = g_object_ref (store);
  g_signal_connect_swapped (ft_profile_store_get_history (store), "items-changed",
                            G_CALLBACK (schedule_rebuild), self);
  g_signal_connect_swapped (ft_profile_store_get_profiles (store), "items-changed",
                            G_CALLBACK (schedule_rebuild), self);
  ft_leaderboard_window_set_kind (self, kind);
  return self;
}
