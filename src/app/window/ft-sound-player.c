/* ft-sound-player.c — see ft-sound-player.h. */
#include "config.h"

#include <string.h>

#include "ft-sound-player.h"

#include "ft-first-frame.h"

#define SOUNDS_RESOURCE "/io/github/fourteenchess/Fourteen/sounds/"

static const char *const sound_names[FT_N_SOUNDS] = {
  [FT_SOUND_MOVE] = "move",           [FT_SOUND_CAPTURE] = "capture",
  [FT_SOUND_CASTLE] = "castle",       [FT_SOUND_CHECK] = "check",
  [FT_SOUND_PROMOTION] = "promotion", [FT_SOUND_LOW_TIME] = "low-time",
  [FT_SOUND_GAME_START] = "game-start", [FT_SOUND_WIN] = "win",
  [FT_SOUND_LOSE] = "lose",           [FT_SOUND_DRAW] = "draw",
  [FT_SOUND_ILLEGAL] = "illegal",     [FT_SOUND_EXPLOSION] = "explosion",
};

struct _FtSoundPlayer
{
  GObject parent_instance;

  gboolean enabled;
  gboolean silent;
  GtkMediaStream *streams[FT_N_SOUNDS]; /* made on first play */
  guint counts[FT_N_SOUNDS];
  /* ft_sound_player_wait_for_first_frame: the wait (NULL when none) and
   * the sounds asked for meanwhile (one bit each). */
  FtFirstFrame *first_frame;
  guint pending;

  gboolean music;
  gboolean music_held;
  gboolean music_playing;
  double music_volume;
  GtkMediaStream *music_stream; /* made when it first plays */
};

G_DEFINE_FINAL_TYPE (FtSoundPlayer, ft_sound_player, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_ENABLED,
  PROP_MUSIC,
  PROP_MUSIC_VOLUME,
  PROP_MUSIC_HELD,
  PROP_MUSIC_PLAYING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void stop_waiting (FtSoundPlayer *self);
static void update_music (FtSoundPlayer *self);

static void
ft_sound_player_dispose (GObject *object)
{
  FtSoundPlayer *self = FT_SOUND_PLAYER (object);

  stop_waiting (self);

  for (int i = 0; i < FT_N_SOUNDS; i++)
    g_clear_object (&self->streams[i]);
  if (self->music_stream != NULL)
    gtk_media_stream_pause (self->music_stream);
  g_clear_object (&self->music_stream);
  G_OBJECT_CLASS (ft_sound_player_parent_class)->dispose (object);
}

static void
ft_sound_player_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ENABLED:
      g_value_set_boolean (value, FT_SOUND_PLAYER (object)->enabled);
      break;
    case PROP_MUSIC:
      g_value_set_boolean (value, FT_SOUND_PLAYER (object)->music);
      break;
    case PROP_MUSIC_VOLUME:
      g_value_set_double (value, FT_SOUND_PLAYER (object)->music_volume);
      break;
    case PROP_MUSIC_HELD:
      g_value_set_boolean (value, FT_SOUND_PLAYER (object)->music_held);
      break;
    case PROP_MUSIC_PLAYING:
      g_value_set_boolean (value, FT_SOUND_PLAYER (object)->music_playing);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_sound_player_set_property (GObject *object, guint prop_id, const GValue *value,
                              GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ENABLED:
      ft_sound_player_set_enabled (FT_SOUND_PLAYER (object), g_value_get_boolean (value));
      break;
    case PROP_MUSIC:
      ft_sound_player_set_music (FT_SOUND_PLAYER (object), g_value_get_boolean (value));
      break;
    case PROP_MUSIC_VOLUME:
      ft_sound_player_set_music_volume (FT_SOUND_PLAYER (object), g_value_get_double (value));
      break;
    case PROP_MUSIC_HELD:
      ft_sound_player_set_music_held (FT_SOUND_PLAYER (object), g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_sound_player_class_init (FtSoundPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ft_sound_player_dispose;
  object_class->get_property = ft_sound_player_get_property;
  object_class->set_property = ft_sound_player_set_property;

  properties[PROP_ENABLED] =
    g_param_spec_boolean ("enabled", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MUSIC] =
    g_param_spec_boolean ("music", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MUSIC_VOLUME] =
    g_param_spec_double ("music-volume", NULL, NULL, 0, 1, 0.5,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MUSIC_HELD] =
    g_param_spec_boolean ("music-held", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_MUSIC_PLAYING] =
    g_param_spec_boolean ("music-playing", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ft_sound_player_init (FtSoundPlayer *self)
{
  self->music_volume = 0.5;
}

FtSoundPlayer *
ft_sound_player_get_default (void)
{
  static FtSoundPlayer *player;

  if (player == NULL)
    player = g_object_new (FT_TYPE_SOUND_PLAYER, NULL);
  return player;
}

void
ft_sound_player_set_enabled (FtSoundPlayer *self, gboolean enabled)
{
  g_return_if_fail (FT_IS_SOUND_PLAYER (self));

  enabled = !!enabled;
  if (self->enabled == enabled)
    return;
  self->enabled = enabled;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENABLED]);
}

gboolean
ft_sound_player_get_enabled (FtSoundPlayer *self)
{
  g_return_val_if_fail (FT_IS_SOUND_PLAYER (self), FALSE);
  return self->enabled;
}

static void
play_stream (FtSoundPlayer *self, FtSound sound)
{
  GtkMediaStream *stream;

  if (self->streams[sound] == NULL)
    {
      g_autofree char *path = g_strconcat (SOUNDS_RESOURCE, sound_names[sound], ".ogg", NULL);
      self->streams[sound] = gtk_media_file_new_for_resource (path);
    }
  stream = self->streams[sound];
  /* A stream in error (no backend, no device) stays silent. */
  if (gtk_media_stream_get_error (stream) != NULL)
    return;
  if (gtk_media_stream_is_prepared (stream))
    gtk_media_stream_seek (stream, 0);
  gtk_media_stream_play (stream);
}

void
ft_sound_player_play (FtSoundPlayer *self, FtSound sound)
{
  g_return_if_fail (FT_IS_SOUND_PLAYER (self));
  g_return_if_fail (sound < FT_N_SOUNDS);

  if (!self->enabled)
    return;
  self->counts[sound]++;
  if (self->silent)
    return;
  if (self->first_frame != NULL)
    self->pending |= 1u << sound;
  else
    play_stream (self, sound);
}

static gboolean
play_pending_cb (gpointer user_data)
{
  FtSoundPlayer *self = user_data;
  guint pending = self->pending;

  self->pending = 0;
  /* Muted meanwhile: nothing to play. */
  if (self->enabled && !self->silent)
    for (int sound = 0; sound < FT_N_SOUNDS; sound++)
      if (pending & (1u << sound))
        play_stream (self, (FtSound) sound);
  update_music (self);
  g_object_unref (self);
  return G_SOURCE_REMOVE;
}

/* What was asked for during the wait (sounds, the music) plays in an idle,
 * after the frame. */
static void
play_pending_later (FtSoundPlayer *self)
{
  if (self->pending != 0 || (self->music_playing && self->music_stream == NULL))
    g_idle_add (play_pending_cb, g_object_ref (self));
}

static void
stop_waiting (FtSoundPlayer *self)
{
  if (self->first_frame == NULL)
    return;
  g_clear_pointer (&self->first_frame, ft_first_frame_cancel);
  play_pending_later (self);
}

/* The frame drawn, or the widget gone without one: either way, what it
 * held back plays. */
static void
first_frame_cb (gboolean drawn G_GNUC_UNUSED, gpointer user_data)
{
  FtSoundPlayer *self = user_data;

  self->first_frame = NULL;
  play_pending_later (self);
}

void
ft_sound_player_wait_for_first_frame (FtSoundPlayer *self, GtkWidget *widget)
{
  g_return_if_fail (FT_IS_SOUND_PLAYER (self));
  g_return_if_fail (GTK_IS_WIDGET (widget));

  stop_waiting (self);
  self->first_frame = ft_first_frame_call (widget, first_frame_cb, self);
}

gboolean
ft_sound_player_is_waiting (FtSoundPlayer *self)
{
  g_return_val_if_fail (FT_IS_SOUND_PLAYER (self), FALSE);
  return self->first_frame != NULL;
}

guint
ft_sound_player_get_play_count (FtSoundPlayer *self, FtSound sound)
{
  g_return_val_if_fail (FT_IS_SOUND_PLAYER (self), 0);
  g_return_val_if_fail (sound < FT_N_SOUNDS, 0);
  return self->counts[sound];
}

void
ft_sound_player_reset_counts (FtSoundPlayer *self)
{
  g_return_if_fail (FT_IS_SOUND_PLAYER (self));
  memset (self->counts, 0, sizeof self->counts);
}

void
ft_sound_player_set_silent (FtSoundPlayer *self, gboolean silent)
{
  g_return_if_fail (FT_IS_SOUND_PLAYER (self));
  self->silent = silent;
}

GtkMediaStream *
ft_sound_player_get_stream (FtSoundPlayer *self, FtSound sound)
{
  g_return_val_if_fail (FT_IS_SOUND_PLAYER (self), NULL);
  g_return_val_if_fail (sound < FT_N_SOUNDS, NULL);
  return self->streams[sound];
}

/* ---- Music -------------------------------------------------------------------- */

/* Play or pause the loop as "music" and "music-held" say. */
static void
update_music (FtSoundPlayer *self)
{
  gboolean playing = self->music && !self->music_held;

  /* Not before the first frame (ft_sound_player_wait_for_first_frame). */
  if (playing && !self->silent && self->music_stream == NULL && self->first_frame == NULL)
    {
      self->music_stream = gtk_media_file_new_for_resource (SOUNDS_RESOURCE "music.ogg");
      /* GStreamer rewinds at the end; the loop is made to join itself. */
      gtk_media_stream_set_loop (self->music_stream, TRUE);
      gtk_media_stream_set_volume (self->music_stream, self->music_volume);
    }
  if (self->music_stream != NULL && gtk_media_stream_get_error (self->music_stream) == NULL)
    {
      if (playing)
        gtk_media_stream_play (self->music_stream);
      else
        gtk_media_stream_pause (self->music_stream);
    }
  if (self->music_playing != playing)
    {
      self->music_playing = playing;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MUSIC_PLAYING]);
    }
}

void
ft_sound_player_set_music (FtSoundPlayer *self, gboolean music)
{
  g_return_if_fail (FT_IS_SOUND_PLAYER (self));

  music = !!music;
  if (self->music == music)
    return;
  self->music = music;
  update_music (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MUSIC]);
}

gboolean
ft_sound_player_get_music (FtSoundPlayer *self)
{
  g_return_val_if_fail (FT_IS_SOUND_PLAYER (self), FALSE);
  return self->music;
}

void
ft_sound_player_set_music_volume (FtSoundPlayer *self, double volume)
{
  g_return_if_fail (FT_IS_SOUND_PLAYER (self));

  volume = CLAMP (volume, 0.0, 1.0);
  if (self->music_volume == volume)
    return;
  self->music_volume = volume;
  if (self->music_stream != NULL)
    gtk_media_stream_set_volume (self->music_stream, volume);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MUSIC_VOLUME]);
}

double
ft_sound_player_get_music_volume (FtSoundPlayer *self)
{
  g_return_val_if_fail (FT_IS_SOUND_PLAYER (self), 0);
  return self->music_volume;
}

void
ft_sound_player_set_music_held (FtSoundPlayer *self, gboolean held)
{
  g_return_if_fail (FT_IS_SOUND_PLAYER (self));

  held = !!held;
  if (self->music_held == held)
    return;
  self->music_held = held;
  update_music (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MUSIC_HELD]);
}

gboolean
ft_sound_player_get_music_held (FtSoundPlayer *self)
{
  g_return_val_if_fail (FT_IS_SOUND_PLAYER (self), FALSE);
  return self->music_held;
}

gboolean
ft_sound_player_get_music_playing (FtSoundPlayer *self)
{
  g_return_val_if_fail (FT_IS_SOUND_PLAYER (self), FALSE);
  return self->music_playing;
}

GtkMediaStream *
ft_sound_player_get_music_stream (FtSoundPlayer *self)
{
  g_return_val_if_fail (FT_IS_SOUND_PLAYER (self), NULL);
  return self->music_stream;
}
