/* test-first-frame.c — ft_first_frame_call (ft-first-frame.h): called once,
 * from the first frame a presented window paints and not before; at the
 * next frame for a widget already mapped; with drawn FALSE for a widget
 * gone before any frame (unshown, or destroyed between its map and its
 * frame); never once cancelled; a wait started from its own call waits for
 * the next frame. */
#include "config.h"

#include "app-test-util.h"
#include "ft-first-frame.h"

typedef struct
{
  GtkWidget *widget;
  guint calls;
  guint drawn_calls;
  guint frames_painted; /* after-paint of the widget's clock, counted from its map */
  guint frames_at_call;
  gboolean mapped_at_call;
} Record;

static void
record_cb (gboolean drawn, gpointer user_data)
{
  Record *record = user_data;

  record->calls++;
  if (drawn)
    record->drawn_calls++;
  record->frames_at_call = record->frames_painted;
  record->mapped_at_call = record->widget != NULL && gtk_widget_get_mapped (record->widget);
}

static void
count_frame_cb (GdkFrameClock *clock G_GNUC_UNUSED, gpointer user_data)
{
  ((Record *) user_data)->frames_painted++;
}

/* Connected after the wait's own map handler, so the frame counter's
 * after-paint runs after the wait's: a call from the first frame sees 0. */
static void
count_frames_from_map_cb (GtkWidget *widget, gpointer user_data)
{
  g_signal_connect (gtk_widget_get_frame_clock (widget), "after-paint", G_CALLBACK (count_frame_cb), user_data);
  g_assert_cmpuint (((Record *) user_data)->calls, ==, 0);
}

static gboolean
called (gpointer data)
{
  return ((Record *) data)->calls > 0;
}

static gboolean
painted_twice (gpointer data)
{
  return ((Record *) data)->frames_painted >= 2;
}

static void
stop_counting (Record *record)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (record->widget);

  if (clock != NULL)
    g_signal_handlers_disconnect_by_func (clock, count_frame_cb, record);
}

/* A window's wait, then the window presented: nothing until its first
 * frame, then one call from that frame's after-paint, and no other at the
 * frames after it. */
static void
test_presented_window (void)
{
  Record record = { 0 };

  record.widget = gtk_window_new ();
  ft_first_frame_call (record.widget, record_cb, &record);
  g_signal_connect (record.widget, "map", G_CALLBACK (count_frames_from_map_cb), &record);
  spin (50);
  g_assert_cmpuint (record.calls, ==, 0);

  gtk_window_present (GTK_WINDOW (record.widget));
  g_assert_true (gtk_widget_get_mapped (record.widget));
  g_assert_cmpuint (record.calls, ==, 0);
  g_assert_true (wait_until (called, &record, 5000));
  g_assert_cmpuint (record.drawn_calls, ==, 1);
  g_assert_cmpuint (record.frames_at_call, ==, 0);
  g_assert_true (record.mapped_at_call);

  gtk_widget_queue_draw (record.widget);
  g_assert_true (wait_until (painted_twice, &record, 5000));
  g_assert_cmpuint (record.calls, ==, 1);

  stop_counting (&record);
  gtk_window_destroy (GTK_WINDOW (record.widget));
  spin (50);
  g_assert_cmpuint (record.calls, ==, 1);
}

static void
count_frames_now (Record *record)
{
  g_signal_connect (gtk_widget_get_frame_clock (record->widget), "after-paint", G_CALLBACK (count_frame_cb), record);
}

static gboolean
window_drawn (gpointer data)
{
  return ((Record *) data)->frames_painted > 0;
}

/* A widget mapped already, in a window that has painted: armed at once,
 * called from the first frame painted after the call (the frame counter's
 * after-paint, connected earlier, has seen that one frame), not during the
 * call. */
static void
test_already_mapped (void)
{
  Record record = { 0 };
  GtkWidget *window = gtk_window_new ();
  GtkWidget *label = gtk_label_new ("shown");

  gtk_window_set_child (GTK_WINDOW (window), label);
  gtk_window_present (GTK_WINDOW (window));
  record.widget = label;
  count_frames_now (&record);
  g_assert_true (wait_until (window_drawn, &record, 5000));
  g_assert_true (gtk_widget_get_mapped (label));
  spin (50);
  record.frames_painted = 0;

  ft_first_frame_call (label, record_cb, &record);
  g_assert_cmpuint (record.calls, ==, 0);
  gtk_widget_queue_draw (label);
  g_assert_true (wait_until (called, &record, 5000));
  g_assert_cmpuint (record.drawn_calls, ==, 1);
  g_assert_cmpuint (record.frames_at_call, ==, 1);
  g_assert_true (record.mapped_at_call);
  record.frames_painted = 0;

  gtk_widget_queue_draw (label);
  g_assert_true (wait_until (window_drawn, &record, 5000));
  g_assert_cmpuint (record.calls, ==, 1);
  stop_counting (&record);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Gone before any frame: one call with drawn FALSE, from its dispose (a
 * widget never shown; a window destroyed unshown; a window destroyed
 * between its map and its first frame), and nothing later. */
static void
test_gone_before_frame (void)
{
  Record record = { 0 };
  GtkWidget *label = g_object_ref_sink (gtk_label_new ("never shown"));
  GtkWidget *window;

  ft_first_frame_call (label, record_cb, &record);
  g_object_unref (label);
  g_assert_cmpuint (record.calls, ==, 1);
  g_assert_cmpuint (record.drawn_calls, ==, 0);

  record = (Record) { 0 };
  window = gtk_window_new ();
  ft_first_frame_call (window, record_cb, &record);
  spin (50);
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_cmpuint (record.calls, ==, 1);
  g_assert_cmpuint (record.drawn_calls, ==, 0);

  /* Mapped, its after-paint awaited, then gone before that frame. */
  record = (Record) { 0 };
  window = gtk_window_new ();
  ft_first_frame_call (window, record_cb, &record);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (gtk_widget_get_mapped (window));
  gtk_window_destroy (GTK_WINDOW (window));
  g_assert_cmpuint (record.calls, ==, 1);
  g_assert_cmpuint (record.drawn_calls, ==, 0);
  spin (100);
  g_assert_cmpuint (record.calls, ==, 1);
}

/* Cancelled, before the map or after it: never called, not even when the
 * widget goes. */
static void
test_cancelled (void)
{
  Record record = { 0 };
  GtkWidget *window = gtk_window_new ();
  GtkWidget *label = g_object_ref_sink (gtk_label_new ("never shown"));

  record.widget = window;
  ft_first_frame_cancel (ft_first_frame_call (window, record_cb, &record));
  ft_first_frame_cancel (ft_first_frame_call (label, record_cb, &record));
  g_object_unref (label);
  gtk_window_present (GTK_WINDOW (window));
  ft_first_frame_cancel (ft_first_frame_call (window, record_cb, &record));
  count_frames_now (&record);
  g_assert_true (wait_until (window_drawn, &record, 5000));
  gtk_widget_queue_draw (window);
  g_assert_true (wait_until (painted_twice, &record, 5000));
  g_assert_cmpuint (record.calls, ==, 0);
  stop_counting (&record);
  gtk_window_destroy (GTK_WINDOW (window));
  ft_first_frame_cancel (NULL);
  g_assert_cmpuint (record.calls, ==, 0);
}

typedef struct
{
  Record first;
  Record second;
} Chain;

static void
chain_cb (gboolean drawn, gpointer user_data)
{
  Chain *chain = user_data;

  record_cb (drawn, &chain->first);
  /* The first wait is gone already: a new one on the same widget. */
  ft_first_frame_call (chain->first.widget, record_cb, &chain->second);
  gtk_widget_queue_draw (chain->first.widget);
}

static gboolean
second_called (gpointer data)
{
  return ((Chain *) data)->second.calls > 0;
}

/* A wait started from a call waits for the frame after the one that made
 * the call. */
static void
test_wait_from_call (void)
{
  Chain chain = { { 0 }, { 0 } };

  chain.first.widget = gtk_window_new ();
  chain.second.widget = chain.first.widget;
  ft_first_frame_call (chain.first.widget, chain_cb, &chain);
  gtk_window_present (GTK_WINDOW (chain.first.widget));
  g_assert_true (wait_until (called, &chain.first, 5000));
  g_assert_cmpuint (chain.second.calls, ==, 0);
  count_frames_now (&chain.second);
  g_assert_true (wait_until (second_called, &chain, 5000));
  g_assert_cmpuint (chain.second.drawn_calls, ==, 1);
  g_assert_cmpuint (chain.first.calls, ==, 1);
  stop_counting (&chain.second);
  gtk_window_destroy (GTK_WINDOW (chain.first.widget));
  g_assert_cmpuint (chain.second.calls, ==, 1);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/first-frame/presented-window", test_presented_window);
  g_test_add_func ("/first-frame/already-mapped", test_already_mapped);
  g_test_add_func ("/first-frame/gone-before-frame", test_gone_before_frame);
  g_test_add_func ("/first-frame/cancelled", test_cancelled);
  g_test_add_func ("/first-frame/wait-from-call", test_wait_from_call);
  return g_test_run ();
}
