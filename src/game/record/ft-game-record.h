/* ft-game-record.h — saved games: the record of an FtGame in its rules'
 * save format (PGN for chess, docs/formats.md#pgn; PDN for checkers), and
 * an FtGame (with its setup) from a record. Errors read
 * "FILE:LINE:COL: problem" (without FILE when none is given). */
#pragma once

#include "ft-game-setup.h"
#include "ft-game.h"
#include "ft-ruleset.h"

G_BEGIN_DECLS

/* The game as a recorded game: its start, moves, the clocks after each
 * move (timed games), the result, the time controls of the setup and the
 * tags Event and Date; add tags (White, Black, our own) before writing. */
FtRecordedGame *ft_game_record_from_game (FtGame *game, const FtGameSetup *setup);

/* The record's text in the game's format. white_name/black_name (the
 * players of FT_WHITE and FT_BLACK: in checkers Fire and Water) may be
 * NULL ("?"). */
char *ft_game_record_write (FtGame *game, const FtGameSetup *setup, const char *white_name,
                            const char *black_name);

/* Which game a text records: checkers for a [GameType] tag or a file name
 * ending in .pdn, chess otherwise. filename may be NULL. */
FtGameKind ft_game_record_guess_kind (const char *text, const char *filename);

/* Reads the first game of a text (in the format ft_game_record_guess_kind
 * finds). filename (may be NULL) is only used for the guess and in
 * messages, which read "FILE:LINE:COL: problem". base gives what a record
 * does not say (opponent, level, promotion, animation speeds); *setup_out
 * gets base with the record's game, start position, rules and time
 * control, *record_out (may be NULL) the record as read (its tags). The
 * returned game has all moves played with the recorded clocks after each
 * move (so ft_game_undo restores them), its result set if the record ends
 * with one (a finished game), and no turn started. */
FtGame *ft_game_record_read (const char *text, gssize length, const char *filename,
                             const FtGameSetup *base, FtGameSetup **setup_out,
                             FtRecordedGame **record_out, GError **error);

/* Same for a file, read with ft_text_file_read (at most 1 MiB, UTF-8,
 * a regular file): its errors are FT_TEXT_FILE_ERROR. */
FtGame *ft_game_record_load_file (const char *path, const FtGameSetup *base,
                                  FtGameSetup **setup_out, GError **error);

/* The same with the record as read (its tags; may be NULL). */
FtGame *ft_game_record_load_file_full (const char *path, const FtGameSetup *base,
                                       FtGameSetup **setup_out, FtRecordedGame **record_out,
                                       GError **error);

/* The names these had when records were chess's only: the same. */
char *ft_game_record_to_pgn (FtGame *game, const FtGameSetup *setup, const char *white_name,
                             const char *black_name);
FtGame *ft_game_record_from_pgn (const char *text, gssize length, const char *filename,
                                 const FtGameSetup *base, FtGameSetup **setup_out, GError **error);

/* Every game of a PGN text checked as the loader checks the first: the
 * number of games, or 0 with the first error. What the reader passed over
 * (a TimeControl it cannot use, …) is added to warnings (may be NULL) as
 * FtProblem warnings naming filename. */
guint ft_game_record_check (const char *text, gssize length, const char *filename,
                            GPtrArray *warnings, GError **error);

/* A saved game's text (NUL-terminated; *length without it) read with
 * ft_text_file_read: a regular file of at most FT_PGN_MAX_SIZE bytes of
 * UTF-8, else FT_TEXT_FILE_ERROR with a message naming the path. */
char *ft_game_record_read_file (const char *path, gsize *length, GError **error);

G_END_DECLS
