/* ft-board-choices.c — see ft-board-choices.h. */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-board-choices.h"
#include "ft-fen.h"
#include "ft-layout.h"
#include "ft-text-file.h"

#define LAYOUTS_RESOURCE "/io/github/fourteenchess/Fourteen/layouts/"

static const char *const choice_keys[FT_N_BOARD_CHOICES] = { "config", "fourteen", "standard",
                                                             "fairy-10x10", "fairy-12x10", "file" };

struct _FtBoardChoices
{
  GtkStringList *model;
  /* The choice at each position; FT_N_BOARD_CHOICES is "Other…". */
  FtBoardChoice at[FT_N_BOARD_CHOICES + 1];
  guint n;
  /* The preset the config's board is, or FT_BOARD_CHOICE_CONFIG when it
   * is a board of its own. */
  FtBoardChoice config_is;
};

const char *
ft_board_choice_to_key (FtBoardChoice choice)
{
  g_return_val_if_fail (choice < FT_N_BOARD_CHOICES, "config");
  return choice_keys[choice];
}

FtBoardChoice
ft_board_choice_from_key (const char *key, FtBoardChoice fallback)
{
  for (guint i = 0; i < FT_N_BOARD_CHOICES; i++)
    if (g_strcmp0 (choice_keys[i], key) == 0)
      return (FtBoardChoice) i;
  return fallback;
}

/* ---- Layout files --------------------------------------------------------------- */

/* A layout's board: as many ranks as lines, as many files as its longest
 * line (clamped to the sizes the engine plays; the parser reports the rest). */
static gboolean
parse_layout_sized (const char *text, gsize length, const char *name, FtPosition *pos, GPtrArray *problems)
{
  guint lines = 0, longest = 0, current = 0;

  for (gsize i = 0; i < length; i++)
    {
      if (text[i] == '\n')
        {
          lines++;
          longest = MAX (longest, current);
          current = 0;
        }
      else if (text[i] != '\r')
        current++;
    }
  if (current > 0)
    {
      lines++;
      longest = MAX (longest, current);
    }
  return ft_layout_parse (text, (gssize) length, name, FT_RULES_FOURTEEN,
                          CLAMP (longest, FT_MIN_BOARD_SIZE, FT_MAX_BOARD_SIZE),
                          CLAMP (lines, FT_MIN_BOARD_SIZE, FT_MAX_BOARD_SIZE), pos, problems);
}

gboolean
ft_board_choices_load_layout (const char *path, FtPosition *pos, char **problems_out)
{
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autofree char *text = NULL;
  gsize length;

  g_return_val_if_fail (path != NULL, FALSE);

  /* Read as every file is (ft-text-file.h): no folders, pipes, devices,
   * huge files or text that is not UTF-8 (docs/config.md#errors). */
  if (ft_text_file_read_problems (path, "layout file", FT_TEXT_FILE_MAX_SIZE, &text, &length, problems))
    parse_layout_sized (text, length, path, pos, problems);

  if (ft_problem_list_has_errors (problems))
    {
      if (problems_out != NULL)
        *problems_out = ft_problem_list_to_string (problems);
      return FALSE;
    }
  return TRUE;
}

static void
load_bundled_layout (const char *name, FtPosition *pos)
{
  g_autofree char *path = g_strconcat (LAYOUTS_RESOURCE, name, NULL);
  g_autoptr (GBytes) bytes = g_resources_lookup_data (path, 0, NULL);
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  gsize length = 0;
  const char *text;

  g_return_if_fail (bytes != NULL);
  text = g_bytes_get_data (bytes, &length);
  /* Bundled layouts are checked by the tests: a failure is a bug. */
  if (!parse_layout_sized (text, length, name, pos, problems))
    g_critical ("The bundled layout %s has problems", name);
}

void
ft_board_choice_apply (FtBoardChoice choice, const FtPosition *file_position, FtPosition *start)
{
  g_return_if_fail (start != NULL);

  switch (choice)
    {
    case FT_BOARD_CHOICE_FOURTEEN:
      ft_position_set_fourteen_start (start);
      break;
    case FT_BOARD_CHOICE_STANDARD:
      ft_position_set_standard_start (start);
      break;
    case FT_BOARD_CHOICE_FAIRY_10:
      load_bundled_layout ("fairy-10x10.txt", start);
      break;
    case FT_BOARD_CHOICE_FAIRY_12:
      load_bundled_layout ("fairy-12x10.txt", start);
      break;
    case FT_BOARD_CHOICE_FILE:
      if (file_position != NULL)
        *start = *file_position;
      break;
    case FT_BOARD_CHOICE_CONFIG:
    default:
      break;
    }
}

/* ---- The row's entries ------------------------------------------------------------ */

/* Is the config's start the preset's? The same rules, size and position
 * (no custom kinds: a config with its own pieces is a board of its own). */
static gboolean
same_board (const FtPosition *config_start, FtBoardChoice preset)
{
  g_autofree FtPosition *start = g_new0 (FtPosition, 1);
  g_autofree char *config_fen = NULL;
  g_autofree char *preset_fen = NULL;

  ft_board_choice_apply (preset, NULL, start);
  if (config_start->rules != start->rules || config_start->files != start->files
      || config_start->ranks != start->ranks || config_start->custom_count != 0)
    return FALSE;
  config_fen = ft_fen_write (config_start);
  preset_fen = ft_fen_write (start);
  return g_strcmp0 (config_fen, preset_fen) == 0;
}

static const char *
preset_label (FtBoardChoice choice)
{
  switch (choice)
    {
    case FT_BOARD_CHOICE_FOURTEEN:
      return _("Fourteen (14×14)");
    case FT_BOARD_CHOICE_STANDARD:
      return _("Standard chess (8×8)");
    case FT_BOARD_CHOICE_FAIRY_10:
      return _("Fairy (10×10)");
    case FT_BOARD_CHOICE_FAIRY_12:
    default:
      return _("Fairy (12×10)");
    }
}

FtBoardChoices *
ft_board_choices_new (GtkStringList *model, const FtPosition *config_start)
{
  FtBoardChoices *self;

  g_return_val_if_fail (GTK_IS_STRING_LIST (model), NULL);
  g_return_val_if_fail (config_start != NULL, NULL);

  self = g_new0 (FtBoardChoices, 1);
  self->model = g_object_ref (model);
  self->config_is = FT_BOARD_CHOICE_CONFIG;
  for (FtBoardChoice preset = FT_BOARD_CHOICE_FOURTEEN; preset <= FT_BOARD_CHOICE_FAIRY_12; preset++)
    if (self->config_is == FT_BOARD_CHOICE_CONFIG && same_board (config_start, preset))
      self->config_is = preset;
  if (self->config_is == FT_BOARD_CHOICE_CONFIG)
    {
      g_autofree char *label = g_strdup_printf (_("As configured (%u×%u)"), (guint) config_start->files,
                                                (guint) config_start->ranks);

      self->at[self->n++] = FT_BOARD_CHOICE_CONFIG;
      gtk_string_list_append (model, label);
    }
  for (FtBoardChoice preset = FT_BOARD_CHOICE_FOURTEEN; preset <= FT_BOARD_CHOICE_FAIRY_12; preset++)
    {
      self->at[self->n++] = preset;
      gtk_string_list_append (model, preset_label (preset));
    }
  self->at[self->n++] = FT_N_BOARD_CHOICES;
  /* TRANSLATORS: the last board of the New Game dialog: opens a layout file */
  gtk_string_list_append (model, _("Other…"));
  return self;
}

void
ft_board_choices_free (FtBoardChoices *self)
{
  if (self == NULL)
    return;
  g_object_unref (self->model);
  g_free (self);
}

guint
ft_board_choices_position_of (FtBoardChoices *self, FtBoardChoice choice)
{
  g_return_val_if_fail (self != NULL, GTK_INVALID_LIST_POSITION);

  if (choice == FT_BOARD_CHOICE_CONFIG)
    choice = self->config_is;
  for (guint i = 0; i < self->n; i++)
    if (self->at[i] == choice)
      return i;
  return GTK_INVALID_LIST_POSITION;
}

gboolean
ft_board_choices_choice_at (FtBoardChoices *self, guint position, FtBoardChoice *choice)
{
  g_return_val_if_fail (self != NULL, FALSE);

  if (position >= self->n || self->at[position] == FT_N_BOARD_CHOICES)
    return FALSE;
  if (choice != NULL)
    *choice = self->at[position];
  return TRUE;
}

guint
ft_board_choices_get_other_position (FtBoardChoices *self)
{
  g_return_val_if_fail (self != NULL, GTK_INVALID_LIST_POSITION);
  return self->n - 1;
}

guint
ft_board_choices_set_file (FtBoardChoices *self, const char *path)
{
  g_autofree char *name = NULL;
  g_autofree char *label = NULL;
  guint position;

  g_return_val_if_fail (self != NULL, GTK_INVALID_LIST_POSITION);
  g_return_val_if_fail (path != NULL, GTK_INVALID_LIST_POSITION);

  name = g_path_get_basename (path);
  /* TRANSLATORS: a layout file chosen as the board: "Layout: castle.txt" */
  label = g_strdup_printf (_("Layout: %s"), name);
  position = ft_board_choices_position_of (self, FT_BOARD_CHOICE_FILE);
  if (position != GTK_INVALID_LIST_POSITION)
    {
      gtk_string_list_splice (self->model, position, 1, (const char *const[]) { label, NULL });
      return position;
    }
  position = self->n - 1; /* before "Other…" */
  self->at[position] = FT_BOARD_CHOICE_FILE;
  self->at[self->n++] = FT_N_BOARD_CHOICES;
  gtk_string_list_splice (self->model, position, 0, (const char *const[]) { label, NULL });
  return position;
}
