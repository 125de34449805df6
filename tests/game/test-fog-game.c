/* test-fog-game.c — fog of war in the game layer: the config key, the
 * setup, the result messages, and the computer player that is given only
 * what its pieces see (docs/engine-search.md#fog-of-war). */
#include "config.h"

#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "ft-computer-player.h"
#include "ft-config.h"
#include "ft-fen.h"
#include "ft-game-setup.h"
#include "ft-game.h"
#include "ft-network-host.h"

static FtSquare
sq (const char *name)
{
  return FT_SQUARE (name[0] - 'a', atoi (name + 1) - 1);
}

/* A fog position from "Ke1 Ra1 ka8 …" (uppercase White). */
static FtPosition *
fog_position (FtColour to_move, const char *pieces)
{
  FtPosition *pos = g_new0 (FtPosition, 1);
  g_auto (GStrv) items = g_strsplit (pieces, " ", -1);

  ft_position_clear (pos, FT_RULES_STANDARD, 8, 8);
  for (char **item = items; *item != NULL; item++)
    ft_position_set_piece (pos, sq (*item + 1),
                           FT_MAKE_PIECE (g_ascii_isupper (**item) ? FT_WHITE : FT_BLACK,
                                          ft_kind_from_char (**item)));
  pos->side_to_move = to_move;
  pos->fog = TRUE;
  g_assert_true (ft_position_finish_setup (pos, NULL));
  return pos;
}

static FtConfig *
load_config_text (const char *text, GPtrArray *problems)
{
  g_autofree char *dir = g_dir_make_tmp ("fourteen-fog-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "config.json", NULL);
  FtConfig *config;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  config = ft_config_load (path, problems);
  g_unlink (path);
  g_rmdir (dir);
  return config;
}

static void
test_config (void)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtConfig) config = load_config_text ("{ \"fog_of_war\": true }", problems);
  g_autoptr (FtConfig) plain = NULL;
  g_autoptr (FtConfig) bad = NULL;
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (FtGame) game = NULL;
  g_autofree char *text = NULL;

  g_assert_nonnull (config);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_true (ft_config_get_fog_of_war (config));
  g_assert_true (ft_config_to_setup (config, setup, problems));
  g_assert_true (setup->fog_of_war);
  game = ft_game_setup_create_game (setup);
  g_assert_true (ft_game_get_position (game)->fog);
  g_assert_true (ft_game_get_start_position (game)->fog);

  plain = load_config_text ("{ \"fog_of_war\": false }", problems);
  g_assert_false (ft_config_get_fog_of_war (plain));
  g_assert_cmpuint (problems->len, ==, 0);

  bad = load_config_text ("{\n  \"fog_of_war\": \"yes\"\n}", problems);
  text = ft_problem_list_to_string (problems);
  g_test_message ("%s", text);
  g_assert_true (ft_problem_list_has_errors (problems));
  g_assert_nonnull (strstr (text, "fog_of_war must be true or false"));
}

static void
test_result_messages (void)
{
  g_autofree FtPosition *pos = fog_position (FT_WHITE, "Ke1 Ra1 ka8");
  g_autoptr (FtGame) won = ft_game_new (pos, FT_WHITE, 60000, 0, 60000, 0);
  g_autoptr (FtGame) lost = ft_game_new (pos, FT_BLACK, 60000, 0, 60000, 0);
  FtResultReason reason = FT_REASON_NONE;

  g_assert_false (ft_game_is_over (won));
  ft_game_start_turn (won);
  ft_game_start_turn (lost);
  g_assert_true (ft_game_play_move (won, ft_position_find_move (pos, sq ("a1"), sq ("a8"), FT_NO_KIND)));
  g_assert_true (ft_game_is_over (won));
  g_assert_cmpint (ft_game_get_result (won, &reason), ==, FT_RESULT_WHITE_WINS);
  g_assert_cmpint (reason, ==, FT_REASON_KING_CAPTURED);
  g_assert_cmpstr (ft_game_get_result_message (won), ==, "You captured the king");
  g_assert_cmpstr (ft_game_get_result_message_for_players (won), ==, "White captured the king");

  g_assert_true (ft_game_play_move (lost, ft_position_find_move (pos, sq ("a1"), sq ("a8"), FT_NO_KIND)));
  g_assert_cmpstr (ft_game_get_result_message (lost), ==, "Your king was captured");
}

typedef struct
{
  GMainLoop *loop;
  FtMove move;
} Waiter;

static void
chosen_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Waiter *w = user_data;
  g_autoptr (GError) error = NULL;

  w->move = ft_computer_player_choose_move_finish (FT_COMPUTER_PLAYER (source), result, &error);
  g_assert_no_error (error);
  g_main_loop_quit (w->loop);
}

static FtMove
computer_move (FtLevel level, const FtPosition *pos)
{
  g_autoptr (FtComputerPlayer) player = ft_computer_player_new (level, 7);
  Waiter w = { g_main_loop_new (NULL, FALSE), FT_MOVE_NONE };

  ft_computer_player_set_hash_size (player, 1);
  ft_computer_player_choose_move_async (player, pos, 2000, 0, NULL, chosen_cb, &w);
  g_main_loop_run (w.loop);
  g_main_loop_unref (w.loop);
  return w.move;
}

/* The computer takes a king it sees, at every level, even with its own
 * king attacked (the queen on h5) and a knight to win. */
static void
test_computer_takes_king (void)
{
  g_autofree FtPosition *pos = fog_position (FT_BLACK, "Ka1 Pb2 Qh5 ke8 ra8 nb8 bc8");
  g_autofree FtPosition *other = fog_position (FT_BLACK, "Ka1 Pb2 Qe7 ke8 rh1");
  char text[8];

  for (FtLevel level = FT_LEVEL_EASY; level <= FT_LEVEL_HARD; level++)
    g_assert_cmpstr (ft_move_to_string (computer_move (level, pos), text), ==, "a8a1");
  /* Along the first rank, rather than taking the queen with the king. */
  g_assert_cmpstr (ft_move_to_string (computer_move (FT_LEVEL_NORMAL, other), text), ==, "h1a1");
}

/* The computer does not know what it cannot see: it takes the rook that an
 * unseen bishop defends (with the whole board it would not). */
static void
test_computer_uses_only_what_it_sees (void)
{
  g_autofree FtPosition *pos = fog_position (FT_WHITE, "Kg1 Qd1 Pf2 Pg2 Ph2 kg8 rd5 bb7 pf7 pg7 ph7");
  g_autofree FtPosition *open = g_memdup2 (pos, sizeof *pos);
  char text[8];

  g_assert_cmpstr (ft_move_to_string (computer_move (FT_LEVEL_HARD, pos), text), ==, "d1d5");
  /* Without fog (everything known) the queen stays away from the rook. */
  open->fog = FALSE;
  g_assert_cmpstr (ft_move_to_string (computer_move (FT_LEVEL_HARD, open), text), !=, "d1d5");
}

/* Network play does not send each side its own view: a fog setup is
 * refused with a clear message. */
static void
test_network_refuses_fog (void)
{
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (GError) error = NULL;
  FtNetworkHost *host;

  setup->fog_of_war = TRUE;
  host = ft_network_host_new (setup, "FOG123", "Ann", &error);
  g_assert_null (host);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED);
  g_assert_cmpstr (error->message, ==, "Network games cannot be played with fog of war");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/fog/config", test_config);
  g_test_add_func ("/fog/result-messages", test_result_messages);
  g_test_add_func ("/fog/computer/takes-king", test_computer_takes_king);
  g_test_add_func ("/fog/computer/only-what-it-sees", test_computer_uses_only_what_it_sees);
  g_test_add_func ("/fog/network-refused", test_network_refuses_fog);
  return g_test_run ();
}
