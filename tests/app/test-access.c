/* Screen readers and keys under Xvfb: the board's accessible label tells
 * each move, check, checkmate and result as it lands (GTK 4.8 has no
 * announcements; see ft-board-a11y.c), and the shortcuts window lists
 * exactly the keys the window and the application really have. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ft-application.h"
#include "ft-fen.h"
#include "ft-help-overlay.h"
#include "ft-window.h"

#include "app-test-util.h"

#define SQ(name) FT_SQUARE ((name)[0] - 'a', atoi ((name) + 1) - 1)

static gboolean
turn_started_and_landed (gpointer data)
{
  FtGame *game = ft_window_get_game (data);

  return (ft_game_is_over (game) || ft_game_is_turn_started (game))
         && !ft_board_view_is_animating (ft_window_get_board (data));
}

static FtWindow *
open_two_players (const char *fen)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (GError) error = NULL;

  g_assert_true (ft_fen_parse (fen, FT_RULES_STANDARD, setup->start, &error));
  g_assert_no_error (error);
  setup->opponent = FT_OPPONENT_HUMAN;
  return open_window_with (setup, NULL);
}

/* Click-click, then wait until the move has landed. Picking the piece up
 * is said ("… selected: …"); while the move travels the label still says
 * that, not the move. */
static void
play (FtWindow *window, const char *from, const char *to)
{
  FtBoardView *board = ft_window_get_board (window);
  g_autofree char *before = NULL;

  g_assert_true (wait_until (turn_started_and_landed, window, 5000));
  ft_board_model_click (ft_board_view_get_model (board), CELL (from));
  g_assert_true (g_str_has_suffix (ft_board_model_get_announcement (ft_board_view_get_model (board)), ")")
                 || strstr (ft_board_model_get_announcement (ft_board_view_get_model (board)), " selected: ") != NULL);
  before = g_strdup (ft_board_model_get_announcement (ft_board_view_get_model (board)));
  ft_board_model_click (ft_board_view_get_model (board), CELL (to));
  /* Standard rules: the promotion popover asks; a knight, for the words. */
  if (ft_board_model_is_choosing_promotion (ft_board_view_get_model (board)))
    ft_board_model_choose_promotion (ft_board_view_get_model (board), FT_KNIGHT);
  g_assert_true (ft_board_view_is_animating (board));
  g_assert_cmpstr (ft_board_model_get_announcement (ft_board_view_get_model (board)), ==, before);
  g_assert_true (wait_until (turn_started_and_landed, window, 5000));
}

static void
assert_label (FtWindow *window, const char *expected)
{
  FtBoardView *board = ft_window_get_board (window);
  g_autofree char *label = g_strdup_printf ("Board: %s", expected);

  g_assert_cmpstr (ft_board_model_get_announcement (ft_board_view_get_model (board)), ==, expected);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (board), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       label);
}

/* A capture, a plain move and a check, each told once it has landed. */
static void
test_moves_announced (void)
{
  FtWindow *window = open_two_players ("4k3/p7/8/8/8/8/8/R3K3 w - - 0 1");
  FtBoardView *board = ft_window_get_board (window);

  g_assert_null (ft_board_model_get_announcement (ft_board_view_get_model (board)));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (board), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Board");
  /* The focus square on a7: its description follows the capture. */
  ft_board_model_move_cursor (ft_board_view_get_model (board), 0, 0);
  ft_board_model_move_cursor (ft_board_view_get_model (board), -4, 6);
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (board),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "a7, black pawn");
  play (window, "a1", "a7");
  assert_label (window, "White rook a1 takes pawn on a7");
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (board),
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "a7, white rook");
  play (window, "e8", "d8");
  assert_label (window, "Black king e8 to d8");
  play (window, "a7", "a8");
  assert_label (window, "White rook a7 to a8, check");
  /* Resigning tells the result at once. */
  confirm_action (window, "win.resign");
  assert_label (window, "Black resigned");
  /* A new game is only "Board" again. */
  confirm_action (window, "win.restart");
  g_assert_null (ft_board_model_get_announcement (ft_board_view_get_model (board)));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (board), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Board");
  close_window (window);
}

/* Fool's mate: the mating move and the result in one sentence; castling
 * and promotion have their own words. */
static void
test_checkmate_castling_promotion_announced (void)
{
  FtWindow *window = open_two_players ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");

  play (window, "f2", "f3");
  play (window, "e7", "e5");
  play (window, "g2", "g4");
  play (window, "d8", "h4");
  assert_label (window, "Black queen d8 to h4, checkmate. Black won by checkmate");
  close_window (window);

  window = open_two_players ("4k3/1P6/8/8/8/8/8/4K2R w K - 0 1");
  play (window, "e1", "g1");
  assert_label (window, "White castles, king e1 to g1");
  play (window, "e8", "d7");
  play (window, "b7", "b8");
  assert_label (window, "White pawn b7 to b8, promotes to knight, check");
  close_window (window);
}

/* ---- Keys and focus (ft-window-access.c, ft-scoresheet.c) --------------------- */

static GtkMenuButton *find_menu_button (GtkWidget *widget);

static GtkWidget *
find_button (GtkWidget *widget, const char *action)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Tab presses from the board to `target`. */
static guint
tabs_from_board (FtWindow *window, GtkWidget *target)
{
  guint n = 0;

  gtk_widget_grab_focus (GTK_WIDGET (ft_window_get_board (window)));
  while (gtk_root_get_focus (GTK_ROOT (window)) != target && n < 60)
    {
      gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
      n++;
    }
  return n;
}

/* The move list is one Tab stop however long the game; the focus enters
 * on the move shown and follows browsing. */
static void
test_move_list_one_tab_stop (void)
{
  FtWindow *window = open_two_players ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
  GtkWidget *resign = find_button (GTK_WIDGET (ft_sidebar_get_layout (ft_window_get_sidebar (window))), "win.resign");
  GtkWidget *sheet = GTK_WIDGET (ft_sidebar_get_scoresheet (ft_window_get_sidebar (window)));
  guint short_game, long_game;
  GtkWidget *focus;

  g_assert_nonnull (resign);
  play (window, "e2", "e4");
  play (window, "e7", "e5");
  short_game = tabs_from_board (window, resign);
  play (window, "g1", "f3");
  play (window, "b8", "c6");
  play (window, "f1", "c4");
  play (window, "g8", "f6");
  long_game = tabs_from_board (window, resign);
  g_assert_cmpuint (short_game, <, 60);
  g_assert_cmpuint (short_game, ==, long_game);

  /* Into the list: the last move; browsing back moves the focus with it. */
  gtk_widget_grab_focus (GTK_WIDGET (ft_window_get_board (window)));
  while (!gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), sheet))
    gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  /* The knight drawn (figurine notation), its letter in the name. */
  g_assert_true (GTK_IS_IMAGE (gtk_widget_get_first_child (gtk_button_get_child (GTK_BUTTON (focus)))));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Move 3, Black, Nf6");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.history-back", NULL);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  gtk_test_accessible_assert_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                       "Move 3, White, Bc4");
  /* The next Tab leaves the list. */
  gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
  g_assert_false (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), sheet));
  close_window (window);
}

/* Escape, E and R act on the board, never with the focus on the main menu
 * button; the overview keys speak through the board's name. */
static void
test_game_keys_and_overview (void)
{
  FtWindow *window = open_two_players ("4k3/p7/8/8/8/8/8/R3K3 w - - 0 1");
  FtBoardView *board = ft_window_get_board (window);
  FtBoardModel *model = ft_board_view_get_model (board);
  GtkWidget *menu = GTK_WIDGET (find_menu_button (GTK_WIDGET (window)));

  play (window, "a1", "a7");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.say-pieces", NULL);
  assert_label (window, "Black: king e8. White: king e1; rook a7");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.say-last-move", NULL);
  assert_label (window, "Last move: White rook a1 takes pawn on a7");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.say-turn", NULL);
  g_assert_true (g_str_has_prefix (ft_board_model_get_announcement (model), "Black to move. Black, "));
  ft_board_model_move_cursor (model, 0, 0); /* the black king's cell */
  gtk_widget_activate_action (GTK_WIDGET (window), "win.say-moves", NULL);
  assert_label (window, "Black king e8 moves to: d8, f8");

  /* The keys do nothing with the focus on the menu button... */
  gtk_widget_grab_focus (menu);
  g_assert_true (gtk_widget_is_ancestor (gtk_root_get_focus (GTK_ROOT (window)), menu)
                 || gtk_root_get_focus (GTK_ROOT (window)) == menu);
  confirm_key (window, "win.key-resign", "E");
  gtk_widget_activate_action (GTK_WIDGET (window), "win.say-pieces", NULL);
  g_assert_false (ft_game_is_over (ft_window_get_game (window)));
  assert_label (window, "Black king e8 moves to: d8, f8");
  /* ...and resign on the board. */
  gtk_widget_grab_focus (GTK_WIDGET (board));
  confirm_key (window, "win.key-resign", "E");
  g_assert_true (ft_game_is_over (ft_window_get_game (window)));
  close_window (window);
}

/* ---- The shortcuts window ---------------------------------------------------- */

/* A key as "keyval:modifiers", the keyval in lower case. */
static char *
key_name (guint keyval, GdkModifierType mods)
{
  mods &= GDK_CONTROL_MASK | GDK_SHIFT_MASK | GDK_ALT_MASK | GDK_SUPER_MASK;
  /* The keypad's twin is the same key in the shortcuts window. */
  if (keyval == GDK_KEY_KP_Space)
    keyval = GDK_KEY_space;
  else if (keyval == GDK_KEY_KP_Enter)
    keyval = GDK_KEY_Return;
  return g_strdup_printf ("%s:%x", gdk_keyval_name (gdk_keyval_to_lower (keyval)), mods);
}

static void
add_trigger_keys (GtkShortcutTrigger *trigger, GPtrArray *keys)
{
  if (GTK_IS_ALTERNATIVE_TRIGGER (trigger))
    {
      add_trigger_keys (gtk_alternative_trigger_get_first (GTK_ALTERNATIVE_TRIGGER (trigger)), keys);
      add_trigger_keys (gtk_alternative_trigger_get_second (GTK_ALTERNATIVE_TRIGGER (trigger)), keys);
    }
  else if (GTK_IS_KEYVAL_TRIGGER (trigger))
    g_ptr_array_add (keys, key_name (gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)),
                                     gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger))));
}

/* An action's keys, without Shift+letter when the plain letter is there
 * too (those are aliases for Caps Lock). */
static void
add_action_keys (GHashTable *all, GPtrArray *keys)
{
  for (guint i = 0; i < keys->len; i++)
    {
      const char *key = keys->pdata[i];
      g_auto (GStrv) parts = g_strsplit (key, ":", 2);
      guint mods = (guint) strtoul (parts[1], NULL, 16);
      g_autofree char *unshifted = key_name (gdk_keyval_from_name (parts[0]),
                                             mods & ~GDK_SHIFT_MASK);
      gboolean alias = FALSE;

      if ((mods & GDK_SHIFT_MASK) != 0 && g_utf8_strlen (parts[0], -1) == 1)
        for (guint j = 0; j < keys->len && !alias; j++)
          alias = g_str_equal (keys->pdata[j], unshifted);
      if (!alias)
        g_hash_table_add (all, g_strdup (key));
    }
}

static void
collect_menu_actions (GMenuModel *menu, GHashTable *actions)
{
  for (int i = 0; i < g_menu_model_get_n_items (menu); i++)
    {
      g_autofree char *action = NULL;
      g_autoptr (GMenuLinkIter) links = g_menu_model_iterate_item_links (menu, i);

      if (g_menu_model_get_item_attribute (menu, i, G_MENU_ATTRIBUTE_ACTION, "s", &action))
        g_hash_table_add (actions, g_steal_pointer (&action));
      while (g_menu_link_iter_next (links))
        {
          g_autoptr (GMenuModel) link = g_menu_link_iter_get_value (links);
          collect_menu_actions (link, actions);
        }
    }
}

static gboolean
widget_mapped (gpointer widget)
{
  return widget != NULL && gtk_widget_get_mapped (widget);
}

static GtkMenuButton *
find_menu_button (GtkWidget *widget)
{
  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_primary (GTK_MENU_BUTTON (widget)))
    return GTK_MENU_BUTTON (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkMenuButton *found = find_menu_button (child);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_button_with_icon (GtkWidget *widget, const char *icon)
{
  if (GTK_IS_MENU_BUTTON (widget) && g_strcmp0 (gtk_menu_button_get_icon_name (GTK_MENU_BUTTON (widget)), icon) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button_with_icon (child, icon);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* `widget`'s actions (of its own class `type`, and those of its action map
 * for a window) into `actions`, and the keys
 * its shortcut controllers bind to them into `action_keys` (action → keys;
 * the actions into `keyed`). */
static void
collect_widget_keys (GtkWidget *widget, GType type, GPtrArray *actions, GHashTable *action_keys,
                     GHashTable *keyed)
{
  GtkWidgetClass *klass = g_type_class_ref (type);
  g_autoptr (GPtrArray) shortcuts = widget_shortcuts (widget);
  const char *name;
  const char *property_name;
  const GVariantType *parameter_type;
  GType owner;

  for (guint i = 0; gtk_widget_class_query_action (klass, i, &owner, &name, &parameter_type,
                                                   &property_name);
       i++)
    if (owner == type)
      g_ptr_array_add (actions, g_strdup (name));
  g_type_class_unref (klass);
  /* And the actions the window's objects add to its action map ("win."). */
  if (GTK_IS_APPLICATION_WINDOW (widget))
    {
      g_auto (GStrv) mapped = g_action_group_list_actions (G_ACTION_GROUP (widget));

      for (guint i = 0; mapped[i] != NULL; i++)
        g_ptr_array_add (actions, g_strconcat ("win.", mapped[i], NULL));
    }
  for (guint i = 0; i < shortcuts->len; i++)
    {
      GtkShortcut *shortcut = shortcuts->pdata[i];
      GtkShortcutAction *action = gtk_shortcut_get_action (shortcut);
      GPtrArray *keys;
      const char *action_name;

      if (!GTK_IS_NAMED_ACTION (action))
        continue;
      action_name = gtk_named_action_get_action_name (GTK_NAMED_ACTION (action));
      if (!g_ptr_array_find_with_equal_func (actions, action_name, g_str_equal, NULL))
        continue;
      keys = g_hash_table_lookup (action_keys, action_name);
      if (keys == NULL)
        {
          keys = g_ptr_array_new_with_free_func (g_free);
          g_hash_table_insert (action_keys, g_strdup (action_name), keys);
        }
      add_trigger_keys (gtk_shortcut_get_trigger (shortcut), keys);
      g_hash_table_add (keyed, g_strdup (action_name));
    }
}

/* The keys the shortcuts window lists, by name, into listed. */
static GObject *
collect_listed_keys (GtkBuilder *builder, GHashTable *listed)
{
  GObject *overlay = gtk_builder_get_object (builder, "help_overlay");

  g_assert_nonnull (overlay);
  {
    GSList *objects = gtk_builder_get_objects (builder);

    for (GSList *l = objects; l != NULL; l = l->next)
      {
        g_autofree char *accelerator = NULL;
        g_auto (GStrv) parts = NULL;

        if (!GTK_IS_SHORTCUTS_SHORTCUT (l->data))
          continue;
        g_object_get (l->data, "accelerator", &accelerator, NULL);
        parts = g_strsplit (accelerator, " ", -1);
        for (guint i = 0; parts[i] != NULL; i++)
          {
            guint keyval;
            GdkModifierType mods;

            g_assert_true (gtk_accelerator_parse (parts[i], &keyval, &mods));
            g_hash_table_add (listed, key_name (keyval, mods));
          }
      }
    g_slist_free (objects);
  }

  return overlay;
}

/* Keys that key-pressed handlers read rather than shortcut controllers:
 * the board's (focus square, Enter/Space, Escape) and the window's
 * browsing, with the actions they activate; and F10, the main menu's. */
static void
add_handled_keys (GPtrArray *actions, GHashTable *real, GHashTable *keyed)
{
  {
    static const struct
    {
      guint keyval;
      const char *action;
    } handled[] = {
      { GDK_KEY_Left, "win.history-back" }, { GDK_KEY_Right, "win.history-forward" },
      { GDK_KEY_Home, "win.history-start" }, { GDK_KEY_End, "win.history-end" },
      { GDK_KEY_Up, NULL }, { GDK_KEY_Down, NULL }, { GDK_KEY_Return, NULL },
      /* Space on the board ends a checkers turn, as End Turn does. */
      { GDK_KEY_space, "win.end-turn" }, { GDK_KEY_Escape, NULL }, { GDK_KEY_F10, NULL },
      { GDK_KEY_Tab, NULL }, /* GTK's own: the move list is one stop (ft-scoresheet.c) */
    };

    for (guint i = 0; i < G_N_ELEMENTS (handled); i++)
      {
        g_hash_table_add (real, key_name (handled[i].keyval, 0));
        if (handled[i].action != NULL)
          {
            g_assert_true (g_ptr_array_find_with_equal_func (actions, handled[i].action,
                                                             g_str_equal, NULL));
            g_hash_table_add (keyed, g_strdup (handled[i].action));
          }
      }
  }
}

/* Every action of the window and the application has its keys in the
 * shortcuts window, or (no key) is in the main menu, which F10 opens; and
 * the shortcuts window lists no key that does nothing. */
static void
test_shortcuts_window_lists_every_key (void)
{
  g_autoptr (FtApplication) app = ft_application_new ();
  g_autoptr (GtkBuilder) builder = NULL;
  g_autoptr (GHashTable) real = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) listed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) keyed = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) in_menu = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GHashTable) action_keys =
    g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) g_ptr_array_unref);
  g_autoptr (GPtrArray) actions = g_ptr_array_new_with_free_func (g_free);
  g_auto (GStrv) app_actions = NULL;
  GObject *overlay;
  GtkMenuButton *menu_button;
  FtWindow *window;
  GHashTableIter iter;
  gpointer key, value;

  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_HANDLES_COMMAND_LINE
                                                  | G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, NULL));
  window = ft_window_new (GTK_APPLICATION (app), NULL);

  /* The window's actions (checkers' too: one window plays both games), and
   * the keys its shortcut controllers give them. */
  collect_widget_keys (GTK_WIDGET (window), FT_TYPE_WINDOW, actions, action_keys, keyed);
  g_hash_table_iter_init (&iter, action_keys);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    add_action_keys (real, value);
  /* The application's actions and accelerators (win.show-help-overlay gets
   * Ctrl+? from the application, ft-help-overlay.h). */
  app_actions = g_action_group_list_actions (G_ACTION_GROUP (app));
  for (guint i = 0; app_actions[i] != NULL; i++)
    g_ptr_array_add (actions, g_strconcat ("app.", app_actions[i], NULL));
  g_ptr_array_add (actions, g_strdup ("win.show-help-overlay"));
  for (guint i = 0; i < actions->len; i++)
    {
      g_auto (GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app),
                                                                     actions->pdata[i]);
      g_autoptr (GPtrArray) keys = g_ptr_array_new_with_free_func (g_free);

      for (guint j = 0; accels[j] != NULL; j++)
        {
          guint keyval;
          GdkModifierType mods;

          g_assert_true (gtk_accelerator_parse (accels[j], &keyval, &mods));
          g_ptr_array_add (keys, key_name (keyval, mods));
        }
      add_action_keys (real, keys);
      if (keys->len > 0)
        g_hash_table_add (keyed, g_strdup (actions->pdata[i]));
    }
  add_handled_keys (actions, real, keyed);

  /* Actions without a key are in the main menu or the game menu, or on a
   * button. */
  /* The menus are built when they first open (ft-lazy-menu.h). */
  menu_button = find_menu_button (GTK_WIDGET (window));
  g_assert_null (gtk_menu_button_get_menu_model (menu_button));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (wait_until (widget_mapped, menu_button, 5000));
  {
    GtkMenuButton *game_menu_button = GTK_MENU_BUTTON (find_button_with_icon (GTK_WIDGET (window),
                                                                              "view-more-symbolic"));
    GtkMenuButton *buttons[] = { menu_button, game_menu_button };

    g_assert_nonnull (game_menu_button);
    for (guint b = 0; b < G_N_ELEMENTS (buttons); b++)
      {
        gtk_menu_button_popup (buttons[b]);
        g_assert_true (wait_until (widget_mapped, gtk_menu_button_get_popover (buttons[b]), 5000));
        collect_menu_actions (gtk_menu_button_get_menu_model (buttons[b]), in_menu);
        gtk_menu_button_popdown (buttons[b]);
      }
  }
  g_assert_cmpuint (actions->len, >=, 10);
  for (guint i = 0; i < actions->len; i++)
    if (!g_hash_table_contains (keyed, actions->pdata[i]))
      {
        g_test_message ("%s has no key", (char *) actions->pdata[i]);
        /* In a menu, or a button of the window (the panel's Restart). */
        g_assert_true (g_hash_table_contains (in_menu, actions->pdata[i])
                       || find_button (GTK_WIDGET (window), actions->pdata[i]) != NULL);
      }

  /* What the shortcuts window lists. */
  builder = gtk_builder_new_from_resource (FT_HELP_OVERLAY_RESOURCE);
  overlay = collect_listed_keys (builder, listed);

  g_hash_table_iter_init (&iter, real);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    {
      g_test_message ("key %s", (char *) key);
      g_assert_true (g_hash_table_contains (listed, key));
    }
  g_hash_table_iter_init (&iter, listed);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    g_assert_true (g_hash_table_contains (real, key));
  /* FT_ACCESS_SCREENSHOTS=DIR: the shortcuts window as shown, to look at. */
  if (g_getenv ("FT_ACCESS_SCREENSHOTS") != NULL)
    {
      /* GTK 4.8's shortcuts window warns about a label's width as it is
       * laid out: not this program's, and only for the picture. */
      g_log_set_always_fatal (G_LOG_FATAL_MASK);
      gtk_window_present (GTK_WINDOW (overlay));
      spin (500);
      save_window_png (overlay, g_getenv ("FT_ACCESS_SCREENSHOTS"), "shortcuts.png");
    }

  gtk_window_destroy (GTK_WINDOW (overlay));
  gtk_window_destroy (GTK_WINDOW (window));
  spin (20);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();
  g_test_add_func ("/access/moves-announced", test_moves_announced);
  g_test_add_func ("/access/checkmate-castling-promotion", test_checkmate_castling_promotion_announced);
  g_test_add_func ("/access/shortcuts-window", test_shortcuts_window_lists_every_key);
  g_test_add_func ("/access/move-list-one-tab-stop", test_move_list_one_tab_stop);
  g_test_add_func ("/access/game-keys-and-overview", test_game_keys_and_overview);
  return g_test_run ();
}
