/* ft-chat-view.c — see ft-chat-view.h. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ft-chat-view.h"
#include "ft-net-message.h"

/* Lines kept in view; older ones go (the chat is short by design). */
#define MAX_LINES 50

struct _FtChatView
{
  GtkBox parent_instance;

  FtNetworkGame *game; /* weak */
  GtkWidget *scroller;
  GtkWidget *list;
  GtkWidget *entry;
  guint n_lines;
  char *last_line;
};

G_DEFINE_FINAL_TYPE (FtChatView, ft_chat_view, GTK_TYPE_BOX)

static void
add_line (FtChatView *self, const char *who, const char *text, gboolean notice)
{
  g_autofree char *line = who != NULL ? g_strdup_printf ("%s: %s", who, text) : g_strdup (text);
  GtkWidget *label = gtk_label_new (line);
  GtkAdjustment *adjustment;

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  if (notice)
    gtk_widget_add_css_class (label, "dim-label");
  gtk_list_box_append (GTK_LIST_BOX (self->list), label);
  if (++self->n_lines > MAX_LINES)
    {
      gtk_list_box_remove (GTK_LIST_BOX (self->list),
                           GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (self->list), 0)));
      self->n_lines--;
    }
  g_free (self->last_line);
  self->last_line = g_steal_pointer (&line);
  gtk_widget_set_visible (self->scroller, TRUE);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
}

static void
update_visible (FtChatView *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self),
                          self->game != NULL && ft_network_game_get_local_colour (self->game) >= 0);
}

static void
chat_cb (FtNetworkGame *game G_GNUC_UNUSED, int side G_GNUC_UNUSED, const char *text, gpointer user_data)
{
  add_line (user_data, _("Opponent"), text, FALSE);
}

static void
session_changed_cb (FtNetworkGame *game G_GNUC_UNUSED, gpointer user_data)
{
  update_visible (user_data);
}

gboolean
ft_chat_view_send (FtChatView *self, const char *text)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (text));

  g_return_val_if_fail (FT_IS_CHAT_VIEW (self), FALSE);

  if (*trimmed == '\0' || self->game == NULL)
    return FALSE;
  if (!ft_network_game_send_chat (self->game, trimmed))
    {
      add_line (self, NULL, _("Not sent: the opponent is not connected, or does not take chat."), TRUE);
      return FALSE;
    }
  add_line (self, _("You"), trimmed, FALSE);
  return TRUE;
}

static void
entry_activate_cb (GtkEntry *entry, gpointer user_data)
{
  if (ft_chat_view_send (user_data, gtk_editable_get_text (GTK_EDITABLE (entry))))
    gtk_editable_set_text (GTK_EDITABLE (entry), "");
}

guint
ft_chat_view_get_n_lines (FtChatView *self)
{
  g_return_val_if_fail (FT_IS_CHAT_VIEW (self), 0);
  return self->n_lines;
}

const char *
ft_chat_view_get_last_line (FtChatView *self)
{
  g_return_val_if_fail (FT_IS_CHAT_VIEW (self), NULL);
  return self->last_line;
}

static void
ft_chat_view_dispose (GObject *object)
{
  FtChatView *self = FT_CHAT_VIEW (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_weak_pointer (&self->game);
  G_OBJECT_CLASS (ft_chat_view_parent_class)->dispose (object);
}

static void
ft_chat_view_finalize (GObject *object)
{
  g_free (FT_CHAT_VIEW (object)->last_line);
  G_OBJECT_CLASS (ft_chat_view_parent_class)->finalize (object);
}

static void
ft_chat_view_class_init (FtChatViewClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_chat_view_dispose;
  G_OBJECT_CLASS (klass)->finalize = ft_chat_view_finalize;
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "chat");
}

static void
ft_chat_view_init (FtChatView *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 4);
  gtk_widget_set_margin_start (GTK_WIDGET (self), 6);
  gtk_widget_set_margin_end (GTK_WIDGET (self), 6);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self), 4);
  self->list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->list, "chat-lines");
  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  /* Three or four lines: the board keeps its room. */
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (self->scroller), 72);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (self->scroller), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), self->list);
  gtk_widget_set_visible (self->scroller, FALSE);
  gtk_box_append (GTK_BOX (self), self->scroller);
  self->entry = gtk_entry_new ();
  gtk_entry_set_max_length (GTK_ENTRY (self->entry), FT_NET_MAX_CHAT);
  gtk_entry_set_placeholder_text (GTK_ENTRY (self->entry), _("Say something to your opponent"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Chat"), -1);
  g_signal_connect (self->entry, "activate", G_CALLBACK (entry_activate_cb), self);
  gtk_box_append (GTK_BOX (self), self->entry);
}

GtkWidget *
ft_chat_view_new (FtNetworkGame *game)
{
  FtChatView *self = g_object_new (FT_TYPE_CHAT_VIEW, NULL);

  g_return_val_if_fail (FT_IS_NETWORK_GAME (game), NULL);

  g_set_weak_pointer (&self->game, game);
  g_signal_connect (game, "chat", G_CALLBACK (chat_cb), self);
  g_signal_connect (game, "session-changed", G_CALLBACK (session_changed_cb), self);
  update_visible (self);
  return GTK_WIDGET (self);
}
