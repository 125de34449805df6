/* ft-pgn-read.c — the PGN reader's games: the start position and clocks
 * from the tags, the moves, the result (see ft-pgn.h; the characters are
 * ft-pgn-lexer.c's). */
#include "ft-pgn-private.h"

#include <stdlib.h>
#include <string.h>

#include "ft-fen.h"
#include "ft-san.h"

/* [TimeControl] or [BlackTimeControl] into *tc; a value that is no time
 * control is a warning (kept as written, the clocks unknown). */
static void
read_time_control_tag (FtPgnGameReader *g, const char *name, FtPgnTimeControl *tc)
{
  const char *text = ft_pgn_game_get_tag (g->game, name);

  if (text == NULL || ft_pgn_parse_time_control (text, tc))
    return;
  {
    FtPgnTagPlace p = ft_pgn_tag_place (g, name);

    ft_pgn_warn (g, p.line, p.value_column,
                 "%s \"%s\" is not a time control (\"-\", \"SECONDS+INCREMENT\", "
                 "\"MOVES/SECONDS\", …): kept as written, the clocks do not use it", name, text);
  }
}

/* The start position and clocks from the tags: before the first move. */
static gboolean
set_up_game (FtPgnGameReader *g)
{
  FtPgnGame *game = g->game;
  const char *variant = ft_pgn_game_get_tag (game, "Variant");
  const char *fen = ft_pgn_game_get_tag (game, "FEN");
  FtRules rules = FT_RULES_STANDARD;
  gboolean plain = variant == NULL;

  g->set_up = TRUE;
  if (variant != NULL)
    {
      if (g_ascii_strcasecmp (variant, "Fourteen") == 0)
        rules = FT_RULES_FOURTEEN;
      else if (g_ascii_strcasecmp (variant, "Standard") == 0
               || g_ascii_strcasecmp (variant, "Chess") == 0
               || g_ascii_strcasecmp (variant, "Normal") == 0
               || g_ascii_strcasecmp (variant, "From Position") == 0)
        rules = FT_RULES_STANDARD;
      else
        {
          FtPgnTagPlace p = ft_pgn_tag_place (g, "Variant");

          ft_pgn_fail (g, p.line, p.value_column, FT_PGN_ERROR_BAD_TAG,
                "unknown variant \"%s\": Fourteen plays \"Fourteen\" and \"Standard\"", variant);
          return FALSE;
        }
    }

  if (fen != NULL)
    {
      g_autoptr (GError) fen_error = NULL;
      FtPgnTagPlace p = ft_pgn_tag_place (g, "FEN");

      if (!ft_fen_parse_custom (fen, rules, g->r->custom, game->start, &fen_error))
        {
          const char *at = strstr (fen_error->message, "character ");
          guint offset = at != NULL ? (guint) atoi (at + 10) : 1;

          ft_pgn_fail (g, p.line, p.value_column + (offset > 0 ? offset - 1 : 0),
                FT_PGN_ERROR_BAD_POSITION, "FEN tag: %s", fen_error->message);
          return FALSE;
        }
      /* Without a Variant tag the game is plain chess, which other programs
       * only know on 8×8. */
      if (plain && (game->start->files != 8 || game->start->ranks != 8))
        {
          ft_pgn_fail (g, p.line, p.value_column, FT_PGN_ERROR_BAD_POSITION,
                "a %ux%u board in a chess game: only 8x8 without a Variant tag "
                "(say [Variant \"Fourteen\"] or [Variant \"Standard\"])",
                (guint) game->start->files, (guint) game->start->ranks);
          return FALSE;
        }
    }
  else if (rules == FT_RULES_FOURTEEN)
    ft_position_set_fourteen_start (game->start);
  else
    ft_position_set_standard_start (game->start);
  /* A record that promotes to something else than a queen in Fourteen
   * rules was played with the choice on: read it with the choice. */
  game->start->promotion_choice = TRUE;
  {
    const char *fog = ft_pgn_game_get_tag (game, "FogOfWar");

    game->start->fog = fog != NULL && (strcmp (fog, "1") == 0 || g_ascii_strcasecmp (fog, "true") == 0);
  }

  read_time_control_tag (g, "TimeControl", &game->time_control[FT_WHITE]);
  game->time_control[FT_BLACK] = game->time_control[FT_WHITE];
  read_time_control_tag (g, "BlackTimeControl", &game->time_control[FT_BLACK]);

  memcpy (g->pos, game->start, G_STRUCT_OFFSET (FtPosition, history));
  g->pos->history_length = 0;
  return TRUE;
}

/* ---- Movetext ---- */

/* "12." or "12..." for the move about to be played. */
static char *
move_label (const FtPosition *pos, const char *text)
{
  return g_strdup_printf ("%u%s %s", pos->fullmove_number,
                          pos->side_to_move == FT_WHITE ? "." : "...", text);
}

static gboolean
play_symbol (FtPgnGameReader *g, const char *text, guint line, guint column, gboolean at_end)
{
  FtPosition *pos = g->pos;
  FtSanError san_error;
  FtMove move;
  FtResultReason reason;
  g_autofree char *label = NULL;

  if (!g->set_up && !set_up_game (g))
    return FALSE;
  label = move_label (pos, text);
  if (g->game->moves->len >= FT_PGN_MAX_PLIES)
    {
      ft_pgn_fail (g, line, column, FT_PGN_ERROR_TOO_LARGE, "%s: more than %d plies in one game",
                   label, FT_PGN_MAX_PLIES);
      return FALSE;
    }
  move = ft_san_parse (pos, text, &san_error);
  if (san_error == FT_SAN_SYNTAX)
    {
      if (g->r->games == 0 && !g->any_content)
        ft_pgn_fail (g, line, column, FT_PGN_ERROR_NOT_PGN,
              "\"%s\" is neither a tag pair nor a move: not a PGN", text);
      else if (at_end)
        ft_pgn_fail (g, line, column, FT_PGN_ERROR_TRUNCATED,
              "%s: the file ends in the middle of a move", label);
      else
        ft_pgn_fail (g, line, column, FT_PGN_ERROR_BAD_MOVE, "%s: not a move", label);
      return FALSE;
    }
  g->any_content = TRUE;
  if (ft_position_result (pos, &reason) != FT_RESULT_NONE)
    {
      ft_pgn_fail (g, line, column, FT_PGN_ERROR_BAD_MOVE, "%s: the game is already over (%s)",
                   label, ft_position_describe_end (pos, reason));
      return FALSE;
    }
  if (san_error != FT_SAN_OK)
    {
      ft_pgn_fail (g, line, column, FT_PGN_ERROR_BAD_MOVE, "%s: %s", label,
            san_error == FT_SAN_AMBIGUOUS ? "ambiguous move" : "illegal move");
      return FALSE;
    }
  if (move == FT_MOVE_NONE && ft_position_in_check (pos))
    {
      ft_pgn_fail (g, line, column, FT_PGN_ERROR_BAD_MOVE, "%s: a pass (null move) while in check", label);
      return FALSE;
    }
  /* Keep what repetition needs; a record may be longer than the history. */
  if (pos->history_length >= FT_MAX_GAME_PLY - 1)
    ft_position_forget_history (pos);
  if (pos->history_length >= FT_MAX_GAME_PLY - 1)
    pos->history_length = 0;
  if (move == FT_MOVE_NONE)
    ft_position_make_null_move (pos);
  else
    ft_position_make_move (pos, move);
  ft_pgn_game_add_move (g->game, move, -1);
  return TRUE;
}

/* The result and its reason: the board's when the moves decide the game
 * (checkmate, stalemate, …), else the result token with [Termination]. */
static void
finish_game (FtPgnGameReader *g, FtResult token)
{
  FtPgnGame *game = g->game;
  FtResultReason board_reason, said, claim;
  FtResult board = ft_position_result (g->pos, &board_reason);

  if (board != FT_RESULT_NONE)
    {
      game->result = board;
      game->reason = board_reason;
      return;
    }
  game->result = token;
  if (token == FT_RESULT_NONE)
    return;
  said = ft_pgn_termination_parse (ft_pgn_game_get_tag (game, "Termination"));
  /* A draw where the board allows a claim (threefold repetition, fifty
   * moves) was claimed, unless the record says otherwise. */
  if (token == FT_RESULT_DRAW && ft_position_can_claim_draw (g->pos, &claim)
      && (said == FT_REASON_NONE || said == claim))
    {
      game->reason = claim;
      return;
    }
  switch (said)
    {
    case FT_REASON_TIME:
    case FT_REASON_RESIGNATION:
      game->reason = token == FT_RESULT_DRAW ? FT_REASON_AGREEMENT : said;
      break;
    case FT_REASON_AGREEMENT:
      game->reason = token == FT_RESULT_DRAW ? said : FT_REASON_RESIGNATION;
      break;
    case FT_REASON_NONE:
    case FT_REASON_CHECKMATE:
    case FT_REASON_STALEMATE:
    case FT_REASON_REPETITION:
    case FT_REASON_FIFTY_MOVES:
    case FT_REASON_INSUFFICIENT_MATERIAL:
    default:
      /* The board does not show it: a decisive game was resigned, a drawn
       * one agreed. */
      game->reason = token == FT_RESULT_DRAW ? FT_REASON_AGREEMENT : FT_REASON_RESIGNATION;
      break;
    }
}

/* Past the dots of a move number: '.' and the ellipsis '…' (U+2026). */
static const char *
skip_dots (const char *text)
{
  for (;;)
    {
      if (*text == '.')
        text++;
      else if (g_str_has_prefix (text, "\xe2\x80\xa6"))
        text += 3;
      else
        return text;
    }
}

static gboolean
read_movetext (FtPgnGameReader *g)
{
  FtPgnReader *r = g->r;

  for (;;)
    {
      int c;
      guint line, column;
      gsize start;
      g_autofree char *symbol = NULL;
      const char *move_text;

      ft_pgn_skip_blank (r);
      c = ft_pgn_peek (r);
      line = r->line;
      column = r->column;
      if (c == -1 || c == '[')
        {
          /* The end of the text, or the next game: no result token. */
          if (!g->set_up && !set_up_game (g))
            return FALSE;
          finish_game (g, FT_RESULT_NONE);
          return TRUE;
        }
      if (c == '{')
        {
          if (g->r->games == 0 && !g->any_content)
            {
              /* A JSON object, not a PGN comment before the first move. */
              gsize i = r->pos + 1;

              while (i < r->length && ft_pgn_is_space ((guchar) r->text[i]))
                i++;
              if (i < r->length && (r->text[i] == '"' || r->text[i] == '}'))
                {
                  ft_pgn_fail (g, line, column, FT_PGN_ERROR_NOT_PGN, "this is JSON, not a PGN");
                  return FALSE;
                }
            }
          if (!ft_pgn_read_comment (g))
            return FALSE;
          continue;
        }
      if (c == ';')
        {
          while (ft_pgn_peek (r) != -1 && ft_pgn_peek (r) != '\n')
            ft_pgn_advance (r);
          continue;
        }
      if (c == '(')
        {
          if (!ft_pgn_skip_variation (g))
            return FALSE;
          continue;
        }
      if (c == ')' || c == '}' || c == ']')
        {
          ft_pgn_fail (g, line, column,
                g->r->games == 0 && !g->any_content ? FT_PGN_ERROR_NOT_PGN : FT_PGN_ERROR_BAD_MOVE,
                "unexpected '%c'", c);
          return FALSE;
        }
      if (c == '$')
        {
          ft_pgn_advance (r);
          if (!g_ascii_isdigit (ft_pgn_peek (r)))
            {
              ft_pgn_fail (g, line, column, FT_PGN_ERROR_BAD_MOVE, "'$' without a number (a NAG is $1, $14, ...)");
              return FALSE;
            }
          while (g_ascii_isdigit (ft_pgn_peek (r)))
            ft_pgn_advance (r);
          continue;
        }

      start = r->pos;
      while (!ft_pgn_is_delimiter (ft_pgn_peek (r)))
        ft_pgn_advance (r);
      symbol = g_strndup (r->text + start, r->pos - start);

      if (strcmp (symbol, "1-0") == 0 || strcmp (symbol, "0-1") == 0
          || strcmp (symbol, "1/2-1/2") == 0 || strcmp (symbol, "*") == 0)
        {
          if (!g->set_up && !set_up_game (g))
            return FALSE;
          finish_game (g, symbol[0] == '*' ? FT_RESULT_NONE
                          : symbol[1] == '/' ? FT_RESULT_DRAW
                          : symbol[0] == '1' ? FT_RESULT_WHITE_WINS
                                             : FT_RESULT_BLACK_WINS);
          g->any_content = TRUE;
          return TRUE;
        }
      /* Annotation glyphs standing alone. */
      if (strspn (symbol, "!?") == strlen (symbol))
        continue;
      /* Move numbers, "12." or "12...", maybe glued to the move ("1.e4"). */
      move_text = symbol;
      if (g_ascii_isdigit (symbol[0]) && strcmp (symbol, "0000") != 0)
        {
          gsize digits = strspn (symbol, "0123456789");
          const char *after = skip_dots (symbol + digits);

          if (after != symbol + digits || symbol[digits] == '\0')
            {
              move_text = after;
              g->any_content |= after != symbol + digits;
              if (*move_text == '\0')
                continue;
            }
        }
      else
        {
          /* "1. ... Ba5": Black's dots apart from their number, or "...Ba5". */
          move_text = skip_dots (symbol);
          if (*move_text == '\0')
            continue;
        }
      if (!play_symbol (g, move_text, line, column + (guint) (move_text - symbol),
                        r->pos == r->length))
        return FALSE;
    }
}

FtPgnGame *
ft_pgn_reader_next (FtPgnReader *reader, guint *line, guint *column, GError **error)
{
  FtPgnGameReader g = { 0 };
  FtPgnReader *r = reader;
  gboolean ok = TRUE;

  g_return_val_if_fail (reader != NULL, NULL);

  if (r->failed)
    return NULL;
  g.r = r;
  g.line = line;
  g.column = column;
  g.error = error;
  if (!r->checked)
    {
      r->checked = TRUE;
      if (!ft_pgn_check_text (&g))
        return NULL;
    }
  ft_pgn_skip_blank (r);
  if (ft_pgn_peek (r) == -1)
    {
      if (r->games == 0)
        ft_pgn_fail (&g, r->line, r->column, FT_PGN_ERROR_NOT_PGN, "empty: no game in it, not a PGN");
      return NULL;
    }

  g.game = ft_pgn_game_new (NULL);
  g.game->line = r->line;
  g.places = g_array_new (FALSE, FALSE, sizeof (FtPgnTagPlace));
  g.pos = g_new (FtPosition, 1);
  while (ok && ft_pgn_peek (r) == '[')
    {
      ok = ft_pgn_read_tag (&g);
      ft_pgn_skip_blank (r);
    }
  if (ok)
    ok = read_movetext (&g);
  g_array_unref (g.places);
  g_free (g.pos);
  if (!ok)
    {
      g_clear_pointer (&g.game, ft_pgn_game_free);
      return NULL;
    }
  r->games++;
  return g.game;
}
