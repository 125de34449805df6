/* ft-xmpp-saved-game.c — see ft-xmpp-saved-game.h. */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "ft-autosave.h"
#include "ft-text-file.h"
#include "ft-xmpp-jid.h"
#include "ft-xmpp-saved-game.h"

#define GROUP "XMPP Game"

FtXmppSavedGame *
ft_xmpp_saved_game_new (void)
{
  FtXmppSavedGame *saved = g_new0 (FtXmppSavedGame, 1);

  saved->colour = -1;
  saved->clock_ms[0] = saved->clock_ms[1] = -1;
  return saved;
}

void
ft_xmpp_saved_game_free (FtXmppSavedGame *saved)
{
  if (saved == NULL)
    return;
  g_free (saved->account);
  g_free (saved->resource);
  g_free (saved->peer);
  g_free (saved->friend_jid);
  g_free (saved->peer_name);
  g_free (saved->record);
  g_free (saved);
}

char *
ft_xmpp_saved_game_path (const char *account, const char *role)
{
  g_autofree char *bare = ft_xmpp_jid_bare (account);
  g_autofree char *name = g_strdup_printf ("xmpp-%s-%s.ini", role, bare != NULL ? bare : "none");

  return g_build_filename (g_get_user_data_dir (), "fourteen", name, NULL);
}

static gboolean
bad (GError **error, const char *path, const char *key, const char *problem)
{
  g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, "%s: %s: %s", path, key, problem);
  return FALSE;
}

static gboolean
is_code (const char *code)
{
  gsize len = strlen (code);

  if (len < FT_NET_MIN_CODE || len > FT_NET_MAX_CODE)
    return FALSE;
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isdigit (code[i]) && !g_ascii_isupper (code[i]))
      return FALSE;
  return TRUE;
}

/* Every field as the game wants it. */
static gboolean
check (const FtXmppSavedGame *saved, const char *path, GError **error)
{
  if (saved->account == NULL || !ft_xmpp_jid_is_account (saved->account))
    return bad (error, path, "account", "not an account (name@server)");
  {
    g_autofree char *full = saved->resource != NULL ? g_strconcat (saved->account, "/", saved->resource, NULL)
                                                    : NULL;

    if (full == NULL || !ft_xmpp_jid_parse (full, NULL, NULL, NULL, NULL))
      return bad (error, path, "resource", "not a resource");
  }
  if (saved->peer == NULL || ft_xmpp_jid_resource (saved->peer) == NULL
      || !ft_xmpp_jid_parse (saved->peer, NULL, NULL, NULL, NULL))
    return bad (error, path, "peer", "not a full address (name@server/resource)");
  if (saved->friend_jid != NULL && !ft_xmpp_jid_is_account (saved->friend_jid))
    return bad (error, path, "friend", "not an account");
  if (!is_code (saved->code))
    return bad (error, path, "code", "not a game code");
  if (saved->token[0] != '\0' && (strlen (saved->token) != FT_NET_TOKEN_LENGTH
                                  || strspn (saved->token, "0123456789abcdef") != FT_NET_TOKEN_LENGTH))
    return bad (error, path, "token", "not a token (32 hexadecimal digits)");
  if (saved->colour < -1 || saved->colour > 1)
    return bad (error, path, "colour", "not white, black or -1");
  if (saved->record == NULL)
    return bad (error, path, "record", "missing");
  for (int side = 0; side < 2; side++)
    if (saved->clock_ms[side] < -1 || saved->clock_ms[side] > G_GINT64_CONSTANT (100000000))
      return bad (error, path, "clock", "not a time in milliseconds");
  return TRUE;
}

FtXmppSavedGame *
ft_xmpp_saved_game_load (const char *path, GError **error)
{
  g_autoptr (GKeyFile) file = g_key_file_new ();
  g_autoptr (FtXmppSavedGame) saved = ft_xmpp_saved_game_new ();
  g_autoptr (GError) local = NULL;
  g_autofree char *text = NULL;
  g_autofree char *code = NULL;
  g_autofree char *token = NULL;
  gsize length = 0;

  text = ft_text_file_read (path, "saved network game", FT_XMPP_SAVED_GAME_MAX_SIZE, &length, &local);
  if (text == NULL)
    {
      if (!g_error_matches (local, FT_TEXT_FILE_ERROR, FT_TEXT_FILE_ERROR_NOT_FOUND))
        g_propagate_error (error, g_steal_pointer (&local));
      return NULL;
    }
  if (!g_key_file_load_from_data (file, text, length, G_KEY_FILE_NONE, &local))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, "%s: %s", path, local->message);
      return NULL;
    }
  saved->account = g_key_file_get_string (file, GROUP, "account", NULL);
  saved->resource = g_key_file_get_string (file, GROUP, "resource", NULL);
  saved->peer = g_key_file_get_string (file, GROUP, "peer", NULL);
  saved->friend_jid = g_key_file_get_string (file, GROUP, "friend", NULL);
  saved->peer_name = g_key_file_get_string (file, GROUP, "peer-name", NULL);
  saved->record = g_key_file_get_string (file, GROUP, "record", NULL);
  code = g_key_file_get_string (file, GROUP, "code", NULL);
  token = g_key_file_get_string (file, GROUP, "token", NULL);
  g_strlcpy (saved->code, code != NULL ? code : "", sizeof saved->code);
  g_strlcpy (saved->token, token != NULL ? token : "", sizeof saved->token);
  saved->colour = g_key_file_get_integer (file, GROUP, "colour", NULL);
  saved->clock_ms[FT_WHITE] = g_key_file_get_int64 (file, GROUP, "clock-white", NULL);
  saved->clock_ms[FT_BLACK] = g_key_file_get_int64 (file, GROUP, "clock-black", NULL);
  saved->saved_at = g_key_file_get_int64 (file, GROUP, "saved-at", NULL);
  if (!check (saved, path, error))
    return NULL;
  return g_steal_pointer (&saved);
}

gboolean
ft_xmpp_saved_game_save (const FtXmppSavedGame *saved, const char *path, GError **error)
{
  g_autoptr (GKeyFile) file = g_key_file_new ();
  g_autofree char *text = NULL;

  if (!check (saved, path, error))
    return FALSE;
  g_key_file_set_string (file, GROUP, "account", saved->account);
  g_key_file_set_string (file, GROUP, "resource", saved->resource);
  g_key_file_set_string (file, GROUP, "peer", saved->peer);
  if (saved->friend_jid != NULL)
    g_key_file_set_string (file, GROUP, "friend", saved->friend_jid);
  if (saved->peer_name != NULL)
    g_key_file_set_string (file, GROUP, "peer-name", saved->peer_name);
  g_key_file_set_string (file, GROUP, "code", saved->code);
  g_key_file_set_string (file, GROUP, "token", saved->token);
  g_key_file_set_integer (file, GROUP, "colour", saved->colour);
  g_key_file_set_int64 (file, GROUP, "clock-white", saved->clock_ms[FT_WHITE]);
  g_key_file_set_int64 (file, GROUP, "clock-black", saved->clock_ms[FT_BLACK]);
  g_key_file_set_int64 (file, GROUP, "saved-at", saved->saved_at);
  g_key_file_set_string (file, GROUP, "record", saved->record);
  text = g_key_file_to_data (file, NULL, NULL);
  /* Written whole, renamed into place, readable by its owner only. */
  return ft_autosave_write (path, text, error);
}

void
ft_xmpp_saved_game_forget (const char *path)
{
  ft_autosave_remove (path, NULL);
}

GStrv
ft_xmpp_saved_game_get_moves (const FtXmppSavedGame *saved)
{
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) parts = g_strsplit (saved->record != NULL ? saved->record : "", ",", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    if (ft_net_move_text_is_valid (parts[i], strlen (parts[i])))
      g_strv_builder_add (builder, parts[i]);
  return g_strv_builder_end (builder);
}
