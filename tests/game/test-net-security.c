/* test-net-security.c — issue 20 item 16: the game code and tokens from
 * the secure random source, and the limits on wrong codes (per address and
 * in all, with doubling waits), with the time passed in (no waiting); and
 * the stored seat that a restarted window rejoins with (item 12). */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ft-net-seat.h"
#include "ft-net-security.h"

#define S ((gint64) G_USEC_PER_SEC)

/* Item 16: 8 characters of the unambiguous alphabet (about 39 bits), all
 * characters used, codes different. */
static void
test_item16_code (void)
{
  g_autoptr (GHashTable) codes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint seen[256] = { 0 };

  for (int i = 0; i < 2000; i++)
    {
      char code[FT_NET_CODE_LENGTH + 1];

      ft_net_random_code (code);
      g_assert_cmpuint (strlen (code), ==, FT_NET_CODE_LENGTH);
      for (int j = 0; j < FT_NET_CODE_LENGTH; j++)
        {
          g_assert_nonnull (strchr (FT_NET_CODE_ALPHABET, code[j]));
          seen[(guchar) code[j]]++;
        }
      g_hash_table_add (codes, g_strdup (code));
    }
  g_assert_cmpuint (g_hash_table_size (codes), ==, 2000);
  /* 16,000 characters over 29 letters: each about 552 times. */
  for (const char *c = FT_NET_CODE_ALPHABET; *c != '\0'; c++)
    g_assert_cmpuint (seen[(guchar) *c], >, 400);
}

static void
test_item16_token (void)
{
  char a[FT_NET_TOKEN_LENGTH + 1], b[FT_NET_TOKEN_LENGTH + 1];

  ft_net_random_token (a);
  ft_net_random_token (b);
  g_assert_cmpuint (strlen (a), ==, 32);
  g_assert_cmpuint (strspn (a, "0123456789abcdef"), ==, 32);
  g_assert_cmpstr (a, !=, b);
}

/* Item 16: an address has three free tries, then waits 1 s, 2 s, 4 s …
 * up to a minute; the right code clears it; other addresses are not held
 * back by one. */
static void
test_item16_per_address (void)
{
  g_autoptr (FtNetGuard) guard = ft_net_guard_new ();
  gint64 now = 1000 * S, wait = 0;

  for (int i = 0; i < FT_NET_GUARD_FREE_TRIES - 1; i++)
    {
      g_assert_true (ft_net_guard_may_try (guard, "10.0.0.9", now, &wait));
      ft_net_guard_failed (guard, "10.0.0.9", now);
    }
  g_assert_true (ft_net_guard_may_try (guard, "10.0.0.9", now, &wait));
  ft_net_guard_failed (guard, "10.0.0.9", now);
  g_assert_false (ft_net_guard_may_try (guard, "10.0.0.9", now, &wait));
  g_assert_cmpint (wait, ==, 1000);
  g_assert_true (ft_net_guard_may_try (guard, "10.0.0.7", now, NULL));
  g_assert_true (ft_net_guard_may_try (guard, "10.0.0.9", now + 1 * S, NULL));
  ft_net_guard_failed (guard, "10.0.0.9", now + 1 * S);
  g_assert_false (ft_net_guard_may_try (guard, "10.0.0.9", now + 2 * S, &wait));
  g_assert_cmpint (wait, ==, 1000); /* 2 s from its fourth failure */
  now += 3 * S;
  for (int i = 0; i < 10; i++)
    {
      g_assert_true (ft_net_guard_may_try (guard, "10.0.0.9", now, NULL));
      ft_net_guard_failed (guard, "10.0.0.9", now);
      ft_net_guard_may_try (guard, "10.0.0.9", now, &wait);
      now += wait * 1000;
    }
  g_assert_cmpint (wait, ==, FT_NET_GUARD_MAX_WAIT_MS);
  ft_net_guard_succeeded (guard, "10.0.0.9");
  g_assert_true (ft_net_guard_may_try (guard, "10.0.0.9", now, NULL));
  g_assert_cmpuint (ft_net_guard_get_n_addresses (guard), ==, 0);
}

/* Item 16: guesses spread over many addresses meet the global limit: a
 * burst, then everyone waits, longer each time; a quiet while resets. */
static void
test_item16_global (void)
{
  g_autoptr (FtNetGuard) guard = ft_net_guard_new ();
  gint64 now = 5000 * S, wait = 0, first_wait;
  guint tried = 0;

  for (int i = 0; i < 1000 && ft_net_guard_may_try (guard, "x", now, NULL); i++)
    {
      g_autofree char *address = g_strdup_printf ("10.1.%d.%d", i / 250, i % 250);

      g_assert_true (ft_net_guard_may_try (guard, address, now, NULL));
      ft_net_guard_failed (guard, address, now);
      tried++;
    }
  g_assert_cmpuint (tried, ==, FT_NET_GUARD_GLOBAL_BURST);
  g_assert_false (ft_net_guard_may_try (guard, "10.9.9.9", now, &first_wait));
  g_assert_cmpint (first_wait, ==, 1000);
  /* After the wait, one more failure: a longer wait at once. */
  now += 1 * S;
  g_assert_true (ft_net_guard_may_try (guard, "10.9.9.8", now, NULL));
  ft_net_guard_failed (guard, "10.9.9.8", now);
  g_assert_false (ft_net_guard_may_try (guard, "10.9.9.9", now, &wait));
  g_assert_cmpint (wait, ==, 2000);
  /* A sustained attack: one guess a wait, the waits doubling to a minute. */
  for (int i = 0; i < 10; i++)
    {
      g_autofree char *address = g_strdup_printf ("10.3.0.%d", i);

      now += wait * 1000;
      g_assert_true (ft_net_guard_may_try (guard, address, now, NULL));
      ft_net_guard_failed (guard, address, now);
      g_assert_false (ft_net_guard_may_try (guard, "10.9.9.9", now, &wait));
    }
  g_assert_cmpint (wait, ==, FT_NET_GUARD_MAX_WAIT_MS);
  /* Quiet for a while: the burst is back. */
  now += wait * 1000 + 30 * S;
  g_assert_true (ft_net_guard_may_try (guard, "10.9.9.9", now, NULL));
  ft_net_guard_failed (guard, "10.9.9.9", now);
  g_assert_true (ft_net_guard_may_try (guard, "10.9.9.7", now, NULL));
}

/* The table of addresses does not grow without bound. */
static void
test_item16_forgets (void)
{
  g_autoptr (FtNetGuard) guard = ft_net_guard_new ();
  gint64 now = 100 * S;

  for (int i = 0; i < 5000; i++)
    {
      g_autofree char *address = g_strdup_printf ("10.2.%d.%d", i / 250, i % 250);

      ft_net_guard_failed (guard, address, now);
      now += 2 * S; /* slow enough for the global limit */
    }
  g_assert_cmpuint (ft_net_guard_get_n_addresses (guard), <=, 4096);
}

/* ---- The stored seat (item 12) ------------------------------------------------ */

static char *
temp_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("fourteen-seat-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_dir (const char *dir)
{
  g_autoptr (GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (dir);
}

static void
assert_load_fails (const char *path, const char *text, const char *fragment)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (FtNetSeat) seat = NULL;

  if (text != NULL)
    g_assert_true (g_file_set_contents (path, text, -1, NULL));
  seat = ft_net_seat_load (path, &error);
  g_assert_null (seat);
  g_assert_nonnull (error);
  if (strstr (error->message, fragment) == NULL || strstr (error->message, path) == NULL)
    g_error ("'%s' lacks '%s' or the path", error->message, fragment);
}

static void
test_item12_seat (void)
{
  g_autofree char *dir = temp_dir ();
  g_autofree char *autosave = g_build_filename (dir, "autosave.pgn", NULL);
  g_autofree char *path = ft_net_seat_path_beside (autosave);
  g_autoptr (FtNetSeat) seat = ft_net_seat_new ("192.168.1.20:41414", "K7QM2XHP",
                                                "0123456789abcdef0123456789abcdef");
  g_autoptr (FtNetSeat) back = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *big = g_strnfill (5000, '#');
  GStatBuf st;

  g_assert_true (g_str_has_suffix (path, "network-seat.ini"));
  back = ft_net_seat_load (path, &error);
  g_assert_null (back);
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_clear_error (&error);

  g_assert_true (ft_net_seat_save (seat, path, &error));
  g_assert_no_error (error);
  /* The token is a secret: only the user reads it. */
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  back = ft_net_seat_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (back->address, ==, "192.168.1.20:41414");
  g_assert_cmpstr (back->code, ==, "K7QM2XHP");
  g_assert_cmpstr (back->token, ==, "0123456789abcdef0123456789abcdef");

  /* Bad seats are refused with the file's name and the problem. */
  assert_load_fails (path, "[Network Game]\naddress=h\ncode=ABCD\ntoken=XYZ\n", "token");
  assert_load_fails (path, "[Network Game]\naddress=h\ncode=AB\ntoken=0123456789abcdef0123456789abcdef\n", "code");
  assert_load_fails (path, "[Network Game]\naddress=a b\ncode=ABCD\ntoken=0123456789abcdef0123456789abcdef\n", "address");
  assert_load_fails (path, "[Network Game]\naddress=h\n", "needs address, code and token");
  assert_load_fails (path, "[Network Game]\naddress=h\xff\n", "not valid UTF-8");
  assert_load_fails (path, big, "too large (more than 4096 bytes)");
  g_unlink (path);
  /* A FIFO in its place must not hang the start. */
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  assert_load_fails (path, NULL, "not a regular file");
  g_unlink (path);
  {
    g_autoptr (FtNetSeat) bad = ft_net_seat_new ("", "ABCD", "x");

    g_assert_false (ft_net_seat_save (bad, path, NULL));
  }

  ft_net_seat_save (seat, path, NULL);
  ft_net_seat_forget (path);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  ft_net_seat_forget (path); /* twice is fine */
  remove_dir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/net-security/item16-code", test_item16_code);
  g_test_add_func ("/net-security/item16-token", test_item16_token);
  g_test_add_func ("/net-security/item16-per-address", test_item16_per_address);
  g_test_add_func ("/net-security/item16-global", test_item16_global);
  g_test_add_func ("/net-security/item16-forgets", test_item16_forgets);
  g_test_add_func ("/net-security/item12-seat", test_item12_seat);
  return g_test_run ();
}
