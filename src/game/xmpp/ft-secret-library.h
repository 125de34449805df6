/* ft-secret-library.h — libsecret's functions, called through a table filled when the keyring is first used (ft-library-loader.h says why).
 *
 * Include this header, not the library's, in a .c file that calls these
 * functions; call ft_secret_library_open () before the first of them. A function
 * added here goes in both lists below: the build fails if the lists differ
 * (a call the table lacks does not compile; one it has but does not
 * redirect fails to link, since the library is not linked). */
#pragma once

#include <libsecret/secret.h>

#include "ft-library-loader.h"

G_BEGIN_DECLS

#define FT_SECRET_FUNCTIONS(F) \
  F (secret_password_clear) \
  F (secret_password_clear_finish) \
  F (secret_password_free) \
  F (secret_password_lookup) \
  F (secret_password_lookup_finish) \
  F (secret_password_store) \
  F (secret_password_store_finish)

typedef struct
{
  FT_SECRET_FUNCTIONS (FT_LIBRARY_SLOT)
} FtSecretFunctions;

extern FtSecretFunctions ft_secret_functions;

gboolean ft_secret_library_open (GError **error);

#ifndef FT_SECRET_LIBRARY_TABLE
#define secret_password_clear (ft_secret_functions.secret_password_clear)
#define secret_password_clear_finish (ft_secret_functions.secret_password_clear_finish)
#define secret_password_free (ft_secret_functions.secret_password_free)
#define secret_password_lookup (ft_secret_functions.secret_password_lookup)
#define secret_password_lookup_finish (ft_secret_functions.secret_password_lookup_finish)
#define secret_password_store (ft_secret_functions.secret_password_store)
#define secret_password_store_finish (ft_secret_functions.secret_password_store_finish)
#endif

G_END_DECLS
