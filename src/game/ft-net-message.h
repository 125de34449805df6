/* ft-net-message.h — the messages of the network protocol (docs/network.md)
 * as plain structs, and the pure functions that read and write one line.
 *
 * Nothing here touches a socket or a game: the parser only checks syntax and
 * ranges (a move is "letter digits letter digits [promotion]", a FEN is at
 * most a line long); what a move or FEN means is the engine's business.
 */
#pragma once

#include <glib.h>

#include "ft-types.h"

G_BEGIN_DECLS

#define FT_NET_PROTOCOL_VERSION 1
/* The longest line, newline included. */
#define FT_NET_MAX_LINE 4096
#define FT_NET_MAX_NAME 32
#define FT_NET_TOKEN_LENGTH 32
#define FT_NET_MIN_CODE 4
#define FT_NET_MAX_CODE 16
#define FT_NET_DEFAULT_PORT 41414

typedef enum {
  FT_NET_HELLO = 1,
  FT_NET_WELCOME,
  FT_NET_SETUP,
  FT_NET_MOVE,
  FT_NET_SYNC,
  FT_NET_RESULT,
  FT_NET_RESIGN,
  FT_NET_OFFER,
  FT_NET_ACCEPT,
  FT_NET_DECLINE,
  FT_NET_UNDO,
  FT_NET_SELECT,
  FT_NET_DRAG,
  FT_NET_PRESENCE,
  FT_NET_ERROR,
  FT_NET_BYE,
} FtNetMessageKind;

typedef enum {
  FT_NET_ROLE_PLAYER = 0,
  FT_NET_ROLE_WATCH,
} FtNetRole;

typedef enum {
  FT_NET_OFFER_DRAW = 0,
  FT_NET_OFFER_TAKEBACK,
  FT_NET_OFFER_REMATCH,
} FtNetOffer;

/* What a SETUP says about the clocks. */
typedef enum {
  FT_NET_CLOCK_FISCHER = 0,
  FT_NET_CLOCK_UNTIMED,
} FtNetClock;

/* -1 in a side field: none given. */
#define FT_NET_NO_SIDE (-1)

typedef struct {
  FtNetMessageKind kind;

  /* HELLO, WELCOME */
  int version;
  char code[FT_NET_MAX_CODE + 1];
  FtNetRole role;
  char token[FT_NET_TOKEN_LENGTH + 1]; /* "" when absent */
  char name[FT_NET_MAX_NAME + 1];      /* "" when absent */
  /* WELCOME colour; SELECT and DRAG side; RESULT winner (FT_NET_NO_SIDE:
   * a draw) */
  int side;

  /* SETUP */
  FtRules rules;
  FtNetClock clock;
  gint64 start_ms[2], increment_ms[2];
  char fen[FT_NET_MAX_LINE]; /* with spaces, as the FEN reader wants it */
  gboolean promotion_choice; /* promotion=choose (Fourteen rules) */
  char names[2][FT_NET_MAX_NAME + 1];

  /* MOVE, SYNC, UNDO */
  char move[16];     /* MOVE: "e2e4", "e7e8q" */
  gint64 ply;        /* -1 when absent (only MOVE may leave it out) */
  gint64 clock_ms[2]; /* -1 when absent; untimed clocks send -1 too */

  /* RESULT */
  FtResult result;
  FtResultReason reason;

  /* OFFER, ACCEPT, DECLINE */
  FtNetOffer offer;

  /* SELECT (file/rank -1: none), DRAG (has_point FALSE: the drag ended) */
  int file, rank;
  gboolean has_point;
  double x, y;

  /* PRESENCE */
  gboolean away;

  /* ERROR: its code ("illegal") and text */
  char error[16];
  char text[512];
} FtNetMessage;

/* FT_NET_ERROR domain codes of the parser. */
#define FT_NET_ERROR_DOMAIN (ft_net_error_quark ())
GQuark ft_net_error_quark (void);
typedef enum {
  FT_NET_ERROR_MALFORMED,
} FtNetErrorCode;

/* An empty message of `kind` (every optional field "absent"). */
void ft_net_message_init (FtNetMessage *msg, FtNetMessageKind kind);

/* Parse one line (len bytes, without or with its "\n" / "\r\n"; NULs and
 * other control characters are malformed). FALSE with FT_NET_ERROR_MALFORMED
 * and a message naming the problem and its 1-based column. Never reads past
 * len, allocates only the error. */
gboolean ft_net_message_parse (const char *line, gsize len, FtNetMessage *out, GError **error);

/* The line for msg, without the newline. msg must be valid (as the parser
 * gives); names and texts are cleaned (spaces → '_'; texts cut). */
char *ft_net_message_to_line (const FtNetMessage *msg);

/* Names of the enums as written on the wire. */
const char *ft_net_offer_name (FtNetOffer offer);
const char *ft_net_reason_name (FtResultReason reason);

/* Put `name` in the form the protocol allows: spaces and control characters
 * become '_', at most FT_NET_MAX_NAME bytes of valid UTF-8. */
void ft_net_clean_name (const char *name, char out[FT_NET_MAX_NAME + 1]);

G_END_DECLS
