/* test-fog-app.c — fog of war in the window (docs/playing.md#fog-of-war):
 * the squares the player's pieces do not see are dimmed and show no enemy
 * piece, the computer's moves stay "?" on the score sheet, the end says
 * who took the king, and two people pass the computer between turns. */
#include "config.h"

#include <adwaita.h>
#include <stdlib.h>

#include "app-test-util.h"
#include "ft-fen.h"
#include "ft-new-game-dialog.h"

static FtSquare
SQ (const char *name)
{
  return FT_SQUARE (name[0] - 'a', atoi (name + 1) - 1);
}

/* The colour at (fx, fy) of a square, as fractions of its size. */
static void
pixel (FtWindow *window, const Image *image, const char *square, double fx, double fy,
       GdkRGBA *colour)
{
  graphene_rect_t b;
  const guchar *p;

  g_assert_true (ft_board_view_get_cell_bounds (ft_window_get_board (window), CELL (square), &b));
  p = image->pixels + (int) (b.origin.y + fy * b.size.height) * image->stride
      + (int) (b.origin.x + fx * b.size.width) * 4;
  colour->blue = p[0] / 255.f;
  colour->green = p[1] / 255.f;
  colour->red = p[2] / 255.f;
  colour->alpha = 1;
}

static void
assert_colour (const GdkRGBA *seen, const GdkRGBA *expected)
{
  g_test_message ("seen %.3f %.3f %.3f, expected %.3f %.3f %.3f", seen->red, seen->green,
                  seen->blue, expected->red, expected->green, expected->blue);
  g_assert_cmpfloat_with_epsilon (seen->red, expected->red, 3.0 / 255);
  g_assert_cmpfloat_with_epsilon (seen->green, expected->green, 3.0 / 255);
  g_assert_cmpfloat_with_epsilon (seen->blue, expected->blue, 3.0 / 255);
}

/* The plain tile of `square` under the board's fog colour. */
static void
fogged_tile (FtWindow *window, const char *square, GdkRGBA *out)
{
  FtBoardView *board = ft_window_get_board (window);
  FtSquare sq = SQ (square);
  GdkRGBA tile, fog;

  ft_board_view_get_cell_colour (board, FT_HIGHLIGHT_NONE,
                              (FT_SQUARE_FILE (sq) + FT_SQUARE_RANK (sq)) % 2 == 0, &tile);
  ft_board_view_get_fog_colour (board, &fog);
  out->red = fog.red * fog.alpha + tile.red * (1 - fog.alpha);
  out->green = fog.green * fog.alpha + tile.green * (1 - fog.alpha);
  out->blue = fog.blue * fog.alpha + tile.blue * (1 - fog.alpha);
  out->alpha = 1;
}

static gboolean
human_turn (gpointer data)
{
  FtGame *game = ft_window_get_game (FT_WINDOW (data));

  return game != NULL && ft_game_is_human_turn (game) && ft_game_is_turn_started (game)
         && !ft_board_view_is_animating (ft_window_get_board (FT_WINDOW (data)));
}

static void
test_single_player (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  FtBoardView *board;
  FtScoresheet *sheet;
  FtWindow *window;
  Image image = { 0 };
  GdkRGBA seen, expected, corner;

  ft_position_set_standard_start (setup->start);
  setup->fog_of_war = TRUE;
  setup->level = FT_LEVEL_EASY;
  setup->time_control = FT_TIME_CONTROL_UNTIMED;
  window = open_window_with (setup, NULL);
  board = ft_window_get_board (window);
  g_assert_true (ft_window_get_game (window) != NULL);
  g_assert_true (ft_game_get_position (ft_window_get_game (window))->fog);
  g_assert_cmpint (ft_board_model_get_fog_viewer (ft_board_view_get_model (board)), ==, FT_WHITE);

  /* Own pieces and the squares they reach are seen; the rest is fog. */
  g_assert_false (ft_board_model_is_fogged (ft_board_view_get_model (board), CELL ("e1")));
  g_assert_false (ft_board_model_is_fogged (ft_board_view_get_model (board), CELL ("e4")));
  g_assert_false (ft_board_model_is_fogged (ft_board_view_get_model (board), CELL ("c3")));
  g_assert_true (ft_board_model_is_fogged (ft_board_view_get_model (board), CELL ("e5")));
  g_assert_true (ft_board_model_is_fogged (ft_board_view_get_model (board), CELL ("e7")));
  g_assert_true (ft_board_model_is_fogged (ft_board_view_get_model (board), CELL ("e8")));

  /* Drawn: a fogged square is its tile under the fog colour, corner and
   * middle alike (the black king is not drawn); a seen square with a piece
   * is not. */
  render_board (window, &image);
  fogged_tile (window, "e8", &expected);
  pixel (window, &image, "e8", 0.9, 0.1, &corner);
  assert_colour (&corner, &expected);
  pixel (window, &image, "e8", 0.5, 0.5, &seen);
  assert_colour (&seen, &expected);
  fogged_tile (window, "d7", &expected);
  pixel (window, &image, "d7", 0.5, 0.6, &seen);
  assert_colour (&seen, &expected);
  pixel (window, &image, "e1", 0.9, 0.1, &corner);
  pixel (window, &image, "e1", 0.5, 0.5, &seen);
  g_assert_true (ABS (seen.red - corner.red) + ABS (seen.green - corner.green) > 0.1);
  g_free (image.pixels);

  /* A move: the computer answers; its move is "?" on the score sheet and
   * the material strip says nothing. */
  ft_board_model_click (ft_board_view_get_model (board), CELL ("e2"));
  ft_board_model_click (ft_board_view_get_model (board), CELL ("e4"));
  g_assert_true (wait_until (human_turn, window, 10000));
  sheet = ft_sidebar_get_scoresheet (ft_window_get_sidebar (window));
  g_assert_cmpuint (ft_scoresheet_get_n_moves (sheet), ==, 2);
  g_assert_cmpstr (ft_scoresheet_get_san (sheet, 0), ==, "e4");
  g_assert_cmpstr (ft_scoresheet_get_san (sheet, 1), ==, "?");
  g_assert_cmpuint (ft_sidebar_get_material_count (ft_window_get_sidebar (window), TRUE), ==, 0);
  close_window (window);
}

/* A capture of the king ends the game; everything is shown then. */
static void
test_king_captured (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  FtBoardView *board;
  FtWindow *window;

  /* Black (the computer) has only king moves, all onto squares the queen
   * on b6 takes (a stalemate in chess; under fog the king must move). */
  g_assert_true (ft_fen_parse ("k7/8/1Q6/8/8/8/8/4K3 b - - 0 1", FT_RULES_STANDARD, setup->start, NULL));
  setup->fog_of_war = TRUE;
  setup->level = FT_LEVEL_EASY;
  setup->time_control = FT_TIME_CONTROL_UNTIMED;
  window = open_window_with (setup, NULL);
  board = ft_window_get_board (window);
  g_assert_true (wait_until (human_turn, window, 10000));
  {
    const FtPosition *pos = ft_game_get_position (ft_window_get_game (window));
    FtSquare king = pos->king_square[FT_BLACK];
    char name[4];

    /* Wherever the king went (a7, b7 or b8), the queen takes it. */
    ft_square_to_string (king, name);
    g_test_message ("black king on %s", name);
    for (int i = 0; i < 64; i++)
      {
        FtSquare from = FT_SQUARE (i % 8, i / 8);
        FtPiece p = pos->board[from];

        if (FT_IS_PIECE (p) && FT_PIECE_COLOUR (p) == FT_WHITE
            && ft_position_find_move (pos, from, king, FT_NO_KIND) != FT_MOVE_NONE)
          {
            ft_board_model_click (ft_board_view_get_model (board), ft_cell_from_chess (from));
            ft_board_model_click (ft_board_view_get_model (board), ft_cell_from_chess (king));
            break;
          }
      }
  }
  g_assert_true (wait_until ((Condition) ft_game_is_over, ft_window_get_game (window), 5000));
  spin (100);
  g_assert_cmpstr (ft_sidebar_get_message (ft_window_get_sidebar (window)), ==, "You captured the king");
  /* Over: no fog any more. */
  g_assert_false (ft_board_model_is_fogged (ft_board_view_get_model (board), CELL ("h8")));
  close_window (window);
}

/* Two people: after each move the board hides behind the pass screen
 * until the next player shows it; each sees only their own view. */
static void
test_two_players_pass_screen (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  FtBoardView *board;
  FtWindow *window;

  ft_position_set_standard_start (setup->start);
  setup->fog_of_war = TRUE;
  setup->opponent = FT_OPPONENT_HUMAN;
  setup->time_control = FT_TIME_CONTROL_UNTIMED;
  window = ft_window_new (NULL, NULL);
  gtk_window_present (GTK_WINDOW (window));
  ft_window_start (window, setup);
  spin (300);
  board = ft_window_get_board (window);

  /* White first says it is them. */
  g_assert_true (ft_window_is_fog_pass_shown (window));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (board)));
  ft_window_fog_show_board (window);
  g_assert_false (ft_window_is_fog_pass_shown (window));
  g_assert_true (wait_until (board_ready, window, 5000));
  g_assert_cmpint (ft_board_model_get_fog_viewer (ft_board_view_get_model (board)), ==, FT_WHITE);
  g_assert_true (ft_board_model_is_fogged (ft_board_view_get_model (board), CELL ("e7")));

  ft_board_model_click (ft_board_view_get_model (board), CELL ("e2"));
  ft_board_model_click (ft_board_view_get_model (board), CELL ("e4"));
  ft_board_view_finish_animation (board);
  spin (200);
  /* Black's turn: the board is hidden until Black shows it. */
  g_assert_true (ft_window_is_fog_pass_shown (window));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (board)));
  ft_window_fog_show_board (window);
  spin (100);
  g_assert_cmpint (ft_board_model_get_fog_viewer (ft_board_view_get_model (board)), ==, FT_BLACK);
  g_assert_false (ft_board_model_is_fogged (ft_board_view_get_model (board), CELL ("e7")));
  g_assert_true (ft_board_model_is_fogged (ft_board_view_get_model (board), CELL ("e2")));
  /* Both moves are "?" for whoever looks at the score sheet. */
  g_assert_cmpstr (ft_scoresheet_get_san (ft_sidebar_get_scoresheet (ft_window_get_sidebar (window)), 0), ==, "?");
  close_window (window);
}

/* The New Game dialog's switch: off by default, on when the config says
 * so, remembered in the settings, and in the setup it starts. */
static void
test_new_game_dialog (void)
{
  g_autoptr (FtGameSetup) config = ft_game_setup_new_default ();
  g_autoptr (GSettings) settings = g_settings_new ("io.github.fourteenchess.Fourteen");
  g_autoptr (FtGameSetup) setup = NULL;
  g_autoptr (FtGameSetup) remembered = NULL;
  FtNewGameDialog *dialog;

  g_settings_set_boolean (settings, "fog-of-war", FALSE);
  dialog = ft_new_game_dialog_new (NULL, settings, config);
  g_assert_false (ft_new_game_dialog_get_fog_of_war (dialog));
  setup = ft_new_game_dialog_get_setup (dialog);
  g_assert_false (setup->fog_of_war);
  g_clear_pointer (&setup, ft_game_setup_free);
  ft_new_game_dialog_set_fog_of_war (dialog, TRUE);
  setup = ft_new_game_dialog_get_setup (dialog);
  g_assert_true (setup->fog_of_war);
  ft_new_game_dialog_start (dialog);
  spin (50);
  g_assert_true (g_settings_get_boolean (settings, "fog-of-war"));
  remembered = ft_new_game_dialog_setup_from_settings (settings, config);
  g_assert_true (remembered->fog_of_war);

  /* A config with "fog_of_war": true starts the switch on. */
  g_settings_set_boolean (settings, "fog-of-war", FALSE);
  config->fog_of_war = TRUE;
  dialog = ft_new_game_dialog_new (NULL, settings, config);
  g_assert_true (ft_new_game_dialog_get_fog_of_war (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));
  spin (20);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();
  g_test_add_func ("/fog-app/single-player", test_single_player);
  g_test_add_func ("/fog-app/king-captured", test_king_captured);
  g_test_add_func ("/fog-app/two-players-pass-screen", test_two_players_pass_screen);
  g_test_add_func ("/fog-app/new-game-dialog", test_new_game_dialog);
  return g_test_run ();
}
