/* app-test-util.c — see app-test-util.h. */
#include "app-test-util.h"

#include "ft-app-profiles.h"
#include "ft-clock-face.h"
#include "ft-sprite-cache.h"

#include <stdlib.h>
#include <string.h>

#include <adwaita.h>
#include <glib/gstdio.h>

gboolean
wait_until (Condition cond, gpointer data, guint timeout_ms)
{
  gint64 deadline = g_get_monotonic_time () + timeout_ms * 1000;

  while (!cond (data))
    {
      if (g_get_monotonic_time () > deadline)
        return FALSE;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  return TRUE;
}

/* Dispatch sources that are ready now, without waiting for timers
 * (frame-clock ticks) to come due, until cond holds or nothing is ready (at
 * most 1000 dispatches). What cond says then. */
gboolean
drain_until (Condition cond, gpointer data)
{
  for (guint i = 0; i < 1000 && !cond (data); i++)
    if (!g_main_context_iteration (NULL, FALSE))
      break;
  return cond (data);
}

void
spin (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

gboolean
board_ready (gpointer data)
{
  FtWindow *window = data;
  return gtk_widget_get_mapped (GTK_WIDGET (window))
         && gtk_widget_get_width (GTK_WIDGET (ft_window_get_board (window))) > 0;
}

FtWindow *
open_window_with (const FtGameSetup *setup, GSettings *settings)
{
  FtWindow *window = ft_window_new (NULL, settings);

  gtk_window_present (GTK_WINDOW (window));
  ft_window_start (window, setup);
  g_assert_true (wait_until (board_ready, window, 5000));
  spin (50);
  return window;
}

void
close_window (FtWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  spin (20);
}

char *
temp_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("fourteen-app-test-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

void
remove_dir (const char *dir)
{
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (dir);
}

GtkWidget *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GObject) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_WIDGET (window);
    }
  return NULL;
}

GtkWidget *
find_widget_where (GtkWidget *root, WidgetMatch match, gconstpointer data)
{
  if (match (root, data))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget_where (child, match, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
label_contains (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget) && strstr (gtk_label_get_text (GTK_LABEL (widget)), text) != NULL;
}

GPtrArray *
widget_shortcuts (GtkWidget *widget)
{
  GPtrArray *shortcuts = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        g_ptr_array_add (shortcuts, g_list_model_get_item (G_LIST_MODEL (controller), j));
    }
  return shortcuts;
}

GtkWidget *
find_label_containing (GtkWidget *root, const char *text)
{
  return find_widget_where (root, label_contains, text);
}

static gboolean
clock_face_shows (GtkWidget *widget, gconstpointer text)
{
  return FT_IS_CLOCK_FACE (widget) && strstr (ft_clock_face_get_text (FT_CLOCK_FACE (widget)), text) != NULL;
}

GtkWidget *
find_clock_face_showing (GtkWidget *root, const char *text)
{
  return find_widget_where (root, clock_face_shows, text);
}

void
load_app_css (void)
{
  g_autoptr (GtkCssProvider) css = gtk_css_provider_new ();

  gtk_css_provider_load_from_resource (css, "/io/github/fourteenchess/Fourteen/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

void
add_app_icons (void)
{
  gtk_icon_theme_add_resource_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                    "/io/github/fourteenchess/Fourteen/icons");
}

gboolean
turn_started_and_still (gpointer data)
{
  FtGame *game = ft_window_get_game (data);
  return ft_game_is_over (game)
         || (ft_game_is_turn_started (game) && !ft_board_view_is_animating (ft_window_get_board (data)));
}

void
play_move (FtWindow *window, const char *from, const char *to)
{
  FtBoardView *board = ft_window_get_board (window);
  guint n = ft_game_get_n_moves (ft_window_get_game (window));

  g_assert_true (wait_until (turn_started_and_still, window, 5000));
  ft_board_model_click (ft_board_view_get_model (board), CELL (from));
  ft_board_model_click (ft_board_view_get_model (board), CELL (to));
  g_assert_cmpuint (ft_game_get_n_moves (ft_window_get_game (window)), ==, n + 1);
  g_assert_true (wait_until (turn_started_and_still, window, 5000));
}

void
render_view (FtBoardView *view, Image *image)
{
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (GTK_WIDGET (view)));
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;

  image->width = gtk_widget_get_width (GTK_WIDGET (view));
  image->height = gtk_widget_get_height (GTK_WIDGET (view));
  /* The board's own snapshot(), as GTK calls it for a frame. */
  GTK_WIDGET_GET_CLASS (view)->snapshot (GTK_WIDGET (view), snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, image->width, image->height));
  image->stride = (gsize) image->width * 4;
  image->pixels = g_malloc (image->stride * image->height);
  gdk_texture_download (texture, image->pixels, image->stride);
  if (g_getenv ("FT_TEST_SAVE_RENDER") != NULL)
    gdk_texture_save_to_png (texture, g_getenv ("FT_TEST_SAVE_RENDER"));
}

void
render_board (FtWindow *window, Image *image)
{
  render_view (ft_window_get_board (window), image);
}

GtkGesture *
board_drag_gesture (FtBoardView *view)
{
  g_autoptr (GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (view));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr (GObject) controller = g_list_model_get_item (controllers, i);
      if (GTK_IS_GESTURE_DRAG (controller))
        return GTK_GESTURE (controller);
    }
  g_assert_not_reached ();
}

void
drag_cells (FtBoardView *view, FtCell from, FtCell to)
{
  GtkGesture *gesture = board_drag_gesture (view);
  graphene_rect_t a, b;
  double x0, y0, dx, dy;

  g_assert_true (ft_board_view_get_cell_bounds (view, from, &a));
  g_assert_true (ft_board_view_get_cell_bounds (view, to, &b));
  x0 = a.origin.x + a.size.width / 2;
  y0 = a.origin.y + a.size.height / 2;
  dx = b.origin.x - a.origin.x;
  dy = b.origin.y - a.origin.y;
  g_signal_emit_by_name (gesture, "drag-begin", x0, y0);
  if (dx != 0 || dy != 0)
    {
      g_signal_emit_by_name (gesture, "drag-update", dx / 2, dy / 2);
      g_signal_emit_by_name (gesture, "drag-update", dx, dy);
    }
  g_signal_emit_by_name (gesture, "drag-end", dx, dy);
}

void
save_window_png (gpointer window, const char *dir, const char *name)
{
  GdkPaintable *paintable = gtk_widget_paintable_new (GTK_WIDGET (window));
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  int width = gtk_widget_get_width (GTK_WIDGET (window));
  int height = gtk_widget_get_height (GTK_WIDGET (window));
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree char *path = g_build_filename (dir, name, NULL);

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (!gdk_texture_save_to_png (texture, path))
    g_error ("cannot write %s", path);
  g_print ("%s (%dx%d)\n", path, width, height);
  g_object_unref (paintable);
}

FtProfileStore *
use_profile_store (const char *name, FtProfile **first)
{
  g_autoptr (GPtrArray) problems = g_ptr_array_new ();
  g_autofree char *dir = temp_dir ();
  g_autoptr (FtProfileStore) store = ft_profile_store_new (dir, ft_level_ratings_load_shipped (problems));
  g_autoptr (FtProfile) profile = NULL;

  ft_profile_store_load (store, NULL);
  profile = g_list_model_get_item (ft_profile_store_get_profiles (store), 0);
  ft_profile_store_rename (store, profile, name, NULL);
  ft_app_profiles_set (store);
  if (first != NULL)
    *first = profile; /* the store keeps it */
  return store;
}

gboolean
confirm_action (FtWindow *window, const char *action)
{
  gtk_widget_activate_action (GTK_WIDGET (window), action, NULL);
  return gtk_widget_activate_action (GTK_WIDGET (window), action, NULL);
}

gboolean
confirm_key (FtWindow *window, const char *action, const char *key)
{
  gtk_widget_activate_action (GTK_WIDGET (window), action, "s", key);
  return gtk_widget_activate_action (GTK_WIDGET (window), action, "s", key);
}

int
panel_width (FtWindow *window)
{
  return gtk_widget_get_width (ft_game_layout_get_top_strip (ft_sidebar_get_layout (ft_window_get_sidebar (window))));
}

void
remove_sprite_cache_home (const char *home)
{
  g_autofree char *sprites = ft_sprite_cache_dir ();
  g_autofree char *fourteen = g_path_get_dirname (sprites);

  remove_dir (sprites);
  remove_dir (fourteen);
  remove_dir (home);
}

guint
count_sprite_files (int px)
{
  g_autofree char *dir = ft_sprite_cache_dir ();
  g_autoptr (GDir) listing = g_dir_open (dir, 0, NULL);
  g_autofree char *suffix = g_strdup_printf ("-%d.argb", px);
  const char *name;
  guint n = 0;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    if (px == 0 || g_str_has_suffix (name, suffix))
      n++;
  return n;
}
