/* cli-net-play.c — the network game as `fourteen-cli host`, `join` and
 * `watch` play it, whatever carries it (the local network or XMPP: the
 * front ends are cli-net.c and cli-net-xmpp.c): the session's events, the
 * host's and the client's, printed one a line, and the commands of
 * `fourteen-cli play` and `checkers` read from stdin on the main loop, so
 * that a game can be scripted and tested without a display.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli-move-read.h"
#include "cli-net-play.h"
#include "cli-play-common.h"

void
ft_cli_net_say (const char *format, ...)
{
  va_list args;

  va_start (args, format);
  vprintf (format, args);
  va_end (args);
  printf ("\n");
  fflush (stdout);
}

void
ft_cli_net_quit (FtCliNetPlay *play, int status)
{
  play->status = status;
  ft_cli_lines_quit (play->lines);
}

static FtGame *
current_game (FtCliNetPlay *play)
{
  return play->session != NULL ? ft_session_get_game (play->session) : NULL;
}

static void
names_of (FtCliNetPlay *play, const char *names[2])
{
  for (int side = 0; side < 2; side++)
    names[side] = ft_player_get_name (ft_session_get_player (play->session, side));
}

/* The local player's colour, -1 for a spectator. */
static int
local_colour (FtCliNetPlay *play)
{
  return ft_network_game_get_local_colour (play->game);
}

static void
print_clocks (FtGame *game)
{
  FtClock *clock = ft_game_get_clock (game);
  g_autofree char *white = ft_clock_format_ms (ft_clock_get_remaining_ms (clock, FT_WHITE));
  g_autofree char *black = ft_clock_format_ms (ft_clock_get_remaining_ms (clock, FT_BLACK));

  ft_cli_net_say ("clocks: %s %s, %s %s", ft_cli_side_word (game, FT_WHITE), white,
       ft_cli_side_word (game, FT_BLACK), black);
}

/* ---- The session's events -------------------------------------------------------- */

static void
move_played_cb (FtSession *session, const FtGameMove *played, gpointer user_data)
{
  FtMove move = ft_game_move_get_chess (played);
  FtCliNetPlay *play = user_data;
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
  ft_cli_net_say ("%s (%s) %s: %s", names[mover], ft_colour_name (mover),
       ft_cli_move_is_capture ((FtMove) move) ? "captures" : "moves",
       ft_move_to_string ((FtMove) move, text));
  ft_cli_print_board (pos);
  after = ft_cli_announcement (pos, names);
  if (after != NULL && ft_position_result (pos, NULL) == FT_RESULT_NONE)
    ft_cli_net_say ("%s", after);
  fflush (stdout);
}

static void
turn_started_cb (FtSession *session, int side, gpointer user_data)
{
  FtCliNetPlay *play = user_data;

  if (side == local_colour (play))
    ft_cli_net_say ("your turn (%s)", ft_cli_side_word (ft_session_get_game (session), side));
}

static void
game_over_cb (FtSession *session, int result G_GNUC_UNUSED, int reason G_GNUC_UNUSED,
              gpointer user_data)
{
  ft_cli_net_say ("game over: %s", ft_game_get_result_message_for_players (ft_session_get_game (session)));
  (void) user_data;
}

static void
position_changed_cb (FtSession *session, gpointer user_data G_GNUC_UNUSED)
{
  FtGame *game = ft_session_get_game (session);

  ft_cli_net_say ("takeback: back to move %u", ft_game_get_n_moves (game) + 1);
  ft_cli_print_game_board (game);
  fflush (stdout);
}

static void
watch_session (FtCliNetPlay *play, FtSession *session)
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
announce_game (FtCliNetPlay *play)
{
  FtGame *game = current_game (play);
  const char *names[2];

  names_of (play, names);
  ft_cli_net_say ("new game: %s (%s) vs %s (%s)", names[FT_WHITE], ft_cli_side_word (game, FT_WHITE),
       names[FT_BLACK], ft_cli_side_word (game, FT_BLACK));
  ft_cli_print_game_board (game);
  print_clocks (game);
  /* A turn that began before we watched. */
  if (ft_game_is_turn_started (game) && (int) ft_game_get_turn (game) == local_colour (play))
    ft_cli_net_say ("your turn (%s)", ft_cli_side_word (game, ft_game_get_turn (game)));
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
  ft_cli_net_say ("the opponent offers %s (accept or decline)", offer_words (offer));
}

static void
offer_answered_cb (GObject *source G_GNUC_UNUSED, int offer, gboolean accepted,
                   gpointer user_data G_GNUC_UNUSED)
{
  ft_cli_net_say ("the opponent %s %s", accepted ? "accepts" : "declines", offer_words (offer));
}

static void
chat_cb (GObject *source G_GNUC_UNUSED, int side, const char *text, gpointer user_data)
{
  FtCliNetPlay *play = user_data;
  const char *names[2] = { "White", "Black" };

  if (play->session != NULL)
    names_of (play, names);
  ft_cli_net_say ("chat from %s: %s", names[side == FT_BLACK], text);
}

/* chat TEXT: the rest of the line. */
static void
command_chat (FtCliNetPlay *play, const char *line)
{
  g_autofree char *text = g_strstrip (g_strdup (strstr (line, "chat") + strlen ("chat")));

  if (*text == '\0')
    ft_cli_net_say ("error: usage: chat TEXT");
  else if (!ft_network_game_send_chat (play->game, text))
    ft_cli_net_say ("error: the message cannot be sent now (no opponent connected, or an older program)");
  else
    ft_cli_net_say ("you say: %.*s", FT_NET_MAX_CHAT, text);
}

/* ---- Host events ------------------------------------------------------------------ */

static gboolean
absence_tick_cb (gpointer user_data)
{
  FtCliNetPlay *play = user_data;

  if (play->host != NULL && ft_network_host_can_claim_win (play->host))
    {
      ft_cli_net_say ("the opponent has been away 60 s: type claim to take the win");
      play->absence_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static void
peer_joined_cb (FtNetworkHost *host, gpointer user_data)
{
  FtCliNetPlay *play = user_data;

  g_clear_handle_id (&play->absence_id, g_source_remove);
  if (play->session == NULL)
    {
      ft_cli_net_say ("the opponent joined: %s", ft_network_host_get_peer_name (host) != NULL
                                        ? ft_network_host_get_peer_name (host) : "Opponent");
      watch_session (play, ft_network_host_get_session (host));
      announce_game (play);
    }
  else
    ft_cli_net_say ("the opponent is back");
}

static void
peer_left_cb (FtNetworkHost *host G_GNUC_UNUSED, gpointer user_data)
{
  FtCliNetPlay *play = user_data;

  ft_cli_net_say ("connection lost: waiting for the opponent (the clocks run; claim the win after 60 s)");
  if (play->absence_id == 0)
    play->absence_id = g_timeout_add_seconds (1, absence_tick_cb, play);
}

static void
host_session_changed_cb (FtNetworkHost *host, gpointer user_data)
{
  FtCliNetPlay *play = user_data;

  watch_session (play, ft_network_host_get_session (host));
  announce_game (play);
}

/* ---- Client events ---------------------------------------------------------------- */

static void
client_session_changed_cb (FtNetworkClient *client, gpointer user_data)
{
  FtCliNetPlay *play = user_data;

  if (ft_network_client_is_watching (client))
    ft_cli_net_say ("watching");
  else if (play->xmpp)
    ft_cli_net_say ("joined as %s", ft_cli_side_word (ft_session_get_game (ft_network_client_get_session (client)),
                                                     ft_network_client_get_colour (client)));
  else
    ft_cli_net_say ("joined as %s (to rejoin after a crash: --token %s)",
         ft_cli_side_word (ft_session_get_game (ft_network_client_get_session (client)),
                           ft_network_client_get_colour (client)),
         ft_network_client_get_token (client));
  watch_session (play, ft_network_client_get_session (client));
  announce_game (play);
  if (ft_game_is_over (current_game (play)))
    ft_cli_net_say ("game over: %s", ft_game_get_result_message_for_players (current_game (play)));
}

static void
refused_cb (FtNetworkClient *client G_GNUC_UNUSED, const char *code, const char *text,
            gpointer user_data)
{
  fprintf (stderr, "%s: %s (%s)\n", ((FtCliNetPlay *) user_data)->program, text, code);
  ft_cli_net_quit (user_data, 1);
}

/* The host ended the game and left: nothing more can happen here. */
static void
host_left_cb (FtNetworkClient *client G_GNUC_UNUSED, gpointer user_data)
{
  FtCliNetPlay *play = user_data;

  ft_cli_net_say ("The host left the game");
  if (current_game (play) != NULL && !ft_game_is_over (current_game (play)))
    ft_cli_net_say ("game over: the game was not finished");
  ft_cli_net_quit (play, 0);
}

static void
connection_lost_cb (FtNetworkClient *client G_GNUC_UNUSED, gpointer user_data G_GNUC_UNUSED)
{
  ft_cli_net_say ("connection lost: reconnecting");
}

static void
reconnected_cb (FtNetworkClient *client G_GNUC_UNUSED, gpointer user_data G_GNUC_UNUSED)
{
  ft_cli_net_say ("reconnected");
}

static void
presence_changed_cb (FtNetworkClient *client G_GNUC_UNUSED, gboolean away,
                     gpointer user_data G_GNUC_UNUSED)
{
  ft_cli_net_say (away ? "a player's connection was lost" : "the player is back");
}

/* ---- Commands ---------------------------------------------------------------------- */

void
ft_cli_net_print_help (void)
{
  printf ("commands:\n"
          "  e2e4 | e2 e4 | e7e8n            a move (promotion letter q r b n)\n"
          "  mv e2e4 | cp d4e5               a quiet move, a capture (either way)\n"
          "  c3d4 | c3e5g7 | 11-15           checkers: a whole turn (mv too)\n"
          "  print status                    the board, the moves and the clocks\n"
          "  draw | takeback | rematch       offer (or accept the same offer)\n"
          "  accept | decline                answer the opponent's offer\n"
          "  resign                          give up\n"
          "  claim                           take the win after 60 s of absence\n"
          "  chat TEXT                       a short message to the opponent\n"
          "  quit\n");
  fflush (stdout);
}

/* A move in any of its words (`mv e2e4`, `cp d4e5`, `e2e4`, checkers'
 * `c3d4`, `11-15`), read by the one reader of fourteen-cli
 * (cli-move-read.c); FALSE when the words are no move (another command). */
static gboolean
command_move (FtCliNetPlay *play, char **words)
{
  g_autoptr (GError) error = NULL;
  FtGame *game = current_game (play);
  FtRuleset *rules = game != NULL ? ft_game_get_rules (game) : NULL;
  gboolean checkers = game != NULL && ft_game_get_kind (game) == FT_GAME_KIND_CHECKERS;
  const char *illegal = strcmp (words[0], "cp") == 0 && !checkers ? "illegal capture" : "illegal move";
  FtCliMove move;
  FtCliMoveRead read = ft_cli_read_move (words, rules != NULL ? ft_ruleset_get_files (rules) : 16,
                                         rules != NULL ? ft_ruleset_get_ranks (rules) : 16, checkers, &move, &error);

  if (read == FT_CLI_MOVE_NOT_A_MOVE)
    return FALSE;
  if (read == FT_CLI_MOVE_BAD && words[1] == NULL && (strcmp (words[0], "mv") == 0 || strcmp (words[0], "cp") == 0))
    ft_cli_net_say ("error: %s", error->message);
  else if (local_colour (play) < 0)
    ft_cli_net_say ("error: spectators only watch");
  else if (game == NULL || ft_game_is_over (game))
    ft_cli_net_say ("%s: no game in progress", illegal);
  else if ((int) ft_game_get_turn (game) != local_colour (play) || !ft_game_is_turn_started (game))
    ft_cli_net_say ("%s: it is not your turn", illegal);
  else if (read == FT_CLI_MOVE_BAD)
    ft_cli_net_say ("%s: %s", illegal, error->message);
  else if (checkers)
    {
      FtGameMove turn;

      if (!ft_cli_checkers_move (rules, &move, &turn, &error))
        ft_cli_net_say ("%s: %s", illegal, error->message);
      else if (!ft_session_request (play->session, &turn))
        ft_cli_net_say ("%s: %s", illegal, move.text);
    }
  else
    {
      FtMove found = ft_cli_chess_move (ft_game_get_position (game), &move, &error);

      if (found == FT_MOVE_NONE)
        ft_cli_net_say ("%s: %s", illegal, error->message);
      else if (!ft_session_request_move (play->session, FT_MOVE_FROM (found), FT_MOVE_TO (found),
                                         FT_MOVE_PROMOTION (found)))
        ft_cli_net_say ("%s: %s", illegal, move.text);
    }
  return TRUE;
}

static void
command_status (FtCliNetPlay *play)
{
  FtGame *game = current_game (play);
  const char *names[2];
  g_autofree char *state = NULL;
  FtColour turn;

  if (game == NULL)
    {
      ft_cli_net_say ("waiting for the game");
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
    ft_cli_net_say ("game over: %s", ft_game_get_result_message_for_players (game));
  else
    ft_cli_net_say ("%s (%s) to move%s%s", names[turn], ft_cli_side_word (game, turn), state != NULL ? ", " : "",
         state != NULL ? state : "");
}

static void
command_offer (FtCliNetPlay *play, FtNetOffer offer)
{
  if (ft_network_game_offer (play->game, offer))
    ft_cli_net_say ("you offer %s", offer_words (offer));
  else
    ft_cli_net_say ("error: %s cannot be offered now", offer_words (offer));
}

static void
command_answer (FtCliNetPlay *play, gboolean accept)
{
  if (!ft_network_game_answer_offer (play->game, accept))
    ft_cli_net_say ("error: there is no offer to answer");
  else
    ft_cli_net_say ("you %s", accept ? "accept" : "decline");
}

/* FALSE when the program should end. */
static gboolean
run_command (const char *line, gpointer user_data)
{
  FtCliNetPlay *play = user_data;
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
      ft_cli_net_print_help ();
      return TRUE;
    }
  if (play->extra_command != NULL && play->extra_command (play, words, play->extra_data))
    return TRUE;
  if (play->game == NULL)
    {
      ft_cli_net_say ("error: no game yet (help, quit)");
      return TRUE;
    }
  if (command_move (play, words))
    return TRUE;
  if (strcmp (words[0], "print") == 0 && words[1] != NULL && strcmp (words[1], "status") == 0)
    {
      command_status (play);
      return TRUE;
    }
  if (local_colour (play) < 0)
    {
      ft_cli_net_say ("error: spectators only watch (print status, quit)");
      return TRUE;
    }
  if (strcmp (words[0], "chat") == 0)
    {
      command_chat (play, line);
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
        ft_cli_net_say ("error: no game in progress");
      else if (!ft_network_game_resign (play->game))
        ft_cli_net_say ("error: cannot resign now (not connected)");
    }
  else if (strcmp (words[0], "claim") == 0)
    {
      if (!ft_network_game_claim_win (play->game))
        ft_cli_net_say ("error: the win can be claimed after the opponent has been away 60 s");
    }
  else
    ft_cli_net_say ("error: unknown command '%s' (type help for the commands)", words[0]);
  return TRUE;
}

void
ft_cli_net_init (FtCliNetPlay *play, const char *program)
{
  play->program = program;
  play->lines = ft_cli_lines_new (run_command, play);
}

void
ft_cli_net_follow_host (FtCliNetPlay *play)
{
  play->game = FT_NETWORK_GAME (play->host);
  g_signal_connect (play->host, "peer-joined", G_CALLBACK (peer_joined_cb), play);
  g_signal_connect (play->host, "peer-left", G_CALLBACK (peer_left_cb), play);
  g_signal_connect (play->host, "session-changed", G_CALLBACK (host_session_changed_cb), play);
  g_signal_connect (play->host, "offer-received", G_CALLBACK (offer_received_cb), play);
  g_signal_connect (play->host, "offer-answered", G_CALLBACK (offer_answered_cb), play);
  g_signal_connect (play->host, "chat", G_CALLBACK (chat_cb), play);
}

void
ft_cli_net_show_resumed_host (FtCliNetPlay *play)
{
  watch_session (play, ft_network_host_get_session (play->host));
  announce_game (play);
  ft_cli_net_say ("waiting for the opponent to come back (the clocks run; claim the win after 60 s)");
  if (play->absence_id == 0)
    play->absence_id = g_timeout_add_seconds (1, absence_tick_cb, play);
}

void
ft_cli_net_follow_client (FtCliNetPlay *play)
{
  play->game = FT_NETWORK_GAME (play->client);
  g_signal_connect (play->client, "host-left", G_CALLBACK (host_left_cb), play);
  g_signal_connect (play->client, "session-changed", G_CALLBACK (client_session_changed_cb), play);
  g_signal_connect (play->client, "refused", G_CALLBACK (refused_cb), play);
  g_signal_connect (play->client, "connection-lost", G_CALLBACK (connection_lost_cb), play);
  g_signal_connect (play->client, "reconnected", G_CALLBACK (reconnected_cb), play);
  g_signal_connect (play->client, "presence-changed", G_CALLBACK (presence_changed_cb), play);
  g_signal_connect (play->client, "offer-received", G_CALLBACK (offer_received_cb), play);
  g_signal_connect (play->client, "offer-answered", G_CALLBACK (offer_answered_cb), play);
  g_signal_connect (play->client, "chat", G_CALLBACK (chat_cb), play);
}

int
ft_cli_net_run (FtCliNetPlay *play)
{
  ft_cli_lines_run (play->lines);
  g_clear_handle_id (&play->absence_id, g_source_remove);
  watch_session (play, NULL);
  if (play->game != NULL)
    ft_network_game_leave (play->game);
  /* Let the goodbye go out. */
  for (int i = 0; i < 20 && g_main_context_iteration (NULL, FALSE); i++)
    ;
  g_clear_object (&play->host);
  g_clear_object (&play->client);
  g_clear_pointer (&play->lines, ft_cli_lines_free);
  return play->status;
}

