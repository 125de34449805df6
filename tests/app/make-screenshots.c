/* make-screenshots.c — the docs/ and AppStream screenshots, rendered by the
 * window itself under Xvfb:
 *
 *   xvfb-run -a env GSK_RENDERER=cairo GDK_BACKEND=x11 GTK_A11Y=none \
 *       build/tests/app/make-screenshots data/screenshots
 *
 * start.png      the start position
 * selected.png   a middlegame with the white archbishop selected
 * check.png      the human's king in check ("Check!")
 * checkmate.png  the human has just mated: red king, orange contributors
 * two-players.png  two people at one computer, Black to move, a piece selected
 * new-game.png   the New Game dialog: standard chess, 5 + 3, against the
 *                computer at the level suggested for a new player
 * theme-green.png, theme-blue-dark.png  two board themes, in the light and
 *                the dark style
 * keyboard.png   keyboard play: the orange focus square on a destination of
 *                the piece selected with Enter
 * promotion.png  standard rules, a pawn reaching the last rank: the
 *                promotion popover ("choose-promotion") offers Q R B N
 * premove.png    the human has moved (yellow) and, while the computer's turn
 *                waits, chosen a premove (violet)
 * moves.png      the score sheet after 30 moves of two people, the board
 *                showing an earlier position ("After 13. …")
 * load-error.png the dialog of a PGN with an illegal move; the game stays
 * checkers-start.png      Checkers with bombs and shields, the start, on
 *                the window's board and sidebar with a 5 + 3 clock
 * checkers-multi-capture.png  a capture sequence in progress: the shield
 *                landed on a5, its next jump shown, End Turn enabled
 * checkers-explosion.png  a bomb's explosion frozen mid-animation
 * network-*.png  network play over 127.0.0.1: the host waiting (address,
 *                port, code), the joined player's board with the opponent's
 *                live selection and drag, a spectator, the host's
 *                connection-lost bar with Claim Win, the Join dialog. Only these with
 *                `make-screenshots DIR --network`.
 * level-picker.png  the Puzzles window over a level in play, four levels
 *                solved; puzzle.png  level 5 after its key and the reply,
 *                the goal in the sidebar. Only these with
 *                `make-screenshots DIR --puzzles`.
 * custom-piece.png  the pieces of docs/examples/custom-pieces/config.json
 *                (a wizard and a soldier drawn as lettered discs, a
 *                nightrider with the knight's look), the nightrider selected
 *
 * fog-of-war.png  fog of war against the computer: White's view of the
 *                14×14 middlegame after a move each, a piece selected
 * fog-of-war-pass.png  two people with fog: the pass screen between turns
 *
 * `make-screenshots DIR fog-of-war` makes only the two fog-of-war pictures
 * (`new-game`: new-game.png); `make-screenshots DIR custom-piece [CONFIG]` only custom-piece.png
 * (CONFIG defaults to docs/examples/custom-pieces/config.json, relative to
 * the current folder).
 *
 * The popover is a surface of its own, which the window's paintable does
 * not draw: it is drawn over the window at its place. (A grab of the X
 * screen shows its transparent margin black: Xvfb has no compositor.)
 */
#include "config.h"

#include <glib/gstdio.h>

#include "ft-config.h"
#include "ft-easy.h"
#include "ft-fen.h"
#include "ft-network-controller.h"
#include "ft-board-choices.h"
#include "ft-new-game-dialog.h"
#include "ft-level-picker.h"
#include "ft-puzzle.h"
#include <adwaita.h>
#include "ft-window.h"

#include "app-test-util.h"

static FtWindow *
open_window (const FtGameSetup *setup)
{
  FtWindow *window = ft_window_new (NULL, NULL);

  gtk_window_present (GTK_WINDOW (window));
  ft_window_start (window, setup);
  for (int i = 0; i < 500 && gtk_widget_get_width (GTK_WIDGET (ft_window_get_board (window))) == 0; i++)
    spin (10);
  spin (300);
  return window;
}

static void
save (gpointer window, const char *dir, const char *name)
{
  save_window_png (window, dir, name);
}

/* As save(), with the board's popover drawn where it stands on the screen:
 * its surface's place relative to the window's, less each surface's
 * margin (the CSD shadow). */
static void
save_with_popover (FtWindow *window, GtkWidget *popover, const char *dir, const char *name)
{
  GdkPaintable *paintable = gtk_widget_paintable_new (GTK_WIDGET (window));
  GdkPaintable *popover_paintable = gtk_widget_paintable_new (popover);
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  GdkSurface *popup = gtk_native_get_surface (GTK_NATIVE (popover));
  int width = gtk_widget_get_width (GTK_WIDGET (window));
  int height = gtk_widget_get_height (GTK_WIDGET (window));
  double window_dx, window_dy, popover_dx, popover_dy;
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree char *path = g_build_filename (dir, name, NULL);

  gtk_native_get_surface_transform (GTK_NATIVE (window), &window_dx, &window_dy);
  gtk_native_get_surface_transform (GTK_NATIVE (popover), &popover_dx, &popover_dy);
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT ((float) (gdk_popup_get_position_x (GDK_POPUP (popup))
                                                         + popover_dx - window_dx),
                                                (float) (gdk_popup_get_position_y (GDK_POPUP (popup))
                                                         + popover_dy - window_dy)));
  gdk_paintable_snapshot (popover_paintable, snapshot, gtk_widget_get_width (popover),
                          gtk_widget_get_height (popover));
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (!gdk_texture_save_to_png (texture, path))
    g_error ("cannot write %s", path);
  g_print ("%s (%dx%d)\n", path, width, height);
  g_object_unref (popover_paintable);
  g_object_unref (paintable);
}

/* The board's popover (its only child). */
static GtkWidget *
board_popover (FtBoardView *board)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (board));

  g_assert_true (GTK_IS_POPOVER (child));
  return child;
}

#define sq(name) CELL (name)

/* An easy-vs-easy game from the start; stops before the ply where `stop`
 * says so. Returns FALSE if the game ended first. */
typedef gboolean (*StopFunc) (const FtPosition *before, FtMove move);

static gboolean
play_until (FtPosition *pos, guint64 seed, guint min_plies, StopFunc stop, FtMove *found)
{
  FtEasyRandom random;

  ft_position_set_fourteen_start (pos);
  ft_easy_random_init (&random, seed);
  for (guint ply = 0; ply < 400; ply++)
    {
      FtResultReason reason;
      FtMove move;

      if (ft_position_result (pos, &reason) != FT_RESULT_NONE)
        return FALSE;
      move = ft_easy_choose_move (pos, &random, NULL);
      if (ply >= min_plies && stop (pos, move))
        {
          *found = move;
          return TRUE;
        }
      ft_position_make_move (pos, move);
    }
  return FALSE;
}

/* White is about to be checked by Black. */
static gboolean
black_gives_check (const FtPosition *before, FtMove move)
{
  FtPosition *after = g_memdup2 (before, sizeof *before);
  gboolean check;

  ft_position_make_move (after, move);
  check = before->side_to_move == FT_BLACK && ft_position_in_check (after);
  g_free (after);
  return check;
}

/* White mates. */
static gboolean
white_mates (const FtPosition *before, FtMove move)
{
  FtPosition *after = g_memdup2 (before, sizeof *before);
  FtResultReason reason;
  gboolean mate;

  ft_position_make_move (after, move);
  mate = before->side_to_move == FT_WHITE && ft_position_result (after, &reason) != FT_RESULT_NONE
         && reason == FT_REASON_CHECKMATE;
  g_free (after);
  return mate;
}

/* A middlegame with the example config's custom pieces. */
static void
custom_piece_screenshot (const char *dir, const char *config_path)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtConfig) config = ft_config_load (config_path, problems);
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (GError) error = NULL;
  FtWindow *window;

  if (config == NULL || !ft_config_to_setup (config, setup, problems))
    g_error ("cannot load %s", config_path);
  if (!ft_fen_parse_custom ("rnbh1g1kagebnr/ppppp1ppppp1pp/14/3s1p5p2/6w3s3/9d4/14/14/5D8/4W5S3/"
                            "3SP6P2/9P4/PPPP1PPPP1P1PP/RNBHGA1KGEBN1R w - - 0 1",
                            FT_RULES_FOURTEEN, ft_config_get_custom_kinds (config), setup->start,
                            &error))
    g_error ("%s", error->message);
  window = open_window (setup);
  ft_board_model_click (ft_board_view_get_model (ft_window_get_board (window)), sq ("f6"));
  spin (100);
  save (window, dir, "custom-piece.png");
  gtk_window_destroy (GTK_WINDOW (window));
  spin (50);
}

static FtWindow *
network_window (const FtGameSetup *setup)
{
  FtWindow *window = open_window (setup);

  ft_board_view_set_animate (ft_window_get_board (window), FALSE);
  return window;
}

static FtNetworkClient *
network_join (FtWindow *window, FtNetworkHost *host, gboolean watch)
{
  g_autofree char *address = g_strdup_printf ("127.0.0.1:%u", ft_network_host_get_port (host));
  FtNetworkClient *client = ft_network_client_new (address, ft_network_host_get_code (host), watch,
                                                   watch ? "Eve" : "Bob");

  ft_network_client_set_retry_interval (client, 60000);
  ft_window_attach_client (window, client);
  ft_network_client_connect (client);
  for (int i = 0; i < 500 && ft_window_get_session (window) != ft_network_client_get_session (client); i++)
    spin (10);
  spin (300);
  return client;
}

/* Play `text` for the side to move of a window whose turn it is. */
static void
network_move (FtWindow *window, const char *from, const char *to)
{
  for (int i = 0; i < 500 && !ft_game_is_turn_started (ft_window_get_game (window)); i++)
    spin (10);
  ft_board_model_click (ft_board_view_get_model (ft_window_get_board (window)), sq (from));
  ft_board_model_click (ft_board_view_get_model (ft_window_get_board (window)), sq (to));
  spin (300);
}

static void
make_network_screenshots (const char *dir)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtNetworkHost) host = NULL;
  g_autoptr (FtNetworkClient) client = NULL;
  g_autoptr (FtNetworkClient) spectator = NULL;
  FtWindow *host_window, *client_window, *watch_window;

  host_window = network_window (setup);
  host = ft_network_host_new (setup, "K7QM2X", "Ann", NULL);
  g_assert_true (ft_network_host_listen (host, "127.0.0.1", 0, NULL));
  ft_network_host_set_claim_after_ms (host, 1000);
  ft_window_attach_host (host_window, host);
  spin (300);
  save (host_window, dir, "network-host-waiting.png");

  client_window = network_window (setup);
  client = network_join (client_window, host, FALSE);
  watch_window = network_window (setup);
  spectator = network_join (watch_window, host, TRUE);
  network_move (host_window, "g2", "g4");
  network_move (client_window, "h13", "h11");
  /* The host picks up a piece and drags it: the joined player sees both,
   * the selection as a dashed magenta ring, the drag as a disc. */
  ft_board_model_click (ft_board_view_get_model (ft_window_get_board (host_window)), sq ("f1"));
  spin (200);
  ft_network_host_send_drag (host, TRUE, 6.2, 2.3);
  spin (500);
  save (client_window, dir, "network-live-selection.png");
  save (watch_window, dir, "network-spectator.png");

  /* The host moves; the joined player's connection drops and does not come
   * back soon. */
  ft_board_model_click (ft_board_view_get_model (ft_window_get_board (host_window)), sq ("g3"));
  spin (300);
  ft_network_client_drop_connection (client);
  spin (2600);
  save (host_window, dir, "network-connection-lost.png");

  /* The Join dialog, filled in. */
  {
    GtkWidget *dialog = ft_window_open_join_dialog (watch_window);
    GtkWidget *grid = adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog));

    gtk_editable_set_text (GTK_EDITABLE (gtk_grid_get_child_at (GTK_GRID (grid), 1, 0)),
                           "192.0.2.2:41414");
    gtk_editable_set_text (GTK_EDITABLE (gtk_grid_get_child_at (GTK_GRID (grid), 1, 1)), "K7QM2X");
    for (int i = 0; i < 500 && gtk_widget_get_width (dialog) == 0; i++)
      spin (10);
    spin (300);
    save (dialog, dir, "network-join.png");
    gtk_window_destroy (GTK_WINDOW (dialog));
  }

  gtk_window_destroy (GTK_WINDOW (watch_window));
  gtk_window_destroy (GTK_WINDOW (client_window));
  gtk_window_destroy (GTK_WINDOW (host_window));
  spin (50);
}

/* ---- Checkers ---------------------------------------------------------------- */

/* Checkers on the window's board and sidebar, with the clocks of a 5 + 3
 * game running. */
static FtWindow *
open_checkers (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  FtWindow *window = ft_window_new (NULL, NULL);

  setup->game = FT_GAME_KIND_CHECKERS;
  setup->opponent = FT_OPPONENT_HUMAN;
  setup->time_control = FT_TIME_CONTROL_FISCHER;
  setup->player_ms = setup->cpu_ms = 5 * 60000;
  setup->player_increment_ms = setup->cpu_increment_ms = 3000;
  gtk_window_present (GTK_WINDOW (window));
  ft_window_start (window, setup);
  for (int i = 0; i < 500 && gtk_widget_get_width (GTK_WIDGET (ft_window_get_board (window))) == 0; i++)
    spin (10);
  spin (300);
  return window;
}

/* The last turn has landed and the next has begun. */
static void
wait_for_turn (FtWindow *window)
{
  for (int i = 0; i < 500 && (!ft_game_is_turn_started (ft_session_get_game (ft_window_get_session (window)))
                              || ft_board_view_is_animating (ft_window_get_board (window)));
       i++)
    spin (10);
}

static void
play_checkers_turn (FtWindow *window, const FtCheckersTurn *turn)
{
  FtGameMove move = ft_game_move_checkers (turn);

  wait_for_turn (window);
  g_assert_true (ft_session_request (ft_window_get_session (window), &move));
}

/* A game (random turns from `seed`) that reaches a bomb capture whose
 * explosion removes at least four pieces: its turns before that in
 * `turns`, the explosion in *boom. */
static gboolean
find_big_explosion (guint32 seed, GArray *turns, FtCheckersTurn *boom)
{
  g_autoptr (FtCheckersBoard) board = ft_checkers_board_new ();
  FtCheckersState state = *ft_checkers_state (board);
  g_autofree FtCheckersTurnList *list = g_new (FtCheckersTurnList, 1);
  GRand *rand = g_rand_new_with_seed (seed);
  gboolean found = FALSE;

  g_array_set_size (turns, 0);
  for (int ply = 0; ply < 40 && !found; ply++)
    {
      ft_checkers_state_generate_turns (&state, list);
      if (list->count == 0)
        break;
      for (guint i = 0; i < list->count && !found; i++)
        {
          FtCheckersState next = state;
          guint before = 0, after = 0;
          int from = list->turns[i].path[0];

          if (!ft_checkers_turn_is_capture (&list->turns[i])
              || FT_CHECKERS_PIECE_KIND (state.squares[from]) != FT_CHECKERS_BOMB)
            continue;
          ft_checkers_state_play_turn (&next, &list->turns[i]);
          for (int sq = 0; sq < FT_CHECKERS_SQUARES; sq++)
            {
              before += state.squares[sq] != FT_CHECKERS_EMPTY;
              after += next.squares[sq] != FT_CHECKERS_EMPTY;
            }
          if (before - after >= 4 && ft_checkers_state_winner (&next) == FT_CHECKERS_NONE)
            {
              *boom = list->turns[i];
              found = TRUE;
            }
        }
      if (!found)
        {
          /* Steps only, so that the board stays full. */
          FtCheckersTurn *turn = &list->turns[g_rand_int_range (rand, 0, list->count)];

          for (int tries = 0; tries < 20 && ft_checkers_turn_is_capture (turn); tries++)
            turn = &list->turns[g_rand_int_range (rand, 0, list->count)];
          g_array_append_val (turns, *turn);
          ft_checkers_state_play_turn (&state, turn);
        }
    }
  g_rand_free (rand);
  return found;
}

static void
checkers_screenshots (const char *dir)
{
  FtWindow *window;
  g_autoptr (GArray) turns = g_array_new (FALSE, FALSE, sizeof (FtCheckersTurn));
  FtCheckersTurn boom;
  guint32 seed;

  window = open_checkers ();
  save (window, dir, "checkers-start.png");

  /* g3h4 d6c5 c3d4 c7d6 b2c3 c5b4, then the shield on c3 jumps b4. */
  {
    static const char *const moves[] = { "g3", "h4", "d6", "c5", "c3", "d4", "c7", "d6", "b2", "c3", "c5", "b4",
                                         "c3", "a5" };
    FtBoardModel *model = ft_board_view_get_model (ft_window_get_board (window));

    for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
      {
        if (i % 2 == 0)
          wait_for_turn (window);
        ft_board_model_click (model, ft_cell_from_checkers (ft_checkers_square_from_string (moves[i])));
      }
    spin (300);
    save (window, dir, "checkers-multi-capture.png");
  }
  gtk_window_destroy (GTK_WINDOW (window));

  for (seed = 1; !find_big_explosion (seed, turns, &boom); seed++)
    ;
  g_print ("checkers explosion from seed %u after %u turns\n", seed, turns->len);
  window = open_checkers ();
  for (guint i = 0; i < turns->len; i++)
    play_checkers_turn (window, &g_array_index (turns, FtCheckersTurn, i));
  wait_for_turn (window);
  spin (300);
  ft_board_view_freeze_blast (ft_window_get_board (window), 0.3);
  play_checkers_turn (window, &boom);
  /* The bomb's jump slides first. */
  spin (800);
  save (window, dir, "checkers-explosion.png");
  ft_board_view_freeze_blast (ft_window_get_board (window), -1);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Fog of war (docs/playing.md#fog-of-war): the 14×14 middlegame as White
 * sees it after a move each, a knight selected; then the pass screen
 * between two people. */
static void
fog_screenshots (const char *dir)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  FtWindow *window;

  g_assert_true (ft_fen_parse (FT_FEN_14X14_MIDDLEGAME, FT_RULES_FOURTEEN, setup->start, NULL));
  setup->fog_of_war = TRUE;
  setup->level = FT_LEVEL_EASY;
  setup->time_control = FT_TIME_CONTROL_UNTIMED;
  window = open_window (setup);
  ft_board_view_set_animate (ft_window_get_board (window), FALSE);
  ft_board_model_click (ft_board_view_get_model (ft_window_get_board (window)), sq ("f7"));
  ft_board_model_click (ft_board_view_get_model (ft_window_get_board (window)), sq ("f8"));
  for (int i = 0; i < 500 && !ft_game_is_human_turn (ft_window_get_game (window)); i++)
    spin (10);
  spin (300);
  ft_board_model_click (ft_board_view_get_model (ft_window_get_board (window)), sq ("f4"));
  spin (100);
  save (window, dir, "fog-of-war.png");
  gtk_window_destroy (GTK_WINDOW (window));

  setup->opponent = FT_OPPONENT_HUMAN;
  window = open_window (setup);
  spin (200);
  save (window, dir, "fog-of-war-pass.png");
  gtk_window_destroy (GTK_WINDOW (window));
  spin (50);
}

/* The Puzzles window and a level in play, with records in a scratch folder
 * (four levels solved). */
static void
make_puzzle_screenshots (const char *dir)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autofree char *data_home = g_dir_make_tmp ("fourteen-shots-XXXXXX", NULL);
  g_autofree char *records = NULL;
  g_autofree char *folder = NULL;
  const char *solved[] = { "Archbishop's Corner", "Amazon Takes", "Two Archbishops",
                           "Chancellor and Camel" };
  FtLevelPicker *picker;
  FtWindow *window;

  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  records = ft_puzzle_get_default_records_path ();
  for (guint i = 0; i < G_N_ELEMENTS (solved); i++)
    ft_puzzle_records_mark_solved (records, solved[i], 0, NULL);

  window = open_window (setup);
  ft_window_play_level (window, 4);
  spin (200);
  ft_board_model_click (ft_board_view_get_model (ft_window_get_board (window)), sq ("c6"));
  ft_board_model_click (ft_board_view_get_model (ft_window_get_board (window)), sq ("c12"));
  for (int i = 0; i < 500 && ft_game_get_n_moves (ft_window_get_game (window)) < 2; i++)
    spin (10);
  spin (1500);
  save (window, dir, "puzzle.png");

  picker = ft_window_open_level_picker (window);
  for (int i = 0; i < 500 && gtk_widget_get_width (GTK_WIDGET (picker)) == 0; i++)
    spin (10);
  spin (300);
  save (picker, dir, "level-picker.png");
  gtk_window_destroy (GTK_WINDOW (picker));
  gtk_window_destroy (GTK_WINDOW (window));

  g_unlink (records);
  folder = g_path_get_dirname (records);
  g_rmdir (folder);
  g_rmdir (data_home);
}

/* The start, a selection, check and checkmate. */
static void
position_screenshots (const char *dir, FtGameSetup *setup)
{
  FtWindow *window;
  FtMove move = FT_MOVE_NONE;
  guint64 seed;

  /* The start. */
  window = open_window (setup);
  save (window, dir, "start.png");
  gtk_window_destroy (GTK_WINDOW (window));

  /* A selected piece with its moves. */
  g_assert_true (ft_fen_parse (FT_FEN_14X14_MIDDLEGAME, FT_RULES_FOURTEEN, setup->start, NULL));
  window = open_window (setup);
  ft_board_model_click (ft_board_view_get_model (ft_window_get_board (window)), sq ("e9"));
  spin (100);
  save (window, dir, "selected.png");
  gtk_window_destroy (GTK_WINDOW (window));

  /* Check: Black's move checks White; the game starts after it. */
  for (seed = 1; !play_until (setup->start, seed, 24, black_gives_check, &move); seed++)
    ;
  ft_position_make_move (setup->start, move);
  window = open_window (setup);
  spin (200);
  save (window, dir, "check.png");
  gtk_window_destroy (GTK_WINDOW (window));

  /* Checkmate: the human (White) plays the mating move by clicks. */
  for (seed = 1; !play_until (setup->start, seed, 30, white_mates, &move); seed++)
    ;
  g_print ("checkmate from seed %" G_GUINT64_FORMAT "\n", seed);
  window = open_window (setup);
  ft_board_model_click (ft_board_view_get_model (ft_window_get_board (window)), ft_cell_from_chess (FT_MOVE_FROM (move)));
  ft_board_model_click (ft_board_view_get_model (ft_window_get_board (window)), ft_cell_from_chess (FT_MOVE_TO (move)));
  spin (1500);
  save (window, dir, "checkmate.png");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Board themes, keyboard play and a premove. */
static void
theme_screenshots (const char *dir, FtGameSetup *setup)
{
  FtWindow *window;

  /* Board themes, in the light and the dark style. */
  g_assert_true (ft_fen_parse (FT_FEN_14X14_MIDDLEGAME, FT_RULES_FOURTEEN, setup->start, NULL));
  window = open_window (setup);
  ft_board_view_set_theme (ft_window_get_board (window), "green");
  ft_board_model_click (ft_board_view_get_model (ft_window_get_board (window)), sq ("e9"));
  spin (100);
  save (window, dir, "theme-green.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  ft_board_view_set_theme (ft_window_get_board (window), "blue");
  spin (300);
  save (window, dir, "theme-blue-dark.png");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  gtk_window_destroy (GTK_WINDOW (window));

  /* Keyboard play: the archbishop selected with the keyboard, the focus on a
   * destination. */
  g_assert_true (ft_fen_parse (FT_FEN_14X14_MIDDLEGAME, FT_RULES_FOURTEEN, setup->start, NULL));
  window = open_window (setup);
  gtk_widget_grab_focus (GTK_WIDGET (ft_window_get_board (window)));
  ft_board_model_click (ft_board_view_get_model (ft_window_get_board (window)), sq ("e9"));
  ft_board_model_move_cursor (ft_board_view_get_model (ft_window_get_board (window)), 0, 0);
  ft_board_model_move_cursor (ft_board_view_get_model (ft_window_get_board (window)), 1, 0);
  ft_board_model_move_cursor (ft_board_view_get_model (ft_window_get_board (window)), 0, -1);
  spin (100);
  save (window, dir, "keyboard.png");
  gtk_window_destroy (GTK_WINDOW (window));

  /* A premove: White moves, and while the computer's turn is held back
   * (so that it cannot answer before the picture) chooses the next move. */
  g_assert_true (ft_fen_parse (FT_FEN_14X14_MIDDLEGAME, FT_RULES_FOURTEEN, setup->start, NULL));
  window = open_window (setup);
  {
    FtBoardView *board = ft_window_get_board (window);

    ft_session_hold (ft_window_get_session (window));
    ft_board_model_click (ft_board_view_get_model (board), sq ("e9"));
    ft_board_model_click (ft_board_view_get_model (board), sq ("g10"));
    spin (1500);
    ft_board_model_click (ft_board_view_get_model (board), sq ("d5"));
    ft_board_model_click (ft_board_view_get_model (board), sq ("d6"));
    spin (100);
    if (ft_game_get_n_moves (ft_window_get_game (window)) != 1
        || !ft_board_model_get_premove (ft_board_view_get_model (board), NULL, NULL))
      g_error ("no premove for the screenshot");
    save (window, dir, "premove.png");
    ft_session_release (ft_window_get_session (window));
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The New Game dialog over the start position: standard chess against
 * the computer, the level suggested for a new player preselected. */
static void
new_game_screenshot (const char *dir)
{
  g_autoptr (FtGameSetup) plain = ft_game_setup_new_default ();
  FtWindow *window = open_window (plain);
  FtNewGameDialog *dialog = ft_window_open_new_game_dialog (window);

  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_BOARD, FT_BOARD_CHOICE_STANDARD);
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_TIME, 2); /* the opponent: the computer */
  wait_until ((Condition) gtk_widget_get_mapped, dialog, 5000);
  spin (300);
  save (dialog, dir, "new-game.png");
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The New Game dialog and two people at one board. */
static void
dialog_screenshots (const char *dir, FtGameSetup *setup)
{
  FtWindow *window;

  new_game_screenshot (dir);

  /* Two people: the sidebar names the colours; Black to move. */
  g_assert_true (ft_fen_parse (FT_FEN_14X14_MIDDLEGAME, FT_RULES_FOURTEEN, setup->start, NULL));
  setup->opponent = FT_OPPONENT_HUMAN;
  window = open_window (setup);
  {
    g_autofree FtMoveList *list = g_new (FtMoveList, 1);
    const FtPosition *pos = ft_game_get_position (ft_window_get_game (window));

    /* White's first legal move, then a Black piece selected. */
    ft_position_generate_legal (pos, list);
    ft_board_model_click (ft_board_view_get_model (ft_window_get_board (window)), ft_cell_from_chess (FT_MOVE_FROM (list->moves[0])));
    ft_board_model_click (ft_board_view_get_model (ft_window_get_board (window)), ft_cell_from_chess (FT_MOVE_TO (list->moves[0])));
    spin (1500);
    ft_position_generate_legal (ft_game_get_position (ft_window_get_game (window)), list);
    ft_board_model_click (ft_board_view_get_model (ft_window_get_board (window)), ft_cell_from_chess (FT_MOVE_FROM (list->moves[list->count / 2])));
    spin (200);
  }
  save (window, dir, "two-players.png");
  gtk_window_destroy (GTK_WINDOW (window));
  setup->opponent = FT_OPPONENT_COMPUTER;
}

/* Promotion, the score sheet and a load error. */
static void
record_screenshots (const char *dir, FtGameSetup *setup)
{
  FtWindow *window;

  /* Promotion: the pawn on c7 goes to c8 and the popover asks for a kind. */
  g_assert_true (ft_fen_parse ("r3k2r/ppP2ppp/2n5/8/8/5N2/PPP2PPP/R3K2R w KQkq - 0 1",
                               FT_RULES_STANDARD, setup->start, NULL));
  window = open_window (setup);
  ft_board_model_set_choose_promotion (ft_board_view_get_model (ft_window_get_board (window)), TRUE);
  ft_board_model_click (ft_board_view_get_model (ft_window_get_board (window)), sq ("c7"));
  ft_board_model_click (ft_board_view_get_model (ft_window_get_board (window)), sq ("c8"));
  spin (500);
  save_with_popover (window, board_popover (ft_window_get_board (window)), dir, "promotion.png");
  gtk_window_destroy (GTK_WINDOW (window));
  /* The score sheet: 30 plies between two people (easy's choices, played
   * by clicks), then a look back at White's 13th move. */
  setup->opponent = FT_OPPONENT_HUMAN;
  ft_position_set_fourteen_start (setup->start);
  window = open_window (setup);
  {
    FtEasyRandom random;

    ft_easy_random_init (&random, 11);
    for (int ply = 0; ply < 30; ply++)
      {
        FtGame *game = ft_window_get_game (window);
        FtMove choice = ft_easy_choose_move (ft_game_get_position (game), &random, NULL);

        while (!ft_game_is_turn_started (game) || ft_board_view_is_animating (ft_window_get_board (window)))
          spin (10);
        ft_board_model_click (ft_board_view_get_model (ft_window_get_board (window)), ft_cell_from_chess (FT_MOVE_FROM (choice)));
        ft_board_model_click (ft_board_view_get_model (ft_window_get_board (window)), ft_cell_from_chess (FT_MOVE_TO (choice)));
        ft_board_view_finish_animation (ft_window_get_board (window));
        spin (20);
      }
    spin (300);
    for (int i = 0; i < 5; i++)
      gtk_widget_activate_action (GTK_WIDGET (window), "win.history-back", NULL);
    spin (300);
  }
  save (window, dir, "moves.png");

  /* A load error: the dialog names the file, the line and the move. */
  {
    g_autofree char *path = g_build_filename (g_get_tmp_dir (), "fourteen-game.pgn", NULL);
    GtkWidget *dialog = NULL;
    GListModel *toplevels; /* transfer none */

    g_file_set_contents (path,
                         "[Event \"Club night\"]\n[Site \"?\"]\n[Date \"2026.11.20\"]\n[Round \"3\"]\n"
                         "[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"*\"]\n\n"
                         "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. Ke3 *\n", -1, NULL);
    setup->opponent = FT_OPPONENT_COMPUTER;
    ft_window_open_file (window, path);
    toplevels = gtk_window_get_toplevels ();
    for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
      {
        g_autoptr (GObject) item = g_list_model_get_item (toplevels, i);

        if (ADW_IS_MESSAGE_DIALOG (item))
          dialog = GTK_WIDGET (item);
      }
    g_assert_nonnull (dialog);
    for (int i = 0; i < 500 && gtk_widget_get_width (dialog) == 0; i++)
      spin (10);
    spin (300);
    save (dialog, dir, "load-error.png");
    gtk_window_destroy (GTK_WINDOW (dialog));
    g_unlink (path);
  }
  gtk_window_destroy (GTK_WINDOW (window));
  spin (50);
}

int
main (int argc, char **argv)
{
  const char *dir = argc > 1 ? argv[1] : ".";
  const char *only = argc > 2 ? argv[2] : NULL;
  g_autoptr (FtGameSetup) setup = NULL;

  gtk_init ();
  adw_init ();
  /* AdwApplication loads the app's style.css by itself; here, so that the
   * window looks as it does in the game. */
  load_app_css ();
  use_profile_store ("Ada Lovelace", NULL);
  if (argc > 2 && g_strcmp0 (argv[2], "--network") == 0)
    {
      make_network_screenshots (dir);
      return 0;
    }
  if (argc > 2 && g_strcmp0 (argv[2], "--puzzles") == 0)
    {
      make_puzzle_screenshots (dir);
      return 0;
    }

  if (only == NULL || g_strcmp0 (only, "custom-piece") == 0)
    custom_piece_screenshot (dir, argc > 3 ? argv[3] : "docs/examples/custom-pieces/config.json");
  if (only == NULL || g_strcmp0 (only, "fog-of-war") == 0)
    fog_screenshots (dir);
  if (g_strcmp0 (only, "new-game") == 0)
    new_game_screenshot (dir);
  if (only != NULL)
    return 0;

  setup = ft_game_setup_new_default ();
  position_screenshots (dir, setup);
  theme_screenshots (dir, setup);
  dialog_screenshots (dir, setup);
  record_screenshots (dir, setup);
  checkers_screenshots (dir);
  spin (50);
  return 0;
}
