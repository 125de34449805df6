/* ft-net-seat.c — see ft-net-seat.h. */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>

#include "ft-net-seat.h"
#include "ft-text-file.h"

#define GROUP "Network Game"

FtNetSeat *
ft_net_seat_new (const char *address, const char *code, const char *token)
{
  FtNetSeat *seat = g_new0 (FtNetSeat, 1);

  seat->address = g_strdup (address != NULL ? address : "");
  g_strlcpy (seat->code, code != NULL ? code : "", sizeof seat->code);
  g_strlcpy (seat->token, token != NULL ? token : "", sizeof seat->token);
  return seat;
}

void
ft_net_seat_free (FtNetSeat *seat)
{
  if (seat == NULL)
    return;
  g_free (seat->address);
  g_free (seat);
}

char *
ft_net_seat_path_beside (const char *autosave_path)
{
  g_autofree char *dir = NULL;

  g_return_val_if_fail (autosave_path != NULL, NULL);
  dir = g_path_get_dirname (autosave_path);
  return g_build_filename (dir, "network-seat.ini", NULL);
}

static gboolean
seat_error (GError **error, const char *path, const char *problem)
{
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, "%s: %s", path, problem);
  return FALSE;
}

/* The fields as the protocol wants them. */
static gboolean
check_fields (const FtNetSeat *seat, const char *path, GError **error)
{
  gsize len = strlen (seat->code);

  if (seat->address[0] == '\0' || strlen (seat->address) > FT_NET_SEAT_MAX_ADDRESS
      || strpbrk (seat->address, " \t\r\n") != NULL)
    return seat_error (error, path, "address: not a host or host:port");
  if (len < FT_NET_MIN_CODE || len > FT_NET_MAX_CODE)
    return seat_error (error, path, "code: not a game code (4 to 16 letters or digits)");
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isalnum (seat->code[i]))
      return seat_error (error, path, "code: not a game code (4 to 16 letters or digits)");
  if (strlen (seat->token) != FT_NET_TOKEN_LENGTH)
    return seat_error (error, path, "token: not 32 hexadecimal digits");
  for (gsize i = 0; i < FT_NET_TOKEN_LENGTH; i++)
    if (!g_ascii_isxdigit (seat->token[i]) || g_ascii_isupper (seat->token[i]))
      return seat_error (error, path, "token: not 32 lowercase hexadecimal digits");
  return TRUE;
}

FtNetSeat *
ft_net_seat_load (const char *path, GError **error)
{
  g_autoptr (GKeyFile) file = g_key_file_new ();
  g_autoptr (GError) local_error = NULL;
  g_autoptr (FtNetSeat) seat = NULL;
  g_autofree char *text = NULL;
  g_autofree char *address = NULL, *code = NULL, *token = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);

  /* A regular file of a bounded size, UTF-8: a FIFO or a device in its
   * place must not hang or flood the start (ft-text-file.h). */
  text = ft_text_file_read (path, "seat file", FT_NET_SEAT_MAX_BYTES, &length, &local_error);
  if (text == NULL)
    {
      /* Callers tell "no seat" by G_FILE_ERROR_NOENT. */
      if (g_error_matches (local_error, FT_TEXT_FILE_ERROR, FT_TEXT_FILE_ERROR_NOT_FOUND))
        g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT, "%s", local_error->message);
      else
        g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  if (!g_key_file_load_from_data (file, text, length, G_KEY_FILE_NONE, &local_error))
    {
      seat_error (error, path, local_error->message);
      return NULL;
    }
  address = g_key_file_get_string (file, GROUP, "address", NULL);
  code = g_key_file_get_string (file, GROUP, "code", NULL);
  token = g_key_file_get_string (file, GROUP, "token", NULL);
  if (address == NULL || code == NULL || token == NULL)
    {
      seat_error (error, path, "[" GROUP "] needs address, code and token");
      return NULL;
    }
  seat = ft_net_seat_new (address, code, token);
  if (strlen (code) > FT_NET_MAX_CODE || strlen (token) > FT_NET_TOKEN_LENGTH
      || !check_fields (seat, path, error))
    {
      if (error != NULL && *error == NULL)
        seat_error (error, path, "code or token too long");
      return NULL;
    }
  return g_steal_pointer (&seat);
}

gboolean
ft_net_seat_save (const FtNetSeat *seat, const char *path, GError **error)
{
  g_autoptr (GKeyFile) file = g_key_file_new ();
  g_autofree char *dir = NULL;
  g_autofree char *text = NULL;
  gsize length;

  g_return_val_if_fail (seat != NULL && path != NULL, FALSE);

  if (!check_fields (seat, path, error))
    return FALSE;
  g_key_file_set_comment (file, NULL, NULL,
                          " Fourteen: a seat in a network game, to rejoin it after a restart.",
                          NULL);
  g_key_file_set_string (file, GROUP, "address", seat->address);
  g_key_file_set_string (file, GROUP, "code", seat->code);
  g_key_file_set_string (file, GROUP, "token", seat->token);
  text = g_key_file_to_data (file, &length, NULL);
  dir = g_path_get_dirname (path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", dir,
                   g_strerror (saved));
      return FALSE;
    }
  return g_file_set_contents_full (path, text, length, G_FILE_SET_CONTENTS_CONSISTENT, 0600, error);
}

void
ft_net_seat_forget (const char *path)
{
  g_return_if_fail (path != NULL);

  if (g_unlink (path) != 0 && errno != ENOENT)
    g_warning ("%s: %s", path, g_strerror (errno));
}
