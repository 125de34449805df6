/* ft-avahi-library.c — see ft-avahi-library.h. */
#include "config.h"

#define FT_AVAHI_LIBRARY_TABLE
#include "ft-avahi-library.h"

FtAvahiFunctions ft_avahi_functions;

static const char *const sonames[] = { FT_LIBAVAHI_CLIENT_SONAME, FT_LIBAVAHI_GLIB_SONAME, NULL };
static const char *const symbols[] = { FT_AVAHI_FUNCTIONS (FT_LIBRARY_NAME) NULL };

G_STATIC_ASSERT (sizeof (FtAvahiFunctions) == (G_N_ELEMENTS (symbols) - 1) * sizeof (gpointer));

static FtLibraryLoader loader = {
  .name = "Avahi",
  .sonames = sonames,
  .symbols = symbols,
  .table = (gpointer *) &ft_avahi_functions,
};

gboolean
ft_avahi_library_open (GError **error)
{
  return ft_library_loader_open (&loader, error);
}
