/* ft-record-keeper.c — see ft-record-keeper.h. */
#include "config.h"

#include <string.h>


#include "ft-autosave.h"
#include "ft-autosave-writer.h"
#include "ft-human-player.h"
#include "ft-marks.h"
#include "ft-names.h"
#include "ft-record-keeper.h"
#include "ft-statistics.h"

struct _FtRecordKeeper
{
  GObject parent_instance;

  char *autosave_path;  /* NULL: no autosave */
  char *statistics_dir; /* NULL: results are not counted */

  FtSession *session;
  FtGameSetup *setup;
  FtRecordFlags flags;
  char *record_path;        /* where Save writes without asking */
  gboolean saved;           /* the game as it is now is on disk */
  gboolean result_counted;  /* a takeback and a new end count once */
  FtResult counted_result;  /* what was counted, as ft_statistics_record took it */
  FtResultReason counted_reason;
  gboolean record_changed;  /* the game changed since it was saved to or read from record_path */
  char *record_names[2];    /* the players the opened record names (its White and Black tags) */
  FtGame *record_game;      /* the game read from that record */
  char *names[2];           /* the players' names in the record, or NULL */

  /* A move's autosave is written on a thread (ft-autosave-writer.h): the
   * last request and the game's moves in it, the last request done, and
   * the moves on disk once it is (docs/performance.md, "A move's
   * arrival"). */
  FtAutosaveWriter *writer;
  guint64 asked_serial;
  guint asked_moves;
  guint64 done_serial;
  guint durable_moves;
};

G_DEFINE_FINAL_TYPE (FtRecordKeeper, ft_record_keeper, G_TYPE_OBJECT)

enum
{
  SIGNAL_AUTOSAVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum
{
  PROP_0,
  PROP_RECORD_PATH,
  PROP_RECORD_CHANGED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
set_record_changed (FtRecordKeeper *self, gboolean changed)
{
  if (self->record_changed == changed)
    return;
  self->record_changed = changed;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RECORD_CHANGED]);
}

static FtGame *
get_game (FtRecordKeeper *self)
{
  return self->session != NULL ? ft_session_get_game (self->session) : NULL;
}

/* ---- The record's text --------------------------------------------------- */

/* The names in the record: a profile's name given, else the opened
 * record's own player (a game read from a file keeps its players), else
 * the computer as "Fourteen (hard)", a person at this computer by their
 * name when only one plays here. */
static char *
player_name (FtRecordKeeper *self, FtColour side)
{
  FtPlayer *player = ft_session_get_player (self->session, side);
  const char *recorded = ft_record_keeper_get_record_name (self, side);

  if (self->names[side] != NULL)
    return g_strdup (self->names[side]);
  if (recorded != NULL)
    return g_strdup (recorded);
  if (!ft_player_is_local (player))
    return g_strdup_printf ("Fourteen (%s)", ft_name_of (FT_TYPE_LEVEL, self->setup->level));
  if (ft_session_has_single_local_player (self->session))
    {
      const char *real = g_get_real_name ();

      return g_strdup (real != NULL && *real != '\0' && strcmp (real, "Unknown") != 0
                         ? real
                         : g_get_user_name ());
    }
  return g_strdup (ft_player_get_name (player));
}

void
ft_record_keeper_set_player_name (FtRecordKeeper *self, FtColour side, const char *name)
{
  g_return_if_fail (FT_IS_RECORD_KEEPER (self));
  g_return_if_fail (side == FT_WHITE || side == FT_BLACK);

  g_free (self->names[side]);
  self->names[side] = g_strdup (name);
}

char *
ft_record_keeper_get_text (FtRecordKeeper *self, gboolean for_resume)
{
  g_autoptr (FtRecordedGame) record = NULL;

  g_return_val_if_fail (FT_IS_RECORD_KEEPER (self), NULL);

  if (self->session == NULL)
    return NULL;
  record = ft_game_record_from_game (get_game (self), self->setup);
  for (int side = 0; side < 2; side++)
    {
      g_autofree char *name = player_name (self, side);

      ft_recorded_game_set_tag (record, ft_ruleset_get_player_tag (record->start, side), name);
    }
  if (for_resume)
    {
      FtClock *clock = ft_game_get_clock (get_game (self));
      gint64 clocks[2] = { ft_clock_get_remaining_ms (clock, FT_WHITE),
                           ft_clock_get_remaining_ms (clock, FT_BLACK) };

      return ft_autosave_text (record, self->setup, clocks);
    }
  return ft_recorded_game_write (record);
}

/* ---- Autosave and statistics ------------------------------------------------ */

static void autosave_now (FtRecordKeeper *self);

void
ft_record_keeper_autosave (FtRecordKeeper *self)
{
  g_return_if_fail (FT_IS_RECORD_KEEPER (self));

  autosave_now (self);
  /* Written or not (told in the log), what waited for it may be shown. */
  g_signal_emit (self, signals[SIGNAL_AUTOSAVED], 0);
}

static void
autosave_now (FtRecordKeeper *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  FtGame *game;
  FtMark mark;

  /* What the thread was asked before goes first, then this, at once. */
  ft_record_keeper_flush_autosave (self);
  game = get_game (self);
  self->saved = FALSE;
  if (game == NULL || self->autosave_path == NULL || (self->flags & FT_RECORD_AUTOSAVE) == 0)
    return;
  self->durable_moves = ft_game_get_n_moves (game);
  /* A finished game is not resumed. */
  if (ft_game_is_over (game))
    {
      if (!ft_autosave_remove (self->autosave_path, &error))
        g_warning ("%s", error->message);
      return;
    }
  /* A kill at any moment leaves the last move's file whole (ft-autosave.h). */
  text = ft_record_keeper_get_text (self, TRUE);
  mark = ft_mark_begin ();
  if (!ft_autosave_write (self->autosave_path, text, &error))
    {
      g_warning ("%s", error->message);
      return;
    }
  ft_mark_end ("autosave: write and fsync on the main thread", &mark);
  self->saved = TRUE;
}

/* A request of the writer's is on disk (or failed: the game goes on, told
 * in the log, as a failed write at once is). */
static void
autosave_done_cb (guint64 serial, const GError *error, gpointer data)
{
  FtRecordKeeper *self = data;
  FtMark mark;

  if (serial <= self->done_serial)
    return; /* a flush took it into account already */
  self->done_serial = serial;
  if (error != NULL)
    g_warning ("%s", error->message);
  if (serial != self->asked_serial)
    return;
  self->durable_moves = self->asked_moves;
  self->saved = error == NULL && get_game (self) != NULL && !ft_game_is_over (get_game (self));
  mark = ft_mark_begin ();
  g_signal_emit (self, signals[SIGNAL_AUTOSAVED], 0);
  ft_mark_end (FT_MARK_SHOWN, &mark);
}

/* The autosave after a move or at the game's end, written (or removed) on
 * the writer's thread: the main thread computes the text only. */
static void
autosave_in_background (FtRecordKeeper *self)
{
  FtGame *game = get_game (self);
  FtMark mark;

  self->saved = FALSE;
  if (game == NULL || self->autosave_path == NULL || (self->flags & FT_RECORD_AUTOSAVE) == 0)
    return;
  /* A person's own move is on the board already (dropped there by hand,
   * shown without travel from inside the request): written at once. */
  if (!ft_game_is_over (game)
      && FT_IS_HUMAN_PLAYER (ft_session_get_player (self->session, FT_OTHER_COLOUR (ft_game_get_turn (game)))))
    {
      ft_record_keeper_autosave (self);
      return;
    }
  if (self->writer == NULL)
    self->writer = ft_autosave_writer_new (autosave_done_cb, self);
  if (ft_game_is_over (game))
    self->asked_serial = ft_autosave_writer_remove (self->writer, self->autosave_path);
  else
    {
      g_autofree char *text = NULL;

      mark = ft_mark_begin ();
      text = ft_record_keeper_get_text (self, TRUE);
      ft_mark_end ("autosave: the record's text", &mark);
      mark = ft_mark_begin ();
      self->asked_serial = ft_autosave_writer_write (self->writer, self->autosave_path, text);
      ft_mark_end ("autosave: handed to its thread", &mark);
    }
  self->asked_moves = ft_game_get_n_moves (game);
}

void
ft_record_keeper_flush_autosave (FtRecordKeeper *self)
{
  g_return_if_fail (FT_IS_RECORD_KEEPER (self));

  if (self->writer == NULL || self->done_serial == self->asked_serial)
    return;
  ft_autosave_writer_flush (self->writer);
  self->done_serial = self->asked_serial;
  self->durable_moves = self->asked_moves;
  self->saved = get_game (self) != NULL && !ft_game_is_over (get_game (self));
  /* What waited for it need not wait for the main loop. */
  g_signal_emit (self, signals[SIGNAL_AUTOSAVED], 0);
}

gboolean
ft_record_keeper_is_autosaved (FtRecordKeeper *self)
{
  FtGame *game;

  g_return_val_if_fail (FT_IS_RECORD_KEEPER (self), TRUE);

  game = get_game (self);
  if (game == NULL || self->autosave_path == NULL || (self->flags & FT_RECORD_AUTOSAVE) == 0)
    return TRUE;
  return self->done_serial == self->asked_serial && self->durable_moves == ft_game_get_n_moves (game);
}

/* Did `side` make a move of its own in this game (a pass of the per-move
 * timer is none)? */
static gboolean
side_has_moved (FtGame *game, FtColour side)
{
  FtColour mover = ft_ruleset_get_side_to_move (ft_game_get_start_rules (game));

  for (guint i = 0; i < ft_game_get_n_moves (game); i++, mover = FT_OTHER_COLOUR (mover))
    if (mover == side && !ft_game_move_is_pass (ft_game_peek_move (game, i)))
      return TRUE;
  return FALSE;
}

/* The game is over: count it, from the local player's side against the
 * computer (as if White), as the game's between two people. A game lost
 * on time before the loser made a move is no game played: not counted. */
static void
count_result (FtRecordKeeper *self)
{
  g_autoptr (FtStatistics) stats = NULL;
  FtResultReason reason;
  FtResult result;
  guint local;

  if (self->statistics_dir == NULL || (self->flags & FT_RECORD_COUNT) == 0 || self->result_counted)
    return;
  result = ft_game_get_result (get_game (self), &reason);
  local = ft_session_get_local_colours (self->session);
  if (result == FT_RESULT_NONE || local == 0)
    return;
  if (reason == FT_REASON_TIME
      && !side_has_moved (get_game (self), result == FT_RESULT_WHITE_WINS ? FT_BLACK : FT_WHITE))
    return;
  if (self->setup->opponent == FT_OPPONENT_COMPUTER && local == (1u << FT_BLACK)
      && result != FT_RESULT_DRAW)
    result = result == FT_RESULT_WHITE_WINS ? FT_RESULT_BLACK_WINS : FT_RESULT_WHITE_WINS;
  stats = ft_statistics_load (self->statistics_dir);
  ft_statistics_record (stats, ft_statistics_variant_of_setup (self->setup), self->setup->opponent,
                        self->setup->level, result);
  self->result_counted = TRUE;
  self->counted_result = result;
  self->counted_reason = reason;
}

/* A counted resignation was undone (ft_session_undo_resign): so is its
 * count. A takeback after another end keeps the count (only a resignation
 * can be withdrawn; time and a board result are not, the game counts once). */
static void
withdraw_result (FtRecordKeeper *self)
{
  g_autoptr (FtStatistics) stats = NULL;

  if (!self->result_counted || self->counted_reason != FT_REASON_RESIGNATION
      || ft_game_is_over (get_game (self)))
    return;
  stats = ft_statistics_load (self->statistics_dir);
  ft_statistics_withdraw (stats, ft_statistics_variant_of_setup (self->setup), self->setup->opponent,
                          self->setup->level, self->counted_result);
  self->result_counted = FALSE;
}

static void
changed_cb (FtSession *session G_GNUC_UNUSED, gpointer user_data)
{
  withdraw_result (user_data);
  ft_record_keeper_autosave (user_data);
  set_record_changed (user_data, TRUE);
}

static void
move_played_cb (FtSession *session G_GNUC_UNUSED, const FtGameMove *move G_GNUC_UNUSED,
                gpointer user_data)
{
  FtMark mark = ft_mark_begin ();

  autosave_in_background (user_data);
  set_record_changed (user_data, TRUE);
  ft_mark_end ("record keeper: autosave, all of it", &mark);
}

static void
game_over_cb (FtSession *session G_GNUC_UNUSED, FtResult result G_GNUC_UNUSED,
              FtResultReason reason G_GNUC_UNUSED, gpointer user_data)
{
  count_result (user_data);
  autosave_in_background (user_data);
  set_record_changed (user_data, TRUE);
}

/* ---- The game kept ---------------------------------------------------------- */

void
ft_record_keeper_set_session (FtRecordKeeper *self, FtSession *session, const FtGameSetup *setup,
                              FtRecordFlags flags, const char *record_path)
{
  g_return_if_fail (FT_IS_RECORD_KEEPER (self));
  g_return_if_fail (session == NULL || (FT_IS_SESSION (session) && setup != NULL));

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_clear_object (&self->session);
  g_clear_pointer (&self->setup, ft_game_setup_free);
  self->flags = flags;
  self->result_counted = FALSE;
  self->saved = FALSE;
  ft_record_keeper_set_record_path (self, record_path);
  if (session == NULL)
    return;
  self->session = g_object_ref (session);
  self->setup = ft_game_setup_copy (setup);
  g_signal_connect (session, "move-played", G_CALLBACK (move_played_cb), self);
  g_signal_connect (session, "position-changed", G_CALLBACK (changed_cb), self);
  g_signal_connect (session, "game-over", G_CALLBACK (game_over_cb), self);
  ft_record_keeper_autosave (self);
}

FtSession *
ft_record_keeper_get_session (FtRecordKeeper *self)
{
  g_return_val_if_fail (FT_IS_RECORD_KEEPER (self), NULL);
  return self->session;
}

const char *
ft_record_keeper_get_record_path (FtRecordKeeper *self)
{
  g_return_val_if_fail (FT_IS_RECORD_KEEPER (self), NULL);
  return self->record_path;
}

void
ft_record_keeper_set_record_path (FtRecordKeeper *self, const char *path)
{
  g_return_if_fail (FT_IS_RECORD_KEEPER (self));

  if (path != self->record_path)
    {
      g_free (self->record_path);
      self->record_path = g_strdup (path);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RECORD_PATH]);
    }
  /* The file holds the game as it is now (just saved or opened). */
  set_record_changed (self, FALSE);
}

gboolean
ft_record_keeper_is_record_changed (FtRecordKeeper *self)
{
  g_return_val_if_fail (FT_IS_RECORD_KEEPER (self), FALSE);
  return self->record_changed;
}

gboolean
ft_record_keeper_is_saved (FtRecordKeeper *self)
{
  g_return_val_if_fail (FT_IS_RECORD_KEEPER (self), FALSE);
  return self->saved || (self->flags & FT_RECORD_KEPT_ELSEWHERE) != 0;
}

gboolean
ft_record_keeper_has_unsaved_game (FtRecordKeeper *self)
{
  FtGame *game;

  g_return_val_if_fail (FT_IS_RECORD_KEEPER (self), FALSE);

  game = get_game (self);
  return game != NULL && !ft_record_keeper_is_saved (self) && !ft_game_is_over (game)
         && ft_game_get_n_moves (game) > 0;
}

gboolean
ft_record_keeper_is_result_counted (FtRecordKeeper *self)
{
  g_return_val_if_fail (FT_IS_RECORD_KEEPER (self), FALSE);
  return self->result_counted;
}

void
ft_record_keeper_discard (FtRecordKeeper *self)
{
  g_autoptr (GError) error = NULL;

  g_return_if_fail (FT_IS_RECORD_KEEPER (self));

  ft_record_keeper_flush_autosave (self);
  self->flags &= ~FT_RECORD_AUTOSAVE;
  if (self->autosave_path != NULL && !ft_autosave_remove (self->autosave_path, &error))
    g_warning ("%s", error->message);
  /* Dropped on purpose: nothing left to ask about. */
  self->saved = TRUE;
}

gboolean
ft_record_keeper_save (FtRecordKeeper *self, const char *path, GError **error)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (FT_IS_RECORD_KEEPER (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (self->session == NULL)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, "%s: there is no game to save", path);
      return FALSE;
    }
  text = ft_record_keeper_get_text (self, FALSE);
  if (!g_file_set_contents (path, text, -1, error))
    return FALSE;
  ft_record_keeper_set_record_path (self, path);
  self->saved = TRUE;
  return TRUE;
}

/* ---- Reading ------------------------------------------------------------------ */

FtGame *
ft_record_keeper_open (FtRecordKeeper *self, const char *path, const FtGameSetup *base,
                       FtGameSetup **setup_out, GError **error)
{
  g_autoptr (FtRecordedGame) record = NULL;
  FtGame *game;
  static const char *const tags[2] = { "White", "Black" };

  g_return_val_if_fail (FT_IS_RECORD_KEEPER (self), NULL);
  g_return_val_if_fail (path != NULL && base != NULL, NULL);

  game = ft_game_record_load_file_full (path, base, setup_out, &record, error);
  if (game == NULL)
    return NULL;
  g_set_object (&self->record_game, game);
  /* "?" is PGN's unknown name: nobody to show. */
  for (int side = 0; side < 2; side++)
    {
      const char *name = ft_recorded_game_get_tag (record, tags[side]);

      g_free (self->record_names[side]);
      self->record_names[side] = name != NULL && *name != '\0' && strcmp (name, "?") != 0 ? g_strdup (name) : NULL;
    }
  return game;
}

const char *
ft_record_keeper_get_record_name (FtRecordKeeper *self, FtColour side)
{
  g_return_val_if_fail (FT_IS_RECORD_KEEPER (self), NULL);

  if (self->record_game == NULL || self->record_game != get_game (self))
    return NULL;
  return self->record_names[side & 1];
}

FtGame *
ft_record_keeper_resume (FtRecordKeeper *self, const FtGameSetup *base, FtGameSetup **setup_out,
                         char **kept_as, GError **error)
{
  g_autoptr (FtGame) game = NULL;

  g_return_val_if_fail (FT_IS_RECORD_KEEPER (self), NULL);
  g_return_val_if_fail (base != NULL, NULL);

  if (kept_as != NULL)
    *kept_as = NULL;
  if (self->autosave_path == NULL)
    return NULL;
  /* What a write killed before its rename left behind. */
  ft_autosave_clean_temporaries (self->autosave_path);
  game = ft_autosave_load (self->autosave_path, base, setup_out, kept_as, error);
  if (game == NULL || ft_game_is_over (game))
    return NULL;
  return g_steal_pointer (&game);
}

/* ---- Settings and the object ---------------------------------------------------- */

void
ft_record_keeper_set_autosave_path (FtRecordKeeper *self, const char *path)
{
  g_return_if_fail (FT_IS_RECORD_KEEPER (self));
  g_free (self->autosave_path);
  self->autosave_path = g_strdup (path);
}

const char *
ft_record_keeper_get_autosave_path (FtRecordKeeper *self)
{
  g_return_val_if_fail (FT_IS_RECORD_KEEPER (self), NULL);
  return self->autosave_path;
}

void
ft_record_keeper_set_statistics_dir (FtRecordKeeper *self, const char *dir)
{
  g_return_if_fail (FT_IS_RECORD_KEEPER (self));
  g_free (self->statistics_dir);
  self->statistics_dir = g_strdup (dir);
}

const char *
ft_record_keeper_get_statistics_dir (FtRecordKeeper *self)
{
  g_return_val_if_fail (FT_IS_RECORD_KEEPER (self), NULL);
  return self->statistics_dir;
}

static void
ft_record_keeper_dispose (GObject *object)
{
  ft_record_keeper_set_session (FT_RECORD_KEEPER (object), NULL, NULL, FT_RECORD_NONE, NULL);
  /* Waits for what it was asked: nothing shown is lost at quit. */
  g_clear_pointer (&FT_RECORD_KEEPER (object)->writer, ft_autosave_writer_free);
  g_clear_object (&FT_RECORD_KEEPER (object)->record_game);
  G_OBJECT_CLASS (ft_record_keeper_parent_class)->dispose (object);
}

static void
ft_record_keeper_finalize (GObject *object)
{
  FtRecordKeeper *self = FT_RECORD_KEEPER (object);

  g_free (self->autosave_path);
  g_free (self->statistics_dir);
  g_free (self->record_path);
  g_free (self->record_names[0]);
  g_free (self->record_names[1]);
  g_free (self->names[FT_WHITE]);
  g_free (self->names[FT_BLACK]);
  G_OBJECT_CLASS (ft_record_keeper_parent_class)->finalize (object);
}

static void
ft_record_keeper_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtRecordKeeper *self = FT_RECORD_KEEPER (object);

  switch (prop_id)
    {
    case PROP_RECORD_PATH:
      g_value_set_string (value, self->record_path);
      break;
    case PROP_RECORD_CHANGED:
      g_value_set_boolean (value, self->record_changed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_record_keeper_class_init (FtRecordKeeperClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = ft_record_keeper_dispose;
  object_class->finalize = ft_record_keeper_finalize;
  object_class->get_property = ft_record_keeper_get_property;
  /* The file Save writes without asking, and whether the game changed
   * since it was written there or read from it (a window's title). */
  properties[PROP_RECORD_PATH] = g_param_spec_string ("record-path", NULL, NULL, NULL, flags);
  properties[PROP_RECORD_CHANGED] = g_param_spec_boolean ("record-changed", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  /* A move's autosave (or the end's removal) is on disk: what waited for
   * it may be shown (ft_record_keeper_is_autosaved). */
  signals[SIGNAL_AUTOSAVED] = g_signal_new ("autosaved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                            NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ft_record_keeper_init (FtRecordKeeper *self G_GNUC_UNUSED)
{
}

FtRecordKeeper *
ft_record_keeper_new (void)
{
  return g_object_new (FT_TYPE_RECORD_KEEPER, NULL);
}
