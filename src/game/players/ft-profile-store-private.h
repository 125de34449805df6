/* ft-profile-store-private.h — the profile store's fields, shared by
 * ft-profile-store.c (the object) and ft-profile-store-json.c (its file). */
#pragma once

#include "ft-profile-store.h"

G_BEGIN_DECLS

struct _FtProfileStore
{
  GObject parent_instance;

  char *dir;
  char *path;        /* DIR/profiles.json */
  char *broken_copy; /* where a broken file was kept, or NULL */
  FtLevelRatings *levels;
  GListStore *profiles; /* FtProfile */
  GListStore *history;  /* FtHistoryEntry, oldest first */
  char *last_used[2];   /* profile ids by side */
  char *autosave_owners[2];
};

/* profiles.json of the store as it is now. */
char *_ft_profile_store_to_json (FtProfileStore *self, gsize *length);
/* Replace the store's profiles, history, last-used and autosave owners by
 * the file's; FALSE (with a G_FILE_ERROR_INVAL error naming the path, the
 * place and the problem) changes nothing. */
gboolean _ft_profile_store_read_json (FtProfileStore *self, const char *text, gsize length,
                                      GError **error);

G_END_DECLS
