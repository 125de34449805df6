/* ft-mnemonic-names.h — no mnemonic underscore in an accessible name.
 *
 * GTK 4.8 gives a button or check button whose label has a mnemonic
 * ("_Undo", use-underline) that text, underscore and all, as its accessible
 * name: a screen reader says "underscore Undo" (GTK 4.10 strips it).
 * GTK 4.8 also reads a button's name and then the label inside it ("_Undo
 * Undo"). Installed once, at the application's start-up, a hook on every
 * widget that is shown gives each such button the label without its
 * mnemonic marks as its accessible name, read once (the relation to the
 * inner label dropped), and again whenever the label changes —
 * the window's own buttons, the dialogs', a toast's, a message dialog's
 * answers alike. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Idempotent. */
void ft_mnemonic_names_install (void);
/* The label as shown: "_Undo" → "Undo", "Save __As" → "Save _As". */
char *ft_mnemonic_names_strip (const char *label);

G_END_DECLS
