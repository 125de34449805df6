/* ft-hint-presenter.h — the hint arrow (H) and the evaluation bar in the
 * window (ft-hint-presenter.c, docs/playing.md#hints): the actions win.hint
 * (the menu's Hint, insensitive where none may be asked for) and
 * win.key-hint (H: a toast says why not), the advisor, the tracker and the
 * bar beside the board. The "evaluation-bar" preference is bound when the
 * window is first shown. */
#pragma once

#include <gtk/gtk.h>

#include "ft-evaluation-tracker.h"
#include "ft-game-keys.h"
#include "ft-game-stage.h"
#include "ft-hint-advisor.h"
#include "ft-puzzle-run.h"

G_BEGIN_DECLS

#define FT_TYPE_HINT_PRESENTER (ft_hint_presenter_get_type ())
G_DECLARE_FINAL_TYPE (FtHintPresenter, ft_hint_presenter, FT, HINT_PRESENTER, GObject)

/* Hints and the bar for the games on `stage` (H acts where `keys` say the
 * game keys do; no hint in `puzzles`' levels), the actions in `actions`. */
FtHintPresenter *ft_hint_presenter_new (FtGameStage *stage, FtGameKeys *keys, FtPuzzleRun *puzzles,
                                        GActionMap *actions);
/* For tests and screenshots. */
FtHintAdvisor *ft_hint_presenter_get_advisor (FtHintPresenter *self);
FtEvaluationTracker *ft_hint_presenter_get_tracker (FtHintPresenter *self);
GtkWidget *ft_hint_presenter_get_bar (FtHintPresenter *self);

G_END_DECLS
