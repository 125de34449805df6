/* test-computer-player.c — FtComputerPlayer: moves arrive on the main
 * context, the main loop keeps running while the computer thinks, and
 * cancellation is prompt. */
#include <gio/gio.h>

#include "ft-checkers-ruleset.h"
#include "ft-computer-player.h"
#include "ft-game.h"
#include "ft-fen.h"
#include "ft-search-priority.h"

#include <stdlib.h>
#include <sys/resource.h>
#include <unistd.h>

static gboolean under_valgrind;

typedef struct {
  GMainLoop *loop;
  FtMove move;
  GError *error;
  gboolean done;
  gint64 done_at;
  GThread *callback_thread;
  guint ticks;
} Waiter;

static void
waiter_clear (Waiter *w)
{
  g_main_loop_unref (w->loop);
  g_clear_error (&w->error);
}

static void
on_move (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Waiter *w = user_data;

  w->move = ft_computer_player_choose_move_finish (FT_COMPUTER_PLAYER (source), result, &w->error);
  w->done = TRUE;
  w->done_at = g_get_monotonic_time ();
  w->callback_thread = g_thread_self ();
  g_main_loop_quit (w->loop);
}

static gboolean
on_tick (gpointer user_data)
{
  Waiter *w = user_data;
  w->ticks++;
  return G_SOURCE_CONTINUE;
}

static gboolean
is_legal_move (const FtPosition *pos, FtMove move)
{
  FtMoveList *list = g_new (FtMoveList, 1);
  gboolean found = FALSE;

  ft_position_generate_legal (pos, list);
  for (guint i = 0; i < list->count; i++)
    if (list->moves[i] == move)
      found = TRUE;
  g_free (list);
  return found;
}

/* The move arrives in the main thread's callback; meanwhile a 10 ms
 * timeout keeps ticking. */
static void
test_main_loop_keeps_running (void)
{
  FtComputerPlayer *player = ft_computer_player_new (FT_LEVEL_HARD, 7);
  FtPosition *pos = g_new (FtPosition, 1);
  Waiter w = { g_main_loop_new (NULL, FALSE) };
  gint64 started;
  double elapsed_ms;
  guint tick_source;

  ft_position_set_fourteen_start (pos);
  tick_source = g_timeout_add (10, on_tick, &w);
  started = g_get_monotonic_time ();
  /* A 12 s clock: the plan is about 300 ms. */
  ft_computer_player_choose_move_async (player, pos, under_valgrind ? 2000 : 12000, 0, NULL,
                                        on_move, &w);
  /* The position was copied: changing ours does not disturb the search. */
  ft_position_set_standard_start (pos);
  g_main_loop_run (w.loop);
  g_source_remove (tick_source);
  elapsed_ms = (w.done_at - started) / 1000.0;

  g_test_message ("thought %.0f ms, %u ticks of 10 ms", elapsed_ms, w.ticks);
  g_assert_no_error (w.error);
  g_assert_true (w.callback_thread == g_thread_self ());
  ft_position_set_fourteen_start (pos);
  g_assert_true (is_legal_move (pos, w.move));
  /* At least a third of the expected ticks, however loaded the machine
   * (valgrind runs one thread at a time: there, some ticks). */
  g_assert_cmpfloat (elapsed_ms, >, 50.0);
  if (!under_valgrind)
    g_assert_cmpuint (w.ticks, >=, (guint) (elapsed_ms / 10.0 / 3.0));
  g_assert_cmpuint (w.ticks, >, 0);

  waiter_clear (&w);
  g_free (pos);
  g_object_unref (player);
}

typedef struct {
  GCancellable *cancellable;
  FtComputerPlayer *player;
  gint64 cancelled_at;
} Canceller;

static gboolean
cancel_now (gpointer user_data)
{
  Canceller *c = user_data;
  c->cancelled_at = g_get_monotonic_time ();
  if (c->cancellable != NULL)
    g_cancellable_cancel (c->cancellable);
  else
    ft_computer_player_cancel (c->player);
  return G_SOURCE_REMOVE;
}

static void
check_cancellation (gboolean with_cancellable)
{
  FtComputerPlayer *player = ft_computer_player_new (FT_LEVEL_HARD, 1);
  FtPosition *pos = g_new (FtPosition, 1);
  Waiter w = { g_main_loop_new (NULL, FALSE) };
  Canceller c = { with_cancellable ? g_cancellable_new () : NULL, player, 0 };
  double latency_ms;

  ft_position_set_fourteen_start (pos);
  /* Ten minutes on the clock: the search would think for many seconds. */
  ft_computer_player_choose_move_async (player, pos, 600000, 0, c.cancellable, on_move, &w);
  g_timeout_add (200, cancel_now, &c);
  g_main_loop_run (w.loop);
  latency_ms = (w.done_at - c.cancelled_at) / 1000.0;

  g_test_message ("cancel to callback: %.1f ms", latency_ms);
  g_assert_error (w.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (w.move, ==, FT_MOVE_NONE);
  g_assert_cmpfloat (latency_ms, >=, 0.0);
  /* At once rather than after the many seconds the search would take:
   * typically under 20 ms; the bound leaves room for a machine busy with
   * other work (128 ms was seen with four engine matches running). */
  g_assert_cmpfloat (latency_ms, <, under_valgrind ? 1000.0 : 400.0);

  /* The player is usable again after a cancellation. */
  g_clear_error (&w.error);
  w.done = FALSE;
  ft_computer_player_choose_move_async (player, pos, 2000, 0, NULL, on_move, &w);
  g_main_loop_run (w.loop);
  g_assert_no_error (w.error);
  g_assert_true (is_legal_move (pos, w.move));

  g_clear_object (&c.cancellable);
  waiter_clear (&w);
  g_free (pos);
  g_object_unref (player);
}

static void
test_cancel_with_cancellable (void)
{
  check_cancellation (TRUE);
}

static void
test_cancel_with_method (void)
{
  check_cancellation (FALSE);
}

/* A cancellable cancelled before the request still yields CANCELLED. */
static void
test_cancel_before_start (void)
{
  FtComputerPlayer *player = ft_computer_player_new (FT_LEVEL_NORMAL, 1);
  FtPosition *pos = g_new (FtPosition, 1);
  GCancellable *cancellable = g_cancellable_new ();
  Waiter w = { g_main_loop_new (NULL, FALSE) };

  ft_position_set_fourteen_start (pos);
  g_cancellable_cancel (cancellable);
  ft_computer_player_choose_move_async (player, pos, 60000, 0, cancellable, on_move, &w);
  g_main_loop_run (w.loop);
  g_assert_error (w.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);

  g_object_unref (cancellable);
  waiter_clear (&w);
  g_free (pos);
  g_object_unref (player);
}

static FtMove
choose (FtComputerPlayer *player, const FtPosition *pos, gint64 remaining_ms)
{
  Waiter w = { g_main_loop_new (NULL, FALSE) };
  FtMove move;

  ft_computer_player_choose_move_async (player, pos, remaining_ms, 0, NULL, on_move, &w);
  g_main_loop_run (w.loop);
  g_assert_no_error (w.error);
  move = w.move;
  waiter_clear (&w);
  return move;
}

/* The easy level with the same seed makes the same choices. */
static void
test_easy_repeatable (void)
{
  FtPosition *pos = g_new (FtPosition, 1);
  FtComputerPlayer *a = ft_computer_player_new (FT_LEVEL_EASY, 99);
  FtComputerPlayer *b = ft_computer_player_new (FT_LEVEL_EASY, 99);

  ft_position_set_fourteen_start (pos);
  for (int ply = 0; ply < 12; ply++)
    {
      FtMove ma = choose (a, pos, 1000);
      FtMove mb = choose (b, pos, 1000);
      g_assert_cmpuint (ma, ==, mb);
      g_assert_true (is_legal_move (pos, ma));
      ft_position_make_move (pos, ma);
    }
  g_object_unref (a);
  g_object_unref (b);
  g_free (pos);
}

/* The nice value of each of this process's threads but the main one, from
 * /proc/self/task/ID/stat (field 19, after the name in parentheses). */
static GArray *
other_threads_nice (void)
{
  GArray *values = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr (GDir) dir = g_dir_open ("/proc/self/task", 0, NULL);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_strdup_printf ("/proc/self/task/%s/stat", name);
      g_autofree char *stat = NULL;
      g_auto (GStrv) fields = NULL;
      const char *after_name;
      int value;

      if (atoi (name) == getpid () || !g_file_get_contents (path, &stat, NULL, NULL))
        continue;
      after_name = strrchr (stat, ')');
      g_assert_nonnull (after_name);
      /* state(3) … nice(19): the 17th field after the name. */
      fields = g_strsplit (after_name + 2, " ", -1);
      g_assert_cmpuint (g_strv_length (fields), >, 16);
      value = atoi (fields[16]);
      g_array_append_val (values, value);
    }
  return values;
}

/* A search runs on a thread five nice levels below the main thread, so that
 * the window's frames come first; the main thread keeps its priority. */
static void
test_search_yields_to_interface (void)
{
  FtPosition *pos = g_new (FtPosition, 1);
  FtComputerPlayer *player = ft_computer_player_new (FT_LEVEL_NORMAL, 5);
  int main_nice = getpriority (PRIO_PROCESS, 0);
  int expected = MIN (main_nice + FT_SEARCH_NICE, 19);
  g_autoptr (GArray) before = other_threads_nice ();
  g_autoptr (GArray) after = NULL;
  gboolean found = FALSE;

  ft_position_set_fourteen_start (pos);
  for (guint i = 0; i < before->len; i++)
    g_assert_cmpint (g_array_index (before, int, i), !=, expected);
  /* Twice: a pool thread that searched before is not lowered again. */
  g_assert_true (is_legal_move (pos, choose (player, pos, 2000)));
  g_assert_true (is_legal_move (pos, choose (player, pos, 2000)));
  after = other_threads_nice ();
  for (guint i = 0; i < after->len; i++)
    {
      g_assert_cmpint (g_array_index (after, int, i), <=, expected);
      found |= g_array_index (after, int, i) == expected;
    }
  g_assert_true (found);
  g_assert_cmpint (getpriority (PRIO_PROCESS, 0), ==, main_nice);
  g_assert_cmpint (ft_search_priority_get_current_thread (), ==, main_nice);
  g_object_unref (player);
  g_free (pos);
}

static gpointer
lower_twice (gpointer user_data G_GNUC_UNUSED)
{
  int first = ft_search_priority_lower_current_thread ();
  int second = ft_search_priority_lower_current_thread ();

  g_assert_cmpint (first, ==, second);
  return GINT_TO_POINTER (second);
}

/* Lowered once, relative to the main thread, however often it is asked. */
static void
test_priority_lowered_once (void)
{
  int main_nice = getpriority (PRIO_PROCESS, 0);
  GThread *thread = g_thread_new ("lower-twice", lower_twice, NULL);

  g_assert_cmpint (GPOINTER_TO_INT (g_thread_join (thread)), ==, MIN (main_nice + FT_SEARCH_NICE, 19));
  g_assert_cmpint (getpriority (PRIO_PROCESS, 0), ==, main_nice);
}

/* Two players on one engine take turns with it and choose legal moves;
 * sharing needs the same table size, is not chained, and ends when one's
 * table size changes. */
static void
test_share_engine (void)
{
  FtPosition *pos = g_new (FtPosition, 1);
  FtComputerPlayer *white = ft_computer_player_new (FT_LEVEL_NORMAL, 1);
  FtComputerPlayer *black = ft_computer_player_new (FT_LEVEL_NORMAL, 2);
  FtComputerPlayer *third = ft_computer_player_new (FT_LEVEL_NORMAL, 3);

  g_assert_true (ft_computer_player_get_engine_owner (black) == black);
  g_assert_false (ft_computer_player_share_engine (black, black));
  g_assert_true (ft_computer_player_share_engine (black, white));
  g_assert_true (ft_computer_player_get_engine_owner (black) == white);
  g_assert_false (ft_computer_player_share_engine (third, black));
  ft_computer_player_set_hash_size (third, 4);
  g_assert_false (ft_computer_player_share_engine (third, white));
  g_assert_true (ft_computer_player_get_engine_owner (third) == third);

  ft_position_set_fourteen_start (pos);
  for (int ply = 0; ply < 6; ply++)
    {
      FtMove move = choose (ply % 2 == 0 ? white : black, pos, 2000);

      g_assert_true (is_legal_move (pos, move));
      ft_position_make_move (pos, move);
    }
  ft_computer_player_set_hash_size (black, 8);
  g_assert_true (ft_computer_player_get_engine_owner (black) == black);
  g_assert_true (is_legal_move (pos, choose (black, pos, 2000)));
  g_object_unref (white);
  g_object_unref (black);
  g_object_unref (third);
  g_free (pos);
}

/* No legal move: the finish function reports an error, not a move. */
static void
test_no_legal_move (void)
{
  FtPosition *pos = g_new (FtPosition, 1);
  FtComputerPlayer *player = ft_computer_player_new (FT_LEVEL_HARD, 1);
  Waiter w = { g_main_loop_new (NULL, FALSE) };
  g_autoptr (GError) error = NULL;

  /* Stalemate: black king a14, white queen b12. */
  g_assert_true (ft_fen_parse ("k13/14/1Q12/14/14/14/14/14/14/14/14/14/14/13K b - - 0 1",
                               FT_RULES_FOURTEEN, pos, &error));
  ft_computer_player_choose_move_async (player, pos, 1000, 0, NULL, on_move, &w);
  g_main_loop_run (w.loop);
  g_assert_error (w.error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT);
  waiter_clear (&w);
  g_object_unref (player);
  g_free (pos);
}

static void
on_notify (GObject *object G_GNUC_UNUSED, GParamSpec *pspec G_GNUC_UNUSED, gpointer user_data)
{
  (*(guint *) user_data)++;
}

static void
test_level_property (void)
{
  FtComputerPlayer *player = ft_computer_player_new (FT_LEVEL_EASY, 1);
  guint notified = 0;
  int level = -1;

  g_signal_connect (player, "notify::level", G_CALLBACK (on_notify), &notified);
  g_assert_cmpint (ft_computer_player_get_level (player), ==, FT_LEVEL_EASY);
  ft_computer_player_set_level (player, FT_LEVEL_HARD);
  ft_computer_player_set_level (player, FT_LEVEL_HARD);
  g_assert_cmpuint (notified, ==, 1);
  g_object_get (player, "level", &level, NULL);
  g_assert_cmpint (level, ==, FT_LEVEL_HARD);
  g_object_set (player, "level", (int) FT_LEVEL_NORMAL, NULL);
  g_assert_cmpint (ft_computer_player_get_level (player), ==, FT_LEVEL_NORMAL);
  g_assert_cmpuint (notified, ==, 2);
  g_object_unref (player);
}

static void
on_move_chosen (FtPlayer *player G_GNUC_UNUSED, const FtGameMove *played, gpointer user_data)
{
  FtMove move = ft_game_move_get_chess (played);
  Waiter *w = user_data;

  w->move = (FtMove) move;
  w->done = TRUE;
  w->done_at = g_get_monotonic_time ();
  g_main_loop_quit (w->loop);
}

/* On an untimed clock the player thinks for its move time (set here to
 * 50 ms) rather than the default 2 s. The bound is loose: far above 50 ms,
 * well below 2 s. */
static void
test_move_time (void)
{
  FtComputerPlayer *player = ft_computer_player_new (FT_LEVEL_HARD, 1);
  FtPosition *pos = g_new (FtPosition, 1);
  g_autoptr (FtClock) clock = ft_clock_new_untimed ();
  g_autoptr (FtGame) game = NULL;
  Waiter w = { 0 };
  gint64 started;

  g_assert_cmpint (ft_computer_player_get_move_time (player), ==, 0);
  ft_computer_player_set_move_time (player, 50);
  g_assert_cmpint (ft_computer_player_get_move_time (player), ==, 50);

  ft_position_set_fourteen_start (pos);
  game = ft_game_new_with_clock (pos, FT_BLACK, clock);
  w.loop = g_main_loop_new (NULL, FALSE);
  g_signal_connect (player, "move-chosen", G_CALLBACK (on_move_chosen), &w);
  ft_game_start_turn (game);
  started = g_get_monotonic_time ();
  ft_player_begin_turn (FT_PLAYER (player), game);
  g_main_loop_run (w.loop);

  g_assert_true (w.done);
  g_assert_true (is_legal_move (pos, w.move));
  if (!under_valgrind)
    g_assert_cmpint (w.done_at - started, <, 1500 * 1000);
  waiter_clear (&w);
  g_object_unref (player);
  g_free (pos);
}

/* The hash size is a setting; a search after a change still moves. */
static void
test_hash_size (void)
{
  g_autoptr (FtComputerPlayer) player = ft_computer_player_new (FT_LEVEL_NORMAL, 5);
  g_autofree FtPosition *pos = g_new0 (FtPosition, 1);
  Waiter w = { 0 };

  g_assert_cmpuint (ft_computer_player_get_hash_size (player), ==, 8);
  ft_computer_player_set_hash_size (player, 4);
  g_assert_cmpuint (ft_computer_player_get_hash_size (player), ==, 4);
  ft_position_set_standard_start (pos);
  w.loop = g_main_loop_new (NULL, FALSE);
  ft_computer_player_choose_move_async (player, pos, 60000, 0, NULL, on_move, &w);
  g_main_loop_run (w.loop);
  g_assert_no_error (w.error);
  g_assert_true (ft_position_is_legal (pos, w.move));
  waiter_clear (&w);
}

/* ---- Checkers: the same player, the rules' own search ---------------------- */

typedef struct {
  GMainLoop *loop;
  FtGameMove move;
  gboolean found;
  GError *error;
  gint64 done_at;
  GThread *callback_thread;
} GameWaiter;

static void
on_game_move (GObject *source, GAsyncResult *result, gpointer user_data)
{
  GameWaiter *w = user_data;

  w->found = ft_computer_player_choose_finish (FT_COMPUTER_PLAYER (source), result, &w->move, &w->error);
  w->done_at = g_get_monotonic_time ();
  w->callback_thread = g_thread_self ();
  g_main_loop_quit (w->loop);
}

/* A checkers turn arrives on the main context and is legal; a chess move
 * right after it too (the player keeps one engine per game in turn). */
static void
test_checkers_move (void)
{
  g_autoptr (FtComputerPlayer) player = ft_computer_player_new (FT_LEVEL_NORMAL, 3);
  g_autoptr (FtRuleset) rules = FT_RULESET (ft_checkers_ruleset_new (FT_CHECKERS_RULES_BOMBS,
                                                                     FT_CHECKERS_TURN_END_AUTO));
  g_autofree FtPosition *pos = g_new (FtPosition, 1);
  GameWaiter w = { g_main_loop_new (NULL, FALSE) };

  ft_computer_player_set_max_depth (player, 4);
  g_assert_cmpuint (ft_computer_player_get_max_depth (player), ==, 4);
  ft_computer_player_choose_async (player, rules, NULL, -1, 0, 0, NULL, on_game_move, &w);
  g_main_loop_run (w.loop);
  g_assert_no_error (w.error);
  g_assert_true (w.found);
  g_assert_true (w.callback_thread == g_thread_self ());
  g_assert_cmpint (w.move.kind, ==, FT_GAME_KIND_CHECKERS);
  g_assert_true (ft_ruleset_is_legal (rules, &w.move));

  ft_computer_player_set_max_depth (player, 2);
  ft_position_set_standard_start (pos);
  g_assert_true (ft_position_is_legal (pos, choose (player, pos, 60000)));
  ft_computer_player_choose_async (player, rules, NULL, 60000, 0, 0, NULL, on_game_move, &w);
  g_main_loop_run (w.loop);
  g_assert_true (w.found);
  g_assert_true (ft_ruleset_is_legal (rules, &w.move));
  g_main_loop_unref (w.loop);
}

/* A checkers search without a time limit stops within 50 ms of its cancel,
 * like chess's. */
static void
test_checkers_cancel (void)
{
  g_autoptr (FtComputerPlayer) player = ft_computer_player_new (FT_LEVEL_HARD, 1);
  g_autoptr (FtRuleset) rules = FT_RULESET (ft_checkers_ruleset_new (FT_CHECKERS_RULES_BOMBS,
                                                                     FT_CHECKERS_TURN_END_AUTO));
  GameWaiter w = { g_main_loop_new (NULL, FALSE) };
  Canceller c = { g_cancellable_new (), player, 0 };
  double latency_ms;

  ft_computer_player_set_max_depth (player, 30);
  ft_computer_player_choose_async (player, rules, NULL, -1, 0, 0, c.cancellable, on_game_move, &w);
  g_timeout_add (200, cancel_now, &c);
  g_main_loop_run (w.loop);
  latency_ms = (w.done_at - c.cancelled_at) / 1000.0;
  g_test_message ("checkers: cancel to callback: %.1f ms", latency_ms);
  g_assert_false (w.found);
  g_assert_error (w.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  /* As for chess (check_cancellation): at once, on a busy machine too. */
  g_assert_cmpfloat (latency_ms, <, under_valgrind ? 1000.0 : 400.0);
  g_clear_error (&w.error);
  g_object_unref (c.cancellable);
  g_main_loop_unref (w.loop);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  under_valgrind = g_getenv ("FT_UNDER_VALGRIND") != NULL;

  /* First: no search has run on any thread before it. */
  g_test_add_func ("/computer-player/search-yields-to-interface", test_search_yields_to_interface);
  g_test_add_func ("/computer-player/main-loop-keeps-running", test_main_loop_keeps_running);
  g_test_add_func ("/computer-player/cancel-with-cancellable", test_cancel_with_cancellable);
  g_test_add_func ("/computer-player/cancel-with-method", test_cancel_with_method);
  g_test_add_func ("/computer-player/cancel-before-start", test_cancel_before_start);
  g_test_add_func ("/computer-player/easy-repeatable", test_easy_repeatable);
  g_test_add_func ("/computer-player/no-legal-move", test_no_legal_move);
  g_test_add_func ("/computer-player/level-property", test_level_property);
  g_test_add_func ("/computer-player/move-time", test_move_time);
  g_test_add_func ("/computer-player/hash-size", test_hash_size);
  g_test_add_func ("/computer-player/checkers-move", test_checkers_move);
  g_test_add_func ("/computer-player/checkers-cancel", test_checkers_cancel);
  g_test_add_func ("/computer-player/priority-lowered-once", test_priority_lowered_once);
  g_test_add_func ("/computer-player/share-engine", test_share_engine);
  return g_test_run ();
}
