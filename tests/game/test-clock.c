/* Tests of FtClock driven by a fake time source. */
#include "ft-clock.h"

typedef struct
{
  gint64 now_us;
  int flag_side;
  guint flag_count;
} Fixture;

static gint64
fake_time (gpointer user_data)
{
  return ((Fixture *) user_data)->now_us;
}

static void
flag_fall_cb (FtClock *clock G_GNUC_UNUSED, int side, gpointer user_data)
{
  Fixture *f = user_data;

  f->flag_side = side;
  f->flag_count++;
}

static FtClock *
new_clock (Fixture *f, gint64 white_ms, gint64 white_inc, gint64 black_ms, gint64 black_inc)
{
  FtClock *clock = ft_clock_new (white_ms, white_inc, black_ms, black_inc);

  f->now_us = 1000 * G_USEC_PER_SEC;
  f->flag_side = -1;
  f->flag_count = 0;
  ft_clock_set_time_source (clock, fake_time, f);
  g_signal_connect (clock, "flag-fall", G_CALLBACK (flag_fall_cb), f);
  return clock;
}

static void
test_runs_only_for_the_side_to_move (void)
{
  Fixture f;
  g_autoptr (FtClock) clock = new_clock (&f, 180000, 2000, 60000, 0);

  g_assert_false (ft_clock_is_running (clock));
  f.now_us += 5 * G_USEC_PER_SEC; /* nothing runs before start */
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 180000);

  ft_clock_start (clock, FT_WHITE);
  g_assert_true (ft_clock_is_running (clock));
  g_assert_cmpint (ft_clock_get_running_side (clock), ==, FT_WHITE);
  f.now_us += 10 * G_USEC_PER_SEC + 250000;
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 169750);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 60000);

  /* Pressing adds White's increment and stops the clock. */
  ft_clock_press (clock);
  g_assert_false (ft_clock_is_running (clock));
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 171750);

  /* Time between the press and the next start (the animation) is free. */
  f.now_us += 3 * G_USEC_PER_SEC;
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 171750);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 60000);

  ft_clock_start (clock, FT_BLACK);
  f.now_us += 1500000;
  ft_clock_press (clock); /* Black has no increment */
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 58500);
  g_assert_cmpint (f.flag_count, ==, 0);
}

static void
test_flag_fall (void)
{
  Fixture f;
  g_autoptr (FtClock) clock = new_clock (&f, 3000, 0, 3000, 5000);

  ft_clock_start (clock, FT_BLACK);
  f.now_us += 2999999;
  g_assert_false (ft_clock_check_flag (clock));
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 1);
  f.now_us += 1;
  g_assert_true (ft_clock_check_flag (clock));
  g_assert_cmpint (f.flag_count, ==, 1);
  g_assert_cmpint (f.flag_side, ==, FT_BLACK);
  g_assert_false (ft_clock_is_running (clock));
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 0);

  /* Once fallen: no second signal, no increment, no restart. */
  ft_clock_press (clock);
  g_assert_true (ft_clock_check_flag (clock));
  ft_clock_start (clock, FT_WHITE);
  g_assert_false (ft_clock_is_running (clock));
  g_assert_cmpint (f.flag_count, ==, 1);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 0);
}

static void
test_press_after_time_out_does_not_rescue (void)
{
  Fixture f;
  g_autoptr (FtClock) clock = new_clock (&f, 1000, 10000, 1000, 0);

  ft_clock_start (clock, FT_WHITE);
  f.now_us += 2 * G_USEC_PER_SEC;
  ft_clock_press (clock);
  g_assert_cmpint (f.flag_count, ==, 1);
  g_assert_cmpint (f.flag_side, ==, FT_WHITE);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 0);
}

static void
test_stop_adds_no_increment (void)
{
  Fixture f;
  g_autoptr (FtClock) clock = new_clock (&f, 10000, 2000, 10000, 2000);

  ft_clock_start (clock, FT_WHITE);
  f.now_us += G_USEC_PER_SEC;
  ft_clock_stop (clock);
  f.now_us += G_USEC_PER_SEC;
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 9000);
  g_assert_false (ft_clock_is_running (clock));
}

static void
test_next_second (void)
{
  Fixture f;
  g_autoptr (FtClock) clock = new_clock (&f, 10000, 0, 10000, 0);

  g_assert_cmpint (ft_clock_get_us_to_next_second (clock), ==, -1);
  ft_clock_start (clock, FT_WHITE);
  /* 10.000 s shows 00:10 and becomes 00:09 as soon as time passes. */
  g_assert_cmpint (ft_clock_get_us_to_next_second (clock), ==, G_USEC_PER_SEC);
  f.now_us += 300000;
  g_assert_cmpint (ft_clock_get_us_to_next_second (clock), ==, 700000);
}

static void
test_format (void)
{
  struct { gint64 ms; const char *text; } cases[] = {
    { 180000, "03:00" }, { 179001, "03:00" }, { 179000, "02:59" }, { 61000, "01:01" },
    { 999, "00:01" }, { 1, "00:01" }, { 0, "00:00" }, { -5, "00:00" }, { 600000, "10:00" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = ft_clock_format_ms (cases[i].ms);
      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

static gboolean
quit_loop_cb (gpointer user_data)
{
  g_main_loop_quit (user_data);
  return G_SOURCE_REMOVE;
}

/* With the real monotonic clock the clock sets its own timer: a 50 ms clock
 * falls without anyone polling it. */
static void
test_real_timer (void)
{
  g_autoptr (FtClock) clock = ft_clock_new (50, 0, 50, 0);
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  Fixture f = { 0, -1, 0 };

  g_signal_connect (clock, "flag-fall", G_CALLBACK (flag_fall_cb), &f);
  ft_clock_start (clock, FT_WHITE);
  g_timeout_add (1000, quit_loop_cb, loop);
  g_main_loop_run (loop);
  g_assert_cmpint (f.flag_count, ==, 1);
  g_assert_cmpint (f.flag_side, ==, FT_WHITE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/clock/runs-only-for-side-to-move", test_runs_only_for_the_side_to_move);
  g_test_add_func ("/clock/flag-fall", test_flag_fall);
  g_test_add_func ("/clock/press-after-time-out", test_press_after_time_out_does_not_rescue);
  g_test_add_func ("/clock/stop-adds-no-increment", test_stop_adds_no_increment);
  g_test_add_func ("/clock/next-second", test_next_second);
  g_test_add_func ("/clock/format", test_format);
  g_test_add_func ("/clock/real-timer", test_real_timer);
  return g_test_run ();
}
