/* ft-hint-advisor.h — the hint (key H, docs/playing.md#hints): the
 * computer's suggested move for the side to move, from a short search, for
 * a player at this computer. No GTK: the window draws the hint as an arrow
 * and says it to screen readers (ft-window-hint.c).
 *
 * The advisor watches a session. A hint may be asked for while a person at
 * this computer is to move in a game that goes on, is not paused and is
 * not browsed, and help is allowed at all (ft-advice.h: not in network
 * games, puzzles or fog of war). The hint — and a search still in flight —
 * is dropped when a move is played, the position changes (a takeback, an
 * undone resignation), the game ends, browsing starts, the mode changes or
 * another session is shown.
 *
 * Chess searches through the analysis interface (ft-analysis.h) for
 * FT_HINT_MOVETIME_MS; checkers with the computer player's search at the
 * hard level for as long (the checkers search gives a best move, no
 * score). The search runs on a worker thread; the main loop never waits.
 *
 *   FtHintAdvisor *advisor = ft_hint_advisor_new ();
 *   ft_hint_advisor_set_session (advisor, session);
 *   g_signal_connect (advisor, "notify::has-hint", G_CALLBACK (on_hint), view);
 *   if (!ft_hint_advisor_request (advisor, &why))
 *     show (why);
 */
#pragma once

#include <glib-object.h>

#include "ft-advice.h"
#include "ft-session.h"

G_BEGIN_DECLS

/* How long a hint thinks: short enough to feel immediate, long enough for
 * a sound move (14×14 middlegames reach depth 5–6). */
#define FT_HINT_MOVETIME_MS 500

#define FT_TYPE_HINT_ADVISOR (ft_hint_advisor_get_type ())
G_DECLARE_FINAL_TYPE (FtHintAdvisor, ft_hint_advisor, FT, HINT_ADVISOR, GObject)

FtHintAdvisor *ft_hint_advisor_new (void);

/* The session advised about (may be NULL); the hint is dropped. */
void ft_hint_advisor_set_session (FtHintAdvisor *self, FtSession *session);
FtSession *ft_hint_advisor_get_session (FtHintAdvisor *self);
/* The kind of game (default FT_ADVICE_PLAY); another one drops the hint. */
void ft_hint_advisor_set_mode (FtHintAdvisor *self, FtAdviceMode mode);
FtAdviceMode ft_hint_advisor_get_mode (FtHintAdvisor *self);
/* The board shows an earlier position: the hint is dropped, none is given. */
void ft_hint_advisor_set_browsing (FtHintAdvisor *self, gboolean browsing);

/* May a hint be asked for now? FALSE with the reason in *why (translated,
 * static; may be NULL). Property "available" (read-only, notified). */
gboolean ft_hint_advisor_can_hint (FtHintAdvisor *self, const char **why);
gboolean ft_hint_advisor_is_available (FtHintAdvisor *self);

/* Look for a hint (dropping the one shown): FALSE with the reason when
 * none may be asked for now. Property "thinking" is TRUE until the hint
 * arrives (then "has-hint" turns TRUE) or it is dropped. */
gboolean ft_hint_advisor_request (FtHintAdvisor *self, const char **why);
gboolean ft_hint_advisor_is_thinking (FtHintAdvisor *self);
/* Drop the hint and stop a search in flight. */
void ft_hint_advisor_clear (FtHintAdvisor *self);

/* Property "has-hint" (read-only, notified): the hint found for the
 * position now. */
gboolean ft_hint_advisor_has_hint (FtHintAdvisor *self);
gboolean ft_hint_advisor_get_hint (FtHintAdvisor *self, FtGameMove *move);
/* The hint's first and last cells (an arrow's ends). */
gboolean ft_hint_advisor_get_arrow (FtHintAdvisor *self, FtCell *from, FtCell *to);
/* The hint in words for screen readers and the toast: "Hint: knight from
 * e4 to f6" (translated); NULL without a hint. */
char *ft_hint_advisor_describe (FtHintAdvisor *self);

G_END_DECLS
