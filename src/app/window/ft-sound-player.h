/* ft-sound-player.h — the game's sound effects (data/sounds/, made by
 * data/sounds/make-sounds.sh), played with GtkMediaFile (GStreamer).
 *
 * One stream per sound for the whole application, rewound and replayed:
 * a new GtkMediaFile per play would build a new pipeline each time. Playing
 * never blocks and a failure is silent (no sound device, missing plugin).
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum {
  FT_SOUND_MOVE,
  FT_SOUND_CAPTURE,
  FT_SOUND_CASTLE,
  FT_SOUND_CHECK,
  FT_SOUND_PROMOTION,
  FT_SOUND_LOW_TIME,
  FT_SOUND_GAME_START,
  FT_SOUND_WIN,
  FT_SOUND_LOSE,
  FT_SOUND_DRAW,
  FT_SOUND_ILLEGAL,
  FT_SOUND_EXPLOSION, /* checkers' bomb */
  FT_N_SOUNDS
} FtSound;

#define FT_TYPE_SOUND_PLAYER (ft_sound_player_get_type ())
G_DECLARE_FINAL_TYPE (FtSoundPlayer, ft_sound_player, FT, SOUND_PLAYER, GObject)

/* The application's player (created on first use, disabled). */
FtSoundPlayer *ft_sound_player_get_default (void);

/* Property "enabled" (the "sound" setting; Ctrl+M). */
void ft_sound_player_set_enabled (FtSoundPlayer *self, gboolean enabled);
gboolean ft_sound_player_get_enabled (FtSoundPlayer *self);

/* Play `sound` if enabled. */
void ft_sound_player_play (FtSoundPlayer *self, FtSound sound);

/* Sounds asked for until `widget` has painted its first frame (or is
 * destroyed without one) wait for it and play in an idle just after: the
 * first stream starts GStreamer (tens of milliseconds; hundreds on a first
 * run, while it scans its plugins), which a window's first frame does not
 * need. The application asks this for its first window. */
void ft_sound_player_wait_for_first_frame (FtSoundPlayer *self, GtkWidget *widget);
/* Whether sounds are waiting for that frame. */
gboolean ft_sound_player_is_waiting (FtSoundPlayer *self);

/* Background music (data/sounds/music.ogg, a 24-second loop played
 * without a gap): it plays while "music" is on and the player does not
 * hold it ("music-held": the window holds it while hidden or while the
 * game is paused), at "music-volume" (0 to 1). Silent mode never makes
 * its stream: tests see "music-playing" change, nothing is heard. */
void ft_sound_player_set_music (FtSoundPlayer *self, gboolean music);
gboolean ft_sound_player_get_music (FtSoundPlayer *self);
void ft_sound_player_set_music_volume (FtSoundPlayer *self, double volume);
double ft_sound_player_get_music_volume (FtSoundPlayer *self);
void ft_sound_player_set_music_held (FtSoundPlayer *self, gboolean held);
gboolean ft_sound_player_get_music_held (FtSoundPlayer *self);
/* Read-only "music-playing": on and not held. */
gboolean ft_sound_player_get_music_playing (FtSoundPlayer *self);
/* The music's stream once it has played (NULL before, or silent). */
GtkMediaStream *ft_sound_player_get_music_stream (FtSoundPlayer *self);

/* For tests: how often `sound` was played while enabled; and a silent mode
 * that counts without making streams (no GStreamer in the test). */
guint ft_sound_player_get_play_count (FtSoundPlayer *self, FtSound sound);
void ft_sound_player_reset_counts (FtSoundPlayer *self);
void ft_sound_player_set_silent (FtSoundPlayer *self, gboolean silent);
/* The stream of `sound` once it has been played (NULL before, or silent). */
GtkMediaStream *ft_sound_player_get_stream (FtSoundPlayer *self, FtSound sound);

G_END_DECLS
