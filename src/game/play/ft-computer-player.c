/* ft-computer-player.c — runs the rules' search on a GTask worker thread.
 *
 * Each request takes a snapshot of the position (ft_ruleset_snapshot_for_search)
 * into its own task data. The search engine (chess: a searcher with its
 * transposition table; checkers needs none) is lent to one task at a time
 * under a mutex; a request that arrives while an older, cancelled search is
 * still winding down gets a fresh engine of its own. Cancellation sets the
 * task's atomic stop flag, which both games' searches poll often.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ft-chess-ruleset.h"
#include "ft-computer-player.h"
#include "ft-draw-judge.h"
#include "ft-enums.h"
#include "ft-levels.h"
#include "ft-names.h"
#include "ft-search-priority.h"

/* The transposition table of the computer opponent. 8 MB searches as
 * efficiently as 32 MB at the hard level's depths (20 positions of a
 * 14×14 game to depth 10, table kept between them: 19.7 M nodes with 8 MB,
 * 20.0 M with 32 MB, 22.3 M with 4 MB; docs/engine-search.md#memory) and
 * keeps the window small: the table becomes resident as it fills. */
#define COMPUTER_HASH_MB 8

struct _FtComputerPlayer {
  GObject parent_instance;

  FtLevel level; /* main-thread only */
  guint64 seed; /* the game's: its choices and noise (ft-level-move.h) */
  gsize hash_mb; /* transposition table of the engines it makes */
  gint64 move_time_ms; /* > 0: per move on an untimed clock */
  guint max_depth;

  /* As an FtPlayer: the search of the turn in progress (main thread). */
  GCancellable *turn;
  FtDrawJudge *judge; /* whether to claim a draw; made when first needed */

  FtComputerPlayer *engine_owner; /* non-NULL: its idle engine is ours (main thread) */
  char *name;         /* get_name's answer, for name_level */
  FtLevel name_level;

  GMutex lock; /* protects everything below */
  const FtSearchOps *idle_ops; /* the game of the idle engine */
  gpointer idle_engine;        /* NULL while lent to a task */
  GPtrArray *in_flight;        /* the GCancellable of each running task */
};

enum {
  PROP_0,
  PROP_LEVEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void ft_computer_player_player_init (FtPlayerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtComputerPlayer, ft_computer_player, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (FT_TYPE_PLAYER,
                                                      ft_computer_player_player_init))

/* ---- As a player ----------------------------------------------------------- */

static void
turn_move_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  FtComputerPlayer *self = FT_COMPUTER_PLAYER (source);
  GCancellable *turn = user_data; /* owned */
  g_autoptr (GError) error = NULL;
  FtGameMove move;
  gboolean found;

  found = ft_computer_player_choose_finish (self, result, &move, &error);
  /* A move for a turn that was abandoned meanwhile is dropped. */
  if (self->turn == turn && !g_cancellable_is_cancelled (turn))
    {
      g_clear_object (&self->turn);
      if (!found)
        g_warning ("The computer could not move: %s", error->message);
      else
        ft_player_emit_move_chosen (FT_PLAYER (self), &move);
    }
  g_object_unref (turn);
}

/* The search for the turn, with the game's clock. */
static void
think_about_turn (FtComputerPlayer *self, FtGame *game)
{
  FtClock *clock = ft_game_get_clock (game);
  FtColour side = ft_game_get_turn (game);
  gint64 remaining_ms = -1, increment_ms = 0, movetime_ms = 0;

  switch (ft_clock_get_mode (clock))
    {
    case FT_CLOCK_MODE_PER_MOVE:
      /* A quarter of the turn: the move is made well before the turn passes. */
      movetime_ms = MAX (ft_clock_get_per_move_ms (clock) / 4, 50);
      break;
    case FT_CLOCK_MODE_UNTIMED:
      movetime_ms = self->move_time_ms; /* 0: the rules' default */
      break;
    case FT_CLOCK_MODE_FISCHER:
    default:
      remaining_ms = ft_clock_get_remaining_ms (clock, side);
      increment_ms = ft_clock_get_increment_ms (clock, side);
      break;
    }
  ft_computer_player_choose_async (self, ft_game_get_rules (game), game, remaining_ms, increment_ms,
                                   movetime_ms, self->turn, turn_move_cb, g_object_ref (self->turn));
}

/* The judge's answer about a draw the computer may claim: it claims, or
 * thinks about its move after all. */
static void
claim_answer_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (FtGame) game = user_data;
  FtComputerPlayer *self = g_object_get_data (source, "ft-computer-player");
  FtDrawAnswer answer = FT_DRAW_ANSWER_BETTER;
  g_autoptr (GError) error = NULL;

  if (!ft_draw_judge_ask_finish (FT_DRAW_JUDGE (source), result, &answer, NULL, &error)
      && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return; /* the turn was abandoned */
  if (self == NULL || self->turn == NULL || g_cancellable_is_cancelled (self->turn))
    return;
  if (answer == FT_DRAW_ANSWER_ACCEPT)
    {
      g_clear_object (&self->turn);
      ft_player_emit_draw_claimed (FT_PLAYER (self));
      return;
    }
  think_about_turn (self, game);
}

/* Is there time to think about a claim first? Short of time (a clock under
 * ten times the judge's thought, a turn under four times) it plays on. */
static gboolean
has_time_to_judge (FtGame *game)
{
  FtClock *clock = ft_game_get_clock (game);

  switch (ft_clock_get_mode (clock))
    {
    case FT_CLOCK_MODE_FISCHER:
      return ft_clock_get_remaining_ms (clock, ft_game_get_turn (game)) >= 10 * FT_DRAW_JUDGE_THINK_MS;
    case FT_CLOCK_MODE_PER_MOVE:
      return ft_clock_get_per_move_ms (clock) >= 4 * FT_DRAW_JUDGE_THINK_MS;
    case FT_CLOCK_MODE_UNTIMED:
    default:
      return TRUE;
    }
}

static void
ft_computer_player_begin_turn (FtPlayer *player, FtGame *game)
{
  FtComputerPlayer *self = FT_COMPUTER_PLAYER (player);

  ft_player_abandon_turn (player);
  self->turn = g_cancellable_new ();
  /* Standard chess: a threefold repetition or fifty moves may be claimed
   * on its move; it claims unless it is better (ft-draw-judge.h) or short
   * of time. */
  if (ft_game_can_claim_draw (game, NULL) && ft_draw_judge_can_judge (game) && has_time_to_judge (game))
    {
      if (self->judge == NULL)
        {
          self->judge = ft_draw_judge_new ();
          /* No reference: the player owns the judge. */
          g_object_set_data (G_OBJECT (self->judge), "ft-computer-player", self);
        }
      ft_draw_judge_ask_async (self->judge, game, ft_game_get_turn (game), FT_DRAW_QUESTION_CLAIM,
                               self->turn, claim_answer_cb, g_object_ref (game));
      return;
    }
  think_about_turn (self, game);
}

static void
ft_computer_player_abandon_turn (FtPlayer *player)
{
  FtComputerPlayer *self = FT_COMPUTER_PLAYER (player);

  if (self->turn == NULL)
    return;
  g_cancellable_cancel (self->turn);
  g_clear_object (&self->turn);
}

static const char *
ft_computer_player_get_name (FtPlayer *player)
{
  FtComputerPlayer *self = FT_COMPUTER_PLAYER (player);

  /* Kept for the player's life: the names are few and short. */
  if (self->name == NULL || self->name_level != self->level)
    {
      g_free (self->name);
      self->name = ft_computer_name (self->level);
      self->name_level = self->level;
    }
  return self->name;
}

static void
ft_computer_player_player_init (FtPlayerInterface *iface)
{
  iface->begin_turn = ft_computer_player_begin_turn;
  iface->abandon_turn = ft_computer_player_abandon_turn;
  iface->get_name = ft_computer_player_get_name;
}

gboolean
ft_computer_player_is_thinking (FtComputerPlayer *self)
{
  g_return_val_if_fail (FT_IS_COMPUTER_PLAYER (self), FALSE);
  return self->turn != NULL;
}

/* ---- The object -------------------------------------------------------------- */

typedef struct {
  const FtSearchOps *ops;
  gpointer snapshot;
  FtSearchParams params;
  gint stop; /* atomic */
  GCancellable *cancellable; /* the task's own, linked to the caller's */
  GCancellable *caller_cancellable;
  gulong caller_handler;
  gulong own_handler;
  FtComputerPlayer *engine_owner; /* whose idle engine it borrows, fixed at the start */
} ThinkData;

static void
think_data_free (ThinkData *data)
{
  if (data->caller_cancellable != NULL)
    {
      g_cancellable_disconnect (data->caller_cancellable, data->caller_handler);
      g_object_unref (data->caller_cancellable);
    }
  g_cancellable_disconnect (data->cancellable, data->own_handler);
  g_object_unref (data->cancellable);
  data->ops->snapshot_free (data->snapshot);
  g_object_unref (data->engine_owner);
  g_free (data);
}

static void
on_own_cancelled (GCancellable *cancellable G_GNUC_UNUSED, gpointer user_data)
{
  ThinkData *data = user_data;
  g_atomic_int_set (&data->stop, 1);
}

static void
on_caller_cancelled (GCancellable *cancellable G_GNUC_UNUSED, gpointer user_data)
{
  /* Runs in the canceller's thread; the task's own cancellable then stops
   * the search. */
  g_cancellable_cancel (G_CANCELLABLE (user_data));
}

static void
ft_computer_player_dispose (GObject *object)
{
  FtComputerPlayer *self = FT_COMPUTER_PLAYER (object);

  ft_computer_player_abandon_turn (FT_PLAYER (object));
  /* A question in flight keeps its judge alive: its answer finds no player. */
  if (self->judge != NULL)
    g_object_set_data (G_OBJECT (self->judge), "ft-computer-player", NULL);
  g_clear_object (&self->judge);
  G_OBJECT_CLASS (ft_computer_player_parent_class)->dispose (object);
}

static void
ft_computer_player_finalize (GObject *object)
{
  FtComputerPlayer *self = FT_COMPUTER_PLAYER (object);

  /* Tasks hold a reference to us, so none is running any more. */
  g_clear_object (&self->engine_owner);
  g_free (self->name);
  if (self->idle_engine != NULL)
    self->idle_ops->engine_free (self->idle_engine);
  g_ptr_array_unref (self->in_flight);
  g_mutex_clear (&self->lock);
  G_OBJECT_CLASS (ft_computer_player_parent_class)->finalize (object);
}

static void
ft_computer_player_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtComputerPlayer *self = FT_COMPUTER_PLAYER (object);

  switch (prop_id)
    {
    case PROP_LEVEL:
      g_value_set_enum (value, self->level);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_computer_player_set_property (GObject *object, guint prop_id, const GValue *value,
                                 GParamSpec *pspec)
{
  FtComputerPlayer *self = FT_COMPUTER_PLAYER (object);

  switch (prop_id)
    {
    case PROP_LEVEL:
      ft_computer_player_set_level (self, (FtLevel) g_value_get_enum (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_computer_player_class_init (FtComputerPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ft_computer_player_dispose;
  object_class->finalize = ft_computer_player_finalize;
  object_class->get_property = ft_computer_player_get_property;
  object_class->set_property = ft_computer_player_set_property;

  properties[PROP_LEVEL] = g_param_spec_enum ("level", NULL, NULL, FT_TYPE_LEVEL,
                                              FT_LEVEL_NORMAL,
                                             G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                 | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ft_computer_player_init (FtComputerPlayer *self)
{
  self->level = FT_LEVEL_NORMAL;
  self->hash_mb = COMPUTER_HASH_MB;
  g_mutex_init (&self->lock);
  self->in_flight = g_ptr_array_new_with_free_func (g_object_unref);
}

FtComputerPlayer *
ft_computer_player_new (FtLevel level, guint64 seed)
{
  FtComputerPlayer *self = g_object_new (FT_TYPE_COMPUTER_PLAYER, "level", (int) level, NULL);
  self->seed = seed;
  return self;
}

FtLevel
ft_computer_player_get_level (FtComputerPlayer *self)
{
  g_return_val_if_fail (FT_IS_COMPUTER_PLAYER (self), FT_LEVEL_NORMAL);
  return self->level;
}

void
ft_computer_player_set_level (FtComputerPlayer *self, FtLevel level)
{
  g_return_if_fail (FT_IS_COMPUTER_PLAYER (self));
  g_return_if_fail (ft_level_is_valid (level));

  if (self->level == level)
    return;
  self->level = level;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
}

gint64
ft_computer_player_get_move_time (FtComputerPlayer *self)
{
  g_return_val_if_fail (FT_IS_COMPUTER_PLAYER (self), 0);
  return self->move_time_ms;
}

void
ft_computer_player_set_move_time (FtComputerPlayer *self, gint64 ms)
{
  g_return_if_fail (FT_IS_COMPUTER_PLAYER (self));
  g_return_if_fail (ms >= 0);
  self->move_time_ms = ms;
}

guint
ft_computer_player_get_max_depth (FtComputerPlayer *self)
{
  g_return_val_if_fail (FT_IS_COMPUTER_PLAYER (self), 0);
  return self->max_depth;
}

void
ft_computer_player_set_max_depth (FtComputerPlayer *self, guint depth)
{
  g_return_if_fail (FT_IS_COMPUTER_PLAYER (self));
  self->max_depth = depth;
}

/* The idle engine if it is this game's, else a new one (NULL for a game
 * whose search keeps nothing). */
static gpointer
borrow_engine (FtComputerPlayer *self, const FtSearchOps *ops, gsize hash_mb)
{
  gpointer engine = NULL;

  g_mutex_lock (&self->lock);
  if (self->idle_ops == ops)
    {
      engine = self->idle_engine;
      self->idle_engine = NULL;
    }
  g_mutex_unlock (&self->lock);
  if (engine == NULL && ops->engine_new != NULL)
    engine = ops->engine_new (hash_mb);
  return engine;
}

static void
return_engine (FtComputerPlayer *self, const FtSearchOps *ops, gpointer engine)
{
  gpointer spare = NULL;
  const FtSearchOps *spare_ops = NULL;

  if (engine == NULL)
    return;
  g_mutex_lock (&self->lock);
  if (self->idle_engine == NULL || self->idle_ops != ops)
    {
      /* The last game's engine makes room for this one's. */
      spare = self->idle_engine;
      spare_ops = self->idle_ops;
      self->idle_engine = engine;
      self->idle_ops = ops;
      engine = NULL;
    }
  g_mutex_unlock (&self->lock);
  if (engine != NULL)
    ops->engine_free (engine);
  if (spare != NULL)
    spare_ops->engine_free (spare);
}

static void
think (GTask *task, gpointer source_object, gpointer task_data,
       GCancellable *cancellable G_GNUC_UNUSED)
{
  FtComputerPlayer *self = source_object;
  ThinkData *data = task_data;
  gpointer engine;
  FtGameMove move;
  gboolean found;

  /* The window's frames come first (ft-search-priority.h). */
  ft_search_priority_lower_current_thread ();
  engine = borrow_engine (data->engine_owner, data->ops, g_atomic_pointer_get (&self->hash_mb));
  found = data->ops->think (data->snapshot, engine, &data->params, &data->stop, &move);
  return_engine (data->engine_owner, data->ops, engine);

  g_mutex_lock (&self->lock);
  g_ptr_array_remove (self->in_flight, data->cancellable);
  g_mutex_unlock (&self->lock);

  if (g_cancellable_is_cancelled (data->cancellable))
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "The search was cancelled");
  else if (!found)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                             "There is no legal move in this position");
  else
    g_task_return_pointer (task, ft_game_move_copy (&move), (GDestroyNotify) ft_game_move_free);
}

static void
start_search (FtComputerPlayer *self, const FtSearchOps *ops, gpointer snapshot, gint64 remaining_ms,
              gint64 increment_ms, gint64 movetime_ms, GCancellable *cancellable,
              GAsyncReadyCallback callback, gpointer user_data)
{
  GTask *task;
  ThinkData *data;

  data = g_new0 (ThinkData, 1);
  data->ops = ops;
  data->snapshot = snapshot;
  data->params.level = self->level;
  data->params.seed = self->seed;
  data->params.remaining_ms = remaining_ms;
  data->params.increment_ms = increment_ms;
  data->params.movetime_ms = movetime_ms;
  data->params.max_depth = self->max_depth;
  /* Another level's table holds scores of another evaluation (its noise):
   * share only with the same level. */
  data->engine_owner = g_object_ref (self->engine_owner != NULL && self->engine_owner->level == self->level
                                       ? self->engine_owner : self);
  data->cancellable = g_cancellable_new ();
  data->own_handler = g_cancellable_connect (data->cancellable, G_CALLBACK (on_own_cancelled),
                                             data, NULL);
  if (cancellable != NULL)
    {
      data->caller_cancellable = g_object_ref (cancellable);
      data->caller_handler = g_cancellable_connect (cancellable, G_CALLBACK (on_caller_cancelled),
                                                    data->cancellable, NULL);
    }

  task = g_task_new (self, data->cancellable, callback, user_data);
  g_task_set_source_tag (task, start_search);
  g_task_set_name (task, "[fourteen] computer move");
  g_task_set_task_data (task, data, (GDestroyNotify) think_data_free);

  g_mutex_lock (&self->lock);
  g_ptr_array_add (self->in_flight, g_object_ref (data->cancellable));
  g_mutex_unlock (&self->lock);

  g_task_run_in_thread (task, think);
  g_object_unref (task);
}

void
ft_computer_player_choose_async (FtComputerPlayer *self, FtRuleset *rules, FtGame *game,
                                 gint64 remaining_ms, gint64 increment_ms, gint64 movetime_ms,
                                 GCancellable *cancellable, GAsyncReadyCallback callback,
                                 gpointer user_data)
{
  g_return_if_fail (FT_IS_COMPUTER_PLAYER (self));
  g_return_if_fail (FT_IS_RULESET (rules));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  FtPast past;

  if (game != NULL)
    ft_game_get_past (game, &past);
  start_search (self, ft_ruleset_get_search_ops (rules),
                ft_ruleset_snapshot_for_search (rules, game != NULL ? &past : NULL),
                remaining_ms, increment_ms, movetime_ms, cancellable, callback, user_data);
}

gboolean
ft_computer_player_choose_finish (FtComputerPlayer *self, GAsyncResult *result, FtGameMove *move,
                                  GError **error)
{
  g_autoptr (FtGameMove) found = NULL;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  found = g_task_propagate_pointer (G_TASK (result), error);
  if (found == NULL)
    return FALSE;
  if (move != NULL)
    *move = *found;
  return TRUE;
}

void
ft_computer_player_choose_move_async (FtComputerPlayer *self, const FtPosition *pos,
                                      gint64 remaining_ms, gint64 increment_ms,
                                      GCancellable *cancellable, GAsyncReadyCallback callback,
                                      gpointer user_data)
{
  g_return_if_fail (FT_IS_COMPUTER_PLAYER (self));
  g_return_if_fail (pos != NULL);
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  start_search (self, _ft_chess_search_ops (), _ft_chess_search_snapshot (pos, NULL), remaining_ms,
                increment_ms, 0, cancellable, callback, user_data);
}

FtMove
ft_computer_player_choose_move_finish (FtComputerPlayer *self, GAsyncResult *result,
                                       GError **error)
{
  FtGameMove move;

  if (!ft_computer_player_choose_finish (self, result, &move, error))
    return FT_MOVE_NONE;
  return ft_game_move_get_chess (&move);
}

void
ft_computer_player_cancel (FtComputerPlayer *self)
{
  GPtrArray *running;

  g_return_if_fail (FT_IS_COMPUTER_PLAYER (self));

  /* Cancel outside the lock: cancellation runs handlers synchronously. */
  g_mutex_lock (&self->lock);
  running = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < self->in_flight->len; i++)
    g_ptr_array_add (running, g_object_ref (self->in_flight->pdata[i]));
  g_mutex_unlock (&self->lock);
  for (guint i = 0; i < running->len; i++)
    g_cancellable_cancel (running->pdata[i]);
  g_ptr_array_unref (running);
}

void
ft_computer_player_set_hash_size (FtComputerPlayer *self, gsize hash_mb)
{
  g_return_if_fail (FT_IS_COMPUTER_PLAYER (self));
  g_return_if_fail (hash_mb >= 1);

  g_atomic_pointer_set (&self->hash_mb, hash_mb);
  g_clear_object (&self->engine_owner);
  /* The idle engine is resized now; one lent to a search keeps its table
   * until that search ends, and is then given back at its old size. */
  g_mutex_lock (&self->lock);
  if (self->idle_engine != NULL && self->idle_ops->engine_set_hash_size != NULL)
    self->idle_ops->engine_set_hash_size (self->idle_engine, hash_mb);
  g_mutex_unlock (&self->lock);
}

gsize
ft_computer_player_get_hash_size (FtComputerPlayer *self)
{
  g_return_val_if_fail (FT_IS_COMPUTER_PLAYER (self), 0);
  return g_atomic_pointer_get (&self->hash_mb);
}

gboolean
ft_computer_player_share_engine (FtComputerPlayer *self, FtComputerPlayer *owner)
{
  g_return_val_if_fail (FT_IS_COMPUTER_PLAYER (self), FALSE);
  g_return_val_if_fail (FT_IS_COMPUTER_PLAYER (owner), FALSE);

  /* One level of sharing: owner keeps its own engine. */
  if (owner == self || owner->engine_owner != NULL
      || ft_computer_player_get_hash_size (owner) != ft_computer_player_get_hash_size (self))
    return FALSE;
  g_set_object (&self->engine_owner, owner);
  return TRUE;
}

FtComputerPlayer *
ft_computer_player_get_engine_owner (FtComputerPlayer *self)
{
  g_return_val_if_fail (FT_IS_COMPUTER_PLAYER (self), NULL);
  return self->engine_owner != NULL ? self->engine_owner : self;
}
