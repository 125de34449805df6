/* ft-scoresheet.h — the score sheet: the game’s moves in the sidebar: numbered pairs of SAN
 * ("12. Nf3  Qxe5+"), the move the board shows highlighted, scrolled into
 * view as the game goes on. Given chess rules it shows figurine notation:
 * the piece's letter (and a promotion's) drawn as the piece's small
 * picture in the mover's colour (Black's with a light rim in the dark
 * style); the accessible names, the row texts and ft_scoresheet_get_san()
 * keep the letters.
 *
 * Plies count moves from the start: ply 0 is the start position, ply n the
 * position after the n-th move. Clicking a move emits "ply-activated" with
 * the ply after it; the owner decides what the board shows.
 */
#pragma once

#include <gtk/gtk.h>

#include "ft-ruleset.h"
#include "ft-types.h"

G_BEGIN_DECLS

#define FT_TYPE_SCORESHEET (ft_scoresheet_get_type ())
G_DECLARE_FINAL_TYPE (FtScoresheet, ft_scoresheet, FT, SCORESHEET, GtkWidget)

GtkWidget *ft_scoresheet_new (void);

/* The moves of the game, from a start whose side to move is first_side and
 * whose move number is first_number (a FEN's fullmove number). Rows already
 * shown for an unchanged beginning are kept. */
void ft_scoresheet_set_moves (FtScoresheet *self, guint first_number, FtColour first_side,
                             const char *const *sans, guint n_moves);
/* The rules whose letters the moves use (their start: custom kinds and
 * their looks): chess rules draw the figures; NULL or checkers rules keep
 * the notation as written. A change clears the list, to be filled again
 * by ft_scoresheet_set_moves(). */
void ft_scoresheet_set_rules (FtScoresheet *self, FtRuleset *rules);
/* Highlight the move that leads to `ply` (none for 0) and scroll to it. */
void ft_scoresheet_set_current (FtScoresheet *self, guint ply);
guint ft_scoresheet_get_current (FtScoresheet *self);

guint ft_scoresheet_get_n_moves (FtScoresheet *self);

/* The fonts the move list's text is drawn in (PangoFontDescription *),
 * which it loads while idle before its first move. */
GPtrArray *ft_scoresheet_dup_font_faces (FtScoresheet *self);
const char *ft_scoresheet_get_san (FtScoresheet *self, guint index);
/* The text of a row, for tests, letters and all: "12. Nf3 Qxe5+", "1. … e5". */
char *ft_scoresheet_get_row_text (FtScoresheet *self, guint row);
/* What clicking move `index` does. */
void ft_scoresheet_activate_move (FtScoresheet *self, guint index);

G_END_DECLS
