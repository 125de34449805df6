/* ft-opponent-choice.c — see ft-opponent-choice.h. */
#include "config.h"

#include "ft-opponent-choice.h"

#include "ft-lazy-combo.h"
#include "ft-level-suggestion.h"
#include "ft-names.h"

struct _FtOpponentChoice
{
  GObject parent_instance;

  AdwComboRow *opponent_row; /* weak: the dialog owns them; may be NULL */
  AdwComboRow *level_row;
  GtkStringList *levels;     /* the level row's model, level 1 first */
  FtProfileStore *store;     /* may be NULL */
  FtProfile *profile;        /* the player's, or NULL */
  FtRatedKind kind;
  /* The level wanted: chosen by the player, else the fallback; FT_LEVEL_TOP
   * for the top of any ladder. */
  FtLevel level;
  gboolean chosen;
  gboolean updating;  /* the row changes: not the player's choice */
  gboolean suggested; /* the subtitle is the suggestion's */
};

G_DEFINE_FINAL_TYPE (FtOpponentChoice, ft_opponent_choice, G_TYPE_OBJECT)

enum
{
  SIGNAL_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const FtLevelRatings *
ratings_of (FtOpponentChoice *self)
{
  return self->store != NULL ? ft_profile_store_get_level_ratings (self->store) : NULL;
}

gboolean
ft_opponent_choice_get_suggestion (FtOpponentChoice *self, FtLevel *level)
{
  FtGlicko2Rating rating;

  g_return_val_if_fail (FT_IS_OPPONENT_CHOICE (self) && level != NULL, FALSE);
  if (self->profile == NULL || ratings_of (self) == NULL)
    return FALSE;
  ft_profile_get_rating (self->profile, self->kind, &rating);
  return ft_level_suggest (ratings_of (self), self->kind, rating.rating, rating.deviation, level, NULL);
}

/* The subtitle says the suggestion; the row selects the level wanted, else
 * the suggestion, within the kind's ladder. */
static void
show_level (FtOpponentChoice *self)
{
  FtLevel top = ft_rated_kind_top_level (self->kind);
  FtLevel suggested, shown = self->level;
  g_autofree char *text = NULL;

  if (ft_opponent_choice_get_suggestion (self, &suggested))
    {
      FtGlicko2Rating rating;

      ft_profile_get_rating (self->profile, self->kind, &rating);
      text = ft_level_suggest_text (ratings_of (self), self->kind, rating.rating, rating.deviation);
      if (!self->chosen)
        shown = suggested;
    }
  /* A subtitle of the row's own (the Preferences') stays without one. */
  if (text != NULL || self->suggested)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (self->level_row), text != NULL ? text : "");
  self->suggested = text != NULL;
  self->updating = TRUE;
  adw_combo_row_set_selected (self->level_row, MIN (shown, top) - FT_LEVEL_1);
  self->updating = FALSE;
}

/* The row's value is shown whole (AdwComboRow's own label ellipsizes):
 * where the row is narrow (the start page on a phone, "Level 5, about
 * 1032" beside "Computer's Level" and the suggestion) the title and the
 * subtitle wrap instead. */
static void
setup_value_cb (GtkSignalListItemFactory *factory G_GNUC_UNUSED, GtkListItem *item,
                gpointer user_data G_GNUC_UNUSED)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_list_item_set_child (item, label);
}

static void
bind_value_cb (GtkSignalListItemFactory *factory G_GNUC_UNUSED, GtkListItem *item,
               gpointer user_data G_GNUC_UNUSED)
{
  GtkStringObject *string = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), gtk_string_object_get_string (string));
}

/* The list's items, as the row's own: the label and a check mark on the
 * level selected (a factory of the row's own replaces both). */
static void
setup_list_item_cb (GtkSignalListItemFactory *factory G_GNUC_UNUSED, GtkListItem *item,
                    gpointer user_data G_GNUC_UNUSED)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), check);
  gtk_list_item_set_child (item, box);
}

static void
show_check (GtkListItem *item, GParamSpec *pspec G_GNUC_UNUSED, AdwComboRow *row)
{
  GtkWidget *check = gtk_widget_get_last_child (gtk_list_item_get_child (item));

  gtk_widget_set_opacity (check, gtk_list_item_get_position (item) == adw_combo_row_get_selected (row) ? 1 : 0);
}

static void
selected_changed_cb (AdwComboRow *row, GParamSpec *pspec G_GNUC_UNUSED, GtkListItem *item)
{
  show_check (item, NULL, row);
}

static void
bind_list_item_cb (GtkSignalListItemFactory *factory G_GNUC_UNUSED, GtkListItem *item, AdwComboRow *row)
{
  GtkStringObject *string = gtk_list_item_get_item (item);
  GtkWidget *box = gtk_list_item_get_child (item);

  gtk_label_set_text (GTK_LABEL (gtk_widget_get_first_child (box)), gtk_string_object_get_string (string));
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (selected_changed_cb), item, 0);
  show_check (item, NULL, row);
}

static void
unbind_list_item_cb (GtkSignalListItemFactory *factory G_GNUC_UNUSED, GtkListItem *item, AdwComboRow *row)
{
  g_signal_handlers_disconnect_by_func (row, selected_changed_cb, item);
}

static void
set_factories (AdwComboRow *row)
{
  g_autoptr (GtkListItemFactory) value = gtk_signal_list_item_factory_new ();
  g_autoptr (GtkListItemFactory) list = gtk_signal_list_item_factory_new ();

  g_signal_connect (value, "setup", G_CALLBACK (setup_value_cb), NULL);
  g_signal_connect (value, "bind", G_CALLBACK (bind_value_cb), NULL);
  g_signal_connect (list, "setup", G_CALLBACK (setup_list_item_cb), NULL);
  g_signal_connect (list, "bind", G_CALLBACK (bind_list_item_cb), row);
  g_signal_connect (list, "unbind", G_CALLBACK (unbind_list_item_cb), row);
  adw_combo_row_set_factory (row, value);
  ft_lazy_combo_defer_popup (row, list);
}

static void
fill_levels (FtOpponentChoice *self)
{
  FtLevel top = ft_rated_kind_top_level (self->kind);
  g_autoptr (GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  for (FtLevel level = FT_LEVEL_1; level <= top; level++)
    g_ptr_array_add (labels, ft_level_rated_label (ratings_of (self), self->kind, level));
  g_ptr_array_add (labels, NULL);
  self->updating = TRUE;
  gtk_string_list_splice (self->levels, 0, g_list_model_get_n_items (G_LIST_MODEL (self->levels)),
                          (const char *const *) labels->pdata);
  self->updating = FALSE;
  show_level (self);
}

/* The level row is the computer's only. */
static void
opponent_changed_cb (FtOpponentChoice *self)
{
  if (self->opponent_row == NULL)
    return;
  gtk_widget_set_visible (GTK_WIDGET (self->level_row),
                          gtk_widget_get_visible (GTK_WIDGET (self->opponent_row))
                            && adw_combo_row_get_selected (self->opponent_row) == FT_OPPONENT_ITEM_COMPUTER);
}

static void
level_selected_cb (FtOpponentChoice *self)
{
  guint position = adw_combo_row_get_selected (self->level_row);
  FtLevel level = (FtLevel) (position + FT_LEVEL_1);

  if (self->updating || position == GTK_INVALID_LIST_POSITION)
    return;
  self->level = level >= ft_rated_kind_top_level (self->kind) ? FT_LEVEL_TOP : level;
  self->chosen = TRUE;
  g_signal_emit (self, signals[SIGNAL_CHOSEN], 0);
}

void
ft_opponent_choice_set_kind (FtOpponentChoice *self, FtRatedKind kind)
{
  g_return_if_fail (FT_IS_OPPONENT_CHOICE (self) && kind < FT_N_RATED_KINDS);
  if (kind == self->kind && g_list_model_get_n_items (G_LIST_MODEL (self->levels)) > 0)
    return;
  self->kind = kind;
  fill_levels (self);
}

void
ft_opponent_choice_set_store (FtOpponentChoice *self, FtProfileStore *store)
{
  g_return_if_fail (FT_IS_OPPONENT_CHOICE (self) && (store == NULL || FT_IS_PROFILE_STORE (store)));
  if (g_set_object (&self->store, store))
    fill_levels (self);
}

void
ft_opponent_choice_set_profile (FtOpponentChoice *self, FtProfile *profile)
{
  g_return_if_fail (FT_IS_OPPONENT_CHOICE (self));
  g_set_object (&self->profile, profile);
  show_level (self);
}

void
ft_opponent_choice_set_level (FtOpponentChoice *self, FtLevel level)
{
  g_return_if_fail (FT_IS_OPPONENT_CHOICE (self) && ft_level_is_valid (level));
  self->level = level >= ft_rated_kind_top_level (self->kind) ? FT_LEVEL_TOP : level;
  self->chosen = TRUE;
  show_level (self);
}

FtLevel
ft_opponent_choice_get_level (FtOpponentChoice *self)
{
  guint position;

  g_return_val_if_fail (FT_IS_OPPONENT_CHOICE (self), FT_LEVEL_NORMAL);
  position = adw_combo_row_get_selected (self->level_row);
  return position == GTK_INVALID_LIST_POSITION ? MIN (self->level, ft_rated_kind_top_level (self->kind))
                                               : (FtLevel) (position + FT_LEVEL_1);
}

gboolean
ft_opponent_choice_is_chosen (FtOpponentChoice *self)
{
  g_return_val_if_fail (FT_IS_OPPONENT_CHOICE (self), FALSE);
  return self->chosen;
}

FtLevel
ft_opponent_choice_level_of_settings (GSettings *settings, FtLevel fallback)
{
  g_autofree char *difficulty = g_settings_get_string (settings, "difficulty");
  int level;

  return ft_name_parse (FT_TYPE_LEVEL, difficulty, &level) ? (FtLevel) level : fallback;
}

void
ft_opponent_choice_load (FtOpponentChoice *self, GSettings *settings)
{
  g_autofree char *opponent = NULL;
  g_autoptr (GVariant) user_value = NULL;

  g_return_if_fail (FT_IS_OPPONENT_CHOICE (self) && G_IS_SETTINGS (settings));

  if (self->opponent_row != NULL)
    {
      opponent = g_settings_get_string (settings, "opponent");
      adw_combo_row_set_selected (self->opponent_row, g_strcmp0 (opponent, "human") == 0
                                                        ? FT_OPPONENT_ITEM_HUMAN : FT_OPPONENT_ITEM_COMPUTER);
    }
  /* The default "normal" is no one's choice: the suggestion goes first. */
  user_value = g_settings_get_user_value (settings, "difficulty");
  self->level = ft_opponent_choice_level_of_settings (settings, self->level);
  self->chosen = user_value != NULL;
  show_level (self);
}

void
ft_opponent_choice_remember (FtOpponentChoice *self, GSettings *settings)
{
  guint opponent = FT_OPPONENT_ITEM_COMPUTER;
  FtLevel level;

  g_return_if_fail (FT_IS_OPPONENT_CHOICE (self) && G_IS_SETTINGS (settings));

  if (self->opponent_row != NULL)
    {
      opponent = adw_combo_row_get_selected (self->opponent_row);
      if (opponent == FT_OPPONENT_ITEM_FRIEND)
        return;
      g_settings_set_string (settings, "opponent", opponent == FT_OPPONENT_ITEM_HUMAN ? "human" : "computer");
      if (opponent != FT_OPPONENT_ITEM_COMPUTER)
        return;
    }
  /* The top of this ladder is the top of every other: "hard". */
  level = ft_opponent_choice_get_level (self);
  g_settings_set_string (settings, "difficulty",
                         level >= ft_rated_kind_top_level (self->kind) ? "hard" : ft_name_of (FT_TYPE_LEVEL, level));
}

static void
ft_opponent_choice_dispose (GObject *object)
{
  FtOpponentChoice *self = FT_OPPONENT_CHOICE (object);

  g_clear_object (&self->profile);
  g_clear_object (&self->store);
  G_OBJECT_CLASS (ft_opponent_choice_parent_class)->dispose (object);
}

static void
ft_opponent_choice_class_init (FtOpponentChoiceClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_opponent_choice_dispose;

  /* The player chose a level in the row. */
  signals[SIGNAL_CHOSEN] = g_signal_new ("chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                         NULL, G_TYPE_NONE, 0);
}

static void
ft_opponent_choice_init (FtOpponentChoice *self)
{
  self->level = FT_LEVEL_NORMAL;
}

FtOpponentChoice *
ft_opponent_choice_new (AdwComboRow *opponent_row, AdwComboRow *level_row, FtProfileStore *store,
                        FtRatedKind kind, FtLevel fallback)
{
  FtOpponentChoice *self;

  g_return_val_if_fail (opponent_row == NULL || ADW_IS_COMBO_ROW (opponent_row), NULL);
  g_return_val_if_fail (ADW_IS_COMBO_ROW (level_row), NULL);
  g_return_val_if_fail (ft_level_is_valid (fallback), NULL);

  self = g_object_new (FT_TYPE_OPPONENT_CHOICE, NULL);
  self->opponent_row = opponent_row;
  self->level_row = level_row;
  self->store = store != NULL ? g_object_ref (store) : NULL;
  self->kind = kind;
  self->level = fallback;
  self->levels = gtk_string_list_new (NULL);
  adw_combo_row_set_model (level_row, G_LIST_MODEL (self->levels));
  g_object_unref (self->levels); /* the row keeps it */
  set_factories (level_row);
  fill_levels (self);
  g_signal_connect_object (level_row, "notify::selected", G_CALLBACK (level_selected_cb), self,
                           G_CONNECT_SWAPPED);
  if (opponent_row != NULL)
    {
      g_signal_connect_object (opponent_row, "notify::selected", G_CALLBACK (opponent_changed_cb), self,
                               G_CONNECT_SWAPPED);
      g_signal_connect_object (opponent_row, "notify::visible", G_CALLBACK (opponent_changed_cb), self,
                               G_CONNECT_SWAPPED);
      opponent_changed_cb (self);
    }
  return self;
}
