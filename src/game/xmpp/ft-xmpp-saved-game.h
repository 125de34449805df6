/* ft-xmpp-saved-game.h — a game over XMPP kept on disk while it is played,
 * so that either program, restarted, offers it again
 * (docs/network.md#resuming-after-a-restart): one small key file an
 * account and a role ("host" or "guest") in the user's data folder, mode
 * 0600 (the code and the token are secrets), written whole and renamed
 * into place after every move, read as a regular file of bounded size with
 * every field checked, forgotten when the game ends.
 *
 * A host keeps the game's record (its PGN or PDN: start, rules, moves,
 * clocks) and the clocks of the moment; a guest keeps its moves as the
 * protocol writes them, to compare with the host's
 * (ft_network_client_set_expected_moves()).
 */
#pragma once

#include <glib.h>

#include "ft-game-types.h"
#include "ft-net-message.h"

G_BEGIN_DECLS

/* The file is at most this large (a record of a very long game). */
#define FT_XMPP_SAVED_GAME_MAX_SIZE (2 * 1024 * 1024)

typedef struct
{
  char *account;   /* ours, bare */
  char *resource;  /* ours, taken again: the server replaces the old session */
  char *peer;      /* the other side's full JID (the host, or the player) */
  char *friend_jid; /* host: the invited account (bare) */
  char code[FT_NET_MAX_CODE + 1];
  char token[FT_NET_TOKEN_LENGTH + 1]; /* "" before the player joined */
  char *peer_name;
  int colour;       /* ours (-1: a spectator) */
  char *record;     /* host: the game's record text; guest: moves "e2e4,e7e5" */
  gint64 clock_ms[2];
  gint64 saved_at;  /* real time, µs */
} FtXmppSavedGame;

FtXmppSavedGame *ft_xmpp_saved_game_new (void);
void ft_xmpp_saved_game_free (FtXmppSavedGame *saved);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtXmppSavedGame, ft_xmpp_saved_game_free)

/* $XDG_DATA_HOME/fourteen/xmpp-ROLE-ACCOUNT.ini */
char *ft_xmpp_saved_game_path (const char *account, const char *role);
/* NULL without an error: none is kept. NULL with an error naming the file
 * and the problem: it cannot be used (and is left as it is). */
FtXmppSavedGame *ft_xmpp_saved_game_load (const char *path, GError **error);
gboolean ft_xmpp_saved_game_save (const FtXmppSavedGame *saved, const char *path, GError **error);
void ft_xmpp_saved_game_forget (const char *path);

/* The guest's moves, in order (NULL-terminated; none: empty). */
GStrv ft_xmpp_saved_game_get_moves (const FtXmppSavedGame *saved);

G_END_DECLS
