/* make-layout-screenshots.c — the game window at the sizes a player uses
 * (docs/design.md#the-layout), rendered by the window itself under Xvfb:
 *
 *   xvfb-run -a -s '-screen 0 2000x1200x24' env GSK_RENDERER=cairo GDK_BACKEND=x11 \
 *       GTK_A11Y=none build/tests/app/make-layout-screenshots data/screenshots
 *
 * One game against the computer (Ada Lovelace, with her avatar, against
 * Fourteen at the normal level), fourteen moves in, shown at
 *   layout-phone.png       360×640, a phone held upright
 *   layout-phone-wide.png  720×360, a phone on its side
 *   layout-default.png     the default window: 792×672 of content
 *   layout-1280x900.png    a laptop
 *   layout-1920x1080.png   a full-HD screen
 * (window sizes, the header bar included). Xvfb's screen must be larger
 * than the largest. */
#include "config.h"

#include <adwaita.h>

#include "ft-window.h"

#include "app-test-util.h"
#include "layout-test-util.h"

static const struct
{
  const char *name;
  int width, height;
} sizes[] = {
  { "layout-phone.png", 360, 640 },      { "layout-phone-wide.png", 720, 360 },
  { "layout-default.png", 0, 0 },        { "layout-1280x900.png", 1280, 900 },
  { "layout-1920x1080.png", 1920, 1080 },
};

int
main (int argc, char **argv)
{
  const char *dir = argc > 1 ? argv[1] : ".";
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  FtWindow *window;
  guint64 seed = 5;

  gtk_init ();
  adw_init ();
  load_app_css ();
  use_profile_store ("Ada Lovelace", NULL);
  setup->opponent = FT_OPPONENT_COMPUTER;
  setup->level = FT_LEVEL_NORMAL;
  window = open_window_sized (setup, 0, 0);
  /* An opening a person might play; the computer answers each move. */
  {
    static const char *const moves[][2] = { { "h2", "h4" }, { "g2", "g4" }, { "m1", "l3" },
                                            { "b1", "c3" }, { "f2", "f4" }, { "i2", "i4" } };

    for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
      if (!play_clicks (window, moves[i][0], moves[i][1]) && !play_easy_ply (window, &seed))
        break;
    /* Then the easy level's moves for the player: a capture or two. */
    for (int i = 0; i < 8 && play_easy_ply (window, &seed); i++)
      ;
  }
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      resize_window (window, sizes[i].width, sizes[i].height);
      save_window_png (window, dir, sizes[i].name);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  spin (50);
  return 0;
}
