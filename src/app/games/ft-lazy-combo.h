/* ft-lazy-combo.h — an AdwComboRow whose popup items are made when the
 * popup first opens.
 *
 * AdwComboRow (libadwaita 1.2) makes a widget for every item of its popup
 * list as soon as it has a model, whether the popup is ever shown or not:
 * on the start page, in the first frame of a first start, the level row's
 * 20 levels and the game and clock rows' choices were some 7 M
 * instructions of the main thread (docs/performance.md, "First window:
 * lighter texts"). Deferred here, the popup's items are empty until the
 * popup is first shown (AdwComboRow marks the row "has-open-popup" as it
 * shows it, before the popup's first frame); then `list_factory` makes
 * them, or the row's own factory if it is NULL. Until then the popup's
 * list is not given the row's model either, since it would make an empty
 * widget for every item. The row's value, shown in the row itself, is made
 * as before.
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

void ft_lazy_combo_defer_popup (AdwComboRow *row, GtkListItemFactory *list_factory);

G_END_DECLS
