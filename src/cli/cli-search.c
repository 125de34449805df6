/* cli-search.c — `fourteen-cli bestmove`, `fourteen-cli match` and the
 * search part of `fourteen-cli bench`. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli.h"
#include "ft-config.h"
#include "ft-easy.h"
#include "ft-eval.h"
#include "ft-fen.h"
#include "ft-search.h"

/* ---- Shared helpers ----------------------------------------------------- */

static gboolean
parse_level (const char *text, FtLevel *level)
{
  if (g_strcmp0 (text, "easy") == 0)
    *level = FT_LEVEL_EASY;
  else if (g_strcmp0 (text, "normal") == 0)
    *level = FT_LEVEL_NORMAL;
  else if (g_strcmp0 (text, "hard") == 0)
    *level = FT_LEVEL_HARD;
  else
    return FALSE;
  return TRUE;
}

static const char *
level_name (FtLevel level)
{
  return level == FT_LEVEL_EASY ? "easy" : level == FT_LEVEL_NORMAL ? "normal" : "hard";
}

/* The position from --fen, --config or the default 14×14 layout. Prints the
 * problem and returns FALSE on bad input. */
static gboolean
load_position (const char *fen, const char *config_path, const char *rules_name, FtPosition *pos)
{
  FtRules rules = FT_RULES_FOURTEEN;

  if (rules_name != NULL)
    {
      if (strcmp (rules_name, "fourteen") == 0)
        rules = FT_RULES_FOURTEEN;
      else if (strcmp (rules_name, "standard") == 0 || strcmp (rules_name, "chess") == 0)
        rules = FT_RULES_STANDARD;
      else
        {
          fprintf (stderr, "fourteen-cli: unknown rules '%s' (expected fourteen or standard)\n",
                   rules_name);
          return FALSE;
        }
    }

  if (fen != NULL && config_path != NULL)
    {
      fprintf (stderr, "fourteen-cli: give either --fen or --config, not both\n");
      return FALSE;
    }
  if (fen != NULL)
    {
      g_autoptr (GError) error = NULL;
      if (!ft_fen_parse (fen, rules, pos, &error))
        {
          fprintf (stderr, "fourteen-cli: invalid FEN: %s\n", error->message);
          return FALSE;
        }
      return TRUE;
    }
  if (config_path != NULL)
    {
      g_autoptr (GPtrArray) problems = ft_problem_list_new ();
      g_autoptr (FtConfig) config = ft_config_load (config_path, problems);
      gboolean ok = config != NULL && ft_config_load_position (config, pos, problems);
      for (guint i = 0; i < problems->len; i++)
        {
          g_autofree char *text = ft_problem_to_string (problems->pdata[i]);
          fprintf (stderr, "%s\n", text);
        }
      return ok;
    }
  if (rules == FT_RULES_STANDARD)
    ft_position_set_standard_start (pos);
  else
    ft_position_set_fourteen_start (pos);
  return TRUE;
}

static void
format_pv (const FtSearchInfo *info, GString *out)
{
  for (guint i = 0; i < info->pv_length; i++)
    {
      char buf[8];
      g_string_append_c (out, ' ');
      g_string_append (out, ft_move_to_string (info->pv[i], buf));
    }
}

static void
print_info (const FtSearchInfo *info, gpointer user_data G_GNUC_UNUSED)
{
  g_autoptr (GString) pv = g_string_new (NULL);
  char score[16];
  guint64 nps = info->time_ms > 0 ? info->nodes * 1000 / (guint64) info->time_ms : info->nodes;

  format_pv (info, pv);
  printf ("info depth %d seldepth %d score %s nodes %" G_GUINT64_FORMAT " nps %" G_GUINT64_FORMAT
          " time %" G_GINT64_FORMAT " pv%s\n",
          info->depth, info->seldepth, ft_search_score_to_string (info->score, score), info->nodes,
          nps, info->time_ms, pv->str);
  fflush (stdout);
}

static const char *
easy_rule_name (FtEasyRule rule)
{
  switch (rule)
    {
    case FT_EASY_RULE_CHECKMATE: return "checkmate";
    case FT_EASY_RULE_WINNING_CAPTURE: return "winning capture";
    case FT_EASY_RULE_SAVE_PIECE: return "save a threatened piece";
    case FT_EASY_RULE_ATTACK_KING: return "attack the king";
    case FT_EASY_RULE_RANDOM_SAFE: return "random safe move";
    case FT_EASY_RULE_RANDOM: return "random move";
    case FT_EASY_RULE_NONE:
    default: return "none";
    }
}

/* ---- bestmove ----------------------------------------------------------- */

int
ft_cli_bestmove (int argc, char **argv)
{
  g_autofree char *fen = NULL;
  g_autofree char *config_path = NULL;
  g_autofree char *rules_name = NULL;
  g_autofree char *level_text = NULL;
  gint64 movetime = 0;
  int depth = 0;
  int hash_mb = 64;
  gint64 seed = 1;
  g_autoptr (GError) error = NULL;
  GOptionEntry entries[] = {
    { "fen", 0, 0, G_OPTION_ARG_STRING, &fen, "Position to search", "FEN" },
    { "config", 0, 0, G_OPTION_ARG_FILENAME, &config_path, "Start position of this config", "FILE" },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_name, "fourteen (default) or standard", "R" },
    { "level", 0, 0, G_OPTION_ARG_STRING, &level_text, "easy, normal or hard (default)", "L" },
    { "movetime", 0, 0, G_OPTION_ARG_INT64, &movetime, "Think this long (default 1000)", "MS" },
    { "depth", 0, 0, G_OPTION_ARG_INT, &depth, "Search to this depth", "N" },
    { "hash", 0, 0, G_OPTION_ARG_INT, &hash_mb, "Transposition table size (default 64)", "MB" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Random seed (easy, normal)", "N" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("- print the computer's move");
  FtPosition *pos = g_new (FtPosition, 1);
  FtLevel level = FT_LEVEL_HARD;
  FtMove move;
  char buf[8];
  int status = 0;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc > 1
      || (level_text != NULL && !parse_level (level_text, &level)) || hash_mb < 1 || depth < 0
      || movetime < 0)
    {
      fprintf (stderr, "fourteen-cli bestmove: %s\n",
               error != NULL ? error->message : "bad arguments (see --help)");
      g_free (pos);
      return 2;
    }
  if (!load_position (fen, config_path, rules_name, pos))
    {
      g_free (pos);
      return 2;
    }

  if (level == FT_LEVEL_EASY)
    {
      FtEasyRandom random;
      FtEasyRule rule;
      ft_easy_random_init (&random, (guint64) seed);
      move = ft_easy_choose_move (pos, &random, &rule);
      printf ("info string easy rule: %s\n", easy_rule_name (rule));
    }
  else
    {
      FtSearcher *searcher = ft_searcher_new ((gsize) hash_mb);
      FtSearchLimits limits = { 0 };
      limits.remaining_ms = -1;
      limits.depth = depth;
      limits.movetime_ms = movetime > 0 ? movetime : depth > 0 ? 0 : 1000;
      ft_searcher_set_level (searcher, level, (guint64) seed);
      move = ft_searcher_search (searcher, pos, &limits, print_info, NULL, NULL, NULL);
      ft_searcher_free (searcher);
    }

  if (move == FT_MOVE_NONE)
    {
      printf ("bestmove (none)\n");
      status = 1;
    }
  else
    printf ("bestmove %s\n", ft_move_to_string (move, buf));
  g_free (pos);
  return status;
}

/* ---- match -------------------------------------------------------------- */

typedef struct {
  FtLevel level;
  FtSearcher *searcher;
  FtEasyRandom random;
} MatchEngine;

typedef struct {
  gint64 movetime_ms; /* > 0: fixed time per move */
  gint64 clock_ms;    /* > 0: clock mode */
  gint64 increment_ms;
  int max_plies;
  int adjudicate_cp;  /* 0: off */
  int adjudicate_plies;
} MatchSettings;

/* How a game played in a child process ended, as the child reports it. */
typedef enum {
  OUTCOME_WHITE_WINS,
  OUTCOME_BLACK_WINS,
  OUTCOME_DRAW,
} Outcome;

static int
material_balance (const FtPosition *pos)
{
  int balance = 0;
  for (int c = 0; c < 2; c++)
    for (int i = 0; i < pos->piece_count[c]; i++)
      {
        int v = ft_eval_piece_value[FT_PIECE_KIND (pos->board[pos->piece_list[c][i]])];
        balance += c == FT_WHITE ? v : -v;
      }
  return balance;
}

static const char *
reason_name (FtResultReason reason)
{
  switch (reason)
    {
    case FT_REASON_CHECKMATE: return "checkmate";
    case FT_REASON_STALEMATE: return "stalemate";
    case FT_REASON_REPETITION: return "repetition";
    case FT_REASON_FIFTY_MOVES: return "fifty-move rule";
    case FT_REASON_INSUFFICIENT_MATERIAL: return "insufficient material";
    case FT_REASON_TIME: return "time";
    case FT_REASON_RESIGNATION: return "resignation";
    case FT_REASON_NONE:
    default: return "none";
    }
}

/* Plays one game and writes one line to `out`:
 *   OUTCOME PLIES MINCLOCK_WHITE MINCLOCK_BLACK REASON… | MOVES…
 * (outcome 0 white wins, 1 black wins, 2 draw). Runs in a child process so
 * that a crash is seen and reported by the parent. */
static void
play_game (const FtPosition *start, MatchEngine engines[2], const MatchSettings *settings,
           FILE *out)
{
  FtPosition *pos = g_new (FtPosition, 1);
  g_autoptr (GString) moves = g_string_new (NULL);
  gint64 clock[2] = { settings->clock_ms, settings->clock_ms };
  gint64 min_clock[2] = { settings->clock_ms, settings->clock_ms };
  int ahead_plies = 0;
  int ahead_side = 0;
  Outcome outcome = OUTCOME_DRAW;
  g_autofree char *reason = NULL;
  int ply = 0;

  *pos = *start;
  for (;;)
    {
      FtResultReason why;
      FtResult result = ft_position_result (pos, &why);
      FtColour side = pos->side_to_move;
      MatchEngine *engine = &engines[side];
      FtMove move;
      gint64 started, spent;
      char buf[8];

      if (result != FT_RESULT_NONE)
        {
          outcome = result == FT_RESULT_WHITE_WINS   ? OUTCOME_WHITE_WINS
                    : result == FT_RESULT_BLACK_WINS ? OUTCOME_BLACK_WINS
                                                     : OUTCOME_DRAW;
          reason = g_strdup (reason_name (why));
          break;
        }
      if (ply >= settings->max_plies)
        {
          reason = g_strdup ("ply limit (adjudicated draw)");
          break;
        }
      if (settings->adjudicate_cp > 0 && ahead_plies >= settings->adjudicate_plies)
        {
          outcome = ahead_side > 0 ? OUTCOME_WHITE_WINS : OUTCOME_BLACK_WINS;
          reason = g_strdup_printf ("adjudicated: material ahead by %d+ for %d plies",
                                    settings->adjudicate_cp, settings->adjudicate_plies);
          break;
        }

      started = g_get_monotonic_time ();
      if (engine->level == FT_LEVEL_EASY)
        move = ft_easy_choose_move (pos, &engine->random, NULL);
      else
        {
          FtSearchLimits limits = { 0 };
          limits.remaining_ms = -1;
          if (settings->clock_ms > 0)
            {
              limits.remaining_ms = clock[side];
              limits.increment_ms = settings->increment_ms;
            }
          else
            limits.movetime_ms = settings->movetime_ms;
          move = ft_searcher_search (engine->searcher, pos, &limits, NULL, NULL, NULL, NULL);
        }
      spent = (g_get_monotonic_time () - started) / 1000;

      if (settings->clock_ms > 0)
        {
          clock[side] -= spent;
          if (clock[side] < min_clock[side])
            min_clock[side] = clock[side];
          if (clock[side] < 0)
            {
              outcome = side == FT_WHITE ? OUTCOME_BLACK_WINS : OUTCOME_WHITE_WINS;
              reason = g_strdup_printf ("FLAG FALL: %s lost on time", ft_colour_name (side));
              break;
            }
          clock[side] += settings->increment_ms;
        }
      if (move == FT_MOVE_NONE || !ft_position_is_legal (pos, move))
        {
          outcome = side == FT_WHITE ? OUTCOME_BLACK_WINS : OUTCOME_WHITE_WINS;
          reason = g_strdup_printf ("ILLEGAL MOVE by %s: %s", ft_colour_name (side),
                                    move == FT_MOVE_NONE ? "none" : ft_move_to_string (move, buf));
          break;
        }

      if (ply % 2 == 0)
        g_string_append_printf (moves, "%s%d.", ply > 0 ? " " : "", ply / 2 + 1);
      g_string_append_printf (moves, " %s", ft_move_to_string (move, buf));
      ft_position_make_move (pos, move);
      ply++;

      if (settings->adjudicate_cp > 0)
        {
          int balance = material_balance (pos);
          int sign = balance >= settings->adjudicate_cp ? 1 : balance <= -settings->adjudicate_cp ? -1 : 0;
          if (sign != 0 && sign == ahead_side)
            ahead_plies++;
          else
            {
              ahead_side = sign;
              ahead_plies = sign != 0 ? 1 : 0;
            }
        }
    }

  fprintf (out, "%d %d %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %s|%s\n", (int) outcome, ply,
           min_clock[0], min_clock[1], reason, moves->str);
  fflush (out);
  g_free (pos);
}

static gboolean
parse_clock (const char *text, gint64 *seconds_ms, gint64 *increment_ms)
{
  char *end;
  double s = g_ascii_strtod (text, &end);
  double inc = 0;

  if (end == text || s <= 0)
    return FALSE;
  if (*end == '+')
    {
      const char *p = end + 1;
      inc = g_ascii_strtod (p, &end);
      if (end == p || inc < 0)
        return FALSE;
    }
  if (*end != '\0')
    return FALSE;
  *seconds_ms = (gint64) (s * 1000);
  *increment_ms = (gint64) (inc * 1000);
  return TRUE;
}

int
ft_cli_match (int argc, char **argv)
{
  g_autofree char *white_text = NULL;
  g_autofree char *black_text = NULL;
  g_autofree char *fen = NULL;
  g_autofree char *config_path = NULL;
  g_autofree char *rules_name = NULL;
  g_autofree char *clock_text = NULL;
  g_autofree char *out_path = NULL;
  int games = 2;
  gint64 movetime = 0;
  gint64 seed = 1;
  gboolean alternate = FALSE;
  int hash_mb = 32;
  int max_plies = 400;
  int adjudicate_cp = 0;
  int adjudicate_plies = 12;
  g_autoptr (GError) error = NULL;
  GOptionEntry entries[] = {
    { "white", 0, 0, G_OPTION_ARG_STRING, &white_text, "Level of the first engine (White in game 1)", "L" },
    { "black", 0, 0, G_OPTION_ARG_STRING, &black_text, "Level of the second engine", "L" },
    { "games", 0, 0, G_OPTION_ARG_INT, &games, "Number of games (default 2)", "N" },
    { "movetime", 0, 0, G_OPTION_ARG_INT64, &movetime, "Time per move", "MS" },
    { "clock", 0, 0, G_OPTION_ARG_STRING, &clock_text, "Clock per side: seconds + increment", "S+I" },
    { "fen", 0, 0, G_OPTION_ARG_STRING, &fen, "Start position", "FEN" },
    { "config", 0, 0, G_OPTION_ARG_FILENAME, &config_path, "Start position of this config", "FILE" },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_name, "fourteen (default) or standard", "R" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Base random seed (game i uses seed+i)", "N" },
    { "alternate", 0, 0, G_OPTION_ARG_NONE, &alternate, "Swap colours every game", NULL },
    { "out", 0, 0, G_OPTION_ARG_FILENAME, &out_path, "Append the games' move lists to FILE", "FILE" },
    { "hash", 0, 0, G_OPTION_ARG_INT, &hash_mb, "Hash per engine (default 32)", "MB" },
    { "max-plies", 0, 0, G_OPTION_ARG_INT, &max_plies, "Adjudicate a draw after N plies (default 400)", "N" },
    { "adjudicate", 0, 0, G_OPTION_ARG_INT, &adjudicate_cp,
      "Adjudicate a win when material differs by CP or more…", "CP" },
    { "adjudicate-plies", 0, 0, G_OPTION_ARG_INT, &adjudicate_plies, "…for N plies in a row (default 12)", "N" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("- engine against engine, headless");
  FtPosition *start = g_new (FtPosition, 1);
  MatchSettings settings = { 0 };
  FtLevel levels[2];
  FILE *record = NULL;
  int wins = 0, draws = 0, losses = 0, crashes = 0, illegal = 0, flags = 0;
  gint64 min_clock_of[2] = { G_MAXINT64, G_MAXINT64 }; /* by engine (0 = --white) */

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc > 1 || white_text == NULL
      || black_text == NULL || !parse_level (white_text, &levels[0])
      || !parse_level (black_text, &levels[1]) || games < 1 || hash_mb < 1 || max_plies < 1
      || adjudicate_cp < 0 || adjudicate_plies < 1
      || (clock_text != NULL && movetime > 0)
      || (clock_text != NULL
          && !parse_clock (clock_text, &settings.clock_ms, &settings.increment_ms)))
    {
      fprintf (stderr, "fourteen-cli match: %s\n",
               error != NULL ? error->message : "bad arguments (see --help)");
      g_free (start);
      return 2;
    }
  if (!load_position (fen, config_path, rules_name, start))
    {
      g_free (start);
      return 2;
    }
  settings.movetime_ms = clock_text == NULL ? (movetime > 0 ? movetime : 500) : 0;
  settings.max_plies = MIN (max_plies, FT_MAX_GAME_PLY - 1 - (int) start->history_length);
  settings.adjudicate_cp = adjudicate_cp;
  settings.adjudicate_plies = adjudicate_plies;
  if (out_path != NULL)
    {
      record = fopen (out_path, "a");
      if (record == NULL)
        {
          fprintf (stderr, "fourteen-cli match: cannot write %s: %s\n", out_path, g_strerror (errno));
          g_free (start);
          return 2;
        }
    }

  printf ("match: %s vs %s, %d games, %s%s%s\n", level_name (levels[0]), level_name (levels[1]),
          games, clock_text != NULL ? "clock " : "", clock_text != NULL ? clock_text : "",
          clock_text != NULL ? "" : "fixed time per move");
  if (clock_text == NULL)
    printf ("match: %" G_GINT64_FORMAT " ms per move\n", settings.movetime_ms);
  if (adjudicate_cp > 0)
    printf ("match: adjudication: a side %d cp of material ahead for %d plies wins\n",
            adjudicate_cp, adjudicate_plies);
  fflush (stdout);

  for (int game = 0; game < games; game++)
    {
      /* engine index playing White this game */
      int white_engine = alternate && game % 2 == 1 ? 1 : 0;
      int pipe_fds[2];
      pid_t child;
      char line[65536];
      gboolean got_line = FALSE;
      int status = 0;

      if (pipe (pipe_fds) != 0)
        {
          perror ("fourteen-cli match: pipe");
          break;
        }
      fflush (stdout);
      fflush (stderr);
      child = fork ();
      if (child < 0)
        {
          perror ("fourteen-cli match: fork");
          break;
        }
      if (child == 0)
        {
          MatchEngine engines[2];
          FILE *to_parent;
          close (pipe_fds[0]);
          to_parent = fdopen (pipe_fds[1], "w");
          for (int c = 0; c < 2; c++)
            {
              int e = c == FT_WHITE ? white_engine : 1 - white_engine;
              engines[c].level = levels[e];
              engines[c].searcher = levels[e] == FT_LEVEL_EASY ? NULL : ft_searcher_new ((gsize) hash_mb);
              if (engines[c].searcher != NULL)
                ft_searcher_set_level (engines[c].searcher, levels[e], (guint64) seed + game * 2 + c);
              ft_easy_random_init (&engines[c].random, (guint64) seed + game * 2 + c);
            }
          play_game (start, engines, &settings, to_parent);
          fclose (to_parent);
          for (int c = 0; c < 2; c++)
            ft_searcher_free (engines[c].searcher);
          _exit (0);
        }
      close (pipe_fds[1]);
      {
        FILE *from_child = fdopen (pipe_fds[0], "r");
        got_line = fgets (line, sizeof line, from_child) != NULL;
        fclose (from_child);
      }
      waitpid (child, &status, 0);

      printf ("game %d: %s (white) vs %s (black): ", game + 1, level_name (levels[white_engine]),
              level_name (levels[1 - white_engine]));
      if (!got_line || !WIFEXITED (status) || WEXITSTATUS (status) != 0)
        {
          crashes++;
          printf ("CRASH (%s %d)\n", WIFSIGNALED (status) ? "signal" : "exit status",
                  WIFSIGNALED (status) ? WTERMSIG (status) : WEXITSTATUS (status));
          if (record != NULL)
            fprintf (record, "# Game %d: %s (white) vs %s (black): crash\n\n", game + 1,
                     level_name (levels[white_engine]), level_name (levels[1 - white_engine]));
          continue;
        }
      {
        int outcome = 0, plies = 0;
        gint64 mc[2] = { 0, 0 };
        int consumed = 0;
        char *bar = strchr (line, '|');
        char *text_reason;
        const char *result_text;
        int first_engine_points; /* 2 win, 1 draw, 0 loss */

        g_strchomp (line);
        if (bar == NULL
            || sscanf (line, "%d %d %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %n", &outcome, &plies,
                       &mc[0], &mc[1], &consumed) < 4)
          {
            crashes++;
            printf ("CRASH (garbled report)\n");
            continue;
          }
        *bar = '\0';
        text_reason = line + consumed;
        result_text = outcome == OUTCOME_WHITE_WINS ? "1-0" : outcome == OUTCOME_BLACK_WINS ? "0-1" : "1/2-1/2";
        if (outcome == OUTCOME_DRAW)
          first_engine_points = 1;
        else
          first_engine_points = (outcome == OUTCOME_WHITE_WINS) == (white_engine == 0) ? 2 : 0;
        if (first_engine_points == 2)
          wins++;
        else if (first_engine_points == 1)
          draws++;
        else
          losses++;
        if (g_str_has_prefix (text_reason, "ILLEGAL"))
          illegal++;
        if (g_str_has_prefix (text_reason, "FLAG"))
          flags++;
        if (settings.clock_ms > 0)
          {
            min_clock_of[white_engine] = MIN (min_clock_of[white_engine], mc[0]);
            min_clock_of[1 - white_engine] = MIN (min_clock_of[1 - white_engine], mc[1]);
          }
        printf ("%s %s, %d plies", result_text, text_reason, plies);
        if (settings.clock_ms > 0)
          printf (", min clock white %.1f s, black %.1f s", mc[0] / 1000.0, mc[1] / 1000.0);
        printf ("\n");
        if (record != NULL)
          {
            fprintf (record, "# Game %d: %s (white) vs %s (black): %s %s\n%s\n\n", game + 1,
                     level_name (levels[white_engine]), level_name (levels[1 - white_engine]),
                     result_text, text_reason, bar + 1);
            fflush (record);
          }
      }
      fflush (stdout);
    }

  if (record != NULL)
    fclose (record);
  if (settings.clock_ms > 0)
    printf ("min clock left: %s %.1f s, %s %.1f s\n", level_name (levels[0]),
            min_clock_of[0] / 1000.0, level_name (levels[1]), min_clock_of[1] / 1000.0);
  printf ("problems: %d crashes, %d illegal moves, %d flag falls\n", crashes, illegal, flags);
  {
    int played = wins + draws + losses;
    double percent = played > 0 ? 100.0 * (wins + 0.5 * draws) / played : 0.0;
    printf ("score %d-%d-%d (%.1f%%)\n", wins, draws, losses, percent);
  }
  g_free (start);
  return crashes > 0 || illegal > 0 ? 1 : 0;
}

/* ---- bench -------------------------------------------------------------- */

guint64
ft_cli_bench_search (void)
{
  FtSearcher *searcher = ft_searcher_new (64);
  FtPosition *pos = g_new (FtPosition, 1);
  guint64 total_nodes = 0;
  gint64 total_us = 0;
  const gboolean under_valgrind = g_getenv ("FT_UNDER_VALGRIND") != NULL;

  for (int which = 0; which < 3; which++)
    {
      FtSearchLimits limits = { 0 };
      FtSearchInfo info;
      const char *name;
      gint64 started;
      gint64 us;
      char buf[8];

      limits.remaining_ms = -1;
      if (which == 0)
        {
          name = "14x14 start";
          ft_position_set_fourteen_start (pos);
          limits.depth = 9;
        }
      else if (which == 1)
        {
          /* A 14×14 middlegame: 30 plies of the easy rules from the start,
           * always the same with the same seed. */
          FtEasyRandom random;
          name = "14x14 middlegame";
          ft_position_set_fourteen_start (pos);
          ft_easy_random_init (&random, 2026);
          for (int i = 0; i < 30; i++)
            {
              FtMove m = ft_easy_choose_move (pos, &random, NULL);
              if (m == FT_MOVE_NONE)
                break;
              ft_position_make_move (pos, m);
            }
          limits.depth = 9;
        }
      else
        {
          name = "8x8 standard start";
          ft_position_set_standard_start (pos);
          limits.depth = 11;
        }
      if (under_valgrind)
        limits.depth = 2;

      ft_searcher_clear (searcher);
      ft_searcher_set_level (searcher, FT_LEVEL_HARD, 0);
      started = g_get_monotonic_time ();
      ft_searcher_search (searcher, pos, &limits, NULL, NULL, NULL, &info);
      us = MAX (g_get_monotonic_time () - started, 1);
      total_nodes += info.nodes;
      total_us += us;
      printf ("search %-20s depth %2d  nodes %10" G_GUINT64_FORMAT "  %8.3f s  %9.0f nodes/s  best %s\n",
              name, info.depth, info.nodes, us / 1e6, info.nodes * 1e6 / us,
              ft_move_to_string (info.best_move, buf));
    }
  printf ("search total: %" G_GUINT64_FORMAT " nodes, %.3f s, %.0f nodes/s\n", total_nodes,
          total_us / 1e6, total_nodes * 1e6 / MAX (total_us, 1));
  ft_searcher_free (searcher);
  g_free (pos);
  return total_nodes;
}
