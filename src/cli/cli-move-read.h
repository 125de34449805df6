/* cli-move-read.h — the one reader of a move typed to fourteen-cli, for
 * every front end that takes moves (play, checkers, host, join, watch;
 * the local network and XMPP alike): `mv e2e4`, `cp d4e5`, the bare
 * `e2e4`, `e2 e4`, `e7e8q`, checkers' `c3d4`, `c3e5g7` and standard
 * notation `11-15`, `10x19x26`. A bad one is refused with what is wrong
 * with it: "c3d9: d9 is off the board", "c3d: a move needs two squares",
 * "e2e5: the pawn on e2 cannot go to e5"; a word that is no move at all is
 * left to the front end ("unknown command").
 */
#pragma once

#include <glib.h>

#include "ft-game-move.h"
#include "ft-position.h"
#include "ft-ruleset.h"

G_BEGIN_DECLS

typedef enum
{
  FT_CLI_MOVE_NOT_A_MOVE, /* no move was meant: another command, or unknown */
  FT_CLI_MOVE_BAD,        /* a move was meant; the error says what is wrong */
  FT_CLI_MOVE_READ,       /* its squares are read (the rules decide the rest) */
} FtCliMoveRead;

/* What the command word asks: any move (bare, or checkers' `mv`), a quiet
 * one (`mv` in chess), a capture (`cp`). */
typedef enum
{
  FT_CLI_MOVE_ANY,
  FT_CLI_MOVE_QUIET,
  FT_CLI_MOVE_CAPTURE,
} FtCliMoveKind;

typedef struct
{
  char text[FT_NOTATION_MAX];        /* the move's words joined: "e2e4", "11-15" */
  FtCliMoveKind kind;
  FtCell cells[FT_GAME_MOVE_MAX_CELLS]; /* the squares, in order */
  guint n_cells;
  char promotion;                    /* the letter after the last square, or 0 */
  gboolean numbered;                 /* checkers' standard notation: for the rules */
} FtCliMove;

/* The move of a command's words (words[0] the command word, `mv`/`cp`, or
 * the move itself), on a board of files × ranks; checkers reads standard
 * notation and paths, chess two squares and a promotion letter. */
FtCliMoveRead ft_cli_read_move (char **words, guint files, guint ranks, gboolean checkers, FtCliMove *move,
                                GError **error);

/* The legal chess move `move` names in `pos`, of the kind asked; else
 * FT_MOVE_NONE and an error naming why ("e3e4: there is no piece on e3",
 * "e2e5: the pawn on e2 cannot go to e5", "mv d4e5: that is a capture: cp
 * d4e5", "e1g1: your king would be in check"). */
FtMove ft_cli_chess_move (const FtPosition *pos, const FtCliMove *move, GError **error);
/* The legal checkers turn `move` names in the rules' position (a whole
 * turn); FALSE with the rules' own reason. */
gboolean ft_cli_checkers_move (FtRuleset *rules, const FtCliMove *move, FtGameMove *out, GError **error);

G_END_DECLS
