/* ft-net-security.h — the secrets of a network game and the limits on
 * guessing them (docs/network.md#threats-and-limits).
 *
 * The game code and the seat tokens come from the operating system's
 * secure random source (getrandom). An FtNetGuard counts wrong codes per
 * address and for the whole host: a few tries are free, then the address
 * (or, under a spread-out attack, every address) must wait, twice as long
 * after each further failure, up to a minute. Time is passed in, so the
 * rules are tested without waiting.
 */
#pragma once

#include <glib.h>

#include "ft-net-message.h"

G_BEGIN_DECLS

/* 8 characters of 29: about 39 bits. */
#define FT_NET_CODE_LENGTH 8
/* Unambiguous letters and digits (no 0/O, 1/I/L, 5/S). */
#define FT_NET_CODE_ALPHABET "ABCDEFGHJKMNPQRTUVWXYZ2346789"

/* Wrong codes an address may try before it must wait. */
#define FT_NET_GUARD_FREE_TRIES 3
/* Wrong codes from all addresses together: a burst, then one a second;
 * beyond, everyone waits, and a wrong code right after a wait doubles the
 * next (a guess a minute under a sustained attack). */
#define FT_NET_GUARD_GLOBAL_BURST 20
/* The longest wait (the waits double from one second up to it). */
#define FT_NET_GUARD_MAX_WAIT_MS 60000

/* len bytes from the secure random source; aborts if there is none (a game
 * must not run on guessable secrets). */
void ft_net_random_bytes (guint8 *out, gsize len);
void ft_net_random_code (char out[FT_NET_CODE_LENGTH + 1]);
/* A code of `length` characters (FT_NET_MIN_CODE … FT_NET_MAX_CODE) of the
 * same alphabet; out holds length + 1 bytes. */
void ft_net_random_code_of_length (char *out, guint length);
/* 32 lowercase hexadecimal digits (128 bits). */
void ft_net_random_token (char out[FT_NET_TOKEN_LENGTH + 1]);

typedef struct _FtNetGuard FtNetGuard;

FtNetGuard *ft_net_guard_new (void);
void ft_net_guard_free (FtNetGuard *guard);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (FtNetGuard, ft_net_guard_free)

/* May `address` (an IP address as text) try a code at now_us (monotonic
 * µs)? FALSE with the milliseconds it must still wait. */
gboolean ft_net_guard_may_try (FtNetGuard *guard, const char *address, gint64 now_us,
                               gint64 *wait_ms);
/* A wrong code from address. */
void ft_net_guard_failed (FtNetGuard *guard, const char *address, gint64 now_us);
/* The right code: the address starts afresh. */
void ft_net_guard_succeeded (FtNetGuard *guard, const char *address);
/* Addresses remembered (they are forgotten after a quiet while). */
guint ft_net_guard_get_n_addresses (FtNetGuard *guard);

G_END_DECLS
