/* ft-checkers.c — rules, turn play, undo, the full-turn generator and perft
 * of "Checkers with bombs and shields".
 *
 * Everything rule-related works on FtCheckersState, a plain 66-byte struct:
 * the board API and the generator share the same primitives (can_jump,
 * state_step), so the two cannot disagree about the rules. The generator
 * walks capture sequences depth-first on copies of the state kept on the C
 * stack, which is what keeps it allocation-free.
 */
#include "ft-checkers.h"

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
  /* Start-of-turn states of the finished turns, oldest first. */
  GArray *history;
};

/* Diagonal directions as (file, rank) steps; Fire's forward ones first. */
static const int dir_file[4] = { -1, 1, -1, 1 };
static const int dir_rank[4] = { 1, 1, -1, -1 };

static int
offset (int square, int d, int distance)
{
  int file = FT_CHECKERS_FILE (square) + dir_file[d] * distance;
  int rank = FT_CHECKERS_RANK (square) + dir_rank[d] * distance;

  if (file < 0 || rank < 0 || file >= FT_CHECKERS_SIZE || rank >= FT_CHECKERS_SIZE)
    return FT_CHECKERS_NO_SQUARE;
  return FT_CHECKERS_SQUARE (file, rank);
}

/* May piece p move (step or jump) in direction d? Men only forward. */
static gboolean
goes (FtCheckersPiece p, int d)
{
  if (FT_CHECKERS_PIECE_CROWNED (p))
    return TRUE;
  return FT_CHECKERS_PIECE_SIDE (p) == FT_CHECKERS_FIRE ? d < 2 : d >= 2;
}

static int
far_rank (FtCheckersSide side)
{
  return side == FT_CHECKERS_FIRE ? FT_CHECKERS_SIZE - 1 : 0;
}

/* The landing square of a jump from `from` in direction d, or NO_SQUARE. */
static int
jump_target (const FtCheckersState *s, int from, int d)
{
  FtCheckersPiece p = s->squares[from];
  int over, to;

  if (!goes (p, d))
    return FT_CHECKERS_NO_SQUARE;
  over = offset (from, d, 1);
  to = offset (from, d, 2);
  if (to == FT_CHECKERS_NO_SQUARE || s->squares[to] != FT_CHECKERS_EMPTY)
    return FT_CHECKERS_NO_SQUARE;
  if (FT_CHECKERS_PIECE_SIDE (s->squares[over]) != FT_CHECKERS_OTHER_SIDE (FT_CHECKERS_PIECE_SIDE (p)))
    return FT_CHECKERS_NO_SQUARE;
  return to;
}

static int
step_target (const FtCheckersState *s, int from, int d)
{
  int to;

  if (!goes (s->squares[from], d))
    return FT_CHECKERS_NO_SQUARE;
  to = offset (from, d, 1);
  if (to == FT_CHECKERS_NO_SQUARE || s->squares[to] != FT_CHECKERS_EMPTY)
    return FT_CHECKERS_NO_SQUARE;
  return to;
}

static gboolean
can_jump (const FtCheckersState *s, int from)
{
  for (int d = 0; d < 4; d++)
    if (jump_target (s, from, d) != FT_CHECKERS_NO_SQUARE)
      return TRUE;
  return FALSE;
}

static gboolean
can_step_or_jump (const FtCheckersState *s, int from)
{
  for (int d = 0; d < 4; d++)
    if (step_target (s, from, d) != FT_CHECKERS_NO_SQUARE || jump_target (s, from, d) != FT_CHECKERS_NO_SQUARE)
      return TRUE;
  return FALSE;
}

/* Is from→to a legal step (jumps_only FALSE) or jump of the piece on from? */
static gboolean
is_legal (const FtCheckersState *s, int from, int to, gboolean jumps_only)
{
  for (int d = 0; d < 4; d++)
    {
      if (jump_target (s, from, d) == to)
        return TRUE;
      if (!jumps_only && step_target (s, from, d) == to)
        return TRUE;
    }
  return FALSE;
}

static void
count_pieces (const FtCheckersState *s, guint counts[3])
{
  counts[0] = counts[1] = counts[2] = 0;
  for (int sq = 0; sq < FT_CHECKERS_SQUARES; sq++)
    counts[FT_CHECKERS_PIECE_SIDE (s->squares[sq])]++;
}

/* Make a legal step or jump from→to: remove the jumped piece, crown, and
 * explode a capturing bomb. The captured piece goes at once (before any
 * further jump), so a piece cannot be jumped twice. */
static FtCheckersMoveResult
state_step (FtCheckersState *s, int from, int to)
{
  FtCheckersMoveResult result = { FT_CHECKERS_MOVE_MOVED, FALSE, FALSE };
  FtCheckersPiece p = s->squares[from];
  int df = FT_CHECKERS_FILE (to) - FT_CHECKERS_FILE (from);
  int dr = FT_CHECKERS_RANK (to) - FT_CHECKERS_RANK (from);

  s->squares[from] = FT_CHECKERS_EMPTY;
  if (FT_CHECKERS_RANK (to) == far_rank (FT_CHECKERS_PIECE_SIDE (p)) && !FT_CHECKERS_PIECE_CROWNED (p))
    {
      p |= 0x10;
      result.crowned = TRUE;
    }
  s->squares[to] = p;
  if (ABS (df) == 2)
    {
      /* Removing it now or at the end of the sequence (as English draughts
       * says) is the same: a jumped square is never a landing square (a
       * jump keeps the parity of file and rank; the jumped square has the
       * other one), and an empty square cannot be jumped. */
      s->squares[FT_CHECKERS_SQUARE (FT_CHECKERS_FILE (from) + df / 2, FT_CHECKERS_RANK (from) + dr / 2)] =
        FT_CHECKERS_EMPTY;
      result.kind = FT_CHECKERS_MOVE_CAPTURED;
      if (FT_CHECKERS_PIECE_KIND (p) == FT_CHECKERS_BOMB && s->rules == FT_CHECKERS_RULES_BOMBS)
        {
          int file = FT_CHECKERS_FILE (to), rank = FT_CHECKERS_RANK (to);

          /* Everything in the 3×3 block goes, the bomb too, whoever owns
           * it — except shields. A bomb caught in the blast just goes: it
           * explodes only when it captures, so there are no chains. */
          for (int f = MAX (file - 1, 0); f <= MIN (file + 1, FT_CHECKERS_SIZE - 1); f++)
            for (int r = MAX (rank - 1, 0); r <= MIN (rank + 1, FT_CHECKERS_SIZE - 1); r++)
              {
                int sq = FT_CHECKERS_SQUARE (f, r);

                if (FT_CHECKERS_PIECE_KIND (s->squares[sq]) != FT_CHECKERS_SHIELD)
                  s->squares[sq] = FT_CHECKERS_EMPTY;
              }
          result.kind = FT_CHECKERS_MOVE_EXPLODED;
        }
    }
  return result;
}

/* Does the turn end by itself after this move of the piece now on `to`? */
static gboolean
turn_ends_after (const FtCheckersState *s, FtCheckersMoveResult r, int to)
{
  /* In English draughts a man that is crowned stops there. */
  if (s->rules == FT_CHECKERS_RULES_ENGLISH && r.crowned)
    return TRUE;
  return r.kind != FT_CHECKERS_MOVE_CAPTURED || !can_jump (s, to);
}

static void
state_finish_turn (FtCheckersState *s, gboolean eventful)
{
  s->to_move = FT_CHECKERS_OTHER_SIDE (s->to_move);
  if (eventful)
    s->quiet_turns = 0;
  else if (s->quiet_turns < G_MAXUINT8)
    s->quiet_turns++;
}

/* Is the game over on material or the quiet-turn limit? (Not "no legal
 * move", which needs a look at the moves.) */
static FtCheckersSide
state_material_result (const FtCheckersState *s)
{
  guint counts[3];

  count_pieces (s, counts);
  if (counts[FT_CHECKERS_FIRE] == 0 && counts[FT_CHECKERS_WATER] == 0)
    return FT_CHECKERS_TIE;
  if (counts[FT_CHECKERS_FIRE] == 0)
    return FT_CHECKERS_WATER;
  if (counts[FT_CHECKERS_WATER] == 0)
    return FT_CHECKERS_FIRE;
  if (s->quiet_turns >= FT_CHECKERS_QUIET_LIMIT)
    return FT_CHECKERS_TIE;
  return FT_CHECKERS_NONE;
}

static gboolean
state_has_move (const FtCheckersState *s)
{
  for (int sq = 0; sq < FT_CHECKERS_SQUARES; sq++)
    if (FT_CHECKERS_PIECE_SIDE (s->squares[sq]) == s->to_move && can_step_or_jump (s, sq))
      return TRUE;
  return FALSE;
}

/* English draughts: must the side to move capture? */
static gboolean
state_must_capture (const FtCheckersState *s)
{
  if (s->rules != FT_CHECKERS_RULES_ENGLISH)
    return FALSE;
  for (int sq = 0; sq < FT_CHECKERS_SQUARES; sq++)
    if (FT_CHECKERS_PIECE_SIDE (s->squares[sq]) == s->to_move && can_jump (s, sq))
      return TRUE;
  return FALSE;
}

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

/* ---- Set-up -------------------------------------------------------------- */

static void
state_set_start (FtCheckersState *s, FtCheckersRules rules)
{
  /* Rank 0..2 for Fire and 7..5 for Water: normal pieces at the back,
   * shields in the middle, bombs in front. */
  static const FtCheckersKind kind_of_row[3] = { FT_CHECKERS_NORMAL, FT_CHECKERS_SHIELD, FT_CHECKERS_BOMB };

  memset (s, 0, sizeof *s);
  s->rules = rules;
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

/* Forget the turn in progress and the history: the current state becomes
 * the start of a fresh turn. */
static void
forget (FtCheckersBoard *board)
{
  board->turn_start = board->state;
  board->selected = FT_CHECKERS_NO_SQUARE;
  board->mover = FT_CHECKERS_NO_SQUARE;
  board->eventful = FALSE;
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

static gboolean
valid_dark (int square)
{
  return square >= 0 && square < FT_CHECKERS_SQUARES && FT_CHECKERS_IS_DARK (square);
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
    return square == board->mover;
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
  if (board->selected == FT_CHECKERS_NO_SQUARE || !valid_dark (to))
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
  board->turn_start = board->state;
  board->selected = FT_CHECKERS_NO_SQUARE;
  board->mover = FT_CHECKERS_NO_SQUARE;
  board->eventful = FALSE;
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
  result.turn_ended = turn_ends_after (&board->state, result, to);
  if (result.turn_ended)
    finish_turn (board);
  else
    board->selected = board->mover = to;
  return result;
}

gboolean
ft_checkers_can_end_turn (const FtCheckersBoard *board)
{
  /* An English capture sequence goes on until it cannot. */
  return board->mover != FT_CHECKERS_NO_SQUARE && board->state.rules != FT_CHECKERS_RULES_ENGLISH;
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
  board->turn_start = board->state;
  board->selected = FT_CHECKERS_NO_SQUARE;
  board->mover = FT_CHECKERS_NO_SQUARE;
  board->eventful = FALSE;
  return TRUE;
}

/* ---- Full turns ---------------------------------------------------------- */

static void
add_turn (FtCheckersTurnList *list, const int *path, guint length)
{
  FtCheckersTurn *turn;

  g_assert (list->count < FT_CHECKERS_MAX_TURNS);
  turn = &list->turns[list->count++];
  turn->length = length;
  for (guint i = 0; i < length; i++)
    turn->path[i] = path[i];
}

/* Every jump continuing the path (path[length - 1] is where the piece
 * stands in s): each is a turn of its own, then its continuations. Under
 * English rules only the complete sequences are turns. */
static void
generate_jumps (const FtCheckersState *s, int *path, guint length, FtCheckersTurnList *list)
{
  int from = path[length - 1];

  for (int d = 0; d < 4; d++)
    {
      int to = jump_target (s, from, d);
      FtCheckersState next;
      FtCheckersMoveResult r;

      if (to == FT_CHECKERS_NO_SQUARE)
        continue;
      g_assert (length < FT_CHECKERS_MAX_PATH);
      next = *s;
      r = state_step (&next, from, to);
      path[length] = to;
      if (s->rules == FT_CHECKERS_RULES_ENGLISH)
        {
          if (turn_ends_after (&next, r, to))
            add_turn (list, path, length + 1);
          else
            generate_jumps (&next, path, length + 1, list);
          continue;
        }
      add_turn (list, path, length + 1);
      if (r.kind == FT_CHECKERS_MOVE_CAPTURED)
        generate_jumps (&next, path, length + 1, list);
    }
}

void
ft_checkers_state_generate_turns (const FtCheckersState *s, FtCheckersTurnList *list)
{
  int path[FT_CHECKERS_MAX_PATH];

  list->count = 0;
  if (state_material_result (s) != FT_CHECKERS_NONE)
    return;
  if (s->rules == FT_CHECKERS_RULES_ENGLISH)
    {
      /* Captures are compulsory: steps only when there is none. */
      for (int sq = 0; sq < FT_CHECKERS_SQUARES; sq++)
        if (FT_CHECKERS_PIECE_SIDE (s->squares[sq]) == s->to_move)
          {
            path[0] = sq;
            generate_jumps (s, path, 1, list);
          }
      if (list->count > 0)
        return;
      for (int sq = 0; sq < FT_CHECKERS_SQUARES; sq++)
        if (FT_CHECKERS_PIECE_SIDE (s->squares[sq]) == s->to_move)
          for (int d = 0; d < 4; d++)
            {
              path[0] = sq;
              path[1] = step_target (s, sq, d);
              if (path[1] != FT_CHECKERS_NO_SQUARE)
                add_turn (list, path, 2);
            }
      return;
    }
  for (int sq = 0; sq < FT_CHECKERS_SQUARES; sq++)
    {
      if (FT_CHECKERS_PIECE_SIDE (s->squares[sq]) != s->to_move)
        continue;
      path[0] = sq;
      for (int d = 0; d < 4; d++)
        {
          path[1] = step_target (s, sq, d);
          if (path[1] != FT_CHECKERS_NO_SQUARE)
            add_turn (list, path, 2);
        }
      generate_jumps (s, path, 1, list);
    }
}

void
ft_checkers_generate_turns (const FtCheckersBoard *board, FtCheckersTurnList *list)
{
  list->count = 0;
  g_return_if_fail (board->mover == FT_CHECKERS_NO_SQUARE);
  ft_checkers_state_generate_turns (&board->state, list);
}

void
ft_checkers_state_play_turn (FtCheckersState *s, const FtCheckersTurn *turn)
{
  gboolean eventful = FALSE;

  for (guint i = 1; i < turn->length; i++)
    {
      FtCheckersMoveResult r = state_step (s, turn->path[i - 1], turn->path[i]);

      if (r.kind != FT_CHECKERS_MOVE_MOVED || r.crowned)
        eventful = TRUE;
    }
  state_finish_turn (s, eventful);
}

gboolean
ft_checkers_turn_is_capture (const FtCheckersTurn *turn)
{
  return turn->length >= 2 && ABS (FT_CHECKERS_FILE (turn->path[1]) - FT_CHECKERS_FILE (turn->path[0])) == 2;
}

static guint64
perft (const FtCheckersState *s, guint depth, FtCheckersTurnList *lists)
{
  FtCheckersTurnList *list = &lists[0];
  guint64 nodes = 0;

  ft_checkers_state_generate_turns (s, list);
  if (depth == 1)
    return list->count;
  for (guint i = 0; i < list->count; i++)
    {
      FtCheckersState next = *s;

      ft_checkers_state_play_turn (&next, &list->turns[i]);
      nodes += perft (&next, depth - 1, lists + 1);
    }
  return nodes;
}

guint64
ft_checkers_state_perft (const FtCheckersState *state, guint depth)
{
  /* One turn list per ply, on the heap once (each is ~34 KiB, too much
   * for deep recursion on the stack); the tree walk itself allocates
   * nothing. */
  FtCheckersTurnList *lists;
  guint64 nodes;

  if (depth == 0)
    return 1;
  lists = g_new (FtCheckersTurnList, depth);
  nodes = perft (state, depth, lists);
  g_free (lists);
  return nodes;
}

guint64
ft_checkers_perft (const FtCheckersBoard *board, guint depth)
{
  return ft_checkers_state_perft (&board->state, depth);
}

/* ---- Notation ------------------------------------------------------------ */

char *
ft_checkers_square_to_string (int square, char *text)
{
  if (square < 0 || square >= FT_CHECKERS_SQUARES)
    {
      text[0] = '-';
      text[1] = '\0';
      return text;
    }
  text[0] = 'a' + FT_CHECKERS_FILE (square);
  text[1] = '1' + FT_CHECKERS_RANK (square);
  text[2] = '\0';
  return text;
}

int
ft_checkers_square_from_string (const char *text)
{
  if (text == NULL || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8' || text[2] != '\0')
    return FT_CHECKERS_NO_SQUARE;
  return FT_CHECKERS_SQUARE (text[0] - 'a', text[1] - '1');
}

char *
ft_checkers_turn_to_string (const FtCheckersTurn *turn, char *text)
{
  for (guint i = 0; i < turn->length; i++)
    ft_checkers_square_to_string (turn->path[i], text + 2 * i);
  if (turn->length == 0)
    text[0] = '\0';
  return text;
}
