/* ft-window-players.c — who plays the window's game (docs/players.md):
 * the profile seated at each side played here, their names in the sidebar
 * and in the record, the finished game kept in the history (and rated as
 * ft-rating-rules.h says), the autosave's owners, saves in the profile's
 * folder, and the Players, Leaderboard and games windows (win.players,
 * win.leaderboard).
 *
 * The state lives in a Seats struct of this file, attached to the window,
 * not in the window's private struct. */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-app-profiles.h"
#include "ft-leaderboard-window.h"
#include "ft-music-control.h"
#include "ft-players-window.h"
#include "ft-profile-games-window.h"
#include "ft-puzzle-run.h"
#include "ft-game-files.h"
#include "ft-window-players.h"
#include "ft-window-trust.h"

#define SEATS_KEY "ft-window-seats"

typedef struct
{
  FtProfile *profiles[2]; /* NULL: the computer, a remote player, or none */
  FtGameOrigin origin;
  FtSession *session; /* the game watched for its end (weak via handler) */
  gboolean recorded;
  FtHistoryEntry *last_entry;
} Seats;

static void
seats_free (gpointer data)
{
  Seats *seats = data;

  g_clear_object (&seats->profiles[FT_WHITE]);
  g_clear_object (&seats->profiles[FT_BLACK]);
  if (seats->session != NULL)
    g_signal_handlers_disconnect_by_data (seats->session, seats);
  g_clear_object (&seats->session);
  g_clear_object (&seats->last_entry);
  g_free (seats);
}

static Seats *
get_seats (FtWindow *self)
{
  Seats *seats = g_object_get_data (G_OBJECT (self), SEATS_KEY);

  if (seats == NULL)
    {
      seats = g_new0 (Seats, 1);
      g_object_set_data_full (G_OBJECT (self), SEATS_KEY, seats, seats_free);
    }
  return seats;
}

FtProfile *
ft_window_get_seat_profile (FtWindow *self, FtColour side)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return get_seats (self)->profiles[side];
}

FtHistoryEntry *
ft_window_get_last_history_entry (FtWindow *self)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), NULL);
  return get_seats (self)->last_entry;
}

const char *
_ft_window_player_name (FtWindow *self, FtColour side, const char *fallback)
{
  FtProfile *profile = get_seats (self)->profiles[side];

  return profile != NULL ? ft_profile_get_name (profile) : fallback;
}

static void
fill_seat (FtWindow *self, Seats *seats, FtColour side, FtSeat *seat)
{
  FtPlayer *player = ft_session_get_player (ft_window_get_session (self), side);

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
      seat->level = ft_window_get_setup (self)->level;
    }
}

/* The game ended: into the history (rated or not, said why), once. */
static void
game_over_cb (FtSession *session, FtResult result G_GNUC_UNUSED,
              FtResultReason reason G_GNUC_UNUSED, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (g_object_get_data (G_OBJECT (session), "ft-seats-window"));
  Seats *seats = user_data;
  FtFinishedGame finished = { 0 };
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  FtHistoryEntry *entry;
  FtGame *game = ft_session_get_game (session);

  /* A game nobody here owns (no profile seated) is nobody's history. */
  if (self == NULL || seats->recorded || ft_window_get_session (self) != session
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
    ft_rating_rules_describe_game (game, ft_window_get_setup (self), &finished);
  finished.origin = seats->origin;
  fill_seat (self, seats, FT_WHITE, &finished.seats[FT_WHITE]);
  fill_seat (self, seats, FT_BLACK, &finished.seats[FT_BLACK]);
  text = ft_record_keeper_get_text (ft_game_files_get_keeper (ft_window_get_game_files (self)), FALSE);
  entry = ft_profile_store_record_game (ft_app_profiles_get (), &finished, text,
                                        ft_game_get_kind (game) == FT_GAME_KIND_CHECKERS ? "pdn" : "pgn",
                                        &error);
  seats->recorded = TRUE;
  g_set_object (&seats->last_entry, entry);
  /* The autosave goes with the finished game: it is nobody's now. */
  if (seats->origin == FT_GAME_ORIGIN_PLAYED && ft_record_keeper_get_autosave_path (ft_game_files_get_keeper (ft_window_get_game_files (self))) != NULL)
    ft_profile_store_set_autosave_owners (ft_app_profiles_get (), NULL, NULL, NULL);
  if (error != NULL)
    ft_window_add_toast (self, adw_toast_new (error->message));
}

/* The profiles of the sides played here: the last ones chosen (the New
 * Game dialog sets them), or the autosave's owners for a resumed game. */
static void
choose_profiles (FtWindow *self, Seats *seats, gboolean resumed)
{
  FtProfileStore *store = ft_app_profiles_get ();
  guint local = ft_session_get_local_colours (ft_window_get_session (self));
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

void
_ft_window_seat_players (FtWindow *self, gboolean existing)
{
  Seats *seats = get_seats (self);

  /* No music behind the config error screen or a paused game. */
  _ft_window_update_music (self);
  if (seats->session != NULL)
    g_signal_handlers_disconnect_by_data (seats->session, seats);
  g_clear_object (&seats->session);
  g_clear_object (&seats->profiles[FT_WHITE]);
  g_clear_object (&seats->profiles[FT_BLACK]);
  seats->recorded = FALSE;
  if (ft_window_get_session (self) == NULL)
    return;
  /* An existing game is an opened file until ft_window_resume says it is
   * this window's own, resumed. */
  seats->origin = ft_window_get_network (self) != NULL ? FT_GAME_ORIGIN_NETWORK
                  : ft_window_get_puzzle_run (self) != NULL && ft_puzzle_run_get_puzzle (ft_window_get_puzzle_run (self)) != NULL ? FT_GAME_ORIGIN_PUZZLE
                  : existing             ? FT_GAME_ORIGIN_OPENED_FILE
                                         : FT_GAME_ORIGIN_PLAYED;
  seats->session = g_object_ref (ft_window_get_session (self));
  g_object_set_data (G_OBJECT (ft_window_get_session (self)), "ft-seats-window", self);
  g_signal_connect (ft_window_get_session (self), "game-over", G_CALLBACK (game_over_cb), seats);
  if (seats->origin != FT_GAME_ORIGIN_OPENED_FILE)
    choose_profiles (self, seats, FALSE);
  for (int side = 0; side < 2; side++)
    ft_record_keeper_set_player_name (ft_game_files_get_keeper (ft_window_get_game_files (self)), side,
                                      seats->profiles[side] != NULL ? ft_profile_get_name (seats->profiles[side]) : NULL);
  /* A players file that could not be read was kept aside: say so once. */
  {
    g_autofree char *problem = ft_app_profiles_take_problem ();

    if (problem != NULL)
      ft_window_add_toast (self, adw_toast_new (problem));
  }
  /* The autosave belongs to those who play it. */
  if (seats->origin == FT_GAME_ORIGIN_PLAYED && ft_record_keeper_get_autosave_path (ft_game_files_get_keeper (ft_window_get_game_files (self))) != NULL)
    ft_profile_store_set_autosave_owners (ft_app_profiles_get (), seats->profiles[FT_WHITE],
                                          seats->profiles[FT_BLACK], NULL);
}

char *
_ft_window_players_resumed (FtWindow *self)
{
  Seats *seats = get_seats (self);
  GString *whose = g_string_new (NULL);

  seats->origin = FT_GAME_ORIGIN_PLAYED;
  choose_profiles (self, seats, TRUE);
  for (int side = 0; side < 2; side++)
    {
      ft_record_keeper_set_player_name (ft_game_files_get_keeper (ft_window_get_game_files (self)), side,
                                        seats->profiles[side] != NULL ? ft_profile_get_name (seats->profiles[side]) : NULL);
      if (seats->profiles[side] == NULL)
        continue;
      if (whose->len > 0)
        g_string_append (whose, _(" and "));
      g_string_append (whose, ft_profile_get_name (seats->profiles[side]));
    }
  ft_window_update_status (self);
  if (whose->len == 0)
    {
      g_string_free (whose, TRUE);
      return NULL;
    }
  return g_string_free (whose, FALSE);
}

char *
_ft_window_players_save_folder (FtWindow *self)
{
  Seats *seats = get_seats (self);
  FtProfile *profile = seats->profiles[FT_WHITE] != NULL ? seats->profiles[FT_WHITE]
                                                         : seats->profiles[FT_BLACK];

  if (ft_window_get_session (self) != NULL && seats->profiles[ft_window_get_bottom_colour (self)] != NULL)
    profile = seats->profiles[ft_window_get_bottom_colour (self)];
  if (profile == NULL)
    return NULL;
  return ft_profile_store_get_profile_folder (ft_app_profiles_get (), profile, NULL);
}

/* ---- The windows ----------------------------------------------------------- */

static void
replay_cb (FtProfileGamesWindow *games, const char *path, FtWindow *self)
{
  gtk_window_close (GTK_WINDOW (games));
  ft_window_open_file (self, path);
}

static void
open_games_cb (GtkWindow *parent, FtProfile *profile, FtWindow *self)
{
  FtProfileGamesWindow *games = ft_profile_games_window_new (parent, ft_app_profiles_get (), profile);

  g_signal_connect_object (games, "replay", G_CALLBACK (replay_cb), self, 0);
  gtk_window_present (GTK_WINDOW (games));
}

FtLeaderboardWindow *
ft_window_open_leaderboard (FtWindow *self, GtkWindow *parent)
{
  FtRatedKind kind = ft_window_get_setup (self) != NULL ? ft_rated_kind_of_setup (ft_window_get_setup (self)) : FT_RATED_KIND_FOURTEEN;
  FtLeaderboardWindow *board = ft_leaderboard_window_new (parent != NULL ? parent : GTK_WINDOW (self),
                                                          ft_app_profiles_get (), kind);

  gtk_window_present (GTK_WINDOW (board));
  return board;
}

static void
open_leaderboard_cb (GtkWindow *parent, FtWindow *self)
{
  ft_window_open_leaderboard (self, parent);
}

FtProfileGamesWindow *
ft_window_open_statistics (FtWindow *self)
{
  Seats *seats = get_seats (self);
  FtProfile *profile = seats->profiles[ft_window_get_bottom_colour (self)];
  FtProfileGamesWindow *games;

  if (profile == NULL)
    profile = seats->profiles[FT_WHITE] != NULL ? seats->profiles[FT_WHITE] : seats->profiles[FT_BLACK];
  if (profile == NULL)
    profile = ft_profile_store_get_last_used (ft_app_profiles_get (), FT_WHITE);
  if (profile == NULL)
    return NULL;
  games = ft_profile_games_window_new (GTK_WINDOW (self), ft_app_profiles_get (), profile);
  ft_profile_games_window_set_before_profiles (games, ft_record_keeper_get_statistics_dir (ft_game_files_get_keeper (ft_window_get_game_files (self))));
  g_signal_connect_object (games, "replay", G_CALLBACK (replay_cb), self, 0);
  gtk_window_present (GTK_WINDOW (games));
  return games;
}

FtPlayersWindow *
ft_window_open_players (FtWindow *self)
{
  FtPlayersWindow *players = ft_players_window_new (GTK_WINDOW (self), ft_app_profiles_get ());

  g_signal_connect_object (players, "open-games", G_CALLBACK (open_games_cb), self, 0);
  g_signal_connect_object (players, "open-leaderboard", G_CALLBACK (open_leaderboard_cb), self, 0);
  gtk_window_present (GTK_WINDOW (players));
  return players;
}

static void
players_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
                GVariant *parameter G_GNUC_UNUSED)
{
  ft_window_open_players (FT_WINDOW (widget));
}

static void
leaderboard_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
                    GVariant *parameter G_GNUC_UNUSED)
{
  ft_window_open_leaderboard (FT_WINDOW (widget), NULL);
}

void
_ft_window_class_init_players (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.players", NULL, players_action);
  gtk_widget_class_install_action (widget_class, "win.leaderboard", NULL, leaderboard_action);
}
