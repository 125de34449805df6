/* test-help.c — F1 in the window (ft-help-window.c): the key and the main
 * menu open the help for the board being played — Fourteen, a config with
 * custom pieces, checkers with bombs and English draughts — with the right
 * rules, the legend of the pieces (picture, letter, name; chess only) and
 * one diagram per piece kind in play, and each diagram drawn as its
 * FtMoveDiagram says (the pixels of every square). */
#include "config.h"

#include <string.h>

#include "ft-fen.h"
#include "ft-help-window.h"
#include "ft-piece-painter.h"
#include "ft-rules-help.h"

#include "app-test-util.h"

/* ---- Opening it ------------------------------------------------------------------ */

/* The window's shortcut for F1 (no modifier), activated as a key press
 * would. */
static gboolean
press_f1 (FtWindow *window)
{
  g_autoptr (GPtrArray) shortcuts = widget_shortcuts (GTK_WIDGET (window));

  for (guint i = 0; i < shortcuts->len; i++)
    {
      GtkShortcut *shortcut = shortcuts->pdata[i];
      GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

      if (GTK_IS_KEYVAL_TRIGGER (trigger)
          && gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == GDK_KEY_F1
          && gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == 0)
        return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0,
                                             GTK_WIDGET (window), NULL);
    }
  return FALSE;
}

static FtHelpWindow *
find_help (void)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* GTK's own */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) item = g_list_model_get_item (toplevels, i);

      if (FT_IS_HELP_WINDOW (item) && gtk_widget_get_visible (GTK_WIDGET (item)))
        return FT_HELP_WINDOW (item);
    }
  return NULL;
}

static gboolean
help_shown (gpointer data G_GNUC_UNUSED)
{
  FtHelpWindow *help = find_help ();

  return help != NULL && gtk_widget_get_mapped (GTK_WIDGET (help));
}

static FtHelpWindow *
open_help (FtWindow *window)
{
  g_assert_null (find_help ());
  g_assert_true (press_f1 (window));
  g_assert_true (wait_until (help_shown, NULL, 5000));
  return find_help ();
}

static void
close_help (FtHelpWindow *help)
{
  gtk_window_destroy (GTK_WINDOW (help));
  spin (20);
  g_assert_null (find_help ());
}

/* ---- The diagrams' pixels ---------------------------------------------------------- */

static gboolean
view_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data)) && gtk_widget_get_width (GTK_WIDGET (data)) > 0;
}

static void
assert_pixel (const Image *image, int x, int y, const GdkRGBA *expected)
{
  const guchar *p = image->pixels + (gsize) y * image->stride + (gsize) x * 4;
  int want[3] = { (int) (expected->blue * 255 + 0.5), (int) (expected->green * 255 + 0.5),
                  (int) (expected->red * 255 + 0.5) };

  for (int i = 0; i < 3; i++)
    if (ABS (p[i] - want[i]) > 2)
      g_error ("pixel %d,%d: %02x%02x%02x, expected %02x%02x%02x", x, y, p[2], p[1], p[0],
               want[2], want[1], want[0]);
}

/* Page `index` shown, its diagram rendered: every square in the colour
 * its diagram gives it (the piece green, moves blue, captures only red,
 * the others plain) and a dot in the middle of an empty square it moves
 * to but cannot capture on. */
static void
check_diagram (FtHelpWindow *help, guint index)
{
  FtMoveDiagramView *view = ft_help_window_get_diagram_view (help, index);
  FtMoveDiagram *diagram = ft_move_diagram_view_get_diagram (view);
  FtRuleset *rules = ft_move_diagram_get_rules (diagram);
  g_autoptr (FtPiecePainter) painter = ft_piece_painter_new_for_kind (ft_ruleset_get_kind (rules));
  const FtCellSet *moves = ft_move_diagram_get_moves (diagram);
  const FtCellSet *captures = ft_move_diagram_get_captures (diagram);
  FtBoardLook look;
  Image image;
  guint marked = 0;

  ft_help_window_show_page (help, (int) index);
  g_assert_true (wait_until (view_mapped, view, 5000));
  ft_piece_painter_get_look (painter, "brown", &look);
  /* render_view() draws any widget by its own snapshot(). */
  render_view ((FtBoardView *) view, &image);
  for (guint rank = 0; rank < ft_move_diagram_get_ranks (diagram); rank++)
    for (guint file = 0; file < ft_move_diagram_get_files (diagram); file++)
      {
        FtCell cell = FT_CELL (file, rank);
        gboolean dark = (file + rank) % 2 == 0;
        FtHighlight mark = FT_HIGHLIGHT_NONE;
        graphene_rect_t area;
        GdkRGBA colour;

        if (cell == ft_move_diagram_get_origin (diagram))
          mark = FT_HIGHLIGHT_SELECTED;
        else if (ft_cell_set_has (moves, cell))
          mark = FT_HIGHLIGHT_LEGAL;
        else if (ft_cell_set_has (captures, cell))
          mark = FT_HIGHLIGHT_CAPTURE;
        g_assert_cmpint (ft_move_diagram_view_get_mark (view, cell, NULL), ==, mark);
        if (mark == FT_HIGHLIGHT_NONE)
          colour = dark ? look.dark : look.light;
        else
          ft_board_view_get_highlight_colour (mark, dark, &colour);
        marked += mark != FT_HIGHLIGHT_NONE;
        ft_move_diagram_view_get_cell_area (view, cell, &area);
        assert_pixel (&image, (int) area.origin.x + 1, (int) area.origin.y + 1, &colour);
        if (mark == FT_HIGHLIGHT_LEGAL && !ft_cell_set_has (captures, cell)
            && !ft_move_diagram_get_picture (diagram, cell, NULL))
          {
            /* The dot: darker than the blue around it (under the enemy
             * piece a checkers piece jumps, hidden). */
            const guchar *p = image.pixels
                              + (gsize) (area.origin.y + area.size.height / 2) * image.stride
                              + (gsize) (area.origin.x + area.size.width / 2) * 4;

            g_assert_cmpint (p[0] + p[1] + p[2], <, (int) ((colour.red + colour.green + colour.blue) * 255) - 60);
          }
      }
  g_assert_cmpuint (marked, >, 1);
  g_free (image.pixels);
}

static void
check_all_diagrams (FtHelpWindow *help)
{
  for (guint i = 0; i < ft_help_window_get_n_diagrams (help); i++)
    check_diagram (help, i);
}

/* The diagrams' pieces, in order. */
static void
assert_pieces (FtHelpWindow *help, FtRuleset *rules)
{
  g_autoptr (GArray) pieces = ft_move_diagram_list_pieces (rules);

  g_assert_cmpuint (ft_help_window_get_n_diagrams (help), ==, pieces->len);
  for (guint i = 0; i < pieces->len; i++)
    {
      FtMoveDiagram *diagram = ft_move_diagram_view_get_diagram (ft_help_window_get_diagram_view (help, i));
      const FtGamePiece *piece = ft_move_diagram_get_piece (diagram);

      g_assert_cmpuint (piece->kind, ==, g_array_index (pieces, FtGamePiece, i).kind);
      g_assert_cmpint (piece->crowned, ==, g_array_index (pieces, FtGamePiece, i).crowned);
    }
}

/* ---- The legend ---------------------------------------------------------------------- */

static gboolean
same_pixels (GdkTexture *a, GdkTexture *b)
{
  int width = gdk_texture_get_width (a), height = gdk_texture_get_height (a);
  g_autofree guchar *pa = g_malloc ((gsize) width * height * 4);
  g_autofree guchar *pb = g_malloc ((gsize) width * height * 4);

  if (gdk_texture_get_width (b) != width || gdk_texture_get_height (b) != height)
    return FALSE;
  gdk_texture_download (a, pa, (gsize) width * 4);
  gdk_texture_download (b, pb, (gsize) width * 4);
  return memcmp (pa, pb, (gsize) width * height * 4) == 0;
}

/* The rules page's legend: one row a kind of the pages, in their order,
 * each with the piece's own picture, its capital letter (the move list's,
 * `letters` in order) and its name; the queen's row says that no queen
 * stands on the board at the start when `no_queen`. */
static void
assert_legend (FtHelpWindow *help, FtRuleset *rules, const char *letters, gboolean no_queen)
{
  GtkGrid *grid = ft_help_window_get_legend (help);
  g_autoptr (GArray) pieces = ft_move_diagram_list_pieces (rules);
  g_autoptr (FtPiecePainter) painter = ft_piece_painter_new_for_kind (FT_GAME_KIND_CHESS);
  gboolean said = FALSE;

  g_assert_nonnull (grid);
  g_assert_cmpuint (strlen (letters), ==, pieces->len);
  for (guint i = 0; i < pieces->len; i++)
    {
      const FtGamePiece *piece = &g_array_index (pieces, FtGamePiece, i);
      GtkWidget *picture = gtk_grid_get_child_at (grid, 0, (int) i);
      GtkWidget *letter = gtk_grid_get_child_at (grid, 1, (int) i);
      GtkWidget *words = gtk_grid_get_child_at (grid, 2, (int) i);
      g_autofree char *name = ft_rules_help_get_piece_name (rules, piece);
      char expected[2] = { letters[i], '\0' };
      GdkTexture *shown;
      g_autoptr (GdkTexture) drawn = NULL;

      g_assert_true (GTK_IS_IMAGE (picture));
      shown = GDK_TEXTURE (gtk_image_get_paintable (GTK_IMAGE (picture)));
      drawn = ft_piece_painter_render_piece (painter, rules, piece, gdk_texture_get_width (shown));
      g_assert_true (same_pixels (shown, drawn));
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (letter)), ==, expected);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (gtk_widget_get_first_child (words))), ==, name);
      if (find_label_containing (words, "no queen at the start") != NULL)
        {
          g_assert_cmpuint (piece->kind, ==, FT_QUEEN);
          said = TRUE;
        }
    }
  g_assert_null (gtk_grid_get_child_at (grid, 0, (int) pieces->len));
  g_assert_cmpint (said, ==, no_queen);
}

/* ---- The games ---------------------------------------------------------------------- */

static gboolean
session_paused (gpointer data)
{
  return ft_session_is_paused (ft_window_get_session (data));
}

static gboolean
session_running (gpointer data)
{
  return !ft_session_is_paused (ft_window_get_session (data));
}

/* Fourteen: the rules (halfway promotion), eleven kinds, the game paused
 * behind the modal window; the menu's action opens it again. */
static void
test_fourteen (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  FtWindow *window = open_window_with (setup, NULL);
  FtHelpWindow *help = open_help (window);

  g_assert_cmpstr (ft_help_window_get_rules_title (help), ==, "Fourteen");
  g_assert_cmpstr (ft_help_window_get_visible_page (help), ==, "rules");
  g_assert_nonnull (find_label_containing (GTK_WIDGET (help), "on rank 8 for White and rank 7 for Black"));
  g_assert_cmpuint (ft_help_window_get_n_diagrams (help), ==, 11);
  assert_pieces (help, ft_game_get_start_rules (ft_window_get_game (window)));
  assert_legend (help, ft_game_get_start_rules (ft_window_get_game (window)), "PNCBGRHEQAK", TRUE);
  check_all_diagrams (help);
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (help)));
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (help)) == GTK_WINDOW (window));
  /* Reading the rules costs no time on the clock. */
  g_assert_true (wait_until (session_paused, window, 5000));
  close_help (help);
  g_assert_true (wait_until (session_running, window, 5000));

  /* The menu's Help is the same action. */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.help", NULL);
  g_assert_true (wait_until (help_shown, NULL, 5000));
  close_help (find_help ());
  close_window (window);
}

/* Standard chess from an 8×8 FEN: its own rules (en passant, the last
 * rank) and six kinds. */
static void
test_standard (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (GError) error = NULL;
  FtWindow *window;
  FtHelpWindow *help;

  g_assert_true (ft_fen_parse (FT_FEN_STANDARD_START, FT_RULES_STANDARD, setup->start, &error));
  window = open_window_with (setup, NULL);
  help = open_help (window);
  g_assert_cmpstr (ft_help_window_get_rules_title (help), ==, "Standard chess");
  g_assert_nonnull (find_label_containing (GTK_WIDGET (help), "en passant"));
  g_assert_cmpuint (ft_help_window_get_n_diagrams (help), ==, 6);
  assert_legend (help, ft_game_get_start_rules (ft_window_get_game (window)), "PNBRQK", FALSE);
  check_diagram (help, 0);
  close_help (help);
  close_window (window);
}

/* A config's custom pieces ("lR" and "fN"): their pages, Betza shown. */
static void
test_custom_pieces (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (GError) error = NULL;
  FtCustomKinds kinds = { 0 };
  FtWindow *window;
  FtHelpWindow *help;
  guint n;

  g_assert_true (ft_custom_kinds_add (&kinds, 'x', 400, "lR", &error));
  g_assert_true (ft_custom_kinds_add (&kinds, 'y', 300, "fN", &error));
  g_strlcpy (kinds.kinds[0].name, "Lefty", sizeof kinds.kinds[0].name);
  g_assert_true (ft_fen_parse_custom ("rnbhxgakgyebnr/pppppppppppppp/14/14/14/14/14/14/14/14/14/14/"
                                      "PPPPPPPPPPPPPP/RNBHXGAKGYEBNR w - - 0 1",
                                      FT_RULES_FOURTEEN, &kinds, setup->start, &error));
  window = open_window_with (setup, NULL);
  help = open_help (window);
  g_assert_cmpstr (ft_help_window_get_rules_title (help), ==, "Fourteen with pieces of its own");
  /* Ten built-in kinds (no camel) and the two of the config. */
  n = ft_help_window_get_n_diagrams (help);
  g_assert_cmpuint (n, ==, 12);
  assert_pieces (help, ft_game_get_start_rules (ft_window_get_game (window)));
  assert_legend (help, ft_game_get_start_rules (ft_window_get_game (window)), "PNBGRHEQAKXY", TRUE);
  g_assert_cmpuint (ft_move_diagram_get_piece (ft_move_diagram_view_get_diagram (
                      ft_help_window_get_diagram_view (help, n - 2)))->kind, ==, FT_CUSTOM_FIRST);
  g_assert_nonnull (find_label_containing (GTK_WIDGET (help), "Lefty"));
  g_assert_nonnull (find_label_containing (GTK_WIDGET (help), "Betza notation: lR"));
  g_assert_nonnull (find_label_containing (GTK_WIDGET (help), "Betza notation: fN"));
  check_diagram (help, n - 2);
  check_diagram (help, n - 1);
  close_help (help);
  close_window (window);
}

static void
check_checkers (FtCheckersRules rules, const char *title, guint n_pieces, const char *words)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  FtWindow *window;
  FtHelpWindow *help;

  setup->game = FT_GAME_KIND_CHECKERS;
  setup->checkers_rules = rules;
  window = open_window_with (setup, NULL);
  help = open_help (window);
  g_assert_cmpstr (ft_help_window_get_rules_title (help), ==, title);
  g_assert_nonnull (find_label_containing (GTK_WIDGET (help), words));
  g_assert_cmpuint (ft_help_window_get_n_diagrams (help), ==, n_pieces);
  assert_pieces (help, ft_game_get_start_rules (ft_window_get_game (window)));
  /* Checkers' notation names no piece: no legend. */
  g_assert_null (ft_help_window_get_legend (help));
  check_all_diagrams (help);
  close_help (help);
  close_window (window);
}

/* Checkers with bombs and shields (piece, shield, bomb, crowned) and
 * English draughts (man, king). */
static void
test_checkers (void)
{
  check_checkers (FT_CHECKERS_RULES_BOMBS, "Checkers with bombs and shields", 4, "it explodes");
  check_checkers (FT_CHECKERS_RULES_ENGLISH, "English draughts", 2, "Capturing is compulsory");
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();
  g_test_add_func ("/help/fourteen", test_fourteen);
  g_test_add_func ("/help/standard", test_standard);
  g_test_add_func ("/help/custom-pieces", test_custom_pieces);
  g_test_add_func ("/help/checkers", test_checkers);
  return g_test_run ();
}
