/* ft-help-window.c — see ft-help-window.h. */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-help-window.h"

#include "ft-game.h"
#include "ft-piece-painter.h"
#include "ft-rules-help.h"

/* A piece's picture in the legend, in logical px. */
#define LEGEND_PICTURE_SIZE 40

struct _FtHelpWindow
{
  AdwWindow parent_instance;

  AdwWindowTitle *window_title;
  GtkStack *stack;
  GtkBox *rules_box;
  GtkLabel *rules_title;
  GtkGrid *legend_grid; /* the pieces' legend on the rules page, or NULL */

  char *title;
  GPtrArray *views; /* FtMoveDiagramView, one per piece page */
};

G_DEFINE_FINAL_TYPE (FtHelpWindow, ft_help_window, ADW_TYPE_WINDOW)

static GtkWidget *
text_label (const char *text, const char *style)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0f);
  gtk_label_set_selectable (GTK_LABEL (label), FALSE);
  if (style != NULL)
    gtk_widget_add_css_class (label, style);
  return label;
}

static GtkWidget *
betza_label (const char *betza)
{
  /* Translators: a custom piece's moves, e.g. "Betza notation: lR" */
  g_autofree char *text = g_strdup_printf (_("Betza notation: %s"), betza);
  GtkWidget *label = text_label (text, "monospace");

  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  return label;
}

/* One kind's row: its picture, its letter, its name and how it moves. */
static void
add_legend_row (GtkGrid *grid, FtPiecePainter *painter, FtRuleset *rules, const FtRulesLegendEntry *entry,
                int row, int scale)
{
  g_autoptr (GdkTexture) texture = ft_piece_painter_render_piece (painter, rules, &entry->piece,
                                                                  LEGEND_PICTURE_SIZE * scale);
  char letter[2] = { entry->letter, '\0' };
  GtkWidget *picture = g_object_new (GTK_TYPE_IMAGE, "paintable", texture, "pixel-size", LEGEND_PICTURE_SIZE,
                                     "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, "valign",
                                     GTK_ALIGN_START, NULL);
  GtkWidget *letter_label = text_label (letter, "title-3");
  GtkWidget *words = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  const char *betza = ft_rules_help_get_betza (rules, &entry->piece);

  gtk_widget_set_valign (letter_label, GTK_ALIGN_START);
  gtk_widget_set_size_request (letter_label, 24, -1);
  gtk_box_append (GTK_BOX (words), text_label (entry->name, "heading"));
  gtk_box_append (GTK_BOX (words), text_label (entry->moves, NULL));
  if (betza != NULL)
    gtk_box_append (GTK_BOX (words), betza_label (betza));
  if (entry->note != NULL)
    gtk_box_append (GTK_BOX (words), text_label (entry->note, "dim-label"));
  gtk_widget_set_hexpand (words, TRUE);
  gtk_grid_attach (grid, picture, 0, row, 1, 1);
  gtk_grid_attach (grid, letter_label, 1, row, 1, 1);
  gtk_grid_attach (grid, words, 2, row, 1, 1);
}

/* The legend of the letters the move list writes (chess only): each kind
 * in play with its picture, in the board's piece set. */
static void
add_legend (FtHelpWindow *self, FtRuleset *rules)
{
  g_autoptr (GPtrArray) legend = ft_rules_help_get_legend (rules);
  g_autoptr (FtPiecePainter) painter = NULL;
  GtkWidget *heading;
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));

  if (legend->len == 0)
    return;
  painter = ft_piece_painter_new_for_kind (ft_ruleset_get_kind (rules));
  heading = text_label (_("The pieces"), "heading");
  gtk_widget_set_margin_top (heading, 12);
  gtk_box_append (self->rules_box, heading);
  gtk_box_append (self->rules_box, text_label (_("The move list and game records name each piece by "
                                                 "its letter; a pawn's move names only its squares."),
                                               NULL));
  self->legend_grid = GTK_GRID (gtk_grid_new ());
  gtk_grid_set_row_spacing (self->legend_grid, 10);
  gtk_grid_set_column_spacing (self->legend_grid, 12);
  gtk_widget_set_margin_top (GTK_WIDGET (self->legend_grid), 6);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->legend_grid), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The pieces"), -1);
  for (guint i = 0; i < legend->len; i++)
    add_legend_row (self->legend_grid, painter, rules, g_ptr_array_index (legend, i), (int) i, scale);
  gtk_box_append (self->rules_box, GTK_WIDGET (self->legend_grid));
}

static void
add_rules (FtHelpWindow *self, FtRuleset *rules)
{
  g_autoptr (GPtrArray) sections = ft_rules_help_get_sections (rules);

  for (guint i = 0; i < sections->len; i++)
    {
      const FtRulesSection *section = g_ptr_array_index (sections, i);
      GtkWidget *heading = text_label (section->heading, "heading");

      gtk_widget_set_margin_top (heading, i == 0 ? 0 : 12);
      gtk_box_append (self->rules_box, heading);
      gtk_box_append (self->rules_box, text_label (section->body, NULL));
      /* The pieces right after the board they stand on. */
      if (i == 0)
        add_legend (self, rules);
    }
}

/* What the colours of every diagram mean, under it. */
static GtkWidget *
legend (FtRuleset *rules)
{
  gboolean checkers = ft_ruleset_get_kind (rules) == FT_GAME_KIND_CHECKERS;

  return text_label (checkers ? _("Green: the piece. Blue: where it steps. Red ring: where it lands "
                                  "after jumping the enemy piece on the blue square beside it.")
                              : _("Green: the piece. Blue: where it moves or captures; a dot: it "
                                  "moves there but cannot capture there. Red ring: where it only "
                                  "captures, shown with an enemy piece it could take."),
                     "dim-label");
}

static GtkWidget *
piece_page (FtHelpWindow *self, FtRuleset *rules, const FtGamePiece *piece, const char *name)
{
  g_autoptr (FtMoveDiagram) diagram = ft_move_diagram_new (rules, piece);
  g_autofree char *description = ft_rules_help_describe_piece (rules, piece);
  const char *betza = ft_rules_help_get_betza (rules, piece);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *clamp = adw_clamp_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *view = ft_move_diagram_view_new (diagram);
  GtkWidget *frame = gtk_frame_new (NULL);

  gtk_widget_set_margin_top (box, 24);
  gtk_widget_set_margin_bottom (box, 24);
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_box_append (GTK_BOX (box), text_label (name, "title-1"));
  gtk_box_append (GTK_BOX (box), text_label (description, NULL));
  if (betza != NULL)
    gtk_box_append (GTK_BOX (box), betza_label (betza));
  gtk_frame_set_child (GTK_FRAME (frame), view);
  gtk_widget_set_halign (frame, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (frame, 12);
  gtk_widget_set_margin_bottom (frame, 6);
  gtk_box_append (GTK_BOX (box), frame);
  gtk_box_append (GTK_BOX (box), legend (rules));
  {
    /* Translators: the diagram's name for screen readers, e.g. "Where the Knight moves" */
    g_autofree char *label = g_strdup_printf (_("Where the %s moves"), name);

    gtk_accessible_update_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
  }
  g_ptr_array_add (self->views, view);

  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 600);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  return scrolled;
}

static void
add_pieces (FtHelpWindow *self, FtRuleset *rules)
{
  g_autoptr (GArray) pieces = ft_move_diagram_list_pieces (rules);

  for (guint i = 0; i < pieces->len; i++)
    {
      const FtGamePiece *piece = &g_array_index (pieces, FtGamePiece, i);
      g_autofree char *name = ft_rules_help_get_piece_name (rules, piece);
      g_autofree char *page = g_strdup_printf ("piece-%u", i);

      gtk_stack_add_titled (self->stack, piece_page (self, rules, piece, name), page, name);
    }
}

static void
ft_help_window_finalize (GObject *object)
{
  FtHelpWindow *self = FT_HELP_WINDOW (object);

  g_free (self->title);
  g_ptr_array_unref (self->views);
  G_OBJECT_CLASS (ft_help_window_parent_class)->finalize (object);
}

static void
ft_help_window_class_init (FtHelpWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = ft_help_window_finalize;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/fourteenchess/Fourteen/ui/ft-help-window.ui");
  gtk_widget_class_bind_template_child (widget_class, FtHelpWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, FtHelpWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, FtHelpWindow, rules_box);
  gtk_widget_class_bind_template_child (widget_class, FtHelpWindow, rules_title);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ft_help_window_init (FtHelpWindow *self)
{
  self->views = g_ptr_array_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
}

FtHelpWindow *
ft_help_window_new (GtkWindow *parent, FtRuleset *rules)
{
  FtHelpWindow *self;

  g_return_val_if_fail (FT_IS_RULESET (rules), NULL);

  self = g_object_new (FT_TYPE_HELP_WINDOW, "transient-for", parent, NULL);
  self->title = ft_rules_help_get_title (rules);
  adw_window_title_set_subtitle (self->window_title, self->title);
  gtk_label_set_text (self->rules_title, self->title);
  add_rules (self, rules);
  add_pieces (self, rules);
  return self;
}

const char *
ft_help_window_get_rules_title (FtHelpWindow *self)
{
  g_return_val_if_fail (FT_IS_HELP_WINDOW (self), NULL);
  return self->title;
}

guint
ft_help_window_get_n_diagrams (FtHelpWindow *self)
{
  g_return_val_if_fail (FT_IS_HELP_WINDOW (self), 0);
  return self->views->len;
}

FtMoveDiagramView *
ft_help_window_get_diagram_view (FtHelpWindow *self, guint index)
{
  g_return_val_if_fail (FT_IS_HELP_WINDOW (self), NULL);
  g_return_val_if_fail (index < self->views->len, NULL);
  return g_ptr_array_index (self->views, index);
}

GtkGrid *
ft_help_window_get_legend (FtHelpWindow *self)
{
  g_return_val_if_fail (FT_IS_HELP_WINDOW (self), NULL);
  return self->legend_grid;
}

void
ft_help_window_show_page (FtHelpWindow *self, int index)
{
  g_autofree char *page = NULL;

  g_return_if_fail (FT_IS_HELP_WINDOW (self));

  page = index < 0 ? g_strdup ("rules") : g_strdup_printf ("piece-%d", index);
  gtk_stack_set_visible_child_name (self->stack, page);
}

const char *
ft_help_window_get_visible_page (FtHelpWindow *self)
{
  g_return_val_if_fail (FT_IS_HELP_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}
