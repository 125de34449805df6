/* test-net-message.c — the protocol's lines (ft-net-message.c and
 * ft-net-message-write.c): every message reads and writes back the same,
 * bad lines are refused with the column and the problem, UTF-8 is checked
 * at the door, MOVES batches fill a line and no more. */
#include "config.h"

#include <string.h>

#include "ft-net-message.h"

static void
assert_round_trip (const char *line)
{
  g_autoptr (GError) error = NULL;
  g_autofree FtNetMessage *msg = g_new (FtNetMessage, 1);
  g_autofree char *written = NULL;

  if (!ft_net_message_parse (line, strlen (line), msg, &error))
    g_error ("%s: %s", line, error->message);
  written = ft_net_message_to_line (msg);
  g_assert_cmpstr (written, ==, line);
}

static void
assert_malformed (const char *line, gsize len, const char *fragment)
{
  g_autoptr (GError) error = NULL;
  g_autofree FtNetMessage *msg = g_new (FtNetMessage, 1);

  g_assert_false (ft_net_message_parse (line, len, msg, &error));
  g_assert_error (error, FT_NET_ERROR_DOMAIN, FT_NET_ERROR_MALFORMED);
  if (strstr (error->message, fragment) == NULL)
    g_error ("'%s': message '%s' lacks '%s'", line, error->message, fragment);
}

static void
test_round_trips (void)
{
  assert_round_trip ("HELLO fourteen 2 K7QM2XHP role=player token=0123456789abcdef0123456789abcdef name=Ann");
  assert_round_trip ("HELLO fourteen 2 ABCD role=watch");
  assert_round_trip ("WELCOME 2 role=player token=0123456789abcdef0123456789abcdef colour=black");
  assert_round_trip ("SETUP rules=standard clock=fischer white=180000+2000 black=60000+0 "
                     "fen=rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w_KQkq_-_0_1 wname=Bob bname=Ann");
  /* A game of checkers: its variant, turn end and PDN position. */
  assert_round_trip ("SETUP game=checkers rules=english turnend=space clock=untimed white=0+0 black=0+0 "
                     "fen=B:W21,22,K30:B1,2,12");
  assert_round_trip ("SETUP game=checkers rules=bombs clock=fischer white=300000+1000 black=300000+1000 "
                     "fen=W:WB21,S25:BKS5,B9 wname=Fire");
  assert_round_trip ("MOVE e7e8q ply=12 white=1000 black=-1");
  assert_round_trip ("MOVE n13n14 ply=0");
  /* The move is the game's text notation: checkers' jumps fit too. */
  assert_round_trip ("MOVE 11x18x25 ply=7");
  assert_round_trip ("MOVES ply=0 moves=e2e4,e7e5,g1f3");
  assert_round_trip ("MOVES ply=500 moves=a7a8q");
  assert_round_trip ("SYNC ply=3 white=180400 black=171800");
  assert_round_trip ("UNDO ply=1 white=1 black=2");
  assert_round_trip ("RESULT draw agreement");
  assert_round_trip ("RESULT white abandonment white=1200 black=-1");
  assert_round_trip ("OFFER takeback");
  assert_round_trip ("DECLINE rematch");
  assert_round_trip ("SELECT p16 side=black");
  assert_round_trip ("SELECT -");
  assert_round_trip ("DRAG 4.500 0.125 side=white");
  assert_round_trip ("DRAG -");
  assert_round_trip ("PRESENCE away");
  assert_round_trip ("ERROR illegal e2e5 is not a legal move here");
  assert_round_trip ("ERROR wait too many wrong codes: try again in 4 s");
  assert_round_trip ("BYE");
  assert_round_trip ("PING");
  assert_round_trip ("PONG");
}

static void
test_fields (void)
{
  const char *setup = "SETUP rules=fourteen clock=untimed white=0+0 black=0+0 fen=8/8_b_-\r\n";
  FtNetMessage *msg = g_new (FtNetMessage, 1);

  /* The FEN comes out with its spaces; a trailing \r\n is allowed. */
  g_assert_true (ft_net_message_parse (setup, strlen (setup), msg, NULL));
  g_assert_cmpstr (msg->fen, ==, "8/8 b -");
  g_assert_cmpint (msg->rules, ==, FT_RULES_FOURTEEN);

  g_assert_true (ft_net_message_parse ("MOVES ply=4 moves=a2a3,h7h6", 27, msg, NULL));
  g_assert_cmpint (msg->ply, ==, 4);
  g_assert_cmpuint (msg->n_moves, ==, 2);
  g_assert_cmpstr (msg->moves, ==, "a2a3,h7h6");

  g_assert_true (ft_net_message_parse ("RESULT black time white=0 black=5", 33, msg, NULL));
  g_assert_cmpint (msg->result, ==, FT_RESULT_BLACK_WINS);
  g_assert_cmpint (msg->clock_ms[FT_WHITE], ==, 0);
  g_assert_cmpint (msg->clock_ms[FT_BLACK], ==, 5);
  g_free (msg);
}

static void
test_malformed (void)
{
  g_autofree char *long_line = g_strnfill (FT_NET_MAX_LINE + 10, 'A');

  assert_malformed ("", 0, "empty");
  assert_malformed ("NOPE", 4, "unknown message");
  assert_malformed ("MOVE e2e4", 9, "ply");
  assert_malformed ("MOVE E2E4 ply=0", 15, "column 6");
  assert_malformed ("MOVE e2e4! ply=0", 16, "column 6");
  assert_malformed ("MOVE abcdefghijklmnopqrstuvwxyz012345 ply=0", 43, "lowercase letters");
  assert_malformed ("MOVE e2e4 ply=-3", 16, "ply");
  assert_malformed ("MOVES ply=0", 11, "moves=");
  assert_malformed ("MOVES ply=0 moves=e2e4,,e7e5", 28, "column 24");
  assert_malformed ("MOVES ply=0 moves=e2e4,", 23, "separated");
  assert_malformed ("MOVES ply=99999 moves=a2a3,a3a4", 31, "too many moves");
  assert_malformed ("HELLO fourteen 2 AB role=player", 31, "game code");
  assert_malformed ("HELLO fourteen 2 ABCD", 21, "role");
  assert_malformed ("HELLO fourteen 2 AB;D role=player", 33, "column 20");
  assert_malformed ("MOVE e2e4\tply=0", 15, "control");
  assert_malformed ("MOVE e2e4 ply=0\0x", 17, "control");
  assert_malformed ("DRAG 1e308 1", 12, "coordinates");
  assert_malformed ("DRAG 17 1", 9, "coordinates");
  assert_malformed ("RESULT white nonsense", 21, "reason");
  assert_malformed ("RESULT white time white=1", 25, "go together");
  assert_malformed ("SYNC ply=1 white=5", 18, "go together");
  assert_malformed ("PING now", 8, "takes 0 arguments");
  {
    static const char *const setups[][2] = {
      { "SETUP game=go rules=standard clock=untimed white=0+0 black=0+0 fen=x", "game must be chess or checkers" },
      { "SETUP game=checkers rules=standard clock=untimed white=0+0 black=0+0 fen=W:W21:B1",
        "checkers rules must be bombs or english" },
      { "SETUP game=checkers rules=bombs turnend=never clock=untimed white=0+0 black=0+0 fen=W:W21:B1",
        "turnend must be auto or space" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (setups); i++)
      assert_malformed (setups[i][0], strlen (setups[i][0]), setups[i][1]);
  }
  assert_malformed (long_line, strlen (long_line), "longer than");
}

/* Text from the network is checked as UTF-8 before anything reads it; the
 * error says so and where (column and byte offset). */
static void
test_utf8 (void)
{
  assert_malformed ("SELECT \xff", 8, "not valid UTF-8");
  assert_malformed ("SELECT \xff", 8, "column 8");
  assert_malformed ("HELLO fourteen 2 ABCD role=player name=Ann\xc3", 43, "offset 42");
  assert_malformed ("ERROR state caf\xc3\xa9 \xed\xa0\x80", 21, "not valid UTF-8 (byte 0xed at offset 18)");
  /* Valid UTF-8 goes through, in names and texts. */
  assert_round_trip ("HELLO fourteen 2 ABCD role=player name=Zoë");
  assert_round_trip ("ERROR state déjà vu");
}

/* A name is cut to whole characters, its spaces written '_'. */
static void
test_clean_name (void)
{
  char out[FT_NET_MAX_NAME + 1];

  ft_net_clean_name ("Ann Marie", out);
  g_assert_cmpstr (out, ==, "Ann_Marie");
  ft_net_clean_name ("ééééééééééééééééé", out); /* 34 bytes */
  g_assert_cmpuint (strlen (out), ==, 32);
  g_assert_true (g_utf8_validate (out, -1, NULL));
  ft_net_clean_name ("bad\xff", out);
  g_assert_cmpstr (out, ==, "bad");
  ft_net_clean_name (NULL, out);
  g_assert_cmpstr (out, ==, "");
}

/* MOVES: moves go in while the line has room; the full line still reads. */
static void
test_moves_batches (void)
{
  g_autofree FtNetMessage *msg = g_new (FtNetMessage, 1);
  g_autofree FtNetMessage *back = g_new (FtNetMessage, 1);
  g_autofree char *line = NULL;
  g_autoptr (GError) error = NULL;
  guint added = 0;

  ft_net_message_init (msg, FT_NET_MOVES);
  msg->ply = 99000;
  while (ft_net_message_add_move (msg, "n13n14q"))
    added++;
  g_assert_cmpuint (added, ==, msg->n_moves);
  /* About 500 of Fourteen's longest moves fit a line. */
  g_assert_cmpuint (added, >, 490);
  line = ft_net_message_to_line (msg);
  g_assert_cmpuint (strlen (line) + 1, <=, FT_NET_MAX_LINE);
  g_assert_cmpuint (strlen (line) + 1 + 8, >, FT_NET_MAX_LINE - 32);
  g_assert_true (ft_net_message_parse (line, strlen (line), back, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (back->n_moves, ==, added);
  g_assert_cmpstr (back->moves, ==, msg->moves);
}

static void
test_move_text (void)
{
  g_assert_true (ft_net_move_text_is_valid ("e2e4", 4));
  g_assert_true (ft_net_move_text_is_valid ("11-15", 5));
  g_assert_false (ft_net_move_text_is_valid ("", 0));
  g_assert_false (ft_net_move_text_is_valid ("e2 e4", 5));
  g_assert_false (ft_net_move_text_is_valid ("e2,e4", 5));
  g_assert_false (ft_net_move_text_is_valid ("abcdefghijklmnopqrstuvwxyz012345", 32));
}

/* Version 3: CHAT and its free text (spaces kept, at most 300 bytes, no
 * control characters: refused at the door like any line). */
static void
test_chat (void)
{
  g_autofree char *longest = g_strnfill (FT_NET_MAX_CHAT, 'a');
  g_autofree char *too_long = g_strconcat ("CHAT ", longest, "b", NULL);
  g_autofree char *at_limit = g_strconcat ("CHAT ", longest, NULL);
  g_autofree FtNetMessage *msg = g_new (FtNetMessage, 1);
  g_autofree char *written = NULL;

  assert_round_trip ("CHAT good game, well played!");
  assert_round_trip ("CHAT ½ — merci, à bientôt");
  assert_round_trip (at_limit);
  assert_round_trip ("HELLO fourteen 3 K7QM2XHP role=player");
  assert_malformed ("CHAT", 4, "a chat message has a text");
  assert_malformed ("CHAT    ", 8, "a chat message has a text");
  assert_malformed (too_long, strlen (too_long), "at most 300 bytes");
  assert_malformed ("CHAT tab\there", 13, "control character");
  /* The writer cuts a long text at a whole character. */
  ft_net_message_init (msg, FT_NET_CHAT);
  memset (msg->text, 0, sizeof msg->text);
  for (int i = 0; i < 200; i++)
    memcpy (msg->text + 2 * i, "é", 2);
  written = ft_net_message_to_line (msg);
  g_assert_cmpuint (strlen (written), ==, strlen ("CHAT ") + FT_NET_MAX_CHAT);
  g_assert_true (g_utf8_validate (written, -1, NULL));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/net-message/round-trips", test_round_trips);
  g_test_add_func ("/net-message/fields", test_fields);
  g_test_add_func ("/net-message/malformed", test_malformed);
  g_test_add_func ("/net-message/utf8", test_utf8);
  g_test_add_func ("/net-message/clean-name", test_clean_name);
  g_test_add_func ("/net-message/moves-batches", test_moves_batches);
  g_test_add_func ("/net-message/move-text", test_move_text);
  g_test_add_func ("/net-message/chat", test_chat);
  return g_test_run ();
}
