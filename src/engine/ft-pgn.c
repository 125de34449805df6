/* ft-pgn.c — PGN games (tags, moves, clocks) and the names reader and
 * writer share; reading is ft-pgn-lexer.c and ft-pgn-read.c, writing
 * ft-pgn-write.c, time controls and clocks ft-pgn-clock.c (docs/formats.md#pgn). */
#include "ft-pgn.h"

#include <string.h>

G_DEFINE_QUARK (ft-pgn-error-quark, ft_pgn_error)

/* ---- Games --------------------------------------------------------------- */

FtPgnGame *
ft_pgn_game_new (const FtPosition *start)
{
  FtPgnGame *game = g_new0 (FtPgnGame, 1);

  game->tag_names = g_ptr_array_new_with_free_func (g_free);
  game->tag_values = g_ptr_array_new_with_free_func (g_free);
  game->tag_index = g_hash_table_new (g_str_hash, g_str_equal);
  game->start = g_new (FtPosition, 1);
  if (start != NULL)
    {
      memcpy (game->start, start, G_STRUCT_OFFSET (FtPosition, history));
      game->start->history_length = 0;
    }
  else
    ft_position_set_standard_start (game->start);
  game->moves = g_array_new (FALSE, FALSE, sizeof (FtMove));
  game->clock_ms = g_array_new (FALSE, FALSE, sizeof (gint64));
  game->warnings = ft_problem_list_new ();
  return game;
}

void
ft_pgn_game_free (FtPgnGame *game)
{
  if (game == NULL)
    return;
  g_hash_table_unref (game->tag_index);
  g_ptr_array_unref (game->tag_names);
  g_ptr_array_unref (game->tag_values);
  g_free (game->start);
  g_array_unref (game->moves);
  g_array_unref (game->clock_ms);
  g_ptr_array_unref (game->warnings);
  g_free (game);
}

int
ft_pgn_game_find_tag (const FtPgnGame *game, const char *name)
{
  gpointer index;

  /* A hash of the names: a record with thousands of tags reads in linear
   * time (the index is kept one more than the position, 0 being absent). */
  index = g_hash_table_lookup (game->tag_index, name);
  return index == NULL ? -1 : GPOINTER_TO_INT (index) - 1;
}

const char *
ft_pgn_game_get_tag (const FtPgnGame *game, const char *name)
{
  int i = ft_pgn_game_find_tag (game, name);

  return i < 0 ? NULL : g_ptr_array_index (game->tag_values, i);
}

void
ft_pgn_game_set_tag (FtPgnGame *game, const char *name, const char *value)
{
  int i = ft_pgn_game_find_tag (game, name);

  if (i >= 0 && value == NULL)
    {
      g_hash_table_remove (game->tag_index, name);
      g_ptr_array_remove_index (game->tag_names, i);
      g_ptr_array_remove_index (game->tag_values, i);
      /* The names after it move down one place (rare: only writers remove). */
      for (guint j = i; j < game->tag_names->len; j++)
        g_hash_table_insert (game->tag_index, game->tag_names->pdata[j], GINT_TO_POINTER (j + 1));
    }
  else if (i >= 0)
    {
      g_free (game->tag_values->pdata[i]);
      game->tag_values->pdata[i] = g_strdup (value);
    }
  else if (value != NULL)
    {
      char *copy = g_strdup (name);

      g_ptr_array_add (game->tag_names, copy);
      g_ptr_array_add (game->tag_values, g_strdup (value));
      g_hash_table_insert (game->tag_index, copy, GINT_TO_POINTER (game->tag_names->len));
    }
}

void
ft_pgn_game_add_move (FtPgnGame *game, FtMove move, gint64 clock_ms)
{
  g_array_append_val (game->moves, move);
  g_array_append_val (game->clock_ms, clock_ms);
}

/* ---- [Termination] ------------------------------------------------------- */

static const struct {
  FtResultReason reason;
  const char *name;
} terminations[] = {
  /* What we write first; then what we also read. */
  { FT_REASON_CHECKMATE, "checkmate" },
  { FT_REASON_TIME, "time forfeit" },
  { FT_REASON_RESIGNATION, "resignation" },
  { FT_REASON_STALEMATE, "stalemate" },
  { FT_REASON_REPETITION, "threefold repetition" },
  { FT_REASON_FIFTY_MOVES, "50-move rule" },
  { FT_REASON_INSUFFICIENT_MATERIAL, "insufficient material" },
  { FT_REASON_AGREEMENT, "agreement" },
  { FT_REASON_ABANDONMENT, "abandoned" }, /* a network opponent who left */
  { FT_REASON_KING_CAPTURED, "king captured" }, /* fog of war */
  { FT_REASON_PERPETUAL_CHECK, "perpetual check" },
  { FT_REASON_REPETITION, "repetition" },
  { FT_REASON_FIFTY_MOVES, "fifty-move rule" },
  { FT_REASON_RESIGNATION, "resigned" },
  { FT_REASON_AGREEMENT, "draw agreed" },
};

const char *
ft_pgn_termination_name (FtResultReason reason)
{
  for (gsize i = 0; i < G_N_ELEMENTS (terminations); i++)
    if (terminations[i].reason == reason)
      return terminations[i].name;
  return NULL;
}

FtResultReason
ft_pgn_termination_parse (const char *text)
{
  if (text == NULL)
    return FT_REASON_NONE;
  for (gsize i = 0; i < G_N_ELEMENTS (terminations); i++)
    if (g_ascii_strcasecmp (text, terminations[i].name) == 0)
      return terminations[i].reason;
  return FT_REASON_NONE;
}
