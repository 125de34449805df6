/* ft-xmpp-account-page.c — see ft-xmpp-account-page.h. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ft-xmpp-account-page.h"

struct _FtXmppAccountPage
{
  AdwPreferencesPage parent_instance;

  FtXmppAccount *account;
  GtkWidget *jid_row;
  GtkWidget *password_row;
  GtkWidget *server_row;
  GtkWidget *status_row;
  GtkWidget *sign_in_button;
  GtkWidget *sign_out_button;
  GtkWidget *keyring_label;
};

G_DEFINE_FINAL_TYPE (FtXmppAccountPage, ft_xmpp_account_page, ADW_TYPE_PREFERENCES_PAGE)

static void
update (FtXmppAccountPage *self)
{
  FtXmppState state = ft_xmpp_account_get_state (self->account);
  const char *jid = ft_xmpp_account_get_jid (self->account);

  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->status_row), ft_xmpp_account_get_status (self->account));
  gtk_widget_set_sensitive (self->sign_in_button, state == FT_XMPP_STATE_OFFLINE);
  gtk_widget_set_sensitive (self->sign_out_button, jid != NULL);
  gtk_widget_set_sensitive (self->jid_row, state == FT_XMPP_STATE_OFFLINE);
  gtk_widget_set_sensitive (self->server_row, state == FT_XMPP_STATE_OFFLINE);
  gtk_widget_set_visible (self->keyring_label, !ft_xmpp_account_has_keyring (self->account));
  if (jid != NULL && *gtk_editable_get_text (GTK_EDITABLE (self->jid_row)) == '\0')
    gtk_editable_set_text (GTK_EDITABLE (self->jid_row), jid);
}

static void
account_notify_cb (GObject *account G_GNUC_UNUSED, GParamSpec *pspec G_GNUC_UNUSED, gpointer user_data)
{
  update (user_data);
}

static void
password_needed_cb (FtXmppAccount *account G_GNUC_UNUSED, gpointer user_data)
{
  FtXmppAccountPage *self = user_data;

  update (self);
  gtk_widget_grab_focus (self->password_row);
}

static void
sign_in_clicked_cb (GtkButton *button G_GNUC_UNUSED, gpointer user_data)
{
  FtXmppAccountPage *self = user_data;
  g_autoptr (GError) error = NULL;
  const char *jid = gtk_editable_get_text (GTK_EDITABLE (self->jid_row));
  const char *password = gtk_editable_get_text (GTK_EDITABLE (self->password_row));
  const char *server = gtk_editable_get_text (GTK_EDITABLE (self->server_row));

  if (!ft_xmpp_account_set_server (self->account, server, &error)
      || !ft_xmpp_account_sign_in (self->account, jid, password, &error))
    {
      g_autofree char *text = g_strdup_printf (_("Cannot sign in: %s"), error->message);

      adw_action_row_set_subtitle (ADW_ACTION_ROW (self->status_row), text);
      return;
    }
  /* The field is no place to keep it. */
  gtk_editable_set_text (GTK_EDITABLE (self->password_row), "");
  update (self);
}

static void
entry_activated_cb (AdwEntryRow *row G_GNUC_UNUSED, gpointer user_data)
{
  sign_in_clicked_cb (NULL, user_data);
}

static void
sign_out_clicked_cb (GtkButton *button G_GNUC_UNUSED, gpointer user_data)
{
  FtXmppAccountPage *self = user_data;

  ft_xmpp_account_sign_out (self->account);
  update (self);
}

void
ft_xmpp_account_page_sign_in (FtXmppAccountPage *self, const char *jid, const char *password, const char *server)
{
  g_return_if_fail (FT_IS_XMPP_ACCOUNT_PAGE (self));

  gtk_editable_set_text (GTK_EDITABLE (self->jid_row), jid);
  gtk_editable_set_text (GTK_EDITABLE (self->password_row), password != NULL ? password : "");
  gtk_editable_set_text (GTK_EDITABLE (self->server_row), server != NULL ? server : "");
  sign_in_clicked_cb (NULL, self);
}

void
ft_xmpp_account_page_sign_out (FtXmppAccountPage *self)
{
  g_return_if_fail (FT_IS_XMPP_ACCOUNT_PAGE (self));
  sign_out_clicked_cb (NULL, self);
}

const char *
ft_xmpp_account_page_get_status (FtXmppAccountPage *self)
{
  g_return_val_if_fail (FT_IS_XMPP_ACCOUNT_PAGE (self), NULL);
  return adw_action_row_get_subtitle (ADW_ACTION_ROW (self->status_row));
}

static GtkWidget *
entry_row (AdwPreferencesGroup *group, GtkWidget *row, const char *title)
{
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_group_add (group, row);
  return row;
}

static void
build (FtXmppAccountPage *self)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  adw_preferences_page_set_title (ADW_PREFERENCES_PAGE (self), _("Online Account"));
  adw_preferences_page_set_icon_name (ADW_PREFERENCES_PAGE (self), "system-users-symbolic");
  adw_preferences_group_set_title (group, _("Play Friends Online"));
  adw_preferences_group_set_description (
    group, _("Any XMPP (Jabber) account plays friends anywhere: sign in here, then choose A Friend Online "
             "in the New Game dialog. The password is kept in the desktop’s keyring."));
  self->jid_row = entry_row (group, adw_entry_row_new (), _("Account (name@server)"));
  self->password_row = entry_row (group, adw_password_entry_row_new (), _("Password"));
  self->server_row = entry_row (group, adw_entry_row_new (), _("Server (optional: host or host:port)"));
  self->status_row = adw_action_row_new ();
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->status_row), _("Status"));
  gtk_widget_add_css_class (self->status_row, "property");
  self->sign_in_button = gtk_button_new_with_mnemonic (_("Sign _In"));
  self->sign_out_button = gtk_button_new_with_mnemonic (_("Sign _Out"));
  gtk_widget_add_css_class (self->sign_in_button, "suggested-action");
  gtk_box_append (GTK_BOX (buttons), self->sign_in_button);
  gtk_box_append (GTK_BOX (buttons), self->sign_out_button);
  gtk_widget_set_valign (buttons, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (self->status_row), buttons);
  adw_preferences_group_add (group, self->status_row);
  self->keyring_label = gtk_label_new (_("There is no keyring: the password is asked at every sign-in."));
  gtk_label_set_wrap (GTK_LABEL (self->keyring_label), TRUE);
  gtk_widget_add_css_class (self->keyring_label, "dim-label");
  gtk_widget_set_margin_top (self->keyring_label, 12);
  adw_preferences_group_add (group, self->keyring_label);
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (self), group);
  g_signal_connect (self->sign_in_button, "clicked", G_CALLBACK (sign_in_clicked_cb), self);
  g_signal_connect (self->sign_out_button, "clicked", G_CALLBACK (sign_out_clicked_cb), self);
  g_signal_connect (self->password_row, "entry-activated", G_CALLBACK (entry_activated_cb), self);
}

static void
ft_xmpp_account_page_dispose (GObject *object)
{
  FtXmppAccountPage *self = FT_XMPP_ACCOUNT_PAGE (object);

  if (self->account != NULL)
    g_signal_handlers_disconnect_by_data (self->account, self);
  g_clear_object (&self->account);
  G_OBJECT_CLASS (ft_xmpp_account_page_parent_class)->dispose (object);
}

static void
ft_xmpp_account_page_class_init (FtXmppAccountPageClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_xmpp_account_page_dispose;
}

static void
ft_xmpp_account_page_init (FtXmppAccountPage *self)
{
  build (self);
}

GtkWidget *
ft_xmpp_account_page_new (FtXmppAccount *account)
{
  FtXmppAccountPage *self = g_object_new (FT_TYPE_XMPP_ACCOUNT_PAGE, NULL);

  g_return_val_if_fail (FT_IS_XMPP_ACCOUNT (account), NULL);

  self->account = g_object_ref (account);
  g_signal_connect (account, "notify::status", G_CALLBACK (account_notify_cb), self);
  g_signal_connect (account, "notify::state", G_CALLBACK (account_notify_cb), self);
  g_signal_connect (account, "password-needed", G_CALLBACK (password_needed_cb), self);
  update (self);
  return GTK_WIDGET (self);
}
