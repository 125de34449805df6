/* ft-rated-kind.c — see ft-rated-kind.h. */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "ft-config.h"
#include "ft-layout-file.h"
#include "ft-rated-kind.h"

/* Same pieces on the same squares, same rules, side and castling rights:
 * the game starts where a bundled one does. */
static gboolean
same_start (const FtPosition *a, const FtPosition *b)
{
  return a->rules == b->rules && a->files == b->files && a->ranks == b->ranks
         && a->custom_count == 0 && b->custom_count == 0 && a->side_to_move == b->side_to_move
         && a->castling_rights == b->castling_rights
         && memcmp (a->board, b->board, sizeof a->board) == 0;
}

/* A bundled layout (data/layouts/NAME.txt, Fourteen rules), read once;
 * NULL (with a warning) if it is not where it is shipped. */
static const FtPosition *
bundled_layout (const char *name, guint files, guint ranks)
{
  g_autofree char *relative = g_strdup_printf ("layouts/%s.txt", name);
  g_autofree char *path = ft_config_find_shipped_file (NULL, relative);
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  FtPosition *pos;

  if (path == NULL)
    {
      g_warning ("The bundled layout %s is not installed: its games are rated as other boards",
                 relative);
      return NULL;
    }
  pos = g_new0 (FtPosition, 1);
  if (!ft_layout_load_file (path, FT_RULES_FOURTEEN, files, ranks, pos, problems))
    {
      g_autofree char *text = ft_problem_list_to_string (problems);
      g_warning ("%s", text);
      g_free (pos);
      return NULL;
    }
  return pos;
}

static const FtPosition *
fairy_start (FtRatedKind kind)
{
  static const FtPosition *twelve, *ten;
  static gsize done;

  if (g_once_init_enter (&done))
    {
      twelve = bundled_layout ("fairy-12x10", 12, 10);
      ten = bundled_layout ("fairy-10x10", 10, 10);
      g_once_init_leave (&done, 1);
    }
  return kind == FT_RATED_KIND_FAIRY_12X10 ? twelve : ten;
}

FtRatedKind
ft_rated_kind_of_position (const FtPosition *start, gboolean fog)
{
  FtPosition *reference;
  FtRatedKind kind = FT_RATED_KIND_CUSTOM;

  g_return_val_if_fail (start != NULL, FT_RATED_KIND_CUSTOM);

  if (fog || start->fog)
    return FT_RATED_KIND_CUSTOM;
  reference = g_new0 (FtPosition, 1);
  ft_position_set_fourteen_start (reference);
  if (same_start (start, reference))
    kind = FT_RATED_KIND_FOURTEEN;
  ft_position_set_standard_start (reference);
  if (same_start (start, reference))
    kind = FT_RATED_KIND_STANDARD;
  g_free (reference);
  for (FtRatedKind fairy = FT_RATED_KIND_FAIRY_12X10; fairy <= FT_RATED_KIND_FAIRY_10X10; fairy++)
    if (fairy_start (fairy) != NULL && same_start (start, fairy_start (fairy)))
      kind = fairy;
  return kind;
}

FtRatedKind
ft_rated_kind_of_setup (const FtGameSetup *setup)
{
  g_return_val_if_fail (setup != NULL, FT_RATED_KIND_CUSTOM);

  if (setup->game == FT_GAME_KIND_CHECKERS)
    return FT_RATED_KIND_CHECKERS;
  return ft_rated_kind_of_position (setup->start, setup->fog_of_war);
}

const char *
ft_rated_kind_label (FtRatedKind kind)
{
  switch (kind)
    {
    case FT_RATED_KIND_FOURTEEN:
      return _("Fourteen 14×14");
    case FT_RATED_KIND_STANDARD:
      return _("Standard chess");
    case FT_RATED_KIND_FAIRY_12X10:
      return _("Fairy 12×10");
    case FT_RATED_KIND_FAIRY_10X10:
      return _("Fairy 10×10");
    case FT_RATED_KIND_CHECKERS:
      return _("Checkers");
    case FT_RATED_KIND_CUSTOM:
    default:
      return _("Other boards");
    }
}

FtLevelColumn
ft_rated_kind_level_column (FtRatedKind kind)
{
  switch (kind)
    {
    case FT_RATED_KIND_STANDARD:
      return FT_LEVEL_COLUMN_STANDARD;
    case FT_RATED_KIND_CHECKERS:
      return FT_LEVEL_COLUMN_CHECKERS;
    case FT_RATED_KIND_FOURTEEN:
    case FT_RATED_KIND_FAIRY_12X10:
    case FT_RATED_KIND_FAIRY_10X10:
    case FT_RATED_KIND_CUSTOM:
    default:
      return FT_LEVEL_COLUMN_FOURTEEN;
    }
}

FtLevel
ft_rated_kind_top_level (FtRatedKind kind)
{
  return ft_level_top (ft_rated_kind_level_column (kind));
}
