/* ft-game-record.c — see ft-game-record.h; the formats themselves are the
 * rules' (ft-chess-record.c for PGN). */
#include "config.h"

#include <string.h>

#include "ft-file-kind.h"
#include "ft-game-record.h"
#include "ft-pgn.h"
#include "ft-text-file.h"

G_DEFINE_QUARK (ft-game-record-error-quark, ft_game_record_error)

/* ---- Writing ------------------------------------------------------------- */

static void
set_time_control (FtRecordTimeControl *tc, const FtGameSetup *setup, gboolean player)
{
  switch (setup->time_control)
    {
    case FT_TIME_CONTROL_UNTIMED:
      tc->kind = FT_PGN_TIME_UNTIMED;
      break;
    case FT_TIME_CONTROL_PER_MOVE:
      tc->kind = FT_PGN_TIME_PER_MOVE;
      tc->ms = setup->per_move_ms;
      break;
    case FT_TIME_CONTROL_FISCHER:
    default:
      tc->kind = FT_PGN_TIME_FISCHER;
      tc->ms = player ? setup->player_ms : setup->cpu_ms;
      tc->increment_ms = player ? setup->player_increment_ms : setup->cpu_increment_ms;
      break;
    }
}

FtRecordedGame *
ft_game_record_from_game (FtGame *game, const FtGameSetup *setup)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y.%m.%d");
  FtRecordedGame *record;
  FtColour first;
  gboolean timed;

  g_return_val_if_fail (FT_IS_GAME (game), NULL);
  g_return_val_if_fail (setup != NULL, NULL);

  record = ft_recorded_game_new (ft_game_get_start_rules (game));
  ft_recorded_game_set_tag (record, "Event", "Fourteen game");
  ft_recorded_game_set_tag (record, "Date", date);
  set_time_control (&record->time_control[FT_WHITE], setup, setup->human_colour == FT_WHITE);
  set_time_control (&record->time_control[FT_BLACK], setup, setup->human_colour == FT_BLACK);
  timed = ft_clock_is_timed (ft_game_get_clock (game));
  first = ft_ruleset_get_side_to_move (ft_game_get_start_rules (game));
  for (guint i = 0; i < ft_game_get_n_moves (game); i++)
    {
      /* Passes count as moves: the mover alternates. */
      FtColour mover = (FtColour) ((first + i) % 2);
      gint64 ms[2] = { -1, -1 };

      if (timed)
        ft_game_get_clock_after (game, i, &ms[FT_WHITE], &ms[FT_BLACK]);
      ft_recorded_game_add_move (record, ft_game_peek_move (game, i), ms[mover]);
    }
  record->result = ft_game_get_result (game, &record->reason);
  return record;
}

char *
ft_game_record_write (FtGame *game, const FtGameSetup *setup, const char *white_name,
                      const char *black_name)
{
  g_autoptr (FtRecordedGame) record = NULL;

  g_return_val_if_fail (FT_IS_GAME (game), NULL);
  g_return_val_if_fail (setup != NULL, NULL);

  record = ft_game_record_from_game (game, setup);
  ft_recorded_game_set_tag (record, ft_ruleset_get_player_tag (record->start, FT_WHITE),
                            white_name != NULL ? white_name : "?");
  ft_recorded_game_set_tag (record, ft_ruleset_get_player_tag (record->start, FT_BLACK),
                            black_name != NULL ? black_name : "?");
  return ft_recorded_game_write (record);
}

/* ---- Reading ------------------------------------------------------------- */

static void
set_error (GError **error, const char *filename, guint line, guint column, const GError *inner)
{
  if (filename != NULL)
    g_set_error (error, FT_GAME_RECORD_ERROR, inner->code, "%s:%u:%u: %s", filename, line,
                 column, inner->message);
  else
    g_set_error (error, FT_GAME_RECORD_ERROR, inner->code, "%u:%u: %s", line, column,
                 inner->message);
}

FtGameKind
ft_game_record_guess_kind (const char *text, const char *filename)
{
  /* A PDN's own tag, a checkers FEN ("B:W21,…"), or numbered squares as
   * the first move ("1. 11-15"): none of them can start a chess game. */
  static const char *const pattern = "^\\[GameType |^\\[FEN \"[BW]:|(^|\\s)1\\.\\s*[0-9]{1,2}[-x][0-9]{1,2}(\\s|$)";

  if (filename != NULL && (g_str_has_suffix (filename, ".pdn") || g_str_has_suffix (filename, ".PDN")))
    return FT_GAME_KIND_CHECKERS;
  if (text != NULL && g_regex_match_simple (pattern, text, G_REGEX_MULTILINE, 0))
    return FT_GAME_KIND_CHECKERS;
  return FT_GAME_KIND_CHESS;
}

/* The game of a record, its moves played with the recorded clocks. */
static FtGame *
replay_record (const FtRecordedGame *record, const FtGameSetup *setup, const char *filename,
               GError **error)
{
  g_autoptr (FtGame) game = ft_game_setup_create_game (setup);
  FtClock *clock = ft_game_get_clock (game);
  gint64 ms[2];

  ms[FT_WHITE] = ft_clock_get_remaining_ms (clock, FT_WHITE);
  ms[FT_BLACK] = ft_clock_get_remaining_ms (clock, FT_BLACK);
  for (guint i = 0; i < record->moves->len; i++)
    {
      FtColour mover = ft_game_get_turn (game);
      gint64 recorded = g_array_index (record->clock_ms, gint64, i);

      /* Without a clock time the mover's time stays as it was. */
      if (recorded >= 0 && ft_clock_is_timed (clock))
        ms[mover] = recorded;
      /* The reader has checked every move: only a game the rules ended
       * (a dead position, fivefold repetition) while the players went on
       * refuses one. The game is what the rules made it: it ends there. */
      if (!ft_game_append_recorded (game, &g_array_index (record->moves, FtGameMove, i),
                                    ms[FT_WHITE], ms[FT_BLACK]))
        break;
      ft_game_get_clock_after (game, i, &ms[FT_WHITE], &ms[FT_BLACK]);
    }
  if (record->result != FT_RESULT_NONE)
    ft_game_set_recorded_result (game, record->result, record->reason);
  return g_steal_pointer (&game);
}

FtGame *
ft_game_record_read (const char *text, gssize length, const char *filename,
                     const FtGameSetup *base, FtGameSetup **setup_out,
                     FtRecordedGame **record_out, GError **error)
{
  g_autoptr (FtRecordedGame) record = NULL;
  g_autoptr (GError) inner = NULL;
  g_autoptr (FtGameSetup) setup = NULL;
  g_autoptr (FtRuleset) prototype = NULL;
  g_autofree char *head = NULL;
  FtGame *game;
  guint line = 1, column = 1;

  g_return_val_if_fail (text != NULL || length == 0, NULL);
  g_return_val_if_fail (base != NULL, NULL);

  if (text == NULL)
    text = "";
  if (length < 0)
    length = (gssize) strlen (text);
  setup = ft_game_setup_copy (base);
  /* The base gives what the text may leave out: the config's own pieces.
   * Which game it is, the text says (its tags and first moves). */
  head = g_strndup (text, MIN ((gsize) length, 64 * 1024));
  setup->game = ft_game_record_guess_kind (head, filename);
  prototype = ft_game_setup_create_rules (setup);
  record = ft_ruleset_read_record (prototype, text, (gsize) length, &line, &column, &inner);
  if (record == NULL)
    {
      set_error (error, filename, line, column, inner);
      return NULL;
    }
  ft_game_setup_adopt_record (setup, record);
  game = replay_record (record, setup, filename, error);
  if (game == NULL)
    return NULL;
  if (setup_out != NULL)
    *setup_out = g_steal_pointer (&setup);
  if (record_out != NULL)
    *record_out = g_steal_pointer (&record);
  return game;
}

char *
ft_game_record_read_file (const char *path, gsize *length, GError **error)
{
  g_return_val_if_fail (path != NULL, NULL);
  return ft_text_file_read (path, "saved game", FT_PGN_MAX_SIZE, length, error);
}

FtGame *
ft_game_record_load_file (const char *path, const FtGameSetup *base, FtGameSetup **setup_out,
                          GError **error)
{
  return ft_game_record_load_file_full (path, base, setup_out, NULL, error);
}

FtGame *
ft_game_record_load_file_full (const char *path, const FtGameSetup *base, FtGameSetup **setup_out,
                               FtRecordedGame **record_out, GError **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;
  FtFileKind kind;

  g_return_val_if_fail (path != NULL, NULL);

  data = ft_game_record_read_file (path, &length, error);
  if (data == NULL)
    return NULL;
  /* A config or a layout opened by mistake is named as what it is. */
  kind = ft_file_kind_detect (path, data, (gssize) length);
  if (kind != FT_FILE_KIND_PGN && kind != FT_FILE_KIND_EMPTY)
    {
      g_set_error (error, FT_GAME_RECORD_ERROR, FT_GAME_RECORD_ERROR_NOT_PGN,
                   "%s: this is %s, not a saved game (PGN or PDN)", path,
                   ft_file_kind_describe (kind));
      return NULL;
    }
  return ft_game_record_read (data, (gssize) length, path, base, setup_out, record_out, error);
}

guint
ft_game_record_check (const char *text, gssize length, const char *filename, GPtrArray *warnings,
                      GError **error)
{
  g_autoptr (FtPgnReader) reader = NULL;
  g_autoptr (GError) pgn_error = NULL;
  guint line = 1, column = 1, games = 0;
  FtPgnGame *record;

  reader = ft_pgn_reader_new (text, length < 0 ? strlen (text) : (gsize) length);
  while ((record = ft_pgn_reader_next (reader, &line, &column, &pgn_error)) != NULL)
    {
      for (guint i = 0; warnings != NULL && i < record->warnings->len; i++)
        {
          const FtProblem *warning = g_ptr_array_index (record->warnings, i);

          ft_problem_list_add (warnings, FT_SEVERITY_WARNING, filename, warning->line,
                               warning->column, "%s", warning->message);
        }
      ft_pgn_game_free (record);
      games++;
    }
  if (pgn_error != NULL)
    {
      set_error (error, filename, line, column, pgn_error);
      return 0;
    }
  return games;
}

char *
ft_game_record_to_pgn (FtGame *game, const FtGameSetup *setup, const char *white_name,
                       const char *black_name)
{
  return ft_game_record_write (game, setup, white_name, black_name);
}

FtGame *
ft_game_record_from_pgn (const char *text, gssize length, const char *filename,
                         const FtGameSetup *base, FtGameSetup **setup_out, GError **error)
{
  return ft_game_record_read (text, length, filename, base, setup_out, NULL, error);
}
