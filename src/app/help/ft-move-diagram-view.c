/* ft-move-diagram-view.c — see ft-move-diagram-view.h. */
#include "config.h"

#include "ft-move-diagram-view.h"

#include "ft-board-view.h"
#include "ft-piece-painter.h"

/* The diagram's side in logical pixels, whatever the board's size. */
#define DIAGRAM_SIZE 392

struct _FtMoveDiagramView
{
  GtkWidget parent_instance;

  FtMoveDiagram *diagram;
  FtPiecePainter *painter;
  GHashTable *textures; /* piece key → GdkTexture at textures_px */
  int textures_px;
};

G_DEFINE_FINAL_TYPE (FtMoveDiagramView, ft_move_diagram_view, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_DIAGRAM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static int
tile_size (FtMoveDiagramView *self)
{
  guint side = MAX (ft_move_diagram_get_files (self->diagram), ft_move_diagram_get_ranks (self->diagram));

  return DIAGRAM_SIZE / (int) MAX (side, 1u);
}

FtHighlight
ft_move_diagram_view_get_mark (FtMoveDiagramView *self, FtCell cell, gboolean *move_only)
{
  gboolean moves, captures;

  g_return_val_if_fail (FT_IS_MOVE_DIAGRAM_VIEW (self), FT_HIGHLIGHT_NONE);

  moves = ft_cell_set_has (ft_move_diagram_get_moves (self->diagram), cell);
  captures = ft_cell_set_has (ft_move_diagram_get_captures (self->diagram), cell);
  if (move_only != NULL)
    *move_only = moves && !captures;
  if (cell == ft_move_diagram_get_origin (self->diagram))
    return FT_HIGHLIGHT_SELECTED;
  if (moves)
    return FT_HIGHLIGHT_LEGAL;
  return captures ? FT_HIGHLIGHT_CAPTURE : FT_HIGHLIGHT_NONE;
}

void
ft_move_diagram_view_get_cell_area (FtMoveDiagramView *self, FtCell cell, graphene_rect_t *area)
{
  int tile;
  guint ranks;

  g_return_if_fail (FT_IS_MOVE_DIAGRAM_VIEW (self));

  tile = tile_size (self);
  ranks = ft_move_diagram_get_ranks (self->diagram);
  /* White (Fire) at the bottom, as the rules describe the board. */
  graphene_rect_init (area, (float) (FT_CELL_FILE (cell) * tile),
                      (float) (((int) ranks - 1 - FT_CELL_RANK (cell)) * tile), (float) tile,
                      (float) tile);
}

static GdkTexture *
piece_texture (FtMoveDiagramView *self, const FtGamePiece *piece, int px)
{
  gpointer key = GUINT_TO_POINTER (1u + ((guint) piece->side << 9 | (guint) piece->kind << 1
                                         | (piece->crowned ? 1u : 0u)));
  GdkTexture *texture;

  if (px != self->textures_px)
    {
      g_hash_table_remove_all (self->textures);
      self->textures_px = px;
    }
  texture = g_hash_table_lookup (self->textures, key);
  if (texture == NULL)
    {
      texture = ft_piece_painter_render_piece (self->painter, ft_move_diagram_get_rules (self->diagram),
                                               piece, px);
      if (texture != NULL)
        g_hash_table_insert (self->textures, key, texture);
    }
  return texture;
}

static void
draw_cell (FtMoveDiagramView *self, GtkSnapshot *snapshot, const FtBoardLook *look, FtCell cell,
           int px)
{
  graphene_rect_t area;
  gboolean dark = (FT_CELL_FILE (cell) + FT_CELL_RANK (cell)) % 2 == 0;
  gboolean move_only;
  FtHighlight mark = ft_move_diagram_view_get_mark (self, cell, &move_only);
  FtGamePiece piece;
  GdkRGBA colour;

  ft_move_diagram_view_get_cell_area (self, cell, &area);
  if (mark == FT_HIGHLIGHT_NONE)
    colour = dark ? look->dark : look->light;
  else
    ft_board_view_get_highlight_colour (mark, dark, &colour);
  gtk_snapshot_append_color (snapshot, &colour, &area);

  if (move_only && mark == FT_HIGHLIGHT_LEGAL)
    {
      /* A dot: it may go there, but not capture there. */
      GskRoundedRect dot;
      float r = area.size.width / 6.0f;
      GdkRGBA ink = { 0.05f, 0.22f, 0.45f, 0.75f };
      graphene_rect_t box = GRAPHENE_RECT_INIT (area.origin.x + area.size.width / 2 - r,
                                                area.origin.y + area.size.height / 2 - r, 2 * r, 2 * r);

      gsk_rounded_rect_init_from_rect (&dot, &box, r);
      gtk_snapshot_push_rounded_clip (snapshot, &dot);
      gtk_snapshot_append_color (snapshot, &ink, &box);
      gtk_snapshot_pop (snapshot);
    }
  if (mark == FT_HIGHLIGHT_CAPTURE)
    {
      /* A ring, so that a landing square reads on checkers' red too. */
      float inset = area.size.width * 0.08f, width = MAX (2.0f, area.size.width / 12.0f);
      graphene_rect_t box;
      GskRoundedRect ring;
      GdkRGBA ink = { 0.65f, 0.11f, 0.18f, 0.9f };
      const GdkRGBA inks[4] = { ink, ink, ink, ink };
      const float widths[4] = { width, width, width, width };

      graphene_rect_inset_r (&area, inset, inset, &box);
      gsk_rounded_rect_init_from_rect (&ring, &box, box.size.width / 2);
      gtk_snapshot_append_border (snapshot, &ring, widths, inks);
    }
  if (ft_move_diagram_get_picture (self->diagram, cell, &piece))
    {
      GdkTexture *texture = piece_texture (self, &piece, px);

      if (texture != NULL)
        gtk_snapshot_append_texture (snapshot, texture, &area);
    }
}

static void
ft_move_diagram_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  FtMoveDiagramView *self = FT_MOVE_DIAGRAM_VIEW (widget);
  FtBoardLook look;
  int px = tile_size (self) * gtk_widget_get_scale_factor (widget);

  ft_piece_painter_get_look (self->painter, "brown", &look);
  for (guint rank = 0; rank < ft_move_diagram_get_ranks (self->diagram); rank++)
    for (guint file = 0; file < ft_move_diagram_get_files (self->diagram); file++)
      draw_cell (self, snapshot, &look, FT_CELL (file, rank), px);
}

static void
ft_move_diagram_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size G_GNUC_UNUSED,
                              int *minimum, int *natural, int *minimum_baseline G_GNUC_UNUSED,
                              int *natural_baseline G_GNUC_UNUSED)
{
  FtMoveDiagramView *self = FT_MOVE_DIAGRAM_VIEW (widget);
  guint cells = orientation == GTK_ORIENTATION_HORIZONTAL ? ft_move_diagram_get_files (self->diagram)
                                                          : ft_move_diagram_get_ranks (self->diagram);

  *minimum = *natural = tile_size (self) * (int) cells;
}

static void
ft_move_diagram_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtMoveDiagramView *self = FT_MOVE_DIAGRAM_VIEW (object);

  if (prop_id == PROP_DIAGRAM)
    g_value_set_object (value, self->diagram);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
ft_move_diagram_view_set_property (GObject *object, guint prop_id, const GValue *value,
                                   GParamSpec *pspec)
{
  FtMoveDiagramView *self = FT_MOVE_DIAGRAM_VIEW (object);

  if (prop_id == PROP_DIAGRAM)
    {
      FtRuleset *rules;

      g_set_object (&self->diagram, g_value_get_object (value));
      rules = ft_move_diagram_get_rules (self->diagram);
      g_clear_object (&self->painter);
      self->painter = ft_piece_painter_new_for_kind (ft_ruleset_get_kind (rules));
    }
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
ft_move_diagram_view_dispose (GObject *object)
{
  FtMoveDiagramView *self = FT_MOVE_DIAGRAM_VIEW (object);

  g_clear_object (&self->diagram);
  g_clear_object (&self->painter);
  g_clear_pointer (&self->textures, g_hash_table_unref);
  G_OBJECT_CLASS (ft_move_diagram_view_parent_class)->dispose (object);
}

static void
ft_move_diagram_view_class_init (FtMoveDiagramViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = ft_move_diagram_view_get_property;
  object_class->set_property = ft_move_diagram_view_set_property;
  object_class->dispose = ft_move_diagram_view_dispose;
  widget_class->snapshot = ft_move_diagram_view_snapshot;
  widget_class->measure = ft_move_diagram_view_measure;

  properties[PROP_DIAGRAM] =
    g_param_spec_object ("diagram", NULL, NULL, FT_TYPE_MOVE_DIAGRAM,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS
                           | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
ft_move_diagram_view_init (FtMoveDiagramView *self)
{
  self->textures = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, g_object_unref);
}

GtkWidget *
ft_move_diagram_view_new (FtMoveDiagram *diagram)
{
  g_return_val_if_fail (FT_IS_MOVE_DIAGRAM (diagram), NULL);
  return g_object_new (FT_TYPE_MOVE_DIAGRAM_VIEW, "diagram", diagram, NULL);
}

FtMoveDiagram *
ft_move_diagram_view_get_diagram (FtMoveDiagramView *self)
{
  g_return_val_if_fail (FT_IS_MOVE_DIAGRAM_VIEW (self), NULL);
  return self->diagram;
}
