/* cli-bench-memory.c — `fourteen-cli bench --memory`: the resident memory
 * of the computer opponent as the window runs it (FtComputerPlayer on its
 * worker thread, the game's clock), over a game against the easy rules:
 * before it thinks, after its first move, every ten plies, at the end, and
 * once it is gone. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "ft-computer-player.h"
#include "ft-easy.h"
#include "ft-search.h"

/* VmRSS and VmHWM of this process, in kB (0 if unknown). */
static void
resident_kb (guint64 *rss, guint64 *peak)
{
  g_autofree char *status = NULL;
  const char *line;

  *rss = *peak = 0;
  if (!g_file_get_contents ("/proc/self/status", &status, NULL, NULL))
    return;
  if ((line = strstr (status, "VmRSS:")) != NULL)
    *rss = g_ascii_strtoull (line + 6, NULL, 10);
  if ((line = strstr (status, "VmHWM:")) != NULL)
    *peak = g_ascii_strtoull (line + 6, NULL, 10);
}

static void
report (const char *when)
{
  guint64 rss, peak;

  resident_kb (&rss, &peak);
  printf ("memory %-28s resident %6.1f MB  peak %6.1f MB\n", when, rss / 1024.0, peak / 1024.0);
  fflush (stdout);
}

typedef struct {
  GMainLoop *loop;
  FtMove move;
} Wait;

static void
on_move (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Wait *wait = user_data;
  g_autoptr (GError) error = NULL;

  wait->move = ft_computer_player_choose_move_finish (FT_COMPUTER_PLAYER (source), result, &error);
  g_main_loop_quit (wait->loop);
}

int
ft_cli_bench_memory (guint plies, gsize hash_mb, gint64 clock_ms, gint64 increment_ms)
{
  g_autoptr (FtComputerPlayer) player = ft_computer_player_new (FT_LEVEL_HARD, 1);
  FtPosition *pos = g_new (FtPosition, 1);
  FtSearcher *probe;
  Wait wait = { g_main_loop_new (NULL, FALSE), FT_MOVE_NONE };
  FtEasyRandom random;
  gsize table, held;

  /* 0: the player's own default, as in the window. */
  if (hash_mb == 0)
    hash_mb = ft_computer_player_get_hash_size (player);
  probe = ft_searcher_new (hash_mb);
  held = ft_searcher_get_memory (probe, &table);

  ft_searcher_free (probe);
  printf ("memory: the hard level's searcher holds %.1f MB (transposition table %.1f MB, "
          "worker %.1f MB); game of %u plies at %" G_GINT64_FORMAT "+%" G_GINT64_FORMAT " s\n",
          held / 1048576.0, table / 1048576.0, (held - table) / 1048576.0, plies, clock_ms / 1000,
          increment_ms / 1000);
  ft_computer_player_set_hash_size (player, hash_mb);
  ft_position_set_fourteen_start (pos);
  ft_easy_random_init (&random, 7);
  report ("before the first search");

  for (guint ply = 0; ply < plies; ply++)
    {
      FtResultReason reason;
      FtMove move;

      if (ft_position_result (pos, &reason) != FT_RESULT_NONE)
        break;
      if (ply % 2 == 0)
        {
          gint64 started = g_get_monotonic_time ();

          ft_computer_player_choose_move_async (player, pos, clock_ms, increment_ms, NULL, on_move, &wait);
          g_main_loop_run (wait.loop);
          move = wait.move;
          clock_ms += increment_ms - (g_get_monotonic_time () - started) / 1000;
        }
      else
        move = ft_easy_choose_move (pos, &random, NULL);
      if (move == FT_MOVE_NONE)
        break;
      ft_position_make_move (pos, move);
      if (ply == 0)
        report ("after the first search");
      else if ((ply + 1) % 10 == 0)
        {
          g_autofree char *when = g_strdup_printf ("after %u plies", ply + 1);
          report (when);
        }
    }
  report ("at the end of the game");
  {
    /* The last finished task lets go of the player from its thread. */
    FtComputerPlayer *gone = g_steal_pointer (&player);

    g_object_add_weak_pointer (G_OBJECT (gone), (gpointer *) &gone);
    g_object_unref (gone);
    for (int i = 0; gone != NULL && i < 1000; i++)
      {
        g_main_context_iteration (NULL, FALSE);
        g_usleep (1000);
      }
  }
  report ("with the player gone");
  g_main_loop_unref (wait.loop);
  g_free (pos);
  return 0;
}
