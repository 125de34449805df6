/* ft-board-animation.c — see ft-board-animation.h. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ft-board-animation.h"

#define LOGICAL_TILE 48.0 /* the tile piece_movement_speed is measured on */

static void
picture_remove (FtBoardPicture *picture, FtCell cell)
{
  if (FT_CELL_IS_VALID (cell))
    picture->occupied.bits[cell / 64] &= ~(G_GUINT64_CONSTANT (1) << (cell % 64));
}

/* The still pieces of the current hop and phase. */
static void
enter (FtBoardAnimation *self, guint hop, FtBoardPhase phase)
{
  self->hop = hop;
  self->phase = phase;
  self->progress = 0;
  self->stage++;
  self->under = self->landed;
  if (hop >= self->n_hops)
    return;
  if (phase == FT_BOARD_PHASE_TRAVEL)
    {
      picture_remove (&self->under, self->hops[hop].from);
      picture_remove (&self->under, self->hops[hop].with_from);
    }
  else
    ft_board_picture_apply_hop (&self->under, &self->hops[hop]);
}

void
ft_board_animation_start (FtBoardAnimation *self, const FtBoardPicture *before, const FtMoveHop *hops,
                          guint n_hops, double speed, double max_seconds, gboolean replay)
{
  double tiles_per_second = speed * 60.0 / LOGICAL_TILE;
  double seconds = 0, scale = 1;

  g_return_if_fail (n_hops <= G_N_ELEMENTS (self->hops));
  g_return_if_fail (speed > 0 && max_seconds > 0);

  memcpy (self->hops, hops, n_hops * sizeof (FtMoveHop));
  self->n_hops = n_hops;
  self->replay = replay;
  self->running = n_hops > 0;
  self->start_us = 0;
  self->landed = *before;
  /* Constant speed; all hops faster alike if the move would last longer
   * than allowed. */
  for (guint i = 0; i < n_hops; i++)
    seconds += hypot (FT_CELL_FILE (hops[i].to) - FT_CELL_FILE (hops[i].from),
                      FT_CELL_RANK (hops[i].to) - FT_CELL_RANK (hops[i].from))
               / tiles_per_second;
  if (seconds > max_seconds)
    scale = max_seconds / seconds;
  for (guint i = 0; i < n_hops; i++)
    self->travel_us[i] = (gint64) (hypot (FT_CELL_FILE (hops[i].to) - FT_CELL_FILE (hops[i].from),
                                          FT_CELL_RANK (hops[i].to) - FT_CELL_RANK (hops[i].from))
                                   / tiles_per_second * scale * G_USEC_PER_SEC);
  self->blast_us = MIN (FT_BOARD_BLAST_US, (gint64) (max_seconds * G_USEC_PER_SEC));
  enter (self, 0, FT_BOARD_PHASE_TRAVEL);
}

static gint64
phase_us (const FtBoardAnimation *self)
{
  if (self->phase == FT_BOARD_PHASE_TRAVEL)
    return self->travel_us[self->hop];
  return self->blast_us;
}

gboolean
ft_board_animation_advance (FtBoardAnimation *self, gint64 now_us)
{
  gint64 elapsed;

  if (!self->running)
    return FALSE;
  /* Timed from the first frame drawn, so that a long idle before the move
   * does not make it jump. */
  if (self->start_us == 0)
    self->start_us = now_us;
  elapsed = now_us - self->start_us;
  while (self->hop < self->n_hops && elapsed >= phase_us (self))
    {
      const FtMoveHop *hop = &self->hops[self->hop];

      elapsed -= phase_us (self);
      self->start_us += phase_us (self);
      if (self->phase == FT_BOARD_PHASE_TRAVEL && hop->explosion != FT_NO_CELL)
        {
          enter (self, self->hop, FT_BOARD_PHASE_BLAST);
          continue;
        }
      ft_board_picture_apply_hop (&self->landed, hop);
      enter (self, self->hop + 1, FT_BOARD_PHASE_TRAVEL);
    }
  if (self->hop >= self->n_hops)
    {
      self->running = FALSE;
      return FALSE;
    }
  self->progress = phase_us (self) > 0 ? CLAMP ((double) elapsed / phase_us (self), 0.0, 1.0) : 1.0;
  return TRUE;
}

gint64
ft_board_animation_get_duration_us (const FtBoardAnimation *self)
{
  gint64 total = 0;

  for (guint i = 0; i < self->n_hops; i++)
    total += self->travel_us[i] + (self->hops[i].explosion != FT_NO_CELL ? self->blast_us : 0);
  return total;
}

void
ft_board_animation_stop (FtBoardAnimation *self)
{
  self->running = FALSE;
  self->n_hops = 0;
}
