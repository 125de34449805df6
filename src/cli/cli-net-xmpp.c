/* cli-net-xmpp.c — `fourteen-cli host --xmpp`, `join --xmpp` and `watch
 * --xmpp`: a network game with a friend's XMPP account (docs/network.md#games-over-xmpp),
 * played with the commands of `fourteen-cli play` (cli-net-play.c).
 *
 *   host --xmpp JID --invite FRIEND_JID [--game G] [--variant V] [--config F]
 *        [--colour C] [--clock S+I] [--name N]
 *   join --xmpp JID [--from FRIEND_JID] [--name N]
 *   watch --xmpp JID --game-of PLAYER_JID [--name N]
 * and for all three: --password-file FILE (else FOURTEEN_XMPP_PASSWORD),
 * --xmpp-server HOST[:PORT] (else DNS SRV), --xmpp-ca FILE.
 *
 * The password is read, handed to the session and wiped; the variable is
 * taken out of the environment so that no program started from here (an
 * engine) inherits it; it is never printed.
 */
#define _DEFAULT_SOURCE /* explicit_bzero() */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli-common.h"
#include "cli-net-play.h"
#include "cli-net-xmpp.h"
#include "cli.h"
#include "ft-net-security.h"
#include "ft-game-record.h"
#include "ft-text-file.h"
#include "ft-xmpp-guest.h"
#include "ft-xmpp-host.h"
#include "ft-xmpp-ignore-list.h"
#include "ft-xmpp-roster.h"
#include "ft-xmpp-saved-game.h"

#define MAX_PASSWORD 1024

typedef struct
{
  FtCliNetPlay play;
  const char *command; /* "host", "join", "watch" */
  const char *account, *server, *ca_file, *password_file, *name;
  const char *friend_jid; /* --invite, --from, --game-of */
  const char *resource;   /* a kept game's, or NULL */
  const char *keep_path;  /* the host's kept game, forgotten when it quits */
  FtXmppSession *session;
  FtXmppRoster *roster;
  FtXmppIgnoreList *ignored;
  FtXmppHost *xhost;
  FtXmppGuest *guest;
  gboolean signed_in_once;
  char *last_request_host; /* the last invitation not taken, for `decline` */
  char last_request_code[FT_NET_MAX_CODE + 1];
} XmppPlay;

static void
secret_free (char *secret)
{
  if (secret != NULL)
    explicit_bzero (secret, strlen (secret));
  g_free (secret);
}

/* The password: the first line of --password-file, or the environment's
 * (then removed from it). NULL, said on stderr, when there is none. */
static char *
read_password (XmppPlay *x)
{
  g_autoptr (GError) error = NULL;
  const char *from_env;
  char *text;

  if (x->password_file != NULL)
    {
      text = ft_text_file_read (x->password_file, "password file", MAX_PASSWORD, NULL, &error);
      if (text == NULL)
        {
          fprintf (stderr, "fourteen-cli %s: %s\n", x->command, error->message);
          return NULL;
        }
      text[strcspn (text, "\r\n")] = '\0';
      if (*text == '\0')
        {
          fprintf (stderr, "fourteen-cli %s: %s: the password file is empty\n", x->command, x->password_file);
          secret_free (text);
          return NULL;
        }
      return text;
    }
  from_env = g_getenv ("FOURTEEN_XMPP_PASSWORD");
  if (from_env == NULL || *from_env == '\0')
    {
      fprintf (stderr, "fourteen-cli %s: no password: give --password-file FILE or set FOURTEEN_XMPP_PASSWORD\n",
               x->command);
      return NULL;
    }
  text = g_strdup (from_env);
  g_unsetenv ("FOURTEEN_XMPP_PASSWORD");
  return text;
}

/* ---- The account ------------------------------------------------------------------ */

static void
online_cb (FtXmppSession *session, gboolean resumed, gpointer user_data)
{
  XmppPlay *x = user_data;

  if (!x->signed_in_once)
    ft_cli_net_say ("signed in as %s", ft_xmpp_session_get_jid (session));
  else if (resumed)
    ft_cli_net_say ("connection to the server resumed");
  else
    ft_cli_net_say ("signed in again");
  x->signed_in_once = TRUE;
}

static void
offline_cb (FtXmppSession *session G_GNUC_UNUSED, gboolean will_retry, const char *why, gpointer user_data G_GNUC_UNUSED)
{
  if (will_retry)
    ft_cli_net_say ("connection to the server lost: %s (trying again)", why);
}

static void
failed_cb (FtXmppSession *session G_GNUC_UNUSED, int code G_GNUC_UNUSED, const char *why, gpointer user_data)
{
  XmppPlay *x = user_data;

  fprintf (stderr, "fourteen-cli %s: %s\n", x->command, why);
  ft_cli_net_quit (&x->play, 1);
}

/* The session, the contact list; FALSE (said) when the account or an
 * option is wrong. */
static gboolean
start_account (XmppPlay *x)
{
  g_autoptr (GError) error = NULL;
  char *password;

  x->session = ft_xmpp_session_new (x->account, &error);
  if (x->session == NULL)
    {
      fprintf (stderr, "fourteen-cli %s: --xmpp %s\n", x->command, error->message);
      return FALSE;
    }
  if (x->server != NULL && !ft_xmpp_session_set_server (x->session, x->server, &error))
    {
      fprintf (stderr, "fourteen-cli %s: --xmpp-server %s: %s\n", x->command, x->server, error->message);
      return FALSE;
    }
  if (x->ca_file != NULL)
    {
      if (!g_file_test (x->ca_file, G_FILE_TEST_IS_REGULAR))
        {
          fprintf (stderr, "fourteen-cli %s: --xmpp-ca %s: not a file\n", x->command, x->ca_file);
          return FALSE;
        }
      ft_xmpp_session_set_ca_file (x->session, x->ca_file);
    }
  password = read_password (x);
  if (password == NULL)
    return FALSE;
  ft_cli_apply_test_timing (G_OBJECT (x->session));
  if (x->resource != NULL)
    ft_xmpp_session_set_resource (x->session, x->resource);
  x->roster = ft_xmpp_roster_new (x->session);
  g_signal_connect (x->session, "online", G_CALLBACK (online_cb), x);
  g_signal_connect (x->session, "offline", G_CALLBACK (offline_cb), x);
  g_signal_connect (x->session, "failed", G_CALLBACK (failed_cb), x);
  ft_cli_net_say ("signing in as %s", x->account);
  ft_xmpp_session_connect (x->session, password);
  secret_free (password);
  return TRUE;
}

static int
finish (XmppPlay *x)
{
  int status = ft_cli_net_run (&x->play);

  /* A host that quits ends its game (as on the local network): nothing is
   * left to resume. Only a program that died keeps it. */
  if (x->keep_path != NULL)
    ft_xmpp_saved_game_forget (x->keep_path);
  if (x->xhost != NULL)
    ft_xmpp_host_cancel (x->xhost);
  if (x->session != NULL)
    ft_xmpp_session_disconnect (x->session);
  g_clear_object (&x->xhost);
  g_clear_object (&x->guest);
  g_clear_object (&x->roster);
  g_clear_object (&x->ignored);
  g_clear_object (&x->session);
  g_free (x->last_request_host);
  return status;
}

/* ---- Options ------------------------------------------------------------------------- */

/* One of the options every XMPP command takes; FALSE if not one. */
static gboolean
common_option (XmppPlay *x, const char *option, const char *value)
{
  if (strcmp (option, "--xmpp") == 0)
    x->account = value;
  else if (strcmp (option, "--xmpp-server") == 0)
    x->server = value;
  else if (strcmp (option, "--xmpp-ca") == 0)
    x->ca_file = value;
  else if (strcmp (option, "--password-file") == 0)
    x->password_file = value;
  else if (strcmp (option, "--name") == 0)
    x->name = value;
  else
    return FALSE;
  return TRUE;
}

/* The friend's address, checked: an account. */
static gboolean
check_friend (XmppPlay *x, const char *option)
{
  g_autoptr (GError) error = NULL;

  if (!ft_xmpp_jid_parse (x->friend_jid, NULL, NULL, NULL, &error) || !ft_xmpp_jid_is_account (x->friend_jid))
    {
      fprintf (stderr, "fourteen-cli %s: %s %s: %s\n", x->command, option, x->friend_jid,
               error != NULL ? error->message : "an account is written name@server, without a resource");
      return FALSE;
    }
  return TRUE;
}

gboolean
ft_cli_net_wants_xmpp (int argc, char **argv)
{
  for (int i = 1; i < argc; i++)
    if (strcmp (argv[i], "--xmpp") == 0)
      return TRUE;
  return FALSE;
}


/* ---- host --xmpp -------------------------------------------------------------------- */

#define HOST_XMPP_USAGE "Usage: fourteen-cli host --xmpp JID --invite FRIEND_JID [--config FILE | --game checkers " \
                        "[--variant bombs|english]] [--colour white|black] [--clock SECONDS+INCREMENT] [--name NAME] " \
                        "[--password-file FILE] [--xmpp-server HOST[:PORT]] [--xmpp-ca FILE]\n"

static void
declined_cb (FtXmppHost *xhost, gpointer user_data)
{
  XmppPlay *x = user_data;

  ft_cli_net_say ("%s declined the invitation", ft_xmpp_host_get_friend (xhost));
  ft_cli_net_quit (&x->play, 1);
}

static const char *
kind_words (const FtGameSetup *setup)
{
  if (setup->game == FT_GAME_KIND_CHECKERS)
    return setup->checkers_rules == FT_CHECKERS_RULES_ENGLISH ? "English draughts" : "checkers with bombs and shields";
  return setup->start->rules == FT_RULES_FOURTEEN ? "Fourteen" : "standard chess";
}

/* The game kept from before a restart, if it is one with this friend
 * (said when it cannot be used). */
static FtXmppSavedGame *
kept_game (XmppPlay *x, const char *path, const char *role)
{
  g_autoptr (GError) error = NULL;
  FtXmppSavedGame *saved = ft_xmpp_saved_game_load (path, &error);

  if (error != NULL)
    fprintf (stderr, "fourteen-cli %s: the game kept from before cannot be resumed: %s\n", x->command,
             error->message);
  if (saved == NULL)
    return NULL;
  if (x->friend_jid != NULL && !ft_xmpp_jid_same_bare (strcmp (role, "host") == 0 ? saved->friend_jid : saved->peer,
                                                       x->friend_jid))
    {
      ft_cli_net_say ("a game with %s is kept from before; not resumed now", saved->peer);
      ft_xmpp_saved_game_free (saved);
      return NULL;
    }
  return saved;
}

/* A host for the game kept from before: its record, the clocks less the
 * time the host was away (as on a drop: they ran), the player's seat.
 * NULL (said) when the record cannot be read. */
static FtNetworkHost *
resumed_host (XmppPlay *x, const FtXmppSavedGame *saved)
{
  g_autoptr (FtGameSetup) base = ft_game_setup_new_default ();
  g_autoptr (FtGameSetup) setup = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (FtGame) game = ft_game_record_read (saved->record, -1, NULL, base, &setup, NULL, &error);
  gint64 clock_ms[2] = { saved->clock_ms[0], saved->clock_ms[1] };
  gint64 away_ms = MAX (g_get_real_time () - saved->saved_at, 0) / 1000;
  FtNetworkHost *host;

  if (game == NULL)
    {
      fprintf (stderr, "fourteen-cli host: the game kept from before cannot be read: %s\n", error->message);
      return NULL;
    }
  setup->human_colour = saved->colour;
  if (clock_ms[ft_game_get_turn (game)] >= 0)
    clock_ms[ft_game_get_turn (game)] = MAX (clock_ms[ft_game_get_turn (game)] - away_ms, 0);
  host = ft_network_host_new_resumed (setup, game, saved->code, x->name, saved->token, saved->peer_name, clock_ms,
                                      &error);
  if (host == NULL)
    fprintf (stderr, "fourteen-cli host: the game kept from before cannot be resumed: %s\n", error->message);
  else
    ft_cli_net_say ("resuming the game with %s from its autosave (%u moves)", saved->peer, ft_game_get_n_moves (game));
  return host;
}

int
ft_cli_host_xmpp (int argc, char **argv)
{
  const char *config_path = NULL, *colour = NULL, *clock = NULL, *game = NULL, *variant = NULL;
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (GError) error = NULL;
  g_autoptr (FtXmppSavedGame) saved = NULL;
  g_autofree char *keep_path = NULL;
  char code[FT_NET_MAX_CODE + 1];
  XmppPlay x = { 0 };

  x.command = "host";
  x.name = "Host";
  for (int i = 1; i < argc; i += 2)
    {
      const char *value = i + 1 < argc ? argv[i + 1] : NULL;

      if (value == NULL)
        {
          fprintf (stderr, HOST_XMPP_USAGE);
          return 2;
        }
      if (common_option (&x, argv[i], value))
        continue;
      if (strcmp (argv[i], "--invite") == 0)
        x.friend_jid = value;
      else if (strcmp (argv[i], "--config") == 0)
        config_path = value;
      else if (strcmp (argv[i], "--colour") == 0 || strcmp (argv[i], "--color") == 0)
        colour = value;
      else if (strcmp (argv[i], "--clock") == 0)
        clock = value;
      else if (strcmp (argv[i], "--game") == 0)
        game = value;
      else if (strcmp (argv[i], "--variant") == 0)
        variant = value;
      else
        {
          fprintf (stderr, HOST_XMPP_USAGE);
          return 2;
        }
    }
  if (x.account == NULL || x.friend_jid == NULL)
    {
      fprintf (stderr, HOST_XMPP_USAGE);
      return 2;
    }
  if (!check_friend (&x, "--invite") || !ft_cli_net_host_setup (setup, config_path, game, variant, colour, clock))
    return 2;
  keep_path = ft_xmpp_saved_game_path (x.account, "host");
  saved = kept_game (&x, keep_path, "host");
  if (saved != NULL && (x.play.host = resumed_host (&x, saved)) != NULL)
    x.resource = saved->resource;
  else
    {
      ft_net_random_code_of_length (code, FT_XMPP_CODE_LENGTH);
      x.play.host = ft_network_host_new (setup, code, x.name, &error);
    }
  if (x.play.host == NULL)
    {
      fprintf (stderr, "fourteen-cli host: %s\n", error != NULL ? error->message : "no game");
      return 2;
    }
  ft_cli_apply_test_timing (G_OBJECT (x.play.host));
  x.play.xmpp = TRUE;
  ft_cli_net_init (&x.play, "fourteen-cli host");
  ft_cli_net_follow_host (&x.play);
  if (!start_account (&x))
    {
      finish (&x);
      return 2;
    }
  x.xhost = ft_xmpp_host_new (x.session, x.roster, x.play.host, x.friend_jid);
  g_signal_connect (x.xhost, "declined", G_CALLBACK (declined_cb), &x);
  ft_xmpp_host_keep (x.xhost, keep_path);
  x.keep_path = keep_path;
  if (x.resource != NULL)
    {
      /* The player's program, still there or restarted, hears the host is
       * back. */
      ft_xmpp_host_call_back (x.xhost, saved->peer);
      ft_cli_net_show_resumed_host (&x.play);
      return finish (&x);
    }
  ft_xmpp_host_invite (x.xhost);
  ft_cli_net_say ("inviting %s to a game of %s; you play %s; waiting for the answer", x.friend_jid,
                  kind_words (setup),
                  setup->game == FT_GAME_KIND_CHECKERS ? (setup->human_colour == FT_WHITE ? "fire" : "water")
                                                       : ft_colour_name (setup->human_colour));
  return finish (&x);
}

/* ---- join --xmpp ----------------------------------------------------------------------- */

#define JOIN_XMPP_USAGE "Usage: fourteen-cli join --xmpp JID [--from FRIEND_JID] [--name NAME] " \
                        "[--password-file FILE] [--xmpp-server HOST[:PORT]] [--xmpp-ca FILE]\n"

/* "standard chess, 180+2; you play black". */
static char *
describe_invite (const FtXmppInvite *invite)
{
  const FtNetMessage *setup = &invite->setup;
  const char *kind;
  g_autofree char *clock = NULL;
  gboolean checkers = setup->game == FT_GAME_KIND_CHECKERS;

  if (checkers)
    kind = setup->checkers_rules == FT_CHECKERS_RULES_ENGLISH ? "English draughts" : "checkers with bombs and shields";
  else
    kind = setup->rules == FT_RULES_FOURTEEN ? "Fourteen" : "standard chess";
  if (setup->clock == FT_NET_CLOCK_UNTIMED)
    clock = g_strdup ("untimed");
  else
    clock = g_strdup_printf ("%" G_GINT64_FORMAT "+%" G_GINT64_FORMAT " s", setup->start_ms[invite->colour] / 1000,
                             setup->increment_ms[invite->colour] / 1000);
  return g_strdup_printf ("%s, %s; you play %s", kind, clock,
                          checkers ? (invite->colour == FT_WHITE ? "fire" : "water") : ft_colour_name (invite->colour));
}

static void
accept_invite (XmppPlay *x, const char *from, const FtXmppInvite *invite)
{
  g_autofree char *words = describe_invite (invite);
  g_autofree char *keep_path = ft_xmpp_saved_game_path (x->account, "guest");

  ft_cli_net_say ("invitation from %s: %s", from, words);
  ft_cli_net_say ("accepting");
  x->play.client = ft_xmpp_guest_join (x->guest, from, invite->code, FALSE, x->name);
  ft_xmpp_guest_keep (x->guest, keep_path);
  ft_cli_apply_test_timing (G_OBJECT (x->play.client));
  ft_cli_net_follow_client (&x->play);
  ft_network_client_connect (x->play.client);
}

static void
keep_for_decline (XmppPlay *x, const char *from, const FtXmppInvite *invite)
{
  g_free (x->last_request_host);
  x->last_request_host = g_strdup (from);
  g_strlcpy (x->last_request_code, invite->code, sizeof x->last_request_code);
}

static void
invited_cb (FtXmppGuest *guest G_GNUC_UNUSED, const char *from, gpointer data, gpointer user_data)
{
  XmppPlay *x = user_data;
  const FtXmppInvite *invite = data;

  if (x->play.client != NULL)
    ft_cli_net_say ("invitation from %s while in a game: left unanswered", from);
  else if (x->friend_jid != NULL && !ft_xmpp_jid_same_bare (from, x->friend_jid))
    {
      ft_cli_net_say ("invitation from %s, not from %s: left unanswered (decline answers it)", from, x->friend_jid);
      keep_for_decline (x, from, invite);
    }
  else
    accept_invite (x, from, invite);
}

static void
request_cb (FtXmppGuest *guest G_GNUC_UNUSED, const char *from, gpointer data, gpointer user_data)
{
  XmppPlay *x = user_data;
  const FtXmppInvite *invite = data;
  g_autofree char *bare = ft_xmpp_jid_bare (from);

  /* Someone not in the contact list: only the friend named on the command
   * line is taken. */
  if (x->play.client == NULL && x->friend_jid != NULL && ft_xmpp_jid_same_bare (from, x->friend_jid))
    {
      accept_invite (x, from, invite);
      return;
    }
  ft_cli_net_say ("request from %s (not a contact): ignored; join --from %s accepts it, ignore %s ignores that "
                  "account for good, decline answers no", from, bare, bare);
  keep_for_decline (x, from, invite);
}

static void
cancelled_cb (FtXmppGuest *guest G_GNUC_UNUSED, const char *from, const char *code G_GNUC_UNUSED,
              gpointer user_data G_GNUC_UNUSED)
{
  ft_cli_net_say ("%s withdrew an invitation", from);
}

/* `ignore JID` and `decline` while waiting. */
static gboolean
join_command (FtCliNetPlay *play G_GNUC_UNUSED, char **words, gpointer data)
{
  XmppPlay *x = data;
  g_autoptr (GError) error = NULL;

  if (strcmp (words[0], "ignore") == 0 && words[1] != NULL)
    {
      if (!ft_xmpp_ignore_list_add (x->ignored, words[1], &error))
        ft_cli_net_say ("error: %s", error->message);
      else
        ft_cli_net_say ("invitations from %s are ignored from now on", words[1]);
      return TRUE;
    }
  if (strcmp (words[0], "decline") == 0 && x->play.client == NULL)
    {
      if (x->last_request_host == NULL)
        ft_cli_net_say ("error: no invitation to decline");
      else
        {
          ft_xmpp_guest_decline (x->guest, x->last_request_host, x->last_request_code);
          ft_cli_net_say ("declined the invitation of %s", x->last_request_host);
          g_clear_pointer (&x->last_request_host, g_free);
        }
      return TRUE;
    }
  return FALSE;
}

int
ft_cli_join_xmpp (int argc, char **argv)
{
  g_autofree char *ignore_path = ft_xmpp_ignore_list_default_path ();
  g_autofree char *keep_path = NULL;
  g_autoptr (FtXmppSavedGame) saved = NULL;
  XmppPlay x = { 0 };

  x.command = "join";
  x.name = "Guest";
  for (int i = 1; i < argc; i += 2)
    {
      const char *value = i + 1 < argc ? argv[i + 1] : NULL;

      if (value != NULL && common_option (&x, argv[i], value))
        continue;
      if (value != NULL && strcmp (argv[i], "--from") == 0)
        x.friend_jid = value;
      else
        {
          fprintf (stderr, JOIN_XMPP_USAGE);
          return 2;
        }
    }
  if (x.account == NULL)
    {
      fprintf (stderr, JOIN_XMPP_USAGE);
      return 2;
    }
  if (x.friend_jid != NULL && !check_friend (&x, "--from"))
    return 2;
  keep_path = ft_xmpp_saved_game_path (x.account, "guest");
  saved = kept_game (&x, keep_path, "guest");
  if (saved != NULL)
    x.resource = saved->resource;
  x.play.xmpp = TRUE;
  x.play.extra_command = join_command;
  x.play.extra_data = &x;
  ft_cli_net_init (&x.play, "fourteen-cli join");
  if (!start_account (&x))
    {
      finish (&x);
      return 2;
    }
  x.ignored = ft_xmpp_ignore_list_new (ignore_path);
  x.guest = ft_xmpp_guest_new (x.session, x.roster, x.ignored);
  g_signal_connect (x.guest, "invited", G_CALLBACK (invited_cb), &x);
  g_signal_connect (x.guest, "request", G_CALLBACK (request_cb), &x);
  g_signal_connect (x.guest, "cancelled", G_CALLBACK (cancelled_cb), &x);
  if (saved != NULL)
    {
      g_auto (GStrv) moves = ft_xmpp_saved_game_get_moves (saved);

      ft_cli_net_say ("resuming the game with %s from its autosave (%u moves)", saved->peer, g_strv_length (moves));
      x.play.client = ft_xmpp_guest_rejoin (x.guest, saved, x.name);
      ft_xmpp_guest_keep (x.guest, keep_path);
      ft_cli_apply_test_timing (G_OBJECT (x.play.client));
      ft_cli_net_follow_client (&x.play);
      ft_network_client_connect (x.play.client);
      return finish (&x);
    }
  ft_cli_net_say ("waiting for an invitation%s%s", x.friend_jid != NULL ? " from " : "",
                  x.friend_jid != NULL ? x.friend_jid : "");
  return finish (&x);
}

/* ---- watch --xmpp ---------------------------------------------------------------------- */

#define WATCH_USAGE "Usage: fourteen-cli watch --xmpp JID --game-of PLAYER_JID [--name NAME] " \
                    "[--password-file FILE] [--xmpp-server HOST[:PORT]] [--xmpp-ca FILE]\n"

static void
found_cb (FtXmppGuest *guest, const char *host, const char *code, const GError *error, gpointer user_data)
{
  XmppPlay *x = user_data;

  if (error != NULL)
    {
      fprintf (stderr, "fourteen-cli watch: %s\n", error->message);
      ft_cli_net_quit (&x->play, 1);
      return;
    }
  ft_cli_net_say ("the game of %s is hosted by %s", x->friend_jid, host);
  x->play.client = ft_xmpp_guest_join (guest, host, code, TRUE, x->name);
  ft_cli_apply_test_timing (G_OBJECT (x->play.client));
  ft_cli_net_follow_client (&x->play);
  ft_network_client_connect (x->play.client);
}

static void
watch_online_cb (FtXmppSession *session G_GNUC_UNUSED, gboolean resumed G_GNUC_UNUSED, gpointer user_data)
{
  XmppPlay *x = user_data;

  g_signal_handlers_disconnect_by_func (x->session, watch_online_cb, x);
  ft_xmpp_guest_find_game (x->guest, x->friend_jid, found_cb, x);
}

int
ft_cli_watch (int argc, char **argv)
{
  XmppPlay x = { 0 };

  x.command = "watch";
  x.name = "Spectator";
  for (int i = 1; i < argc; i += 2)
    {
      const char *value = i + 1 < argc ? argv[i + 1] : NULL;

      if (value != NULL && common_option (&x, argv[i], value))
        continue;
      if (value != NULL && strcmp (argv[i], "--game-of") == 0)
        x.friend_jid = value;
      else
        {
          fprintf (stderr, WATCH_USAGE);
          return 2;
        }
    }
  if (x.account == NULL || x.friend_jid == NULL)
    {
      fprintf (stderr, WATCH_USAGE);
      return 2;
    }
  if (!check_friend (&x, "--game-of"))
    return 2;
  x.play.xmpp = TRUE;
  ft_cli_net_init (&x.play, "fourteen-cli watch");
  if (!start_account (&x))
    {
      finish (&x);
      return 2;
    }
  x.ignored = ft_xmpp_ignore_list_new (NULL);
  x.guest = ft_xmpp_guest_new (x.session, x.roster, x.ignored);
  g_signal_connect (x.session, "online", G_CALLBACK (watch_online_cb), &x);
  return finish (&x);
}
