/* ft-evaluation-bar.c — see ft-evaluation-bar.h. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ft-evaluation-bar.h"

/* Thin, and with its margins 14 px: at the default 792 px window the board
 * keeps 47 px tiles. */
#define BAR_WIDTH 10
#define SLIDE_MS 300

struct _FtEvaluationBar {
  GtkWidget parent_instance;

  FtBoardView *board; /* weak */
  double share;       /* the value */
  double shown;       /* what is drawn (the slide's position) */
  gboolean white_at_top;
  AdwAnimation *slide;
};

enum {
  PROP_0,
  PROP_SHARE,
  PROP_WHITE_AT_TOP,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (FtEvaluationBar, ft_evaluation_bar, GTK_TYPE_WIDGET)

/* Adwaita's light and dark greys: the two sides, on any window style. */
static const GdkRGBA white_colour = { 0.965f, 0.961f, 0.957f, 1.0f }; /* light 1 */
static const GdkRGBA black_colour = { 0.239f, 0.220f, 0.275f, 1.0f }; /* dark 1 */
static const GdkRGBA edge_colour = { 0.0f, 0.0f, 0.0f, 0.30f };
static const GdkRGBA middle_colour = { 0.55f, 0.55f, 0.55f, 0.9f };

/* The board's squares from top to bottom, in the bar's coordinates; the
 * whole bar when the board has no layout yet. */
static void
board_span (FtEvaluationBar *self, float *top, float *height)
{
  graphene_rect_t first, last;
  graphene_point_t point;
  FtBoardModel *model;
  guint files, ranks;

  *top = 0;
  *height = (float) gtk_widget_get_height (GTK_WIDGET (self));
  if (self->board == NULL || (model = ft_board_view_get_model (self->board)) == NULL)
    return;
  files = ft_board_model_get_files (model);
  ranks = ft_board_model_get_ranks (model);
  if (files == 0 || ranks == 0
      || !ft_board_view_get_cell_bounds (self->board, FT_CELL (0, 0), &first)
      || !ft_board_view_get_cell_bounds (self->board, FT_CELL (files - 1, ranks - 1), &last)
      || !gtk_widget_compute_point (GTK_WIDGET (self->board), GTK_WIDGET (self),
                                    &GRAPHENE_POINT_INIT (0, MIN (first.origin.y, last.origin.y)), &point))
    return;
  *top = MAX (point.y, 0.0f);
  *height = MIN ((float) (ABS (last.origin.y - first.origin.y) + first.size.height), *height - *top);
}

static void
ft_evaluation_bar_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  FtEvaluationBar *self = FT_EVALUATION_BAR (widget);
  float width = (float) gtk_widget_get_width (widget);
  float top, height, white;
  GskRoundedRect outline;

  board_span (self, &top, &height);
  if (height <= 0 || width <= 0)
    return;
  white = (float) (height * CLAMP (self->shown, 0.0, 1.0));
  gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (0, top, width, height), 3);
  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  gtk_snapshot_append_color (snapshot, &black_colour, &outline.bounds);
  gtk_snapshot_append_color (snapshot, &white_colour,
                             &GRAPHENE_RECT_INIT (0, self->white_at_top ? top : top + height - white, width, white));
  /* The middle: equal. */
  gtk_snapshot_append_color (snapshot, &middle_colour, &GRAPHENE_RECT_INIT (0, top + height / 2 - 1, width, 2));
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_append_border (snapshot, &outline, (const float[4]) { 1, 1, 1, 1 },
                              (const GdkRGBA[4]) { edge_colour, edge_colour, edge_colour, edge_colour });
}

static void
ft_evaluation_bar_measure (GtkWidget *widget G_GNUC_UNUSED, GtkOrientation orientation, int for_size G_GNUC_UNUSED,
                           int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? BAR_WIDTH : 0;
  *minimum_baseline = *natural_baseline = -1;
}

static void
slide_cb (double value, gpointer user_data)
{
  FtEvaluationBar *self = user_data;

  self->shown = value;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ft_evaluation_bar_set_share (FtEvaluationBar *self, double share, const char *words)
{
  g_return_if_fail (FT_IS_EVALUATION_BAR (self));

  share = CLAMP (share, 0.0, 1.0);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self), words);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, share * 100,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, words != NULL ? words : "", -1);
  if (self->share == share)
    return;
  self->share = share;
  adw_timed_animation_set_value_from (ADW_TIMED_ANIMATION (self->slide), self->shown);
  adw_timed_animation_set_value_to (ADW_TIMED_ANIMATION (self->slide), share);
  adw_animation_play (self->slide); /* at once when unmapped or animations are off */
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHARE]);
}

double
ft_evaluation_bar_get_share (FtEvaluationBar *self)
{
  g_return_val_if_fail (FT_IS_EVALUATION_BAR (self), 0.5);
  return self->share;
}

void
ft_evaluation_bar_set_white_at_top (FtEvaluationBar *self, gboolean white_at_top)
{
  g_return_if_fail (FT_IS_EVALUATION_BAR (self));
  white_at_top = !!white_at_top;
  if (self->white_at_top == white_at_top)
    return;
  self->white_at_top = white_at_top;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WHITE_AT_TOP]);
}

gboolean
ft_evaluation_bar_get_white_at_top (FtEvaluationBar *self)
{
  g_return_val_if_fail (FT_IS_EVALUATION_BAR (self), FALSE);
  return self->white_at_top;
}

GtkWidget *
ft_evaluation_bar_new (FtBoardView *board)
{
  FtEvaluationBar *self = g_object_new (FT_TYPE_EVALUATION_BAR, NULL);

  g_set_weak_pointer (&self->board, board);
  return GTK_WIDGET (self);
}

static void
ft_evaluation_bar_dispose (GObject *object)
{
  FtEvaluationBar *self = FT_EVALUATION_BAR (object);

  g_clear_weak_pointer (&self->board);
  g_clear_object (&self->slide);
  G_OBJECT_CLASS (ft_evaluation_bar_parent_class)->dispose (object);
}

static void
ft_evaluation_bar_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtEvaluationBar *self = FT_EVALUATION_BAR (object);

  switch (prop_id)
    {
    case PROP_SHARE: g_value_set_double (value, self->share); break;
    case PROP_WHITE_AT_TOP: g_value_set_boolean (value, self->white_at_top); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_evaluation_bar_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  FtEvaluationBar *self = FT_EVALUATION_BAR (object);

  switch (prop_id)
    {
    case PROP_SHARE: ft_evaluation_bar_set_share (self, g_value_get_double (value), NULL); break;
    case PROP_WHITE_AT_TOP: ft_evaluation_bar_set_white_at_top (self, g_value_get_boolean (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_evaluation_bar_class_init (FtEvaluationBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = ft_evaluation_bar_dispose;
  object_class->get_property = ft_evaluation_bar_get_property;
  object_class->set_property = ft_evaluation_bar_set_property;
  widget_class->snapshot = ft_evaluation_bar_snapshot;
  widget_class->measure = ft_evaluation_bar_measure;

  properties[PROP_SHARE] = g_param_spec_double ("share", NULL, NULL, 0.0, 1.0, 0.5, rw);
  properties[PROP_WHITE_AT_TOP] = g_param_spec_boolean ("white-at-top", NULL, NULL, FALSE, rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "evaluationbar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_METER);
}

static void
ft_evaluation_bar_init (FtEvaluationBar *self)
{
  self->share = self->shown = 0.5;
  self->slide = adw_timed_animation_new (GTK_WIDGET (self), 0.5, 0.5, SLIDE_MS,
                                         adw_callback_animation_target_new (slide_cb, self, NULL));
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->slide), ADW_EASE_OUT_CUBIC);
  gtk_widget_set_margin_start (GTK_WIDGET (self), 2);
  gtk_widget_set_margin_end (GTK_WIDGET (self), 2);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Evaluation"),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0.0, GTK_ACCESSIBLE_PROPERTY_VALUE_MAX,
                                  100.0, GTK_ACCESSIBLE_PROPERTY_VALUE_NOW, 50.0, -1);
}
