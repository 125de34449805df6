/* TEMPORARY STUB */
#include "ft-new-game-dialog.h"
struct _FtNewGameDialog { AdwWindow parent; FtGameSetup *setup; };
G_DEFINE_FINAL_TYPE (FtNewGameDialog, ft_new_game_dialog, ADW_TYPE_WINDOW)
static void ft_new_game_dialog_finalize (GObject *o) { ft_game_setup_free (FT_NEW_GAME_DIALOG (o)->setup); G_OBJECT_CLASS (ft_new_game_dialog_parent_class)->finalize (o); }
static void ft_new_game_dialog_class_init (FtNewGameDialogClass *k) { G_OBJECT_CLASS (k)->finalize = ft_new_game_dialog_finalize; g_signal_new ("start", G_TYPE_FROM_CLASS (k), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1, FT_TYPE_GAME_SETUP); }
static void ft_new_game_dialog_init (FtNewGameDialog *s G_GNUC_UNUSED) {}
FtNewGameDialog *ft_new_game_dialog_new (GtkWindow *parent, GSettings *settings G_GNUC_UNUSED, const FtGameSetup *config_setup) { FtNewGameDialog *d = g_object_new (FT_TYPE_NEW_GAME_DIALOG, "transient-for", parent, NULL); d->setup = ft_game_setup_copy (config_setup); return d; }
FtGameSetup *ft_new_game_dialog_get_setup (FtNewGameDialog *self) { return ft_game_setup_copy (self->setup); }
FtGameSetup *ft_new_game_dialog_setup_from_settings (GSettings *settings G_GNUC_UNUSED, const FtGameSetup *config_setup) { return ft_game_setup_copy (config_setup); }
