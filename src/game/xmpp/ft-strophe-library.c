/* ft-strophe-library.c — see ft-strophe-library.h. */
#include "config.h"

#define FT_STROPHE_LIBRARY_TABLE
#include "ft-strophe-library.h"

FtStropheFunctions ft_strophe_functions;

static const char *const sonames[] = { FT_LIBSTROPHE_SONAME, NULL };
static const char *const symbols[] = { FT_STROPHE_FUNCTIONS (FT_LIBRARY_NAME) NULL };

G_STATIC_ASSERT (sizeof (FtStropheFunctions) == (G_N_ELEMENTS (symbols) - 1) * sizeof (gpointer));

static FtLibraryLoader loader = {
  .name = "libstrophe",
  .sonames = sonames,
  .symbols = symbols,
  .table = (gpointer *) &ft_strophe_functions,
};

gboolean
ft_strophe_library_open (GError **error)
{
  return ft_library_loader_open (&loader, error);
}
