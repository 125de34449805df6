/* ft-sidebar.c — clocks, turn, message, Resign and Restart. */
#include "config.h"

#include "ft-sidebar.h"

struct _FtSidebar
{
  GtkBox parent_instance;

  GtkLabel *top_clock;
  GtkLabel *bottom_clock;
  GtkLabel *turn_label;
  GtkLabel *message_label;
  GtkLabel *top_name;
  GtkLabel *bottom_name;
  GtkWidget *new_game_button;
};

G_DEFINE_FINAL_TYPE (FtSidebar, ft_sidebar, GTK_TYPE_BOX)

static void
ft_sidebar_class_init (FtSidebarClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/fourteenchess/Fourteen/ui/ft-sidebar.ui");
  gtk_widget_class_bind_template_child (widget_class, FtSidebar, top_clock);
  gtk_widget_class_bind_template_child (widget_class, FtSidebar, bottom_clock);
  gtk_widget_class_bind_template_child (widget_class, FtSidebar, turn_label);
  gtk_widget_class_bind_template_child (widget_class, FtSidebar, message_label);
  gtk_widget_class_bind_template_child (widget_class, FtSidebar, top_name);
  gtk_widget_class_bind_template_child (widget_class, FtSidebar, bottom_name);
  gtk_widget_class_bind_template_child (widget_class, FtSidebar, new_game_button);
  gtk_widget_class_set_css_name (widget_class, "ft-sidebar");
}

static void
ft_sidebar_init (FtSidebar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
ft_sidebar_new (void)
{
  return g_object_new (FT_TYPE_SIDEBAR, NULL);
}

static void
set_running_class (GtkLabel *label, gboolean running)
{
  if (running)
    gtk_widget_add_css_class (GTK_WIDGET (label), "running");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (label), "running");
}

void
ft_sidebar_set_clocks (FtSidebar *self, const char *top, const char *bottom,
                       FtSidebarRunning running)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));

  gtk_label_set_text (self->top_clock, top);
  gtk_label_set_text (self->bottom_clock, bottom);
  set_running_class (self->top_clock, running == FT_SIDEBAR_RUNNING_TOP);
  set_running_class (self->bottom_clock, running == FT_SIDEBAR_RUNNING_BOTTOM);
}

void
ft_sidebar_set_turn (FtSidebar *self, const char *text)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));
  gtk_label_set_text (self->turn_label, text != NULL ? text : "");
}

void
ft_sidebar_set_message (FtSidebar *self, const char *text)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));
  gtk_label_set_text (self->message_label, text != NULL ? text : "");
}

void
ft_sidebar_set_message_style (FtSidebar *self, FtSidebarMessageStyle style)
{
  GtkWidget *label;

  g_return_if_fail (FT_IS_SIDEBAR (self));

  /* libadwaita's colour classes, which follow the light and dark styles. */
  label = GTK_WIDGET (self->message_label);
  gtk_widget_remove_css_class (label, "error");
  gtk_widget_remove_css_class (label, "success");
  if (style == FT_SIDEBAR_MESSAGE_WARNING)
    gtk_widget_add_css_class (label, "error");
  else if (style == FT_SIDEBAR_MESSAGE_GOOD)
    gtk_widget_add_css_class (label, "success");
}

const char *
ft_sidebar_get_top_clock (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return gtk_label_get_text (self->top_clock);
}

const char *
ft_sidebar_get_bottom_clock (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return gtk_label_get_text (self->bottom_clock);
}

const char *
ft_sidebar_get_turn (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return gtk_label_get_text (self->turn_label);
}

const char *
ft_sidebar_get_message (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return gtk_label_get_text (self->message_label);
}

void
ft_sidebar_set_names (FtSidebar *self, const char *top, const char *bottom)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));
  gtk_label_set_text (self->top_name, top != NULL ? top : "");
  gtk_label_set_text (self->bottom_name, bottom != NULL ? bottom : "");
}

const char *
ft_sidebar_get_top_name (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return gtk_label_get_text (self->top_name);
}

const char *
ft_sidebar_get_bottom_name (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return gtk_label_get_text (self->bottom_name);
}

void
ft_sidebar_set_game_over (FtSidebar *self, gboolean over)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));
  gtk_widget_set_visible (self->new_game_button, over);
}

gboolean
ft_sidebar_get_game_over (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), FALSE);
  return gtk_widget_get_visible (self->new_game_button);
}
