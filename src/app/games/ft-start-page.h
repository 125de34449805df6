/* ft-start-page.h — the page a first start opens on (issue 40, seed 004's
 * "enter the game from a main window"): what to play (the game, the
 * computer's level, the clock) and how — the computer, two players at this
 * computer — then a list of the other ways in: a network game, puzzles, a
 * saved game, how to play. Shown by the window when there is no game to
 * resume and no config or file was named on the command line
 * (docs/playing.md#the-start-page).
 *
 * The Level row is the New Game dialog's (ft-opponent-choice.h): the ladder
 * of the game's kind with the levels' ratings, the suggestion for the
 * player's profile preselected until a level is chosen.
 *
 * The choices are the New Game dialog's settings (GSettings keys "game",
 * "board", "difficulty", "opponent", "time-control"): the page shows them,
 * writes the player's choice back and emits "play"; whoever shows the page
 * builds the game from the settings (ft_new_game_dialog_setup_from_settings),
 * so a game started here and one started from the dialog are one thing.
 * The other ways in are the window's actions (win.host-network, win.join-network,
 * win.puzzles, win.open, win.help). */
#pragma once

#include <adwaita.h>

#include "ft-profile-store.h"

G_BEGIN_DECLS

#define FT_TYPE_START_PAGE (ft_start_page_get_type ())
G_DECLARE_FINAL_TYPE (FtStartPage, ft_start_page, FT, START_PAGE, GtkWidget)

typedef enum
{
  FT_START_GAME_FOURTEEN,
  FT_START_GAME_STANDARD,
  FT_START_GAME_CHECKERS,
} FtStartGame;

/* Reads and writes `settings` (the window's; NULL: the rows keep their
 * first items and nothing is written). */
void ft_start_page_set_settings (FtStartPage *self, GSettings *settings);
GSettings *ft_start_page_get_settings (FtStartPage *self);

/* The profiles (NULL: the level row lists bare labels and suggests
 * nothing): the levels' ratings label the ladder, and the level suggested
 * for the profile that will play (the last used for the player's side) is
 * preselected until the player chooses one, as in the New Game dialog
 * (ft-opponent-choice.h). */
void ft_start_page_set_profiles (FtStartPage *self, FtProfileStore *store);
/* The level the Level row shows (within the game's ladder). */
FtLevel ft_start_page_get_level (FtStartPage *self);

/* The rows, as the player would set them (tests); a level above the
 * game's ladder shows its top. */
void ft_start_page_select (FtStartPage *self, FtStartGame game, FtLevel level, guint clock);
/* Press "Play the Computer" (FALSE) or "Two Players Here" (TRUE). */
void ft_start_page_play (FtStartPage *self, gboolean two_players);
/* The clock row's items, in order: "untimed", "15+10", … (the settings'
 * time-control values). */
const char *ft_start_page_clock_key (guint clock);

G_END_DECLS
