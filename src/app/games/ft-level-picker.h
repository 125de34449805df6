/* ft-level-picker.h — the Puzzles window (Ctrl+L): the levels of a config
 * with their goals, a check mark on those solved; activating a row emits
 * "level-chosen" with its index. */
#pragma once

#include <adwaita.h>

#include "ft-config.h"

G_BEGIN_DECLS

#define FT_TYPE_LEVEL_PICKER (ft_level_picker_get_type ())
G_DECLARE_FINAL_TYPE (FtLevelPicker, ft_level_picker, FT, LEVEL_PICKER, AdwWindow)

/* records_path: the solved levels (ft_puzzle_records_*); may be NULL. */
FtLevelPicker *ft_level_picker_new (GtkWindow *parent, FtConfig *levels, const char *records_path);
/* The row of level `index` (tests activate it). */
GtkListBoxRow *ft_level_picker_get_row (FtLevelPicker *self, guint index);
/* Does level `index` show the check mark of a solved level? */
gboolean ft_level_picker_row_is_solved (FtLevelPicker *self, guint index);

G_END_DECLS
