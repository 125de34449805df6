/* ft-secret-library.c — see ft-secret-library.h. */
#include "config.h"

#define FT_SECRET_LIBRARY_TABLE
#include "ft-secret-library.h"

FtSecretFunctions ft_secret_functions;

static const char *const sonames[] = { FT_LIBSECRET_SONAME, NULL };
static const char *const symbols[] = { FT_SECRET_FUNCTIONS (FT_LIBRARY_NAME) NULL };

G_STATIC_ASSERT (sizeof (FtSecretFunctions) == (G_N_ELEMENTS (symbols) - 1) * sizeof (gpointer));

static FtLibraryLoader loader = {
  .name = "libsecret",
  .sonames = sonames,
  .symbols = symbols,
  .table = (gpointer *) &ft_secret_functions,
};

gboolean
ft_secret_library_open (GError **error)
{
  return ft_library_loader_open (&loader, error);
}
