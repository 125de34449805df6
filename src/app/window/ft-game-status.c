/* ft-game-status.c — the status of the game shown: the side panel's clocks
 * (woken exactly when their text changes), names, turn, message, move list
 * and material strip, the low-time sound, and the board's orientation and
 * input (with fog of war's pass screen). It follows the stage's signals and
 * decides nothing of the game. */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include <string.h>

#include "ft-eval.h"
#include "ft-fog-pass.h"
#include "ft-game-layout.h"
#include "ft-game-status.h"
#include "ft-network-controller.h"
#include "ft-remote-player.h"
#include "ft-sound-player.h"
#include "ft-marks.h"

struct _FtGameStatus
{
  GObject parent_instance;

  FtGameStage *stage;   /* weak: the window owns the stage and the status */
  FtSidebar *sidebar;   /* weak */
  FtGameKeys *keys;     /* weak */
  FtDrawOffers *draws;  /* weak */
  FtSeats *seats;       /* weak */
  FtGameFiles *files;   /* weak */
  FtPuzzleRun *puzzles; /* weak */
  FtGameGuard *guard;   /* weak */
  FtPauseController *pause; /* weak */
  FtBoardView *board;   /* weak */
  FtBoardModel *board_model; /* weak */

  guint clock_timeout_id;
  gboolean low_time_warned[2]; /* the low-time sound, once a game per side */
  /* The material strip's pictures; a game's own kinds (FT_CUSTOM_FIRST on)
   * are forgotten with it. */
  GdkTexture *piece_icons[2][FT_N_ALL_KINDS];
  /* Fog of war between two people: the pass screen in the board's place
   * (ft-fog-pass.h: it knows whose view the board may show); made for the
   * first two-person fog game. */
  FtFogPass *fog_pass;
  /* The other side's move travels: the panel and the header tell of it as
   * it lands (landing_pending), the move list then too (moves_pending). */
  gboolean landing_pending, moves_pending;
  gboolean told_transient; /* the message shown is the stage's transient one */
};

G_DEFINE_FINAL_TYPE (FtGameStatus, ft_game_status, G_TYPE_OBJECT)

static FtGame *
current_game (FtGameStatus *self)
{
  return self->stage != NULL ? ft_game_stage_get_game (self->stage) : NULL;
}

static FtColour
bottom_colour (FtGameStatus *self)
{
  return ft_game_stage_get_bottom_colour (self->stage);
}

static FtSession *
session (FtGameStatus *self)
{
  return ft_game_stage_get_session (self->stage);
}

static gboolean
frozen (FtGameStatus *self)
{
  return ft_game_stage_is_frozen (self->stage);
}

/* ---- Status: clocks, names, turn, message -------------------------------- */

static void update_clocks (FtGameStatus *self);
static void update_material (FtGameStatus *self);

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
warn_low_time (FtGameStatus *self, FtClock *clock)
{
  FtColour side;
  gint64 remaining;

  if (!ft_clock_is_running (clock) || !ft_clock_is_timed (clock)
      || ft_clock_get_mode (clock) == FT_CLOCK_MODE_PER_MOVE)
    return;
  side = ft_clock_get_running_side (clock);
  remaining = ft_clock_get_remaining_ms (clock, side);
  if (self->low_time_warned[side] || !is_low_time (current_game (self), side) || remaining <= 0
      || !ft_player_is_local (ft_session_get_player (session (self), side)))
    return;
  self->low_time_warned[side] = TRUE;
  ft_sound_player_play (ft_sound_player_get_default (), FT_SOUND_LOW_TIME);
  if (self->keys != NULL)
    ft_game_keys_say_low_time (self->keys);
}

static gboolean
clock_timeout_cb (gpointer user_data)
{
  FtGameStatus *self = FT_GAME_STATUS (user_data);

  self->clock_timeout_id = 0;
  update_clocks (self);
  return G_SOURCE_REMOVE;
}

/* Show both clocks and wake up exactly when the running one's text changes:
 * no periodic polling. */
static void
update_clocks (FtGameStatus *self)
{
  FtGame *game = current_game (self);
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
  bottom = bottom_colour (self);
  top = ft_clock_format_ms (ft_clock_get_remaining_ms (clock, FT_OTHER_COLOUR (bottom)));
  bottom_text = ft_clock_format_ms (ft_clock_get_remaining_ms (clock, bottom));
  if (ft_clock_is_running (clock))
    running = ft_clock_get_running_side (clock) == bottom ? FT_SIDEBAR_RUNNING_BOTTOM
                                                          : FT_SIDEBAR_RUNNING_TOP;
  ft_sidebar_set_clocks (self->sidebar, top, bottom_text, running);
  ft_sidebar_set_clocks_shown (self->sidebar, ft_clock_is_timed (clock));
  ft_sidebar_set_low_time (self->sidebar, is_low_time (game, FT_OTHER_COLOUR (bottom)), is_low_time (game, bottom));
  if (self->keys != NULL)
    ft_game_keys_name_clocks (self->keys);
  warn_low_time (self, clock);

  wake_us = ft_clock_get_us_to_next_second (clock);
  if (wake_us >= 0)
    self->clock_timeout_id = g_timeout_add ((guint) (wake_us / 1000) + 1, clock_timeout_cb, self);
}

static const char *
turn_text (FtGameStatus *self, FtGame *game, FtColour side)
{
  FtPlayer *player = ft_session_get_player (session (self), side);

  if (ft_session_has_single_local_player (session (self)))
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
static gboolean
hides_move (FtGameStatus *self, FtGame *game, guint ply)
{
  guint number;
  FtColour first = first_move_of (game, &number);

  return ft_game_get_kind (game) == FT_GAME_KIND_CHESS && ft_game_get_start_position (game)->fog
         && !ft_game_is_over (game) && ft_game_stage_get_fog_viewer (self->stage) >= 0
         && ft_session_get_local_colours (session (self)) != (1u << ((first + ply) % 2));
}

/* While browsing, which position the board shows: "Start position",
 * "After 12. Nf3", "After 12… Qxe5"; NULL at the live position. */
static char *
browsing_message (FtGameStatus *self, FtGame *game)
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
  if (hides_move (self, game, view_ply - 1))
    san = "?";
  return slot % 2 == 0 ? g_strdup_printf (_("After %u. %s"), number, san)
                       : g_strdup_printf (_("After %u… %s"), number, san);
}

/* The record's players by their names when it names them (an opened file),
 * and its end in their names ("Carlsen won"). */
static void show_record_players (FtGameStatus *self);
static void update_network_status (FtGameStatus *self);
static const char *player_name (FtGameStatus *self, FtColour side);

/* Resign or Restart reads "Confirm" while armed; Pause says Resume while
 * the player's pause holds. */
static void
update_buttons (FtGameStatus *self)
{
  FtGuardedAction armed = self->guard != NULL ? ft_game_guard_get_armed (self->guard) : FT_GUARDED_NONE;

  ft_sidebar_set_confirming (self->sidebar, armed == FT_GUARDED_RESIGN    ? "win.resign"
                                            : armed == FT_GUARDED_RESTART ? "win.restart"
                                                                          : NULL);
  ft_sidebar_set_paused (self->sidebar, self->pause != NULL && ft_pause_controller_is_paused_by_player (self->pause));
}

static void
update_status (FtGameStatus *self)
{
  FtGame *game = current_game (self);
  FtRuleset *rules;
  gboolean checkers;
  const char *turn = "";
  const char *message = "";
  FtSidebarMessageStyle style = FT_SIDEBAR_MESSAGE_WARNING;
  FtColour bottom;
  gboolean over;

  update_clocks (self);
  update_material (self);
  if (game == NULL)
    {
      ft_sidebar_set_turn (self->sidebar, "");
      ft_sidebar_set_message (self->sidebar, "");
      ft_sidebar_set_game_over (self->sidebar, FALSE);
      ft_sidebar_set_end_turn_visible (self->sidebar, FALSE);
      return;
    }

  self->told_transient = FALSE;
  rules = ft_game_get_rules (game);
  checkers = ft_game_get_kind (game) == FT_GAME_KIND_CHECKERS;
  over = ft_game_is_over (game);
  bottom = bottom_colour (self);
  ft_sidebar_set_names (self->sidebar, player_name (self, FT_OTHER_COLOUR (bottom)), player_name (self, bottom));
  ft_sidebar_set_profiles (self->sidebar, ft_seats_get_profile (self->seats, FT_OTHER_COLOUR (bottom)),
                           ft_seats_get_profile (self->seats, bottom));
  ft_sidebar_set_game_over (self->sidebar, over);
  ft_sidebar_set_end_turn_visible (self->sidebar, checkers);
  if (over)
    {
      FtResult result = ft_game_get_result (game, NULL);

      turn = _("Game over");
      message = ft_session_get_result_message (session (self));
      if (result == FT_RESULT_DRAW)
        style = FT_SIDEBAR_MESSAGE_NEUTRAL;
      else if (!ft_session_has_single_local_player (session (self)))
        style = FT_SIDEBAR_MESSAGE_NEUTRAL;
      else if ((result == FT_RESULT_WHITE_WINS) == (ft_game_get_human_colour (game) == FT_WHITE))
        style = FT_SIDEBAR_MESSAGE_GOOD;
    }
  else if (!frozen (self))
    {
      turn = turn_text (self, game, ft_ruleset_get_side_to_move (rules));
      if (ft_game_stage_get_transient_message (self->stage) != NULL)
        {
          message = ft_game_stage_get_transient_message (self->stage);
          self->told_transient = TRUE;
        }
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
      else if (self->draws != NULL && ft_draw_offers_get_message (self->draws) != NULL)
        {
          message = ft_draw_offers_get_message (self->draws); /* why Claim Draw shows */
          style = FT_SIDEBAR_MESSAGE_NEUTRAL;
        }
    }
  /* A puzzle: its goal, the wrong-move and solved messages. */
  if (ft_game_stage_get_transient_message (self->stage) == NULL && !frozen (self) && self->puzzles != NULL)
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
  show_record_players (self);
  update_network_status (self);
  update_buttons (self);
}

/* ---- The move list ---------------------------------------------------------- */

static void
update_moves (FtGameStatus *self)
{
  FtGame *game = current_game (self);
  FtScoresheet *sheet = ft_sidebar_get_scoresheet (self->sidebar);
  g_autoptr (GPtrArray) shown = g_ptr_array_new ();
  FtColour first;
  guint n, number;

  if (game == NULL)
    {
      ft_scoresheet_set_rules (sheet, NULL);
      ft_scoresheet_set_moves (sheet, 1, FT_WHITE, NULL, 0);
      return;
    }
  /* Chess moves show their pieces' pictures, in this game's letters. */
  ft_scoresheet_set_rules (sheet, ft_game_get_start_rules (game));
  /* The game keeps each move's notation (ft_game_get_notation: SAN, or
   * checkers' numbers). Fog of war: the moves nobody here may see are "?":
   * the other side's against the computer, all of them between two people. */
  first = first_move_of (game, &number);
  n = ft_game_get_n_moves (game);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (shown, hides_move (self, game, i) ? (gpointer) "?"
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
update_material (FtGameStatus *self)
{
  FtGame *game = current_game (self);
  const FtPosition *pos;
  int count[2][FT_N_ALL_KINDS] = { { 0 } };
  int value[2] = { 0, 0 };
  FtColour bottom = bottom_colour (self);

  /* Checkers has no material strip: the board shows every piece. */
  if (game == NULL || ft_game_get_kind (game) != FT_GAME_KIND_CHESS)
    {
      ft_sidebar_set_material (self->sidebar, TRUE, NULL, 0, NULL);
      ft_sidebar_set_material (self->sidebar, FALSE, NULL, 0, NULL);
      return;
    }
  pos = ft_game_get_position (game);
  /* Fog of war: the strip would tell of promotions no one saw. */
  if (pos->fog && !ft_game_is_over (game) && ft_game_stage_get_fog_viewer (self->stage) >= 0)
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
      if (self->keys != NULL)
        ft_game_keys_name_material (self->keys, (FtColour) side != bottom, (FtColour) side, kinds, n, ahead);
    }
}

static void update_fog_pass (FtGameStatus *self);

/* The board's orientation and who may move on it. */
static void
update_board_view (FtGameStatus *self)
{
  guint interactive = 0;

  if (session (self) != NULL && !frozen (self))
    interactive = ft_session_get_local_colours (session (self));
  ft_board_model_set_interactive_colours (self->board_model, interactive);
  ft_board_model_set_flipped (self->board_model, bottom_colour (self) == FT_BLACK);
  update_fog_pass (self);
  ft_board_model_set_fog_viewer (self->board_model, ft_game_stage_get_fog_viewer (self->stage));
}

/* ---- Fog of war's pass screen (ft-fog-pass.h) ------------------------------ */

/* Two people, a fog-of-war game going on: whose turn it is, else -1. */
static int
side_to_pass_to (FtGameStatus *self)
{
  FtGame *game = current_game (self);

  if (game == NULL || ft_game_get_kind (game) != FT_GAME_KIND_CHESS || !ft_game_get_position (game)->fog
      || ft_game_is_over (game) || frozen (self)
      || ft_session_get_local_colours (session (self)) != FT_BOARD_BOTH_COLOURS)
    return -1;
  return ft_game_get_turn (game);
}

/* The side to move said it is them: the board shows their view. */
static void
fog_shown_cb (FtFogPass *pass G_GNUC_UNUSED, int side G_GNUC_UNUSED, gpointer user_data)
{
  FtGameStatus *self = FT_GAME_STATUS (user_data);

  ft_game_stage_set_fog_shown_side (self->stage, ft_fog_pass_get_shown_side (self->fog_pass));
  update_board_view (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
update_fog_pass (FtGameStatus *self)
{
  int side = side_to_pass_to (self);

  if (side >= 0 && self->fog_pass == NULL)
    {
      g_set_weak_pointer (&self->fog_pass, FT_FOG_PASS (ft_fog_pass_new ()));
      g_signal_connect (self->fog_pass, "shown", G_CALLBACK (fog_shown_cb), self);
      /* In the board's place (ft-game-layout.h). */
      ft_game_layout_set_board_cover (FT_GAME_LAYOUT (gtk_widget_get_parent (GTK_WIDGET (self->board))),
                                      GTK_WIDGET (self->fog_pass));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->board),
                          self->fog_pass == NULL || !ft_fog_pass_update (self->fog_pass, side));
}

gboolean
ft_game_status_is_fog_pass_shown (FtGameStatus *self)
{
  g_return_val_if_fail (FT_IS_GAME_STATUS (self), FALSE);
  return self->fog_pass != NULL && gtk_widget_get_visible (GTK_WIDGET (self->fog_pass));
}

void
ft_game_status_fog_show_board (FtGameStatus *self)
{
  g_return_if_fail (FT_IS_GAME_STATUS (self));
  if (self->fog_pass != NULL)
    ft_fog_pass_show_board (self->fog_pass);
}

/* ---- Names ----------------------------------------------------------------- */

/* The name shown for `side`: its profile's, else its player's. */
static const char *
player_name (FtGameStatus *self, FtColour side)
{
  const char *fallback = ft_player_get_name (ft_session_get_player (session (self), side));

  return self->seats != NULL ? ft_seats_get_name (self->seats, side, fallback) : fallback;
}

/* "Carlsen, Magnus" (PGN's order) is shown as "Carlsen"; other names whole. */
static char *
short_name (const char *name)
{
  const char *comma = strchr (name, ',');

  return comma != NULL && comma > name ? g_strndup (name, (gsize) (comma - name)) : g_strdup (name);
}

/* The end of an opened game in its players' names: "Carlsen won by
 * checkmate", "Nakamura won on time", "Carlsen won"; a draw as the game
 * says it. */
static char *
record_result_message (FtGame *game, char *const names[2])
{
  FtResultReason reason;
  FtResult result = ft_game_get_result (game, &reason);
  const char *winner;

  if (result == FT_RESULT_DRAW || result == FT_RESULT_NONE)
    return g_strdup (ft_game_get_result_message_for_players (game));
  winner = names[result == FT_RESULT_WHITE_WINS ? FT_WHITE : FT_BLACK];
  if (winner == NULL)
    return g_strdup (ft_game_get_result_message_for_players (game));
  switch (reason)
    {
    case FT_REASON_CHECKMATE:
      /* TRANSLATORS: a player's name, from a saved game */
      return g_strdup_printf (_("%s won by checkmate"), winner);
    case FT_REASON_TIME:
      return g_strdup_printf (_("%s won on time"), winner);
    default:
      return g_strdup_printf (_("%s won"), winner);
    }
}

static void
show_record_players (FtGameStatus *self)
{
  FtGame *game = current_game (self);
  char *names[2] = { NULL, NULL };
  FtColour bottom;

  if (game == NULL || self->files == NULL)
    return;
  for (int side = 0; side < 2; side++)
    {
      const char *name = ft_record_keeper_get_record_name (ft_game_files_get_keeper (self->files), side);

      names[side] = name != NULL ? short_name (name) : NULL;
    }
  if (names[FT_WHITE] != NULL || names[FT_BLACK] != NULL)
    {
      bottom = bottom_colour (self);
      ft_sidebar_set_names (self->sidebar,
                            names[FT_OTHER_COLOUR (bottom)] != NULL ? names[FT_OTHER_COLOUR (bottom)]
                                                                     : player_name (self, FT_OTHER_COLOUR (bottom)),
                            names[bottom] != NULL ? names[bottom] : player_name (self, bottom));
      if (ft_game_is_over (game) && !ft_board_model_is_browsing (self->board_model))
        {
          g_autofree char *message = record_result_message (game, names);

          ft_sidebar_set_message (self->sidebar, message);
          ft_sidebar_set_message_style (self->sidebar, FT_SIDEBAR_MESSAGE_NEUTRAL);
        }
    }
  g_free (names[0]);
  g_free (names[1]);
}

/* A host nobody has joined yet: the side panel says so. */
static void
update_network_status (FtGameStatus *self)
{
  GObject *network = ft_game_stage_get_network (self->stage);

  if (network != NULL && ft_network_controller_is_waiting (FT_NETWORK_CONTROLLER (network)))
    ft_sidebar_set_turn (self->sidebar, _("Waiting"));
}

/* ---- Following the stage ------------------------------------------------------ */

static void
session_changed_cb (FtGameStage *stage G_GNUC_UNUSED, gboolean existing G_GNUC_UNUSED, gpointer user_data)
{
  FtGameStatus *self = user_data;

  g_clear_handle_id (&self->clock_timeout_id, g_source_remove);
  self->low_time_warned[FT_WHITE] = self->low_time_warned[FT_BLACK] = FALSE;
  self->landing_pending = self->moves_pending = FALSE;
  if (self->fog_pass != NULL)
    ft_fog_pass_reset (self->fog_pass);
  /* Another game may give its own kinds other looks. */
  for (int side = 0; side < 2; side++)
    for (int kind = FT_CUSTOM_FIRST; kind < FT_N_ALL_KINDS; kind++)
      g_clear_object (&self->piece_icons[side][kind]);
}

/* The other side's move (the computer's, a remote player's) is told in the
 * side panel and the header bar as it lands, and so is the move list: while
 * its piece travels they stay as they were. GTK 4.8's cairo renderer draws
 * a frame through an image the size of its damage's extents, so a move's
 * first frame that changed the board's cells, the header's turn, the
 * strips' clocks and the move list together drew the whole window
 * (docs/performance.md, "A move's first frame"). The landing frame
 * changes the board's cell and the clocks anyway. A move made here (or
 * redone, or premoved) is listed at once, and a move clears at once the
 * message it answered. The screen reader hears of the move as it lands
 * (the board's announcement), as before. */
static void
move_shown_cb (FtGameStage *stage G_GNUC_UNUSED, gconstpointer played G_GNUC_UNUSED, gpointer user_data)
{
  FtGameStatus *self = user_data;
  FtGame *game = current_game (self);
  FtSession *played_in = session (self);

  self->landing_pending = FALSE;
  if (game == NULL || played_in == NULL || self->told_transient || self->board == NULL)
    return;
  self->landing_pending
    = !ft_player_is_local (ft_session_get_player (played_in, FT_OTHER_COLOUR (ft_game_get_turn (game))));
}

/* TRUE while the panel waits for the travelling move to land. */
static gboolean
waits_for_landing (FtGameStatus *self)
{
  if (self->landing_pending && self->board != NULL && ft_board_view_is_animating (self->board))
    return TRUE;
  self->landing_pending = FALSE;
  return FALSE;
}

static void
status_changed_cb (FtGameStage *stage G_GNUC_UNUSED, gpointer user_data)
{
  FtGameStatus *self = user_data;
  FtMark mark = ft_mark_begin ();

  if (waits_for_landing (self))
    return;
  if (self->moves_pending)
    {
      self->moves_pending = FALSE;
      update_moves (self);
      ft_mark_end ("status: the move list, as the move lands", &mark);
      mark = ft_mark_begin ();
    }
  update_status (self);
  ft_mark_end ("status: the status line and side panel (\"status-changed\")", &mark);
}

static void
moves_changed_cb (FtGameStage *stage G_GNUC_UNUSED, gpointer user_data)
{
  FtGameStatus *self = user_data;
  FtMark mark = ft_mark_begin ();

  self->moves_pending = waits_for_landing (self);
  if (self->moves_pending)
    return;
  update_moves (self);
  ft_mark_end ("status: the move list (\"moves-changed\")", &mark);
}

static void
view_changed_cb (FtGameStage *stage G_GNUC_UNUSED, gpointer user_data)
{
  update_board_view (user_data);
}

static void
ft_game_status_dispose (GObject *object)
{
  FtGameStatus *self = FT_GAME_STATUS (object);

  g_clear_handle_id (&self->clock_timeout_id, g_source_remove);
  if (self->stage != NULL)
    g_signal_handlers_disconnect_by_data (self->stage, self);
  for (int side = 0; side < 2; side++)
    for (int kind = 0; kind < FT_N_ALL_KINDS; kind++)
      g_clear_object (&self->piece_icons[side][kind]);
  g_clear_weak_pointer (&self->stage);
  g_clear_weak_pointer (&self->sidebar);
  g_clear_weak_pointer (&self->keys);
  g_clear_weak_pointer (&self->draws);
  g_clear_weak_pointer (&self->seats);
  g_clear_weak_pointer (&self->files);
  g_clear_weak_pointer (&self->puzzles);
  g_clear_weak_pointer (&self->guard);
  g_clear_weak_pointer (&self->pause);
  g_clear_weak_pointer (&self->board);
  g_clear_weak_pointer (&self->board_model);
  g_clear_weak_pointer (&self->fog_pass);
  G_OBJECT_CLASS (ft_game_status_parent_class)->dispose (object);
}

static void
ft_game_status_class_init (FtGameStatusClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_game_status_dispose;
}

static void
ft_game_status_init (FtGameStatus *self G_GNUC_UNUSED)
{
}

FtGameStatus *
ft_game_status_new (FtGameStage *stage, FtSidebar *sidebar, const FtGameStatusSources *sources)
{
  FtGameStatus *self;

  g_return_val_if_fail (FT_IS_GAME_STAGE (stage), NULL);
  g_return_val_if_fail (FT_IS_SIDEBAR (sidebar), NULL);
  g_return_val_if_fail (sources != NULL, NULL);

  self = g_object_new (FT_TYPE_GAME_STATUS, NULL);
  g_set_weak_pointer (&self->stage, stage);
  g_set_weak_pointer (&self->sidebar, sidebar);
  g_set_weak_pointer (&self->keys, sources->keys);
  g_set_weak_pointer (&self->draws, sources->draws);
  g_set_weak_pointer (&self->seats, sources->seats);
  g_set_weak_pointer (&self->files, sources->files);
  g_set_weak_pointer (&self->puzzles, sources->puzzles);
  g_set_weak_pointer (&self->guard, sources->guard);
  g_set_weak_pointer (&self->pause, sources->pause);
  g_set_weak_pointer (&self->board, ft_game_stage_get_board (stage));
  g_set_weak_pointer (&self->board_model, ft_game_stage_get_board_model (stage));
  g_signal_connect (stage, "session-changed", G_CALLBACK (session_changed_cb), self);
  g_signal_connect (stage, "status-changed", G_CALLBACK (status_changed_cb), self);
  g_signal_connect (stage, "moves-changed", G_CALLBACK (moves_changed_cb), self);
  g_signal_connect (stage, "move-shown", G_CALLBACK (move_shown_cb), self);
  g_signal_connect (stage, "view-changed", G_CALLBACK (view_changed_cb), self);
  return self;
}
