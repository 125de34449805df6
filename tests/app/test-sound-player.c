/* test-sound-player.c — the sound player's background music: on, held
 * (window hidden, game paused) and volume, in silent mode (nothing is ever
 * played in a test: the stream is never made). */
#include "config.h"

#include <gtk/gtk.h>

#include "ft-sound-player.h"

static void
count_cb (GObject *object G_GNUC_UNUSED, GParamSpec *pspec G_GNUC_UNUSED, gpointer user_data)
{
  (*(guint *) user_data)++;
}

static void
test_music (void)
{
  g_autoptr (FtSoundPlayer) player = g_object_new (FT_TYPE_SOUND_PLAYER, NULL);
  guint changes = 0;
  double volume = 0;

  ft_sound_player_set_silent (player, TRUE);
  g_signal_connect (player, "notify::music-playing", G_CALLBACK (count_cb), &changes);
  /* Off by default, at half volume. */
  g_assert_false (ft_sound_player_get_music (player));
  g_assert_false (ft_sound_player_get_music_playing (player));
  g_assert_cmpfloat (ft_sound_player_get_music_volume (player), ==, 0.5);

  ft_sound_player_set_music (player, TRUE);
  g_assert_true (ft_sound_player_get_music_playing (player));
  g_assert_cmpuint (changes, ==, 1);
  /* Held: paused; let go: playing again. */
  ft_sound_player_set_music_held (player, TRUE);
  g_assert_false (ft_sound_player_get_music_playing (player));
  ft_sound_player_set_music_held (player, TRUE);
  g_assert_cmpuint (changes, ==, 2);
  ft_sound_player_set_music_held (player, FALSE);
  g_assert_true (ft_sound_player_get_music_playing (player));
  /* Turned off while held: stays off when let go. */
  ft_sound_player_set_music_held (player, TRUE);
  ft_sound_player_set_music (player, FALSE);
  ft_sound_player_set_music_held (player, FALSE);
  g_assert_false (ft_sound_player_get_music_playing (player));

  ft_sound_player_set_music_volume (player, 1.7);
  g_assert_cmpfloat (ft_sound_player_get_music_volume (player), ==, 1.0);
  g_object_set (player, "music-volume", 0.25, NULL);
  g_object_get (player, "music-volume", &volume, NULL);
  g_assert_cmpfloat (volume, ==, 0.25);

  /* Silent: no stream was ever made, and the effects are not touched. */
  g_assert_null (ft_sound_player_get_music_stream (player));
  g_assert_false (ft_sound_player_get_enabled (player));
}

/* The settings a Preferences row binds: off by default, volume 0–1. */
static void
test_settings (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autoptr (GSettingsSchemaKey) key = NULL;
  g_autoptr (GSettingsSchema) schema = NULL;
  g_autoptr (FtSoundPlayer) player = g_object_new (FT_TYPE_SOUND_PLAYER, NULL);

  ft_sound_player_set_silent (player, TRUE);
  g_assert_false (g_settings_get_boolean (settings, "music"));
  g_assert_cmpfloat (g_settings_get_double (settings, "music-volume"), ==, 0.5);
  g_object_get (settings, "settings-schema", &schema, NULL);
  key = g_settings_schema_get_key (schema, "music-volume");
  g_assert_false (g_settings_schema_key_range_check (key, g_variant_new_double (1.5)));
  g_settings_bind (settings, "music", player, "music", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "music-volume", player, "music-volume", G_SETTINGS_BIND_DEFAULT);
  g_settings_set_boolean (settings, "music", TRUE);
  g_settings_set_double (settings, "music-volume", 0.8);
  g_assert_true (ft_sound_player_get_music_playing (player));
  g_assert_cmpfloat (ft_sound_player_get_music_volume (player), ==, 0.8);
  g_settings_unbind (player, "music");
  g_settings_unbind (player, "music-volume");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/sound-player/music", test_music);
  g_test_add_func ("/sound-player/settings", test_settings);
  return g_test_run ();
}
