/* ft-checkers.c — set-up, queries, turn play and undo of "Checkers with
 * bombs and shields".
 *
 * Everything rule-related works on FtCheckersState, a plain struct: the
 * board API, the generator (ft-checkers-turns.c) and the reasons of
 * ft-checkers-illegal.c share the same primitives (ft-checkers-private.h),
 * so they cannot disagree about the rules.
 */
#include "ft-checkers-private.h"

#include <string.h>

struct _FtCheckersBoard {
  FtCheckersState state;
  /* The state when the turn in progress began (what undo returns to). */
  FtCheckersState turn_start;
  int selected;
  /* The square of the piece that moved in this turn, or NO_SQUARE before
   * the turn's first move. */
  int mover;
  /* A capture or crowning happened in this turn (resets quiet_turns). */
  gboolean eventful;
  /* TURN_END_SPACE: the turn's last move is made, it waits for end_turn. */
  gboolean complete;
  /* Start-of-turn states of the finished turns, oldest first. */
  GArray *history;
};

gboolean
ft_checkers_rules_from_string (const char *name, FtCheckersRules *rules)
{
  if (g_strcmp0 (name, "bombs") == 0)
    *rules = FT_CHECKERS_RULES_BOMBS;
  else if (g_strcmp0 (name, "english") == 0)
    *rules = FT_CHECKERS_RULES_ENGLISH;
  else
    return FALSE;
  return TRUE;
}

const char *
ft_checkers_rules_to_string (FtCheckersRules rules)
{
  return rules == FT_CHECKERS_RULES_ENGLISH ? "english" : "bombs";
}

gboolean
ft_checkers_turn_end_from_string (const char *name, FtCheckersTurnEnd *turn_end)
{
  if (g_strcmp0 (name, "auto") == 0)
    *turn_end = FT_CHECKERS_TURN_END_AUTO;
  else if (g_strcmp0 (name, "space") == 0)
    *turn_end = FT_CHECKERS_TURN_END_SPACE;
  else
    return FALSE;
  return TRUE;
}

const char *
ft_checkers_turn_end_to_string (FtCheckersTurnEnd turn_end)
{
  return turn_end == FT_CHECKERS_TURN_END_SPACE ? "space" : "auto";
}

/* ---- Set-up -------------------------------------------------------------- */

static void
state_set_start (FtCheckersState *s, FtCheckersRules rules)
{
  /* Rank 0..2 for Fire and 7..5 for Water: normal pieces at the back,
   * shields in the middle, bombs in front. */
  static const FtCheckersKind kind_of_row[3] = { FT_CHECKERS_NORMAL, FT_CHECKERS_SHIELD, FT_CHECKERS_BOMB };

  guint8 turn_end = s->turn_end;

  memset (s, 0, sizeof *s);
  s->rules = rules;
  s->turn_end = turn_end;
  for (int row = 0; row < 3; row++)
    for (int file = 0; file < FT_CHECKERS_SIZE; file++)
      {
        int fire_sq = FT_CHECKERS_SQUARE (file, row);
        int water_sq = FT_CHECKERS_SQUARE (file, FT_CHECKERS_SIZE - 1 - row);

        FtCheckersKind kind = rules == FT_CHECKERS_RULES_ENGLISH ? FT_CHECKERS_NORMAL : kind_of_row[row];

        if (FT_CHECKERS_IS_DARK (fire_sq))
          s->squares[fire_sq] = FT_CHECKERS_PIECE (FT_CHECKERS_FIRE, kind, FALSE);
        if (FT_CHECKERS_IS_DARK (water_sq))
          s->squares[water_sq] = FT_CHECKERS_PIECE (FT_CHECKERS_WATER, kind, FALSE);
      }
  s->to_move = FT_CHECKERS_FIRE;
}

/* The current state becomes the start of a fresh turn. */
static void
start_turn (FtCheckersBoard *board)
{
  board->turn_start = board->state;
  board->selected = FT_CHECKERS_NO_SQUARE;
  board->mover = FT_CHECKERS_NO_SQUARE;
  board->eventful = FALSE;
  board->complete = FALSE;
}

/* Forget the turn in progress and the history. */
static void
forget (FtCheckersBoard *board)
{
  start_turn (board);
  g_array_set_size (board->history, 0);
}

FtCheckersBoard *
ft_checkers_board_new_empty (void)
{
  FtCheckersBoard *board = g_new0 (FtCheckersBoard, 1);

  board->history = g_array_new (FALSE, FALSE, sizeof (FtCheckersState));
  board->state.to_move = FT_CHECKERS_FIRE;
  forget (board);
  return board;
}

FtCheckersBoard *
ft_checkers_board_new (void)
{
  FtCheckersBoard *board = ft_checkers_board_new_empty ();

  ft_checkers_reset (board);
  return board;
}

FtCheckersBoard *
ft_checkers_board_new_with_rules (FtCheckersRules rules)
{
  FtCheckersBoard *board = ft_checkers_board_new_empty ();

  board->state.rules = rules;
  ft_checkers_reset (board);
  return board;
}

FtCheckersBoard *
ft_checkers_board_copy (const FtCheckersBoard *board)
{
  FtCheckersBoard *copy = g_memdup2 (board, sizeof *board);

  copy->history = g_array_copy (board->history);
  return copy;
}

void
ft_checkers_board_free (FtCheckersBoard *board)
{
  if (board == NULL)
    return;
  g_array_unref (board->history);
  g_free (board);
}

void
ft_checkers_reset (FtCheckersBoard *board)
{
  state_set_start (&board->state, board->state.rules);
  forget (board);
}


gboolean
ft_checkers_place (FtCheckersBoard *board, int square, FtCheckersPiece piece)
{
  if (!valid_dark (square))
    return FALSE;
  board->state.squares[square] = piece;
  forget (board);
  return TRUE;
}

void
ft_checkers_remove (FtCheckersBoard *board, int square)
{
  if (!valid_dark (square))
    return;
  board->state.squares[square] = FT_CHECKERS_EMPTY;
  forget (board);
}

void
ft_checkers_set_to_move (FtCheckersBoard *board, FtCheckersSide side)
{
  g_return_if_fail (side == FT_CHECKERS_FIRE || side == FT_CHECKERS_WATER);
  board->state.to_move = side;
  forget (board);
}

void
ft_checkers_set_rules (FtCheckersBoard *board, FtCheckersRules rules)
{
  g_return_if_fail (rules == FT_CHECKERS_RULES_BOMBS || rules == FT_CHECKERS_RULES_ENGLISH);
  board->state = board->turn_start;
  board->state.rules = rules;
  forget (board);
}

FtCheckersRules
ft_checkers_rules (const FtCheckersBoard *board)
{
  return board->state.rules;
}

void
ft_checkers_set_turn_end (FtCheckersBoard *board, FtCheckersTurnEnd turn_end)
{
  g_return_if_fail (turn_end == FT_CHECKERS_TURN_END_AUTO || turn_end == FT_CHECKERS_TURN_END_SPACE);
  board->state = board->turn_start;
  board->state.turn_end = turn_end;
  forget (board);
}

FtCheckersTurnEnd
ft_checkers_turn_end (const FtCheckersBoard *board)
{
  return board->state.turn_end;
}

/* ---- Queries ------------------------------------------------------------- */

FtCheckersPiece
ft_checkers_piece_at (const FtCheckersBoard *board, int square)
{
  if (square < 0 || square >= FT_CHECKERS_SQUARES)
    return FT_CHECKERS_EMPTY;
  return board->state.squares[square];
}

FtCheckersSide
ft_checkers_to_move (const FtCheckersBoard *board)
{
  return board->state.to_move;
}

guint
ft_checkers_count (const FtCheckersBoard *board, FtCheckersSide side)
{
  guint counts[3];

  g_return_val_if_fail (side == FT_CHECKERS_FIRE || side == FT_CHECKERS_WATER, 0);
  count_pieces (&board->state, counts);
  return counts[side];
}

const FtCheckersState *
ft_checkers_state (const FtCheckersBoard *board)
{
  return &board->state;
}

guint
ft_checkers_quiet_turns (const FtCheckersBoard *board)
{
  return board->state.quiet_turns;
}

FtCheckersSide
ft_checkers_winner (const FtCheckersBoard *board)
{
  FtCheckersSide result = state_material_result (&board->state);

  if (result != FT_CHECKERS_NONE)
    return result;
  /* Mid-turn the mover still has its piece, so it cannot be stuck. */
  if (board->mover == FT_CHECKERS_NO_SQUARE && !state_has_move (&board->state))
    return FT_CHECKERS_OTHER_SIDE (board->state.to_move);
  return FT_CHECKERS_NONE;
}

FtCheckersSide
ft_checkers_state_winner (const FtCheckersState *state)
{
  FtCheckersSide result = state_material_result (state);

  if (result == FT_CHECKERS_NONE && !state_has_move (state))
    return FT_CHECKERS_OTHER_SIDE (state->to_move);
  return result;
}

/* ---- Playing a turn ------------------------------------------------------ */

gboolean
ft_checkers_can_select (const FtCheckersBoard *board, int square)
{
  if (board->mover != FT_CHECKERS_NO_SQUARE)
    return square == board->mover && !board->complete;
  if (!valid_dark (square) || FT_CHECKERS_PIECE_SIDE (board->state.squares[square]) != board->state.to_move)
    return FALSE;
  if (state_material_result (&board->state) != FT_CHECKERS_NONE)
    return FALSE;
  if (state_must_capture (&board->state))
    return can_jump (&board->state, square);
  return can_step_or_jump (&board->state, square);
}

gboolean
ft_checkers_select (FtCheckersBoard *board, int square)
{
  if (!ft_checkers_can_select (board, square))
    return FALSE;
  board->selected = square;
  return TRUE;
}

int
ft_checkers_selected (const FtCheckersBoard *board)
{
  return board->selected;
}

gboolean
ft_checkers_can_move (const FtCheckersBoard *board, int to)
{
  if (board->selected == FT_CHECKERS_NO_SQUARE || board->complete || !valid_dark (to))
    return FALSE;
  /* After the first move of a turn only further jumps remain. */
  return is_legal (&board->state, board->selected, to,
                   board->mover != FT_CHECKERS_NO_SQUARE || state_must_capture (&board->state));
}

static void
finish_turn (FtCheckersBoard *board)
{
  g_array_append_val (board->history, board->turn_start);
  state_finish_turn (&board->state, board->eventful);
  start_turn (board);
}

FtCheckersMoveResult
ft_checkers_move (FtCheckersBoard *board, int to)
{
  FtCheckersMoveResult result = { FT_CHECKERS_MOVE_ILLEGAL, FALSE, FALSE };

  if (!ft_checkers_can_move (board, to))
    return result;
  result = state_step (&board->state, board->selected, to);
  if (result.kind != FT_CHECKERS_MOVE_MOVED || result.crowned)
    board->eventful = TRUE;
  board->mover = to;
  if (turn_ends_after (&board->state, result, to))
    {
      if (board->state.turn_end == FT_CHECKERS_TURN_END_AUTO)
        {
          finish_turn (board);
          result.turn_ended = TRUE;
          return result;
        }
      /* Nothing more can move; the player ends the turn. */
      board->complete = TRUE;
      board->selected = FT_CHECKERS_NO_SQUARE;
      return result;
    }
  board->selected = to;
  return result;
}

gboolean
ft_checkers_turn_is_complete (const FtCheckersBoard *board)
{
  return board->complete;
}

gboolean
ft_checkers_can_end_turn (const FtCheckersBoard *board)
{
  if (board->mover == FT_CHECKERS_NO_SQUARE)
    return FALSE;
  /* An English capture sequence goes on until it cannot. */
  return board->complete || board->state.rules != FT_CHECKERS_RULES_ENGLISH;
}

gboolean
ft_checkers_end_turn (FtCheckersBoard *board)
{
  if (!ft_checkers_can_end_turn (board))
    return FALSE;
  finish_turn (board);
  return TRUE;
}

gboolean
ft_checkers_undo (FtCheckersBoard *board)
{
  if (board->mover != FT_CHECKERS_NO_SQUARE)
    board->state = board->turn_start;
  else if (board->history->len > 0)
    {
      board->state = g_array_index (board->history, FtCheckersState, board->history->len - 1);
      g_array_set_size (board->history, board->history->len - 1);
    }
  else
    return FALSE;
  start_turn (board);
  return TRUE;
}

/* ---- Why a move is illegal ----------------------------------------------- */

FtCheckersIllegal
ft_checkers_check_select (const FtCheckersBoard *board, int square)
{
  const FtCheckersState *s = &board->state;

  if (board->mover != FT_CHECKERS_NO_SQUARE)
    {
      if (board->complete)
        return FT_CHECKERS_ILLEGAL_TURN_OVER;
      return square == board->mover ? FT_CHECKERS_LEGAL : FT_CHECKERS_ILLEGAL_NOT_MOVING_PIECE;
    }
  if (ft_checkers_winner (board) != FT_CHECKERS_NONE)
    return FT_CHECKERS_ILLEGAL_GAME_OVER;
  if (square < 0 || square >= FT_CHECKERS_SQUARES)
    return FT_CHECKERS_ILLEGAL_OFF_BOARD;
  if (!valid_dark (square))
    return FT_CHECKERS_ILLEGAL_LIGHT_SQUARE;
  if (s->squares[square] == FT_CHECKERS_EMPTY)
    return FT_CHECKERS_ILLEGAL_NO_PIECE;
  if (FT_CHECKERS_PIECE_SIDE (s->squares[square]) != s->to_move)
    return FT_CHECKERS_ILLEGAL_NOT_YOUR_PIECE;
  if (state_must_capture (s) && !can_jump (s, square))
    return FT_CHECKERS_ILLEGAL_MUST_CAPTURE;
  if (!can_step_or_jump (s, square))
    return FT_CHECKERS_ILLEGAL_NO_MOVE;
  return FT_CHECKERS_LEGAL;
}

FtCheckersIllegal
ft_checkers_check_move (const FtCheckersBoard *board, int from, int to)
{
  if (from == FT_CHECKERS_NO_SQUARE)
    from = board->mover != FT_CHECKERS_NO_SQUARE ? board->mover : board->selected;
  if (board->mover != FT_CHECKERS_NO_SQUARE)
    {
      if (board->complete)
        return FT_CHECKERS_ILLEGAL_TURN_OVER;
      if (from != board->mover)
        return FT_CHECKERS_ILLEGAL_NOT_MOVING_PIECE;
      return ft_checkers_state_check_move (&board->state, from, to, TRUE);
    }
  if (from == FT_CHECKERS_NO_SQUARE)
    return FT_CHECKERS_ILLEGAL_NO_PIECE;
  if (ft_checkers_winner (board) != FT_CHECKERS_NONE)
    return FT_CHECKERS_ILLEGAL_GAME_OVER;
  return ft_checkers_state_check_move (&board->state, from, to, FALSE);
}

FtCheckersIllegal
ft_checkers_check_end_turn (const FtCheckersBoard *board)
{
  if (board->mover == FT_CHECKERS_NO_SQUARE)
    return FT_CHECKERS_ILLEGAL_NOTHING_MOVED;
  if (!ft_checkers_can_end_turn (board))
    return FT_CHECKERS_ILLEGAL_MUST_CONTINUE;
  return FT_CHECKERS_LEGAL;
}

void
ft_checkers_generate_turns (const FtCheckersBoard *board, FtCheckersTurnList *list)
{
  list->count = 0;
  g_return_if_fail (board->mover == FT_CHECKERS_NO_SQUARE);
  ft_checkers_state_generate_turns (&board->state, list);
}

guint64
ft_checkers_perft (const FtCheckersBoard *board, guint depth)
{
  return ft_checkers_state_perft (&board->state, depth);
}
