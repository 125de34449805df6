/* ft-layout-file.h — a layout file (docs/config.md#layout-files) read
 * from disk: through ft-text-file.h (a regular file, at most 1 MiB, UTF-8),
 * then parsed by the engine's ft_layout_parse. The engine itself reads no
 * files. */
#pragma once

#include "ft-layout.h"

G_BEGIN_DECLS

/* Read and parse the layout file at path; a missing or unreadable file is
 * reported as a problem naming the path ("PATH: layout file not found"). */
gboolean ft_layout_load_file (const char *path, FtRules rules, guint files, guint ranks,
                              FtPosition *pos, GPtrArray *problems);
/* The same with custom kinds (may be NULL), whose letters then count. */
gboolean ft_layout_load_file_custom (const char *path, FtRules rules, guint files, guint ranks,
                                     const FtCustomKinds *kinds, FtPosition *pos,
                                     GPtrArray *problems);

G_END_DECLS
