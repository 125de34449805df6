/* ft-strophe-library.c — see ft-strophe-library.h. */
#include "config.h"

#define FT_STROPHE_LIBRARY_TABLE
#include "ft-strophe-library.h"

FT_LIBRARY_DEFINE (FtStropheFunctions, ft_strophe_functions, ft_strophe_library_open, FT_STROPHE_FUNCTIONS, "libstrophe",
                   FT_LIBSTROPHE_SONAME)
