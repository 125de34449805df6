/* ft-application.h — the Fourteen application: command line (--config,
 * --version, saved games to open), config lookup
 * (docs/config.md#finding-the-config), files opened from a file manager
 * (GApplication's "open"), settings, app actions and windows. */
#pragma once

#include <adwaita.h>

#include "ft-window.h"

G_BEGIN_DECLS

#define FT_TYPE_APPLICATION (ft_application_get_type ())
G_DECLARE_FINAL_TYPE (FtApplication, ft_application, FT, APPLICATION, AdwApplication)

FtApplication *ft_application_new (void);

/* Open a game window for config_path (NULL: the user's config.json, else
 * the defaults), as the command line does; a bad config shows its problems
 * in the window. The application must be registered. */
FtWindow *ft_application_open_window (FtApplication *self, const char *config_path);
/* Open the saved game `file` (PGN or PDN) in a new window for config_path
 * (NULL: as ft_application_open_window), which neither resumes nor
 * autosaves; a file that is not a game is refused there with its reason, as
 * Open does. What `fourteen FILE…` and a file manager's Open With do. */
FtWindow *ft_application_open_file (FtApplication *self, GFile *file, const char *config_path);

/* $XDG_DATA_HOME/fourteen/autosave.pgn: the first window's game, written
 * after every move and resumed at the next start. */
char *ft_application_get_autosave_path (void);

/* The settings, or NULL when the schema is not installed. */
GSettings *ft_application_get_settings (FtApplication *self);

G_END_DECLS
