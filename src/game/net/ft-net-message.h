/* ft-net-message.h — the messages of the network protocol (docs/network.md)
 * as plain structs, and the pure functions that read (ft-net-message.c)
 * and write (ft-net-message-write.c) one line.
 *
 * Nothing here touches a socket or a game: the parser only checks syntax and
 * ranges (a move is a word of the game's text notation, a FEN is at most a
 * line long); what a move or FEN means is the rules' business.
 */
#pragma once

#include <glib.h>

#include "ft-checkers.h"
#include "ft-game-types.h"
#include "ft-types.h"

G_BEGIN_DECLS

/* 2: PING/PONG, MOVES, the final clocks in RESULT. 3: CHAT. A host
 * speaks to clients of FT_NET_MIN_PROTOCOL_VERSION and later (sending a
 * message only to those that know it). */
#define FT_NET_PROTOCOL_VERSION 3
#define FT_NET_MIN_PROTOCOL_VERSION 2
/* The version that brought CHAT. */
#define FT_NET_CHAT_VERSION 3
/* The longest line, newline included. */
#define FT_NET_MAX_LINE 4096
#define FT_NET_MAX_NAME 32
#define FT_NET_TOKEN_LENGTH 32
#define FT_NET_MIN_CODE 4
#define FT_NET_MAX_CODE 16
#define FT_NET_DEFAULT_PORT 41414
/* A move in the game's text notation ("e2e4", "e7e8q"; checkers' "11x18"):
 * at most this many bytes of lowercase letters, digits and '-'. */
#define FT_NET_MAX_MOVE 31
/* A chat message: at most this many bytes of UTF-8 text on one line. */
#define FT_NET_MAX_CHAT 300

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
  FT_NET_PING,
  FT_NET_PONG,
  FT_NET_MOVES,
  FT_NET_CHAT,
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

  /* SETUP: the game (game=chess|checkers; chess when absent), chess's
   * rules, or checkers' variant (rules=bombs|english) and turn end */
  FtGameKind game;
  FtRules rules;
  FtCheckersRules checkers_rules;
  FtCheckersTurnEnd turn_end;
  FtNetClock clock;
  gint64 start_ms[2], increment_ms[2];
  char fen[FT_NET_MAX_LINE]; /* with spaces, as the FEN reader wants it; checkers: PDN's */
  gboolean promotion_choice; /* promotion=choose (Fourteen rules) */
  char names[2][FT_NET_MAX_NAME + 1];

  /* MOVE, MOVES, SYNC, UNDO; RESULT's clocks */
  char move[FT_NET_MAX_MOVE + 1]; /* MOVE: "e2e4", "e7e8q" */
  gint64 ply;        /* -1 when absent; MOVES: the ply of its first move */
  gint64 clock_ms[2]; /* -1 when absent; untimed clocks send -1 too */
  /* MOVES: the moves, separated by ',' (ft_net_message_add_move()) */
  char moves[FT_NET_MAX_LINE];
  guint n_moves;

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

  /* ERROR: its code ("illegal") and text; CHAT: the text */
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

/* Is text a move as the protocol writes one (1 to FT_NET_MAX_MOVE bytes of
 * lowercase letters, digits and '-')? What it means is for the rules. */
gboolean ft_net_move_text_is_valid (const char *text, gsize len);
/* Append a move to a MOVES message; FALSE (msg unchanged) when its line
 * would be too long: send it and start the next at the following ply. */
gboolean ft_net_message_add_move (FtNetMessage *msg, const char *move);

/* Names of the enums as written on the wire. */
const char *ft_net_message_verb (FtNetMessageKind kind);
const char *ft_net_offer_name (FtNetOffer offer);
const char *ft_net_reason_name (FtResultReason reason);

/* Put `name` in the form the protocol allows: spaces and control characters
 * become '_', at most FT_NET_MAX_NAME bytes of valid UTF-8. */
void ft_net_clean_name (const char *name, char out[FT_NET_MAX_NAME + 1]);

G_END_DECLS
