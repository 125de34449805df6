/* ft-checkers-play.c — see ft-checkers-play.h. The session decides; the
 * board here only shows it a step at a time. */
#include "config.h"

#include "ft-checkers-play.h"
#include "ft-checkers-ruleset.h"
#include "ft-computer-player.h"
#include "ft-human-player.h"
#include "ft-names.h"

struct _FtCheckersPlay {
  GObject parent_instance;

  FtCheckersRules rules;
  FtCheckersSide computer_side;
  FtCheckersLevel level;
  guint max_depth;
  gint64 time_ms;

  FtSession *session;
  /* The game's position, and the person's turn in progress on it. */
  FtCheckersBoard *board;
  FtCheckersTurn turn; /* the squares of that turn so far (length 0: none) */
  gboolean submitting; /* the session is playing the turn made here */
};

G_DEFINE_FINAL_TYPE (FtCheckersPlay, ft_checkers_play, G_TYPE_OBJECT)

enum {
  PROP_0,
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

static FtGame *
get_game (FtCheckersPlay *self)
{
  return ft_session_get_game (self->session);
}

static void
notify_thinking (FtCheckersPlay *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

/* One step or jump on the board, told to the world. */
static FtCheckersMoveResult
do_move (FtCheckersPlay *self, int to)
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
  return r;
}

/* A whole turn on the board, step by step; quiet (no signals) when the
 * board is rebuilt. */
static void
replay_turn (FtCheckersPlay *self, const FtCheckersTurn *turn, gboolean quiet)
{
  FtCheckersMoveResult r = { 0 };

  if (!ft_checkers_select (self->board, turn->path[0]))
    {
      g_warning ("checkers: the game's turn does not fit the board");
      return;
    }
  for (guint i = 1; i < turn->length && !r.turn_ended; i++)
    r = quiet ? ft_checkers_move (self->board, turn->path[i]) : do_move (self, turn->path[i]);
  if (!r.turn_ended)
    ft_checkers_end_turn (self->board);
}

/* The board again from the game's moves (after a takeback); the same
 * board, which the widget and tests may hold. */
static void
rebuild_board (FtCheckersPlay *self)
{
  FtGame *game = get_game (self);

  ft_checkers_reset (self->board);
  self->turn.length = 0;
  for (guint i = 0; i < ft_game_get_n_moves (game); i++)
    replay_turn (self, &ft_game_peek_move (game, i)->checkers, TRUE);
}

static void
move_played_cb (FtSession *session G_GNUC_UNUSED, const FtGameMove *move, gpointer user_data)
{
  FtCheckersPlay *self = user_data;

  /* A person's turn is on the board already; another's is shown now. */
  if (!self->submitting)
    replay_turn (self, &move->checkers, FALSE);
  g_signal_emit (self, signals[SIGNAL_TURN_ENDED], 0);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  notify_thinking (self);
}

static void
game_over_cb (FtSession *session G_GNUC_UNUSED, FtResult result, FtResultReason reason G_GNUC_UNUSED,
              gpointer user_data)
{
  FtCheckersPlay *self = user_data;
  FtCheckersSide winner = result == FT_RESULT_WHITE_WINS   ? FT_CHECKERS_FIRE
                          : result == FT_RESULT_BLACK_WINS ? FT_CHECKERS_WATER
                                                           : FT_CHECKERS_TIE;

  notify_thinking (self);
  g_signal_emit (self, signals[SIGNAL_GAME_OVER], 0, (int) winner);
}

static void
turn_started_cb (FtSession *session G_GNUC_UNUSED, FtColour side G_GNUC_UNUSED, gpointer user_data)
{
  notify_thinking (user_data);
}

static void
position_changed_cb (FtSession *session G_GNUC_UNUSED, gpointer user_data)
{
  FtCheckersPlay *self = user_data;

  rebuild_board (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  notify_thinking (self);
}

static void
stop_session (FtCheckersPlay *self)
{
  if (self->session == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->session, self);
  ft_session_stop (self->session);
  g_clear_object (&self->session);
}

static FtPlayer *
make_player (FtCheckersPlay *self, FtColour colour)
{
  FtComputerPlayer *computer;

  if (ft_checkers_side_of_colour (colour) != self->computer_side)
    return FT_PLAYER (ft_human_player_new (ft_checkers_side_label (colour)));
  computer = ft_computer_player_new ((FtLevel) self->level, g_random_int ());
  ft_computer_player_set_max_depth (computer, self->max_depth);
  ft_computer_player_set_move_time (computer, self->time_ms);
  return FT_PLAYER (computer);
}

/* A session for `game` with the players of the settings, started. */
static void
start_session (FtCheckersPlay *self, FtGame *game)
{
  g_autoptr (FtPlayer) fire = make_player (self, FT_WHITE);
  g_autoptr (FtPlayer) water = make_player (self, FT_BLACK);

  stop_session (self);
  self->session = ft_session_new_with_players (game, fire, water);
  g_signal_connect (self->session, "move-played", G_CALLBACK (move_played_cb), self);
  g_signal_connect (self->session, "game-over", G_CALLBACK (game_over_cb), self);
  g_signal_connect (self->session, "turn-started", G_CALLBACK (turn_started_cb), self);
  g_signal_connect (self->session, "position-changed", G_CALLBACK (position_changed_cb), self);
  ft_session_start (self->session);
}

static FtGame *
new_game (FtCheckersPlay *self)
{
  g_autoptr (FtRuleset) start = FT_RULESET (ft_checkers_ruleset_new (self->rules, FT_CHECKERS_TURN_END_AUTO));
  g_autoptr (FtClock) clock = ft_clock_new_untimed ();
  FtColour person = self->computer_side == FT_CHECKERS_FIRE ? FT_BLACK : FT_WHITE;

  return ft_game_new_for_rules (start, person, clock);
}

/* The game so far as a new game: a session of other players starts on a
 * game whose turn no one has begun. */
static FtGame *
copy_game (FtCheckersPlay *self)
{
  FtGame *old = get_game (self);
  FtGame *game = new_game (self);

  for (guint i = 0; i < ft_game_get_n_moves (old); i++)
    ft_game_append_recorded (game, ft_game_peek_move (old, i), -1, -1);
  return game;
}

/* ---- Public -------------------------------------------------------------- */

FtCheckersPlay *
ft_checkers_play_new (FtCheckersRules rules)
{
  FtCheckersPlay *self = g_object_new (FT_TYPE_CHECKERS_PLAY, NULL);
  g_autoptr (FtGame) game = NULL;

  self->rules = rules;
  self->board = ft_checkers_board_new_with_rules (rules);
  game = new_game (self);
  start_session (self, game);
  return self;
}

const FtCheckersBoard *
ft_checkers_play_get_board (FtCheckersPlay *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_PLAY (self), NULL);
  return self->board;
}

FtCheckersRules
ft_checkers_play_get_rules (FtCheckersPlay *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_PLAY (self), FT_CHECKERS_RULES_BOMBS);
  return self->rules;
}

FtSession *
ft_checkers_play_get_session (FtCheckersPlay *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_PLAY (self), NULL);
  return self->session;
}

void
ft_checkers_play_set_computer (FtCheckersPlay *self, FtCheckersSide side, FtCheckersLevel level)
{
  g_autoptr (FtGame) game = NULL;

  g_return_if_fail (FT_IS_CHECKERS_PLAY (self));
  g_return_if_fail (side == FT_CHECKERS_NONE || side == FT_CHECKERS_FIRE || side == FT_CHECKERS_WATER);

  if (side == self->computer_side && level == self->level)
    return;
  self->computer_side = side;
  self->level = level;
  /* A turn in progress is taken back: the new players start afresh. */
  if (self->turn.length > 0)
    ft_checkers_undo (self->board);
  self->turn.length = 0;
  game = copy_game (self);
  start_session (self, game);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  notify_thinking (self);
}

FtCheckersSide
ft_checkers_play_get_computer_side (FtCheckersPlay *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_PLAY (self), FT_CHECKERS_NONE);
  return self->computer_side;
}

FtCheckersLevel
ft_checkers_play_get_level (FtCheckersPlay *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_PLAY (self), FT_CHECKERS_LEVEL_NORMAL);
  return self->level;
}

void
ft_checkers_play_set_search_limits (FtCheckersPlay *self, guint max_depth, gint64 time_ms)
{
  g_return_if_fail (FT_IS_CHECKERS_PLAY (self));

  self->max_depth = max_depth;
  self->time_ms = MAX (time_ms, 0);
  for (int side = 0; side < 2; side++)
    {
      FtPlayer *player = ft_session_get_player (self->session, side);

      if (FT_IS_COMPUTER_PLAYER (player))
        {
          ft_computer_player_set_max_depth (FT_COMPUTER_PLAYER (player), self->max_depth);
          ft_computer_player_set_move_time (FT_COMPUTER_PLAYER (player), self->time_ms);
        }
    }
}

gboolean
ft_checkers_play_get_thinking (FtCheckersPlay *self)
{
  FtPlayer *player;

  g_return_val_if_fail (FT_IS_CHECKERS_PLAY (self), FALSE);

  if (self->computer_side == FT_CHECKERS_NONE)
    return FALSE;
  player = ft_session_get_player (self->session, ft_checkers_colour_of_side (self->computer_side));
  return ft_computer_player_is_thinking (FT_COMPUTER_PLAYER (player));
}

gboolean
ft_checkers_play_is_human_turn (FtCheckersPlay *self)
{
  FtGame *game;

  g_return_val_if_fail (FT_IS_CHECKERS_PLAY (self), FALSE);

  game = get_game (self);
  return !ft_game_is_over (game)
         && ft_checkers_side_of_colour (ft_game_get_turn (game)) != self->computer_side;
}

gboolean
ft_checkers_play_select (FtCheckersPlay *self, int square)
{
  g_return_val_if_fail (FT_IS_CHECKERS_PLAY (self), FALSE);

  if (!ft_checkers_play_is_human_turn (self) || !ft_checkers_select (self->board, square))
    return FALSE;
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return TRUE;
}

/* The person's turn is made: the session plays it. */
static void
submit_turn (FtCheckersPlay *self)
{
  FtGameMove move = ft_game_move_checkers (&self->turn);
  gboolean played;

  self->turn.length = 0;
  self->submitting = TRUE;
  played = ft_session_request (self->session, &move);
  self->submitting = FALSE;
  if (!played)
    {
      /* The board and the rules never disagree; if they did, the board
       * shows the game again. */
      g_warning ("checkers: the session refused a turn the board allowed");
      rebuild_board (self);
      g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
    }
}

FtCheckersMoveResult
ft_checkers_play_move (FtCheckersPlay *self, int to)
{
  FtCheckersMoveResult illegal = { FT_CHECKERS_MOVE_ILLEGAL, FALSE, FALSE };
  FtCheckersMoveResult r;
  int from;

  g_return_val_if_fail (FT_IS_CHECKERS_PLAY (self), illegal);

  if (!ft_checkers_play_is_human_turn (self))
    return illegal;
  from = ft_checkers_selected (self->board);
  r = do_move (self, to);
  if (r.kind == FT_CHECKERS_MOVE_ILLEGAL)
    return r;
  if (self->turn.length == 0)
    self->turn.path[self->turn.length++] = (gint8) from;
  self->turn.path[self->turn.length++] = (gint8) to;
  if (r.turn_ended)
    submit_turn (self);
  else
    g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  return r;
}

gboolean
ft_checkers_play_end_turn (FtCheckersPlay *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_PLAY (self), FALSE);

  if (!ft_checkers_play_is_human_turn (self) || !ft_checkers_end_turn (self->board))
    return FALSE;
  submit_turn (self);
  return TRUE;
}

gboolean
ft_checkers_play_undo (FtCheckersPlay *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_PLAY (self), FALSE);

  /* First the turn in progress, then the game's. */
  if (self->turn.length > 0)
    {
      ft_checkers_undo (self->board);
      self->turn.length = 0;
      g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
      return TRUE;
    }
  return ft_session_take_back (self->session);
}

void
ft_checkers_play_new_game (FtCheckersPlay *self)
{
  g_autoptr (FtGame) game = NULL;

  g_return_if_fail (FT_IS_CHECKERS_PLAY (self));

  stop_session (self);
  ft_checkers_reset (self->board);
  self->turn.length = 0;
  game = new_game (self);
  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
  start_session (self, game);
  notify_thinking (self);
}

/* ---- GObject ------------------------------------------------------------- */

static void
ft_checkers_play_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_THINKING:
      g_value_set_boolean (value, ft_checkers_play_get_thinking (FT_CHECKERS_PLAY (object)));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_checkers_play_dispose (GObject *object)
{
  stop_session (FT_CHECKERS_PLAY (object));
  G_OBJECT_CLASS (ft_checkers_play_parent_class)->dispose (object);
}

static void
ft_checkers_play_finalize (GObject *object)
{
  ft_checkers_board_free (FT_CHECKERS_PLAY (object)->board);
  G_OBJECT_CLASS (ft_checkers_play_parent_class)->finalize (object);
}

static void
ft_checkers_play_class_init (FtCheckersPlayClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = ft_checkers_play_get_property;
  object_class->dispose = ft_checkers_play_dispose;
  object_class->finalize = ft_checkers_play_finalize;

  properties[PROP_THINKING] = g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                                                    G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY
                                                      | G_PARAM_STATIC_STRINGS);
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
ft_checkers_play_init (FtCheckersPlay *self)
{
  self->computer_side = FT_CHECKERS_NONE;
  self->level = FT_CHECKERS_LEVEL_NORMAL;
}
