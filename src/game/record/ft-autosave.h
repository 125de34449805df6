/* ft-autosave.h — the autosave file: the unfinished game written after
 * every move and resumed at the next start (docs/playing.md#saving-games).
 *
 * Whatever happened to the file, the start goes on: a missing file is no
 * game; a file that cannot be read (corrupt, not UTF-8, too large, a named
 * pipe or a device put in its place) is moved aside under a time-stamped
 * name, never over an earlier one, and the caller tells the player; the
 * temporary files of a write killed before its rename are removed. The
 * file is the game's record (PGN for chess, PDN for checkers) with tags of
 * ours that say who plays (a record does not): FourteenOpponent,
 * FourteenLevel and FourteenPlayer, and FourteenClocks, both clocks as they
 * read when the file was written (a game kept for later at quit comes back
 * with the time its player had left then, not at the last move).
 * FtRecordKeeper writes and resumes it through these calls.
 */
#pragma once

#include "ft-game-record.h"

G_BEGIN_DECLS

/* Tags of our own that a resumed game needs and a format does not hold
 * (who plays it); other programs ignore them. */
#define FT_AUTOSAVE_TAG_OPPONENT "FourteenOpponent"
#define FT_AUTOSAVE_TAG_LEVEL "FourteenLevel"
#define FT_AUTOSAVE_TAG_PLAYER "FourteenPlayer"
/* "WHITE_MS BLACK_MS": the clocks when written (a Fischer clock only). */
#define FT_AUTOSAVE_TAG_CLOCKS "FourteenClocks"

/* The autosave text of a game's record: record (its tags changed) with our
 * tags for setup's opponent, level and the player's side, and the clocks
 * now (`clocks_ms`: White's and Black's; NULL: none). */
char *ft_autosave_text (FtRecordedGame *record, const FtGameSetup *setup, const gint64 *clocks_ms);

/* Write text to path as a whole: a temporary file in the same folder,
 * synced and renamed over the old one (a kill at any moment leaves the last
 * complete file), readable by its owner only; the folder is made (0700)
 * if needed. */
gboolean ft_autosave_write (const char *path, const char *text, GError **error);

/* Remove the autosave (its game is over); a missing file is fine. */
gboolean ft_autosave_remove (const char *path, GError **error);

/* Remove what a write killed before its rename left next to path
 * ("autosave.pgn.XXXXXX"): the number removed. */
guint ft_autosave_clean_temporaries (const char *path);

/* Move path aside as "PATH.broken-YYYYMMDD-HHMMSS" (at `now`), adding
 * "-2", "-3", … rather than replace an earlier copy. The new path, or NULL
 * with error. */
char *ft_autosave_keep_broken (const char *path, GDateTime *now, GError **error);

/* The game of an autosave text, as ft_game_record_read reads it (either
 * game), with our tags applied to *setup_out (opponent, level, the
 * player's side) and to the game's clocks (the clocks when written: a tag
 * that is not two whole numbers of milliseconds, each at most a day, is
 * ignored). */
FtGame *ft_autosave_parse (const char *text, gsize length, const char *path,
                           const FtGameSetup *base, FtGameSetup **setup_out, GError **error);

/* The autosaved game at path. NULL without error: there is none. NULL
 * with error: it could not be read; the file is then kept aside
 * (ft_autosave_keep_broken) and *kept_as (may be NULL) is its new path, or
 * NULL if it could not be moved. */
FtGame *ft_autosave_load (const char *path, const FtGameSetup *base, FtGameSetup **setup_out,
                          char **kept_as, GError **error);

G_END_DECLS
