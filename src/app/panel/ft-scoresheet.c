/* ft-scoresheet.c — numbered SAN pairs in a scrolled grid: a number label
 * and two flat buttons a row; in chess, each piece letter drawn as the
 * piece's small picture. */
#include "config.h"

#include <math.h>
#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ft-scoresheet.h"

#include "ft-chess-ruleset.h"
#include "ft-piece-painter.h"

/* A figure's side beside the notation's text, in logical px. */
#define FIGURE_SIZE 20

struct _FtScoresheet
{
  GtkWidget parent_instance;

  GtkWidget *scrolled;
  GtkGrid *grid;
  GPtrArray *sans;    /* char *, one a move */
  GPtrArray *buttons; /* GtkButton *, one a move (owned by the grid) */
  GPtrArray *numbers; /* GtkLabel *, one a row (owned by the grid) */
  GtkWidget *ellipsis; /* "…" before Black's first move, or NULL */
  guint first_number;
  FtColour first_side;
  guint current; /* ply: the highlighted move is current - 1 */
  guint scroll_tick_id;
  guint scroll_tries; /* frames waited for the current move's place */

  /* Figurine notation (chess only): the rules' letters, a painter and
   * the figures drawn so far at figures_px device pixels. */
  FtRuleset *rules;
  FtPiecePainter *painter;
  GHashTable *figures; /* key (rim, side, kind) → GdkTexture */
  int figures_px;
  gboolean style_watched; /* redrawn when the dark style comes or goes */
  guint warm_fonts_id;
};

G_DEFINE_FINAL_TYPE (FtScoresheet, ft_scoresheet, GTK_TYPE_WIDGET)

enum
{
  SIGNAL_PLY_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Where move `index` sits: Black's first move of a game that starts with
 * Black to move is in the second column of the first row. */
static void
cell_of_move (FtScoresheet *self, guint index, guint *row, guint *column)
{
  guint slot = index + (self->first_side == FT_BLACK ? 1 : 0);

  *row = slot / 2;
  *column = 1 + slot % 2;
}

static guint
n_rows_for (FtScoresheet *self, guint n_moves)
{
  guint slots = n_moves + (self->first_side == FT_BLACK ? 1 : 0);

  return n_moves == 0 ? 0 : (slots + 1) / 2;
}

static void
button_clicked_cb (GtkButton *button, gpointer user_data)
{
  FtScoresheet *self = FT_SCORESHEET (user_data);
  guint index;

  if (g_ptr_array_find (self->buttons, button, &index))
    ft_scoresheet_activate_move (self, index);
}

/* The kind a capital letter of the notation names (the moving piece, or
 * after "=" the piece a pawn becomes); FT_NO_KIND for anything else, so
 * that a pawn's move, castling and a pass keep their text. */
static FtKind
figure_kind (FtScoresheet *self, char letter)
{
  const FtPosition *pos;
  FtKind kind;

  if (!FT_IS_CHESS_RULESET (self->rules) || !g_ascii_isupper (letter))
    return FT_NO_KIND;
  pos = ft_chess_ruleset_get_position (FT_CHESS_RULESET (self->rules));
  kind = ft_position_kind_from_char (pos, letter);
  return kind == FT_PAWN ? FT_NO_KIND : kind;
}

/* The black piece with a light rim around it: on the dark style's list the
 * sprite's own faint rim, made for board tiles, leaves it nearly unseen. */
static GdkTexture *
with_light_rim (GdkTexture *sprite, int px)
{
  static const double ring[8][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 },
                                     { 0.7, 0.7 }, { -0.7, 0.7 }, { 0.7, -0.7 }, { -0.7, -0.7 } };
  cairo_surface_t *piece = ft_piece_painter_surface_from_texture (sprite);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cairo_t *cr = cairo_create (surface);
  double width = MAX (1.0, px / 20.0);

  cairo_set_source_rgb (cr, 0.92, 0.91, 0.89);
  for (guint i = 0; i < G_N_ELEMENTS (ring); i++)
    cairo_mask_surface (cr, piece, ring[i][0] * width, ring[i][1] * width);
  cairo_set_source_surface (cr, piece, 0, 0);
  cairo_paint (cr);
  cairo_destroy (cr);
  cairo_surface_destroy (piece);
  return ft_piece_painter_texture_from_surface (surface, px);
}

static void restyle (FtScoresheet *self);

static GtkWidget *
figure_new (FtScoresheet *self, FtColour side, FtKind kind)
{
  AdwStyleManager *style = adw_style_manager_get_default ();
  int px = FIGURE_SIZE * gtk_widget_get_scale_factor (GTK_WIDGET (self));
  gboolean rim = side == FT_BLACK && adw_style_manager_get_dark (style);
  gpointer key = GUINT_TO_POINTER (1u + ((guint) rim * 2 + (guint) side) * FT_N_ALL_KINDS + (guint) kind);
  GdkTexture *texture;

  if (!self->style_watched)
    {
      g_signal_connect_object (style, "notify::dark", G_CALLBACK (restyle), self, G_CONNECT_SWAPPED);
      self->style_watched = TRUE;
    }

  if (px != self->figures_px)
    {
      g_hash_table_remove_all (self->figures);
      self->figures_px = px;
    }
  texture = g_hash_table_lookup (self->figures, key);
  if (texture == NULL)
    {
      FtGamePiece piece = { .side = side, .kind = kind };

      if (self->painter == NULL)
        self->painter = ft_piece_painter_new_for_kind (FT_GAME_KIND_CHESS);
      texture = ft_piece_painter_render_piece (self->painter, self->rules, &piece, px);
      if (rim)
        {
          GdkTexture *plain = texture;

          texture = with_light_rim (plain, px);
          g_object_unref (plain);
        }
      g_hash_table_insert (self->figures, key, texture);
    }
  /* The button's name says the move with its letter: the picture is
   * not read out on its own. */
  return g_object_new (GTK_TYPE_IMAGE, "paintable", texture, "pixel-size", FIGURE_SIZE,
                       "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
}

static void
append_text (GtkWidget *box, const char *text, gsize length)
{
  g_autofree char *part = g_strndup (text, length);
  GtkWidget *label = gtk_label_new (part);

  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_box_append (GTK_BOX (box), label);
}

/* "Nf3" as the knight's picture and "f3", "e8=Q" as "e8=" and the queen's
 * picture (figurine notation, as lichess shows it); NULL when the SAN
 * names no piece by a letter. */
static GtkWidget *
figurine_new (FtScoresheet *self, FtColour side, const char *san)
{
  FtKind piece = g_str_has_prefix (san, "O-O") ? FT_NO_KIND : figure_kind (self, san[0]);
  const char *equals = strchr (san, '=');
  FtKind promotion = equals != NULL ? figure_kind (self, equals[1]) : FT_NO_KIND;
  const char *text = san;
  GtkWidget *box;

  if (piece == FT_NO_KIND && promotion == FT_NO_KIND)
    return NULL;
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  if (piece != FT_NO_KIND)
    {
      gtk_box_append (GTK_BOX (box), figure_new (self, side, piece));
      text++;
    }
  if (promotion != FT_NO_KIND)
    {
      append_text (box, text, (gsize) (equals + 1 - text));
      gtk_box_append (GTK_BOX (box), figure_new (self, side, promotion));
      text = equals + 2;
    }
  if (*text != '\0')
    append_text (box, text, strlen (text));
  return box;
}

static void
set_button_label (FtScoresheet *self, GtkWidget *button, guint index, const char *san)
{
  g_autofree char *name = NULL;
  GtkWidget *figurine;
  guint row, column;

  cell_of_move (self, index, &row, &column);
  figurine = figurine_new (self, column == 1 ? FT_WHITE : FT_BLACK, san);
  if (figurine != NULL)
    gtk_button_set_child (GTK_BUTTON (button), figurine);
  else
    gtk_button_set_label (GTK_BUTTON (button), san);
  /* "Move 12, White, Nf3": a screen reader hears whose move it was, and
   * the piece by its letter. */
  name = g_strdup_printf (column == 1 ? _("Move %u, White, %s") : _("Move %u, Black, %s"),
                          self->first_number + row, san);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

/* The dark style came or went: every move drawn again. */
static void
restyle (FtScoresheet *self)
{
  for (guint i = 0; i < self->buttons->len; i++)
    set_button_label (self, g_ptr_array_index (self->buttons, i), i, g_ptr_array_index (self->sans, i));
}

static void
remove_from (FtScoresheet *self, guint n_moves)
{
  guint n_rows = n_rows_for (self, n_moves);

  while (self->buttons->len > n_moves)
    {
      GtkWidget *button = g_ptr_array_steal_index (self->buttons, self->buttons->len - 1);

      gtk_grid_remove (self->grid, button);
    }
  g_ptr_array_set_size (self->sans, n_moves);
  while (self->numbers->len > n_rows)
    {
      GtkWidget *label = g_ptr_array_steal_index (self->numbers, self->numbers->len - 1);

      gtk_grid_remove (self->grid, label);
    }
  if (n_moves == 0 && self->ellipsis != NULL)
    {
      gtk_grid_remove (self->grid, self->ellipsis);
      self->ellipsis = NULL;
    }
}

static void
append_move (FtScoresheet *self, const char *san)
{
  guint index = self->buttons->len;
  GtkWidget *button;
  guint row, column;

  cell_of_move (self, index, &row, &column);
  if (row >= self->numbers->len)
    {
      g_autofree char *number = g_strdup_printf ("%u.", self->first_number + row);
      GtkWidget *label = gtk_label_new (number);

      gtk_label_set_xalign (GTK_LABEL (label), 1.0);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_widget_add_css_class (label, "numeric");
      gtk_grid_attach (self->grid, label, 0, row, 1, 1);
      g_ptr_array_add (self->numbers, label);
    }
  if (index == 0 && column == 2)
    {
      self->ellipsis = gtk_label_new ("…");
      gtk_widget_add_css_class (self->ellipsis, "dim-label");
      gtk_grid_attach (self->grid, self->ellipsis, 1, row, 1, 1);
    }

  button = gtk_button_new ();
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_hexpand (button, TRUE);
  gtk_widget_set_focus_on_click (button, FALSE);
  set_button_label (self, button, index, san);
  /* Long SAN ("Qp16xo15=Q+") must not widen the 120 px column. */
  if (GTK_IS_LABEL (gtk_button_get_child (GTK_BUTTON (button))))
    {
      gtk_label_set_ellipsize (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))),
                               PANGO_ELLIPSIZE_END);
      gtk_label_set_xalign (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), 0.0);
    }
  g_signal_connect (button, "clicked", G_CALLBACK (button_clicked_cb), self);
  gtk_grid_attach (self->grid, button, column, row, 1, 1);
  g_ptr_array_add (self->buttons, button);
  g_ptr_array_add (self->sans, g_strdup (san));
}

/* FALSE while the current move has no place yet (rows just added wait for
 * their first allocation, the list for its new height): try again. */
static gboolean
scroll_to_current_now (FtScoresheet *self)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled));
  double page = gtk_adjustment_get_page_size (adjustment);
  double value = gtk_adjustment_get_value (adjustment);
  graphene_rect_t bounds;
  GtkWidget *button;

  if (self->current == 0 || self->current > self->buttons->len)
    {
      gtk_adjustment_set_value (adjustment, 0);
      return TRUE;
    }
  button = g_ptr_array_index (self->buttons, self->current - 1);
  if (!gtk_widget_compute_bounds (button, GTK_WIDGET (self->grid), &bounds) || bounds.size.height <= 0
      || bounds.origin.y + bounds.size.height > gtk_adjustment_get_upper (adjustment) + 0.5)
    return FALSE;
  if (bounds.origin.y < value)
    gtk_adjustment_set_value (adjustment, bounds.origin.y);
  else if (bounds.origin.y + bounds.size.height > value + page)
    gtk_adjustment_set_value (adjustment, bounds.origin.y + bounds.size.height - page);
  return TRUE;
}

/* The rows just added have no allocation yet: scroll on a later frame,
 * after layout (a few frames at most). */
static gboolean
scroll_tick_cb (GtkWidget *widget, GdkFrameClock *clock G_GNUC_UNUSED, gpointer user_data G_GNUC_UNUSED)
{
  FtScoresheet *self = FT_SCORESHEET (widget);

  if (!scroll_to_current_now (self) && ++self->scroll_tries < 30)
    return G_SOURCE_CONTINUE;
  self->scroll_tick_id = 0;
  return G_SOURCE_REMOVE;
}

static void
queue_scroll (FtScoresheet *self)
{
  self->scroll_tries = 0;
  if (self->scroll_tick_id == 0)
    self->scroll_tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_tick_cb, NULL, NULL);
}

static void
update_highlight (FtScoresheet *self, guint old_ply)
{
  if (old_ply > 0 && old_ply <= self->buttons->len)
    gtk_widget_remove_css_class (g_ptr_array_index (self->buttons, old_ply - 1), "current-move");
  if (self->current > 0 && self->current <= self->buttons->len)
    gtk_widget_add_css_class (g_ptr_array_index (self->buttons, self->current - 1), "current-move");
}

void
ft_scoresheet_set_moves (FtScoresheet *self, guint first_number, FtColour first_side,
                        const char *const *sans, guint n_moves)
{
  guint keep = 0;

  g_return_if_fail (FT_IS_SCORESHEET (self));
  g_return_if_fail (n_moves == 0 || sans != NULL);

  if (first_number == 0)
    first_number = 1;
  if (first_number != self->first_number || first_side != self->first_side)
    {
      remove_from (self, 0);
      self->first_number = first_number;
      self->first_side = first_side;
    }
  while (keep < n_moves && keep < self->sans->len
         && g_strcmp0 (g_ptr_array_index (self->sans, keep), sans[keep]) == 0)
    keep++;
  /* The highlight is set again below, on whatever button then shows the
   * current move. */
  if (self->current > 0 && self->current <= self->buttons->len)
    gtk_widget_remove_css_class (g_ptr_array_index (self->buttons, self->current - 1), "current-move");
  remove_from (self, keep);
  for (guint i = keep; i < n_moves; i++)
    append_move (self, sans[i]);
  if (self->current > n_moves)
    self->current = n_moves;
  update_highlight (self, 0);
  queue_scroll (self);
}

void
ft_scoresheet_set_rules (FtScoresheet *self, FtRuleset *rules)
{
  g_return_if_fail (FT_IS_SCORESHEET (self));
  g_return_if_fail (rules == NULL || FT_IS_RULESET (rules));

  if (rules == self->rules)
    return;
  g_set_object (&self->rules, rules);
  /* Custom kinds differ from game to game: their figures too. */
  g_hash_table_remove_all (self->figures);
  /* The next ft_scoresheet_set_moves() writes every move anew. */
  if (self->current > 0 && self->current <= self->buttons->len)
    gtk_widget_remove_css_class (g_ptr_array_index (self->buttons, self->current - 1), "current-move");
  remove_from (self, 0);
  self->current = 0;
}

/* ---- One Tab stop ---------------------------------------------------------
 * Tab enters the list on the move the board shows (else the last) and the
 * next Tab leaves it, however long the game; inside, ←/→ (the window's
 * browsing keys), ↑/↓ (a move pair up or down), Home and End move, and the
 * focus follows the move shown, so that a screen reader reads it. */

static GtkWidget *
focus_target (FtScoresheet *self)
{
  if (self->buttons->len == 0)
    return NULL;
  if (self->current > 0 && self->current <= self->buttons->len)
    return g_ptr_array_index (self->buttons, self->current - 1);
  return g_ptr_array_index (self->buttons, self->current == 0 ? 0 : self->buttons->len - 1);
}

static gboolean
has_focus_inside (FtScoresheet *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  return focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self));
}

static gboolean
ft_scoresheet_focus (GtkWidget *widget, GtkDirectionType direction)
{
  FtScoresheet *self = FT_SCORESHEET (widget);
  GtkWidget *target = focus_target (self);

  if (has_focus_inside (self))
    /* Tab leaves; the arrows stay inside (the keys below move). */
    return direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD;
  return target != NULL && gtk_widget_grab_focus (target);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller G_GNUC_UNUSED, guint keyval, guint keycode G_GNUC_UNUSED,
                GdkModifierType state, gpointer user_data)
{
  FtScoresheet *self = FT_SCORESHEET (user_data);
  int step;

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0 || self->buttons->len == 0)
    return FALSE;
  if (keyval == GDK_KEY_Up || keyval == GDK_KEY_KP_Up)
    step = -2;
  else if (keyval == GDK_KEY_Down || keyval == GDK_KEY_KP_Down)
    step = 2;
  else
    return FALSE;
  /* From the move shown (the start: before the first) a pair up or down. */
  ft_scoresheet_activate_move (self, (guint) CLAMP ((int) self->current - 1 + step, 0,
                                                    (int) self->buttons->len - 1));
  return TRUE;
}

void
ft_scoresheet_set_current (FtScoresheet *self, guint ply)
{
  guint old;
  GtkWidget *target;

  g_return_if_fail (FT_IS_SCORESHEET (self));

  old = self->current;
  self->current = MIN (ply, self->buttons->len);
  update_highlight (self, old);
  queue_scroll (self);
  target = focus_target (self);
  if (target != NULL && has_focus_inside (self))
    gtk_widget_grab_focus (target);
}

guint
ft_scoresheet_get_current (FtScoresheet *self)
{
  g_return_val_if_fail (FT_IS_SCORESHEET (self), 0);
  return self->current;
}

guint
ft_scoresheet_get_n_moves (FtScoresheet *self)
{
  g_return_val_if_fail (FT_IS_SCORESHEET (self), 0);
  return self->sans->len;
}

const char *
ft_scoresheet_get_san (FtScoresheet *self, guint index)
{
  g_return_val_if_fail (FT_IS_SCORESHEET (self), NULL);
  g_return_val_if_fail (index < self->sans->len, NULL);
  return g_ptr_array_index (self->sans, index);
}

char *
ft_scoresheet_get_row_text (FtScoresheet *self, guint row)
{
  GString *text;

  g_return_val_if_fail (FT_IS_SCORESHEET (self), NULL);
  if (row >= self->numbers->len)
    return NULL;

  text = g_string_new (gtk_label_get_label (g_ptr_array_index (self->numbers, row)));
  for (guint column = 1; column <= 2; column++)
    {
      GtkWidget *child = gtk_grid_get_child_at (self->grid, column, row);
      guint index;

      /* A move's notation as written, its letters and all. */
      if (GTK_IS_BUTTON (child) && g_ptr_array_find (self->buttons, child, &index))
        g_string_append_printf (text, " %s", (const char *) g_ptr_array_index (self->sans, index));
      else if (GTK_IS_LABEL (child))
        g_string_append_printf (text, " %s", gtk_label_get_label (GTK_LABEL (child)));
    }
  return g_string_free (text, FALSE);
}

void
ft_scoresheet_activate_move (FtScoresheet *self, guint index)
{
  g_return_if_fail (FT_IS_SCORESHEET (self));
  g_return_if_fail (index < self->buttons->len);
  g_signal_emit (self, signals[SIGNAL_PLY_ACTIVATED], 0, index + 1);
}

static gboolean fonts_warmed; /* the caches are the process's */

GPtrArray *
ft_scoresheet_dup_font_faces (FtScoresheet *self)
{
  /* style.css's move list: the moves at 0.9 of the panel's size, the
   * current one bold, the numbers at 0.85. */
  static const struct
  {
    double scale;
    PangoWeight weight;
  } faces[] = {
    { 0.9, PANGO_WEIGHT_NORMAL }, { 0.9, PANGO_WEIGHT_BOLD }, { 0.85, PANGO_WEIGHT_NORMAL },
  };
  const PangoFontDescription *panel;
  GPtrArray *result = g_ptr_array_new_with_free_func ((GDestroyNotify) pango_font_description_free);
  double px;

  g_return_val_if_fail (FT_IS_SCORESHEET (self), result);
  panel = pango_context_get_font_description (gtk_widget_get_pango_context (GTK_WIDGET (self)));
  px = pango_font_description_get_size (panel) / (double) PANGO_SCALE;
  if (!pango_font_description_get_size_is_absolute (panel))
    px *= 96.0 / 72.0;
  for (guint i = 0; i < G_N_ELEMENTS (faces); i++)
    {
      PangoFontDescription *face = pango_font_description_copy (panel);

      /* As GTK sets a CSS font size: absolute, in pango units of px. */
      pango_font_description_set_absolute_size (face, round (px * faces[i].scale * PANGO_SCALE));
      pango_font_description_set_weight (face, faces[i].weight);
      g_ptr_array_add (result, face);
    }
  return result;
}

/* The move list's faces load, shape and draw their first glyphs when the
 * first move lands, in the frame that shows it: 0.8 ms of that frame's
 * processor time on the bench's machine, once a run (docs/performance.md,
 * "Issue 42: runs K, L and M on another machine"). Done once while the
 * window is idle, the fonts and glyphs are in pango's and cairo's caches
 * before then. */
static gboolean
warm_fonts_cb (gpointer data)
{
  FtScoresheet *self = data;
  static const char text[] = "1234567890.\u2026 abcdefghijklmnopqrstuvwxyz KQRBNO-x+#=";
  g_autoptr (GPtrArray) faces = ft_scoresheet_dup_font_faces (self);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, 640, 48);
  cairo_t *cr = cairo_create (surface);

  self->warm_fonts_id = 0;
  fonts_warmed = TRUE;
  for (guint i = 0; i < faces->len; i++)
    {
      g_autoptr (PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);

      pango_layout_set_font_description (layout, g_ptr_array_index (faces, i));
      pango_cairo_show_layout (cr, layout);
    }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return G_SOURCE_REMOVE;
}

static void
ft_scoresheet_map (GtkWidget *widget)
{
  FtScoresheet *self = FT_SCORESHEET (widget);

  GTK_WIDGET_CLASS (ft_scoresheet_parent_class)->map (widget);
  if (!fonts_warmed && self->warm_fonts_id == 0)
    self->warm_fonts_id = g_idle_add_full (G_PRIORITY_LOW, warm_fonts_cb, self, NULL);
}

static void
ft_scoresheet_dispose (GObject *object)
{
  FtScoresheet *self = FT_SCORESHEET (object);

  g_clear_handle_id (&self->warm_fonts_id, g_source_remove);
  if (self->scroll_tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick_id);
      self->scroll_tick_id = 0;
    }
  g_clear_pointer (&self->scrolled, gtk_widget_unparent);
  g_clear_object (&self->rules);
  g_clear_object (&self->painter);
  G_OBJECT_CLASS (ft_scoresheet_parent_class)->dispose (object);
}

static void
ft_scoresheet_finalize (GObject *object)
{
  FtScoresheet *self = FT_SCORESHEET (object);

  g_ptr_array_unref (self->sans);
  g_ptr_array_unref (self->buttons);
  g_ptr_array_unref (self->numbers);
  g_hash_table_unref (self->figures);
  G_OBJECT_CLASS (ft_scoresheet_parent_class)->finalize (object);
}

static void
ft_scoresheet_class_init (FtScoresheetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ft_scoresheet_dispose;
  object_class->finalize = ft_scoresheet_finalize;

  /**
   * FtScoresheet::ply-activated:
   * @ply: the ply after the clicked move
   */
  signals[SIGNAL_PLY_ACTIVATED] = g_signal_new ("ply-activated", G_TYPE_FROM_CLASS (klass),
                                                G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                G_TYPE_NONE, 1, G_TYPE_UINT);

  widget_class->focus = ft_scoresheet_focus;
  widget_class->map = ft_scoresheet_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "ft-scoresheet");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ft_scoresheet_init (FtScoresheet *self)
{
  GtkEventController *keys;

  self->sans = g_ptr_array_new_with_free_func (g_free);
  self->buttons = g_ptr_array_new ();
  self->numbers = g_ptr_array_new ();
  self->figures = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  self->first_number = 1;
  self->first_side = FT_WHITE;

  self->grid = GTK_GRID (gtk_grid_new ());
  gtk_grid_set_column_homogeneous (self->grid, FALSE);
  gtk_widget_set_valign (GTK_WIDGET (self->grid), GTK_ALIGN_START);
  self->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scrolled), GTK_WIDGET (self->grid));
  gtk_widget_set_parent (self->scrolled, GTK_WIDGET (self));
  /* The list shorter or longer (a message below it, a resized window):
   * the current move is brought back whole into view. */
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scrolled)), "changed",
                           G_CALLBACK (queue_scroll), self, G_CONNECT_SWAPPED);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Moves"), -1);
  /* GTK names them after their type otherwise. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_scrolled_window_get_vscrollbar (GTK_SCROLLED_WINDOW (self->scrolled))),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Scroll the moves"), -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_scrolled_window_get_hscrollbar (GTK_SCROLLED_WINDOW (self->scrolled))),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Scroll the moves sideways"), -1);
  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

GtkWidget *
ft_scoresheet_new (void)
{
  return g_object_new (FT_TYPE_SCORESHEET, NULL);
}
