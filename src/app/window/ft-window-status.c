/* ft-window-status.c — the window's status: the sidebar's clocks (woken
 * exactly when their text changes), names, turn, message and material strip,
 * the low-time sound, and the board's orientation and input. */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "ft-computer-player.h"
#include "ft-eval.h"
#include "ft-fog-pass.h"
#include "ft-names.h"
#include "ft-puzzle-run.h"
#include "ft-remote-player.h"
#include "ft-window-trust.h"
#include "ft-window-access.h"
#include "ft-window-draws.h"
#include "ft-window-players.h"
#include "ft-window-private.h"

FtGame *
_ft_window_current_game (FtWindow *self)
{
  return self->session != NULL ? ft_session_get_game (self->session) : NULL;
}

/* The colour at the bottom of the board: the local player's against another
 * kind of player; between two people White, or the side to move when the
 * board turns to it; then the player's own flip. */
FtColour
_ft_window_bottom_colour (FtWindow *self)
{
  FtColour bottom = FT_WHITE;
  FtGame *game = _ft_window_current_game (self);

  if (game != NULL)
    {
      guint local = ft_session_get_local_colours (self->session);

      if (local == (1u << FT_BLACK))
        bottom = FT_BLACK;
      else if (local == 0 || local == (1u << FT_WHITE))
        bottom = FT_WHITE;
      else if (self->settings != NULL && g_settings_get_boolean (self->settings, "turn-board"))
        bottom = ft_game_get_turn (game);
      else
        bottom = self->setup != NULL ? self->setup->human_colour : FT_WHITE;
    }
  return self->flipped ? FT_OTHER_COLOUR (bottom) : bottom;
}

FtColour
ft_window_get_bottom_colour (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), FT_WHITE);
  return _ft_window_bottom_colour (self);
}

/* ---- Status: clocks, names, turn, message -------------------------------- */

static void update_clocks (FtWindow *self);
static void update_material (FtWindow *self);

/* Low time (a Fischer clock; a per-move timer has its own rhythm): under a
 * tenth of the side's starting time but never under 10 s, as lichess warns
 * early enough to act on it, and never more than half the starting time
 * (a 12 s game is not in low time from its start). */
static gboolean
is_low_time (FtGame *game, FtColour side)
{
  FtClock *clock = ft_game_get_clock (game);
  gint64 remaining = ft_clock_get_remaining_ms (clock, side);
  gint64 start[2];

  if (!ft_clock_is_timed (clock) || ft_clock_get_mode (clock) == FT_CLOCK_MODE_PER_MOVE || remaining < 0)
    return FALSE;
  ft_game_get_clock_at_start (game, &start[FT_WHITE], &start[FT_BLACK]);
  return remaining < MIN (MAX (start[side] / 10, 10000), start[side] / 2);
}

/* Under the low-time mark on a local player's running clock: one warning a game. */
static void
warn_low_time (FtWindow *self, FtClock *clock)
{
  FtColour side;
  gint64 remaining;

  if (!ft_clock_is_running (clock) || !ft_clock_is_timed (clock)
      || ft_clock_get_mode (clock) == FT_CLOCK_MODE_PER_MOVE)
    return;
  side = ft_clock_get_running_side (clock);
  remaining = ft_clock_get_remaining_ms (clock, side);
  if (self->low_time_warned[side] || !is_low_time (_ft_window_current_game (self), side) || remaining <= 0
      || !ft_player_is_local (ft_session_get_player (self->session, side)))
    return;
  self->low_time_warned[side] = TRUE;
  ft_sound_player_play (ft_sound_player_get_default (), FT_SOUND_LOW_TIME);
  _ft_window_access_low_time (self);
}

static gboolean
clock_timeout_cb (gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);

  self->clock_timeout_id = 0;
  update_clocks (self);
  return G_SOURCE_REMOVE;
}

/* Show both clocks and wake up exactly when the running one's text changes:
 * no periodic polling. */
static void
update_clocks (FtWindow *self)
{
  FtGame *game = _ft_window_current_game (self);
  FtClock *clock;
  FtColour bottom;
  g_autofree char *top = NULL;
  g_autofree char *bottom_text = NULL;
  FtSidebarRunning running = FT_SIDEBAR_RUNNING_NONE;
  gint64 wake_us;

  g_clear_handle_id (&self->clock_timeout_id, g_source_remove);
  if (game == NULL)
    return;

  clock = ft_game_get_clock (game);
  bottom = _ft_window_bottom_colour (self);
  top = ft_clock_format_ms (ft_clock_get_remaining_ms (clock, FT_OTHER_COLOUR (bottom)));
  bottom_text = ft_clock_format_ms (ft_clock_get_remaining_ms (clock, bottom));
  if (ft_clock_is_running (clock))
    running = ft_clock_get_running_side (clock) == bottom ? FT_SIDEBAR_RUNNING_BOTTOM
                                                          : FT_SIDEBAR_RUNNING_TOP;
  ft_sidebar_set_clocks (self->sidebar, top, bottom_text, running);
  ft_sidebar_set_clocks_shown (self->sidebar, ft_clock_is_timed (clock));
  ft_sidebar_set_low_time (self->sidebar, is_low_time (game, FT_OTHER_COLOUR (bottom)), is_low_time (game, bottom));
  _ft_window_access_update_clocks (self);
  warn_low_time (self, clock);

  wake_us = ft_clock_get_us_to_next_second (clock);
  if (wake_us >= 0)
    self->clock_timeout_id = g_timeout_add ((guint) (wake_us / 1000) + 1, clock_timeout_cb, self);
}

static const char *
turn_text (FtWindow *self, FtGame *game, FtColour side)
{
  FtPlayer *player = ft_session_get_player (self->session, side);

  if (ft_session_has_single_local_player (self->session))
    return ft_player_is_local (player)       ? _("Your turn")
           : FT_IS_REMOTE_PLAYER (player) ? _("Opponent’s turn")
                                          : _("Computer’s turn");
  if (ft_game_get_kind (game) == FT_GAME_KIND_CHECKERS)
    return side == FT_WHITE ? _("Fire to move") : _("Water to move");
  return side == FT_WHITE ? _("White to move") : _("Black to move");
}

/* The number of the game's first move and the side that made it (a chess
 * position may start at move 12 with Black; checkers starts at 1). */
static FtColour
first_move_of (FtGame *game, guint *number)
{
  if (ft_game_get_kind (game) == FT_GAME_KIND_CHESS)
    {
      const FtPosition *start = ft_game_get_start_position (game);

      *number = MAX (start->fullmove_number, 1);
      return start->side_to_move;
    }
  *number = 1;
  return ft_ruleset_get_side_to_move (ft_game_get_start_rules (game));
}

/* Fog of war hides the moves of the side not looking (the move list and
 * the browsing message say "?"). */
gboolean
_ft_window_hides_move (FtWindow *self, FtGame *game, guint ply)
{
  guint number;
  FtColour first = first_move_of (game, &number);

  return ft_game_get_kind (game) == FT_GAME_KIND_CHESS && ft_game_get_start_position (game)->fog
         && !ft_game_is_over (game) && _ft_window_fog_viewer (self) >= 0
         && ft_session_get_local_colours (self->session) != (1u << ((first + ply) % 2));
}

/* The move list's numbering: see first_move_of. */
FtColour
_ft_window_first_move (FtGame *game, guint *number)
{
  return first_move_of (game, number);
}

/* While browsing, which position the board shows: "Start position",
 * "After 12. Nf3", "After 12… Qxe5"; NULL at the live position. */
static char *
browsing_message (FtWindow *self, FtGame *game)
{
  guint view_ply = ft_board_model_get_shown_ply (self->board_model);
  guint number, slot;
  const char *san;

  if (!ft_board_model_is_browsing (self->board_model) || view_ply > ft_game_get_n_moves (game))
    return NULL;
  if (view_ply == 0)
    return g_strdup (_("Start position"));
  slot = view_ply - 1 + (first_move_of (game, &number) == FT_BLACK ? 1 : 0);
  number += slot / 2;
  san = ft_game_get_notation (game, view_ply - 1);
  /* Fog of war: as the move list shows it. */
  if (_ft_window_hides_move (self, game, view_ply - 1))
    san = "?";
  return slot % 2 == 0 ? g_strdup_printf (_("After %u. %s"), number, san)
                       : g_strdup_printf (_("After %u… %s"), number, san);
}

void
_ft_window_update_status (FtWindow *self)
{
  FtGame *game = _ft_window_current_game (self);
  FtRuleset *rules;
  gboolean checkers;
  FtCell path[FT_GAME_MOVE_MAX_CELLS];
  const char *turn = "";
  const char *message = "";
  FtSidebarMessageStyle style = FT_SIDEBAR_MESSAGE_WARNING;
  FtColour bottom;
  gboolean over;

  update_clocks (self);
  update_material (self);
  _ft_window_update_draws (self);
  if (game == NULL)
    {
      ft_sidebar_set_turn (self->sidebar, "");
      ft_sidebar_set_message (self->sidebar, "");
      ft_sidebar_set_game_over (self->sidebar, FALSE);
      ft_sidebar_set_end_turn_visible (self->sidebar, FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.end-turn", FALSE);
      return;
    }

  rules = ft_game_get_rules (game);
  checkers = ft_game_get_kind (game) == FT_GAME_KIND_CHECKERS;
  over = ft_game_is_over (game);
  bottom = _ft_window_bottom_colour (self);
  ft_sidebar_set_names (self->sidebar,
                        _ft_window_player_name (self, FT_OTHER_COLOUR (bottom),
                                                ft_player_get_name (ft_session_get_player (self->session,
                                                                                           FT_OTHER_COLOUR (bottom)))),
                        _ft_window_player_name (self, bottom,
                                                ft_player_get_name (ft_session_get_player (self->session, bottom))));
  ft_sidebar_set_profiles (self->sidebar, ft_window_get_seat_profile (self, FT_OTHER_COLOUR (bottom)),
                           ft_window_get_seat_profile (self, bottom));
  ft_sidebar_set_game_over (self->sidebar, over);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.resign",
                                 !over && !self->paused
                                     && ft_session_get_local_colours (self->session) != 0);
  /* Undo takes back a checkers turn being built too (a jump, or a step
   * waiting for End Turn), before any turn was played. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 !self->paused && ft_session_get_local_colours (self->session) != 0
                                     && (ft_session_can_take_back (self->session)
                                         || _ft_window_can_undo_last_action (self)
                                         || (checkers && ft_board_model_get_path (self->board_model, path) > 1)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 !self->paused && ft_session_get_local_colours (self->session) != 0
                                     && ft_session_can_redo (self->session));
  ft_sidebar_set_end_turn_visible (self->sidebar, checkers);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.end-turn",
                                 checkers && !self->paused && ft_board_model_can_end_turn (self->board_model));
  if (over)
    {
      FtResult result = ft_game_get_result (game, NULL);

      turn = _("Game over");
      message = ft_session_get_result_message (self->session);
      if (result == FT_RESULT_DRAW)
        style = FT_SIDEBAR_MESSAGE_NEUTRAL;
      else if (!ft_session_has_single_local_player (self->session))
        style = FT_SIDEBAR_MESSAGE_NEUTRAL;
      else if ((result == FT_RESULT_WHITE_WINS) == (ft_game_get_human_colour (game) == FT_WHITE))
        style = FT_SIDEBAR_MESSAGE_GOOD;
    }
  else if (!self->paused)
    {
      turn = turn_text (self, game, ft_ruleset_get_side_to_move (rules));
      if (self->transient_message != NULL)
        message = self->transient_message;
      else if (!ft_board_view_is_animating (self->board) && ft_ruleset_get_check_cell (rules) != FT_NO_CELL)
        message = _("Check!");
      else if (checkers && ft_board_model_can_end_turn (self->board_model))
        {
          /* After a capture that may go on; or, with "Space ends the
           * turn", after the turn's last possible move. */
          message = ft_cell_set_count (ft_board_model_get_targets (self->board_model)) > 0
                      ? _("Jump on, or end the turn (Space)")
                      : _("End the turn (Space)");
          style = FT_SIDEBAR_MESSAGE_NEUTRAL;
        }
      else if (_ft_window_draws_message (self) != NULL)
        {
          message = _ft_window_draws_message (self); /* why Claim Draw shows */
          style = FT_SIDEBAR_MESSAGE_NEUTRAL;
        }
    }
  /* A puzzle: its goal, the wrong-move and solved messages. */
  if (self->transient_message == NULL && !self->paused)
    ft_puzzle_run_status (self->puzzles, &message, &style);
  /* Browsing: the message says which position the board shows. */
  g_autofree char *browsing = browsing_message (self, game);

  if (browsing != NULL)
    {
      message = browsing;
      style = FT_SIDEBAR_MESSAGE_NEUTRAL;
    }
  ft_sidebar_set_turn (self->sidebar, turn);
  ft_sidebar_set_message (self->sidebar, message);
  ft_sidebar_set_message_style (self->sidebar, style);
  _ft_window_show_record_players (self);
}

/* ---- The move list ---------------------------------------------------------- */

void
_ft_window_update_moves (FtWindow *self)
{
  FtGame *game = _ft_window_current_game (self);
  FtScoresheet *sheet = ft_sidebar_get_scoresheet (self->sidebar);
  g_autoptr (GPtrArray) shown = g_ptr_array_new ();
  FtColour first;
  guint n, number;

  if (game == NULL)
    {
      ft_scoresheet_set_moves (sheet, 1, FT_WHITE, NULL, 0);
      return;
    }
  /* The game keeps each move's notation (ft_game_get_notation: SAN, or
   * checkers' numbers). Fog of war: the moves nobody here may see are "?":
   * the other side's against the computer, all of them between two people. */
  first = _ft_window_first_move (game, &number);
  n = ft_game_get_n_moves (game);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (shown, _ft_window_hides_move (self, game, i) ? (gpointer) "?"
                                                                 : (gpointer) ft_game_get_notation (game, i));
  ft_scoresheet_set_moves (sheet, number, first, (const char *const *) shown->pdata, shown->len);
  ft_scoresheet_set_current (sheet, ft_board_model_is_browsing (self->board_model)
                                       ? ft_board_model_get_shown_ply (self->board_model)
                                       : n);
}

/* The material strip: for each kind, the side with more of it shows the
 * difference, and the side ahead in value shows "+N" (pawns, rounded), as on
 * lichess; promotions and captures both count. The values are the rules'
 * own (ft_eval_material_points: 3 for a knight in standard chess). */
static void
update_material (FtWindow *self)
{
  FtGame *game = _ft_window_current_game (self);
  const FtPosition *pos;
  int count[2][FT_N_ALL_KINDS] = { { 0 } };
  int value[2] = { 0, 0 };
  FtColour bottom = _ft_window_bottom_colour (self);

  /* Checkers has no material strip: the board shows every piece. */
  if (game == NULL || ft_game_get_kind (game) != FT_GAME_KIND_CHESS)
    {
      ft_sidebar_set_material (self->sidebar, TRUE, NULL, 0, NULL);
      ft_sidebar_set_material (self->sidebar, FALSE, NULL, 0, NULL);
      return;
    }
  pos = ft_game_get_position (game);
  /* Fog of war: the strip would tell of promotions no one saw. */
  if (pos->fog && !ft_game_is_over (game) && _ft_window_fog_viewer (self) >= 0)
    {
      ft_sidebar_set_material (self->sidebar, TRUE, NULL, 0, NULL);
      ft_sidebar_set_material (self->sidebar, FALSE, NULL, 0, NULL);
      return;
    }
  for (int side = 0; side < 2; side++)
    for (int i = 0; i < pos->piece_count[side]; i++)
      {
        FtKind kind = FT_PIECE_KIND (pos->board[pos->piece_list[side][i]]);

        if (kind != FT_KING)
          {
            count[side][kind]++;
            value[side] += ft_eval_material_points (pos, kind);
          }
      }
  for (int side = 0; side < 2; side++)
    {
      GdkPaintable *pieces[FT_MAX_PIECES];
      FtKind kinds[FT_MAX_PIECES];
      guint n = 0;
      int ahead = (int) lround ((value[side] - value[side ^ 1]) / 100.0);
      g_autofree char *balance = ahead > 0 ? g_strdup_printf ("+%d", ahead) : NULL;

      /* The most valuable first; the config's own kinds before the pawns. */
      static const FtKind order[] = { FT_AMAZON, FT_QUEEN, FT_CHANCELLOR, FT_ARCHBISHOP,
                                      FT_ROOK, FT_GENERAL, FT_BISHOP, FT_KNIGHT, FT_CAMEL };
      guint n_kinds = G_N_ELEMENTS (order) + pos->custom_count + 1;

      for (guint i = 0; i < n_kinds; i++)
        {
          FtKind k = i < G_N_ELEMENTS (order)      ? order[i]
                     : i + 1 < n_kinds             ? (FtKind) (FT_CUSTOM_FIRST + i - G_N_ELEMENTS (order))
                                                   : FT_PAWN;

          /* The pieces this side has more of: those it took (or made). */
          for (int extra = count[side][k] - count[side ^ 1][k]; extra > 0 && n < FT_MAX_PIECES;
               extra--)
            {
              if (self->piece_icons[side ^ 1][k] == NULL)
                self->piece_icons[side ^ 1][k] =
                  ft_board_view_render_piece (self->board, &(FtGamePiece) { side ^ 1, k, FALSE }, 32);
              kinds[n] = k;
              pieces[n++] = GDK_PAINTABLE (self->piece_icons[side ^ 1][k]);
            }
        }
      ft_sidebar_set_material (self->sidebar, (FtColour) side != bottom, pieces, n, balance);
      _ft_window_access_name_material (self, (FtColour) side != bottom, (FtColour) side, kinds, n, ahead);
    }
}

/* The board's orientation and who may move on it. */
void
_ft_window_update_board_view (FtWindow *self)
{
  guint interactive = 0;

  if (self->session != NULL && !self->paused)
    interactive = ft_session_get_local_colours (self->session);
  ft_board_model_set_interactive_colours (self->board_model, interactive);
  ft_board_model_set_flipped (self->board_model, _ft_window_bottom_colour (self) == FT_BLACK);
  _ft_window_update_fog_pass (self);
  ft_board_model_set_fog_viewer (self->board_model, _ft_window_fog_viewer (self));
}

/* Fog of war: whose view the board shows: the one local player's, or
 * between two people the side to move's; -1 (everything) when no one
 * plays here or the game is not a fog-of-war game. */
int
_ft_window_fog_viewer (FtWindow *self)
{
  FtGame *game = _ft_window_current_game (self);
  guint local;

  if (game == NULL || ft_game_get_kind (game) != FT_GAME_KIND_CHESS || !ft_game_get_position (game)->fog)
    return -1;
  local = ft_session_get_local_colours (self->session);
  if (local == (1u << FT_WHITE))
    return FT_WHITE;
  if (local == (1u << FT_BLACK))
    return FT_BLACK;
  if (local == 0)
    return -1;
  /* Two people: the side that last said "I am …" (the pass screen hides
   * the board from the other). */
  if (self->fog_pass != NULL && ft_fog_pass_get_shown_side (self->fog_pass) >= 0)
    return ft_fog_pass_get_shown_side (self->fog_pass);
  return (int) ft_game_get_turn (game);
}

/* ---- What the objects beside the window read (ft-window.h) ------------------ */

FtGameFiles *
ft_window_get_game_files (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return self->files;
}

gboolean
ft_window_is_paused (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), FALSE);
  return self->paused;
}

gboolean
ft_window_get_autoplay (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), FALSE);
  return self->autoplay;
}

int
ft_window_get_fog_viewer (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), -1);
  return _ft_window_fog_viewer (self);
}

/* ---- Fog of war's pass screen (ft-fog-pass.h) ------------------------------ */

/* Two people, a fog-of-war game going on: whose turn it is, else -1. */
static int
side_to_pass_to (FtWindow *self)
{
  FtGame *game = _ft_window_current_game (self);

  if (game == NULL || ft_game_get_kind (game) != FT_GAME_KIND_CHESS || !ft_game_get_position (game)->fog
      || ft_game_is_over (game) || self->paused
      || ft_session_get_local_colours (self->session) != FT_BOARD_BOTH_COLOURS)
    return -1;
  return ft_game_get_turn (game);
}

/* The side to move said it is them: the board shows their view. */
static void
fog_shown_cb (FtFogPass *pass G_GNUC_UNUSED, int side G_GNUC_UNUSED, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);

  _ft_window_update_board_view (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

void
_ft_window_update_fog_pass (FtWindow *self)
{
  int side = side_to_pass_to (self);

  if (side >= 0 && self->fog_pass == NULL)
    {
      self->fog_pass = FT_FOG_PASS (ft_fog_pass_new ());
      g_signal_connect (self->fog_pass, "shown", G_CALLBACK (fog_shown_cb), self);
      /* In the board's place (ft-game-layout.h). */
      ft_game_layout_set_board_cover (FT_GAME_LAYOUT (gtk_widget_get_parent (GTK_WIDGET (self->board))),
                                      GTK_WIDGET (self->fog_pass));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->board),
                          self->fog_pass == NULL || !ft_fog_pass_update (self->fog_pass, side));
}

gboolean
ft_window_is_fog_pass_shown (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), FALSE);
  return self->fog_pass != NULL && gtk_widget_get_visible (GTK_WIDGET (self->fog_pass));
}

void
ft_window_fog_show_board (FtWindow *self)
{
  g_return_if_fail (FT_IS_WINDOW (self));
  if (self->fog_pass != NULL)
    ft_fog_pass_show_board (self->fog_pass);
}

/* ---- Preferences ------------------------------------------------------- */

void
ft_window_apply_preferences (FtWindow *self)
{
  g_autofree char *level_name = NULL;
  g_autofree char *colour_name = NULL;
  int value;

  g_return_if_fail (FT_IS_WINDOW (self));

  if (self->settings == NULL || self->setup == NULL)
    return;
  level_name = g_settings_get_string (self->settings, "difficulty");
  colour_name = g_settings_get_string (self->settings, "player-colour");
  /* This window's own setup: a key its config file names wins. */
  if (!self->config_sets_level && ft_name_parse (FT_TYPE_LEVEL, level_name, &value))
    {
      self->setup->level = value;
      /* From the computer's next search; not from the New Game dialog. */
      for (int side = 0; self->session != NULL && !_ft_window_new_game_dialog_open (self) && side < 2; side++)
        {
          FtPlayer *player = ft_session_get_player (self->session, side);

          if (FT_IS_COMPUTER_PLAYER (player))
            ft_computer_player_set_level (FT_COMPUTER_PLAYER (player), value);
        }
    }
  if (!self->config_sets_colour && ft_name_parse (FT_TYPE_COLOUR, colour_name, &value))
    self->setup->human_colour = value;
  _ft_window_update_status (self);
}
