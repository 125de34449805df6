/* ft-net-message.c — reading one line of the protocol (see
 * ft-net-message.h; the writer is ft-net-message-write.c). The parser is
 * strict about what it accepts and never trusts a length or a number from
 * the line. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ft-net-message-private.h"

G_DEFINE_QUARK (ft-net-error-quark, ft_net_error)

/* Times up to a day and a half, plies up to what a game can hold. */
#define MAX_MS G_GINT64_CONSTANT (100000000)
#define MAX_PLY 100000

static const struct {
  const char *verb;
  FtNetMessageKind kind;
} verbs[] = {
  { "HELLO", FT_NET_HELLO }, { "WELCOME", FT_NET_WELCOME }, { "SETUP", FT_NET_SETUP },
  { "MOVE", FT_NET_MOVE },   { "SYNC", FT_NET_SYNC },       { "RESULT", FT_NET_RESULT },
  { "RESIGN", FT_NET_RESIGN }, { "OFFER", FT_NET_OFFER }, { "ACCEPT", FT_NET_ACCEPT },
  { "DECLINE", FT_NET_DECLINE }, { "UNDO", FT_NET_UNDO }, { "SELECT", FT_NET_SELECT },
  { "DRAG", FT_NET_DRAG },   { "PRESENCE", FT_NET_PRESENCE }, { "ERROR", FT_NET_ERROR },
  { "BYE", FT_NET_BYE },     { "PING", FT_NET_PING },       { "PONG", FT_NET_PONG },
  { "MOVES", FT_NET_MOVES }, { "CHAT", FT_NET_CHAT },
};

static const char *const offer_names[] = { "draw", "takeback", "rematch" };
static const char *const reason_names[] = {
  [FT_REASON_NONE] = "none",
  [FT_REASON_CHECKMATE] = "checkmate",
  [FT_REASON_STALEMATE] = "stalemate",
  [FT_REASON_REPETITION] = "repetition",
  [FT_REASON_FIFTY_MOVES] = "fifty-moves",
  [FT_REASON_INSUFFICIENT_MATERIAL] = "insufficient-material",
  [FT_REASON_TIME] = "time",
  [FT_REASON_RESIGNATION] = "resignation",
  [FT_REASON_AGREEMENT] = "agreement",
  [FT_REASON_ABANDONMENT] = "abandonment",
  [FT_REASON_KING_CAPTURED] = "king-captured",
  [FT_REASON_NO_PIECES] = "no-pieces",
  [FT_REASON_NO_MOVES] = "no-moves",
  [FT_REASON_QUIET_TURNS] = "quiet-turns",
  [FT_REASON_PERPETUAL_CHECK] = "perpetual-check",
};

const char *
ft_net_message_verb (FtNetMessageKind kind)
{
  for (guint i = 0; i < G_N_ELEMENTS (verbs); i++)
    if (verbs[i].kind == kind)
      return verbs[i].verb;
  return "BYE";
}

const char *
ft_net_offer_name (FtNetOffer offer)
{
  return (guint) offer < G_N_ELEMENTS (offer_names) ? offer_names[offer] : "draw";
}

const char *
ft_net_reason_name (FtResultReason reason)
{
  return (guint) reason < G_N_ELEMENTS (reason_names) ? reason_names[reason] : "none";
}

void
ft_net_message_init (FtNetMessage *msg, FtNetMessageKind kind)
{
  memset (msg, 0, sizeof *msg);
  msg->kind = kind;
  msg->version = FT_NET_PROTOCOL_VERSION;
  msg->side = FT_NET_NO_SIDE;
  msg->ply = -1;
  msg->clock_ms[0] = msg->clock_ms[1] = -1;
  msg->file = msg->rank = -1;
}

static gboolean
parse_number (const char *text, gsize len, gint64 min, gint64 max, gint64 *out)
{
  gint64 value = 0;

  if (len == 0 || len > 12)
    return FALSE;
  for (gsize i = 0; i < len; i++)
    {
      if (!g_ascii_isdigit (text[i]))
        return FALSE;
      value = value * 10 + (text[i] - '0');
    }
  if (value < min || value > max)
    return FALSE;
  *out = value;
  return TRUE;
}

/* A clock value: milliseconds, or -1 for "untimed". */
static gboolean
parse_clock_value (const char *text, gsize len, gint64 *out)
{
  if (len == 2 && text[0] == '-' && text[1] == '1')
    {
      *out = -1;
      return TRUE;
    }
  return parse_number (text, len, 0, MAX_MS, out);
}

static gboolean
parse_side (const char *text, gsize len, int *side)
{
  if (len == 5 && memcmp (text, "white", 5) == 0)
    *side = FT_WHITE;
  else if (len == 5 && memcmp (text, "black", 5) == 0)
    *side = FT_BLACK;
  else
    return FALSE;
  return TRUE;
}

/* "e2", "p16": a file letter a–p and a rank 1–16; advances *pos. */
static gboolean
parse_square (const char *text, gsize len, gsize *pos, int *file, int *rank)
{
  gsize i = *pos;
  int value = 0, digits = 0;

  if (i >= len || text[i] < 'a' || text[i] > 'p')
    return FALSE;
  *file = text[i] - 'a';
  i++;
  while (i < len && g_ascii_isdigit (text[i]) && digits < 2)
    {
      value = value * 10 + (text[i] - '0');
      digits++;
      i++;
    }
  if (digits == 0 || value < 1 || value > 16 || (digits == 2 && text[i - 2] == '0'))
    return FALSE;
  *rank = value - 1;
  *pos = i;
  return TRUE;
}

gboolean
ft_net_move_text_is_valid (const char *text, gsize len)
{
  if (len == 0 || len > FT_NET_MAX_MOVE)
    return FALSE;
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_islower (text[i]) && !g_ascii_isdigit (text[i]) && text[i] != '-')
      return FALSE;
  return TRUE;
}

static gboolean
parse_coordinate (const char *text, gsize len, double *out)
{
  char buffer[16];
  char *end = NULL;
  double value;

  if (len == 0 || len >= sizeof buffer)
    return FALSE;
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isdigit (text[i]) && text[i] != '.')
      return FALSE;
  memcpy (buffer, text, len);
  buffer[len] = '\0';
  value = g_ascii_strtod (buffer, &end);
  if (end != buffer + len || !isfinite (value) || value < 0.0 || value > 16.0)
    return FALSE;
  *out = round (value * 1000.0) / 1000.0;
  return TRUE;
}

/* Names: 1–32 bytes, no '=' issues (the value is after the first '='). */
static gboolean
copy_name (const Token *token, char out[FT_NET_MAX_NAME + 1])
{
  if (token->value_len == 0 || token->value_len > FT_NET_MAX_NAME)
    return FALSE;
  memcpy (out, token->value, token->value_len);
  out[token->value_len] = '\0';
  return TRUE;
}

static gboolean
parse_offer (const Token *token, FtNetOffer *offer)
{
  for (guint i = 0; i < G_N_ELEMENTS (offer_names); i++)
    if (_ft_net_token_is (token, offer_names[i]))
      {
        *offer = i;
        return TRUE;
      }
  return FALSE;
}

/* The optional side=white|black field. */
static gboolean
parse_side_field (const Tokens *t, FtNetMessage *out, GError **error)
{
  const Token *field = _ft_net_find_field (t, "side");

  if (field != NULL && !parse_side (field->value, field->value_len, &out->side))
    return _ft_net_fail (error, field->column, "side must be white or black");
  return TRUE;
}

/* white=MS black=MS: required or optional (both or neither). */
static gboolean
parse_clock_fields (const Tokens *t, FtNetMessage *out, gboolean required, GError **error)
{
  const Token *white = _ft_net_find_field (t, "white");
  const Token *black = _ft_net_find_field (t, "black");

  if (white == NULL && black == NULL && !required)
    return TRUE;
  if (white == NULL || black == NULL)
    return _ft_net_fail (error, 1, "the fields white= and black= go together");
  if (!parse_clock_value (white->value, white->value_len, &out->clock_ms[FT_WHITE]))
    return _ft_net_fail (error, white->column, "white= must be milliseconds");
  if (!parse_clock_value (black->value, black->value_len, &out->clock_ms[FT_BLACK]))
    return _ft_net_fail (error, black->column, "black= must be milliseconds");
  return TRUE;
}

static gboolean
parse_ply_field (const Tokens *t, FtNetMessage *out, gboolean required, GError **error)
{
  const Token *field = _ft_net_find_field (t, "ply");

  if (field == NULL)
    return required ? _ft_net_fail (error, 1, "the field ply= is missing") : TRUE;
  if (!parse_number (field->value, field->value_len, 0, MAX_PLY, &out->ply))
    return _ft_net_fail (error, field->column, "ply= must be a number of plies");
  return TRUE;
}

static gboolean
expect_positional (const Tokens *t, guint count, GError **error)
{
  if (t->n_positional != count + 1)
    return _ft_net_fail (error, t->n_positional > count + 1 ? t->tokens[count + 1].column : 1,
                 "this message takes %u argument%s", count, count == 1 ? "" : "s");
  return TRUE;
}

static gboolean
parse_hello (const Tokens *t, FtNetMessage *out, GError **error)
{
  const Token *code, *field;
  gint64 version;

  if (t->n_positional != 4 || !_ft_net_token_is (&t->tokens[1], "fourteen"))
    return _ft_net_fail (error, 1, "expected HELLO fourteen VERSION CODE");
  if (!parse_number (t->tokens[2].start, t->tokens[2].len, 1, 999, &version))
    return _ft_net_fail (error, t->tokens[2].column, "the version must be a number");
  out->version = version;
  code = &t->tokens[3];
  if (code->len < FT_NET_MIN_CODE || code->len > FT_NET_MAX_CODE)
    return _ft_net_fail (error, code->column, "the game code must have %d to %d characters",
                 FT_NET_MIN_CODE, FT_NET_MAX_CODE);
  for (gsize i = 0; i < code->len; i++)
    {
      if (!g_ascii_isalnum (code->start[i]))
        return _ft_net_fail (error, code->column + i, "the game code has letters and digits only");
      out->code[i] = g_ascii_toupper (code->start[i]);
    }
  out->code[code->len] = '\0';

  field = _ft_net_find_field (t, "role");
  if (field == NULL)
    return _ft_net_fail (error, 1, "the field role= is missing");
  if (_ft_net_value_is (field, "player"))
    out->role = FT_NET_ROLE_PLAYER;
  else if (_ft_net_value_is (field, "watch"))
    out->role = FT_NET_ROLE_WATCH;
  else
    return _ft_net_fail (error, field->column, "role must be player or watch");
  return TRUE;
}

static gboolean
parse_token_field (const Tokens *t, FtNetMessage *out, gboolean required, GError **error)
{
  const Token *field = _ft_net_find_field (t, "token");

  if (field == NULL)
    return required ? _ft_net_fail (error, 1, "the field token= is missing") : TRUE;
  if (field->value_len != FT_NET_TOKEN_LENGTH)
    return _ft_net_fail (error, field->column, "a token has %d hexadecimal digits", FT_NET_TOKEN_LENGTH);
  for (gsize i = 0; i < field->value_len; i++)
    if (!g_ascii_isxdigit (field->value[i]) || g_ascii_isupper (field->value[i]))
      return _ft_net_fail (error, field->column + i, "a token has lowercase hexadecimal digits only");
  memcpy (out->token, field->value, field->value_len);
  out->token[field->value_len] = '\0';
  return TRUE;
}

static gboolean
parse_welcome (const Tokens *t, FtNetMessage *out, GError **error)
{
  const Token *field;
  gint64 version;

  if (!expect_positional (t, 1, error))
    return FALSE;
  if (!parse_number (t->tokens[1].start, t->tokens[1].len, 1, 999, &version))
    return _ft_net_fail (error, t->tokens[1].column, "the version must be a number");
  out->version = version;
  field = _ft_net_find_field (t, "role");
  if (field == NULL)
    return _ft_net_fail (error, 1, "the field role= is missing");
  if (_ft_net_value_is (field, "player"))
    out->role = FT_NET_ROLE_PLAYER;
  else if (_ft_net_value_is (field, "watch"))
    out->role = FT_NET_ROLE_WATCH;
  else
    return _ft_net_fail (error, field->column, "role must be player or watch");
  if (!parse_token_field (t, out, TRUE, error))
    return FALSE;
  field = _ft_net_find_field (t, "colour");
  if (field != NULL && !parse_side (field->value, field->value_len, &out->side))
    return _ft_net_fail (error, field->column, "colour must be white or black");
  if ((out->role == FT_NET_ROLE_PLAYER) != (out->side != FT_NET_NO_SIDE))
    return _ft_net_fail (error, 1, "a player is given a colour, a spectator none");
  return TRUE;
}

static gboolean
parse_setup (const Tokens *t, FtNetMessage *out, GError **error)
{
  const char *keys[2] = { "white", "black" };
  const char *name_keys[2] = { "wname", "bname" };
  const Token *field;

  if (!expect_positional (t, 0, error))
    return FALSE;
  field = _ft_net_find_field (t, "game");
  if (field != NULL && !_ft_net_value_is (field, "chess") && !_ft_net_value_is (field, "checkers"))
    return _ft_net_fail (error, field->column, "game must be chess or checkers");
  out->game = field != NULL && _ft_net_value_is (field, "checkers") ? FT_GAME_KIND_CHECKERS : FT_GAME_KIND_CHESS;
  field = _ft_net_find_field (t, "rules");
  if (field == NULL)
    return _ft_net_fail (error, 1, "the field rules= is missing");
  if (out->game == FT_GAME_KIND_CHECKERS)
    {
      if (_ft_net_value_is (field, "bombs"))
        out->checkers_rules = FT_CHECKERS_RULES_BOMBS;
      else if (_ft_net_value_is (field, "english"))
        out->checkers_rules = FT_CHECKERS_RULES_ENGLISH;
      else
        return _ft_net_fail (error, field->column, "checkers rules must be bombs or english");
      field = _ft_net_find_field (t, "turnend");
      if (field != NULL && !_ft_net_value_is (field, "auto") && !_ft_net_value_is (field, "space"))
        return _ft_net_fail (error, field->column, "turnend must be auto or space");
      out->turn_end = field != NULL && _ft_net_value_is (field, "space") ? FT_CHECKERS_TURN_END_SPACE
                                                                 : FT_CHECKERS_TURN_END_AUTO;
    }
  else if (_ft_net_value_is (field, "standard"))
    out->rules = FT_RULES_STANDARD;
  else if (_ft_net_value_is (field, "fourteen"))
    out->rules = FT_RULES_FOURTEEN;
  else
    return _ft_net_fail (error, field->column, "rules must be standard or fourteen");

  field = _ft_net_find_field (t, "clock");
  if (field == NULL)
    return _ft_net_fail (error, 1, "the field clock= is missing");
  if (_ft_net_value_is (field, "fischer"))
    out->clock = FT_NET_CLOCK_FISCHER;
  else if (_ft_net_value_is (field, "untimed"))
    out->clock = FT_NET_CLOCK_UNTIMED;
  else
    return _ft_net_fail (error, field->column, "clock must be fischer or untimed");

  for (int side = 0; side < 2; side++)
    {
      const char *plus;

      field = _ft_net_find_field (t, keys[side]);
      if (field == NULL)
        return _ft_net_fail (error, 1, "the field %s= is missing", keys[side]);
      plus = memchr (field->value, '+', field->value_len);
      if (plus == NULL
          || !parse_number (field->value, plus - field->value, 0, MAX_MS, &out->start_ms[side])
          || !parse_number (plus + 1, field->value_len - (plus + 1 - field->value), 0, MAX_MS,
                            &out->increment_ms[side]))
        return _ft_net_fail (error, field->column, "%s= must be MS+INCREMENT_MS", keys[side]);
    }

  field = _ft_net_find_field (t, "fen");
  if (field == NULL)
    return _ft_net_fail (error, 1, "the field fen= is missing");
  if (field->value_len == 0)
    return _ft_net_fail (error, field->column, "the FEN is empty");
  for (gsize i = 0; i < field->value_len; i++)
    {
      char c = field->value[i];

      /* Checkers' FEN (PDN) separates with ':' and ','. */
      if (!g_ascii_isalnum (c) && c != '/' && c != '-' && c != '_' && c != ':' && c != ',')
        return _ft_net_fail (error, field->column + i, "a FEN has letters, digits, '/', '-', ':', ',' and '_' only");
      out->fen[i] = c == '_' ? ' ' : c;
    }
  out->fen[field->value_len] = '\0';

  field = _ft_net_find_field (t, "promotion");
  if (field != NULL && !_ft_net_value_is (field, "choose") && !_ft_net_value_is (field, "queen"))
    return _ft_net_fail (error, field->column, "promotion must be choose or queen");
  out->promotion_choice = field != NULL && _ft_net_value_is (field, "choose");

  for (int side = 0; side < 2; side++)
    {
      field = _ft_net_find_field (t, name_keys[side]);
      if (field != NULL && !copy_name (field, out->names[side]))
        return _ft_net_fail (error, field->column, "a name has 1 to %d bytes", FT_NET_MAX_NAME);
    }
  return TRUE;
}

static gboolean
parse_result (const Tokens *t, FtNetMessage *out, GError **error)
{
  const Token *winner, *reason;
  guint i;

  if (!expect_positional (t, 2, error))
    return FALSE;
  winner = &t->tokens[1];
  if (_ft_net_token_is (winner, "white"))
    out->result = FT_RESULT_WHITE_WINS;
  else if (_ft_net_token_is (winner, "black"))
    out->result = FT_RESULT_BLACK_WINS;
  else if (_ft_net_token_is (winner, "draw"))
    out->result = FT_RESULT_DRAW;
  else
    return _ft_net_fail (error, winner->column, "the result is white, black or draw");
  out->side = out->result == FT_RESULT_DRAW ? FT_NET_NO_SIDE
              : out->result == FT_RESULT_WHITE_WINS ? FT_WHITE : FT_BLACK;
  reason = &t->tokens[2];
  for (i = 1; i < G_N_ELEMENTS (reason_names); i++)
    if (_ft_net_token_is (reason, reason_names[i]))
      break;
  if (i == G_N_ELEMENTS (reason_names))
    return _ft_net_fail (error, reason->column, "unknown reason");
  out->reason = i;
  /* The clocks at the end, so that every side shows the same. */
  return parse_clock_fields (t, out, FALSE, error);
}

/* Split into tokens, checking the characters. */
static gboolean
parse_hello_message (const Tokens *t, FtNetMessage *out, GError **error)
{
  const Token *field;

  if (!parse_hello (t, out, error) || !parse_token_field (t, out, FALSE, error))
    return FALSE;
  field = _ft_net_find_field (t, "name");
  if (field != NULL && !copy_name (field, out->name))
    return _ft_net_fail (error, field->column, "a name has 1 to %d bytes", FT_NET_MAX_NAME);
  return TRUE;
}

static gboolean
parse_move (const Tokens *t, FtNetMessage *out, GError **error)
{
  const Token *move;

  if (!expect_positional (t, 1, error))
    return FALSE;
  move = &t->tokens[1];
  if (!ft_net_move_text_is_valid (move->start, move->len))
    return _ft_net_fail (error, move->column,
                 "a move is 1 to %d lowercase letters, digits or '-' (e2e4, e7e8q)", FT_NET_MAX_MOVE);
  memcpy (out->move, move->start, move->len);
  out->move[move->len] = '\0';
  return parse_ply_field (t, out, TRUE, error) && parse_clock_fields (t, out, FALSE, error);
}

/* MOVES ply=N moves=A,B,C: the moves of a catch-up from ply N on. */
static gboolean
parse_moves (const Tokens *t, FtNetMessage *out, GError **error)
{
  const Token *field;
  gsize start = 0;

  if (!expect_positional (t, 0, error) || !parse_ply_field (t, out, TRUE, error))
    return FALSE;
  field = _ft_net_find_field (t, "moves");
  if (field == NULL)
    return _ft_net_fail (error, 1, "the field moves= is missing");
  for (gsize i = 0; i <= field->value_len; i++)
    {
      if (i < field->value_len && field->value[i] != ',')
        continue;
      if (!ft_net_move_text_is_valid (field->value + start, i - start))
        return _ft_net_fail (error, field->column + (field->value - field->start) + start,
                     "moves= holds moves separated by ','");
      out->n_moves++;
      start = i + 1;
    }
  if (out->ply + out->n_moves > MAX_PLY)
    return _ft_net_fail (error, field->column, "too many moves");
  memcpy (out->moves, field->value, field->value_len);
  out->moves[field->value_len] = '\0';
  return TRUE;
}

static gboolean
parse_offer_message (const Tokens *t, FtNetMessage *out, GError **error)
{
  if (!expect_positional (t, 1, error))
    return FALSE;
  if (!parse_offer (&t->tokens[1], &out->offer))
    return _ft_net_fail (error, t->tokens[1].column, "expected draw, takeback or rematch");
  return TRUE;
}

static gboolean
parse_select (const Tokens *t, FtNetMessage *out, GError **error)
{
  const Token *square;
  gsize pos = 0;

  if (!expect_positional (t, 1, error))
    return FALSE;
  square = &t->tokens[1];
  if (!_ft_net_token_is (square, "-")
      && (!parse_square (square->start, square->len, &pos, &out->file, &out->rank)
          || pos != square->len))
    return _ft_net_fail (error, square->column, "expected a square or -");
  return parse_side_field (t, out, error);
}

static gboolean
parse_drag (const Tokens *t, FtNetMessage *out, GError **error)
{
  if (t->n_positional == 2 && _ft_net_token_is (&t->tokens[1], "-"))
    return parse_side_field (t, out, error);
  if (!expect_positional (t, 2, error))
    return FALSE;
  if (!parse_coordinate (t->tokens[1].start, t->tokens[1].len, &out->x)
      || !parse_coordinate (t->tokens[2].start, t->tokens[2].len, &out->y))
    return _ft_net_fail (error, t->tokens[1].column, "coordinates are numbers from 0 to 16");
  out->has_point = TRUE;
  return parse_side_field (t, out, error);
}

static gboolean
parse_presence (const Tokens *t, FtNetMessage *out, GError **error)
{
  if (!expect_positional (t, 1, error))
    return FALSE;
  if (_ft_net_token_is (&t->tokens[1], "away"))
    out->away = TRUE;
  else if (!_ft_net_token_is (&t->tokens[1], "back"))
    return _ft_net_fail (error, t->tokens[1].column, "expected away or back");
  return TRUE;
}

static gboolean
parse_error_message (const Tokens *t, FtNetMessage *out, GError **error)
{
  const Token *code = t->n_tokens >= 2 ? &t->tokens[1] : NULL;
  gsize text_len;

  if (code == NULL || code->value != NULL || code->len >= sizeof out->error)
    return _ft_net_fail (error, 1, "expected ERROR CODE [TEXT]");
  for (gsize i = 0; i < code->len; i++)
    if (!g_ascii_islower (code->start[i]) && code->start[i] != '-')
      return _ft_net_fail (error, code->column + i, "an error code has lowercase letters only");
  memcpy (out->error, code->start, code->len);
  out->error[code->len] = '\0';
  /* A long text is cut at a character boundary. */
  text_len = MIN (t->rest_len, sizeof out->text - 1);
  while (text_len > 0 && text_len < t->rest_len && ((guchar) t->rest[text_len] & 0xc0) == 0x80)
    text_len--;
  memcpy (out->text, t->rest, text_len);
  out->text[text_len] = '\0';
  g_strchomp (out->text);
  return TRUE;
}

/* CHAT TEXT: 1 to FT_NET_MAX_CHAT bytes (UTF-8 without control
 * characters: checked for the whole line). */
static gboolean
parse_chat (const Tokens *t, FtNetMessage *out, GError **error)
{
  gsize len = t->rest_len;

  while (len > 0 && t->rest[len - 1] == ' ')
    len--;
  if (len == 0)
    return _ft_net_fail (error, 5, "a chat message has a text");
  if (len > FT_NET_MAX_CHAT)
    return _ft_net_fail (error, 6 + FT_NET_MAX_CHAT, "a chat message is at most %d bytes", FT_NET_MAX_CHAT);
  memcpy (out->text, t->rest, len);
  out->text[len] = '\0';
  return TRUE;
}

gboolean
ft_net_message_parse (const char *line, gsize len, FtNetMessage *out, GError **error)
{
  Tokens t;
  guint v;

  g_return_val_if_fail (line != NULL || len == 0, FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  if (!_ft_net_tokenize (line, len, &t, error))
    return FALSE;
  for (v = 0; v < G_N_ELEMENTS (verbs); v++)
    if (_ft_net_token_is (&t.tokens[0], verbs[v].verb))
      break;
  if (v == G_N_ELEMENTS (verbs))
    return _ft_net_fail (error, 1, "unknown message");
  ft_net_message_init (out, verbs[v].kind);

  switch (out->kind)
    {
    case FT_NET_HELLO:
      return parse_hello_message (&t, out, error);
    case FT_NET_WELCOME:
      return parse_welcome (&t, out, error);
    case FT_NET_SETUP:
      return parse_setup (&t, out, error);
    case FT_NET_MOVE:
      return parse_move (&t, out, error);
    case FT_NET_MOVES:
      return parse_moves (&t, out, error);
    case FT_NET_SYNC:
    case FT_NET_UNDO:
      return expect_positional (&t, 0, error) && parse_ply_field (&t, out, TRUE, error)
             && parse_clock_fields (&t, out, TRUE, error);
    case FT_NET_RESULT:
      return parse_result (&t, out, error);
    case FT_NET_OFFER:
    case FT_NET_ACCEPT:
    case FT_NET_DECLINE:
      return parse_offer_message (&t, out, error);
    case FT_NET_SELECT:
      return parse_select (&t, out, error);
    case FT_NET_DRAG:
      return parse_drag (&t, out, error);
    case FT_NET_PRESENCE:
      return parse_presence (&t, out, error);
    case FT_NET_ERROR:
      return parse_error_message (&t, out, error);
    case FT_NET_CHAT:
      return parse_chat (&t, out, error);
    case FT_NET_RESIGN:
    case FT_NET_BYE:
    case FT_NET_PING:
    case FT_NET_PONG:
    default:
      return expect_positional (&t, 0, error);
    }
}
