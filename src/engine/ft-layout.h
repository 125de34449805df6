/* ft-layout.h — layout files (docs/config.md#layout-files): a grid of piece letters, one line per
 * rank, the top rank first, file a first. Uppercase letters are Black pieces,
 * lowercase White (the opposite of FEN); a space is an empty tile.
 *
 * Lines may be shorter than the board (missing tiles are empty), may end in
 * CRLF, and the file may or may not end with a newline. White moves first
 * from a layout, and every king and rook on its own first rank keeps its
 * castling rights (every piece of a layout is unmoved).
 */
#pragma once

#include "ft-position.h"
#include "ft-problem.h"

G_BEGIN_DECLS

/* Parse a layout for a board of files × ranks under `rules` into pos.
 * length may be -1 for a NUL-terminated text. Every problem found (not only
 * the first) is appended to problems as an FtProblem naming filename (may be
 * NULL), with 1-based line and column where they apply: unknown characters,
 * lines longer than the board, the wrong number of lines, a side without
 * exactly one king, more than FT_MAX_PIECES pieces on a side, a pawn on or
 * beyond its promotion rank, Black (not to move) standing in check.
 * Returns TRUE, with pos ready to play, when there was no error. */
gboolean ft_layout_parse (const char *text, gssize length, const char *filename, FtRules rules,
                          guint files, guint ranks, FtPosition *pos, GPtrArray *problems);

/* The same with custom kinds (may be NULL), whose letters then count. */
gboolean ft_layout_parse_custom (const char *text, gssize length, const char *filename,
                                 FtRules rules, guint files, guint ranks,
                                 const FtCustomKinds *kinds, FtPosition *pos,
                                 GPtrArray *problems);

/* The board of pos as a layout: one line per rank, top rank first, trailing
 * spaces trimmed, every line ending in '\n'. Side to move, castling and
 * history are not part of the format. Free with g_free(). */
char *ft_layout_write (const FtPosition *pos);

G_END_DECLS
