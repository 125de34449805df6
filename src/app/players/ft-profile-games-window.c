/* ft-profile-games-window.c — see ft-profile-games-window.h. */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-profile-avatar.h"
#include "ft-profile-games-window.h"
#include "ft-profile-statistics.h"
#include "ft-statistics-window.h"

struct _FtProfileGamesWindow
{
  AdwWindow parent_instance;

  GtkListBox *statistics_list;
  GtkListBox *history_list;
  FtProfileStore *store;
  FtProfile *profile;
  GListStore *history; /* the profile's entries, newest first */
  AdwPreferencesGroup *stats_group;
  /* The counts of every game on this computer (DIR/statistics.ini), or NULL. */
  char *before_dir;
};

G_DEFINE_FINAL_TYPE (FtProfileGamesWindow, ft_profile_games_window, ADW_TYPE_WINDOW)

enum
{
  SIGNAL_REPLAY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* "+3 =1 −2" or "" when none were played. */
static void
append_counts (GString *text, const char *label, const FtProfileCounts *counts)
{
  if (counts->played == 0)
    return;
  if (text->len > 0)
    g_string_append (text, " · ");
  g_string_append_printf (text, "%s +%u =%u −%u", label, counts->won, counts->drawn, counts->lost);
}

static GtkWidget *
statistics_row (FtProfileStatistics *stats, int kind, const char *title)
{
  GString *by_opponent = g_string_new (NULL);
  g_autofree char *subtitle = NULL, *total = NULL;
  FtProfileCounts all;
  GtkWidget *row = adw_action_row_new ();

  ft_profile_statistics_get (stats, kind, FT_STATS_ALL, &all);
  for (int opponent = 0; opponent < FT_N_STATS_OPPONENTS; opponent++)
    {
      FtProfileCounts counts;

      ft_profile_statistics_get (stats, kind, opponent, &counts);
      append_counts (by_opponent, ft_stats_opponent_label (opponent), &counts);
    }
  subtitle = g_string_free (by_opponent, FALSE);
  total = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game: +%u =%u −%u",
                                        "%u games: +%u =%u −%u", all.played),
                           all.played, all.won, all.drawn, all.lost);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_label_new (total));
  return row;
}

static void
fill_statistics (FtProfileGamesWindow *self)
{
  g_autoptr (FtProfileStatistics) stats =
    ft_profile_statistics_new (ft_profile_store_get_history (self->store),
                               ft_profile_get_id (self->profile));

  for (FtRatedKind kind = 0; kind < FT_N_RATED_KINDS; kind++)
    {
      FtProfileCounts counts;

      ft_profile_statistics_get (stats, kind, FT_STATS_ALL, &counts);
      if (counts.played > 0)
        gtk_list_box_append (self->statistics_list,
                             statistics_row (stats, kind, ft_rated_kind_label (kind)));
    }
  gtk_list_box_append (self->statistics_list, statistics_row (stats, FT_STATS_ALL, _("All games")));
}

/* "Won against Computer (hard)", from the profile's side. */
static char *
history_title (FtProfileGamesWindow *self, FtHistoryEntry *entry, int *side_out)
{
  int side = ft_history_entry_find_profile (entry, ft_profile_get_id (self->profile));
  FtResult result = ft_history_entry_get_result (entry, NULL);
  g_autofree char *opponent = NULL;
  double score;

  if (side < 0)
    side = FT_WHITE;
  *side_out = side;
  opponent = ft_history_entry_dup_seat_label (entry, side == FT_WHITE ? FT_BLACK : FT_WHITE);
  score = ft_rating_rules_score (result, side);
  if (score > 0.75)
    return g_strdup_printf (_("Won against %s"), opponent);
  if (score > 0.25)
    return g_strdup_printf (_("Drew with %s"), opponent);
  return g_strdup_printf (_("Lost to %s"), opponent);
}

static GtkWidget *
create_history_row (gpointer item, gpointer user_data)
{
  FtProfileGamesWindow *self = user_data;
  FtHistoryEntry *entry = item;
  g_autoptr (GDateTime) when = g_date_time_new_from_unix_local (ft_history_entry_get_time (entry));
  g_autofree char *date = g_date_time_format (when, "%x %H:%M");
  g_autofree char *title = NULL, *rating = NULL, *subtitle = NULL;
  GtkWidget *row = adw_action_row_new ();
  FtUnratedReason rated = ft_history_entry_get_rated (entry);
  int side;

  title = history_title (self, entry, &side);
  if (rated == FT_RATED)
    rating = g_strdup_printf (_("rating %.0f → %.0f"), ft_history_entry_get_rating (entry, side),
                              ft_history_entry_get_new_rating (entry, side));
  else
    rating = g_strdup (ft_rating_rules_explain (rated));
  subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %s · %u move · %s",
                                           "%s · %s · %u moves · %s",
                                           ft_history_entry_get_moves (entry, side)),
                              date, ft_rated_kind_label (ft_history_entry_get_kind (entry)),
                              ft_history_entry_get_moves (entry, side), rating);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  if (ft_history_entry_get_record_path (entry) != NULL)
    {
      adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                                 gtk_image_new_from_icon_name ("media-playback-start-symbolic"));
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_widget_set_tooltip_text (row, _("Replay this game in the window"));
    }
  return row;
}

gboolean
ft_profile_games_window_replay (FtProfileGamesWindow *self, guint i)
{
  g_autoptr (FtHistoryEntry) entry = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (FT_IS_PROFILE_GAMES_WINDOW (self), FALSE);

  entry = g_list_model_get_item (G_LIST_MODEL (self->history), i);
  if (entry != NULL)
    path = ft_profile_store_dup_record_file (self->store, entry);
  if (path == NULL)
    return FALSE;
  g_signal_emit (self, signals[SIGNAL_REPLAY], 0, path);
  return TRUE;
}

static void
row_activated_cb (GtkListBox *list G_GNUC_UNUSED, GtkListBoxRow *row, FtProfileGamesWindow *self)
{
  ft_profile_games_window_replay (self, gtk_list_box_row_get_index (row));
}

GtkListBox *
ft_profile_games_window_get_history_list (FtProfileGamesWindow *self)
{
  g_return_val_if_fail (FT_IS_PROFILE_GAMES_WINDOW (self), NULL);
  return self->history_list;
}

GtkListBox *
ft_profile_games_window_get_statistics_list (FtProfileGamesWindow *self)
{
  g_return_val_if_fail (FT_IS_PROFILE_GAMES_WINDOW (self), NULL);
  return self->statistics_list;
}

static GtkWidget *boxed_list (void);

static void
everyone_activated_cb (AdwActionRow *row G_GNUC_UNUSED, FtProfileGamesWindow *self)
{
  gtk_window_present (GTK_WINDOW (ft_statistics_window_new (GTK_WINDOW (self), self->before_dir)));
}

void
ft_profile_games_window_set_before_profiles (FtProfileGamesWindow *self, const char *dir)
{
  GtkWidget *list, *row;

  g_return_if_fail (FT_IS_PROFILE_GAMES_WINDOW (self));
  g_return_if_fail (self->before_dir == NULL);

  if (dir == NULL)
    return;
  self->before_dir = g_strdup (dir);
  row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("All _Players on This Computer"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("Won, drawn and lost against each computer level and between "
                                 "two players, everyone together"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_signal_connect (row, "activated", G_CALLBACK (everyone_activated_cb), self);
  /* Under the player's own counts, before the long history. */
  list = boxed_list ();
  gtk_widget_set_margin_top (list, 12);
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  adw_preferences_group_add (self->stats_group, list);
}

/* What an empty history shows: a placeholder row, not a bare grey line. */
static GtkWidget *
no_games_yet (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *title = gtk_label_new (_("No games yet"));
  GtkWidget *text = gtk_label_new (_("A finished game against the computer or another player "
                                     "here appears in this list, with its record to replay."));

  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_justify (GTK_LABEL (text), GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (text, "dim-label");
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), text);
  gtk_widget_set_margin_top (box, 24);
  gtk_widget_set_margin_bottom (box, 24);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  return box;
}

static GtkWidget *
boxed_list (void)
{
  GtkWidget *list = gtk_list_box_new ();

  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  return list;
}

static void
build (FtProfileGamesWindow *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *stats_group = adw_preferences_group_new ();
  GtkWidget *history_group = adw_preferences_group_new ();
  GtkWidget *header = adw_header_bar_new ();
  g_autofree char *title = g_strdup_printf (_("%s’s Games"), ft_profile_get_name (self->profile));

  gtk_window_set_title (GTK_WINDOW (self), title);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), ft_profile_avatar_new (self->profile, 24));
  gtk_box_append (GTK_BOX (box), header);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (stats_group), _("Statistics"));
  self->stats_group = ADW_PREFERENCES_GROUP (stats_group);
  self->statistics_list = GTK_LIST_BOX (boxed_list ());
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (stats_group), GTK_WIDGET (self->statistics_list));
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (history_group), _("Games"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (history_group),
                                         _("Newest first; choose one to replay it"));
  self->history_list = GTK_LIST_BOX (boxed_list ());
  gtk_list_box_set_placeholder (self->history_list, no_games_yet ());
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (history_group), GTK_WIDGET (self->history_list));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (stats_group));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (history_group));
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), page);
  adw_window_set_content (ADW_WINDOW (self), box);
  g_signal_connect (self->history_list, "row-activated", G_CALLBACK (row_activated_cb), self);
}

static void
ft_profile_games_window_dispose (GObject *object)
{
  FtProfileGamesWindow *self = FT_PROFILE_GAMES_WINDOW (object);

  g_clear_object (&self->store);
  g_clear_object (&self->profile);
  g_clear_object (&self->history);
  g_clear_pointer (&self->before_dir, g_free);
  G_OBJECT_CLASS (ft_profile_games_window_parent_class)->dispose (object);
}

static void
ft_profile_games_window_class_init (FtProfileGamesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ft_profile_games_window_dispose;
  signals[SIGNAL_REPLAY] = g_signal_new ("replay", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ft_profile_games_window_init (FtProfileGamesWindow *self)
{
  gtk_window_set_default_size (GTK_WINDOW (self), 560, 600);
  gtk_window_set_destroy_with_parent (GTK_WINDOW (self), TRUE);
}

FtProfileGamesWindow *
ft_profile_games_window_new (GtkWindow *parent, FtProfileStore *store, FtProfile *profile)
{
  FtProfileGamesWindow *self;

  g_return_val_if_fail (FT_IS_PROFILE_STORE (store), NULL);
  g_return_val_if_fail (FT_IS_PROFILE (profile), NULL);

  self = g_object_new (FT_TYPE_PROFILE_GAMES_WINDOW, "transient-for", parent, NULL);
  self->store = g_object_ref (store);
  self->profile = g_object_ref (profile);
  self->history = ft_profile_store_list_history_for (store, profile);
  build (self);
  fill_statistics (self);
  gtk_list_box_bind_model (self->history_list, G_LIST_MODEL (self->history), create_history_row,
                           self, NULL);
  return self;
}
