/* ft-betza.c — parsing Betza's funny notation into a list of moves.
 *
 * Each atom stands for a leap (a, b): a squares "along" and b "across". Its
 * eight images are numbered as below, and a direction code (two letters,
 * "ff", "fs", "rh", …) selects some of them. The table of which code selects
 * which image is the interpretation Fairy-Stockfish uses, so that pieces mean
 * the same in both programs.
 */
#include "ft-betza.h"

#include <string.h>

typedef struct {
  char letter;
  guint8 a, b;  /* the leap; K and Q are two atoms, W and F */
  gboolean rider; /* R, B, Q */
  gboolean two;   /* K, Q: also (1,1) */
} Atom;

static const Atom atoms[] = {
  { 'W', 1, 0, FALSE, FALSE }, { 'F', 1, 1, FALSE, FALSE }, { 'D', 2, 0, FALSE, FALSE },
  { 'N', 2, 1, FALSE, FALSE }, { 'A', 2, 2, FALSE, FALSE }, { 'H', 3, 0, FALSE, FALSE },
  { 'C', 3, 1, FALSE, FALSE }, { 'Z', 3, 2, FALSE, FALSE }, { 'G', 3, 3, FALSE, FALSE },
  { 'K', 1, 0, FALSE, TRUE },  { 'R', 1, 0, TRUE, FALSE },  { 'B', 1, 1, TRUE, FALSE },
  { 'Q', 1, 0, TRUE, TRUE },
};

/* The eight images of a leap (a, b) as (dx, dy) in units of a and b, and the
 * direction codes that select each. */
static const struct {
  gint8 xa, xb, ya, yb; /* dx = xa*a + xb*b, dy = ya*a + yb*b */
  const char *codes;
} images[8] = {
  { 0, 1, 1, 0, "ff vv rf rv fh rh hr" },   /* forward, a little right */
  { 0, -1, -1, 0, "bb vv lb lv bh lh hr" }, /* backward, a little left */
  { 1, 0, 0, -1, "rr ss br bs bh rh hr" },  /* right, a little back */
  { -1, 0, 0, 1, "ll ss fl fs fh lh hr" },  /* left, a little forward */
  { 1, 0, 0, 1, "rr ss fr fs fh rh hl" },   /* right, a little forward */
  { -1, 0, 0, -1, "ll ss bl bs bh lh hl" }, /* left, a little back */
  { 0, 1, -1, 0, "bb vv rb rv bh rh hl" },  /* backward, a little right */
  { 0, -1, 1, 0, "ff vv lf lv fh lh hl" },  /* forward, a little left */
};

#define MAX_CODES 16

static gboolean
is_vertical (char c)
{
  return c == 'f' || c == 'b' || c == 'v' || c == 'h';
}

static gboolean
is_horizontal (char c)
{
  return c == 'r' || c == 'l' || c == 's' || c == 'h';
}

static gboolean
code_selects (const char *code, guint image)
{
  const char *codes = images[image].codes;

  /* Two-letter words separated by single spaces. */
  for (guint i = 0;; i += 3)
    {
      if (codes[i] == code[0] && codes[i + 1] == code[1])
        return TRUE;
      if (codes[i + 2] == '\0')
        return FALSE;
    }
}

static gboolean
fail (FtBetzaError *error, gsize index, const char *format, ...) G_GNUC_PRINTF (3, 4);

static gboolean
fail (FtBetzaError *error, gsize index, const char *format, ...)
{
  va_list args;

  if (error == NULL)
    return FALSE;
  error->position = (guint) index + 1;
  va_start (args, format);
  g_vsnprintf (error->message, sizeof error->message, format, args);
  va_end (args);
  return FALSE;
}

/* Add a move, or merge its flags into an equal one. */
static gboolean
add_move (FtBetzaPiece *out, int dx, int dy, guint range, guint flags)
{
  for (guint i = 0; i < out->n_moves; i++)
    {
      FtBetzaMove *m = &out->moves[i];

      if (m->dx == dx && m->dy == dy && m->range == range
          && (m->flags & FT_BETZA_LAME) == (flags & FT_BETZA_LAME))
        {
          m->flags |= flags;
          return TRUE;
        }
    }
  if (out->n_moves == FT_BETZA_MAX_MOVES)
    return FALSE;
  out->moves[out->n_moves++] = (FtBetzaMove) { (gint8) dx, (gint8) dy, (guint8) range, (guint8) flags };
  return TRUE;
}

guint
ft_betza_lame_path (int dx, int dy, int path[2][2])
{
  int x = 0, y = 0;
  guint n = 0;

  /* Step towards the target: along the longer remaining distance, or
   * diagonally when both are equal. */
  for (;;)
    {
      int rx = dx - x, ry = dy - y;
      int diff = ABS (rx) - ABS (ry);

      if (diff >= 0 && rx != 0)
        x += rx > 0 ? 1 : -1;
      if (diff <= 0 && ry != 0)
        y += ry > 0 ? 1 : -1;
      if (x == dx && y == dy)
        return n;
      if (n == 2)
        return n; /* never reached for atoms up to (3,3) */
      path[n][0] = x;
      path[n][1] = y;
      n++;
    }
}

/* The moves of one atom with its direction codes, modality, lameness and
 * range, added to out (*added counts them); FALSE if out is full. */
static gboolean
add_atom_moves (FtBetzaPiece *out, const Atom *atom, char codes[][2], guint n_codes,
                guint modality, gboolean lame, guint range, guint *added)
{
  for (guint part = 0; part < (atom->two ? 2u : 1u); part++)
    {
      int a = part == 0 ? atom->a : 1;
      int b = part == 0 ? atom->b : 1;
      char split[2 * MAX_CODES][2];
      guint n_split = 0;

      /* A pair of different letters on an orthogonal atom means both
       * directions ("fsW": forward and sideways). */
      for (guint k = 0; k < n_codes; k++)
        if (!atom->two && b == 0 && codes[k][0] != codes[k][1])
          {
            split[n_split][0] = split[n_split][1] = codes[k][0];
            n_split++;
            split[n_split][0] = split[n_split][1] = codes[k][1];
            n_split++;
          }
        else
          {
            split[n_split][0] = codes[k][0];
            split[n_split][1] = codes[k][1];
            n_split++;
          }

      for (guint image = 0; image < 8; image++)
        {
          gboolean selected = n_split == 0;
          int dx = images[image].xa * a + images[image].xb * b;
          int dy = images[image].ya * a + images[image].yb * b;
          guint flags = modality != 0 ? modality : FT_BETZA_MOVE | FT_BETZA_CAPTURE;

          for (guint k = 0; k < n_split && !selected; k++)
            selected = code_selects (split[k], image);
          if (!selected)
            continue;
          /* A lame leap with nothing to jump over is a plain leap. */
          if (lame)
            {
              int path[2][2];

              if (ft_betza_lame_path (dx, dy, path) > 0)
                flags |= FT_BETZA_LAME;
            }
          if (!add_move (out, dx, dy, range, flags))
            return FALSE;
          (*added)++;
        }
    }
  return TRUE;
}

gboolean
ft_betza_parse (const char *text, FtBetzaPiece *out, FtBetzaError *error)
{
  char codes[MAX_CODES][2];
  guint n_codes = 0;
  guint modality = 0;
  gboolean lame = FALSE;
  gsize first_modifier = G_MAXSIZE;
  gsize len;

  out->n_moves = 0;
  if (text == NULL || text[0] == '\0')
    return fail (error, 0, "empty movement: no atom");
  len = strlen (text);

  for (gsize i = 0; i < len; i++)
    {
      char c = text[i];
      const Atom *atom = NULL;
      guint range;
      gsize atom_index = i;
      guint added = 0;

      if (c == 'm' || c == 'c' || c == 'n' || is_vertical (c) || is_horizontal (c))
        {
          if (first_modifier == G_MAXSIZE)
            first_modifier = i;
          if (c == 'm')
            modality |= FT_BETZA_MOVE;
          else if (c == 'c')
            modality |= FT_BETZA_CAPTURE;
          else if (c == 'n')
            lame = TRUE;
          else
            {
              char c2 = i + 1 < len ? text[i + 1] : '\0';

              if (n_codes == MAX_CODES)
                return fail (error, i, "too many direction modifiers");
              codes[n_codes][0] = c;
              if (c2 == c || (is_vertical (c) && is_horizontal (c2))
                  || (is_horizontal (c) && is_vertical (c2)))
                {
                  codes[n_codes][1] = c2;
                  i++;
                }
              else
                codes[n_codes][1] = c;
              n_codes++;
            }
          continue;
        }

      for (guint k = 0; k < G_N_ELEMENTS (atoms); k++)
        if (atoms[k].letter == c)
          atom = &atoms[k];
      if (atom == NULL)
        {
          if (g_ascii_isdigit (c))
            return fail (error, i, "range '%c' without an atom before it", c);
          if (g_ascii_isupper (c))
            return fail (error, i, "unknown atom '%c'", c);
          if (g_ascii_islower (c))
            return fail (error, i, "unsupported modifier '%c'", c);
          return fail (error, i, "unexpected character '%c'", c);
        }

      /* Range: the atom doubled, or a number. */
      range = atom->rider ? FT_BETZA_MAX_RANGE : 1;
      if (i + 1 < len && text[i + 1] == c)
        {
          range = FT_BETZA_MAX_RANGE;
          i++;
        }
      else if (i + 1 < len && g_ascii_isdigit (text[i + 1]))
        {
          gsize start = i + 1;

          range = 0;
          while (i + 1 < len && g_ascii_isdigit (text[i + 1]) && range <= 100)
            range = range * 10 + (guint) (text[++i] - '0');
          if (range < 1 || range > FT_BETZA_MAX_RANGE)
            return fail (error, start, "range must be 1 to %d", FT_BETZA_MAX_RANGE);
        }
      if (lame && (range > 1 || atom->rider))
        return fail (error, first_modifier, "'n' (lame) applies to leapers only, not to a rider");

      if (!add_atom_moves (out, atom, codes, n_codes, modality, lame, range, &added))
        return fail (error, atom_index, "too many moves (at most %d directions)",
                     FT_BETZA_MAX_MOVES);
      if (added == 0)
        return fail (error, first_modifier != G_MAXSIZE ? first_modifier : atom_index,
                     "the directions select no move of '%c'", c);

      n_codes = 0;
      modality = 0;
      lame = FALSE;
      first_modifier = G_MAXSIZE;
    }

  if (first_modifier != G_MAXSIZE)
    return fail (error, first_modifier, "modifiers without an atom after them");
  return TRUE;
}
