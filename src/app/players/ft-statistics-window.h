/* ft-statistics-window.h — "All Players on This Computer": games played,
 * won, drawn and lost against each computer level and between two people,
 * every player together, on every board or on one kind of board (14×14,
 * standard chess, each fairy board, other boards, checkers), read from the
 * statistics file (ft-statistics.h), which counts every game finished on
 * this computer. A player's own counts are in their games window
 * (ft-profile-games-window.h). */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define FT_TYPE_STATISTICS_WINDOW (ft_statistics_window_get_type ())
G_DECLARE_FINAL_TYPE (FtStatisticsWindow, ft_statistics_window, FT, STATISTICS_WINDOW, AdwWindow)

/* dir: where statistics.ini is ($XDG_DATA_HOME/fourteen). */
FtStatisticsWindow *ft_statistics_window_new (GtkWindow *parent, const char *dir);
/* The text of a row, for tests: "Played 3 · Won 1 · Drawn 1 · Lost 1". */
const char *ft_statistics_window_get_row_text (FtStatisticsWindow *self, guint row);
/* Show one kind of board (an FtRatedKind), or every board (-1, at first):
 * what the Board row chooses. */
void ft_statistics_window_set_board (FtStatisticsWindow *self, int kind);
/* What "Reset the Counts…" does after its question. */
void ft_statistics_window_reset (FtStatisticsWindow *self);
/* "Reset the Counts…": the question (Cancel, or Reset, destructive), shown;
 * its answer "reset" resets. */
AdwMessageDialog *ft_statistics_window_ask_reset (FtStatisticsWindow *self);

G_END_DECLS
