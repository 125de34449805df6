/* ft-chess-ruleset.h — the rules of chess in every variant the engine
 * plays (Fourteen, standard, any board, custom pieces, fog of war) as an
 * FtRuleset (ft-ruleset.h): a position of src/engine behind the interface.
 *
 * Nothing here is on the engine's hot paths: the interface is called once
 * per user action or game move, and the search runs inside the engine on
 * its own copy. Notation is SAN (ft-san.h), the save format PGN
 * (ft-pgn.h).
 */
#pragma once

#include <glib-object.h>

#include "ft-position.h"
#include "ft-ruleset.h"

G_BEGIN_DECLS

#define FT_TYPE_CHESS_RULESET (ft_chess_ruleset_get_type ())
G_DECLARE_FINAL_TYPE (FtChessRuleset, ft_chess_ruleset, FT, CHESS_RULESET, GObject)

/* A ruleset at `position` (copied with its history, so that moves made
 * before can be taken back and repetitions seen). */
FtChessRuleset *ft_chess_ruleset_new (const FtPosition *position);
/* The same without the history: a start position. */
FtChessRuleset *ft_chess_ruleset_new_start (const FtPosition *position);

/* The engine's position (read it, never change it). */
const FtPosition *ft_chess_ruleset_get_position (FtChessRuleset *self);

/* ---- For the ruleset's own files (ft-chess-search.c, ft-chess-record.c) ---- */
const FtSearchOps *_ft_chess_search_ops (void);
gpointer _ft_chess_search_snapshot (const FtPosition *position, const FtPast *past);
char *_ft_chess_write_record (const FtRecordedGame *record);
FtRecordedGame *_ft_chess_read_record (FtChessRuleset *prototype, const char *text, gsize length,
                                       guint *line, guint *column, GError **error);

G_END_DECLS
