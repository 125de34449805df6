/* ft-xmpp-invitation-bar.c — see ft-xmpp-invitation-bar.h. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ft-xmpp-invitation-bar.h"
#include "ft-xmpp-jid.h"

struct _FtXmppInvitationBar
{
  GtkBox parent_instance;

  GtkWidget *label;
  GtkWidget *ignore_button;
  char *from;
  FtXmppInvite *invite;
  char *text;
};

G_DEFINE_FINAL_TYPE (FtXmppInvitationBar, ft_xmpp_invitation_bar, GTK_TYPE_BOX)

enum
{
  SIGNAL_ANSWERED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

char *
ft_xmpp_invitation_describe (const FtXmppInvite *invite)
{
  const FtNetMessage *setup = &invite->setup;
  gboolean checkers = setup->game == FT_GAME_KIND_CHECKERS;
  const char *kind, *side;
  g_autofree char *clock = NULL;

  if (checkers)
    kind = setup->checkers_rules == FT_CHECKERS_RULES_ENGLISH ? _("English draughts")
                                                              : _("checkers with bombs and shields");
  else
    kind = setup->rules == FT_RULES_FOURTEEN ? _("Fourteen") : _("standard chess");
  if (setup->clock == FT_NET_CLOCK_UNTIMED)
    clock = g_strdup (_("untimed"));
  else
    /* TRANSLATORS: a clock: minutes, then the seconds added a move */
    clock = g_strdup_printf (_("%d min + %d s"), (int) (setup->start_ms[invite->colour] / 60000),
                             (int) (setup->increment_ms[invite->colour] / 1000));
  if (checkers)
    side = invite->colour == FT_WHITE ? _("you play Fire") : _("you play Water");
  else
    side = invite->colour == FT_WHITE ? _("you play White") : _("you play Black");
  return g_strdup_printf ("%s, %s; %s", kind, clock, side);
}

static void
clear (FtXmppInvitationBar *self)
{
  g_clear_pointer (&self->from, g_free);
  g_clear_pointer (&self->invite, g_free);
  g_clear_pointer (&self->text, g_free);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

void
ft_xmpp_invitation_bar_show (FtXmppInvitationBar *self, const char *from, const FtXmppInvite *invite,
                             gboolean request)
{
  g_autofree char *bare = ft_xmpp_jid_bare (from);
  g_autofree char *game = ft_xmpp_invitation_describe (invite);

  g_return_if_fail (FT_IS_XMPP_INVITATION_BAR (self));

  clear (self);
  self->from = g_strdup (from);
  self->invite = g_memdup2 (invite, sizeof *invite);
  if (request)
    self->text = g_strdup_printf (_("%s, who is not among your contacts, asks you to play: %s"),
                                  bare != NULL ? bare : from, game);
  else
    self->text = g_strdup_printf (_("%s invites you to play: %s"), bare != NULL ? bare : from, game);
  gtk_label_set_text (GTK_LABEL (self->label), self->text);
  gtk_widget_set_tooltip_text (self->label, self->text);
  gtk_widget_set_visible (self->ignore_button, request);
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
}

void
ft_xmpp_invitation_bar_withdrawn (FtXmppInvitationBar *self, const char *from, const char *code)
{
  g_return_if_fail (FT_IS_XMPP_INVITATION_BAR (self));

  if (self->invite != NULL && g_strcmp0 (self->invite->code, code) == 0 && ft_xmpp_jid_same_bare (from, self->from))
    clear (self);
}

void
ft_xmpp_invitation_bar_answer (FtXmppInvitationBar *self, FtXmppInvitationAnswer answer)
{
  g_autofree char *from = NULL;
  g_autofree FtXmppInvite *invite = NULL;

  g_return_if_fail (FT_IS_XMPP_INVITATION_BAR (self));

  if (self->invite == NULL)
    return;
  from = g_steal_pointer (&self->from);
  invite = g_steal_pointer (&self->invite);
  clear (self);
  g_signal_emit (self, signals[SIGNAL_ANSWERED], 0, (int) answer, from, invite);
}

const char *
ft_xmpp_invitation_bar_get_text (FtXmppInvitationBar *self)
{
  g_return_val_if_fail (FT_IS_XMPP_INVITATION_BAR (self), NULL);
  return self->text;
}

static void
accept_clicked_cb (GtkButton *button G_GNUC_UNUSED, gpointer user_data)
{
  ft_xmpp_invitation_bar_answer (user_data, FT_XMPP_INVITATION_ACCEPT);
}

static void
decline_clicked_cb (GtkButton *button G_GNUC_UNUSED, gpointer user_data)
{
  ft_xmpp_invitation_bar_answer (user_data, FT_XMPP_INVITATION_DECLINE);
}

static void
ignore_clicked_cb (GtkButton *button G_GNUC_UNUSED, gpointer user_data)
{
  ft_xmpp_invitation_bar_answer (user_data, FT_XMPP_INVITATION_IGNORE);
}

static GtkWidget *
add_button (FtXmppInvitationBar *self, const char *label, GCallback callback)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_signal_connect (button, "clicked", callback, self);
  gtk_box_append (GTK_BOX (self), button);
  return button;
}

static void
ft_xmpp_invitation_bar_finalize (GObject *object)
{
  FtXmppInvitationBar *self = FT_XMPP_INVITATION_BAR (object);

  g_free (self->from);
  g_free (self->invite);
  g_free (self->text);
  G_OBJECT_CLASS (ft_xmpp_invitation_bar_parent_class)->finalize (object);
}

static void
ft_xmpp_invitation_bar_class_init (FtXmppInvitationBarClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ft_xmpp_invitation_bar_finalize;
  signals[SIGNAL_ANSWERED] = g_signal_new ("answered", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                           NULL, G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_STRING, G_TYPE_POINTER);
}

static void
ft_xmpp_invitation_bar_init (FtXmppInvitationBar *self)
{
  GtkWidget *accept;

  gtk_box_set_spacing (GTK_BOX (self), 6);
  gtk_widget_add_css_class (GTK_WIDGET (self), "toolbar");
  gtk_widget_add_css_class (GTK_WIDGET (self), "invitation-bar");
  self->label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->label), 0);
  gtk_widget_set_hexpand (self->label, TRUE);
  gtk_widget_set_margin_start (self->label, 6);
  gtk_box_append (GTK_BOX (self), self->label);
  self->ignore_button = add_button (self, _("_Ignore for Good"), G_CALLBACK (ignore_clicked_cb));
  add_button (self, _("_Decline"), G_CALLBACK (decline_clicked_cb));
  accept = add_button (self, _("_Accept"), G_CALLBACK (accept_clicked_cb));
  gtk_widget_add_css_class (accept, "suggested-action");
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
ft_xmpp_invitation_bar_new (void)
{
  return g_object_new (FT_TYPE_XMPP_INVITATION_BAR, NULL);
}
