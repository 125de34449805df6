/* cli-play-common.h — the text-game pieces that `fourteen-cli play`, `host`
 * and `join` share: the board printout, the move commands (`mv`, `cp`),
 * the move list and the announcements after a move. */
#pragma once

#include <glib.h>

#include "ft-position.h"

G_BEGIN_DECLS

/* The board with FEN letters (uppercase White), ranks on the left, files
 * below. */
void ft_cli_print_board (const FtPosition *pos);
/* The same, showing '?' on every square whose visible[] entry (by padded
 * square, ft_fog_visible_squares()) is 0; visible NULL shows everything. */
void ft_cli_print_board_view (const FtPosition *pos, const guint8 *visible);

/* "checkmate: NAME wins", "stalemate: draw", "check", … for the position,
 * or NULL when there is nothing to say. names indexed by FtColour. */
char *ft_cli_announcement (const FtPosition *pos, const char *const names[2]);

/* The legal move written as text ("e2e4", "e2 e4", "e7e8n"), FT_MOVE_NONE
 * if the text is malformed or there is no such legal move. */
FtMove ft_cli_find_move (const FtPosition *pos, const char *text);

/* The move of an `mv` (capture FALSE) or `cp` (TRUE) command whose
 * arguments are args: FT_MOVE_NONE if it is illegal or of the other kind. */
FtMove ft_cli_parse_move_command (const FtPosition *pos, char **args, gboolean capture);

gboolean ft_cli_move_is_capture (FtMove move);

/* "moves: none" or "moves:" and one numbered line per move pair. */
void ft_cli_print_moves (const FtMove *moves, guint n_moves);

/* The words of a line (no empty words), NULL-terminated. */
char **ft_cli_split_words (const char *line);

G_END_DECLS
