/* ft-test-util.h — helpers shared by the engine tests: build positions from
 * short piece lists, and read move lists as sorted text. */
#pragma once

#include "ft-fen.h"
#include "ft-pgn.h"
#include "ft-position.h"

G_BEGIN_DECLS

/* A heap position (FtPosition is large); free with g_free. */
FtPosition *ft_test_position_new (void);

/* Set up `pos` on an empty files×ranks board from "Ke1 Ra1 ke8 eh1 …":
 * a FEN letter (uppercase White) and a square per item; no castling rights
 * (use a FEN for those). Fails the test if the position is not valid. */
void ft_test_setup (FtPosition *pos, FtRules rules, guint files, guint ranks,
                    FtColour to_move, const char *pieces);

/* Parse a FEN or fail the test. */
void ft_test_fen (FtPosition *pos, FtRules rules, const char *fen);

/* A square from its name ("n14"); fails the test on bad names. */
FtSquare ft_test_square (const char *name);

/* The legal moves of the side to move, as coordinate notation sorted and
 * joined with spaces. Free with g_free. */
char *ft_test_legal_moves (const FtPosition *pos);
/* The destinations of the piece on `from` ("d5 e6"), sorted, from its legal
 * moves; promotions appear once per choice ("e8q e8r"). */
char *ft_test_destinations (const FtPosition *pos, const char *from);

/* Is `word` one of the space-separated words of `words`? */
gboolean ft_test_has_word (const char *words, const char *word);

/* Find and make a legal move given in coordinate notation; fails the test if
 * it is not legal. */
void ft_test_play (FtPosition *pos, const char *moves_separated_by_spaces);

/* PGN: the first game of text, failing the test on any error. */
FtPgnGame *ft_test_pgn_read_one (const char *text);
/* Reading text (length -1: NUL-terminated) fails with `code` at
 * line:column with `message` in the message; every game before it reads. */
void ft_test_pgn_assert_error (const char *text, gssize length, FtPgnError code, guint line,
                               guint column, const char *message);

/* TRUE when the tests run under valgrind (FT_UNDER_VALGRIND is set). */
gboolean ft_test_under_valgrind (void);

G_END_DECLS
