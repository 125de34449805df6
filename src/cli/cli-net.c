/* cli-net.c — `fourteen-cli host` and `fourteen-cli join`: a network game
 * of chess or checkers (docs/network.md) played with the text commands of
 * `fourteen-cli play`.
 *
 * Both run a main loop: stdin lines are commands, the network objects of
 * the game layer do the rest. Every event is printed as a line, so a game
 * can be scripted and tested without a display.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli-common.h"
#include "cli-discovery.h"
#include "cli-lines.h"
#include "cli-play-common.h"
#include "cli.h"
#include "ft-config.h"
#include "ft-network-client.h"
#include "ft-network-host.h"

typedef struct {
  FtCliLines *lines; /* stdin, and the main loop */
  FtNetworkGame *game; /* the host or the client */
  FtNetworkHost *host;
  FtNetworkClient *client;
  FtSession *session; /* the current one, watched */
  guint absence_id;
  int status;
} NetPlay;

static void
say (const char *format, ...) G_GNUC_PRINTF (1, 2);

static void
say (const char *format, ...)
{
  va_list args;

  va_start (args, format);
  vprintf (format, args);
  va_end (args);
  printf ("\n");
  fflush (stdout);
}

static void
quit (NetPlay *play, int status)
{
  play->status = status;
  ft_cli_lines_quit (play->lines);
}

static FtGame *
current_game (NetPlay *play)
{
  return play->session != NULL ? ft_session_get_game (play->session) : NULL;
}

static void
names_of (NetPlay *play, const char *names[2])
{
  for (int side = 0; side < 2; side++)
    names[side] = ft_player_get_name (ft_session_get_player (play->session, side));
}

/* The local player's colour, -1 for a spectator. */
static int
local_colour (NetPlay *play)
{
  return ft_network_game_get_local_colour (play->game);
}

static void
print_clocks (FtGame *game)
{
  FtClock *clock = ft_game_get_clock (game);
  g_autofree char *white = ft_clock_format_ms (ft_clock_get_remaining_ms (clock, FT_WHITE));
  g_autofree char *black = ft_clock_format_ms (ft_clock_get_remaining_ms (clock, FT_BLACK));

  say ("clocks: %s %s, %s %s", ft_cli_side_word (game, FT_WHITE), white,
       ft_cli_side_word (game, FT_BLACK), black);
}

/* ---- The session's events -------------------------------------------------------- */

static void
move_played_cb (FtSession *session, const FtGameMove *played, gpointer user_data)
{
  FtMove move = ft_game_move_get_chess (played);
  NetPlay *play = user_data;
  FtGame *game = ft_session_get_game (session);
  FtColour mover = FT_OTHER_COLOUR (ft_game_get_turn (game));
  const FtPosition *pos;
  const char *names[2];
  g_autofree char *after = NULL;
  char text[16];

  names_of (play, names);
  if (ft_game_get_kind (game) == FT_GAME_KIND_CHECKERS)
    {
      ft_cli_print_checkers_move (game, names[mover]);
      fflush (stdout);
      return;
    }
  pos = ft_game_get_position (game);
  say ("%s (%s) %s: %s", names[mover], ft_colour_name (mover),
       ft_cli_move_is_capture ((FtMove) move) ? "captures" : "moves",
       ft_move_to_string ((FtMove) move, text));
  ft_cli_print_board (pos);
  after = ft_cli_announcement (pos, names);
  if (after != NULL && ft_position_result (pos, NULL) == FT_RESULT_NONE)
    say ("%s", after);
  fflush (stdout);
}

static void
turn_started_cb (FtSession *session, int side, gpointer user_data)
{
  NetPlay *play = user_data;

  if (side == local_colour (play))
    say ("your turn (%s)", ft_cli_side_word (ft_session_get_game (session), side));
}

static void
game_over_cb (FtSession *session, int result G_GNUC_UNUSED, int reason G_GNUC_UNUSED,
              gpointer user_data)
{
  say ("game over: %s", ft_game_get_result_message_for_players (ft_session_get_game (session)));
  (void) user_data;
}

static void
position_changed_cb (FtSession *session, gpointer user_data G_GNUC_UNUSED)
{
  FtGame *game = ft_session_get_game (session);

  say ("takeback: back to move %u", ft_game_get_n_moves (game) + 1);
  ft_cli_print_game_board (game);
  fflush (stdout);
}

static void
watch_session (NetPlay *play, FtSession *session)
{
  if (play->session != NULL)
    g_signal_handlers_disconnect_by_data (play->session, play);
  g_clear_object (&play->session);
  if (session == NULL)
    return;
  play->session = g_object_ref (session);
  g_signal_connect (session, "move-played", G_CALLBACK (move_played_cb), play);
  g_signal_connect (session, "turn-started", G_CALLBACK (turn_started_cb), play);
  g_signal_connect (session, "game-over", G_CALLBACK (game_over_cb), play);
  g_signal_connect (session, "position-changed", G_CALLBACK (position_changed_cb), play);
}

static void
announce_game (NetPlay *play)
{
  FtGame *game = current_game (play);
  const char *names[2];

  names_of (play, names);
  say ("new game: %s (%s) vs %s (%s)", names[FT_WHITE], ft_cli_side_word (game, FT_WHITE),
       names[FT_BLACK], ft_cli_side_word (game, FT_BLACK));
  ft_cli_print_game_board (game);
  print_clocks (game);
  /* A turn that began before we watched. */
  if (ft_game_is_turn_started (game) && (int) ft_game_get_turn (game) == local_colour (play))
    say ("your turn (%s)", ft_cli_side_word (game, ft_game_get_turn (game)));
}

static const char *
offer_words (int offer)
{
  switch (offer)
    {
    case FT_NET_OFFER_TAKEBACK:
      return "a takeback";
    case FT_NET_OFFER_REMATCH:
      return "a rematch";
    case FT_NET_OFFER_DRAW:
    default:
      return "a draw";
    }
}

static void
offer_received_cb (GObject *source G_GNUC_UNUSED, int offer, gpointer user_data G_GNUC_UNUSED)
{
  say ("the opponent offers %s (accept or decline)", offer_words (offer));
}

static void
offer_answered_cb (GObject *source G_GNUC_UNUSED, int offer, gboolean accepted,
                   gpointer user_data G_GNUC_UNUSED)
{
  say ("the opponent %s %s", accepted ? "accepts" : "declines", offer_words (offer));
}

/* ---- Host events ------------------------------------------------------------------ */

static gboolean
absence_tick_cb (gpointer user_data)
{
  NetPlay *play = user_data;

  if (play->host != NULL && ft_network_host_can_claim_win (play->host))
    {
      say ("the opponent has been away 60 s: type claim to take the win");
      play->absence_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
peer_joined_cb (FtNetworkHost *host, gpointer user_data)
{
  NetPlay *play = user_data;

  g_clear_handle_id (&play->absence_id, g_source_remove);
  if (play->session == NULL)
    {
      say ("the opponent joined: %s", ft_network_host_get_peer_name (host) != NULL
                                        ? ft_network_host_get_peer_name (host) : "Opponent");
      watch_session (play, ft_network_host_get_session (host));
      announce_game (play);
    }
  else
    say ("the opponent is back");
}

static void
peer_left_cb (FtNetworkHost *host G_GNUC_UNUSED, gpointer user_data)
{
  NetPlay *play = user_data;

  say ("connection lost: waiting for the opponent (the clocks run; claim the win after 60 s)");
  if (play->absence_id == 0)
    play->absence_id = g_timeout_add_seconds (1, absence_tick_cb, play);
}

static void
host_session_changed_cb (FtNetworkHost *host, gpointer user_data)
{
  NetPlay *play = user_data;

  watch_session (play, ft_network_host_get_session (host));
  announce_game (play);
}

/* ---- Client events ---------------------------------------------------------------- */

static void
client_session_changed_cb (FtNetworkClient *client, gpointer user_data)
{
  NetPlay *play = user_data;

  if (ft_network_client_is_watching (client))
    say ("watching");
  else
    say ("joined as %s (to rejoin after a crash: --token %s)",
         ft_cli_side_word (ft_session_get_game (ft_network_client_get_session (client)),
                           ft_network_client_get_colour (client)),
         ft_network_client_get_token (client));
  watch_session (play, ft_network_client_get_session (client));
  announce_game (play);
  if (ft_game_is_over (current_game (play)))
    say ("game over: %s", ft_game_get_result_message_for_players (current_game (play)));
}

static void
refused_cb (FtNetworkClient *client G_GNUC_UNUSED, const char *code, const char *text,
            gpointer user_data)
{
  fprintf (stderr, "fourteen-cli join: %s (%s)\n", text, code);
  quit (user_data, 1);
}

/* The host ended the game and left: nothing more can happen here. */
static void
host_left_cb (FtNetworkClient *client G_GNUC_UNUSED, gpointer user_data)
{
  NetPlay *play = user_data;

  say ("The host left the game");
  if (current_game (play) != NULL && !ft_game_is_over (current_game (play)))
    say ("game over: the game was not finished");
  quit (play, 0);
}

static void
connection_lost_cb (FtNetworkClient *client G_GNUC_UNUSED, gpointer user_data G_GNUC_UNUSED)
{
  say ("connection lost: reconnecting");
}

static void
reconnected_cb (FtNetworkClient *client G_GNUC_UNUSED, gpointer user_data G_GNUC_UNUSED)
{
  say ("reconnected");
}

static void
presence_changed_cb (FtNetworkClient *client G_GNUC_UNUSED, gboolean away,
                     gpointer user_data G_GNUC_UNUSED)
{
  say (away ? "a player's connection was lost" : "the player is back");
}

/* ---- Commands ---------------------------------------------------------------------- */

static void
print_help (void)
{
  printf ("commands:\n"
          "  mv e2e4 | mv e2 e4 | mv e7e8n   a quiet move (promotion letter q r b n)\n"
          "  cp d4e5 | cp d4 e5              a capture\n"
          "  mv 11-15 | mv c3e5g7            checkers: a whole turn (either word)\n"
          "  print status                    the board, the moves and the clocks\n"
          "  draw | takeback | rematch       offer (or accept the same offer)\n"
          "  accept | decline                answer the opponent's offer\n"
          "  resign                          give up\n"
          "  claim                           take the win after 60 s of absence\n"
          "  quit\n");
  fflush (stdout);
}

/* A checkers turn in any of its words ("11-15", "c3e5g7"); an illegal one
 * says why. */
static void
checkers_move (NetPlay *play, char **args)
{
  g_autofree char *text = g_strjoinv ("", args);
  g_autoptr (GError) error = NULL;
  FtGameMove move;

  if (!ft_ruleset_parse_move (ft_game_get_rules (current_game (play)), text, &move, &error))
    say ("illegal move: %s", error->message);
  else if (!ft_session_request (play->session, &move))
    say ("illegal move: %s", text);
}

static void
command_move (NetPlay *play, char **words)
{
  FtGame *game = current_game (play);
  gboolean capture = strcmp (words[0], "cp") == 0;
  const char *illegal = capture ? "illegal capture" : "illegal move";
  FtMove move;

  if (words[1] == NULL)
    {
      say ("error: usage: %s FROM TO (e.g. %s)", words[0], capture ? "cp d4e5" : "mv e2e4");
      return;
    }
  if (local_colour (play) < 0)
    {
      say ("error: spectators only watch");
      return;
    }
  if (game == NULL || ft_game_is_over (game))
    {
      say ("%s: no game in progress", illegal);
      return;
    }
  if ((int) ft_game_get_turn (game) != local_colour (play) || !ft_game_is_turn_started (game))
    {
      say ("%s: it is not your turn", illegal);
      return;
    }
  if (ft_game_get_kind (game) == FT_GAME_KIND_CHECKERS)
    {
      checkers_move (play, words + 1);
      return;
    }
  move = ft_cli_parse_move_command (ft_game_get_position (game), words + 1, capture);
  if (move == FT_MOVE_NONE
      || !ft_session_request_move (play->session, FT_MOVE_FROM (move), FT_MOVE_TO (move),
                                   FT_MOVE_PROMOTION (move)))
    say ("%s", illegal);
}

static void
command_status (NetPlay *play)
{
  FtGame *game = current_game (play);
  const char *names[2];
  g_autofree char *state = NULL;
  FtColour turn;

  if (game == NULL)
    {
      say ("waiting for the game");
      return;
    }
  names_of (play, names);
  turn = ft_game_get_turn (game);
  if (ft_game_get_kind (game) == FT_GAME_KIND_CHECKERS)
    ft_cli_print_checkers_status (game);
  else
    {
      g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (FtMove));

      for (guint i = 0; i < ft_game_get_n_moves (game); i++)
        {
          FtMove move = ft_game_get_move (game, i);
          g_array_append_val (moves, move);
        }
      ft_cli_print_board (ft_game_get_position (game));
      ft_cli_print_moves ((const FtMove *) moves->data, moves->len);
      state = ft_cli_announcement (ft_game_get_position (game), names);
    }
  print_clocks (game);
  if (ft_game_is_over (game))
    say ("game over: %s", ft_game_get_result_message_for_players (game));
  else
    say ("%s (%s) to move%s%s", names[turn], ft_cli_side_word (game, turn), state != NULL ? ", " : "",
         state != NULL ? state : "");
}

static void
command_offer (NetPlay *play, FtNetOffer offer)
{
  if (ft_network_game_offer (play->game, offer))
    say ("you offer %s", offer_words (offer));
  else
    say ("error: %s cannot be offered now", offer_words (offer));
}

static void
command_answer (NetPlay *play, gboolean accept)
{
  if (!ft_network_game_answer_offer (play->game, accept))
    say ("error: there is no offer to answer");
  else
    say ("you %s", accept ? "accept" : "decline");
}

/* FALSE when the program should end. */
static gboolean
run_command (const char *line, gpointer user_data)
{
  NetPlay *play = user_data;
  g_auto (GStrv) words = ft_cli_split_words (line);
  static const struct {
    const char *word;
    FtNetOffer offer;
  } offers[] = {
    { "draw", FT_NET_OFFER_DRAW },
    { "takeback", FT_NET_OFFER_TAKEBACK },
    { "rematch", FT_NET_OFFER_REMATCH },
  };

  if (words[0] == NULL)
    return TRUE;
  if (strcmp (words[0], "quit") == 0 || strcmp (words[0], "exit") == 0)
    return FALSE;
  if (strcmp (words[0], "help") == 0)
    {
      print_help ();
      return TRUE;
    }
  if (strcmp (words[0], "mv") == 0 || strcmp (words[0], "cp") == 0)
    {
      command_move (play, words);
      return TRUE;
    }
  if (strcmp (words[0], "print") == 0 && words[1] != NULL && strcmp (words[1], "status") == 0)
    {
      command_status (play);
      return TRUE;
    }
  if (local_colour (play) < 0)
    {
      say ("error: spectators only watch (print status, quit)");
      return TRUE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (offers); i++)
    if (strcmp (words[0], offers[i].word) == 0)
      {
        FtNetOffer pending;

        if (ft_network_game_get_pending_offer (play->game, &pending) && pending == offers[i].offer)
          command_answer (play, TRUE);
        else
          command_offer (play, offers[i].offer);
        return TRUE;
      }
  if (strcmp (words[0], "accept") == 0 || strcmp (words[0], "decline") == 0)
    command_answer (play, strcmp (words[0], "accept") == 0);
  else if (strcmp (words[0], "resign") == 0)
    {
      if (current_game (play) == NULL || ft_game_is_over (current_game (play)))
        say ("error: no game in progress");
      else if (!ft_network_game_resign (play->game))
        say ("error: cannot resign now (not connected)");
    }
  else if (strcmp (words[0], "claim") == 0)
    {
      if (!ft_network_game_claim_win (play->game))
        say ("error: the win can be claimed after the opponent has been away 60 s");
    }
  else
    say ("error: unknown command '%s' (type help for the commands)", words[0]);
  return TRUE;
}

static int
run (NetPlay *play)
{
  ft_cli_lines_run (play->lines);
  g_clear_handle_id (&play->absence_id, g_source_remove);
  watch_session (play, NULL);
  ft_network_game_leave (play->game);
  /* Let the goodbye go out. */
  for (int i = 0; i < 20 && g_main_context_iteration (NULL, FALSE); i++)
    ;
  g_clear_object (&play->host);
  g_clear_object (&play->client);
  g_clear_pointer (&play->lines, ft_cli_lines_free);
  return play->status;
}

/* ---- host ---------------------------------------------------------------------------- */

#define HOST_USAGE "Usage: fourteen-cli host [--port N] [--config FILE | --game checkers [--variant bombs|english]] " \
                   "[--code CODE] [--colour white|black] [--clock SECONDS+INCREMENT] [--name NAME] [--address ADDR]\n"

static gboolean
parse_clock (const char *text, FtGameSetup *setup)
{
  gint64 ms, increment_ms;

  if (!ft_cli_parse_clock (text, &ms, &increment_ms))
    return FALSE;
  setup->time_control = FT_TIME_CONTROL_FISCHER;
  setup->player_ms = setup->cpu_ms = ms;
  setup->player_increment_ms = setup->cpu_increment_ms = increment_ms;
  return TRUE;
}

/* --game checkers [--variant V]: the game of the setup. */
static gboolean
host_game (FtGameSetup *setup, const char *game, const char *variant, gboolean configured)
{
  int kind = FT_GAME_KIND_CHESS;

  if (game != NULL && !ft_cli_parse_name ("fourteen-cli host", FT_TYPE_GAME_KIND, "game", game, &kind))
    return FALSE;
  if (kind == FT_GAME_KIND_CHECKERS && configured)
    {
      fprintf (stderr, "fourteen-cli host: --config sets up chess; checkers takes --variant\n");
      return FALSE;
    }
  if (variant != NULL && (kind != FT_GAME_KIND_CHECKERS || !ft_checkers_rules_from_string (variant, &setup->checkers_rules)))
    {
      fprintf (stderr, "fourteen-cli host: --variant takes bombs or english, with --game checkers\n");
      return FALSE;
    }
  setup->game = kind;
  return TRUE;
}

/* The game the host offers: the config's or standard chess, then --game,
 * --variant, --colour and --clock over it; FALSE (said) when refused. */
static gboolean
host_setup (FtGameSetup *setup, const char *config_path, const char *game, const char *variant,
            const char *colour, const char *clock)
{
  if (config_path != NULL)
    {
      g_autoptr (GPtrArray) problems = ft_problem_list_new ();
      g_autoptr (FtConfig) config = ft_config_load (config_path, problems);
      gboolean ok = config != NULL && ft_config_to_setup (config, setup, problems);

      for (guint i = 0; i < problems->len; i++)
        {
          g_autofree char *line = ft_problem_to_string (g_ptr_array_index (problems, i));
          fprintf (stderr, "%s\n", line);
        }
      if (!ok)
        return FALSE;
    }
  else
    {
      /* As `play`: standard chess, untimed unless --clock says otherwise. */
      ft_position_set_standard_start (setup->start);
      setup->time_control = FT_TIME_CONTROL_UNTIMED;
      setup->human_colour = FT_WHITE;
    }
  if (!host_game (setup, game, variant, config_path != NULL))
    return FALSE;
  if (colour != NULL)
    {
      int value;

      if (!ft_cli_parse_name ("fourteen-cli host", FT_TYPE_COLOUR, "colour", colour, &value))
        return FALSE;
      setup->human_colour = value;
    }
  if (clock != NULL && !parse_clock (clock, setup))
    {
      fprintf (stderr, "fourteen-cli host: --clock takes SECONDS+INCREMENT, e.g. 180+2\n");
      return FALSE;
    }
  return TRUE;
}

int
ft_cli_host (int argc, char **argv)
{
  const char *config_path = NULL, *code = NULL, *colour = NULL, *clock = NULL, *address = NULL;
  const char *name = "Host", *game = NULL, *variant = NULL;
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) addresses = NULL;
  NetPlay play = { 0 };
  guint64 port = FT_NET_DEFAULT_PORT;
  FtLanAnnouncer *announcer;
  int status;

  for (int i = 1; i < argc; i += 2) /* an option and its value */
    {
      const char *value = i + 1 < argc ? argv[i + 1] : NULL;

      if (strcmp (argv[i], "--help") == 0 || strcmp (argv[i], "-h") == 0)
        {
          printf (HOST_USAGE "\n");
          print_help ();
          return 0;
        }
      if (value == NULL)
        {
          fprintf (stderr, HOST_USAGE);
          return 2;
        }
      if (strcmp (argv[i], "--port") == 0)
        {
          if (!g_ascii_string_to_unsigned (value, 10, 0, 65535, &port, NULL))
            {
              fprintf (stderr, "fourteen-cli host: --port takes a number from 0 to 65535\n");
              return 2;
            }
        }
      else if (strcmp (argv[i], "--config") == 0)
        config_path = value;
      else if (strcmp (argv[i], "--code") == 0)
        code = value;
      else if (strcmp (argv[i], "--colour") == 0 || strcmp (argv[i], "--color") == 0)
        colour = value;
      else if (strcmp (argv[i], "--clock") == 0)
        clock = value;
      else if (strcmp (argv[i], "--name") == 0)
        name = value;
      else if (strcmp (argv[i], "--address") == 0)
        address = value;
      else if (strcmp (argv[i], "--game") == 0)
        game = value;
      else if (strcmp (argv[i], "--variant") == 0)
        variant = value;
      else
        {
          fprintf (stderr, HOST_USAGE);
          return 2;
        }
    }

  if (!host_setup (setup, config_path, game, variant, colour, clock))
    return 2;

  play.host = ft_network_host_new (setup, code, name, &error);
  if (play.host == NULL)
    {
      fprintf (stderr, "fourteen-cli host: %s\n", error->message);
      return 2;
    }
  if (!ft_network_host_listen (play.host, address, port, &error))
    {
      fprintf (stderr, "fourteen-cli host: cannot listen: %s\n", error->message);
      g_clear_object (&play.host);
      return 1;
    }
  play.game = FT_NETWORK_GAME (play.host);
  ft_cli_apply_test_timing (G_OBJECT (play.host));
  play.lines = ft_cli_lines_new (run_command, &play);
  g_signal_connect (play.host, "peer-joined", G_CALLBACK (peer_joined_cb), &play);
  g_signal_connect (play.host, "peer-left", G_CALLBACK (peer_left_cb), &play);
  g_signal_connect (play.host, "session-changed", G_CALLBACK (host_session_changed_cb), &play);
  g_signal_connect (play.host, "offer-received", G_CALLBACK (offer_received_cb), &play);
  g_signal_connect (play.host, "offer-answered", G_CALLBACK (offer_answered_cb), &play);

  say ("listening on port %u, code %s", ft_network_host_get_port (play.host),
       ft_network_host_get_code (play.host));
  addresses = ft_network_host_get_addresses ();
  if (addresses[0] != NULL)
    {
      g_autofree char *joined = g_strjoinv (" ", addresses);
      say ("addresses: %s", joined);
    }
  say ("you play %s; waiting for the opponent",
       setup->game == FT_GAME_KIND_CHECKERS ? (setup->human_colour == FT_WHITE ? "fire" : "water")
                                            : ft_colour_name (setup->human_colour));
  announcer = ft_cli_announce (play.host, setup, name); /* DNS-SD, while hosted */
  status = run (&play);
  g_object_unref (announcer);
  return status;
}

/* ---- join ---------------------------------------------------------------------------- */

#define JOIN_USAGE "Usage: fourteen-cli join HOST[:PORT] --code CODE [--watch] [--name NAME] [--token T]\n" \
                   "       fourteen-cli join --list [--seconds S]   the games announced on the local network\n"

int
ft_cli_join (int argc, char **argv)
{
  const char *address = NULL, *code = NULL, *name = "Guest", *token = NULL;
  gboolean watch = FALSE;
  NetPlay play = { 0 };

  if (argc > 1 && strcmp (argv[1], "--list") == 0)
    return ft_cli_join_list (argc - 1, argv + 1);
  for (int i = 1; i < argc; i++)
    {
      if (strcmp (argv[i], "--help") == 0 || strcmp (argv[i], "-h") == 0)
        {
          printf (JOIN_USAGE "\n");
          print_help ();
          return 0;
        }
      if (strcmp (argv[i], "--watch") == 0)
        watch = TRUE;
      else if (strcmp (argv[i], "--code") == 0 && i + 1 < argc)
        code = argv[++i];
      else if (strcmp (argv[i], "--name") == 0 && i + 1 < argc)
        name = argv[++i];
      else if (strcmp (argv[i], "--token") == 0 && i + 1 < argc)
        token = argv[++i];
      else if (argv[i][0] != '-' && address == NULL)
        address = argv[i];
      else
        {
          fprintf (stderr, JOIN_USAGE);
          return 2;
        }
    }
  if (address == NULL || code == NULL)
    {
      fprintf (stderr, JOIN_USAGE);
      return 2;
    }

  play.lines = ft_cli_lines_new (run_command, &play);
  play.client = ft_network_client_new (address, code, watch, name);
  play.game = FT_NETWORK_GAME (play.client);
  ft_cli_apply_test_timing (G_OBJECT (play.client));
  if (token != NULL)
    ft_network_client_set_token (play.client, token);
  g_signal_connect (play.client, "host-left", G_CALLBACK (host_left_cb), &play);
  g_signal_connect (play.client, "session-changed", G_CALLBACK (client_session_changed_cb), &play);
  g_signal_connect (play.client, "refused", G_CALLBACK (refused_cb), &play);
  g_signal_connect (play.client, "connection-lost", G_CALLBACK (connection_lost_cb), &play);
  g_signal_connect (play.client, "reconnected", G_CALLBACK (reconnected_cb), &play);
  g_signal_connect (play.client, "presence-changed", G_CALLBACK (presence_changed_cb), &play);
  g_signal_connect (play.client, "offer-received", G_CALLBACK (offer_received_cb), &play);
  g_signal_connect (play.client, "offer-answered", G_CALLBACK (offer_answered_cb), &play);
  say ("connecting to %s", address);
  ft_network_client_connect (play.client);
  return run (&play);
}
