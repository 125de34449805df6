/* ft-frame-bench-widgets.c — which widgets a frame measured, allocated
 * and snapshotted, and for how long.
 *
 * A bench-only instrument (fourteen-frame-bench --widgets): GTK 4.8 has no
 * per-widget marks, so the measure, size_allocate and snapshot methods of
 * every widget class in the window are wrapped in place with timers. GTK
 * calls them only on a cache miss, so what they record is the work a frame
 * really redid. Time is each call's own, without the children it measured
 * in turn. A class that chains up to its parent re-enters the wrapper for
 * the same widget: the wrapper then runs the parent's method. */
#include "config.h"

#include <stdio.h>
#include <time.h>

#include "ft-frame-bench-widgets.h"

enum { MEASURE, ALLOCATE, SNAPSHOT, N_METHODS };
static const char *const method_names[N_METHODS] = { "measure", "allocate", "snapshot" };

typedef struct
{
  /* NULL: the class had inherited a wrapper; its parent's method runs. */
  void (*measure) (GtkWidget *, GtkOrientation, int, int *, int *, int *, int *);
  void (*size_allocate) (GtkWidget *, int, int, int);
  void (*snapshot) (GtkWidget *, GtkSnapshot *);
} Methods;

typedef struct
{
  GtkWidget *widget;
  GtkWidgetClass *klass; /* whose method runs */
  int method;
  int orientation, for_size; /* tell a chain-up from a measure of the other axis */
  gint64 start_ns, children_ns;
} Call;

typedef struct
{
  char *what;
  guint calls[N_METHODS];
  gint64 own_ns[N_METHODS];
} Cost;

static GHashTable *originals; /* GtkWidgetClass * → Methods */
static GArray *calls;         /* Call, the stack of wrapped calls running */
static GHashTable *costs;     /* description → Cost, since the last reset */

static gint64
now_ns (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * G_GINT64_CONSTANT (1000000000) + ts.tv_nsec;
}

/* The widget as a reader finds it: its type, its builder id or that of
 * the nearest ancestor with one, and a label's text. */
static char *
describe (GtkWidget *widget)
{
  GString *text = g_string_new (G_OBJECT_TYPE_NAME (widget));
  GtkWidget *named = widget;

  while (named != NULL && (!GTK_IS_BUILDABLE (named)
                           || gtk_buildable_get_buildable_id (GTK_BUILDABLE (named)) == NULL))
    named = gtk_widget_get_parent (named);
  if (named != NULL)
    g_string_append_printf (text, " %s%s", named == widget ? "#" : "in #",
                            gtk_buildable_get_buildable_id (GTK_BUILDABLE (named)));
  if (GTK_IS_LABEL (widget))
    {
      g_autofree char *label = g_utf8_substring (gtk_label_get_text (GTK_LABEL (widget)), 0, 24);

      g_string_append_printf (text, " \"%s\"", label);
    }
  return g_string_free (text, FALSE);
}

/* The class whose method should run for this call, and its methods. */
static const Methods *
resolve (GtkWidget *widget, int method, int orientation, int for_size, GtkWidgetClass **klass_out)
{
  GtkWidgetClass *klass = GTK_WIDGET_GET_CLASS (widget);

  if (calls->len > 0)
    {
      const Call *top = &g_array_index (calls, Call, calls->len - 1);

      if (top->widget == widget && top->method == method && top->orientation == orientation
          && top->for_size == for_size)
        klass = g_type_class_peek_parent (top->klass);
    }
  for (; klass != NULL && GTK_IS_WIDGET_CLASS (klass); klass = g_type_class_peek_parent (klass))
    {
      const Methods *methods = g_hash_table_lookup (originals, klass);

      if (methods == NULL)
        continue;
      if ((method == MEASURE && methods->measure == NULL)
          || (method == ALLOCATE && methods->size_allocate == NULL)
          || (method == SNAPSHOT && methods->snapshot == NULL))
        continue;
      *klass_out = klass;
      return methods;
    }
  g_error ("no original %s for %s", method_names[method], G_OBJECT_TYPE_NAME (widget));
}

static void
call_begin (GtkWidget *widget, GtkWidgetClass *klass, int method, int orientation, int for_size)
{
  Call call = { widget, klass, method, orientation, for_size, now_ns (), 0 };

  g_array_append_val (calls, call);
}

static void
call_end (void)
{
  Call call = g_array_index (calls, Call, calls->len - 1);
  gint64 total = now_ns () - call.start_ns;
  g_autofree char *what = NULL;
  Cost *cost;

  g_array_set_size (calls, calls->len - 1);
  if (calls->len > 0)
    g_array_index (calls, Call, calls->len - 1).children_ns += total;
  if (costs == NULL)
    return;
  what = describe (call.widget);
  cost = g_hash_table_lookup (costs, what);
  if (cost == NULL)
    {
      cost = g_new0 (Cost, 1);
      cost->what = g_steal_pointer (&what);
      g_hash_table_insert (costs, cost->what, cost);
    }
  cost->calls[call.method]++;
  cost->own_ns[call.method] += total - call.children_ns;
}

static void
measure_wrapper (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                 int *natural, int *minimum_baseline, int *natural_baseline)
{
  GtkWidgetClass *klass;
  const Methods *methods = resolve (widget, MEASURE, orientation, for_size, &klass);

  call_begin (widget, klass, MEASURE, orientation, for_size);
  methods->measure (widget, orientation, for_size, minimum, natural, minimum_baseline,
                    natural_baseline);
  call_end ();
}

static void
size_allocate_wrapper (GtkWidget *widget, int width, int height, int baseline)
{
  GtkWidgetClass *klass;
  const Methods *methods = resolve (widget, ALLOCATE, -1, width, &klass);

  call_begin (widget, klass, ALLOCATE, -1, width);
  methods->size_allocate (widget, width, height, baseline);
  call_end ();
}

static void
snapshot_wrapper (GtkWidget *widget, GtkSnapshot *snapshot)
{
  GtkWidgetClass *klass;
  const Methods *methods = resolve (widget, SNAPSHOT, -1, -1, &klass);

  call_begin (widget, klass, SNAPSHOT, -1, -1);
  methods->snapshot (widget, snapshot);
  call_end ();
}

static void
wrap_class (GtkWidgetClass *klass)
{
  Methods *methods;

  if (g_hash_table_contains (originals, klass))
    return;
  methods = g_new0 (Methods, 1);
  if (klass->measure != measure_wrapper)
    methods->measure = klass->measure;
  if (klass->size_allocate != size_allocate_wrapper)
    methods->size_allocate = klass->size_allocate;
  if (klass->snapshot != snapshot_wrapper)
    methods->snapshot = klass->snapshot;
  g_hash_table_insert (originals, klass, methods);
  /* GtkWidget's own methods may be NULL: nothing to wrap there. */
  if (klass->measure != NULL)
    klass->measure = measure_wrapper;
  if (klass->size_allocate != NULL)
    klass->size_allocate = size_allocate_wrapper;
  if (klass->snapshot != NULL)
    klass->snapshot = snapshot_wrapper;
}

/* Wraps the classes of root and every widget under it not yet wrapped;
 * call it again when the window grows new kinds of widgets. */
void
ft_widget_costs_watch (GtkWidget *root)
{
  if (originals == NULL)
    {
      originals = g_hash_table_new_full (NULL, NULL, NULL, g_free);
      calls = g_array_new (FALSE, FALSE, sizeof (Call));
      ft_widget_costs_reset ();
    }
  wrap_class (GTK_WIDGET_GET_CLASS (root));
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    ft_widget_costs_watch (child);
}

static void
cost_free (gpointer data)
{
  Cost *cost = data;

  g_free (cost->what);
  g_free (cost);
}

void
ft_widget_costs_reset (void)
{
  g_clear_pointer (&costs, g_hash_table_unref);
  costs = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, cost_free);
}

static gint64
cost_total (const Cost *cost)
{
  return cost->own_ns[MEASURE] + cost->own_ns[ALLOCATE] + cost->own_ns[SNAPSHOT];
}

static int
compare_costs (gconstpointer a, gconstpointer b)
{
  gint64 ta = cost_total (*(Cost *const *) a), tb = cost_total (*(Cost *const *) b);

  return ta < tb ? 1 : ta > tb ? -1 : 0;
}

/* The top widgets of the frame since the last reset, by their own time. */
void
ft_widget_costs_print (guint top)
{
  g_autoptr (GPtrArray) sorted = g_ptr_array_new ();
  GHashTableIter iter;
  gpointer value;
  gint64 all = 0;

  g_hash_table_iter_init (&iter, costs);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    g_ptr_array_add (sorted, value);
  for (guint i = 0; i < sorted->len; i++)
    all += cost_total (g_ptr_array_index (sorted, i));
  g_ptr_array_sort (sorted, compare_costs);
  printf ("  widgets: %u redid work, %.2f ms in all (own time)\n", sorted->len, all / 1e6);
  for (guint i = 0; i < MIN (top, sorted->len); i++)
    {
      const Cost *cost = g_ptr_array_index (sorted, i);

      printf ("    %6.2f ms", cost_total (cost) / 1e6);
      for (int m = 0; m < N_METHODS; m++)
        if (cost->calls[m] > 0)
          printf ("  %s %u× %.2f", method_names[m], cost->calls[m], cost->own_ns[m] / 1e6);
      printf ("  %s\n", cost->what);
    }
}

void
ft_widget_costs_clear (void)
{
  /* The classes stay wrapped: widgets may still be drawn. */
  g_clear_pointer (&costs, g_hash_table_unref);
}
