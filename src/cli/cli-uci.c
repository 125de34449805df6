/* cli-uci.c — `fourteen-cli uci [--config FILE]`: the Universal Chess
 * Interface on stdin/stdout.
 *
 * The main thread reads commands; `go` starts the search on a worker thread
 * (cli-protocol.h) so that `stop`, `isready` and `quit` are answered while it
 * thinks. Bad input of any kind gets an `info string` and the session goes on.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli-common.h"
#include "cli-play-common.h"
#include "cli-protocol.h"
#include "cli.h"
#include "ft-config.h"
#include "ft-fen.h"
#include "ft-names.h"

#define UCI_DEFAULT_HASH_MB 64
#define UCI_MAX_HASH_MB 4096
/* UCI_Variant value of the --config game. */
#define UCI_VARIANT_CONFIG "config"

typedef struct {
  FtCliEngine engine;

  /* Engine state, touched by the main thread only while no search runs. */
  FtPosition *pos;
  FtConfig *config; /* --config, or NULL */
  gboolean use_config; /* UCI_Variant config: the --config game */
  FtRules rules;
  gboolean promotion_choice; /* option Promotion: choose (Fourteen rules) */
  gsize hash_mb;
  guint multipv;     /* option MultiPV */
  gboolean infinite; /* the running search answers only after stop */
} Uci;

static void
on_info (const FtSearchInfo *info, gpointer user_data)
{
  Uci *uci = user_data;
  g_autofree char *line = ft_cli_info_line (info);

  ft_cli_engine_print (&uci->engine, "%s", line);
}

static void
on_done (FtCliEngine *engine, FtMove move, const FtSearchInfo *info G_GNUC_UNUSED, gpointer user_data)
{
  Uci *uci = user_data;
  char buf[8];

  /* In infinite mode the answer waits for `stop`. */
  ft_cli_engine_stop_requested (engine, uci->infinite);
  if (move == FT_MOVE_NONE)
    ft_cli_engine_print (engine, "bestmove 0000");
  else
    ft_cli_engine_print (engine, "bestmove %s", ft_move_to_string (move, buf));
}

static void
set_start_position (Uci *uci)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();

  if (uci->use_config && ft_config_load_position (uci->config, uci->pos, problems))
    return; /* the config's promotion and fog rules come with it */
  if (uci->rules == FT_RULES_STANDARD)
    ft_position_set_standard_start (uci->pos);
  else
    ft_position_set_fourteen_start (uci->pos);
  uci->pos->promotion_choice = uci->promotion_choice;
}

/* position startpos|fen FEN [moves …]: on any error the start position. */
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
      gboolean ok;

      for (i++; words[i] != NULL && strcmp (words[i], "moves") != 0; i++)
        {
          if (fen->len > 0)
            g_string_append_c (fen, ' ');
          g_string_append (fen, words[i]);
        }
      if (uci->use_config)
        ok = ft_config_load_fen (uci->config, fen->str, -1, uci->pos, &error);
      else
        ok = ft_fen_parse (fen->str, uci->rules, uci->pos, &error);
      if (!ok)
        {
          ft_cli_engine_print (&uci->engine, "info string invalid FEN: %s", error->message);
          set_start_position (uci);
          return;
        }
      if (!uci->use_config)
        uci->pos->promotion_choice = uci->promotion_choice;
    }
  else
    {
      ft_cli_engine_print (&uci->engine, "info string expected: position startpos|fen FEN [moves …]");
      return;
    }

  if (words[i] != NULL && strcmp (words[i], "moves") == 0)
    for (i++; words[i] != NULL; i++)
      {
        FtMove move = ft_position_parse_move (uci->pos, words[i]);
        if (move == FT_MOVE_NONE)
          {
            ft_cli_engine_print (&uci->engine,
                                 "info string illegal move %s: ignoring it and the moves after it",
                                 words[i]);
            return;
          }
        /* Games of any length (issue 20, item 9). */
        ft_cli_make_room (uci->pos);
        ft_position_make_move (uci->pos, move);
      }
}

/* The value of a spin option: a whole number from min to max. */
static gboolean
spin_value (Uci *uci, const char *name, const char *value, gint64 min, gint64 max, gint64 *out)
{
  if (ft_cli_parse_int (value, G_MININT64, G_MAXINT64, out) && *out >= min && *out <= max)
    return TRUE;
  ft_cli_engine_print (&uci->engine, "info string %s must be a whole number from %" G_GINT64_FORMAT
                                     " to %" G_GINT64_FORMAT ", not '%s'",
                       name, min, max, value);
  return FALSE;
}

/* A combo option's value among the nicks of enum_type (ft-names.h). */
static gboolean
combo_value (Uci *uci, const char *name, GType enum_type, const char *value, int *out)
{
  g_autofree char *choices = NULL;

  if (ft_name_parse (enum_type, value, out))
    return TRUE;
  choices = ft_name_list (enum_type);
  ft_cli_engine_print (&uci->engine, "info string %s must be %s, not '%s'", name, choices, value);
  return FALSE;
}

static void
set_variant (Uci *uci, const char *value)
{
  int rules;

  if (uci->config != NULL && g_ascii_strcasecmp (value, UCI_VARIANT_CONFIG) == 0)
    uci->use_config = TRUE;
  else if (ft_name_parse (FT_TYPE_RULES, value, &rules))
    {
      /* The option's values are "fourteen" and "chess" (an alias of
       * standard rules, ft-names.h). */
      uci->rules = (FtRules) rules;
      uci->use_config = FALSE;
    }
  else
    ft_cli_engine_print (&uci->engine, "info string UCI_Variant must be %sfourteen or chess, not '%s'",
                         uci->config != NULL ? UCI_VARIANT_CONFIG ", " : "", value);
  set_start_position (uci);
}

/* setoption name NAME [value VALUE]: the name is every word between `name`
 * and `value` (names may hold blanks), the value every word after. */
static void
handle_setoption (Uci *uci, char **words)
{
  g_autoptr (GString) name = g_string_new (NULL);
  g_autoptr (GString) value = g_string_new (NULL);
  GString *into = NULL;
  gint64 number;
  int choice;

  for (int i = 1; words[i] != NULL; i++)
    {
      if (into == NULL && strcmp (words[i], "name") == 0)
        into = name;
      else if (into == name && strcmp (words[i], "value") == 0)
        into = value;
      else if (into != NULL)
        g_string_append_printf (into, "%s%s", into->len > 0 ? " " : "", words[i]);
      else
        break;
    }
  if (into == NULL || name->len == 0)
    {
      ft_cli_engine_print (&uci->engine, "info string expected: setoption name NAME [value VALUE]");
      return;
    }

  if (g_ascii_strcasecmp (name->str, "Hash") == 0)
    {
      if (spin_value (uci, "Hash", value->str, 1, UCI_MAX_HASH_MB, &number))
        {
          uci->hash_mb = (gsize) number;
          ft_searcher_set_hash_size (uci->engine.searcher, uci->hash_mb);
        }
    }
  else if (g_ascii_strcasecmp (name->str, "Threads") == 0)
    {
      if (spin_value (uci, "Threads", value->str, 1, FT_SEARCH_MAX_THREADS, &number))
        ft_searcher_set_threads (uci->engine.searcher, (guint) number);
    }
  else if (g_ascii_strcasecmp (name->str, "MultiPV") == 0)
    {
      if (spin_value (uci, "MultiPV", value->str, 1, FT_SEARCH_MAX_MULTIPV, &number))
        uci->multipv = (guint) number;
    }
  else if (g_ascii_strcasecmp (name->str, "Level") == 0
           || g_ascii_strcasecmp (name->str, "UCI_LimitStrength") == 0
           || g_ascii_strcasecmp (name->str, "UCI_Elo") == 0)
    {
      g_autofree char *message = NULL;
      gboolean taken = g_ascii_strcasecmp (name->str, "Level") == 0
                         ? ft_cli_engine_set_level (&uci->engine, value->str, &message)
                       : g_ascii_strcasecmp (name->str, "UCI_Elo") == 0
                         ? ft_cli_engine_set_elo (&uci->engine, value->str, &message)
                         : ft_cli_engine_set_limit_strength (&uci->engine, value->str, &message);

      if (!taken)
        ft_cli_engine_print (&uci->engine, "info string %s", message);
    }
  else if (g_ascii_strcasecmp (name->str, "UCI_Variant") == 0)
    set_variant (uci, value->str);
  else if (g_ascii_strcasecmp (name->str, "Promotion") == 0)
    {
      if (combo_value (uci, "Promotion", FT_TYPE_PROMOTION, value->str, &choice))
        uci->promotion_choice = choice == FT_PROMOTION_CHOOSE;
      if (!uci->use_config)
        uci->pos->promotion_choice = uci->promotion_choice;
    }
  else
    ft_cli_engine_print (&uci->engine, "info string unknown option '%s'", name->str);
}

/* A time value of `go`: milliseconds from min to FT_SEARCH_MAX_TIME_MS;
 * out of range it is clamped and said so, not a number it is ignored. */
static gboolean
time_value (Uci *uci, const char *word, const char *text, gint64 min, gint64 *out)
{
  gint64 value;

  if (!ft_cli_parse_int (text, G_MININT64, G_MAXINT64, &value))
    {
      ft_cli_engine_print (&uci->engine, "info string go %s: '%s' is not a number of milliseconds",
                           word, text);
      return FALSE;
    }
  if (value < min || value > FT_SEARCH_MAX_TIME_MS)
    ft_cli_engine_print (&uci->engine,
                         "info string go %s %s is out of range: using %" G_GINT64_FORMAT " ms "
                         "(%" G_GINT64_FORMAT " to %" G_GINT64_FORMAT ")",
                         word, text, CLAMP (value, min, FT_SEARCH_MAX_TIME_MS), min,
                         FT_SEARCH_MAX_TIME_MS);
  *out = CLAMP (value, min, FT_SEARCH_MAX_TIME_MS);
  return TRUE;
}

static const char *const go_words[] = {
  "searchmoves", "ponder", "wtime", "btime", "winc", "binc", "movestogo", "depth", "nodes",
  "mate", "movetime", "infinite", "perft", NULL,
};

/* searchmoves M…: every word up to the next word of `go`; the legal moves
 * among them are kept, the others reported. Returns the index of the last
 * word read. */
static int
read_searchmoves (Uci *uci, char **words, int i, FtMoveList *list)
{
  list->count = 0;
  for (; words[i] != NULL && !g_strv_contains (go_words, words[i]); i++)
    {
      FtMove move = ft_position_parse_move (uci->pos, words[i]);

      if (move == FT_MOVE_NONE)
        ft_cli_engine_print (&uci->engine, "info string searchmoves: %s is not a legal move here",
                             words[i]);
      else if (list->count < FT_MAX_MOVES)
        list->moves[list->count++] = move;
    }
  return i - 1;
}

static void
handle_go (Uci *uci, char **words)
{
  FtSearchLimits limits = { 0 };
  gint64 clock[2] = { -1, -1 }, increment[2] = { 0, 0 };
  gint64 value;
  FtColour side = uci->pos->side_to_move;
  g_autofree FtMoveList *root_moves = NULL;

  limits.remaining_ms = -1;
  for (int i = 1; words[i] != NULL; i++)
    {
      const char *w = words[i];
      const char *arg = words[i + 1];

      if (strcmp (w, "infinite") == 0)
        limits.infinite = TRUE;
      else if (strcmp (w, "ponder") == 0)
        ; /* no pondering: searched as a normal go */
      else if (strcmp (w, "searchmoves") == 0)
        {
          /* A second "searchmoves" replaces the first list (found by
           * fuzz-uci: a new list each time leaked the one before). */
          if (root_moves == NULL)
            root_moves = g_new (FtMoveList, 1);
          i = read_searchmoves (uci, words, i + 1, root_moves);
        }
      else if (arg == NULL)
        ft_cli_engine_print (&uci->engine, "info string go %s: a value is missing", w);
      else if (strcmp (w, "perft") == 0)
        {
          if (ft_cli_parse_int (arg, 0, 12, &value))
            ft_cli_engine_perft (&uci->engine, uci->pos, (int) value, "");
          else
            ft_cli_engine_print (&uci->engine, "info string go perft: depth must be 0 to 12");
          return;
        }
      else
        {
          i++;
          if (strcmp (w, "wtime") == 0 || strcmp (w, "btime") == 0)
            time_value (uci, w, arg, 1, &clock[w[0] == 'w' ? FT_WHITE : FT_BLACK]);
          else if (strcmp (w, "winc") == 0 || strcmp (w, "binc") == 0)
            time_value (uci, w, arg, 0, &increment[w[0] == 'w' ? FT_WHITE : FT_BLACK]);
          else if (strcmp (w, "movetime") == 0)
            time_value (uci, w, arg, 1, &limits.movetime_ms);
          else if (strcmp (w, "depth") == 0 && ft_cli_parse_int (arg, 1, FT_SEARCH_MAX_PLY - 4, &value))
            limits.depth = (int) value;
          else if (strcmp (w, "nodes") == 0 && ft_cli_parse_int (arg, 1, G_MAXINT64, &value))
            limits.nodes = (guint64) value;
          else if (strcmp (w, "movestogo") == 0 || strcmp (w, "mate") == 0)
            ; /* accepted; our time plan does not use it */
          else
            {
              ft_cli_engine_print (&uci->engine, "info string go: ignoring '%s %s'", w, arg);
              i--;
            }
        }
    }
  if (clock[side] >= 0)
    {
      limits.remaining_ms = clock[side];
      limits.increment_ms = increment[side];
    }
  /* A bare `go` searches as if infinite until stopped. */
  if (limits.depth == 0 && limits.movetime_ms == 0 && limits.remaining_ms < 0 && limits.nodes == 0)
    limits.infinite = TRUE;
  if (root_moves != NULL && root_moves->count == 0)
    {
      ft_cli_engine_print (&uci->engine, "info string searchmoves: no legal move given, searching all");
      g_clear_pointer (&root_moves, g_free);
    }

  limits.multipv = uci->multipv;
  uci->infinite = limits.infinite;
  ft_cli_engine_start (&uci->engine, uci->pos, &limits, root_moves, on_info, on_done, uci);
}

static void
send_id (Uci *uci)
{
  FtCliEngine *engine = &uci->engine;

  ft_cli_engine_print (engine, "id name Fourteen %s", PACKAGE_VERSION);
  ft_cli_engine_print (engine, "id author The Fourteen developers");
  ft_cli_engine_print (engine, "option name Hash type spin default %d min 1 max %d",
                       UCI_DEFAULT_HASH_MB, UCI_MAX_HASH_MB);
  ft_cli_engine_print (engine, "option name Threads type spin default 1 min 1 max %d",
                       FT_SEARCH_MAX_THREADS);
  ft_cli_engine_print (engine, "option name MultiPV type spin default 1 min 1 max %d",
                       FT_SEARCH_MAX_MULTIPV);
  g_autoptr (GString) levels = g_string_new (NULL);

  for (int level = FT_LEVEL_1; level <= FT_LEVEL_TOP; level++)
    g_string_append_printf (levels, " var %s", ft_name_of (FT_TYPE_LEVEL, level));
  ft_cli_engine_print (engine, "option name Level type combo default %s%s",
                       ft_name_of (FT_TYPE_LEVEL, FT_LEVEL_TOP), levels->str);
  if (engine->ratings != NULL)
    {
      ft_cli_engine_print (engine, "option name UCI_LimitStrength type check default false");
      ft_cli_engine_print (engine, "option name UCI_Elo type spin default %" G_GINT64_FORMAT " min %d max %d",
                           engine->elo, engine->elo_min, engine->elo_max);
    }
  if (uci->config != NULL)
    ft_cli_engine_print (engine, "option name UCI_Variant type combo default " UCI_VARIANT_CONFIG
                                 " var " UCI_VARIANT_CONFIG " var fourteen var chess");
  else
    ft_cli_engine_print (engine, "option name UCI_Variant type combo default fourteen var fourteen var chess");
  ft_cli_engine_print (engine, "option name Promotion type combo default queen var queen var choose");
  ft_cli_engine_print (engine, "uciok");
}

/* One command line; FALSE on quit. */
static gboolean
uci_command (Uci *uci, const char *line)
{
  g_auto (GStrv) words = ft_cli_split_words (line);
  const char *command = words[0];

  if (command == NULL)
    return TRUE;
  if (strcmp (command, "quit") == 0)
    return FALSE;
  if (strcmp (command, "uci") == 0)
    send_id (uci);
  else if (strcmp (command, "isready") == 0)
    ft_cli_engine_print (&uci->engine, "readyok");
  else if (strcmp (command, "stop") == 0)
    ft_cli_engine_stop (&uci->engine);
  else if (strcmp (command, "ponderhit") == 0 || strcmp (command, "debug") == 0
           || strcmp (command, "register") == 0)
    ; /* nothing to do */
  else
    {
      /* These wait until a running search is over: changing the position
       * or the searcher under it would race with it. An infinite search
       * ends only by stop, so it is stopped. */
      if (uci->infinite)
        ft_cli_engine_stop (&uci->engine);
      ft_cli_engine_wait (&uci->engine);
      uci->infinite = FALSE;

      if (strcmp (command, "ucinewgame") == 0)
        {
          ft_searcher_clear (uci->engine.searcher);
          uci->engine.seed++;
          set_start_position (uci);
        }
      else if (strcmp (command, "setoption") == 0)
        handle_setoption (uci, words);
      else if (strcmp (command, "position") == 0)
        handle_position (uci, words);
      else if (strcmp (command, "go") == 0)
        handle_go (uci, words);
      else if (strcmp (command, "d") == 0)
        {
          g_autofree char *fen = ft_fen_write (uci->pos);
          ft_cli_engine_print (&uci->engine, "info string fen %s", fen);
        }
      else
        ft_cli_engine_print (&uci->engine, "info string unknown command '%.40s'", command);
    }
  return TRUE;
}

int
ft_cli_uci_session (const FtCliSession *session)
{
  Uci uci = { 0 };
  g_autoptr (GString) line = g_string_new (NULL);
  FtCliLine status;
  gsize bad;

  if (session->config_path != NULL)
    {
      uci.config = ft_cli_load_config (session->config_path);
      if (uci.config == NULL)
        return 2;
      uci.use_config = TRUE;
    }

  uci.hash_mb = session->hash_mb;
  uci.multipv = 1;
  ft_cli_engine_init (&uci.engine, session);
  uci.rules = FT_RULES_FOURTEEN;
  uci.pos = g_new (FtPosition, 1);
  set_start_position (&uci);

  while ((status = ft_cli_read_line (session->in, line, &bad)) != FT_CLI_LINE_END)
    {
      if (status == FT_CLI_LINE_TOO_LONG)
        ft_cli_engine_print (&uci.engine, "info string line longer than %d bytes: ignored",
                             FT_CLI_MAX_LINE);
      else if (status == FT_CLI_LINE_NOT_UTF8)
        ft_cli_engine_print (&uci.engine, "info string line not valid UTF-8 at byte offset %"
                                          G_GSIZE_FORMAT ": ignored", bad);
      else if (!uci_command (&uci, line->str))
        break;
    }

  ft_cli_engine_clear (&uci.engine);
  g_clear_object (&uci.config);
  g_free (uci.pos);
  return 0;
}

int
ft_cli_uci (int argc, char **argv)
{
  FtCliSession session = { stdin, stdout, NULL, UCI_DEFAULT_HASH_MB, 0 };

  if (argc == 3 && strcmp (argv[1], "--config") == 0)
    session.config_path = argv[2];
  else if (argc > 1)
    {
      fprintf (stderr, "Usage: fourteen-cli uci [--config FILE]\n");
      return 2;
    }
  return ft_cli_uci_session (&session);
}
