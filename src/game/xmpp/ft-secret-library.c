/* ft-secret-library.c — see ft-secret-library.h. */
#include "config.h"

#define FT_SECRET_LIBRARY_TABLE
#include "ft-secret-library.h"

FT_LIBRARY_DEFINE (FtSecretFunctions, ft_secret_functions, ft_secret_library_open, FT_SECRET_FUNCTIONS, "libsecret",
                   FT_LIBSECRET_SONAME)
