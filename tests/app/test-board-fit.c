/* test-board-fit.c — right for every board (issue 19): the material strip
 * counts the rules' own values, the promotion zone is drawn where the
 * rules promote, the sidebar's content fits its 120 px at the default
 * 792×672 (names broken only between words, no clock pill when untimed),
 * and the board keeps its place when a message or a network bar appears.
 *
 * FT_FIT_SCREENSHOTS=DIR also saves what a player sees (test-hints adds
 * statistics-per-board.png): promotion-zone.png and
 * promotion-zone-standard.png, sidebar-computer.png, sidebar-long-names.png,
 * sidebar-message.png (the resign toast), new-game-fits.png;
 * data/screenshots holds promotion-zone.png and sidebar-long-names.png. */
#include "config.h"

#include <string.h>

#include "app-test-util.h"
#include "ft-clock-face.h"
#include "ft-fen.h"
#include "ft-new-game-dialog.h"
#include "ft-sidebar.h"

static FtGameSetup *
setup_for (const char *fen, FtRules rules, FtOpponent opponent)
{
  FtGameSetup *setup = ft_game_setup_new_default ();

  if (fen != NULL)
    {
      g_autoptr (GError) error = NULL;

      g_assert_true (ft_fen_parse (fen, rules, setup->start, &error));
      g_assert_no_error (error);
    }
  setup->opponent = opponent;
  setup->level = FT_LEVEL_NORMAL;
  setup->human_colour = FT_WHITE;
  return setup;
}

static void
save_if_asked (FtWindow *window, const char *name)
{
  const char *dir = g_getenv ("FT_FIT_SCREENSHOTS");

  if (dir == NULL)
    return;
  spin (300);
  save_window_png (window, dir, name);
}

/* ---- The material strip ---------------------------------------------------- */

/* A knight for a bishop is even in standard chess (3 and 3), where
 * Fourteen's values (2 and 3.625) put the bishop's side 2 ahead. The trade
 * played: the knight takes the bishop (+3: a knight and a pawn against a
 * pawn), a pawn takes back, and nothing is left to show. */
static void
test_material_knight_for_bishop (void)
{
  static const char *const fen = "4k3/2p5/3b4/8/4N3/8/P7/4K3 w - - 0 1";
  g_autoptr (FtGameSetup) standard = setup_for (fen, FT_RULES_STANDARD, FT_OPPONENT_HUMAN);
  g_autoptr (FtGameSetup) fourteen = setup_for (fen, FT_RULES_FOURTEEN, FT_OPPONENT_HUMAN);
  FtWindow *window = open_window_with (fourteen, NULL);
  FtSidebar *sidebar = ft_window_get_sidebar (window);

  /* Black (at the top) is a bishop against a knight ahead by Fourteen's values. */
  g_assert_cmpstr (ft_sidebar_get_material_balance (sidebar, TRUE), ==, "+2");
  g_assert_null (ft_sidebar_get_material_balance (sidebar, FALSE));

  ft_window_start (window, standard);
  spin (50);
  g_assert_null (ft_sidebar_get_material_balance (sidebar, TRUE));
  g_assert_null (ft_sidebar_get_material_balance (sidebar, FALSE));
  g_assert_cmpuint (ft_sidebar_get_material_count (sidebar, TRUE), ==, 1);  /* the bishop */
  g_assert_cmpuint (ft_sidebar_get_material_count (sidebar, FALSE), ==, 1); /* the knight */
  play_move (window, "e4", "d6");
  g_assert_cmpstr (ft_sidebar_get_material_balance (sidebar, FALSE), ==, "+3");
  play_move (window, "c7", "d6");
  g_assert_null (ft_sidebar_get_material_balance (sidebar, TRUE));
  g_assert_null (ft_sidebar_get_material_balance (sidebar, FALSE));
  g_assert_cmpuint (ft_sidebar_get_material_count (sidebar, TRUE), ==, 0);
  g_assert_cmpuint (ft_sidebar_get_material_count (sidebar, FALSE), ==, 0);
  close_window (window);
}

/* ---- The promotion zone ------------------------------------------------------ */

/* The colour drawn at the centre-left of a cell, near its bottom or top edge
 * (fy), where no piece stands. */
static void
pixel_at (FtWindow *window, const Image *image, FtCell cell, double fx, double fy, guchar rgb[3])
{
  graphene_rect_t b;
  const guchar *p;

  g_assert_true (ft_board_view_get_cell_bounds (ft_window_get_board (window), cell, &b));
  p = image->pixels + (gsize) (b.origin.y + fy * b.size.height) * image->stride
      + (gsize) (b.origin.x + fx * b.size.width) * 4;
  rgb[0] = p[2];
  rgb[1] = p[1];
  rgb[2] = p[0];
}

/* Is the edge of `cell` (its bottom as White sees it) drawn with the zone's
 * line: a pixel on the edge differs from the cell's own colour? */
static gboolean
line_under (FtWindow *window, const Image *image, FtCell cell)
{
  graphene_rect_t b;
  guchar inside[3], edge[3];

  g_assert_true (ft_board_view_get_cell_bounds (ft_window_get_board (window), cell, &b));
  pixel_at (window, image, cell, 0.08, 0.5, inside);
  pixel_at (window, image, cell, 0.08, 1 - 0.5 / b.size.height, edge);
  return memcmp (inside, edge, 3) != 0 && edge[0] > edge[2] + 60; /* gold: much more red than blue */
}

/* Fourteen's zone is marked between ranks 7 and 8 (both sides promote
 * there); standard chess marks its last ranks, checkers nothing. */
static void
test_promotion_zone_drawn (void)
{
  g_autoptr (FtGameSetup) fourteen = setup_for (NULL, FT_RULES_FOURTEEN, FT_OPPONENT_HUMAN);
  g_autoptr (FtGameSetup) standard = setup_for (NULL, FT_RULES_STANDARD, FT_OPPONENT_HUMAN);
  FtWindow *window = open_window_with (fourteen, NULL);
  Image image;

  render_board (window, &image);
  g_assert_true (line_under (window, &image, CELL ("a8")));
  g_assert_true (line_under (window, &image, CELL ("n8")));
  g_assert_false (line_under (window, &image, CELL ("a7")));
  g_assert_false (line_under (window, &image, CELL ("a9")));
  g_assert_false (line_under (window, &image, CELL ("a2")));
  g_free (image.pixels);
  save_if_asked (window, "promotion-zone.png");

  ft_position_set_standard_start (standard->start);
  ft_window_start (window, standard);
  spin (100);
  render_board (window, &image);
  /* White enters rank 8 from 7 (the bottom of c8); Black rank 1 from 2. */
  g_assert_true (line_under (window, &image, CELL ("c8")));
  g_assert_false (line_under (window, &image, CELL ("c7")));
  g_assert_true (line_under (window, &image, CELL ("c2")));
  g_assert_false (line_under (window, &image, CELL ("c5")));
  g_assert_false (line_under (window, &image, CELL ("c4")));
  g_free (image.pixels);
  save_if_asked (window, "promotion-zone-standard.png");
  close_window (window);
}

/* ---- The sidebar at the default size ------------------------------------------- */

/* `label` is broken into lines only after a space, and each line fits the
 * label's width. */
static void
assert_whole_words (GtkLabel *label)
{
  PangoLayout *layout = gtk_label_get_layout (label);
  const char *text = pango_layout_get_text (layout);
  PangoRectangle logical;

  g_test_message ("\"%s\": %d lines in %d px", text, pango_layout_get_line_count (layout),
                  gtk_widget_get_width (GTK_WIDGET (label)));
  for (int i = 1; i < pango_layout_get_line_count (layout); i++)
    {
      int start = pango_layout_get_line_readonly (layout, i)->start_index;

      g_assert_cmpint (start, >, 0);
      g_assert_true (text[start - 1] == ' ' || text[start - 1] == '-' || text[start - 1] == '\n');
    }
  pango_layout_get_pixel_extents (layout, NULL, &logical);
  g_assert_cmpint (logical.width, <=, gtk_widget_get_width (GTK_WIDGET (label)));
}

static GtkLabel *
name_label (FtWindow *window, const char *name)
{
  GtkWidget *label = find_label_containing (GTK_WIDGET (ft_sidebar_get_layout (ft_window_get_sidebar (window))), name);

  g_assert_nonnull (label);
  return GTK_LABEL (label);
}

/* At 792×672 the sidebar is 120 px wide and the board has the rest; the
 * names fit in whole words; an untimed game shows no clocks. */
static void
test_sidebar_fits (void)
{
  g_autoptr (FtGameSetup) setup = setup_for (NULL, FT_RULES_FOURTEEN, FT_OPPONENT_COMPUTER);
  FtWindow *window = open_window_with (setup, NULL);
  FtSidebar *sidebar = ft_window_get_sidebar (window);

  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (ft_window_get_board (window))), ==, 672);
  g_assert_cmpint (panel_width (window), ==, 120);
  g_assert_cmpstr (ft_sidebar_get_top_name (sidebar), ==, "Computer (normal)");
  assert_whole_words (name_label (window, "Computer (normal)"));
  assert_whole_words (name_label (window, ft_sidebar_get_bottom_name (sidebar)));
  /* It fits whole: no tooltip. */
  g_assert_null (gtk_widget_get_tooltip_text (GTK_WIDGET (name_label (window, "Computer (normal)"))));
  save_if_asked (window, "sidebar-computer.png");
  close_window (window);
}

/* No mapped label or clock face under widget reads like a clock or its
 * "–" pill. */
static void
assert_no_clock_shown (GtkWidget *widget)
{
  g_assert_false (FT_IS_CLOCK_FACE (widget) && gtk_widget_get_mapped (widget));
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget))
    {
      const char *text = gtk_label_get_text (GTK_LABEL (widget));

      g_assert_false (g_str_equal (text, "-") || g_str_equal (text, "–") || g_str_equal (text, "--"));
      g_assert_false (strlen (text) == 5 && text[2] == ':' && g_ascii_isdigit (text[0]));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_no_clock_shown (child);
}

/* An untimed game: no clock and no "–" pill in the sidebar, still 120 px. */
static void
test_sidebar_untimed (void)
{
  g_autoptr (FtGameSetup) setup = setup_for (NULL, FT_RULES_FOURTEEN, FT_OPPONENT_COMPUTER);
  FtWindow *window;

  setup->time_control = FT_TIME_CONTROL_UNTIMED;
  window = open_window_with (setup, NULL);
  spin (50);
  assert_no_clock_shown (GTK_WIDGET (ft_sidebar_get_layout (ft_window_get_sidebar (window))));
  g_assert_cmpint (panel_width (window), ==, 120);
  close_window (window);
}

/* `label` shows `whole` on one line, shortened with "…" (Pango's ellipsis)
 * and whole in its tooltip, inside its width. */
static void
assert_shortened (GtkLabel *label, const char *whole)
{
  PangoLayout *layout = gtk_label_get_layout (label);
  PangoRectangle logical;

  g_assert_cmpstr (gtk_label_get_text (label), ==, whole);
  g_assert_cmpint (pango_layout_get_line_count (layout), ==, 1);
  g_assert_true (pango_layout_is_ellipsized (layout));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (label)), ==, whole);
  pango_layout_get_pixel_extents (layout, NULL, &logical);
  g_assert_cmpint (logical.width, <=, gtk_widget_get_width (GTK_WIDGET (label)));
}

/* Long names from a PGN: one line each, shortened with the whole name in
 * the tooltip (no name wraps: a second line moved the panel's parts); the
 * panel stays 120 px. */
static void
test_sidebar_long_names (void)
{
  g_autoptr (FtGameSetup) setup = setup_for (NULL, FT_RULES_FOURTEEN, FT_OPPONENT_COMPUTER);
  g_autofree char *dir = temp_dir ();
  g_autofree char *path = g_build_filename (dir, "long.pgn", NULL);
  g_autoptr (GError) error = NULL;
  static const char *const white = "Alexandra Konstantinopoulou-Papadimitriou";
  static const char *const black = "Computer (normal) of the Fourteen chess club";
  g_autofree char *pgn = g_strdup_printf ("[Event \"Club\"]\n[White \"%s\"]\n[Black \"%s\"]\n"
                                          "[Result \"*\"]\n\n1. e4 e5 2. Nf3 *\n", white, black);
  FtWindow *window = open_window_with (setup, NULL);

  g_assert_true (g_file_set_contents (path, pgn, -1, NULL));
  g_assert_true (ft_window_open_game (window, path, &error));
  g_assert_no_error (error);
  spin (100);
  save_if_asked (window, "sidebar-long-names.png");
  g_assert_cmpint (panel_width (window), ==, 120);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (ft_window_get_board (window))), ==, 672);
  g_assert_cmpstr (ft_sidebar_get_top_name (ft_window_get_sidebar (window)), ==, black);
  g_assert_cmpstr (ft_sidebar_get_bottom_name (ft_window_get_sidebar (window)), ==, white);
  assert_shortened (name_label (window, white), white);
  assert_shortened (name_label (window, black), black);
  close_window (window);
  remove_dir (dir);
}

static void
count_cb (guint *count)
{
  (*count)++;
}

/* Every status update sets the names: the same name leaves the label
 * alone; a larger font or another name is shortened (or not) again by the
 * label itself, with the tooltip to match. */
static void
test_sidebar_names_refit (void)
{
  g_autoptr (FtGameSetup) setup = setup_for (NULL, FT_RULES_FOURTEEN, FT_OPPONENT_COMPUTER);
  static const char *const name = "Alexandra Konstantinopoulou-Papadimitriou of the chess club";
  g_autoptr (GtkCssProvider) css = gtk_css_provider_new ();
  FtWindow *window = open_window_with (setup, NULL);
  FtSidebar *sidebar = ft_window_get_sidebar (window);
  GtkLabel *label;
  gulong handler;
  guint changes = 0;

  ft_sidebar_set_names (sidebar, name, "Bo");
  spin (50);
  label = name_label (window, "Alexandra");
  assert_shortened (label, name);
  /* The same names again: the label is not touched. */
  handler = g_signal_connect_swapped (label, "notify::label", G_CALLBACK (count_cb), &changes);
  ft_sidebar_set_names (sidebar, name, "Bo");
  g_assert_cmpuint (changes, ==, 0);
  g_signal_handler_disconnect (label, handler);
  /* A larger font: still one line, shortened. */
  gtk_css_provider_load_from_data (css, ".ft-test-large { font-size: 24px; }", -1);
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  gtk_widget_add_css_class (GTK_WIDGET (label), "ft-test-large");
  spin (50);
  assert_shortened (label, name);
  /* Another name: whole, no tooltip. */
  ft_sidebar_set_names (sidebar, "Ann", "Bo");
  spin (50);
  g_assert_cmpstr (gtk_label_get_text (label), ==, "Ann");
  g_assert_null (gtk_widget_get_tooltip_text (GTK_WIDGET (label)));
  gtk_style_context_remove_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css));
  close_window (window);
}

/* ---- The board keeps its place ------------------------------------------------ */

static void
board_bounds (FtWindow *window, graphene_rect_t *bounds)
{
  spin (50);
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (ft_window_get_board (window)), GTK_WIDGET (window),
                                            bounds));
}

/* A message in the sidebar (the longest the window says, a refused move's
 * reason, a toast) moves neither the board nor the sidebar. */
static void
test_board_steady (void)
{
  g_autoptr (FtGameSetup) setup = setup_for (NULL, FT_RULES_FOURTEEN, FT_OPPONENT_COMPUTER);
  FtWindow *window = open_window_with (setup, NULL);
  FtSidebar *sidebar = ft_window_get_sidebar (window);
  graphene_rect_t before, after;

  board_bounds (window, &before);
  ft_sidebar_set_message (sidebar, "Premove e2e4 was not legal");
  board_bounds (window, &after);
  g_assert_true (graphene_rect_equal (&before, &after));
  ft_sidebar_set_message (sidebar, "Threefold repetition: White may claim a draw");
  ft_sidebar_set_turn (sidebar, "Computer’s turn");
  board_bounds (window, &after);
  g_assert_true (graphene_rect_equal (&before, &after));
  g_assert_cmpint (panel_width (window), ==, 120);
  confirm_action (window, "win.resign");
  board_bounds (window, &after);
  g_assert_true (graphene_rect_equal (&before, &after));
  save_if_asked (window, "sidebar-message.png");
  close_window (window);
}

/* ---- The New Game dialog -------------------------------------------------------- */

/* No label under widget cut short with "…" (a row's value or subtitle). */
static void
assert_nothing_cut (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget))
    {
      PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (widget));

      g_test_message ("\"%s\"", gtk_label_get_text (GTK_LABEL (widget)));
      g_assert_false (pango_layout_is_ellipsized (layout));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_nothing_cut (child);
}

/* The dialog at its size, every time control and board chosen in turn:
 * each row's value and subtitle shown whole ("As configured (3 + 2)"). */
static void
test_new_game_dialog_fits (void)
{
  g_autoptr (FtGameSetup) setup = setup_for (NULL, FT_RULES_FOURTEEN, FT_OPPONENT_COMPUTER);
  FtWindow *window = open_window_with (setup, NULL);
  FtNewGameDialog *dialog = ft_window_open_new_game_dialog (window);
  static const FtNewGameRow rows[] = { FT_NEW_GAME_ROW_TIME, FT_NEW_GAME_ROW_BOARD, FT_NEW_GAME_ROW_LEVEL,
                                       FT_NEW_GAME_ROW_OPPONENT };

  g_assert_true (wait_until ((Condition) gtk_widget_get_mapped, dialog, 5000));
  for (guint r = 0; r < G_N_ELEMENTS (rows); r++)
    for (guint i = 0; i < 8; i++)
      {
        ft_new_game_dialog_select (dialog, rows[r], i);
        /* The config's 14×14 board (board 0) is the Fourteen entry. */
        if (ft_new_game_dialog_get_selected (dialog, rows[r]) != i && !(rows[r] == FT_NEW_GAME_ROW_BOARD && i == 0))
          break;
        spin (30);
        assert_nothing_cut (GTK_WIDGET (dialog));
      }
  for (guint r = 0; r < G_N_ELEMENTS (rows); r++)
    ft_new_game_dialog_select (dialog, rows[r], 1);
  save_if_asked ((FtWindow *) dialog, "new-game-fits.png");
  gtk_window_destroy (GTK_WINDOW (dialog));
  close_window (window);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();
  g_test_add_func ("/fit/material-knight-for-bishop", test_material_knight_for_bishop);
  g_test_add_func ("/fit/promotion-zone-drawn", test_promotion_zone_drawn);
  g_test_add_func ("/fit/sidebar-fits", test_sidebar_fits);
  g_test_add_func ("/fit/sidebar-untimed", test_sidebar_untimed);
  g_test_add_func ("/fit/sidebar-long-names", test_sidebar_long_names);
  g_test_add_func ("/fit/sidebar-names-refit", test_sidebar_names_refit);
  g_test_add_func ("/fit/board-steady", test_board_steady);
  g_test_add_func ("/fit/new-game-dialog", test_new_game_dialog_fits);
  return g_test_run ();
}
