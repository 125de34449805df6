/* ft-window-access.c — the window for players who listen rather than look,
 * and for keyboard play (docs/accessibility.md):
 *   - the single-letter game keys (Escape and E resign, R restarts) act only
 *     where the game is played: the focus on the board or on the window
 *     itself, no menu, popover or dialog open. Escape on the main menu
 *     button closes things, it never resigns;
 *   - the overview keys, said through the board's name as moves are: O the
 *     pieces of each side, L the last move, T whose turn it is and both
 *     clocks, M the moves of the piece on the focus square;
 *   - the clocks' names ("White, 3 minutes") and "10 seconds left" once
 *     when the clock runs low (ft-window-status.c decides when);
 *   - the material strips' names ("Captured by White: 2 pawns, 1 knight").
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-puzzle-run.h"
#include "ft-sidebar.h"
#include "ft-window-access.h"

/* ---- Where the game keys act ---------------------------------------------- */

/* Does a dialog of this window show (New Game, a question, the shortcuts)? */
static gboolean
has_open_dialog (FtWindow *self)
{
  GListModel *toplevels = gtk_window_get_toplevels (); /* not ours */
  guint n = g_list_model_get_n_items (toplevels);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (window != GTK_WINDOW (self) && gtk_widget_get_visible (GTK_WIDGET (window))
          && gtk_window_get_transient_for (window) == GTK_WINDOW (self))
        return TRUE;
    }
  return FALSE;
}

gboolean
_ft_window_game_keys_apply (FtWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GObject *menu_button = gtk_widget_get_template_child (GTK_WIDGET (self), FT_TYPE_WINDOW, "menu_button");

  /* The focus inside a popover (the main menu, the promotion choice) is
   * not on the board; the menu's own check covers a menu opened by mouse. */
  if (focus != NULL && focus != GTK_WIDGET (self) && !FT_IS_BOARD_VIEW (focus))
    return FALSE;
  if (GTK_IS_MENU_BUTTON (menu_button) && gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu_button)) != NULL
      && gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu_button)))))
    return FALSE;
  return !has_open_dialog (self);
}

/* Escape and E, R: resign and restart where the game is played; the
 * menu and the buttons reach win.resign and win.restart themselves. */
static void
key_resign_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED)
{
  if (_ft_window_game_keys_apply (FT_WINDOW (widget)))
    gtk_widget_activate_action (widget, "win.resign", NULL);
}

static void
key_restart_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED)
{
  if (_ft_window_game_keys_apply (FT_WINDOW (widget)))
    gtk_widget_activate_action (widget, "win.restart", NULL);
}

static void
add_key (GtkShortcutController *controller, const char *triggers, const char *action)
{
  gtk_shortcut_controller_add_shortcut (controller,
                                        gtk_shortcut_new (gtk_shortcut_trigger_parse_string (triggers),
                                                          gtk_named_action_new (action)));
}

/* ---- Words ---------------------------------------------------------------- */

/* "White, 3 minutes"; with a player named otherwise than the side, "Black,
 * Computer (normal), 2 minutes 57". The names come from the window's
 * session when `game` is its game. */
static char *
clock_words (FtWindow *self, FtGame *game, FtColour side)
{
  const char *side_name = ft_ruleset_get_side_name (ft_game_get_rules (game), side);
  gboolean own = ft_window_get_session (self) != NULL && ft_session_get_game (ft_window_get_session (self)) == game;
  const char *player = own ? ft_player_get_name (ft_session_get_player (ft_window_get_session (self), side)) : NULL;
  g_autofree char *time = ft_clock_describe_ms (ft_clock_get_remaining_ms (ft_game_get_clock (game), side));

  if (player == NULL || player[0] == '\0' || g_strcmp0 (player, side_name) == 0)
    /* TRANSLATORS: a clock for screen readers: "White, 3 minutes" */
    return g_strdup_printf (_("%s, %s"), side_name, time);
  /* TRANSLATORS: a clock for screen readers: "Black, Computer (normal), 2 minutes 57" */
  return g_strdup_printf (_("%s, %s, %s"), side_name, player, time);
}

void
_ft_window_access_update_clocks (FtWindow *self)
{
  FtGame *game = ft_window_get_game (self);
  FtColour bottom = ft_window_get_bottom_colour (self);
  g_autofree char *top_words = NULL;
  g_autofree char *bottom_words = NULL;

  if (game == NULL)
    return;
  top_words = clock_words (self, game, FT_OTHER_COLOUR (bottom));
  bottom_words = clock_words (self, game, bottom);
  ft_sidebar_set_clock_names (ft_window_get_sidebar (self), top_words, bottom_words);
}

void
_ft_window_access_low_time (FtWindow *self)
{
  FtClock *clock = ft_game_get_clock (ft_window_get_game (self));
  gint64 ms = ft_clock_get_remaining_ms (clock, ft_clock_get_running_side (clock));
  guint seconds = (guint) MAX ((ms + 999) / 1000, 1);
  /* TRANSLATORS: for screen readers, once a game when a player's clock runs low */
  g_autofree char *text = g_strdup_printf (ngettext ("%u second left", "%u seconds left", seconds), seconds);

  ft_board_model_announce (ft_board_view_get_model (ft_window_get_board (self)), text);
}

/* "2 pawns", "1 knight": the material strip's words (a custom kind by its
 * own name: "1 × Dragon"). */
static void
append_kind_count (GString *text, FtBoardModel *board, FtKind kind, guint count)
{
  if (text->len > 0)
    g_string_append (text, ", ");
  /* Written out, so that xgettext finds each form and the compiler checks
   * each translation's format. */
  switch (kind)
    {
    case FT_PAWN:
      g_string_append_printf (text, ngettext ("%u pawn", "%u pawns", count), count);
      break;
    case FT_KNIGHT:
      g_string_append_printf (text, ngettext ("%u knight", "%u knights", count), count);
      break;
    case FT_BISHOP:
      g_string_append_printf (text, ngettext ("%u bishop", "%u bishops", count), count);
      break;
    case FT_ROOK:
      g_string_append_printf (text, ngettext ("%u rook", "%u rooks", count), count);
      break;
    case FT_QUEEN:
      g_string_append_printf (text, ngettext ("%u queen", "%u queens", count), count);
      break;
    case FT_ARCHBISHOP:
      g_string_append_printf (text, ngettext ("%u archbishop", "%u archbishops", count), count);
      break;
    case FT_CHANCELLOR:
      g_string_append_printf (text, ngettext ("%u chancellor", "%u chancellors", count), count);
      break;
    case FT_AMAZON:
      g_string_append_printf (text, ngettext ("%u amazon", "%u amazons", count), count);
      break;
    case FT_CAMEL:
      g_string_append_printf (text, ngettext ("%u camel", "%u camels", count), count);
      break;
    case FT_GENERAL:
      g_string_append_printf (text, ngettext ("%u general", "%u generals", count), count);
      break;
    default:
      g_string_append_printf (text, "%u × %s", count,
                              ft_ruleset_get_kind_name (ft_board_model_get_rules (board), kind, FALSE));
      break;
    }
}

void
_ft_window_access_name_material (FtWindow *self, gboolean top, FtColour taker, const FtKind *taken,
                                 guint n_taken, int ahead)
{
  FtGame *game = ft_window_get_game (self);
  const char *side = game != NULL ? ft_ruleset_get_side_name (ft_game_get_rules (game), taker) : "";
  GString *list = g_string_new (NULL);
  g_autofree char *name = NULL;

  /* The kinds come grouped, the most valuable first. */
  for (guint i = 0; i < n_taken;)
    {
      guint same = 1;

      while (i + same < n_taken && taken[i + same] == taken[i])
        same++;
      append_kind_count (list, ft_board_view_get_model (ft_window_get_board (self)), taken[i], same);
      i += same;
    }
  if (list->len == 0)
    /* TRANSLATORS: a material strip for screen readers: "Captured by White: nothing" */
    name = g_strdup_printf (_("Captured by %s: nothing"), side);
  else if (ahead > 0)
    /* TRANSLATORS: a material strip for screen readers: "Captured by White: 2 pawns, 1 knight; 5 ahead" */
    name = g_strdup_printf (_("Captured by %s: %s; %d ahead"), side, list->str, ahead);
  else
    /* TRANSLATORS: a material strip for screen readers: "Captured by White: 2 pawns, 1 knight" */
    name = g_strdup_printf (_("Captured by %s: %s"), side, list->str);
  g_string_free (list, TRUE);
  ft_sidebar_set_material_name (ft_window_get_sidebar (self), top, name);
}

/* ---- Said after a move lands ---------------------------------------------------- */

/* A puzzle's wrong move: the board says the move as it lands, then why it
 * is taken back ("…. Not the solution — try again"). Each wrong move is
 * said once: the puzzle keeps the count of those said. */
static void
landed_cb (FtBoardView *board G_GNUC_UNUSED, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);
  FtPuzzle *puzzle = ft_window_get_puzzle_run (self) != NULL ? ft_puzzle_run_get_puzzle (ft_window_get_puzzle_run (self)) : NULL;
  const char *said = ft_board_model_get_announcement (ft_board_view_get_model (ft_window_get_board (self)));
  g_autofree char *text = NULL;
  guint wrong;

  if (puzzle == NULL)
    return;
  wrong = ft_puzzle_get_wrong_moves (puzzle);
  if (wrong == GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (puzzle), "ft-window-access-wrong-said")))
    return;
  g_object_set_data (G_OBJECT (puzzle), "ft-window-access-wrong-said", GUINT_TO_POINTER (wrong));
  text = said != NULL ? g_strdup_printf ("%s. %s", said, ft_puzzle_get_message (puzzle))
                      : g_strdup (ft_puzzle_get_message (puzzle));
  ft_board_model_announce (ft_board_view_get_model (ft_window_get_board (self)), text);
}

/* ---- The overview keys ------------------------------------------------------ */

/* The board being played: the focused one (the checkers view has its
 * own), else the window's. */
static FtBoardModel *
active_board (FtWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  return FT_IS_BOARD_VIEW (focus) ? ft_board_view_get_model (FT_BOARD_VIEW (focus)) : ft_board_view_get_model (ft_window_get_board (self));
}

static void
say (FtWindow *self, FtBoardModel *board, char *text)
{
  if (text != NULL && text[0] != '\0' && _ft_window_game_keys_apply (self))
    ft_board_model_announce (board, text);
  g_free (text);
}

static void
say_pieces_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED)
{
  FtBoardModel *board = active_board (FT_WINDOW (widget));

  say (FT_WINDOW (widget), board, ft_board_model_describe_pieces (board));
}

static void
say_last_move_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
                      GVariant *parameter G_GNUC_UNUSED)
{
  FtBoardModel *board = active_board (FT_WINDOW (widget));

  say (FT_WINDOW (widget), board, ft_board_model_describe_last_move (board));
}

/* "White to move. White, 3 minutes. Black, Computer (normal), 2 minutes
 * 57", or the result once the game is over. */
static void
say_turn_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);
  FtBoardModel *board = active_board (self);
  FtGame *game = ft_board_model_get_game (board);
  g_autofree char *white = NULL;
  g_autofree char *black = NULL;
  FtColour turn;

  if (game == NULL)
    return;
  white = clock_words (self, game, FT_WHITE);
  black = clock_words (self, game, FT_BLACK);
  turn = ft_game_get_turn (game);
  if (ft_game_is_over (game))
    /* TRANSLATORS: for screen readers: the result, then both clocks */
    say (self, board, g_strdup_printf (_("Game over: %s. %s. %s"),
                                       ft_window_get_session (self) != NULL && ft_session_get_game (ft_window_get_session (self)) == game
                                         ? ft_session_get_result_message (ft_window_get_session (self))
                                         : ft_game_get_result_message_for_players (game),
                                       white, black));
  else
    /* TRANSLATORS: for screen readers: "White to move. White, 3 minutes. Black, 2 minutes 57" */
    say (self, board, g_strdup_printf (_("%s to move. %s. %s"),
                                       ft_ruleset_get_side_name (ft_game_get_rules (game), turn),
                                       turn == FT_WHITE ? white : black, turn == FT_WHITE ? black : white));
}

static void
say_moves_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED)
{
  FtBoardModel *board = active_board (FT_WINDOW (widget));
  FtCell cursor = ft_board_model_get_cursor (board);

  if (cursor == FT_NO_CELL)
    /* TRANSLATORS: for screen readers, M with no focus square yet */
    say (FT_WINDOW (widget), board, g_strdup (_("No square in focus: move to one with the arrow keys")));
  else
    say (FT_WINDOW (widget), board, ft_board_model_describe_moves_from (board, cursor));
}

void
_ft_window_class_init_access (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.key-resign", NULL, key_resign_action);
  gtk_widget_class_install_action (widget_class, "win.key-restart", NULL, key_restart_action);
  gtk_widget_class_install_action (widget_class, "win.say-pieces", NULL, say_pieces_action);
  gtk_widget_class_install_action (widget_class, "win.say-last-move", NULL, say_last_move_action);
  gtk_widget_class_install_action (widget_class, "win.say-turn", NULL, say_turn_action);
  gtk_widget_class_install_action (widget_class, "win.say-moves", NULL, say_moves_action);
}

void
_ft_window_init_access (FtWindow *self)
{
  GtkEventController *keys = gtk_shortcut_controller_new ();
  GtkShortcutController *controller = GTK_SHORTCUT_CONTROLLER (keys);

  /* Single letters belong to this window only (never global
   * accelerators), in the bubble phase: the board sees Escape first (a
   * selection, a premove to drop). */
  gtk_shortcut_controller_set_scope (controller, GTK_SHORTCUT_SCOPE_LOCAL);
  add_key (controller, "Escape|e|<Shift>e", "win.key-resign");
  add_key (controller, "r|<Shift>r", "win.key-restart");
  add_key (controller, "o|<Shift>o", "win.say-pieces");
  add_key (controller, "l|<Shift>l", "win.say-last-move");
  add_key (controller, "t|<Shift>t", "win.say-turn");
  add_key (controller, "m|<Shift>m", "win.say-moves");
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect (ft_window_get_board (self), "animation-finished", G_CALLBACK (landed_cb), self);
}
