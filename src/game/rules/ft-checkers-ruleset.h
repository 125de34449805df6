/* ft-checkers-ruleset.h — the rules of checkers (with bombs and shields,
 * or English draughts; src/checkers) as an FtRuleset (ft-ruleset.h).
 *
 * A move is a whole turn: the moving piece's square, then every landing
 * square (ft-game-move.h). The turn being built click by click is not the
 * ruleset's business: ft_ruleset_get_targets() and ft_ruleset_match_path()
 * tell, for any partial path, where the piece may land next and whether the
 * turn may end there (then a player ends it, or jumps on). Fire is White's
 * place in the interface (it moves first), Water Black's.
 */
#pragma once

#include <glib-object.h>

#include "ft-checkers.h"
#include "ft-ruleset.h"

G_BEGIN_DECLS

#define FT_TYPE_CHECKERS_RULESET (ft_checkers_ruleset_get_type ())
G_DECLARE_FINAL_TYPE (FtCheckersRuleset, ft_checkers_ruleset, FT, CHECKERS_RULESET, GObject)

/* The start position of `rules`, Fire to move, turns ending as
 * `turn_end` says. */
FtCheckersRuleset *ft_checkers_ruleset_new (FtCheckersRules rules, FtCheckersTurnEnd turn_end);
/* Any position (a set-up, a record's start). */
FtCheckersRuleset *ft_checkers_ruleset_new_from_state (const FtCheckersState *state);

const FtCheckersState *ft_checkers_ruleset_get_state (FtCheckersRuleset *self);
FtCheckersRules ft_checkers_ruleset_get_rules (FtCheckersRuleset *self);

/* The number of `cell` in standard checkers notation (1–32: the move
 * list's "11-15", PDN), 0 for a light cell or one off the board. The board
 * writes them on its dark squares (docs/checkers.md#in-the-window). */
int ft_checkers_ruleset_cell_number (FtCell cell);

/* The squares of a path as text, two characters a square ("c3d4",
 * "c3e5g7", at least two squares), without asking whether it is legal:
 * FALSE for anything else. The one reader of such paths. */
gboolean ft_checkers_ruleset_parse_path (const char *text, FtCheckersTurn *path);

/* The interface's sides as the checkers library's and back. */
static inline FtCheckersSide
ft_checkers_side_of_colour (FtColour colour)
{
  return colour == FT_WHITE ? FT_CHECKERS_FIRE : FT_CHECKERS_WATER;
}

static inline FtColour
ft_checkers_colour_of_side (FtCheckersSide side)
{
  return side == FT_CHECKERS_WATER ? FT_BLACK : FT_WHITE;
}

/* The turn of a level of the ladder (ft-levels.h) for the side to move of
 * state: seed is the game's; time_limit_ms (0: none) and max_depth (0: the
 * level's) cap the search. FALSE when the game is over. */
gboolean ft_checkers_level_choose (const FtCheckersState *state, FtLevel level, guint64 seed,
                                   gint64 time_limit_ms, guint max_depth, const gint *stop,
                                   FtCheckersTurn *turn);

/* ---- For the ruleset's own files (ft-checkers-search.c, -record.c) ---- */
const FtSearchOps *_ft_checkers_search_ops (void);
char *_ft_checkers_write_record (const FtRecordedGame *record);
FtRecordedGame *_ft_checkers_read_record (const char *text, gsize length, guint *line,
                                          guint *column, GError **error);

G_END_DECLS
