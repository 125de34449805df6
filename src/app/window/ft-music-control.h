/* ft-music-control.h — the background music follows the preferences and
 * the windows (docs/players.md#music): the "music" and "music-volume"
 * settings drive the sound player's music properties, and the music is
 * held while no game window is on screen (every one hidden or minimised).
 * The tests' memory settings leave it off, and the sound player's silent
 * mode never makes its stream. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* settings may be NULL (then only the windows are watched). */
void ft_music_control_attach (GtkApplication *application, GSettings *settings);
/* Hold the music while any window says its game is paused (a pause, the
 * config error screen); each window says it for itself. */
void ft_music_control_set_paused (GtkWindow *window, gboolean paused);
/* Whether the music is held for the windows now (for tests). */
gboolean ft_music_control_is_held (GtkApplication *application);

G_END_DECLS
