/* ft-board.c — the board widget. */
#include "config.h"

#include <math.h>

#include <librsvg/rsvg.h>

#include "ft-board.h"

#define RESOURCE_PIECES "/io/github/fourteenchess/Fourteen/pieces/"
#define LOGICAL_TILE 48.0   /* the tile size piece_movement_speed is measured in */
#define FLASH_COUNT 3
#define FLASH_PERIOD_US (G_USEC_PER_SEC / 2)
#define DRAG_THRESHOLD 6.0 /* px the pointer travels before a press becomes a drag */
/* If the frame clock does not tick (hidden window), the game goes on anyway
 * this long after the animation should have ended. */
#define STALL_GRACE_MS 250

/* A piece travelling during an animation. */
typedef struct
{
  FtSquare from;
  FtSquare to;
  FtPiece piece; /* as it looked when it set off (a pawn before promotion) */
} Mover;

struct _FtBoard
{
  GtkWidget parent_instance;

  FtGame *game;
  gulong move_played_id;
  gulong game_over_id;
  gboolean flipped; /* Black at the bottom */

  /* The board as drawn: the position before a move until its animation
   * ends. */
  FtPiece shown[FT_BOARD_CELLS];

  /* Selection and the selected piece's legal destinations. */
  FtSquare selected;
  guint8 destination[FT_BOARD_CELLS]; /* 0 none, else FT_HIGHLIGHT_LEGAL/_CAPTURE */

  /* Dragging a piece. */
  FtSquare press_square;
  double press_x, press_y;
  gboolean dragging;
  double drag_x, drag_y;

  /* The game-over picture. */
  FtSquare mated_king;
  gboolean contributor[FT_BOARD_CELLS];

  /* Move animation. */
  gboolean animate;
  double speed;       /* px per frame at 60 fps, 48 px tile */
  double max_seconds;
  gboolean animating;
  Mover movers[2];
  guint n_movers;
  gint64 duration_us;
  gint64 anim_start_us; /* frame time of the first tick; 0 until then */
  double progress;      /* 0..1 */
  guint tick_id;
  guint stall_timeout_id;
  guint finish_idle_id;
  gboolean skip_next_animation; /* a dropped piece is already there */

  /* Flashing the king that must be defended. */
  gboolean flashing;
  FtSquare flash_square;
  gint64 flash_start_us;
  gboolean flash_on;

  gboolean show_coordinates;

  /* Piece artwork: parsed once; rendered once per pixel size. */
  RsvgHandle *svg[2][FT_N_KINDS];
  gboolean svg_loaded;
  GdkTexture *sprite[2][FT_N_KINDS];
  int sprite_px;
};

G_DEFINE_FINAL_TYPE (FtBoard, ft_board, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_ANIMATE,
  PROP_SHOW_COORDINATES,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_ANIMATION_FINISHED,
  SIGNAL_KING_EXPOSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- Colours ------------------------------------------------------------ */

/* Each highlight in a light and a dark shade, so the checkerboard still
 * reads through it. Chosen to read on both the light and the dark style: the
 * board draws its own background and never takes colours from the theme. */
static const char *const highlight_colours[][2] = {
  [FT_HIGHLIGHT_NONE] = { "#eed9b6", "#b88b62" },
  [FT_HIGHLIGHT_LAST_MOVE] = { "#f3e27a", "#d9c24d" },
  [FT_HIGHLIGHT_LEGAL] = { "#8ec3f5", "#5b9be0" },
  [FT_HIGHLIGHT_CAPTURE] = { "#f5a3a3", "#e07b7b" },
  [FT_HIGHLIGHT_SELECTED] = { "#9fd56b", "#73b344" },
  [FT_HIGHLIGHT_CONTRIBUTOR] = { "#ffa54d", "#f08a24" },
  [FT_HIGHLIGHT_CHECK] = { "#a51d2d", "#8b1523" },
  [FT_HIGHLIGHT_MATED_KING] = { "#e01b24", "#e01b24" },
};

void
ft_board_get_highlight_colour (FtHighlight highlight, gboolean dark_tile, GdkRGBA *colour)
{
  g_return_if_fail (highlight <= FT_HIGHLIGHT_MATED_KING);
  gdk_rgba_parse (colour, highlight_colours[highlight][dark_tile ? 1 : 0]);
}

/* ---- Geometry ----------------------------------------------------------- */

typedef struct
{
  int files, ranks;
  double tile;     /* logical px, a whole number */
  double x0, y0;   /* top-left corner of the board */
} Layout;

static gboolean
get_layout (FtBoard *self, Layout *layout)
{
  const FtPosition *pos;
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));

  if (self->game == NULL)
    return FALSE;
  pos = ft_game_get_position (self->game);
  layout->files = pos->files;
  layout->ranks = pos->ranks;
  /* Whole-pixel tiles keep the checkerboard and the sprites sharp. */
  layout->tile = floor (MIN ((double) width / pos->files, (double) height / pos->ranks));
  if (layout->tile < 1)
    return FALSE;
  layout->x0 = floor ((width - layout->tile * pos->files) / 2);
  layout->y0 = floor ((height - layout->tile * pos->ranks) / 2);
  return TRUE;
}

static void
square_origin (FtBoard *self, const Layout *layout, int file, int rank, double *x, double *y)
{
  int column = self->flipped ? layout->files - 1 - file : file;
  int row = self->flipped ? rank : layout->ranks - 1 - rank;

  *x = layout->x0 + column * layout->tile;
  *y = layout->y0 + row * layout->tile;
}

FtSquare
ft_board_square_at (FtBoard *self, double x, double y)
{
  Layout layout;
  int column, row, file, rank;

  g_return_val_if_fail (FT_IS_BOARD (self), FT_NO_SQUARE);

  if (!get_layout (self, &layout))
    return FT_NO_SQUARE;
  column = (int) floor ((x - layout.x0) / layout.tile);
  row = (int) floor ((y - layout.y0) / layout.tile);
  if (column < 0 || row < 0 || column >= layout.files || row >= layout.ranks)
    return FT_NO_SQUARE;
  file = self->flipped ? layout.files - 1 - column : column;
  rank = self->flipped ? row : layout.ranks - 1 - row;
  return FT_SQUARE (file, rank);
}

gboolean
ft_board_get_square_bounds (FtBoard *self, FtSquare square, graphene_rect_t *bounds)
{
  Layout layout;
  double x, y;

  g_return_val_if_fail (FT_IS_BOARD (self), FALSE);

  if (square == FT_NO_SQUARE || !get_layout (self, &layout))
    return FALSE;
  square_origin (self, &layout, FT_SQUARE_FILE (square), FT_SQUARE_RANK (square), &x, &y);
  graphene_rect_init (bounds, (float) x, (float) y, (float) layout.tile, (float) layout.tile);
  return TRUE;
}

/* ---- Piece artwork ------------------------------------------------------ */

static void
load_svgs (FtBoard *self)
{
  if (self->svg_loaded)
    return;
  self->svg_loaded = TRUE;

  for (int colour = 0; colour < 2; colour++)
    for (int kind = FT_PAWN; kind < FT_N_KINDS; kind++)
      {
        g_autofree char *path = g_strdup_printf (RESOURCE_PIECES "%s-%s.svg",
                                                 ft_colour_name ((FtColour) colour),
                                                 ft_kind_name ((FtKind) kind));
        g_autoptr (GBytes) bytes = g_resources_lookup_data (path, 0, NULL);
        g_autoptr (GError) error = NULL;

        /* Missing artwork is drawn as a lettered disc. */
        if (bytes == NULL)
          continue;
        self->svg[colour][kind] = rsvg_handle_new_from_data (g_bytes_get_data (bytes, NULL),
                                                             g_bytes_get_size (bytes), &error);
        if (self->svg[colour][kind] == NULL)
          g_warning ("%s: %s", path, error->message);
      }
}

static void
draw_letter_piece (cairo_t *cr, int px, FtColour colour, FtKind kind)
{
  PangoLayout *layout;
  PangoFontDescription *font;
  char letter[2] = { g_ascii_toupper (ft_kind_to_char (kind)), 0 };
  int text_w, text_h;

  cairo_arc (cr, px / 2.0, px / 2.0, px * 0.38, 0, 2 * G_PI);
  if (colour == FT_WHITE)
    cairo_set_source_rgb (cr, 0.98, 0.98, 0.96);
  else
    cairo_set_source_rgb (cr, 0.14, 0.14, 0.16);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, MAX (1.0, px / 24.0));
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_stroke (cr);

  layout = pango_cairo_create_layout (cr);
  font = pango_font_description_from_string ("Sans Bold");
  pango_font_description_set_absolute_size (font, px * 0.42 * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, letter, -1);
  pango_layout_get_pixel_size (layout, &text_w, &text_h);
  cairo_move_to (cr, (px - text_w) / 2.0, (px - text_h) / 2.0);
  if (colour == FT_WHITE)
    cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  else
    cairo_set_source_rgb (cr, 0.95, 0.95, 0.95);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (font);
  g_object_unref (layout);
}

static GdkTexture *
render_sprite (FtBoard *self, FtColour colour, FtKind kind, int px)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cairo_t *cr = cairo_create (surface);
  RsvgHandle *svg = self->svg[colour][kind];
  GBytes *bytes;
  GdkTexture *texture;

  if (svg != NULL)
    {
      RsvgRectangle viewport = { 0, 0, px, px };
      g_autoptr (GError) error = NULL;

      if (!rsvg_handle_render_document (svg, cr, &viewport, &error))
        g_warning ("Cannot draw the %s %s: %s", ft_colour_name (colour), ft_kind_name (kind),
                   error->message);
    }
  else
    draw_letter_piece (cr, px, colour, kind);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  /* Cairo's ARGB32 is GDK's default (premultiplied, native-endian) format. */
  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize) cairo_image_surface_get_stride (surface) * px);
  texture = gdk_memory_texture_new (px, px, GDK_MEMORY_DEFAULT, bytes,
                                    (gsize) cairo_image_surface_get_stride (surface));
  g_bytes_unref (bytes);
  cairo_surface_destroy (surface);
  return texture;
}

static void
clear_sprites (FtBoard *self)
{
  for (int colour = 0; colour < 2; colour++)
    for (int kind = 0; kind < FT_N_KINDS; kind++)
      g_clear_object (&self->sprite[colour][kind]);
  self->sprite_px = 0;
}

static GdkTexture *
get_sprite (FtBoard *self, FtPiece piece, int px)
{
  FtColour colour = FT_PIECE_COLOUR (piece);
  FtKind kind = FT_PIECE_KIND (piece);

  if (px != self->sprite_px)
    {
      clear_sprites (self);
      self->sprite_px = px;
    }
  if (self->sprite[colour][kind] == NULL)
    {
      load_svgs (self);
      self->sprite[colour][kind] = render_sprite (self, colour, kind, px);
    }
  return self->sprite[colour][kind];
}

/* ---- Highlights --------------------------------------------------------- */

static gboolean
input_allowed (FtBoard *self)
{
  return self->game != NULL && !ft_game_is_over (self->game) && ft_game_is_human_turn (self->game)
         && ft_game_is_turn_started (self->game) && !self->animating;
}

FtHighlight
ft_board_get_highlight (FtBoard *self, FtSquare square)
{
  const FtPosition *pos;
  FtMove last;

  g_return_val_if_fail (FT_IS_BOARD (self), FT_HIGHLIGHT_NONE);

  if (self->game == NULL || square == FT_NO_SQUARE)
    return FT_HIGHLIGHT_NONE;
  pos = ft_game_get_position (self->game);

  /* A king already dark red for check flashes bright red. */
  if (self->flashing && self->flash_on && square == self->flash_square)
    return ft_position_in_check (pos) ? FT_HIGHLIGHT_MATED_KING : FT_HIGHLIGHT_CHECK;
  /* What the rules say about the new position shows once its move has
   * arrived. */
  if (!self->animating)
    {
      if (square == self->mated_king)
        return FT_HIGHLIGHT_MATED_KING;
      if (pos->board[square] != FT_EMPTY && square == pos->king_square[pos->side_to_move]
          && ft_position_in_check (pos))
        return FT_HIGHLIGHT_CHECK;
      if (self->contributor[square])
        return FT_HIGHLIGHT_CONTRIBUTOR;
    }
  if (square == self->selected)
    return FT_HIGHLIGHT_SELECTED;
  if (self->destination[square] != 0)
    return (FtHighlight) self->destination[square];

  last = ft_game_get_last_move (self->game);
  if (last != FT_MOVE_NONE && (square == FT_MOVE_FROM (last) || square == FT_MOVE_TO (last)))
    return FT_HIGHLIGHT_LAST_MOVE;
  return FT_HIGHLIGHT_NONE;
}

static void
deselect (FtBoard *self)
{
  if (self->selected == FT_NO_SQUARE)
    return;
  self->selected = FT_NO_SQUARE;
  memset (self->destination, 0, sizeof self->destination);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
select_square (FtBoard *self, FtSquare square)
{
  g_autofree FtMoveList *moves = g_new (FtMoveList, 1);

  deselect (self);
  self->selected = square;
  ft_position_generate_legal_from (ft_game_get_position (self->game), square, moves);
  for (guint i = 0; i < moves->count; i++)
    self->destination[FT_MOVE_TO (moves->moves[i])] = FT_MOVE_IS_CAPTURE (moves->moves[i])
                                                          ? FT_HIGHLIGHT_CAPTURE
                                                          : FT_HIGHLIGHT_LEGAL;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- Frame-clock animation: moves and flashes --------------------------- */

static void update_ticking (FtBoard *self);

static void
finish_animation (FtBoard *self)
{
  if (!self->animating)
    return;
  self->animating = FALSE;
  self->n_movers = 0;
  g_clear_handle_id (&self->stall_timeout_id, g_source_remove);
  g_clear_handle_id (&self->finish_idle_id, g_source_remove);
  memcpy (self->shown, ft_game_get_position (self->game)->board, sizeof self->shown);
  update_ticking (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_signal_emit (self, signals[SIGNAL_ANIMATION_FINISHED], 0);
}

void
ft_board_finish_animation (FtBoard *self)
{
  g_return_if_fail (FT_IS_BOARD (self));
  finish_animation (self);
}

static gboolean
stall_timeout_cb (gpointer user_data)
{
  FtBoard *self = FT_BOARD (user_data);

  self->stall_timeout_id = 0;
  finish_animation (self);
  return G_SOURCE_REMOVE;
}

static gboolean
finish_idle_cb (gpointer user_data)
{
  FtBoard *self = FT_BOARD (user_data);

  self->finish_idle_id = 0;
  finish_animation (self);
  return G_SOURCE_REMOVE;
}

static gboolean
tick_cb (GtkWidget *widget, GdkFrameClock *frame_clock, gpointer user_data G_GNUC_UNUSED)
{
  FtBoard *self = FT_BOARD (widget);
  gint64 now = gdk_frame_clock_get_frame_time (frame_clock);

  if (self->animating)
    {
      /* Timed from the first frame drawn, so a long idle before the move
       * does not make it jump. */
      if (self->anim_start_us == 0)
        self->anim_start_us = now;
      self->progress = self->duration_us > 0
                           ? (double) (now - self->anim_start_us) / self->duration_us
                           : 1.0;
      if (self->progress >= 1.0)
        finish_animation (self);
      else
        gtk_widget_queue_draw (widget);
    }

  if (self->flashing)
    {
      gint64 elapsed;
      gboolean on;

      if (self->flash_start_us == 0)
        self->flash_start_us = now;
      elapsed = now - self->flash_start_us;
      /* Each flash is 0.5 s: dark red for the first half, plain for the
       * second. */
      on = elapsed < FLASH_COUNT * FLASH_PERIOD_US && elapsed % FLASH_PERIOD_US < FLASH_PERIOD_US / 2;
      if (on != self->flash_on)
        {
          self->flash_on = on;
          gtk_widget_queue_draw (widget);
        }
      if (elapsed >= FLASH_COUNT * FLASH_PERIOD_US)
        self->flashing = FALSE;
    }

  if (!self->animating && !self->flashing)
    {
      self->tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

/* Tick only while something moves or flashes: an idle board asks the frame
 * clock for nothing. */
static void
update_ticking (FtBoard *self)
{
  gboolean wanted = self->animating || self->flashing;

  if (wanted && self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick_cb, NULL, NULL);
  else if (!wanted && self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
}

static void
stop_flashing (FtBoard *self)
{
  self->flashing = FALSE;
  self->flash_on = FALSE;
  update_ticking (self);
}

static void
start_flashing (FtBoard *self, FtSquare king)
{
  self->flashing = TRUE;
  self->flash_square = king;
  self->flash_start_us = 0;
  self->flash_on = TRUE;
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    update_ticking (self);
  else
    self->flashing = FALSE; /* nobody would see it; do not leave it pending */
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
ft_board_is_flashing (FtBoard *self)
{
  g_return_val_if_fail (FT_IS_BOARD (self), FALSE);
  return self->flashing;
}

gboolean
ft_board_is_animating (FtBoard *self)
{
  g_return_val_if_fail (FT_IS_BOARD (self), FALSE);
  return self->animating;
}

guint
ft_board_get_moving_pieces (FtBoard *self, FtSquare from[2], FtSquare to[2])
{
  g_return_val_if_fail (FT_IS_BOARD (self), 0);

  for (guint i = 0; i < self->n_movers; i++)
    {
      from[i] = self->movers[i].from;
      to[i] = self->movers[i].to;
    }
  return self->n_movers;
}

static void
add_mover (FtBoard *self, FtSquare from, FtSquare to, FtPiece piece)
{
  if (self->n_movers < G_N_ELEMENTS (self->movers))
    self->movers[self->n_movers++] = (Mover) { from, to, piece };
}

/* Work out who travels where by comparing the drawn board with the new
 * position: the mover, and for castling the rook. */
static void
find_movers (FtBoard *self, FtMove move)
{
  const FtPosition *pos = ft_game_get_position (self->game);
  FtSquare from = FT_MOVE_FROM (move), to = FT_MOVE_TO (move);
  FtPiece piece = self->shown[from];

  self->n_movers = 0;
  add_mover (self, from, to, piece);
  if (FT_MOVE_SPECIAL (move) == FT_MOVE_CASTLING)
    {
      FtPiece rook = FT_MAKE_PIECE (FT_PIECE_COLOUR (piece), FT_ROOK);
      int rank = FT_SQUARE_RANK (from);
      FtSquare rook_from = FT_NO_SQUARE, rook_to = FT_NO_SQUARE;

      for (int file = 0; file < pos->files; file++)
        {
          FtSquare sq = FT_SQUARE (file, rank);

          if (self->shown[sq] == rook && pos->board[sq] != rook)
            rook_from = sq;
          else if (self->shown[sq] != rook && pos->board[sq] == rook)
            rook_to = sq;
        }
      if (rook_from != FT_NO_SQUARE && rook_to != FT_NO_SQUARE)
        add_mover (self, rook_from, rook_to, rook);
    }
}

static void
move_played_cb (FtGame *game G_GNUC_UNUSED, guint move, gpointer user_data)
{
  FtBoard *self = FT_BOARD (user_data);
  double distance, tiles_per_second;

  deselect (self);
  stop_flashing (self);
  /* A move arriving mid-animation (never in play; possible in tests) first
   * lands the previous one. */
  finish_animation (self);

  find_movers (self, move);
  self->animating = TRUE;
  self->progress = 0;
  self->anim_start_us = 0;

  distance = hypot (FT_SQUARE_FILE (FT_MOVE_TO (move)) - FT_SQUARE_FILE (FT_MOVE_FROM (move)),
                    FT_SQUARE_RANK (FT_MOVE_TO (move)) - FT_SQUARE_RANK (FT_MOVE_FROM (move)));
  tiles_per_second = self->speed * 60.0 / LOGICAL_TILE;
  self->duration_us = (gint64) (MIN (distance / tiles_per_second, self->max_seconds)
                                * G_USEC_PER_SEC);

  /* The game must not wait for frames that will never come, nor finish
   * inside the signal emission that reported the move: always land the move
   * from the main loop. */
  if (!self->animate || self->skip_next_animation || self->duration_us <= 0
      || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    self->finish_idle_id = g_idle_add (finish_idle_cb, self);
  else
    {
      update_ticking (self);
      self->stall_timeout_id = g_timeout_add (self->duration_us / 1000 + STALL_GRACE_MS,
                                              stall_timeout_cb, self);
    }
  self->skip_next_animation = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
game_over_cb (FtGame *game, int result G_GNUC_UNUSED, int reason, gpointer user_data)
{
  FtBoard *self = FT_BOARD (user_data);
  const FtPosition *pos = ft_game_get_position (game);

  deselect (self);
  self->dragging = FALSE;
  if (reason == FT_REASON_CHECKMATE)
    {
      FtSquare squares[FT_BOARD_CELLS];
      guint n = ft_position_checkmate_contributors (pos, squares);

      self->mated_king = pos->king_square[pos->side_to_move];
      for (guint i = 0; i < n && i < G_N_ELEMENTS (squares); i++)
        self->contributor[squares[i]] = TRUE;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- Input -------------------------------------------------------------- */

static gboolean
is_own_piece (FtBoard *self, FtSquare square)
{
  FtPiece piece;

  if (square == FT_NO_SQUARE)
    return FALSE;
  piece = ft_game_get_position (self->game)->board[square];
  return FT_IS_PIECE (piece) && FT_PIECE_COLOUR (piece) == ft_game_get_human_colour (self->game);
}

static gboolean
try_move (FtBoard *self, FtSquare from, FtSquare to)
{
  const FtPosition *pos = ft_game_get_position (self->game);
  FtMove move = ft_position_find_move (pos, from, to, FT_NO_KIND);

  if (move != FT_MOVE_NONE)
    return ft_game_play_move (self->game, move);

  if (ft_position_move_exposes_king (pos, from, to))
    {
      deselect (self);
      start_flashing (self, pos->king_square[pos->side_to_move]);
      g_signal_emit (self, signals[SIGNAL_KING_EXPOSED], 0);
      return FALSE;
    }
  deselect (self);
  return FALSE;
}

void
ft_board_click_square (FtBoard *self, FtSquare square)
{
  g_return_if_fail (FT_IS_BOARD (self));

  if (!input_allowed (self))
    return;

  if (self->selected != FT_NO_SQUARE)
    {
      if (square == self->selected)
        deselect (self);
      else if (square != FT_NO_SQUARE && self->destination[square] != 0)
        try_move (self, self->selected, square);
      else if (is_own_piece (self, square))
        select_square (self, square);
      else if (square != FT_NO_SQUARE)
        try_move (self, self->selected, square);
      else
        deselect (self);
    }
  else if (is_own_piece (self, square))
    select_square (self, square);
}

FtSquare
ft_board_get_selected (FtBoard *self)
{
  g_return_val_if_fail (FT_IS_BOARD (self), FT_NO_SQUARE);
  return self->selected;
}

/* One GtkGestureDrag serves clicks and drags: a press that is released
 * without travelling is a click. */
static void
drag_begin_cb (GtkGestureDrag *gesture G_GNUC_UNUSED, double x, double y, gpointer user_data)
{
  FtBoard *self = FT_BOARD (user_data);

  self->press_square = ft_board_square_at (self, x, y);
  self->press_x = x;
  self->press_y = y;
  self->dragging = FALSE;
}

static void
drag_update_cb (GtkGestureDrag *gesture G_GNUC_UNUSED, double dx, double dy, gpointer user_data)
{
  FtBoard *self = FT_BOARD (user_data);

  if (!self->dragging)
    {
      if (hypot (dx, dy) < DRAG_THRESHOLD || !input_allowed (self)
          || !is_own_piece (self, self->press_square))
        return;
      self->dragging = TRUE;
      if (self->selected != self->press_square)
        select_square (self, self->press_square);
    }
  self->drag_x = self->press_x + dx;
  self->drag_y = self->press_y + dy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_end_cb (GtkGestureDrag *gesture G_GNUC_UNUSED, double dx, double dy, gpointer user_data)
{
  FtBoard *self = FT_BOARD (user_data);
  FtSquare drop;

  if (!self->dragging)
    {
      if (hypot (dx, dy) < DRAG_THRESHOLD)
        ft_board_click_square (self, self->press_square);
      return;
    }

  self->dragging = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  if (!input_allowed (self))
    return;
  drop = ft_board_square_at (self, self->press_x + dx, self->press_y + dy);
  /* Dropped back where it came from: it stays selected, as after a click. */
  if (drop == self->press_square)
    return;
  if (drop != FT_NO_SQUARE && self->destination[drop] != 0)
    {
      /* The piece is already where it goes: no animation. */
      self->skip_next_animation = TRUE;
      if (!try_move (self, self->press_square, drop))
        self->skip_next_animation = FALSE;
      return;
    }
  if (drop != FT_NO_SQUARE)
    try_move (self, self->press_square, drop);
  else
    deselect (self);
}

static void
drag_cancel_cb (GtkGesture *gesture G_GNUC_UNUSED, GdkEventSequence *sequence G_GNUC_UNUSED,
                gpointer user_data)
{
  FtBoard *self = FT_BOARD (user_data);

  if (self->dragging)
    {
      self->dragging = FALSE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

/* ---- Drawing ------------------------------------------------------------ */

static void
append_piece (FtBoard *self, GtkSnapshot *snapshot, FtPiece piece, double x, double y,
              double tile, int px)
{
  graphene_rect_t rect = GRAPHENE_RECT_INIT ((float) x, (float) y, (float) tile, (float) tile);

  gtk_snapshot_append_texture (snapshot, get_sprite (self, piece, px), &rect);
}

static void
append_coordinate (FtBoard *self, GtkSnapshot *snapshot, const char *text, double x, double y,
                   double tile, gboolean dark_tile, gboolean align_right)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoFontDescription *font = pango_font_description_from_string ("Sans Bold");
  GdkRGBA colour;
  int w, h;
  double pad = MAX (1.0, tile * 0.06);

  pango_font_description_set_absolute_size (font, MAX (7.0, tile * 0.21) * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_get_pixel_size (layout, &w, &h);
  /* A strong shade of the other tile colour, so the label reads on its own
   * tile and on the highlights. */
  gdk_rgba_parse (&colour, dark_tile ? "#fbf1df" : "#6b4a2b");
  colour.alpha = 0.9f;
  gtk_snapshot_save (snapshot);
  if (align_right)
    gtk_snapshot_translate (snapshot,
                            &GRAPHENE_POINT_INIT ((float) (x + tile - w - pad),
                                                  (float) (y + tile - h - pad * 0.5)));
  else
    gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((float) (x + pad), (float) (y + pad * 0.5)));
  gtk_snapshot_append_layout (snapshot, layout, &colour);
  gtk_snapshot_restore (snapshot);
  pango_font_description_free (font);
  g_object_unref (layout);
}

static gboolean
is_moving_from (FtBoard *self, FtSquare square)
{
  for (guint i = 0; i < self->n_movers; i++)
    if (self->movers[i].from == square)
      return TRUE;
  return FALSE;
}

static void
ft_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  FtBoard *self = FT_BOARD (widget);
  Layout layout;
  int px;

  if (!get_layout (self, &layout))
    return;
  px = (int) (layout.tile * gtk_widget_get_scale_factor (widget));

  /* Tiles and highlights. */
  for (int rank = 0; rank < layout.ranks; rank++)
    for (int file = 0; file < layout.files; file++)
      {
        FtSquare sq = FT_SQUARE (file, rank);
        gboolean dark = (file + rank) % 2 == 0; /* a1 is dark */
        GdkRGBA colour;
        double x, y;

        square_origin (self, &layout, file, rank, &x, &y);
        ft_board_get_highlight_colour (ft_board_get_highlight (self, sq), dark, &colour);
        gtk_snapshot_append_color (snapshot, &colour,
                                   &GRAPHENE_RECT_INIT ((float) x, (float) y,
                                                        (float) layout.tile, (float) layout.tile));
      }

  /* Standing pieces. */
  for (int rank = 0; rank < layout.ranks; rank++)
    for (int file = 0; file < layout.files; file++)
      {
        FtSquare sq = FT_SQUARE (file, rank);
        FtPiece piece = self->shown[sq];
        double x, y;

        if (!FT_IS_PIECE (piece) || is_moving_from (self, sq)
            || (self->dragging && sq == self->press_square))
          continue;
        square_origin (self, &layout, file, rank, &x, &y);
        append_piece (self, snapshot, piece, x, y, layout.tile, px);
      }

  /* Coordinates in the corners of the bottom row and the left column, as
   * seen, over the standing pieces so that none hides them. */
  if (self->show_coordinates)
    for (int i = 0; i < MAX (layout.files, layout.ranks); i++)
      {
        char text[4];
        double x, y;

        if (i < layout.files)
          {
            int file = i, rank = self->flipped ? layout.ranks - 1 : 0;

            square_origin (self, &layout, file, rank, &x, &y);
            g_snprintf (text, sizeof text, "%c", 'a' + file);
            append_coordinate (self, snapshot, text, x, y, layout.tile, (file + rank) % 2 == 0,
                               TRUE);
          }
        if (i < layout.ranks)
          {
            int rank = i, file = self->flipped ? layout.files - 1 : 0;

            square_origin (self, &layout, file, rank, &x, &y);
            g_snprintf (text, sizeof text, "%d", rank + 1);
            append_coordinate (self, snapshot, text, x, y, layout.tile, (file + rank) % 2 == 0,
                               FALSE);
          }
      }

  /* Travelling pieces, over everything standing (a captured piece is taken
   * when the capturer arrives). */
  for (guint i = 0; i < self->n_movers; i++)
    {
      const Mover *m = &self->movers[i];
      double fx, fy, tx, ty, t = CLAMP (self->progress, 0.0, 1.0);

      square_origin (self, &layout, FT_SQUARE_FILE (m->from), FT_SQUARE_RANK (m->from), &fx, &fy);
      square_origin (self, &layout, FT_SQUARE_FILE (m->to), FT_SQUARE_RANK (m->to), &tx, &ty);
      append_piece (self, snapshot, m->piece, fx + (tx - fx) * t, fy + (ty - fy) * t,
                    layout.tile, px);
    }

  if (self->dragging && FT_IS_PIECE (self->shown[self->press_square]))
    append_piece (self, snapshot, self->shown[self->press_square],
                  self->drag_x - layout.tile / 2, self->drag_y - layout.tile / 2, layout.tile, px);
}

static void
ft_board_measure (GtkWidget *widget, GtkOrientation orientation, int for_size G_GNUC_UNUSED,
                  int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  FtBoard *self = FT_BOARD (widget);
  int n = 14;

  if (self->game != NULL)
    {
      const FtPosition *pos = ft_game_get_position (self->game);
      n = orientation == GTK_ORIENTATION_HORIZONTAL ? pos->files : pos->ranks;
    }
  *minimum = n * 16;
  *natural = n * (int) LOGICAL_TILE;
  *minimum_baseline = *natural_baseline = -1;
}

static void
ft_board_unmap (GtkWidget *widget)
{
  FtBoard *self = FT_BOARD (widget);

  /* Without frames the animation would only end by the stall timer. */
  stop_flashing (self);
  GTK_WIDGET_CLASS (ft_board_parent_class)->unmap (widget);
  if (self->animating)
    {
      g_clear_handle_id (&self->finish_idle_id, g_source_remove);
      self->finish_idle_id = g_idle_add (finish_idle_cb, self);
    }
}

/* ---- Object ------------------------------------------------------------- */

static void
disconnect_game (FtBoard *self)
{
  if (self->game == NULL)
    return;
  g_clear_signal_handler (&self->move_played_id, self->game);
  g_clear_signal_handler (&self->game_over_id, self->game);
  g_clear_object (&self->game);
}

static void
reset_state (FtBoard *self)
{
  self->selected = FT_NO_SQUARE;
  memset (self->destination, 0, sizeof self->destination);
  self->dragging = FALSE;
  self->mated_king = FT_NO_SQUARE;
  memset (self->contributor, 0, sizeof self->contributor);
  self->animating = FALSE;
  self->n_movers = 0;
  self->skip_next_animation = FALSE;
  g_clear_handle_id (&self->stall_timeout_id, g_source_remove);
  g_clear_handle_id (&self->finish_idle_id, g_source_remove);
  self->flashing = FALSE;
  self->flash_on = FALSE;
  update_ticking (self);
}

void
ft_board_set_game (FtBoard *self, FtGame *game)
{
  g_return_if_fail (FT_IS_BOARD (self));
  g_return_if_fail (game == NULL || FT_IS_GAME (game));

  disconnect_game (self);
  reset_state (self);
  memset (self->shown, 0, sizeof self->shown);
  if (game != NULL)
    {
      self->game = g_object_ref (game);
      self->flipped = ft_game_get_human_colour (game) == FT_BLACK;
      memcpy (self->shown, ft_game_get_position (game)->board, sizeof self->shown);
      self->move_played_id = g_signal_connect (game, "move-played", G_CALLBACK (move_played_cb), self);
      self->game_over_id = g_signal_connect (game, "game-over", G_CALLBACK (game_over_cb), self);
      if (ft_game_is_over (game))
        {
          FtResultReason reason;

          ft_game_get_result (game, &reason);
          game_over_cb (game, 0, reason, self);
        }
    }
  gtk_widget_queue_resize (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

FtGame *
ft_board_get_game (FtBoard *self)
{
  g_return_val_if_fail (FT_IS_BOARD (self), NULL);
  return self->game;
}

void
ft_board_set_animation_timing (FtBoard *self, double speed, double max_seconds)
{
  g_return_if_fail (FT_IS_BOARD (self));
  g_return_if_fail (speed > 0 && max_seconds > 0);
  self->speed = speed;
  self->max_seconds = max_seconds;
}

void
ft_board_set_animate (FtBoard *self, gboolean animate)
{
  g_return_if_fail (FT_IS_BOARD (self));
  animate = !!animate;
  if (self->animate == animate)
    return;
  self->animate = animate;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANIMATE]);
}

gboolean
ft_board_get_animate (FtBoard *self)
{
  g_return_val_if_fail (FT_IS_BOARD (self), FALSE);
  return self->animate;
}

void
ft_board_set_show_coordinates (FtBoard *self, gboolean show)
{
  g_return_if_fail (FT_IS_BOARD (self));
  show = !!show;
  if (self->show_coordinates == show)
    return;
  self->show_coordinates = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_COORDINATES]);
}

gboolean
ft_board_get_show_coordinates (FtBoard *self)
{
  g_return_val_if_fail (FT_IS_BOARD (self), FALSE);
  return self->show_coordinates;
}

static void
ft_board_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtBoard *self = FT_BOARD (object);

  switch (prop_id)
    {
    case PROP_ANIMATE:
      g_value_set_boolean (value, self->animate);
      break;
    case PROP_SHOW_COORDINATES:
      g_value_set_boolean (value, self->show_coordinates);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_board_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  FtBoard *self = FT_BOARD (object);

  switch (prop_id)
    {
    case PROP_ANIMATE:
      ft_board_set_animate (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_COORDINATES:
      ft_board_set_show_coordinates (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_board_dispose (GObject *object)
{
  FtBoard *self = FT_BOARD (object);

  disconnect_game (self);
  reset_state (self);
  clear_sprites (self);
  for (int colour = 0; colour < 2; colour++)
    for (int kind = 0; kind < FT_N_KINDS; kind++)
      g_clear_object (&self->svg[colour][kind]);
  G_OBJECT_CLASS (ft_board_parent_class)->dispose (object);
}

static void
ft_board_class_init (FtBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ft_board_dispose;
  object_class->get_property = ft_board_get_property;
  object_class->set_property = ft_board_set_property;

  widget_class->snapshot = ft_board_snapshot;
  widget_class->measure = ft_board_measure;
  widget_class->unmap = ft_board_unmap;

  properties[PROP_ANIMATE] =
    g_param_spec_boolean ("animate", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SHOW_COORDINATES] =
    g_param_spec_boolean ("show-coordinates", NULL, NULL, TRUE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * FtBoard::animation-finished:
   * The last move has arrived; the game may go on.
   */
  signals[SIGNAL_ANIMATION_FINISHED] = g_signal_new ("animation-finished", G_TYPE_FROM_CLASS (klass),
                                                     G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                     G_TYPE_NONE, 0);
  /**
   * FtBoard::king-exposed:
   * The human tried a move that would leave their king attacked.
   */
  signals[SIGNAL_KING_EXPOSED] = g_signal_new ("king-exposed", G_TYPE_FROM_CLASS (klass),
                                               G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                               G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "ft-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
}

static void
ft_board_init (FtBoard *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();

  self->selected = FT_NO_SQUARE;
  self->press_square = FT_NO_SQUARE;
  self->mated_king = FT_NO_SQUARE;
  self->flash_square = FT_NO_SQUARE;
  self->animate = TRUE;
  self->show_coordinates = TRUE;
  self->speed = 6.0;
  self->max_seconds = 1.0;

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  g_signal_connect (drag, "cancel", G_CALLBACK (drag_cancel_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
}

GtkWidget *
ft_board_new (void)
{
  return g_object_new (FT_TYPE_BOARD, NULL);
}
