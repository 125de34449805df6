/* ft-game-controls.c — see ft-game-controls.h. The bar lays its buttons
 * out itself: equal cells, as many to a row as the width holds, the rows'
 * buttons spread evenly; its height follows from its width (height for
 * width), so the game's layout knows it before placing it. */
#include "config.h"

#include "ft-game-controls.h"

#define SPACING 2 /* px between cells and rows */

struct _FtGameControls
{
  GtkWidget parent_instance;

  GtkWidget *end_turn_button;
  GtkWidget *claim_draw_button;
};

G_DEFINE_FINAL_TYPE (FtGameControls, ft_game_controls, GTK_TYPE_WIDGET)

/* The largest natural size among the shown buttons, and how many are shown. */
static guint
cell_size (GtkWidget *widget, int *cell_width, int *cell_height)
{
  guint n = 0;

  *cell_width = *cell_height = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int minimum, natural;

      if (!gtk_widget_get_visible (child))
        continue;
      n++;
      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
      *cell_width = MAX (*cell_width, natural);
      gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, NULL, NULL);
      *cell_height = MAX (*cell_height, natural);
    }
  return n;
}

static guint
columns_for (int width, int cell_width, guint n)
{
  int columns = cell_width > 0 ? (width + SPACING) / (cell_width + SPACING) : (int) n;

  return (guint) CLAMP (columns, 1, (int) MAX (n, 1));
}

/* The height follows from the width (a row or a column; rows of buttons). */
static GtkSizeRequestMode
ft_game_controls_get_request_mode (GtkWidget *widget G_GNUC_UNUSED)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
ft_game_controls_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                          int *natural, int *minimum_baseline G_GNUC_UNUSED, int *natural_baseline G_GNUC_UNUSED)
{
  int cell_width, cell_height;
  guint n = cell_size (widget, &cell_width, &cell_height);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* One cell wide at least (a column of buttons); one row natural. */
      *minimum = cell_width;
      *natural = n > 0 ? (int) n * (cell_width + SPACING) - SPACING : 0;
    }
  else
    {
      guint columns = columns_for (for_size < 0 ? G_MAXINT / 2 : for_size, cell_width, n);
      guint rows = n == 0 ? 0 : (n + columns - 1) / columns;

      *minimum = *natural = rows == 0 ? 0 : (int) rows * (cell_height + SPACING) - SPACING;
    }
}

static void
ft_game_controls_size_allocate (GtkWidget *widget, int width, int height G_GNUC_UNUSED,
                                int baseline G_GNUC_UNUSED)
{
  int cell_width, cell_height;
  guint n = cell_size (widget, &cell_width, &cell_height);
  guint columns = columns_for (width, cell_width, n);
  guint i = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      guint row = i / columns, column = i % columns;
      guint in_row = MIN (columns, n - row * columns);
      /* The row's buttons spread evenly over the width. */
      int space = (width - (int) in_row * cell_width) / (int) (in_row + 1);

      if (!gtk_widget_get_visible (child))
        continue;
      gtk_widget_size_allocate (child,
                                &(GtkAllocation) { MAX (space, 0) + (int) column * (cell_width + MAX (space, 0)),
                                                   (int) row * (cell_height + SPACING), cell_width, cell_height },
                                -1);
      i++;
    }
}

static void
ft_game_controls_dispose (GObject *object)
{
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (object), FT_TYPE_GAME_CONTROLS);
  /* The buttons not bound to a field too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (ft_game_controls_parent_class)->dispose (object);
}

static void
ft_game_controls_class_init (FtGameControlsClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ft_game_controls_dispose;
  widget_class->get_request_mode = ft_game_controls_get_request_mode;
  widget_class->measure = ft_game_controls_measure;
  widget_class->size_allocate = ft_game_controls_size_allocate;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/fourteenchess/Fourteen/ui/ft-game-controls.ui");
  gtk_widget_class_bind_template_child (widget_class, FtGameControls, end_turn_button);
  gtk_widget_class_bind_template_child (widget_class, FtGameControls, claim_draw_button);
  gtk_widget_class_set_css_name (widget_class, "ft-game-controls");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_TOOLBAR);
}

static void
ft_game_controls_init (FtGameControls *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* GTK 4.8 names a labelled button by its label too ("½ Claim Draw"):
   * the .ui file's accessible label alone. */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (self->claim_draw_button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

GtkWidget *
ft_game_controls_new (void)
{
  return g_object_new (FT_TYPE_GAME_CONTROLS, NULL);
}

void
ft_game_controls_set_end_turn_visible (FtGameControls *self, gboolean visible)
{
  g_return_if_fail (FT_IS_GAME_CONTROLS (self));
  gtk_widget_set_visible (self->end_turn_button, visible);
}

gboolean
ft_game_controls_get_end_turn_visible (FtGameControls *self)
{
  g_return_val_if_fail (FT_IS_GAME_CONTROLS (self), FALSE);
  return gtk_widget_get_visible (self->end_turn_button);
}

GtkWidget *
ft_game_controls_get_claim_draw_button (FtGameControls *self)
{
  g_return_val_if_fail (FT_IS_GAME_CONTROLS (self), NULL);
  return self->claim_draw_button;
}

GtkWidget *
ft_game_controls_get_button (FtGameControls *self, const char *action)
{
  g_return_val_if_fail (FT_IS_GAME_CONTROLS (self), NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (child)), action) == 0)
      return child;
  return NULL;
}
