/* ft-board-animation.h — a move travelling on the board, hop by hop
 * (ft_ruleset_get_hops): each hop's piece (with castling's rook) slides at
 * constant speed, then a bomb's blast plays. Measured in elapsed time, so
 * it keeps its duration at any refresh rate and board size (SPEC §6): the
 * speed is piece_movement_speed px per frame at 60 fps on the 48 px tile,
 * and the whole move travels faster if needed to last at most
 * max_movement_time. A plain value the board view keeps; it knows nothing
 * of frames, only of the frame times it is given. */
#pragma once

#include "ft-board-model.h"

G_BEGIN_DECLS

/* A blast lasts this long (or max_movement_time, if shorter). */
#define FT_BOARD_BLAST_US (G_USEC_PER_SEC / 2)

typedef enum {
  FT_BOARD_PHASE_TRAVEL, /* the hop's pieces slide */
  FT_BOARD_PHASE_BLAST,  /* the hop has landed and its bomb explodes */
} FtBoardPhase;

typedef struct
{
  FtMoveHop hops[FT_GAME_MOVE_MAX_CELLS];
  guint n_hops;
  gint64 travel_us[FT_GAME_MOVE_MAX_CELLS];
  gint64 blast_us;
  gboolean replay;  /* a browsed move: nobody waits for it */
  gboolean running;

  /* Where it is: the hop and its phase, progress 0..1 within the phase;
   * under: the pieces standing meanwhile (before the hop lands, without
   * its travelling pieces; after it, during its blast). stage counts the
   * changes of hop or phase (the view redraws its still layer then). */
  guint hop;
  FtBoardPhase phase;
  double progress;
  FtBoardPicture under;
  FtBoardPicture landed; /* the pieces as the hops so far have left them */
  guint stage;
  gint64 start_us; /* frame time of its first frame; 0 until then */
} FtBoardAnimation;

/* Start the hops from `before` (the pieces before the move). speed in px
 * per frame at 60 fps on a 48 px tile; max_seconds caps the travel. */
void ft_board_animation_start (FtBoardAnimation *self, const FtBoardPicture *before,
                               const FtMoveHop *hops, guint n_hops, double speed,
                               double max_seconds, gboolean replay);
/* Move on to frame time now_us (µs); FALSE once it has ended. */
gboolean ft_board_animation_advance (FtBoardAnimation *self, gint64 now_us);
/* How long it lasts in all, µs. */
gint64 ft_board_animation_get_duration_us (const FtBoardAnimation *self);
void ft_board_animation_stop (FtBoardAnimation *self);

G_END_DECLS
