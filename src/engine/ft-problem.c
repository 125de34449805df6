/* ft-problem.c — see ft-problem.h. */
#include "ft-problem.h"

#include <errno.h>
#include <glib/gstdio.h>

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

gboolean
ft_read_input_file (const char *path, const char *what, char **contents, gsize *length,
                    GPtrArray *problems)
{
  g_autoptr (GError) error = NULL;
  GStatBuf info;

  if (g_stat (path, &info) != 0)
    {
      int saved_errno = errno;

      if (saved_errno == ENOENT)
        ft_problem_list_add (problems, FT_SEVERITY_ERROR, path, 0, 0, "%s not found", what);
      else
        ft_problem_list_add (problems, FT_SEVERITY_ERROR, path, 0, 0, "cannot read the %s: %s",
                             what, g_strerror (saved_errno));
      return FALSE;
    }
  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    {
      ft_problem_list_add (problems, FT_SEVERITY_ERROR, path, 0, 0,
                           "cannot read the %s: not a regular file", what);
      return FALSE;
    }
  if (info.st_size > FT_MAX_INPUT_FILE_SIZE)
    {
      ft_problem_list_add (problems, FT_SEVERITY_ERROR, path, 0, 0,
                           "the %s is too large (more than %d bytes)", what,
                           FT_MAX_INPUT_FILE_SIZE);
      return FALSE;
    }
  if (!g_file_get_contents (path, contents, length, &error))
    {
      ft_problem_list_add (problems, FT_SEVERITY_ERROR, path, 0, 0, "cannot read the %s: %s",
                           what, error->message);
      return FALSE;
    }
  return TRUE;
}
