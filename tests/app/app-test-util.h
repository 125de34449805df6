/* app-test-util.h — what the window tests share: running the main loop
 * until a condition holds, and waiting for the board to be laid out. */
#pragma once

#include <stdlib.h>

#include "ft-profile-store.h"
#include "ft-window.h"

/* A cell of the board by its chess name ("e4", "n14"). */
#define CELL(name) FT_CELL ((name)[0] - 'a', atoi ((name) + 1) - 1)
/* The window's board model. */
#define WINDOW_MODEL(window) ft_board_view_get_model (ft_window_get_board (window))

typedef gboolean (*Condition) (gpointer data);

/* What AdwApplication would load (the sidebar's size depends on it). */
void load_app_css (void);
/* What GtkApplication adds to the icon theme (its resource base path's
 * icons/): the application icon as the running game finds it. */
void add_app_icons (void);
/* Run the main loop until cond holds; FALSE on timeout. */
gboolean wait_until (Condition cond, gpointer data, guint timeout_ms);
/* Resign or restart (`action`: "win.resign", "win.restart") as a player
 * does with the default "confirm-resign-restart": a first press arms, a
 * second within 3 s does it. What the second activation returned. */
gboolean confirm_action (FtWindow *window, const char *action);
/* The same with a key's action ("win.key-resign", "win.key-restart") and
 * the key's name ("E", "Escape", "R"). */
gboolean confirm_key (FtWindow *window, const char *action, const char *key);
/* Run the main loop for ms milliseconds. */
void spin (guint ms);
gboolean drain_until (Condition cond, gpointer data);
/* The window (data) is mapped and its board has a size. */
gboolean board_ready (gpointer data);
/* A window shown, then playing `setup` (as the application does), laid out. */
FtWindow *open_window_with (const FtGameSetup *setup, GSettings *settings);
void close_window (FtWindow *window);
/* A new empty folder for a test's files; remove_dir removes it and the
 * files in it. */
char *temp_dir (void);
void remove_dir (const char *dir);
/* Removes the sprite cache a test made under its own XDG_CACHE_HOME `home`
 * (the cache's folder, its parent "fourteen", then `home`). */
void remove_sprite_cache_home (const char *home);
/* The width of the panel beside the board (its strips' width). */
int panel_width (FtWindow *window);

/* A visible AdwMessageDialog among the toplevels, or NULL. */
GtkWidget *find_message_dialog (void);
/* The first widget under root (root included, depth first) that `match`
 * accepts, or NULL. */
typedef gboolean (*WidgetMatch) (GtkWidget *widget, gconstpointer data);
GtkWidget *find_widget_where (GtkWidget *root, WidgetMatch match, gconstpointer data);
/* The first GtkLabel under root whose text contains `text` (a toast's
 * title, a status line), or NULL. */
GtkWidget *find_label_containing (GtkWidget *root, const char *text);
/* The first clock face under root whose time contains `text`, or NULL. */
GtkWidget *find_clock_face_showing (GtkWidget *root, const char *text);
/* Every shortcut of widget's shortcut controllers (GtkShortcut, owned). */
GPtrArray *widget_shortcuts (GtkWidget *widget);
/* The board as its own snapshot() draws it, rendered with the window's
 * renderer (FT_TEST_SAVE_RENDER=FILE also saves it as PNG). */
typedef struct
{
  guchar *pixels; /* B G R A (cairo order on little endian); g_free() it */
  gsize stride;
  int width, height;
} Image;
void render_board (FtWindow *window, Image *image);
/* A profile store in a new temporary folder, made the application's,
 * whose first profile is called `name`: screenshots show a person's name,
 * not the account's that made them. Returns the store (the application
 * keeps a reference) and its first profile in *first. */
FtProfileStore *use_profile_store (const char *name, FtProfile **first);
/* A shown window (or dialog) as it draws itself, saved as DIR/NAME (PNG);
 * the path and size are printed. For the screenshot programs. */
void save_window_png (gpointer window, const char *dir, const char *name);
/* The same for any board view in a shown window. */
void render_view (FtBoardView *view, Image *image);
/* The board view's drag gesture, and a press on `from`, two motions and a
 * release on `to` through it (from == to: a click). */
GtkGesture *board_drag_gesture (FtBoardView *view);
void drag_cells (FtBoardView *view, FtCell from, FtCell to);
/* The game is over, or a turn has started and no move travels. */
gboolean turn_started_and_still (gpointer data);
/* A click-click move as a person does it (the move must be played), then
 * the wait for the next turn. */
void play_move (FtWindow *window, const char *from, const char *to);

/* The sprite cache's files at px (0: of any size), ft-sprite-cache.h. */
guint count_sprite_files (int px);
