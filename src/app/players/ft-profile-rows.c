/* ft-profile-rows.c — see ft-profile-rows.h. */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-profile-avatar.h"
#include "ft-profile-rows.h"

struct _FtProfileRows
{
  GObject parent_instance;

  FtProfileStore *store;
  AdwComboRow *rows[2];
  AdwComboRow *opponent_row; /* weak: the dialog owns it */
  AdwComboRow *side_row;
  guint human_index;
};

G_DEFINE_FINAL_TYPE (FtProfileRows, ft_profile_rows, G_TYPE_OBJECT)

static void
setup_item_cb (GtkSignalListItemFactory *factory G_GNUC_UNUSED, GtkListItem *item,
               gpointer user_data G_GNUC_UNUSED)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);

  gtk_box_append (GTK_BOX (box), ft_profile_avatar_new (NULL, 22));
  gtk_box_append (GTK_BOX (box), gtk_label_new (NULL));
  gtk_list_item_set_child (item, box);
}

static void
bind_item_cb (GtkSignalListItemFactory *factory G_GNUC_UNUSED, GtkListItem *item,
              gpointer user_data G_GNUC_UNUSED)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  FtProfile *profile = gtk_list_item_get_item (item);

  ft_profile_avatar_set_profile (FT_PROFILE_AVATAR (gtk_widget_get_first_child (box)), profile);
  gtk_label_set_text (GTK_LABEL (gtk_widget_get_last_child (box)), ft_profile_get_name (profile));
}

static guint
position_of (FtProfileRows *self, FtProfile *profile)
{
  GListModel *profiles = ft_profile_store_get_profiles (self->store);

  for (guint i = 0; i < g_list_model_get_n_items (profiles); i++)
    {
      g_autoptr (FtProfile) item = g_list_model_get_item (profiles, i);

      if (item == profile)
        return i;
    }
  return 0;
}

gboolean
ft_profile_rows_is_two_players (FtProfileRows *self)
{
  g_return_val_if_fail (FT_IS_PROFILE_ROWS (self), FALSE);
  return gtk_widget_get_visible (GTK_WIDGET (self->opponent_row))
         && adw_combo_row_get_selected (self->opponent_row) == self->human_index;
}

/* The side the one player plays (random: White's row is the choice). */
static FtColour
single_side (FtProfileRows *self)
{
  return adw_combo_row_get_selected (self->side_row) == 1 ? FT_BLACK : FT_WHITE;
}

/* Titles and visibility follow the opponent; the preselection, the last
 * ones used for those sides. */
static void
update_rows (FtProfileRows *self)
{
  gboolean two = ft_profile_rows_is_two_players (self);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->rows[0]),
                                 two ? _("_White Player") : _("Pla_yer"));
  gtk_widget_set_visible (GTK_WIDGET (self->rows[1]), two);
  if (two)
    for (int side = 0; side < 2; side++)
      ft_profile_rows_select (self, side, ft_profile_store_get_last_used (self->store, side));
  else
    ft_profile_rows_select (self, 0, ft_profile_store_get_last_used (self->store, single_side (self)));
}

AdwComboRow *
ft_profile_rows_get_row (FtProfileRows *self, guint row)
{
  g_return_val_if_fail (FT_IS_PROFILE_ROWS (self) && row < 2, NULL);
  return self->rows[row];
}

FtProfile *
ft_profile_rows_get_profile (FtProfileRows *self, guint row)
{
  g_return_val_if_fail (FT_IS_PROFILE_ROWS (self) && row < 2, NULL);
  return adw_combo_row_get_selected_item (self->rows[row]);
}

void
ft_profile_rows_select (FtProfileRows *self, guint row, FtProfile *profile)
{
  g_return_if_fail (FT_IS_PROFILE_ROWS (self) && row < 2);
  if (profile != NULL)
    adw_combo_row_set_selected (self->rows[row], position_of (self, profile));
}

void
ft_profile_rows_remember (FtProfileRows *self, const FtGameSetup *setup)
{
  g_return_if_fail (FT_IS_PROFILE_ROWS (self));

  /* A file that cannot be written keeps the choice in memory; the store
   * reports it at the game's end too. */
  if (ft_profile_rows_is_two_players (self))
    for (int side = 0; side < 2; side++)
      ft_profile_store_set_last_used (self->store, side, ft_profile_rows_get_profile (self, side), NULL);
  else
    ft_profile_store_set_last_used (self->store, setup->human_colour,
                                    ft_profile_rows_get_profile (self, 0), NULL);
}

static AdwComboRow *
create_row (FtProfileRows *self, const char *title, const char *subtitle)
{
  g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());

  g_signal_connect (factory, "setup", G_CALLBACK (setup_item_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_item_cb), NULL);
  adw_combo_row_set_factory (row, factory);
  adw_combo_row_set_model (row, ft_profile_store_get_profiles (self->store));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  return row;
}

static void
ft_profile_rows_dispose (GObject *object)
{
  FtProfileRows *self = FT_PROFILE_ROWS (object);

  g_clear_object (&self->store);
  G_OBJECT_CLASS (ft_profile_rows_parent_class)->dispose (object);
}

static void
ft_profile_rows_class_init (FtProfileRowsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_profile_rows_dispose;
}

static void
ft_profile_rows_init (FtProfileRows *self G_GNUC_UNUSED)
{
}

FtProfileRows *
ft_profile_rows_new (FtProfileStore *store, AdwPreferencesGroup *group, AdwComboRow *opponent_row,
                     guint human_index, AdwComboRow *side_row)
{
  FtProfileRows *self = g_object_new (FT_TYPE_PROFILE_ROWS, NULL);

  self->store = g_object_ref (store);
  self->opponent_row = opponent_row;
  self->side_row = side_row;
  self->human_index = human_index;
  self->rows[0] = create_row (self, _("Pla_yer"), _("Whose rating and games this game joins"));
  self->rows[1] = create_row (self, _("_Black Player"), NULL);
  adw_preferences_group_add (group, GTK_WIDGET (self->rows[0]));
  adw_preferences_group_add (group, GTK_WIDGET (self->rows[1]));
  g_signal_connect_object (opponent_row, "notify::selected", G_CALLBACK (update_rows), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (opponent_row, "notify::visible", G_CALLBACK (update_rows), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (side_row, "notify::selected", G_CALLBACK (update_rows), self,
                           G_CONNECT_SWAPPED);
  update_rows (self);
  return self;
}
