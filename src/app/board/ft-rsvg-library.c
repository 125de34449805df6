/* ft-rsvg-library.c — see ft-rsvg-library.h. */
#include "config.h"

#define FT_RSVG_LIBRARY_TABLE
#include "ft-rsvg-library.h"

FtRsvgFunctions ft_rsvg_functions;

static const char *const sonames[] = { FT_LIBRSVG_SONAME, NULL };
static const char *const symbols[] = { FT_RSVG_FUNCTIONS (FT_LIBRARY_NAME) NULL };

G_STATIC_ASSERT (sizeof (FtRsvgFunctions) == (G_N_ELEMENTS (symbols) - 1) * sizeof (gpointer));

static FtLibraryLoader loader = {
  .name = "librsvg",
  .sonames = sonames,
  .symbols = symbols,
  .table = (gpointer *) &ft_rsvg_functions,
};

gboolean
ft_rsvg_library_open (GError **error)
{
  return ft_library_loader_open (&loader, error);
}
