/* ft-chess-record.c — the save format of FtChessRuleset: a recorded game
 * to PGN and back, through the engine's reader and writer (ft-pgn.h,
 * docs/formats.md#pgn). */
#include "config.h"

#include "ft-chess-ruleset.h"

/* The engine's error kinds are the records', in the same order. */
G_STATIC_ASSERT ((int) FT_GAME_RECORD_ERROR_NOT_PGN == (int) FT_PGN_ERROR_NOT_PGN);
G_STATIC_ASSERT ((int) FT_GAME_RECORD_ERROR_TOO_LARGE == (int) FT_PGN_ERROR_TOO_LARGE);
G_STATIC_ASSERT ((int) FT_GAME_RECORD_ERROR_TRUNCATED == (int) FT_PGN_ERROR_TRUNCATED);
G_STATIC_ASSERT ((int) FT_GAME_RECORD_ERROR_BAD_TAG == (int) FT_PGN_ERROR_BAD_TAG);
G_STATIC_ASSERT ((int) FT_GAME_RECORD_ERROR_BAD_POSITION == (int) FT_PGN_ERROR_BAD_POSITION);
G_STATIC_ASSERT ((int) FT_GAME_RECORD_ERROR_BAD_MOVE == (int) FT_PGN_ERROR_BAD_MOVE);

char *
_ft_chess_write_record (const FtRecordedGame *record)
{
  const FtPosition *start = ft_chess_ruleset_get_position (FT_CHESS_RULESET (record->start));
  g_autoptr (FtPgnGame) pgn = ft_pgn_game_new (start);

  for (guint i = 0; i < record->tag_names->len; i++)
    ft_pgn_game_set_tag (pgn, record->tag_names->pdata[i], record->tag_values->pdata[i]);
  pgn->time_control[FT_WHITE] = record->time_control[FT_WHITE];
  pgn->time_control[FT_BLACK] = record->time_control[FT_BLACK];
  for (guint i = 0; i < record->moves->len; i++)
    ft_pgn_game_add_move (pgn, g_array_index (record->moves, FtGameMove, i).chess,
                          g_array_index (record->clock_ms, gint64, i));
  pgn->result = record->result;
  pgn->reason = record->reason;
  return ft_pgn_write (pgn);
}

FtRecordedGame *
_ft_chess_read_record (FtChessRuleset *prototype, const char *text, gsize length, guint *line,
                       guint *column, GError **error)
{
  const FtPosition *base = ft_chess_ruleset_get_position (prototype);
  g_autoptr (FtPgnReader) reader = ft_pgn_reader_new (text, length);
  g_autoptr (FtPgnGame) pgn = NULL;
  g_autoptr (FtChessRuleset) start = NULL;
  g_autoptr (GError) pgn_error = NULL;
  FtRecordedGame *record;

  /* The pieces the config defines are the ones a saved game can use. */
  if (base->custom_count > 0)
    ft_pgn_reader_set_custom_kinds (reader, &base->custom);
  pgn = ft_pgn_reader_next (reader, line, column, &pgn_error);
  if (pgn == NULL)
    {
      if (pgn_error != NULL)
        g_set_error_literal (error, FT_GAME_RECORD_ERROR, pgn_error->code, pgn_error->message);
      else
        g_set_error_literal (error, FT_GAME_RECORD_ERROR, FT_GAME_RECORD_ERROR_NOT_PGN, "no game");
      return NULL;
    }
  start = ft_chess_ruleset_new_start (pgn->start);
  record = ft_recorded_game_new (FT_RULESET (start));
  for (guint i = 0; i < pgn->tag_names->len; i++)
    ft_recorded_game_set_tag (record, pgn->tag_names->pdata[i], pgn->tag_values->pdata[i]);
  record->time_control[FT_WHITE] = pgn->time_control[FT_WHITE];
  record->time_control[FT_BLACK] = pgn->time_control[FT_BLACK];
  for (guint i = 0; i < pgn->moves->len; i++)
    {
      FtGameMove move = ft_game_move_chess (g_array_index (pgn->moves, FtMove, i));

      ft_recorded_game_add_move (record, &move, g_array_index (pgn->clock_ms, gint64, i));
    }
  record->result = pgn->result;
  record->reason = pgn->reason;
  return record;
}
