/* test-game-layout — the game's layout (ft-game-layout.h) in the real
 * window at the sizes a player uses (issue 39; docs/design.md#the-layout),
 * under an Xvfb screen larger than the largest (tests/app/meson.build):
 *
 *   360×640   a phone upright: portrait, squares ≥ 24 px, the opponent
 *             above the board and the player below it
 *   720×360   a phone on its side: landscape, the board at full height
 *   792×672   the spec's default content: 48 px squares, the 120 px panel,
 *             no label wrapped, the clocks at the board's edges
 *   1280×900, 1920×1080   the board as high as the window allows less a
 *             margin, the panel ≤ 24 px from it, the clocks at its top and
 *             bottom edges, the evaluation bar against it, the group centred
 *
 * (window sizes with the header bar, but 792×672, which is the content).
 * At each: every shown part inside the window, no two texts overlapping,
 * every part at least its minimum size (nothing clipped), and nothing
 * moving while moves are played. Then: nothing appears under the pointer
 * when the player resigns, and the window goes down to 360 px wide. */
#include "config.h"

#include <adwaita.h>

#include "ft-board-view.h"
#include "ft-clock-face.h"
#include "ft-game-controls.h"
#include "ft-game-layout.h"
#include "ft-moves-pane.h"
#include "ft-player-strip.h"
#include "ft-sidebar.h"

#include "app-test-util.h"
#include "layout-test-util.h"

typedef struct
{
  int width, height; /* the window's; 0: its natural size (792×672 of content) */
  FtGameLayoutShape shape;
} Size;

static const Size sizes[] = {
  { 360, 640, FT_GAME_LAYOUT_PORTRAIT },   { 720, 360, FT_GAME_LAYOUT_LANDSCAPE },
  { 0, 0, FT_GAME_LAYOUT_LANDSCAPE },      { 1280, 900, FT_GAME_LAYOUT_LANDSCAPE },
  { 1920, 1080, FT_GAME_LAYOUT_LANDSCAPE },
};

static FtGameLayout *
layout_of (FtWindow *window)
{
  return ft_sidebar_get_layout (ft_window_get_sidebar (window));
}

/* widget's bounds in the layout's coordinates. */
static graphene_rect_t
bounds_in_layout (FtWindow *window, GtkWidget *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (layout_of (window)), &bounds));
  return bounds;
}

static graphene_rect_t
squares_in_layout (FtWindow *window)
{
  FtBoardView *board = ft_window_get_board (window);
  graphene_rect_t squares;
  graphene_point_t origin;

  g_assert_true (ft_board_view_get_squares (board, &squares));
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (board), GTK_WIDGET (layout_of (window)),
                                           &squares.origin, &origin));
  squares.origin = origin;
  return squares;
}

static GtkWidget *
strip_clock (FtWindow *window, gboolean top)
{
  FtGameLayout *layout = layout_of (window);

  return ft_player_strip_get_clock_widget (
    FT_PLAYER_STRIP (top ? ft_game_layout_get_top_strip (layout) : ft_game_layout_get_bottom_strip (layout)));
}

/* A part the player sees: mapped, and drawn (not emptied out). */
static gboolean
seen (GtkWidget *widget)
{
  return gtk_widget_get_mapped (widget) && gtk_widget_get_width (widget) > 0 && gtk_widget_get_height (widget) > 0;
}

static gboolean
is_text (GtkWidget *widget)
{
  return (GTK_IS_LABEL (widget) && gtk_label_get_text (GTK_LABEL (widget))[0] != '\0') || FT_IS_CLOCK_FACE (widget);
}

/* The shown widgets under root, depth first. */
static void
collect (GtkWidget *root, GPtrArray *found)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (seen (child) && !GTK_IS_NATIVE (child))
      {
        g_ptr_array_add (found, child);
        collect (child, found);
      }
}

/* Nothing clipped: every shown part of the layout lies inside it and has
 * at least its minimum size; no two texts overlap. The score sheet's rows
 * scroll inside it: they are checked against the sheet, not the window. */
static void
assert_nothing_clipped (FtWindow *window)
{
  GtkWidget *layout = GTK_WIDGET (layout_of (window));
  GtkWidget *sheet = GTK_WIDGET (ft_sidebar_get_scoresheet (ft_window_get_sidebar (window)));
  graphene_rect_t all = GRAPHENE_RECT_INIT (0, 0, (float) gtk_widget_get_width (layout),
                                            (float) gtk_widget_get_height (layout));
  g_autoptr (GPtrArray) shown = g_ptr_array_new ();
  g_autoptr (GPtrArray) texts = g_ptr_array_new ();

  collect (layout, shown);
  for (guint i = 0; i < shown->len; i++)
    {
      GtkWidget *widget = shown->pdata[i];
      graphene_rect_t bounds = bounds_in_layout (window, widget);
      GtkAllocation allocation;
      int minimum_w, minimum_h;

      if (gtk_widget_is_ancestor (widget, sheet))
        continue;
      if (!graphene_rect_contains_rect (&all, &bounds))
        g_error ("%s at %g,%g %gx%g is outside the %gx%g layout", G_OBJECT_TYPE_NAME (widget), bounds.origin.x,
                 bounds.origin.y, bounds.size.width, bounds.size.height, all.size.width, all.size.height);
      /* (The allocation with the margins, as measure() counts.) */
      gtk_widget_get_allocation (widget, &allocation);
      allocation.width += gtk_widget_get_margin_start (widget) + gtk_widget_get_margin_end (widget);
      allocation.height += gtk_widget_get_margin_top (widget) + gtk_widget_get_margin_bottom (widget);
      gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum_w, NULL, NULL, NULL);
      gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, allocation.width, &minimum_h, NULL, NULL, NULL);
      if (allocation.width < minimum_w || allocation.height < minimum_h)
        g_error ("%s is %dx%d, under its minimum %dx%d", G_OBJECT_TYPE_NAME (widget), allocation.width,
                 allocation.height, minimum_w, minimum_h);
      if (is_text (widget))
        g_ptr_array_add (texts, widget);
    }
  for (guint i = 0; i < texts->len; i++)
    for (guint j = i + 1; j < texts->len; j++)
      {
        graphene_rect_t a = bounds_in_layout (window, texts->pdata[i]);
        graphene_rect_t b = bounds_in_layout (window, texts->pdata[j]);
        graphene_rect_t overlap;

        if (graphene_rect_intersection (&a, &b, &overlap) && overlap.size.width > 0 && overlap.size.height > 0)
          g_error ("\"%s\" and \"%s\" overlap", GTK_IS_LABEL (texts->pdata[i]) ? gtk_label_get_text (texts->pdata[i]) : "a clock",
                   GTK_IS_LABEL (texts->pdata[j]) ? gtk_label_get_text (texts->pdata[j]) : "a clock");
      }
}

/* No label of the window on two lines: at its width each needs the height
 * of one line (the score sheet's too). */
static void
assert_no_label_wraps (FtWindow *window)
{
  g_autoptr (GPtrArray) shown = g_ptr_array_new ();

  collect (GTK_WIDGET (window), shown);
  for (guint i = 0; i < shown->len; i++)
    if (GTK_IS_LABEL (shown->pdata[i]) && gtk_label_get_text (shown->pdata[i])[0] != '\0')
      {
        GtkLabel *label = shown->pdata[i];
        GtkAllocation allocation;
        int one_line, at_width;

        gtk_widget_get_allocation (GTK_WIDGET (label), &allocation);
        gtk_widget_measure (GTK_WIDGET (label), GTK_ORIENTATION_VERTICAL, -1, NULL, &one_line, NULL, NULL);
        gtk_widget_measure (GTK_WIDGET (label), GTK_ORIENTATION_VERTICAL, allocation.width, NULL, &at_width, NULL,
                            NULL);
        if (pango_layout_get_line_count (gtk_label_get_layout (label)) != 1 || at_width != one_line)
          g_error ("\"%s\" wraps: %d lines, %d px high at its width of %d px, %d on one line",
                   gtk_label_get_text (label), pango_layout_get_line_count (gtk_label_get_layout (label)), at_width,
                   allocation.width, one_line);
      }
}

/* Where each part is (layout coordinates), to compare before and after. */
static GArray *
positions (FtWindow *window)
{
  FtGameLayout *layout = layout_of (window);
  GtkWidget *parts[] = {
    GTK_WIDGET (ft_window_get_board (window)),
    ft_game_layout_get_top_strip (layout),
    ft_game_layout_get_bottom_strip (layout),
    strip_clock (window, TRUE),
    strip_clock (window, FALSE),
    ft_game_layout_get_controls (layout),
    ft_game_layout_get_moves (layout),
    ft_moves_pane_get_arrows (FT_MOVES_PANE (ft_game_layout_get_moves (layout))),
    GTK_WIDGET (ft_sidebar_get_status_line (ft_window_get_sidebar (window))),
  };
  GArray *all = g_array_new (FALSE, FALSE, sizeof (graphene_rect_t));

  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, 0, 0);

      if (seen (parts[i]))
        g_assert_true (gtk_widget_compute_bounds (parts[i], GTK_WIDGET (window), &bounds));
      g_array_append_val (all, bounds);
    }
  return all;
}

static void
assert_same_positions (GArray *before, GArray *after)
{
  g_assert_cmpuint (before->len, ==, after->len);
  for (guint i = 0; i < before->len; i++)
    if (!graphene_rect_equal (&g_array_index (before, graphene_rect_t, i), &g_array_index (after, graphene_rect_t, i)))
      {
        graphene_rect_t *a = &g_array_index (before, graphene_rect_t, i);
        graphene_rect_t *b = &g_array_index (after, graphene_rect_t, i);

        g_error ("part %u moved: %g,%g %gx%g → %g,%g %gx%g", i, a->origin.x, a->origin.y, a->size.width,
                 a->size.height, b->origin.x, b->origin.y, b->size.width, b->size.height);
      }
}

/* The checks of one size; `seed` plays its moves. */
static void
check_size (FtWindow *window, const Size *size, guint64 *seed)
{
  FtGameLayout *layout = layout_of (window);
  FtBoardView *board = ft_window_get_board (window);
  int width = gtk_widget_get_width (GTK_WIDGET (layout));
  int height = gtk_widget_get_height (GTK_WIDGET (layout));
  graphene_rect_t squares = squares_in_layout (window);
  int tile = (int) squares.size.width / (int) ft_board_model_get_files (ft_board_view_get_model (board));
  graphene_rect_t top = bounds_in_layout (window, ft_game_layout_get_top_strip (layout));
  graphene_rect_t bottom = bounds_in_layout (window, ft_game_layout_get_bottom_strip (layout));
  graphene_rect_t top_clock = bounds_in_layout (window, strip_clock (window, TRUE));
  graphene_rect_t bottom_clock = bounds_in_layout (window, strip_clock (window, FALSE));
  g_autoptr (GArray) before = NULL;
  g_autoptr (GArray) after = NULL;

  g_test_message ("%dx%d window, %dx%d content: %s, %d px squares, board %gx%g at %g,%g", size->width,
                  size->height, width, height,
                  ft_game_layout_get_shape (layout) == FT_GAME_LAYOUT_PORTRAIT ? "portrait" : "landscape", tile,
                  squares.size.width, squares.size.height, squares.origin.x, squares.origin.y);
  g_assert_cmpint (ft_game_layout_get_shape (layout), ==, size->shape);
  g_assert_cmpfloat (squares.size.width, ==, squares.size.height);
  assert_nothing_clipped (window);

  if (size->shape == FT_GAME_LAYOUT_PORTRAIT)
    {
      /* Across the width; the opponent above, the player below. */
      g_assert_cmpint (tile, >=, 24);
      g_assert_cmpfloat (width - squares.size.width, <, 2 * 24);
      g_assert_cmpfloat (top.origin.y + top.size.height, <=, squares.origin.y);
      g_assert_cmpfloat (bottom.origin.y, >=, squares.origin.y + squares.size.height);
      /* The move list one tap away. */
      g_assert_true (seen (ft_game_layout_get_moves_toggle (layout)));
    }
  else
    {
      float panel_x = top.origin.x;
      float gap = panel_x - (squares.origin.x + squares.size.width);

      g_test_message ("  panel %gx%g at %g, %g px from the board; clocks at %g and %g, the squares' edges %g and %g",
                      top.size.width, squares.size.height, panel_x, gap, top_clock.origin.y,
                      bottom_clock.origin.y + bottom_clock.size.height, squares.origin.y,
                      squares.origin.y + squares.size.height);
      g_assert_false (seen (ft_game_layout_get_moves_toggle (layout)));
      /* The panel against the board; the clocks at its edges. */
      g_assert_cmpfloat (gap, >=, 0);
      g_assert_cmpfloat (gap, <=, 24);
      g_assert_cmpfloat (top_clock.origin.y, ==, squares.origin.y);
      g_assert_cmpfloat (bottom_clock.origin.y + bottom_clock.size.height, ==, squares.origin.y + squares.size.height);
      /* The move list fills the height between them. */
      g_assert_true (seen (ft_game_layout_get_moves (layout)));
      g_assert_cmpfloat (bounds_in_layout (window, ft_game_layout_get_moves (layout)).origin.y, <=,
                         top.origin.y + top.size.height + 16);
      /* The board as high as the window allows: less than a square of
       * room is left, a margin of at most 24 px above and below. */
      g_assert_cmpfloat (height - 2 * MIN (24, MAX (0, (height - 672) / 2)) - squares.size.height, <,
                         tile + 14 + 1);
      if (size->height >= 900)
        {
          /* A margin under the board, and the group centred. */
          float left = squares.origin.x;
          float right = width - (panel_x + top.size.width);

          g_assert_cmpfloat (height - (squares.origin.y + squares.size.height), >=, 16);
          g_assert_cmpfloat (ABS (left - right), <=, 1);
        }
    }
  if (size->width == 0)
    {
      g_assert_cmpint (width, ==, 792);
      g_assert_cmpint (height, ==, 672);
      g_assert_cmpint (tile, ==, 48);
      g_assert_cmpint (panel_width (window), ==, 120);
      assert_no_label_wraps (window);
    }

  /* Nothing moves while the game goes on. */
  before = positions (window);
  for (int ply = 0; ply < 4; ply++)
    play_easy_ply (window, seed);
  after = positions (window);
  assert_same_positions (before, after);
  assert_nothing_clipped (window);
  if (size->width == 0)
    assert_no_label_wraps (window);
}

static void
test_sizes (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  FtWindow *window;
  guint64 seed = 3;

  setup->opponent = FT_OPPONENT_COMPUTER;
  setup->level = FT_LEVEL_NORMAL;
  window = open_window_sized (setup, 0, 0);
  g_assert_cmpstr (ft_sidebar_get_top_name (ft_window_get_sidebar (window)), ==, "Computer (normal)");
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      resize_window (window, sizes[i].width, sizes[i].height);
      check_size (window, &sizes[i], &seed);
    }
  close_window (window);
}

/* The evaluation bar, when shown, lies against the board's left edge (its
 * coordinates' gutter's, if any), as high as the squares. */
static void
test_evaluation_bar (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  FtWindow *window = open_window_sized (setup, 1280, 900);
  FtGameLayout *layout = layout_of (window);
  GtkWidget *bar = ft_game_layout_get_evaluation_bar (layout);
  graphene_rect_t squares, bounds, board;

  g_assert_nonnull (bar);
  gtk_widget_set_visible (bar, TRUE);
  spin (100);
  squares = squares_in_layout (window);
  bounds = bounds_in_layout (window, bar);
  board = bounds_in_layout (window, GTK_WIDGET (ft_window_get_board (window)));
  g_test_message ("bar at %g..%g, board from %g (squares from %g)", bounds.origin.x,
                  bounds.origin.x + bounds.size.width, board.origin.x, squares.origin.x);
  g_assert_cmpfloat (board.origin.x - (bounds.origin.x + bounds.size.width), >=, 0);
  g_assert_cmpfloat (board.origin.x - (bounds.origin.x + bounds.size.width), <=, 6);
  g_assert_cmpfloat (bounds.origin.y, ==, squares.origin.y);
  g_assert_cmpfloat (bounds.size.height, ==, squares.size.height);
  assert_nothing_clipped (window);
  close_window (window);
}

/* The longest messages stay on one line in the header at the default
 * size, and a new one moves nothing. */
static void
test_messages_one_line (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  FtWindow *window = open_window_sized (setup, 0, 0);
  FtSidebar *sidebar = ft_window_get_sidebar (window);
  static const char *const messages[] = { "Fourteen (normal) won", "Threefold repetition: White may claim a draw",
                                          "Jump on, or end the turn (Space)", "You must defend your king!" };
  g_autoptr (GArray) before = positions (window);

  for (guint i = 0; i < G_N_ELEMENTS (messages); i++)
    {
      g_autoptr (GArray) after = NULL;
      GtkLabel *label;

      ft_sidebar_set_turn (sidebar, "Computer’s turn");
      ft_sidebar_set_message (sidebar, messages[i]);
      spin (50);
      label = GTK_LABEL (find_label_containing (GTK_WIDGET (window), messages[i]));
      g_assert_nonnull (label);
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (label)));
      assert_no_label_wraps (window);
      after = positions (window);
      assert_same_positions (before, after);
    }
  close_window (window);
}

/* After a resignation (two clicks: the first arms the button) the pointer
 * over Resign is still over Resign (a New Game button used to appear exactly
 * there), and nothing moved. */
static void
test_nothing_under_the_pointer (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  FtWindow *window = open_window_sized (setup, 0, 0);
  GtkWidget *resign = ft_game_controls_get_button (FT_GAME_CONTROLS (ft_game_layout_get_controls (layout_of (window))),
                                                   "win.resign");
  g_autoptr (GArray) before = positions (window);
  g_autoptr (GArray) after = NULL;
  graphene_rect_t bounds;
  double x, y;

  g_assert_nonnull (resign);
  g_assert_true (gtk_widget_compute_bounds (resign, GTK_WIDGET (window), &bounds));
  x = bounds.origin.x + bounds.size.width / 2;
  y = bounds.origin.y + bounds.size.height / 2;
  g_assert_true (gtk_widget_is_ancestor (gtk_widget_pick (GTK_WIDGET (window), x, y, GTK_PICK_INSENSITIVE), resign)
                 || gtk_widget_pick (GTK_WIDGET (window), x, y, GTK_PICK_INSENSITIVE) == resign);
  /* The first click arms the button in place (it asks for a second). */
  g_signal_emit_by_name (resign, "clicked");
  spin (200);
  g_assert_false (ft_game_is_over (ft_window_get_game (window)));
  g_assert_true (gtk_widget_pick (GTK_WIDGET (window), x, y, GTK_PICK_INSENSITIVE) == resign
                 || gtk_widget_is_ancestor (gtk_widget_pick (GTK_WIDGET (window), x, y, GTK_PICK_INSENSITIVE), resign));
  g_signal_emit_by_name (resign, "clicked");
  spin (200);
  g_assert_true (ft_game_is_over (ft_window_get_game (window)));
  {
    GtkWidget *picked = gtk_widget_pick (GTK_WIDGET (window), x, y, GTK_PICK_INSENSITIVE);

    g_assert_true (picked == resign || gtk_widget_is_ancestor (picked, resign));
  }
  g_assert_false (gtk_widget_is_sensitive (resign));
  after = positions (window);
  assert_same_positions (before, after);
  close_window (window);
}

/* The window goes down to 360 px wide: no part asks for more. */
static void
test_minimum_width (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  FtWindow *window = open_window_sized (setup, 0, 0);
  int minimum;

  /* The content (header bar included); the window adds its shadow's margins. */
  gtk_widget_measure (adw_application_window_get_content (ADW_APPLICATION_WINDOW (window)),
                      GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_test_message ("the content's minimum width: %d", minimum);
  g_assert_cmpint (minimum, <=, 360);
  resize_window (window, 360, 640);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==, 360);
  close_window (window);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();
  g_test_add_func ("/layout/sizes", test_sizes);
  g_test_add_func ("/layout/evaluation-bar", test_evaluation_bar);
  g_test_add_func ("/layout/messages-one-line", test_messages_one_line);
  g_test_add_func ("/layout/nothing-under-the-pointer", test_nothing_under_the_pointer);
  g_test_add_func ("/layout/minimum-width", test_minimum_width);
  return g_test_run ();
}
