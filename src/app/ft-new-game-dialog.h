/* TEMPORARY STUB */
#pragma once
#include <adwaita.h>
#include "ft-game-setup.h"
G_BEGIN_DECLS
#define FT_TYPE_NEW_GAME_DIALOG (ft_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (FtNewGameDialog, ft_new_game_dialog, FT, NEW_GAME_DIALOG, AdwWindow)
FtNewGameDialog *ft_new_game_dialog_new (GtkWindow *parent, GSettings *settings, const FtGameSetup *config_setup);
FtGameSetup *ft_new_game_dialog_get_setup (FtNewGameDialog *self);
FtGameSetup *ft_new_game_dialog_setup_from_settings (GSettings *settings, const FtGameSetup *config_setup);
G_END_DECLS
