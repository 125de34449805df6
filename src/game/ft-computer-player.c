/* ft-computer-player.c — runs the easy rules or the search on a GTask
 * worker thread.
 *
 * Each request copies the position into its own task data. The searcher
 * (transposition table and history) is lent to one task at a time under a
 * mutex; a request that arrives while an older, cancelled search is still
 * winding down gets a fresh searcher of its own. Cancellation sets the
 * task's atomic stop flag, which the search polls every 256 nodes.
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ft-computer-player.h"
#include "ft-easy.h"
#include "ft-fog.h"
#include "ft-enums.h"
#include "ft-search.h"

/* The transposition table of the computer opponent. 8 MB searches as
 * efficiently as 32 MB at the hard level's depths (20 positions of a
 * 14×14 game to depth 10, table kept between them: 19.7 M nodes with 8 MB,
 * 20.0 M with 32 MB, 22.3 M with 4 MB; docs/engine-search.md#memory) and
 * keeps the window small: the table becomes resident as it fills. */
#define COMPUTER_HASH_MB 8

struct _FtComputerPlayer {
  GObject parent_instance;

  FtLevel level; /* main-thread only */
  guint64 seed;
  guint64 moves_chosen; /* varies the seed from move to move */
  gsize hash_mb; /* transposition table of the searchers it makes */
  gint64 move_time_ms; /* > 0: per move on an untimed clock */

  /* As an FtPlayer: the search of the turn in progress (main thread). */
  GCancellable *turn;

  GMutex lock; /* protects everything below */
  FtSearcher *idle_searcher; /* NULL while lent to a task */
  GPtrArray *in_flight;      /* the GCancellable of each running task */
};

enum {
  PROP_0,
  PROP_LEVEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void ft_computer_player_player_init (FtPlayerInterface *iface);
static void choose_move_async (FtComputerPlayer *self, const FtPosition *pos,
                               gint64 remaining_ms, gint64 increment_ms, gint64 movetime_ms,
                               FtSquare king_guess, GCancellable *cancellable,
                               GAsyncReadyCallback callback, gpointer user_data);

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
  FtMove move;

  move = ft_computer_player_choose_move_finish (self, result, &error);
  /* A move for a turn that was abandoned meanwhile is dropped. */
  if (self->turn == turn && !g_cancellable_is_cancelled (turn))
    {
      g_clear_object (&self->turn);
      if (error != NULL)
        g_warning ("The computer could not move: %s", error->message);
      else
        ft_player_emit_move_chosen (FT_PLAYER (self), move);
    }
  g_object_unref (turn);
}

/* Fog of war: where `side` last saw the enemy king, looking back through
 * the game from now; where the start had it if never. */
static FtSquare
last_seen_king (FtGame *game, FtColour side)
{
  g_autofree FtPosition *pos = g_new (FtPosition, 1);
  guint8 visible[FT_BOARD_CELLS];
  FtColour them = FT_OTHER_COLOUR (side);

  for (guint ply = ft_game_get_n_moves (game) + 1; ply-- > 0;)
    {
      FtSquare king;

      ft_game_copy_position_at (game, ply, pos);
      king = pos->king_square[them];
      if (pos->board[king] != FT_MAKE_PIECE (them, FT_KING))
        continue;
      ft_fog_visible_squares (pos, side, visible);
      if (visible[king])
        return king;
    }
  return ft_game_get_start_position (game)->king_square[them];
}

static void
ft_computer_player_begin_turn (FtPlayer *player, FtGame *game)
{
  FtComputerPlayer *self = FT_COMPUTER_PLAYER (player);
  FtClock *clock = ft_game_get_clock (game);
  FtColour side = ft_game_get_turn (game);
  gint64 remaining_ms = -1, increment_ms = 0, movetime_ms = 0;

  ft_player_abandon_turn (player);
  switch (ft_clock_get_mode (clock))
    {
    case FT_CLOCK_MODE_PER_MOVE:
      /* A quarter of the turn: the move is made well before the turn passes. */
      movetime_ms = MAX (ft_clock_get_per_move_ms (clock) / 4, 50);
      break;
    case FT_CLOCK_MODE_UNTIMED:
      movetime_ms = self->move_time_ms; /* 0: think's default */
      break;
    case FT_CLOCK_MODE_FISCHER:
    default:
      remaining_ms = ft_clock_get_remaining_ms (clock, side);
      increment_ms = ft_clock_get_increment_ms (clock, side);
      break;
    }
  self->turn = g_cancellable_new ();
  choose_move_async (self, ft_game_get_position (game), remaining_ms, increment_ms, movetime_ms,
                     ft_game_get_position (game)->fog ? last_seen_king (game, side) : FT_NO_SQUARE,
                     self->turn, turn_move_cb, g_object_ref (self->turn));
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
  switch (FT_COMPUTER_PLAYER (player)->level)
    {
    case FT_LEVEL_EASY:
      return _("Computer (easy)");
    case FT_LEVEL_HARD:
      return _("Computer (hard)");
    case FT_LEVEL_NORMAL:
    default:
      return _("Computer (normal)");
    }
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
  FtPosition *pos; /* under fog of war, what the computer believes */
  FtMoveList *real_moves; /* fog of war: the moves the real board allows */
  FtLevel level;
  guint64 seed;
  gint64 remaining_ms;
  gint64 increment_ms;
  gint64 movetime_ms; /* > 0: think about this long whatever the clock */
  gint stop; /* atomic */
  GCancellable *cancellable; /* the task's own, linked to the caller's */
  GCancellable *caller_cancellable;
  gulong caller_handler;
  gulong own_handler;
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
  g_free (data->pos);
  g_free (data->real_moves);
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
  ft_computer_player_abandon_turn (FT_PLAYER (object));
  G_OBJECT_CLASS (ft_computer_player_parent_class)->dispose (object);
}

static void
ft_computer_player_finalize (GObject *object)
{
  FtComputerPlayer *self = FT_COMPUTER_PLAYER (object);

  /* Tasks hold a reference to us, so none is running any more. */
  ft_searcher_free (self->idle_searcher);
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
  g_return_if_fail (level <= FT_LEVEL_HARD);

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

static FtSearcher *
borrow_searcher (FtComputerPlayer *self)
{
  FtSearcher *searcher;

  g_mutex_lock (&self->lock);
  searcher = self->idle_searcher;
  self->idle_searcher = NULL;
  g_mutex_unlock (&self->lock);
  return searcher != NULL ? searcher : ft_searcher_new (g_atomic_pointer_get (&self->hash_mb));
}

static void
return_searcher (FtComputerPlayer *self, FtSearcher *searcher)
{
  g_mutex_lock (&self->lock);
  if (self->idle_searcher == NULL)
    {
      self->idle_searcher = searcher;
      searcher = NULL;
    }
  g_mutex_unlock (&self->lock);
  ft_searcher_free (searcher);
}

static gboolean
move_in_list (const FtMoveList *list, FtMove move)
{
  for (guint i = 0; i < list->count; i++)
    if (list->moves[i] == move)
      return TRUE;
  return FALSE;
}

static void
think (GTask *task, gpointer source_object, gpointer task_data,
       GCancellable *cancellable G_GNUC_UNUSED)
{
  FtComputerPlayer *self = source_object;
  ThinkData *data = task_data;
  FtMove move;

  if (data->level == FT_LEVEL_EASY)
    {
      FtEasyRandom random;
      ft_easy_random_init (&random, data->seed);
      move = ft_easy_choose_move (data->pos, &random, NULL);
      if (data->real_moves != NULL && !move_in_list (data->real_moves, move))
        move = data->real_moves->count > 0
                   ? data->real_moves->moves[data->seed % data->real_moves->count]
                   : FT_MOVE_NONE;
    }
  else
    {
      FtSearcher *searcher = borrow_searcher (self);
      FtSearchLimits limits = { 0 };

      limits.remaining_ms = data->remaining_ms > 0 ? data->remaining_ms : -1;
      limits.increment_ms = MAX (data->increment_ms, 0);
      if (data->movetime_ms > 0)
        {
          limits.remaining_ms = -1;
          limits.movetime_ms = data->movetime_ms;
        }
      else if (limits.remaining_ms < 0)
        limits.movetime_ms = 2000; /* no clock: a fixed, comfortable pace */
      limits.root_moves = data->real_moves;
      ft_searcher_set_level (searcher, data->level, data->seed);
      move = ft_searcher_search (searcher, data->pos, &limits, NULL, NULL, &data->stop, NULL);
      return_searcher (self, searcher);
    }

  g_mutex_lock (&self->lock);
  g_ptr_array_remove (self->in_flight, data->cancellable);
  g_mutex_unlock (&self->lock);

  if (g_cancellable_is_cancelled (data->cancellable))
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED, "The search was cancelled");
  else if (move == FT_MOVE_NONE)
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                             "There is no legal move in this position");
  else
    g_task_return_int (task, (gssize) move);
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

  choose_move_async (self, pos, remaining_ms, increment_ms, 0, FT_NO_SQUARE, cancellable,
                     callback, user_data);
}

/* Fog of war: the computer is given only what its pieces see (the belief
 * of ft_fog_belief, the enemy king guessed at king_guess) and the list of
 * its moves the real board allows, as a person sees them when picking up a
 * piece (docs/engine-search.md#fog-of-war). */
static void
fog_think_data (ThinkData *data, const FtPosition *pos, FtSquare king_guess)
{
  FtColour us = pos->side_to_move;
  FtSquare own_king = pos->king_square[us];

  /* Not told where it was seen: the square facing our own king. */
  if (king_guess == FT_NO_SQUARE)
    king_guess = FT_SQUARE (FT_SQUARE_FILE (own_king), pos->ranks - 1 - FT_SQUARE_RANK (own_king));
  data->real_moves = g_new (FtMoveList, 1);
  ft_position_generate_legal (pos, data->real_moves);
  data->pos = g_new (FtPosition, 1);
  if (!ft_fog_belief (pos, us, king_guess, data->pos))
    {
      /* No king of ours (the game is over): think on the real board. */
      g_free (data->pos);
      data->pos = g_memdup2 (pos, sizeof *pos);
    }
}

static void
choose_move_async (FtComputerPlayer *self, const FtPosition *pos, gint64 remaining_ms,
                   gint64 increment_ms, gint64 movetime_ms, FtSquare king_guess,
                   GCancellable *cancellable, GAsyncReadyCallback callback, gpointer user_data)
{
  GTask *task;
  ThinkData *data;

  data = g_new0 (ThinkData, 1);
  if (pos->fog)
    fog_think_data (data, pos, king_guess);
  else
    data->pos = g_memdup2 (pos, sizeof *pos);
  data->level = self->level;
  data->seed = self->seed + 0x9e3779b9u * self->moves_chosen++;
  data->remaining_ms = remaining_ms;
  data->increment_ms = increment_ms;
  data->movetime_ms = movetime_ms;
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
  g_task_set_source_tag (task, ft_computer_player_choose_move_async);
  g_task_set_name (task, "[fourteen] computer move");
  g_task_set_task_data (task, data, (GDestroyNotify) think_data_free);

  g_mutex_lock (&self->lock);
  g_ptr_array_add (self->in_flight, g_object_ref (data->cancellable));
  g_mutex_unlock (&self->lock);

  g_task_run_in_thread (task, think);
  g_object_unref (task);
}

FtMove
ft_computer_player_choose_move_finish (FtComputerPlayer *self, GAsyncResult *result,
                                       GError **error)
{
  gssize value;

  g_return_val_if_fail (g_task_is_valid (result, self), FT_MOVE_NONE);

  value = g_task_propagate_int (G_TASK (result), error);
  return value < 0 ? FT_MOVE_NONE : (FtMove) value;
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
  /* The idle searcher is resized now; one lent to a search keeps its table
   * until that search ends, and is then given back at its old size. */
  g_mutex_lock (&self->lock);
  if (self->idle_searcher != NULL)
    ft_searcher_set_hash_size (self->idle_searcher, hash_mb);
  g_mutex_unlock (&self->lock);
}

gsize
ft_computer_player_get_hash_size (FtComputerPlayer *self)
{
  g_return_val_if_fail (FT_IS_COMPUTER_PLAYER (self), 0);
  return g_atomic_pointer_get (&self->hash_mb);
}
