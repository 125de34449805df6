/* ft-fit-text.h — a short text (a player's name) fitted to a narrow column
 * as a label draws it: whole words on at most `lines` lines of `width`
 * pixels, never a word broken between lines; what does not fit is cut
 * short with "…" (the caller shows it whole in a tooltip). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* `text` as it fits in `label`'s font, or NULL when it fits as it is. */
char *ft_fit_text (GtkWidget *label, const char *text, int width, int lines);

G_END_DECLS
