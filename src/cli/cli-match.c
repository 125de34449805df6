/* cli-match.c — `fourteen-cli match`: engine against engine, headless.
 *
 * Each game runs in a child process (a crash is seen and reported by the
 * parent). In the child the game is an FtGame conducted by an FtSession
 * between two FtComputerPlayers, on a main loop, as in the window; the
 * match adds only its own policies: a ply limit, material adjudication and
 * illegal-move detection. The clock counts the engines' thinking only: its
 * time source is advanced by the wall time of each search, so that neither
 * the main loop nor the match's bookkeeping costs a side time. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cli-common.h"
#include "cli.h"
#include "ft-computer-player.h"
#include "ft-eval.h"
#include "ft-session.h"

typedef struct {
  gint64 movetime_ms; /* > 0: fixed time per move (untimed clock) */
  gint64 clock_ms;    /* > 0: clock mode */
  gint64 increment_ms;
  int max_plies;
  int adjudicate_cp;  /* 0: off */
  int adjudicate_plies;
  int hash_mb;
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
        int v = ft_eval_kind_value (pos, FT_PIECE_KIND (pos->board[pos->piece_list[c][i]]));
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
    case FT_REASON_AGREEMENT: return "agreement";
    case FT_REASON_ABANDONMENT: return "abandonment";
    case FT_REASON_KING_CAPTURED: return "king captured";
    case FT_REASON_PERPETUAL_CHECK: return "perpetual check";
    case FT_REASON_NONE:
    default: return "none";
    }
}

static const char *
level_name (int level)
{
  return ft_name_of (FT_TYPE_LEVEL, level);
}

/* ---- One game, in the child ------------------------------------------------ */

typedef struct {
  const MatchSettings *settings;
  FtSession *session;
  FtGame *game;
  FtClock *clock;
  GMainLoop *loop;
  guint idle_id;

  gint64 fake_now_us;     /* the clock's time: the engines' thinking only */
  gint64 turn_started_us; /* wall time when the running turn began */
  gint64 min_clock[2];
  int ahead_plies;
  int ahead_side;
  int ply;
  GString *moves;

  gboolean finished;
  Outcome outcome;
  char *reason;
} MatchGame;

static gint64
fake_time_source (gpointer user_data)
{
  return ((MatchGame *) user_data)->fake_now_us;
}

static void
finish (MatchGame *g, Outcome outcome, char *reason /* owned */)
{
  if (g->finished)
    {
      g_free (reason);
      return;
    }
  g->finished = TRUE;
  g->outcome = outcome;
  g->reason = reason;
  ft_session_stop (g->session);
  g_main_loop_quit (g->loop);
}

static Outcome
loss_of (FtColour side)
{
  return side == FT_WHITE ? OUTCOME_BLACK_WINS : OUTCOME_WHITE_WINS;
}

static void
turn_started_cb (FtSession *session G_GNUC_UNUSED, int side G_GNUC_UNUSED, gpointer user_data)
{
  MatchGame *g = user_data;
  g->turn_started_us = g_get_monotonic_time ();
}

/* Runs before the session's own handler: charges the search's time to the
 * clock, then lets the move through unless the flag has fallen or the move
 * is illegal. */
static void
move_chosen_cb (FtPlayer *player, const FtGameMove *played, gpointer user_data)
{
  FtMove move = ft_game_move_get_chess (played);
  MatchGame *g = user_data;
  FtColour side = ft_game_get_turn (g->game);
  char buf[8];

  if (g->finished)
    {
      g_signal_stop_emission_by_name (player, "move-chosen");
      return;
    }
  if (g->settings->clock_ms > 0)
    {
      g->fake_now_us += g_get_monotonic_time () - g->turn_started_us;
      g->min_clock[side] = MIN (g->min_clock[side], ft_clock_get_remaining_ms (g->clock, side));
      /* A fallen flag ends the game on time (game-over_cb). */
      if (ft_clock_check_flag (g->clock))
        {
          g_signal_stop_emission_by_name (player, "move-chosen");
          return;
        }
    }
  if ((FtMove) move == FT_MOVE_NONE
      || !ft_position_is_legal (ft_game_get_position (g->game), (FtMove) move))
    {
      g_signal_stop_emission_by_name (player, "move-chosen");
      finish (g, loss_of (side),
              g_strdup_printf ("ILLEGAL MOVE by %s: %s", ft_colour_name (side),
                               move == FT_MOVE_NONE ? "none"
                                                    : ft_move_to_string ((FtMove) move, buf)));
    }
}

/* Between two turns (the session is held): the match's own limits. */
static gboolean
after_move_cb (gpointer user_data)
{
  MatchGame *g = user_data;
  const MatchSettings *settings = g->settings;

  g->idle_id = 0;
  if (g->finished)
    return G_SOURCE_REMOVE;
  if (g->ply >= settings->max_plies)
    finish (g, OUTCOME_DRAW, g_strdup ("ply limit (adjudicated draw)"));
  else if (settings->adjudicate_cp > 0 && g->ahead_plies >= settings->adjudicate_plies)
    finish (g, g->ahead_side > 0 ? OUTCOME_WHITE_WINS : OUTCOME_BLACK_WINS,
            g_strdup_printf ("adjudicated: material ahead by %d+ for %d plies",
                             settings->adjudicate_cp, settings->adjudicate_plies));
  else
    ft_session_release (g->session);
  return G_SOURCE_REMOVE;
}

static void
move_played_cb (FtSession *session, const FtGameMove *played, gpointer user_data)
{
  FtMove move = ft_game_move_get_chess (played);
  MatchGame *g = user_data;
  const MatchSettings *settings = g->settings;
  char buf[8];

  if (g->ply % 2 == 0)
    g_string_append_printf (g->moves, "%s%d.", g->ply > 0 ? " " : "", g->ply / 2 + 1);
  g_string_append_printf (g->moves, " %s", ft_move_to_string ((FtMove) move, buf));
  g->ply++;

  if (settings->adjudicate_cp > 0)
    {
      int balance = material_balance (ft_game_get_position (g->game));
      int sign = balance >= settings->adjudicate_cp ? 1 : balance <= -settings->adjudicate_cp ? -1 : 0;
      if (sign != 0 && sign == g->ahead_side)
        g->ahead_plies++;
      else
        {
          g->ahead_side = sign;
          g->ahead_plies = sign != 0 ? 1 : 0;
        }
    }

  /* The next turn waits for the match's checks. */
  ft_session_hold (session);
  if (g->idle_id == 0)
    g->idle_id = g_idle_add (after_move_cb, g);
}

static void
game_over_cb (FtSession *session G_GNUC_UNUSED, int result, int reason, gpointer user_data)
{
  MatchGame *g = user_data;

  if ((FtResultReason) reason == FT_REASON_TIME)
    {
      FtColour loser = result == FT_RESULT_WHITE_WINS ? FT_BLACK : FT_WHITE;
      finish (g, loss_of (loser),
              g_strdup_printf ("FLAG FALL: %s lost on time", ft_colour_name (loser)));
      return;
    }
  finish (g,
          result == FT_RESULT_WHITE_WINS   ? OUTCOME_WHITE_WINS
          : result == FT_RESULT_BLACK_WINS ? OUTCOME_BLACK_WINS
                                           : OUTCOME_DRAW,
          g_strdup (reason_name ((FtResultReason) reason)));
}

/* Plays one game and writes one line to `out`:
 *   OUTCOME PLIES MINCLOCK_WHITE MINCLOCK_BLACK REASON… | MOVES…
 * (outcome 0 white wins, 1 black wins, 2 draw). */
static void
play_game (const FtPosition *start, const FtLevel levels[2], const guint64 seeds[2],
           const MatchSettings *settings, FILE *out)
{
  MatchGame g = { 0 };
  FtComputerPlayer *players[2];
  FtResultReason why;

  g.settings = settings;
  g.moves = g_string_new (NULL);
  g.loop = g_main_loop_new (NULL, FALSE);
  g.min_clock[0] = g.min_clock[1] = settings->clock_ms;
  if (settings->clock_ms > 0)
    g.clock = ft_clock_new (settings->clock_ms, settings->increment_ms, settings->clock_ms,
                            settings->increment_ms);
  else
    g.clock = ft_clock_new_untimed ();
  ft_clock_set_time_source (g.clock, fake_time_source, &g);
  g.game = ft_game_new_with_clock (start, FT_WHITE, g.clock);

  for (int c = 0; c < 2; c++)
    {
      players[c] = ft_computer_player_new (levels[c], seeds[c]);
      ft_computer_player_set_move_time (players[c], settings->movetime_ms);
      ft_computer_player_set_hash_size (players[c], (gsize) settings->hash_mb);
      /* Before the session connects its own handler. */
      g_signal_connect (players[c], "move-chosen", G_CALLBACK (move_chosen_cb), &g);
    }
  g.session = ft_session_new_with_players (g.game, FT_PLAYER (players[FT_WHITE]),
                                           FT_PLAYER (players[FT_BLACK]));
  g_signal_connect (g.session, "turn-started", G_CALLBACK (turn_started_cb), &g);
  g_signal_connect (g.session, "move-played", G_CALLBACK (move_played_cb), &g);
  g_signal_connect (g.session, "game-over", G_CALLBACK (game_over_cb), &g);

  /* A start position that is already decided. */
  if (ft_position_result (start, &why) != FT_RESULT_NONE)
    game_over_cb (g.session, ft_game_get_result (g.game, &why), why, &g);
  else if (g.ply >= settings->max_plies)
    finish (&g, OUTCOME_DRAW, g_strdup ("ply limit (adjudicated draw)"));
  else
    {
      ft_session_start (g.session);
      if (!g.finished)
        g_main_loop_run (g.loop);
    }

  fprintf (out, "%d %d %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %s|%s\n", (int) g.outcome, g.ply,
           g.min_clock[0], g.min_clock[1], g.reason, g.moves->str);
  fflush (out);

  g_clear_handle_id (&g.idle_id, g_source_remove);
  g_object_unref (g.session);
  for (int c = 0; c < 2; c++)
    {
      g_signal_handlers_disconnect_by_data (players[c], &g);
      g_object_unref (players[c]);
    }
  g_object_unref (g.game);
  g_object_unref (g.clock);
  g_main_loop_unref (g.loop);
  g_string_free (g.moves, TRUE);
  g_free (g.reason);
}

/* ---- The match, in the parent ---------------------------------------------- */

/* What the match adds up, by the first engine's (--white's) side. */
typedef struct
{
  int wins, draws, losses, crashes, illegal, flags;
  gint64 min_clock_of[2]; /* by engine (0 = --white) */
} MatchTally;

/* Game `game` played in a child process (a crash ends only that game):
 * its one-line report in line, FALSE if none came. */
static gboolean
run_game_in_child (const FtPosition *start, const int levels[2], int white_engine, gint64 seed,
                   int game, const MatchSettings *settings, char *line, gsize size, int *status)
{
  int pipe_fds[2];
  pid_t child;
  gboolean got_line;
  FILE *from_child;

  *status = 0;
  if (pipe (pipe_fds) != 0)
    {
      perror ("fourteen-cli match: pipe");
      return FALSE;
    }
  fflush (stdout);
  fflush (stderr);
  child = fork ();
  if (child < 0)
    {
      perror ("fourteen-cli match: fork");
      close (pipe_fds[0]);
      close (pipe_fds[1]);
      return FALSE;
    }
  if (child == 0)
    {
      FtLevel game_levels[2];
      guint64 seeds[2];
      FILE *to_parent;

      close (pipe_fds[0]);
      to_parent = fdopen (pipe_fds[1], "w");
      for (int c = 0; c < 2; c++)
        {
          int e = c == FT_WHITE ? white_engine : 1 - white_engine;

          game_levels[c] = (FtLevel) levels[e];
          seeds[c] = (guint64) seed + game * 2 + c;
        }
      play_game (start, game_levels, seeds, settings, to_parent);
      fclose (to_parent);
      _exit (0);
    }
  close (pipe_fds[1]);
  from_child = fdopen (pipe_fds[0], "r");
  got_line = fgets (line, (int) size, from_child) != NULL;
  fclose (from_child);
  waitpid (child, status, 0);
  return got_line;
}

/* One game's report ("OUTCOME PLIES MINCLOCK MINCLOCK REASON|MOVES") into
 * the tally, printed and written to record; FALSE if it is garbled. */
static gboolean
tally_game (char *line, int game, const int levels[2], int white_engine,
            const MatchSettings *settings, FILE *record, MatchTally *tally)
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
    return FALSE;
  *bar = '\0';
  text_reason = line + consumed;
  result_text = outcome == OUTCOME_WHITE_WINS ? "1-0" : outcome == OUTCOME_BLACK_WINS ? "0-1" : "1/2-1/2";
  if (outcome == OUTCOME_DRAW)
    first_engine_points = 1;
  else
    first_engine_points = (outcome == OUTCOME_WHITE_WINS) == (white_engine == 0) ? 2 : 0;
  if (first_engine_points == 2)
    tally->wins++;
  else if (first_engine_points == 1)
    tally->draws++;
  else
    tally->losses++;
  if (g_str_has_prefix (text_reason, "ILLEGAL"))
    tally->illegal++;
  if (g_str_has_prefix (text_reason, "FLAG"))
    tally->flags++;
  if (settings->clock_ms > 0)
    {
      tally->min_clock_of[white_engine] = MIN (tally->min_clock_of[white_engine], mc[0]);
      tally->min_clock_of[1 - white_engine] = MIN (tally->min_clock_of[1 - white_engine], mc[1]);
    }
  printf ("%s %s, %d plies", result_text, text_reason, plies);
  if (settings->clock_ms > 0)
    printf (", min clock white %.1f s, black %.1f s", mc[0] / 1000.0, mc[1] / 1000.0);
  printf ("\n");
  if (record != NULL)
    {
      fprintf (record, "# Game %d: %s (white) vs %s (black): %s %s\n%s\n\n", game + 1,
               level_name (levels[white_engine]), level_name (levels[1 - white_engine]),
               result_text, text_reason, bar + 1);
      fflush (record);
    }
  return TRUE;
}

/* The games, one after the other; what they add up to in tally. */
static void
play_match (const FtPosition *start, const int levels[2], int games, gboolean alternate, gint64 seed,
            const MatchSettings *settings, FILE *record, MatchTally *tally)
{
  for (int game = 0; game < games; game++)
    {
      /* engine index playing White this game */
      int white_engine = alternate && game % 2 == 1 ? 1 : 0;
      char line[65536];
      int status = 0;
      gboolean got_line = run_game_in_child (start, levels, white_engine, seed, game, settings,
                                             line, sizeof line, &status);

      printf ("game %d: %s (white) vs %s (black): ", game + 1, level_name (levels[white_engine]),
              level_name (levels[1 - white_engine]));
      if (!got_line || !WIFEXITED (status) || WEXITSTATUS (status) != 0)
        {
          tally->crashes++;
          printf ("CRASH (%s %d)\n", WIFSIGNALED (status) ? "signal" : "exit status",
                  WIFSIGNALED (status) ? WTERMSIG (status) : WEXITSTATUS (status));
          if (record != NULL)
            fprintf (record, "# Game %d: %s (white) vs %s (black): crash\n\n", game + 1,
                     level_name (levels[white_engine]), level_name (levels[1 - white_engine]));
          continue;
        }
      if (!tally_game (line, game, levels, white_engine, settings, record, tally))
        {
          tally->crashes++;
          printf ("CRASH (garbled report)\n");
          continue;
        }
      fflush (stdout);
    }
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
    { "fen", 0, 0, G_OPTION_ARG_FILENAME, &fen, "Start position", "FEN" },
    { "config", 0, 0, G_OPTION_ARG_FILENAME, &config_path, "Start position of this config", "FILE" },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_name, "fourteen (default) or standard", "R" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Base random seed (game i uses seed+i)", "N" },
    { "alternate", 0, 0, G_OPTION_ARG_NONE, &alternate, "Swap colours every game", NULL },
    { "out", 0, 0, G_OPTION_ARG_FILENAME, &out_path, "Append the games' move lists to FILE", "FILE" },
    { "hash", 0, 0, G_OPTION_ARG_INT, &hash_mb, "Transposition table of each engine (default 32)", "MB" },
    { "max-plies", 0, 0, G_OPTION_ARG_INT, &max_plies, "Adjudicate a draw after N plies (default 400)", "N" },
    { "adjudicate", 0, 0, G_OPTION_ARG_INT, &adjudicate_cp,
      "Adjudicate a win when material differs by CP or more…", "CP" },
    { "adjudicate-plies", 0, 0, G_OPTION_ARG_INT, &adjudicate_plies, "…for N plies in a row (default 12)", "N" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("- engine against engine, headless");
  g_autofree FtPosition *start = g_new (FtPosition, 1);
  MatchSettings settings = { 0 };
  MatchTally tally = { .min_clock_of = { G_MAXINT64, G_MAXINT64 } };
  int levels[2];
  FILE *record = NULL;
  int played;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc > 1 || white_text == NULL
      || black_text == NULL || games < 1 || hash_mb < 1 || max_plies < 1
      || adjudicate_cp < 0 || adjudicate_plies < 1
      || (clock_text != NULL && movetime > 0)
      || (clock_text != NULL
          && !ft_cli_parse_clock (clock_text, &settings.clock_ms, &settings.increment_ms)))
    {
      fprintf (stderr, "fourteen-cli match: %s\n",
               error != NULL ? error->message : "bad arguments (see --help)");
      return 2;
    }
  if (!ft_cli_parse_name ("fourteen-cli match", FT_TYPE_LEVEL, "level", white_text, &levels[0])
      || !ft_cli_parse_name ("fourteen-cli match", FT_TYPE_LEVEL, "level", black_text, &levels[1])
      || !ft_cli_load_position (fen, config_path, rules_name, start))
    return 2;
  settings.movetime_ms = clock_text == NULL ? (movetime > 0 ? movetime : 500) : 0;
  settings.max_plies = MIN (max_plies, FT_MAX_GAME_PLY - 1 - (int) start->history_length);
  settings.adjudicate_cp = adjudicate_cp;
  settings.adjudicate_plies = adjudicate_plies;
  settings.hash_mb = hash_mb;
  if (out_path != NULL)
    {
      record = fopen (out_path, "a");
      if (record == NULL)
        {
          fprintf (stderr, "fourteen-cli match: cannot write %s: %s\n", out_path, g_strerror (errno));
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

  play_match (start, levels, games, alternate, seed, &settings, record, &tally);

  if (record != NULL)
    fclose (record);
  if (settings.clock_ms > 0)
    printf ("min clock left: %s %.1f s, %s %.1f s\n", level_name (levels[0]),
            tally.min_clock_of[0] / 1000.0, level_name (levels[1]), tally.min_clock_of[1] / 1000.0);
  printf ("problems: %d crashes, %d illegal moves, %d flag falls\n", tally.crashes, tally.illegal,
          tally.flags);
  played = tally.wins + tally.draws + tally.losses;
  printf ("score %d-%d-%d (%.1f%%)\n", tally.wins, tally.draws, tally.losses,
          played > 0 ? 100.0 * (tally.wins + 0.5 * tally.draws) / played : 0.0);
  return tally.crashes > 0 || tally.illegal > 0 ? 1 : 0;
}
