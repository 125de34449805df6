/* main.c — start the Fourteen game. */
#include "config.h"

#include <locale.h>

#include <glib/gi18n.h>

#include "ft-application.h"
#include "ft-memory-setup.h"
#include "ft-startup-report.h"
#include "ft-theme-skip.h"

int
main (int argc, char **argv)
{
  g_autoptr (FtApplication) application = NULL;

  ft_startup_report_begin ();
  ft_memory_setup ();
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  /* The cairo renderer (GSK_RENDERER=cairo, the advice for machines
   * without a GPU) never uses OpenGL, yet GDK's X11 backend loads the GL
   * driver at start-up to choose a visual: about 50 MB of Mesa (LLVM) stay
   * resident for nothing. Asked for cairo, do without GL. */
  if (g_strcmp0 (g_getenv ("GSK_RENDERER"), "cairo") == 0 && g_getenv ("GDK_DEBUG") == NULL)
    g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
  ft_theme_skip_gtk_default ();

  application = ft_application_new ();
  return g_application_run (G_APPLICATION (application), argc, argv);
}
