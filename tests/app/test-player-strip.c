/* test-player-strip — one player's strip (ft-player-strip.h) in a window:
 * a row from 200 px on, a column under it (the clock at the outer edge,
 * the bottom strip's at its bottom), a long name shortened on one line
 * with the whole name in its tooltip, the clock's states and name, the
 * avatar, and a height that no name, clock or capture changes. */
#include "config.h"

#include <adwaita.h>

#include "ft-player-strip.h"
#include "ft-profile.h"

#include "app-test-util.h"

typedef struct
{
  GtkWindow *window;
  GtkWidget *box;
  FtPlayerStrip *strip;
} Fixture;

static gboolean
strip_shown (gpointer data)
{
  return gtk_widget_get_mapped (data) && gtk_widget_get_width (data) > 0;
}

/* A strip `width` px wide (at the bottom or not) in a window. */
static void
show_strip (Fixture *fixture, int width, gboolean at_bottom)
{
  fixture->window = GTK_WINDOW (gtk_window_new ());
  fixture->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  fixture->strip = FT_PLAYER_STRIP (ft_player_strip_new (at_bottom));
  gtk_window_set_default_size (fixture->window, width, 200);
  gtk_widget_set_valign (GTK_WIDGET (fixture->strip), GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (fixture->box), GTK_WIDGET (fixture->strip));
  gtk_window_set_child (fixture->window, fixture->box);
  ft_player_strip_set_name (fixture->strip, "Computer (normal)");
  ft_player_strip_set_clock (fixture->strip, "03:00", FALSE);
  gtk_window_present (fixture->window);
  g_assert_true (wait_until (strip_shown, fixture->strip, 5000));
  spin (100);
}

static void
close_strip (Fixture *fixture)
{
  gtk_window_destroy (fixture->window);
  spin (20);
}

static graphene_rect_t
bounds (Fixture *fixture, GtkWidget *widget)
{
  graphene_rect_t rect;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (fixture->strip), &rect));
  return rect;
}

static GtkLabel *
name_label (Fixture *fixture)
{
  return GTK_LABEL (find_label_containing (GTK_WIDGET (fixture->strip), ft_player_strip_get_name (fixture->strip)));
}

static void
test_row_and_column (void)
{
  Fixture fixture;
  GtkWidget *clock;
  graphene_rect_t clock_at, name_at;
  int row_height;

  /* A row: the name at the left, the clock at the right end, one line high. */
  show_strip (&fixture, 320, FALSE);
  clock = ft_player_strip_get_clock_widget (fixture.strip);
  g_assert_true (ft_player_strip_is_row (fixture.strip));
  clock_at = bounds (&fixture, clock);
  name_at = bounds (&fixture, GTK_WIDGET (name_label (&fixture)));
  g_assert_cmpfloat (clock_at.origin.x + clock_at.size.width, ==, 320);
  g_assert_cmpfloat (name_at.origin.x, <, clock_at.origin.x);
  row_height = gtk_widget_get_height (GTK_WIDGET (fixture.strip));
  g_assert_cmpfloat (clock_at.size.height, ==, row_height);
  close_strip (&fixture);

  /* A column at the top: the clock first, across the width. */
  show_strip (&fixture, 120, FALSE);
  clock = ft_player_strip_get_clock_widget (fixture.strip);
  g_assert_false (ft_player_strip_is_row (fixture.strip));
  clock_at = bounds (&fixture, clock);
  name_at = bounds (&fixture, GTK_WIDGET (name_label (&fixture)));
  g_assert_cmpfloat (clock_at.origin.y, ==, 0);
  g_assert_cmpfloat (name_at.origin.y, >=, clock_at.size.height);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (fixture.strip)), >, row_height);
  /* "Computer (normal)" whole in 120 px. */
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (name_label (&fixture))));
  close_strip (&fixture);

  /* A column at the bottom: the clock last, at the bottom edge. */
  show_strip (&fixture, 120, TRUE);
  clock_at = bounds (&fixture, ft_player_strip_get_clock_widget (fixture.strip));
  name_at = bounds (&fixture, GTK_WIDGET (name_label (&fixture)));
  g_assert_cmpfloat (clock_at.origin.y + clock_at.size.height, ==, gtk_widget_get_height (GTK_WIDGET (fixture.strip)));
  g_assert_cmpfloat (name_at.origin.y + name_at.size.height, <=, clock_at.origin.y);
  close_strip (&fixture);
}

/* A long name: one line, "…", whole in the tooltip and in the getter. */
static void
test_long_name (void)
{
  static const char *const name = "Alexandra Konstantinopoulou-Papadimitriou";
  Fixture fixture;
  GtkLabel *label;

  show_strip (&fixture, 120, FALSE);
  ft_player_strip_set_name (fixture.strip, name);
  spin (100);
  label = name_label (&fixture);
  g_assert_cmpstr (ft_player_strip_get_name (fixture.strip), ==, name);
  g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (label)), ==, 1);
  g_assert_true (pango_layout_is_ellipsized (gtk_label_get_layout (label)));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (GTK_WIDGET (label)), ==, name);
  ft_player_strip_set_name (fixture.strip, "Ann");
  spin (100);
  g_assert_null (gtk_widget_get_tooltip_text (GTK_WIDGET (name_label (&fixture))));
  close_strip (&fixture);
}

/* Names, clocks, low time, captures and an avatar change no height. */
static void
test_steady_height (void)
{
  Fixture fixture;
  g_autoptr (GdkTexture) piece = NULL;
  GdkPaintable *pieces[12];
  g_autoptr (FtProfile) profile = ft_profile_new ("p1", "Ada Lovelace", "#3584e4", 0);
  guchar pixels[16 * 16 * 4] = { 0 };
  g_autoptr (GBytes) bytes = g_bytes_new (pixels, sizeof pixels);

  for (int width = 120; width <= 320; width += 200)
    {
      int height;

      show_strip (&fixture, width, FALSE);
      ft_player_strip_set_profile (fixture.strip, profile);
      spin (50);
      height = gtk_widget_get_height (GTK_WIDGET (fixture.strip));
      piece = gdk_memory_texture_new (16, 16, GDK_MEMORY_DEFAULT, bytes, 16 * 4);
      for (guint i = 0; i < G_N_ELEMENTS (pieces); i++)
        pieces[i] = GDK_PAINTABLE (piece);
      ft_player_strip_set_material (fixture.strip, pieces, G_N_ELEMENTS (pieces), "+14");
      ft_player_strip_set_clock (fixture.strip, "1:02:59", TRUE);
      ft_player_strip_set_low_time (fixture.strip, TRUE);
      ft_player_strip_set_name (fixture.strip, "Alexandra Konstantinopoulou-Papadimitriou");
      spin (100);
      g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (fixture.strip)), ==, height);
      g_assert_cmpuint (ft_player_strip_get_material_count (fixture.strip), ==, 12);
      g_assert_cmpstr (ft_player_strip_get_material_balance (fixture.strip), ==, "+14");
      g_assert_true (ft_player_strip_get_low_time (fixture.strip));
      g_assert_true (gtk_widget_has_css_class (ft_player_strip_get_clock_widget (fixture.strip), "running"));
      g_assert_true (ft_player_strip_get_profile (fixture.strip) == profile);
      g_clear_object (&piece);
      close_strip (&fixture);
    }
}

/* Screen readers: the clock and the material by the names given. */
static void
test_accessible_names (void)
{
  Fixture fixture;

  show_strip (&fixture, 320, FALSE);
  ft_player_strip_set_clock_name (fixture.strip, "Black, 3 minutes");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (ft_player_strip_get_clock_widget (fixture.strip)),
                                       GTK_ACCESSIBLE_PROPERTY_LABEL, "Black, 3 minutes");
  ft_player_strip_set_material_name (fixture.strip, "Captured by White: 2 pawns");
  close_strip (&fixture);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();
  g_test_add_func ("/player-strip/row-and-column", test_row_and_column);
  g_test_add_func ("/player-strip/long-name", test_long_name);
  g_test_add_func ("/player-strip/steady-height", test_steady_height);
  g_test_add_func ("/player-strip/accessible-names", test_accessible_names);
  return g_test_run ();
}
