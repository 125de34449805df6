/* ft-fog-pass.c — see ft-fog-pass.h. */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-fog-pass.h"

struct _FtFogPass
{
  AdwBin parent_instance;

  GtkWidget *page;
  GtkWidget *button;
  int asked_side; /* the side the screen asks for, -1: none */
  int shown_side; /* the side that last said "I am …", -1: none */
};

G_DEFINE_FINAL_TYPE (FtFogPass, ft_fog_pass, ADW_TYPE_BIN)

enum
{
  SIGNAL_SHOWN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

gboolean
ft_fog_pass_update (FtFogPass *self, int side)
{
  gboolean pass;

  g_return_val_if_fail (FT_IS_FOG_PASS (self), FALSE);

  pass = side >= 0 && side != self->shown_side;
  self->asked_side = pass ? side : -1;
  if (pass)
    {
      adw_status_page_set_title (ADW_STATUS_PAGE (self->page), side == FT_WHITE ? _("Pass the computer to White")
                                                                                 : _("Pass the computer to Black"));
      gtk_button_set_label (GTK_BUTTON (self->button), side == FT_WHITE ? _("I am White — show the board")
                                                                        : _("I am Black — show the board"));
    }
  gtk_widget_set_visible (GTK_WIDGET (self), pass);
  return pass;
}

int
ft_fog_pass_get_shown_side (FtFogPass *self)
{
  g_return_val_if_fail (FT_IS_FOG_PASS (self), -1);
  return self->shown_side;
}

void
ft_fog_pass_reset (FtFogPass *self)
{
  g_return_if_fail (FT_IS_FOG_PASS (self));
  self->shown_side = self->asked_side = -1;
}

void
ft_fog_pass_show_board (FtFogPass *self)
{
  g_return_if_fail (FT_IS_FOG_PASS (self));

  if (self->asked_side < 0)
    return;
  self->shown_side = self->asked_side;
  self->asked_side = -1;
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  g_signal_emit (self, signals[SIGNAL_SHOWN], 0, self->shown_side);
}

static void
ft_fog_pass_class_init (FtFogPassClass *klass)
{
  /* shown (int side): that side said it is them; the board may show
   * their view. */
  signals[SIGNAL_SHOWN] = g_signal_new ("shown", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                        NULL, G_TYPE_NONE, 1, G_TYPE_INT);
}

static void
ft_fog_pass_init (FtFogPass *self)
{
  self->asked_side = self->shown_side = -1;
  self->page = adw_status_page_new ();
  self->button = gtk_button_new ();
  adw_status_page_set_icon_name (ADW_STATUS_PAGE (self->page), "view-conceal-symbolic");
  adw_status_page_set_description (ADW_STATUS_PAGE (self->page),
                                   _("Fog of war: each player sees only their own side of the board"));
  gtk_widget_add_css_class (self->button, "pill");
  gtk_widget_add_css_class (self->button, "suggested-action");
  gtk_widget_set_halign (self->button, GTK_ALIGN_CENTER);
  g_signal_connect_swapped (self->button, "clicked", G_CALLBACK (ft_fog_pass_show_board), self);
  adw_status_page_set_child (ADW_STATUS_PAGE (self->page), self->button);
  adw_bin_set_child (ADW_BIN (self), self->page);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
ft_fog_pass_new (void)
{
  return g_object_new (FT_TYPE_FOG_PASS, NULL);
}
