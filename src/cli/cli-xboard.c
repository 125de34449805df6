/* cli-xboard.c — `fourteen-cli xboard [--config FILE]`: the Chess Engine
 * Communication Protocol (CECP, "xboard protocol") version 2 on stdin/stdout.
 *
 * `variant fairy` is Fourteen: the config's start position (the 14×14
 * layout by default) and its custom pieces. The engine tells XBoard the
 * board with `setup` and every piece's movement with `piece` (Betza), as
 * Fairy-Stockfish does, so that XBoard can draw and check the moves.
 * `variant normal` is standard chess.
 *
 * As in cli-uci.c, the search runs on a worker thread so that `?`, `ping`,
 * `force` and `quit` are answered while it thinks; output lines from both
 * threads go through one mutex.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli-play-common.h"
#include "cli.h"
#include "ft-config.h"
#include "ft-fen.h"
#include "ft-search.h"

#define XB_DEFAULT_HASH_MB 64
#define XB_DEFAULT_MOVETIME_MS 2000

typedef struct {
  GMutex output_lock;

  FtSearcher *searcher;
  FtPosition *pos;
  FtConfig *config; /* --config, or the built-in defaults */
  gboolean fairy;   /* variant fairy (Fourteen) or normal (chess) */
  FtLevel level;

  gboolean force;   /* force mode: the engine only records moves */
  FtColour engine;  /* the side the engine plays when not in force mode */
  gboolean post;

  /* Time: the engine's clock (time), increment (level), fixed time per
   * move (st) and depth (sd). */
  gint64 time_ms;
  gint64 increment_ms;
  gint64 movetime_ms;
  int depth;

  /* The running search. */
  GThread *thread;
  gint stop;    /* atomic: stop searching */
  gint discard; /* atomic: forget the result (force, new, undo …) */
  FtPosition *search_pos;
  FtSearchLimits limits;
} XBoard;

static void G_GNUC_PRINTF (2, 3)
xb_print (XBoard *xb, const char *format, ...)
{
  va_list args;

  g_mutex_lock (&xb->output_lock);
  va_start (args, format);
  vprintf (format, args);
  va_end (args);
  putchar ('\n');
  fflush (stdout);
  g_mutex_unlock (&xb->output_lock);
}

/* The game's result after a move, as CECP wants it ("1-0 {White mates}"),
 * or NULL while the game goes on. */
static const char *
result_text (const FtPosition *pos)
{
  FtResultReason reason;
  FtResult result = ft_position_result (pos, &reason);

  switch (result)
    {
    case FT_RESULT_WHITE_WINS:
      return "1-0 {White mates}";
    case FT_RESULT_BLACK_WINS:
      return "0-1 {Black mates}";
    case FT_RESULT_DRAW:
      switch (reason)
        {
        case FT_REASON_STALEMATE:
          return "1/2-1/2 {Stalemate}";
        case FT_REASON_REPETITION:
          return "1/2-1/2 {Draw by repetition}";
        case FT_REASON_PERPETUAL_CHECK:
          return "1/2-1/2 {Draw by perpetual check}";
        case FT_REASON_FIFTY_MOVES:
          return "1/2-1/2 {Draw by fifty move rule}";
        default:
          return "1/2-1/2 {Insufficient material}";
        }
    case FT_RESULT_NONE:
    default:
      return NULL;
    }
}

/* Keep the history for undo, but make room before a long game fills it. */
static void
forget_if_long (FtPosition *pos)
{
  if (pos->history_length >= FT_MAX_GAME_PLY - FT_SEARCH_MAX_PLY - 8)
    ft_position_forget_history (pos);
}

static void
on_info (const FtSearchInfo *info, gpointer user_data)
{
  XBoard *xb = user_data;
  g_autoptr (GString) pv = g_string_new (NULL);
  int score = info->score;

  if (!xb->post)
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
      g_string_append (pv, ft_position_move_to_string (xb->search_pos, info->pv[i], buf));
    }
  xb_print (xb, "%d %d %" G_GINT64_FORMAT " %" G_GUINT64_FORMAT "%s", info->depth, score,
            info->time_ms / 10, info->nodes, pv->str);
}

static gpointer
search_thread (gpointer user_data)
{
  XBoard *xb = user_data;
  FtMove move = ft_searcher_search (xb->searcher, xb->search_pos, &xb->limits, on_info, xb,
                                    &xb->stop, NULL);
  char buf[8];
  const char *result;

  if (g_atomic_int_get (&xb->discard) || move == FT_MOVE_NONE)
    return NULL;
  /* The main thread waits for this thread before it touches pos again. */
  ft_position_make_move (xb->pos, move);
  forget_if_long (xb->pos);
  xb_print (xb, "move %s", ft_position_move_to_string (xb->search_pos, move, buf));
  result = result_text (xb->pos);
  if (result != NULL)
    {
      xb_print (xb, "%s", result);
      xb->force = TRUE;
    }
  return NULL;
}

/* Stop a running search; its move is played unless discard is set. */
static void
stop_search (XBoard *xb, gboolean discard)
{
  if (xb->thread == NULL)
    return;
  if (discard)
    g_atomic_int_set (&xb->discard, 1);
  g_atomic_int_set (&xb->stop, 1);
  g_thread_join (xb->thread);
  xb->thread = NULL;
}

/* Wait for a search to end by itself. */
static void
reap_search (XBoard *xb)
{
  if (xb->thread != NULL)
    {
      g_thread_join (xb->thread);
      xb->thread = NULL;
    }
}

static void
start_search (XBoard *xb)
{
  FtSearchLimits limits = { 0 };

  if (result_text (xb->pos) != NULL)
    return;
  limits.remaining_ms = -1;
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
  xb->limits = limits;
  *xb->search_pos = *xb->pos;
  g_atomic_int_set (&xb->stop, 0);
  g_atomic_int_set (&xb->discard, 0);
  ft_searcher_set_level (xb->searcher, xb->level, 0);
  xb->thread = g_thread_new ("fourteen-xboard-search", search_thread, xb);
}

/* The XBoard piece type (slot in the setup command's table) of each of our
 * kinds: P N B R Q, then the fairy kinds, K last. */
#define XB_SLOTS 22

static int
slot_of_kind (FtKind kind)
{
  switch (kind)
    {
    case FT_PAWN: return 0;
    case FT_KNIGHT: return 1;
    case FT_BISHOP: return 2;
    case FT_ROOK: return 3;
    case FT_QUEEN: return 4;
    case FT_GENERAL: return 5;
    case FT_CAMEL: return 6;
    case FT_ARCHBISHOP: return 7; /* XBoard's archbishop */
    case FT_CHANCELLOR: return 8; /* XBoard's chancellor (marshall) */
    case FT_AMAZON: return 9;
    case FT_KING: return XB_SLOTS - 1;
    case FT_NO_KIND:
    case FT_N_KINDS:
    default:
      return FT_IS_CUSTOM_KIND (kind) ? 10 + (int) (kind - FT_CUSTOM_FIRST) : -1;
    }
}

static const char *
betza_of_kind (const FtPosition *pos, FtKind kind)
{
  switch (kind)
    {
    case FT_PAWN:
      /* Fourteen pawns also step twice from their second rank. */
      return "fmWfceFifmnD";
    case FT_KNIGHT: return "N";
    case FT_BISHOP: return "B";
    case FT_ROOK: return "R";
    case FT_QUEEN: return "Q";
    case FT_KING: return "KisO2";
    case FT_ARCHBISHOP: return "BN";
    case FT_CHANCELLOR: return "RN";
    case FT_AMAZON: return "QN";
    case FT_CAMEL: return "C";
    case FT_GENERAL: return "KN";
    case FT_NO_KIND:
    case FT_N_KINDS:
    default:
      return pos->custom.kinds[kind - FT_CUSTOM_FIRST].betza;
    }
}

/* Tell XBoard the board, the start position and the pieces (variant
 * fairy): `setup (TABLE) WxH+0_fairy FEN` and `piece X& BETZA`. */
static void
send_setup (XBoard *xb)
{
  const FtPosition *pos = xb->pos;
  char table[2 * XB_SLOTS + 1];
  g_autofree char *fen = ft_fen_write (pos);
  FtKind last = (FtKind) (FT_CUSTOM_FIRST + pos->custom.n);

  memset (table, '.', 2 * XB_SLOTS);
  table[2 * XB_SLOTS] = '\0';
  for (FtKind kind = FT_PAWN; kind < last; kind++)
    {
      int slot = slot_of_kind (kind);
      char letter = ft_position_kind_to_char (pos, kind);

      if (slot < 0)
        continue;
      table[slot] = g_ascii_toupper (letter);
      table[XB_SLOTS + slot] = letter;
    }
  xb_print (xb, "setup (%s) %ux%u+0_fairy %s", table, pos->files, pos->ranks, fen);
  for (FtKind kind = FT_PAWN; kind < last; kind++)
    if (slot_of_kind (kind) >= 0)
      xb_print (xb, "piece %c& %s", g_ascii_toupper (ft_position_kind_to_char (pos, kind)),
                betza_of_kind (pos, kind));
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
  xb->engine = FT_BLACK;
  xb->depth = 0;
  xb->movetime_ms = 0;
  ft_searcher_clear (xb->searcher);
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
      xb_print (xb, "Error (unsupported variant): %s", name);
      return;
    }
  set_start_position (xb);
  if (xb->fairy)
    send_setup (xb);
}

static void
handle_usermove (XBoard *xb, const char *text)
{
  FtMove move = ft_position_parse_move (xb->pos, text);
  const char *result;

  if (move == FT_MOVE_NONE)
    {
      xb_print (xb, "Illegal move: %s", text);
      return;
    }
  ft_position_make_move (xb->pos, move);
  forget_if_long (xb->pos);
  result = result_text (xb->pos);
  if (result != NULL)
    {
      xb_print (xb, "%s", result);
      return;
    }
  if (!xb->force && xb->pos->side_to_move == xb->engine)
    start_search (xb);
}

static void
handle_setboard (XBoard *xb, const char *fen)
{
  g_autoptr (GError) error = NULL;
  FtRules rules = xb->fairy ? ft_config_get_rules (xb->config) : FT_RULES_STANDARD;
  const FtCustomKinds *kinds = xb->fairy ? ft_config_get_custom_kinds (xb->config) : NULL;
  FtPosition *parsed = g_new (FtPosition, 1);

  if (!ft_fen_parse_custom (fen, rules, kinds, parsed, &error))
    xb_print (xb, "tellusererror Illegal position: %s", error->message);
  else
    {
      parsed->promotion_choice = xb->pos->promotion_choice;
      *xb->pos = *parsed;
    }
  g_free (parsed);
}

/* level MPS BASE INC: only the increment matters (time comes with `time`). */
static void
handle_level (XBoard *xb, char **words)
{
  if (words[1] == NULL || words[2] == NULL || words[3] == NULL)
    {
      xb_print (xb, "Error (expected: level MPS BASE INC): level");
      return;
    }
  xb->increment_ms = (gint64) (g_ascii_strtod (words[3], NULL) * 1000);
  xb->movetime_ms = 0;
}

static void
undo_moves (XBoard *xb, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      if (xb->pos->history_length == 0)
        {
          xb_print (xb, "Error (no move to undo): undo");
          return;
        }
      ft_position_unmake_move (xb->pos);
    }
}

static void
send_features (XBoard *xb)
{
  xb_print (xb, "feature done=0");
  xb_print (xb, "feature myname=\"Fourteen %s\" setboard=1 usermove=1 time=1 draw=0 sigint=0 "
                "sigterm=0 reuse=1 analyze=0 colors=0 ping=1 playother=1 san=0 memory=1 "
                "variants=\"normal,fairy\"", PACKAGE_VERSION);
  xb_print (xb, "feature option=\"Level -combo easy /// normal /// *hard\"");
  xb_print (xb, "feature done=1");
}

/* option NAME=VALUE */
static void
handle_option (XBoard *xb, const char *text)
{
  if (g_str_has_prefix (text, "Level="))
    {
      const char *value = text + 6;

      if (strcmp (value, "easy") == 0 || strcmp (value, "normal") == 0)
        /* The easy player is not a search: CECP plays it as normal. */
        xb->level = FT_LEVEL_NORMAL;
      else if (strcmp (value, "hard") == 0)
        xb->level = FT_LEVEL_HARD;
      else
        xb_print (xb, "Error (Level must be easy, normal or hard): %s", value);
    }
  else
    xb_print (xb, "Error (unknown option): %s", text);
}

static int
xboard_usage (void)
{
  fprintf (stderr, "Usage: fourteen-cli xboard [--config FILE]\n");
  return 2;
}

int
ft_cli_xboard (int argc, char **argv)
{
  XBoard xb = { 0 };
  char line[65536];
  const char *config_path = NULL;

  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--config") == 0 && i + 1 < argc)
        config_path = argv[++i];
      else
        return xboard_usage ();
    }
  if (config_path != NULL)
    {
      g_autoptr (GPtrArray) problems = ft_problem_list_new ();

      xb.config = ft_config_load (config_path, problems);
      for (guint i = 0; i < problems->len; i++)
        {
          g_autofree char *text = ft_problem_to_string (problems->pdata[i]);
          fprintf (stderr, "%s\n", text);
        }
      if (xb.config == NULL)
        return 2;
    }
  else
    xb.config = ft_config_new_default ();

  g_mutex_init (&xb.output_lock);
  xb.searcher = ft_searcher_new (XB_DEFAULT_HASH_MB);
  xb.level = FT_LEVEL_HARD;
  xb.post = TRUE;
  xb.pos = g_new (FtPosition, 1);
  xb.search_pos = g_new (FtPosition, 1);
  /* XBoard starts with "new" and then names the variant; until then play
   * the config's game if one was given, else chess. */
  xb.fairy = config_path != NULL;
  new_game (&xb);

  while (fgets (line, sizeof line, stdin) != NULL)
    {
      g_auto (GStrv) words = NULL;
      const char *command;

      words = ft_cli_split_words (line);
      command = words[0];
      if (command == NULL)
        continue;

      /* pong means every earlier command is done, so a search started
       * by one of them ends (and its move is sent) first. */
      if (strcmp (command, "ping") == 0)
        {
          reap_search (&xb);
          xb_print (&xb, "pong %s", words[1] != NULL ? words[1] : "");
          continue;
        }
      if (strcmp (command, "?") == 0)
        {
          stop_search (&xb, FALSE);
          continue;
        }
      if (strcmp (command, "quit") == 0)
        break;
      if (strcmp (command, "time") == 0 || strcmp (command, "otim") == 0
          || strcmp (command, "post") == 0 || strcmp (command, "nopost") == 0
          || strcmp (command, "hard") == 0 || strcmp (command, "easy") == 0)
        {
          if (strcmp (command, "time") == 0 && words[1] != NULL)
            xb.time_ms = g_ascii_strtoll (words[1], NULL, 10) * 10;
          else if (strcmp (command, "post") == 0)
            xb.post = TRUE;
          else if (strcmp (command, "nopost") == 0)
            xb.post = FALSE;
          continue;
        }

      /* Everything else changes the game: a search in progress either
       * ends first (usermove: XBoard should not send one now) or is
       * abandoned. */
      if (strcmp (command, "usermove") == 0 || strcmp (command, "go") == 0)
        reap_search (&xb);
      else
        stop_search (&xb, TRUE);

      if (strcmp (command, "xboard") == 0 || strcmp (command, "accepted") == 0
          || strcmp (command, "rejected") == 0 || strcmp (command, "random") == 0
          || strcmp (command, "computer") == 0 || strcmp (command, "name") == 0
          || strcmp (command, "rating") == 0 || strcmp (command, "ics") == 0
          || strcmp (command, "draw") == 0 || strcmp (command, "cores") == 0)
        ; /* nothing to do */
      else if (strcmp (command, "protover") == 0)
        send_features (&xb);
      else if (strcmp (command, "new") == 0)
        new_game (&xb);
      else if (strcmp (command, "variant") == 0 && words[1] != NULL)
        handle_variant (&xb, words[1]);
      else if (strcmp (command, "force") == 0)
        xb.force = TRUE;
      else if (strcmp (command, "go") == 0)
        {
          xb.force = FALSE;
          xb.engine = xb.pos->side_to_move;
          start_search (&xb);
        }
      else if (strcmp (command, "playother") == 0)
        {
          xb.force = FALSE;
          xb.engine = FT_OTHER_COLOUR (xb.pos->side_to_move);
        }
      else if (strcmp (command, "usermove") == 0 && words[1] != NULL)
        handle_usermove (&xb, words[1]);
      else if (strcmp (command, "setboard") == 0)
        handle_setboard (&xb, line + strlen ("setboard"));
      else if (strcmp (command, "level") == 0)
        handle_level (&xb, words);
      else if (strcmp (command, "st") == 0 && words[1] != NULL)
        xb.movetime_ms = MAX (g_ascii_strtoll (words[1], NULL, 10), 1) * 1000;
      else if (strcmp (command, "sd") == 0 && words[1] != NULL)
        xb.depth = (int) CLAMP (g_ascii_strtoll (words[1], NULL, 10), 1, FT_SEARCH_MAX_PLY - 4);
      else if (strcmp (command, "undo") == 0)
        undo_moves (&xb, 1);
      else if (strcmp (command, "remove") == 0)
        undo_moves (&xb, 2);
      else if (strcmp (command, "result") == 0)
        xb.force = TRUE;
      else if (strcmp (command, "memory") == 0 && words[1] != NULL)
        ft_searcher_set_hash_size (xb.searcher,
                                   (gsize) CLAMP (g_ascii_strtoll (words[1], NULL, 10), 1, 4096));
      else if (strcmp (command, "option") == 0 && words[1] != NULL)
        handle_option (&xb, line + strlen ("option "));
      else if (strcmp (command, "white") == 0 || strcmp (command, "black") == 0)
        /* Protocol version 1: the engine plays the other side. */
        xb.engine = strcmp (command, "white") == 0 ? FT_BLACK : FT_WHITE;
      else if (strlen (command) >= 4 && g_ascii_islower (command[0]) && g_ascii_isdigit (command[1]))
        /* A bare move (without usermove=1). */
        handle_usermove (&xb, command);
      else
        xb_print (&xb, "Error (unknown command): %s", command);
    }

  stop_search (&xb, TRUE);
  ft_searcher_free (xb.searcher);
  g_object_unref (xb.config);
  g_free (xb.pos);
  g_free (xb.search_pos);
  g_mutex_clear (&xb.output_lock);
  return 0;
}
