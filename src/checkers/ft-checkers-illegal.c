/* ft-checkers-illegal.c — why a proposed move is illegal: the reasons of
 * ft-checkers.h, from the same primitives (ft-checkers-private.h) the
 * generator uses, so a reason is given exactly when the generator would not
 * list the move (tests/checkers/test-checkers-illegal.c checks that). */
#include "ft-checkers-private.h"

static const struct {
  const char *name;
  const char *message;
} reasons[] = {
  [FT_CHECKERS_LEGAL] = { "legal", "legal" },
  [FT_CHECKERS_ILLEGAL_GAME_OVER] = { "game-over", "the game is over" },
  [FT_CHECKERS_ILLEGAL_OFF_BOARD] = { "off-board", "off the board" },
  [FT_CHECKERS_ILLEGAL_LIGHT_SQUARE] = { "light-square", "not a playing square (pieces stay on the dark squares)" },
  [FT_CHECKERS_ILLEGAL_NO_PIECE] = { "no-piece", "no piece there" },
  [FT_CHECKERS_ILLEGAL_NOT_YOUR_PIECE] = { "not-your-piece", "not your piece" },
  [FT_CHECKERS_ILLEGAL_NOT_MOVING_PIECE] = { "not-moving-piece", "only the piece that moved this turn may go on" },
  [FT_CHECKERS_ILLEGAL_NO_MOVE] = { "no-move", "that piece cannot move" },
  [FT_CHECKERS_ILLEGAL_SAME_SQUARE] = { "same-square", "the piece must move to another square" },
  [FT_CHECKERS_ILLEGAL_NOT_DIAGONAL] = { "not-diagonal", "not diagonal" },
  [FT_CHECKERS_ILLEGAL_TOO_FAR] = { "too-far", "too far: a piece steps one square or jumps two" },
  [FT_CHECKERS_ILLEGAL_BACKWARDS] = { "backwards", "a man cannot move backwards (only a king can)" },
  [FT_CHECKERS_ILLEGAL_OCCUPIED] = { "occupied", "that square is occupied" },
  [FT_CHECKERS_ILLEGAL_NOTHING_TO_JUMP] = { "nothing-to-jump", "nothing to jump over" },
  [FT_CHECKERS_ILLEGAL_OWN_PIECE] = { "own-piece", "a piece cannot jump its own side's piece" },
  [FT_CHECKERS_ILLEGAL_ONLY_JUMPS] = { "only-jumps", "after a capture the piece may only capture again" },
  [FT_CHECKERS_ILLEGAL_TURN_OVER] = { "turn-over", "the turn is over: nothing more can move" },
  [FT_CHECKERS_ILLEGAL_MUST_CAPTURE] = { "must-capture", "a capture is compulsory" },
  [FT_CHECKERS_ILLEGAL_MUST_CONTINUE] = { "must-continue", "the capturing piece must jump on" },
  [FT_CHECKERS_ILLEGAL_NOTHING_MOVED] = { "nothing-moved", "no move made yet this turn" },
  [FT_CHECKERS_ILLEGAL_NO_CAPTURE_PATH] = { "no-capture-path", "no captures lead there" },
};

const char *
ft_checkers_illegal_name (FtCheckersIllegal reason)
{
  g_return_val_if_fail ((guint) reason < G_N_ELEMENTS (reasons), "unknown");
  return reasons[reason].name;
}

const char *
ft_checkers_illegal_message (FtCheckersIllegal reason)
{
  g_return_val_if_fail ((guint) reason < G_N_ELEMENTS (reasons), "unknown");
  return reasons[reason].message;
}

/* The geometry of from→to, once the squares are known to be dark. */
static FtCheckersIllegal
check_geometry (int from, int to, int *d, int *distance)
{
  int df = FT_CHECKERS_FILE (to) - FT_CHECKERS_FILE (from);
  int dr = FT_CHECKERS_RANK (to) - FT_CHECKERS_RANK (from);

  if (df == 0 && dr == 0)
    return FT_CHECKERS_ILLEGAL_SAME_SQUARE;
  if (ABS (df) != ABS (dr))
    return FT_CHECKERS_ILLEGAL_NOT_DIAGONAL;
  if (ABS (df) > 2)
    return FT_CHECKERS_ILLEGAL_TOO_FAR;
  *distance = ABS (df);
  /* The order of ft_checkers_dir_file/_rank: (-1,+1) (+1,+1) (-1,-1) (+1,-1). */
  *d = (df > 0 ? 1 : 0) + (dr < 0 ? 2 : 0);
  return FT_CHECKERS_LEGAL;
}

FtCheckersIllegal
ft_checkers_state_check_move (const FtCheckersState *s, int from, int to, gboolean continuing)
{
  FtCheckersPiece piece, over;
  FtCheckersIllegal reason;
  int d = 0, distance = 0;

  if (state_material_result (s) != FT_CHECKERS_NONE)
    return FT_CHECKERS_ILLEGAL_GAME_OVER;
  if (from < 0 || from >= FT_CHECKERS_SQUARES || to < 0 || to >= FT_CHECKERS_SQUARES)
    return FT_CHECKERS_ILLEGAL_OFF_BOARD;
  if (!valid_dark (from) || !valid_dark (to))
    return FT_CHECKERS_ILLEGAL_LIGHT_SQUARE;
  piece = s->squares[from];
  if (piece == FT_CHECKERS_EMPTY)
    return FT_CHECKERS_ILLEGAL_NO_PIECE;
  if (FT_CHECKERS_PIECE_SIDE (piece) != s->to_move)
    return FT_CHECKERS_ILLEGAL_NOT_YOUR_PIECE;
  reason = check_geometry (from, to, &d, &distance);
  if (reason != FT_CHECKERS_LEGAL)
    return reason;
  if (!goes (piece, d))
    return FT_CHECKERS_ILLEGAL_BACKWARDS;
  if (s->squares[to] != FT_CHECKERS_EMPTY)
    return FT_CHECKERS_ILLEGAL_OCCUPIED;
  if (distance == 1)
    {
      if (continuing)
        return FT_CHECKERS_ILLEGAL_ONLY_JUMPS;
      if (state_must_capture (s))
        return FT_CHECKERS_ILLEGAL_MUST_CAPTURE;
      return FT_CHECKERS_LEGAL;
    }
  over = s->squares[offset (from, d, 1)];
  if (over == FT_CHECKERS_EMPTY)
    return FT_CHECKERS_ILLEGAL_NOTHING_TO_JUMP;
  if (FT_CHECKERS_PIECE_SIDE (over) == s->to_move)
    return FT_CHECKERS_ILLEGAL_OWN_PIECE;
  return FT_CHECKERS_LEGAL;
}

FtCheckersIllegal
ft_checkers_state_check_turn (const FtCheckersState *state, const FtCheckersTurn *turn, guint *at)
{
  FtCheckersState s = *state;
  FtCheckersMoveResult r = { FT_CHECKERS_MOVE_ILLEGAL, FALSE, FALSE };
  guint i;

  if (at != NULL)
    *at = 0;
  if (ft_checkers_state_winner (state) != FT_CHECKERS_NONE)
    return FT_CHECKERS_ILLEGAL_GAME_OVER;
  if (turn->length < 2)
    return FT_CHECKERS_ILLEGAL_SAME_SQUARE;
  for (i = 1; i < turn->length; i++)
    {
      FtCheckersIllegal reason;

      if (at != NULL)
        *at = i;
      if (i > 1 && turn_ends_after (&s, r, turn->path[i - 1]))
        return FT_CHECKERS_ILLEGAL_TURN_OVER;
      reason = ft_checkers_state_check_move (&s, turn->path[i - 1], turn->path[i], i > 1);
      if (reason != FT_CHECKERS_LEGAL)
        return reason;
      r = state_step (&s, turn->path[i - 1], turn->path[i]);
    }
  if (s.rules == FT_CHECKERS_RULES_ENGLISH && !turn_ends_after (&s, r, turn->path[turn->length - 1]))
    return FT_CHECKERS_ILLEGAL_MUST_CONTINUE;
  return FT_CHECKERS_LEGAL;
}
