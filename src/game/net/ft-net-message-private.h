/* ft-net-message-private.h — what the protocol's reader shares between
 * its files: a line cut into tokens (ft-net-message-tokens.c) and the
 * messages read from them (ft-net-message.c). */
#pragma once

#include "ft-net-message.h"

G_BEGIN_DECLS

#define MAX_TOKENS 24
typedef struct {
  const char *start;
  gsize len;
  gsize column; /* 1-based */
  const char *value; /* after '=' for key=value tokens, else NULL */
  gsize value_len;
} Token;

typedef struct {
  Token tokens[MAX_TOKENS];
  guint n_tokens;
  guint n_positional; /* tokens before the first key=value, the verb included */
  const char *rest;    /* ERROR, CHAT: the free text after the code, the verb */
  gsize rest_len;
} Tokens;


/* FALSE with FT_NET_ERROR_MALFORMED: "column N: text". */
gboolean _ft_net_fail (GError **error, gsize column, const char *format, ...) G_GNUC_PRINTF (3, 4);
/* A positional token that is exactly word. */
gboolean _ft_net_token_is (const Token *token, const char *word);
/* A key=value token whose value is exactly word. */
gboolean _ft_net_value_is (const Token *token, const char *word);
/* The key=value token with this key, or NULL. */
const Token *_ft_net_find_field (const Tokens *t, const char *key);
/* The line (checked: its length, no control character, valid UTF-8) cut
 * into tokens; the text after ERROR's code and CHAT is kept whole. */
gboolean _ft_net_tokenize (const char *line, gsize len, Tokens *t, GError **error);

G_END_DECLS
