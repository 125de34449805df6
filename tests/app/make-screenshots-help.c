/* make-screenshots-help.c — the help window's screenshots (F1,
 * docs/playing.md#help), rendered by the window itself under Xvfb:
 *
 *   xvfb-run -a -s '-screen 0 1024x768x24' env GSK_RENDERER=cairo \
 *       GDK_BACKEND=x11 GTK_A11Y=none \
 *       build/tests/app/make-screenshots-help data/screenshots [CONFIG]
 *
 * help-rules.png   the rules of Fourteen (14×14, halfway promotion) and
 *                  the top of the pieces' legend
 * help-legend.png  the legend's end: the queen (none at the start) beside
 *                  the amazon and the king
 * help-piece.png   the archbishop's page in a Fourteen game: its diagram
 *                  drawn from the engine's moves
 * help-custom.png  the Nightrider of docs/examples/custom-pieces/config.json
 *                  (CONFIG, relative to the current folder): its Betza
 *                  notation and diagram
 * help-checkers.png  checkers with bombs and shields: the bomb's steps and
 *                  jumps
 * Not a test. */
#include "config.h"

#include "ft-config.h"
#include "ft-help-window.h"

#include "app-test-util.h"

static FtHelpWindow *
open_help (FtWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* GTK's own */

  gtk_widget_activate_action (GTK_WIDGET (window), "win.help", NULL);
  spin (100);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) item = g_list_model_get_item (toplevels, i);

      if (FT_IS_HELP_WINDOW (item))
        return FT_HELP_WINDOW (item);
    }
  g_error ("F1 opened no help window");
}

static void
save_page (FtHelpWindow *help, int page, const char *dir, const char *name)
{
  ft_help_window_show_page (help, page);
  spin (600);
  save_window_png (help, dir, name);
}

/* The rules page scrolled down to the legend's last row. */
static void
save_legend_end (FtHelpWindow *help, const char *dir, const char *name)
{
  GtkWidget *legend = GTK_WIDGET (ft_help_window_get_legend (help));
  GtkWidget *scrolled = gtk_widget_get_ancestor (legend, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (legend, gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)),
                                            &bounds));
  gtk_adjustment_set_value (adjustment, bounds.origin.y + bounds.size.height + 24
                                          - gtk_adjustment_get_page_size (adjustment));
  spin (300);
  save_window_png (help, dir, name);
  gtk_adjustment_set_value (adjustment, 0);
}

/* The page of the piece named `name`. */
static int
page_of (FtHelpWindow *help, FtRuleset *rules, const char *name)
{
  for (guint i = 0; i < ft_help_window_get_n_diagrams (help); i++)
    {
      FtMoveDiagram *diagram = ft_move_diagram_view_get_diagram (ft_help_window_get_diagram_view (help, i));
      const FtGamePiece *piece = ft_move_diagram_get_piece (diagram);

      if (g_strcmp0 (ft_ruleset_get_kind_name (rules, piece->kind, TRUE), name) == 0)
        return (int) i;
    }
  g_error ("no page for %s", name);
}

static void
fourteen_screenshots (const char *dir)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  FtWindow *window = open_window_with (setup, NULL);
  FtHelpWindow *help = open_help (window);

  save_page (help, -1, dir, "help-rules.png");
  save_legend_end (help, dir, "help-legend.png");
  save_page (help, page_of (help, ft_game_get_start_rules (ft_window_get_game (window)), "Archbishop"),
             dir, "help-piece.png");
  gtk_window_destroy (GTK_WINDOW (help));
  close_window (window);
}

static void
custom_screenshot (const char *dir, const char *config_path)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtConfig) config = ft_config_load (config_path, problems);
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  FtWindow *window;
  FtHelpWindow *help;

  if (config == NULL || !ft_config_to_setup (config, setup, problems))
    g_error ("cannot load %s", config_path);
  window = open_window_with (setup, NULL);
  help = open_help (window);
  save_page (help, page_of (help, ft_game_get_start_rules (ft_window_get_game (window)), "Nightrider"),
             dir, "help-custom.png");
  gtk_window_destroy (GTK_WINDOW (help));
  close_window (window);
}

static void
checkers_screenshot (const char *dir)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  FtWindow *window;
  FtHelpWindow *help;

  setup->game = FT_GAME_KIND_CHECKERS;
  window = open_window_with (setup, NULL);
  help = open_help (window);
  save_page (help, page_of (help, ft_game_get_start_rules (ft_window_get_game (window)), "Bomb"), dir,
             "help-checkers.png");
  gtk_window_destroy (GTK_WINDOW (help));
  close_window (window);
}

int
main (int argc, char **argv)
{
  const char *dir = argc > 1 ? argv[1] : ".";

  gtk_init ();
  adw_init ();
  load_app_css ();
  fourteen_screenshots (dir);
  custom_screenshot (dir, argc > 2 ? argv[2] : "docs/examples/custom-pieces/config.json");
  checkers_screenshot (dir);
  return 0;
}
