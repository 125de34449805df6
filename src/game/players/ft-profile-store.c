/* ft-profile-store.c — see ft-profile-store.h; the file format is in
 * ft-profile-store-json.c. */
#include "config.h"

#include <errno.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "ft-profile-store-private.h"
#include "ft-text-file.h"

G_DEFINE_QUARK (ft-profile-store-error-quark, ft_profile_store_error)

G_DEFINE_FINAL_TYPE (FtProfileStore, ft_profile_store, G_TYPE_OBJECT)

static void
ft_profile_store_finalize (GObject *object)
{
  FtProfileStore *self = FT_PROFILE_STORE (object);

  g_free (self->dir);
  g_free (self->path);
  g_free (self->broken_copy);
  g_clear_pointer (&self->levels, ft_level_ratings_free);
  g_clear_object (&self->profiles);
  g_clear_object (&self->history);
  for (int c = 0; c < 2; c++)
    {
      g_free (self->last_used[c]);
      g_free (self->autosave_owners[c]);
    }
  G_OBJECT_CLASS (ft_profile_store_parent_class)->finalize (object);
}

static void
ft_profile_store_class_init (FtProfileStoreClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ft_profile_store_finalize;
}

static void
ft_profile_store_init (FtProfileStore *self)
{
  self->profiles = g_list_store_new (FT_TYPE_PROFILE);
  self->history = g_list_store_new (FT_TYPE_HISTORY_ENTRY);
}

FtProfileStore *
ft_profile_store_new (const char *dir, FtLevelRatings *levels)
{
  FtProfileStore *self;

  g_return_val_if_fail (dir != NULL, NULL);

  self = g_object_new (FT_TYPE_PROFILE_STORE, NULL);
  self->dir = g_strdup (dir);
  self->path = g_build_filename (dir, "profiles.json", NULL);
  self->levels = levels;
  return self;
}

const char *
ft_profile_store_get_path (FtProfileStore *self)
{
  g_return_val_if_fail (FT_IS_PROFILE_STORE (self), NULL);
  return self->path;
}

const char *
ft_profile_store_get_broken_copy (FtProfileStore *self)
{
  g_return_val_if_fail (FT_IS_PROFILE_STORE (self), NULL);
  return self->broken_copy;
}

const FtLevelRatings *
ft_profile_store_get_level_ratings (FtProfileStore *self)
{
  g_return_val_if_fail (FT_IS_PROFILE_STORE (self), NULL);
  return self->levels;
}

/* ---- Saving ------------------------------------------------------------------ */

static gboolean
make_dir (const char *dir, GError **error)
{
  if (g_mkdir_with_parents (dir, 0700) == 0)
    return TRUE;
  {
    int saved = errno;
    g_set_error (error, FT_PROFILE_STORE_ERROR, FT_PROFILE_STORE_ERROR_WRITE, "%s: %s", dir,
                 g_strerror (saved));
  }
  return FALSE;
}

/* The whole store, atomically: g_file_set_contents() writes a temporary
 * file and renames it over the old one, so the file is never half written. */
static gboolean
save (FtProfileStore *self, GError **error)
{
  g_autoptr (GError) local = NULL;
  g_autofree char *data = NULL;
  gsize length;

  if (!make_dir (self->dir, error))
    return FALSE;
  data = _ft_profile_store_to_json (self, &length);
  if (!g_file_set_contents (self->path, data, (gssize) length, &local))
    {
      g_set_error (error, FT_PROFILE_STORE_ERROR, FT_PROFILE_STORE_ERROR_WRITE,
                   _("The players could not be saved: %s"), local->message);
      return FALSE;
    }
  return TRUE;
}

/* ---- Loading -------------------------------------------------------------------- */

/* The account's name for the first profile. */
static char *
account_name (void)
{
  const char *real = g_get_real_name ();

  /* GLib says "Unknown" when the account has no real name. */
  if (real != NULL && real[0] != '\0' && g_strcmp0 (real, "Unknown") != 0
      && g_utf8_validate (real, -1, NULL))
    return g_strstrip (g_strdup (real));
  return g_strdup (g_get_user_name ());
}

static char *
new_id (void)
{
  return g_strdup_printf ("p%08x%08x", g_random_int (), g_random_int ());
}

static FtProfile *
make_profile (FtProfileStore *self, const char *name)
{
  guint n_colours, n = g_list_model_get_n_items (G_LIST_MODEL (self->profiles));
  const char *const *colours = ft_profile_palette (&n_colours);
  g_autofree char *id = NULL;

  do
    {
      g_free (id);
      id = new_id ();
    }
  while (ft_profile_store_find (self, id) != NULL);
  return ft_profile_new (id, name, colours[n % n_colours], g_get_real_time () / G_USEC_PER_SEC);
}

static void
start_afresh (FtProfileStore *self)
{
  g_autofree char *name = account_name ();
  g_autoptr (FtProfile) first = NULL;

  g_list_store_remove_all (self->profiles);
  g_list_store_remove_all (self->history);
  first = make_profile (self, name);
  g_list_store_append (self->profiles, first);
  for (int c = 0; c < 2; c++)
    {
      g_clear_pointer (&self->last_used[c], g_free);
      g_clear_pointer (&self->autosave_owners[c], g_free);
    }
}

/* Move a broken file aside (profiles.json.broken-YYYYMMDD-HHMMSS) so that
 * nothing is lost; the error names both paths and the problem. */
static void
keep_aside (FtProfileStore *self, const GError *problem, GError **error)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *aside = g_strdup_printf ("%s.broken-%s", self->path, stamp);

  for (guint n = 2; g_file_test (aside, G_FILE_TEST_EXISTS); n++)
    {
      g_free (aside);
      aside = g_strdup_printf ("%s.broken-%s-%u", self->path, stamp, n);
    }
  if (g_rename (self->path, aside) != 0)
    {
      int saved = errno;
      g_set_error (error, FT_PROFILE_STORE_ERROR, FT_PROFILE_STORE_ERROR_WRITE,
                   _("The players file %s cannot be read (%s) nor moved aside (%s)"), self->path,
                   problem->message, g_strerror (saved));
      return;
    }
  g_free (self->broken_copy);
  self->broken_copy = g_strdup (aside);
  g_set_error (error, FT_PROFILE_STORE_ERROR, FT_PROFILE_STORE_ERROR_BROKEN,
               _("The players file could not be read (%s); it was kept as %s"), problem->message,
               aside);
}

gboolean
ft_profile_store_read (FtProfileStore *self, GError **error)
{
  g_autoptr (GError) read_error = NULL;
  g_autofree char *text = NULL;
  gsize length;

  g_return_val_if_fail (FT_IS_PROFILE_STORE (self), FALSE);

  /* Read as every file is (ft-text-file.h): a pipe or a device in its
   * place is refused at once, a huge file is not read. */
  text = ft_text_file_read (self->path, "players file", FT_PROFILE_STORE_MAX_SIZE, &length,
                            &read_error);
  if (text == NULL)
    {
      /* Callers tell "no players file yet" by G_FILE_ERROR_NOENT. */
      if (g_error_matches (read_error, FT_TEXT_FILE_ERROR, FT_TEXT_FILE_ERROR_NOT_FOUND))
        g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT, "%s", read_error->message);
      else
        g_propagate_error (error, g_steal_pointer (&read_error));
      return FALSE;
    }
  return _ft_profile_store_read_json (self, text, length, error);
}

gboolean
ft_profile_store_load (FtProfileStore *self, GError **error)
{
  g_autoptr (GError) problem = NULL;

  g_return_val_if_fail (FT_IS_PROFILE_STORE (self), FALSE);

  if (ft_profile_store_read (self, &problem))
    return TRUE;
  if (g_error_matches (problem, G_FILE_ERROR, G_FILE_ERROR_NOENT))
    {
      start_afresh (self);
      return save (self, error);
    }
  /* Unreadable or broken: keep it aside, start afresh, say so. A file that
   * cannot even be moved is left alone and not overwritten. */
  keep_aside (self, problem, error);
  start_afresh (self);
  if (self->broken_copy != NULL)
    save (self, NULL);
  return FALSE;
}

/* ---- Profiles ---------------------------------------------------------------- */

GListModel *
ft_profile_store_get_profiles (FtProfileStore *self)
{
  g_return_val_if_fail (FT_IS_PROFILE_STORE (self), NULL);
  return G_LIST_MODEL (self->profiles);
}

FtProfile *
ft_profile_store_find (FtProfileStore *self, const char *id)
{
  guint n;

  g_return_val_if_fail (FT_IS_PROFILE_STORE (self), NULL);

  if (id == NULL)
    return NULL;
  n = g_list_model_get_n_items (G_LIST_MODEL (self->profiles));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (FtProfile) profile = g_list_model_get_item (G_LIST_MODEL (self->profiles), i);

      if (g_strcmp0 (ft_profile_get_id (profile), id) == 0)
        return profile; /* the store keeps its reference */
    }
  return NULL;
}

static gboolean
find_position (FtProfileStore *self, FtProfile *profile, guint *position, GError **error)
{
  if (FT_IS_PROFILE (profile) && g_list_store_find (self->profiles, profile, position))
    return TRUE;
  g_set_error_literal (error, FT_PROFILE_STORE_ERROR, FT_PROFILE_STORE_ERROR_UNKNOWN,
                       _("No such player"));
  return FALSE;
}

/* The trimmed name, or NULL with an error if it is empty or another
 * profile's (apart from `except`). */
static char *
check_name (FtProfileStore *self, const char *name, FtProfile *except, GError **error)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (name != NULL ? name : ""));
  g_autofree char *folded = NULL;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->profiles));

  if (trimmed[0] == '\0' || !g_utf8_validate (trimmed, -1, NULL))
    {
      g_set_error_literal (error, FT_PROFILE_STORE_ERROR, FT_PROFILE_STORE_ERROR_EMPTY_NAME,
                           _("A player needs a name"));
      return NULL;
    }
  folded = g_utf8_casefold (trimmed, -1);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (FtProfile) other = g_list_model_get_item (G_LIST_MODEL (self->profiles), i);
      g_autofree char *other_folded = g_utf8_casefold (ft_profile_get_name (other), -1);

      if (other != except && g_strcmp0 (folded, other_folded) == 0)
        {
          g_set_error (error, FT_PROFILE_STORE_ERROR, FT_PROFILE_STORE_ERROR_NAME_TAKEN,
                       _("There is already a player called “%s”"), ft_profile_get_name (other));
          return NULL;
        }
    }
  return g_steal_pointer (&trimmed);
}

FtProfile *
ft_profile_store_add (FtProfileStore *self, const char *name, GError **error)
{
  g_autofree char *checked = NULL;
  g_autoptr (FtProfile) profile = NULL;

  g_return_val_if_fail (FT_IS_PROFILE_STORE (self), NULL);

  checked = check_name (self, name, NULL, error);
  if (checked == NULL)
    return NULL;
  profile = make_profile (self, checked);
  g_list_store_append (self->profiles, profile);
  save (self, error);
  return profile; /* the store keeps its reference */
}

gboolean
ft_profile_store_rename (FtProfileStore *self, FtProfile *profile, const char *name,
                         GError **error)
{
  g_autofree char *checked = NULL;
  guint position;

  g_return_val_if_fail (FT_IS_PROFILE_STORE (self), FALSE);

  if (!find_position (self, profile, &position, error))
    return FALSE;
  checked = check_name (self, name, profile, error);
  if (checked == NULL)
    return FALSE;
  ft_profile_set_name (profile, checked);
  return save (self, error);
}

gboolean
ft_profile_store_set_colour (FtProfileStore *self, FtProfile *profile, const char *colour,
                             GError **error)
{
  guint position;

  g_return_val_if_fail (FT_IS_PROFILE_STORE (self), FALSE);
  g_return_val_if_fail (colour != NULL, FALSE);

  /* "#rrggbb" only: the file and the window read no other form. */
  for (int i = 1; i < 7; i++)
    if (colour[0] != '#' || !g_ascii_isxdigit (colour[i]) || colour[7] != '\0')
      {
        g_set_error (error, FT_PROFILE_STORE_ERROR, FT_PROFILE_STORE_ERROR_UNKNOWN,
                     "“%s” is not a colour (#rrggbb)", colour);
        return FALSE;
      }

  if (!find_position (self, profile, &position, error))
    return FALSE;
  ft_profile_set_colour (profile, colour);
  return save (self, error);
}

/* Drop the games that only `id` of the profiles still here played, and
 * their record files. */
static void
delete_games_of (FtProfileStore *self, const char *id)
{
  for (guint i = g_list_model_get_n_items (G_LIST_MODEL (self->history)); i-- > 0;)
    {
      g_autoptr (FtHistoryEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->history), i);
      gboolean kept_by_other = FALSE;
      const char *record = ft_history_entry_get_record_path (entry);

      if (!ft_history_entry_involves (entry, id))
        continue;
      for (int c = 0; c < 2; c++)
        {
          const FtSeat *seat = ft_history_entry_get_seat (entry, c);
          if (seat->kind == FT_SEAT_PROFILE && g_strcmp0 (seat->profile_id, id) != 0
              && ft_profile_store_find (self, seat->profile_id) != NULL)
            kept_by_other = TRUE;
        }
      if (kept_by_other)
        continue;
      if (record != NULL)
        {
          g_autofree char *path = g_build_filename (self->dir, record, NULL);
          if (g_unlink (path) != 0 && errno != ENOENT)
            g_warning ("%s: %s", path, g_strerror (errno));
        }
      g_list_store_remove (self->history, i);
    }
}

gboolean
ft_profile_store_remove (FtProfileStore *self, FtProfile *profile, gboolean delete_games,
                         GError **error)
{
  g_autoptr (FtProfile) held = NULL;
  guint position;

  g_return_val_if_fail (FT_IS_PROFILE_STORE (self), FALSE);

  if (!find_position (self, profile, &position, error))
    return FALSE;
  if (g_list_model_get_n_items (G_LIST_MODEL (self->profiles)) == 1)
    {
      g_set_error_literal (error, FT_PROFILE_STORE_ERROR, FT_PROFILE_STORE_ERROR_LAST_PROFILE,
                           _("The last player cannot be removed"));
      return FALSE;
    }
  held = g_object_ref (profile);
  g_list_store_remove (self->profiles, position);
  if (delete_games)
    delete_games_of (self, ft_profile_get_id (held));
  for (int c = 0; c < 2; c++)
    if (g_strcmp0 (self->last_used[c], ft_profile_get_id (held)) == 0)
      g_clear_pointer (&self->last_used[c], g_free);
  return save (self, error);
}

FtProfile *
ft_profile_store_get_last_used (FtProfileStore *self, FtColour side)
{
  FtProfile *profile;
  g_autoptr (FtProfile) first = NULL;

  g_return_val_if_fail (FT_IS_PROFILE_STORE (self) && side <= FT_BLACK, NULL);

  profile = ft_profile_store_find (self, self->last_used[side]);
  if (profile != NULL)
    return profile;
  first = g_list_model_get_item (G_LIST_MODEL (self->profiles), 0);
  return first; /* the store keeps its reference (or NULL before load) */
}

gboolean
ft_profile_store_set_last_used (FtProfileStore *self, FtColour side, FtProfile *profile,
                                GError **error)
{
  guint position;

  g_return_val_if_fail (FT_IS_PROFILE_STORE (self) && side <= FT_BLACK, FALSE);

  if (!find_position (self, profile, &position, error))
    return FALSE;
  g_free (self->last_used[side]);
  self->last_used[side] = g_strdup (ft_profile_get_id (profile));
  return save (self, error);
}

static int
compare_ranked (gconstpointer a, gconstpointer b, gpointer user_data)
{
  FtRatedKind kind = GPOINTER_TO_INT (user_data);
  FtGlicko2Rating ra, rb;

  ft_profile_get_rating (FT_PROFILE ((gpointer) a), kind, &ra);
  ft_profile_get_rating (FT_PROFILE ((gpointer) b), kind, &rb);
  if (ra.rating != rb.rating)
    return ra.rating > rb.rating ? -1 : 1;
  if (ra.deviation != rb.deviation)
    return ra.deviation < rb.deviation ? -1 : 1;
  return g_utf8_collate (ft_profile_get_name (FT_PROFILE ((gpointer) a)),
                         ft_profile_get_name (FT_PROFILE ((gpointer) b)));
}

GListStore *
ft_profile_store_list_ranked (FtProfileStore *self, FtRatedKind kind)
{
  GListStore *ranked = g_list_store_new (FT_TYPE_PROFILE);
  guint n;

  g_return_val_if_fail (FT_IS_PROFILE_STORE (self), ranked);
  g_return_val_if_fail ((guint) kind < FT_N_RATED_KINDS, ranked);

  n = g_list_model_get_n_items (G_LIST_MODEL (self->profiles));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (FtProfile) profile = g_list_model_get_item (G_LIST_MODEL (self->profiles), i);

      if (ft_profile_get_rating (profile, kind, NULL) > 0)
        g_list_store_insert_sorted (ranked, profile, compare_ranked, GINT_TO_POINTER (kind));
    }
  return ranked;
}

char *
ft_profile_store_get_profile_folder (FtProfileStore *self, FtProfile *profile, GError **error)
{
  g_autofree char *folder = NULL;
  guint position;

  g_return_val_if_fail (FT_IS_PROFILE_STORE (self), NULL);

  if (!find_position (self, profile, &position, error))
    return NULL;
  folder = g_build_filename (self->dir, "players", ft_profile_get_id (profile), NULL);
  if (!make_dir (folder, error))
    return NULL;
  return g_steal_pointer (&folder);
}

/* ---- Games ------------------------------------------------------------------ */

/* Save the record as DIR/games/STAMP.EXTENSION (a new name); the path
 * relative to DIR, or NULL with an error. */
static char *
save_record (FtProfileStore *self, gint64 time, const char *text, const char *extension,
             GError **error)
{
  g_autoptr (GDateTime) when = g_date_time_new_from_unix_local (time);
  g_autofree char *stamp = g_date_time_format (when, "%Y%m%d-%H%M%S");
  g_autofree char *games = g_build_filename (self->dir, "games", NULL);
  g_autoptr (GError) local = NULL;

  if (!make_dir (games, error))
    return NULL;
  for (guint n = 1; n < 1000; n++)
    {
      g_autofree char *relative = n == 1 ? g_strdup_printf ("games/%s.%s", stamp, extension)
                                         : g_strdup_printf ("games/%s-%u.%s", stamp, n, extension);
      g_autofree char *path = g_build_filename (self->dir, relative, NULL);

      if (g_file_test (path, G_FILE_TEST_EXISTS))
        continue;
      if (!g_file_set_contents (path, text, -1, &local))
        {
          g_set_error (error, FT_PROFILE_STORE_ERROR, FT_PROFILE_STORE_ERROR_WRITE,
                       _("The game could not be kept: %s"), local->message);
          return NULL;
        }
      return g_steal_pointer (&relative);
    }
  g_set_error (error, FT_PROFILE_STORE_ERROR, FT_PROFILE_STORE_ERROR_WRITE,
               _("The game could not be kept: %s holds too many games of %s"), games, stamp);
  return NULL;
}

/* Each side's profile (NULL for the computer, a remote, or a profile no
 * longer here), its rating before the game, and its name. */
static FtUnratedReason
seat_profiles (FtProfileStore *self, FtFinishedGame *game, FtProfile *profiles[2],
               FtGlicko2Rating before[2])
{
  FtUnratedReason missing = FT_RATED;

  for (int c = 0; c < 2; c++)
    {
      FtSeat *seat = &game->seats[c];

      profiles[c] = seat->kind == FT_SEAT_PROFILE ? ft_profile_store_find (self, seat->profile_id)
                                                  : NULL;
      before[c] = ft_glicko2_start ();
      if (profiles[c] != NULL)
        {
          ft_profile_get_rating (profiles[c], game->kind, &before[c]);
          if (seat->name == NULL)
            seat->name = ft_profile_get_name (profiles[c]);
        }
      else if (seat->kind == FT_SEAT_PROFILE)
        missing = FT_UNRATED_NO_PROFILE;
    }
  return missing;
}

FtHistoryEntry *
ft_profile_store_record_game (FtProfileStore *self, const FtFinishedGame *game,
                              const char *record_text, const char *extension, GError **error)
{
  FtFinishedGame played;
  FtProfile *profiles[2];
  FtGlicko2Rating before[2], after[2];
  double ratings[2], new_ratings[2];
  g_autofree char *record = NULL;
  g_autoptr (GError) record_error = NULL;
  g_autoptr (FtHistoryEntry) entry = NULL;
  FtUnratedReason why;

  g_return_val_if_fail (FT_IS_PROFILE_STORE (self), NULL);
  g_return_val_if_fail (game != NULL, NULL);

  if (game->result == FT_RESULT_NONE)
    return NULL;
  played = *game;
  if (played.time == 0)
    played.time = g_get_real_time () / G_USEC_PER_SEC;
  why = seat_profiles (self, &played, profiles, before);
  if (why == FT_RATED)
    why = ft_rating_rules_rate (&played, self->levels, before, after);
  for (int c = 0; c < 2; c++)
    {
      ratings[c] = before[c].rating;
      if (played.seats[c].kind == FT_SEAT_COMPUTER && self->levels != NULL)
        ft_level_ratings_get (self->levels, played.kind, played.seats[c].level, &ratings[c], NULL);
      new_ratings[c] = why == FT_RATED ? after[c].rating : ratings[c];
    }
  if (record_text != NULL)
    record = save_record (self, played.time, record_text, extension != NULL ? extension : "pgn",
                          &record_error);
  entry = ft_history_entry_new (&played, record, why, ratings, new_ratings);
  g_list_store_append (self->history, entry);
  if (why == FT_RATED)
    for (int c = 0; c < 2; c++)
      if (profiles[c] != NULL)
        ft_profile_add_rating (profiles[c], played.kind, &after[c], played.time);
  if (record_error != NULL)
    {
      save (self, NULL);
      g_propagate_error (error, g_steal_pointer (&record_error));
    }
  else
    save (self, error);
  return entry; /* the store keeps its reference */
}

char *
ft_profile_store_dup_record_file (FtProfileStore *self, FtHistoryEntry *entry)
{
  const char *record;

  g_return_val_if_fail (FT_IS_PROFILE_STORE (self), NULL);
  g_return_val_if_fail (FT_IS_HISTORY_ENTRY (entry), NULL);

  record = ft_history_entry_get_record_path (entry);
  if (record == NULL)
    return NULL;
  if (g_path_is_absolute (record))
    return g_strdup (record);
  return g_build_filename (self->dir, record, NULL);
}

GListModel *
ft_profile_store_get_history (FtProfileStore *self)
{
  g_return_val_if_fail (FT_IS_PROFILE_STORE (self), NULL);
  return G_LIST_MODEL (self->history);
}

GListStore *
ft_profile_store_list_history_for (FtProfileStore *self, FtProfile *profile)
{
  GListStore *list = g_list_store_new (FT_TYPE_HISTORY_ENTRY);

  g_return_val_if_fail (FT_IS_PROFILE_STORE (self), list);
  g_return_val_if_fail (FT_IS_PROFILE (profile), list);

  for (guint i = g_list_model_get_n_items (G_LIST_MODEL (self->history)); i-- > 0;)
    {
      g_autoptr (FtHistoryEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->history), i);

      if (ft_history_entry_involves (entry, ft_profile_get_id (profile)))
        g_list_store_append (list, entry);
    }
  return list;
}

/* ---- The autosave ---------------------------------------------------------------- */

gboolean
ft_profile_store_set_autosave_owners (FtProfileStore *self, FtProfile *white, FtProfile *black,
                                      GError **error)
{
  FtProfile *owners[2] = { white, black };
  gboolean changed = FALSE;

  g_return_val_if_fail (FT_IS_PROFILE_STORE (self), FALSE);

  for (int c = 0; c < 2; c++)
    {
      const char *id = owners[c] != NULL ? ft_profile_get_id (owners[c]) : NULL;

      if (g_strcmp0 (self->autosave_owners[c], id) == 0)
        continue;
      g_free (self->autosave_owners[c]);
      self->autosave_owners[c] = g_strdup (id);
      changed = TRUE;
    }
  /* The window autosaves after every move: write only what changed. */
  return !changed || save (self, error);
}

gboolean
ft_profile_store_get_autosave_owners (FtProfileStore *self, FtProfile **white, FtProfile **black)
{
  FtProfile *owners[2];

  g_return_val_if_fail (FT_IS_PROFILE_STORE (self), FALSE);

  for (int c = 0; c < 2; c++)
    owners[c] = ft_profile_store_find (self, self->autosave_owners[c]);
  if (white != NULL)
    *white = owners[FT_WHITE];
  if (black != NULL)
    *black = owners[FT_BLACK];
  return owners[0] != NULL || owners[1] != NULL;
}
