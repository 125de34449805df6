/* ft-net-security.c — see ft-net-security.h. */
/* open() flags, getrandom() and fstat() are outside strict C11. */
#define _DEFAULT_SOURCE
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/random.h>
#endif

#include "ft-net-security.h"

/* An address quiet this long is forgotten; at most this many are kept. */
#define FORGET_AFTER_US (10 * 60 * G_USEC_PER_SEC)
#define MAX_ADDRESSES 4096

typedef struct
{
  guint failures;
  gint64 last_failure;  /* monotonic µs */
  gint64 blocked_until; /* monotonic µs */
} Attempts;

struct _FtNetGuard
{
  GHashTable *addresses; /* char * → Attempts */
  double global_budget;
  gint64 global_time;
  guint global_blocks;   /* consecutive global waits (for the doubling) */
  gint64 global_blocked_until;
};

/* ---- Secrets ---------------------------------------------------------------- */

static gboolean
read_urandom (guint8 *out, gsize len)
{
  int fd = open ("/dev/urandom", O_RDONLY | O_CLOEXEC);
  gsize done = 0;

  if (fd < 0)
    return FALSE;
  while (done < len)
    {
      gssize n = read (fd, out + done, len - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break;
      done += n;
    }
  close (fd);
  return done == len;
}

void
ft_net_random_bytes (guint8 *out, gsize len)
{
  gsize done = 0;

#ifdef __linux__
  while (done < len)
    {
      gssize n = getrandom (out + done, len - done, 0);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break;
      done += n;
    }
#endif
  if (done < len && !read_urandom (out + done, len - done))
    g_error ("No secure random source (getrandom, /dev/urandom): cannot make a game code");
}

void
ft_net_random_code_of_length (char *out, guint length)
{
  const guint n = sizeof FT_NET_CODE_ALPHABET - 1;
  /* Bytes at or above the largest multiple of n would favour the first
   * letters: they are drawn again. */
  const guint limit = 256 / n * n;
  guint filled = 0;

  g_return_if_fail (length >= FT_NET_MIN_CODE && length <= FT_NET_MAX_CODE);

  while (filled < length)
    {
      guint8 bytes[16];

      ft_net_random_bytes (bytes, sizeof bytes);
      for (gsize i = 0; i < sizeof bytes && filled < length; i++)
        if (bytes[i] < limit)
          out[filled++] = FT_NET_CODE_ALPHABET[bytes[i] % n];
    }
  out[length] = '\0';
}

void
ft_net_random_code (char out[FT_NET_CODE_LENGTH + 1])
{
  ft_net_random_code_of_length (out, FT_NET_CODE_LENGTH);
}

void
ft_net_random_token (char out[FT_NET_TOKEN_LENGTH + 1])
{
  guint8 bytes[FT_NET_TOKEN_LENGTH / 2];

  ft_net_random_bytes (bytes, sizeof bytes);
  for (gsize i = 0; i < sizeof bytes; i++)
    {
      out[2 * i] = "0123456789abcdef"[bytes[i] >> 4];
      out[2 * i + 1] = "0123456789abcdef"[bytes[i] & 15];
    }
  out[FT_NET_TOKEN_LENGTH] = '\0';
}

/* ---- Guessing --------------------------------------------------------------- */

FtNetGuard *
ft_net_guard_new (void)
{
  FtNetGuard *guard = g_new0 (FtNetGuard, 1);

  guard->addresses = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  guard->global_budget = FT_NET_GUARD_GLOBAL_BURST;
  return guard;
}

void
ft_net_guard_free (FtNetGuard *guard)
{
  if (guard == NULL)
    return;
  g_hash_table_unref (guard->addresses);
  g_free (guard);
}

/* 1 s, 2 s, 4 s … up to the longest wait, for the nth wait (0-based). */
static gint64
wait_us (guint nth)
{
  gint64 ms = nth >= 16 ? FT_NET_GUARD_MAX_WAIT_MS : MIN ((gint64) 1000 << nth, FT_NET_GUARD_MAX_WAIT_MS);

  return ms * 1000;
}

/* The global budget grows a guess a second, but not during a wait: after
 * one, the next wrong code makes the next wait twice as long. */
static void
refill_global (FtNetGuard *guard, gint64 now)
{
  if (guard->global_time == 0)
    guard->global_time = now;
  if (now <= guard->global_time)
    return;
  guard->global_budget = MIN ((double) FT_NET_GUARD_GLOBAL_BURST,
                              guard->global_budget + (double) (now - guard->global_time) / G_USEC_PER_SEC);
  guard->global_time = now;
  /* A full budget again: the attack is over, the waits start short. */
  if (guard->global_budget >= FT_NET_GUARD_GLOBAL_BURST && now >= guard->global_blocked_until)
    guard->global_blocks = 0;
}

gboolean
ft_net_guard_may_try (FtNetGuard *guard, const char *address, gint64 now_us, gint64 *wait_ms)
{
  Attempts *attempts;
  gint64 until = 0;

  g_return_val_if_fail (guard != NULL && address != NULL, FALSE);

  refill_global (guard, now_us);
  if (now_us < guard->global_blocked_until)
    until = guard->global_blocked_until;
  attempts = g_hash_table_lookup (guard->addresses, address);
  if (attempts != NULL && now_us < attempts->blocked_until)
    until = MAX (until, attempts->blocked_until);
  if (until == 0)
    return TRUE;
  if (wait_ms != NULL)
    *wait_ms = (until - now_us + 999) / 1000;
  return FALSE;
}

static void
forget_quiet_addresses (FtNetGuard *guard, gint64 now)
{
  GHashTableIter iter;
  Attempts *attempts;

  g_hash_table_iter_init (&iter, guard->addresses);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &attempts))
    if (now - attempts->last_failure > FORGET_AFTER_US && now >= attempts->blocked_until)
      g_hash_table_iter_remove (&iter);
}

void
ft_net_guard_failed (FtNetGuard *guard, const char *address, gint64 now_us)
{
  Attempts *attempts;

  g_return_if_fail (guard != NULL && address != NULL);

  refill_global (guard, now_us);
  guard->global_budget -= 1.0;
  if (guard->global_budget < 1.0)
    {
      /* Too many wrong codes from everywhere: nobody tries for a while. */
      guard->global_blocked_until = now_us + wait_us (guard->global_blocks++);
      guard->global_budget = 0.0;
      guard->global_time = guard->global_blocked_until;
    }

  attempts = g_hash_table_lookup (guard->addresses, address);
  if (attempts != NULL && now_us - attempts->last_failure > FORGET_AFTER_US)
    attempts->failures = 0;
  if (attempts == NULL)
    {
      if (g_hash_table_size (guard->addresses) >= MAX_ADDRESSES)
        forget_quiet_addresses (guard, now_us);
      /* Still full: the global limit alone holds this address back. */
      if (g_hash_table_size (guard->addresses) >= MAX_ADDRESSES)
        return;
      attempts = g_new0 (Attempts, 1);
      g_hash_table_insert (guard->addresses, g_strdup (address), attempts);
    }
  attempts->failures++;
  attempts->last_failure = now_us;
  if (attempts->failures >= FT_NET_GUARD_FREE_TRIES)
    attempts->blocked_until = now_us + wait_us (attempts->failures - FT_NET_GUARD_FREE_TRIES);
}

void
ft_net_guard_succeeded (FtNetGuard *guard, const char *address)
{
  g_return_if_fail (guard != NULL && address != NULL);
  g_hash_table_remove (guard->addresses, address);
}

guint
ft_net_guard_get_n_addresses (FtNetGuard *guard)
{
  g_return_val_if_fail (guard != NULL, 0);
  return g_hash_table_size (guard->addresses);
}
