/* ft-checkers-board-widget.c — draws the checkers board and its pieces with
 * cairo, forwards clicks to the game, and animates explosions.
 *
 * The pieces are original vector drawings: a disc in the side's colours
 * (Fire: yellow to red; Water: pale to deep blue) with an emblem that tells
 * the kind — a flame or a drop for a normal piece, a heater shield for a
 * shield, a black bomb with a lit fuse for a bomb — and a gold crown over
 * it for a king. The board keeps a copy of the last state it was told
 * about, so that an explosion can still draw the pieces it removes.
 *
 * Animations run one after the other from a queue on the frame clock: each
 * step or jump slides its piece, then an explosion plays. The rules board
 * has already changed when they start; the drawing hides what has not
 * "happened" yet on screen.
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "ft-checkers-board-widget.h"
#include "ft-names.h"

struct _FtCheckersBoardWidget {
  GtkWidget parent_instance;

  FtCheckersPlay *game;
  gboolean flipped;
  /* The state before the latest change (what an explosion removes). */
  FtCheckersState before;

  /* Animations to show, oldest first (Anim); the head is running. */
  GQueue anims;
  gint64 anim_start; /* frame time of the head's start, µs; 0 until its first frame */
  double progress;   /* of the head, 0..1 */
  double frozen_progress; /* < 0: live; else explosions stop there */
  guint tick_id;
  guint stall_id;
  int focus_square; /* keyboard play: the arrows move it, Enter clicks it */
};

typedef enum { ANIM_SLIDE, ANIM_EXPLOSION } AnimKind;

typedef struct {
  AnimKind kind;
  int from, to;          /* a slide's squares; an explosion's centre in `to` */
  FtCheckersPiece piece; /* what slides */
  int jumped;            /* a plain capture's victim, or NO_SQUARE */
  FtCheckersPiece jumped_piece;
  guint64 removed;       /* an explosion's squares */
  FtCheckersPiece pieces[FT_CHECKERS_SQUARES]; /* what stood there */
} Anim;

#define SLIDE_US (G_USEC_PER_SEC * 3 / 20)

G_DEFINE_FINAL_TYPE (FtCheckersBoardWidget, ft_checkers_board_widget, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_FLIPPED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* ---- Geometry ------------------------------------------------------------ */

typedef struct {
  double x0, y0, size; /* board origin and square size */
} Layout;

static Layout
get_layout (FtCheckersBoardWidget *self)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self)), h = gtk_widget_get_height (GTK_WIDGET (self));
  Layout l;

  l.size = floor (MIN (w, h) / FT_CHECKERS_SIZE);
  l.x0 = floor ((w - l.size * FT_CHECKERS_SIZE) / 2);
  l.y0 = floor ((h - l.size * FT_CHECKERS_SIZE) / 2);
  return l;
}

/* Top-left corner of `square` on screen. */
static void
square_origin (FtCheckersBoardWidget *self, const Layout *l, int square, double *x, double *y)
{
  int col = FT_CHECKERS_FILE (square), row = FT_CHECKERS_SIZE - 1 - FT_CHECKERS_RANK (square);

  if (self->flipped)
    {
      col = FT_CHECKERS_SIZE - 1 - col;
      row = FT_CHECKERS_SIZE - 1 - row;
    }
  *x = l->x0 + col * l->size;
  *y = l->y0 + row * l->size;
}

int
ft_checkers_board_widget_square_at (FtCheckersBoardWidget *self, double x, double y)
{
  Layout l = get_layout (self);
  int col, row;

  g_return_val_if_fail (FT_IS_CHECKERS_BOARD_WIDGET (self), FT_CHECKERS_NO_SQUARE);
  if (l.size <= 0 || x < l.x0 || y < l.y0)
    return FT_CHECKERS_NO_SQUARE;
  col = (int) ((x - l.x0) / l.size);
  row = (int) ((y - l.y0) / l.size);
  if (col >= FT_CHECKERS_SIZE || row >= FT_CHECKERS_SIZE)
    return FT_CHECKERS_NO_SQUARE;
  if (self->flipped)
    {
      col = FT_CHECKERS_SIZE - 1 - col;
      row = FT_CHECKERS_SIZE - 1 - row;
    }
  return FT_CHECKERS_SQUARE (col, FT_CHECKERS_SIZE - 1 - row);
}

/* ---- Pieces -------------------------------------------------------------- */

static void
flame_path (cairo_t *cr, double r)
{
  cairo_move_to (cr, 0, 0.62 * r);
  cairo_curve_to (cr, -0.55 * r, 0.55 * r, -0.6 * r, -0.05 * r, -0.2 * r, -0.35 * r);
  cairo_curve_to (cr, -0.22 * r, -0.1 * r, -0.05 * r, 0.0, 0.0, 0.05 * r);
  cairo_curve_to (cr, -0.05 * r, -0.3 * r, 0.1 * r, -0.55 * r, 0.05 * r, -0.7 * r);
  cairo_curve_to (cr, 0.45 * r, -0.45 * r, 0.65 * r, 0.1 * r, 0.38 * r, 0.45 * r);
  cairo_curve_to (cr, 0.3 * r, 0.55 * r, 0.15 * r, 0.62 * r, 0.0, 0.62 * r);
  cairo_close_path (cr);
}

static void
drop_path (cairo_t *cr, double r)
{
  cairo_move_to (cr, 0, -0.7 * r);
  cairo_curve_to (cr, 0.15 * r, -0.4 * r, 0.48 * r, -0.05 * r, 0.48 * r, 0.22 * r);
  cairo_arc (cr, 0, 0.22 * r, 0.48 * r, 0, G_PI);
  cairo_curve_to (cr, -0.48 * r, -0.05 * r, -0.15 * r, -0.4 * r, 0, -0.7 * r);
  cairo_close_path (cr);
}

static void
shield_path (cairo_t *cr, double r)
{
  cairo_move_to (cr, -0.48 * r, -0.5 * r);
  cairo_line_to (cr, 0.48 * r, -0.5 * r);
  cairo_curve_to (cr, 0.5 * r, 0.1 * r, 0.3 * r, 0.45 * r, 0, 0.66 * r);
  cairo_curve_to (cr, -0.3 * r, 0.45 * r, -0.5 * r, 0.1 * r, -0.48 * r, -0.5 * r);
  cairo_close_path (cr);
}

static void
crown_path (cairo_t *cr, double r)
{
  cairo_move_to (cr, -0.5 * r, -0.45 * r);
  cairo_line_to (cr, -0.58 * r, -0.92 * r);
  cairo_line_to (cr, -0.28 * r, -0.68 * r);
  cairo_line_to (cr, 0, -1.0 * r);
  cairo_line_to (cr, 0.28 * r, -0.68 * r);
  cairo_line_to (cr, 0.58 * r, -0.92 * r);
  cairo_line_to (cr, 0.5 * r, -0.45 * r);
  cairo_close_path (cr);
}

/* A piece centred at the origin with radius r; `alpha` fades it. */
static void
draw_piece (cairo_t *cr, FtCheckersPiece piece, double r, double alpha)
{
  gboolean fire = FT_CHECKERS_PIECE_SIDE (piece) == FT_CHECKERS_FIRE;
  FtCheckersKind kind = FT_CHECKERS_PIECE_KIND (piece);
  cairo_pattern_t *disc;

  cairo_push_group (cr);
  /* Shadow, disc with a radial gradient, rim. */
  cairo_arc (cr, 0.06 * r, 0.1 * r, r, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
  cairo_fill (cr);
  disc = cairo_pattern_create_radial (-0.35 * r, -0.4 * r, 0.1 * r, 0, 0, r);
  if (fire)
    {
      cairo_pattern_add_color_stop_rgb (disc, 0, 1.0, 0.86, 0.35);
      cairo_pattern_add_color_stop_rgb (disc, 0.55, 0.97, 0.45, 0.1);
      cairo_pattern_add_color_stop_rgb (disc, 1, 0.72, 0.12, 0.05);
    }
  else
    {
      cairo_pattern_add_color_stop_rgb (disc, 0, 0.78, 0.93, 1.0);
      cairo_pattern_add_color_stop_rgb (disc, 0.55, 0.22, 0.58, 0.92);
      cairo_pattern_add_color_stop_rgb (disc, 1, 0.05, 0.22, 0.55);
    }
  cairo_arc (cr, 0, 0, r, 0, 2 * G_PI);
  cairo_set_source (cr, disc);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (disc);
  cairo_set_line_width (cr, 0.07 * r);
  if (fire)
    cairo_set_source_rgb (cr, 0.45, 0.07, 0.02);
  else
    cairo_set_source_rgb (cr, 0.02, 0.12, 0.35);
  cairo_stroke (cr);
  /* Inner groove. */
  cairo_arc (cr, 0, 0, 0.8 * r, 0, 2 * G_PI);
  cairo_set_line_width (cr, 0.04 * r);
  cairo_set_source_rgba (cr, 1, 1, 1, 0.35);
  cairo_stroke (cr);

  /* The emblem tells the kind. */
  cairo_save (cr);
  if (FT_CHECKERS_PIECE_CROWNED (piece))
    {
      cairo_translate (cr, 0, 0.12 * r);
      cairo_scale (cr, 0.85, 0.85);
    }
  switch (kind)
    {
    case FT_CHECKERS_SHIELD:
      shield_path (cr, r);
      cairo_set_source_rgb (cr, 0.93, 0.93, 0.9);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, 0.08 * r);
      cairo_set_source_rgb (cr, 0.2, 0.2, 0.22);
      cairo_stroke (cr);
      /* The side's sign on the shield. */
      cairo_save (cr);
      cairo_scale (cr, 0.45, 0.45);
      if (fire)
        flame_path (cr, r);
      else
        drop_path (cr, r);
      cairo_restore (cr);
      if (fire)
        cairo_set_source_rgb (cr, 0.85, 0.25, 0.05);
      else
        cairo_set_source_rgb (cr, 0.1, 0.35, 0.8);
      cairo_fill (cr);
      break;
    case FT_CHECKERS_BOMB:
      cairo_arc (cr, -0.05 * r, 0.12 * r, 0.46 * r, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.1, 0.1, 0.12);
      cairo_fill (cr);
      cairo_arc (cr, -0.2 * r, -0.03 * r, 0.12 * r, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.45);
      cairo_fill (cr);
      /* Neck, fuse and spark. */
      cairo_rectangle (cr, 0.14 * r, -0.42 * r, 0.2 * r, 0.16 * r);
      cairo_set_source_rgb (cr, 0.25, 0.25, 0.28);
      cairo_fill (cr);
      cairo_move_to (cr, 0.24 * r, -0.42 * r);
      cairo_curve_to (cr, 0.28 * r, -0.6 * r, 0.45 * r, -0.55 * r, 0.5 * r, -0.68 * r);
      cairo_set_line_width (cr, 0.07 * r);
      cairo_set_source_rgb (cr, 0.55, 0.42, 0.25);
      cairo_stroke (cr);
      for (int i = 0; i < 6; i++)
        {
          double a = i * G_PI / 3;
          cairo_move_to (cr, 0.5 * r, -0.68 * r);
          cairo_line_to (cr, 0.5 * r + 0.16 * r * cos (a), -0.68 * r + 0.16 * r * sin (a));
        }
      cairo_set_line_width (cr, 0.05 * r);
      cairo_set_source_rgb (cr, 1.0, 0.95, 0.3);
      cairo_stroke (cr);
      break;
    case FT_CHECKERS_NORMAL:
    default:
      if (fire)
        {
          flame_path (cr, r);
          cairo_set_source_rgb (cr, 1.0, 0.93, 0.6);
        }
      else
        {
          drop_path (cr, r);
          cairo_set_source_rgb (cr, 0.9, 0.97, 1.0);
        }
      cairo_fill (cr);
      break;
    }
  cairo_restore (cr);

  if (FT_CHECKERS_PIECE_CROWNED (piece))
    {
      cairo_save (cr);
      cairo_translate (cr, 0, 0.12 * r);
      crown_path (cr, r);
      cairo_set_source_rgb (cr, 1.0, 0.8, 0.15);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, 0.05 * r);
      cairo_set_source_rgb (cr, 0.5, 0.35, 0.0);
      cairo_stroke (cr);
      cairo_restore (cr);
    }
  cairo_pop_group_to_source (cr);
  cairo_paint_with_alpha (cr, alpha);
}

/* ---- Drawing ------------------------------------------------------------- */

static void
draw_piece_on (FtCheckersBoardWidget *self, cairo_t *cr, const Layout *l, int square, FtCheckersPiece piece,
               double scale, double alpha)
{
  double x, y;

  square_origin (self, l, square, &x, &y);
  cairo_save (cr);
  cairo_translate (cr, x + l->size / 2, y + l->size / 2);
  draw_piece (cr, piece, 0.4 * l->size * scale, alpha);
  cairo_restore (cr);
}

/* An explosion at progress p (pieces at full size before it starts). */
static void
draw_explosion (FtCheckersBoardWidget *self, cairo_t *cr, const Layout *l, const Anim *anim, double p,
                gboolean started)
{
  double cx, cy, radius;
  cairo_pattern_t *ball;

  /* The removed pieces shrink and fade in the first half; until the bomb
   * has landed they stand (the bomb itself is drawn by its slide). */
  for (int sq = 0; sq < FT_CHECKERS_SQUARES; sq++)
    if (anim->removed & (G_GUINT64_CONSTANT (1) << sq) && anim->pieces[sq] != FT_CHECKERS_EMPTY
        && (started ? p < 0.6 : sq != anim->to))
      {
        double fade = started ? 1 - p / 0.6 : 1;

        draw_piece_on (self, cr, l, sq, anim->pieces[sq], 0.6 + 0.4 * fade, fade);
      }
  if (!started)
    return;
  /* A fireball grows over the 3×3 block and fades; a shock ring runs out. */
  square_origin (self, l, anim->to, &cx, &cy);
  cx += l->size / 2;
  cy += l->size / 2;
  radius = l->size * (0.3 + 1.5 * sqrt (p));
  ball = cairo_pattern_create_radial (cx, cy, 0, cx, cy, radius);
  cairo_pattern_add_color_stop_rgba (ball, 0, 1.0, 1.0, 0.75, 1 - p);
  cairo_pattern_add_color_stop_rgba (ball, 0.35, 1.0, 0.75, 0.2, 0.9 * (1 - p));
  cairo_pattern_add_color_stop_rgba (ball, 0.75, 0.85, 0.25, 0.05, 0.6 * (1 - p));
  cairo_pattern_add_color_stop_rgba (ball, 1, 0.3, 0.1, 0.05, 0);
  cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
  cairo_set_source (cr, ball);
  cairo_fill (cr);
  cairo_pattern_destroy (ball);
  cairo_arc (cr, cx, cy, l->size * (0.5 + 1.8 * p), 0, 2 * G_PI);
  cairo_set_line_width (cr, l->size * 0.12 * (1 - p));
  cairo_set_source_rgba (cr, 1.0, 0.9, 0.6, 0.8 * (1 - p));
  cairo_stroke (cr);
}

static void
ft_checkers_board_widget_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  FtCheckersBoardWidget *self = FT_CHECKERS_BOARD_WIDGET (widget);
  Layout l = get_layout (self);
  const FtCheckersBoard *board = self->game != NULL ? ft_checkers_play_get_board (self->game) : NULL;
  int selected = board != NULL ? ft_checkers_selected (board) : FT_CHECKERS_NO_SQUARE;
  cairo_t *cr;

  if (l.size <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (l.x0, l.y0, l.size * FT_CHECKERS_SIZE,
                                                                 l.size * FT_CHECKERS_SIZE));
  for (int sq = 0; sq < FT_CHECKERS_SQUARES; sq++)
    {
      double x, y;

      square_origin (self, &l, sq, &x, &y);
      /* Red and grey; the grey (dark) squares are played on. */
      if (FT_CHECKERS_IS_DARK (sq))
        cairo_set_source_rgb (cr, 0.36, 0.37, 0.39);
      else
        cairo_set_source_rgb (cr, 0.72, 0.2, 0.17);
      cairo_rectangle (cr, x, y, l.size, l.size);
      cairo_fill (cr);
      if (sq == selected)
        {
          cairo_set_source_rgba (cr, 1.0, 0.85, 0.2, 0.55);
          cairo_rectangle (cr, x, y, l.size, l.size);
          cairo_fill (cr);
        }
    }
  if (board != NULL)
    {
      guint64 hidden = 0;

      /* Pieces still to arrive on screen are not drawn where they stand. */
      for (GList *a = self->anims.head; a != NULL; a = a->next)
        {
          const Anim *anim = a->data;

          if (anim->kind == ANIM_SLIDE)
            hidden |= G_GUINT64_CONSTANT (1) << anim->to;
        }
      for (int sq = 0; sq < FT_CHECKERS_SQUARES; sq++)
        {
          FtCheckersPiece p = ft_checkers_piece_at (board, sq);
          double x, y;

          square_origin (self, &l, sq, &x, &y);
          if (p != FT_CHECKERS_EMPTY)
            {
              if (!(hidden & (G_GUINT64_CONSTANT (1) << sq)))
                draw_piece_on (self, cr, &l, sq, p, 1.0, 1.0);
            }
          else if (self->anims.length == 0 && ft_checkers_can_move (board, sq))
            {
              /* A legal destination: a light dot with a dark edge. */
              cairo_arc (cr, x + l.size / 2, y + l.size / 2, 0.16 * l.size, 0, 2 * G_PI);
              cairo_set_source_rgba (cr, 0.55, 0.95, 0.45, 0.85);
              cairo_fill_preserve (cr);
              cairo_set_line_width (cr, MAX (1.0, 0.03 * l.size));
              cairo_set_source_rgba (cr, 0, 0.2, 0, 0.8);
              cairo_stroke (cr);
            }
        }
      /* Explosions waiting behind the running slide keep their victims;
       * the running animation is drawn last, on top. */
      for (GList *a = self->anims.tail; a != NULL; a = a->prev)
        {
          const Anim *anim = a->data;
          gboolean head = a == self->anims.head;
          double p = self->progress;

          if (anim->kind == ANIM_EXPLOSION)
            {
              if (head && self->frozen_progress >= 0)
                p = self->frozen_progress;
              draw_explosion (self, cr, &l, anim, p, head);
            }
          else
            {
              double fx, fy, tx, ty, t = 1 - (1 - p) * (1 - p); /* ease out */

              /* The jumped piece stays until the jumper is over it. */
              if (anim->jumped != FT_CHECKERS_NO_SQUARE && anim->jumped_piece != FT_CHECKERS_EMPTY
                  && (!head || t < 0.5))
                draw_piece_on (self, cr, &l, anim->jumped, anim->jumped_piece, 1.0, head ? 1 - t : 1.0);
              if (!head)
                continue;
              square_origin (self, &l, anim->from, &fx, &fy);
              square_origin (self, &l, anim->to, &tx, &ty);
              cairo_save (cr);
              cairo_translate (cr, fx + (tx - fx) * t + l.size / 2, fy + (ty - fy) * t + l.size / 2);
              draw_piece (cr, anim->piece, 0.4 * l.size, 1.0);
              cairo_restore (cr);
            }
        }
    }
  /* The keyboard's square: an orange frame, as on the chess board. */
  if (self->focus_square != FT_CHECKERS_NO_SQUARE && gtk_widget_has_focus (widget))
    {
      double x, y, w = MAX (2.0, 0.06 * l.size);

      square_origin (self, &l, self->focus_square, &x, &y);
      cairo_set_source_rgb (cr, 1.0, 0.55, 0.0);
      cairo_set_line_width (cr, w);
      cairo_rectangle (cr, x + w / 2, y + w / 2, l.size - w, l.size - w);
      cairo_stroke (cr);
    }
  cairo_destroy (cr);
}

static void
ft_checkers_board_widget_measure (GtkWidget *widget G_GNUC_UNUSED, GtkOrientation orientation G_GNUC_UNUSED,
                                  int for_size G_GNUC_UNUSED, int *minimum, int *natural,
                                  int *minimum_baseline, int *natural_baseline)
{
  *minimum = 8 * 24;
  *natural = 8 * 72;
  *minimum_baseline = *natural_baseline = -1;
}

/* ---- Animations ------------------------------------------------------------ */

static gint64
anim_duration (const Anim *anim)
{
  return anim->kind == ANIM_SLIDE ? SLIDE_US : FT_CHECKERS_EXPLOSION_US;
}

static void
stop_animations (FtCheckersBoardWidget *self)
{
  if (self->tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
  self->tick_id = 0;
  g_clear_handle_id (&self->stall_id, g_source_remove);
  g_queue_clear_full (&self->anims, g_free);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
anim_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data G_GNUC_UNUSED)
{
  FtCheckersBoardWidget *self = FT_CHECKERS_BOARD_WIDGET (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  gtk_widget_queue_draw (widget);
  while (self->anims.length > 0)
    {
      const Anim *head = g_queue_peek_head (&self->anims);

      if (self->anim_start == 0)
        self->anim_start = now;
      self->progress = CLAMP ((double) (now - self->anim_start) / anim_duration (head), 0, 1);
      /* A frozen explosion (screenshots) stays. */
      if (self->progress < 1 || (head->kind == ANIM_EXPLOSION && self->frozen_progress >= 0))
        return G_SOURCE_CONTINUE;
      g_free (g_queue_pop_head (&self->anims));
      self->anim_start = now;
      self->progress = 0;
    }
  self->tick_id = 0;
  g_clear_handle_id (&self->stall_id, g_source_remove);
  return G_SOURCE_REMOVE;
}

/* If the frame clock does not tick (a hidden window), end anyway. */
static gboolean
anims_stalled (gpointer user_data)
{
  FtCheckersBoardWidget *self = user_data;

  self->stall_id = 0;
  if (self->frozen_progress < 0)
    stop_animations (self);
  return G_SOURCE_REMOVE;
}

static void
push_anim (FtCheckersBoardWidget *self, Anim *anim)
{
  gint64 total = 0;

  if (self->anims.length == 0)
    {
      self->anim_start = 0;
      self->progress = 0;
    }
  g_queue_push_tail (&self->anims, anim);
  for (GList *a = self->anims.head; a != NULL; a = a->next)
    total += anim_duration (a->data);
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), anim_tick, NULL, NULL);
  g_clear_handle_id (&self->stall_id, g_source_remove);
  self->stall_id = g_timeout_add (total / 1000 + 500, anims_stalled, self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
exploded_cb (FtCheckersPlay *game G_GNUC_UNUSED, int centre, guint64 removed, gpointer user_data)
{
  FtCheckersBoardWidget *self = user_data;
  Anim *anim = g_new0 (Anim, 1);

  anim->kind = ANIM_EXPLOSION;
  anim->to = centre;
  anim->removed = removed;
  /* The pieces as they stood before the explosion: moved_cb has put the
   * bomb on its landing square in `before`. */
  memcpy (anim->pieces, self->before.squares, sizeof anim->pieces);
  push_anim (self, anim);
}

static void
moved_cb (FtCheckersPlay *game G_GNUC_UNUSED, int from, int to, int kind, gboolean crowned,
          gpointer user_data)
{
  FtCheckersBoardWidget *self = user_data;
  Anim *anim = g_new0 (Anim, 1);

  anim->kind = ANIM_SLIDE;
  anim->from = from;
  anim->to = to;
  anim->piece = self->before.squares[from];
  anim->jumped = FT_CHECKERS_NO_SQUARE;
  /* An explosion draws its own victims, the jumped one among them. */
  if (kind == FT_CHECKERS_MOVE_CAPTURED)
    {
      anim->jumped = FT_CHECKERS_SQUARE ((FT_CHECKERS_FILE (from) + FT_CHECKERS_FILE (to)) / 2,
                                         (FT_CHECKERS_RANK (from) + FT_CHECKERS_RANK (to)) / 2);
      anim->jumped_piece = self->before.squares[anim->jumped];
    }
  if (crowned)
    anim->piece |= 0x10;
  /* The mover now stands on `to`: an explosion draws it there. */
  self->before.squares[to] = anim->piece;
  self->before.squares[from] = FT_CHECKERS_EMPTY;
  push_anim (self, anim);
}

static void
changed_cb (FtCheckersPlay *game, gpointer user_data)
{
  FtCheckersBoardWidget *self = user_data;

  self->before = *ft_checkers_state (ft_checkers_play_get_board (game));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- Input --------------------------------------------------------------- */

gboolean
ft_checkers_board_widget_click_square (FtCheckersBoardWidget *self, int square)
{
  const FtCheckersBoard *board;

  g_return_val_if_fail (FT_IS_CHECKERS_BOARD_WIDGET (self), FALSE);
  if (self->game == NULL || square == FT_CHECKERS_NO_SQUARE)
    return FALSE;
  board = ft_checkers_play_get_board (self->game);
  if (ft_checkers_can_move (board, square))
    return ft_checkers_play_move (self->game, square).kind != FT_CHECKERS_MOVE_ILLEGAL;
  return ft_checkers_play_select (self->game, square);
}

/* ---- Keyboard play -------------------------------------------------------- */

int
ft_checkers_board_widget_get_focus_square (FtCheckersBoardWidget *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_BOARD_WIDGET (self), FT_CHECKERS_NO_SQUARE);
  return self->focus_square;
}

static void
set_focus_square (FtCheckersBoardWidget *self, int square)
{
  static const char *const files = "abcdefgh";
  g_autofree char *description = NULL;
  const char *what = _("empty");
  gboolean crowned = FALSE;

  self->focus_square = square;
  if (self->game != NULL)
    {
      FtCheckersPiece piece = ft_checkers_piece_at (ft_checkers_play_get_board (self->game), square);

      crowned = piece != FT_CHECKERS_EMPTY && FT_CHECKERS_PIECE_CROWNED (piece);
      if (piece != FT_CHECKERS_EMPTY)
        what = ft_checkers_piece_label (FT_CHECKERS_PIECE_SIDE (piece) == FT_CHECKERS_FIRE ? FT_WHITE : FT_BLACK,
                                        FT_CHECKERS_PIECE_KIND (piece));
    }
  /* "c3, Fire bomb" / "c3, Fire bomb, king": what a screen reader says of
   * the square. */
  description = crowned ? g_strdup_printf (_("%c%d, %s, king"), files[FT_CHECKERS_FILE (square)],
                                           FT_CHECKERS_RANK (square) + 1, what)
                        : g_strdup_printf ("%c%d, %s", files[FT_CHECKERS_FILE (square)],
                                           FT_CHECKERS_RANK (square) + 1, what);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  description, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Arrows on screen: `right` and `up` as the player sees the board. The
 * first press lands on the selected piece, else the bottom-left square. */
void
ft_checkers_board_widget_move_focus (FtCheckersBoardWidget *self, int right, int up)
{
  int file, rank;

  g_return_if_fail (FT_IS_CHECKERS_BOARD_WIDGET (self));
  if (self->focus_square == FT_CHECKERS_NO_SQUARE)
    {
      int selected = self->game != NULL ? ft_checkers_selected (ft_checkers_play_get_board (self->game))
                                        : FT_CHECKERS_NO_SQUARE;

      set_focus_square (self, selected != FT_CHECKERS_NO_SQUARE
                                ? selected
                                : self->flipped ? FT_CHECKERS_SQUARE (FT_CHECKERS_SIZE - 1, FT_CHECKERS_SIZE - 1)
                                                : FT_CHECKERS_SQUARE (0, 0));
      return;
    }
  if (self->flipped)
    {
      right = -right;
      up = -up;
    }
  file = CLAMP (FT_CHECKERS_FILE (self->focus_square) + right, 0, FT_CHECKERS_SIZE - 1);
  rank = CLAMP (FT_CHECKERS_RANK (self->focus_square) + up, 0, FT_CHECKERS_SIZE - 1);
  set_focus_square (self, FT_CHECKERS_SQUARE (file, rank));
}

void
ft_checkers_board_widget_activate_focus (FtCheckersBoardWidget *self)
{
  g_return_if_fail (FT_IS_CHECKERS_BOARD_WIDGET (self));
  if (self->focus_square == FT_CHECKERS_NO_SQUARE)
    ft_checkers_board_widget_move_focus (self, 0, 0);
  else
    ft_checkers_board_widget_click_square (self, self->focus_square);
}

/* Space is the view's End Turn: only the arrows and Enter are the board's. */
static gboolean
key_pressed_cb (GtkEventControllerKey *controller G_GNUC_UNUSED, guint keyval,
                guint keycode G_GNUC_UNUSED, GdkModifierType state, gpointer user_data)
{
  FtCheckersBoardWidget *self = FT_CHECKERS_BOARD_WIDGET (user_data);

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      ft_checkers_board_widget_move_focus (self, -1, 0);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      ft_checkers_board_widget_move_focus (self, 1, 0);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      ft_checkers_board_widget_move_focus (self, 0, 1);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      ft_checkers_board_widget_move_focus (self, 0, -1);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
      ft_checkers_board_widget_activate_focus (self);
      return TRUE;
    default:
      return FALSE;
    }
}

static void
focus_changed_cb (GtkEventControllerFocus *controller G_GNUC_UNUSED, gpointer user_data)
{
  gtk_widget_queue_draw (GTK_WIDGET (user_data));
}

static void
pressed_cb (GtkGestureClick *gesture G_GNUC_UNUSED, int n_press G_GNUC_UNUSED, double x, double y,
            gpointer user_data)
{
  FtCheckersBoardWidget *self = user_data;

  gtk_widget_grab_focus (GTK_WIDGET (self));
  ft_checkers_board_widget_click_square (self, ft_checkers_board_widget_square_at (self, x, y));
}

/* ---- Properties ---------------------------------------------------------- */

void
ft_checkers_board_widget_set_game (FtCheckersBoardWidget *self, FtCheckersPlay *game)
{
  g_return_if_fail (FT_IS_CHECKERS_BOARD_WIDGET (self));
  g_return_if_fail (game == NULL || FT_IS_CHECKERS_PLAY (game));
  if (self->game == game)
    return;
  stop_animations (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    {
      g_signal_connect (game, "exploded", G_CALLBACK (exploded_cb), self);
      g_signal_connect (game, "moved", G_CALLBACK (moved_cb), self);
      g_signal_connect (game, "changed", G_CALLBACK (changed_cb), self);
      changed_cb (game, self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

FtCheckersPlay *
ft_checkers_board_widget_get_game (FtCheckersBoardWidget *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_BOARD_WIDGET (self), NULL);
  return self->game;
}

void
ft_checkers_board_widget_set_flipped (FtCheckersBoardWidget *self, gboolean flipped)
{
  g_return_if_fail (FT_IS_CHECKERS_BOARD_WIDGET (self));
  flipped = !!flipped;
  if (self->flipped == flipped)
    return;
  self->flipped = flipped;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FLIPPED]);
}

gboolean
ft_checkers_board_widget_get_flipped (FtCheckersBoardWidget *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_BOARD_WIDGET (self), FALSE);
  return self->flipped;
}

gboolean
ft_checkers_board_widget_is_animating (FtCheckersBoardWidget *self)
{
  g_return_val_if_fail (FT_IS_CHECKERS_BOARD_WIDGET (self), FALSE);
  return self->anims.length > 0;
}

void
ft_checkers_board_widget_freeze_explosion (FtCheckersBoardWidget *self, double progress)
{
  g_return_if_fail (FT_IS_CHECKERS_BOARD_WIDGET (self));
  self->frozen_progress = progress < 0 ? -1 : MIN (progress, 1.0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
ft_checkers_board_widget_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtCheckersBoardWidget *self = FT_CHECKERS_BOARD_WIDGET (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_FLIPPED:
      g_value_set_boolean (value, self->flipped);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_checkers_board_widget_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  FtCheckersBoardWidget *self = FT_CHECKERS_BOARD_WIDGET (object);

  switch (prop_id)
    {
    case PROP_GAME:
      ft_checkers_board_widget_set_game (self, g_value_get_object (value));
      break;
    case PROP_FLIPPED:
      ft_checkers_board_widget_set_flipped (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_checkers_board_widget_dispose (GObject *object)
{
  FtCheckersBoardWidget *self = FT_CHECKERS_BOARD_WIDGET (object);

  stop_animations (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (ft_checkers_board_widget_parent_class)->dispose (object);
}

static void
ft_checkers_board_widget_class_init (FtCheckersBoardWidgetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = ft_checkers_board_widget_get_property;
  object_class->set_property = ft_checkers_board_widget_set_property;
  object_class->dispose = ft_checkers_board_widget_dispose;
  widget_class->snapshot = ft_checkers_board_widget_snapshot;
  widget_class->measure = ft_checkers_board_widget_measure;

  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, FT_TYPE_CHECKERS_PLAY,
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                 | G_PARAM_STATIC_STRINGS);
  properties[PROP_FLIPPED] = g_param_spec_boolean ("flipped", NULL, NULL, FALSE,
                                                   G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                     | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_set_css_name (widget_class, "checkers-board");
}

static void
ft_checkers_board_widget_init (FtCheckersBoardWidget *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  self->frozen_progress = -1;
  self->focus_square = FT_CHECKERS_NO_SQUARE;
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect (focus, "enter", G_CALLBACK (focus_changed_cb), self);
  g_signal_connect (focus, "leave", G_CALLBACK (focus_changed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
}

GtkWidget *
ft_checkers_board_widget_new (void)
{
  return g_object_new (FT_TYPE_CHECKERS_BOARD_WIDGET, NULL);
}
