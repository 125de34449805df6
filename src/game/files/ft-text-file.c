/* ft-text-file.c — see ft-text-file.h. */
/* O_CLOEXEC, S_ISSOCK: POSIX.1-2008, which -std=c11 alone hides. */
#define _POSIX_C_SOURCE 200809L

#include "ft-text-file.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "ft-problem.h"

G_DEFINE_QUARK (ft-text-file-error-quark, ft_text_file_error)

/* What a file that is not a regular file is, for the message. */
static const char *
kind_of (mode_t mode)
{
  if (S_ISDIR (mode))
    return "a folder";
  if (S_ISFIFO (mode))
    return "a named pipe";
  if (S_ISCHR (mode) || S_ISBLK (mode))
    return "a device";
  if (S_ISSOCK (mode))
    return "a socket";
  return "something else";
}

/* One problem: its code, place (0: none) and message without the path. */
typedef struct {
  FtTextFileError code;
  guint line, column;
  char *message;
} Failure;

static int
open_file (const char *path, const char *what, Failure *failure)
{
  /* O_NONBLOCK: opening a named pipe waits for a writer otherwise. */
  int fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0);
  int saved = errno;

  if (fd >= 0)
    return fd;
  if (saved == ENOENT)
    {
      failure->code = FT_TEXT_FILE_ERROR_NOT_FOUND;
      failure->message = g_strdup_printf ("%s not found", what);
    }
  else if (saved == ENXIO)
    {
      failure->code = FT_TEXT_FILE_ERROR_NOT_REGULAR;
      failure->message = g_strdup_printf ("cannot read the %s: not a regular file", what);
    }
  else
    {
      failure->code = FT_TEXT_FILE_ERROR_FAILED;
      failure->message = g_strdup_printf ("cannot read the %s: %s", what, g_strerror (saved));
    }
  return -1;
}

/* Up to max_size + 1 bytes of the open regular file fd. */
static char *
read_bytes (int fd, const char *what, gsize max_size, gsize *length, Failure *failure)
{
  GByteArray *bytes = g_byte_array_new ();
  guint8 chunk[16384];

  for (;;)
    {
      gssize n = read (fd, chunk, sizeof chunk);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          failure->code = FT_TEXT_FILE_ERROR_FAILED;
          failure->message = g_strdup_printf ("cannot read the %s: %s", what, g_strerror (errno));
          g_byte_array_unref (bytes);
          return NULL;
        }
      if (n == 0)
        break;
      g_byte_array_append (bytes, chunk, n);
      /* The file grew since fstat said its size. */
      if (bytes->len > max_size)
        {
          failure->code = FT_TEXT_FILE_ERROR_TOO_LARGE;
          failure->message = g_strdup_printf ("the %s is too large (more than %" G_GSIZE_FORMAT
                                              " bytes)", what, max_size);
          g_byte_array_unref (bytes);
          return NULL;
        }
    }
  *length = bytes->len;
  g_byte_array_append (bytes, (const guint8 *) "", 1);
  return (char *) g_byte_array_free (bytes, FALSE);
}

static char *
read_text (const char *path, const char *what, gsize max_size, gsize *length, Failure *failure)
{
  g_autofree char *text = NULL;
  struct stat info;
  guchar byte;
  int fd;

  fd = open_file (path, what, failure);
  if (fd < 0)
    return NULL;
  /* Checked on the open file: the path cannot be swapped in between. */
  if (fstat (fd, &info) != 0 || !S_ISREG (info.st_mode))
    {
      failure->code = FT_TEXT_FILE_ERROR_NOT_REGULAR;
      failure->message = g_strdup_printf ("cannot read the %s: it is %s, not a regular file", what,
                                          kind_of (info.st_mode));
      close (fd);
      return NULL;
    }
  if ((guint64) info.st_size > max_size)
    {
      failure->code = FT_TEXT_FILE_ERROR_TOO_LARGE;
      failure->message = g_strdup_printf ("the %s is too large (more than %" G_GSIZE_FORMAT
                                          " bytes)", what, max_size);
      close (fd);
      return NULL;
    }
  text = read_bytes (fd, what, max_size, length, failure);
  close (fd);
  if (text == NULL)
    return NULL;
  if (!ft_text_check_utf8 (text, *length, &failure->line, &failure->column, &byte))
    {
      failure->code = FT_TEXT_FILE_ERROR_NOT_UTF8;
      failure->message = g_strdup_printf ("not valid UTF-8 (byte 0x%02x): the %s must be saved "
                                          "as UTF-8", byte, what);
      return NULL;
    }
  return g_steal_pointer (&text);
}

char *
ft_text_file_read (const char *path, const char *what, gsize max_size, gsize *length,
                   GError **error)
{
  Failure failure = { 0 };
  gsize n = 0;
  char *text;

  g_return_val_if_fail (path != NULL && what != NULL, NULL);

  text = read_text (path, what, max_size, &n, &failure);
  if (text == NULL)
    {
      if (failure.line > 0)
        g_set_error (error, FT_TEXT_FILE_ERROR, failure.code, "%s:%u:%u: %s", path, failure.line,
                     failure.column, failure.message);
      else
        g_set_error (error, FT_TEXT_FILE_ERROR, failure.code, "%s: %s", path, failure.message);
      g_free (failure.message);
      return NULL;
    }
  if (length != NULL)
    *length = n;
  return text;
}

gboolean
ft_text_file_read_problems (const char *path, const char *what, gsize max_size, char **contents,
                            gsize *length, GPtrArray *problems)
{
  Failure failure = { 0 };
  gsize n = 0;

  g_return_val_if_fail (path != NULL && what != NULL && contents != NULL, FALSE);
  g_return_val_if_fail (problems != NULL, FALSE);

  *contents = read_text (path, what, max_size, &n, &failure);
  if (*contents != NULL)
    {
      if (length != NULL)
        *length = n;
      return TRUE;
    }
  ft_problem_list_add (problems, FT_SEVERITY_ERROR, path, failure.line, failure.column, "%s",
                       failure.message);
  g_free (failure.message);
  return FALSE;
}

gboolean
ft_text_file_load_key_file (GKeyFile *file, const char *path, const char *what,
                            GKeyFileFlags flags, GError **error)
{
  g_autofree char *text = NULL;
  gsize length = 0;

  text = ft_text_file_read (path, what, FT_TEXT_FILE_MAX_SIZE, &length, error);
  return text != NULL && g_key_file_load_from_data (file, text, length, flags, error);
}
