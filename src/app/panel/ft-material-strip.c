/* ft-material-strip.c — see ft-material-strip.h. The pictures are drawn,
 * not packed as widgets: the strip is one widget of one height, and a
 * capture redraws it without laying the window out again. */
#include "config.h"

#include "ft-material-strip.h"

#define PICTURE 16 /* px */
#define SAME_STEP 7 /* px between a kind's pieces: they overlap */
#define OTHER_STEP 17 /* px between two kinds */
#define BALANCE_GAP 3

struct _FtMaterialStrip
{
  GtkWidget parent_instance;

  GPtrArray *pieces; /* GdkPaintable * (owned) */
  char *balance;     /* or NULL */
  PangoLayout *text; /* the balance in the widget's font, or NULL */
};

G_DEFINE_FINAL_TYPE (FtMaterialStrip, ft_material_strip, GTK_TYPE_WIDGET)

/* The width of the pictures, unsqueezed. */
static int
pieces_width (FtMaterialStrip *self)
{
  int width = 0;

  for (guint i = 0; i < self->pieces->len; i++)
    width += i == 0 ? PICTURE
                    : (g_ptr_array_index (self->pieces, i) == g_ptr_array_index (self->pieces, i - 1) ? SAME_STEP
                                                                                                          : OTHER_STEP);
  return width;
}

static PangoLayout *
balance_layout (FtMaterialStrip *self)
{
  if (self->balance == NULL)
    return NULL;
  if (self->text == NULL)
    self->text = gtk_widget_create_pango_layout (GTK_WIDGET (self), self->balance);
  return self->text;
}

static int
balance_width (FtMaterialStrip *self, int *height)
{
  PangoLayout *layout = balance_layout (self);
  int width = 0, h = 0;

  if (layout != NULL)
    pango_layout_get_pixel_size (layout, &width, &h);
  if (height != NULL)
    *height = h;
  return layout != NULL ? width + (self->pieces->len > 0 ? BALANCE_GAP : 0) : 0;
}

static void
ft_material_strip_measure (GtkWidget *widget, GtkOrientation orientation, int for_size G_GNUC_UNUSED,
                           int *minimum, int *natural, int *minimum_baseline G_GNUC_UNUSED,
                           int *natural_baseline G_GNUC_UNUSED)
{
  FtMaterialStrip *self = FT_MATERIAL_STRIP (widget);
  int text_height;
  int text_width = balance_width (self, &text_height);

  /* The height of a line with a picture whether it holds one or not. */
  if (orientation == GTK_ORIENTATION_VERTICAL)
    *minimum = *natural = MAX (PICTURE, text_height);
  else
    {
      *minimum = text_width + (self->pieces->len > 0 ? PICTURE : 0);
      *natural = text_width + pieces_width (self);
    }
}

static void
ft_material_strip_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  FtMaterialStrip *self = FT_MATERIAL_STRIP (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int text_height;
  int text_width = balance_width (self, &text_height);
  int natural = pieces_width (self);
  /* Squeezed: the steps shrink together, the pictures keep their size. */
  double squeeze = natural > PICTURE && natural + text_width > width
                     ? MAX (0.0, (double) (width - text_width - PICTURE) / (natural - PICTURE))
                     : 1.0;
  double x = 0;
  float y = (float) (height - PICTURE) / 2;

  for (guint i = 0; i < self->pieces->len; i++)
    {
      GdkPaintable *picture = g_ptr_array_index (self->pieces, i);

      if (i > 0)
        x += squeeze * (picture == g_ptr_array_index (self->pieces, i - 1) ? SAME_STEP : OTHER_STEP);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((float) x, y));
      gdk_paintable_snapshot (picture, snapshot, PICTURE, PICTURE);
      gtk_snapshot_restore (snapshot);
    }
  if (balance_layout (self) != NULL)
    {
      GdkRGBA colour;

      G_GNUC_BEGIN_IGNORE_DEPRECATIONS /* gtk_widget_get_color is GTK 4.10 */
      gtk_style_context_get_color (gtk_widget_get_style_context (widget), &colour);
      G_GNUC_END_IGNORE_DEPRECATIONS
      x = self->pieces->len > 0 ? x + PICTURE + BALANCE_GAP : 0;
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((float) MIN (x, width - text_width + BALANCE_GAP),
                                                              (float) (height - text_height) / 2));
      gtk_snapshot_append_layout (snapshot, self->text, &colour);
      gtk_snapshot_restore (snapshot);
    }
}

static void
ft_material_strip_css_changed (GtkWidget *widget, GtkCssStyleChange *change)
{
  FtMaterialStrip *self = FT_MATERIAL_STRIP (widget);

  GTK_WIDGET_CLASS (ft_material_strip_parent_class)->css_changed (widget, change);
  /* Another font: the balance is shaped again. */
  g_clear_object (&self->text);
  gtk_widget_queue_resize (widget);
}

static void
ft_material_strip_finalize (GObject *object)
{
  FtMaterialStrip *self = FT_MATERIAL_STRIP (object);

  g_ptr_array_unref (self->pieces);
  g_free (self->balance);
  g_clear_object (&self->text);
  G_OBJECT_CLASS (ft_material_strip_parent_class)->finalize (object);
}

static void
ft_material_strip_class_init (FtMaterialStripClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = ft_material_strip_finalize;
  widget_class->measure = ft_material_strip_measure;
  widget_class->snapshot = ft_material_strip_snapshot;
  widget_class->css_changed = ft_material_strip_css_changed;
  gtk_widget_class_set_css_name (widget_class, "ft-material-strip");
  /* A picture with a name: "Captured by White: 2 pawns". */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
ft_material_strip_init (FtMaterialStrip *self)
{
  self->pieces = g_ptr_array_new_with_free_func (g_object_unref);
  gtk_widget_add_css_class (GTK_WIDGET (self), "caption");
  gtk_widget_add_css_class (GTK_WIDGET (self), "numeric");
}

GtkWidget *
ft_material_strip_new (void)
{
  return g_object_new (FT_TYPE_MATERIAL_STRIP, NULL);
}

void
ft_material_strip_set (FtMaterialStrip *self, GdkPaintable *const *pieces, guint n_pieces, const char *balance)
{
  gboolean same;

  g_return_if_fail (FT_IS_MATERIAL_STRIP (self));
  g_return_if_fail (n_pieces == 0 || pieces != NULL);

  if (balance != NULL && balance[0] == '\0')
    balance = NULL;
  same = n_pieces == self->pieces->len && g_strcmp0 (balance, self->balance) == 0;
  for (guint i = 0; same && i < n_pieces; i++)
    same = g_ptr_array_index (self->pieces, i) == pieces[i];
  if (same)
    return;
  g_ptr_array_set_size (self->pieces, 0);
  for (guint i = 0; i < n_pieces; i++)
    g_ptr_array_add (self->pieces, g_object_ref (pieces[i]));
  g_free (self->balance);
  self->balance = g_strdup (balance);
  g_clear_object (&self->text);
  /* Its height never changes: only the natural width does. */
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

guint
ft_material_strip_get_count (FtMaterialStrip *self)
{
  g_return_val_if_fail (FT_IS_MATERIAL_STRIP (self), 0);
  return self->pieces->len;
}

const char *
ft_material_strip_get_balance (FtMaterialStrip *self)
{
  g_return_val_if_fail (FT_IS_MATERIAL_STRIP (self), NULL);
  return self->balance;
}
