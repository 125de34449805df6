/* cli-net.c — `fourteen-cli host` and `fourteen-cli join`: a network game
 * (docs/network.md) played with the text commands of `fourteen-cli play`.
 *
 * Both run a main loop: stdin lines are commands, the network objects of
 * the game layer do the rest. Every event is printed as a line, so a game
 * can be scripted and tested without a display.
 */
#include "config.h"

#include <gio/gunixinputstream.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli-common.h"
#include "cli-discovery.h"
#include "cli-play-common.h"
#include "cli.h"
#include "ft-config.h"
#include "ft-network-client.h"
#include "ft-network-host.h"

typedef struct {
  GMainLoop *loop;
  FtNetworkGame *game; /* the host or the client */
  FtNetworkHost *host;
  FtNetworkClient *client;
  FtSession *session; /* the current one, watched */
  GDataInputStream *input;
  GCancellable *cancellable;
  guint absence_id;
  int status;
  gboolean done;
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
  play->done = TRUE;
  g_main_loop_quit (play->loop);
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

  say ("clocks: white %s, black %s", white, black);
}

/* ---- The session's events -------------------------------------------------------- */

static void
move_played_cb (FtSession *session, guint move, gpointer user_data)
{
  NetPlay *play = user_data;
  FtGame *game = ft_session_get_game (session);
  const FtPosition *pos = ft_game_get_position (game);
  FtColour mover = FT_OTHER_COLOUR (pos->side_to_move);
  const char *names[2];
  g_autofree char *after = NULL;
  char text[16];

  names_of (play, names);
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
turn_started_cb (FtSession *session G_GNUC_UNUSED, int side, gpointer user_data)
{
  NetPlay *play = user_data;

  if (side == local_colour (play))
    say ("your turn (%s)", ft_colour_name (side));
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
  ft_cli_print_board (ft_game_get_position (game));
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
  say ("new game: %s (white) vs %s (black)", names[FT_WHITE], names[FT_BLACK]);
  ft_cli_print_board (ft_game_get_position (game));
  print_clocks (game);
  /* A turn that began before we watched. */
  if (ft_game_is_turn_started (game) && (int) ft_game_get_turn (game) == local_colour (play))
    say ("your turn (%s)", ft_colour_name (ft_game_get_turn (game)));
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
         ft_colour_name (ft_network_client_get_colour (client)), ft_network_client_get_token (client));
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
          "  print status                    the board, the moves and the clocks\n"
          "  draw | takeback | rematch       offer (or accept the same offer)\n"
          "  accept | decline                answer the opponent's offer\n"
          "  resign                          give up\n"
          "  claim                           take the win after 60 s of absence\n"
          "  quit\n");
  fflush (stdout);
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
  g_autoptr (GArray) moves = NULL;
  const char *names[2];
  g_autofree char *state = NULL;
  const FtPosition *pos;

  if (game == NULL)
    {
      say ("waiting for the game");
      return;
    }
  pos = ft_game_get_position (game);
  moves = g_array_new (FALSE, FALSE, sizeof (FtMove));
  for (guint i = 0; i < ft_game_get_n_moves (game); i++)
    {
      FtMove move = ft_game_get_move (game, i);
      g_array_append_val (moves, move);
    }
  names_of (play, names);
  ft_cli_print_board (pos);
  ft_cli_print_moves ((const FtMove *) moves->data, moves->len);
  print_clocks (game);
  state = ft_cli_announcement (pos, names);
  if (ft_game_is_over (game))
    say ("game over: %s", ft_game_get_result_message_for_players (game));
  else
    say ("%s (%s) to move%s%s", names[pos->side_to_move], ft_colour_name (pos->side_to_move),
         state != NULL ? ", " : "", state != NULL ? state : "");
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
run_command (NetPlay *play, const char *line)
{
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

static void read_next_line (NetPlay *play);

static void
line_read_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  NetPlay *play = user_data;
  g_autoptr (GError) error = NULL;
  gsize length;
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (G_DATA_INPUT_STREAM (source),
                                                                     result, &length, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (line == NULL)
    {
      if (error != NULL)
        fprintf (stderr, "fourteen-cli: stdin: %s\n", error->message);
      quit (play, 0);
      return;
    }
  if (length > 4096)
    say ("error: line too long");
  else if (!run_command (play, line))
    {
      quit (play, 0);
      return;
    }
  read_next_line (play);
}

static void
read_next_line (NetPlay *play)
{
  g_data_input_stream_read_line_async (play->input, G_PRIORITY_DEFAULT, play->cancellable,
                                       line_read_cb, play);
}

static int
run (NetPlay *play)
{
  g_autoptr (GInputStream) in = g_unix_input_stream_new (0, FALSE);

  play->cancellable = g_cancellable_new ();
  play->input = g_data_input_stream_new (in);
  read_next_line (play);
  if (!play->done)
    g_main_loop_run (play->loop);
  g_cancellable_cancel (play->cancellable);
  g_clear_handle_id (&play->absence_id, g_source_remove);
  watch_session (play, NULL);
  ft_network_game_leave (play->game);
  /* Let the goodbye go out. */
  for (int i = 0; i < 20 && g_main_context_iteration (NULL, FALSE); i++)
    ;
  g_clear_object (&play->host);
  g_clear_object (&play->client);
  g_clear_object (&play->input);
  g_clear_object (&play->cancellable);
  g_main_loop_unref (play->loop);
  return play->status;
}

/* For tests only: FOURTEEN_TEST_NET_TIMING="keepalive=50,silence=300,
 * hello=100,retry=20,claim=100" (milliseconds) shortens the network's
 * periods so that tests never wait the real ones. */
static void
apply_test_timing (GObject *object)
{
  static const struct {
    const char *key, *property;
  } knobs[] = {
    { "keepalive", "keepalive-ms" }, { "silence", "silence-timeout-ms" },
    { "hello", "hello-timeout-ms" }, { "retry", "retry-interval-ms" },
    { "claim", "claim-after-ms" },
  };
  const char *text = g_getenv ("FOURTEEN_TEST_NET_TIMING");
  g_auto (GStrv) items = text != NULL ? g_strsplit (text, ",", -1) : NULL;

  for (guint i = 0; items != NULL && items[i] != NULL; i++)
    {
      const char *equals = strchr (items[i], '=');
      guint64 ms;

      if (equals == NULL || !g_ascii_string_to_unsigned (equals + 1, 10, 1, G_MAXINT, &ms, NULL))
        continue;
      for (guint k = 0; k < G_N_ELEMENTS (knobs); k++)
        {
          GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (object), knobs[k].property);
          GValue value = G_VALUE_INIT;

          if (strncmp (items[i], knobs[k].key, equals - items[i]) != 0
              || strlen (knobs[k].key) != (gsize) (equals - items[i]) || pspec == NULL)
            continue;
          g_value_init (&value, G_PARAM_SPEC_VALUE_TYPE (pspec));
          if (G_VALUE_HOLDS_INT64 (&value))
            g_value_set_int64 (&value, ms);
          else
            g_value_set_uint (&value, ms);
          g_object_set_property (object, knobs[k].property, &value);
          g_value_unset (&value);
        }
    }
}

/* ---- host ---------------------------------------------------------------------------- */

#define HOST_USAGE "Usage: fourteen-cli host [--port N] [--config FILE] [--code CODE] " \
                   "[--colour white|black] [--clock SECONDS+INCREMENT] [--name NAME] [--address ADDR]\n"

static gboolean
parse_clock (const char *text, FtGameSetup *setup)
{
  char *end = NULL;
  double seconds = g_ascii_strtod (text, &end), increment = 0;

  if (end == text || seconds <= 0 || seconds > 36000)
    return FALSE;
  if (*end == '+')
    {
      const char *start = end + 1;

      increment = g_ascii_strtod (start, &end);
      if (end == start || increment < 0 || increment > 600)
        return FALSE;
    }
  if (*end != '\0')
    return FALSE;
  setup->time_control = FT_TIME_CONTROL_FISCHER;
  setup->player_ms = setup->cpu_ms = (gint64) (seconds * 1000);
  setup->player_increment_ms = setup->cpu_increment_ms = (gint64) (increment * 1000);
  return TRUE;
}

int
ft_cli_host (int argc, char **argv)
{
  const char *config_path = NULL, *code = NULL, *colour = NULL, *clock = NULL, *address = NULL;
  const char *name = "Host";
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
      else
        {
          fprintf (stderr, HOST_USAGE);
          return 2;
        }
    }

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
        return 2;
    }
  else
    {
      /* As `play`: standard chess, untimed unless --clock says otherwise. */
      ft_position_set_standard_start (setup->start);
      setup->time_control = FT_TIME_CONTROL_UNTIMED;
      setup->human_colour = FT_WHITE;
    }
  if (colour != NULL)
    {
      int value;

      if (!ft_cli_parse_name ("fourteen-cli host", FT_TYPE_COLOUR, "colour", colour, &value))
        return 2;
      setup->human_colour = value;
    }
  if (clock != NULL && !parse_clock (clock, setup))
    {
      fprintf (stderr, "fourteen-cli host: --clock takes SECONDS+INCREMENT, e.g. 180+2\n");
      return 2;
    }

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
  apply_test_timing (G_OBJECT (play.host));
  play.loop = g_main_loop_new (NULL, FALSE);
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
  say ("you play %s; waiting for the opponent", ft_colour_name (setup->human_colour));
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

  play.loop = g_main_loop_new (NULL, FALSE);
  play.client = ft_network_client_new (address, code, watch, name);
  play.game = FT_NETWORK_GAME (play.client);
  apply_test_timing (G_OBJECT (play.client));
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
