/* make-player-screenshots.c — the screenshots of the players' windows
 * (docs/players.md), rendered by the windows themselves under Xvfb from a
 * store made up here (three profiles, a month of games):
 *
 *   xvfb-run -a -s '-screen 0 1024x768x24' env GSK_RENDERER=cairo \
 *       GDK_BACKEND=x11 GTK_A11Y=none GSETTINGS_BACKEND=memory \
 *       GSETTINGS_SCHEMA_DIR=build/data \
 *       build/tests/app/make-player-screenshots DIR
 *
 * players.png              the Players window
 * players-leaderboard.png  the Leaderboard at 14×14 Fourteen, rating charts,
 *                          the computer's levels among the players
 * players-games.png        one profile's games and statistics
 * players-no-games.png     a new profile's games window: "No games yet"
 * players-everyone.png     All Players on This Computer (statistics.ini)
 * players-new-game.png     the New Game dialog, two people, a profile each
 * players-sidebar.png      the window of a game between two profiles
 * players-join.png         the Join dialog listing a discovered game (a
 *                          source made here: no Avahi daemon needed)
 * Not a test. */
#include "config.h"

#include "ft-app-profiles.h"
#include "ft-lan-games-list.h"
#include "ft-network-controller.h"
#include "ft-new-game-dialog.h"
#include "ft-profile-games-window.h"
#include "ft-statistics-window.h"
#include "ft-statistics.h"

#include "app-test-util.h"

static void
save (gpointer window, const char *dir, const char *name)
{
  /* Shown and laid out first. */
  spin (400);
  save_window_png (window, dir, name);
}

static FtProfile *
add (FtProfileStore *store, const char *name)
{
  g_autoptr (GError) error = NULL;
  FtProfile *profile = ft_profile_store_add (store, name, &error);

  g_assert_no_error (error);
  return profile;
}

/* A month of games, one every day or so: profiles against each other and
 * against the computer's levels. */
static void
play_month (FtProfileStore *store, FtProfile **p)
{
  static const struct
  {
    int white, black; /* index into p, or -1 - level for the computer */
    FtResult result;
    FtRatedKind kind;
  } games[] = {
    { 0, 1, FT_RESULT_WHITE_WINS, FT_RATED_KIND_FOURTEEN },
    { 2, -1 - FT_LEVEL_EASY, FT_RESULT_WHITE_WINS, FT_RATED_KIND_FOURTEEN },
    { 1, 2, FT_RESULT_DRAW, FT_RATED_KIND_FOURTEEN },
    { 0, -1 - FT_LEVEL_NORMAL, FT_RESULT_WHITE_WINS, FT_RATED_KIND_FOURTEEN },
    { 2, 0, FT_RESULT_BLACK_WINS, FT_RATED_KIND_FOURTEEN },
    { 1, -1 - FT_LEVEL_EASY, FT_RESULT_WHITE_WINS, FT_RATED_KIND_FOURTEEN },
    { 0, 1, FT_RESULT_DRAW, FT_RATED_KIND_FOURTEEN },
    { 2, 1, FT_RESULT_WHITE_WINS, FT_RATED_KIND_FOURTEEN },
    { 0, -1 - FT_LEVEL_HARD, FT_RESULT_BLACK_WINS, FT_RATED_KIND_FOURTEEN },
    { 1, 0, FT_RESULT_BLACK_WINS, FT_RATED_KIND_FOURTEEN },
    { 2, -1 - FT_LEVEL_NORMAL, FT_RESULT_DRAW, FT_RATED_KIND_FOURTEEN },
    { 0, 2, FT_RESULT_WHITE_WINS, FT_RATED_KIND_FOURTEEN },
    { 1, 2, FT_RESULT_BLACK_WINS, FT_RATED_KIND_FOURTEEN },
    { 0, -1 - FT_LEVEL_NORMAL, FT_RESULT_WHITE_WINS, FT_RATED_KIND_FOURTEEN },
    { 0, 1, FT_RESULT_WHITE_WINS, FT_RATED_KIND_STANDARD },
    { 2, 1, FT_RESULT_DRAW, FT_RATED_KIND_CHECKERS },
  };
  gint64 start = g_get_real_time () / G_USEC_PER_SEC - 31 * 24 * 3600;

  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      FtFinishedGame game = { 0 };
      int sides[2] = { games[i].white, games[i].black };
      g_autoptr (GError) error = NULL;

      game.kind = games[i].kind;
      game.origin = FT_GAME_ORIGIN_PLAYED;
      game.result = games[i].result;
      game.reason = games[i].result == FT_RESULT_DRAW ? FT_REASON_STALEMATE : FT_REASON_CHECKMATE;
      game.moves[FT_WHITE] = game.moves[FT_BLACK] = 20 + 3 * i;
      game.time = start + i * 2 * 24 * 3600 + 3600 * (i % 5);
      for (int c = 0; c < 2; c++)
        if (sides[c] >= 0)
          {
            game.seats[c].kind = FT_SEAT_PROFILE;
            game.seats[c].profile_id = ft_profile_get_id (p[sides[c]]);
            game.seats[c].name = ft_profile_get_name (p[sides[c]]);
          }
        else
          {
            game.seats[c].kind = FT_SEAT_COMPUTER;
            game.seats[c].level = -1 - sides[c];
          }
      ft_profile_store_record_game (store, &game, "[Event \"Fourteen\"]\n\n1. e4 e5 *\n", "pgn", &error);
      g_assert_no_error (error);
    }
}

int
main (int argc, char **argv)
{
  FtProfileStore *store; /* the application's */
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (GListStore) lan = g_list_store_new (FT_TYPE_LAN_GAME);
  g_autoptr (FtLanGame) found = NULL;
  FtProfile *p[3];
  const char *dir;
  g_autofree char *stats_dir = NULL;
  FtWindow *window;
  GtkWidget *w;

  gtk_init ();
  adw_init ();
  load_app_css ();
  if (argc != 2)
    g_error ("usage: make-player-screenshots DIR");
  dir = argv[1];
  g_mkdir_with_parents (dir, 0755);
  store = use_profile_store ("Ada Lovelace", &p[0]);
  p[1] = add (store, "Grace Hopper");
  p[2] = add (store, "Alan Turing");
  play_month (store, p);
  /* The counts of every game here (statistics.ini), a few of each. */
  stats_dir = temp_dir ();
  {
    g_autoptr (FtStatistics) stats = ft_statistics_load (stats_dir);
    static const FtResult results[] = { FT_RESULT_WHITE_WINS, FT_RESULT_DRAW, FT_RESULT_BLACK_WINS, FT_RESULT_WHITE_WINS };

    for (guint i = 0; i < G_N_ELEMENTS (results); i++)
      {
        ft_statistics_record (stats, "fourteen", FT_OPPONENT_COMPUTER, (FtLevel) (i % 3), results[i]);
        ft_statistics_record (stats, "fourteen", FT_OPPONENT_HUMAN, FT_LEVEL_NORMAL, results[3 - i]);
      }
  }
  ft_profile_store_set_last_used (store, FT_WHITE, p[0], NULL);
  ft_profile_store_set_last_used (store, FT_BLACK, p[1], NULL);

  setup->opponent = FT_OPPONENT_HUMAN;
  window = open_window_with (setup, NULL);
  save (window, dir, "players-sidebar.png");

  w = GTK_WIDGET (ft_window_open_players (window));
  save (w, dir, "players.png");
  gtk_window_destroy (GTK_WINDOW (w));

  w = GTK_WIDGET (ft_window_open_leaderboard (window, NULL));
  save (w, dir, "players-leaderboard.png");
  gtk_window_destroy (GTK_WINDOW (w));

  w = GTK_WIDGET (ft_profile_games_window_new (GTK_WINDOW (window), store, p[0]));
  ft_profile_games_window_set_before_profiles (FT_PROFILE_GAMES_WINDOW (w), stats_dir);
  gtk_window_present (GTK_WINDOW (w));
  save (w, dir, "players-games.png");
  gtk_window_destroy (GTK_WINDOW (w));

  w = GTK_WIDGET (ft_profile_games_window_new (GTK_WINDOW (window), store, add (store, "Katherine Johnson")));
  ft_profile_games_window_set_before_profiles (FT_PROFILE_GAMES_WINDOW (w), stats_dir);
  gtk_window_present (GTK_WINDOW (w));
  save (w, dir, "players-no-games.png");
  gtk_window_destroy (GTK_WINDOW (w));

  w = GTK_WIDGET (ft_statistics_window_new (GTK_WINDOW (window), stats_dir));
  gtk_window_present (GTK_WINDOW (w));
  save (w, dir, "players-everyone.png");
  gtk_window_destroy (GTK_WINDOW (w));

  w = GTK_WIDGET (ft_window_open_new_game_dialog (window));
  ft_new_game_dialog_select (FT_NEW_GAME_DIALOG (w), FT_NEW_GAME_ROW_OPPONENT, FT_OPPONENT_ITEM_HUMAN);
  save (w, dir, "players-new-game.png");
  gtk_window_destroy (GTK_WINDOW (w));

  found = ft_lan_game_new ("Grace Hopper", "192.168.1.23", 5000, "fourteen", "Grace Hopper", TRUE);
  g_list_store_append (lan, found);
  ft_lan_games_list_set_source (G_LIST_MODEL (lan), TRUE, NULL);
  w = ft_window_open_join_dialog (window);
  save (w, dir, "players-join.png");
  gtk_window_destroy (GTK_WINDOW (w));
  ft_lan_games_list_set_source (NULL, FALSE, NULL);

  close_window (window);
  ft_app_profiles_set (NULL);
  remove_dir (stats_dir);
  return 0;
}
