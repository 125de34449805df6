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

/* [Variant]: the rules, FALSE (failed) for a variant Fourteen does not
 * play. Spaces around the name do not count. */
static gboolean
read_variant_tag (FtPgnGameReader *g, FtRules *rules)
{
  const char *tag = ft_pgn_game_get_tag (g->game, "Variant");
  g_autofree char *variant = NULL;
  FtPgnTagPlace p;

  *rules = FT_RULES_STANDARD;
  if (tag == NULL)
    return TRUE;
  variant = g_strstrip (g_strdup (tag));
  if (g_ascii_strcasecmp (variant, "Fourteen") == 0)
    *rules = FT_RULES_FOURTEEN;
  if (*rules == FT_RULES_FOURTEEN || g_ascii_strcasecmp (variant, "Standard") == 0
      || g_ascii_strcasecmp (variant, "Chess") == 0 || g_ascii_strcasecmp (variant, "Normal") == 0
      || g_ascii_strcasecmp (variant, "From Position") == 0)
    return TRUE;
  p = ft_pgn_tag_place (g, "Variant");
  ft_pgn_fail (g, p.line, p.value_column, FT_PGN_ERROR_BAD_TAG,
               "unknown variant \"%s\": Fourteen plays \"Fourteen\" and \"Standard\"", tag);
  return FALSE;
}

/* The 0-based offset in a FEN of the character its error names. */
static guint
fen_error_offset (const GError *error)
{
  const char *at = strstr (error->message, "character ");
  guint character = at != NULL ? (guint) atoi (at + 10) : 1;

  return character > 0 ? character - 1 : 0;
}

/* [FEN] into game->start. Castling rights without their rook (some editors
 * write "KQkq" whatever the position) are left out with a warning; any
 * other error fails the game. */
static gboolean
read_fen_tag (FtPgnGameReader *g, const char *fen, FtRules rules)
{
  g_autofree char *text = g_strdup (fen);
  FtPgnTagPlace p = ft_pgn_tag_place (g, "FEN");
  g_autoptr (GError) error = NULL;

  for (guint dropped = 0;; dropped++)
    {
      guint offset;

      g_clear_error (&error);
      if (ft_fen_parse_custom (text, rules, g->r->custom, g->game->start, &error))
        return TRUE;
      offset = fen_error_offset (error);
      if (dropped == 4 || strstr (error->message, "castling field") == NULL
          || offset >= strlen (text) || strstr (error->message, "no ") == NULL)
        break;
      ft_pgn_warn (g, p.line, p.value_column + offset,
                   "FEN tag: castling right '%c' has no rook or king to castle with: left out",
                   text[offset]);
      memmove (text + offset, text + offset + 1, strlen (text + offset));
      /* "K" alone gone: the field reads "-". */
      if (text[offset] == ' ' && (offset == 0 || text[offset - 1] == ' '))
        {
          memmove (text + offset + 1, text + offset, strlen (text + offset) + 1);
          text[offset] = '-';
        }
    }
  ft_pgn_fail (g, p.line, p.value_column + fen_error_offset (error), FT_PGN_ERROR_BAD_POSITION,
               "FEN tag: %s", error->message);
  return FALSE;
}

/* The start position and clocks from the tags: before the first move. */
static gboolean
set_up_game (FtPgnGameReader *g)
{
  FtPgnGame *game = g->game;
  const char *fen = ft_pgn_game_get_tag (game, "FEN");
  const char *fog = ft_pgn_game_get_tag (game, "FogOfWar");
  FtRules rules;

  g->set_up = TRUE;
  if (!read_variant_tag (g, &rules))
    return FALSE;
  if (fen != NULL)
    {
      if (!read_fen_tag (g, fen, rules))
        return FALSE;
      /* Without a Variant tag the game is plain chess, which other programs
       * only know on 8×8. */
      if (ft_pgn_game_get_tag (game, "Variant") == NULL
          && (game->start->files != 8 || game->start->ranks != 8))
        {
          FtPgnTagPlace p = ft_pgn_tag_place (g, "FEN");

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
  game->start->fog = fog != NULL && (strcmp (fog, "1") == 0 || g_ascii_strcasecmp (fog, "true") == 0);

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
      /* A draw the rules made (a dead position, fivefold repetition, 75
       * moves) that the players did not notice: the record goes on, and
       * so does the reader. After a mate or stalemate nothing is legal. */
      if (san_error != FT_SAN_OK || reason == FT_REASON_CHECKMATE
          || reason == FT_REASON_STALEMATE || reason == FT_REASON_KING_CAPTURED)
        {
          ft_pgn_fail (g, line, column, FT_PGN_ERROR_BAD_MOVE,
                       "%s: the game is already over (%s)", label,
                       ft_position_describe_end (pos, reason));
          return FALSE;
        }
      if (!g->played_on)
        ft_pgn_warn (g, line, column,
                     "%s: the game was already over (%s); the moves after it are read as "
                     "recorded", label, ft_position_describe_end (pos, reason));
      g->played_on = TRUE;
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
    case FT_REASON_PERPETUAL_CHECK:
    case FT_REASON_FIFTY_MOVES:
    case FT_REASON_INSUFFICIENT_MATERIAL:
    default:
      /* The board does not show it: a decisive game was resigned, a drawn
       * one agreed. */
      game->reason = token == FT_RESULT_DRAW ? FT_REASON_AGREEMENT : FT_REASON_RESIGNATION;
      break;
    }
}

/* What other programs write for the ASCII of the standard: the dashes
 * of results and castling ("1–0", "O‑O"), "½" for 1/2. */
static char *
normalize_symbol (const char *symbol)
{
  static const char *const dashes[] = { "\xe2\x80\x90", "\xe2\x80\x91", "\xe2\x80\x92",
                                        "\xe2\x80\x93", "\xe2\x80\x94", "\xe2\x88\x92" };
  GString *out = g_string_new (NULL);

  for (const char *c = symbol; *c != '\0';)
    {
      gboolean dash = FALSE;

      for (gsize i = 0; i < G_N_ELEMENTS (dashes) && !dash; i++)
        dash = g_str_has_prefix (c, dashes[i]);
      if (dash)
        {
          g_string_append_c (out, '-');
          c += 3;
        }
      else if (g_str_has_prefix (c, "\xc2\xbd"))
        {
          g_string_append (out, "1/2");
          c += 2;
        }
      else
        g_string_append_c (out, *c++);
    }
  return g_string_free (out, FALSE);
}

/* An annotation standing alone: "!?", "+-", "=", "±", "⩱", "e.p." — no
 * letter or digit of a move, and not the null move "--". */
static gboolean
is_annotation (const char *symbol)
{
  if (strcmp (symbol, "--") == 0)
    return FALSE;
  if (strcmp (symbol, "e.p.") == 0 || strcmp (symbol, "ep") == 0)
    return TRUE;
  for (const char *c = symbol; *c != '\0'; c++)
    if (g_ascii_isalnum (*c))
      return FALSE;
  return TRUE;
}

/* A pawn capture may say it is en passant: "exf6ep", "bxa6e.p.". */
static void
strip_en_passant (char *move)
{
  gsize n = strlen (move);

  if (n > 4 && g_str_has_suffix (move, "e.p.") && g_ascii_isdigit (move[n - 5]))
    move[n - 4] = '\0';
  else if (n > 2 && g_str_has_suffix (move, "ep") && g_ascii_isdigit (move[n - 3]))
    move[n - 2] = '\0';
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

typedef enum {
  SYMBOL_READ,      /* a move, a number, an annotation: go on */
  SYMBOL_ENDS_GAME, /* a result */
  SYMBOL_FAILED,
} SymbolOutcome;

/* One movetext symbol: a result, an annotation, a move number, a move. */
static SymbolOutcome
read_symbol (FtPgnGameReader *g, const char *text, guint line, guint column)
{
  g_autofree char *symbol = normalize_symbol (text);
  FtPgnReader *r = g->r;
  char *move_text;

  if (strcmp (symbol, "1-0") == 0 || strcmp (symbol, "0-1") == 0
      || strcmp (symbol, "1/2-1/2") == 0 || strcmp (symbol, "1/2") == 0 || strcmp (symbol, "*") == 0)
    {
      if (!g->set_up && !set_up_game (g))
        return SYMBOL_FAILED;
      finish_game (g, symbol[0] == '*' ? FT_RESULT_NONE
                      : symbol[1] == '/' ? FT_RESULT_DRAW
                      : symbol[0] == '1' ? FT_RESULT_WHITE_WINS
                                         : FT_RESULT_BLACK_WINS);
      g->any_content = TRUE;
      return SYMBOL_ENDS_GAME;
    }
  if (is_annotation (symbol))
    return SYMBOL_READ;
  /* Move numbers, "12." or "12...", maybe glued to the move ("1.e4"). */
  move_text = symbol;
  if (g_ascii_isdigit (symbol[0]) && strcmp (symbol, "0000") != 0)
    {
      gsize digits = strspn (symbol, "0123456789");
      char *after = (char *) skip_dots (symbol + digits);

      if (after != symbol + digits || symbol[digits] == '\0')
        {
          move_text = after;
          g->any_content |= after != symbol + digits;
          if (*move_text == '\0')
            return SYMBOL_READ;
        }
    }
  else
    {
      /* "1. ... Ba5": Black's dots apart from their number, or "...Ba5". */
      move_text = (char *) skip_dots (symbol);
      if (*move_text == '\0')
        return SYMBOL_READ;
    }
  strip_en_passant (move_text);
  /* Columns in the text: a normalized dash was one character too. */
  if (!play_symbol (g, move_text, line, column + (guint) g_utf8_strlen (symbol, move_text - symbol),
                    r->pos == r->length))
    return SYMBOL_FAILED;
  return SYMBOL_READ;
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
              if (i < r->length && r->text[i] == '"')
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
      switch (read_symbol (g, symbol, line, column))
        {
        case SYMBOL_READ:
          continue;
        case SYMBOL_ENDS_GAME:
          return TRUE;
        case SYMBOL_FAILED:
        default:
          return FALSE;
        }
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
