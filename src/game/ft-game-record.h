/* ft-game-record.h — games saved as PGN (docs/formats.md#pgn): the record of
 * an FtGame, and an FtGame (with its setup) from a record. Errors read
 * "FILE:LINE:COL: problem" (without FILE when none is given). */
#pragma once

#include "ft-game-setup.h"
#include "ft-game.h"

G_BEGIN_DECLS

#define FT_GAME_RECORD_ERROR (ft_game_record_error_quark ())
GQuark ft_game_record_error_quark (void);

typedef enum {
  FT_GAME_RECORD_ERROR_NOT_PGN,
  FT_GAME_RECORD_ERROR_TOO_LARGE,
  FT_GAME_RECORD_ERROR_TRUNCATED,
  FT_GAME_RECORD_ERROR_BAD_TAG,
  FT_GAME_RECORD_ERROR_BAD_POSITION,
  FT_GAME_RECORD_ERROR_BAD_MOVE,
} FtGameRecordError;

/* PGN of the game so far (moves, clocks after each move, result).
 * white_name/black_name may be NULL ("?"). */
char *ft_game_record_to_pgn (FtGame *game, const FtGameSetup *setup, const char *white_name,
                             const char *black_name);

/* Reads the first game of a PGN text. filename (may be NULL) is only used in
 * messages, which read "FILE:LINE:COL: problem". base gives what a PGN does
 * not say (opponent, level, promotion, animation speeds); *setup_out gets
 * base with the record's start position, rules and time control. The
 * returned game has all moves played with the recorded clocks after each
 * move (so ft_game_undo restores them), its result set if the record ends
 * with one (a finished game), and no turn started. */
FtGame *ft_game_record_from_pgn (const char *text, gssize length, const char *filename,
                                 const FtGameSetup *base, FtGameSetup **setup_out,
                                 GError **error);

/* Same for a file, read with ft_text_file_read (at most 1 MiB, UTF-8,
 * a regular file): its errors are FT_TEXT_FILE_ERROR. */
FtGame *ft_game_record_load_file (const char *path, const FtGameSetup *base,
                                  FtGameSetup **setup_out, GError **error);

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
