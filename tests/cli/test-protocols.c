/* test-protocols.c — `fourteen-cli uci` and `xboard` as a chess GUI, or a
 * hostile one, drives them: every announced XBoard option (issue 24, item
 * 2), and the defects of issue 20, each test named by its item: time values
 * (7), malformed setoption (8), long games (9), answers while searching and
 * lines of any length (10), invalid UTF-8 (5). */
#include "config.h"

#include <string.h>

#include "cli-test-util.h"

#define SLOW 60000 /* ms: a reply that must come, even under valgrind */

/* The highest depth among XBoard thinking lines ("D SCORE TIME NODES PV"). */
static int
max_thinking_depth (GPtrArray *lines)
{
  int depth = 0;

  for (guint i = 0; i < lines->len; i++)
    {
      const char *line = lines->pdata[i];

      if (g_ascii_isdigit (line[0]))
        depth = MAX (depth, atoi (line));
    }
  return depth;
}

/* One value of an XBoard option set in a new game, then a move searched
 * to depth 5: no error, and the thinking lines (seen). */
static void
xboard_try_option (CliEngine *e, const char *name, const char *value, GPtrArray *seen)
{
  g_autofree char *command = g_strdup_printf ("option %s=%s", name, value);
  g_autofree char *pong = NULL;

  cli_engine_send (e, "new");
  cli_engine_send (e, "variant normal");
  cli_engine_send (e, command);
  cli_engine_send (e, "sd 5");
  cli_engine_send (e, "go");
  cli_engine_send (e, "ping 1");
  pong = cli_engine_expect (e, "pong 1", SLOW, seen);
  for (guint k = 0; k < seen->len; k++)
    g_assert_false (g_str_has_prefix (seen->pdata[k], "Error"));
}

/* Issue 24, item 2: every option XBoard is told about takes each of its
 * values (each choice of a combo, both states of a check, both ends of a
 * spin), and Level changes the play: the top level searches to the depth
 * set, the lowest levels look one or two plies ahead. Issue 43: the
 * strength options refuse what they cannot take, saying why. */
static void
test_xboard_options (void)
{
  g_autoptr (GPtrArray) features = g_ptr_array_new_with_free_func (g_free);
  CliEngine e;
  guint n_options = 0;

  if (!cli_engine_start (&e, "xboard", NULL))
    return;
  cli_engine_send (&e, "xboard");
  cli_engine_send (&e, "protover 2");
  g_free (cli_engine_expect (&e, "feature done=1", SLOW, features));
  for (guint i = 0; i < features->len; i++)
    {
      const char *line = features->pdata[i];
      const char *option = strstr (line, "option=\"");
      g_auto (GStrv) parts = NULL;
      g_auto (GStrv) values = NULL;

      if (option == NULL)
        continue;
      /* option="NAME -combo V1 /// *V2 /// V3", "NAME -check 0",
       * "NAME -spin DEFAULT MIN MAX" */
      parts = g_strsplit_set (option + strlen ("option=\""), " \"", 3);
      g_assert_nonnull (parts[1]);
      if (strcmp (parts[1], "-combo") == 0)
        {
          g_autofree char *rest = g_strdup (strstr (option, "-combo ") + strlen ("-combo "));

          g_strdelimit (rest, "\"", ' ');
          values = g_strsplit (g_strstrip (rest), " /// ", -1);
        }
      else if (strcmp (parts[1], "-check") == 0)
        values = g_strsplit ("0 1", " ", -1);
      else
        {
          g_auto (GStrv) spin = g_strsplit (parts[2], " ", -1);

          g_assert_cmpstr (parts[1], ==, "-spin");
          g_assert_cmpuint (g_strv_length (spin), >=, 3);
          values = g_new0 (char *, 3);
          values[0] = g_strdup (spin[1]);
          values[1] = g_strdup (g_strdelimit (spin[2], "\"", ' '));
          g_strstrip (values[1]);
        }
      for (guint v = 0; values[v] != NULL; v++)
        {
          g_autofree char *value = g_strdup (values[v] + (values[v][0] == '*'));
          g_autoptr (GPtrArray) seen = g_ptr_array_new_with_free_func (g_free);

          g_strstrip (value);
          xboard_try_option (&e, parts[0], value, seen);
          if (strcmp (parts[0], "Level") == 0 && strcmp (value, "level-1") == 0)
            g_assert_cmpint (max_thinking_depth (seen), <=, 1);
          else if (strcmp (parts[0], "Level") == 0 && strcmp (value, "level-2") == 0)
            g_assert_cmpint (max_thinking_depth (seen), <=, 2);
          else if (strcmp (parts[0], "Level") == 0 && values[v][0] == '*')
            g_assert_cmpint (max_thinking_depth (seen), ==, 5);
          n_options++;
        }
    }
  g_assert_cmpuint (n_options, >=, 4);
  cli_engine_send (&e, "option Level=impossible");
  cli_engine_send (&e, "option UCI_Elo=99999");
  cli_engine_send (&e, "option UCI_LimitStrength=maybe");
  cli_engine_send (&e, "ping 2");
  g_free (cli_engine_expect (&e, "Error (Level must be \"level-1\" to \"level-", SLOW, NULL));
  g_free (cli_engine_expect (&e, "Error (UCI_Elo must be a whole number from ", SLOW, NULL));
  g_free (cli_engine_expect (&e, "Error (UCI_LimitStrength must be true or false, not 'maybe'): "
                                 "UCI_LimitStrength=maybe", SLOW, NULL));
  cli_engine_finish (&e, TRUE);
}

/* Issue 20, item 7: huge clocks, increments and move times are clamped,
 * never overflow; what cannot work is refused with a message. */
static void
test_item7_time_values (void)
{
  CliRun run;
  g_autofree char *line = NULL;
  CliEngine e;

  cli_run (&run,
           "new\nvariant normal\ntime 99999999999999999999999\notim 5\n"
           "level 40 99999999999:99999 9999999999999\nst 0.0001\nst -1\nst nan\nlevel 40 x 0\n"
           "time abc\nsd 1\ngo\nping 1\nquit\n",
           "xboard", NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_has_line (run.out, "Error (st takes at least 0.001 seconds): st 0.0001");
  assert_has_line (run.out, "Error (st takes at least 0.001 seconds): st -1");
  assert_has_line (run.out, "Error (st takes at least 0.001 seconds): st nan");
  assert_has_line (run.out, "Error (level MPS BASE INC takes numbers not below 0): level");
  assert_has_line (run.out, "Error (time takes a whole number): time abc");
  g_assert_nonnull (strstr (run.out, "\nmove "));
  g_assert_cmpint (strstr (run.out, "\nmove ") - run.out, <, strstr (run.out, "pong 1") - run.out);
  cli_run_clear (&run);

  /* A clock of 2^31 ms and more plans like the maximum, and `?` still
   * answers at once. */
  if (!cli_engine_start (&e, "xboard", NULL))
    return;
  cli_engine_send (&e, "new");
  cli_engine_send (&e, "variant normal");
  cli_engine_send (&e, "level 0 99999999 99999999");
  cli_engine_send (&e, "time 9223372036854775807");
  cli_engine_send (&e, "go");
  g_usleep (200 * 1000);
  cli_engine_send (&e, "?");
  line = cli_engine_expect (&e, "move ", SLOW, NULL);
  cli_engine_finish (&e, TRUE);

  cli_run (&run,
           "uci\nposition startpos\ngo wtime 99999999999999999999 btime 1 winc 99999999999999999999 "
           "binc -5 depth 2\ngo movetime 0\ngo movetime -3\ngo wtime x depth 1\nisready\nquit\n",
           "uci", NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_has_line (run.out, "info string go wtime 99999999999999999999 is out of range: using "
                            "2147483647 ms (1 to 2147483647)");
  assert_has_line (run.out, "info string go movetime 0 is out of range: using 1 ms (1 to 2147483647)");
  assert_has_line (run.out, "info string go wtime: 'x' is not a number of milliseconds");
  g_assert_cmpuint (count_lines (run.out, "readyok"), ==, 1);
  {
    g_auto (GStrv) lines = g_strsplit (run.out, "\n", -1);
    guint bestmoves = 0;

    for (guint i = 0; lines[i] != NULL; i++)
      bestmoves += g_str_has_prefix (lines[i], "bestmove ");
    g_assert_cmpuint (bestmoves, ==, 4);
  }
  cli_run_clear (&run);

  cli_run (&run, "", "bestmove", "--movetime", "0", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--movetime must be 1 to 2147483647 ms"));
  cli_run_clear (&run);
}

/* Issue 20, item 8: malformed setoption lines are answered with an info
 * string, and the engine carries on. */
static void
test_item8_setoption (void)
{
  CliRun run;

  cli_run (&run,
           "uci\nsetoption name value Hash\nsetoption value name Hash\nsetoption name\n"
           "setoption\nsetoption name Hash value\nsetoption name Hash value -1\n"
           "setoption name Hash value 99999999999999999999999\nsetoption name MultiPV value 0\n"
           "setoption name Nonsense value 3\nsetoption name Level value\n"
           "setoption name Hash value 2\nisready\nposition startpos\ngo depth 1\nisready\nquit\n",
           "uci", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (count_lines (run.out, "info string expected: setoption name NAME [value VALUE]"), ==, 4);
  assert_has_line (run.out, "info string Hash must be a whole number from 1 to 4096, not ''");
  assert_has_line (run.out, "info string Hash must be a whole number from 1 to 4096, not '-1'");
  assert_has_line (run.out, "info string Hash must be a whole number from 1 to 4096, not "
                            "'99999999999999999999999'");
  assert_has_line (run.out, "info string MultiPV must be a whole number from 1 to 500, not '0'");
  assert_has_line (run.out, "info string unknown option 'Nonsense'");
  g_assert_cmpuint (count_lines (run.out, "readyok"), ==, 2);
  g_assert_nonnull (strstr (run.out, "\nbestmove "));
  cli_run_clear (&run);
}

/* Issue 20, item 9: 10,000 plies in XBoard's force mode (knights to and
 * fro, long past the draws), then the engine still answers and undoes. */
static void
test_item9_long_game (void)
{
  static const char *const shuffle[] = { "g1f3", "g8f6", "f3g1", "f6g8" };
  g_autoptr (GString) xboard = g_string_new ("new\nvariant normal\nforce\n");
  g_autoptr (GString) uci = g_string_new ("uci\nsetoption name UCI_Variant value chess\nposition startpos moves");
  CliRun run;

  for (guint i = 0; i < 10000; i++)
    {
      g_string_append_printf (xboard, "usermove %s\n", shuffle[i % 4]);
      g_string_append_printf (uci, " %s", shuffle[i % 4]);
    }
  g_string_append (xboard, "ping 1\nundo\nusermove f6g8\nusermove e2e4\nsetboard 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\n"
                           "sd 3\ngo\nping 2\nquit\n");
  cli_run (&run, xboard->str, "xboard", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_null (strstr (run.out, "Illegal move"));
  assert_has_line (run.out, "pong 1");
  assert_has_line (run.out, "move a1a8");
  assert_has_line (run.out, "pong 2");
  cli_run_clear (&run);

  g_string_append (uci, " e2e4\ngo depth 2\nquit\n");
  cli_run (&run, uci->str, "uci", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_null (strstr (run.out, "illegal move"));
  g_assert_nonnull (strstr (run.out, "\nbestmove "));
  cli_run_clear (&run);
}

/* Issue 20, item 10: XBoard answers ping and ? while it thinks (the pong
 * follows the move, as CECP requires), at once in analyze mode. */
static void
test_item10_answers_while_searching (void)
{
  CliEngine e;
  gint64 sent;
  g_autofree char *move = NULL;
  g_autofree char *pong = NULL;

  if (!cli_engine_start (&e, "xboard", NULL))
    return;
  cli_engine_send (&e, "new");
  cli_engine_send (&e, "variant normal");
  cli_engine_send (&e, "st 60");
  cli_engine_send (&e, "go");
  g_usleep (300 * 1000);
  sent = g_get_monotonic_time ();
  cli_engine_send (&e, "ping 5");
  cli_engine_send (&e, "?");
  move = cli_engine_expect (&e, "move ", 2000, NULL);
  pong = cli_engine_expect (&e, "pong 5", 2000, NULL);
  g_test_message ("ping and ? during a 60 s search: move and pong after %" G_GINT64_FORMAT " ms",
                  (g_get_monotonic_time () - sent) / 1000);

  cli_engine_send (&e, "force");
  cli_engine_send (&e, "analyze");
  g_usleep (200 * 1000);
  sent = g_get_monotonic_time ();
  cli_engine_send (&e, "ping 6");
  g_free (cli_engine_expect (&e, "pong 6", 2000, NULL));
  g_test_message ("ping while analysing: pong after %" G_GINT64_FORMAT " ms",
                  (g_get_monotonic_time () - sent) / 1000);
  cli_engine_send (&e, "exit");
  cli_engine_finish (&e, TRUE);
}

/* Issue 20, item 10: a command hidden at the end of a 70,000-byte line is
 * no command, and a line over the limit (4 MiB) is dropped whole. */
static void
test_item10_long_lines (void)
{
  g_autofree char *filler = g_strnfill (70000, 'x');
  g_autofree char *huge = g_strnfill (5 * 1024 * 1024, 'y');
  g_autofree char *uci_input = g_strdup_printf ("uci\n%s isready\n%s isready\nisready\nquit\n", filler,
                                                huge);
  g_autofree char *xboard_input = g_strdup_printf ("new\n%s ping 1\n%s ping 2\nping 3\nquit\n", filler,
                                                   huge);
  CliRun run;

  cli_run (&run, uci_input, "uci", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (count_lines (run.out, "readyok"), ==, 1);
  assert_has_line (run.out, "info string line longer than 4194304 bytes: ignored");
  g_assert_cmpuint (strlen (run.out), <, 2000); /* the long line is not echoed */
  cli_run_clear (&run);

  cli_run (&run, xboard_input, "xboard", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_null (strstr (run.out, "pong 1"));
  g_assert_null (strstr (run.out, "pong 2"));
  assert_has_line (run.out, "pong 3");
  assert_has_line (run.out, "Error (line longer than 4194304 bytes): ignored");
  g_assert_cmpuint (strlen (run.out), <, 2000);
  cli_run_clear (&run);
}

/* Issue 20, item 5: invalid UTF-8 in a FEN is named as such, with where. */
static void
test_item5_invalid_utf8 (void)
{
  CliRun run;

  cli_run (&run, "uci\nposition fen 8/8/8/8/8/8/8/K6k w - - 0 1 \xff\xfe\nisready\nquit\n", "uci", NULL);
  assert_has_line (run.out, "info string line not valid UTF-8 at byte offset 41: ignored");
  assert_has_line (run.out, "readyok");
  cli_run_clear (&run);

  cli_run (&run, "new\nsetboard \xff" "8/8/8/8/8/8/8/K6k w - - 0 1\nping 1\nquit\n", "xboard", NULL);
  assert_has_line (run.out, "Error (not valid UTF-8 at byte offset 9): line ignored");
  assert_has_line (run.out, "pong 1");
  cli_run_clear (&run);

  cli_run (&run, "", "bestmove", "--fen", "7k/8/8/8/8/8/8/K7 w - - 0 \xff", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "FEN: not valid UTF-8 at character 27 (byte offset 26, byte 0xff)"));
  cli_run_clear (&run);

  cli_run (&run, "", "perft", "1", "--fen", "7k/8/8/\xc3\x28/8/8/8/K7 w - - 0 1", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "FEN: not valid UTF-8 at character 8 (byte offset 7, byte 0xc3)"));
  cli_run_clear (&run);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/xboard/options", test_xboard_options);
  g_test_add_func ("/protocols/issue20-item7-time-values", test_item7_time_values);
  g_test_add_func ("/protocols/issue20-item8-setoption", test_item8_setoption);
  g_test_add_func ("/protocols/issue20-item9-long-game", test_item9_long_game);
  g_test_add_func ("/protocols/issue20-item10-answers-while-searching",
                   test_item10_answers_while_searching);
  g_test_add_func ("/protocols/issue20-item10-long-lines", test_item10_long_lines);
  g_test_add_func ("/protocols/issue20-item5-invalid-utf8", test_item5_invalid_utf8);
  return g_test_run ();
}
