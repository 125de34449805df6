/* xmpp-test-util.c — see xmpp-test-util.h. */
#include "config.h"

#include <string.h>

#include "ft-checkers-ruleset.h"
#include "ft-config.h"
#include "xmpp-test-util.h"

const char *xmpp_work, *xmpp_ca;

char *
password_file (const char *account)
{
  return g_build_filename (xmpp_work, "pw", account, NULL);
}

/* fourteen-cli COMMAND --xmpp ACCOUNT (its password file, the test CA)
 * and more arguments (NULL-terminated). */
Cli *
xmpp_cli (const char *label, const char *command, const char *account, ...)
{
  g_autoptr (GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  const char *arg;
  va_list list;

  g_ptr_array_add (args, g_strdup (command));
  g_ptr_array_add (args, g_strdup ("--xmpp"));
  g_ptr_array_add (args, g_strdup (account));
  g_ptr_array_add (args, g_strdup ("--password-file"));
  g_ptr_array_add (args, password_file (account));
  g_ptr_array_add (args, g_strdup ("--xmpp-ca"));
  g_ptr_array_add (args, g_strdup (xmpp_ca));
  va_start (list, account);
  while ((arg = va_arg (list, const char *)) != NULL)
    g_ptr_array_add (args, g_strdup (arg));
  va_end (list);
  g_ptr_array_add (args, NULL);
  return cli_start_merged (label, TIMING, (const char *const *) args->pdata);
}

/* xmpp-peer signed in as ACCOUNT (resource given or not). */
Cli *
peer (const char *label, const char *account, const char *resource)
{
  g_autofree char *password = NULL;
  g_autofree char *path = password_file (account);
  const char *args[] = { account, NULL, "--ca", xmpp_ca, resource != NULL ? "--resource" : NULL, resource, NULL };
  Cli *cli;

  g_assert_true (g_file_get_contents (path, &password, NULL, NULL));
  args[1] = g_strstrip (password);
  cli = cli_start_program (label, g_getenv ("XMPP_PEER"), NULL, args);
  cli_wait_for (cli, "online", 1);
  return cli;
}

/* The full JID a program signed in with ("signed in as J"). */
char *
signed_in_as (Cli *cli)
{
  const char *p;

  cli_wait_for (cli, "signed in as ", 1);
  p = strstr (cli->text->str, "signed in as ") + strlen ("signed in as ");
  return g_strndup (p, strcspn (p, "\n "));
}

void
server (const char *what, const char *name)
{
  g_autofree char *script = g_build_filename (xmpp_work, "server", NULL);
  const char *argv[] = { script, what, name, NULL };
  g_autoptr (GError) error = NULL;
  int status;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

/* ---- A game played to its end, the moves drawn here ------------------------------ */

void
driver_init (Driver *d, const FtGameSetup *setup, guint32 seed)
{
  d->game = ft_game_setup_create_game (setup);
  ft_game_set_claims_draws_at_once (d->game, TRUE);
  d->rand = g_rand_new_with_seed (seed);
}

void
driver_clear (Driver *d)
{
  g_clear_object (&d->game);
  g_clear_pointer (&d->rand, g_rand_free);
}

/* A chess move: the king taken if it can be, else a capture, else any
 * move (a game of captures ends soon). */
static FtGameMove
pick_chess (Driver *d, gboolean *capture)
{
  const FtPosition *pos = ft_game_get_position (d->game);
  g_autofree FtMoveList *list = g_new (FtMoveList, 1);
  int best = -1, best_score = -1;

  ft_position_generate_legal (pos, list);
  g_assert_cmpuint (list->count, >, 0);
  for (guint i = 0; i < list->count; i++)
    {
      FtMove move = list->moves[i];
      FtPiece victim = ft_position_piece_at (pos, FT_MOVE_TO (move));
      int score = g_rand_int_range (d->rand, 0, 100);

      if (FT_MOVE_IS_CAPTURE (move))
        score += FT_IS_PIECE (victim) && FT_PIECE_KIND (victim) == FT_KING ? 10000 : 1000;
      if (score > best_score)
        {
          best_score = score;
          best = i;
        }
    }
  *capture = FT_MOVE_IS_CAPTURE (list->moves[best]) || FT_MOVE_SPECIAL (list->moves[best]) == FT_MOVE_EN_PASSANT;
  return ft_game_move_chess (list->moves[best]);
}

static FtGameMove
pick_checkers (Driver *d, gboolean *capture)
{
  const FtCheckersState *state = ft_checkers_ruleset_get_state (FT_CHECKERS_RULESET (ft_game_get_rules (d->game)));
  g_autofree FtCheckersTurnList *list = g_new (FtCheckersTurnList, 1);
  FtCheckersTurn *turn;

  ft_checkers_state_generate_turns (state, list);
  g_assert_cmpuint (list->count, >, 0);
  turn = &list->turns[g_rand_int_range (d->rand, 0, list->count)];
  *capture = ft_checkers_turn_is_capture (turn);
  return ft_game_move_checkers (turn);
}

/* One move of the side to move, typed by its program; every program
 * prints it. */
void
driver_play_one (Driver *d)
{
  FtColour mover = ft_game_get_turn (d->game);
  gboolean capture = FALSE;
  gboolean checkers = ft_game_get_kind (d->game) == FT_GAME_KIND_CHECKERS;
  FtGameMove move = checkers ? pick_checkers (d, &capture) : pick_chess (d, &capture);
  char text[FT_NOTATION_MAX];
  g_autofree char *command = NULL;
  g_autofree char *printed = NULL;

  ft_game_move_to_string (&move, text);
  /* Typed as a player may: bare, or with mv and cp (one reader takes
   * both, cli-move-read.c). */
  if (checkers || ft_game_get_n_moves (d->game) % 2 == 0)
    command = g_strdup (text);
  else
    command = g_strdup_printf ("%s %s", capture ? "cp" : "mv", text);
  printed = g_strdup_printf (") %s: %s", capture ? "captures" : "moves", text);
  cli_wait_next (d->side[mover], "your turn");
  cli_send (d->side[mover], command);
  ft_game_start_turn (d->game);
  g_assert_true (ft_game_play (d->game, &move));
  for (int i = 0; i < 2; i++)
    {
      cli_wait_next (d->side[i], printed);
      if (d->watchers[i] != NULL)
        cli_wait_next (d->watchers[i], printed);
    }
}

/* Play until the game ends (or `plies` moves, then White resigns); every
 * program says the same result. */
void
driver_play_to_end (Driver *d, guint plies)
{
  g_autofree char *over = NULL;
  const char *line;
  gint64 start = g_get_monotonic_time ();
  guint played = 0;

  for (guint i = 0; i < plies && !ft_game_is_over (d->game); i++, played++)
    driver_play_one (d);
  if (!ft_game_is_over (d->game))
    cli_send (d->side[FT_WHITE], "resign");
  cli_wait_for (d->side[0], "game over: ", 1);
  line = strstr (d->side[0]->text->str, "game over: ");
  over = g_strndup (line, strcspn (line, "\n"));
  for (int i = 0; i < 2; i++)
    {
      cli_wait_for (d->side[i], over, 1);
      if (d->watchers[i] != NULL)
        cli_wait_for (d->watchers[i], over, 1);
    }
  /* A figure, not a check: a move typed on one server seen on both. */
  g_test_message ("%u plies: %s (%u played here in %.1f s, %.0f ms a ply)", ft_game_get_n_moves (d->game), over,
                  played, (g_get_monotonic_time () - start) / 1e6,
                  played > 0 ? (g_get_monotonic_time () - start) / 1e3 / played : 0.0);
}

FtGameSetup *
chess_setup (const char *config_path)
{
  FtGameSetup *setup = ft_game_setup_new_default ();

  if (config_path != NULL)
    {
      g_autoptr (GPtrArray) problems = ft_problem_list_new ();
      g_autoptr (FtConfig) config = ft_config_load (config_path, problems);

      g_assert_nonnull (config);
      g_assert_true (ft_config_to_setup (config, setup, problems));
    }
  else
    ft_position_set_standard_start (setup->start);
  setup->game = FT_GAME_KIND_CHESS;
  setup->human_colour = FT_WHITE;
  return setup;
}

