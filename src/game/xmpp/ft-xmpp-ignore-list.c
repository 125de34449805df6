/* ft-xmpp-ignore-list.c — see ft-xmpp-ignore-list.h. */
#include "config.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "ft-text-file.h"
#include "ft-xmpp-ignore-list.h"
#include "ft-xmpp-jid.h"

/* A JID a line, each at most 3071 bytes and a newline. */
#define MAX_FILE_SIZE (FT_XMPP_IGNORE_MAX * 3072)

struct _FtXmppIgnoreList
{
  GObject parent_instance;

  char *path;
  GHashTable *jids; /* bare JIDs */
  GPtrArray *order; /* the same, in the order added (the file's) */
};

G_DEFINE_FINAL_TYPE (FtXmppIgnoreList, ft_xmpp_ignore_list, G_TYPE_OBJECT)

static void
ft_xmpp_ignore_list_finalize (GObject *object)
{
  FtXmppIgnoreList *self = FT_XMPP_IGNORE_LIST (object);

  g_free (self->path);
  g_hash_table_unref (self->jids);
  g_ptr_array_unref (self->order);
  G_OBJECT_CLASS (ft_xmpp_ignore_list_parent_class)->finalize (object);
}

static void
ft_xmpp_ignore_list_class_init (FtXmppIgnoreListClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ft_xmpp_ignore_list_finalize;
}

static void
ft_xmpp_ignore_list_init (FtXmppIgnoreList *self)
{
  self->jids = g_hash_table_new (g_str_hash, g_str_equal);
  self->order = g_ptr_array_new_with_free_func (g_free);
}

static gboolean
insert (FtXmppIgnoreList *self, const char *jid)
{
  char *bare = ft_xmpp_jid_bare (jid);

  if (bare == NULL || g_hash_table_contains (self->jids, bare) || self->order->len >= FT_XMPP_IGNORE_MAX)
    {
      g_free (bare);
      return FALSE;
    }
  g_ptr_array_add (self->order, bare);
  g_hash_table_add (self->jids, bare);
  return TRUE;
}

static void
load (FtXmppIgnoreList *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = ft_text_file_read (self->path, "list of ignored accounts", MAX_FILE_SIZE, NULL, &error);
  g_auto (GStrv) lines = NULL;
  guint bad = 0;

  if (text == NULL)
    {
      if (!g_error_matches (error, FT_TEXT_FILE_ERROR, FT_TEXT_FILE_ERROR_NOT_FOUND))
        g_message ("%s", error->message);
      return;
    }
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_strstrip (lines[i]);
      if (lines[i][0] != '\0' && lines[i][0] != '#' && !insert (self, lines[i]))
        bad++;
    }
  if (bad > 0)
    g_message ("%s: %u lines are not addresses (or are too many) and were skipped", self->path, bad);
}

static gboolean
save (FtXmppIgnoreList *self, GError **error)
{
  g_autoptr (GString) text = g_string_new ("# Accounts whose invitations Fourteen ignores, one a line.\n");
  g_autofree char *dir = NULL;

  if (self->path == NULL)
    return TRUE;
  for (guint i = 0; i < self->order->len; i++)
    g_string_append_printf (text, "%s\n", (const char *) g_ptr_array_index (self->order, i));
  dir = g_path_get_dirname (self->path);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (errno), "%s: %s", dir, g_strerror (errno));
      return FALSE;
    }
  return g_file_set_contents_full (self->path, text->str, text->len, G_FILE_SET_CONTENTS_CONSISTENT, 0600, error);
}

FtXmppIgnoreList *
ft_xmpp_ignore_list_new (const char *path)
{
  FtXmppIgnoreList *self = g_object_new (FT_TYPE_XMPP_IGNORE_LIST, NULL);

  self->path = g_strdup (path);
  if (path != NULL)
    load (self);
  return self;
}

char *
ft_xmpp_ignore_list_default_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "fourteen", "xmpp-ignored.txt", NULL);
}

gboolean
ft_xmpp_ignore_list_contains (FtXmppIgnoreList *self, const char *jid)
{
  g_autofree char *bare = ft_xmpp_jid_bare (jid);

  g_return_val_if_fail (FT_IS_XMPP_IGNORE_LIST (self), FALSE);
  return bare != NULL && g_hash_table_contains (self->jids, bare);
}

gboolean
ft_xmpp_ignore_list_add (FtXmppIgnoreList *self, const char *jid, GError **error)
{
  g_return_val_if_fail (FT_IS_XMPP_IGNORE_LIST (self), FALSE);

  if (ft_xmpp_ignore_list_contains (self, jid))
    return TRUE;
  if (!ft_xmpp_jid_parse (jid, NULL, NULL, NULL, error))
    return FALSE;
  if (!insert (self, jid))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE, "the list of ignored accounts is full (%d)",
                   FT_XMPP_IGNORE_MAX);
      return FALSE;
    }
  return save (self, error);
}

gboolean
ft_xmpp_ignore_list_remove (FtXmppIgnoreList *self, const char *jid, GError **error)
{
  g_autofree char *bare = ft_xmpp_jid_bare (jid);

  g_return_val_if_fail (FT_IS_XMPP_IGNORE_LIST (self), FALSE);

  if (bare == NULL || !g_hash_table_remove (self->jids, bare))
    return TRUE;
  for (guint i = 0; i < self->order->len; i++)
    if (strcmp (g_ptr_array_index (self->order, i), bare) == 0)
      {
        g_ptr_array_remove_index (self->order, i);
        break;
      }
  return save (self, error);
}

guint
ft_xmpp_ignore_list_get_n (FtXmppIgnoreList *self)
{
  g_return_val_if_fail (FT_IS_XMPP_IGNORE_LIST (self), 0);
  return self->order->len;
}
