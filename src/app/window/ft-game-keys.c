/* ft-game-keys.c — the window for players who listen rather than look,
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

#include "ft-game-keys.h"

struct _FtGameKeys
{
  GObject parent_instance;

  FtGameStage *stage;         /* weak: the window owns the stage and the keys */
  GtkWindow *window;          /* weak */
  GtkMenuButton *menu_button; /* weak: the window's main menu */
  FtSidebar *sidebar;         /* weak */
  FtPuzzleRun *puzzles;       /* weak */
};

G_DEFINE_FINAL_TYPE (FtGameKeys, ft_game_keys, G_TYPE_OBJECT)

/* ---- Where the game keys act ---------------------------------------------- */

/* Does a dialog of this window show (New Game, a question, the shortcuts)? */
static gboolean
has_open_dialog (GtkWindow *self)
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
ft_game_keys_apply (FtGameKeys *keys)
{
  GtkWindow *self;
  GtkWidget *focus;
  GtkMenuButton *menu_button;

  g_return_val_if_fail (FT_IS_GAME_KEYS (keys), FALSE);

  self = keys->window;
  menu_button = keys->menu_button;
  if (self == NULL)
    return FALSE;
  focus = gtk_root_get_focus (GTK_ROOT (self));
  /* The focus inside a popover (the main menu, the promotion choice) is
   * not on the board; the menu's own check covers a menu opened by mouse. */
  if (focus != NULL && focus != GTK_WIDGET (self) && !FT_IS_BOARD_VIEW (focus))
    return FALSE;
  if (menu_button != NULL && gtk_menu_button_get_popover (menu_button) != NULL
      && gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (menu_button))))
    return FALSE;
  return !has_open_dialog (self);
}

static void
add_key (GtkShortcutController *controller, const char *triggers, const char *action)
{
  gtk_shortcut_controller_add_shortcut (controller,
                                        gtk_shortcut_new (gtk_shortcut_trigger_parse_string (triggers),
                                                          gtk_named_action_new (action)));
}

/* ---- Words ---------------------------------------------------------------- */

/* The stage's session when `game` is its game, else NULL. */
static FtSession *
session_of (FtGameKeys *self, FtGame *game)
{
  FtSession *session = ft_game_stage_get_session (self->stage);

  return session != NULL && ft_session_get_game (session) == game ? session : NULL;
}

/* "White, 3 minutes"; with a player named otherwise than the side, "Black,
 * Computer (normal), 2 minutes 57". The names come from the window's
 * session when `game` is its game. */
static char *
clock_words (FtGameKeys *self, FtGame *game, FtColour side)
{
  const char *side_name = ft_ruleset_get_side_name (ft_game_get_rules (game), side);
  FtSession *session = session_of (self, game);
  const char *player = session != NULL ? ft_player_get_name (ft_session_get_player (session, side)) : NULL;
  g_autofree char *time = ft_clock_describe_ms (ft_clock_get_remaining_ms (ft_game_get_clock (game), side));

  if (player == NULL || player[0] == '\0' || g_strcmp0 (player, side_name) == 0)
    /* TRANSLATORS: a clock for screen readers: "White, 3 minutes" */
    return g_strdup_printf (_("%s, %s"), side_name, time);
  /* TRANSLATORS: a clock for screen readers: "Black, Computer (normal), 2 minutes 57" */
  return g_strdup_printf (_("%s, %s, %s"), side_name, player, time);
}

void
ft_game_keys_name_clocks (FtGameKeys *self)
{
  FtGame *game;
  FtColour bottom;
  g_autofree char *top_words = NULL;
  g_autofree char *bottom_words = NULL;

  g_return_if_fail (FT_IS_GAME_KEYS (self));

  game = ft_game_stage_get_game (self->stage);
  if (game == NULL || self->sidebar == NULL)
    return;
  bottom = ft_game_stage_get_bottom_colour (self->stage);
  top_words = clock_words (self, game, FT_OTHER_COLOUR (bottom));
  bottom_words = clock_words (self, game, bottom);
  ft_sidebar_set_clock_names (self->sidebar, top_words, bottom_words);
}

void
ft_game_keys_say_low_time (FtGameKeys *self)
{
  FtClock *clock = ft_game_get_clock (ft_game_stage_get_game (self->stage));
  gint64 ms = ft_clock_get_remaining_ms (clock, ft_clock_get_running_side (clock));
  guint seconds = (guint) MAX ((ms + 999) / 1000, 1);
  /* TRANSLATORS: for screen readers, once a game when a player's clock runs low */
  g_autofree char *text = g_strdup_printf (ngettext ("%u second left", "%u seconds left", seconds), seconds);

  ft_board_model_announce (ft_game_stage_get_board_model (self->stage), text);
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
ft_game_keys_name_material (FtGameKeys *self, gboolean top, FtColour taker, const FtKind *taken,
                            guint n_taken, int ahead)
{
  FtGame *game = ft_game_stage_get_game (self->stage);
  const char *side = game != NULL ? ft_ruleset_get_side_name (ft_game_get_rules (game), taker) : "";
  GString *list = g_string_new (NULL);
  g_autofree char *name = NULL;

  /* The kinds come grouped, the most valuable first. */
  for (guint i = 0; i < n_taken;)
    {
      guint same = 1;

      while (i + same < n_taken && taken[i + same] == taken[i])
        same++;
      append_kind_count (list, ft_game_stage_get_board_model (self->stage), taken[i], same);
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
  if (self->sidebar != NULL)
    ft_sidebar_set_material_name (self->sidebar, top, name);
}

/* ---- Said after a move lands ---------------------------------------------------- */

/* A puzzle's wrong move: the board says the move as it lands, then why it
 * is taken back ("…. Not the solution — try again"). Each wrong move is
 * said once: the puzzle keeps the count of those said. */
static void
landed_cb (FtBoardView *board G_GNUC_UNUSED, gpointer user_data)
{
  FtGameKeys *self = user_data;
  FtPuzzle *puzzle = self->puzzles != NULL ? ft_puzzle_run_get_puzzle (self->puzzles) : NULL;
  const char *said = ft_board_model_get_announcement (ft_game_stage_get_board_model (self->stage));
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
  ft_board_model_announce (ft_game_stage_get_board_model (self->stage), text);
}

/* ---- The overview keys ------------------------------------------------------ */

/* The board being played: the focused one (the checkers view has its
 * own), else the window's. */
static FtBoardModel *
active_board (FtGameKeys *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self->window));

  return FT_IS_BOARD_VIEW (focus) ? ft_board_view_get_model (FT_BOARD_VIEW (focus))
                                  : ft_game_stage_get_board_model (self->stage);
}

static void
say (FtGameKeys *self, FtBoardModel *board, char *text)
{
  if (text != NULL && text[0] != '\0' && ft_game_keys_apply (self))
    ft_board_model_announce (board, text);
  g_free (text);
}

static void
say_pieces_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED, gpointer user_data)
{
  FtGameKeys *self = user_data;
  FtBoardModel *board = active_board (self);

  say (self, board, ft_board_model_describe_pieces (board));
}

static void
say_last_move_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED, gpointer user_data)
{
  FtGameKeys *self = user_data;
  FtBoardModel *board = active_board (self);

  say (self, board, ft_board_model_describe_last_move (board));
}

/* "White to move. White, 3 minutes. Black, Computer (normal), 2 minutes
 * 57", or the result once the game is over. */
static void
say_turn_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED, gpointer user_data)
{
  FtGameKeys *self = user_data;
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
                                       session_of (self, game) != NULL
                                         ? ft_session_get_result_message (session_of (self, game))
                                         : ft_game_get_result_message_for_players (game),
                                       white, black));
  else
    /* TRANSLATORS: for screen readers: "White to move. White, 3 minutes. Black, 2 minutes 57" */
    say (self, board, g_strdup_printf (_("%s to move. %s. %s"),
                                       ft_ruleset_get_side_name (ft_game_get_rules (game), turn),
                                       turn == FT_WHITE ? white : black, turn == FT_WHITE ? black : white));
}

static void
say_moves_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED, gpointer user_data)
{
  FtGameKeys *self = user_data;
  FtBoardModel *board = active_board (self);
  FtCell cursor = ft_board_model_get_cursor (board);

  if (cursor == FT_NO_CELL)
    /* TRANSLATORS: for screen readers, M with no focus square yet */
    say (self, board, g_strdup (_("No square in focus: move to one with the arrow keys")));
  else
    say (self, board, ft_board_model_describe_moves_from (board, cursor));
}

static void
ft_game_keys_dispose (GObject *object)
{
  FtGameKeys *self = FT_GAME_KEYS (object);

  if (self->stage != NULL)
    g_signal_handlers_disconnect_by_data (ft_game_stage_get_board (self->stage), self);
  g_clear_weak_pointer (&self->stage);
  g_clear_weak_pointer (&self->window);
  g_clear_weak_pointer (&self->menu_button);
  g_clear_weak_pointer (&self->sidebar);
  g_clear_weak_pointer (&self->puzzles);
  G_OBJECT_CLASS (ft_game_keys_parent_class)->dispose (object);
}

static void
ft_game_keys_class_init (FtGameKeysClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_game_keys_dispose;
}

static void
ft_game_keys_init (FtGameKeys *self G_GNUC_UNUSED)
{
}

FtGameKeys *
ft_game_keys_new (FtGameStage *stage, GtkMenuButton *menu_button, FtSidebar *sidebar, FtPuzzleRun *puzzles,
                  GActionMap *actions)
{
  static const GActionEntry entries[] = {
    { "say-pieces", say_pieces_action, NULL, NULL, NULL, { 0 } },
    { "say-last-move", say_last_move_action, NULL, NULL, NULL, { 0 } },
    { "say-turn", say_turn_action, NULL, NULL, NULL, { 0 } },
    { "say-moves", say_moves_action, NULL, NULL, NULL, { 0 } },
  };
  FtGameKeys *self;
  GtkEventController *keys;
  GtkShortcutController *controller;

  g_return_val_if_fail (FT_IS_GAME_STAGE (stage), NULL);
  g_return_val_if_fail (G_IS_ACTION_MAP (actions), NULL);

  self = g_object_new (FT_TYPE_GAME_KEYS, NULL);
  g_set_weak_pointer (&self->stage, stage);
  g_set_weak_pointer (&self->window, ft_game_stage_get_window (stage));
  g_set_weak_pointer (&self->menu_button, menu_button);
  g_set_weak_pointer (&self->sidebar, sidebar);
  g_set_weak_pointer (&self->puzzles, puzzles);
  g_action_map_add_action_entries (actions, entries, G_N_ELEMENTS (entries), self);

  /* Single letters belong to this window only (never global
   * accelerators), in the bubble phase. Escape, E and R are the actions'
   * (ft-game-actions.c), which ask this object where they may act. */
  keys = gtk_shortcut_controller_new ();
  controller = GTK_SHORTCUT_CONTROLLER (keys);
  gtk_shortcut_controller_set_scope (controller, GTK_SHORTCUT_SCOPE_LOCAL);
  add_key (controller, "o|<Shift>o", "win.say-pieces");
  add_key (controller, "l|<Shift>l", "win.say-last-move");
  add_key (controller, "t|<Shift>t", "win.say-turn");
  add_key (controller, "m|<Shift>m", "win.say-moves");
  gtk_widget_add_controller (GTK_WIDGET (self->window), keys);
  g_signal_connect (ft_game_stage_get_board (stage), "animation-finished", G_CALLBACK (landed_cb), self);
  return self;
}
