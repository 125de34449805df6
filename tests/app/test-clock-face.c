/* test-clock-face — a player strip's clock face (FtClockFace) under Xvfb: a
 * new second redraws it without laying the window out again, its width is
 * that of its text in the font's widest digits, a new shape of text (no
 * clock, a third minute digit) or a new style takes effect, it draws the
 * pixels a GtkLabel of the same text and classes draws, and screen readers
 * read it as a label by the name its caller gives it. */
#include "config.h"

#include "ft-clock-face.h"
#include "ft-player-strip.h"

#include "app-test-util.h"

typedef struct
{
  GtkWindow *window;
  GtkBox *box;         /* the strip, and labels to compare with */
  FtPlayerStrip *strip;
  FtClockFace *face;  /* the strip's clock */
  guint layouts;      /* the frame clock's layout phases */
  guint paints;       /* … and paint phases */
} Fixture;

static gboolean
is_clock_face (GtkWidget *widget, gconstpointer data G_GNUC_UNUSED)
{
  return FT_IS_CLOCK_FACE (widget);
}

static void
count_layout (GdkFrameClock *clock G_GNUC_UNUSED, Fixture *fixture)
{
  fixture->layouts++;
}

static void
count_paint (GdkFrameClock *clock G_GNUC_UNUSED, Fixture *fixture)
{
  fixture->paints++;
}

static gboolean
mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data)) && gtk_widget_get_width (GTK_WIDGET (data)) > 0;
}

/* A player strip in a window, as the game window has it: the styles of
 * style.css (".clock") apply. */
static void
fixture_set_up (Fixture *fixture, gconstpointer data G_GNUC_UNUSED)
{
  GdkFrameClock *clock;

  fixture->window = GTK_WINDOW (gtk_window_new ());
  fixture->box = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 6));
  fixture->strip = FT_PLAYER_STRIP (ft_player_strip_new (FALSE));
  gtk_box_append (fixture->box, GTK_WIDGET (fixture->strip));
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->box));
  gtk_window_set_default_size (fixture->window, 200, 700);
  fixture->face = FT_CLOCK_FACE (find_widget_where (GTK_WIDGET (fixture->strip), is_clock_face, NULL));
  g_assert_nonnull (fixture->face);
  ft_player_strip_set_clock (fixture->strip, "03:00", FALSE);
  gtk_window_present (fixture->window);
  g_assert_true (wait_until (mapped, fixture->face, 5000));
  spin (500);
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (fixture->window));
  g_signal_connect (clock, "layout", G_CALLBACK (count_layout), fixture);
  g_signal_connect (clock, "paint", G_CALLBACK (count_paint), fixture);
}

static void
fixture_tear_down (Fixture *fixture, gconstpointer data G_GNUC_UNUSED)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (fixture->window));

  g_signal_handlers_disconnect_by_data (clock, fixture);
  gtk_window_destroy (fixture->window);
  spin (50);
}

static int
natural_width (GtkWidget *widget)
{
  int natural;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  return natural;
}

/* A GtkLabel styled as the clocks are, under the strip. */
static GtkWidget *
add_label (Fixture *fixture, const char *text)
{
  GtkWidget *label = gtk_label_new (text);
  const char *classes[] = { "clock", "numeric", "title-2", NULL };

  gtk_widget_set_css_classes (label, classes);
  gtk_widget_set_halign (label, GTK_ALIGN_START);
  gtk_box_append (fixture->box, label);
  return label;
}

/* A new second: a frame paints it, none lays the window out, the size stays. */
static void
test_new_second_redraws_only (Fixture *fixture, gconstpointer data G_GNUC_UNUSED)
{
  int width = gtk_widget_get_width (GTK_WIDGET (fixture->face));
  int height = gtk_widget_get_height (GTK_WIDGET (fixture->face));

  fixture->layouts = fixture->paints = 0;
  ft_player_strip_set_clock (fixture->strip, "02:59", FALSE);
  spin (300);
  g_assert_cmpstr (ft_clock_face_get_text (fixture->face), ==, "02:59");
  g_assert_cmpuint (fixture->paints, >=, 1);
  g_assert_cmpuint (fixture->layouts, ==, 0);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fixture->face)), ==, width);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (fixture->face)), ==, height);

  /* The same text again: nothing at all. */
  fixture->paints = 0;
  ft_clock_face_set_text (fixture->face, "02:59");
  spin (200);
  g_assert_cmpuint (fixture->paints, ==, 0);
}

/* It asks for the width of its text with every digit the widest: as
 * wide as the widest label of a time in mm:ss. */
static void
test_width_of_widest_digits (Fixture *fixture, gconstpointer data G_GNUC_UNUSED)
{
  int widest = 0;

  for (char digit = '0'; digit <= '9'; digit++)
    {
      char text[] = { digit, digit, ':', digit, digit, '\0' };

      widest = MAX (widest, natural_width (add_label (fixture, text)));
    }
  g_assert_cmpint (widest, >, 0);
  g_assert_cmpint (natural_width (GTK_WIDGET (fixture->face)), ==, widest);
}

/* Another shape of text is measured again: "–" (no clock) is narrower,
 * a 100-minute clock wider; back to mm:ss, the width of mm:ss. */
static void
test_new_shape_resizes (Fixture *fixture, gconstpointer data G_GNUC_UNUSED)
{
  GtkWidget *face = GTK_WIDGET (fixture->face);
  int minutes = natural_width (face);

  fixture->layouts = 0;
  ft_clock_face_set_text (fixture->face, "\xe2\x80\x93");
  spin (200);
  g_assert_cmpuint (fixture->layouts, >=, 1);
  g_assert_cmpint (natural_width (face), <, minutes);

  ft_clock_face_set_text (fixture->face, "100:00");
  spin (200);
  g_assert_cmpint (natural_width (face), >, minutes);
  ft_clock_face_set_text (fixture->face, "02:59");
  spin (200);
  g_assert_cmpint (natural_width (face), ==, minutes);
}

/* The widget as it draws itself, with its CSS box. */
static GBytes *
render (Fixture *fixture, GtkWidget *widget)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (fixture->window));
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  guchar *pixels = g_malloc ((gsize) width * height * 4);

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gdk_texture_download (texture, pixels, (gsize) width * 4);
  return g_bytes_new_take (pixels, (gsize) width * height * 4);
}

/* A GtkLabel of the same text and classes beside it draws the
 * same pixels, still and running; a new colour ("running") is drawn. */
static void
test_draws_like_a_label (Fixture *fixture, gconstpointer data G_GNUC_UNUSED)
{
  GtkWidget *label = add_label (fixture, "02:59");
  GtkWidget *face = GTK_WIDGET (fixture->face);
  g_autoptr (GBytes) still = NULL;
  g_autoptr (GBytes) running = NULL;
  g_autoptr (GBytes) label_still = NULL;
  g_autoptr (GBytes) label_running = NULL;

  ft_clock_face_set_text (fixture->face, "02:59");
  spin (300);
  g_assert_cmpint (gtk_widget_get_width (label), ==, gtk_widget_get_width (face));
  g_assert_cmpint (gtk_widget_get_height (label), ==, gtk_widget_get_height (face));

  still = render (fixture, face);
  label_still = render (fixture, label);
  g_assert_true (g_bytes_equal (still, label_still));

  gtk_widget_add_css_class (face, "running");
  gtk_widget_add_css_class (label, "running");
  spin (300);
  running = render (fixture, face);
  label_running = render (fixture, label);
  g_assert_true (g_bytes_equal (running, label_running));
  g_assert_false (g_bytes_equal (running, still));
}

/* A label to screen readers, named by its caller; a new second keeps the
 * name ("White, 3 minutes" is set again with each second). */
static void
test_read_as_a_label (Fixture *fixture, gconstpointer data G_GNUC_UNUSED)
{
  GtkAccessible *face = GTK_ACCESSIBLE (fixture->face);

  gtk_test_accessible_assert_role (face, GTK_ACCESSIBLE_ROLE_LABEL);
  ft_player_strip_set_clock_name (fixture->strip, "Black, 3 minutes");
  gtk_test_accessible_assert_property (face, GTK_ACCESSIBLE_PROPERTY_LABEL, "Black, 3 minutes");
  ft_clock_face_set_text (fixture->face, "02:58");
  gtk_test_accessible_assert_property (face, GTK_ACCESSIBLE_PROPERTY_LABEL, "Black, 3 minutes");
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();

  g_test_add ("/clock-face/new-second-redraws-only", Fixture, NULL, fixture_set_up,
              test_new_second_redraws_only, fixture_tear_down);
  g_test_add ("/clock-face/width-of-widest-digits", Fixture, NULL, fixture_set_up,
              test_width_of_widest_digits, fixture_tear_down);
  g_test_add ("/clock-face/new-shape-resizes", Fixture, NULL, fixture_set_up, test_new_shape_resizes,
              fixture_tear_down);
  g_test_add ("/clock-face/draws-like-a-label", Fixture, NULL, fixture_set_up, test_draws_like_a_label,
              fixture_tear_down);
  g_test_add ("/clock-face/read-as-a-label", Fixture, NULL, fixture_set_up, test_read_as_a_label,
              fixture_tear_down);
  return g_test_run ();
}
