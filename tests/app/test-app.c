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
  return !ft_board_view_is_animating (ft_window_get_board (data));
}

static gboolean
not_flashing (gpointer data)
{
  return !ft_board_view_is_flashing (ft_window_get_board (data));
}

static gboolean
human_turn_started (gpointer data)
{
  FtGame *game = ft_window_get_game (data);
  return ft_game_is_over (game)
         || (ft_game_is_human_turn (game) && ft_game_is_turn_started (game)
             && !ft_board_view_is_animating (ft_window_get_board (data)));
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
  /* As drawn: the flash of a king included. */
  return ft_board_view_get_highlight (ft_window_get_board (window), CELL (square));
}

static void
click (FtWindow *window, const char *square)
{
  ft_board_model_click (ft_board_view_get_model (ft_window_get_board (window)), CELL (square));
}

static void
gesture_drag (FtWindow *window, const char *from, const char *to)
{
  drag_cells (ft_window_get_board (window), CELL (from), CELL (to));
}

/* What the board asks the window for. */
typedef struct
{
  guint count;
  FtMove move;
} Requests;

static void
move_requested_cb (FtBoardModel *board G_GNUC_UNUSED, const FtGameMove *move, Requests *requests)
{
  requests->count++;
  requests->move = ft_game_move_get_chess (move);
}

/* ---- Window ------------------------------------------------------------- */

static void
test_window_layout (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen (NULL, FT_WHITE);
  FtWindow *window = open_window (setup);
  FtBoardView *board = ft_window_get_board (window);
  FtSidebar *sidebar = ft_window_get_sidebar (window);
  graphene_rect_t a1, n14;

  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Fourteen");
  g_test_message ("board %dx%d, sidebar %dx%d", gtk_widget_get_width (GTK_WIDGET (board)),
                  gtk_widget_get_height (GTK_WIDGET (board)),
                  panel_width (window), gtk_widget_get_height (GTK_WIDGET (ft_sidebar_get_layout (sidebar))));
  /* Default content 792×672: board 672 square, sidebar 120. */
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (board)), ==, 672);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (board)), ==, 672);
  g_assert_cmpint (panel_width (window), ==, 120);

  /* White at the bottom: a1 bottom-left, n14 top-right, 48 px tiles. */
  g_assert_true (ft_board_view_get_cell_bounds (board, CELL ("a1"), &a1));
  g_assert_true (ft_board_view_get_cell_bounds (board, CELL ("n14"), &n14));
  g_assert_cmpfloat (a1.origin.x, ==, 0);
  g_assert_cmpfloat (a1.origin.y, ==, 13 * 48);
  g_assert_cmpfloat (a1.size.width, ==, 48);
  g_assert_cmpfloat (n14.origin.x, ==, 13 * 48);
  g_assert_cmpfloat (n14.origin.y, ==, 0);
  g_assert_cmpuint (ft_board_view_cell_at (board, 5, 672 - 5), ==, CELL ("a1"));

  /* Clocks: opponent on top, the player's below, mm:ss. */
  g_assert_cmpstr (ft_sidebar_get_top_clock (sidebar), ==, "03:00");
  g_assert_cmpstr (ft_sidebar_get_turn (sidebar), ==, "Your turn");
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), ==, "");

  /* The board scales with the window and stays square. (Above the
   * default height the layout keeps a margin of up to 24 px first, and
   * this Xvfb screen is 768 px high: the window shrinks here;
   * test-game-layout grows it.) */
  gtk_window_set_default_size (GTK_WINDOW (window), 700, 560);
  spin (200);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (board)), <, 672);
  g_assert_true (ft_board_view_get_cell_bounds (board, CELL ("a1"), &a1));
  g_test_message ("resized: tile %.0f", a1.size.width);
  g_assert_cmpfloat (a1.size.width, ==, a1.size.height);
  g_assert_cmpfloat (a1.size.width, <, 48);
  close_window (window);
}

static void
test_view_turned_for_black (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen (NULL, FT_BLACK);
  FtWindow *window = open_window (setup);
  FtBoardView *board = ft_window_get_board (window);
  graphene_rect_t a1;

  /* Black at the bottom: a1 is the top-right square, n14 the bottom-left. */
  g_assert_true (ft_board_view_get_cell_bounds (board, CELL ("a1"), &a1));
  g_assert_cmpfloat (a1.origin.x, ==, 13 * 48);
  g_assert_cmpfloat (a1.origin.y, ==, 0);
  g_assert_cmpuint (ft_board_view_cell_at (board, 5, 672 - 5), ==, CELL ("n14"));
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
  FtBoardView *board = ft_window_get_board (window);

  /* An empty square or an enemy piece selects nothing. */
  click (window, "e7");
  g_assert_cmpuint (ft_board_model_get_selected (ft_board_view_get_model (board)), ==, FT_NO_CELL);
  click (window, "e13");
  g_assert_cmpuint (ft_board_model_get_selected (ft_board_view_get_model (board)), ==, FT_NO_CELL);

  /* A pawn: green, with its one- and two-step destinations blue. */
  click (window, "c2");
  g_assert_cmpuint (ft_board_model_get_selected (ft_board_view_get_model (board)), ==, CELL ("c2"));
  g_assert_cmpint (highlight (window, "c2"), ==, FT_HIGHLIGHT_SELECTED);
  g_assert_cmpint (highlight (window, "c3"), ==, FT_HIGHLIGHT_LEGAL);
  g_assert_cmpint (highlight (window, "c4"), ==, FT_HIGHLIGHT_LEGAL);
  g_assert_cmpint (highlight (window, "c5"), ==, FT_HIGHLIGHT_NONE);
  g_assert_cmpint (highlight (window, "d3"), ==, FT_HIGHLIGHT_NONE);

  /* Another own piece takes over the selection (the knight on b1). */
  click (window, "b1");
  g_assert_cmpuint (ft_board_model_get_selected (ft_board_view_get_model (board)), ==, CELL ("b1"));
  g_assert_cmpint (highlight (window, "c2"), ==, FT_HIGHLIGHT_NONE);
  g_assert_cmpint (highlight (window, "c3"), ==, FT_HIGHLIGHT_LEGAL);
  g_assert_cmpint (highlight (window, "a3"), ==, FT_HIGHLIGHT_LEGAL);

  /* Clicking it again deselects. */
  click (window, "b1");
  g_assert_cmpuint (ft_board_model_get_selected (ft_board_view_get_model (board)), ==, FT_NO_CELL);
  g_assert_cmpint (highlight (window, "c3"), ==, FT_HIGHLIGHT_NONE);

  /* Clicking a square that is no destination deselects. */
  click (window, "c2");
  click (window, "h8");
  g_assert_cmpuint (ft_board_model_get_selected (ft_board_view_get_model (board)), ==, FT_NO_CELL);
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 0);
  close_window (window);
}

static void
test_click_move_animates_then_computer_replies (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen (NULL, FT_WHITE);
  FtWindow *window = open_window (setup);
  FtBoardView *board = ft_window_get_board (window);
  FtGame *game = ft_window_get_game (window);
  FtClock *clock = ft_game_get_clock (game);

  click (window, "c2");
  click (window, "c4");
  g_assert_cmpuint (ft_game_get_n_moves (game), ==, 1);
  g_assert_cmpuint (ft_board_model_get_selected (ft_board_view_get_model (board)), ==, FT_NO_CELL);

  /* While the pawn travels nothing else happens: no clock, no search. */
  g_assert_true (ft_board_view_is_animating (board));
  g_assert_false (ft_clock_is_running (clock));
  g_assert_false (ft_window_is_computer_thinking (window));
  /* The move's cells are marked when it lands (before it, the last move
   * marked stays the one before: here none). */
  g_assert_cmpint (highlight (window, "c2"), ==, FT_HIGHLIGHT_NONE);
  g_assert_cmpint (highlight (window, "c4"), ==, FT_HIGHLIGHT_NONE);

  /* Two squares at 6 px/frame: 96 px / 360 px/s ≈ 0.27 s. */
  g_assert_true (wait_until (not_animating, window, 2000));
  g_assert_cmpint (highlight (window, "c2"), ==, FT_HIGHLIGHT_LAST_MOVE);
  g_assert_cmpint (highlight (window, "c4"), ==, FT_HIGHLIGHT_LAST_MOVE);
  g_assert_true (ft_clock_is_running (clock));
  g_assert_cmpint (ft_clock_get_running_side (clock), ==, FT_BLACK);

  /* While the computer thinks a click only picks up a piece for a premove
   * (docs/playing.md#premoves, tests/app/test-premove.c); a second click
   * on it lets go, and nothing is played… */
  click (window, "d2");
  g_assert_cmpuint (ft_board_model_get_selected (ft_board_view_get_model (board)), ==, CELL ("d2"));
  click (window, "d2");
  g_assert_cmpuint (ft_board_model_get_selected (ft_board_view_get_model (board)), ==, FT_NO_CELL);
  g_assert_false (ft_board_model_get_premove (ft_board_view_get_model (board), NULL, NULL));
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
  FtBoardView *board = ft_window_get_board (window);
  FtGame *game = ft_window_get_game (window);

  /* A press and release on the same square is a click. */
  gesture_drag (window, "d2", "d2");
  g_assert_cmpuint (ft_board_model_get_selected (ft_board_view_get_model (board)), ==, CELL ("d2"));
  gesture_drag (window, "d2", "d2");
  g_assert_cmpuint (ft_board_model_get_selected (ft_board_view_get_model (board)), ==, FT_NO_CELL);

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

/* ---- Check, pins and the king to defend --------------------------------- */

static void
king_exposed_cb (FtBoardModel *model G_GNUC_UNUSED, guint reason, const char *message G_GNUC_UNUSED,
                 int cell G_GNUC_UNUSED, guint *counter)
{
  if (reason == FT_BOARD_REFUSAL_KING_EXPOSED)
    (*counter)++;
}

static void
test_defend_your_king (void)
{
  /* White's rook on e2 is pinned by the black rook on e8. */
  g_autoptr (FtGameSetup) setup = setup_from_fen ("k3r3/8/8/8/8/8/4R3/4K3 w - - 0 1", FT_WHITE);
  FtWindow *window = open_window (setup);
  FtBoardView *board = ft_window_get_board (window);
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
  g_assert_true (ft_board_view_is_flashing (board));
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
  g_signal_connect (ft_board_view_get_model (board), "refused", G_CALLBACK (king_exposed_cb), &exposed);
  click (window, "e2");
  click (window, "f3");
  g_assert_cmpuint (exposed, ==, 0);
  g_assert_cmpuint (ft_board_model_get_selected (ft_board_view_get_model (board)), ==, FT_NO_CELL);
  g_assert_false (ft_board_view_is_flashing (board));
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
  g_assert_true (ft_board_view_is_animating (ft_window_get_board (window)));
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), !=, "Check!");
  spin (100);
  g_assert_true (ft_board_view_is_animating (ft_window_get_board (window)));
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
  FtBoardView *board = ft_window_get_board (window);
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
  g_assert_cmpuint (ft_board_model_get_selected (ft_board_view_get_model (board)), ==, FT_NO_CELL);
  close_window (window);
}

static void
test_lose_on_time (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen (NULL, FT_WHITE);
  FtWindow *window;
  FtSidebar *sidebar;

  setup->player_ms = 300;
  setup->player_increment_ms = 0;
  window = open_window (setup);
  sidebar = ft_window_get_sidebar (window);
  /* The first move is not timed: the 300 ms run from the second. */
  spin (600);
  g_assert_false (ft_game_is_over (ft_window_get_game (window)));
  play_move (window, "c2", "c4");
  g_assert_true (wait_until (game_over, window, 10000));
  spin (50);
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), ==, "You lost on time");
  g_assert_cmpstr (ft_sidebar_get_bottom_clock (sidebar), ==, "00:00");
  click (window, "c2");
  g_assert_cmpuint (ft_board_model_get_selected (ft_board_view_get_model (ft_window_get_board (window))), ==, FT_NO_CELL);
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
  g_assert_true (confirm_action (window, "win.resign"));
  g_assert_cmpstr (ft_sidebar_get_message (sidebar), ==, "You resigned");
  g_assert_false (ft_window_is_computer_thinking (window));
  /* Held, so that the new game cannot reuse its address. */
  first = g_object_ref (ft_window_get_game (window));
  g_assert_true (ft_game_is_over (first));
  spin (300); /* a cancelled search must not move afterwards */
  g_assert_cmpuint (ft_game_get_n_moves (first), ==, 1);

  g_assert_true (confirm_action (window, "win.restart"));
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

  find_buttons (GTK_WIDGET (ft_sidebar_get_layout (ft_window_get_sidebar (window))), buttons);
  for (guint i = 0; i < buttons->len; i++)
    if (g_strcmp0 (gtk_actionable_get_action_name (buttons->pdata[i]), "win.resign") == 0)
      resign = buttons->pdata[i];
  g_assert_nonnull (resign);
  /* The first click arms: the button reads Confirm, the status says how. */
  g_signal_emit_by_name (resign, "clicked");
  g_assert_false (ft_game_is_over (ft_window_get_game (window)));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (resign), ==, "Click again to resign");
  g_assert_true (gtk_widget_has_css_class (resign, "destructive-action"));
  g_assert_cmpstr (ft_sidebar_get_message (ft_window_get_sidebar (window)), ==, "Click again to resign");
  g_signal_emit_by_name (resign, "clicked");
  g_assert_cmpstr (ft_sidebar_get_message (ft_window_get_sidebar (window)), ==, "You resigned");
  g_assert_cmpstr (gtk_widget_get_tooltip_text (resign), ==, "Resign (Esc or E)");
  g_assert_false (gtk_widget_has_css_class (resign, "destructive-action"));
  close_window (window);
}

/* Keys through real X events: Escape twice resigns (the first press arms
 * and says so), R twice restarts, E twice resigns. */
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
  g_assert_false (ft_game_is_over (first));
  g_assert_cmpstr (ft_sidebar_get_message (ft_window_get_sidebar (window)), ==, "Press Escape again to resign");
  send_key (window, "Escape");
  for (int i = 0; i < 100 && !ft_game_is_over (first); i++)
    spin (10);
  g_assert_true (ft_game_is_over (first));
  g_assert_cmpstr (ft_game_get_result_message (first), ==, "You resigned");

  send_key (window, "r");
  g_assert_true (ft_window_get_game (window) == first);
  send_key (window, "r");
  for (int i = 0; i < 100 && ft_window_get_game (window) == first; i++)
    spin (10);
  g_assert_true (ft_window_get_game (window) != first);
  g_assert_false (ft_game_is_over (ft_window_get_game (window)));

  send_key (window, "e");
  send_key (window, "e");
  for (int i = 0; i < 100 && !ft_game_is_over (ft_window_get_game (window)); i++)
    spin (10);
  g_assert_cmpstr (ft_game_get_result_message (ft_window_get_game (window)), ==, "You resigned");
  close_window (window);
}

/* ---- Custom pieces --------------------------------------------------------- */

/* Custom pieces (docs/config.md#pieces) in the material strip, with their
 * values (tests/app/test-board-view.c checks how the board draws them). */
static void
test_custom_piece_material (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (GError) error = NULL;
  FtCustomKinds kinds = { 0 };
  FtWindow *window;

  g_assert_true (ft_custom_kinds_add (&kinds, 'w', 400, "FC", &error));
  g_assert_true (ft_custom_kinds_add (&kinds, 'd', 500, "NN", &error));
  kinds.kinds[1].look = FT_KNIGHT;
  g_assert_true (ft_fen_parse_custom ("k7/8/8/8/3W1D2/8/8/7K w - - 0 1", FT_RULES_STANDARD,
                                      &kinds, setup->start, &error));
  setup->level = FT_LEVEL_EASY;
  window = open_window (setup);
  g_assert_cmpuint (ft_sidebar_get_material_count (ft_window_get_sidebar (window), FALSE), ==, 2);
  g_assert_cmpstr (ft_sidebar_get_material_balance (ft_window_get_sidebar (window), FALSE), ==, "+9");
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
  g_assert_false (confirm_action (window, "win.resign")
                  && ft_game_is_over (game));

  /* A click answers and closes (adw_message_dialog_response only answers;
   * closing would answer "quit"):
   * the game runs once the dialog is gone. */
  adw_message_dialog_response (dialog, "defaults");
  gtk_window_destroy (GTK_WINDOW (dialog));
  spin (100);
  game = ft_window_get_game (window);
  g_assert_true (ft_game_is_turn_started (game));
  /* White's turn; its clock waits for its first move (docs/playing.md#clocks). */
  g_assert_false (ft_clock_is_running (ft_game_get_clock (game)));
  click (window, "c2");
  g_assert_cmpuint (ft_board_model_get_selected (ft_board_view_get_model (ft_window_get_board (window))), ==, CELL ("c2"));
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
  FtBoardView *board;

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
  g_assert_false (ft_board_view_get_show_coordinates (board));
  g_assert_false (ft_board_view_get_animate (board));
  g_settings_set_boolean (settings, "show-coordinates", TRUE);
  g_assert_true (ft_board_view_get_show_coordinates (board));

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

/* In the window, a drag to an illegal square requests nothing; to a legal
 * one it requests the move and the window plays it. */
static void
test_window_plays_requested_moves (void)
{
  g_autoptr (FtGameSetup) setup = setup_from_fen (NULL, FT_WHITE);
  FtWindow *window = open_window (setup);
  FtBoardView *board = ft_window_get_board (window);
  Requests requests = { 0 };

  g_signal_connect (ft_board_view_get_model (board), "move-requested", G_CALLBACK (move_requested_cb),
                    &requests);
  gesture_drag (window, "d2", "e5");
  g_assert_cmpuint (requests.count, ==, 0);
  gesture_drag (window, "d2", "d4");
  g_assert_cmpuint (requests.count, ==, 1);
  g_assert_cmpuint (FT_MOVE_FROM (requests.move), ==, SQ ("d2"));
  g_assert_cmpuint (FT_MOVE_TO (requests.move), ==, SQ ("d4"));
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, 1);
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
  g_test_add_func ("/app/board/defend-your-king", test_defend_your_king);
  g_test_add_func ("/app/board/check", test_check);
  g_test_add_func ("/app/end/checkmate-picture", test_checkmate_picture);
  g_test_add_func ("/app/end/lose-on-time", test_lose_on_time);
  g_test_add_func ("/app/actions/resign-restart", test_resign_and_restart_actions);
  g_test_add_func ("/app/actions/sidebar-buttons", test_sidebar_buttons);
  g_test_add_func ("/app/actions/keys", test_keys);
  g_test_add_func ("/app/board/hidden-window", test_hidden_window_does_not_stall);
  g_test_add_func ("/app/config-error-dialog", test_config_error_dialog);
  g_test_add_func ("/app/settings", test_settings);
  g_test_add_func ("/app/board/window-plays-requested-moves", test_window_plays_requested_moves);
  g_test_add_func ("/app/board/check-after-animation", test_check_after_animation);
  g_test_add_func ("/app/custom-piece-material", test_custom_piece_material);
  return g_test_run ();
}
