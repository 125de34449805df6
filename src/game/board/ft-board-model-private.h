/* ft-board-model-private.h — what the three files of the board model share:
 *   ft-board-model.c         the object, the game and the position shown,
 *                            highlights, fog, moves shown and browsing
 *   ft-board-model-input.c   clicks, drags, promotion, premoves
 *   ft-board-model-access.c  the keyboard cursor, what screen readers are
 *                            told, and the board in words on request
 * Nothing here is for use outside those files.
 */
#pragma once

#include "ft-board-model.h"

G_BEGIN_DECLS

struct _FtBoardModel
{
  GObject parent_instance;

  FtGame *game;
  gulong game_over_id;
  gulong turn_started_id;
  FtRuleset *browsed; /* the earlier position shown, or NULL for the game's own */
  guint browsed_ply;
  gboolean moving;    /* the view animates the move shown */
  /* While a game's move travels, the last move marked is still the one
   * before it, held_ply (compute_highlights()). */
  gboolean holding;
  guint held_ply;
  gboolean flipped;
  guint interactive_colours;

  /* What the board shows at rest (the turn being built on it), what each
   * cell shows (worked out when something changes, not per frame), and
   * the fog mask. */
  FtBoardPicture picture;
  guint8 highlight[FT_N_CELLS];
  gboolean highlights_valid;
  int fog_viewer;
  gboolean fogged_any;
  FtCellSet visible;
  FtCell mated_king;
  FtCellSet contributors;

  /* The move shown last: the picture before it and its hops. */
  FtBoardPicture before;
  FtMoveHop hops[FT_GAME_MOVE_MAX_CELLS];
  guint n_hops;

  /* The selection: the turn being built (path[0] the piece; more cells
   * for a checkers turn) and where it may go next. selecting_premove: the
   * piece was picked up for a premove (its targets are premove targets). */
  FtCell path[FT_GAME_MOVE_MAX_CELLS];
  guint path_length;
  gboolean selecting_premove;
  FtCellSet targets;
  FtCellSet captures; /* the targets that take something */
  FtCell drag_source;
  gboolean dropping; /* a drop requests the move: the view skips the animation */

  /* A promotion waiting for its choice (promotion_length 0: none). */
  gboolean choose_promotion;
  guint promotion_choices[16];
  guint n_promotion_choices;

  gboolean premove_enabled;
  FtCell premove_from, premove_to;

  FtCell cursor;
  FtCell peer_selected;
  gboolean peer_has_point;
  double peer_x, peer_y;

  /* Screen readers: the move on its way, and the last thing said. */
  char *pending_announcement;
  char *announcement;
};

enum
{
  FT_BOARD_MODEL_SIGNAL_CHANGED,
  FT_BOARD_MODEL_SIGNAL_MOVE_SHOWN,
  FT_BOARD_MODEL_SIGNAL_MOVE_REQUESTED,
  FT_BOARD_MODEL_SIGNAL_REFUSED,
  FT_BOARD_MODEL_SIGNAL_PREMOVE_DROPPED,
  FT_BOARD_MODEL_N_SIGNALS
};

enum
{
  FT_BOARD_MODEL_PROP_0,
  FT_BOARD_MODEL_PROP_GAME,
  FT_BOARD_MODEL_PROP_INTERACTIVE_COLOURS,
  FT_BOARD_MODEL_PROP_FLIPPED,
  FT_BOARD_MODEL_PROP_CHOOSE_PROMOTION,
  FT_BOARD_MODEL_PROP_CHOOSING_PROMOTION,
  FT_BOARD_MODEL_PROP_PREMOVE,
  FT_BOARD_MODEL_PROP_FOG_VIEWER,
  FT_BOARD_MODEL_PROP_BROWSING,
  FT_BOARD_MODEL_PROP_MOVING,
  FT_BOARD_MODEL_PROP_CURSOR,
  FT_BOARD_MODEL_PROP_ANNOUNCEMENT,
  FT_BOARD_MODEL_N_PROPS
};

/* ft-board-model.c */
extern guint _ft_board_model_signals[FT_BOARD_MODEL_N_SIGNALS];
extern GParamSpec *_ft_board_model_props[FT_BOARD_MODEL_N_PROPS];
/* Something drawn changed: highlights are worked out again, "changed". */
void _ft_board_model_changed (FtBoardModel *self);
/* The picture again from the position shown and the turn being built. */
void _ft_board_model_update_picture (FtBoardModel *self);
/* The turn being built as a move (its start, for checkers), for hops. */
gboolean _ft_board_model_path_move (FtBoardModel *self, const FtCell *path, guint length,
                                    FtGameMove *move);
gboolean _ft_board_model_on_board (FtBoardModel *self, FtCell cell);

/* ft-board-model-input.c */
/* Drop the selection (the turn being built), a pending promotion and a
 * drag, without a signal. */
void _ft_board_model_drop_input (FtBoardModel *self);
/* Drop the premove and a piece picked up for one. */
void _ft_board_model_forget_premove (FtBoardModel *self);
/* The side's turn has begun: play or drop the premove. */
void _ft_board_model_turn_started (FtBoardModel *self, FtColour side);
/* The side whose pieces may be picked up now (to move, or to premove);
 * -1 for none. */
int _ft_board_model_picking_side (FtBoardModel *self);

/* ft-board-model-access.c */
/* The move (its hops, described in the picture before it) as it will be
 * said when it lands. */
void _ft_board_model_prepare_announcement (FtBoardModel *self);
/* Say what has just happened: the move that landed, if any, then check,
 * checkmate or the result. */
void _ft_board_model_announce_landing (FtBoardModel *self);
/* Say `text` now. */
void _ft_board_model_say (FtBoardModel *self, const char *text);
void _ft_board_model_say_selection (FtBoardModel *self);
void _ft_board_model_reset_announcement (FtBoardModel *self);
/* A move's hops in words ("White knight g1 to f3", a checkers turn jump by
 * jump), `before` the picture before them, appended to text. */
void _ft_board_model_describe_hops (FtBoardModel *self, GString *text, const FtMoveHop *hops, guint n,
                                    const FtBoardPicture *before);

G_END_DECLS
