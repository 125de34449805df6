/* ft-moves-pane.c — see ft-moves-pane.h. */
#include "config.h"

#include "ft-moves-pane.h"

struct _FtMovesPane
{
  GtkBox parent_instance;

  FtScoresheet *scoresheet;
  GtkWidget *arrows;
};

G_DEFINE_FINAL_TYPE (FtMovesPane, ft_moves_pane, GTK_TYPE_BOX)

static void
ft_moves_pane_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), FT_TYPE_MOVES_PANE);
  G_OBJECT_CLASS (ft_moves_pane_parent_class)->dispose (object);
}

static void
ft_moves_pane_class_init (FtMovesPaneClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->dispose = ft_moves_pane_dispose;
  g_type_ensure (FT_TYPE_SCORESHEET);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/fourteenchess/Fourteen/ui/ft-moves-pane.ui");
  gtk_widget_class_bind_template_child (widget_class, FtMovesPane, scoresheet);
  gtk_widget_class_bind_template_child (widget_class, FtMovesPane, arrows);
  gtk_widget_class_set_css_name (widget_class, "ft-moves-pane");
}

static void
ft_moves_pane_init (FtMovesPane *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
ft_moves_pane_new (void)
{
  return g_object_new (FT_TYPE_MOVES_PANE, NULL);
}

FtScoresheet *
ft_moves_pane_get_scoresheet (FtMovesPane *self)
{
  g_return_val_if_fail (FT_IS_MOVES_PANE (self), NULL);
  return self->scoresheet;
}

GtkWidget *
ft_moves_pane_get_arrows (FtMovesPane *self)
{
  g_return_val_if_fail (FT_IS_MOVES_PANE (self), NULL);
  return self->arrows;
}
