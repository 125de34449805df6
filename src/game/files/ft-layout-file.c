/* ft-layout-file.c — see ft-layout-file.h. */
#include "ft-layout-file.h"

#include "ft-text-file.h"

gboolean
ft_layout_load_file (const char *path, FtRules rules, guint files, guint ranks, FtPosition *pos,
                     GPtrArray *problems)
{
  return ft_layout_load_file_custom (path, rules, files, ranks, NULL, pos, problems);
}

gboolean
ft_layout_load_file_custom (const char *path, FtRules rules, guint files, guint ranks,
                            const FtCustomKinds *kinds, FtPosition *pos, GPtrArray *problems)
{
  g_autofree char *text = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL && problems != NULL, FALSE);

  if (!ft_text_file_read_problems (path, "layout file", FT_TEXT_FILE_MAX_SIZE, &text, &length,
                                   problems))
    return FALSE;
  return ft_layout_parse_custom (text, length, path, rules, files, ranks, kinds, pos, problems);
}
