/* main.c — start the Fourteen game. */
#include "config.h"

#include <locale.h>

#include <glib/gi18n.h>

#include "ft-application.h"

int
main (int argc, char **argv)
{
  g_autoptr (FtApplication) application = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  application = ft_application_new ();
  return g_application_run (G_APPLICATION (application), argc, argv);
}
