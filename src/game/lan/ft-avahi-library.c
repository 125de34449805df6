/* ft-avahi-library.c — see ft-avahi-library.h. */
#include "config.h"

#define FT_AVAHI_LIBRARY_TABLE
#include "ft-avahi-library.h"

FT_LIBRARY_DEFINE (FtAvahiFunctions, ft_avahi_functions, ft_avahi_library_open, FT_AVAHI_FUNCTIONS, "Avahi",
                   FT_LIBAVAHI_CLIENT_SONAME, FT_LIBAVAHI_GLIB_SONAME)
