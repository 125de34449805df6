/* ft-game-messages.c — the words of a game's result: from the local
 * player's side ("You won by checkmate") or naming the sides ("White won on
 * time", "Fire won: Water has no piece left"). Exact texts:
 * docs/playing.md#end-of-the-game and docs/checkers.md. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ft-chess-ruleset.h"
#include "ft-game-private.h"

/* Which words a repetition or fifty-move draw takes. */
typedef enum
{
  FT_DRAW_BY_RULES,          /* Fourteen's rules and checkers: automatic */
  FT_DRAW_CLAIMED,           /* standard chess: the player to move claimed it */
  FT_DRAW_STANDARD_AUTOMATIC /* standard chess: the fifth repetition, 75 moves */
} FtRepetitionDraw;

/* Standard chess: was a repetition or fifty-move draw claimed (the rules
 * alone would not have ended the game here) or made by the rules (the
 * fifth repetition, 75 moves)? The position tells, after a takeback or
 * read from a record too. */
static FtRepetitionDraw
standard_draw_kind (FtGame *self)
{
  const FtPosition *pos;

  if (!FT_IS_CHESS_RULESET (self->rules))
    return FT_DRAW_BY_RULES;
  pos = ft_chess_ruleset_get_position (FT_CHESS_RULESET (self->rules));
  if (pos->rules != FT_RULES_STANDARD)
    return FT_DRAW_BY_RULES;
  return ft_position_result (pos, NULL) == FT_RESULT_NONE ? FT_DRAW_CLAIMED : FT_DRAW_STANDARD_AUTOMATIC;
}

static const char *
repetition_draw_message (FtGame *self, FtResultReason reason)
{
  static const char *const messages[][3] = {
    /* FT_DRAW_BY_RULES, FT_DRAW_CLAIMED, FT_DRAW_STANDARD_AUTOMATIC */
    { N_("Draw by repetition"), N_("Draw by threefold repetition — claimed"),
      N_("Draw by fivefold repetition") },
    { N_("Draw by perpetual check"), N_("Draw by perpetual check — claimed"),
      N_("Draw by perpetual check") },
    { N_("Draw by fifty-move rule"), N_("Draw by fifty-move rule — claimed"),
      N_("Draw by seventy-five-move rule") },
  };
  guint row = reason == FT_REASON_REPETITION ? 0 : reason == FT_REASON_PERPETUAL_CHECK ? 1 : 2;

  return _(messages[row][standard_draw_kind (self)]);
}

static const char *
draw_message (FtGame *self, FtResultReason reason)
{
  switch (reason)
    {
    case FT_REASON_REPETITION:
    case FT_REASON_PERPETUAL_CHECK:
    case FT_REASON_FIFTY_MOVES:
      return repetition_draw_message (self, reason);
    case FT_REASON_INSUFFICIENT_MATERIAL:
      return _("Draw by insufficient material");
    case FT_REASON_AGREEMENT:
      return _("Draw by agreement");
    case FT_REASON_QUIET_TURNS:
      return _("Draw: forty turns each without a capture");
    case FT_REASON_NO_PIECES:
      return _("Draw: no piece is left on either side");
    case FT_REASON_STALEMATE:
    case FT_REASON_NONE:
    case FT_REASON_CHECKMATE:
    case FT_REASON_TIME:
    case FT_REASON_RESIGNATION:
    case FT_REASON_ABANDONMENT:
    default:
      return _("Stalemate – draw");
    }
}

const char *
ft_game_get_result_message (FtGame *self)
{
  gboolean human_won;

  g_return_val_if_fail (FT_IS_GAME (self), NULL);

  if (self->result == FT_RESULT_NONE)
    return NULL;
  if (self->result == FT_RESULT_DRAW)
    return draw_message (self, self->reason);

  human_won = (self->result == FT_RESULT_WHITE_WINS) == (self->human_colour == FT_WHITE);
  switch (self->reason)
    {
    case FT_REASON_TIME:
      return human_won ? _("You won on time") : _("You lost on time");
    case FT_REASON_RESIGNATION:
      return human_won ? _("The computer resigned") : _("You resigned");
    case FT_REASON_ABANDONMENT:
      return human_won ? _("You won: the opponent left the game")
                       : _("You lost: you left the game");
    case FT_REASON_KING_CAPTURED:
      return human_won ? _("You captured the king") : _("Your king was captured");
    case FT_REASON_NO_PIECES:
      return human_won ? _("You won: the opponent has no piece left")
                       : _("You lost: you have no piece left");
    case FT_REASON_NO_MOVES:
      return human_won ? _("You won: the opponent cannot move") : _("You lost: you cannot move");
    case FT_REASON_AGREEMENT:
    case FT_REASON_CHECKMATE:
    case FT_REASON_NONE:
    case FT_REASON_STALEMATE:
    case FT_REASON_REPETITION:
    case FT_REASON_PERPETUAL_CHECK:
    case FT_REASON_FIFTY_MOVES:
    case FT_REASON_INSUFFICIENT_MATERIAL:
    case FT_REASON_QUIET_TURNS:
    default:
      return human_won ? _("You won by checkmate") : _("You lost by checkmate");
    }
}

/* Checkers between two players: the sides are Fire and Water. */
static const char *
checkers_message_for_players (FtGame *self)
{
  gboolean fire_won = self->result == FT_RESULT_WHITE_WINS;

  switch (self->reason)
    {
    case FT_REASON_TIME:
      return fire_won ? _("Fire won on time") : _("Water won on time");
    case FT_REASON_RESIGNATION:
      return fire_won ? _("Water resigned") : _("Fire resigned");
    case FT_REASON_ABANDONMENT:
      return fire_won ? _("Fire won: Water left the game") : _("Water won: Fire left the game");
    case FT_REASON_NO_MOVES:
      return fire_won ? _("Fire won: Water cannot move") : _("Water won: Fire cannot move");
    case FT_REASON_NO_PIECES:
    case FT_REASON_AGREEMENT:
    case FT_REASON_CHECKMATE:
    case FT_REASON_NONE:
    case FT_REASON_STALEMATE:
    case FT_REASON_REPETITION:
    case FT_REASON_PERPETUAL_CHECK:
    case FT_REASON_FIFTY_MOVES:
    case FT_REASON_INSUFFICIENT_MATERIAL:
    case FT_REASON_KING_CAPTURED:
    case FT_REASON_QUIET_TURNS:
    default:
      return fire_won ? _("Fire won: Water has no piece left") : _("Water won: Fire has no piece left");
    }
}

const char *
ft_game_get_result_message_for_players (FtGame *self)
{
  gboolean white_won;

  g_return_val_if_fail (FT_IS_GAME (self), NULL);

  if (self->result == FT_RESULT_NONE || self->result == FT_RESULT_DRAW)
    return ft_game_get_result_message (self);
  if (ft_ruleset_get_kind (self->rules) == FT_GAME_KIND_CHECKERS)
    return checkers_message_for_players (self);
  white_won = self->result == FT_RESULT_WHITE_WINS;
  switch (self->reason)
    {
    case FT_REASON_TIME:
      return white_won ? _("White won on time") : _("Black won on time");
    case FT_REASON_RESIGNATION:
      return white_won ? _("Black resigned") : _("White resigned");
    case FT_REASON_ABANDONMENT:
      return white_won ? _("White won: Black left the game") : _("Black won: White left the game");
    case FT_REASON_KING_CAPTURED:
      return white_won ? _("White captured the king") : _("Black captured the king");
    case FT_REASON_AGREEMENT:
    case FT_REASON_CHECKMATE:
    case FT_REASON_NONE:
    case FT_REASON_STALEMATE:
    case FT_REASON_REPETITION:
    case FT_REASON_PERPETUAL_CHECK:
    case FT_REASON_FIFTY_MOVES:
    case FT_REASON_INSUFFICIENT_MATERIAL:
    case FT_REASON_NO_PIECES:
    case FT_REASON_NO_MOVES:
    case FT_REASON_QUIET_TURNS:
    default:
      return white_won ? _("White won by checkmate") : _("Black won by checkmate");
    }
}
