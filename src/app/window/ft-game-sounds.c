/* ft-game-sounds.c — see ft-game-sounds.h. */
#include "config.h"

#include "ft-game-sounds.h"
#include "ft-sound-player.h"

struct _FtGameSounds
{
  GObject parent_instance;

  FtGameStage *stage; /* weak: the window owns the stage and the sounds */
  GSignalGroup *session_signals;
};

G_DEFINE_FINAL_TYPE (FtGameSounds, ft_game_sounds, G_TYPE_OBJECT)

static void
play (FtSound sound)
{
  ft_sound_player_play (ft_sound_player_get_default (), sound);
}

static FtSound
sound_of_move (FtMove move)
{
  if (FT_MOVE_SPECIAL (move) == FT_MOVE_CASTLING)
    return FT_SOUND_CASTLE;
  if (FT_MOVE_PROMOTION (move) != FT_NO_KIND)
    return FT_SOUND_PROMOTION;
  if (FT_MOVE_IS_CAPTURE (move))
    return FT_SOUND_CAPTURE;
  return FT_SOUND_MOVE;
}

/* A checkers turn's sound, from the hops the board shows: its blast, a
 * crowning, a capture, or a step. */
static FtSound
sound_of_turn (FtBoardModel *model)
{
  const FtMoveHop *hops;
  guint n = ft_board_model_get_arriving (model, NULL, &hops);
  FtSound sound = FT_SOUND_MOVE;

  for (guint i = 0; i < n; i++)
    {
      if (hops[i].explosion != FT_NO_CELL)
        return FT_SOUND_EXPLOSION;
      if (hops[i].lands_as.crowned && !hops[i].piece.crowned)
        sound = FT_SOUND_PROMOTION;
      else if (sound == FT_SOUND_MOVE && ft_cell_set_count (&hops[i].removed) > 0)
        sound = FT_SOUND_CAPTURE;
    }
  return sound;
}

static void
move_shown_cb (FtGameStage *stage, const FtGameMove *played, gpointer user_data G_GNUC_UNUSED)
{
  play (played->kind == FT_GAME_KIND_CHESS ? sound_of_move (played->chess)
                                           : sound_of_turn (ft_game_stage_get_board_model (stage)));
}

static void
game_started_cb (FtGameStage *stage G_GNUC_UNUSED, gpointer user_data G_GNUC_UNUSED)
{
  play (FT_SOUND_GAME_START);
}

/* Against another kind of player the end is won or lost; between two
 * people (or two computers) any decision sounds the same. */
static void
game_over_cb (FtSession *session, int result, int reason G_GNUC_UNUSED, gpointer user_data G_GNUC_UNUSED)
{
  FtSound sound = FT_SOUND_WIN;

  if (result == FT_RESULT_DRAW)
    sound = FT_SOUND_DRAW;
  else if (ft_session_has_single_local_player (session))
    {
      guint local = ft_session_get_local_colours (session);
      gboolean white_won = result == FT_RESULT_WHITE_WINS;

      sound = white_won == (local == (1u << FT_WHITE)) ? FT_SOUND_WIN : FT_SOUND_LOSE;
    }
  play (sound);
}

static void
session_changed_cb (FtGameStage *stage, gboolean existing G_GNUC_UNUSED, gpointer user_data)
{
  FtGameSounds *self = user_data;

  g_signal_group_set_target (self->session_signals, ft_game_stage_get_session (stage));
}

/* A refused move (not "Not your piece", which only screen readers hear). */
static void
refused_cb (FtBoardModel *board G_GNUC_UNUSED, guint reason, const char *message, int cell G_GNUC_UNUSED,
            gpointer user_data G_GNUC_UNUSED)
{
  if (reason != FT_BOARD_REFUSAL_NOT_YOUR_PIECE && message != NULL)
    play (FT_SOUND_ILLEGAL);
}

static void
premove_dropped_cb (FtBoardModel *board G_GNUC_UNUSED, int from G_GNUC_UNUSED, int to G_GNUC_UNUSED,
                    gpointer user_data G_GNUC_UNUSED)
{
  play (FT_SOUND_ILLEGAL);
}

/* The move has landed: a check sounds now, not when it set off. */
static void
animation_finished_cb (FtBoardView *board G_GNUC_UNUSED, gpointer user_data)
{
  FtGameSounds *self = user_data;
  FtGame *game = self->stage != NULL ? ft_game_stage_get_game (self->stage) : NULL;

  if (game != NULL && !ft_game_is_over (game)
      && !ft_board_model_is_browsing (ft_game_stage_get_board_model (self->stage))
      && ft_ruleset_get_check_cell (ft_game_get_rules (game)) != FT_NO_CELL)
    play (FT_SOUND_CHECK);
}

static void
ft_game_sounds_dispose (GObject *object)
{
  FtGameSounds *self = FT_GAME_SOUNDS (object);

  if (self->stage != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->stage, self);
      g_signal_handlers_disconnect_by_data (ft_game_stage_get_board (self->stage), self);
      g_signal_handlers_disconnect_by_data (ft_game_stage_get_board_model (self->stage), self);
    }
  g_clear_weak_pointer (&self->stage);
  g_clear_object (&self->session_signals);
  G_OBJECT_CLASS (ft_game_sounds_parent_class)->dispose (object);
}

static void
ft_game_sounds_class_init (FtGameSoundsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_game_sounds_dispose;
}

static void
ft_game_sounds_init (FtGameSounds *self)
{
  self->session_signals = g_signal_group_new (FT_TYPE_SESSION);
  g_signal_group_connect (self->session_signals, "game-over", G_CALLBACK (game_over_cb), self);
}

FtGameSounds *
ft_game_sounds_new (FtGameStage *stage)
{
  FtGameSounds *self;

  g_return_val_if_fail (FT_IS_GAME_STAGE (stage), NULL);

  self = g_object_new (FT_TYPE_GAME_SOUNDS, NULL);
  g_set_weak_pointer (&self->stage, stage);
  g_signal_connect (stage, "move-shown", G_CALLBACK (move_shown_cb), self);
  g_signal_connect (stage, "game-started", G_CALLBACK (game_started_cb), self);
  g_signal_connect (stage, "session-changed", G_CALLBACK (session_changed_cb), self);
  g_signal_connect (ft_game_stage_get_board_model (stage), "refused", G_CALLBACK (refused_cb), self);
  g_signal_connect (ft_game_stage_get_board_model (stage), "premove-dropped", G_CALLBACK (premove_dropped_cb),
                    self);
  g_signal_connect (ft_game_stage_get_board (stage), "animation-finished", G_CALLBACK (animation_finished_cb),
                    self);
  return self;
}
