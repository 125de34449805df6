/* ft-status-line.c — see ft-status-line.h. The two labels are placed here
 * (measure, size_allocate): both lines always take their place, the
 * subtitle's too when it is empty, so that the title never moves. */
#include "config.h"

#include "ft-status-line.h"

#define NATURAL_WIDTH 360 /* px: with the header's buttons, within the 792 px window */

struct _FtStatusLine
{
  GtkWidget parent_instance;

  GtkLabel *turn_label;
  GtkLabel *message_label;
};

G_DEFINE_FINAL_TYPE (FtStatusLine, ft_status_line, GTK_TYPE_WIDGET)

static void
measure_label (GtkLabel *label, GtkOrientation orientation, int *minimum, int *natural)
{
  gtk_widget_measure (GTK_WIDGET (label), orientation, -1, minimum, natural, NULL, NULL);
}

static void
ft_status_line_measure (GtkWidget *widget, GtkOrientation orientation, int for_size G_GNUC_UNUSED,
                        int *minimum, int *natural, int *minimum_baseline G_GNUC_UNUSED,
                        int *natural_baseline G_GNUC_UNUSED)
{
  FtStatusLine *self = FT_STATUS_LINE (widget);
  int min1, nat1, min2, nat2;

  measure_label (self->turn_label, orientation, &min1, &nat1);
  measure_label (self->message_label, orientation, &min2, &nat2);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* As wide as a long message whatever it says: the header bar centres
       * a title of its natural width, and a width that followed the text
       * would move it with every turn. */
      *minimum = MAX (min1, min2);
      *natural = MAX (MAX (nat1, nat2), NATURAL_WIDTH);
    }
  else
    {
      /* An empty line is as high as a written one: see below. */
      g_autoptr (PangoLayout) probe = gtk_widget_create_pango_layout (GTK_WIDGET (self->message_label), "Ag");
      int line;

      pango_layout_get_pixel_size (probe, NULL, &line);
      *minimum = *natural = MAX (nat1, 0) + MAX (nat2, line);
    }
}

/* A line cut short has its whole text in its tooltip. Set only when it
 * changes: a tooltip set again wakes the main loop half a second later,
 * after every allocation (test-idle). */
static void
update_tooltip (GtkLabel *label)
{
  gboolean cut = pango_layout_is_ellipsized (gtk_label_get_layout (label));
  const char *tooltip = cut ? gtk_label_get_text (label) : NULL;

  if (g_strcmp0 (gtk_widget_get_tooltip_text (GTK_WIDGET (label)), tooltip) != 0)
    gtk_widget_set_tooltip_text (GTK_WIDGET (label), tooltip);
}

static void
ft_status_line_size_allocate (GtkWidget *widget, int width, int height, int baseline G_GNUC_UNUSED)
{
  FtStatusLine *self = FT_STATUS_LINE (widget);
  int minimum, turn_height, total;

  measure_label (self->turn_label, GTK_ORIENTATION_VERTICAL, &minimum, &turn_height);
  ft_status_line_measure (widget, GTK_ORIENTATION_VERTICAL, width, &minimum, &total, NULL, NULL);
  gtk_widget_size_allocate (GTK_WIDGET (self->turn_label),
                            &(GtkAllocation) { 0, (height - total) / 2, width, turn_height }, -1);
  gtk_widget_size_allocate (GTK_WIDGET (self->message_label),
                            &(GtkAllocation) { 0, (height - total) / 2 + turn_height, width, total - turn_height },
                            -1);
  update_tooltip (self->turn_label);
  update_tooltip (self->message_label);
}

static void
ft_status_line_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), FT_TYPE_STATUS_LINE);
  G_OBJECT_CLASS (ft_status_line_parent_class)->dispose (object);
}

static void
ft_status_line_class_init (FtStatusLineClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ft_status_line_dispose;
  widget_class->measure = ft_status_line_measure;
  widget_class->size_allocate = ft_status_line_size_allocate;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/fourteenchess/Fourteen/ui/ft-status-line.ui");
  gtk_widget_class_bind_template_child (widget_class, FtStatusLine, turn_label);
  gtk_widget_class_bind_template_child (widget_class, FtStatusLine, message_label);
  /* libadwaita's window title: the same fonts as AdwWindowTitle's lines. */
  gtk_widget_class_set_css_name (widget_class, "windowtitle");
}

static void
ft_status_line_init (FtStatusLine *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
ft_status_line_new (void)
{
  return g_object_new (FT_TYPE_STATUS_LINE, NULL);
}

void
ft_status_line_set_turn (FtStatusLine *self, const char *text)
{
  g_return_if_fail (FT_IS_STATUS_LINE (self));
  if (text == NULL)
    text = "";
  if (g_strcmp0 (gtk_label_get_text (self->turn_label), text) != 0)
    gtk_label_set_text (self->turn_label, text);
}

const char *
ft_status_line_get_turn (FtStatusLine *self)
{
  g_return_val_if_fail (FT_IS_STATUS_LINE (self), NULL);
  return gtk_label_get_text (self->turn_label);
}

/* A live region as far as GTK 4.8 allows: the role is "alert" and the
 * accessible name the message, so each new message is an alert's name
 * change on the bus (docs/accessibility.md). */
void
ft_status_line_set_message (FtStatusLine *self, const char *text)
{
  g_return_if_fail (FT_IS_STATUS_LINE (self));

  if (text == NULL)
    text = "";
  if (g_strcmp0 (gtk_label_get_text (self->message_label), text) == 0)
    return;
  gtk_label_set_text (self->message_label, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->message_label), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}

const char *
ft_status_line_get_message (FtStatusLine *self)
{
  g_return_val_if_fail (FT_IS_STATUS_LINE (self), NULL);
  return gtk_label_get_text (self->message_label);
}

void
ft_status_line_set_style (FtStatusLine *self, FtStatusStyle style)
{
  GtkWidget *label;

  g_return_if_fail (FT_IS_STATUS_LINE (self));

  /* libadwaita's colour classes, which follow the light and dark styles. */
  label = GTK_WIDGET (self->message_label);
  gtk_widget_remove_css_class (label, "error");
  gtk_widget_remove_css_class (label, "success");
  if (style == FT_STATUS_WARNING)
    gtk_widget_add_css_class (label, "error");
  else if (style == FT_STATUS_GOOD)
    gtk_widget_add_css_class (label, "success");
}
