/* ft-checkers-record.c — the save format of FtCheckersRuleset: a recorded
 * game to PDN and back, through the library's reader and writer (ft-pdn.h,
 * docs/formats.md#pdn).
 *
 * PDN has no tag for how a game ended; ours is [Termination] with the
 * reason's name ("time", "resignation", "agreement", "abandonment"), as in
 * PGN, written only when the board does not tell (a game won on the board
 * needs none). Other programs ignore it.
 */
#include "config.h"

#include "ft-checkers-ruleset.h"
#include "ft-enums.h"
#include "ft-names.h"
#include "ft-pdn.h"

#define TERMINATION "Termination"

static void
time_control_to_pdn (const FtRecordTimeControl *tc, FtPdnTimeControl *pdn)
{
  pdn->kind = tc->kind == FT_PGN_TIME_UNTIMED    ? FT_PDN_TIME_UNTIMED
              : tc->kind == FT_PGN_TIME_FISCHER  ? FT_PDN_TIME_FISCHER
              : tc->kind == FT_PGN_TIME_PER_MOVE ? FT_PDN_TIME_PER_MOVE
                                                 : FT_PDN_TIME_UNKNOWN;
  pdn->ms = tc->ms;
  pdn->increment_ms = tc->increment_ms;
}

static void
time_control_from_pdn (const FtPdnTimeControl *pdn, FtRecordTimeControl *tc)
{
  tc->kind = pdn->kind == FT_PDN_TIME_UNTIMED    ? FT_PGN_TIME_UNTIMED
             : pdn->kind == FT_PDN_TIME_FISCHER  ? FT_PGN_TIME_FISCHER
             : pdn->kind == FT_PDN_TIME_PER_MOVE ? FT_PGN_TIME_PER_MOVE
                                                 : FT_PGN_TIME_UNKNOWN;
  tc->ms = pdn->ms;
  tc->increment_ms = pdn->increment_ms;
}

/* Did the board decide the game (no pieces, no moves, quiet turns)? */
static gboolean
decided_on_board (FtResultReason reason)
{
  return reason == FT_REASON_NO_PIECES || reason == FT_REASON_NO_MOVES || reason == FT_REASON_QUIET_TURNS;
}

char *
_ft_checkers_write_record (const FtRecordedGame *record)
{
  FtCheckersRuleset *start = FT_CHECKERS_RULESET (record->start);
  g_autoptr (FtPdnGame) pdn = ft_pdn_game_new (ft_checkers_ruleset_get_state (start));

  for (guint i = 0; i < record->tag_names->len; i++)
    ft_pdn_game_set_tag (pdn, record->tag_names->pdata[i], record->tag_values->pdata[i]);
  for (int side = 0; side < 2; side++)
    time_control_to_pdn (&record->time_control[side],
                         &pdn->time_control[ft_checkers_side_of_colour (side)]);
  for (guint i = 0; i < record->moves->len; i++)
    ft_pdn_game_add_turn (pdn, &g_array_index (record->moves, FtGameMove, i).checkers,
                          g_array_index (record->clock_ms, gint64, i));
  switch (record->result)
    {
    case FT_RESULT_WHITE_WINS:
      pdn->result = FT_CHECKERS_FIRE;
      break;
    case FT_RESULT_BLACK_WINS:
      pdn->result = FT_CHECKERS_WATER;
      break;
    case FT_RESULT_DRAW:
      pdn->result = FT_CHECKERS_TIE;
      break;
    case FT_RESULT_NONE:
    default:
      pdn->result = FT_CHECKERS_NONE;
      break;
    }
  ft_pdn_game_set_tag (pdn, TERMINATION, NULL);
  if (record->result != FT_RESULT_NONE && !decided_on_board (record->reason))
    ft_pdn_game_set_tag (pdn, TERMINATION, ft_name_of (FT_TYPE_RESULT_REASON, record->reason));
  return ft_pdn_write (pdn);
}

/* The result and its reason: the board's when the moves decide the game,
 * else the result with [Termination]; without one a decisive game was
 * resigned and a drawn one agreed (as a PGN reader reads it). */
static void
read_result (FtRecordedGame *record, const FtPdnGame *pdn)
{
  g_autoptr (FtRuleset) end = ft_ruleset_copy (record->start);
  const char *said = ft_recorded_game_get_tag (record, TERMINATION);
  FtResultReason board_reason;
  FtResult board;
  int reason;

  for (guint i = 0; i < record->moves->len; i++)
    ft_ruleset_apply (end, &g_array_index (record->moves, FtGameMove, i));
  board = ft_ruleset_get_result (end, &board_reason);
  record->result = pdn->result == FT_CHECKERS_FIRE    ? FT_RESULT_WHITE_WINS
                   : pdn->result == FT_CHECKERS_WATER ? FT_RESULT_BLACK_WINS
                   : pdn->result == FT_CHECKERS_TIE   ? FT_RESULT_DRAW
                                                      : FT_RESULT_NONE;
  if (board != FT_RESULT_NONE)
    {
      record->result = board;
      record->reason = board_reason;
    }
  else if (record->result == FT_RESULT_NONE)
    record->reason = FT_REASON_NONE;
  else if (said != NULL && ft_name_parse (FT_TYPE_RESULT_REASON, said, &reason)
           && !decided_on_board (reason) && reason != FT_REASON_NONE)
    record->reason = reason;
  else
    record->reason = record->result == FT_RESULT_DRAW ? FT_REASON_AGREEMENT : FT_REASON_RESIGNATION;
}

static FtGameRecordError
record_error (int pdn_code)
{
  switch (pdn_code)
    {
    case FT_PDN_ERROR_TOO_LARGE:
    case FT_PDN_ERROR_TOO_MANY:
      return FT_GAME_RECORD_ERROR_TOO_LARGE;
    case FT_PDN_ERROR_TRUNCATED:
      return FT_GAME_RECORD_ERROR_TRUNCATED;
    case FT_PDN_ERROR_BAD_TAG:
      return FT_GAME_RECORD_ERROR_BAD_TAG;
    case FT_PDN_ERROR_BAD_POSITION:
      return FT_GAME_RECORD_ERROR_BAD_POSITION;
    case FT_PDN_ERROR_BAD_MOVE:
      return FT_GAME_RECORD_ERROR_BAD_MOVE;
    case FT_PDN_ERROR_NOT_PDN:
    case FT_PDN_ERROR_NOT_UTF8:
    default:
      return FT_GAME_RECORD_ERROR_NOT_PGN;
    }
}

FtRecordedGame *
_ft_checkers_read_record (const char *text, gsize length, guint *line, guint *column,
                          GError **error)
{
  g_autoptr (FtPdnReader) reader = ft_pdn_reader_new (text, length);
  g_autoptr (FtPdnGame) pdn = NULL;
  g_autoptr (FtCheckersRuleset) start = NULL;
  g_autoptr (GError) pdn_error = NULL;
  FtRecordedGame *record;

  pdn = ft_pdn_reader_next (reader, line, column, &pdn_error);
  if (pdn == NULL)
    {
      if (pdn_error != NULL)
        g_set_error_literal (error, FT_GAME_RECORD_ERROR, record_error (pdn_error->code),
                             pdn_error->message);
      else
        g_set_error_literal (error, FT_GAME_RECORD_ERROR, FT_GAME_RECORD_ERROR_NOT_PGN, "no game");
      return NULL;
    }
  start = ft_checkers_ruleset_new_from_state (&pdn->start);
  record = ft_recorded_game_new (FT_RULESET (start));
  for (guint i = 0; i < pdn->tag_names->len; i++)
    ft_recorded_game_set_tag (record, pdn->tag_names->pdata[i], pdn->tag_values->pdata[i]);
  for (int side = 0; side < 2; side++)
    time_control_from_pdn (&pdn->time_control[ft_checkers_side_of_colour (side)],
                           &record->time_control[side]);
  for (guint i = 0; i < pdn->turns->len; i++)
    {
      FtGameMove move = ft_game_move_checkers (&g_array_index (pdn->turns, FtCheckersTurn, i));

      ft_recorded_game_add_move (record, &move, g_array_index (pdn->clock_ms, gint64, i));
    }
  read_result (record, pdn);
  return record;
}
