/* ft-net-message-write.c — writing one line of the protocol (see
 * ft-net-message.h; the reader is ft-net-message.c). What is written here
 * reads back to the same message: the fuzzer (tests/fuzz/fuzz-net.c)
 * checks it. */
#include "config.h"

#include <string.h>

#include "ft-net-message.h"

void
ft_net_clean_name (const char *name, char out[FT_NET_MAX_NAME + 1])
{
  const char *end;
  gsize len;

  if (name == NULL)
    name = "";
  g_utf8_validate (name, -1, &end);
  len = MIN ((gsize) (end - name), (gsize) FT_NET_MAX_NAME);
  while (len > 0 && len < (gsize) (end - name) && ((guchar) name[len] & 0xc0) == 0x80)
    len--;
  for (gsize i = 0; i < len; i++)
    out[i] = (guchar) name[i] <= 0x20 || name[i] == 0x7f ? '_' : name[i];
  out[len] = '\0';
}

gboolean
ft_net_message_add_move (FtNetMessage *msg, const char *move)
{
  gsize used, len;

  g_return_val_if_fail (msg != NULL && msg->kind == FT_NET_MOVES, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  used = strlen (msg->moves);
  len = strlen (move);
  /* "MOVES ply=100000 moves=" and the newline leave the rest of a line. */
  if (used + 1 + len + 32 > FT_NET_MAX_LINE)
    return FALSE;
  if (used > 0)
    msg->moves[used++] = ',';
  memcpy (msg->moves + used, move, len + 1);
  msg->n_moves++;
  return TRUE;
}

static const char *
side_name (int side)
{
  return side == FT_BLACK ? "black" : "white";
}

static void
append_clocks (GString *line, const FtNetMessage *msg)
{
  if (msg->clock_ms[0] != -1 || msg->clock_ms[1] != -1)
    g_string_append_printf (line, " white=%" G_GINT64_FORMAT " black=%" G_GINT64_FORMAT,
                            msg->clock_ms[0], msg->clock_ms[1]);
}

static void
append_side (GString *line, const FtNetMessage *msg)
{
  if (msg->side != FT_NET_NO_SIDE)
    g_string_append_printf (line, " side=%s", side_name (msg->side));
}

static void
append_name (GString *line, const char *key, const char *name)
{
  char clean[FT_NET_MAX_NAME + 1];

  ft_net_clean_name (name, clean);
  if (clean[0] != '\0')
    g_string_append_printf (line, " %s=%s", key, clean);
}

static void
append_setup (GString *line, const FtNetMessage *msg)
{
  g_autofree char *fen = g_strdup (msg->fen);

  g_strdelimit (fen, " ", '_');
  if (msg->game == FT_GAME_KIND_CHECKERS)
    g_string_append_printf (line, " game=checkers rules=%s%s", ft_checkers_rules_to_string (msg->checkers_rules),
                            msg->turn_end == FT_CHECKERS_TURN_END_SPACE ? " turnend=space" : "");
  else
    g_string_append_printf (line, " rules=%s", msg->rules == FT_RULES_STANDARD ? "standard" : "fourteen");
  g_string_append_printf (line,
                          " clock=%s white=%" G_GINT64_FORMAT "+%" G_GINT64_FORMAT
                          " black=%" G_GINT64_FORMAT "+%" G_GINT64_FORMAT " fen=%s",
                          msg->clock == FT_NET_CLOCK_UNTIMED ? "untimed" : "fischer",
                          msg->start_ms[0], msg->increment_ms[0], msg->start_ms[1],
                          msg->increment_ms[1], fen);
  if (msg->promotion_choice)
    g_string_append (line, " promotion=choose");
  append_name (line, "wname", msg->names[0]);
  append_name (line, "bname", msg->names[1]);
}

static void
append_drag (GString *line, const FtNetMessage *msg)
{
  if (msg->has_point)
    {
      char x[G_ASCII_DTOSTR_BUF_SIZE], y[G_ASCII_DTOSTR_BUF_SIZE];

      g_string_append_printf (line, " %s %s",
                              g_ascii_formatd (x, sizeof x, "%.3f", CLAMP (msg->x, 0.0, 16.0)),
                              g_ascii_formatd (y, sizeof y, "%.3f", CLAMP (msg->y, 0.0, 16.0)));
    }
  else
    g_string_append (line, " -");
  append_side (line, msg);
}

/* " TEXT": at most max bytes cut to a whole character, without control
 * characters or trailing spaces (which would not read back). */
static void
append_text (GString *line, const char *text, gsize max)
{
  const char *end;
  gsize start;

  g_utf8_validate (text, -1, &end);
  if (end == text)
    return;
  start = line->len + 1;
  g_string_append_c (line, ' ');
  g_string_append_len (line, text, MIN ((gsize) (end - text), max));
  for (gsize i = start; i < line->len; i++)
    if ((guchar) line->str[i] < 0x20 || line->str[i] == 0x7f)
      line->str[i] = ' ';
  while (line->len > start && ((guchar) line->str[line->len - 1] & 0x80) != 0
         && !g_utf8_validate (line->str + start, line->len - start, NULL))
    g_string_truncate (line, line->len - 1);
  while (line->len > 0 && line->str[line->len - 1] == ' ')
    g_string_truncate (line, line->len - 1);
}

/* " CODE TEXT". */
static void
append_error (GString *line, const FtNetMessage *msg)
{
  g_string_append_printf (line, " %s", msg->error[0] != '\0' ? msg->error : "state");
  append_text (line, msg->text, 511);
}

char *
ft_net_message_to_line (const FtNetMessage *msg)
{
  GString *line;

  g_return_val_if_fail (msg != NULL, NULL);

  line = g_string_new (ft_net_message_verb (msg->kind));
  switch (msg->kind)
    {
    case FT_NET_HELLO:
      g_string_append_printf (line, " fourteen %d %s role=%s", msg->version, msg->code,
                              msg->role == FT_NET_ROLE_WATCH ? "watch" : "player");
      if (msg->token[0] != '\0')
        g_string_append_printf (line, " token=%s", msg->token);
      append_name (line, "name", msg->name);
      break;
    case FT_NET_WELCOME:
      g_string_append_printf (line, " %d role=%s token=%s", msg->version,
                              msg->role == FT_NET_ROLE_WATCH ? "watch" : "player", msg->token);
      if (msg->side != FT_NET_NO_SIDE)
        g_string_append_printf (line, " colour=%s", side_name (msg->side));
      break;
    case FT_NET_SETUP:
      append_setup (line, msg);
      break;
    case FT_NET_MOVE:
      g_string_append_printf (line, " %s ply=%" G_GINT64_FORMAT, msg->move, msg->ply);
      append_clocks (line, msg);
      break;
    case FT_NET_MOVES:
      g_string_append_printf (line, " ply=%" G_GINT64_FORMAT " moves=%s", msg->ply, msg->moves);
      break;
    case FT_NET_SYNC:
    case FT_NET_UNDO:
      g_string_append_printf (line, " ply=%" G_GINT64_FORMAT " white=%" G_GINT64_FORMAT
                              " black=%" G_GINT64_FORMAT, msg->ply, msg->clock_ms[0], msg->clock_ms[1]);
      break;
    case FT_NET_RESULT:
      g_string_append_printf (line, " %s %s",
                              msg->result == FT_RESULT_DRAW ? "draw"
                              : msg->result == FT_RESULT_BLACK_WINS ? "black" : "white",
                              ft_net_reason_name (msg->reason));
      append_clocks (line, msg);
      break;
    case FT_NET_OFFER:
    case FT_NET_ACCEPT:
    case FT_NET_DECLINE:
      g_string_append_printf (line, " %s", ft_net_offer_name (msg->offer));
      break;
    case FT_NET_SELECT:
      if (msg->file < 0)
        g_string_append (line, " -");
      else
        g_string_append_printf (line, " %c%d", 'a' + msg->file, msg->rank + 1);
      append_side (line, msg);
      break;
    case FT_NET_DRAG:
      append_drag (line, msg);
      break;
    case FT_NET_PRESENCE:
      g_string_append (line, msg->away ? " away" : " back");
      break;
    case FT_NET_ERROR:
      append_error (line, msg);
      break;
    case FT_NET_CHAT:
      append_text (line, msg->text, FT_NET_MAX_CHAT);
      break;
    case FT_NET_RESIGN:
    case FT_NET_BYE:
    case FT_NET_PING:
    case FT_NET_PONG:
    default:
      break;
    }
  return g_string_free (line, FALSE);
}
