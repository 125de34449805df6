/* ft-net-seat.h — a player's seat in a network game, kept on disk so that a
 * window closed or crashed mid-game can take it back at the next start
 * (docs/network.md#rejoining): the host's address, the game code and the
 * seat token the host gave. A small key file beside the autosave.
 *
 * Reading is defensive: a regular file only, at most FT_NET_SEAT_MAX_BYTES,
 * valid UTF-8, every field checked; anything else is an error naming the
 * file and the problem.
 */
#pragma once

#include <glib.h>

#include "ft-net-message.h"

G_BEGIN_DECLS

#define FT_NET_SEAT_MAX_BYTES 4096
#define FT_NET_SEAT_MAX_ADDRESS 255

typedef struct
{
  char *address; /* "host", "host:port" */
  char code[FT_NET_MAX_CODE + 1];
  char token[FT_NET_TOKEN_LENGTH + 1];
} FtNetSeat;

FtNetSeat *ft_net_seat_new (const char *address, const char *code, const char *token);
void ft_net_seat_free (FtNetSeat *seat);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtNetSeat, ft_net_seat_free)

/* The seat's file beside an autosave file: "DIR/network-seat.ini". */
char *ft_net_seat_path_beside (const char *autosave_path);

/* NULL with G_FILE_ERROR_NOENT when there is none; NULL with another error
 * for a file that is not a seat. */
FtNetSeat *ft_net_seat_load (const char *path, GError **error);
/* Written whole (a temporary file renamed over the old one), mode 0600:
 * the token is a secret. */
gboolean ft_net_seat_save (const FtNetSeat *seat, const char *path, GError **error);
/* The seat is given up (the game ended, the host left or refused it). */
void ft_net_seat_forget (const char *path);

G_END_DECLS
