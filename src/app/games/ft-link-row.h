/* ft-link-row.h — a list row that names one way in and runs its action when
 * activated: a title, an optional subtitle and an optional icon at the end,
 * laid out and styled as AdwActionRow's (the same CSS nodes: row >
 * box.header > box.title > label.title, label.subtitle).
 *
 * Why not AdwActionRow: the start page's "More Ways to Play" is shown in
 * the first frame of a first start, and an action row's labels are laid
 * out at every width GTK tries them at. This row's texts are
 * GtkInscriptions, sized by their character counts and laid out once, at
 * the width they get, and ellipsized there (docs/performance.md, "First
 * window: lighter texts"). The action is GtkListBoxRow's own
 * (GtkActionable: action-name, action-target). The row is named by its
 * title and described by its subtitle for assistive technologies. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define FT_TYPE_LINK_ROW (ft_link_row_get_type ())
G_DECLARE_FINAL_TYPE (FtLinkRow, ft_link_row, FT, LINK_ROW, AdwPreferencesRow)

/* The title is AdwPreferencesRow's "title" (so that AdwPreferencesGroup
 * puts the row in its list, as its own rows). */
GtkWidget *ft_link_row_new (const char *title);

/* NULL or "": no subtitle line. */
void ft_link_row_set_subtitle (FtLinkRow *self, const char *subtitle);
const char *ft_link_row_get_subtitle (FtLinkRow *self);
/* NULL: no icon. */
void ft_link_row_set_icon_name (FtLinkRow *self, const char *icon_name);
const char *ft_link_row_get_icon_name (FtLinkRow *self);

G_END_DECLS
