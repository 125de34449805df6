/* ft-library-loader.c — see ft-library-loader.h. */
#include "config.h"

#include <gmodule.h>
#include <string.h>

#include "ft-library-loader.h"

G_DEFINE_QUARK (ft-library-error-quark, ft_library_error)

static gboolean
load (FtLibraryLoader *loader, GError **error)
{
  g_autoptr (GPtrArray) modules = g_ptr_array_new ();
  gboolean found = TRUE;
  gsize i;

  for (i = 0; loader->sonames[i] != NULL; i++)
    {
      /* Never closed: the functions stay in use until the program ends. */
      GModule *module = g_module_open (loader->sonames[i], G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL);

      if (module == NULL)
        {
          g_set_error (error, FT_LIBRARY_ERROR, FT_LIBRARY_ERROR_OPEN, "%s (%s) cannot be loaded: %s", loader->name,
                       loader->sonames[i], g_module_error ());
          found = FALSE;
          break;
        }
      g_ptr_array_add (modules, module);
    }
  for (i = 0; found && loader->symbols[i] != NULL; i++)
    {
      guint m;

      loader->table[i] = NULL;
      for (m = 0; m < modules->len && loader->table[i] == NULL; m++)
        g_module_symbol (modules->pdata[m], loader->symbols[i], &loader->table[i]);
      if (loader->table[i] == NULL)
        {
          g_set_error (error, FT_LIBRARY_ERROR, FT_LIBRARY_ERROR_SYMBOL,
                       "%s (%s) has no function %s: another version than Fourteen was built with?", loader->name,
                       loader->sonames[0], loader->symbols[i]);
          /* A table half filled is no table. */
          memset (loader->table, 0, i * sizeof (gpointer));
          found = FALSE;
        }
    }
  for (i = 0; !found && i < modules->len; i++)
    g_module_close (modules->pdata[i]);
  return found;
}

gboolean
ft_library_loader_open (FtLibraryLoader *loader, GError **error)
{
  g_return_val_if_fail (loader != NULL && loader->sonames != NULL && loader->symbols != NULL, FALSE);

  if (g_once_init_enter (&loader->once))
    {
      GError *failure = NULL;

      if (!load (loader, &failure))
        loader->error = failure;
      g_once_init_leave (&loader->once, 1);
    }
  if (loader->error != NULL)
    {
      if (error != NULL)
        *error = g_error_copy (loader->error);
      return FALSE;
    }
  return TRUE;
}
