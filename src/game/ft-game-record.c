/* ft-game-record.c — see ft-game-record.h; the PGN itself is ft-pgn.c's. */
#include "config.h"

#include <string.h>

#include "ft-file-kind.h"
#include "ft-game-record.h"
#include "ft-pgn.h"
#include "ft-text-file.h"

G_DEFINE_QUARK (ft-game-record-error-quark, ft_game_record_error)

/* The engine's error kinds are ours, in the same order. */
G_STATIC_ASSERT ((int) FT_GAME_RECORD_ERROR_NOT_PGN == (int) FT_PGN_ERROR_NOT_PGN);
G_STATIC_ASSERT ((int) FT_GAME_RECORD_ERROR_TOO_LARGE == (int) FT_PGN_ERROR_TOO_LARGE);
G_STATIC_ASSERT ((int) FT_GAME_RECORD_ERROR_TRUNCATED == (int) FT_PGN_ERROR_TRUNCATED);
G_STATIC_ASSERT ((int) FT_GAME_RECORD_ERROR_BAD_TAG == (int) FT_PGN_ERROR_BAD_TAG);
G_STATIC_ASSERT ((int) FT_GAME_RECORD_ERROR_BAD_POSITION == (int) FT_PGN_ERROR_BAD_POSITION);
G_STATIC_ASSERT ((int) FT_GAME_RECORD_ERROR_BAD_MOVE == (int) FT_PGN_ERROR_BAD_MOVE);

/* ---- Writing ------------------------------------------------------------- */

static void
set_time_control (FtPgnTimeControl *tc, const FtGameSetup *setup, gboolean player)
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

char *
ft_game_record_to_pgn (FtGame *game, const FtGameSetup *setup, const char *white_name,
                       const char *black_name)
{
  g_autoptr (FtPgnGame) record = NULL;
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y.%m.%d");
  const FtPosition *start;
  gboolean timed;

  g_return_val_if_fail (FT_IS_GAME (game), NULL);
  g_return_val_if_fail (setup != NULL, NULL);

  start = ft_game_get_start_position (game);
  record = ft_pgn_game_new (start);
  ft_pgn_game_set_tag (record, "Event", "Fourteen game");
  ft_pgn_game_set_tag (record, "Date", date);
  ft_pgn_game_set_tag (record, "White", white_name != NULL ? white_name : "?");
  ft_pgn_game_set_tag (record, "Black", black_name != NULL ? black_name : "?");
  set_time_control (&record->time_control[FT_WHITE], setup, setup->human_colour == FT_WHITE);
  set_time_control (&record->time_control[FT_BLACK], setup, setup->human_colour == FT_BLACK);
  timed = ft_clock_is_timed (ft_game_get_clock (game));
  for (guint i = 0; i < ft_game_get_n_moves (game); i++)
    {
      /* Passes count as moves: the mover alternates. */
      FtColour mover = (FtColour) ((start->side_to_move + i) % 2);
      gint64 ms[2] = { -1, -1 };

      if (timed)
        ft_game_get_clock_after (game, i, &ms[FT_WHITE], &ms[FT_BLACK]);
      ft_pgn_game_add_move (record, ft_game_get_move (game, i), ms[mover]);
    }
  record->result = ft_game_get_result (game, &record->reason);
  return ft_pgn_write (record);
}

/* ---- Reading ------------------------------------------------------------- */

static void
set_error (GError **error, const char *filename, guint line, guint column, const GError *pgn_error)
{
  if (filename != NULL)
    g_set_error (error, FT_GAME_RECORD_ERROR, pgn_error->code, "%s:%u:%u: %s", filename, line,
                 column, pgn_error->message);
  else
    g_set_error (error, FT_GAME_RECORD_ERROR, pgn_error->code, "%u:%u: %s", line, column,
                 pgn_error->message);
}

/* The setup's clocks from the record's time control; an unknown one keeps
 * base's. */
static void
apply_time_control (FtGameSetup *setup, const FtPgnGame *record)
{
  const FtPgnTimeControl *player = &record->time_control[setup->human_colour];
  const FtPgnTimeControl *cpu = &record->time_control[FT_OTHER_COLOUR (setup->human_colour)];

  switch (player->kind)
    {
    case FT_PGN_TIME_UNTIMED:
      setup->time_control = FT_TIME_CONTROL_UNTIMED;
      break;
    case FT_PGN_TIME_PER_MOVE:
      setup->time_control = FT_TIME_CONTROL_PER_MOVE;
      setup->per_move_ms = player->ms;
      break;
    case FT_PGN_TIME_FISCHER:
      setup->time_control = FT_TIME_CONTROL_FISCHER;
      setup->player_ms = player->ms;
      setup->player_increment_ms = player->increment_ms;
      setup->cpu_ms = cpu->kind == FT_PGN_TIME_FISCHER ? cpu->ms : player->ms;
      setup->cpu_increment_ms = cpu->kind == FT_PGN_TIME_FISCHER ? cpu->increment_ms
                                                                 : player->increment_ms;
      break;
    case FT_PGN_TIME_UNKNOWN:
    default:
      break;
    }
}

FtGame *
ft_game_record_from_pgn (const char *text, gssize length, const char *filename,
                         const FtGameSetup *base, FtGameSetup **setup_out, GError **error)
{
  g_autoptr (FtPgnReader) reader = NULL;
  g_autoptr (FtPgnGame) record = NULL;
  g_autoptr (GError) pgn_error = NULL;
  g_autoptr (FtGameSetup) setup = NULL;
  g_autoptr (FtGame) game = NULL;
  guint line = 1, column = 1;
  gint64 ms[2];
  FtClock *clock;

  g_return_val_if_fail (text != NULL || length == 0, NULL);
  g_return_val_if_fail (base != NULL, NULL);

  reader = ft_pgn_reader_new (text != NULL ? text : "", length < 0 ? strlen (text) : (gsize) length);
  /* The pieces the config defines are the ones a saved game can use. */
  if (base->start->custom_count > 0)
    ft_pgn_reader_set_custom_kinds (reader, &base->start->custom);
  record = ft_pgn_reader_next (reader, &line, &column, &pgn_error);
  if (record == NULL)
    {
      set_error (error, filename, line, column, pgn_error);
      return NULL;
    }

  setup = ft_game_setup_copy (base);
  memcpy (setup->start, record->start, G_STRUCT_OFFSET (FtPosition, history));
  setup->start->history_length = 0;
  setup->fog_of_war = record->start->fog;
  apply_time_control (setup, record);
  /* A Fourteen record with a promotion to anything but a queen was played
   * with the choice on. */
  if (record->start->rules == FT_RULES_FOURTEEN)
    for (guint i = 0; i < record->moves->len; i++)
      {
        FtKind promotion = FT_MOVE_PROMOTION (g_array_index (record->moves, FtMove, i));

        if (promotion != FT_NO_KIND && promotion != FT_QUEEN)
          setup->promotion = FT_PROMOTION_CHOOSE;
      }
  setup->start->promotion_choice = ft_game_setup_chooses_promotion (setup);

  game = ft_game_setup_create_game (setup);
  clock = ft_game_get_clock (game);
  ms[FT_WHITE] = ft_clock_get_remaining_ms (clock, FT_WHITE);
  ms[FT_BLACK] = ft_clock_get_remaining_ms (clock, FT_BLACK);
  for (guint i = 0; i < record->moves->len; i++)
    {
      FtColour mover = ft_game_get_turn (game);
      gint64 recorded = g_array_index (record->clock_ms, gint64, i);

      /* Without a %clk the mover's time stays as it was. */
      if (recorded >= 0 && ft_clock_is_timed (clock))
        ms[mover] = recorded;
      /* The reader has checked every move: only a game the rules ended
       * (a dead position, fivefold repetition) while the players went on
       * refuses one. The game is what the rules made it: it ends there. */
      if (!ft_game_append_recorded_move (game, g_array_index (record->moves, FtMove, i),
                                         ms[FT_WHITE], ms[FT_BLACK]))
        break;
      ft_game_get_clock_after (game, i, &ms[FT_WHITE], &ms[FT_BLACK]);
    }
  if (record->result != FT_RESULT_NONE)
    ft_game_set_recorded_result (game, record->result, record->reason);

  if (setup_out != NULL)
    *setup_out = g_steal_pointer (&setup);
  return g_steal_pointer (&game);
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
                   "%s: this is %s, not a saved game (PGN)", path, ft_file_kind_describe (kind));
      return NULL;
    }
  return ft_game_record_from_pgn (data, (gssize) length, path, base, setup_out, error);
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
