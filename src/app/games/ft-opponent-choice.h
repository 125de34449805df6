/* ft-opponent-choice.h — the New Game dialog's opponent and the computer's
 * level, and the start page's level (docs/players.md#which-level): the
 * Opponent row (the computer, a person here, a friend online) and, against
 * the computer, the Level row with the ladder of the game's kind
 * (ft-levels.h), each level labelled with its measured rating ("Level 4,
 * about 1450"), and the level suggested for the player's profile as the
 * row's subtitle ("Suggested: level 5, about 1032"). Until the player
 * chooses a level (in the row, or remembered in the "difficulty" setting)
 * the suggestion is preselected.
 *
 * Signal "chosen": the player chose a level in the row (not a change of
 * kind, profile or settings). */
#pragma once

#include <adwaita.h>

#include "ft-profile-store.h"

G_BEGIN_DECLS

/* The Opponent row's items. */
typedef enum {
  FT_OPPONENT_ITEM_COMPUTER,
  FT_OPPONENT_ITEM_HUMAN,  /* a second person at this computer */
  FT_OPPONENT_ITEM_FRIEND, /* over XMPP (ft-new-game-dialog-friend.c) */
} FtOpponentItem;

#define FT_TYPE_OPPONENT_CHOICE (ft_opponent_choice_get_type ())
G_DECLARE_FINAL_TYPE (FtOpponentChoice, ft_opponent_choice, FT, OPPONENT_CHOICE, GObject)

/* Fills level_row with the ladder of `kind` and keeps it shown only while
 * opponent_row (shown) has the computer. opponent_row may be NULL (the
 * start page, whose buttons say the opponent): the level row is left shown,
 * the "opponent" setting is neither read nor written, and the level is
 * always remembered. store: the levels' ratings and the profiles' (NULL:
 * bare labels, no suggestion). The row's subtitle is the suggestion's while
 * there is one; a subtitle of the row's own stays while there is none. fallback: the level while nothing is chosen
 * and nothing can be suggested. */
FtOpponentChoice *ft_opponent_choice_new (AdwComboRow *opponent_row, AdwComboRow *level_row,
                                          FtProfileStore *store, FtRatedKind kind,
                                          FtLevel fallback);

/* The game's kind: its ladder is listed; a chosen level above its top
 * shows the top. */
void ft_opponent_choice_set_kind (FtOpponentChoice *self, FtRatedKind kind);
/* The profiles and the levels' figures (NULL: none): the levels listed
 * again with their ratings. */
void ft_opponent_choice_set_store (FtOpponentChoice *self, FtProfileStore *store);
/* The profile that plays (NULL: none): its rating at the kind picks the
 * suggestion. */
void ft_opponent_choice_set_profile (FtOpponentChoice *self, FtProfile *profile);
/* Choose a level (as the player would: it stays over kinds, and the top
 * of one kind's ladder is the top of every other's). */
void ft_opponent_choice_set_level (FtOpponentChoice *self, FtLevel level);
/* The level selected (within the kind's ladder). */
FtLevel ft_opponent_choice_get_level (FtOpponentChoice *self);
/* Has the player chosen (here or in the settings), or is the suggestion
 * (else the fallback) shown? */
gboolean ft_opponent_choice_is_chosen (FtOpponentChoice *self);
/* The suggestion for the profile at the kind; FALSE without one. */
gboolean ft_opponent_choice_get_suggestion (FtOpponentChoice *self, FtLevel *level);

/* The remembered choices ("opponent", "difficulty"): a difficulty the user
 * set counts as chosen. */
void ft_opponent_choice_load (FtOpponentChoice *self, GSettings *settings);
/* Remember the opponent and, against the computer, the level (without an
 * opponent row: the level only). */
void ft_opponent_choice_remember (FtOpponentChoice *self, GSettings *settings);
/* The remembered level ("easy", "normal", "hard", "level-N"); `fallback`
 * when it does not parse. */
FtLevel ft_opponent_choice_level_of_settings (GSettings *settings, FtLevel fallback);

G_END_DECLS
