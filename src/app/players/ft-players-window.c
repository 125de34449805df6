/* ft-players-window.c — see ft-players-window.h. */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-players-window.h"
#include "ft-profile-avatar.h"
#include "ft-profile-statistics.h"

struct _FtPlayersWindow
{
  AdwWindow parent_instance;

  AdwToastOverlay *toast_overlay;
  GtkListBox *list;
  AdwEntryRow *add_row;

  FtProfileStore *store;
  char *message;
  guint refresh_id;
};

G_DEFINE_FINAL_TYPE (FtPlayersWindow, ft_players_window, ADW_TYPE_WINDOW)

enum
{
  SIGNAL_OPEN_GAMES,
  SIGNAL_OPEN_LEADERBOARD,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
show_message (FtPlayersWindow *self, const char *text)
{
  g_free (self->message);
  self->message = g_strdup (text);
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (text));
}

/* "12 games (+7 =2 −3) · Fourteen 1623, Checkers 1662?" */
static char *
profile_summary (FtProfileStore *store, FtProfile *profile)
{
  g_autoptr (FtProfileStatistics) stats =
    ft_profile_statistics_new (ft_profile_store_get_history (store), ft_profile_get_id (profile));
  GString *text = g_string_new (NULL);
  FtProfileCounts all;
  gboolean first = TRUE;

  ft_profile_statistics_get (stats, FT_STATS_ALL, FT_STATS_ALL, &all);
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u game", "%u games", all.played),
                          all.played);
  if (all.played > 0)
    g_string_append_printf (text, " (+%u =%u −%u)", all.won, all.drawn, all.lost);
  for (FtRatedKind kind = 0; kind < FT_N_RATED_KINDS; kind++)
    {
      FtGlicko2Rating rating;

      if (ft_profile_get_rating (profile, kind, &rating) == 0)
        continue;
      g_string_append (text, first ? " · " : ", ");
      g_string_append_printf (text, "%s %.0f%s", ft_rated_kind_label (kind), rating.rating,
                              ft_profile_is_provisional (profile, kind) ? "?" : "");
      first = FALSE;
    }
  return g_string_free (text, FALSE);
}

static void
row_button_clicked_cb (GtkButton *button, FtPlayersWindow *self)
{
  FtProfile *profile = g_object_get_data (G_OBJECT (button), "ft-profile");
  const char *what = g_object_get_data (G_OBJECT (button), "ft-what");

  if (g_str_equal (what, "games"))
    g_signal_emit (self, signals[SIGNAL_OPEN_GAMES], 0, profile);
  else if (g_str_equal (what, "rename"))
    gtk_window_present (GTK_WINDOW (ft_players_window_ask_rename (self, profile)));
  else
    {
      GtkWidget *dialog = ft_players_window_ask_remove (self, profile);

      if (dialog != NULL)
        gtk_window_present (GTK_WINDOW (dialog));
    }
}

static GtkWidget *
row_button (FtPlayersWindow *self, FtProfile *profile, const char *what, const char *icon,
            const char *tooltip)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  gtk_widget_add_css_class (button, "flat");
  g_object_set_data_full (G_OBJECT (button), "ft-profile", g_object_ref (profile), g_object_unref);
  g_object_set_data (G_OBJECT (button), "ft-what", (gpointer) what);
  g_signal_connect (button, "clicked", G_CALLBACK (row_button_clicked_cb), self);
  return button;
}

static GtkWidget *
create_row (gpointer item, gpointer user_data)
{
  FtPlayersWindow *self = FT_PLAYERS_WINDOW (user_data);
  FtProfile *profile = FT_PROFILE (item);
  g_autofree char *summary = profile_summary (self->store, profile);
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), ft_profile_get_name (profile));
  g_object_bind_property (profile, "name", row, "title", G_BINDING_DEFAULT);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), summary);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), ft_profile_avatar_new (profile, 40));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                             row_button (self, profile, "games", "document-open-recent-symbolic",
                                         _("Games and Statistics")));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                             row_button (self, profile, "rename", "document-edit-symbolic", _("Rename")));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                             row_button (self, profile, "remove", "user-trash-symbolic", _("Remove")));
  return row;
}

gboolean
ft_players_window_add (FtPlayersWindow *self, const char *name)
{
  g_autoptr (GError) error = NULL;
  FtProfile *profile;

  g_return_val_if_fail (FT_IS_PLAYERS_WINDOW (self), FALSE);

  profile = ft_profile_store_add (self->store, name, &error);
  if (error != NULL)
    show_message (self, error->message);
  return profile != NULL;
}

static void
add_applied_cb (FtPlayersWindow *self)
{
  if (ft_players_window_add (self, gtk_editable_get_text (GTK_EDITABLE (self->add_row))))
    gtk_editable_set_text (GTK_EDITABLE (self->add_row), "");
}

gboolean
ft_players_window_rename (FtPlayersWindow *self, FtProfile *profile, const char *name)
{
  g_autoptr (GError) error = NULL;
  gboolean ok;

  g_return_val_if_fail (FT_IS_PLAYERS_WINDOW (self), FALSE);

  ok = ft_profile_store_rename (self->store, profile, name, &error);
  if (error != NULL)
    show_message (self, error->message);
  /* The summary does not change; the title follows the name (bound). */
  return ok;
}

static void
rename_response_cb (AdwMessageDialog *dialog, const char *response, FtPlayersWindow *self)
{
  FtProfile *profile = g_object_get_data (G_OBJECT (dialog), "ft-profile");
  GtkWidget *entry = adw_message_dialog_get_extra_child (dialog);

  if (g_strcmp0 (response, "rename") == 0)
    ft_players_window_rename (self, profile, gtk_editable_get_text (GTK_EDITABLE (entry)));
}

GtkWidget *
ft_players_window_ask_rename (FtPlayersWindow *self, FtProfile *profile)
{
  GtkWidget *dialog, *entry;

  g_return_val_if_fail (FT_IS_PLAYERS_WINDOW (self), NULL);

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Rename Player"), NULL);
  entry = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (entry), ft_profile_get_name (profile));
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "rename", _("_Rename"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "rename",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "rename");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "ft-profile", g_object_ref (profile), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (rename_response_cb), self, 0);
  return dialog;
}

static void
remove_response_cb (AdwMessageDialog *dialog, const char *response, FtPlayersWindow *self)
{
  FtProfile *profile = g_object_get_data (G_OBJECT (dialog), "ft-profile");
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  gboolean delete_games = g_strcmp0 (response, "delete") == 0;

  if (!delete_games && g_strcmp0 (response, "keep") != 0)
    return;
  text = g_strdup_printf (delete_games ? _("%s and their games were removed")
                                       : _("%s was removed; their games are kept"),
                          ft_profile_get_name (profile));
  if (!ft_profile_store_remove (self->store, profile, delete_games, &error))
    show_message (self, error->message);
  else
    show_message (self, text);
}

GtkWidget *
ft_players_window_ask_remove (FtPlayersWindow *self, FtProfile *profile)
{
  g_autofree char *heading = NULL;
  GtkWidget *dialog;

  g_return_val_if_fail (FT_IS_PLAYERS_WINDOW (self), NULL);

  if (g_list_model_get_n_items (ft_profile_store_get_profiles (self->store)) <= 1)
    {
      show_message (self, _("The last player cannot be removed"));
      return NULL;
    }
  heading = g_strdup_printf (_("Remove %s?"), ft_profile_get_name (profile));
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading,
                                   _("Their games stay in the history under their name, unless "
                                     "you remove them too. Games they played against another "
                                     "player here stay for that player."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "delete", _("Remove With _Games"),
                                    "keep", _("_Remove, Keep Games"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "delete",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "ft-profile", g_object_ref (profile), g_object_unref);
  g_signal_connect_object (dialog, "response", G_CALLBACK (remove_response_cb), self, 0);
  return dialog;
}

GtkListBox *
ft_players_window_get_list (FtPlayersWindow *self)
{
  g_return_val_if_fail (FT_IS_PLAYERS_WINDOW (self), NULL);
  return self->list;
}

const char *
ft_players_window_get_message (FtPlayersWindow *self)
{
  g_return_val_if_fail (FT_IS_PLAYERS_WINDOW (self), NULL);
  return self->message;
}

static void
leaderboard_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
                    GVariant *parameter G_GNUC_UNUSED)
{
  g_signal_emit (widget, signals[SIGNAL_OPEN_LEADERBOARD], 0);
}

static void
ft_players_window_dispose (GObject *object)
{
  FtPlayersWindow *self = FT_PLAYERS_WINDOW (object);

  g_clear_handle_id (&self->refresh_id, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), FT_TYPE_PLAYERS_WINDOW);
  g_clear_object (&self->store);
  g_clear_pointer (&self->message, g_free);
  G_OBJECT_CLASS (ft_players_window_parent_class)->dispose (object);
}

static void
ft_players_window_class_init (FtPlayersWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ft_players_window_dispose;
  signals[SIGNAL_OPEN_GAMES] = g_signal_new ("open-games", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                             G_TYPE_NONE, 1, FT_TYPE_PROFILE);
  signals[SIGNAL_OPEN_LEADERBOARD] = g_signal_new ("open-leaderboard", G_TYPE_FROM_CLASS (klass),
                                                   G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                   G_TYPE_NONE, 0);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/fourteenchess/Fourteen/ui/ft-players-window.ui");
  gtk_widget_class_bind_template_child (widget_class, FtPlayersWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, FtPlayersWindow, list);
  gtk_widget_class_bind_template_child (widget_class, FtPlayersWindow, add_row);
  gtk_widget_class_bind_template_callback (widget_class, add_applied_cb);
  gtk_widget_class_install_action (widget_class, "players.leaderboard", NULL, leaderboard_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ft_players_window_init (FtPlayersWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

static gboolean
refresh_cb (gpointer user_data)
{
  FtPlayersWindow *self = user_data;

  self->refresh_id = 0;
  gtk_list_box_bind_model (self->list, ft_profile_store_get_profiles (self->store), create_row, self,
                           NULL);
  return G_SOURCE_REMOVE;
}

/* A game finished meanwhile: the rows' counts and ratings change (once
 * the store has rated it, just after the entry joins the history). */
static void
history_changed_cb (FtPlayersWindow *self)
{
  if (self->store != NULL && self->refresh_id == 0)
    self->refresh_id = g_idle_add (refresh_cb, self);
}

FtPlayersWindow *
ft_players_window_new (GtkWindow *parent, FtProfileStore *store)
{
  FtPlayersWindow *self;

  g_return_val_if_fail (FT_IS_PROFILE_STORE (store), NULL);

  self = g_object_new (FT_TYPE_PLAYERS_WINDOW, "transient-for", parent, NULL);
  self->store = g_object_ref (store);
  gtk_list_box_bind_model (self->list, ft_profile_store_get_profiles (store), create_row, self,
                           NULL);
  g_signal_connect_object (ft_profile_store_get_history (store), "items-changed",
                           G_CALLBACK (history_changed_cb), self, G_CONNECT_SWAPPED);
  return self;
}
