/* test-cli.c — `fourteen-cli play` and `fourteen-cli check`, run as the built
 * program (path in $FOURTEEN_CLI) with scripted input. */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "cli-test-util.h"

static void
test_play_fools_mate (void)
{
  CliRun run;

  cli_run (&run,
           "new game Alice Bob\n"
           "mv f2f3\n"
           "mv e7e5\n"
           "mv g2g4\n"
           "mv d8h4\n"
           "mv a2a3\n"
           "print status\n"
           "quit\n",
           "play", NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_has_line (run.out, "new game: Alice (white) vs Bob (black), standard chess");
  assert_has_line (run.out, "Alice moves: f2f3");
  assert_has_line (run.out, "Bob moves: e7e5");
  assert_has_line (run.out, "Alice moves: g2g4");
  assert_has_line (run.out, "Bob moves: d8h4");
  assert_has_line (run.out, "checkmate: Bob wins");
  assert_has_line (run.out, "illegal move: the game is over (checkmate: Bob wins); undo or start "
                            "a new game");
  /* The board after mate, FEN letters (uppercase White), then the moves. */
  assert_has_line (run.out, " 4 . . . . . . P q");
  assert_has_line (run.out, "   a b c d e f g h");
  assert_has_line (run.out, "1. f2f3 e7e5");
  assert_has_line (run.out, "2. g2g4 d8h4");
  assert_has_line (run.out, "game over: checkmate: Bob wins");
  cli_run_clear (&run);
}

static void
test_play_illegal (void)
{
  CliRun run;

  cli_run (&run,
           "mv e2e5\n"    /* too far */
           "cp e2e4\n"    /* a quiet move is no capture */
           "mv e7e5\n"    /* not Black's turn */
           "mv e2e4\n"
           "mv d7d5\n"
           "mv e4d5\n"    /* a capture is no quiet move */
           "cp d2d3\n"    /* nothing to capture */
           "mv z9z10\n"   /* not a square */
           "mv e4\n"      /* half a move */
           "mv e4e5q\n"   /* a promotion letter on a move that does not promote */
           "cp e4 d5\n"
           "print status\n",
           "play", NULL);
  g_assert_cmpint (run.status, ==, 0);
  /* Each refusal names what is wrong (one reader for every front end,
   * cli-move-read.c). */
  assert_has_line (run.out, "illegal move: e2e5: the pawn on e2 cannot go to e5");
  assert_has_line (run.out, "illegal capture: cp e2e4: that is not a capture: mv e2e4");
  assert_has_line (run.out, "illegal move: e7e5: the piece on e7 is Black's, and White is to move");
  assert_has_line (run.out, "illegal move: mv e4d5: that is a capture: cp e4d5");
  assert_has_line (run.out, "illegal capture: cp d2d3: that is not a capture: mv d2d3");
  assert_has_line (run.out, "illegal move: z9z10: z9 is off the board");
  assert_has_line (run.out, "illegal move: e4: a move needs two squares");
  assert_has_line (run.out, "illegal move: e4e5q: only a pawn reaching the last rank becomes another piece");
  assert_has_line (run.out, "White captures: e4d5");
  /* Nothing illegal reached the move list. */
  assert_has_line (run.out, "1. e2e4 d7d5");
  assert_has_line (run.out, "2. e4d5");
  assert_has_line (run.out, "Black (black) to move");
  cli_run_clear (&run);
}

static void
test_play_undo (void)
{
  CliRun run;

  cli_run (&run,
           "undo\n"
           "mv e2e4\n"
           "mv e7e5\n"
           "undo\n"
           "print status\n"
           "mv d7d5\n"
           "cp e4d5\n"
           "undo\n"
           "undo\n"
           "print status\n",
           "play", NULL);
  assert_has_line (run.out, "nothing to undo");
  assert_has_line (run.out, "undo: e7e5");
  assert_has_line (run.out, "undo: e4d5");
  assert_has_line (run.out, "undo: d7d5");
  /* Twice the position after 1. e4 with Black to move, and the pawn back
   * on d7 after the second undo. */
  g_assert_cmpuint (count_lines (run.out, "1. e2e4"), ==, 2);
  g_assert_cmpuint (count_lines (run.out, "Black (black) to move"), ==, 2);
  g_assert_cmpuint (count_lines (run.out, " 7 p p p p p p p p"), >=, 3);
  cli_run_clear (&run);
}

static void
test_play_check_en_passant_repetition (void)
{
  CliRun run;

  cli_run (&run,
           "mv e2e4\nmv f7f5\nmv d1h5\n" /* check */
           "mv g7g6\nmv e4e5\nmv d7d5\ncp e5d6\n" /* en passant is a capture */
           "new game A B\n"
           "mv g1f3\nmv g8f6\nmv f3g1\nmv f6g8\nmv g1f3\nmv g8f6\nmv f3g1\nmv f6g8\n"
           "mv e2e4\nmv e7e5\nmv g1f3\nmv g8f6\nmv f3g1\nmv f6g8\nmv g1f3\nmv g8f6\nmv f3g1\n"
           "mv f6g8\ndraw\n",
           "play", NULL);
  assert_has_line (run.out, "White moves: d1h5");
  assert_has_line (run.out, "check");
  assert_has_line (run.out, "White captures: e5d6");
  assert_has_line (run.out, " 5 . . . . . p . Q");
  assert_has_line (run.out, "new game: A (white) vs B (black), standard chess");
  /* Issue 20 item 18: FIDE draws a threefold repetition when it is
   * claimed; the game plays on until then. */
  g_assert_cmpuint (count_lines (run.out, "threefold repetition: A may claim a draw with draw"),
                    ==, 2);
  assert_has_line (run.out, "White moves: e2e4");
  g_assert_cmpuint (count_lines (run.out, "A claims a draw: draw by repetition"), ==, 1);
  cli_run_clear (&run);
}

/* Issue 20 item 18: claim takes a draw the rules allow, and only that. */
static void
test_play_claim (void)
{
  CliRun run;

  cli_run (&run,
           "new game A B\nclaim\n"
           "mv g1f3\nmv g8f6\nmv f3g1\nmv f6g8\nmv g1f3\nmv g8f6\nmv f3g1\nmv f6g8\n"
           "claim\nclaim\n",
           "play", NULL);
  assert_has_line (run.out, "error: no draw to claim (a threefold repetition or fifty moves without"
                            " a capture or pawn move)");
  g_assert_cmpuint (count_lines (run.out, "A claims a draw: draw by repetition"), ==, 1);
  assert_has_line (run.out, "error: the game is over (draw by repetition)");
  cli_run_clear (&run);
}

static void
test_play_promotion_and_stalemate (void)
{
  Scratch scratch;
  CliRun run;
  const char *config;

  scratch_init (&scratch);
  /* Layout letters: uppercase is Black. White: Kf7 (k), Qg5 (q), pawn b7. */
  scratch_write (&scratch, "layout.txt", "       K\n     k\n\n      q\n\n\n\n\n");
  config = scratch_write (&scratch, "standard.json", "{\"rules\": \"standard\"}");
  cli_run (&run, "mv g5g6\n", "play", "--config", config, NULL);
  assert_has_line (run.out, "White moves: g5g6");
  assert_has_line (run.out, "stalemate: draw");
  cli_run_clear (&run);

  scratch_write (&scratch, "promote.txt", "       K\n p   k\n\n\n\n\n\n\n");
  config = scratch_write (&scratch, "promote.json",
                          "{\"rules\": \"standard\", \"layout\": \"promote.txt\"}");
  cli_run (&run, "mv b7b8x\nmv b7b8k\nmv b7b8n\n", "play", "--config", config, NULL);
  assert_has_line (run.out, "illegal move: b7b8x: 'x' is not a piece a pawn can become");
  assert_has_line (run.out, "illegal move: b7b8k: 'k' is not a piece a pawn can become");
  assert_has_line (run.out, "White moves: b7b8n");
  assert_has_line (run.out, " 8 . N . . . . . k");
  cli_run_clear (&run);

  scratch_clear (&scratch);
}

/* Fourteen rules promote to a queen, or with "promotion": "choose" to any
 * kind but king and pawn (here a camel on an 8×8 Fourteen board, whose
 * promotion rank for White is the fifth). */
static void
test_play_fourteen_promotion_choice (void)
{
  Scratch scratch;
  CliRun run;
  const char *config;

  scratch_init (&scratch);
  scratch_write (&scratch, "p.txt", "K\n\n\n\n   p\n\n\nk\n");
  config = scratch_write (&scratch, "queen.json",
                          "{\"board\": {\"files\": 8, \"ranks\": 8}, \"layout\": \"p.txt\"}");
  cli_run (&run, "mv d4d5c\nmv d4d5\n", "play", "--config", config, NULL);
  assert_has_line (run.out, "illegal move: d4d5c: a pawn cannot become 'c' here");
  assert_has_line (run.out, "White moves: d4d5q");
  cli_run_clear (&run);

  config = scratch_write (&scratch, "choose.json",
                          "{\"board\": {\"files\": 8, \"ranks\": 8}, \"layout\": \"p.txt\","
                          " \"promotion\": \"choose\"}");
  cli_run (&run, "mv d4d5k\nmv d4d5c\n", "play", "--config", config, NULL);
  assert_has_line (run.out, "illegal move: d4d5k: 'k' is not a piece a pawn can become");
  assert_has_line (run.out, "White moves: d4d5c");
  assert_has_line (run.out, " 5 . . . C . . . .");
  cli_run_clear (&run);
  scratch_clear (&scratch);
}

static void
test_play_fourteen_config (void)
{
  g_autofree char *config = g_build_filename (SOURCE_DIR, "config.json", NULL);
  g_autofree char *new_game = g_strdup_printf ("new game Ann Ben --config %s\n", config);
  g_autofree char *input = g_strconcat (new_game,
                                        "mv n2n4\n"   /* double step on the last file */
                                        "mv a13a11\n"
                                        "mv b1c3\n"   /* knight */
                                        "mv n13n12\n"
                                        "mv d1n11\n"  /* no such archbishop move */
                                        "print status\n",
                                        NULL);
  CliRun run;

  cli_run (&run, input, "play", NULL);
  assert_has_line (run.out, "Ann moves: n2n4");
  assert_has_line (run.out, "Ben moves: a13a11");
  assert_has_line (run.out, "Ann moves: b1c3");
  assert_has_line (run.out, "Ben moves: n13n12");
  assert_has_line (run.out, "illegal move: d1n11: the archbishop on d1 cannot go to n11");
  assert_has_line (run.out, "14 r n b h c g a k g c e b n r");
  assert_has_line (run.out, " 4 . . . . . . . . . . . . . P");
  assert_has_line (run.out, "   a b c d e f g h i j k l m n");
  assert_has_line (run.out, "2. b1c3 n13n12");
  cli_run_clear (&run);

  /* The same config given on the command line. */
  cli_run (&run, "mv h2h4\nquit\nmv h13h11\n", "play", "--config", config, NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_has_line (run.out, "White moves: h2h4");
  g_assert_null (strstr (run.out, "h13h11"));
  cli_run_clear (&run);
}

static void
test_play_errors (void)
{
  CliRun run;

  cli_run (&run, "dance\nnew game OnlyOne\nmv\nnew game A B --config /nonexistent/c.json\n"
                 "mv e2e4\n",
           "play", NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_has_line (run.out, "error: unknown command 'dance' (type help for the commands)");
  assert_has_line (run.out, "error: usage: new game NAME1 NAME2 [--config FILE]");
  assert_has_line (run.out, "error: usage: mv FROM TO (e.g. mv e2e4)");
  assert_has_line (run.out, "/nonexistent/c.json: config file not found");
  /* The old game goes on. */
  assert_has_line (run.out, "White moves: e2e4");
  cli_run_clear (&run);

  cli_run (&run, "", "play", "--config", "/nonexistent/c.json", NULL);
  g_assert_cmpint (run.status, ==, 2);
  assert_has_line (run.err, "/nonexistent/c.json: config file not found");
  cli_run_clear (&run);
}

static void
test_check_shipped_files (void)
{
  g_autofree char *config = g_build_filename (SOURCE_DIR, "config.json", NULL);
  g_autofree char *layout = g_build_filename (SOURCE_DIR, "layout.txt", NULL);
  CliRun run;

  cli_run (&run, "", "check", config, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (strstr (run.out, "valid config (14x14 board, fourteen rules") != NULL);
  cli_run_clear (&run);

  cli_run (&run, "", "check", layout, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (strstr (run.out, "valid layout (14x14 board, fourteen rules)") != NULL);
  cli_run_clear (&run);
}

/* The example config with custom pieces: check lists them, perft uses
 * them (counts from the engine's own generator, checked against
 * Fairy-Stockfish in tests/engine/custom-perft.txt). */
static void
test_custom_pieces_config (void)
{
  g_autofree char *config = g_build_filename (SOURCE_DIR, "docs", "examples", "custom-pieces",
                                              "config.json", NULL);
  g_autofree char *expected = NULL;
  CliRun run;

  cli_run (&run, "", "check", config, NULL);
  g_assert_cmpint (run.status, ==, 0);
  expected = g_strdup_printf ("%s: piece W (Wizard): FC, value 4.00", config);
  assert_has_line (run.out, expected);
  cli_run_clear (&run);

  cli_run (&run, "", "perft", "2", "--config", config, NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_has_line (run.out, "nodes 2706");
  cli_run_clear (&run);

  /* --fen with --config: the FEN uses the config's letters. */
  cli_run (&run, "", "perft", "1", "--config", config, "--rules", "standard", "--fen",
           "4k3/8/8/8/3W4/8/8/4K3 w - - 0 1", NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_has_line (run.out, "nodes 16");
  cli_run_clear (&run);
}


/* A CECP (XBoard) session through a pipe: features, the fairy setup with
 * the config's pieces, illegal moves, the engine's answer, undo, ping/pong
 * ordering, a mate and its result. */
static void
test_xboard_session (void)
{
  g_autofree char *config = g_build_filename (SOURCE_DIR, "docs", "examples", "custom-pieces",
                                              "config.json", NULL);
  g_auto (GStrv) lines = NULL;
  CliRun run;
  int engine_move, pong;

  cli_run (&run,
           "xboard\nprotover 2\nnew\nvariant fairy\nping 1\n"
           /* White's pawn cannot go three squares; g2g4 is fine and the
            * engine, Black, answers at depth 2 before pong 2. */
           "sd 2\ntime 6000\notim 6000\nusermove e2e5\nusermove g2g4\nping 2\n"
           /* Take both moves back in force mode: g2g4 is legal again. */
           "force\nremove\nusermove g2g4\nundo\nping 3\n"
           /* Standard chess: fool's mate, then a result. */
           "new\nvariant normal\nforce\nusermove f2f3\nusermove e7e5\nusermove g2g4\n"
           "usermove d8h4\nping 4\nresult 0-1 {Black mates}\n"
           /* setboard, go: the engine (White) mates at once; a bad FEN. */
           "new\nvariant normal\nforce\nsetboard 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\nsd 3\nnopost\ngo\n"
           "ping 5\nsetboard 8/8/8 w - - 0 1\nfoo\n"
           /* ?: a 60-second search answers at once. */
           "new\nvariant normal\nst 60\ngo\n?\nping 6\nquit\n",
           "xboard", "--config", config, NULL);
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (run.out, "\n", -1);

  /* Features, done=1 last. */
  g_assert_true (strstr (run.out, "feature done=0") != NULL);
  g_assert_true (strstr (run.out, "usermove=1") != NULL);
  g_assert_true (strstr (run.out, "setboard=1") != NULL);
  g_assert_true (strstr (run.out, "sigint=0 sigterm=0") != NULL);
  g_assert_true (strstr (run.out, "variants=\"normal,fairy\"") != NULL);
  g_assert_true (strstr (run.out, "myname=\"Fourteen ") != NULL);
  g_assert_cmpint (line_index (lines, "feature done=1"), >, line_index (lines, "feature myname"));

  /* variant fairy: the board and every piece, custom ones included. */
  assert_has_line (run.out,
                   "setup (PNBRQGCHEAWDS........Kpnbrqgcheawds........k) 14x14+0_fairy "
                   "rnbhwgakgdebnr/pppppppppppppp/3s6s3/14/14/14/14/14/14/14/14/3S6S3/"
                   "PPPPPPPPPPPPPP/RNBHWGAKGDEBNR w NAna - 0 1");
  assert_has_line (run.out, "piece P& fmWfceFifmnD");
  assert_has_line (run.out, "piece H& BN");
  assert_has_line (run.out, "piece W& FC");
  assert_has_line (run.out, "piece D& NN");
  assert_has_line (run.out, "piece S& fsW");
  g_assert_cmpint (line_index (lines, "setup ("), <, line_index (lines, "pong 1"));

  assert_has_line (run.out, "Illegal move: e2e5");
  /* The engine's move (with thinking output) comes before pong 2. */
  engine_move = line_index (lines, "move ");
  pong = line_index (lines, "pong 2");
  g_assert_cmpint (engine_move, >, line_index (lines, "pong 1"));
  g_assert_cmpint (engine_move, <, pong);
  g_assert_cmpint (line_index (lines, "2 "), <, engine_move); /* depth 2 thinking line */
  /* After remove, g2g4 was accepted again (no second illegal move). */
  g_assert_cmpuint (count_lines (run.out, "Illegal move: g2g4"), ==, 0);
  g_assert_cmpint (line_index (lines, "pong 3"), >, pong);

  /* The mate is announced before pong 4. */
  g_assert_cmpint (line_index (lines, "0-1 {Black mates}"), <, line_index (lines, "pong 4"));
  g_assert_cmpint (line_index (lines, "0-1 {Black mates}"), >, line_index (lines, "pong 3"));

  /* The engine mates with Ra8 and says so. */
  assert_has_line (run.out, "move a1a8");
  assert_has_line (run.out, "1-0 {White mates}");
  g_assert_cmpint (line_index (lines, "1-0 {White mates}"), <, line_index (lines, "pong 5"));
  g_assert_true (strstr (run.out, "tellusererror Illegal position: ") != NULL);
  assert_has_line (run.out, "Error (unknown command): foo");
  /* The last move comes between pong 5 and pong 6, long before 60 s. */
  {
    int last_move = -1;

    for (int i = 0; lines[i] != NULL; i++)
      if (g_str_has_prefix (lines[i], "move "))
        last_move = i;
    g_assert_cmpint (last_move, >, line_index (lines, "pong 5"));
    g_assert_cmpint (last_move, <, line_index (lines, "pong 6"));
  }
  cli_run_clear (&run);
}

/* `check` exits 2 with FILE:LINE:COL for what issue 20 found. */
static void
assert_check_fails (const char *path, const char *expected_tail)
{
  CliRun run;
  g_autofree char *expected = g_strdup_printf ("%s%s", path, expected_tail);

  cli_run (&run, "", "check", path, NULL);
  g_assert_cmpint (run.status, ==, 2);
  assert_has_line (run.out, expected);
  cli_run_clear (&run);
}

static void
check_hostile_files (Scratch *scratch)
{
  GString *deep = g_string_new (NULL);
  const char *path;

  /* Item 1: '{"a":' 100,000 times crashed json-glib. */
  for (guint i = 0; i < 100000; i++)
    g_string_append (deep, "{\"a\":");
  path = scratch_write (scratch, "deep.json", deep->str);
  assert_check_fails (path, ":1:321: malformed JSON: nested more than 64 levels deep");
  g_string_free (deep, TRUE);
  /* Item 5: bytes 0xFF 0xFE in a tag were a valid PGN. */
  path = scratch_write (scratch, "latin.pgn", "[Event \"x\"]\n[White \"\xff\xfe\"]\n1. e4 *\n");
  assert_check_fails (path, ":2:9: not valid UTF-8 (byte 0xff): the file must be saved as UTF-8");
  /* Item 6: a .json starting with '[' was read as a PGN. */
  path = scratch_write (scratch, "array.json", "[{\"rules\": \"standard\"}]\n");
  assert_check_fails (path, ": a config must be a JSON object ({ … }), not an array");
  path = scratch_write (scratch, "tags.json", "[Event \"x\"]\n1. e4 *\n");
  assert_check_fails (path, ":1:6: malformed JSON: unexpected identifier `Event', expected value");
}

static void
test_check_problems (void)
{
  Scratch scratch;
  CliRun run;
  const char *path;
  g_autofree char *expected = NULL;

  scratch_init (&scratch);

  /* A layout with two problems: both printed as FILE:LINE:COL: message. */
  path = scratch_write (&scratch, "bad-layout.txt",
                        "RNBHCGAKGCEBNR\nPPPPPPPPPPPPPP\n\n  x\n\n\n\n\n\n\n\n\n"
                        "pppppppppppppp\nrnbhcgakgcebnrr\n");
  cli_run (&run, "", "check", path, NULL);
  g_assert_cmpint (run.status, ==, 2);
  expected = g_strdup_printf ("%s:4:3: unknown character 'x' (pieces are p n b r q k h e a c g, "
                              "a space is an empty tile)", path);
  assert_has_line (run.out, expected);
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("%s:14:15: line is 15 tiles long, longer than the board's 14 files",
                              path);
  assert_has_line (run.out, expected);
  g_clear_pointer (&expected, g_free);
  cli_run_clear (&run);

  /* An 8x8 layout needs --rules standard (or --size 8x8). */
  path = scratch_write (&scratch, "eight.txt", "RNBQKBNR\nPPPPPPPP\n\n\n\n\npppppppp\nrnbqkbnr\n");
  cli_run (&run, "", "check", path, NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run_clear (&run);
  cli_run (&run, "", "check", "--rules", "standard", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  cli_run_clear (&run);
  cli_run (&run, "", "check", path, "--size", "8x8", NULL);
  g_assert_cmpint (run.status, ==, 0);
  cli_run_clear (&run);

  /* A config with a warning is valid; one with a bad value is not. The
   * content decides: this config has no .json name. */
  path = scratch_write (&scratch, "warn.conf", "  {\"rules\": \"standard\", \"colour\": 1}");
  cli_run (&run, "", "check", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  expected = g_strdup_printf ("%s: warning: unknown key \"colour\"", path);
  assert_has_line (run.out, expected);
  g_clear_pointer (&expected, g_free);
  cli_run_clear (&run);

  path = scratch_write (&scratch, "bad.json", "{\"time_controls\": {\"cpu\": {\"seconds\": 0}}}");
  cli_run (&run, "", "check", path, NULL);
  g_assert_cmpint (run.status, ==, 2);
  expected = g_strdup_printf ("%s: time_controls.cpu.seconds must be a number greater than 0",
                              path);
  assert_has_line (run.out, expected);
  g_clear_pointer (&expected, g_free);
  cli_run_clear (&run);

  /* Custom pieces: a bad Betza string names the key and the position. */
  path = scratch_write (&scratch, "pieces.json",
                        "{\"pieces\": [{\"letter\": \"w\", \"value\": 4, \"betza\": \"FC\"},"
                        " {\"letter\": \"x\", \"value\": 3, \"betza\": \"mNX\"}]}");
  cli_run (&run, "", "check", path, NULL);
  g_assert_cmpint (run.status, ==, 2);
  expected = g_strdup_printf ("%s: pieces[1].betza: position 3: unknown atom 'X'", path);
  assert_has_line (run.out, expected);
  g_clear_pointer (&expected, g_free);
  cli_run_clear (&run);

  /* A config whose layout is broken reports the layout's problems. */
  scratch_write (&scratch, "broken.txt", "K\n");
  path = scratch_write (&scratch, "uses-broken.json", "{\"layout\": \"broken.txt\"}");
  cli_run (&run, "", "check", path, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_true (strstr (run.out, "broken.txt:2:1: the layout has 1 lines") != NULL);
  cli_run_clear (&run);

  cli_run (&run, "", "check", "/nonexistent/layout.txt", NULL);
  g_assert_cmpint (run.status, ==, 2);
  assert_has_line (run.out, "/nonexistent/layout.txt: file not found");
  cli_run_clear (&run);

  cli_run (&run, "", "check", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run_clear (&run);

  scratch_clear (&scratch);
}

static void
test_check_pgn (void)
{
  Scratch scratch;
  CliRun run;
  const char *path;
  g_autofree char *expected = NULL;

  scratch_init (&scratch);

  /* Every game is checked: the second has the error. */
  path = scratch_write (&scratch, "games.pgn",
                        "[Event \"one\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n"
                        "[Event \"two\"]\n\n1. d4 d5 2. c4 Qxe5 *\n");
  cli_run (&run, "", "check", path, NULL);
  g_assert_cmpint (run.status, ==, 2);
  expected = g_strdup_printf ("%s:7:16: 2... Qxe5: illegal move", path);
  assert_has_line (run.out, expected);
  g_clear_pointer (&expected, g_free);
  cli_run_clear (&run);

  path = scratch_write (&scratch, "fine.pgn",
                        "[Event \"one\"]\n\n1. e4 e5 *\n\n"
                        "[Variant \"Fourteen\"]\n\n1. Nc3 Nl12 *\n");
  cli_run (&run, "", "check", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  expected = g_strdup_printf ("%s: valid PGN (2 games)", path);
  assert_has_line (run.out, expected);
  g_clear_pointer (&expected, g_free);
  cli_run_clear (&run);

  /* A JSON file named .pgn, and a PGN recognised by its content. */
  path = scratch_write (&scratch, "config.pgn", "{\"rules\": \"standard\"}\n");
  cli_run (&run, "", "check", path, NULL);
  g_assert_cmpint (run.status, ==, 2);
  expected = g_strdup_printf ("%s:1:1: this is JSON, not a PGN", path);
  assert_has_line (run.out, expected);
  g_clear_pointer (&expected, g_free);
  cli_run_clear (&run);

  path = scratch_write (&scratch, "cut.txt", "[Event \"x\"]\n1. e4 {unfinished\n");
  cli_run (&run, "", "check", path, NULL);
  g_assert_cmpint (run.status, ==, 2);
  expected = g_strdup_printf ("%s:2:7: unterminated comment: the file ends before its '}'", path);
  assert_has_line (run.out, expected);
  g_clear_pointer (&expected, g_free);
  cli_run_clear (&run);

  cli_run (&run, "", "check", "/nonexistent/game.pgn", NULL);
  g_assert_cmpint (run.status, ==, 2);
  assert_has_line (run.out, "/nonexistent/game.pgn: file not found");
  cli_run_clear (&run);

  check_hostile_files (&scratch);

  scratch_clear (&scratch);
}

static void
test_play_records (void)
{
  Scratch scratch;
  CliRun run;
  g_autofree char *saved = NULL;
  g_autofree char *input = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *expected = NULL;
  const char *bad;

  scratch_init (&scratch);
  saved = g_build_filename (scratch.dir, "saved game.pgn", NULL);
  g_ptr_array_add (scratch.files, g_strdup (saved));
  bad = scratch_write (&scratch, "bad.pgn", "1. e4 e5 2. Ke3 *\n");

  /* Draw offers: declined by a move, accepted with draw; history; save;
   * a bad load keeps the game; a good load replaces it. */
  input = g_strdup_printf ("new game Ann Bob\n"
                           "mv e2e4\n"
                           "draw\n"
                           "draw\n"
                           "mv e7e5\n"
                           "mv g1f3\n"
                           "history\n"
                           "save %s\n"
                           "load %s\n"
                           "print status\n"
                           "load %s\n"
                           "history\n"
                           "draw\n"
                           "mv b8c6\n"
                           "draw\n"
                           "draw\n"
                           "mv f1c4\n"
                           "undo\n"
                           "resign\n"
                           "draw\n"
                           "help\n",
                           saved, bad, saved);
  cli_run (&run, input, "play", NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_has_line (run.out, "Bob offers a draw; after Bob's move Ann accepts with draw or declines by moving");
  assert_has_line (run.out, "Ann declines the draw");
  assert_has_line (run.out, "1. e4 e5");
  assert_has_line (run.out, "2. Nf3");
  expected = g_strdup_printf ("saved: %s (3 moves)", saved);
  assert_has_line (run.out, expected);
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("%s:1:13: 2. Ke3: illegal move", bad);
  assert_has_line (run.out, expected);
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("error: %s not loaded; the game goes on", bad);
  assert_has_line (run.out, expected);
  g_clear_pointer (&expected, g_free);
  assert_has_line (run.out, "2. g1f3");
  assert_has_line (run.out, "Bob (black) to move");
  expected = g_strdup_printf ("loaded: %s (3 moves), Ann (white) vs Bob (black)", saved);
  assert_has_line (run.out, expected);
  g_clear_pointer (&expected, g_free);
  g_assert_cmpuint (count_lines (run.out, "1. e4 e5"), ==, 2);
  assert_has_line (run.out, "Bob offers a draw; after Bob's move Ann accepts with draw or declines by moving");
  assert_has_line (run.out, "Bob has already offered a draw");
  assert_has_line (run.out, "Ann accepts the draw");
  assert_has_line (run.out, "draw agreed");
  assert_has_line (run.out, "error: the game is over (draw agreed)");
  assert_has_line (run.out, "illegal move: the game is over (draw agreed); undo or start a new game");
  assert_has_line (run.out, "undo: b8c6");
  assert_has_line (run.out, "Bob resigns: Ann wins");
  assert_has_line (run.out, "error: the game is over (Bob resigns: Ann wins)");
  assert_has_line (run.out, "  save FILE                             write the game as PGN");
  assert_has_line (run.out, "  history                               the moves in SAN, numbered pairs");
  cli_run_clear (&run);

  g_assert_true (g_file_get_contents (saved, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "[White \"Ann\"]\n[Black \"Bob\"]\n[Result \"*\"]\n"));
  g_assert_nonnull (strstr (contents, "\n1. e4 e5 2. Nf3 *\n"));

  /* The saved file is a valid PGN for check too. */
  cli_run (&run, "", "check", saved, NULL);
  g_assert_cmpint (run.status, ==, 0);
  cli_run_clear (&run);

  scratch_clear (&scratch);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/play/fools-mate", test_play_fools_mate);
  g_test_add_func ("/cli/play/illegal", test_play_illegal);
  g_test_add_func ("/cli/play/undo", test_play_undo);
  g_test_add_func ("/cli/play/check-en-passant-repetition", test_play_check_en_passant_repetition);
  g_test_add_func ("/cli/play/issue20-item18-claim", test_play_claim);
  g_test_add_func ("/cli/play/promotion-and-stalemate", test_play_promotion_and_stalemate);
  g_test_add_func ("/cli/play/fourteen-config", test_play_fourteen_config);
  g_test_add_func ("/cli/play/fourteen-promotion-choice", test_play_fourteen_promotion_choice);
  g_test_add_func ("/cli/play/errors", test_play_errors);
  g_test_add_func ("/cli/check/shipped-files", test_check_shipped_files);
  g_test_add_func ("/cli/check/problems-and-issue20-items-1-5-6", test_check_problems);
  g_test_add_func ("/cli/check/pgn", test_check_pgn);
  g_test_add_func ("/cli/play/records", test_play_records);
  g_test_add_func ("/cli/custom-pieces-config", test_custom_pieces_config);
  g_test_add_func ("/cli/xboard", test_xboard_session);

  return g_test_run ();
}
