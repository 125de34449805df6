/* ft-level-move.h — the move a level of the ladder plays (ft-levels.h):
 * the priority rules (ft-easy.h), the human-like choice, or the search
 * with the level's caps and noise. Every caller that plays a level — the
 * game's computer player, the engine protocols, `fourteen-cli bestmove`
 * and the levels' benchmark — comes through here.
 *
 * The human-like choice (docs/engine-search.md#levels): the moves are
 * ordered by how natural they look (captures that pay, recaptures, checks,
 * castling, saving an attacked piece, development, central pawns); some
 * captures and some unnatural moves are not considered at all; each
 * considered move is searched to the level's sight, and with a chance
 * that falls as the move's consequences grow it is judged instead by the
 * position right after it (a defended pawn taken by the queen looks like
 * a pawn won; a fork looks like a quiet move). The most natural moves get
 * a bonus. Every chance is a hash of the game's seed, the position and the
 * move: the same game replays the same, a new seed plays differently.
 */
#pragma once

#include "ft-easy.h"
#include "ft-levels.h"
#include "ft-search.h"

G_BEGIN_DECLS

/* How natural a move looks to a person, 0 … 100 (pos is the position
 * before it). */
int ft_level_move_naturalness (const FtPosition *pos, FtMove move);

/* The human-like choice of `play` (mode FT_LEVEL_MODE_HUMAN) with
 * `searcher` (whose level the caller set). limits: the clock (or move time)
 * caps the whole choice; root_moves limits the moves as for a search.
 * result (may be NULL): the move, its score at the sight, the nodes. */
FtMove ft_level_human_move (FtSearcher *searcher, const FtPosition *pos, const FtLevelPlay *play,
                            guint64 seed, const FtSearchLimits *limits, const gint *stop,
                            FtSearchInfo *result);

/* The priority rules' move (mode FT_LEVEL_MODE_RULES); allowed (may be
 * NULL) as FtSearchLimits.root_moves; rule (may be NULL) which rule chose. */
FtMove ft_level_rules_move (const FtPosition *pos, const FtMoveList *allowed, guint64 seed,
                            FtEasyRule *rule);

/* The move of `level` in pos (any chess board): seed is the game's (the
 * same game, the same moves). info_func as ft_searcher_search's (the
 * searching levels report every iteration, the others their choice once).
 * FT_MOVE_NONE only when there is no legal move. */
FtMove ft_level_choose_move (FtSearcher *searcher, FtLevel level, guint64 seed,
                             const FtPosition *pos, const FtSearchLimits *limits,
                             FtSearchInfoFunc info_func, gpointer user_data, const gint *stop,
                             FtSearchInfo *result);

G_END_DECLS
