/* test-record-keeper.c — FtRecordKeeper for both games, without GTK: the
 * autosave after every move and its removal at the end, the result counted
 * once per game and kind, Save and the record path, what counts as unsaved,
 * the resume with who played and the clocks as they were when written (a
 * game kept for later at quit), a discarded game not resumed (and a broken
 * file kept aside), and opening a PGN or a PDN. */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "ft-human-player.h"
#include "ft-record-keeper.h"
#include "ft-scripted-player.h"
#include "ft-statistics.h"
#include "ft-text-file.h"

typedef struct
{
  char *dir;
  char *autosave;
  FtRecordKeeper *keeper;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  f->dir = g_dir_make_tmp ("fourteen-keeper-XXXXXX", NULL);
  f->autosave = g_build_filename (f->dir, "autosave", "game.txt", NULL);
  f->keeper = ft_record_keeper_new ();
  ft_record_keeper_set_autosave_path (f->keeper, f->autosave);
  ft_record_keeper_set_statistics_dir (f->keeper, f->dir);
}

static void
remove_tree (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_clear_object (&f->keeper);
  remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->autosave);
}

static gboolean
request (FtSession *session, const char *text)
{
  FtGameMove move;

  if (!ft_ruleset_parse_move (ft_game_get_rules (ft_session_get_game (session)), text, &move, NULL))
    return FALSE;
  return ft_session_request (session, &move);
}

/* A move's autosave is written on the keeper's thread: what is on disk
 * once every write asked for is done. */
static gboolean
autosave_exists (Fixture *f)
{
  ft_record_keeper_flush_autosave (f->keeper);
  return g_file_test (f->autosave, G_FILE_TEST_EXISTS);
}

static char *
read_autosave (Fixture *f)
{
  char *text = NULL;

  ft_record_keeper_flush_autosave (f->keeper);
  if (!g_file_get_contents (f->autosave, &text, NULL, NULL))
    return NULL;
  return text;
}

static FtGameSetup *
people_setup (FtGameKind kind)
{
  FtGameSetup *setup = ft_game_setup_new_default ();

  setup->game = kind;
  setup->opponent = FT_OPPONENT_HUMAN;
  setup->time_control = FT_TIME_CONTROL_UNTIMED;
  return setup;
}

static guint
played (Fixture *f, const char *variant, FtOpponent opponent, FtLevel level)
{
  g_autoptr (FtStatistics) stats = ft_statistics_load (f->dir);
  FtStatisticsCounts counts;

  ft_statistics_get (stats, variant, opponent, level, &counts);
  return counts.played;
}

/* Chess between two people: autosaved after each move, not unsaved; at
 * the end counted once and the autosave removed. */
static void
test_chess_autosave_and_count (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_autoptr (FtGameSetup) setup = people_setup (FT_GAME_KIND_CHESS);
  g_autoptr (FtSession) session = NULL;
  g_autofree char *after_new = NULL;
  g_autofree char *after_move = NULL;

  ft_position_set_standard_start (setup->start);
  session = ft_session_new (setup, 1);
  ft_record_keeper_set_session (f->keeper, session, setup, FT_RECORD_AUTOSAVE | FT_RECORD_COUNT, NULL);
  after_new = read_autosave (f);
  g_assert_nonnull (after_new);
  g_assert_nonnull (strstr (after_new, "[FourteenOpponent \"human\"]"));
  g_assert_true (ft_record_keeper_is_saved (f->keeper));
  ft_session_start (session);
  g_assert_true (request (session, "f3"));
  g_assert_true (request (session, "e5"));
  after_move = read_autosave (f);
  g_assert_nonnull (strstr (after_move, "1. f3 e5"));
  g_assert_false (ft_record_keeper_has_unsaved_game (f->keeper));
  g_assert_true (request (session, "g4"));
  g_assert_true (request (session, "Qh4#"));
  /* Over: counted, and nothing to resume. */
  g_assert_false (autosave_exists (f));
  g_assert_true (ft_record_keeper_is_result_counted (f->keeper));
  g_assert_cmpuint (played (f, "standard", FT_OPPONENT_HUMAN, FT_LEVEL_NORMAL), ==, 1);
  /* Taken back and mated again: still one game. */
  g_assert_true (ft_session_take_back (session));
  g_assert_true (autosave_exists (f));
  g_assert_true (request (session, "Qh4#"));
  g_assert_cmpuint (played (f, NULL, FT_OPPONENT_HUMAN, FT_LEVEL_NORMAL), ==, 1);
}

/* What the flags change: no autosave, no count, kept elsewhere. */
static void
test_flags (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_autoptr (FtGameSetup) setup = people_setup (FT_GAME_KIND_CHESS);
  g_autoptr (FtSession) session = ft_session_new (setup, 1);
  g_autoptr (FtSession) puzzle = ft_session_new (setup, 1);

  ft_record_keeper_set_session (f->keeper, session, setup, FT_RECORD_NONE, NULL);
  ft_session_start (session);
  g_assert_true (request (session, "a4"));
  g_assert_false (autosave_exists (f));
  g_assert_false (ft_record_keeper_is_saved (f->keeper));
  g_assert_true (ft_record_keeper_has_unsaved_game (f->keeper));
  ft_session_resign (session, FT_WHITE);
  g_assert_false (ft_record_keeper_is_result_counted (f->keeper));
  g_assert_cmpuint (played (f, NULL, FT_OPPONENT_HUMAN, FT_LEVEL_NORMAL), ==, 0);
  g_assert_false (ft_record_keeper_has_unsaved_game (f->keeper)); /* over */

  ft_record_keeper_set_session (f->keeper, puzzle, setup, FT_RECORD_KEPT_ELSEWHERE, NULL);
  ft_session_start (puzzle);
  g_assert_true (request (puzzle, "a4"));
  g_assert_true (ft_record_keeper_is_saved (f->keeper));
  g_assert_false (ft_record_keeper_has_unsaved_game (f->keeper));
  ft_record_keeper_set_session (f->keeper, NULL, NULL, FT_RECORD_NONE, NULL);
  g_assert_null (ft_record_keeper_get_session (f->keeper));
  g_assert_null (ft_record_keeper_get_text (f->keeper, FALSE));
}

/* Save writes the game where asked, which becomes the record path; an
 * unwritable place is an error naming it. */
static void
test_save (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_autoptr (FtGameSetup) setup = people_setup (FT_GAME_KIND_CHESS);
  g_autoptr (FtSession) session = ft_session_new (setup, 1);
  g_autofree char *path = g_build_filename (f->dir, "saved.pgn", NULL);
  g_autofree char *bad = g_build_filename (f->dir, "no", "such", "dir.pgn", NULL);
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_false (ft_record_keeper_save (f->keeper, path, &error));
  g_clear_error (&error);
  ft_record_keeper_set_session (f->keeper, session, setup, FT_RECORD_NONE, NULL);
  ft_session_start (session);
  g_assert_true (request (session, "a4"));
  g_assert_true (ft_record_keeper_has_unsaved_game (f->keeper));
  g_assert_true (ft_record_keeper_save (f->keeper, path, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (ft_record_keeper_get_record_path (f->keeper), ==, path);
  g_assert_false (ft_record_keeper_has_unsaved_game (f->keeper));
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "[White \"White\"]"));
  g_assert_null (strstr (text, "FourteenOpponent"));
  g_assert_false (ft_record_keeper_save (f->keeper, bad, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_assert_nonnull (strstr (error->message, "dir.pgn"));
}

/* Checkers against the computer: PDN autosave with who plays, resumed
 * with them; counted under "checkers" from the player's side. */
static void
test_checkers_resume_and_count (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_autoptr (FtGameSetup) setup = people_setup (FT_GAME_KIND_CHECKERS);
  g_autoptr (FtGameSetup) base = ft_game_setup_new_default ();
  g_autoptr (FtGameSetup) resumed_setup = NULL;
  g_autoptr (FtSession) session = NULL;
  g_autoptr (FtGame) resumed = NULL;
  g_autofree char *text = NULL;

  setup->opponent = FT_OPPONENT_COMPUTER;
  setup->human_colour = FT_BLACK;
  setup->level = FT_LEVEL_HARD;
  session = ft_session_new (setup, 1);
  ft_record_keeper_set_session (f->keeper, session, setup, FT_RECORD_AUTOSAVE | FT_RECORD_COUNT, NULL);
  /* The computer plays Fire: a move of Fire's made by hand instead. */
  g_assert_true (ft_game_append_recorded (ft_session_get_game (session),
                                          &(FtGameMove) { .kind = FT_GAME_KIND_CHECKERS,
                                                          .checkers = { 2, { 20, 27 } } },
                                          -1, -1));
  ft_record_keeper_autosave (f->keeper);
  text = read_autosave (f);
  g_assert_nonnull (strstr (text, "[GameType \"Bombs\"]"));
  {
    g_autofree char *level_tag = g_strdup_printf ("[FourteenLevel \"level-%d\"]", FT_LEVEL_HARD);
    g_autofree char *name_tag = g_strdup_printf ("[Black \"Fourteen (level-%d)\"]", FT_LEVEL_HARD);

    g_assert_nonnull (strstr (text, level_tag));
    g_assert_nonnull (strstr (text, name_tag));
  }
  g_assert_nonnull (strstr (text, "1. 10-15"));

  resumed = ft_record_keeper_resume (f->keeper, base, &resumed_setup, NULL, NULL);
  g_assert_nonnull (resumed);
  g_assert_cmpint (ft_game_get_kind (resumed), ==, FT_GAME_KIND_CHECKERS);
  g_assert_cmpuint (ft_game_get_n_moves (resumed), ==, 1);
  g_assert_cmpint (resumed_setup->game, ==, FT_GAME_KIND_CHECKERS);
  g_assert_cmpint (resumed_setup->opponent, ==, FT_OPPONENT_COMPUTER);
  g_assert_cmpint (resumed_setup->level, ==, FT_LEVEL_HARD);
  g_assert_cmpint (resumed_setup->human_colour, ==, FT_BLACK);

  /* Fire (the computer) resigns: the player, as Water, won. */
  ft_session_resign (session, FT_WHITE);
  g_assert_false (autosave_exists (f));
  {
    g_autoptr (FtStatistics) stats = ft_statistics_load (f->dir);
    FtStatisticsCounts counts;

    ft_statistics_get (stats, "checkers", FT_OPPONENT_COMPUTER, FT_LEVEL_HARD, &counts);
    g_assert_cmpuint (counts.played, ==, 1);
    g_assert_cmpuint (counts.won, ==, 1);
  }
  /* Nothing to resume any more. */
  g_assert_null (ft_record_keeper_resume (f->keeper, base, NULL, NULL, NULL));
}

/* A broken autosave is kept aside, never lost; a finished one is not
 * resumed. */
static void
test_resume_broken_or_over (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_autoptr (FtGameSetup) base = ft_game_setup_new_default ();
  g_autofree char *folder = g_path_get_dirname (f->autosave);
  g_autofree char *kept_as = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (f->autosave, "1. e4 Ke9 *", -1, NULL));
  g_assert_null (ft_record_keeper_resume (f->keeper, base, NULL, &kept_as, &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "game.txt:1:7"));
  /* Kept aside under a time-stamped name, for the caller to tell. */
  g_assert_nonnull (kept_as);
  g_assert_true (g_str_has_prefix (kept_as, f->autosave));
  g_assert_nonnull (strstr (kept_as, ".broken-"));
  g_assert_true (g_file_test (kept_as, G_FILE_TEST_EXISTS));
  g_assert_false (autosave_exists (f));
  g_assert_true (g_file_set_contents (f->autosave, "[Variant \"Standard\"]\n1. f3 e5 2. g4 Qh4# 0-1", -1, NULL));
  g_assert_null (ft_record_keeper_resume (f->keeper, base, NULL, NULL, NULL));
  /* No autosave path: nothing. */
  ft_record_keeper_set_autosave_path (f->keeper, NULL);
  g_assert_null (ft_record_keeper_resume (f->keeper, base, NULL, NULL, NULL));
}

static void
test_open (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_autoptr (FtGameSetup) base = ft_game_setup_new_default ();
  g_autofree char *pgn = g_build_filename (f->dir, "game.pgn", NULL);
  g_autofree char *pdn = g_build_filename (f->dir, "game.pdn", NULL);
  g_autoptr (GError) error = NULL;
  FtGameSetup *setup = NULL;
  FtGame *game;

  g_assert_true (g_file_set_contents (pgn, "[Variant \"Standard\"]\n1. e4 e5 *", -1, NULL));
  g_assert_true (g_file_set_contents (pdn, "1. 11-15 23-19 *", -1, NULL));
  game = ft_record_keeper_open (f->keeper, pgn, base, &setup, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ft_game_get_kind (game), ==, FT_GAME_KIND_CHESS);
  g_assert_cmpstr (ft_game_get_notation (game, 1), ==, "e5");
  g_object_unref (game);
  ft_game_setup_free (setup);
  game = ft_record_keeper_open (f->keeper, pdn, base, &setup, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ft_game_get_kind (game), ==, FT_GAME_KIND_CHECKERS);
  g_assert_cmpint (setup->checkers_rules, ==, FT_CHECKERS_RULES_ENGLISH);
  g_object_unref (game);
  ft_game_setup_free (setup);
  g_assert_null (ft_record_keeper_open (f->keeper, "/no/such/file.pgn", base, NULL, &error));
  g_assert_error (error, FT_TEXT_FILE_ERROR, FT_TEXT_FILE_ERROR_NOT_FOUND);
}

/* The opened record's players, while its game is the one kept; the record
 * file's changes since it was read or saved ("record-changed"). */
static void
test_record_names_and_changes (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_autoptr (FtGameSetup) base = ft_game_setup_new_default ();
  g_autofree char *pgn = g_build_filename (f->dir, "named.pgn", NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (FtGameSetup) setup = NULL;
  g_autoptr (FtGame) game = NULL;
  g_autoptr (FtSession) session = NULL;
  g_autoptr (FtSession) other = NULL;

  base->opponent = FT_OPPONENT_HUMAN;
  g_assert_true (g_file_set_contents (pgn, "[White \"Carlsen, Magnus\"]\n[Black \"?\"]\n1. e4 e5 *", -1, NULL));
  game = ft_record_keeper_open (f->keeper, pgn, base, &setup, &error);
  g_assert_no_error (error);
  /* Not kept yet: nobody named. */
  g_assert_null (ft_record_keeper_get_record_name (f->keeper, FT_WHITE));
  session = ft_session_new_for_game (setup, game, 1);
  ft_record_keeper_set_session (f->keeper, session, setup, FT_RECORD_NONE, pgn);
  g_assert_cmpstr (ft_record_keeper_get_record_name (f->keeper, FT_WHITE), ==, "Carlsen, Magnus");
  g_assert_null (ft_record_keeper_get_record_name (f->keeper, FT_BLACK));
  g_assert_false (ft_record_keeper_is_record_changed (f->keeper));
  ft_session_start (session);
  g_assert_true (ft_session_request_move (session, FT_SQUARE (6, 0), FT_SQUARE (5, 2), FT_NO_KIND));
  g_assert_true (ft_record_keeper_is_record_changed (f->keeper));
  g_assert_true (ft_record_keeper_save (f->keeper, pgn, &error));
  g_assert_false (ft_record_keeper_is_record_changed (f->keeper));
  /* Another game: its own players. */
  other = ft_session_new (setup, 1);
  ft_record_keeper_set_session (f->keeper, other, setup, FT_RECORD_NONE, NULL);
  g_assert_null (ft_record_keeper_get_record_name (f->keeper, FT_WHITE));
}

static gint64 fake_now_us;

static gint64
fake_time (gpointer user_data G_GNUC_UNUSED)
{
  return fake_now_us;
}

/* Kept for later in the middle of a turn (the quit dialog's Keep for
 * Later writes the autosave then): the next start has both clocks as they
 * read at quit, not at the last move. */
static void
test_resume_clocks_at_quit (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_autoptr (FtGameSetup) setup = people_setup (FT_GAME_KIND_CHESS);
  g_autoptr (FtGameSetup) resumed_setup = NULL;
  g_autoptr (FtSession) session = NULL;
  g_autoptr (FtRecordKeeper) reader = ft_record_keeper_new ();
  g_autoptr (FtGame) resumed = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  FtClock *clock;
  gint64 white, black;

  setup->time_control = FT_TIME_CONTROL_FISCHER;
  setup->player_ms = setup->cpu_ms = 180000;
  setup->player_increment_ms = setup->cpu_increment_ms = 0;
  ft_position_set_standard_start (setup->start);
  session = ft_session_new (setup, 1);
  clock = ft_game_get_clock (ft_session_get_game (session));
  fake_now_us = G_USEC_PER_SEC;
  ft_clock_set_time_source (clock, fake_time, NULL);
  ft_record_keeper_set_session (f->keeper, session, setup, FT_RECORD_AUTOSAVE, NULL);
  ft_session_start (session);
  g_assert_true (request (session, "e4"));
  fake_now_us += 5 * G_USEC_PER_SEC;
  g_assert_true (request (session, "e5"));
  /* White thinks 41 s, then the window is closed and the game kept. */
  fake_now_us += 41 * G_USEC_PER_SEC;
  white = ft_clock_get_remaining_ms (clock, FT_WHITE);
  black = ft_clock_get_remaining_ms (clock, FT_BLACK);
  g_assert_cmpint (black, <, 180000);
  ft_record_keeper_autosave (f->keeper);
  text = read_autosave (f);
  g_assert_nonnull (strstr (text, "[FourteenClocks \""));

  ft_record_keeper_set_autosave_path (reader, f->autosave);
  resumed = ft_record_keeper_resume (reader, setup, &resumed_setup, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (resumed);
  g_assert_cmpuint (ft_game_get_n_moves (resumed), ==, 2);
  g_assert_cmpint (ft_clock_get_remaining_ms (ft_game_get_clock (resumed), FT_WHITE), ==, white);
  g_assert_cmpint (ft_clock_get_remaining_ms (ft_game_get_clock (resumed), FT_BLACK), ==, black);
  g_assert_cmpint (white, <, 180000 - 40000);
}

/* Discard at quit: the autosave goes, the next start has nothing to
 * resume, and no later move writes it again. */
static void
test_discard (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_autoptr (FtGameSetup) setup = people_setup (FT_GAME_KIND_CHESS);
  g_autoptr (FtSession) session = NULL;
  g_autoptr (FtRecordKeeper) reader = ft_record_keeper_new ();
  g_autoptr (FtGame) resumed = NULL;
  g_autoptr (GError) error = NULL;

  ft_position_set_standard_start (setup->start);
  session = ft_session_new (setup, 1);
  ft_record_keeper_set_session (f->keeper, session, setup, FT_RECORD_AUTOSAVE, NULL);
  ft_session_start (session);
  g_assert_true (request (session, "d4"));
  g_assert_true (autosave_exists (f));
  ft_record_keeper_discard (f->keeper);
  g_assert_false (autosave_exists (f));
  g_assert_false (ft_record_keeper_has_unsaved_game (f->keeper));
  g_assert_true (request (session, "d5"));
  g_assert_false (autosave_exists (f));
  ft_record_keeper_set_autosave_path (reader, f->autosave);
  resumed = ft_record_keeper_resume (reader, setup, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_null (resumed);
}

static void
count_cb (FtRecordKeeper *keeper G_GNUC_UNUSED, gpointer data)
{
  (*(guint *) data)++;
}

/* After the keeper's own handler: is the move just played on disk yet? */
static void
note_autosaved_cb (FtSession *session G_GNUC_UNUSED, const FtGameMove *move G_GNUC_UNUSED, gpointer data)
{
  Fixture *f = data;

  g_object_set_data (G_OBJECT (f->keeper), "at-once", GINT_TO_POINTER (ft_record_keeper_is_autosaved (f->keeper)));
}

static void
play_scripted (Fixture *f, FtScriptedPlayer *player, FtGame *game, const char *move, guint *autosaved)
{
  guint before = *autosaved;

  ft_scripted_player_set_next_move (player, ft_position_parse_move (ft_game_get_position (game), move));
  while (*autosaved == before)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (ft_record_keeper_is_autosaved (f->keeper));
}

/* Issue 42: the computer's (any other player's) move is written and
 * synced on the keeper's thread: right after it is played the keeper
 * says it is not on disk yet (a front end does not show it yet);
 * "autosaved" comes from the main loop once it is, the move in the file.
 * A person's own move (on the board already) is written at once. The
 * end's removal goes the same way as the computer's moves. */
static void
test_move_written_off_the_main_thread (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_autoptr (FtGameSetup) setup = people_setup (FT_GAME_KIND_CHESS);
  g_autoptr (FtPlayer) you = FT_PLAYER (ft_human_player_new ("You"));
  g_autoptr (FtScriptedPlayer) computer = ft_scripted_player_new ("Computer");
  g_autoptr (FtClock) clock = ft_clock_new (600000, 0, 600000, 0);
  g_autoptr (FtGame) game = NULL;
  g_autoptr (FtSession) session = NULL;
  g_autofree char *text = NULL;
  FtPosition position;
  guint autosaved = 0;

  ft_position_set_standard_start (&position);
  game = ft_game_new_with_clock (&position, FT_WHITE, clock);
  session = ft_session_new_with_players (game, you, FT_PLAYER (computer));
  g_signal_connect (f->keeper, "autosaved", G_CALLBACK (count_cb), &autosaved);
  ft_record_keeper_set_session (f->keeper, session, setup, FT_RECORD_AUTOSAVE, NULL);
  g_signal_connect_after (session, "move-played", G_CALLBACK (note_autosaved_cb), f);
  ft_session_start (session);
  g_assert_true (request (session, "f3"));
  g_assert_true (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (f->keeper), "at-once")));
  g_assert_true (g_file_get_contents (f->autosave, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "1. f3"));
  play_scripted (f, computer, game, "e7e5", &autosaved);
  g_assert_false (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (f->keeper), "at-once")));
  g_clear_pointer (&text, g_free);
  g_assert_true (g_file_get_contents (f->autosave, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "e5")); /* (a clock comment may come between) */
  g_assert_true (ft_record_keeper_is_saved (f->keeper));
  g_assert_true (request (session, "g4"));
  play_scripted (f, computer, game, "d8h4", &autosaved);
  g_assert_true (ft_game_is_over (game));
  g_assert_false (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (f->keeper), "at-once")));
  g_assert_false (g_file_test (f->autosave, G_FILE_TEST_EXISTS));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/record-keeper/chess-autosave-and-count", test_chess_autosave_and_count);
  ADD ("/record-keeper/flags", test_flags);
  ADD ("/record-keeper/move-written-off-the-main-thread", test_move_written_off_the_main_thread);
  ADD ("/record-keeper/save", test_save);
  ADD ("/record-keeper/checkers-resume-and-count", test_checkers_resume_and_count);
  ADD ("/record-keeper/resume-broken-or-over", test_resume_broken_or_over);
  ADD ("/record-keeper/open", test_open);
  ADD ("/record-keeper/resume-clocks-at-quit", test_resume_clocks_at_quit);
  ADD ("/record-keeper/discard", test_discard);
  ADD ("/record-keeper/record-names-and-changes", test_record_names_and_changes);
#undef ADD
  return g_test_run ();
}
