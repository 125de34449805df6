/* ft-chess-painter.c — see ft-chess-painter.h. Each SVG is parsed once,
 * when its piece (or a custom kind that looks like it) is first drawn at a
 * size the sprite cache on disk (ft-sprite-cache.h) does not hold; the
 * board view keeps the textures. */
#include "config.h"

#include "ft-rsvg-library.h"

#include "ft-chess-painter.h"
#include "ft-chess-ruleset.h"
#include "ft-sprite-cache.h"
#include "ft-sprite-renderer.h"

#define RESOURCE_PIECES "/io/github/fourteenchess/Fourteen/pieces/"

struct _FtChessPainter
{
  GObject parent_instance;

  /* Each piece's artwork (the resource's bytes) and its parsed SVG, both
   * looked up when first needed. */
  GBytes *artwork[2][FT_N_KINDS];
  gboolean artwork_looked_up[2][FT_N_KINDS];
  RsvgHandle *svg[2][FT_N_KINDS];
  /* Its name in the sprite cache (a digest of the artwork), made once. */
  FtSpriteKey *key[2][FT_N_KINDS];

  /* After an SVG was rendered at complete_px (librsvg is loaded then
   * anyway), the other pieces are rendered into the cache at that size
   * in idle time, one an iteration, so that a later start never loads
   * librsvg for a piece the board shows later (a promotion's queen). */
  int complete_px;
  guint complete_next; /* colour * FT_N_KINDS + kind */
  guint complete_source;

  /* The sprite renderer (ft-sprite-renderer.h), found when the painter is
   * made, is asked once for each size (the last it was asked for:
   * renderer_px); without it, or once it has failed, the pieces are drawn
   * here for the rest of the painter's life. */
  char *renderer;
  int renderer_px;
  gboolean renderer_unusable;
  /* A renderer at work while the game draws on (the window grew to a size
   * never drawn: stand-ins scaled from a smaller size meanwhile); the last
   * size asked for while it works comes next. */
  GCancellable *renderer_cancellable;
  int renderer_running_px;
  int renderer_next_px;
  gboolean stand_ins; /* ft_chess_painter_set_stand_ins () */
};

static void ft_chess_painter_painter_init (FtPiecePainterInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (FtChessPainter, ft_chess_painter, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (FT_TYPE_PIECE_PAINTER, ft_chess_painter_painter_init))

/* ---- Themes --------------------------------------------------------------- */

/* The plain tiles' light and dark shades (the highlights read on all of
 * them). Each pair keeps the dark tiles clearly darker and both shades
 * mid-range enough for white and black pieces alike; the high-contrast one
 * is for low vision and bright rooms. */
static const struct
{
  const char *name;
  const char *light, *dark;
} themes[] = {
  { "brown", "#eed9b6", "#b88b62" },
  { "green", "#eeeed2", "#769656" },
  { "blue", "#dee3e6", "#8ca2ad" },
  { "grey", "#e4e4e4", "#9a9a9a" },
  { "high-contrast", "#ffffff", "#4d4d4d" },
};

gboolean
ft_chess_painter_theme_exists (const char *theme)
{
  for (guint i = 0; i < G_N_ELEMENTS (themes); i++)
    if (g_strcmp0 (themes[i].name, theme) == 0)
      return TRUE;
  return FALSE;
}

static void
chess_get_look (FtPiecePainter *self G_GNUC_UNUSED, const char *theme, FtBoardLook *look)
{
  guint index = 0;

  for (guint i = 0; i < G_N_ELEMENTS (themes); i++)
    if (g_strcmp0 (themes[i].name, theme) == 0)
      index = i;
  gdk_rgba_parse (&look->light, themes[index].light);
  gdk_rgba_parse (&look->dark, themes[index].dark);
  /* A strong shade of the other tile colour, so a label reads on its own
   * tile and on the highlights. */
  gdk_rgba_parse (&look->text_on_light, "#6b4a2b");
  gdk_rgba_parse (&look->text_on_dark, "#fbf1df");
  look->text_on_light.alpha = look->text_on_dark.alpha = 0.9f;
  look->natural_tile = 48;
}

/* ---- Pieces ----------------------------------------------------------------- */

/* The artwork of a built-in kind, or NULL if it has none (drawn as a
 * lettered disc). */
static GBytes *
get_artwork (FtChessPainter *self, FtColour colour, FtKind kind)
{
  if (kind <= FT_NO_KIND || kind >= FT_N_KINDS)
    return NULL;
  if (!self->artwork_looked_up[colour][kind])
    {
      g_autofree char *path = g_strdup_printf (RESOURCE_PIECES "%s-%s.svg", ft_colour_name (colour),
                                               ft_kind_name (kind));
      self->artwork_looked_up[colour][kind] = TRUE;
      self->artwork[colour][kind] = g_resources_lookup_data (path, 0, NULL);
    }
  return self->artwork[colour][kind];
}

/* The sprite cache's key of a built-in kind, or NULL if it has no artwork. */
static const FtSpriteKey *
get_key (FtChessPainter *self, FtColour colour, FtKind kind)
{
  GBytes *artwork = get_artwork (self, colour, kind);

  if (artwork != NULL && self->key[colour][kind] == NULL)
    {
      g_autofree char *name = g_strdup_printf ("%s-%s", ft_colour_name (colour), ft_kind_name (kind));

      self->key[colour][kind] = ft_sprite_key_new (name, artwork);
    }
  return artwork != NULL ? self->key[colour][kind] : NULL;
}

static RsvgHandle *
get_svg (FtChessPainter *self, FtColour colour, FtKind kind)
{
  GBytes *bytes = get_artwork (self, colour, kind);
  g_autoptr (GError) error = NULL;

  if (bytes == NULL || self->svg[colour][kind] != NULL)
    return self->svg[colour][kind];
  if (ft_rsvg_library_open (&error))
    self->svg[colour][kind] = rsvg_handle_new_from_data (g_bytes_get_data (bytes, NULL),
                                                         g_bytes_get_size (bytes), &error);
  if (self->svg[colour][kind] == NULL)
    {
      g_warning ("The %s %s's artwork: %s", ft_colour_name (colour), ft_kind_name (kind), error->message);
      /* Drawn as a lettered disc from now on. */
      g_clear_pointer (&self->artwork[colour][kind], g_bytes_unref);
    }
  return self->svg[colour][kind];
}

/* A disc with the piece's letter: centred and large for a piece without
 * artwork, or small in the lower right corner to mark a custom piece drawn
 * with a built-in shape ("look"). */
static void
draw_letter_disc (cairo_t *cr, int px, FtColour colour, char letter_char, gboolean badge)
{
  PangoLayout *layout;
  PangoFontDescription *font;
  char letter[2] = { g_ascii_toupper (letter_char), 0 };
  int text_w, text_h;
  double cx = badge ? px * 0.78 : px / 2.0;
  double cy = badge ? px * 0.78 : px / 2.0;
  double radius = badge ? px * 0.2 : px * 0.38;

  cairo_arc (cr, cx, cy, radius, 0, 2 * G_PI);
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
  pango_font_description_set_absolute_size (font, radius * 1.1 * PANGO_SCALE);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_text (layout, letter, -1);
  pango_layout_get_pixel_size (layout, &text_w, &text_h);
  cairo_move_to (cr, cx - text_w / 2.0, cy - text_h / 2.0);
  if (colour == FT_WHITE)
    cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  else
    cairo_set_source_rgb (cr, 0.95, 0.95, 0.95);
  pango_cairo_show_layout (cr, layout);
  pango_font_description_free (font);
  g_object_unref (layout);
}

/* The custom kind's letter and look in the position ('?' and a disc if it
 * does not define it). */
static void
custom_kind_appearance (FtRuleset *rules, FtKind kind, char *letter, FtKind *look)
{
  const FtPosition *pos = FT_IS_CHESS_RULESET (rules) ? ft_chess_ruleset_get_position (FT_CHESS_RULESET (rules)) : NULL;
  guint index = kind - FT_CUSTOM_FIRST;

  *letter = '?';
  *look = FT_NO_KIND;
  if (pos != NULL && index < pos->custom.n)
    {
      *letter = pos->custom.kinds[index].letter;
      *look = pos->custom.kinds[index].look;
    }
}

static void complete_later (FtChessPainter *self, int px);

/* The cache's name for a built-in piece's sprite, such as "white-knight". */
static char *
sprite_name (FtColour colour, FtKind kind)
{
  return g_strdup_printf ("%s-%s", ft_colour_name (colour), ft_kind_name (kind));
}

/* The built-in pieces whose sprites the cache lacks at px (names and
 * artworks); FALSE if none. */
static gboolean
missing_at (FtChessPainter *self, int px, GPtrArray **names, GPtrArray **artworks)
{
  *names = g_ptr_array_new_with_free_func (g_free);
  *artworks = g_ptr_array_new ();
  for (int colour = 0; colour < 2; colour++)
    for (int kind = FT_NO_KIND + 1; kind < FT_N_KINDS; kind++)
      {
        const FtSpriteKey *key = get_key (self, colour, kind);

        if (key != NULL && !ft_sprite_cache_has (key, px))
          {
            g_ptr_array_add (*names, sprite_name (colour, kind));
            g_ptr_array_add (*artworks, get_artwork (self, colour, kind));
          }
      }
  return (*names)->len > 0;
}

static void render_elsewhere_later (FtChessPainter *self, int px);

static void
rendered_later_cb (GObject *source G_GNUC_UNUSED, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (GError) error = NULL;
  FtChessPainter *self;
  int px, next;

  /* Cancelled: the painter is gone. */
  if (!ft_sprite_renderer_run_finish (result, &error) && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = user_data;
  px = self->renderer_running_px;
  next = self->renderer_next_px;
  self->renderer_running_px = self->renderer_next_px = 0;
  if (error != NULL)
    {
      g_warning ("The pieces are drawn in the game instead: %s", error->message);
      self->renderer_unusable = TRUE;
    }
  g_signal_emit_by_name (self, "sprites-ready", px);
  if (next != 0 && next != px && !self->renderer_unusable)
    render_elsewhere_later (self, next);
}

/* Has the sprite renderer draw the pieces the cache lacks at px without
 * waiting for it; "sprites-ready" says when they are there. */
static void
render_elsewhere_later (FtChessPainter *self, int px)
{
  g_autoptr (GPtrArray) names = NULL;
  g_autoptr (GPtrArray) artworks = NULL;

  if (self->renderer_running_px != 0)
    {
      if (px != self->renderer_running_px)
        self->renderer_next_px = px;
      return;
    }
  if (!missing_at (self, px, &names, &artworks))
    return;
  if (self->renderer_cancellable == NULL)
    self->renderer_cancellable = g_cancellable_new ();
  self->renderer_running_px = px;
  ft_sprite_renderer_run_async (self->renderer, (const char *const *) names->pdata, (GBytes *const *) artworks->pdata,
                                names->len, px, self->renderer_cancellable, rendered_later_cb, self);
}

/* Has the sprite renderer draw every built-in piece the cache lacks at px,
 * in its own process (so librsvg stays out of this one); TRUE if it ran. */
static gboolean
render_elsewhere (FtChessPainter *self, int px)
{
  g_autoptr (GPtrArray) names = NULL;
  g_autoptr (GPtrArray) artworks = NULL;
  g_autoptr (GError) error = NULL;

  if (self->renderer_unusable || self->renderer_px == px)
    return FALSE;
  self->renderer_px = px;
  /* Without a cache to put them in, the renderer's sprites would be lost. */
  if (!ft_sprite_cache_writable ())
    {
      self->renderer_unusable = TRUE;
      return FALSE;
    }
  if (!missing_at (self, px, &names, &artworks))
    return FALSE;
  if (!ft_sprite_renderer_run (self->renderer, (const char *const *) names->pdata, (GBytes *const *) artworks->pdata,
                               names->len, px, &error))
    {
      g_warning ("The pieces are drawn in the game instead: %s", error->message);
      self->renderer_unusable = TRUE;
      return FALSE;
    }
  return TRUE;
}

/* The built-in kind's sprite at px: from the cache on disk if it holds the
 * size, else drawn there by the sprite renderer, else rendered here from
 * its SVG and stored; NULL if the kind has no
 * artwork (or its artwork cannot be read). */
static GdkTexture *
artwork_sprite (FtChessPainter *self, FtColour colour, FtKind kind, int px)
{
  const FtSpriteKey *key = get_key (self, colour, kind);
  g_autoptr (GError) error = NULL;
  cairo_surface_t *surface;
  GdkTexture *cached;

  if (key == NULL)
    return NULL;
  cached = ft_piece_painter_texture_from_cache (key, px);
  if (cached == NULL && !self->renderer_unusable)
    {
      /* A picture smaller than a size the cache holds (the move list's
       * figurines in the middle of a game) is scaled down from it, as the
       * board view scales its own: the game does not wait for the
       * renderer between two frames. */
      int larger, smaller;
      g_autoptr (GdkTexture) large = NULL;
      g_autoptr (GdkTexture) small = NULL;

      ft_sprite_cache_neighbours (key, px, &larger, &smaller);
      if (larger > 0)
        large = ft_piece_painter_texture_from_cache (key, larger);
      else if (smaller > 0)
        small = ft_piece_painter_texture_from_cache (key, smaller);
      if (large != NULL)
        return ft_piece_painter_scale_down (large, px);
      /* Larger than any size drawn yet (a window growing): a stand-in
       * scaled up from the nearest, sharpened when the renderer is done,
       * so that the resize goes on at the frame rate. */
      if (small != NULL && self->stand_ins && ft_sprite_cache_writable ())
        {
          render_elsewhere_later (self, px);
          return ft_piece_painter_scale (small, px);
        }
      if (render_elsewhere (self, px))
        cached = ft_piece_painter_texture_from_cache (key, px);
    }
  if (cached != NULL || get_svg (self, colour, kind) == NULL)
    return cached;
  surface = ft_rsvg_render_square (self->svg[colour][kind], px, &error);
  if (error != NULL)
    g_warning ("Cannot draw the %s %s: %s", ft_colour_name (colour), ft_kind_name (kind), error->message);
  if (ft_sprite_cache_store (key, px, surface))
    complete_later (self, px);
  return ft_piece_painter_texture_from_surface (surface, px);
}

static gboolean
complete_step (gpointer data)
{
  FtChessPainter *self = data;

  while (self->complete_next < 2 * FT_N_KINDS)
    {
      FtColour colour = self->complete_next / FT_N_KINDS;
      FtKind kind = self->complete_next % FT_N_KINDS;

      const FtSpriteKey *key = get_key (self, colour, kind);

      self->complete_next++;
      /* A sprite already on disk is not read only to be dropped. */
      if (key != NULL && !ft_sprite_cache_has (key, self->complete_px))
        {
          GdkTexture *sprite = artwork_sprite (self, colour, kind, self->complete_px);

          g_clear_object (&sprite);
          return G_SOURCE_CONTINUE;
        }
    }
  self->complete_source = 0;
  return G_SOURCE_REMOVE;
}

/* Every piece at px into the cache, soon (the last size asked for). */
static void
complete_later (FtChessPainter *self, int px)
{
  if (self->complete_px == px && self->complete_source != 0)
    return;
  if (self->complete_px != px)
    {
      self->complete_px = px;
      self->complete_next = 0;
    }
  if (self->complete_source == 0 && self->complete_next < 2 * FT_N_KINDS)
    {
      self->complete_source = g_idle_add_full (G_PRIORITY_LOW, complete_step, self, NULL);
      g_source_set_name_by_id (self->complete_source, "[fourteen] sprites completed");
    }
}

static GdkTexture *
chess_render_piece (FtPiecePainter *painter, FtRuleset *rules, const FtGamePiece *piece, int px)
{
  FtChessPainter *self = FT_CHESS_PAINTER (painter);
  FtColour colour = piece->side & 1;
  FtKind kind = (FtKind) piece->kind;
  g_autoptr (GdkTexture) look_sprite = NULL;
  char letter = ft_kind_to_char (kind);
  cairo_surface_t *surface;
  cairo_t *cr;

  if (!FT_IS_CUSTOM_KIND (kind))
    {
      GdkTexture *sprite = artwork_sprite (self, colour, kind, px);

      if (sprite != NULL)
        return sprite;
    }
  else
    {
      FtKind look;

      /* A custom kind with a look: the built-in kind's sprite (the same
       * file in the cache, so no SVG is parsed when it holds the size)
       * with the letter's badge drawn on it. */
      custom_kind_appearance (rules, kind, &letter, &look);
      if (look != FT_NO_KIND && look < FT_N_KINDS)
        look_sprite = artwork_sprite (self, colour, look, px);
    }

  surface = look_sprite != NULL ? ft_piece_painter_surface_from_texture (look_sprite)
                                : cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cr = cairo_create (surface);
  draw_letter_disc (cr, px, colour, letter, look_sprite != NULL);
  cairo_destroy (cr);
  return ft_piece_painter_texture_from_surface (surface, px);
}

/* ---- Object ------------------------------------------------------------------ */

static void
ft_chess_painter_dispose (GObject *object)
{
  FtChessPainter *self = FT_CHESS_PAINTER (object);

  g_clear_handle_id (&self->complete_source, g_source_remove);
  g_clear_pointer (&self->renderer, g_free);
  g_cancellable_cancel (self->renderer_cancellable);
  g_clear_object (&self->renderer_cancellable);
  for (int colour = 0; colour < 2; colour++)
    for (int kind = 0; kind < FT_N_KINDS; kind++)
      {
        g_clear_object (&self->svg[colour][kind]);
        g_clear_pointer (&self->artwork[colour][kind], g_bytes_unref);
        g_clear_pointer (&self->key[colour][kind], ft_sprite_key_free);
      }
  G_OBJECT_CLASS (ft_chess_painter_parent_class)->dispose (object);
}

static void
ft_chess_painter_painter_init (FtPiecePainterInterface *iface)
{
  iface->render_piece = chess_render_piece;
  iface->get_look = chess_get_look;
}

static void
ft_chess_painter_class_init (FtChessPainterClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_chess_painter_dispose;
}

static void
ft_chess_painter_init (FtChessPainter *self)
{
  self->renderer = ft_sprite_renderer_find ();
  self->renderer_unusable = self->renderer == NULL;
}

void
ft_chess_painter_set_stand_ins (FtChessPainter *self, gboolean allowed)
{
  g_return_if_fail (FT_IS_CHESS_PAINTER (self));
  self->stand_ins = allowed;
}

FtChessPainter *
ft_chess_painter_new (void)
{
  return g_object_new (FT_TYPE_CHESS_PAINTER, NULL);
}
