/* ft-rsvg-library.c — see ft-rsvg-library.h. */
#include "config.h"

#define FT_RSVG_LIBRARY_TABLE
#include "ft-rsvg-library.h"

FT_LIBRARY_DEFINE (FtRsvgFunctions, ft_rsvg_functions, ft_rsvg_library_open, FT_RSVG_FUNCTIONS, "librsvg",
                   FT_LIBRSVG_SONAME)
