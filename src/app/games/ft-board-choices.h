/* ft-board-choices.h — the boards the New Game dialog offers, one entry
 * per board: the config's own board, unless it is one of the presets (the
 * default 14×14 board is "Fourteen (14×14)", not a second entry besides
 * it); Fourteen 14×14, standard chess, the two bundled fairy boards; a
 * layout file once one is loaded ("Layout: name.txt"); and "Other…", which
 * asks for a layout file (docs/playing.md#players-and-new-games).
 *
 * A choice is what GSettings remembers (key "board": "config",
 * "fourteen", …, "file"); a position is a place in the row's string list.
 * The layout files are read here too (ft_board_choices_load_layout). */
#pragma once

#include <gtk/gtk.h>

#include "ft-position.h"

G_BEGIN_DECLS

typedef enum
{
  FT_BOARD_CHOICE_CONFIG,
  FT_BOARD_CHOICE_FOURTEEN,
  FT_BOARD_CHOICE_STANDARD,
  FT_BOARD_CHOICE_FAIRY_10,
  FT_BOARD_CHOICE_FAIRY_12,
  FT_BOARD_CHOICE_FILE,
  FT_N_BOARD_CHOICES,
} FtBoardChoice;

/* A choice's GSettings name, and back (unknown: `fallback`). */
const char *ft_board_choice_to_key (FtBoardChoice choice);
FtBoardChoice ft_board_choice_from_key (const char *key, FtBoardChoice fallback);

/* Put the start of `choice` into `start`: nothing for the config's board
 * (start is the config's already), the file's position for a file (NULL:
 * nothing). */
void ft_board_choice_apply (FtBoardChoice choice, const FtPosition *file_position, FtPosition *start);

/* Read a layout file: its board is as many ranks as lines and as many
 * files as its longest line, by Fourteen's rules. FALSE with the
 * file:line:col problems in *problems_out (may be NULL). */
gboolean ft_board_choices_load_layout (const char *path, FtPosition *pos, char **problems_out);

typedef struct _FtBoardChoices FtBoardChoices;

/* Fills `model` (empty) with the entries for a config whose start is
 * `config_start`; keeps a reference to the model. */
FtBoardChoices *ft_board_choices_new (GtkStringList *model, const FtPosition *config_start);
void ft_board_choices_free (FtBoardChoices *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtBoardChoices, ft_board_choices_free)

/* The position showing `choice` (the config's choice: the preset's entry
 * when they are one board), or GTK_INVALID_LIST_POSITION when it is not
 * offered (a file before one is loaded). */
guint ft_board_choices_position_of (FtBoardChoices *self, FtBoardChoice choice);
/* The choice at `position`; FALSE for "Other…" and out of range. */
gboolean ft_board_choices_choice_at (FtBoardChoices *self, guint position, FtBoardChoice *choice);
/* The position of "Other…" (the last). */
guint ft_board_choices_get_other_position (FtBoardChoices *self);
/* Offer the loaded layout file `path` ("Layout: name.txt", before "Other…",
 * in place of an earlier one); returns its position. */
guint ft_board_choices_set_file (FtBoardChoices *self, const char *path);

G_END_DECLS
