/* test-theme-skip.c — GTK starts with libadwaita's empty theme, never
 * parsing its own default theme, and leaves GTK_THEME as it found it
 * (src/app/ft-theme-skip.c). Each case runs in a subprocess: GTK starts
 * once per process. */
#include "config.h"

#include <adwaita.h>

#include "ft-theme-skip.h"

/* Whether the style of a new button knows the colour @name: GTK's default
 * theme defines theme_fg_color, libadwaita's stylesheet accent_bg_color,
 * the empty theme neither. */
static gboolean
button_knows_colour (const char *name)
{
  GtkWidget *button = g_object_ref_sink (gtk_button_new ());
  GdkRGBA colour;
  gboolean known;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  known = gtk_style_context_lookup_color (gtk_widget_get_style_context (button), name, &colour);
  G_GNUC_END_IGNORE_DEPRECATIONS
  g_object_unref (button);
  return known;
}

static char *
theme_name (void)
{
  char *name = NULL;

  g_object_get (gtk_settings_get_default (), "gtk-theme-name", &name, NULL);
  return name;
}

static void
test_skips_default_theme (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *name = NULL;

      g_unsetenv ("GTK_THEME");
      g_assert_true (ft_theme_skip_gtk_default ());
      g_assert_null (g_getenv ("GTK_THEME"));
      /* The empty theme, not GTK's default one, is what GTK loaded. */
      g_assert_false (button_knows_colour ("theme_fg_color"));
      adw_init ();
      name = theme_name ();
      g_assert_cmpstr (name, ==, "Adwaita-empty");
      /* libadwaita still brought its stylesheet (it would not, had
       * GTK_THEME stayed set). */
      g_assert_true (button_knows_colour ("accent_bg_color"));
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

/* The control: started the usual way, GTK parses its default theme (so the
 * case above can fail). */
static void
test_plain_start_parses_default_theme (void)
{
  if (g_test_subprocess ())
    {
      g_unsetenv ("GTK_THEME");
      gtk_init ();
      g_assert_true (button_knows_colour ("theme_fg_color"));
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

static void
test_user_theme_left_alone (void)
{
  if (g_test_subprocess ())
    {
      g_setenv ("GTK_THEME", "Default:dark", TRUE);
      g_assert_false (ft_theme_skip_gtk_default ());
      g_assert_cmpstr (g_getenv ("GTK_THEME"), ==, "Default:dark");
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

static void
test_no_display (void)
{
  if (g_test_subprocess ())
    {
      g_unsetenv ("GTK_THEME");
      g_unsetenv ("DISPLAY");
      g_unsetenv ("WAYLAND_DISPLAY");
      g_assert_false (ft_theme_skip_gtk_default ());
      g_assert_null (g_getenv ("GTK_THEME"));
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  g_test_trap_assert_passed ();
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/theme-skip/skips-default-theme", test_skips_default_theme);
  g_test_add_func ("/theme-skip/plain-start-parses-default-theme", test_plain_start_parses_default_theme);
  g_test_add_func ("/theme-skip/user-theme-left-alone", test_user_theme_left_alone);
  g_test_add_func ("/theme-skip/no-display", test_no_display);
  return g_test_run ();
}
