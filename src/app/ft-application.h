/* ft-application.h — the Fourteen application: command line (--config,
 * --version), config lookup (docs/config.md#finding-the-config), settings,
 * app actions and windows. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define FT_TYPE_APPLICATION (ft_application_get_type ())
G_DECLARE_FINAL_TYPE (FtApplication, ft_application, FT, APPLICATION, AdwApplication)

FtApplication *ft_application_new (void);

/* The settings, or NULL when the schema is not installed. */
GSettings *ft_application_get_settings (FtApplication *self);

G_END_DECLS
