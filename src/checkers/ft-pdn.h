/* ft-pdn.h — Portable Draughts Notation for English draughts and for
 * Fourteen's bombs and shields.
 *
 * English draughts is plain PDN that other draughts programs read:
 * [GameType "21"], moves in standard notation (ft-checkers-notation.h),
 * every landing square of a multi-jump ("10x19x26"), a [FEN] tag only when
 * the game does not start from the usual position. Bombs and shields is
 * [GameType "Bombs"] with a [FEN] that marks shields (S) and bombs (B), so
 * that no other program mistakes it for English draughts. Clocks are
 * comments as in PGN ("{[%clk 0:02:53]}": the mover's time after the
 * move), [TimeControl] ("-", "180+2", "1/30") and our [WhiteTimeControl]
 * when White's (Water's) clock differs, [TurnEnd "space"] for the
 * "Space ends the turn" option. Results count from the side that moves
 * first, as CheckerBoard's files do: "1-0" Black (Fire) wins, "0-1" White
 * (Water) wins; PDN 3.0's "2-0", "0-2", "1-1" are read too.
 *
 * Reading is lenient where published files are: without a GameType tag
 * (whose standard default, 20, is 10x10 international draughts) a game
 * whose squares are all 1-32 is read as English draughts; jumps with every
 * landing square or only start and end; "x" written for a step; comments,
 * NAGs, "!?" and variations skipped. It is strict where it must be: at most
 * FT_PDN_MAX_SIZE bytes, valid UTF-8, FT_PDN_MAX_TAGS tags and
 * FT_PDN_MAX_TURNS turns a game, every move legal. Every error is in
 * FT_PDN_ERROR and says where (line and column, 1-based, the column in
 * characters); docs/formats.md#pdn lists them.
 */
#pragma once

#include "ft-checkers-notation.h"

G_BEGIN_DECLS

#define FT_PDN_MAX_SIZE (1024 * 1024)
#define FT_PDN_MAX_TAGS 100
#define FT_PDN_MAX_TAG_VALUE 1000 /* bytes */

#define FT_PDN_ERROR (ft_pdn_error_quark ())
GQuark ft_pdn_error_quark (void);

typedef enum {
  FT_PDN_ERROR_NOT_PDN,      /* empty, binary, JSON, text that is no PDN */
  FT_PDN_ERROR_TOO_LARGE,    /* over FT_PDN_MAX_SIZE */
  FT_PDN_ERROR_NOT_UTF8,     /* bytes that are not UTF-8 */
  FT_PDN_ERROR_TRUNCATED,    /* unterminated tag, comment or variation */
  FT_PDN_ERROR_BAD_TAG,      /* malformed tag, unknown GameType or time control */
  FT_PDN_ERROR_BAD_POSITION, /* a FEN tag that does not parse */
  FT_PDN_ERROR_BAD_MOVE,     /* an illegal, ambiguous or malformed move */
  FT_PDN_ERROR_TOO_MANY,     /* over a cap: tags, tag length */
} FtPdnError;

typedef enum {
  FT_PDN_TIME_UNKNOWN = 0, /* no tag, or "?" */
  FT_PDN_TIME_UNTIMED,     /* "-" */
  FT_PDN_TIME_FISCHER,     /* "SECONDS" or "SECONDS+INCREMENT" */
  FT_PDN_TIME_PER_MOVE,    /* "1/SECONDS" */
} FtPdnTimeKind;

typedef struct {
  FtPdnTimeKind kind;
  gint64 ms;           /* Fischer: the starting time; per move: each move's time */
  gint64 increment_ms; /* Fischer only */
} FtPdnTimeControl;

/* One game. Build one with ft_pdn_game_new() to write it; the reader fills
 * one in. */
typedef struct {
  GPtrArray *tag_names;  /* char*, in file order (each name once) */
  GPtrArray *tag_values; /* char*, UTF-8 */
  FtCheckersState start; /* with the rules and the turn-end option */
  FtPdnTimeControl time_control[3]; /* indexed by FtCheckersSide (FIRE, WATER) */
  GArray *turns;         /* FtCheckersTurn */
  GArray *clock_ms;      /* gint64 per turn: the mover's time after it, -1 if unknown */
  FtCheckersSide result; /* FIRE, WATER, TIE; NONE: unfinished ("*") */
  guint line;            /* where the game starts in the text (reader) */
} FtPdnGame;

/* An empty game from `start` (NULL: English draughts' start), clocks
 * unknown, no result. */
FtPdnGame *ft_pdn_game_new (const FtCheckersState *start);
void ft_pdn_game_free (FtPdnGame *game);
/* NULL if the tag is absent. */
const char *ft_pdn_game_get_tag (const FtPdnGame *game, const char *name);
/* Set or replace a tag (value NULL removes it). */
void ft_pdn_game_set_tag (FtPdnGame *game, const char *name, const char *value);
void ft_pdn_game_add_turn (FtPdnGame *game, const FtCheckersTurn *turn, gint64 clock_ms);
/* The position after the first `count` turns (count up to turns->len). */
FtCheckersState ft_pdn_game_position (const FtPdnGame *game, guint count);

/* PDN text of the game: Event, Site, Date, Round, White, Black, Result
 * (missing ones as "?"), GameType, SetUp and FEN, TurnEnd, TimeControl and
 * WhiteTimeControl, then the other tags; the movetext with "{[%clk …]}"
 * after each turn whose time is known, the result, lines under 80
 * columns. The turns must be legal. */
char *ft_pdn_write (const FtPdnGame *game);

/* Reads the games of a text one after the other. The text is not copied
 * and must outlive the reader. */
typedef struct _FtPdnReader FtPdnReader;

FtPdnReader *ft_pdn_reader_new (const char *text, gsize length);
void ft_pdn_reader_free (FtPdnReader *reader);
/* The next game, or NULL: at the end of the text (error not set; a text
 * without any game is an error, FT_PDN_ERROR_NOT_PDN) or on an error (set;
 * *line and *column, which may be NULL, tell where). After an error the
 * reader stops. */
FtPdnGame *ft_pdn_reader_next (FtPdnReader *reader, guint *line, guint *column, GError **error);

/* Every game of a text (length -1: NUL-terminated), or NULL with the error
 * set and its message "FILENAME:LINE:COLUMN: problem" (without FILENAME:
 * when filename is NULL). The array frees its games. */
GPtrArray *ft_pdn_read_all (const char *text, gssize length, const char *filename, GError **error);

/* "H:MM:SS" or, with a fraction, "H:MM:SS.d"; buf must hold 32 bytes. */
char *ft_pdn_format_clock (gint64 ms, char *buf);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtPdnGame, ft_pdn_game_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtPdnReader, ft_pdn_reader_free)

G_END_DECLS
