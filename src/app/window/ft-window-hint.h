/* ft-window-hint.h — the hint arrow (H) and the evaluation bar in the
 * window (ft-window-hint.c, docs/playing.md#hints). Called by the window's
 * own files; it works through ft-window.h's getters, not the window's
 * private struct. */
#pragma once

#include "ft-evaluation-tracker.h"
#include "ft-hint-advisor.h"
#include "ft-window.h"

G_BEGIN_DECLS

/* win.hint (the menu's Hint, insensitive where none may be asked for) and
 * the H key's win.key-hint (a toast says why not). */
void _ft_window_class_init_hint (GtkWidgetClass *widget_class);
/* The advisor, the tracker and the bar beside the board; the
 * "evaluation-bar" preference is bound when the window is first shown
 * (ft_window_new gives the settings after init). */
void _ft_window_init_hint (FtWindow *self);

/* For tests and screenshots. */
FtHintAdvisor *_ft_window_get_hint_advisor (FtWindow *self);
FtEvaluationTracker *_ft_window_get_evaluation_tracker (FtWindow *self);
GtkWidget *_ft_window_get_evaluation_bar (FtWindow *self);

G_END_DECLS
