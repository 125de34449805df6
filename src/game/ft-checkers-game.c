/* ft-checkers-game.c — FtCheckersGame: the checkers board behind signals,
 * and the computer player on a GTask.
 *
 * The worker thread gets a Think record (a copy of the state, the level,
 * its own cancel flag) and fills in the chosen turn; it never sees the
 * game. Back on the main thread the turn is played only if that record is
 * still the game's current one: undo and new game drop it (and raise its
 * flag so the search stops early), so a late answer is simply ignored.
 */
#include "ft-checkers-game.h"

#include <gio/gio.h>

struct _FtCheckersGame {
  GObject parent_instance;

  FtCheckersBoard *board;
  FtCheckersRules rules;
  FtCheckersSide computer_side;
  FtCheckersLevel level;
  guint max_depth;
  gint64 time_ms;
  /* The search in flight, or NULL. */
  struct _Think *think;
  gboolean over_announced;
};

typedef struct _Think {
  gint refs;
  gint cancel;
  FtCheckersState state;
  FtCheckersLevel level;
  FtCheckersAiOptions options;
  FtCheckersTurn turn;
  gboolean found;
} Think;

G_DEFINE_FINAL_TYPE (FtCheckersGame, ft_checkers_game, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_RULES,
  PROP_COMPUTER_SIDE,
  PROP_LEVEL,
  PROP_THINKING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  SIGNAL_MOVED,
  SIGNAL_EXPLODED,
  SIGNAL_TURN_ENDED,
  SIGNAL_GAME_OVER,
  SIGNAL_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static Think *
think_ref (Think *think)
{
  g_atomic_int_inc (&think->refs);
  return think;
}

static void
think_unref (gpointer data)
{
  Think *think = data;

  if (g_atomic_int_dec_and_test (&think->refs))
    g_free (think);
}

/* Drop the search in flight, if any: it stops soon, its answer is ignored. */
static void
stop_thinking (FtCheckersGame *self)
{
  if (self->think == NULL)
    return;
  g_atomic_int_set (&self->think->cancel, 1);
  g_clear_pointer (&self->think, think_unref);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

static void
announce_end (FtCheckersGame *self)
{
  FtCheckersSide winner = ft_checkers_winner (self->board);

  if (winner != FT_CHECKERS_NONE && !self->over_announced)
    {
      self->over_announced = TRUE;
      g_signal_emit (self, signals[SIGNAL_GAME_OVER], 0, (int) winner);
    }
}

static void maybe_start_thinking (FtCheckersGame *self);

/* Make one step through the board and tell the world. */
static FtCheckersMoveResult
do_move (FtCheckersGame *self, int to)
{
  FtCheckersState before = *ft_checkers_state (self->board);
  int from = ft_checkers_selected (self->board);
  FtCheckersMoveResult r = ft_checkers_move (self->board, to);

  if (r.kind == FT_CHECKERS_MOVE_ILLEGAL)
    return r;
  g_signal_emit (self, signals[SIGNAL_MOVED], 0, from, to, (int) r.kind, r.crowned);
  if (r.kind == FT_CHECKERS_MOVE_EXPLODED)
    {
      const FtCheckersState *after = ft_checkers_state (self->board);
      guint64 removed = 0;

      for (int sq = 0; sq < FT_CHECKERS_SQUARES; sq++)
        if (before.squares[sq] != FT_CHECKERS_EMPTY && after->squares[sq] == FT_CHECKERS_EMPTY && sq != from)
          removed |= G_GUINT64_CONSTANT (1) << sq;
      /* And the bomb itself, which landed on `to`. */
      removed |= G_GUINT64_CONSTANT (1) << to;
      g_signal_emit (self, signals[SIGNAL_EXPLODED], 0, to, removed);
    }
  if (r.turn_ended)
    g_signal_emit (self, signals[SIGNAL_TURN_ENDED], 0);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  if (r.turn_ended)
    {
      announce_end (self);
      maybe_start_thinking (self);
    }
  return r;
}

static void
think_in_thread (GTask *task, gpointer source_object G_GNUC_UNUSED, gpointer task_data,
                 GCancellable *cancellable G_GNUC_UNUSED)
{
  Think *think = task_data;

  think->found = ft_checkers_ai_choose (&think->state, think->level, &think->options, &think->turn, NULL);
  g_task_return_boolean (task, TRUE);
}

static void
free_weak_ref (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

/* The task holds only a weak reference to the game, so that a game dropped
 * while the computer thinks goes at once (its dispose stops the search). */
static void
think_done (GObject *source G_GNUC_UNUSED, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (FtCheckersGame) self = g_weak_ref_get (user_data);
  Think *think = g_task_get_task_data (G_TASK (result));
  FtCheckersMoveResult r = { 0 };

  free_weak_ref (user_data);
  if (self == NULL || think != self->think)
    return; /* game gone, or the search dropped by undo or a new game */
  g_clear_pointer (&self->think, think_unref);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
  if (!think->found || !ft_checkers_select (self->board, think->turn.path[0]))
    return;
  for (guint i = 1; i < think->turn.length && !r.turn_ended; i++)
    {
      r = do_move (self, think->turn.path[i]);
      if (r.kind == FT_CHECKERS_MOVE_ILLEGAL)
        {
          g_warning ("checkers: the computer chose an illegal turn");
          return;
        }
    }
  if (!r.turn_ended && ft_checkers_end_turn (self->board))
    {
      g_signal_emit (self, signals[SIGNAL_TURN_ENDED], 0);
      g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
      announce_end (self);
      maybe_start_thinking (self);
    }
}

static void
maybe_start_thinking (FtCheckersGame *self)
{
  g_autoptr (GTask) task = NULL;
  GWeakRef *weak;
  Think *think;

  if (self->think != NULL || self->computer_side == FT_CHECKERS_NONE
      || ft_checkers_to_move (self->board) != self->computer_side || ft_checkers_can_end_turn (self->board)
      || ft_checkers_winner (self->board) != FT_CHECKERS_NONE)
    return;
  think = g_new0 (Think, 1);
  think->refs = 1;
  think->state = *ft_checkers_state (self->board);
  think->level = self->level;
  think->options.max_depth = self->max_depth;
  think->options.time_limit_us = self->time_ms * 1000;
  think->options.seed = g_random_int () | 1;
  think->options.cancel = &think->cancel;
  self->think = think;
  weak = g_new0 (GWeakRef, 1);
  g_weak_ref_init (weak, self);
  task = g_task_new (NULL, NULL, think_done, weak);
  g_task_set_source_tag (task, maybe_start_thinking);
  g_task_set_task_data (task, think_ref (think), think_unref);
  g_task_run_in_thread (task, think_in_thread);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

/* ---- Public -------------------------------------------------------------- */

FtCheckersGame *
ft_checkers_game_new (FtCheckersRules rules)
{
  return g_object_new (FT_TYPE_CHECKERS_GAME, "rules", (int) rules, NULL);
}

const FtCheckersBoard *
ft_checkers_game_get_board (FtCheckersGame *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_GAME (self), NULL);
  return self->board;
}

FtCheckersRules
ft_checkers_game_get_rules (FtCheckersGame *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_GAME (self), FT_CHECKERS_RULES_BOMBS);
  return self->rules;
}

void
ft_checkers_game_set_computer (FtCheckersGame *self, FtCheckersSide side, FtCheckersLevel level)
{
  g_return_if_fail (FT_IS_CHECKERS_GAME (self));
  g_return_if_fail (side == FT_CHECKERS_NONE || side == FT_CHECKERS_FIRE || side == FT_CHECKERS_WATER);
  if (side == self->computer_side && level == self->level)
    return;
  stop_thinking (self);
  g_object_freeze_notify (G_OBJECT (self));
  if (side != self->computer_side)
    {
      self->computer_side = side;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTER_SIDE]);
    }
  if (level != self->level)
    {
      self->level = level;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
    }
  g_object_thaw_notify (G_OBJECT (self));
  maybe_start_thinking (self);
}

FtCheckersSide
ft_checkers_game_get_computer_side (FtCheckersGame *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_GAME (self), FT_CHECKERS_NONE);
  return self->computer_side;
}

FtCheckersLevel
ft_checkers_game_get_level (FtCheckersGame *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_GAME (self), FT_CHECKERS_LEVEL_NORMAL);
  return self->level;
}

void
ft_checkers_game_set_search_limits (FtCheckersGame *self, guint max_depth, gint64 time_ms)
{
  g_return_if_fail (FT_IS_CHECKERS_GAME (self));
  self->max_depth = max_depth;
  self->time_ms = MAX (time_ms, 0);
}

gboolean
ft_checkers_game_get_thinking (FtCheckersGame *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_GAME (self), FALSE);
  return self->think != NULL;
}

gboolean
ft_checkers_game_is_human_turn (FtCheckersGame *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_GAME (self), FALSE);
  return ft_checkers_winner (self->board) == FT_CHECKERS_NONE
         && ft_checkers_to_move (self->board) != self->computer_side;
}

gboolean
ft_checkers_game_select (FtCheckersGame *self, int square)
{
  g_return_val_if_fail (FT_IS_CHECKERS_GAME (self), FALSE);
  if (!ft_checkers_game_is_human_turn (self) || !ft_checkers_select (self->board, square))
    return FALSE;
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}

FtCheckersMoveResult
ft_checkers_game_move (FtCheckersGame *self, int to)
{
  FtCheckersMoveResult illegal = { FT_CHECKERS_MOVE_ILLEGAL, FALSE, FALSE };

  g_return_val_if_fail (FT_IS_CHECKERS_GAME (self), illegal);
  if (!ft_checkers_game_is_human_turn (self))
    return illegal;
  return do_move (self, to);
}

gboolean
ft_checkers_game_end_turn (FtCheckersGame *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_GAME (self), FALSE);
  if (!ft_checkers_game_is_human_turn (self) || !ft_checkers_end_turn (self->board))
    return FALSE;
  g_signal_emit (self, signals[SIGNAL_TURN_ENDED], 0);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  announce_end (self);
  maybe_start_thinking (self);
  return TRUE;
}

gboolean
ft_checkers_game_undo (FtCheckersGame *self)
{
  gboolean undone;

  g_return_val_if_fail (FT_IS_CHECKERS_GAME (self), FALSE);
  stop_thinking (self);
  undone = ft_checkers_undo (self->board);
  /* Against the computer: on through its turns to the person's own. */
  while (undone && self->computer_side != FT_CHECKERS_NONE && ft_checkers_to_move (self->board) == self->computer_side
         && ft_checkers_undo (self->board))
    ;
  if (undone)
    {
      self->over_announced = FALSE;
      g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
    }
  maybe_start_thinking (self);
  return undone;
}

void
ft_checkers_game_new_game (FtCheckersGame *self)
{
  g_return_if_fail (FT_IS_CHECKERS_GAME (self));
  stop_thinking (self);
  ft_checkers_reset (self->board);
  self->over_announced = FALSE;
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  maybe_start_thinking (self);
}

/* ---- GObject ------------------------------------------------------------- */

static void
ft_checkers_game_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtCheckersGame *self = FT_CHECKERS_GAME (object);

  switch (prop_id)
    {
    case PROP_RULES:
      g_value_set_int (value, self->rules);
      break;
    case PROP_COMPUTER_SIDE:
      g_value_set_int (value, self->computer_side);
      break;
    case PROP_LEVEL:
      g_value_set_int (value, self->level);
      break;
    case PROP_THINKING:
      g_value_set_boolean (value, self->think != NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_checkers_game_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  FtCheckersGame *self = FT_CHECKERS_GAME (object);

  switch (prop_id)
    {
    case PROP_RULES:
      self->rules = (FtCheckersRules) g_value_get_int (value);
      ft_checkers_board_free (self->board);
      self->board = ft_checkers_board_new_with_rules (self->rules);
      break;
    case PROP_COMPUTER_SIDE:
      ft_checkers_game_set_computer (self, (FtCheckersSide) g_value_get_int (value), self->level);
      break;
    case PROP_LEVEL:
      ft_checkers_game_set_computer (self, self->computer_side, (FtCheckersLevel) g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_checkers_game_dispose (GObject *object)
{
  stop_thinking (FT_CHECKERS_GAME (object));
  G_OBJECT_CLASS (ft_checkers_game_parent_class)->dispose (object);
}

static void
ft_checkers_game_finalize (GObject *object)
{
  FtCheckersGame *self = FT_CHECKERS_GAME (object);

  ft_checkers_board_free (self->board);
  G_OBJECT_CLASS (ft_checkers_game_parent_class)->finalize (object);
}

static void
ft_checkers_game_class_init (FtCheckersGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = ft_checkers_game_get_property;
  object_class->set_property = ft_checkers_game_set_property;
  object_class->dispose = ft_checkers_game_dispose;
  object_class->finalize = ft_checkers_game_finalize;

  properties[PROP_RULES] =
    g_param_spec_int ("rules", NULL, NULL, FT_CHECKERS_RULES_BOMBS, FT_CHECKERS_RULES_ENGLISH,
                      FT_CHECKERS_RULES_BOMBS,
                      G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMPUTER_SIDE] =
    g_param_spec_int ("computer-side", NULL, NULL, FT_CHECKERS_NONE, FT_CHECKERS_WATER, FT_CHECKERS_NONE,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LEVEL] =
    g_param_spec_int ("level", NULL, NULL, FT_CHECKERS_LEVEL_EASY, FT_CHECKERS_LEVEL_HARD,
                      FT_CHECKERS_LEVEL_NORMAL,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_MOVED] = g_signal_new ("moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                        NULL, G_TYPE_NONE, 4, G_TYPE_INT, G_TYPE_INT, G_TYPE_INT,
                                        G_TYPE_BOOLEAN);
  signals[SIGNAL_EXPLODED] = g_signal_new ("exploded", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                           NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_UINT64);
  signals[SIGNAL_TURN_ENDED] = g_signal_new ("turn-ended", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                             NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_GAME_OVER] = g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                            NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  signals[SIGNAL_CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                          NULL, NULL, G_TYPE_NONE, 0);
}

static void
ft_checkers_game_init (FtCheckersGame *self)
{
  self->board = ft_checkers_board_new ();
  self->level = FT_CHECKERS_LEVEL_NORMAL;
  self->time_ms = 1000;
}
