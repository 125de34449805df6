/* test-xmpp-prosody.c — games over XMPP between real accounts on real
 * servers (docs/network.md#games-over-xmpp), run by test-xmpp.sh inside its private
 * namespace. Every game is between ann@alpha.test (hosting) and
 * bob@beta.test, each other's contacts: each crosses from one server to
 * the other (federation). carol@alpha.test is ann's contact,
 * dave@beta.test bob's; mallory, eve and grace are nobody's. Each test
 * stands alone. */
#include "config.h"

#include <string.h>

#include "xmpp-test-util.h"

#define ANN "ann@alpha.test"
#define BOB "bob@beta.test"
#define CAROL "carol@alpha.test"
#define DAVE "dave@beta.test"
#define MALLORY "mallory@alpha.test"
#define EVE "eve@beta.test"
#define GRACE "grace@beta.test"

static char *
password_of (const char *account)
{
  g_autofree char *path = password_file (account);
  char *password = NULL;

  g_assert_true (g_file_get_contents (path, &password, NULL, NULL));
  return g_strstrip (password);
}

/* A certificate that does not match is refused, naming why; so is one no
 * trusted authority signed; verification is never turned off. */
static void
test_tls_refused (void)
{
  /* An impostor serving alpha.test with the certificate of wrong.test. */
  Cli *mismatch = xmpp_cli ("mismatch", "host", ANN, "--invite", BOB, "--xmpp-server", "127.0.0.3", NULL);
  g_autofree char *path = password_file (ANN);
  const char *args[] = { "host", "--xmpp", ANN, "--invite", BOB, "--password-file", path, NULL };
  Cli *untrusted;

  cli_wait_for (mismatch, "the server's certificate (/CN=wrong.test) was refused for alpha.test: hostname mismatch", 1);
  g_assert_cmpuint (cli_count (mismatch, "signed in as"), ==, 0);
  g_assert_cmpint (cli_wait_exit (mismatch), ==, 1);
  untrusted = cli_start_merged ("untrusted", TIMING, args);
  cli_wait_for (untrusted, "was refused for alpha.test: self-signed certificate in certificate chain", 1);
  g_assert_cmpint (cli_wait_exit (untrusted), ==, 1);
}

/* A wrong password is refused, and the password is never printed. */
static void
test_password_refused (void)
{
  const char *secret = "wrong-Pa55word-never-printed";
  g_autofree char *file = g_build_filename (xmpp_work, "wrong-password", NULL);
  const char *args[] = { "join", "--xmpp", ANN, "--xmpp-ca", xmpp_ca, "--password-file", file, NULL };
  Cli *join;

  g_assert_true (g_file_set_contents (file, secret, -1, NULL));
  join = cli_start_merged ("wrong", TIMING, args);
  cli_wait_for (join, "the server refused the password of ann@alpha.test", 1);
  g_assert_null (strstr (join->text->str, secret));
  g_assert_cmpint (cli_wait_exit (join), ==, 1);
}

/* An invitation from someone not in the contact list is a request: shown,
 * not taken; declined, the host hears no; `join --from` takes the next,
 * and the two become contacts (the next needs no --from). */
static void
test_first_contact (void)
{
  Cli *join = xmpp_cli ("grace", "join", GRACE, NULL);
  Cli *host;

  g_free (signed_in_as (join));
  host = xmpp_cli ("ann", "host", ANN, "--invite", GRACE, NULL);
  cli_wait_for (join, "request from ann@alpha.test/", 1);
  cli_wait_for (join, "(not a contact): ignored", 1);
  cli_send (join, "decline");
  cli_wait_for (join, "declined the invitation of ann@alpha.test/", 1);
  cli_wait_for (host, "grace@beta.test declined the invitation", 1);
  g_assert_cmpint (cli_wait_exit (host), ==, 1);
  g_assert_cmpint (cli_finish (join, FALSE), ==, 0);

  join = xmpp_cli ("grace", "join", GRACE, "--from", ANN, NULL);
  g_free (signed_in_as (join));
  host = xmpp_cli ("ann", "host", ANN, "--invite", GRACE, NULL);
  cli_wait_for (join, "joined as black", 1);
  cli_wait_for (host, "the opponent joined", 1);
  g_assert_cmpint (cli_finish (host, FALSE), ==, 0);
  g_assert_cmpint (cli_wait_exit (join), ==, 0);

  /* Contacts now: the next invitation is taken without --from. */
  join = xmpp_cli ("grace", "join", GRACE, NULL);
  g_free (signed_in_as (join));
  host = xmpp_cli ("ann", "host", ANN, "--invite", GRACE, NULL);
  cli_wait_for (join, "joined as black", 1);
  g_assert_cmpint (cli_finish (host, FALSE), ==, 0);
  g_assert_cmpint (cli_wait_exit (join), ==, 0);
}

/* Standard chess played to its end: carol, ann's contact, watches through
 * ann; dave, bob's contact, through bob (who points him at the host). */
static void
test_chess_with_spectators (void)
{
  g_autoptr (FtGameSetup) setup = chess_setup (NULL);
  Cli *host = xmpp_cli ("ann", "host", ANN, "--invite", BOB, "--name", "Ann", "--clock", "600+5", NULL);
  Cli *join, *carol, *dave;
  Driver d = { 0 };

  g_free (signed_in_as (host));
  join = xmpp_cli ("bob", "join", BOB, "--name", "Bob", NULL);
  cli_wait_for (join, "invitation from ann@alpha.test/", 1);
  cli_wait_for (join, "standard chess, 600+5 s; you play black", 1);
  cli_wait_for (join, "joined as black", 1);
  cli_wait_for (host, "the opponent joined: Bob", 1);
  carol = xmpp_cli ("carol", "watch", CAROL, "--game-of", ANN, NULL);
  cli_wait_for (carol, "watching", 1);
  dave = xmpp_cli ("dave", "watch", DAVE, "--game-of", BOB, NULL);
  cli_wait_for (dave, "the game of bob@beta.test is hosted by ann@alpha.test/", 1);
  cli_wait_for (dave, "watching", 1);

  cli_send (join, "chat hello from beta.test");
  cli_wait_for (host, "chat from Bob: hello from beta.test", 1);
  cli_send (host, "chat and from alpha.test");
  cli_wait_for (join, "chat from Ann: and from alpha.test", 1);
  setup->time_control = FT_TIME_CONTROL_FISCHER;
  driver_init (&d, setup, 1);
  d.side[FT_WHITE] = host;
  d.side[FT_BLACK] = join;
  d.watchers[0] = carol;
  d.watchers[1] = dave;
  driver_play_to_end (&d, 400);
  driver_clear (&d);

  {
    g_autofree char *ann = password_of (ANN);
    g_autofree char *bob = password_of (BOB);

    for (Cli **cli = (Cli *[]) { host, join, carol, dave, NULL }; *cli != NULL; cli++)
      {
        g_assert_null (strstr ((*cli)->text->str, ann));
        g_assert_null (strstr ((*cli)->text->str, bob));
      }
  }
  g_assert_cmpint (cli_finish (carol, FALSE), ==, 0);
  g_assert_cmpint (cli_finish (dave, FALSE), ==, 0);
  g_assert_cmpint (cli_finish (host, FALSE), ==, 0);
  cli_wait_for (join, "The host left the game", 1);
  g_assert_cmpint (cli_wait_exit (join), ==, 0);
}

/* A whole game of Fourteen (the shipped config: the 14×14 board). */
static void
test_fourteen (void)
{
  g_autofree char *config = g_build_filename (SOURCE_DIR, "config.json", NULL);
  g_autoptr (FtGameSetup) setup = chess_setup (config);
  Cli *join = xmpp_cli ("bob", "join", BOB, NULL);
  Cli *host;
  Driver d = { 0 };

  g_free (signed_in_as (join));
  host = xmpp_cli ("ann", "host", ANN, "--invite", BOB, "--config", config, "--colour", "white", NULL);
  cli_wait_for (join, "invitation from ann@alpha.test/", 1);
  cli_wait_for (join, ": Fourteen, ", 1);
  cli_wait_for (join, "joined as black", 1);
  cli_wait_for (host, "the opponent joined", 1);
  driver_init (&d, setup, 14);
  d.side[FT_WHITE] = host;
  d.side[FT_BLACK] = join;
  driver_play_to_end (&d, 600);
  driver_clear (&d);
  g_assert_cmpint (cli_finish (host, FALSE), ==, 0);
  g_assert_cmpint (cli_wait_exit (join), ==, 0);
}

/* A whole game of checkers with bombs and shields; bob plays fire. */
static void
test_checkers (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  Cli *join = xmpp_cli ("bob", "join", BOB, "--from", ANN, NULL);
  Cli *host;
  Driver d = { 0 };

  g_free (signed_in_as (join));
  host = xmpp_cli ("ann", "host", ANN, "--invite", BOB, "--game", "checkers", "--colour", "black", NULL);
  cli_wait_for (join, "checkers with bombs and shields, untimed; you play fire", 1);
  cli_wait_for (join, "joined as fire", 1);
  setup->game = FT_GAME_KIND_CHECKERS;
  setup->time_control = FT_TIME_CONTROL_UNTIMED;
  driver_init (&d, setup, 7);
  d.side[FT_WHITE] = join;
  d.side[FT_BLACK] = host;
  driver_play_to_end (&d, 400);
  driver_clear (&d);
  g_assert_cmpint (cli_finish (host, FALSE), ==, 0);
  g_assert_cmpint (cli_wait_exit (join), ==, 0);
}

/* The server of the host goes away mid-game (killed) and comes back: both
 * programs sign in again, the game resumes where it was, both records
 * equal. */
static void
test_server_restart (void)
{
  g_autoptr (FtGameSetup) setup = chess_setup (NULL);
  Cli *join = xmpp_cli ("bob", "join", BOB, NULL);
  Cli *host;
  Driver d = { 0 };

  g_free (signed_in_as (join));
  host = xmpp_cli ("ann", "host", ANN, "--invite", BOB, NULL);
  cli_wait_for (join, "joined as black", 1);
  driver_init (&d, setup, 3);
  d.side[FT_WHITE] = host;
  d.side[FT_BLACK] = join;
  for (int i = 0; i < 6; i++)
    driver_play_one (&d);
  server ("stop", "alpha");
  cli_wait_for (host, "connection to the server lost", 1);
  server ("start", "alpha");
  cli_wait_for (host, "signed in again", 1);
  cli_wait_for (join, "reconnected", 1);
  driver_play_to_end (&d, 60);
  driver_clear (&d);
  g_assert_cmpint (cli_finish (host, FALSE), ==, 0);
  g_assert_cmpint (cli_wait_exit (join), ==, 0);
}

/* The moves of `print status` (lines "1. e2e4 e7e5"), for comparing two
 * programs' records. */
static char *
moves_of (Cli *cli)
{
  g_autoptr (GString) moves = g_string_new (NULL);
  g_auto (GStrv) lines = NULL;
  gsize mark = cli->text->len;

  cli_send (cli, "print status");
  while (strstr (cli->text->str + mark, " to move") == NULL && strstr (cli->text->str + mark, "game over") == NULL)
    cli_iterate ();
  lines = g_strsplit (cli->text->str + mark, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_ascii_isdigit (lines[i][0]) && strstr (lines[i], ". ") != NULL)
      g_string_append_printf (moves, "%s\n", lines[i]);
  return g_string_free (g_steal_pointer (&moves), FALSE);
}

/* Both records equal (a move played again after a restart may still be on
 * its way: asked again until the deadline). */
static void
assert_same_record (Cli *a, Cli *b)
{
  gint64 deadline = g_get_monotonic_time () + CLI_DEADLINE_MS * 1000;

  for (;;)
    {
      g_autofree char *moves_a = moves_of (a);
      g_autofree char *moves_b = moves_of (b);

      if (strcmp (moves_a, moves_b) == 0 && *moves_a != '\0')
        return;
      if (g_get_monotonic_time () > deadline)
        g_error ("the records differ:\n%s---\n%s", moves_a, moves_b);
      for (int i = 0; i < 10; i++)
        cli_iterate ();
    }
}

/* The joining program killed mid-game and started again: it resumes from
 * the game it kept (its seat, its resource, its moves compared with the
 * host's), nothing lost. */
static void
test_client_restart (void)
{
  g_autoptr (FtGameSetup) setup = chess_setup (NULL);
  Cli *join = xmpp_cli ("bob", "join", BOB, NULL);
  Cli *host;
  Driver d = { 0 };

  g_free (signed_in_as (join));
  host = xmpp_cli ("ann", "host", ANN, "--invite", BOB, "--clock", "300+0", NULL);
  cli_wait_for (join, "joined as black", 1);
  driver_init (&d, setup, 11);
  d.side[FT_WHITE] = host;
  d.side[FT_BLACK] = join;
  for (int i = 0; i < 9; i++)
    driver_play_one (&d);
  g_assert_cmpint (cli_finish (join, TRUE), ==, -1);
  join = xmpp_cli ("bob2", "join", BOB, NULL);
  cli_wait_for (join, "resuming the game with ann@alpha.test/", 1);
  cli_wait_for (join, "(9 moves)", 1);
  cli_wait_for (join, "joined as black", 1);
  cli_wait_for (host, "the opponent is back", 1);
  assert_same_record (host, join);
  d.side[FT_BLACK] = join;
  driver_play_to_end (&d, 30);
  driver_clear (&d);
  g_assert_cmpint (cli_finish (host, FALSE), ==, 0);
  g_assert_cmpint (cli_wait_exit (join), ==, 0);
}

/* The host killed mid-game and started again: it resumes from its kept
 * game (record, clocks, the player's seat and token) and calls the
 * player's program back; the game goes on, both records equal. */
static void
test_host_restart (void)
{
  g_autoptr (FtGameSetup) setup = chess_setup (NULL);
  Cli *join = xmpp_cli ("bob", "join", BOB, NULL);
  Cli *host;
  Driver d = { 0 };

  g_free (signed_in_as (join));
  host = xmpp_cli ("ann", "host", ANN, "--invite", BOB, NULL);
  cli_wait_for (join, "joined as black", 1);
  driver_init (&d, setup, 12);
  d.side[FT_WHITE] = host;
  d.side[FT_BLACK] = join;
  for (int i = 0; i < 8; i++)
    driver_play_one (&d);
  g_assert_cmpint (cli_finish (host, TRUE), ==, -1);
  host = xmpp_cli ("ann2", "host", ANN, "--invite", BOB, NULL);
  /* 8 moves, or 7 when the host was killed before it kept the last: the
   * player's program, which has it, plays it again. */
  cli_wait_for (host, "resuming the game with bob@beta.test/", 1);
  cli_wait_for (host, "the opponent is back", 1);
  cli_wait_for (join, "reconnected", 1);
  assert_same_record (host, join);
  d.side[FT_WHITE] = host;
  driver_play_to_end (&d, 30);
  driver_clear (&d);
  g_assert_cmpint (cli_finish (host, FALSE), ==, 0);
  g_assert_cmpint (cli_wait_exit (join), ==, 0);
}

/* An opponent away longer than the rule allows loses: the host claims the
 * win, and the player, back, is told so too. */
static void
test_abandonment (void)
{
  Cli *join = xmpp_cli ("bob", "join", BOB, NULL);
  Cli *host;

  g_free (signed_in_as (join));
  host = xmpp_cli ("ann", "host", ANN, "--invite", BOB, NULL);
  cli_wait_for (join, "joined as black", 1);
  cli_wait_for (host, "your turn", 1);
  cli_send (host, "e2e4");
  cli_wait_for (join, "your turn", 1);
  g_assert_cmpint (cli_finish (join, TRUE), ==, -1);
  cli_wait_for (host, "connection lost: waiting for the opponent", 1);
  cli_wait_for (host, "type claim to take the win", 1);
  cli_send (host, "claim");
  cli_wait_for (host, "game over: ", 1);
  cli_wait_for (host, "Black left the game", 1);
  join = xmpp_cli ("bob2", "join", BOB, NULL);
  cli_wait_for (join, "resuming the game with", 1);
  cli_wait_for (join, "game over: ", 1);
  cli_wait_for (join, "Black left the game", 1);
  g_assert_cmpint (cli_finish (host, FALSE), ==, 0);
  cli_wait_for (join, "The host left the game", 1);
  g_assert_cmpint (cli_wait_exit (join), ==, 0);
}

/* A kept record that does not agree with the host's is not resumed: the
 * difference is named. */
static void
test_conflict (void)
{
  g_autofree char *kept = g_build_filename (g_get_user_data_dir (), "fourteen", "xmpp-guest-bob@beta.test.ini", NULL);
  g_autofree char *text = NULL;
  GRegex *regex = g_regex_new ("record=.*", 0, 0, NULL);
  g_autofree char *changed = NULL;
  Cli *join = xmpp_cli ("bob", "join", BOB, NULL);
  Cli *host;

  g_free (signed_in_as (join));
  host = xmpp_cli ("ann", "host", ANN, "--invite", BOB, NULL);
  cli_wait_for (join, "joined as black", 1);
  cli_wait_for (host, "your turn", 1);
  cli_send (host, "e2e4");
  cli_wait_for (join, "your turn", 1);
  cli_send (join, "e7e5");
  cli_wait_for (host, "moves: e7e5", 1);
  g_assert_cmpint (cli_finish (join, TRUE), ==, -1);
  /* The kept game says another first move. */
  g_assert_true (g_file_get_contents (kept, &text, NULL, NULL));
  changed = g_regex_replace_literal (regex, text, -1, 0, "record=d2d4,e7e5", 0, NULL);
  g_regex_unref (regex);
  g_assert_true (g_file_set_contents (kept, changed, -1, NULL));
  join = xmpp_cli ("bob2", "join", BOB, NULL);
  cli_wait_for (join, "the game kept here and the host's differ: at ply 1 (move 1) this record has d2d4, the "
                      "other e2e4", 1);
  g_assert_cmpint (cli_wait_exit (join), ==, 1);
  g_assert_false (g_file_test (kept, G_FILE_TEST_EXISTS));
  g_assert_cmpint (cli_finish (host, FALSE), ==, 0);
}

/* Game stanzas from someone not in the game (eve, a stranger on the other
 * server): ignored and counted; the game does not change. */
static void
test_stranger (void)
{
  g_autoptr (FtGameSetup) setup = chess_setup (NULL);
  Cli *join = xmpp_cli ("bob", "join", BOB, NULL);
  Cli *host, *eve;
  g_autofree char *host_jid = NULL;
  g_autofree char *line = NULL;
  Driver d = { 0 };

  g_free (signed_in_as (join));
  host = xmpp_cli ("ann", "host", ANN, "--invite", BOB, NULL);
  host_jid = signed_in_as (host);
  cli_wait_for (join, "joined as black", 1);
  driver_init (&d, setup, 5);
  d.side[FT_WHITE] = host;
  d.side[FT_BLACK] = join;
  driver_play_one (&d);
  eve = peer ("eve", EVE, NULL);
  for (const char *const *l = (const char *const[]) { "MOVE e7e5 ply=1", "RESIGN", "OFFER draw",
                                                      "HELLO fourteen 3 AAAAAAAAAAAAAAAA role=watch",
                                                      "HELLO fourteen 3 AAAAAAAAAAAAAAAA role=player", NULL };
       *l != NULL; l++)
    {
      g_free (line);
      line = g_strdup_printf ("game %s %s", host_jid, *l);
      cli_send (eve, line);
    }
  cli_wait_for (host, "a stanza from eve@beta.test/", 5);
  g_assert_cmpuint (cli_count (host, "game over"), ==, 0);
  g_assert_cmpuint (cli_count (host, "offers a draw"), ==, 0);
  g_assert_cmpuint (cli_count (eve, "message "), ==, 0);
  driver_play_to_end (&d, 40);
  driver_clear (&d);
  g_assert_cmpint (cli_finish (eve, FALSE), ==, 0);
  g_assert_cmpint (cli_finish (host, FALSE), ==, 0);
  g_assert_cmpint (cli_wait_exit (join), ==, 0);
}

/* No file under `dir` holds `secret`. */
static void
assert_not_in_files (const char *dir, const char *secret)
{
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_autofree char *text = NULL;
      gsize length = 0;

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        assert_not_in_files (path, secret);
      else if (g_file_get_contents (path, &text, &length, NULL) && g_strstr_len (text, length, secret) != NULL)
        g_error ("%s holds a password", path);
    }
}

/* A stream that drops without a goodbye (a broken network, not a server
 * gone) is resumed (XEP-0198): what was sent meanwhile arrives, nothing is
 * lost, no new session. */
static void
test_stream_resumed (void)
{
  Cli *mallory = peer ("mallory", MALLORY, "m2");
  Cli *eve = peer ("eve", EVE, "e2");

  cli_send (eve, "game mallory@alpha.test/m2 CHAT one");
  cli_wait_for (mallory, "message eve@beta.test/e2: CHAT one", 1);
  cli_send (mallory, "drop");
  cli_wait_for (mallory, "offline (trying again)", 1);
  cli_send (eve, "game mallory@alpha.test/m2 CHAT two");
  cli_send (eve, "game mallory@alpha.test/m2 CHAT three");
  cli_wait_for (mallory, "online (resumed)", 1);
  cli_wait_for (mallory, "message eve@beta.test/e2: CHAT two", 1);
  cli_wait_for (mallory, "message eve@beta.test/e2: CHAT three", 1);
  cli_send (mallory, "stats");
  cli_wait_for (mallory, "resumed 1 restarted 0", 1);
  g_assert_cmpint (cli_finish (mallory, FALSE), ==, 0);
  g_assert_cmpint (cli_finish (eve, FALSE), ==, 0);
}

/* The passwords of the accounts that played are in no output of theirs and
 * in no file Fourteen wrote (its data, the kept games, the ignore list). */
static void
test_password_nowhere (void)
{
  const char *accounts[] = { ANN, BOB, CAROL, DAVE, GRACE, NULL };

  for (guint i = 0; accounts[i] != NULL; i++)
    {
      g_autofree char *password = password_of (accounts[i]);

      assert_not_in_files (g_get_home_dir (), password);
    }
}

/* A line of the protocol from a peer to `to`. */
static void
say_to (Cli *from, const char *to, const char *format, ...) G_GNUC_PRINTF (3, 4);

static void
say_to (Cli *from, const char *to, const char *format, ...)
{
  g_autofree char *text = NULL;
  g_autofree char *line = NULL;
  va_list args;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  line = g_strdup_printf ("game %s %s", to, text);
  cli_send (from, line);
}

/* A hostile opponent (mallory, invited, speaking raw lines): malformed,
 * oversized and out-of-order messages are refused and named; 10,000
 * stanzas at once are rate-limited (the rest dropped, "ERROR rate"); the
 * game goes on. */
static void
test_hostile_opponent (void)
{
  Cli *mallory = peer ("mallory", MALLORY, "m1");
  Cli *host = xmpp_cli ("ann", "host", ANN, "--invite", MALLORY, NULL);
  g_autofree char *host_jid = signed_in_as (host);
  g_autofree char *code = NULL;
  g_autofree char *long_line = g_strnfill (5000, 'x');
  const char *p;
  char *line;

  cli_wait_for (mallory, "invite ann@alpha.test/", 1);
  p = strstr (mallory->text->str, "invite ann@alpha.test/");
  p = strchr (p + strlen ("invite "), ' ') + 1;
  code = g_strndup (p, strcspn (p, "\n"));
  say_to (mallory, host_jid, "HELLO fourteen 3 %s role=player name=Mallory", code);
  cli_wait_for (mallory, "WELCOME", 1);
  cli_wait_for (host, "the opponent joined: Mallory", 1);
  say_to (mallory, host_jid, "MOVE e9e9 ply=zero");
  cli_wait_for (mallory, "ERROR malformed", 1);
  say_to (mallory, host_jid, "%s", long_line);
  cli_wait_for (mallory, "ERROR too-long", 1);
  say_to (mallory, host_jid, "MOVE e7e5 ply=1");
  cli_wait_for (mallory, "ERROR illegal it is not your turn", 1);
  say_to (mallory, host_jid, "SYNC ply=0 white=0 black=0");
  cli_wait_for (mallory, "ERROR state", 1);
  cli_send (host, "mv e2e4");
  cli_wait_for (mallory, "MOVE e2e4 ply=0", 1);
  say_to (mallory, host_jid, "MOVE e7e5 ply=7");
  cli_wait_for (mallory, "ERROR illegal the move is not for this position", 1);
  /* The flood: the game goes on through it. */
  line = g_strdup_printf ("flood 10000 %s SELECT e7", host_jid);
  cli_send (mallory, line);
  g_free (line);
  cli_wait_for (mallory, "flooded 10000", 1);
  say_to (mallory, host_jid, "MOVE e7e5 ply=1");
  cli_wait_for (host, "moves: e7e5", 1);
  cli_wait_for (mallory, "ERROR rate", 1);
  cli_wait_for (host, "your turn", 2);
  cli_send (host, "mv g1f3");
  cli_wait_for (mallory, "MOVE g1f3 ply=2", 1);
  g_assert_cmpint (cli_finish (host, FALSE), ==, 0);
  cli_wait_for (mallory, "BYE", 1);
  g_assert_cmpint (cli_finish (mallory, FALSE), ==, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  xmpp_work = g_getenv ("XMPP_WORK");
  xmpp_ca = g_getenv ("XMPP_CA");
  g_assert_nonnull (xmpp_work);
  g_assert_nonnull (xmpp_ca);
  g_test_add_func ("/xmpp/tls-refused", test_tls_refused);
  g_test_add_func ("/xmpp/password-refused", test_password_refused);
  g_test_add_func ("/xmpp/first-contact", test_first_contact);
  g_test_add_func ("/xmpp/chess-with-spectators", test_chess_with_spectators);
  g_test_add_func ("/xmpp/fourteen", test_fourteen);
  g_test_add_func ("/xmpp/checkers", test_checkers);
  g_test_add_func ("/xmpp/server-restart", test_server_restart);
  g_test_add_func ("/xmpp/client-restart", test_client_restart);
  g_test_add_func ("/xmpp/host-restart", test_host_restart);
  g_test_add_func ("/xmpp/abandonment", test_abandonment);
  g_test_add_func ("/xmpp/conflict", test_conflict);
  g_test_add_func ("/xmpp/stranger", test_stranger);
  g_test_add_func ("/xmpp/hostile-opponent", test_hostile_opponent);
  g_test_add_func ("/xmpp/stream-resumed", test_stream_resumed);
  g_test_add_func ("/xmpp/password-nowhere", test_password_nowhere);
  return g_test_run ();
}
