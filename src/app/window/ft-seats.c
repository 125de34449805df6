/* ft-seats.c — who plays the window's game (docs/players.md):
 * the profile seated at each side played here, their names in the sidebar
 * and in the record, the finished game kept in the history (and rated as
 * ft-rating-rules.h says), the autosave's owners, and the Players,
 * Leaderboard, games and statistics windows (win.players,
 * win.leaderboard, win.statistics). */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-app-profiles.h"
#include "ft-leaderboard-window.h"
#include "ft-level-suggestion.h"
#include "ft-names.h"
#include "ft-players-window.h"
#include "ft-profile-games-window.h"
#include "ft-seats.h"
#include "ft-statistics-window.h"

struct _FtSeats
{
  GObject parent_instance;

  FtGameStage *stage;    /* weak: the window owns the stage and the seats */
  FtGameFiles *files;    /* weak */
  FtPuzzleRun *puzzles;  /* weak */
  GSimpleAction *statistics_action;
  /* win.play-level: its state the level offered after a run of wins (0:
   * none), enabled while the offer stands. */
  GSimpleAction *play_level_action;
  FtProfile *profiles[2]; /* NULL: the computer, a remote player, or none */
  FtGameOrigin origin;
  FtSession *session; /* the game watched for its end (weak via handler) */
  gboolean recorded;
  FtHistoryEntry *last_entry;
};

G_DEFINE_FINAL_TYPE (FtSeats, ft_seats, G_TYPE_OBJECT)

typedef FtSeats Seats;

static FtRecordKeeper *
keeper (Seats *seats)
{
  return ft_game_files_get_keeper (seats->files);
}

FtProfile *
ft_seats_get_profile (FtSeats *self, FtColour side)
{
  g_return_val_if_fail (FT_IS_SEATS (self), NULL);
  return self->profiles[side];
}

FtHistoryEntry *
ft_seats_get_last_history_entry (FtSeats *self)
{
  g_return_val_if_fail (FT_IS_SEATS (self), NULL);
  return self->last_entry;
}

const char *
ft_seats_get_name (FtSeats *self, FtColour side, const char *fallback)
{
  FtProfile *profile;

  g_return_val_if_fail (FT_IS_SEATS (self), fallback);

  profile = self->profiles[side];
  return profile != NULL ? ft_profile_get_name (profile) : fallback;
}

static void
fill_seat (Seats *seats, FtColour side, FtSeat *seat)
{
  FtPlayer *player = ft_session_get_player (ft_game_stage_get_session (seats->stage), side);

  if (seats->profiles[side] != NULL)
    {
      seat->kind = FT_SEAT_PROFILE;
      seat->profile_id = ft_profile_get_id (seats->profiles[side]);
      seat->name = ft_profile_get_name (seats->profiles[side]);
    }
  else if (ft_player_is_local (player) || seats->origin == FT_GAME_ORIGIN_NETWORK)
    {
      seat->kind = FT_SEAT_REMOTE;
      seat->name = ft_player_get_name (player);
    }
  else
    {
      seat->kind = FT_SEAT_COMPUTER;
      seat->level = ft_game_stage_get_setup (seats->stage)->level;
    }
}

static void
withdraw_offer (Seats *seats)
{
  g_simple_action_set_state (seats->play_level_action, g_variant_new_int32 (0));
  g_simple_action_set_enabled (seats->play_level_action, FALSE);
}

/* A game won against the computer that completes a run of wins at its
 * level (ft_level_offer_next(), docs/players.md#which-level): the toast
 * offers the next level, win.play-level. */
static void
offer_next_level (Seats *seats, const FtFinishedGame *finished)
{
  GListModel *history = ft_profile_store_get_history (ft_app_profiles_get ());
  g_autofree char *title = NULL, *button = NULL;
  AdwToast *toast;
  FtLevel next = FT_LEVEL_1;

  for (int side = 0; side < 2; side++)
    {
      const FtSeat *other = &finished->seats[side == FT_WHITE ? FT_BLACK : FT_WHITE];

      if (seats->profiles[side] == NULL || other->kind != FT_SEAT_COMPUTER || seats->origin != FT_GAME_ORIGIN_PLAYED
          || !ft_level_offer_next (history, ft_profile_get_id (seats->profiles[side]), finished->kind,
                                   other->level, &next))
        continue;
      g_simple_action_set_state (seats->play_level_action, g_variant_new_int32 (next));
      g_simple_action_set_enabled (seats->play_level_action, TRUE);
      title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u win in a row: ready for the next level?",
                                            "%u wins in a row: ready for the next level?", FT_LEVEL_OFFER_WINS),
                               FT_LEVEL_OFFER_WINS);
      /* Translators: the button that starts a game against the next
       * level, "Play Level 5" */
      button = g_strdup_printf (_("Play %s"), ft_level_label (next));
      toast = adw_toast_new (title);
      adw_toast_set_button_label (toast, button);
      adw_toast_set_action_name (toast, "win.play-level");
      adw_toast_set_timeout (toast, 0); /* until answered or dismissed */
      ft_game_stage_add_toast (seats->stage, toast);
      return;
    }
}

/* The offered level: a new game like the last, against it; the
 * New Game dialog remembers it. */
static void
play_level_action (GSimpleAction *action, GVariant *parameter G_GNUC_UNUSED, gpointer user_data)
{
  Seats *seats = user_data;
  g_autoptr (GVariant) state = g_action_get_state (G_ACTION (action));
  FtLevel level = (FtLevel) g_variant_get_int32 (state);
  GSettings *settings = ft_game_stage_get_settings (seats->stage);
  g_autoptr (FtGameSetup) setup = NULL;

  if (!ft_level_is_valid (level) || ft_game_stage_get_setup (seats->stage) == NULL)
    return;
  setup = ft_game_setup_copy (ft_game_stage_get_setup (seats->stage));
  setup->level = level;
  withdraw_offer (seats);
  if (settings != NULL)
    g_settings_set_string (settings, "difficulty", ft_name_of (FT_TYPE_LEVEL, level));
  ft_game_stage_start (seats->stage, setup);
}

/* The game ended: into the history (rated or not, said why), once. */
static void
game_over_cb (FtSession *session, FtResult result G_GNUC_UNUSED,
              FtResultReason reason G_GNUC_UNUSED, gpointer user_data)
{
  Seats *seats = user_data;
  FtFinishedGame finished = { 0 };
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  FtHistoryEntry *entry;
  FtGame *game = ft_session_get_game (session);

  /* A game nobody here owns (no profile seated) is nobody's history. */
  if (seats->stage == NULL || seats->recorded || ft_game_stage_get_session (seats->stage) != session
      || (seats->profiles[FT_WHITE] == NULL && seats->profiles[FT_BLACK] == NULL))
    return;
  if (ft_game_get_kind (game) == FT_GAME_KIND_CHECKERS)
    {
      /* The rules describe chess games; a checkers game is one kind. */
      guint plies = ft_game_get_n_moves (game);
      FtColour first = ft_ruleset_get_side_to_move (ft_game_get_start_rules (game));

      finished.kind = FT_RATED_KIND_CHECKERS;
      finished.result = ft_game_get_result (game, &finished.reason);
      finished.moves[first] = (plies + 1) / 2;
      finished.moves[first == FT_WHITE ? FT_BLACK : FT_WHITE] = plies / 2;
    }
  else
    ft_rating_rules_describe_game (game, ft_game_stage_get_setup (seats->stage), &finished);
  finished.origin = seats->origin;
  fill_seat (seats, FT_WHITE, &finished.seats[FT_WHITE]);
  fill_seat (seats, FT_BLACK, &finished.seats[FT_BLACK]);
  text = ft_record_keeper_get_text (keeper (seats), FALSE);
  entry = ft_profile_store_record_game (ft_app_profiles_get (), &finished, text,
                                        ft_game_get_kind (game) == FT_GAME_KIND_CHECKERS ? "pdn" : "pgn",
                                        &error);
  seats->recorded = TRUE;
  g_set_object (&seats->last_entry, entry);
  /* The autosave goes with the finished game: it is nobody's now. */
  if (seats->origin == FT_GAME_ORIGIN_PLAYED && ft_record_keeper_get_autosave_path (keeper (seats)) != NULL)
    ft_profile_store_set_autosave_owners (ft_app_profiles_get (), NULL, NULL, NULL);
  if (error != NULL)
    ft_game_stage_add_toast (seats->stage, adw_toast_new (error->message));
  else
    offer_next_level (seats, &finished);
}

/* An opened record's players who are profiles here (by name) sit at their
 * sides: their avatars show. The game is not rated (it was read, not
 * played here). */
static void
seat_record_players (Seats *seats)
{
  GListModel *profiles = ft_profile_store_get_profiles (ft_app_profiles_get ());

  for (int side = 0; side < 2; side++)
    {
      const char *name = ft_record_keeper_get_record_name (keeper (seats), side);

      for (guint i = 0; name != NULL && i < g_list_model_get_n_items (profiles); i++)
        {
          g_autoptr (FtProfile) profile = g_list_model_get_item (profiles, i);

          if (g_strcmp0 (ft_profile_get_name (profile), name) == 0)
            {
              g_set_object (&seats->profiles[side], profile);
              break;
            }
        }
    }
}

/* The profiles of the sides played here: the last ones chosen (the New
 * Game dialog sets them), or the autosave's owners for a resumed game. */
static void
choose_profiles (Seats *seats, gboolean resumed)
{
  FtProfileStore *store = ft_app_profiles_get ();
  guint local = ft_session_get_local_colours (ft_game_stage_get_session (seats->stage));
  FtProfile *owners[2] = { NULL, NULL };

  if (resumed)
    ft_profile_store_get_autosave_owners (store, &owners[FT_WHITE], &owners[FT_BLACK]);
  for (int side = 0; side < 2; side++)
    {
      FtProfile *profile = NULL;

      if (local & (1u << side))
        profile = resumed ? owners[side] : ft_profile_store_get_last_used (store, side);
      g_set_object (&seats->profiles[side], profile);
    }
  /* One profile on both sides (the only one, say): two people without
   * profiles, "White" and "Black", as before profiles; not rated. */
  if (seats->profiles[FT_WHITE] != NULL && seats->profiles[FT_WHITE] == seats->profiles[FT_BLACK])
    {
      g_clear_object (&seats->profiles[FT_WHITE]);
      g_clear_object (&seats->profiles[FT_BLACK]);
    }
}

/* A new game is shown (existing: a game read from a file or the autosave):
 * seat the players, watch for its end. */
static void
game_shown_cb (FtGameStage *stage, gboolean existing, gpointer user_data)
{
  Seats *seats = user_data;
  FtSession *session = ft_game_stage_get_session (stage);

  if (seats->session != NULL)
    g_signal_handlers_disconnect_by_data (seats->session, seats);
  g_clear_object (&seats->session);
  g_clear_object (&seats->profiles[FT_WHITE]);
  g_clear_object (&seats->profiles[FT_BLACK]);
  seats->recorded = FALSE;
  withdraw_offer (seats);
  if (session == NULL)
    return;
  /* An existing game is an opened file until ft_seats_resumed says it is
   * this window's own, resumed. */
  seats->origin = ft_game_stage_get_network (stage) != NULL ? FT_GAME_ORIGIN_NETWORK
                  : seats->puzzles != NULL && ft_puzzle_run_get_puzzle (seats->puzzles) != NULL
                    ? FT_GAME_ORIGIN_PUZZLE
                  : existing ? FT_GAME_ORIGIN_OPENED_FILE
                             : FT_GAME_ORIGIN_PLAYED;
  seats->session = g_object_ref (session);
  g_signal_connect (session, "game-over", G_CALLBACK (game_over_cb), seats);
  if (seats->origin != FT_GAME_ORIGIN_OPENED_FILE)
    choose_profiles (seats, FALSE);
  else
    seat_record_players (seats);
  for (int side = 0; side < 2; side++)
    ft_record_keeper_set_player_name (keeper (seats), side,
                                      seats->profiles[side] != NULL ? ft_profile_get_name (seats->profiles[side]) : NULL);
  /* A players file that could not be read was kept aside: say so once. */
  {
    g_autofree char *problem = ft_app_profiles_take_problem ();

    if (problem != NULL)
      ft_game_stage_add_toast (stage, adw_toast_new (problem));
  }
  /* The autosave belongs to those who play it. */
  if (seats->origin == FT_GAME_ORIGIN_PLAYED && ft_record_keeper_get_autosave_path (keeper (seats)) != NULL)
    ft_profile_store_set_autosave_owners (ft_app_profiles_get (), seats->profiles[FT_WHITE],
                                          seats->profiles[FT_BLACK], NULL);
}

char *
ft_seats_resumed (FtSeats *seats)
{
  GString *whose;

  g_return_val_if_fail (FT_IS_SEATS (seats), NULL);

  whose = g_string_new (NULL);
  seats->origin = FT_GAME_ORIGIN_PLAYED;
  choose_profiles (seats, TRUE);
  for (int side = 0; side < 2; side++)
    {
      ft_record_keeper_set_player_name (keeper (seats), side,
                                        seats->profiles[side] != NULL ? ft_profile_get_name (seats->profiles[side]) : NULL);
      if (seats->profiles[side] == NULL)
        continue;
      if (whose->len > 0)
        g_string_append (whose, _(" and "));
      g_string_append (whose, ft_profile_get_name (seats->profiles[side]));
    }
  ft_game_stage_update_status (seats->stage);
  if (whose->len == 0)
    {
      g_string_free (whose, TRUE);
      return NULL;
    }
  return g_string_free (whose, FALSE);
}

/* ---- The windows ----------------------------------------------------------- */

static void
replay_cb (FtProfileGamesWindow *games, const char *path, gpointer user_data)
{
  Seats *seats = user_data;

  gtk_window_close (GTK_WINDOW (games));
  if (seats->files != NULL)
    ft_game_files_open_file (seats->files, path);
}

static GtkWindow *
window_of (Seats *seats)
{
  return ft_game_stage_get_window (seats->stage);
}

static void
open_games_cb (GtkWindow *parent, FtProfile *profile, gpointer user_data)
{
  FtProfileGamesWindow *games = ft_profile_games_window_new (parent, ft_app_profiles_get (), profile);

  g_signal_connect_object (games, "replay", G_CALLBACK (replay_cb), user_data, 0);
  gtk_window_present (GTK_WINDOW (games));
}

FtLeaderboardWindow *
ft_seats_open_leaderboard (FtSeats *seats, GtkWindow *parent)
{
  const FtGameSetup *setup;
  FtRatedKind kind;
  FtLeaderboardWindow *board;

  g_return_val_if_fail (FT_IS_SEATS (seats), NULL);

  setup = ft_game_stage_get_setup (seats->stage);
  kind = setup != NULL ? ft_rated_kind_of_setup (setup) : FT_RATED_KIND_FOURTEEN;
  board = ft_leaderboard_window_new (parent != NULL ? parent : window_of (seats), ft_app_profiles_get (), kind);
  gtk_window_present (GTK_WINDOW (board));
  return board;
}

static void
open_leaderboard_cb (GtkWindow *parent, gpointer user_data)
{
  ft_seats_open_leaderboard (user_data, parent);
}

FtProfileGamesWindow *
ft_seats_open_statistics (FtSeats *seats)
{
  FtColour bottom;
  FtProfile *profile;
  FtProfileGamesWindow *games;

  g_return_val_if_fail (FT_IS_SEATS (seats), NULL);

  bottom = ft_game_stage_get_bottom_colour (seats->stage);
  profile = seats->profiles[bottom];
  if (profile == NULL)
    profile = seats->profiles[FT_WHITE] != NULL ? seats->profiles[FT_WHITE] : seats->profiles[FT_BLACK];
  if (profile == NULL)
    profile = ft_profile_store_get_last_used (ft_app_profiles_get (), FT_WHITE);
  if (profile == NULL)
    return NULL;
  games = ft_profile_games_window_new (window_of (seats), ft_app_profiles_get (), profile);
  ft_profile_games_window_set_before_profiles (games, ft_record_keeper_get_statistics_dir (keeper (seats)));
  g_signal_connect_object (games, "replay", G_CALLBACK (replay_cb), seats, 0);
  gtk_window_present (GTK_WINDOW (games));
  return games;
}

FtPlayersWindow *
ft_seats_open_players (FtSeats *seats)
{
  FtPlayersWindow *players;

  g_return_val_if_fail (FT_IS_SEATS (seats), NULL);

  players = ft_players_window_new (window_of (seats), ft_app_profiles_get ());
  g_signal_connect_object (players, "open-games", G_CALLBACK (open_games_cb), seats, 0);
  g_signal_connect_object (players, "open-leaderboard", G_CALLBACK (open_leaderboard_cb), seats, 0);
  gtk_window_present (GTK_WINDOW (players));
  return players;
}

static void
players_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED, gpointer user_data)
{
  ft_seats_open_players (user_data);
}

static void
leaderboard_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED,
                    gpointer user_data)
{
  ft_seats_open_leaderboard (user_data, NULL);
}

/* Per profile (docs/players.md#statistics); the old counts without one. */
static void
statistics_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED,
                   gpointer user_data)
{
  Seats *seats = user_data;
  const char *dir = ft_record_keeper_get_statistics_dir (keeper (seats));

  if (ft_seats_open_statistics (seats) == NULL && dir != NULL)
    gtk_window_present (GTK_WINDOW (ft_statistics_window_new (window_of (seats), dir)));
}

static void
status_changed_cb (FtGameStage *stage G_GNUC_UNUSED, gpointer user_data)
{
  Seats *seats = user_data;

  if (seats->files != NULL)
    g_simple_action_set_enabled (seats->statistics_action,
                                 ft_record_keeper_get_statistics_dir (keeper (seats)) != NULL);
}

static void
ft_seats_dispose (GObject *object)
{
  Seats *seats = FT_SEATS (object);

  g_clear_object (&seats->profiles[FT_WHITE]);
  g_clear_object (&seats->profiles[FT_BLACK]);
  if (seats->session != NULL)
    g_signal_handlers_disconnect_by_data (seats->session, seats);
  g_clear_object (&seats->session);
  g_clear_object (&seats->last_entry);
  if (seats->stage != NULL)
    g_signal_handlers_disconnect_by_data (seats->stage, seats);
  g_clear_weak_pointer (&seats->stage);
  g_clear_weak_pointer (&seats->files);
  g_clear_weak_pointer (&seats->puzzles);
  g_clear_object (&seats->statistics_action);
  g_clear_object (&seats->play_level_action);
  G_OBJECT_CLASS (ft_seats_parent_class)->dispose (object);
}

static void
ft_seats_class_init (FtSeatsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_seats_dispose;
}

static void
ft_seats_init (FtSeats *self G_GNUC_UNUSED)
{
}

FtSeats *
ft_seats_new (FtGameStage *stage, FtGameFiles *files, FtPuzzleRun *puzzles, GActionMap *actions)
{
  static const GActionEntry entries[] = {
    { "players", players_action, NULL, NULL, NULL, { 0 } },
    { "leaderboard", leaderboard_action, NULL, NULL, NULL, { 0 } },
  };
  Seats *seats;

  g_return_val_if_fail (FT_IS_GAME_STAGE (stage), NULL);
  g_return_val_if_fail (FT_IS_GAME_FILES (files), NULL);
  g_return_val_if_fail (G_IS_ACTION_MAP (actions), NULL);

  seats = g_object_new (FT_TYPE_SEATS, NULL);
  g_set_weak_pointer (&seats->stage, stage);
  g_set_weak_pointer (&seats->files, files);
  g_set_weak_pointer (&seats->puzzles, puzzles);
  g_action_map_add_action_entries (actions, entries, G_N_ELEMENTS (entries), seats);
  seats->statistics_action = g_simple_action_new ("statistics", NULL);
  g_simple_action_set_enabled (seats->statistics_action, FALSE);
  g_signal_connect (seats->statistics_action, "activate", G_CALLBACK (statistics_action), seats);
  g_action_map_add_action (actions, G_ACTION (seats->statistics_action));
  seats->play_level_action = g_simple_action_new_stateful ("play-level", NULL, g_variant_new_int32 (0));
  g_simple_action_set_enabled (seats->play_level_action, FALSE);
  g_signal_connect (seats->play_level_action, "activate", G_CALLBACK (play_level_action), seats);
  g_action_map_add_action (actions, G_ACTION (seats->play_level_action));
  g_signal_connect (stage, "game-shown", G_CALLBACK (game_shown_cb), seats);
  g_signal_connect (stage, "status-changed", G_CALLBACK (status_changed_cb), seats);
  return seats;
}
