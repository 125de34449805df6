/* ft-record-keeper.h — the records of the game being played, for either
 * game, in the save format of its rules (PGN for chess, PDN for checkers;
 * ft-game-record.h): Save and Save As, Open, the autosave after every move
 * and the resume at the next start, and the count of finished games in the
 * statistics (ft-statistics.h). A front end only calls it
 * (docs/playing.md#saving-games):
 *
 *   ft_record_keeper_set_session ()   a new game is kept: it watches the
 *                                     session and autosaves after every
 *                                     move, takeback and end; a finished
 *                                     game's result is counted once and its
 *                                     autosave removed
 *   ft_record_keeper_save ()          Ctrl+S / Save As
 *   ft_record_keeper_open ()          Ctrl+O (then set_session with its path)
 *   ft_record_keeper_resume ()        at start: the unfinished game
 *   ft_record_keeper_has_unsaved_game ()  ask before dropping it?
 */
#pragma once

#include <glib-object.h>

#include "ft-game-record.h"
#include "ft-session.h"

G_BEGIN_DECLS

#define FT_TYPE_RECORD_KEEPER (ft_record_keeper_get_type ())
G_DECLARE_FINAL_TYPE (FtRecordKeeper, ft_record_keeper, FT, RECORD_KEEPER, GObject)

/* How a game is kept. */
typedef enum
{
  FT_RECORD_NONE = 0,
  FT_RECORD_AUTOSAVE = 1 << 0,      /* written after every move, removed once over */
  FT_RECORD_COUNT = 1 << 1,         /* its result counts in the statistics */
  FT_RECORD_KEPT_ELSEWHERE = 1 << 2, /* never "unsaved": another object keeps it (a puzzle) */
} FtRecordFlags;

FtRecordKeeper *ft_record_keeper_new (void);

/* Where the unfinished game is kept between two starts (NULL: nowhere). */
void ft_record_keeper_set_autosave_path (FtRecordKeeper *self, const char *path);
const char *ft_record_keeper_get_autosave_path (FtRecordKeeper *self);
/* DIR/statistics.ini counts finished games (NULL: they are not counted). */
void ft_record_keeper_set_statistics_dir (FtRecordKeeper *self, const char *dir);
const char *ft_record_keeper_get_statistics_dir (FtRecordKeeper *self);

/* Keep the game of `session` (NULL: none) played with `setup` from now on;
 * record_path is where Save writes without asking (the file it was opened
 * from, or NULL). Writes the autosave at once when flags ask for it. */
void ft_record_keeper_set_session (FtRecordKeeper *self, FtSession *session,
                                   const FtGameSetup *setup, FtRecordFlags flags,
                                   const char *record_path);
FtSession *ft_record_keeper_get_session (FtRecordKeeper *self);
/* The file Save writes without asking (the last saved or opened), or NULL. */
const char *ft_record_keeper_get_record_path (FtRecordKeeper *self);
void ft_record_keeper_set_record_path (FtRecordKeeper *self, const char *path);

/* Has the game changed since it was saved to the record path or read from
 * it (the property "record-changed"; FALSE without a record path)? A
 * window shows a dot in its title then. */
gboolean ft_record_keeper_is_record_changed (FtRecordKeeper *self);
/* Is the game as it is now on disk (its autosave or a Save), or kept
 * elsewhere? */
gboolean ft_record_keeper_is_saved (FtRecordKeeper *self);
/* Would dropping the game lose an unfinished game with moves that is saved
 * nowhere? (Then a front end asks first.) */
gboolean ft_record_keeper_has_unsaved_game (FtRecordKeeper *self);
/* Has this game's result been counted (a takeback and a new end count
 * once)? */
gboolean ft_record_keeper_is_result_counted (FtRecordKeeper *self);

/* The name a side's player has in the record (a profile's name), over the
 * one it would have (NULL: that one again). Kept for the next games until
 * changed. */
void ft_record_keeper_set_player_name (FtRecordKeeper *self, FtColour side, const char *name);

/* The record of the game as text, the players named (the computer as
 * "Fourteen (hard)", the one person here by their name); for_resume adds
 * our tags. NULL without a game. */
char *ft_record_keeper_get_text (FtRecordKeeper *self, gboolean for_resume);
/* Write the autosave now (or remove it, the game being over), after what
 * was asked before; the keeper does it by itself after every change: a
 * move's write (and the end's removal) on a thread of its own, the signal
 * "autosaved" telling when it is on disk; a local person's own move (on the
 * board already) and every other change at once. */
void ft_record_keeper_autosave (FtRecordKeeper *self);
/* Wait until every autosave asked for is on disk. */
void ft_record_keeper_flush_autosave (FtRecordKeeper *self);
/* Is every move of the game on disk (or is none to be: no autosave)? A
 * front end shows a move once it is (kill -9 loses nothing shown). */
gboolean ft_record_keeper_is_autosaved (FtRecordKeeper *self);
/* The player discards the game: its autosave is removed and no longer
 * written (the next start does not resume it); the game is kept otherwise
 * (Save As still works). */
void ft_record_keeper_discard (FtRecordKeeper *self);
/* Save the game to `path`, which becomes the record path. FALSE with a
 * G_FILE_ERROR naming the path. */
gboolean ft_record_keeper_save (FtRecordKeeper *self, const char *path, GError **error);

/* A game from a file (either game, whatever the base's), as
 * ft_game_record_load_file; errors name the file, line and column. */
FtGame *ft_record_keeper_open (FtRecordKeeper *self, const char *path, const FtGameSetup *base,
                               FtGameSetup **setup_out, GError **error);
/* The name the last opened record gives `side` (its White or Black tag),
 * while that record's game is kept; NULL when it names nobody. */
const char *ft_record_keeper_get_record_name (FtRecordKeeper *self, FtColour side);
/* The unfinished game of the autosave (ft-autosave.h), with who played it
 * (our tags: opponent, level, the local player's side) over `base`; the
 * temporary files of a killed write are removed first. NULL without error
 * when there is none or it is finished; NULL with error when it cannot be
 * read: the file is then kept aside under a time-stamped name, *kept_as
 * (may be NULL) says where, and the caller tells the player. */
FtGame *ft_record_keeper_resume (FtRecordKeeper *self, const FtGameSetup *base,
                                 FtGameSetup **setup_out, char **kept_as, GError **error);

G_END_DECLS
