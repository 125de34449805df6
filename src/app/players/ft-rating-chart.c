/* ft-rating-chart.c — see ft-rating-chart.h. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ft-rating-chart.h"

typedef struct
{
  GdkRGBA colour;
  FtRatingPoint *points;
  guint n_points;
} Series;

struct _FtRatingChart
{
  GtkWidget parent_instance;

  gboolean compact;
  GArray *series; /* Series */
};

G_DEFINE_FINAL_TYPE (FtRatingChart, ft_rating_chart, GTK_TYPE_WIDGET)

#define MARGIN_LEFT 44.0 /* room for "1600" */
#define MARGIN 8.0

static void
clear_series (gpointer data)
{
  g_free (((Series *) data)->points);
}

void
ft_rating_chart_clear (FtRatingChart *self)
{
  g_return_if_fail (FT_IS_RATING_CHART (self));
  g_array_set_size (self->series, 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ft_rating_chart_add_series (FtRatingChart *self, const char *colour, const FtRatingPoint *points,
                            guint n_points)
{
  Series series = { { 0.5, 0.5, 0.5, 1 }, NULL, n_points };

  g_return_if_fail (FT_IS_RATING_CHART (self));

  if (colour != NULL)
    gdk_rgba_parse (&series.colour, colour);
  series.points = g_memdup2 (points, sizeof *points * n_points);
  g_array_append_val (self->series, series);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
ft_rating_chart_get_n_series (FtRatingChart *self)
{
  g_return_val_if_fail (FT_IS_RATING_CHART (self), 0);
  return self->series->len;
}

/* The ratings' and times' extent over every line; a lone line's band is
 * in the range too. */
static void
extent (FtRatingChart *self, double *low, double *high, gint64 *first, gint64 *last)
{
  gboolean band = self->series->len == 1;

  *low = G_MAXDOUBLE;
  *high = -G_MAXDOUBLE;
  *first = G_MAXINT64;
  *last = G_MININT64;
  for (guint s = 0; s < self->series->len; s++)
    {
      Series *series = &g_array_index (self->series, Series, s);

      for (guint i = 0; i < series->n_points; i++)
        {
          double dev = band && !self->compact ? series->points[i].deviation : 0;

          *low = MIN (*low, series->points[i].rating - dev);
          *high = MAX (*high, series->points[i].rating + dev);
          *first = MIN (*first, series->points[i].time);
          *last = MAX (*last, series->points[i].time);
        }
    }
  if (*low > *high)
    *low = *high = 1500;
  /* Round out to 50s so that the labels read well. */
  *low = floor (*low / 50) * 50;
  *high = ceil (*high / 50) * 50;
  if (*high - *low < 100)
    {
      *low -= 50;
      *high += 50;
    }
}

void
ft_rating_chart_get_range (FtRatingChart *self, double *low, double *high)
{
  gint64 first, last;

  g_return_if_fail (FT_IS_RATING_CHART (self));
  extent (self, low, high, &first, &last);
}

/* x of point i of a line: by its time, or evenly by its place when every
 * game has the same time. */
static double
point_x (const Series *series, guint i, gint64 first, gint64 last, double x0, double width)
{
  if (last > first)
    return x0 + width * (double) (series->points[i].time - first) / (double) (last - first);
  return x0 + (series->n_points > 1 ? width * i / (series->n_points - 1) : width / 2);
}

static void
draw_axes (FtRatingChart *self, cairo_t *cr, double low, double high, double w, double h)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GdkRGBA fg;
  double step = (high - low) > 400 ? 200 : (high - low) > 200 ? 100 : 50;

  /* GTK 4.8 has no gtk_widget_get_color(). */
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  cairo_set_line_width (cr, 1);
  for (double r = ceil (low / step) * step; r <= high + 0.5; r += step)
    {
      double y = MARGIN + (h - 2 * MARGIN) * (high - r) / (high - low);
      g_autofree char *text = g_strdup_printf ("%.0f", r);
      PangoLayout *layout = gtk_widget_create_pango_layout (widget, text);
      int tw, th;

      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.15);
      cairo_move_to (cr, MARGIN_LEFT, round (y) + 0.5);
      cairo_line_to (cr, w - MARGIN, round (y) + 0.5);
      cairo_stroke (cr);
      pango_layout_get_pixel_size (layout, &tw, &th);
      cairo_set_source_rgba (cr, fg.red, fg.green, fg.blue, 0.6);
      cairo_move_to (cr, MARGIN_LEFT - 6 - tw, y - th / 2.0);
      pango_cairo_show_layout (cr, layout);
      g_object_unref (layout);
    }
}

static void
draw_series (FtRatingChart *self, cairo_t *cr, const Series *series, double low, double high,
             gint64 first, gint64 last, double x0, double w, double h)
{
  double plot_h = h - 2 * MARGIN;
  double plot_w = w - x0 - MARGIN;
#define Y(r) (MARGIN + plot_h * (high - (r)) / (high - low))

  if (series->n_points == 0)
    return;
  /* A lone line: its deviation as a band. */
  if (self->series->len == 1 && !self->compact && series->n_points > 1)
    {
      for (guint i = 0; i < series->n_points; i++)
        cairo_line_to (cr, point_x (series, i, first, last, x0, plot_w),
                       Y (series->points[i].rating + series->points[i].deviation));
      for (guint i = series->n_points; i-- > 0;)
        cairo_line_to (cr, point_x (series, i, first, last, x0, plot_w),
                       Y (series->points[i].rating - series->points[i].deviation));
      cairo_close_path (cr);
      gdk_cairo_set_source_rgba (cr, &(GdkRGBA){ series->colour.red, series->colour.green,
                                                 series->colour.blue, 0.18 });
      cairo_fill (cr);
    }
  for (guint i = 0; i < series->n_points; i++)
    cairo_line_to (cr, point_x (series, i, first, last, x0, plot_w), Y (series->points[i].rating));
  gdk_cairo_set_source_rgba (cr, &series->colour);
  cairo_set_line_width (cr, self->compact ? 1.5 : 2.5);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
  /* The last rating as a dot. */
  cairo_arc (cr, point_x (series, series->n_points - 1, first, last, x0, plot_w),
             Y (series->points[series->n_points - 1].rating), self->compact ? 2 : 3.5, 0, 2 * G_PI);
  cairo_fill (cr);
#undef Y
}

static void
ft_rating_chart_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  FtRatingChart *self = FT_RATING_CHART (widget);
  double w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  double low, high, x0 = self->compact ? 2 : MARGIN_LEFT;
  gint64 first, last;
  cairo_t *cr;

  if (w <= x0 + MARGIN || h <= 2 * MARGIN || self->series->len == 0)
    return;
  extent (self, &low, &high, &first, &last);
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, w, h));
  if (!self->compact)
    draw_axes (self, cr, low, high, w, h);
  for (guint s = 0; s < self->series->len; s++)
    draw_series (self, cr, &g_array_index (self->series, Series, s), low, high, first, last, x0,
                 w, h);
  cairo_destroy (cr);
}

static void
ft_rating_chart_measure (GtkWidget *widget, GtkOrientation orientation, int for_size G_GNUC_UNUSED,
                         int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  gboolean compact = FT_RATING_CHART (widget)->compact;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = compact ? 72 : 320;
  else
    *minimum = *natural = compact ? 28 : 180;
  *minimum_baseline = *natural_baseline = -1;
}

static void
ft_rating_chart_finalize (GObject *object)
{
  g_array_unref (FT_RATING_CHART (object)->series);
  G_OBJECT_CLASS (ft_rating_chart_parent_class)->finalize (object);
}

static void
ft_rating_chart_class_init (FtRatingChartClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = ft_rating_chart_finalize;
  widget_class->snapshot = ft_rating_chart_snapshot;
  widget_class->measure = ft_rating_chart_measure;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "ft-rating-chart");
}

static void
ft_rating_chart_init (FtRatingChart *self)
{
  self->series = g_array_new (FALSE, TRUE, sizeof (Series));
  g_array_set_clear_func (self->series, clear_series);
}

GtkWidget *
ft_rating_chart_new (gboolean compact)
{
  FtRatingChart *self = g_object_new (FT_TYPE_RATING_CHART, NULL);

  self->compact = compact;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Rating over time"), -1);
  return GTK_WIDGET (self);
}
