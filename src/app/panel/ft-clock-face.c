/* ft-clock-face.c — see ft-clock-face.h. A GtkLabel asks for a new size
 * with every new text, and GTK 4.8 then lays the whole window out again
 * (0.3–0.5 ms of the main thread, once a second while a clock runs). This
 * widget reserves the width of its text with every digit as the font's
 * widest one, so that a new second only redraws it. It shapes the new text
 * and makes its render node when the text is set (the clock's timer, between
 * frames: shaping the digits with their tabular-figures feature costs about
 * 0.1 ms), so that the frame only places the node; it draws as a label does
 * (centred, the same place to the pixel). */
#include "config.h"

#include "ft-clock-face.h"

struct _FtClockFace
{
  GtkWidget parent_instance;

  char *text;
  PangoLayout *layout;     /* the text, shaped in the widget's font; NULL until needed */
  GskRenderNode *node;     /* the layout drawn at (0, 0) in `color`; NULL until needed */
  GdkRGBA color;
  guint font_serial;       /* pango_context_get_serial () of the widget's context for `node` */
};

enum { PROP_0, PROP_TEXT, N_PROPS };
static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (FtClockFace, ft_clock_face, GTK_TYPE_WIDGET)

/* Does a and b differ only in which digits they show? Then they take the
 * same reserved width. */
static gboolean
same_shape (const char *a, const char *b)
{
  for (; *a != '\0' && *b != '\0'; a++, b++)
    if (*a != *b && !(g_ascii_isdigit (*a) && g_ascii_isdigit (*b)))
      return FALSE;
  return *a == *b;
}

/* The text with every digit as the font's widest digit. */
static char *
widest_text (GtkWidget *widget, const char *text)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, NULL);
  char widest = '0';
  int widest_width = -1;
  char *result = g_strdup (text);

  for (char digit = '0'; digit <= '9'; digit++)
    {
      int width;

      pango_layout_set_text (layout, &digit, 1);
      pango_layout_get_size (layout, &width, NULL);
      if (width > widest_width)
        {
          widest = digit;
          widest_width = width;
        }
    }
  g_object_unref (layout);
  for (char *p = result; *p != '\0'; p++)
    if (g_ascii_isdigit (*p))
      *p = widest;
  return result;
}

/* The text shaped, and drawn as a node in the widget's colour, made
 * again only when the text, the font or the colour changed. */
static void
ensure_node (FtClockFace *self)
{
  GtkStyleContext *style = gtk_widget_get_style_context (GTK_WIDGET (self));
  guint serial = pango_context_get_serial (gtk_widget_get_pango_context (GTK_WIDGET (self)));
  GdkRGBA color;
  GtkSnapshot *snapshot;

  if (self->layout == NULL)
    self->layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), self->text);
  gtk_style_context_get_color (style, &color);
  if (self->node != NULL && gdk_rgba_equal (&color, &self->color) && serial == self->font_serial)
    return;
  g_clear_pointer (&self->node, gsk_render_node_unref);
  snapshot = gtk_snapshot_new ();
  gtk_snapshot_render_layout (snapshot, style, 0, 0, self->layout);
  self->node = gtk_snapshot_free_to_node (snapshot);
  self->color = color;
  self->font_serial = serial;
}

/* A new style may bring a new font or new text attributes (the "numeric"
 * class's tabular figures): shaped again then, drawn again for a new
 * colour ("running", "low-time"). */
static void
ft_clock_face_css_changed (GtkWidget *widget, GtkCssStyleChange *change)
{
  FtClockFace *self = FT_CLOCK_FACE (widget);

  GTK_WIDGET_CLASS (ft_clock_face_parent_class)->css_changed (widget, change);
  if (self->layout != NULL)
    {
      PangoLayout *fresh = gtk_widget_create_pango_layout (widget, NULL);

      if (!pango_attr_list_equal (pango_layout_get_attributes (fresh), pango_layout_get_attributes (self->layout)))
        {
          g_clear_object (&self->layout);
          g_clear_pointer (&self->node, gsk_render_node_unref);
        }
      g_object_unref (fresh);
    }
}

static void
ft_clock_face_measure (GtkWidget *widget, GtkOrientation orientation, int for_size G_GNUC_UNUSED,
                       int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  FtClockFace *self = FT_CLOCK_FACE (widget);
  g_autofree char *widest = widest_text (widget, self->text);
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, widest);
  PangoRectangle logical;

  pango_layout_get_pixel_extents (layout, NULL, &logical);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = logical.width;
  else
    {
      *minimum = *natural = logical.height;
      *minimum_baseline = *natural_baseline = pango_layout_get_baseline (layout) / PANGO_SCALE;
    }
  g_object_unref (layout);
}

/* Where a GtkLabel of this text, centred, puts its layout. */
static void
ft_clock_face_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  FtClockFace *self = FT_CLOCK_FACE (widget);
  PangoRectangle logical;
  int baseline = gtk_widget_get_allocated_baseline (widget);
  float x, y;

  if (self->text[0] == '\0')
    return;
  ensure_node (self);
  pango_layout_get_pixel_extents (self->layout, NULL, &logical);
  x = floorf (0.5f * (gtk_widget_get_width (widget) - logical.width) - logical.x);
  if (baseline != -1)
    y = baseline - pango_layout_get_baseline (self->layout) / PANGO_SCALE;
  else
    y = floorf ((gtk_widget_get_height (widget) - logical.height) * 0.5f);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x, y));
  gtk_snapshot_append_node (snapshot, self->node);
  gtk_snapshot_restore (snapshot);
}

static void
ft_clock_face_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtClockFace *self = FT_CLOCK_FACE (object);

  switch (prop_id)
    {
    case PROP_TEXT:
      g_value_set_string (value, self->text);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_clock_face_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  FtClockFace *self = FT_CLOCK_FACE (object);

  switch (prop_id)
    {
    case PROP_TEXT:
      ft_clock_face_set_text (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_clock_face_finalize (GObject *object)
{
  FtClockFace *self = FT_CLOCK_FACE (object);

  g_free (self->text);
  g_clear_object (&self->layout);
  g_clear_pointer (&self->node, gsk_render_node_unref);
  G_OBJECT_CLASS (ft_clock_face_parent_class)->finalize (object);
}

static void
ft_clock_face_class_init (FtClockFaceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = ft_clock_face_get_property;
  object_class->set_property = ft_clock_face_set_property;
  object_class->finalize = ft_clock_face_finalize;
  widget_class->measure = ft_clock_face_measure;
  widget_class->snapshot = ft_clock_face_snapshot;
  widget_class->css_changed = ft_clock_face_css_changed;

  properties[PROP_TEXT] = g_param_spec_string ("text", NULL, NULL, "",
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                 | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "label");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LABEL);
}

static void
ft_clock_face_init (FtClockFace *self)
{
  self->text = g_strdup ("");
}

GtkWidget *
ft_clock_face_new (const char *text)
{
  return g_object_new (FT_TYPE_CLOCK_FACE, "text", text, NULL);
}

void
ft_clock_face_set_text (FtClockFace *self, const char *text)
{
  gboolean resize;

  g_return_if_fail (FT_IS_CLOCK_FACE (self));

  if (text == NULL)
    text = "";
  if (g_strcmp0 (self->text, text) == 0)
    return;
  resize = !same_shape (self->text, text);
  g_free (self->text);
  self->text = g_strdup (text);
  g_clear_pointer (&self->node, gsk_render_node_unref);
  if (self->layout != NULL)
    {
      pango_layout_set_text (self->layout, text, -1);
      ensure_node (self);
    }
  if (resize)
    gtk_widget_queue_resize (GTK_WIDGET (self));
  else
    gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEXT]);
}

const char *
ft_clock_face_get_text (FtClockFace *self)
{
  g_return_val_if_fail (FT_IS_CLOCK_FACE (self), NULL);
  return self->text;
}
