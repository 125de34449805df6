/* test-pdn.c — PDN for English draughts and bombs and shields: what we
 * write reads back the same, published files load and replay, and every
 * error names its line, column and problem. */
#include <string.h>

#include "checkers-test-util.h"
#include "ft-pdn.h"

static FtPdnGame *
read_one (const char *text)
{
  g_autoptr (FtPdnReader) reader = ft_pdn_reader_new (text, strlen (text));
  g_autoptr (GError) error = NULL;
  FtPdnGame *game = ft_pdn_reader_next (reader, NULL, NULL, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/* Reading `text` fails with `code` at line:column, with `part` in the
 * message. */
static void
expect_error (const char *text, gsize length, FtPdnError code, guint line, guint column, const char *part)
{
  g_autoptr (FtPdnReader) reader = ft_pdn_reader_new (text, length);
  g_autoptr (GError) error = NULL;
  guint at_line = 0, at_column = 0;
  FtPdnGame *game;

  while ((game = ft_pdn_reader_next (reader, &at_line, &at_column, &error)) != NULL)
    ft_pdn_game_free (game);
  g_assert_error (error, FT_PDN_ERROR, (int) code);
  if (strstr (error->message, part) == NULL)
    g_error ("\"%s\" lacks \"%s\"", error->message, part);
  g_assert_cmpuint (at_line, ==, line);
  g_assert_cmpuint (at_column, ==, column);
  /* The reader stops after an error. */
  g_assert_null (ft_pdn_reader_next (reader, NULL, NULL, NULL));
}

#define ERR(text, code, line, column, part) expect_error (text, strlen (text), code, line, column, part)

static FtCheckersTurn
turn_of (const FtCheckersState *s, const char *text)
{
  FtCheckersTurn turn;

  g_assert_true (ft_checkers_turn_from_notation (s, text, &turn, NULL, NULL));
  return turn;
}

static void
test_write_english (void)
{
  g_autoptr (FtPdnGame) game = ft_pdn_game_new (NULL);
  const char *moves[] = { "11-15", "22-18", "15x22", "25x18", "8-11", "29-25", "4-8" };
  FtCheckersState s = game->start;
  g_autofree char *text = NULL;

  ft_pdn_game_set_tag (game, "Black", "Tinsley, Marion");
  ft_pdn_game_set_tag (game, "White", "Chinook");
  ft_pdn_game_set_tag (game, "Date", "1992.08.17");
  ft_pdn_game_set_tag (game, "GameType", "20"); /* computed: ignored */
  ft_pdn_game_set_tag (game, "Opening", "Old Fourteenth \"glassy\"");
  for (gsize i = 0; i < G_N_ELEMENTS (moves); i++)
    {
      FtCheckersTurn turn = turn_of (&s, moves[i]);

      ft_pdn_game_add_turn (game, &turn, -1);
      ft_checkers_state_play_turn (&s, &turn);
    }
  game->result = FT_CHECKERS_TIE;
  text = ft_pdn_write (game);
  g_assert_cmpstr (text, ==,
                   "[Event \"?\"]\n[Site \"?\"]\n[Date \"1992.08.17\"]\n[Round \"?\"]\n[White \"Chinook\"]\n"
                   "[Black \"Tinsley, Marion\"]\n[Result \"1/2-1/2\"]\n[GameType \"21\"]\n"
                   "[Opening \"Old Fourteenth \\\"glassy\\\"\"]\n\n"
                   "1. 11-15 22-18 2. 15x22 25x18 3. 8-11 29-25 4. 4-8 1/2-1/2\n\n");
  {
    g_autoptr (FtPdnGame) back = read_one (text);

    g_assert_cmpuint (back->turns->len, ==, G_N_ELEMENTS (moves));
    g_assert_true (turns_equal ((FtCheckersTurn *) back->turns->data, (FtCheckersTurn *) game->turns->data, back->turns->len));
    g_assert_cmpint (back->result, ==, FT_CHECKERS_TIE);
    g_assert_cmpstr (ft_pdn_game_get_tag (back, "Opening"), ==, "Old Fourteenth \"glassy\"");
    g_assert_cmpstr (ft_pdn_game_get_tag (back, "Black"), ==, "Tinsley, Marion");
    g_assert_cmpint (back->start.rules, ==, FT_CHECKERS_RULES_ENGLISH);
    g_assert_cmpuint (back->line, ==, 1);
  }
}

static void
test_clocks_and_time_control (void)
{
  g_autoptr (FtPdnGame) game = ft_pdn_game_new (NULL);
  FtCheckersState s = game->start;
  FtCheckersTurn turn;
  g_autofree char *text = NULL;
  g_autoptr (FtPdnGame) back = NULL;

  game->time_control[FT_CHECKERS_FIRE] = (FtPdnTimeControl) { FT_PDN_TIME_FISCHER, 180000, 2000 };
  game->time_control[FT_CHECKERS_WATER] = (FtPdnTimeControl) { FT_PDN_TIME_FISCHER, 300000, 0 };
  turn = turn_of (&s, "11-15");
  ft_pdn_game_add_turn (game, &turn, 173000);
  ft_checkers_state_play_turn (&s, &turn);
  turn = turn_of (&s, "23-19");
  ft_pdn_game_add_turn (game, &turn, 299500);
  ft_checkers_state_play_turn (&s, &turn);
  turn = turn_of (&s, "8-11");
  ft_pdn_game_add_turn (game, &turn, -1);
  game->result = FT_CHECKERS_WATER;
  text = ft_pdn_write (game);
  g_assert_nonnull (strstr (text, "[TimeControl \"180+2\"]\n[WhiteTimeControl \"300+0\"]\n"));
  g_assert_nonnull (strstr (text, "1. 11-15 {[%clk 0:02:53]} 1... 23-19 {[%clk 0:04:59.5]} 2. 8-11 0-1\n"));
  back = read_one (text);
  g_assert_cmpint (back->time_control[FT_CHECKERS_FIRE].kind, ==, FT_PDN_TIME_FISCHER);
  g_assert_cmpint (back->time_control[FT_CHECKERS_FIRE].ms, ==, 180000);
  g_assert_cmpint (back->time_control[FT_CHECKERS_FIRE].increment_ms, ==, 2000);
  g_assert_cmpint (back->time_control[FT_CHECKERS_WATER].ms, ==, 300000);
  g_assert_cmpint (g_array_index (back->clock_ms, gint64, 0), ==, 173000);
  g_assert_cmpint (g_array_index (back->clock_ms, gint64, 1), ==, 299500);
  g_assert_cmpint (g_array_index (back->clock_ms, gint64, 2), ==, -1);
  g_assert_cmpint (back->result, ==, FT_CHECKERS_WATER);
}

static void
test_time_control_forms (void)
{
  g_autoptr (FtPdnGame) untimed = read_one ("[TimeControl \"-\"]\n*");
  g_autoptr (FtPdnGame) per_move = read_one ("[TimeControl \"1/30\"]\n*");
  g_autoptr (FtPdnGame) unknown = read_one ("[TimeControl \"?\"]\n*");
  g_autoptr (FtPdnGame) fraction = read_one ("[TimeControl \"0.5+0.25\"]\n*");
  g_autofree char *text = NULL;

  g_assert_cmpint (untimed->time_control[FT_CHECKERS_WATER].kind, ==, FT_PDN_TIME_UNTIMED);
  g_assert_cmpint (per_move->time_control[FT_CHECKERS_FIRE].kind, ==, FT_PDN_TIME_PER_MOVE);
  g_assert_cmpint (per_move->time_control[FT_CHECKERS_FIRE].ms, ==, 30000);
  g_assert_cmpint (unknown->time_control[FT_CHECKERS_FIRE].kind, ==, FT_PDN_TIME_UNKNOWN);
  g_assert_cmpint (fraction->time_control[FT_CHECKERS_FIRE].ms, ==, 500);
  g_assert_cmpint (fraction->time_control[FT_CHECKERS_FIRE].increment_ms, ==, 250);
  text = ft_pdn_write (per_move);
  g_assert_nonnull (strstr (text, "[TimeControl \"1/30\"]\n"));
  g_assert_null (strstr (text, "WhiteTimeControl"));
  ft_pdn_game_free (g_steal_pointer (&fraction));
  g_free (g_steal_pointer (&text));
  fraction = read_one ("[TimeControl \"0.5+0.25\"]\n*");
  text = ft_pdn_write (fraction);
  g_assert_nonnull (strstr (text, "[TimeControl \"0.5+0.25\"]\n"));
  ERR ("[TimeControl \"fast\"]\n1. 11-15 *", FT_PDN_ERROR_BAD_TAG, 1, 15, "time control \"fast\"");
  ERR ("[TimeControl \"0+5\"]\n*", FT_PDN_ERROR_BAD_TAG, 1, 15, "more than 0 s");
  ERR ("[WhiteTimeControl \"1/x\"]\n*", FT_PDN_ERROR_BAD_TAG, 1, 20, "time control \"1/x\"");
}

static void
test_bombs_game (void)
{
  g_autoptr (FtCheckersBoard) board = ft_checkers_board_new ();
  g_autoptr (FtPdnGame) game = NULL;
  g_autoptr (FtPdnGame) back = NULL;
  g_autofree char *text = NULL;
  FtCheckersTurnList *list = g_new (FtCheckersTurnList, 1);
  GRand *rand = g_rand_new_with_seed (3);
  FtCheckersState s;

  ft_checkers_set_turn_end (board, FT_CHECKERS_TURN_END_SPACE);
  s = *ft_checkers_state (board);
  game = ft_pdn_game_new (&s);
  while (ft_checkers_state_winner (&s) == FT_CHECKERS_NONE)
    {
      const FtCheckersTurn *turn;

      ft_checkers_state_generate_turns (&s, list);
      turn = &list->turns[g_rand_int_range (rand, 0, list->count)];
      ft_pdn_game_add_turn (game, turn, -1);
      ft_checkers_state_play_turn (&s, turn);
    }
  game->result = ft_checkers_state_winner (&s);
  text = ft_pdn_write (game);
  g_assert_nonnull (strstr (text, "[GameType \"Bombs\"]\n[SetUp \"1\"]\n[FEN \"B:WB21,B22,B23,B24,S25,S26,S27,S28,"
                                  "29,30,31,32:B1,2,3,4,S5,S6,S7,S8,B9,B10,B11,B12\"]\n[TurnEnd \"space\"]\n"));
  back = read_one (text);
  g_assert_cmpint (back->start.rules, ==, FT_CHECKERS_RULES_BOMBS);
  g_assert_cmpint (back->start.turn_end, ==, FT_CHECKERS_TURN_END_SPACE);
  g_assert_cmpuint (back->turns->len, ==, game->turns->len);
  g_assert_true (turns_equal ((FtCheckersTurn *) back->turns->data, (FtCheckersTurn *) game->turns->data, back->turns->len));
  g_assert_cmpint (back->result, ==, game->result);
  {
    FtCheckersState end = ft_pdn_game_position (back, back->turns->len);

    g_assert_true (memcmp (&end, &s, sizeof s) == 0);
  }
  g_rand_free (rand);
  g_free (list);
}

static void
test_set_up_position (void)
{
  FtCheckersState s;
  g_autoptr (FtPdnGame) game = NULL;
  g_autoptr (FtPdnGame) back = NULL;
  g_autofree char *text = NULL;
  FtCheckersTurn turn;

  /* White to move from a set-up: "1..." and the FEN tag. */
  g_assert_true (ft_checkers_fen_parse ("W:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29", FT_CHECKERS_RULES_ENGLISH,
                                        FT_CHECKERS_TURN_END_AUTO, &s, NULL, NULL));
  game = ft_pdn_game_new (&s);
  turn = turn_of (&s, "18-14");
  ft_pdn_game_add_turn (game, &turn, -1);
  ft_checkers_state_play_turn (&s, &turn);
  turn = turn_of (&s, "16-19");
  ft_pdn_game_add_turn (game, &turn, -1);
  text = ft_pdn_write (game);
  g_assert_nonnull (strstr (text, "[GameType \"21\"]\n[SetUp \"1\"]\n[FEN \"W:WK10,K15,18,24,27,28:B12,16,20,K22,"
                                  "K25,K29\"]\n\n1... 18-14 2. 16-19 *\n"));
  back = read_one (text);
  g_assert_cmpuint (back->turns->len, ==, 2);
  g_assert_cmpint (back->result, ==, FT_CHECKERS_NONE);
}

/* Published files: every game loads and replays to its end. */
static void
test_published_games (void)
{
  const char *files[] = { "tinsley-1946.pdn", "fen-openings.pdn" };
  const guint games_in[] = { 6, 4 };
  const guint turns_in_first[] = { 56, 0 };

  for (gsize f = 0; f < G_N_ELEMENTS (files); f++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "pdn", files[f], NULL);
      g_autofree char *text = NULL;
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) games = NULL;
      gsize length;

      g_assert_true (g_file_get_contents (path, &text, &length, &error));
      games = ft_pdn_read_all (text, (gssize) length, files[f], &error);
      g_assert_no_error (error);
      g_assert_cmpuint (games->len, ==, games_in[f]);
      for (guint i = 0; i < games->len; i++)
        {
          FtPdnGame *game = g_ptr_array_index (games, i);
          FtCheckersState end = ft_pdn_game_position (game, game->turns->len);

          g_assert_cmpint (game->start.rules, ==, FT_CHECKERS_RULES_ENGLISH);
          g_test_message ("%s game %u: %u turns, result %d", files[f], i + 1, game->turns->len, game->result);
          (void) end;
        }
      g_assert_cmpuint (((FtPdnGame *) g_ptr_array_index (games, 0))->turns->len, ==, turns_in_first[f]);
    }
}


static void
test_lenient_reading (void)
{
  const char *text =
    "\xef\xbb\xbf% an escaped line\n"
    "[GameType \"21,B,8,8,N2,0\"]\n[Event \"caf\xc3\xa9\"]\n"
    "1.11-15 $14 {a comment [%clk 0:01:00]} 22-18 ; to the end of the line\n"
    "2. 15x22 (2. 12-16 {inside} (2. 9-13 ) 18x11) !? 25x18! 3... 8-11 1-1\n"
    "\n[Event \"second\"]\n1. 9-14 22-18 2-0\n"
    "1. 10-14 0-2\n"
    "[Result \"0-1\"]\n1. 11-16\n";
  g_autoptr (GPtrArray) games = NULL;
  g_autoptr (GError) error = NULL;
  FtPdnGame *game;

  games = ft_pdn_read_all (text, -1, "lenient.pdn", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 4);
  game = g_ptr_array_index (games, 0);
  g_assert_cmpuint (game->turns->len, ==, 5);
  g_assert_cmpstr (ft_pdn_game_get_tag (game, "Event"), ==, "caf\xc3\xa9");
  g_assert_cmpint (g_array_index (game->clock_ms, gint64, 0), ==, 60000);
  g_assert_cmpint (game->result, ==, FT_CHECKERS_TIE);
  game = g_ptr_array_index (games, 1);
  g_assert_cmpuint (game->line, ==, 7);
  g_assert_cmpint (game->result, ==, FT_CHECKERS_FIRE);
  g_assert_cmpuint (game->turns->len, ==, 2);
  game = g_ptr_array_index (games, 2);
  g_assert_cmpint (game->result, ==, FT_CHECKERS_WATER);
  /* No result token: the Result tag says it. */
  game = g_ptr_array_index (games, 3);
  g_assert_cmpint (game->result, ==, FT_CHECKERS_WATER);
  g_assert_cmpuint (game->turns->len, ==, 1);
}

static void
test_board_decides_result (void)
{
  /* White's last man is jumped: Black wins whatever the token says. */
  g_autoptr (FtPdnGame) game = read_one ("[FEN \"B:W15:B11\"]\n1. 11x18 1/2-1/2");
  g_autoptr (FtPdnGame) resigned = read_one ("1. 11-15 0-1");
  g_autoptr (FtPdnGame) unfinished = read_one ("1. 11-15 *");

  g_assert_cmpint (game->result, ==, FT_CHECKERS_FIRE);
  g_assert_cmpint (resigned->result, ==, FT_CHECKERS_WATER);
  g_assert_cmpint (unfinished->result, ==, FT_CHECKERS_NONE);
}

/* Kings shuffling far apart: 40 moves without a capture draw the game. */
static void
test_draw_rule_caps_a_game (void)
{
  GString *text = g_string_new ("[FEN \"B:WK32:BK1\"]\n");
  g_autoptr (FtPdnGame) game = NULL;

  for (int move = 1; move <= 40; move++)
    g_string_append_printf (text, "%d. %s %s\n", move, move % 2 ? "1-6" : "6-1", move % 2 ? "32-27" : "27-32");
  g_string_append (text, "1/2-1/2");
  game = read_one (text->str);
  g_assert_cmpuint (game->turns->len, ==, 80);
  g_assert_cmpint (game->result, ==, FT_CHECKERS_TIE);
  g_string_truncate (text, text->len - strlen ("1/2-1/2"));
  g_string_append (text, "41. 1-6 *");
  ERR (text->str, FT_PDN_ERROR_BAD_MOVE, 42, 5, "41. 1-6: the game is already over: drawn after 40 moves");
  g_string_free (text, TRUE);
}

static void
test_errors_text (void)
{
  g_autofree char *large = g_strnfill (FT_PDN_MAX_SIZE + 1, ' ');

  ERR ("", FT_PDN_ERROR_NOT_PDN, 1, 1, "empty: no game in it, not a PDN");
  ERR ("  \n\n ", FT_PDN_ERROR_NOT_PDN, 3, 2, "empty");
  expect_error (large, FT_PDN_MAX_SIZE + 1, FT_PDN_ERROR_TOO_LARGE, 1, 1, "larger than 1 MiB");
  ERR ("[Event \"caf\xe9\"]\n*", FT_PDN_ERROR_NOT_UTF8, 1, 12, "not valid UTF-8 (byte 0xe9)");
  ERR ("\n[Event \"\xc3\xa9\xff\"]", FT_PDN_ERROR_NOT_UTF8, 2, 10, "not valid UTF-8");
  expect_error ("1. 11-15\0 *", 11, FT_PDN_ERROR_NOT_PDN, 1, 9, "binary data (byte 0x00)");
  ERR ("{\"moves\": []}", FT_PDN_ERROR_NOT_PDN, 1, 1, "this is JSON, not a PDN");
  ERR ("hello world", FT_PDN_ERROR_NOT_PDN, 1, 1, "\"hello\" is neither a tag pair nor a move: not a PDN");
  ERR ("[1abc \"x\"]", FT_PDN_ERROR_NOT_PDN, 1, 1, "expected a tag name after '['");
  ERR (")", FT_PDN_ERROR_NOT_PDN, 1, 1, "unexpected ')'");
}

static void
test_errors_tags (void)
{
  GString *many = g_string_new (NULL);
  g_autofree char *long_value = NULL;
  g_autofree char *long_tag = NULL;

  ERR ("*\n[ \"x\"]", FT_PDN_ERROR_BAD_TAG, 2, 1, "expected a tag name");
  ERR ("[Event \"x", FT_PDN_ERROR_TRUNCATED, 1, 1, "unterminated tag: the file ends inside it");
  ERR ("\n  [Event", FT_PDN_ERROR_TRUNCATED, 2, 3, "unterminated tag");
  ERR ("[Event \"x\n\"]", FT_PDN_ERROR_BAD_TAG, 1, 1, "the value of tag Event is not closed");
  ERR ("[Event x]", FT_PDN_ERROR_BAD_TAG, 1, 8, "expected '\"' and the value of tag Event");
  ERR ("[Event \"x\" junk]", FT_PDN_ERROR_BAD_TAG, 1, 12, "expected ']' after the value of tag Event");
  long_value = g_strnfill (FT_PDN_MAX_TAG_VALUE + 1, 'a');
  long_tag = g_strdup_printf ("[Event \"ok\"]\n[Annotator \"%s\"]\n*", long_value);
  ERR (long_tag, FT_PDN_ERROR_TOO_MANY, 2, 1, "the value of tag Annotator is longer than 1000 bytes");
  for (int i = 0; i <= FT_PDN_MAX_TAGS; i++)
    g_string_append_printf (many, "[Tag%d \"%d\"]\n", i, i);
  g_string_append (many, "*");
  ERR (many->str, FT_PDN_ERROR_TOO_MANY, FT_PDN_MAX_TAGS + 1, 1, "more than 100 tags in one game");
  g_string_free (many, TRUE);
  ERR ("[GameType \"20\"]\n1. 32-28 *", FT_PDN_ERROR_BAD_TAG, 1, 12,
       "GameType 20 is international draughts (10x10): Fourteen plays English draughts (21)");
  ERR ("[GameType \"25\"]\n*", FT_PDN_ERROR_BAD_TAG, 1, 12, "GameType 25 is Russian draughts");
  ERR ("[GameType \"Checkers\"]\n*", FT_PDN_ERROR_BAD_TAG, 1, 12, "unknown GameType \"Checkers\"");
  ERR ("[TurnEnd \"never\"]\n*", FT_PDN_ERROR_BAD_TAG, 1, 11, "TurnEnd \"never\": expected \"auto\" or \"space\"");
  ERR ("[Event \"x\"]\n[FEN \"B:W21,33:B1\"]\n*", FT_PDN_ERROR_BAD_POSITION, 2, 13,
       "FEN tag: square 33 is off the board");
  ERR ("[FEN \"B:W21:BS1\"]\n*", FT_PDN_ERROR_BAD_POSITION, 1, 14, "a shield in an English draughts position");
  ERR ("[GameType \"Bombs\"]\n[FEN \"B:W21:B1:\xc3\xa9\"]\n*", FT_PDN_ERROR_BAD_POSITION, 2, 16,
       "expected W or B");
}

static void
test_errors_movetext (void)
{
  ERR ("1. 11-15 {unterminated", FT_PDN_ERROR_TRUNCATED, 1, 10, "unterminated comment");
  ERR ("1. 11-15\n (22-18 {x} ", FT_PDN_ERROR_TRUNCATED, 2, 2, "unterminated variation");
  ERR ("1. 11-15 (22-18 {x", FT_PDN_ERROR_TRUNCATED, 1, 17, "unterminated comment");
  ERR ("1. 11-15 $x *", FT_PDN_ERROR_BAD_MOVE, 1, 10, "'$' without a number");
  ERR ("1. 11-15 ) *", FT_PDN_ERROR_BAD_MOVE, 1, 10, "unexpected ')'");
  ERR ("1. 11-15 22-18\n2. 9-13 *", FT_PDN_ERROR_BAD_MOVE, 2, 4, "2. 9-13: illegal move: a capture is compulsory");
  ERR ("[FEN \"B:W15,22,32:B9,11\"]\n1. 11x18x27 *", FT_PDN_ERROR_BAD_MOVE, 2, 4,
       "1. 11x18x27: illegal move: nothing to jump over");
  ERR ("[FEN \"B:W15,22,32:B9,11\"]\n1. 11x18 *", FT_PDN_ERROR_BAD_MOVE, 2, 4,
       "1. 11x18: illegal move: the capturing piece must jump on");
  ERR ("1. 11-15 22-17 2. 15-14 *", FT_PDN_ERROR_BAD_MOVE, 1, 19, "2. 15-14: illegal move: not diagonal");
  ERR ("1. 11-15 9-13 *", FT_PDN_ERROR_BAD_MOVE, 1, 10, "1... 9-13: illegal move: not your piece");
  ERR ("1. 35-30 *", FT_PDN_ERROR_BAD_MOVE, 1, 4,
       "1. 35-30: square 35 is off the board (the squares are 1-32); a game without a GameType tag is read as "
       "English draughts (8x8): is this 10x10 international draughts?");
  ERR ("[GameType \"21\"]\n1. 35-30 *", FT_PDN_ERROR_BAD_MOVE, 2, 4, "1. 35-30: square 35 is off the board");
  ERR ("1. 11-15 22-18 2. 15-19x *", FT_PDN_ERROR_BAD_MOVE, 1, 19, "2. 15-19x: not a move");
  ERR ("[FEN \"B:W15,16,23,24:BK11\"]\n1. 11x11 *", FT_PDN_ERROR_BAD_MOVE, 2, 4,
       "1. 11x11: ambiguous: 11x20x27x18x11 or 11x18x27x20x11");
  ERR ("[FEN \"B:W21:B\"]\n1. 1-5 *", FT_PDN_ERROR_BAD_MOVE, 2, 4,
       "1. 1-5: the game is already over: Black has no piece left");
  ERR ("[FEN \"B:W8,11:B4\"]\n1. 4-8 *", FT_PDN_ERROR_BAD_MOVE, 2, 4, "the game is already over: Black cannot move");
}

static void
test_read_all_names_the_file (void)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GError) bare = NULL;
  g_autoptr (FtPdnGame) bombs = read_one ("[GameType \"bombs\"]\n1. 9-13 *");

  g_assert_null (ft_pdn_read_all ("[Event \"x\"]\n1. 11-15 22-18\n2. 9-13 *", -1, "games/old.pdn", &error));
  g_assert_error (error, FT_PDN_ERROR, FT_PDN_ERROR_BAD_MOVE);
  g_assert_cmpstr (error->message, ==, "games/old.pdn:3:4: 2. 9-13: illegal move: a capture is compulsory");
  g_assert_null (ft_pdn_read_all ("", 0, NULL, &bare));
  g_assert_cmpstr (bare->message, ==, "1:1: empty: no game in it, not a PDN");
  /* A bombs game without a FEN starts from the bombs game's start. */
  g_assert_cmpint (bombs->start.rules, ==, FT_CHECKERS_RULES_BOMBS);
  g_assert_cmpuint (bombs->start.squares[ft_checkers_square_from_number (10)], ==,
                    FT_CHECKERS_PIECE (FT_CHECKERS_FIRE, FT_CHECKERS_BOMB, FALSE));
  g_assert_cmpuint (bombs->turns->len, ==, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/pdn/write-english", test_write_english);
  g_test_add_func ("/pdn/clocks", test_clocks_and_time_control);
  g_test_add_func ("/pdn/time-control-forms", test_time_control_forms);
  g_test_add_func ("/pdn/bombs", test_bombs_game);
  g_test_add_func ("/pdn/set-up", test_set_up_position);
  g_test_add_func ("/pdn/published", test_published_games);
  g_test_add_func ("/pdn/lenient", test_lenient_reading);
  g_test_add_func ("/pdn/board-decides-result", test_board_decides_result);
  g_test_add_func ("/pdn/draw-rule-caps", test_draw_rule_caps_a_game);
  g_test_add_func ("/pdn/errors/text", test_errors_text);
  g_test_add_func ("/pdn/errors/tags", test_errors_tags);
  g_test_add_func ("/pdn/errors/movetext", test_errors_movetext);
  g_test_add_func ("/pdn/read-all", test_read_all_names_the_file);
  return g_test_run ();
}
