/* test-scoresheet.c — the move list (ft-scoresheet.h) in figurine notation:
 * given chess rules, a piece's move shows the piece's picture in the
 * mover's colour where SAN has its letter (a promotion's piece too), a
 * pawn's move, castling and a hidden move stay text, and the accessible
 * name, the row's text and the SAN keep the letters; in the dark style a
 * black figure gets a light rim; without rules and in checkers every move
 * is its text. */
#include "config.h"

#include <string.h>

#include "ft-checkers-ruleset.h"
#include "ft-chess-ruleset.h"
#include "ft-fen.h"
#include "ft-piece-painter.h"
#include "ft-scoresheet.h"

#include "app-test-util.h"

typedef struct
{
  GtkWidget *window;
  FtScoresheet *sheet;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  f->window = gtk_window_new ();
  f->sheet = FT_SCORESHEET (ft_scoresheet_new ());
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->sheet));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 200, 400);
  gtk_window_present (GTK_WINDOW (f->window));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
}

static FtRuleset *
chess_rules (const char *fen, FtRules rules, const FtCustomKinds *kinds)
{
  g_autofree FtPosition *pos = g_new (FtPosition, 1);
  g_autoptr (GError) error = NULL;

  g_assert_true (ft_fen_parse_custom (fen, rules, kinds, pos, &error));
  g_assert_no_error (error);
  return FT_RULESET (ft_chess_ruleset_new_start (pos));
}

static void
collect_buttons (GtkWidget *widget, GPtrArray *buttons)
{
  if (GTK_IS_BUTTON (widget))
    {
      g_ptr_array_add (buttons, widget);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_buttons (child, buttons);
}

/* Move `index`'s button (the sheet's buttons are its moves, in order). */
static GtkWidget *
move_button (Fixture *f, guint index)
{
  g_autoptr (GPtrArray) buttons = g_ptr_array_new ();

  collect_buttons (GTK_WIDGET (f->sheet), buttons);
  g_assert_cmpuint (index, <, buttons->len);
  return g_ptr_array_index (buttons, index);
}

static guchar *
pixels_of (GdkTexture *texture)
{
  int width = gdk_texture_get_width (texture), height = gdk_texture_get_height (texture);
  guchar *pixels = g_malloc ((gsize) width * height * 4);

  gdk_texture_download (texture, pixels, (gsize) width * 4);
  return pixels;
}

/* Which piece the texture shows, by comparing its pixels with each of the
 * painter's pictures at its size: "white knight", "black queen", "white
 * custom 0", or "?" if none. */
static char *
piece_in_texture (FtRuleset *rules, GdkTexture *texture)
{
  g_autoptr (FtPiecePainter) painter = ft_piece_painter_new_for_kind (FT_GAME_KIND_CHESS);
  const FtPosition *pos = ft_chess_ruleset_get_position (FT_CHESS_RULESET (rules));
  int px = gdk_texture_get_width (texture);
  g_autofree guchar *shown = pixels_of (texture);

  g_assert_cmpint (gdk_texture_get_height (texture), ==, px);
  for (int side = FT_WHITE; side <= FT_BLACK; side++)
    for (guint kind = FT_PAWN; kind < FT_N_KINDS + pos->custom.n; kind++)
      {
        FtGamePiece piece = { .side = (FtColour) side, .kind = (guint8) kind };
        g_autoptr (GdkTexture) reference = ft_piece_painter_render_piece (painter, rules, &piece, px);
        g_autofree guchar *expected = pixels_of (reference);

        if (memcmp (shown, expected, (gsize) px * px * 4) == 0)
          return FT_IS_CUSTOM_KIND (kind)
                   ? g_strdup_printf ("%s custom %u", ft_colour_name ((FtColour) side), kind - FT_CUSTOM_FIRST)
                   : g_strdup_printf ("%s %s", ft_colour_name ((FtColour) side), ft_kind_name ((FtKind) kind));
      }
  return g_strdup ("?");
}

/* The button's content as a string: its text as shown, each picture as
 * "[white knight]" after the piece whose pixels it holds. */
static char *
button_content (FtRuleset *rules, GtkWidget *button)
{
  GtkWidget *child = gtk_button_get_child (GTK_BUTTON (button));
  GString *text = g_string_new (NULL);

  if (GTK_IS_LABEL (child))
    {
      g_string_free (text, TRUE);
      return g_strdup (gtk_label_get_text (GTK_LABEL (child)));
    }
  g_assert_true (GTK_IS_BOX (child));
  for (GtkWidget *part = gtk_widget_get_first_child (child); part != NULL;
       part = gtk_widget_get_next_sibling (part))
    {
      g_autofree char *piece = NULL;

      if (GTK_IS_LABEL (part))
        {
          g_string_append (text, gtk_label_get_text (GTK_LABEL (part)));
          continue;
        }
      g_assert_true (GTK_IS_IMAGE (part));
      g_assert_cmpint (gtk_image_get_storage_type (GTK_IMAGE (part)), ==, GTK_IMAGE_PAINTABLE);
      /* Not read out: the button's name says the move. */
      g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (part)), ==,
                       GTK_ACCESSIBLE_ROLE_PRESENTATION);
      piece = piece_in_texture (rules, GDK_TEXTURE (gtk_image_get_paintable (GTK_IMAGE (part))));
      g_string_append_printf (text, "[%s]", piece);
    }
  return g_string_free (text, FALSE);
}

static void
assert_move (Fixture *f, FtRuleset *rules, guint index, const char *shown, const char *name)
{
  GtkWidget *button = move_button (f, index);
  g_autofree char *content = button_content (rules, button);

  g_assert_cmpstr (content, ==, shown);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name);
}

static void
assert_row (Fixture *f, guint row, const char *text)
{
  g_autofree char *got = ft_scoresheet_get_row_text (f->sheet, row);

  g_assert_cmpstr (got, ==, text);
}

/* Standard chess: knights, castling, a promotion with check. */
static void
test_standard (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_autoptr (FtRuleset) rules = chess_rules (FT_FEN_STANDARD_START, FT_RULES_STANDARD, NULL);
  const char *sans[] = { "e4", "e5", "Nf3", "Nc6", "O-O", "Qxe4", "d8=Q+", "Kxd8" };

  ft_scoresheet_set_rules (f->sheet, rules);
  ft_scoresheet_set_moves (f->sheet, 1, FT_WHITE, sans, G_N_ELEMENTS (sans));
  spin (50);
  assert_move (f, rules, 0, "e4", "Move 1, White, e4");
  assert_move (f, rules, 2, "[white knight]f3", "Move 2, White, Nf3");
  assert_move (f, rules, 3, "[black knight]c6", "Move 2, Black, Nc6");
  assert_move (f, rules, 4, "O-O", "Move 3, White, O-O");
  assert_move (f, rules, 5, "[black queen]xe4", "Move 3, Black, Qxe4");
  assert_move (f, rules, 6, "d8=[white queen]+", "Move 4, White, d8=Q+");
  assert_move (f, rules, 7, "[black king]xd8", "Move 4, Black, Kxd8");
  /* The letters stay wherever text is read. */
  assert_row (f, 1, "2. Nf3 Nc6");
  assert_row (f, 3, "4. d8=Q+ Kxd8");
  g_assert_cmpstr (ft_scoresheet_get_san (f->sheet, 2), ==, "Nf3");
}

/* Fourteen's own letters, a custom kind's letter (and its picture) and a
 * move fog of war hides; a game starting with Black to move. */
static void
test_fourteen (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  FtCustomKinds kinds = { 0 };
  g_autoptr (GError) error = NULL;
  g_autoptr (FtRuleset) rules = NULL;
  const char *sans[] = { "Hc12", "Gxf3", "Ed4+", "?", "Xe5", "Ci11", "Am2", "Cb3" };

  g_assert_true (ft_custom_kinds_add (&kinds, 'x', 400, "lR", &error));
  rules = chess_rules ("rnbhxgakgcebnr/pppppppppppppp/14/14/14/14/14/14/14/14/14/14/"
                       "PPPPPPPPPPPPPP/RNBHXGAKGCEBNR b - - 0 7",
                       FT_RULES_FOURTEEN, &kinds);
  ft_scoresheet_set_rules (f->sheet, rules);
  ft_scoresheet_set_moves (f->sheet, 7, FT_BLACK, sans, G_N_ELEMENTS (sans));
  spin (50);
  assert_move (f, rules, 0, "[black archbishop]c12", "Move 7, Black, Hc12");
  assert_move (f, rules, 1, "[white general]xf3", "Move 8, White, Gxf3");
  assert_move (f, rules, 2, "[black chancellor]d4+", "Move 8, Black, Ed4+");
  assert_move (f, rules, 3, "?", "Move 9, White, ?");
  assert_move (f, rules, 4, "[black custom 0]e5", "Move 9, Black, Xe5");
  assert_move (f, rules, 5, "[white camel]i11", "Move 10, White, Ci11");
  assert_move (f, rules, 6, "[black amazon]m2", "Move 10, Black, Am2");
  assert_row (f, 0, "7. … Hc12");
  assert_row (f, 2, "9. ? Xe5");
}

static GdkTexture *
figure_of (Fixture *f, guint index)
{
  GtkWidget *box = gtk_button_get_child (GTK_BUTTON (move_button (f, index)));

  return GDK_TEXTURE (gtk_image_get_paintable (GTK_IMAGE (gtk_widget_get_first_child (box))));
}

/* In the dark style a black figure gets a light rim (its own is made for
 * board tiles), the piece itself unchanged; back in the light style it is
 * the painter's picture again. */
static void
test_dark (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_autoptr (FtRuleset) rules = chess_rules (FT_FEN_STANDARD_START, FT_RULES_STANDARD, NULL);
  g_autoptr (FtPiecePainter) painter = ft_piece_painter_new_for_kind (FT_GAME_KIND_CHESS);
  AdwStyleManager *style = adw_style_manager_get_default ();
  const char *sans[] = { "Nf3", "Nc6" };
  FtGamePiece knight = { .side = FT_BLACK, .kind = FT_KNIGHT };
  g_autoptr (GdkTexture) plain = NULL;
  g_autofree guchar *plain_pixels = NULL;
  g_autofree guchar *rim_pixels = NULL;
  g_autofree char *dark_content = NULL;
  guint light_around = 0;
  int px;

  ft_scoresheet_set_rules (f->sheet, rules);
  ft_scoresheet_set_moves (f->sheet, 1, FT_WHITE, sans, G_N_ELEMENTS (sans));
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  spin (50);
  g_assert_true (adw_style_manager_get_dark (style));
  assert_move (f, rules, 0, "[white knight]f3", "Move 1, White, Nf3");
  dark_content = button_content (rules, move_button (f, 1));
  g_assert_cmpstr (dark_content, ==, "[?]c6");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (move_button (f, 1)), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Move 1, Black, Nc6");

  px = gdk_texture_get_width (figure_of (f, 1));
  plain = ft_piece_painter_render_piece (painter, rules, &knight, px);
  plain_pixels = pixels_of (plain);
  rim_pixels = pixels_of (figure_of (f, 1));
  for (int i = 0; i < px * px; i++)
    {
      const guchar *was = plain_pixels + i * 4, *now = rim_pixels + i * 4;

      /* B G R A: where the piece is opaque it is as drawn; where it is
       * not, light paint around it. */
      if (was[3] == 255)
        g_assert_cmpmem (was, 4, now, 4);
      else if (was[3] < 64 && now[3] > 192 && now[1] > 192)
        light_around++;
    }
  g_assert_cmpuint (light_around, >, (guint) px);

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  spin (50);
  assert_move (f, rules, 1, "[black knight]c6", "Move 1, Black, Nc6");
}

/* Without rules, and with checkers' rules, the notation is shown as it
 * is; new rules write the moves anew. */
static void
test_text (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  g_autoptr (FtRuleset) chess = chess_rules (FT_FEN_STANDARD_START, FT_RULES_STANDARD, NULL);
  g_autoptr (FtRuleset) checkers = FT_RULESET (ft_checkers_ruleset_new (FT_CHECKERS_RULES_ENGLISH,
                                                                         FT_CHECKERS_TURN_END_AUTO));
  const char *sans[] = { "e4", "e5", "Nf3" };
  const char *turns[] = { "11-15", "23-19", "8-11" };

  ft_scoresheet_set_moves (f->sheet, 1, FT_WHITE, sans, G_N_ELEMENTS (sans));
  spin (20);
  assert_move (f, chess, 2, "Nf3", "Move 2, White, Nf3");

  ft_scoresheet_set_rules (f->sheet, chess);
  g_assert_cmpuint (ft_scoresheet_get_n_moves (f->sheet), ==, 0);
  ft_scoresheet_set_moves (f->sheet, 1, FT_WHITE, sans, G_N_ELEMENTS (sans));
  spin (20);
  assert_move (f, chess, 2, "[white knight]f3", "Move 2, White, Nf3");

  ft_scoresheet_set_rules (f->sheet, checkers);
  ft_scoresheet_set_moves (f->sheet, 1, FT_WHITE, turns, G_N_ELEMENTS (turns));
  spin (20);
  assert_move (f, chess, 0, "11-15", "Move 1, White, 11-15");
  assert_move (f, chess, 2, "8-11", "Move 2, White, 8-11");
  assert_row (f, 0, "1. 11-15 23-19");
}

/* Counts the labels under widget whose font is one of faces; fails on
 * one that is not. */
static guint
count_warmed_labels (GtkWidget *widget, GPtrArray *faces)
{
  guint labels = 0;

  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget))
    {
      PangoContext *context = gtk_widget_get_pango_context (widget);
      const PangoFontDescription *shown = pango_context_get_font_description (context);
      gboolean warmed = FALSE;

      for (guint i = 0; i < faces->len; i++)
        warmed = warmed || pango_font_description_equal (g_ptr_array_index (faces, i), shown);
      if (!warmed)
        g_error ("\"%s\" is drawn in %s, not warmed", gtk_label_get_text (GTK_LABEL (widget)),
                 pango_font_description_to_string (shown));
      return 1;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    labels += count_warmed_labels (child, faces);
  return labels;
}

/* The fonts loaded before the first move are those the move list draws
 * in: a move, the current move (bold) and a row's number. */
static void
test_fonts (Fixture *f, gconstpointer data G_GNUC_UNUSED)
{
  const char *sans[] = { "e4", "e5", "d4" };
  g_autoptr (GPtrArray) faces = ft_scoresheet_dup_font_faces (f->sheet);
  const PangoFontDescription *bold;

  g_assert_cmpuint (faces->len, ==, 3);
  bold = g_ptr_array_index (faces, 1);
  ft_scoresheet_set_moves (f->sheet, 1, FT_WHITE, sans, G_N_ELEMENTS (sans));
  ft_scoresheet_set_current (f->sheet, 2);
  spin (20);
  /* Two numbers and three moves, all in a warmed face… */
  g_assert_cmpuint (count_warmed_labels (GTK_WIDGET (f->sheet), faces), ==, 5);
  /* …and the current move in the bold one. */
  g_assert_true (pango_font_description_equal (
      bold, pango_context_get_font_description (gtk_widget_get_pango_context (
                gtk_button_get_child (GTK_BUTTON (move_button (f, 1)))))));
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();
  g_test_add ("/scoresheet/standard", Fixture, NULL, fixture_set_up, test_standard, fixture_tear_down);
  g_test_add ("/scoresheet/fourteen", Fixture, NULL, fixture_set_up, test_fourteen, fixture_tear_down);
  g_test_add ("/scoresheet/dark", Fixture, NULL, fixture_set_up, test_dark, fixture_tear_down);
  g_test_add ("/scoresheet/text", Fixture, NULL, fixture_set_up, test_text, fixture_tear_down);
  g_test_add ("/scoresheet/fonts", Fixture, NULL, fixture_set_up, test_fonts, fixture_tear_down);
  return g_test_run ();
}
