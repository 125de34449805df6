/* ft-autosave.h — the autosave file: the unfinished game written after
 * every move and resumed at the next start (docs/playing.md#saving-games).
 *
 * Whatever happened to the file, the start goes on: a missing file is no
 * game; a file that cannot be read (corrupt, not UTF-8, too large, a named
 * pipe or a device put in its place) is moved aside under a time-stamped
 * name, never over an earlier one, and the caller tells the player; the
 * temporary files of a write killed before its rename are removed. The
 * file is a PGN with three tags of ours that say who plays (a PGN does not):
 * FourteenOpponent, FourteenLevel and FourteenPlayer.
 */
#pragma once

#include "ft-game-record.h"

G_BEGIN_DECLS

/* The autosave text of a game: its PGN record (ft_game_record_to_pgn)
 * with our tags for setup's opponent, level and the player's side first. */
char *ft_autosave_text (const char *pgn, const FtGameSetup *setup);

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

/* The game of an autosave text, as ft_game_record_from_pgn reads it, with
 * our tags applied to *setup_out (opponent, level, the player's side). */
FtGame *ft_autosave_parse (const char *text, gsize length, const char *path,
                           const FtGameSetup *base, FtGameSetup **setup_out, GError **error);

/* The autosaved game at path. NULL without error: there is none. NULL
 * with error: it could not be read; the file is then kept aside
 * (ft_autosave_keep_broken) and *kept_as (may be NULL) is its new path, or
 * NULL if it could not be moved. */
FtGame *ft_autosave_load (const char *path, const FtGameSetup *base, FtGameSetup **setup_out,
                          char **kept_as, GError **error);

G_END_DECLS
