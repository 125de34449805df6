/* cli-xboard.c — `fourteen-cli xboard [--config FILE]`: the Chess Engine
 * Communication Protocol (CECP, "xboard protocol") version 2 on stdin/stdout.
 *
 * `variant fairy` is Fourteen: the config's start position (the 14×14
 * layout by default) and its custom pieces, described to XBoard by
 * cli-xboard-setup.c. `variant normal` is standard chess.
 *
 * The search runs on a worker thread (cli-protocol.h) so that `?`, `ping`,
 * `.`, `force` and `quit` are answered while it thinks. A `ping` that comes
 * while the engine thinks about its move is answered right after the move,
 * as CECP requires; in analyze mode at once.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli-common.h"
#include "cli-play-common.h"
#include "cli-xboard.h"
#include "cli.h"
#include "ft-config.h"
#include "ft-fen.h"

#define XB_DEFAULT_HASH_MB 64
#define XB_DEFAULT_MOVETIME_MS 2000

typedef struct {
  FtCliEngine engine;

  FtPosition *pos;
  FtConfig *config; /* --config, or the built-in defaults */
  gboolean fairy;   /* variant fairy (Fourteen) or normal (chess) */

  gboolean force;     /* force mode: the engine only records moves */
  gboolean analyzing; /* analyze mode: an endless search of the position */
  FtColour engine_side; /* the side the engine plays when not in force mode */
  gint post;          /* atomic: send thinking lines */

  /* Time: the engine's clock (time), increment (level), fixed time per
   * move (st) and depth (sd). */
  gint64 time_ms;
  gint64 increment_ms;
  gint64 movetime_ms;
  int depth;

  gint discard; /* atomic: forget the running search's move */
  /* Under the engine's output lock: */
  gboolean awaiting_move; /* a search for the engine's move runs */
  GPtrArray *pending_pongs; /* pings that came while it ran */
  FtSearchInfo last_info;   /* for `.` */
} XBoard;

static void
on_info (const FtSearchInfo *info, gpointer user_data)
{
  XBoard *xb = user_data;
  g_autoptr (GString) pv = g_string_new (NULL);
  int score = info->score;

  ft_cli_engine_lock_output (&xb->engine);
  xb->last_info = *info;
  ft_cli_engine_unlock_output (&xb->engine);
  if (!g_atomic_int_get (&xb->post) && !xb->analyzing)
    return;
  /* CECP's mate scores: 100000 + moves to mate. */
  if (score > FT_SCORE_MATE_BOUND)
    score = 100000 + (FT_SCORE_MATE - score + 1) / 2;
  else if (score < -FT_SCORE_MATE_BOUND)
    score = -100000 - (FT_SCORE_MATE + score) / 2;
  for (guint i = 0; i < info->pv_length; i++)
    {
      char buf[8];

      g_string_append_c (pv, ' ');
      g_string_append (pv, ft_position_move_to_string (xb->engine.search_pos, info->pv[i], buf));
    }
  ft_cli_engine_print (&xb->engine, "%d %d %" G_GINT64_FORMAT " %" G_GUINT64_FORMAT "%s",
                       info->depth, score, info->time_ms / 10, info->nodes, pv->str);
}

/* On the search thread, when a search ends: play and send the move (unless
 * it was an analysis or is discarded), then the pongs that waited for it. */
static void
on_done (FtCliEngine *engine, FtMove move, const FtSearchInfo *info G_GNUC_UNUSED, gpointer user_data)
{
  XBoard *xb = user_data;
  char buf[8];

  ft_cli_engine_lock_output (engine);
  if (xb->awaiting_move && !g_atomic_int_get (&xb->discard) && move != FT_MOVE_NONE)
    {
      const char *result;

      /* The reading thread waits for this thread before it touches pos. */
      ft_position_make_move (xb->pos, move);
      ft_cli_make_room (xb->pos);
      ft_cli_engine_print_locked (engine, "move %s",
                                  ft_position_move_to_string (engine->search_pos, move, buf));
      result = ft_cli_xboard_result_text (xb->pos);
      if (result != NULL)
        {
          ft_cli_engine_print_locked (engine, "%s", result);
          xb->force = TRUE;
        }
    }
  xb->awaiting_move = FALSE;
  for (guint i = 0; i < xb->pending_pongs->len; i++)
    ft_cli_engine_print_locked (engine, "pong %s", (const char *) xb->pending_pongs->pdata[i]);
  g_ptr_array_set_size (xb->pending_pongs, 0);
  ft_cli_engine_unlock_output (engine);
}

/* Stop a running search; its move is played unless discard is set. */
static void
stop_search (XBoard *xb, gboolean discard)
{
  if (discard)
    g_atomic_int_set (&xb->discard, 1);
  ft_cli_engine_stop (&xb->engine);
}

static void
start_search (XBoard *xb, gboolean analysis)
{
  FtSearchLimits limits = { 0 };

  if (ft_cli_xboard_result_text (xb->pos) != NULL)
    return;
  limits.remaining_ms = -1;
  if (analysis)
    limits.infinite = TRUE;
  else
    {
      if (xb->depth > 0)
        limits.depth = xb->depth;
      if (xb->movetime_ms > 0)
        limits.movetime_ms = xb->movetime_ms;
      else if (xb->time_ms > 0)
        {
          limits.remaining_ms = xb->time_ms;
          limits.increment_ms = xb->increment_ms;
        }
      else if (xb->depth == 0)
        limits.movetime_ms = XB_DEFAULT_MOVETIME_MS;
    }
  g_atomic_int_set (&xb->discard, 0);
  ft_cli_engine_lock_output (&xb->engine);
  xb->awaiting_move = !analysis;
  memset (&xb->last_info, 0, sizeof xb->last_info);
  ft_cli_engine_unlock_output (&xb->engine);
  ft_cli_engine_start (&xb->engine, xb->pos, &limits, NULL, on_info, on_done, xb);
}

/* The start position of the current variant. */
static void
set_start_position (XBoard *xb)
{
  if (xb->fairy)
    {
      g_autoptr (GPtrArray) problems = ft_problem_list_new ();

      if (!ft_config_load_position (xb->config, xb->pos, problems))
        ft_position_set_fourteen_start (xb->pos);
    }
  else
    ft_position_set_standard_start (xb->pos);
}

static void
new_game (XBoard *xb)
{
  xb->force = FALSE;
  xb->engine_side = FT_BLACK;
  xb->depth = 0;
  xb->movetime_ms = 0;
  ft_searcher_clear (xb->engine.searcher);
  set_start_position (xb);
}

static void
handle_variant (XBoard *xb, const char *name)
{
  /* XBoard may prefix a board size ("14x14_fairy"). */
  const char *underscore = strchr (name, '_');

  if (underscore != NULL && g_ascii_isdigit (name[0]))
    name = underscore + 1;
  if (strcmp (name, "fairy") == 0 || strcmp (name, "fourteen") == 0)
    xb->fairy = TRUE;
  else if (strcmp (name, "normal") == 0)
    xb->fairy = FALSE;
  else
    {
      ft_cli_engine_print (&xb->engine, "Error (unsupported variant): %s", name);
      return;
    }
  set_start_position (xb);
  if (xb->fairy)
    ft_cli_xboard_send_setup (&xb->engine, xb->pos);
}

static void
handle_usermove (XBoard *xb, const char *text)
{
  FtMove move = ft_position_parse_move (xb->pos, text);
  const char *result;

  if (move == FT_MOVE_NONE)
    {
      ft_cli_engine_print (&xb->engine, "Illegal move: %s", text);
      return;
    }
  /* Games of any length (issue 20, item 9). */
  ft_cli_make_room (xb->pos);
  ft_position_make_move (xb->pos, move);
  result = ft_cli_xboard_result_text (xb->pos);
  if (result != NULL)
    {
      ft_cli_engine_print (&xb->engine, "%s", result);
      return;
    }
  if (!xb->force && !xb->analyzing && xb->pos->side_to_move == xb->engine_side)
    start_search (xb, FALSE);
}

/* setboard FEN: read by the variant's rules (fairy: the config's). */
static void
handle_setboard (XBoard *xb, const char *fen)
{
  g_autoptr (GError) error = NULL;
  FtPosition *parsed = g_new (FtPosition, 1);
  gboolean ok;

  if (xb->fairy)
    ok = ft_config_load_fen (xb->config, fen, -1, parsed, &error);
  else
    ok = ft_fen_parse (fen, FT_RULES_STANDARD, parsed, &error);
  if (!ok)
    ft_cli_engine_print (&xb->engine, "tellusererror Illegal position: %s", error->message);
  else
    *xb->pos = *parsed;
  g_free (parsed);
}

/* A number of seconds: a decimal, finite and not negative. */
static gboolean
parse_seconds (const char *text, double *seconds)
{
  char *end = NULL;

  if (text == NULL || text[0] == '\0')
    return FALSE;
  *seconds = g_ascii_strtod (text, &end);
  return *end == '\0' && isfinite (*seconds) && *seconds >= 0;
}

/* Seconds as milliseconds, at most FT_SEARCH_MAX_TIME_MS. */
static gint64
seconds_to_ms (double seconds)
{
  return seconds * 1000 >= (double) FT_SEARCH_MAX_TIME_MS ? FT_SEARCH_MAX_TIME_MS
                                                           : (gint64) (seconds * 1000);
}

/* level MPS BASE INC: BASE is minutes or minutes:seconds, INC seconds.
 * Only the increment is used (the clock comes with `time`). */
static void
handle_level (XBoard *xb, char **words)
{
  double base_minutes, base_seconds = 0, increment;
  gint64 moves;
  g_auto (GStrv) base = NULL;

  if (words[1] == NULL || words[2] == NULL || words[3] == NULL)
    {
      ft_cli_engine_print (&xb->engine, "Error (expected: level MPS BASE INC): level");
      return;
    }
  base = g_strsplit (words[2], ":", 2);
  if (!ft_cli_parse_int (words[1], 0, G_MAXINT64, &moves) || !parse_seconds (base[0], &base_minutes)
      || (base[1] != NULL && !parse_seconds (base[1], &base_seconds))
      || !parse_seconds (words[3], &increment))
    {
      ft_cli_engine_print (&xb->engine, "Error (level MPS BASE INC takes numbers not below 0): level");
      return;
    }
  xb->increment_ms = seconds_to_ms (increment);
  xb->movetime_ms = 0;
}

/* st SECONDS: a fixed time per move, at least a millisecond. */
static void
handle_st (XBoard *xb, const char *text)
{
  double seconds;

  if (!parse_seconds (text, &seconds) || seconds < 0.001)
    {
      ft_cli_engine_print (&xb->engine, "Error (st takes at least 0.001 seconds): st %s",
                           text != NULL ? text : "");
      return;
    }
  xb->movetime_ms = seconds_to_ms (seconds);
}

/* A command with a whole number: sd, memory, time. */
static gboolean
number_argument (XBoard *xb, char **words, gint64 min, gint64 max, gint64 *value)
{
  if (ft_cli_parse_int (words[1], min, max, value))
    return TRUE;
  ft_cli_engine_print (&xb->engine, "Error (%s takes a whole number): %s %s", words[0], words[0],
                       words[1] != NULL ? words[1] : "");
  return FALSE;
}

static void
undo_moves (XBoard *xb, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      if (xb->pos->history_length == 0)
        {
          ft_cli_engine_print (&xb->engine, "Error (no move to undo): undo");
          return;
        }
      ft_position_unmake_move (xb->pos);
    }
}

static void
send_features (XBoard *xb)
{
  ft_cli_engine_print (&xb->engine, "feature done=0");
  ft_cli_engine_print (&xb->engine,
                       "feature myname=\"Fourteen %s\" setboard=1 usermove=1 time=1 draw=0 "
                       "sigint=0 sigterm=0 reuse=1 analyze=1 colors=0 ping=1 playother=1 san=0 "
                       "memory=1 smp=1 variants=\"normal,fairy\"",
                       PACKAGE_VERSION);
  {
    g_autoptr (GString) levels = g_string_new (NULL);

    for (int level = FT_LEVEL_1; level <= FT_LEVEL_TOP; level++)
      g_string_append_printf (levels, "%s%s%s", level > FT_LEVEL_1 ? " /// " : "",
                              level == (int) xb->engine.level ? "*" : "", ft_name_of (FT_TYPE_LEVEL, level));
    ft_cli_engine_print (&xb->engine, "feature option=\"Level -combo %s\"", levels->str);
  }
  /* CECP has no word for a limited strength: the UCI options, as Polyglot
   * shows a UCI engine's to XBoard. */
  if (xb->engine.ratings != NULL)
    {
      ft_cli_engine_print (&xb->engine, "feature option=\"UCI_LimitStrength -check %d\"",
                           xb->engine.limit_strength);
      ft_cli_engine_print (&xb->engine, "feature option=\"UCI_Elo -spin %" G_GINT64_FORMAT " %d %d\"",
                           xb->engine.elo, xb->engine.elo_min, xb->engine.elo_max);
    }
  ft_cli_engine_print (&xb->engine, "feature done=1");
}

/* option NAME=VALUE (the rest of the line after "option"). */
static void
handle_option (XBoard *xb, const char *text)
{
  static const char *const names[] = { "Level", "UCI_LimitStrength", "UCI_Elo" };
  const char *equals = strchr (text, '=');
  g_autofree char *message = NULL;
  gsize length = equals != NULL ? (gsize) (equals - text) : 0;
  guint which = G_N_ELEMENTS (names);

  for (guint i = 0; equals != NULL && i < G_N_ELEMENTS (names); i++)
    if (strlen (names[i]) == length && strncmp (text, names[i], length) == 0)
      which = i;
  if (which == G_N_ELEMENTS (names))
    {
      ft_cli_engine_print (&xb->engine, "Error (unknown option): %s", text);
      return;
    }
  if (!(which == 0   ? ft_cli_engine_set_level (&xb->engine, equals + 1, &message)
        : which == 1 ? ft_cli_engine_set_limit_strength (&xb->engine, equals + 1, &message)
                     : ft_cli_engine_set_elo (&xb->engine, equals + 1, &message)))
    ft_cli_engine_print (&xb->engine, "Error (%s): %s", message, text);
}

/* `.` in analyze mode: stat01: TIME NODES DEPTH MOVESLEFT MOVESTOTAL. */
static void
send_status (XBoard *xb)
{
  ft_cli_engine_lock_output (&xb->engine);
  ft_cli_engine_print_locked (&xb->engine, "stat01: %" G_GINT64_FORMAT " %" G_GUINT64_FORMAT " %d 0 0",
                              xb->last_info.time_ms / 10, xb->last_info.nodes, xb->last_info.depth);
  ft_cli_engine_unlock_output (&xb->engine);
}

static void
handle_ping (XBoard *xb, const char *number)
{
  ft_cli_engine_lock_output (&xb->engine);
  if (xb->awaiting_move)
    g_ptr_array_add (xb->pending_pongs, g_strdup (number));
  else
    ft_cli_engine_print_locked (&xb->engine, "pong %s", number);
  ft_cli_engine_unlock_output (&xb->engine);
}

static gboolean
pongs_pending (XBoard *xb)
{
  gboolean pending;

  ft_cli_engine_lock_output (&xb->engine);
  pending = xb->pending_pongs->len > 0;
  ft_cli_engine_unlock_output (&xb->engine);
  return pending;
}

/* Commands answered at once, even while the engine thinks; FALSE if
 * command is not one of them. */
static gboolean
immediate_command (XBoard *xb, char **words)
{
  const char *command = words[0];
  gint64 value;

  if (strcmp (command, "ping") == 0)
    handle_ping (xb, words[1] != NULL ? words[1] : "");
  else if (strcmp (command, "?") == 0)
    {
      if (!xb->analyzing)
        stop_search (xb, FALSE);
    }
  else if (strcmp (command, ".") == 0)
    send_status (xb);
  else if (strcmp (command, "time") == 0)
    {
      /* Centiseconds; a huge clock is taken as FT_SEARCH_MAX_TIME_MS. */
      if (number_argument (xb, words, 0, FT_SEARCH_MAX_TIME_MS / 10, &value))
        xb->time_ms = value * 10;
    }
  else if (strcmp (command, "post") == 0 || strcmp (command, "nopost") == 0)
    g_atomic_int_set (&xb->post, command[0] == 'p');
  else if (strcmp (command, "otim") == 0 || strcmp (command, "hard") == 0
           || strcmp (command, "easy") == 0 || strcmp (command, "xboard") == 0
           || strcmp (command, "accepted") == 0 || strcmp (command, "rejected") == 0
           || strcmp (command, "random") == 0 || strcmp (command, "computer") == 0
           || strcmp (command, "name") == 0 || strcmp (command, "rating") == 0
           || strcmp (command, "ics") == 0 || strcmp (command, "draw") == 0
           || strcmp (command, "hint") == 0 || strcmp (command, "bk") == 0)
    ; /* nothing to do */
  else
    return FALSE;
  return TRUE;
}

/* Commands that change the game; no search runs while they are handled. */
static void
game_command (XBoard *xb, char **words, const char *line)
{
  const char *command = words[0];
  gint64 value;

  if (strcmp (command, "protover") == 0)
    send_features (xb);
  else if (strcmp (command, "new") == 0)
    new_game (xb);
  else if (strcmp (command, "variant") == 0 && words[1] != NULL)
    handle_variant (xb, words[1]);
  else if (strcmp (command, "force") == 0)
    xb->force = TRUE;
  else if (strcmp (command, "analyze") == 0)
    xb->analyzing = TRUE;
  else if (strcmp (command, "exit") == 0)
    xb->analyzing = FALSE;
  else if (strcmp (command, "go") == 0 || strcmp (command, "playother") == 0)
    {
      xb->force = FALSE;
      xb->analyzing = FALSE;
      xb->engine_side = command[0] == 'g' ? xb->pos->side_to_move
                                          : FT_OTHER_COLOUR (xb->pos->side_to_move);
      if (command[0] == 'g')
        start_search (xb, FALSE);
    }
  else if (strcmp (command, "usermove") == 0 && words[1] != NULL)
    handle_usermove (xb, words[1]);
  else if (strcmp (command, "setboard") == 0)
    handle_setboard (xb, line + strlen ("setboard"));
  else if (strcmp (command, "level") == 0)
    handle_level (xb, words);
  else if (strcmp (command, "st") == 0)
    handle_st (xb, words[1]);
  else if (strcmp (command, "sd") == 0)
    {
      if (number_argument (xb, words, 1, FT_SEARCH_MAX_PLY - 4, &value))
        xb->depth = (int) value;
    }
  else if (strcmp (command, "undo") == 0)
    undo_moves (xb, 1);
  else if (strcmp (command, "remove") == 0)
    undo_moves (xb, 2);
  else if (strcmp (command, "result") == 0)
    xb->force = TRUE;
  else if (strcmp (command, "memory") == 0)
    {
      if (number_argument (xb, words, 1, 4096, &value))
        ft_searcher_set_hash_size (xb->engine.searcher, (gsize) value);
    }
  else if (strcmp (command, "cores") == 0)
    {
      if (number_argument (xb, words, 1, FT_SEARCH_MAX_THREADS, &value))
        ft_searcher_set_threads (xb->engine.searcher, (guint) value);
    }
  else if (strcmp (command, "option") == 0 && words[1] != NULL)
    handle_option (xb, g_strstrip (strstr (line, "option") + strlen ("option")));
  else if (strcmp (command, "perft") == 0)
    {
      /* Not CECP: the front end's rules, for tests (as UCI's go perft). */
      if (number_argument (xb, words, 0, 12, &value))
        ft_cli_engine_perft (&xb->engine, xb->pos, (int) value, "");
    }
  else if (strcmp (command, "white") == 0 || strcmp (command, "black") == 0)
    /* Protocol version 1: the engine plays the other side. */
    xb->engine_side = strcmp (command, "white") == 0 ? FT_BLACK : FT_WHITE;
  else if (strlen (command) >= 4 && g_ascii_islower (command[0]) && g_ascii_isdigit (command[1]))
    /* A bare move (without usermove=1). */
    handle_usermove (xb, command);
  else
    ft_cli_engine_print (&xb->engine, "Error (unknown command): %.40s", command);
}

/* One command line; FALSE on quit. */
static gboolean
xboard_command (XBoard *xb, char *line)
{
  g_auto (GStrv) words = ft_cli_split_words (line);
  const char *command = words[0];

  if (command == NULL)
    return TRUE;
  if (strcmp (command, "quit") == 0)
    {
      /* A ping before it still gets the move, then its pong. */
      if (pongs_pending (xb))
        ft_cli_engine_wait (&xb->engine);
      return FALSE;
    }
  if (immediate_command (xb, words))
    return TRUE;

  /* Everything else changes the game: a search for the engine's move ends
   * first (usermove, go: XBoard should not send one now; or a ping came
   * while it ran, and the move had to come before its pong) or is
   * abandoned; an analysis stops and, while analyze mode lasts, starts
   * again on the new position. */
  if (!xb->analyzing
      && (strcmp (command, "usermove") == 0 || strcmp (command, "go") == 0 || pongs_pending (xb)))
    ft_cli_engine_wait (&xb->engine);
  else
    stop_search (xb, TRUE);
  game_command (xb, words, line);
  if (xb->analyzing && !ft_cli_engine_is_searching (&xb->engine))
    start_search (xb, TRUE);
  return TRUE;
}

int
ft_cli_xboard_session (const FtCliSession *session)
{
  XBoard xb = { 0 };
  g_autoptr (GString) line = g_string_new (NULL);
  FtCliLine status;
  gsize bad;

  if (session->config_path != NULL)
    {
      xb.config = ft_cli_load_config (session->config_path);
      if (xb.config == NULL)
        return 2;
    }
  else
    xb.config = ft_config_new_default ();

  ft_cli_engine_init (&xb.engine, session);
  xb.post = TRUE;
  xb.pending_pongs = g_ptr_array_new_with_free_func (g_free);
  xb.pos = g_new (FtPosition, 1);
  /* XBoard starts with "new" and then names the variant; until then play
   * the config's game if one was given, else chess. */
  xb.fairy = session->config_path != NULL;
  new_game (&xb);

  while ((status = ft_cli_read_line (session->in, line, &bad)) != FT_CLI_LINE_END)
    {
      if (status == FT_CLI_LINE_TOO_LONG)
        ft_cli_engine_print (&xb.engine, "Error (line longer than %d bytes): ignored",
                             FT_CLI_MAX_LINE);
      else if (status == FT_CLI_LINE_NOT_UTF8)
        ft_cli_engine_print (&xb.engine, "Error (not valid UTF-8 at byte offset %" G_GSIZE_FORMAT
                                         "): line ignored", bad);
      else if (!xboard_command (&xb, line->str))
        break;
    }

  stop_search (&xb, TRUE);
  ft_cli_engine_clear (&xb.engine);
  g_object_unref (xb.config);
  g_ptr_array_unref (xb.pending_pongs);
  g_free (xb.pos);
  return 0;
}

int
ft_cli_xboard (int argc, char **argv)
{
  FtCliSession session = { stdin, stdout, NULL, XB_DEFAULT_HASH_MB, 0 };

  if (argc == 3 && strcmp (argv[1], "--config") == 0)
    session.config_path = argv[2];
  else if (argc > 1)
    {
      fprintf (stderr, "Usage: fourteen-cli xboard [--config FILE]\n");
      return 2;
    }
  return ft_cli_xboard_session (&session);
}
