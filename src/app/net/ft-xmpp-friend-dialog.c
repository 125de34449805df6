/* ft-xmpp-friend-dialog.c — see ft-xmpp-friend-dialog.h. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ft-xmpp-friend-dialog.h"
#include "ft-xmpp-jid.h"

struct _FtXmppFriendDialog
{
  AdwWindow parent_instance;

  FtXmppRoster *roster;
  GtkWidget *list;
  GtkWidget *next_button;
  GtkWidget *add_row;
  GtkWidget *add_note;
};

G_DEFINE_FINAL_TYPE (FtXmppFriendDialog, ft_xmpp_friend_dialog, ADW_TYPE_WINDOW)

enum
{
  SIGNAL_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static const char *
presence_words (FtXmppContact *contact)
{
  if (ft_xmpp_contact_get_fourteen_jid (contact) != NULL)
    return _("online with Fourteen");
  return ft_xmpp_contact_is_online (contact) ? _("online") : _("offline");
}

static void
contact_notify_cb (FtXmppContact *contact, GParamSpec *pspec G_GNUC_UNUSED, gpointer user_data)
{
  AdwActionRow *row = user_data;
  const char *jid = ft_xmpp_contact_get_jid (contact);
  /* The address under a name; a contact without a name is its address. */
  g_autofree char *subtitle = g_strcmp0 (ft_xmpp_contact_get_name (contact), jid) != 0
                                ? g_strdup_printf ("%s — %s", jid, presence_words (contact))
                                : g_strdup (presence_words (contact));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), ft_xmpp_contact_get_name (contact));
  adw_action_row_set_subtitle (row, subtitle);
}

static GtkWidget *
create_row (gpointer item, gpointer user_data G_GNUC_UNUSED)
{
  FtXmppContact *contact = item;
  GtkWidget *row = adw_action_row_new ();

  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_object_set_data_full (G_OBJECT (row), "ft-jid", g_strdup (ft_xmpp_contact_get_jid (contact)), g_free);
  contact_notify_cb (contact, NULL, row);
  g_signal_connect_object (contact, "notify", G_CALLBACK (contact_notify_cb), row, 0);
  return row;
}

static const char *
selected_jid (FtXmppFriendDialog *self)
{
  GtkListBoxRow *row = gtk_list_box_get_selected_row (GTK_LIST_BOX (self->list));

  return row != NULL ? g_object_get_data (G_OBJECT (row), "ft-jid") : NULL;
}

static void
selection_cb (GtkListBox *list G_GNUC_UNUSED, GtkListBoxRow *row G_GNUC_UNUSED, gpointer user_data)
{
  FtXmppFriendDialog *self = user_data;

  gtk_widget_set_sensitive (self->next_button, selected_jid (self) != NULL);
}

static void
next_clicked_cb (GtkButton *button G_GNUC_UNUSED, gpointer user_data)
{
  FtXmppFriendDialog *self = user_data;
  g_autofree char *jid = g_strdup (selected_jid (self));

  if (jid == NULL)
    return;
  g_object_ref (self);
  g_signal_emit (self, signals[SIGNAL_CHOSEN], 0, jid);
  gtk_window_destroy (GTK_WINDOW (self));
  g_object_unref (self);
}

static void
row_activated_cb (GtkListBox *list G_GNUC_UNUSED, GtkListBoxRow *row G_GNUC_UNUSED, gpointer user_data)
{
  next_clicked_cb (NULL, user_data);
}

gboolean
ft_xmpp_friend_dialog_choose (FtXmppFriendDialog *self, const char *jid)
{
  GtkListBoxRow *row;

  g_return_val_if_fail (FT_IS_XMPP_FRIEND_DIALOG (self), FALSE);

  for (int i = 0; (row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->list), i)) != NULL; i++)
    if (ft_xmpp_jid_same_bare (g_object_get_data (G_OBJECT (row), "ft-jid"), jid))
      {
        gtk_list_box_select_row (GTK_LIST_BOX (self->list), row);
        next_clicked_cb (NULL, self);
        return TRUE;
      }
  return FALSE;
}

char *
ft_xmpp_friend_dialog_describe (FtXmppFriendDialog *self, const char *jid)
{
  FtXmppContact *contact;

  g_return_val_if_fail (FT_IS_XMPP_FRIEND_DIALOG (self), NULL);

  contact = ft_xmpp_roster_lookup (self->roster, jid);
  return contact != NULL ? g_strdup_printf ("%s — %s", ft_xmpp_contact_get_jid (contact), presence_words (contact))
                         : NULL;
}

void
ft_xmpp_friend_dialog_add (FtXmppFriendDialog *self, const char *jid)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *note = NULL;

  g_return_if_fail (FT_IS_XMPP_FRIEND_DIALOG (self));

  if (!ft_xmpp_jid_parse (jid, NULL, NULL, NULL, &error) || !ft_xmpp_jid_is_account (jid))
    note = g_strdup_printf (_("“%s” is not an account’s address (name@server)."), jid);
  else
    {
      ft_xmpp_roster_add (self->roster, jid, NULL);
      note = g_strdup_printf (_("Asked %s to be your contact: they appear online once they accept."), jid);
      gtk_editable_set_text (GTK_EDITABLE (self->add_row), "");
    }
  gtk_label_set_text (GTK_LABEL (self->add_note), note);
  gtk_widget_set_visible (self->add_note, TRUE);
}

static void
add_clicked_cb (GtkWidget *widget G_GNUC_UNUSED, gpointer user_data)
{
  FtXmppFriendDialog *self = user_data;
  g_autofree char *jid = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->add_row))));

  if (*jid != '\0')
    ft_xmpp_friend_dialog_add (self, jid);
}

static GtkWidget *
contacts_group (FtXmppFriendDialog *self)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *placeholder = gtk_label_new (_("No contacts yet: add a friend’s address below."));

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Contacts"));
  adw_preferences_group_set_description (
    ADW_PREFERENCES_GROUP (group), _("Pick the friend to invite. A friend online with Fourteen gets the invitation at once."));
  self->list = gtk_list_box_new ();
  gtk_widget_add_css_class (self->list, "boxed-list");
  gtk_widget_add_css_class (placeholder, "dim-label");
  gtk_widget_set_margin_top (placeholder, 12);
  gtk_widget_set_margin_bottom (placeholder, 12);
  gtk_list_box_set_placeholder (GTK_LIST_BOX (self->list), placeholder);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Contacts"), -1);
  g_signal_connect (self->list, "row-selected", G_CALLBACK (selection_cb), self);
  g_signal_connect (self->list, "row-activated", G_CALLBACK (row_activated_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->list);
  return group;
}

static GtkWidget *
add_group (FtXmppFriendDialog *self)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Add"));

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Add a Contact"));
  self->add_row = adw_entry_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->add_row), _("Friend’s address (name@server)"));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  adw_entry_row_add_suffix (ADW_ENTRY_ROW (self->add_row), button);
  g_signal_connect (button, "clicked", G_CALLBACK (add_clicked_cb), self);
  g_signal_connect (self->add_row, "entry-activated", G_CALLBACK (add_clicked_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->add_row);
  self->add_note = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->add_note), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->add_note), 0);
  gtk_widget_add_css_class (self->add_note, "dim-label");
  gtk_widget_set_margin_top (self->add_note, 6);
  gtk_widget_set_visible (self->add_note, FALSE);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->add_note);
  return group;
}

static void
build (FtXmppFriendDialog *self)
{
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  GtkWidget *page = adw_preferences_page_new ();

  gtk_window_set_title (GTK_WINDOW (self), _("Play a Friend Online"));
  gtk_window_set_default_size (GTK_WINDOW (self), 420, 520);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_set_show_start_title_buttons (ADW_HEADER_BAR (header), FALSE);
  self->next_button = gtk_button_new_with_mnemonic (_("_Next"));
  gtk_widget_add_css_class (self->next_button, "suggested-action");
  gtk_widget_set_sensitive (self->next_button, FALSE);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), self->next_button);
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (gtk_window_destroy), self);
  g_signal_connect (self->next_button, "clicked", G_CALLBACK (next_clicked_cb), self);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (contacts_group (self)));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (add_group (self)));
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (content), header);
  gtk_box_append (GTK_BOX (content), page);
  adw_window_set_content (ADW_WINDOW (self), content);
}

static void
ft_xmpp_friend_dialog_dispose (GObject *object)
{
  FtXmppFriendDialog *self = FT_XMPP_FRIEND_DIALOG (object);

  /* The rows going say "nothing selected" to a dialog half gone. */
  if (self->list != NULL)
    g_signal_handlers_disconnect_by_data (self->list, self);
  g_clear_object (&self->roster);
  G_OBJECT_CLASS (ft_xmpp_friend_dialog_parent_class)->dispose (object);
}

static void
ft_xmpp_friend_dialog_class_init (FtXmppFriendDialogClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_xmpp_friend_dialog_dispose;
  signals[SIGNAL_CHOSEN] = g_signal_new ("chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
ft_xmpp_friend_dialog_init (FtXmppFriendDialog *self)
{
  build (self);
}

FtXmppFriendDialog *
ft_xmpp_friend_dialog_new (GtkWindow *parent, FtXmppRoster *roster)
{
  FtXmppFriendDialog *self = g_object_new (FT_TYPE_XMPP_FRIEND_DIALOG, "transient-for", parent, NULL);

  g_return_val_if_fail (FT_IS_XMPP_ROSTER (roster), NULL);

  self->roster = g_object_ref (roster);
  gtk_list_box_bind_model (GTK_LIST_BOX (self->list), G_LIST_MODEL (roster), create_row, NULL, NULL);
  return self;
}
