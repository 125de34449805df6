/* Tests of FtClock driven by a fake time source. */
#include <string.h>

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

/* Like new_clock, for a clock made by one of the other constructors. */
static FtClock *
attach_fake_time (Fixture *f, FtClock *clock)
{
  f->now_us = 1000 * G_USEC_PER_SEC;
  f->flag_side = -1;
  f->flag_count = 0;
  ft_clock_set_time_source (clock, fake_time, f);
  g_signal_connect (clock, "flag-fall", G_CALLBACK (flag_fall_cb), f);
  return clock;
}

static void
test_fischer_mode (void)
{
  Fixture f;
  g_autoptr (FtClock) clock = new_clock (&f, 180000, 2000, 60000, 0);

  g_assert_cmpint (ft_clock_get_mode (clock), ==, FT_CLOCK_MODE_FISCHER);
  g_assert_true (ft_clock_is_timed (clock));
  g_assert_cmpint (ft_clock_get_per_move_ms (clock), ==, 0);
}

static void
test_untimed (void)
{
  Fixture f;
  g_autoptr (FtClock) clock = attach_fake_time (&f, ft_clock_new_untimed ());
  g_autofree char *text = NULL;

  g_assert_cmpint (ft_clock_get_mode (clock), ==, FT_CLOCK_MODE_UNTIMED);
  g_assert_false (ft_clock_is_timed (clock));
  g_assert_cmpint (ft_clock_get_per_move_ms (clock), ==, 0);
  g_assert_cmpint (ft_clock_get_increment_ms (clock, FT_WHITE), ==, 0);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, -1);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, -1);

  /* It still knows whose turn runs. */
  ft_clock_start (clock, FT_WHITE);
  g_assert_true (ft_clock_is_running (clock));
  g_assert_cmpint (ft_clock_get_running_side (clock), ==, FT_WHITE);
  g_assert_cmpint (ft_clock_get_us_to_next_second (clock), ==, -1);

  f.now_us += (gint64) 10 * 3600 * G_USEC_PER_SEC;
  g_assert_false (ft_clock_check_flag (clock));
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, -1);
  g_assert_cmpint (ft_clock_get_us_to_next_second (clock), ==, -1);

  ft_clock_press (clock);
  g_assert_false (ft_clock_is_running (clock));
  ft_clock_start (clock, FT_BLACK);
  g_assert_true (ft_clock_is_running (clock));
  g_assert_cmpint (ft_clock_get_running_side (clock), ==, FT_BLACK);
  f.now_us += (gint64) 5 * 3600 * G_USEC_PER_SEC;
  g_assert_false (ft_clock_check_flag (clock));
  ft_clock_press (clock);
  ft_clock_start (clock, FT_WHITE);
  g_assert_true (ft_clock_is_running (clock));

  /* Restoring a time means nothing without a clock. */
  ft_clock_set_remaining_ms (clock, FT_WHITE, 1000);
  ft_clock_set_remaining_ms (clock, FT_BLACK, 0);
  f.now_us += 2 * G_USEC_PER_SEC;
  g_assert_false (ft_clock_check_flag (clock));
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, -1);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, -1);

  ft_clock_stop (clock);
  g_assert_false (ft_clock_is_running (clock));
  g_assert_cmpint (f.flag_count, ==, 0);

  text = ft_clock_format_ms (ft_clock_get_remaining_ms (clock, FT_WHITE));
  g_assert_cmpstr (text, ==, "\xe2\x80\x93");
}

static void
test_format_no_clock (void)
{
  g_autofree char *dash = ft_clock_format_ms (-1);
  g_autofree char *negative = ft_clock_format_ms (-2);

  g_assert_cmpstr (dash, ==, "–");
  g_assert_cmpuint (strlen (dash), ==, 3); /* one character, U+2013 */
  g_assert_cmpstr (negative, ==, "00:00");
}

static void
test_per_move (void)
{
  Fixture f;
  g_autoptr (FtClock) clock = attach_fake_time (&f, ft_clock_new_per_move (5000));

  g_assert_cmpint (ft_clock_get_mode (clock), ==, FT_CLOCK_MODE_PER_MOVE);
  g_assert_true (ft_clock_is_timed (clock));
  g_assert_cmpint (ft_clock_get_per_move_ms (clock), ==, 5000);
  g_assert_cmpint (ft_clock_get_increment_ms (clock, FT_WHITE), ==, 0);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 5000);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 5000);

  /* White thinks 1 s; Black, not running, shows what it will get. */
  ft_clock_start (clock, FT_WHITE);
  f.now_us += G_USEC_PER_SEC;
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 4000);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 5000);
  g_assert_cmpint (ft_clock_get_us_to_next_second (clock), ==, G_USEC_PER_SEC);
  ft_clock_press (clock);
  g_assert_false (ft_clock_is_running (clock));
  /* The 4 s White saved are not carried over. */
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 5000);

  /* Black uses 4.5 s: no flag, and nothing carries over either way. */
  ft_clock_start (clock, FT_BLACK);
  f.now_us += 4500000;
  g_assert_false (ft_clock_check_flag (clock));
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 500);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 5000);
  ft_clock_press (clock);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 5000);

  /* White's second turn starts again at 5 s (not 4 s): it survives 4.5 s
   * and the flag falls exactly at 5 s, not a microsecond before. */
  ft_clock_start (clock, FT_WHITE);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 5000);
  f.now_us += 4500000;
  g_assert_false (ft_clock_check_flag (clock));
  f.now_us += 499999;
  g_assert_false (ft_clock_check_flag (clock));
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 1);
  g_assert_cmpint (f.flag_count, ==, 0);
  f.now_us += 1;
  g_assert_true (ft_clock_check_flag (clock));
  g_assert_cmpint (f.flag_count, ==, 1);
  g_assert_cmpint (f.flag_side, ==, FT_WHITE);
  g_assert_false (ft_clock_is_running (clock));
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 0);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 5000);

  /* Once per turn: no second signal, and a late press changes nothing. */
  ft_clock_press (clock);
  g_assert_true (ft_clock_check_flag (clock));
  g_assert_cmpint (f.flag_count, ==, 1);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 0);

  /* Whether the game goes on is the game's business: if it does, the next
   * turn is a fresh one and White's next turn will be too. */
  ft_clock_start (clock, FT_BLACK);
  g_assert_true (ft_clock_is_running (clock));
  g_assert_false (ft_clock_check_flag (clock));
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 5000);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 5000);
  f.now_us += 5 * G_USEC_PER_SEC;
  g_assert_true (ft_clock_check_flag (clock));
  g_assert_cmpint (f.flag_count, ==, 2);
  g_assert_cmpint (f.flag_side, ==, FT_BLACK);
}

/* Starting the other side, or stopping, also ends a per-move turn. */
static void
test_per_move_interrupted_turn (void)
{
  Fixture f;
  g_autoptr (FtClock) clock = attach_fake_time (&f, ft_clock_new_per_move (3000));

  ft_clock_start (clock, FT_WHITE);
  f.now_us += 2 * G_USEC_PER_SEC;
  ft_clock_start (clock, FT_BLACK);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 3000);
  f.now_us += 2 * G_USEC_PER_SEC;
  ft_clock_stop (clock);
  g_assert_false (ft_clock_is_running (clock));
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 3000);
  g_assert_cmpint (f.flag_count, ==, 0);

  /* Restarting the running side starts a new turn too. */
  ft_clock_start (clock, FT_WHITE);
  f.now_us += 2 * G_USEC_PER_SEC;
  ft_clock_start (clock, FT_WHITE);
  f.now_us += 2 * G_USEC_PER_SEC;
  g_assert_false (ft_clock_check_flag (clock));
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 1000);
}

static void
test_set_remaining (void)
{
  Fixture f;
  g_autoptr (FtClock) clock = new_clock (&f, 60000, 1000, 60000, 1000);

  /* A stopped side keeps the time it is given until it starts. */
  ft_clock_set_remaining_ms (clock, FT_BLACK, 12345);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 12345);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 60000);
  f.now_us += G_USEC_PER_SEC;
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 12345);
  ft_clock_start (clock, FT_BLACK);
  f.now_us += 345000;
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 12000);
  ft_clock_press (clock);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 13000);

  /* A running side's countdown starts again from the new time, now. */
  ft_clock_start (clock, FT_WHITE);
  f.now_us += 10 * G_USEC_PER_SEC;
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 50000);
  ft_clock_set_remaining_ms (clock, FT_WHITE, 2000);
  g_assert_true (ft_clock_is_running (clock));
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 2000);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 13000);
  f.now_us += 1999999;
  g_assert_false (ft_clock_check_flag (clock));
  f.now_us += 1;
  g_assert_true (ft_clock_check_flag (clock));
  g_assert_cmpint (f.flag_side, ==, FT_WHITE);
  g_assert_cmpint (f.flag_count, ==, 1);

  /* It does not lift a fallen flag. */
  ft_clock_set_remaining_ms (clock, FT_WHITE, 30000);
  g_assert_true (ft_clock_check_flag (clock));
  ft_clock_start (clock, FT_WHITE);
  g_assert_false (ft_clock_is_running (clock));
}

static void
test_per_move_set_remaining (void)
{
  Fixture f;
  g_autoptr (FtClock) clock = attach_fake_time (&f, ft_clock_new_per_move (5000));

  /* A restored turn (stopped side) runs from the restored time once... */
  ft_clock_set_remaining_ms (clock, FT_WHITE, 1500);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 1500);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 5000);
  ft_clock_start (clock, FT_WHITE);
  f.now_us += 1000000;
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 500);
  ft_clock_press (clock);
  /* ...and the next turn is a full one again. */
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_WHITE), ==, 5000);

  /* A running side's countdown restarts from the new time. */
  ft_clock_start (clock, FT_BLACK);
  f.now_us += 3 * G_USEC_PER_SEC;
  ft_clock_set_remaining_ms (clock, FT_BLACK, 700);
  g_assert_cmpint (ft_clock_get_remaining_ms (clock, FT_BLACK), ==, 700);
  f.now_us += 699999;
  g_assert_false (ft_clock_check_flag (clock));
  f.now_us += 1;
  g_assert_true (ft_clock_check_flag (clock));
  g_assert_cmpint (f.flag_side, ==, FT_BLACK);
  g_assert_cmpint (f.flag_count, ==, 1);
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

typedef struct
{
  GMainLoop *loop;
  gint64 flag_at_us;
  guint flag_count;
  guint give_up_id;
} RealFixture;

static void
real_flag_fall_cb (FtClock *clock G_GNUC_UNUSED, int side G_GNUC_UNUSED, gpointer user_data)
{
  RealFixture *rf = user_data;

  rf->flag_at_us = g_get_monotonic_time ();
  rf->flag_count++;
  g_main_loop_quit (rf->loop);
}

static gboolean
give_up_cb (gpointer user_data)
{
  RealFixture *rf = user_data;

  rf->give_up_id = 0;
  g_main_loop_quit (rf->loop);
  return G_SOURCE_REMOVE;
}

/* Run the loop until the flag falls or a second has passed; returns the time
 * from start_us to the flag, or -1 if it did not fall. */
static gint64
run_until_flag (RealFixture *rf, FtClock *clock, gint64 start_us)
{
  guint count_before = rf->flag_count;

  rf->give_up_id = g_timeout_add (1000, give_up_cb, rf);
  g_main_loop_run (rf->loop);
  g_clear_handle_id (&rf->give_up_id, g_source_remove);
  if (rf->flag_count == count_before)
    return -1;
  g_assert_false (ft_clock_is_running (clock));
  return rf->flag_at_us - start_us;
}

/* The per-move clock's own timer fires when the turn's countdown ends, not
 * before and not much after; restoring a running side's time moves it. */
static void
test_per_move_real_timer (void)
{
  g_autoptr (FtClock) clock = ft_clock_new_per_move (60);
  g_autoptr (FtClock) slow_clock = ft_clock_new_per_move (5000);
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  RealFixture rf = { loop, 0, 0, 0 };
  gint64 start_us;
  gint64 took_us;

  g_signal_connect (clock, "flag-fall", G_CALLBACK (real_flag_fall_cb), &rf);
  start_us = g_get_monotonic_time ();
  ft_clock_start (clock, FT_WHITE);
  took_us = run_until_flag (&rf, clock, start_us);
  g_assert_cmpint (rf.flag_count, ==, 1);
  g_assert_cmpint (took_us, >=, 60000);
  g_assert_cmpint (took_us, <, 500000);

  /* A later turn is a full one again. */
  start_us = g_get_monotonic_time ();
  ft_clock_start (clock, FT_BLACK);
  took_us = run_until_flag (&rf, clock, start_us);
  g_assert_cmpint (rf.flag_count, ==, 2);
  g_assert_cmpint (took_us, >=, 60000);
  g_assert_cmpint (took_us, <, 500000);

  /* Restoring a running side's time moves its timer: 5 s become 30 ms. */
  g_signal_connect (slow_clock, "flag-fall", G_CALLBACK (real_flag_fall_cb), &rf);
  start_us = g_get_monotonic_time ();
  ft_clock_start (slow_clock, FT_BLACK);
  ft_clock_set_remaining_ms (slow_clock, FT_BLACK, 30);
  took_us = run_until_flag (&rf, slow_clock, start_us);
  g_assert_cmpint (rf.flag_count, ==, 3);
  g_assert_cmpint (took_us, >=, 30000);
  g_assert_cmpint (took_us, <, 500000);
}

/* An untimed clock sets no timer of its own. */
static void
test_untimed_real_timer (void)
{
  g_autoptr (FtClock) clock = ft_clock_new_untimed ();
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  Fixture f = { 0, -1, 0 };

  g_signal_connect (clock, "flag-fall", G_CALLBACK (flag_fall_cb), &f);
  ft_clock_start (clock, FT_WHITE);
  g_timeout_add (100, quit_loop_cb, loop);
  g_main_loop_run (loop);
  g_assert_cmpint (f.flag_count, ==, 0);
  g_assert_true (ft_clock_is_running (clock));
}

/* The clocks' words for screen readers: rounded up like the digits. */
static void
test_describe (void)
{
  static const struct
  {
    gint64 ms;
    const char *words;
  } cases[] = {
    { 180000, "3 minutes" },     { 177000, "2 minutes 57" },  { 176001, "2 minutes 57" },
    { 61000, "1 minute 1" },     { 60000, "1 minute" },       { 10000, "10 seconds" },
    { 1, "1 second" },           { 0, "no time" },            { -5, "no time" },
    { -1, "no clock" },          { 3600000, "1 hour" },       { 3605000, "1 hour 5 seconds" },
    { 3661000, "1 hour 1 minute 1" }, { 7322000, "2 hours 2 minutes 2" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *words = ft_clock_describe_ms (cases[i].ms);

      g_assert_cmpstr (words, ==, cases[i].words);
    }
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
  g_test_add_func ("/clock/fischer-mode", test_fischer_mode);
  g_test_add_func ("/clock/untimed", test_untimed);
  g_test_add_func ("/clock/format-no-clock", test_format_no_clock);
  g_test_add_func ("/clock/per-move", test_per_move);
  g_test_add_func ("/clock/per-move-interrupted-turn", test_per_move_interrupted_turn);
  g_test_add_func ("/clock/set-remaining", test_set_remaining);
  g_test_add_func ("/clock/per-move-set-remaining", test_per_move_set_remaining);
  g_test_add_func ("/clock/per-move-real-timer", test_per_move_real_timer);
  g_test_add_func ("/clock/untimed-real-timer", test_untimed_real_timer);
  g_test_add_func ("/clock/describe", test_describe);
  return g_test_run ();
}
