/* ft-pgn-private.h — the PGN reader's state, shared by its two files:
 * ft-pgn-lexer.c (characters, tags, comments, variations) and ft-pgn-read.c
 * (the start position, the moves, the result). Not for other code. */
#pragma once

#include "ft-pgn.h"

G_BEGIN_DECLS

struct _FtPgnReader {
  const char *text;
  gsize length;
  gsize pos;
  guint line, column; /* 1-based; columns count characters */
  guint games;     /* games read so far */
  gboolean checked; /* size, encoding and binary checks done */
  gboolean failed;
  const FtCustomKinds *custom; /* the letters a FEN may use beyond the built-in ones */
};

typedef struct {
  guint line, column; /* of the '[' */
  guint value_column; /* of the value's first character */
} FtPgnTagPlace;

/* The reader's state within one game. */
typedef struct {
  FtPgnReader *r;
  FtPgnGame *game;
  GArray *places; /* FtPgnTagPlace, parallel to game->tag_names */
  FtPosition *pos; /* the position after the moves read so far */
  gboolean set_up;
  gboolean any_content; /* a tag or a move: the text is a PGN */
  guint other_tags;     /* tags the writer does not add itself (capped) */
  gboolean played_on;   /* moves after a draw the rules made (warned once) */
  guint *line, *column;
  GError **error;
} FtPgnGameReader;

/* Is name one of the tags ft_pgn_write() writes itself (the Seven Tag
 * Roster, and FEN, TimeControl … computed from the game) rather than copies
 * from the game's tag list? The reader's cap on tags leaves them out, so
 * that every game it reads can be written and read back. */
gboolean ft_pgn_tag_is_written_always (const char *name);

static inline int
ft_pgn_peek (const FtPgnReader *r)
{
  return r->pos < r->length ? (guchar) r->text[r->pos] : -1;
}

static inline void
ft_pgn_advance (FtPgnReader *r)
{
  guchar c;

  if (r->pos >= r->length)
    return;
  c = (guchar) r->text[r->pos++];
  if (c == '\n')
    r->line++, r->column = 1;
  else if ((c & 0xc0) != 0x80) /* a UTF-8 continuation byte is no new column */
    r->column++;
}

static inline gboolean
ft_pgn_is_space (int c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/* Fail the game: error in FT_PGN_ERROR with code and the message, and the
 * place (line, column) for the caller. The reader stops. */
void ft_pgn_fail (FtPgnGameReader *g, guint line, guint column, FtPgnError code,
                  const char *format, ...) G_GNUC_PRINTF (5, 6);
/* A warning about the game at line, column: kept in game->warnings. */
void ft_pgn_warn (FtPgnGameReader *g, guint line, guint column, const char *format, ...)
  G_GNUC_PRINTF (4, 5);
/* Blanks and "%" escape lines (a "%" in the first column hides the line). */
void ft_pgn_skip_blank (FtPgnReader *r);
/* Size, encoding and binary checks, once for the whole text; skips a
 * byte-order mark. */
gboolean ft_pgn_check_text (FtPgnGameReader *g);
/* A tag pair at the reader ('['). */
gboolean ft_pgn_read_tag (FtPgnGameReader *g);
/* Where tag name stood (1:1 if it is absent). */
FtPgnTagPlace ft_pgn_tag_place (FtPgnGameReader *g, const char *name);
/* "{ … }" at the reader; the %clk it holds applies to the last move. */
gboolean ft_pgn_read_comment (FtPgnGameReader *g);
/* "( … )", nested, with comments inside: skipped. */
gboolean ft_pgn_skip_variation (FtPgnGameReader *g);
/* Does c end a movetext symbol? */
gboolean ft_pgn_is_delimiter (int c);

G_END_DECLS
