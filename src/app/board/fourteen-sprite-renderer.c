/* fourteen-sprite-renderer.c — draws piece sprites into the sprite cache
 * (ft-sprite-cache.h) in a process of its own.
 *
 *   usage: fourteen-sprite-renderer PX < RECORDS
 *
 * Each record on standard input is a line "NAME LENGTH" followed by LENGTH
 * bytes of SVG; each is drawn at PX × PX and stored under NAME. The game
 * runs this (ft-sprite-renderer.h) when a board size has no sprites yet,
 * so that librsvg, libxml2 and their Rust runtime (about 7 MB resident)
 * are never mapped into the game itself, which lives for hours.
 *
 * Exit status: 0 when every sprite was stored; 1 when one could not be
 * drawn or stored (the others still are); 2 for a wrong argument or a
 * malformed record, named with its place on standard error. */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "ft-rsvg-library.h"
#include "ft-sprite-cache.h"

#define PROGRAM "fourteen-sprite-renderer"
#define MAX_PX 1024
#define INPUT_LIMIT (64 * 1024 * 1024)
#define MAX_NAME 64
/* A renderer stuck on an artwork ends on its own: the game waits for it. */
#define TIME_LIMIT_SECONDS 20

/* Standard input, all of it (NULL and a message when it is too long or
 * cannot be read). */
static GByteArray *
read_input (void)
{
  GByteArray *input = g_byte_array_new ();
  guint8 buffer[65536];
  size_t n;

  while ((n = fread (buffer, 1, sizeof buffer, stdin)) > 0)
    {
      if (input->len + n > INPUT_LIMIT)
        {
          g_printerr ("%s: standard input: longer than %d MB\n", PROGRAM, INPUT_LIMIT / (1024 * 1024));
          g_byte_array_unref (input);
          return NULL;
        }
      g_byte_array_append (input, buffer, (guint) n);
    }
  if (ferror (stdin))
    {
      g_printerr ("%s: standard input: %s\n", PROGRAM, g_strerror (errno));
      g_byte_array_unref (input);
      return NULL;
    }
  return input;
}

/* Names become file names: lower-case letters, digits and dashes only. */
static gboolean
name_is_valid (const char *name, gsize length)
{
  if (length == 0 || length > MAX_NAME)
    return FALSE;
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_islower (name[i]) && !g_ascii_isdigit (name[i]) && name[i] != '-')
      return FALSE;
  return TRUE;
}

/* The record at *pos: its name and artwork, *pos moved past it; FALSE and
 * a message naming the record if it is malformed. */
static gboolean
parse_record (GByteArray *input, gsize *pos, guint number, char **name, GBytes **artwork)
{
  const char *start = (const char *) input->data + *pos;
  gsize left = input->len - *pos;
  const char *newline = memchr (start, '\n', MIN (left, (gsize) MAX_NAME + 24));
  const char *space;
  guint64 length = 0;
  g_autofree char *line = NULL;

  if (newline == NULL)
    {
      g_printerr ("%s: standard input, record %u: no line \"NAME LENGTH\"\n", PROGRAM, number);
      return FALSE;
    }
  line = g_strndup (start, (gsize) (newline - start));
  space = strchr (line, ' ');
  if (space == NULL || !name_is_valid (line, (gsize) (space - line)))
    {
      g_printerr ("%s: standard input, record %u: \"%s\" is not NAME LENGTH (a name of a-z, 0-9 and -)\n",
                  PROGRAM, number, line);
      return FALSE;
    }
  if (!g_ascii_string_to_unsigned (space + 1, 10, 1, INPUT_LIMIT, &length, NULL))
    {
      g_printerr ("%s: standard input, record %u: length \"%s\" is not a number from 1 to %d\n", PROGRAM,
                  number, space + 1, INPUT_LIMIT);
      return FALSE;
    }
  *pos += (gsize) (newline - start) + 1;
  if (input->len - *pos < length)
    {
      g_printerr ("%s: standard input, record %u: %" G_GUINT64_FORMAT " bytes announced, %" G_GSIZE_FORMAT
                  " left\n",
                  PROGRAM, number, length, (gsize) (input->len - *pos));
      return FALSE;
    }
  *name = g_strndup (line, (gsize) (space - line));
  *artwork = g_bytes_new (input->data + *pos, (gsize) length);
  *pos += (gsize) length;
  return TRUE;
}

/* Draws one artwork at px and stores it; FALSE and a message if not. */
static gboolean
render_one (const char *name, GBytes *artwork, int px)
{
  g_autoptr (GError) error = NULL;
  RsvgHandle *svg = rsvg_handle_new_from_data (g_bytes_get_data (artwork, NULL), g_bytes_get_size (artwork), &error);
  cairo_surface_t *surface;
  g_autoptr (FtSpriteKey) key = NULL;
  gboolean stored;

  if (svg == NULL)
    {
      g_printerr ("%s: %s: %s\n", PROGRAM, name, error->message);
      return FALSE;
    }
  surface = ft_rsvg_render_square (svg, px, &error);
  g_object_unref (svg);
  if (error != NULL)
    {
      g_printerr ("%s: %s: %s\n", PROGRAM, name, error->message);
      cairo_surface_destroy (surface);
      return FALSE;
    }
  key = ft_sprite_key_new (name, artwork);
  stored = ft_sprite_cache_store (key, px, surface);
  cairo_surface_destroy (surface);
  if (!stored)
    {
      g_autofree char *dir = ft_sprite_cache_dir ();

      g_printerr ("%s: %s: cannot be stored in %s\n", PROGRAM, name, dir);
    }
  return stored;
}

int
main (int argc, char **argv)
{
  g_autoptr (GByteArray) input = NULL;
  g_autoptr (GError) error = NULL;
  guint64 px = 0;
  gsize pos = 0;
  guint number = 0;
  int status = 0;

  alarm (TIME_LIMIT_SECONDS);
  /* Read first: the game writing the records is not cut off by a broken
   * pipe, whatever is wrong with them. */
  input = read_input ();
  if (input == NULL)
    return 2;
  if (argc != 2 || !g_ascii_string_to_unsigned (argv[1], 10, 1, MAX_PX, &px, NULL))
    {
      g_printerr ("usage: %s PX < RECORDS (PX a size from 1 to %d pixels; each record a line "
                  "\"NAME LENGTH\" and LENGTH bytes of SVG)\n",
                  PROGRAM, MAX_PX);
      return 2;
    }
  if (!ft_rsvg_library_open (&error))
    {
      g_printerr ("%s: %s\n", PROGRAM, error->message);
      return 1;
    }
  while (pos < input->len)
    {
      g_autofree char *name = NULL;
      g_autoptr (GBytes) artwork = NULL;

      if (!parse_record (input, &pos, ++number, &name, &artwork))
        return 2;
      if (!render_one (name, artwork, (int) px))
        status = 1;
    }
  return status;
}
