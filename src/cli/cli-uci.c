/* cli-uci.c — `fourteen-cli uci`: the Universal Chess Interface on
 * stdin/stdout.
 *
 * The main thread reads commands; `go` starts the search on a worker thread
 * so that `stop`, `isready` and `quit` are answered while it thinks. Output
 * lines from both threads go through one mutex so they never interleave.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli-play-common.h"
#include "cli.h"
#include "ft-names.h"
#include "ft-easy.h"
#include "ft-fen.h"
#include "ft-search.h"

#define UCI_DEFAULT_HASH_MB 64
#define UCI_MAX_HASH_MB 4096

typedef struct {
  GMutex output_lock;

  /* Engine state, touched by the main thread only while no search runs. */
  FtSearcher *searcher;
  FtPosition *pos;
  FtRules rules;
  gboolean promotion_choice; /* option Promotion: choose (Fourteen rules) */
  FtLevel level;
  gsize hash_mb;
  guint64 games; /* seeds the easy and normal levels per game */

  /* The running search. */
  GThread *thread;
  gint stop; /* atomic */
  FtPosition *search_pos;
  FtSearchLimits limits;
} Uci;

static void G_GNUC_PRINTF (2, 3)
uci_print (Uci *uci, const char *format, ...)
{
  va_list args;

  g_mutex_lock (&uci->output_lock);
  va_start (args, format);
  vprintf (format, args);
  va_end (args);
  putchar ('\n');
  fflush (stdout);
  g_mutex_unlock (&uci->output_lock);
}

static void
on_info (const FtSearchInfo *info, gpointer user_data)
{
  Uci *uci = user_data;
  g_autoptr (GString) pv = g_string_new (NULL);
  char score[16];
  guint64 nps = info->time_ms > 0 ? info->nodes * 1000 / (guint64) info->time_ms : 0;

  for (guint i = 0; i < info->pv_length; i++)
    {
      char buf[8];
      g_string_append_c (pv, ' ');
      g_string_append (pv, ft_move_to_string (info->pv[i], buf));
    }
  uci_print (uci,
             "info depth %d seldepth %d score %s nodes %" G_GUINT64_FORMAT " nps %" G_GUINT64_FORMAT
             " time %" G_GINT64_FORMAT " pv%s",
             info->depth, info->seldepth, ft_search_score_to_string (info->score, score),
             info->nodes, nps, info->time_ms, pv->str);
}

static gpointer
search_thread (gpointer user_data)
{
  Uci *uci = user_data;
  FtMove move;
  char buf[8];

  if (uci->level == FT_LEVEL_EASY)
    {
      FtEasyRandom random;
      ft_easy_random_init (&random, uci->games * 1000 + uci->search_pos->history_length);
      move = ft_easy_choose_move (uci->search_pos, &random, NULL);
    }
  else
    move = ft_searcher_search (uci->searcher, uci->search_pos, &uci->limits, on_info, uci,
                               &uci->stop, NULL);

  /* In infinite mode the answer waits for `stop`. */
  while (uci->limits.infinite && !g_atomic_int_get (&uci->stop))
    g_usleep (1000);

  if (move == FT_MOVE_NONE)
    uci_print (uci, "bestmove 0000");
  else
    uci_print (uci, "bestmove %s", ft_move_to_string (move, buf));
  return NULL;
}

static void
stop_search (Uci *uci)
{
  if (uci->thread == NULL)
    return;
  g_atomic_int_set (&uci->stop, 1);
  g_thread_join (uci->thread);
  uci->thread = NULL;
}

/* Wait for a finite search that ends by itself (e.g. before `position`). */
static void
reap_search (Uci *uci)
{
  if (uci->thread != NULL && uci->limits.infinite)
    stop_search (uci);
  if (uci->thread != NULL)
    {
      g_thread_join (uci->thread);
      uci->thread = NULL;
    }
}

static void
set_start_position (Uci *uci)
{
  if (uci->rules == FT_RULES_STANDARD)
    ft_position_set_standard_start (uci->pos);
  else
    ft_position_set_fourteen_start (uci->pos);
  uci->pos->promotion_choice = uci->promotion_choice;
}

static void
handle_position (Uci *uci, char **words)
{
  int i = 1;

  if (words[i] != NULL && strcmp (words[i], "startpos") == 0)
    {
      set_start_position (uci);
      i++;
    }
  else if (words[i] != NULL && strcmp (words[i], "fen") == 0)
    {
      g_autoptr (GString) fen = g_string_new (NULL);
      g_autoptr (GError) error = NULL;
      for (i++; words[i] != NULL && strcmp (words[i], "moves") != 0; i++)
        {
          if (fen->len > 0)
            g_string_append_c (fen, ' ');
          g_string_append (fen, words[i]);
        }
      if (!ft_fen_parse (fen->str, uci->rules, uci->pos, &error))
        {
          uci_print (uci, "info string invalid FEN: %s", error->message);
          set_start_position (uci);
          return;
        }
      uci->pos->promotion_choice = uci->promotion_choice;
    }
  else
    {
      uci_print (uci, "info string expected: position startpos|fen FEN [moves …]");
      return;
    }

  if (words[i] != NULL && strcmp (words[i], "moves") == 0)
    for (i++; words[i] != NULL; i++)
      {
        FtMove move = ft_position_parse_move (uci->pos, words[i]);
        if (move == FT_MOVE_NONE)
          {
            uci_print (uci, "info string illegal move %s: ignoring it and the moves after it",
                       words[i]);
            return;
          }
        if (uci->pos->history_length >= FT_MAX_GAME_PLY - FT_SEARCH_MAX_PLY)
          {
            uci_print (uci, "info string game too long: ignoring the moves from %s", words[i]);
            return;
          }
        ft_position_make_move (uci->pos, move);
      }
}

static void
handle_setoption (Uci *uci, const char *line)
{
  /* setoption name NAME [value VALUE]; names may contain spaces. */
  const char *name_start = strstr (line, "name ");
  const char *value_start = strstr (line, " value ");
  g_autofree char *name = NULL;
  g_autofree char *value = NULL;

  if (name_start == NULL)
    {
      uci_print (uci, "info string expected: setoption name NAME [value VALUE]");
      return;
    }
  name_start += 5;
  name = value_start != NULL ? g_strndup (name_start, value_start - name_start) : g_strdup (name_start);
  g_strstrip (name);
  value = g_strstrip (g_strdup (value_start != NULL ? value_start + 7 : ""));

  if (g_ascii_strcasecmp (name, "Hash") == 0)
    {
      gint64 mb = g_ascii_strtoll (value, NULL, 10);
      if (mb < 1 || mb > UCI_MAX_HASH_MB)
        uci_print (uci, "info string Hash must be 1 to %d", UCI_MAX_HASH_MB);
      else
        {
          uci->hash_mb = (gsize) mb;
          ft_searcher_set_hash_size (uci->searcher, uci->hash_mb);
        }
    }
  else if (g_ascii_strcasecmp (name, "Level") == 0)
    {
      int level;
      if (ft_name_parse (FT_TYPE_LEVEL, value, &level))
        uci->level = (FtLevel) level;
      else
        {
          g_autofree char *choices = ft_name_list (FT_TYPE_LEVEL);
          uci_print (uci, "info string Level must be %s", choices);
        }
      ft_searcher_set_level (uci->searcher, uci->level, uci->games);
    }
  else if (g_ascii_strcasecmp (name, "UCI_Variant") == 0)
    {
      int rules;
      /* The option's values are "fourteen" and "chess" (an alias of
       * standard rules, ft-names.h). */
      if (ft_name_parse (FT_TYPE_RULES, value, &rules))
        uci->rules = (FtRules) rules;
      else
        uci_print (uci, "info string UCI_Variant must be fourteen or chess");
      set_start_position (uci);
    }
  else if (g_ascii_strcasecmp (name, "Promotion") == 0)
    {
      int promotion;
      if (ft_name_parse (FT_TYPE_PROMOTION, value, &promotion))
        uci->promotion_choice = promotion == FT_PROMOTION_CHOOSE;
      else
        {
          g_autofree char *choices = ft_name_list (FT_TYPE_PROMOTION);
          uci_print (uci, "info string Promotion must be %s", choices);
        }
      uci->pos->promotion_choice = uci->promotion_choice;
    }
  else
    uci_print (uci, "info string unknown option %s", name);
}

static void
handle_go (Uci *uci, char **words)
{
  FtSearchLimits limits = { 0 };
  gint64 wtime = -1, btime = -1, winc = 0, binc = 0;
  FtColour side = uci->pos->side_to_move;

  limits.remaining_ms = -1;
  for (int i = 1; words[i] != NULL; i++)
    {
      const char *w = words[i];
      const char *arg = words[i + 1];
      gboolean takes_value = TRUE;
      if (strcmp (w, "infinite") == 0)
        {
          limits.infinite = TRUE;
          takes_value = FALSE;
        }
      else if (strcmp (w, "ponder") == 0)
        takes_value = FALSE;
      else if (arg == NULL)
        break;
      else if (strcmp (w, "wtime") == 0)
        wtime = g_ascii_strtoll (arg, NULL, 10);
      else if (strcmp (w, "btime") == 0)
        btime = g_ascii_strtoll (arg, NULL, 10);
      else if (strcmp (w, "winc") == 0)
        winc = g_ascii_strtoll (arg, NULL, 10);
      else if (strcmp (w, "binc") == 0)
        binc = g_ascii_strtoll (arg, NULL, 10);
      else if (strcmp (w, "movetime") == 0)
        limits.movetime_ms = MAX (g_ascii_strtoll (arg, NULL, 10), 1);
      else if (strcmp (w, "depth") == 0)
        limits.depth = (int) CLAMP (g_ascii_strtoll (arg, NULL, 10), 1, FT_SEARCH_MAX_PLY - 4);
      else if (strcmp (w, "nodes") == 0)
        limits.nodes = (guint64) MAX (g_ascii_strtoll (arg, NULL, 10), 1);
      else if (strcmp (w, "movestogo") == 0 || strcmp (w, "mate") == 0)
        ; /* accepted; our time plan does not use it */
      else
        takes_value = FALSE;
      if (takes_value)
        i++;
    }
  if (side == FT_WHITE && wtime >= 0)
    {
      limits.remaining_ms = MAX (wtime, 1);
      limits.increment_ms = winc;
    }
  else if (side == FT_BLACK && btime >= 0)
    {
      limits.remaining_ms = MAX (btime, 1);
      limits.increment_ms = binc;
    }
  /* A bare `go` searches as if infinite until stopped. */
  if (limits.depth == 0 && limits.movetime_ms == 0 && limits.remaining_ms < 0 && limits.nodes == 0)
    limits.infinite = TRUE;

  uci->limits = limits;
  *uci->search_pos = *uci->pos;
  g_atomic_int_set (&uci->stop, 0);
  ft_searcher_set_level (uci->searcher, uci->level, uci->games);
  uci->thread = g_thread_new ("fourteen-uci-search", search_thread, uci);
}

int
ft_cli_uci (int argc, char **argv)
{
  Uci uci = { 0 };
  char line[65536];

  if (argc > 1)
    {
      fprintf (stderr, "fourteen-cli uci: takes no arguments\n");
      return 2;
    }

  g_mutex_init (&uci.output_lock);
  uci.hash_mb = UCI_DEFAULT_HASH_MB;
  uci.searcher = ft_searcher_new (uci.hash_mb);
  uci.level = FT_LEVEL_HARD;
  uci.rules = FT_RULES_FOURTEEN;
  uci.pos = g_new (FtPosition, 1);
  uci.search_pos = g_new (FtPosition, 1);
  set_start_position (&uci);
  ft_searcher_set_level (uci.searcher, uci.level, 0);

  while (fgets (line, sizeof line, stdin) != NULL)
    {
      g_auto (GStrv) words = NULL;
      const char *command;

      words = ft_cli_split_words (line);
      command = words[0];
      if (command == NULL)
        continue;

      if (strcmp (command, "uci") == 0)
        {
          uci_print (&uci, "id name Fourteen %s", PACKAGE_VERSION);
          uci_print (&uci, "id author The Fourteen developers");
          uci_print (&uci, "option name Hash type spin default %d min 1 max %d", UCI_DEFAULT_HASH_MB,
                     UCI_MAX_HASH_MB);
          uci_print (&uci, "option name Level type combo default hard var easy var normal var hard");
          uci_print (&uci, "option name UCI_Variant type combo default fourteen var fourteen var chess");
          uci_print (&uci, "option name Promotion type combo default queen var queen var choose");
          uci_print (&uci, "uciok");
        }
      else if (strcmp (command, "isready") == 0)
        uci_print (&uci, "readyok");
      else if (strcmp (command, "quit") == 0)
        break;
      else if (strcmp (command, "stop") == 0)
        stop_search (&uci);
      else
        {
          /* These wait until a running search is over: changing the
           * position or the searcher under it would race with it. */
          if (uci.thread != NULL
              && (strcmp (command, "go") == 0 || strcmp (command, "position") == 0
                  || strcmp (command, "ucinewgame") == 0 || strcmp (command, "setoption") == 0))
            reap_search (&uci);

          if (strcmp (command, "ucinewgame") == 0)
            {
              ft_searcher_clear (uci.searcher);
              uci.games++;
              set_start_position (&uci);
            }
          else if (strcmp (command, "setoption") == 0)
            handle_setoption (&uci, line);
          else if (strcmp (command, "position") == 0)
            handle_position (&uci, words);
          else if (strcmp (command, "go") == 0)
            handle_go (&uci, words);
          else if (strcmp (command, "d") == 0)
            {
              g_autofree char *fen = ft_fen_write (uci.pos);
              uci_print (&uci, "info string fen %s", fen);
            }
          else if (strcmp (command, "ponderhit") == 0 || strcmp (command, "debug") == 0
                   || strcmp (command, "register") == 0)
            ; /* nothing to do */
          else
            uci_print (&uci, "info string unknown command %s", command);
        }
    }

  stop_search (&uci);
  ft_searcher_free (uci.searcher);
  g_free (uci.pos);
  g_free (uci.search_pos);
  g_mutex_clear (&uci.output_lock);
  return 0;
}
