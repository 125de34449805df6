/* test-idle — a window where nothing changes paints no frame and wakes its
 * main loop for nothing (0 % of a processor); a running clock repaints once
 * a second, and the computer thinking does not make the board repaint.
 * Frames and main-loop dispatches are counted over a second, never timed
 * (docs/performance.md, "Idle"). */
#include "config.h"

#include "ft-window.h"

#include "app-test-util.h"

typedef struct
{
  guint frames;     /* after-paint of the window's frame clock */
  guint dispatches; /* main-loop iterations that dispatched a source */
} Counts;

static void
after_paint_cb (GdkFrameClock *clock G_GNUC_UNUSED, gpointer user_data)
{
  ((Counts *) user_data)->frames++;
}

/* Spins until nothing has been dispatched for 800 ms (at most 5 s): the
 * window's first frames, the idle sources of its first layout, and GTK's
 * one look at the tooltips 500 ms after a widget with one was allocated.
 * Anything that recurs is still seen by the count that follows. */
static void
settle (void)
{
  gint64 start = g_get_monotonic_time ();
  gint64 quiet_since = start;

  while (g_get_monotonic_time () - quiet_since < 800 * 1000 && g_get_monotonic_time () - start < 5 * G_USEC_PER_SEC)
    {
      if (g_main_context_iteration (NULL, FALSE))
        quiet_since = g_get_monotonic_time ();
      g_usleep (1000);
    }
  g_test_message ("settled after %ld ms", (long) ((g_get_monotonic_time () - start) / 1000));
}

/* Lets the window settle, then counts frames and dispatches for `ms`
 * milliseconds. */
static Counts
count_while_idle (FtWindow *window, guint ms)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  Counts counts = { 0, 0 };
  gint64 end;

  settle ();
  g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &counts);
  end = g_get_monotonic_time () + ms * 1000;
  while (g_get_monotonic_time () < end)
    {
      if (g_main_context_iteration (NULL, FALSE))
        counts.dispatches++;
      g_usleep (1000);
    }
  g_signal_handlers_disconnect_by_func (clock, after_paint_cb, &counts);
  g_test_message ("%u frames, %u dispatches in %u ms", counts.frames, counts.dispatches, ms);
  return counts;
}

static FtGameSetup *
two_people (FtTimeControl time_control)
{
  FtGameSetup *setup = ft_game_setup_new_default ();

  setup->opponent = FT_OPPONENT_HUMAN;
  setup->time_control = time_control;
  return setup;
}

/* Two people, no clock, nobody touching anything: nothing at all. */
static void
test_still_window_does_nothing (void)
{
  g_autoptr (FtGameSetup) setup = two_people (FT_TIME_CONTROL_UNTIMED);
  FtWindow *window = open_window_with (setup, NULL);
  Counts counts = count_while_idle (window, 1000);

  g_assert_cmpuint (counts.frames, ==, 0);
  g_assert_cmpuint (counts.dispatches, ==, 0);

  /* A move, then stillness again. */
  play_move (window, "f2", "f3");
  counts = count_while_idle (window, 1000);
  g_assert_cmpuint (counts.frames, ==, 0);
  g_assert_cmpuint (counts.dispatches, ==, 0);
  close_window (window);
}

/* A running clock changes its label once a second: one frame a second, and
 * a handful of dispatches for it (the clock's timer, then the frame clock's
 * phases: 4 a second measured), no more. */
static void
test_running_clock_repaints_once_a_second (void)
{
  g_autoptr (FtGameSetup) setup = two_people (FT_TIME_CONTROL_FISCHER);
  FtWindow *window = open_window_with (setup, NULL);
  Counts counts = count_while_idle (window, 1000);

  /* Before the first move no clock runs: nothing to repaint. */
  g_assert_cmpuint (counts.frames, ==, 0);
  play_move (window, "f2", "f3");
  counts = count_while_idle (window, 3000);

  g_assert_cmpuint (counts.frames, >=, 2);
  g_assert_cmpuint (counts.frames, <=, 4);
  g_assert_cmpuint (counts.dispatches, <=, 5 * 3);
  close_window (window);
}

/* The computer thinking (its clock untimed) repaints nothing: the board
 * and the sidebar stay as they are until its move. */
static void
test_thinking_repaints_nothing (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  FtWindow *window;
  Counts counts;

  setup->opponent = FT_OPPONENT_COMPUTER;
  setup->human_colour = FT_BLACK; /* the computer opens */
  setup->level = FT_LEVEL_HARD;
  setup->time_control = FT_TIME_CONTROL_UNTIMED;
  window = open_window_with (setup, NULL);
  g_assert_true (ft_window_is_computer_thinking (window));
  counts = count_while_idle (window, 1000);
  if (ft_window_is_computer_thinking (window))
    g_assert_cmpuint (counts.frames, ==, 0);
  else
    g_test_message ("the computer moved within the second; frames not checked");
  close_window (window);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();

  g_test_add_func ("/idle/still-window", test_still_window_does_nothing);
  g_test_add_func ("/idle/running-clock", test_running_clock_repaints_once_a_second);
  g_test_add_func ("/idle/computer-thinking", test_thinking_repaints_nothing);
  return g_test_run ();
}
