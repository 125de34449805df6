/* ft-library-loader.h — a system library opened when first needed, not at
 * start.
 *
 * XMPP (libstrophe, which brings OpenSSL, libxml2 and ICU), the keyring
 * (libsecret, which brings libgcrypt), Avahi (which brings D-Bus and
 * systemd's library) and librsvg are 17 libraries that the dynamic loader
 * would map and relocate before main() — about 24 ms and 5 MB resident on
 * the bench machine — while most starts use none of them
 * (docs/performance.md, "First window"). Each user lists the functions it
 * calls in its own header (ft-strophe-library.h and its siblings) and calls
 * them through a table that ft_library_loader_open() fills: the same way
 * systemd opens its optional libraries.
 *
 * Safe from any thread; the first call does the work, later calls return
 * its outcome (a library that failed is not tried again). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define FT_LIBRARY_ERROR (ft_library_error_quark ())
GQuark ft_library_error_quark (void);

typedef enum
{
  FT_LIBRARY_ERROR_OPEN,   /* the library is not installed, or cannot be loaded */
  FT_LIBRARY_ERROR_SYMBOL, /* installed, but a function is missing (another version) */
} FtLibraryError;

typedef struct
{
  /* What a person would install, for messages: "libstrophe". */
  const char *name;
  /* The files opened, in order (NULL-terminated); each function is looked
   * for in all of them, the first that has it wins. */
  const char *const *sonames;
  /* The functions (NULL-terminated) and the table they go to, in the same
   * order: a struct of as many function pointers. */
  const char *const *symbols;
  gpointer *table;
  /* Private: the outcome of the first call. */
  gsize once;
  GError *error;
} FtLibraryLoader;

gboolean ft_library_loader_open (FtLibraryLoader *loader, GError **error);

/* The table type of a list of functions: one pointer per function, named as
 * the function and of its type, so that a call through it is checked as a
 * direct call would be. LIST is an X-macro: LIST (F) is F (a) F (b) … */
#define FT_LIBRARY_SLOT(function) __typeof__ (function) *function;
#define FT_LIBRARY_NAME(function) #function,

/* In the .c file of one library's table: the table `variable` of type
 * `Type`, and `gboolean open_function (GError **)` that fills it from the
 * files named by the remaining arguments (one or more sonames). */
#define FT_LIBRARY_DEFINE(Type, variable, open_function, LIST, name_text, ...) \
  Type variable; \
  static const char *const variable##_sonames[] = { __VA_ARGS__, NULL }; \
  static const char *const variable##_symbols[] = { LIST (FT_LIBRARY_NAME) NULL }; \
  G_STATIC_ASSERT (sizeof (Type) == (G_N_ELEMENTS (variable##_symbols) - 1) * sizeof (gpointer)); \
  static FtLibraryLoader variable##_loader = { \
    .name = name_text, \
    .sonames = variable##_sonames, \
    .symbols = variable##_symbols, \
    .table = (gpointer *) &variable, \
  }; \
  gboolean open_function (GError **error) \
  { \
    return ft_library_loader_open (&variable##_loader, error); \
  }

G_END_DECLS
