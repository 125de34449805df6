/* ft-game-layout.c — see ft-game-layout.h. Both shapes are planned for
 * every allocation (a few measurements) and the one with the larger
 * squares is used. Parts a shape leaves out are hidden with
 * gtk_widget_set_child_visible, which lays nothing out again, so that
 * crossing from one shape to the other happens within one allocation. */
#include "config.h"

#include "ft-game-layout.h"

#include <string.h>

#include "ft-board-view.h"

#define PANEL_MIN 120  /* px: the spec's sidebar at the default size */
#define PANEL_MAX 320
#define PANEL_GAP 12   /* between the board and the panel, when there is room */
#define MARGIN 24      /* landscape: the most margin around the group, */
#define MARGIN_FROM 672 /* …growing from none at the default window's height
                         * (the spec's 672: the board fills it) to 24 px */
#define EDGE 4         /* portrait: the margin at the window's edges */
#define SPACING 6      /* between the parts */
#define EVAL_GAP 2     /* between the evaluation bar (its margins besides) and the board */
#define MIN_WIDTH 360  /* a phone held upright */
#define MIN_HEIGHT 300
#define MOVES_MIN 48   /* px: a move list lower than this is left out */
#define CARD_MIN 200   /* px: a panel this wide holds the list and buttons on a card */
#define CARD_PAD 6     /* px inside the card */

struct _FtGameLayout
{
  GtkWidget parent_instance;

  GtkWidget *top, *board, *cover, *evaluation, *bottom, *controls, *moves_toggle, *moves;
  GtkWidget *card; /* under the list and the buttons in a wide panel (made here) */
  FtGameLayoutShape shape;
};

static void ft_game_layout_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtGameLayout, ft_game_layout, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE, ft_game_layout_buildable_init))

static GtkBuildableIface *parent_buildable_iface;

/* Where each part goes, and which are shown. */
typedef struct
{
  int tile;
  GtkAllocation board, evaluation, top, bottom, controls, moves_toggle, moves, card;
  gboolean show_board, show_evaluation, show_moves, show_toggle, show_card;
} Plan;

static gboolean
shown (GtkWidget *widget)
{
  return widget != NULL && gtk_widget_get_visible (widget);
}

static int
natural_width (GtkWidget *widget)
{
  int minimum, natural;

  if (!shown (widget))
    return 0;
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  return MAX (minimum, natural);
}

static int
height_for (GtkWidget *widget, int width)
{
  int minimum, natural;

  if (!shown (widget))
    return 0;
  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, NULL, NULL);
  return MAX (minimum, natural);
}

static int
evaluation_width (FtGameLayout *self)
{
  return shown (self->evaluation) ? natural_width (self->evaluation) + EVAL_GAP : 0;
}

/* The board at (x, y) with squares of `tile`: its allocation and squares. */
static void
place_board (FtGameLayout *self, Plan *plan, int x, int y, graphene_rect_t *squares)
{
  ft_board_view_size_for_tile (FT_BOARD_VIEW (self->board), plan->tile, &plan->board.width, &plan->board.height);
  plan->board.x = x;
  plan->board.y = y;
  if (!ft_board_view_get_squares_for_size (FT_BOARD_VIEW (self->board), plan->board.width, plan->board.height,
                                           squares))
    graphene_rect_init (squares, 0, 0, (float) plan->board.width, (float) plan->board.height);
  squares->origin.x += (float) x;
  squares->origin.y += (float) y;
  /* The bar against the board's left edge (its gutter's, if any), as high as the squares. */
  plan->evaluation = (GtkAllocation) { x - evaluation_width (self), (int) squares->origin.y,
                                       natural_width (self->evaluation), (int) squares->size.height };
  plan->show_board = TRUE;
  plan->show_evaluation = shown (self->evaluation);
}

static void
plan_landscape (FtGameLayout *self, int width, int height, Plan *plan)
{
  int eval_w = evaluation_width (self);
  int margin = CLAMP ((height - MARGIN_FROM) / 2, 0, MARGIN);
  int board_w, board_h, gap, panel, group, x, y;
  graphene_rect_t squares;

  memset (plan, 0, sizeof *plan);
  plan->tile = ft_board_view_tile_for_size (FT_BOARD_VIEW (self->board), width - eval_w - PANEL_MIN,
                                            height - 2 * margin);
  ft_board_view_size_for_tile (FT_BOARD_VIEW (self->board), plan->tile, &board_w, &board_h);
  gap = CLAMP (width - eval_w - board_w - PANEL_MIN, 0, PANEL_GAP);
  panel = CLAMP (width - eval_w - board_w - gap - 2 * margin, PANEL_MIN, PANEL_MAX);
  group = eval_w + board_w + gap + panel;
  x = MAX (0, (width - group) / 2) + eval_w;
  y = MAX (0, (height - board_h) / 2);
  place_board (self, plan, x, y, &squares);

  /* The panel spans the squares' height: the clocks at their edges; the
   * list and the buttons between them, on a card when the panel is wide. */
  {
    int px = x + board_w + gap;
    int top = (int) squares.origin.y;
    int bottom = (int) (squares.origin.y + squares.size.height);
    int top_h = height_for (self->top, panel);
    int bottom_h = height_for (self->bottom, panel);
    int pad = panel >= CARD_MIN ? CARD_PAD : 0;
    int inner = panel - 2 * pad;
    int controls_h = height_for (self->controls, inner);
    int card_y = top + top_h + SPACING;
    int card_end = bottom - bottom_h - SPACING;

    plan->top = (GtkAllocation) { px, top, panel, top_h };
    plan->bottom = (GtkAllocation) { px, bottom - bottom_h, panel, bottom_h };
    plan->card = (GtkAllocation) { px, card_y, panel, MAX (card_end - card_y, 0) };
    plan->show_card = pad > 0;
    plan->controls = (GtkAllocation) { px + pad, card_end - pad - controls_h, inner, controls_h };
    plan->moves = (GtkAllocation) { px + pad, card_y + pad, inner, plan->controls.y - SPACING - (card_y + pad) };
    plan->show_moves = plan->moves.height >= MOVES_MIN;
  }
}

static void
plan_portrait (FtGameLayout *self, int width, int height, Plan *plan)
{
  int eval_w = evaluation_width (self);
  int avail_w = width - 2 * EDGE - eval_w;
  int toggle_w = natural_width (self->moves_toggle);
  int toggle_h = height_for (self->moves_toggle, toggle_w);
  int top_h = height_for (self->top, avail_w);
  int bottom_h = height_for (self->bottom, avail_w);
  int controls_h = MAX (height_for (self->controls, avail_w - toggle_w - SPACING), toggle_h);
  int x, y, board_w, board_h, row_y;
  graphene_rect_t squares;

  memset (plan, 0, sizeof *plan);
  plan->tile = ft_board_view_tile_for_size (FT_BOARD_VIEW (self->board), avail_w,
                                            height - 2 * EDGE - top_h - bottom_h - controls_h - 3 * SPACING);
  ft_board_view_size_for_tile (FT_BOARD_VIEW (self->board), plan->tile, &board_w, &board_h);
  x = eval_w + MAX (0, (width - eval_w - board_w) / 2);
  y = EDGE + top_h + SPACING;
  place_board (self, plan, x, y, &squares);

  /* The strips, the buttons and the list as wide as the board. */
  plan->top = (GtkAllocation) { x, EDGE, board_w, top_h };
  plan->bottom = (GtkAllocation) { x, y + plan->board.height + SPACING, board_w, bottom_h };
  row_y = plan->bottom.y + bottom_h + SPACING;
  plan->show_toggle = shown (self->moves_toggle);
  plan->controls = (GtkAllocation) { x, row_y, board_w - (plan->show_toggle ? toggle_w + SPACING : 0),
                                     controls_h };
  plan->moves_toggle = (GtkAllocation) { x + board_w - toggle_w, row_y + (controls_h - toggle_h) / 2, toggle_w,
                                         toggle_h };
  plan->moves = (GtkAllocation) { x, row_y + controls_h + SPACING, board_w,
                                  height - EDGE - (row_y + controls_h + SPACING) };
  plan->show_moves = plan->moves.height >= MOVES_MIN;
  /* The toggle shows the list in the board's place. */
  if (plan->show_toggle && gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (self->moves_toggle)))
    {
      plan->moves = plan->board;
      plan->show_moves = TRUE;
      plan->show_board = plan->show_evaluation = FALSE;
    }
}

static void
put (GtkWidget *widget, gboolean show, const GtkAllocation *allocation)
{
  if (widget == NULL)
    return;
  /* Only when it changes: each call wakes the main loop later (GTK looks
   * at the tooltip under the pointer again), which a still window must
   * not (test-idle). */
  if (gtk_widget_get_child_visible (widget) != show)
    gtk_widget_set_child_visible (widget, show);
  if (show && gtk_widget_get_visible (widget))
    gtk_widget_size_allocate (widget, allocation, -1);
}

static void
ft_game_layout_size_allocate (GtkWidget *widget, int width, int height, int baseline G_GNUC_UNUSED)
{
  FtGameLayout *self = FT_GAME_LAYOUT (widget);
  Plan landscape, portrait;
  const Plan *plan;

  if (self->board == NULL)
    return;
  plan_landscape (self, width, height, &landscape);
  plan_portrait (self, width, height, &portrait);
  self->shape = portrait.tile > landscape.tile ? FT_GAME_LAYOUT_PORTRAIT : FT_GAME_LAYOUT_LANDSCAPE;
  plan = self->shape == FT_GAME_LAYOUT_PORTRAIT ? &portrait : &landscape;

  put (self->card, plan->show_card, &plan->card);
  put (self->board, plan->show_board, &plan->board);
  put (self->cover, plan->show_board, &plan->board);
  put (self->evaluation, plan->show_evaluation, &plan->evaluation);
  put (self->top, TRUE, &plan->top);
  put (self->bottom, TRUE, &plan->bottom);
  put (self->controls, TRUE, &plan->controls);
  put (self->moves_toggle, self->shape == FT_GAME_LAYOUT_PORTRAIT && plan->show_toggle, &plan->moves_toggle);
  put (self->moves, plan->show_moves, &plan->moves);
}

static void
ft_game_layout_measure (GtkWidget *widget, GtkOrientation orientation, int for_size G_GNUC_UNUSED,
                        int *minimum, int *natural, int *minimum_baseline G_GNUC_UNUSED,
                        int *natural_baseline G_GNUC_UNUSED)
{
  FtGameLayout *self = FT_GAME_LAYOUT (widget);

  /* Naturally the board at its natural size (48 px squares on 14×14: the
   * spec's 672) and the 120 px panel beside it: 792×672. */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MIN_WIDTH;
      *natural = MAX (MIN_WIDTH, evaluation_width (self) + natural_width (self->board) + PANEL_MIN);
    }
  else
    {
      *minimum = MIN_HEIGHT;
      *natural = MAX (MIN_HEIGHT, height_for (self->board, -1));
    }
}

/* ---- Children ---------------------------------------------------------- */

/* Keyboard and screen-reader order: the opponent, the board, the player,
 * the buttons, the list. */
static void
order_children (FtGameLayout *self)
{
  GtkWidget *order[] = { self->card,   self->top,      self->evaluation,   self->board, self->cover,
                         self->bottom, self->controls, self->moves_toggle, self->moves };

  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    if (order[i] != NULL)
      gtk_widget_insert_before (order[i], GTK_WIDGET (self), NULL);
}

static void
set_part (FtGameLayout *self, GtkWidget **slot, GtkWidget *widget)
{
  if (*slot == widget)
    return;
  if (*slot != NULL)
    gtk_widget_unparent (*slot);
  *slot = widget;
  if (widget != NULL)
    gtk_widget_set_parent (widget, GTK_WIDGET (self));
  order_children (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

static void
toggled_cb (FtGameLayout *self)
{
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

void
ft_game_layout_set_board (FtGameLayout *self, GtkWidget *board)
{
  g_return_if_fail (FT_IS_GAME_LAYOUT (self));
  g_return_if_fail (FT_IS_BOARD_VIEW (board));
  set_part (self, &self->board, board);
}

void
ft_game_layout_set_strips (FtGameLayout *self, GtkWidget *top, GtkWidget *bottom)
{
  g_return_if_fail (FT_IS_GAME_LAYOUT (self));
  set_part (self, &self->top, top);
  set_part (self, &self->bottom, bottom);
}

void
ft_game_layout_set_moves (FtGameLayout *self, GtkWidget *moves)
{
  g_return_if_fail (FT_IS_GAME_LAYOUT (self));
  set_part (self, &self->moves, moves);
}

void
ft_game_layout_set_controls (FtGameLayout *self, GtkWidget *controls)
{
  g_return_if_fail (FT_IS_GAME_LAYOUT (self));
  set_part (self, &self->controls, controls);
}

void
ft_game_layout_set_moves_toggle (FtGameLayout *self, GtkWidget *toggle)
{
  g_return_if_fail (FT_IS_GAME_LAYOUT (self));
  g_return_if_fail (toggle == NULL || GTK_IS_TOGGLE_BUTTON (toggle));
  if (self->moves_toggle != NULL)
    g_signal_handlers_disconnect_by_data (self->moves_toggle, self);
  set_part (self, &self->moves_toggle, toggle);
  if (toggle != NULL)
    g_signal_connect_swapped (toggle, "toggled", G_CALLBACK (toggled_cb), self);
}

void
ft_game_layout_set_evaluation_bar (FtGameLayout *self, GtkWidget *bar)
{
  g_return_if_fail (FT_IS_GAME_LAYOUT (self));
  set_part (self, &self->evaluation, bar);
}

void
ft_game_layout_set_board_cover (FtGameLayout *self, GtkWidget *cover)
{
  g_return_if_fail (FT_IS_GAME_LAYOUT (self));
  set_part (self, &self->cover, cover);
}

#define GETTER(name, field)                                                                                           \
  GtkWidget *ft_game_layout_get_##name (FtGameLayout *self)                                                           \
  {                                                                                                                   \
    g_return_val_if_fail (FT_IS_GAME_LAYOUT (self), NULL);                                                            \
    return self->field;                                                                                               \
  }

GETTER (board, board)
GETTER (top_strip, top)
GETTER (bottom_strip, bottom)
GETTER (moves, moves)
GETTER (controls, controls)
GETTER (moves_toggle, moves_toggle)
GETTER (evaluation_bar, evaluation)

FtGameLayoutShape
ft_game_layout_get_shape (FtGameLayout *self)
{
  g_return_val_if_fail (FT_IS_GAME_LAYOUT (self), FT_GAME_LAYOUT_LANDSCAPE);
  return self->shape;
}

static void
ft_game_layout_add_child (GtkBuildable *buildable, GtkBuilder *builder, GObject *child, const char *type)
{
  FtGameLayout *self = FT_GAME_LAYOUT (buildable);

  if (g_strcmp0 (type, "board") == 0)
    ft_game_layout_set_board (self, GTK_WIDGET (child));
  else if (g_strcmp0 (type, "top") == 0)
    set_part (self, &self->top, GTK_WIDGET (child));
  else if (g_strcmp0 (type, "bottom") == 0)
    set_part (self, &self->bottom, GTK_WIDGET (child));
  else if (g_strcmp0 (type, "moves") == 0)
    ft_game_layout_set_moves (self, GTK_WIDGET (child));
  else if (g_strcmp0 (type, "controls") == 0)
    ft_game_layout_set_controls (self, GTK_WIDGET (child));
  else if (g_strcmp0 (type, "moves-toggle") == 0)
    ft_game_layout_set_moves_toggle (self, GTK_WIDGET (child));
  else if (type == NULL && !GTK_IS_WIDGET (child))
    parent_buildable_iface->add_child (buildable, builder, child, type);
  else
    g_warning ("FtGameLayout: a child needs a type (board, top, bottom, moves, controls, moves-toggle), not %s",
               type != NULL ? type : "none");
}

static void
ft_game_layout_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable_iface = g_type_interface_peek_parent (iface);
  iface->add_child = ft_game_layout_add_child;
}

static void
ft_game_layout_dispose (GObject *object)
{
  FtGameLayout *self = FT_GAME_LAYOUT (object);
  GtkWidget **parts[] = { &self->card,   &self->top,      &self->evaluation,   &self->board, &self->cover,
                          &self->bottom, &self->controls, &self->moves_toggle, &self->moves };

  if (self->moves_toggle != NULL)
    g_signal_handlers_disconnect_by_data (self->moves_toggle, self);
  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    g_clear_pointer (parts[i], gtk_widget_unparent);
  G_OBJECT_CLASS (ft_game_layout_parent_class)->dispose (object);
}

static void
ft_game_layout_class_init (FtGameLayoutClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ft_game_layout_dispose;
  widget_class->measure = ft_game_layout_measure;
  widget_class->size_allocate = ft_game_layout_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "ft-game-layout");
}

static void
ft_game_layout_init (FtGameLayout *self)
{
  /* libadwaita's card: the list and the buttons as one thing, as lichess
   * boxes them between the clocks. */
  self->card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_add_css_class (self->card, "card");
  gtk_widget_set_can_target (self->card, FALSE);
  gtk_widget_set_parent (self->card, GTK_WIDGET (self));
}

GtkWidget *
ft_game_layout_new (void)
{
  return g_object_new (FT_TYPE_GAME_LAYOUT, NULL);
}
