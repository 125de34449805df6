/* Widget tests of the game window under Xvfb: clicks through the board's
 * gesture handlers and through real X events, highlights, selection rules,
 * messages, end states, resign/restart and keys, and the rendered colours. */
#include "config.h"

#include <gdk/x11/gdkx.h>

#include "ft-fen.h"
#include "ft-window.h"

#include "app-test-util.h"

#define SQ(name) square_from_name (name)

static FtSquare
square_from_name (const char *name)
{
  return FT_SQUARE (name[0] - 'a', atoi (name + 1) - 1);
}

static gboolean
not_animating (gpointer data)
{
  return !ft_board_is_animating (ft_window_get_board (data));
}

static gboolean
not_flashing (gpointer data)
{
  return !ft_board_is_flashing (ft_window_get_board (data));
}

static gboolean
human_turn_started (gpointer data)
{
  FtGame *game = ft_window_get_game (data);
  return ft_game_is_over (game)
         || (ft_game_is_human_turn (game) && ft_game_is_turn_started (game)
             && !ft_board_is_animating (ft_window_get_board (data)));
}

static gboolean
game_over (gpointer data)
{
  return ft_game_is_over (ft_window_get_game (data));
}

static FtGameSetup *
setup_from_fen (const char *fen, FtColour human)
{
  FtGameSetup *setup = ft_game_setup_new_default ();
  g_autoptr (GError) error = NULL;

  if (fen != NULL)
    {
      gboolean ok = ft_fen_parse (fen, FT_RULES_FOURTEEN, setup->start, &error);
      g_assert_no_error (error);
      g_assert_true (ok);
    }
  setup->human_colour = human;
  setup->level = FT_LEVEL_EASY;
  return setup;
}

static FtWindow *
open_window (const FtGameSetup *setup)
{
  return open_window_with (setup, NULL);
}

static FtHighlight
highlight (FtWindow *window, const char *square)
{
  return ft_board_get_highlight (ft_window_get_board (window), SQ (square));
}

static void
click (FtWindow *window, const char *square)
{
  ft_board_click_square (ft_window_get_board (window), SQ (square));
}

/* The gesture's own signals, as GTK emits them for a press and release. */
static GtkGesture *
board_drag_gesture (FtBoard *board)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (board));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);
      if (GTK_IS_GESTURE_DRAG (controller))
        return GTK_GESTURE (controller);
    }
  g_assert_not_reached ();
}

static void
gesture_drag (FtWindow *window, const char *from, const char *to)
{
  FtBoard *board = ft_window_get_board (window);
  GtkGesture *gesture = board_drag_gesture (board);
  graphene_rect_t a, b;
  double x0, y0, dx, dy;

  g_assert_true (ft_board_get_square_bounds (board, SQ (from), &a));
  g_assert_true (ft_board_get_square_bounds (board, SQ (to), &b));
  x0 = a.origin.x + a.size.width / 2;
  y0 = a.origin.y + a.size.height / 2;
  dx = b.origin.x - a.origin.x;
  dy = b.origin.y - a.origin.y;
  g_signal_emit_by_name (gesture, "drag-begin", x0, y0);
  if (dx != 0 || dy != 0)
    {
      g_signal_emit_by_name (gesture, "drag-update", dx / 2, dy / 2);
      g_signal_emit_by_name (gesture, "drag-update", dx, dy);
    }
  g_signal_emit_by_name (gesture, "drag-end", dx, dy);
}

/* ---- A bare board: no window logic, only what the board itself does ------ */

typedef struct
{
  guint count;
  FtSquare from, to;
  FtKind promotion;
} Requests;

static void
move_requested_cb (FtBoard *board G_GNUC_UNUSED, guint from, guint to, guint promotion,
                   Requests *requests)
{
  requests->count++;
  requests->from = (FtSquare) from;
  requests->to = (FtSquare) to;
  requests->promotion = (FtKind) promotion;
}

typedef struct
{
  GtkWindow *window;
  FtBoard *board;
  FtGame *game;
  Requests requests;
} BareBoard;

/* White to move in `fen` (NULL: the 14×14 start), its turn started, the
 * board in a plain window, nobody playing the requested moves. */
static void
bare_board_open (BareBoard *bare, const char *fen, FtRules rules)
{
  g_autofree FtPosition *start = g_new0 (FtPosition, 1);
  g_autoptr (GError) error = NULL;

  if (fen == NULL)
    ft_position_set_fourteen_start (start);
  else
    {
      gboolean ok = ft_fen_parse (fen, rules, start, &error);
      g_assert_no_error (error);
      g_assert_true (ok);
    }
  memset (&bare->requests, 0, sizeof bare->requests);
  bare->game = ft_game_new (start, FT_WHITE, 180000, 0, 180000, 0);
  bare->board = FT_BOARD (ft_board_new ());
  bare->window = GTK_WINDOW (gtk_window_new ());
  gtk_window_set_default_size (bare->window, 672, 672);
  gtk_window_set_child (bare->window, GTK_WIDGET (bare->board));
  g_signal_connect (bare->board, "move-requested", G_CALLBACK (move_requested_cb), &bare->requests);
  ft_board_set_game (bare->board, bare->game);
  ft_board_set_interactive_colours (bare->board, FT_BOARD_WHITE);
  gtk_window_present (bare->window);
  ft_game_start_turn (bare->game);
  for (int i = 0; i < 500 && gtk_widget_get_width (GTK_WIDGET (bare->board)) == 0; i++)
    spin (10);
  spin (50);
}

static void
bare_board_close (BareBoard *bare)
{
  gtk_window_destroy (bare->window);
  spin (20);
  ft_clock_stop (ft_game_get_clock (bare->game));
  g_object_unref (bare->game);
}

/* ---- Window ------------------------------------------------------------- */

static void
test_window_layout (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen (NULL, FT_WHITE);
  FtWindow *window = open_window (setup);
  FtBoard *board = ft_window_get_board (window);
  FtSidebar *sidebar = ft_window_get_sidebar (window);
  graphene_rect_t a1, n14;

  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Fourteen");
  g_test_message ("board %dx%d, sidebar %dx%d", gtk_widget_get_width (GTK_WIDGET (board)),
                  gtk_widget_get_height (GTK_WIDGET (board)),
                  gtk_widget_get_width (GTK_WIDGET (sidebar)),
                  gtk_widget_get_height (GTK_WIDGET (sidebar)));
  /* Default content 792×672: board 672 square, sidebar 120. */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (board)), ==, 672);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (board)), ==, 672);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (sidebar)), ==, 120);

  /* White at the bottom: a1 bottom-left, n14 top-right, 48 px tiles. */
  g_assert_true (ft_board_get_square_bounds (board, SQ ("a1"), &a1));
  g_assert_true (ft_board_get_square_bounds (board, SQ ("n14"), &n14));
  g_assert_cmpfloat (a1.origin.x, ==, 0);
  g_assert_cmpfloat (a1.origin.y, ==, 13 * 48);
  g_assert_cmpfloat (a1.size.width, ==, 48);
  g_assert_cmpfloat (n14.origin.x, ==, 13 * 48);
  g_assert_cmpfloat (n14.origin.y, ==, 0);
  g_assert_cmpuint (ft_board_square_at (board, 5, 672 - 5), ==, SQ ("a1"));

  /* Clocks: opponent on top, the player's below, mm:ss. */
  g_assert_cmpstr (ft_sidebar_get_top_clock (sidebar), ==, "03:00");
  g_assert_cmpstr (ft_sidebar_get_turn (sidebar), ==, "Your turn");
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), ==, "");

  /* The board scales with the window and stays square. */
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 900);
  spin (200);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (board)), >, 672);
  g_assert_true (ft_board_get_square_bounds (board, SQ ("a1"), &a1));
  g_test_message ("resized: tile %.0f", a1.size.width);
  g_assert_cmpfloat (a1.size.width, ==, a1.size.height);
  g_assert_cmpfloat (a1.size.width, >, 48);
  close_window (window);
}

static void
test_view_turned_for_black (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen (NULL, FT_BLACK);
  FtWindow *window = open_window (setup);
  FtBoard *board = ft_window_get_board (window);
  graphene_rect_t a1;

  /* Black at the bottom: a1 is the top-right square, n14 the bottom-left. */
  g_assert_true (ft_board_get_square_bounds (board, SQ ("a1"), &a1));
  g_assert_cmpfloat (a1.origin.x, ==, 13 * 48);
  g_assert_cmpfloat (a1.origin.y, ==, 0);
  g_assert_cmpuint (ft_board_square_at (board, 5, 672 - 5), ==, SQ ("n14"));
  /* The computer (White) moves first; then it is the human's turn. */
  g_assert_true (wait_until (human_turn_started, window, 20000));
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 1);
  g_assert_cmpint (FT_PIECE_COLOUR (ft_game_get_position (ft_window_get_game (window))
                                      ->board[FT_MOVE_TO (ft_game_get_last_move (ft_window_get_game (window)))]),
                   ==, FT_WHITE);
  g_assert_cmpstr (ft_sidebar_get_turn (ft_window_get_sidebar (window)), ==, "Your turn");
  g_assert_cmpstr (ft_sidebar_get_bottom_clock (ft_window_get_sidebar (window)), ==, "03:00");
  close_window (window);
}

/* ---- Selection and highlights ------------------------------------------- */

static void
test_selection_rules (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen (NULL, FT_WHITE);
  FtWindow *window = open_window (setup);
  FtBoard *board = ft_window_get_board (window);

  /* An empty square or an enemy piece selects nothing. */
  click (window, "e7");
  g_assert_cmpuint (ft_board_get_selected (board), ==, FT_NO_SQUARE);
  click (window, "e13");
  g_assert_cmpuint (ft_board_get_selected (board), ==, FT_NO_SQUARE);

  /* A pawn: green, with its one- and two-step destinations blue. */
  click (window, "c2");
  g_assert_cmpuint (ft_board_get_selected (board), ==, SQ ("c2"));
  g_assert_cmpint (highlight (window, "c2"), ==, FT_HIGHLIGHT_SELECTED);
  g_assert_cmpint (highlight (window, "c3"), ==, FT_HIGHLIGHT_LEGAL);
  g_assert_cmpint (highlight (window, "c4"), ==, FT_HIGHLIGHT_LEGAL);
  g_assert_cmpint (highlight (window, "c5"), ==, FT_HIGHLIGHT_NONE);
  g_assert_cmpint (highlight (window, "d3"), ==, FT_HIGHLIGHT_NONE);

  /* Another own piece takes over the selection (the knight on b1). */
  click (window, "b1");
  g_assert_cmpuint (ft_board_get_selected (board), ==, SQ ("b1"));
  g_assert_cmpint (highlight (window, "c2"), ==, FT_HIGHLIGHT_NONE);
  g_assert_cmpint (highlight (window, "c3"), ==, FT_HIGHLIGHT_LEGAL);
  g_assert_cmpint (highlight (window, "a3"), ==, FT_HIGHLIGHT_LEGAL);

  /* Clicking it again deselects. */
  click (window, "b1");
  g_assert_cmpuint (ft_board_get_selected (board), ==, FT_NO_SQUARE);
  g_assert_cmpint (highlight (window, "c3"), ==, FT_HIGHLIGHT_NONE);

  /* Clicking a square that is no destination deselects. */
  click (window, "c2");
  click (window, "h8");
  g_assert_cmpuint (ft_board_get_selected (board), ==, FT_NO_SQUARE);
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 0);
  close_window (window);
}

static void
test_click_move_animates_then_computer_replies (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen (NULL, FT_WHITE);
  FtWindow *window = open_window (setup);
  FtBoard *board = ft_window_get_board (window);
  FtGame *game = ft_window_get_game (window);
  FtClock *clock = ft_game_get_clock (game);

  click (window, "c2");
  click (window, "c4");
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 1);
  g_assert_cmpuint (ft_board_get_selected (board), ==, FT_NO_SQUARE);

  /* While the pawn travels nothing else happens: no clock, no search. */
  g_assert_true (ft_board_is_animating (board));
  g_assert_false (ft_clock_is_running (clock));
  g_assert_false (ft_window_is_computer_thinking (window));
  g_assert_cmpint (highlight (window, "c2"), ==, FT_HIGHLIGHT_LAST_MOVE);
  g_assert_cmpint (highlight (window, "c4"), ==, FT_HIGHLIGHT_LAST_MOVE);

  /* Two squares at 6 px/frame: 96 px / 360 px/s ≈ 0.27 s. */
  g_assert_true (wait_until (not_animating, window, 2000));
  g_assert_true (ft_clock_is_running (clock));
  g_assert_cmpint (ft_clock_get_running_side (clock), ==, FT_BLACK);

  /* While the computer thinks a click only picks up a piece for a premove
   * (docs/playing.md#premoves, tests/app/test-premove.c); a second click
   * on it lets go, and nothing is played… */
  click (window, "d2");
  g_assert_cmpuint (ft_board_get_selected (board), ==, SQ ("d2"));
  click (window, "d2");
  g_assert_cmpuint (ft_board_get_selected (board), ==, FT_NO_SQUARE);
  g_assert_false (ft_board_get_premove (board, NULL, NULL));
  /* …and it answers. */
  g_assert_true (wait_until (human_turn_started, window, 20000));
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 2);
  g_assert_cmpint (ft_clock_get_running_side (clock), ==, FT_WHITE);
  close_window (window);
}

static void
test_drag_and_drop (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen (NULL, FT_WHITE);
  FtWindow *window = open_window (setup);
  FtBoard *board = ft_window_get_board (window);
  FtGame *game = ft_window_get_game (window);

  /* A press and release on the same square is a click. */
  gesture_drag (window, "d2", "d2");
  g_assert_cmpuint (ft_board_get_selected (board), ==, SQ ("d2"));
  gesture_drag (window, "d2", "d2");
  g_assert_cmpuint (ft_board_get_selected (board), ==, FT_NO_SQUARE);

  /* Dropping on an illegal square moves nothing. */
  gesture_drag (window, "d2", "e5");
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 0);

  /* Dragging the knight to a legal square plays it; it is already there, so
   * the game goes on without an animation. */
  gesture_drag (window, "b1", "c3");
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 1);
  g_assert_cmpuint (FT_MOVE_TO (ft_game_get_last_move (game)), ==, SQ ("c3"));
  {
    /* An animated knight move would take 2.24 tiles / 7.5 tiles/s ≈ 0.3 s
     * of frame-clock ticks; a dropped piece lands with what is ready now.
     * (Counted in main-loop work, not wall time, which a loaded machine
     * stretches.) */
    g_assert_true (drain_until (not_animating, window));
  }
  close_window (window);
}

/* A real X click through Xvfb reaches the gesture. */
static void
test_real_x_click (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen (NULL, FT_WHITE);
  FtWindow *window = open_window (setup);
  FtBoard *board = ft_window_get_board (window);
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  graphene_rect_t bounds;
  graphene_point_t point;
  double sx, sy;
  g_autofree char *command = NULL;
  g_auto (GStrv) argv = NULL;
  g_autoptr (GError) error = NULL;

  if (!GDK_IS_X11_SURFACE (surface) || g_find_program_in_path ("xdotool") == NULL)
    {
      g_test_skip ("needs X11 and xdotool");
      close_window (window);
      return;
    }
  g_assert_true (ft_board_get_square_bounds (board, SQ ("f2"), &bounds));
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (board), GTK_WIDGET (window),
                                           &GRAPHENE_POINT_INIT (bounds.origin.x + 24,
                                                                 bounds.origin.y + 24),
                                           &point));
  gtk_native_get_surface_transform (GTK_NATIVE (window), &sx, &sy);
  command = g_strdup_printf ("xdotool mousemove --window %lu %d %d click 1",
                             (unsigned long) gdk_x11_surface_get_xid (surface),
                             (int) (point.x + sx), (int) (point.y + sy));
  g_assert_true (g_shell_parse_argv (command, NULL, &argv, NULL));
  g_assert_true (g_spawn_async (NULL, argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  spin (100);
  for (int i = 0; i < 300 && ft_board_get_selected (board) == FT_NO_SQUARE; i++)
    spin (10);
  g_assert_cmpuint (ft_board_get_selected (board), ==, SQ ("f2"));
  close_window (window);
}

/* A real X drag: press on b1, move, release on c3. */
static void
window_point (FtWindow *window, const char *square, int *x, int *y)
{
  FtBoard *board = ft_window_get_board (window);
  graphene_rect_t bounds;
  graphene_point_t point;
  double sx, sy;

  g_assert_true (ft_board_get_square_bounds (board, SQ (square), &bounds));
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (board), GTK_WIDGET (window),
                                           &GRAPHENE_POINT_INIT (bounds.origin.x + bounds.size.width / 2,
                                                                 bounds.origin.y + bounds.size.height / 2),
                                           &point));
  gtk_native_get_surface_transform (GTK_NATIVE (window), &sx, &sy);
  *x = (int) (point.x + sx);
  *y = (int) (point.y + sy);
}

static void
test_real_x_drag (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen (NULL, FT_WHITE);
  FtWindow *window = open_window (setup);
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  FtGame *game = ft_window_get_game (window);
  g_autofree char *command = NULL;
  g_auto (GStrv) argv = NULL;
  int x1, y1, x2, y2;

  if (!GDK_IS_X11_SURFACE (surface) || g_find_program_in_path ("xdotool") == NULL)
    {
      g_test_skip ("needs X11 and xdotool");
      close_window (window);
      return;
    }
  window_point (window, "b1", &x1, &y1);
  window_point (window, "c3", &x2, &y2);
  command = g_strdup_printf ("xdotool mousemove --window %lu %d %d mousedown 1 "
                             "mousemove --window %lu %d %d mousemove --window %lu %d %d mouseup 1",
                             (unsigned long) gdk_x11_surface_get_xid (surface), x1, y1,
                             (unsigned long) gdk_x11_surface_get_xid (surface), (x1 + x2) / 2, (y1 + y2) / 2,
                             (unsigned long) gdk_x11_surface_get_xid (surface), x2, y2);
  g_assert_true (g_shell_parse_argv (command, NULL, &argv, NULL));
  g_assert_true (g_spawn_async (NULL, argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL));
  for (int i = 0; i < 300 && ft_game_get_n_moves (game) == 0; i++)
    spin (10);
  g_assert_cmpuint (ft_game_get_n_moves (game), >=, 1);
  g_assert_cmpuint (FT_MOVE_FROM (ft_game_get_move (game, 0)), ==, SQ ("b1"));
  g_assert_cmpuint (FT_MOVE_TO (ft_game_get_move (game, 0)), ==, SQ ("c3"));
  close_window (window);
}

/* ---- Check, pins and the king to defend --------------------------------- */

static void
count_cb (guint *counter)
{
  (*counter)++;
}

static void
test_defend_your_king (void)
{
  /* White's rook on e2 is pinned by the black rook on e8. */
  g_autoptr (FtGameSetup) setup = setup_from_fen ("k3r3/8/8/8/8/8/4R3/4K3 w - - 0 1", FT_WHITE);
  FtWindow *window = open_window (setup);
  FtBoard *board = ft_window_get_board (window);
  FtSidebar *sidebar = ft_window_get_sidebar (window);
  gint64 started;
  double flash_seconds;
  guint exposed = 0;

  click (window, "e2");
  /* Only the moves along the pin are highlighted. */
  g_assert_cmpint (highlight (window, "e2"), ==, FT_HIGHLIGHT_SELECTED);
  g_assert_cmpint (highlight (window, "e5"), ==, FT_HIGHLIGHT_LEGAL);
  g_assert_cmpint (highlight (window, "e8"), ==, FT_HIGHLIGHT_CAPTURE);
  g_assert_cmpint (highlight (window, "d2"), ==, FT_HIGHLIGHT_NONE);
  g_assert_cmpint (highlight (window, "a2"), ==, FT_HIGHLIGHT_NONE);

  /* Trying to leave the pin: the message, and the king flashes. */
  click (window, "a2");
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), ==, "You must defend your king!");
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 0);
  g_assert_true (ft_board_is_flashing (board));
  g_assert_cmpint (highlight (window, "e1"), ==, FT_HIGHLIGHT_CHECK);
  started = g_get_monotonic_time ();
  g_assert_true (wait_until (not_flashing, window, 3000));
  flash_seconds = (g_get_monotonic_time () - started) / 1e6;
  g_test_message ("flashing lasted %.2f s", flash_seconds);
  /* Three flashes of 0.5 s. */
  g_assert_cmpfloat (flash_seconds, >, 1.3);
  g_assert_cmpfloat (flash_seconds, <, 2.0);
  g_assert_cmpint (highlight (window, "e1"), ==, FT_HIGHLIGHT_NONE);

  /* A move that is simply impossible (a rook moving diagonally) is no
   * reason for the message: the selection just goes. */
  g_signal_connect_swapped (board, "king-exposed", G_CALLBACK (count_cb), &exposed);
  click (window, "e2");
  click (window, "f3");
  g_assert_cmpuint (exposed, ==, 0);
  g_assert_cmpuint (ft_board_get_selected (board), ==, FT_NO_SQUARE);
  g_assert_false (ft_board_is_flashing (board));
  click (window, "e2");
  click (window, "d2");
  g_assert_cmpuint (exposed, ==, 1);
  close_window (window);
}

static void
test_check (void)
{
  /* The black rook on e8 gives check; the white rook on b2 can block. */
  g_autoptr (FtGameSetup) setup = setup_from_fen ("k3r3/8/8/8/8/8/1R6/4K3 w - - 0 1", FT_WHITE);
  FtWindow *window = open_window (setup);
  FtSidebar *sidebar = ft_window_get_sidebar (window);

  g_assert_cmpint (highlight (window, "e1"), ==, FT_HIGHLIGHT_CHECK);
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), ==, "Check!");

  /* Only moves that answer the check are legal: the rook may block on e2. */
  click (window, "b2");
  g_assert_cmpint (highlight (window, "e2"), ==, FT_HIGHLIGHT_LEGAL);
  g_assert_cmpint (highlight (window, "b5"), ==, FT_HIGHLIGHT_NONE);
  click (window, "b5");
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), ==, "You must defend your king!");
  g_assert_true (wait_until (not_flashing, window, 3000));
  click (window, "b2");
  click (window, "e2");
  g_assert_true (wait_until (not_animating, window, 3000));
  g_assert_cmpint (highlight (window, "e1"), ==, FT_HIGHLIGHT_NONE);
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), !=, "Check!");
  close_window (window);
}

/* "Check!" waits for the checking piece to land: the window shows the move
 * on the board before it updates its status. */
static void
test_check_after_animation (void)
{
  /* Rh1-h8+ travels seven squares (about 0.9 s). */
  g_autoptr (FtGameSetup) setup = setup_from_fen ("k7/8/8/8/8/8/8/4K2R w - - 0 1", FT_WHITE);
  FtWindow *window = open_window (setup);
  FtSidebar *sidebar = ft_window_get_sidebar (window);

  g_assert_cmpstr (ft_sidebar_get_message (sidebar), ==, "");
  click (window, "h1");
  click (window, "h8");
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 1);
  g_assert_true (ft_position_in_check (ft_game_get_position (ft_window_get_game (window))));
  g_assert_true (ft_board_is_animating (ft_window_get_board (window)));
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), !=, "Check!");
  spin (100);
  g_assert_true (ft_board_is_animating (ft_window_get_board (window)));
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), !=, "Check!");
  g_assert_true (wait_until (not_animating, window, 3000));
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), ==, "Check!");
  close_window (window);
}

/* ---- End of game -------------------------------------------------------- */

static void
test_checkmate_picture (void)
{
  /* Back-rank mate: Ra1-a8#. */
  g_autoptr (FtGameSetup) setup = setup_from_fen ("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", FT_WHITE);
  FtWindow *window = open_window (setup);
  FtBoard *board = ft_window_get_board (window);
  FtGame *game = ft_window_get_game (window);
  FtSidebar *sidebar = ft_window_get_sidebar (window);

  click (window, "a1");
  click (window, "a8");
  g_assert_true (ft_game_is_over (game));
  g_assert_true (wait_until (not_animating, window, 3000));
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), ==, "You won by checkmate");
  g_assert_cmpstr (ft_sidebar_get_turn (sidebar), ==, "Game over");
  g_assert_cmpint (highlight (window, "g8"), ==, FT_HIGHLIGHT_MATED_KING);
  g_assert_cmpint (highlight (window, "a8"), ==, FT_HIGHLIGHT_CONTRIBUTOR);
  g_assert_cmpint (highlight (window, "g1"), !=, FT_HIGHLIGHT_CONTRIBUTOR);
  g_assert_false (ft_clock_is_running (ft_game_get_clock (game)));
  g_assert_false (ft_window_is_computer_thinking (window));

  /* Frozen: no selection, no move. */
  click (window, "g1");
  g_assert_cmpuint (ft_board_get_selected (board), ==, FT_NO_SQUARE);
  close_window (window);
}

static void
test_lose_on_time (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen (NULL, FT_WHITE);
  FtWindow *window;
  FtSidebar *sidebar;

  setup->player_ms = 300;
  window = open_window (setup);
  sidebar = ft_window_get_sidebar (window);
  g_assert_true (wait_until (game_over, window, 3000));
  spin (50);
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), ==, "You lost on time");
  g_assert_cmpstr (ft_sidebar_get_bottom_clock (sidebar), ==, "00:00");
  click (window, "c2");
  g_assert_cmpuint (ft_board_get_selected (ft_window_get_board (window)), ==, FT_NO_SQUARE);
  close_window (window);
}

static void
test_resign_and_restart_actions (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen (NULL, FT_WHITE);
  FtWindow *window = open_window (setup);
  FtSidebar *sidebar = ft_window_get_sidebar (window);
  g_autoptr (FtGame) first = NULL;

  click (window, "c2");
  click (window, "c4");
  g_assert_true (wait_until (not_animating, window, 2000));
  /* Resign while the computer thinks: the search is cancelled. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL));
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), ==, "You resigned");
  g_assert_false (ft_window_is_computer_thinking (window));
  /* Held, so that the new game cannot reuse its address. */
  first = g_object_ref (ft_window_get_game (window));
  g_assert_true (ft_game_is_over (first));
  spin (300); /* a cancelled search must not move afterwards */
  g_assert_cmpuint (ft_game_get_n_moves (first), ==, 1);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.restart", NULL));
  g_assert_true (ft_window_get_game (window) != first);
  g_assert_false (ft_game_is_over (ft_window_get_game (window)));
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 0);
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), ==, "");
  g_assert_cmpstr (ft_sidebar_get_top_clock (sidebar), ==, "03:00");
  g_assert_cmpint (highlight (window, "c4"), ==, FT_HIGHLIGHT_NONE);
  close_window (window);
}

/* The sidebar's buttons carry the actions. */
static void
find_buttons (GtkWidget *widget, GPtrArray *found)
{
  if (GTK_IS_BUTTON (widget) && gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)) != NULL)
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    find_buttons (child, found);
}

static void
test_sidebar_buttons (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen (NULL, FT_WHITE);
  FtWindow *window = open_window (setup);
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();
  GtkWidget *resign = NULL;

  find_buttons (GTK_WIDGET (ft_window_get_sidebar (window)), buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_actionable_get_action_name (buttons->pdata[i]), "win.resign") == 0)
      resign = buttons->pdata[i];
  g_assert_nonnull (resign);
  g_signal_emit_by_name (resign, "clicked");
  g_assert_cmpstr (ft_sidebar_get_message (ft_window_get_sidebar (window)), ==, "You resigned");
  close_window (window);
}

/* Keys through real X events: Escape resigns, R restarts. */
static void
send_key (FtWindow *window, const char *key)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (window));
  g_autofree char *command = g_strdup_printf ("xdotool mousemove --window %lu 300 300 key %s",
                                              (unsigned long) gdk_x11_surface_get_xid (surface),
                                              key);
  g_auto (GStrv) argv = NULL;

  g_assert_true (g_shell_parse_argv (command, NULL, &argv, NULL));
  g_assert_true (g_spawn_sync (NULL, argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL,
                               NULL, NULL));
  spin (150);
}

static void
test_keys (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen (NULL, FT_WHITE);
  FtWindow *window = open_window (setup);
  /* Held, so that the restarted game cannot reuse its address. */
  g_autoptr (FtGame) first = g_object_ref (ft_window_get_game (window));

  if (!GDK_IS_X11_SURFACE (gtk_native_get_surface (GTK_NATIVE (window)))
      || g_find_program_in_path ("xdotool") == NULL)
    {
      g_test_skip ("needs X11 and xdotool");
      close_window (window);
      return;
    }
  send_key (window, "Escape");
  for (int i = 0; i < 100 && !ft_game_is_over (first); i++)
    spin (10);
  g_assert_true (ft_game_is_over (first));
  g_assert_cmpstr (ft_game_get_result_message (first), ==, "You resigned");

  send_key (window, "r");
  for (int i = 0; i < 100 && ft_window_get_game (window) == first; i++)
    spin (10);
  g_assert_true (ft_window_get_game (window) != first);
  g_assert_false (ft_game_is_over (ft_window_get_game (window)));

  send_key (window, "e");
  for (int i = 0; i < 100 && !ft_game_is_over (ft_window_get_game (window)); i++)
    spin (10);
  g_assert_cmpstr (ft_game_get_result_message (ft_window_get_game (window)), ==, "You resigned");
  close_window (window);
}

/* ---- Rendering ---------------------------------------------------------- */

/* The colour near a square's top-right corner, where no piece, label or
 * anti-aliasing reaches. */
static void
square_colour (FtWindow *window, const Image *image, const char *square, GdkRGBA *colour)
{
  graphene_rect_t b;
  const guchar *p;
  int x, y;

  g_assert_true (ft_board_get_square_bounds (ft_window_get_board (window), SQ (square), &b));
  x = (int) (b.origin.x + b.size.width - 4);
  y = (int) (b.origin.y + 3);
  p = image->pixels + y * image->stride + x * 4;
  colour->blue = p[0] / 255.f;
  colour->green = p[1] / 255.f;
  colour->red = p[2] / 255.f;
  colour->alpha = p[3] / 255.f;
}

static void
assert_square_is (FtWindow *window, const Image *image, const char *square, FtHighlight h)
{
  FtSquare sq = SQ (square);
  gboolean dark = (FT_SQUARE_FILE (sq) + FT_SQUARE_RANK (sq)) % 2 == 0;
  GdkRGBA seen, expected;

  square_colour (window, image, square, &seen);
  ft_board_get_square_colour (ft_window_get_board (window), h, dark, &expected);
  g_test_message ("%s: seen %.3f %.3f %.3f, expected %.3f %.3f %.3f", square, seen.red,
                  seen.green, seen.blue, expected.red, expected.green, expected.blue);
  g_assert_cmpfloat_with_epsilon (seen.red, expected.red, 2.5 / 255);
  g_assert_cmpfloat_with_epsilon (seen.green, expected.green, 2.5 / 255);
  g_assert_cmpfloat_with_epsilon (seen.blue, expected.blue, 2.5 / 255);
}

/* The pixel at (fx, fy) of a square, as fractions of its size. */
static double
square_brightness (FtWindow *window, const Image *image, const char *square, double fx, double fy)
{
  graphene_rect_t b;
  const guchar *p;

  g_assert_true (ft_board_get_square_bounds (ft_window_get_board (window), SQ (square), &b));
  p = image->pixels + (int) (b.origin.y + fy * b.size.height) * image->stride
      + (int) (b.origin.x + fx * b.size.width) * 4;
  return (p[0] + p[1] + p[2]) / (3 * 255.0);
}

/* Custom pieces (docs/config.md#pieces): a disc in the piece's colour with
 * its letter, or with "look" the built-in shape and a small lettered disc
 * in the lower right corner. */
static void
test_custom_piece_render (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (GError) error = NULL;
  FtCustomKinds kinds = { 0 };
  FtWindow *window;
  Image image = { 0 };

  g_assert_true (ft_custom_kinds_add (&kinds, 'w', 400, "FC", &error));
  g_assert_true (ft_custom_kinds_add (&kinds, 'd', 500, "NN", &error));
  kinds.kinds[1].look = FT_KNIGHT;
  g_assert_true (ft_fen_parse_custom ("k7/8/3w1d2/8/3W1D2/8/8/7K w - - 0 1", FT_RULES_STANDARD,
                                      &kinds, setup->start, &error));
  setup->level = FT_LEVEL_EASY;
  window = open_window (setup);
  render_board (window, &image);

  /* Left of the letter, inside the disc: light for White, dark for Black. */
  g_assert_cmpfloat (square_brightness (window, &image, "d4", 0.2, 0.5), >, 0.9);
  g_assert_cmpfloat (square_brightness (window, &image, "d6", 0.2, 0.5), <, 0.25);
  /* The badge of the knight-shaped pieces, in their colours. */
  g_assert_cmpfloat (square_brightness (window, &image, "f4", 0.64, 0.78), >, 0.9);
  g_assert_cmpfloat (square_brightness (window, &image, "f6", 0.64, 0.78), <, 0.25);
  /* An empty square there is the plain board colour (neither). */
  g_assert_cmpfloat (square_brightness (window, &image, "b4", 0.64, 0.78), >, 0.25);
  g_assert_cmpfloat (square_brightness (window, &image, "b4", 0.64, 0.78), <, 0.9);
  g_free (image.pixels);
  close_window (window);

  /* The material strip shows them too, with their values. */
  g_assert_true (ft_fen_parse_custom ("k7/8/8/8/3W1D2/8/8/7K w - - 0 1", FT_RULES_STANDARD,
                                      &kinds, setup->start, &error));
  window = open_window (setup);
  g_assert_cmpuint (ft_sidebar_get_material_count (ft_window_get_sidebar (window), FALSE), ==, 2);
  g_assert_cmpstr (ft_sidebar_get_material_balance (ft_window_get_sidebar (window), FALSE), ==, "+9");
  close_window (window);
}

static void
test_render_colours (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen ("k3r3/8/8/8/8/8/4R3/4K3 w - - 0 1", FT_WHITE);
  FtWindow *window = open_window (setup);
  Image image = { 0 };
  GdkRGBA c;

  click (window, "e2");
  render_board (window, &image);

  /* a1 dark, b1 light: the plain checkerboard. */
  assert_square_is (window, &image, "a1", FT_HIGHLIGHT_NONE);
  assert_square_is (window, &image, "b1", FT_HIGHLIGHT_NONE);
  square_colour (window, &image, "a1", &c);
  {
    GdkRGBA light;
    square_colour (window, &image, "b1", &light);
    g_assert_cmpfloat (c.red + c.green + c.blue, <, light.red + light.green + light.blue);
  }

  /* Selected green, legal blue, capture light red — by value and by hue. */
  assert_square_is (window, &image, "e2", FT_HIGHLIGHT_SELECTED);
  square_colour (window, &image, "e2", &c);
  g_assert_cmpfloat (c.green, >, c.red);
  g_assert_cmpfloat (c.green, >, c.blue);

  assert_square_is (window, &image, "e5", FT_HIGHLIGHT_LEGAL);
  assert_square_is (window, &image, "e4", FT_HIGHLIGHT_LEGAL);
  square_colour (window, &image, "e5", &c);
  g_assert_cmpfloat (c.blue, >, c.red);
  g_assert_cmpfloat (c.blue, >, c.green);

  assert_square_is (window, &image, "e8", FT_HIGHLIGHT_CAPTURE);
  square_colour (window, &image, "e8", &c);
  g_assert_cmpfloat (c.red, >, c.green + 0.15);
  g_assert_cmpfloat (c.red, >, c.blue + 0.15);

  /* Pinned: no highlight off the file. */
  assert_square_is (window, &image, "d2", FT_HIGHLIGHT_NONE);
  g_free (image.pixels);

  /* The last move in yellow. */
  click (window, "e5");
  g_assert_true (wait_until (not_animating, window, 2000));
  render_board (window, &image);
  assert_square_is (window, &image, "e2", FT_HIGHLIGHT_LAST_MOVE);
  assert_square_is (window, &image, "e5", FT_HIGHLIGHT_LAST_MOVE);
  square_colour (window, &image, "e2", &c);
  g_assert_cmpfloat (c.red, >, c.blue + 0.3);
  g_assert_cmpfloat (c.green, >, c.blue + 0.3);
  g_free (image.pixels);
  close_window (window);
}

static void
test_render_check_and_mate (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen ("k3r3/8/8/8/8/8/1R6/4K3 w - - 0 1", FT_WHITE);
  FtWindow *window = open_window (setup);
  Image image = { 0 };
  GdkRGBA c;

  render_board (window, &image);
  assert_square_is (window, &image, "e1", FT_HIGHLIGHT_CHECK);
  square_colour (window, &image, "e1", &c);
  g_assert_cmpfloat (c.red, >, 0.45);
  g_assert_cmpfloat (c.green, <, 0.2);
  g_free (image.pixels);
  close_window (window);

  ft_game_setup_free (g_steal_pointer (&setup));
  setup = setup_from_fen ("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", FT_WHITE);
  window = open_window (setup);
  click (window, "a1");
  click (window, "a8");
  g_assert_true (wait_until (not_animating, window, 3000));
  render_board (window, &image);
  assert_square_is (window, &image, "g8", FT_HIGHLIGHT_MATED_KING);
  assert_square_is (window, &image, "a8", FT_HIGHLIGHT_CONTRIBUTOR);
  square_colour (window, &image, "a8", &c);
  g_assert_cmpfloat (c.red, >, 0.9);
  g_assert_cmpfloat (c.green, >, 0.45);
  g_assert_cmpfloat (c.blue, <, 0.4);
  g_free (image.pixels);
  close_window (window);
}

/* Castling moves the rook too; a capture takes its piece on arrival. */
static void
test_castling_and_capture_animation (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen ("k7/8/8/8/8/8/8/4K2R w K - 0 1", FT_WHITE);
  FtWindow *window;
  FtBoard *board;
  FtSquare from[2], to[2];
  gint64 start;
  double seconds;

  setup->max_movement_time = 0.4;
  window = open_window (setup);
  board = ft_window_get_board (window);
  click (window, "e1");
  g_assert_cmpint (highlight (window, "g1"), ==, FT_HIGHLIGHT_LEGAL);
  click (window, "g1");
  g_assert_cmpuint (ft_board_get_moving_pieces (board, from, to), ==, 2);
  g_assert_cmpuint (from[0], ==, SQ ("e1"));
  g_assert_cmpuint (to[0], ==, SQ ("g1"));
  g_assert_cmpuint (from[1], ==, SQ ("h1"));
  g_assert_cmpuint (to[1], ==, SQ ("f1"));
  /* 2 tiles at 6 px/frame would take 0.27 s; the cap is 0.4 s: not hit. */
  start = g_get_monotonic_time ();
  g_assert_true (wait_until (not_animating, window, 2000));
  seconds = (g_get_monotonic_time () - start) / 1e6;
  g_test_message ("castling animation %.3f s", seconds);
  g_assert_cmpfloat (seconds, >, 0.2);
  g_assert_cmpfloat (seconds, <, 0.8);
  g_assert_cmpuint (ft_board_get_moving_pieces (board, from, to), ==, 0);
  close_window (window);

  /* A long capture: 7 tiles at 6 px/frame is 0.93 s, capped at 0.4 s. */
  ft_game_setup_free (g_steal_pointer (&setup));
  setup = setup_from_fen ("n1k5/8/8/8/8/8/8/R3K3 w - - 0 1", FT_WHITE);
  setup->max_movement_time = 0.4;
  window = open_window (setup);
  board = ft_window_get_board (window);
  click (window, "a1");
  g_assert_cmpint (highlight (window, "a8"), ==, FT_HIGHLIGHT_CAPTURE);
  click (window, "a8");
  start = g_get_monotonic_time ();
  g_assert_cmpuint (ft_board_get_moving_pieces (board, from, to), ==, 1);
  g_assert_true (wait_until (not_animating, window, 2000));
  seconds = (g_get_monotonic_time () - start) / 1e6;
  g_test_message ("capped animation %.3f s", seconds);
  /* Uncapped it would take 0.93 s; a late frame may add up to the 0.25 s
   * stall grace. */
  g_assert_cmpfloat (seconds, <, 0.8);
  g_assert_cmpfloat (seconds, >, 0.3);
  close_window (window);
}

/* A hidden window draws no frames: moves land at once and the game goes on. */
static void
test_hidden_window_does_not_stall (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen (NULL, FT_WHITE);
  FtWindow *window = open_window (setup);
  FtGame *game = ft_window_get_game (window);

  gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
  spin (50);
  g_assert_false (gtk_widget_get_mapped (GTK_WIDGET (ft_window_get_board (window))));
  click (window, "c2");
  click (window, "c4");
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 1);
  /* The computer answers although no frame is ever drawn. */
  g_assert_true (wait_until (human_turn_started, window, 20000));
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 2);
  close_window (window);
}

/* Hiding the window in the middle of an animation lands the move. */
static void
test_hide_during_animation (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen (NULL, FT_WHITE);
  FtWindow *window;

  setup->piece_movement_speed = 0.5; /* slow: 2 tiles take the full second */
  window = open_window (setup);
  click (window, "c2");
  click (window, "c4");
  g_assert_true (ft_board_is_animating (ft_window_get_board (window)));
  gtk_widget_set_visible (GTK_WIDGET (window), FALSE);
  g_assert_true (wait_until (not_animating, window, 300));
  close_window (window);
}

static GtkWindow *
find_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) toplevel = g_list_model_get_item (toplevels, i);
      if (ADW_IS_MESSAGE_DIALOG (toplevel))
        return GTK_WINDOW (toplevel);
    }
  return NULL;
}

static void
test_config_error_dialog (void)
{
  g_autoptr (FtGameSetup) fallback = setup_from_fen (NULL, FT_WHITE);
  FtWindow *window = ft_window_new (NULL, NULL);
  AdwMessageDialog *dialog;
  FtGame *game;

  gtk_window_present (GTK_WINDOW (window));
  ft_window_show_config_error (window, "config.json:4:27: time_controls.player.seconds must be "
                                       "a number greater than 0", fallback);
  spin (100);
  dialog = ADW_MESSAGE_DIALOG (find_dialog ());
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (adw_message_dialog_get_body (dialog), "config.json:4:27"));
  g_assert_true (adw_message_dialog_has_response (dialog, "defaults"));
  g_assert_true (adw_message_dialog_has_response (dialog, "quit"));

  /* Nothing runs behind the dialog: no clock, no keys. */
  game = ft_window_get_game (window);
  g_assert_false (ft_clock_is_running (ft_game_get_clock (game)));
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (window), "win.resign", NULL)
                  && ft_game_is_over (game));

  adw_message_dialog_response (dialog, "defaults");
  spin (100);
  game = ft_window_get_game (window);
  g_assert_true (ft_game_is_turn_started (game));
  g_assert_true (ft_clock_is_running (ft_game_get_clock (game)));
  click (window, "c2");
  g_assert_cmpuint (ft_board_get_selected (ft_window_get_board (window)), ==, SQ ("c2"));
  close_window (window);
}

/* With the "animation" setting off a move lands at once. */
static void
test_animation_off (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen (NULL, FT_WHITE);
  FtWindow *window = open_window (setup);
  FtBoard *board = ft_window_get_board (window);

  ft_board_set_animate (board, FALSE);
  click (window, "c2");
  click (window, "c4");
  /* Lands with what is ready now, without waiting for frame-clock ticks. */
  g_assert_true (drain_until (not_animating, window));
  close_window (window);
}

/* The settings: size remembered on close, coordinates and animation bound. */
static void
test_settings (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchema) schema = NULL;
  g_autoptr (GSettings) settings = NULL;
  g_autoptr (FtGameSetup) setup = setup_from_fen (NULL, FT_WHITE);
  FtWindow *window;
  FtBoard *board;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL)
    {
      g_test_skip ("the GSettings schema is not compiled (GSETTINGS_SCHEMA_DIR)");
      return;
    }
  settings = g_settings_new (APP_ID);
  g_settings_set_boolean (settings, "show-coordinates", FALSE);
  g_settings_set_boolean (settings, "animation", FALSE);

  window = ft_window_new (NULL, settings);
  board = ft_window_get_board (window);
  g_assert_false (ft_board_get_show_coordinates (board));
  g_assert_false (ft_board_get_animate (board));
  g_settings_set_boolean (settings, "show-coordinates", TRUE);
  g_assert_true (ft_board_get_show_coordinates (board));

  gtk_window_present (GTK_WINDOW (window));
  ft_window_start (window, setup);
  spin (100);
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 700);
  spin (100);
  gtk_window_close (GTK_WINDOW (window));
  spin (50);
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 900);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 700);

  /* The next window opens at the remembered size. */
  window = ft_window_new (NULL, settings);
  {
    int width, height;
    gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
    g_assert_cmpint (width, ==, 900);
    g_assert_cmpint (height, ==, 700);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  g_settings_reset (settings, "window-width");
  g_settings_reset (settings, "window-height");
  g_settings_reset (settings, "show-coordinates");
  g_settings_reset (settings, "animation");
}

/* ---- The board only requests moves --------------------------------------- */

static void
test_move_requested (void)
{
  BareBoard bare;
  const FtPosition *pos;
  g_autofree FtPosition *before = NULL;

  bare_board_open (&bare, NULL, FT_RULES_FOURTEEN);
  pos = ft_game_get_position (bare.game);
  before = g_memdup2 (pos, sizeof *pos);

  /* Click, click: the request names the move; nobody plays it, so the game
   * is as it was. */
  ft_board_click_square (bare.board, SQ ("c2"));
  ft_board_click_square (bare.board, SQ ("c4"));
  g_assert_cmpuint (bare.requests.count, ==, 1);
  g_assert_cmpuint (bare.requests.from, ==, SQ ("c2"));
  g_assert_cmpuint (bare.requests.to, ==, SQ ("c4"));
  g_assert_cmpuint (bare.requests.promotion, ==, FT_NO_KIND);
  g_assert_cmpuint (ft_board_get_selected (bare.board), ==, FT_NO_SQUARE);
  g_assert_cmpuint (ft_game_get_n_moves (bare.game), ==, 0);
  g_assert_true (memcmp (pos->board, before->board, sizeof pos->board) == 0);
  g_assert_cmpint (pos->side_to_move, ==, FT_WHITE);
  g_assert_false (ft_board_is_animating (bare.board));

  /* No request for an illegal destination. */
  ft_board_click_square (bare.board, SQ ("c2"));
  ft_board_click_square (bare.board, SQ ("c7"));
  g_assert_cmpuint (bare.requests.count, ==, 1);

  /* A drag requests the move too. */
  {
    GtkGesture *gesture = board_drag_gesture (bare.board);
    graphene_rect_t a, b;
    double x0, y0, dx, dy;

    g_assert_true (ft_board_get_square_bounds (bare.board, SQ ("b1"), &a));
    g_assert_true (ft_board_get_square_bounds (bare.board, SQ ("c3"), &b));
    x0 = a.origin.x + a.size.width / 2;
    y0 = a.origin.y + a.size.height / 2;
    dx = b.origin.x - a.origin.x;
    dy = b.origin.y - a.origin.y;
    g_signal_emit_by_name (gesture, "drag-begin", x0, y0);
    g_signal_emit_by_name (gesture, "drag-update", dx / 2, dy / 2);
    g_signal_emit_by_name (gesture, "drag-update", dx, dy);
    g_signal_emit_by_name (gesture, "drag-end", dx, dy);
  }
  g_assert_cmpuint (bare.requests.count, ==, 2);
  g_assert_cmpuint (bare.requests.from, ==, SQ ("b1"));
  g_assert_cmpuint (bare.requests.to, ==, SQ ("c3"));
  g_assert_cmpuint (bare.requests.promotion, ==, FT_NO_KIND);
  g_assert_cmpuint (ft_game_get_n_moves (bare.game), ==, 0);
  g_assert_true (memcmp (pos->board, before->board, sizeof pos->board) == 0);
  bare_board_close (&bare);
}

/* In the window, a drag to an illegal square requests nothing; to a legal
 * one it requests the move and the window plays it. */
static void
test_window_plays_requested_moves (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen (NULL, FT_WHITE);
  FtWindow *window = open_window (setup);
  FtBoard *board = ft_window_get_board (window);
  Requests requests = { 0 };

  g_signal_connect (board, "move-requested", G_CALLBACK (move_requested_cb), &requests);
  gesture_drag (window, "d2", "e5");
  g_assert_cmpuint (requests.count, ==, 0);
  gesture_drag (window, "d2", "d4");
  g_assert_cmpuint (requests.count, ==, 1);
  g_assert_cmpuint (requests.from, ==, SQ ("d2"));
  g_assert_cmpuint (requests.to, ==, SQ ("d4"));
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 1);
  close_window (window);
}

static void
test_flipped (void)
{
  BareBoard bare;
  guint notified = 0;
  int size;

  bare_board_open (&bare, NULL, FT_RULES_FOURTEEN);
  size = gtk_widget_get_width (GTK_WIDGET (bare.board));
  g_assert_cmpint (size, ==, gtk_widget_get_height (GTK_WIDGET (bare.board)));
  g_assert_false (ft_board_get_flipped (bare.board));
  g_assert_cmpuint (ft_board_square_at (bare.board, 5, size - 5), ==, SQ ("a1"));

  ft_board_click_square (bare.board, SQ ("c2"));
  g_signal_connect_swapped (bare.board, "notify::flipped", G_CALLBACK (count_cb), &notified);
  g_object_set (bare.board, "flipped", TRUE, NULL);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpuint (ft_board_square_at (bare.board, 5, size - 5), ==, SQ ("n14"));
  g_assert_cmpuint (ft_board_square_at (bare.board, size - 5, 5), ==, SQ ("a1"));
  /* Turning the view keeps the selection. */
  g_assert_cmpuint (ft_board_get_selected (bare.board), ==, SQ ("c2"));
  /* Setting the same value again notifies nobody. */
  ft_board_set_flipped (bare.board, TRUE);
  g_assert_cmpuint (notified, ==, 1);
  bare_board_close (&bare);
}

static void
test_interactive_colours (void)
{
  BareBoard bare;
  guint notified = 0;

  bare_board_open (&bare, NULL, FT_RULES_FOURTEEN);
  g_signal_connect_swapped (bare.board, "notify::interactive-colours", G_CALLBACK (count_cb),
                            &notified);

  /* Nobody, or only Black, while White is to move: no move input. */
  ft_board_set_interactive_colours (bare.board, 0);
  ft_board_click_square (bare.board, SQ ("c2"));
  g_assert_cmpuint (ft_board_get_selected (bare.board), ==, FT_NO_SQUARE);
  g_object_set (bare.board, "interactive-colours", FT_BOARD_BLACK, NULL);
  ft_board_click_square (bare.board, SQ ("c2"));
  g_assert_cmpuint (ft_board_get_selected (bare.board), ==, FT_NO_SQUARE);
  /* Only Black's pieces, picked up for a premove (docs/playing.md#premoves)
   * while premoves are on. */
  ft_board_click_square (bare.board, SQ ("c13"));
  g_assert_cmpuint (ft_board_get_selected (bare.board), ==, SQ ("c13"));
  ft_board_set_premove_enabled (bare.board, FALSE);
  g_assert_cmpuint (ft_board_get_selected (bare.board), ==, FT_NO_SQUARE);
  ft_board_click_square (bare.board, SQ ("c13"));
  g_assert_cmpuint (ft_board_get_selected (bare.board), ==, FT_NO_SQUARE);
  ft_board_set_premove_enabled (bare.board, TRUE);
  g_assert_cmpuint (notified, ==, 2);

  /* Both: White's pieces are the ones to select now. */
  ft_board_set_interactive_colours (bare.board, FT_BOARD_BOTH_COLOURS);
  ft_board_click_square (bare.board, SQ ("c13"));
  g_assert_cmpuint (ft_board_get_selected (bare.board), ==, FT_NO_SQUARE);
  ft_board_click_square (bare.board, SQ ("c2"));
  g_assert_cmpuint (ft_board_get_selected (bare.board), ==, SQ ("c2"));
  g_assert_cmpuint (ft_board_get_interactive_colours (bare.board), ==, FT_BOARD_BOTH_COLOURS);
  bare_board_close (&bare);
}

/* ---- Promotion ------------------------------------------------------------ */

#define PROMOTION_FEN_8X8 "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"

static GtkPopover *
promotion_popover (FtBoard *board)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (board)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_POPOVER (child))
      return GTK_POPOVER (child);
  return NULL;
}

/* The tooltips of the popover's buttons, in order, joined by spaces. */
static char *
promotion_buttons (FtBoard *board)
{
  GtkWidget *box = gtk_popover_get_child (promotion_popover (board));
  GString *names = g_string_new (NULL);

  for (GtkWidget *button = gtk_widget_get_first_child (box); button != NULL;
       button = gtk_widget_get_next_sibling (button))
    {
      g_assert_true (GTK_IS_IMAGE (gtk_button_get_child (GTK_BUTTON (button))));
      g_string_append_printf (names, "%s%s", names->len > 0 ? " " : "",
                              gtk_widget_get_tooltip_text (button));
    }
  return g_string_free (names, FALSE);
}

static void
test_promotion_popover (void)
{
  BareBoard bare;
  g_autofree char *buttons = NULL;

  bare_board_open (&bare, PROMOTION_FEN_8X8, FT_RULES_STANDARD);
  g_object_set (bare.board, "choose-promotion", TRUE, NULL);

  ft_board_click_square (bare.board, SQ ("e7"));
  ft_board_click_square (bare.board, SQ ("e8"));
  g_assert_true (ft_board_is_choosing_promotion (bare.board));
  g_assert_cmpuint (bare.requests.count, ==, 0);
  spin (100);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (promotion_popover (bare.board))));
  buttons = promotion_buttons (bare.board);
  g_assert_cmpstr (buttons, ==, "Queen Rook Bishop Knight");
  /* The board takes no clicks meanwhile. */
  ft_board_click_square (bare.board, SQ ("e1"));
  g_assert_cmpuint (ft_board_get_selected (bare.board), ==, SQ ("e7"));

  ft_board_choose_promotion (bare.board, FT_KNIGHT);
  g_assert_false (ft_board_is_choosing_promotion (bare.board));
  g_assert_cmpuint (bare.requests.count, ==, 1);
  g_assert_cmpuint (bare.requests.from, ==, SQ ("e7"));
  g_assert_cmpuint (bare.requests.to, ==, SQ ("e8"));
  g_assert_cmpuint (bare.requests.promotion, ==, FT_KNIGHT);
  spin (50);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (promotion_popover (bare.board))));

  /* Cancelled: nothing requested, nothing selected. */
  ft_board_click_square (bare.board, SQ ("e7"));
  ft_board_click_square (bare.board, SQ ("e8"));
  g_assert_true (ft_board_is_choosing_promotion (bare.board));
  ft_board_cancel_promotion (bare.board);
  g_assert_false (ft_board_is_choosing_promotion (bare.board));
  g_assert_cmpuint (bare.requests.count, ==, 1);
  g_assert_cmpuint (ft_board_get_selected (bare.board), ==, FT_NO_SQUARE);

  /* Closing the popover (Escape, a click outside) cancels too. */
  ft_board_click_square (bare.board, SQ ("e7"));
  ft_board_click_square (bare.board, SQ ("e8"));
  spin (50);
  gtk_popover_popdown (promotion_popover (bare.board));
  g_assert_false (ft_board_is_choosing_promotion (bare.board));
  g_assert_cmpuint (bare.requests.count, ==, 1);
  g_assert_cmpuint (ft_board_get_selected (bare.board), ==, FT_NO_SQUARE);

  /* Without the choice the queen is requested at once. */
  ft_board_set_choose_promotion (bare.board, FALSE);
  ft_board_click_square (bare.board, SQ ("e7"));
  ft_board_click_square (bare.board, SQ ("e8"));
  g_assert_false (ft_board_is_choosing_promotion (bare.board));
  g_assert_cmpuint (bare.requests.count, ==, 2);
  g_assert_cmpuint (bare.requests.promotion, ==, FT_QUEEN);
  bare_board_close (&bare);
}

/* Fourteen rules promote to the queen only (docs/formats.md): one kind, so
 * there is nothing to choose even with the popover enabled. */
static void
test_promotion_fourteen_queen_only (void)
{
  BareBoard bare;

  /* A Fourteen pawn promotes on the eighth rank. */
  bare_board_open (&bare, "k13/14/14/14/14/14/14/4P9/14/14/14/14/14/4K9 w - - 0 1",
                   FT_RULES_FOURTEEN);
  ft_board_set_choose_promotion (bare.board, TRUE);
  ft_board_click_square (bare.board, SQ ("e7"));
  ft_board_click_square (bare.board, SQ ("e8"));
  g_assert_false (ft_board_is_choosing_promotion (bare.board));
  g_assert_cmpuint (bare.requests.count, ==, 1);
  g_assert_cmpuint (bare.requests.promotion, ==, FT_QUEEN);
  bare_board_close (&bare);
}

/* Board themes change the plain tiles, keep the highlights, and each keeps
 * its dark tiles darker than its light ones. */
static void
test_render_themes (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen ("k3r3/8/8/8/8/8/4R3/4K3 w - - 0 1", FT_WHITE);
  FtWindow *window = open_window (setup);
  FtBoard *board = ft_window_get_board (window);
  const char *const themes[] = { "brown", "green", "blue", "grey", "high-contrast" };
  GdkRGBA first_dark = { 0 };

  click (window, "e2");
  for (guint i = 0; i < G_N_ELEMENTS (themes); i++)
    {
      Image image = { 0 };
      GdkRGBA dark, light;

      ft_board_set_theme (board, themes[i]);
      g_assert_cmpstr (ft_board_get_theme (board), ==, themes[i]);
      render_board (window, &image);
      assert_square_is (window, &image, "a1", FT_HIGHLIGHT_NONE);
      assert_square_is (window, &image, "b1", FT_HIGHLIGHT_NONE);
      assert_square_is (window, &image, "e2", FT_HIGHLIGHT_SELECTED);
      assert_square_is (window, &image, "e4", FT_HIGHLIGHT_LEGAL);
      square_colour (window, &image, "a1", &dark);
      square_colour (window, &image, "b1", &light);
      g_assert_cmpfloat (dark.red + dark.green + dark.blue + 0.3, <,
                         light.red + light.green + light.blue);
      if (i == 0)
        first_dark = dark;
      else
        g_assert_false (gdk_rgba_equal (&dark, &first_dark));
      g_free (image.pixels);
    }
  /* An unknown theme is ignored. */
  ft_board_set_theme (board, "purple");
  g_assert_cmpstr (ft_board_get_theme (board), ==, "high-contrast");
  close_window (window);
}

static void
move_pointer (FtWindow *window, const char *square)
{
  FtBoard *board = ft_window_get_board (window);
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (board));
  graphene_rect_t bounds;

  g_assert_true (ft_board_get_square_bounds (board, SQ (square), &bounds));
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_MOTION (controller))
        g_signal_emit_by_name (controller, "motion", bounds.origin.x + bounds.size.width / 2,
                               bounds.origin.y + bounds.size.height / 2);
    }
}

/* The square under the pointer is outlined when it holds a piece that may
 * move or is a legal destination of the selected piece, and is drawn so. */
static void
test_hover_outline (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen ("k3r3/8/8/8/8/8/4R3/4K3 w - - 0 1", FT_WHITE);
  FtWindow *window = open_window (setup);
  FtBoard *board = ft_window_get_board (window);
  Image image = { 0 };
  GdkRGBA edge;
  graphene_rect_t bounds;

  g_assert_true (wait_until (human_turn_started, window, 5000));
  move_pointer (window, "e2");
  g_assert_cmpuint (ft_board_get_hover (board), ==, SQ ("e2"));
  move_pointer (window, "e8"); /* the computer's rook */
  g_assert_cmpuint (ft_board_get_hover (board), ==, FT_NO_SQUARE);
  move_pointer (window, "c4"); /* empty */
  g_assert_cmpuint (ft_board_get_hover (board), ==, FT_NO_SQUARE);
  click (window, "e2");
  move_pointer (window, "e5"); /* a destination */
  g_assert_cmpuint (ft_board_get_hover (board), ==, SQ ("e5"));
  move_pointer (window, "d2"); /* pinned: no destination */
  g_assert_cmpuint (ft_board_get_hover (board), ==, FT_NO_SQUARE);

  /* Drawn: the ring's blue at the square's edge, the highlight inside. */
  move_pointer (window, "e5");
  render_board (window, &image);
  g_assert_true (ft_board_get_square_bounds (board, SQ ("e5"), &bounds));
  {
    const guchar *p = image.pixels + (gsize) ((int) bounds.origin.y + (int) bounds.size.height / 2)
                                       * image.stride
                      + (gsize) ((int) bounds.origin.x + 1) * 4;
    /* Cairo's ARGB32 in memory: B G R A. */
    edge.blue = p[0] / 255.0f;
    edge.green = p[1] / 255.0f;
    edge.red = p[2] / 255.0f;
    g_assert_cmpfloat (edge.blue, >, edge.red + 0.3);
  }
  {
    const guchar *p = image.pixels + (gsize) ((int) (bounds.origin.y + bounds.size.height / 2))
                                       * image.stride
                      + (gsize) ((int) (bounds.origin.x + bounds.size.width / 2)) * 4;
    GdkRGBA legal;

    ft_board_get_square_colour (board, FT_HIGHLIGHT_LEGAL, TRUE, &legal); /* e5 is dark */
    g_assert_cmpfloat_with_epsilon (p[2] / 255.0, legal.red, 2.5 / 255);
    g_assert_cmpfloat_with_epsilon (p[1] / 255.0, legal.green, 2.5 / 255);
    g_assert_cmpfloat_with_epsilon (p[0] / 255.0, legal.blue, 2.5 / 255);
  }
  g_free (image.pixels);
  close_window (window);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();

  g_test_add_func ("/app/window/layout", test_window_layout);
  g_test_add_func ("/app/window/view-turned-for-black", test_view_turned_for_black);
  g_test_add_func ("/app/board/selection-rules", test_selection_rules);
  g_test_add_func ("/app/board/click-move-animates", test_click_move_animates_then_computer_replies);
  g_test_add_func ("/app/board/drag-and-drop", test_drag_and_drop);
  g_test_add_func ("/app/board/real-x-click", test_real_x_click);
  g_test_add_func ("/app/board/real-x-drag", test_real_x_drag);
  g_test_add_func ("/app/board/defend-your-king", test_defend_your_king);
  g_test_add_func ("/app/board/check", test_check);
  g_test_add_func ("/app/end/checkmate-picture", test_checkmate_picture);
  g_test_add_func ("/app/end/lose-on-time", test_lose_on_time);
  g_test_add_func ("/app/actions/resign-restart", test_resign_and_restart_actions);
  g_test_add_func ("/app/actions/sidebar-buttons", test_sidebar_buttons);
  g_test_add_func ("/app/actions/keys", test_keys);
  g_test_add_func ("/app/board/castling-and-capped-animation", test_castling_and_capture_animation);
  g_test_add_func ("/app/board/hidden-window", test_hidden_window_does_not_stall);
  g_test_add_func ("/app/board/hide-during-animation", test_hide_during_animation);
  g_test_add_func ("/app/config-error-dialog", test_config_error_dialog);
  g_test_add_func ("/app/settings", test_settings);
  g_test_add_func ("/app/board/animation-off", test_animation_off);
  g_test_add_func ("/app/render/colours", test_render_colours);
  g_test_add_func ("/app/render/themes", test_render_themes);
  g_test_add_func ("/app/board/hover-outline", test_hover_outline);
  g_test_add_func ("/app/render/check-and-mate", test_render_check_and_mate);
  g_test_add_func ("/app/board/move-requested", test_move_requested);
  g_test_add_func ("/app/board/window-plays-requested-moves", test_window_plays_requested_moves);
  g_test_add_func ("/app/board/check-after-animation", test_check_after_animation);
  g_test_add_func ("/app/board/flipped", test_flipped);
  g_test_add_func ("/app/board/interactive-colours", test_interactive_colours);
  g_test_add_func ("/app/board/promotion-popover", test_promotion_popover);
  g_test_add_func ("/app/board/custom-piece-render", test_custom_piece_render);
  g_test_add_func ("/app/board/promotion-fourteen-queen-only", test_promotion_fourteen_queen_only);
  return g_test_run ();
}
