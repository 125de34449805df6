/* ft-about.c — the About window */
#include "config.h"

#include "ft-about.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#define FT_WEBSITE "https://github.com/fourteenchess/fourteen"

void
ft_show_about_window (GtkWindow *parent)
{
  static const char *const developers[] = {
    "The Fourteen developers " FT_WEBSITE,
    NULL
  };
  static const char *const artists[] = {
    "The Fourteen developers",
    NULL
  };
  GtkWidget *about;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", parent,
                        "modal", TRUE,
                        "application-name", _("Fourteen"),
                        "application-icon", APP_ID,
                        "version", PACKAGE_VERSION,
                        "developer-name", _("The Fourteen developers"),
                        "comments", _("Play fairy chess on a fourteen-by-fourteen board against the computer, "
                                      "with eleven kinds of pieces, chess clocks and smooth animation."),
                        "website", FT_WEBSITE,
                        "issue-url", FT_WEBSITE "/issues",
                        "copyright", _("© 2026 The Fourteen developers"),
                        "license-type", GTK_LICENSE_GPL_3_0,
                        "developers", developers,
                        "artists", artists,
                        /* Translators: Replace "translator-credits" with your name
                         * (and e-mail address), one translator per line. */
                        "translator-credits", _("translator-credits"),
                        NULL);
  gtk_window_present (GTK_WINDOW (about));
}
