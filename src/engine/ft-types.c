/* ft-types.c — names and text forms of kinds, colours, squares and moves. */
#include "ft-types.h"

#include <string.h>

static const char kind_letters[FT_N_KINDS] = {
  [FT_NO_KIND] = '?',
  [FT_PAWN] = 'p',
  [FT_KNIGHT] = 'n',
  [FT_BISHOP] = 'b',
  [FT_ROOK] = 'r',
  [FT_QUEEN] = 'q',
  [FT_KING] = 'k',
  [FT_ARCHBISHOP] = 'h',
  [FT_CHANCELLOR] = 'e',
  [FT_AMAZON] = 'a',
  [FT_CAMEL] = 'c',
  [FT_GENERAL] = 'g',
};

static const char *const kind_names[FT_N_KINDS] = {
  [FT_NO_KIND] = "none",
  [FT_PAWN] = "pawn",
  [FT_KNIGHT] = "knight",
  [FT_BISHOP] = "bishop",
  [FT_ROOK] = "rook",
  [FT_QUEEN] = "queen",
  [FT_KING] = "king",
  [FT_ARCHBISHOP] = "archbishop",
  [FT_CHANCELLOR] = "chancellor",
  [FT_AMAZON] = "amazon",
  [FT_CAMEL] = "camel",
  [FT_GENERAL] = "general",
};

char
ft_kind_to_char (FtKind kind)
{
  return kind < FT_N_KINDS ? kind_letters[kind] : '?';
}

FtKind
ft_kind_from_char (char c)
{
  c = g_ascii_tolower (c);
  for (FtKind kind = FT_PAWN; kind < FT_N_KINDS; kind++)
    if (kind_letters[kind] == c)
      return kind;
  return FT_NO_KIND;
}

const char *
ft_kind_name (FtKind kind)
{
  return kind < FT_N_KINDS ? kind_names[kind] : "none";
}

const char *
ft_colour_name (FtColour colour)
{
  return colour == FT_WHITE ? "white" : "black";
}

char *
ft_square_to_string (FtSquare sq, char *buf)
{
  int file = FT_SQUARE_FILE (sq);
  int rank = FT_SQUARE_RANK (sq);

  if (sq == FT_NO_SQUARE || file < 0 || rank < 0 || file >= FT_MAX_BOARD_SIZE || rank >= FT_MAX_BOARD_SIZE)
    {
      buf[0] = '-';
      buf[1] = '\0';
      return buf;
    }
  buf[0] = 'a' + file;
  if (rank + 1 >= 10)
    {
      buf[1] = '1';
      buf[2] = '0' + (rank + 1 - 10);
      buf[3] = '\0';
    }
  else
    {
      buf[1] = '1' + rank;
      buf[2] = '\0';
    }
  return buf;
}

char *
ft_move_to_string (FtMove move, char *buf)
{
  char *p;

  if (move == FT_MOVE_NONE)
    {
      g_strlcpy (buf, "0000", 8);
      return buf;
    }
  ft_square_to_string (FT_MOVE_FROM (move), buf);
  p = buf + strlen (buf);
  ft_square_to_string (FT_MOVE_TO (move), p);
  p += strlen (p);
  if (FT_MOVE_PROMOTION (move) != FT_NO_KIND)
    *p++ = ft_kind_to_char (FT_MOVE_PROMOTION (move));
  *p = '\0';
  return buf;
}
