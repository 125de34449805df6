/* ft-problem.c — see ft-problem.h. */
#include "ft-problem.h"

#include <string.h>

G_DEFINE_QUARK (ft-error-quark, ft_error)

/* The attribute lets compilers check callers' formats and accept the
 * non-literal format forwarded here. */
static FtProblem *problem_new_valist (FtSeverity severity, const char *file, guint line,
                                      guint column, const char *format, va_list args)
  G_GNUC_PRINTF (5, 0);

static FtProblem *
problem_new_valist (FtSeverity severity, const char *file, guint line, guint column,
                    const char *format, va_list args)
{
  FtProblem *problem = g_new0 (FtProblem, 1);

  problem->severity = severity;
  problem->file = g_strdup (file);
  problem->line = line;
  problem->column = column;
  problem->message = g_strdup_vprintf (format, args);
  return problem;
}

FtProblem *
ft_problem_new (FtSeverity severity, const char *file, guint line, guint column,
                const char *format, ...)
{
  va_list args;
  FtProblem *problem;

  va_start (args, format);
  problem = problem_new_valist (severity, file, line, column, format, args);
  va_end (args);
  return problem;
}

void
ft_problem_free (FtProblem *problem)
{
  if (problem == NULL)
    return;
  g_free (problem->file);
  g_free (problem->message);
  g_free (problem);
}

char *
ft_problem_to_string (const FtProblem *problem)
{
  GString *out = g_string_new (NULL);

  if (problem->file != NULL)
    {
      g_string_append (out, problem->file);
      if (problem->line > 0)
        {
          g_string_append_printf (out, ":%u", problem->line);
          if (problem->column > 0)
            g_string_append_printf (out, ":%u", problem->column);
        }
      g_string_append (out, ": ");
    }
  else if (problem->line > 0)
    {
      g_string_append_printf (out, "line %u", problem->line);
      if (problem->column > 0)
        g_string_append_printf (out, ", column %u", problem->column);
      g_string_append (out, ": ");
    }
  if (problem->severity == FT_SEVERITY_WARNING)
    g_string_append (out, "warning: ");
  g_string_append (out, problem->message);
  return g_string_free (out, FALSE);
}

GPtrArray *
ft_problem_list_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) ft_problem_free);
}

void
ft_problem_list_add (GPtrArray *list, FtSeverity severity, const char *file, guint line,
                     guint column, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  g_ptr_array_add (list, problem_new_valist (severity, file, line, column, format, args));
  va_end (args);
}

gboolean
ft_problem_list_has_errors (GPtrArray *list)
{
  for (guint i = 0; i < list->len; i++)
    {
      const FtProblem *problem = g_ptr_array_index (list, i);
      if (problem->severity == FT_SEVERITY_ERROR)
        return TRUE;
    }
  return FALSE;
}

char *
ft_problem_list_to_string (GPtrArray *list)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < list->len; i++)
    {
      g_autofree char *line = ft_problem_to_string (g_ptr_array_index (list, i));
      if (i > 0)
        g_string_append_c (out, '\n');
      g_string_append (out, line);
    }
  return g_string_free (out, FALSE);
}

void
ft_text_position (const char *text, gsize offset, guint *line, guint *column)
{
  *line = *column = 1;
  for (const char *c = text; c < text + offset; c++)
    {
      if (*c == '\n')
        ++*line, *column = 1;
      else if (((guchar) *c & 0xc0) != 0x80) /* not a continuation byte */
        ++*column;
    }
}

gboolean
ft_text_check_utf8 (const char *text, gsize length, guint *line, guint *column, guchar *byte)
{
  const char *end = text;
  guint at_line = 1, at_column = 1;

  /* GLib stops at a NUL byte too: that one is valid UTF-8 (the readers
   * say what they think of it). */
  for (;;)
    {
      gsize left = length - (gsize) (end - text);

      if (g_utf8_validate_len (end, left, &end))
        return TRUE;
      if (*end != '\0')
        break;
      end++;
    }
  ft_text_position (text, end - text, &at_line, &at_column);
  if (line != NULL)
    *line = at_line;
  if (column != NULL)
    *column = at_column;
  if (byte != NULL)
    *byte = (guchar) *end;
  return FALSE;
}

gboolean
ft_text_check_utf8_problem (const char *text, gsize length, const char *file, GPtrArray *problems)
{
  guint line, column;
  guchar byte;

  if (ft_text_check_utf8 (text, length, &line, &column, &byte))
    return TRUE;
  ft_problem_list_add (problems, FT_SEVERITY_ERROR, file, line, column,
                       "not valid UTF-8 (byte 0x%02x): the file must be saved as UTF-8", byte);
  return FALSE;
}

gsize
ft_text_bom_length (const char *text, gsize length)
{
  return length >= 3 && memcmp (text, "\xef\xbb\xbf", 3) == 0 ? 3 : 0;
}
