/* ft-status-line.h — whose turn it is and the game's message ("Check!",
 * "You won by checkmate"), as the header bar's title and subtitle: one
 * line each at every size, where GNOME Chess too shows the game's state.
 * The header bar has room for the longest message beside a board of any
 * size, where the 120 px panel of the default window had not (it wrapped
 * "Fourteen (normal) won" and moved the panel by a line); its height never
 * changes, so a new message moves nothing. A line too long for a narrow
 * window ends in "…" and is whole in its tooltip and for screen readers.
 *
 * The message is an alert for screen readers: its accessible name is the
 * message, so each new one is read (GTK 4.8 has no announcements). */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* How the message reads: WARNING (check, the king to defend, a loss) in
 * the error colour, GOOD (a win) in the success colour, NEUTRAL. */
typedef enum {
  FT_STATUS_NEUTRAL,
  FT_STATUS_WARNING,
  FT_STATUS_GOOD,
} FtStatusStyle;

#define FT_TYPE_STATUS_LINE (ft_status_line_get_type ())
G_DECLARE_FINAL_TYPE (FtStatusLine, ft_status_line, FT, STATUS_LINE, GtkWidget)

GtkWidget *ft_status_line_new (void);

void ft_status_line_set_turn (FtStatusLine *self, const char *text);
const char *ft_status_line_get_turn (FtStatusLine *self);
void ft_status_line_set_message (FtStatusLine *self, const char *text);
const char *ft_status_line_get_message (FtStatusLine *self);
void ft_status_line_set_style (FtStatusLine *self, FtStatusStyle style);

G_END_DECLS
