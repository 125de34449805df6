/* ft-lan-games-list.c — see ft-lan-games-list.h. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ft-enums.h"
#include "ft-lan-browser.h"
#include "ft-lan-games-list.h"
#include "ft-names.h"
#include "ft-rated-kind.h"

struct _FtLanGamesList
{
  GtkBox parent_instance;

  GtkLabel *status;
  GtkListBox *list;
  FtLanBrowser *browser; /* NULL with a set source */
  GListModel *games;
};

G_DEFINE_FINAL_TYPE (FtLanGamesList, ft_lan_games_list, GTK_TYPE_BOX)

enum
{
  SIGNAL_GAME_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The source set for tests and screenshots. */
static GListModel *test_games;
static gboolean test_available;
static char *test_problem;

void
ft_lan_games_list_set_source (GListModel *games, gboolean available, const char *problem)
{
  g_set_object (&test_games, games);
  test_available = available;
  g_free (test_problem);
  test_problem = g_strdup (problem);
}

static void
update_status (FtLanGamesList *self)
{
  gboolean available = self->browser != NULL ? ft_lan_browser_get_available (self->browser) : test_available;
  const char *problem = self->browser != NULL ? ft_lan_browser_get_problem (self->browser) : test_problem;
  guint n = g_list_model_get_n_items (self->games);
  g_autofree char *text = NULL;

  if (!available && problem != NULL)
    text = g_strdup_printf (_("Discovery is unavailable (%s): type the host’s address."), problem);
  else if (n == 0)
    text = g_strdup (_("Looking for games on this network…"));
  else
    text = g_strdup (g_dngettext (GETTEXT_PACKAGE, "A game on this network:",
                                  "Games on this network:", n));
  gtk_label_set_text (self->status, text);
  gtk_widget_set_visible (GTK_WIDGET (self->list), n > 0);
}

/* "Fourteen 14×14 · a seat is free"; a kind we do not know by its name. */
static char *
game_subtitle (FtLanGame *game)
{
  g_autofree char *address = ft_lan_game_dup_join_address (game);
  const char *kind_name = ft_lan_game_get_kind (game);
  const char *kind = kind_name != NULL ? kind_name : "";
  int value;

  if (kind_name != NULL && ft_name_parse (FT_TYPE_RATED_KIND, kind_name, &value))
    kind = ft_rated_kind_label (value);
  return g_strdup_printf ("%s · %s · %s", kind,
                          ft_lan_game_get_seat_free (game) ? _("a seat is free") : _("watch only"),
                          address);
}

static GtkWidget *
create_row (gpointer item, gpointer user_data G_GNUC_UNUSED)
{
  FtLanGame *game = item;
  g_autofree char *subtitle = game_subtitle (game);
  const char *player = ft_lan_game_get_player (game);
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                 player != NULL && player[0] != '\0' ? player
                                                                     : ft_lan_game_get_service_name (game));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("network-workgroup-symbolic"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  return row;
}

void
ft_lan_games_list_choose (FtLanGamesList *self, guint i)
{
  g_autoptr (FtLanGame) game = NULL;

  g_return_if_fail (FT_IS_LAN_GAMES_LIST (self));

  game = g_list_model_get_item (self->games, i);
  if (game != NULL)
    g_signal_emit (self, signals[SIGNAL_GAME_CHOSEN], 0, game);
}

static void
row_activated_cb (GtkListBox *list G_GNUC_UNUSED, GtkListBoxRow *row, FtLanGamesList *self)
{
  ft_lan_games_list_choose (self, gtk_list_box_row_get_index (row));
}

const char *
ft_lan_games_list_get_status (FtLanGamesList *self)
{
  g_return_val_if_fail (FT_IS_LAN_GAMES_LIST (self), NULL);
  return gtk_label_get_text (self->status);
}

GtkListBox *
ft_lan_games_list_get_list (FtLanGamesList *self)
{
  g_return_val_if_fail (FT_IS_LAN_GAMES_LIST (self), NULL);
  return self->list;
}

static void
ft_lan_games_list_dispose (GObject *object)
{
  FtLanGamesList *self = FT_LAN_GAMES_LIST (object);

  if (self->games != NULL)
    g_signal_handlers_disconnect_by_data (self->games, self);
  if (self->browser != NULL)
    g_signal_handlers_disconnect_by_data (self->browser, self);
  g_clear_object (&self->games);
  g_clear_object (&self->browser);
  G_OBJECT_CLASS (ft_lan_games_list_parent_class)->dispose (object);
}

static void
ft_lan_games_list_class_init (FtLanGamesListClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_lan_games_list_dispose;
  signals[SIGNAL_GAME_CHOSEN] = g_signal_new ("game-chosen", G_TYPE_FROM_CLASS (klass),
                                              G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                              G_TYPE_NONE, 1, FT_TYPE_LAN_GAME);
}

static void
ft_lan_games_list_init (FtLanGamesList *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
  self->status = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->status, TRUE);
  gtk_label_set_xalign (self->status, 0);
  gtk_label_set_max_width_chars (self->status, 40);
  gtk_widget_add_css_class (GTK_WIDGET (self->status), "dim-label");
  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "boxed-list");
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->status));
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->list));
  g_signal_connect (self->list, "row-activated", G_CALLBACK (row_activated_cb), self);

  if (test_games != NULL)
    self->games = g_object_ref (test_games);
  else
    {
      self->browser = ft_lan_browser_new ();
      self->games = g_object_ref (ft_lan_browser_get_games (self->browser));
      g_signal_connect_swapped (self->browser, "notify::available", G_CALLBACK (update_status), self);
    }
  gtk_list_box_bind_model (self->list, self->games, create_row, NULL, NULL);
  g_signal_connect_swapped (self->games, "items-changed", G_CALLBACK (update_status), self);
  update_status (self);
}

GtkWidget *
ft_lan_games_list_new (void)
{
  return g_object_new (FT_TYPE_LAN_GAMES_LIST, NULL);
}
