/* ft-window-fog.c — fog of war between two people at one computer
 * (docs/playing.md#fog-of-war): between turns the board is hidden behind a
 * "Pass the computer to Black" screen until the player whose turn it is
 * says it is them, so that neither sees the other's view. */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-window-private.h"

static void
show_board_clicked_cb (GtkButton *button G_GNUC_UNUSED, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);
  FtGame *game = _ft_window_current_game (self);

  if (game == NULL)
    return;
  self->fog_shown_side = ft_game_get_turn (game);
  _ft_window_update_board_view (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

/* Two people, a fog-of-war game going on: whose turn it is, else -1. */
static int
side_to_pass_to (FtWindow *self)
{
  FtGame *game = _ft_window_current_game (self);

  if (game == NULL || ft_game_get_kind (game) != FT_GAME_KIND_CHESS || !ft_game_get_position (game)->fog
      || ft_game_is_over (game)
      || ft_session_get_local_colours (self->session) != FT_BOARD_BOTH_COLOURS)
    return -1;
  return ft_game_get_turn (game);
}

static void
make_pass_screen (FtWindow *self)
{
  GtkWidget *page = adw_status_page_new ();
  GtkWidget *button = gtk_button_new ();

  adw_status_page_set_icon_name (ADW_STATUS_PAGE (page), "view-conceal-symbolic");
  gtk_widget_add_css_class (button, "pill");
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  g_signal_connect (button, "clicked", G_CALLBACK (show_board_clicked_cb), self);
  adw_status_page_set_child (ADW_STATUS_PAGE (page), button);
  gtk_widget_set_hexpand (page, TRUE);
  gtk_widget_set_vexpand (page, TRUE);
  /* In the board's place, beside the sidebar. */
  gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (GTK_WIDGET (self->board))), page,
                              GTK_WIDGET (self->board));
  self->fog_pass = page;
  self->fog_pass_button = button;
}

void
_ft_window_update_fog_pass (FtWindow *self)
{
  int side = side_to_pass_to (self);
  gboolean pass = side >= 0 && side != self->fog_shown_side && !self->paused;

  if (pass && self->fog_pass == NULL)
    make_pass_screen (self);
  if (pass)
    {
      adw_status_page_set_title (ADW_STATUS_PAGE (self->fog_pass),
                                 side == FT_WHITE ? _("Pass the computer to White")
                                                  : _("Pass the computer to Black"));
      adw_status_page_set_description (ADW_STATUS_PAGE (self->fog_pass),
                                       _("Fog of war: each player sees only their own side of the board"));
      gtk_button_set_label (GTK_BUTTON (self->fog_pass_button),
                            side == FT_WHITE ? _("I am White — show the board")
                                             : _("I am Black — show the board"));
    }
  if (self->fog_pass != NULL)
    gtk_widget_set_visible (self->fog_pass, pass);
  gtk_widget_set_visible (GTK_WIDGET (self->board), !pass);
}

gboolean
ft_window_is_fog_pass_shown (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), FALSE);
  return self->fog_pass != NULL && gtk_widget_get_visible (self->fog_pass);
}

void
ft_window_fog_show_board (FtWindow *self)
{
  g_return_if_fail (FT_IS_WINDOW (self));
  if (ft_window_is_fog_pass_shown (self))
    g_signal_emit_by_name (self->fog_pass_button, "clicked");
}
