/* ft-history-entry.c — see ft-history-entry.h. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ft-history-entry.h"
#include "ft-names.h"

struct _FtHistoryEntry
{
  GObject parent_instance;

  FtFinishedGame game; /* its seats' strings are the owned ones below */
  char *profile_ids[2];
  char *names[2];
  char *record_path;
  FtUnratedReason rated;
  double ratings[2];
  double new_ratings[2];
};

G_DEFINE_FINAL_TYPE (FtHistoryEntry, ft_history_entry, G_TYPE_OBJECT)

static void
ft_history_entry_finalize (GObject *object)
{
  FtHistoryEntry *self = FT_HISTORY_ENTRY (object);

  for (int c = 0; c < 2; c++)
    {
      g_free (self->profile_ids[c]);
      g_free (self->names[c]);
    }
  g_free (self->record_path);
  G_OBJECT_CLASS (ft_history_entry_parent_class)->finalize (object);
}

static void
ft_history_entry_class_init (FtHistoryEntryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ft_history_entry_finalize;
}

static void
ft_history_entry_init (FtHistoryEntry *self G_GNUC_UNUSED)
{
}

FtHistoryEntry *
ft_history_entry_new (const FtFinishedGame *game, const char *record_path, FtUnratedReason rated,
                      const double ratings[2], const double new_ratings[2])
{
  FtHistoryEntry *self;

  g_return_val_if_fail (game != NULL && ratings != NULL && new_ratings != NULL, NULL);

  self = g_object_new (FT_TYPE_HISTORY_ENTRY, NULL);
  self->game = *game;
  if (self->game.time == 0)
    self->game.time = g_get_real_time () / G_USEC_PER_SEC;
  for (int c = 0; c < 2; c++)
    {
      self->profile_ids[c] = g_strdup (game->seats[c].profile_id);
      self->names[c] = g_strdup (game->seats[c].name);
      self->game.seats[c].profile_id = self->profile_ids[c];
      self->game.seats[c].name = self->names[c];
      self->ratings[c] = ratings[c];
      self->new_ratings[c] = new_ratings[c];
    }
  self->record_path = g_strdup (record_path);
  self->rated = rated;
  return self;
}

gint64
ft_history_entry_get_time (FtHistoryEntry *self)
{
  g_return_val_if_fail (FT_IS_HISTORY_ENTRY (self), 0);
  return self->game.time;
}

FtRatedKind
ft_history_entry_get_kind (FtHistoryEntry *self)
{
  g_return_val_if_fail (FT_IS_HISTORY_ENTRY (self), FT_RATED_KIND_CUSTOM);
  return self->game.kind;
}

FtGameOrigin
ft_history_entry_get_origin (FtHistoryEntry *self)
{
  g_return_val_if_fail (FT_IS_HISTORY_ENTRY (self), FT_GAME_ORIGIN_PLAYED);
  return self->game.origin;
}

const FtSeat *
ft_history_entry_get_seat (FtHistoryEntry *self, FtColour side)
{
  g_return_val_if_fail (FT_IS_HISTORY_ENTRY (self) && side <= FT_BLACK, NULL);
  return &self->game.seats[side];
}

FtResult
ft_history_entry_get_result (FtHistoryEntry *self, FtResultReason *reason)
{
  g_return_val_if_fail (FT_IS_HISTORY_ENTRY (self), FT_RESULT_NONE);
  if (reason != NULL)
    *reason = self->game.reason;
  return self->game.result;
}

guint
ft_history_entry_get_plies (FtHistoryEntry *self)
{
  g_return_val_if_fail (FT_IS_HISTORY_ENTRY (self), 0);
  return self->game.moves[FT_WHITE] + self->game.moves[FT_BLACK];
}

guint
ft_history_entry_get_moves (FtHistoryEntry *self, FtColour side)
{
  g_return_val_if_fail (FT_IS_HISTORY_ENTRY (self) && side <= FT_BLACK, 0);
  return self->game.moves[side];
}

const char *
ft_history_entry_get_record_path (FtHistoryEntry *self)
{
  g_return_val_if_fail (FT_IS_HISTORY_ENTRY (self), NULL);
  return self->record_path;
}

FtUnratedReason
ft_history_entry_get_rated (FtHistoryEntry *self)
{
  g_return_val_if_fail (FT_IS_HISTORY_ENTRY (self), FT_UNRATED_UNFINISHED);
  return self->rated;
}

double
ft_history_entry_get_rating (FtHistoryEntry *self, FtColour side)
{
  g_return_val_if_fail (FT_IS_HISTORY_ENTRY (self) && side <= FT_BLACK, 0);
  return self->ratings[side];
}

double
ft_history_entry_get_new_rating (FtHistoryEntry *self, FtColour side)
{
  g_return_val_if_fail (FT_IS_HISTORY_ENTRY (self) && side <= FT_BLACK, 0);
  return self->new_ratings[side];
}

int
ft_history_entry_find_profile (FtHistoryEntry *self, const char *profile_id)
{
  g_return_val_if_fail (FT_IS_HISTORY_ENTRY (self), -1);

  for (int c = 0; c < 2; c++)
    if (self->game.seats[c].kind == FT_SEAT_PROFILE && profile_id != NULL
        && g_strcmp0 (self->profile_ids[c], profile_id) == 0)
      return c;
  return -1;
}

gboolean
ft_history_entry_involves (FtHistoryEntry *self, const char *profile_id)
{
  return ft_history_entry_find_profile (self, profile_id) >= 0;
}

char *
ft_history_entry_dup_seat_label (FtHistoryEntry *self, FtColour side)
{
  const FtSeat *seat;

  g_return_val_if_fail (FT_IS_HISTORY_ENTRY (self) && side <= FT_BLACK, NULL);

  seat = &self->game.seats[side];
  if (seat->kind == FT_SEAT_COMPUTER)
    return ft_computer_name (seat->level);
  if (seat->name != NULL && seat->name[0] != '\0')
    return g_strdup (seat->name);
  return g_strdup (seat->kind == FT_SEAT_REMOTE ? _("Network player") : _("Unknown player"));
}
