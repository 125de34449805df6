/* ft-names.c — see ft-names.h. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ft-names.h"

/* Words accepted besides the nicks. */
typedef struct
{
  const char *name;
  int value;
} Alias;

static const Alias rules_aliases[] = {
  { "chess", FT_RULES_STANDARD },
};

/* The config's three words for the computer's strength, and the bare
 * numbers ("4" for "level-4"). */
static const Alias level_aliases[] = {
  { "easy", FT_LEVEL_EASY },
  { "normal", FT_LEVEL_NORMAL },
  { "hard", FT_LEVEL_HARD },
};

FtLevel
ft_level_of_word_row (guint row)
{
  return (FtLevel) level_aliases[MIN (row, G_N_ELEMENTS (level_aliases) - 1)].value;
}

const char *
ft_level_word_label (guint row)
{
  switch (MIN (row, FT_N_LEVEL_WORDS - 1))
    {
    case 0:
      return _("Easy");
    case 1:
      return _("Normal");
    default:
      return _("Hard");
    }
}

guint
ft_level_word_row (FtLevel level)
{
  guint row = 0;

  while (row + 1 < G_N_ELEMENTS (level_aliases) && level_aliases[row + 1].value <= (int) level)
    row++;
  return row;
}

static gboolean
parse_alias (const Alias *aliases, guint n, const char *name, int *value)
{
  for (guint i = 0; i < n; i++)
    if (g_ascii_strcasecmp (aliases[i].name, name) == 0)
      {
        if (value != NULL)
          *value = aliases[i].value;
        return TRUE;
      }
  return FALSE;
}

static gboolean
parse_level_number (const char *name, int *value)
{
  guint64 n;

  if (!g_ascii_isdigit (name[0]) || !g_ascii_string_to_unsigned (name, 10, FT_LEVEL_1, FT_LEVEL_TOP, &n, NULL))
    return FALSE;
  if (value != NULL)
    *value = (int) n;
  return TRUE;
}

gboolean
ft_name_parse (GType enum_type, const char *name, int *value)
{
  g_autoptr (GEnumClass) klass = NULL;

  g_return_val_if_fail (G_TYPE_IS_ENUM (enum_type), FALSE);

  if (name == NULL)
    return FALSE;
  klass = g_type_class_ref (enum_type);
  for (guint i = 0; i < klass->n_values; i++)
    if (g_ascii_strcasecmp (klass->values[i].value_nick, name) == 0)
      {
        if (value != NULL)
          *value = klass->values[i].value;
        return TRUE;
      }
  if (enum_type == FT_TYPE_RULES)
    return parse_alias (rules_aliases, G_N_ELEMENTS (rules_aliases), name, value);
  if (enum_type == FT_TYPE_LEVEL)
    return parse_alias (level_aliases, G_N_ELEMENTS (level_aliases), name, value)
           || parse_level_number (name, value);
  return FALSE;
}

const char *
ft_name_of (GType enum_type, int value)
{
  g_autoptr (GEnumClass) klass = NULL;
  GEnumValue *found;

  g_return_val_if_fail (G_TYPE_IS_ENUM (enum_type), NULL);

  klass = g_type_class_ref (enum_type);
  found = g_enum_get_value (klass, value);
  /* Nicks are static strings of the registered type: they outlive klass. */
  return found != NULL ? found->value_nick : NULL;
}

char *
ft_name_list (GType enum_type)
{
  g_autoptr (GEnumClass) klass = NULL;
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (G_TYPE_IS_ENUM (enum_type), NULL);

  klass = g_type_class_ref (enum_type);
  if (enum_type == FT_TYPE_LEVEL)
    {
      /* Ten names in a row say less than the range and the three words. */
      g_string_append_printf (text, "\"%s\" to \"%s\" (or 1 to %d), ", klass->values[0].value_nick,
                              klass->values[klass->n_values - 1].value_nick, FT_N_LEVELS);
      for (guint i = 0; i < G_N_ELEMENTS (level_aliases); i++)
        g_string_append_printf (text, "%s\"%s\"", i == 0 ? "" : i + 1 == G_N_ELEMENTS (level_aliases) ? " or " : ", ",
                                level_aliases[i].name);
      return g_string_free (text, FALSE);
    }
  for (guint i = 0; i < klass->n_values; i++)
    {
      if (i > 0)
        g_string_append (text, i + 1 == klass->n_values ? " or " : ", ");
      g_string_append_printf (text, "\"%s\"", klass->values[i].value_nick);
    }
  return g_string_free (text, FALSE);
}

/* "Level 4" and "level 4" for each level, translated once. */
static gpointer
make_level_names (gpointer data G_GNUC_UNUSED)
{
  char **names = g_new0 (char *, 2 * FT_N_LEVELS);

  for (int i = 0; i < FT_N_LEVELS; i++)
    {
      /* Translators: a level of the computer opponent, as a label */
      names[2 * i] = g_strdup_printf (_("Level %d"), i + 1);
      /* Translators: a level of the computer opponent within a sentence,
       * "Computer (level 4)" */
      names[2 * i + 1] = g_strdup_printf (_("level %d"), i + 1);
    }
  return names;
}

static const char *
level_name (FtLevel level, gboolean label)
{
  static GOnce once = G_ONCE_INIT;
  char **names = g_once (&once, make_level_names, NULL);

  return names[2 * (CLAMP ((int) level, FT_LEVEL_1, FT_LEVEL_TOP) - FT_LEVEL_1) + !label];
}

const char *
ft_level_label (FtLevel level)
{
  return level_name (level, TRUE);
}

char *
ft_computer_name (FtLevel level)
{
  switch (level)
    {
    case FT_LEVEL_EASY:
      return g_strdup (_("Computer (easy)"));
    case FT_LEVEL_NORMAL:
      return g_strdup (_("Computer (normal)"));
    case FT_LEVEL_HARD:
      return g_strdup (_("Computer (hard)"));
    default:
      /* Translators: the computer opponent and its level, "Computer (level 4)" */
      return g_strdup_printf (_("Computer (%s)"), ft_level_phrase (level));
    }
}

const char *
ft_level_phrase (FtLevel level)
{
  return level_name (level, FALSE);
}

const char *
ft_colour_label (FtColour colour)
{
  return colour == FT_BLACK ? _("Black") : _("White");
}

const char *
ft_colour_phrase (FtColour colour)
{
  return colour == FT_BLACK ? _("black") : _("white");
}

const char *
ft_kind_phrase (FtKind kind)
{
  switch (kind)
    {
    case FT_PAWN: return C_("piece in a sentence", "pawn");
    case FT_KNIGHT: return C_("piece in a sentence", "knight");
    case FT_BISHOP: return C_("piece in a sentence", "bishop");
    case FT_ROOK: return C_("piece in a sentence", "rook");
    case FT_QUEEN: return C_("piece in a sentence", "queen");
    case FT_KING: return C_("piece in a sentence", "king");
    case FT_ARCHBISHOP: return C_("piece in a sentence", "archbishop");
    case FT_CHANCELLOR: return C_("piece in a sentence", "chancellor");
    case FT_AMAZON: return C_("piece in a sentence", "amazon");
    case FT_CAMEL: return C_("piece in a sentence", "camel");
    case FT_GENERAL: return C_("piece in a sentence", "general");
    case FT_NO_KIND:
    case FT_N_KINDS:
    default: return "";
    }
}

const char *
ft_kind_label (FtKind kind)
{
  switch (kind)
    {
    case FT_PAWN: return C_("chess piece", "Pawn");
    case FT_KNIGHT: return C_("chess piece", "Knight");
    case FT_BISHOP: return C_("chess piece", "Bishop");
    case FT_ROOK: return C_("chess piece", "Rook");
    case FT_QUEEN: return C_("chess piece", "Queen");
    case FT_KING: return C_("chess piece", "King");
    case FT_ARCHBISHOP: return C_("chess piece", "Archbishop");
    case FT_CHANCELLOR: return C_("chess piece", "Chancellor");
    case FT_AMAZON: return C_("chess piece", "Amazon");
    case FT_CAMEL: return C_("chess piece", "Camel");
    case FT_GENERAL: return C_("chess piece", "General");
    case FT_NO_KIND:
    case FT_N_KINDS:
    default: return "";
    }
}

const char *
ft_checkers_side_label (FtColour side)
{
  return side == FT_BLACK ? _("Water") : _("Fire");
}

const char *
ft_checkers_piece_label (FtColour side, FtCheckersKind kind)
{
  gboolean fire = side != FT_BLACK;

  switch (kind)
    {
    case FT_CHECKERS_SHIELD:
      return fire ? _("Fire shield") : _("Water shield");
    case FT_CHECKERS_BOMB:
      return fire ? _("Fire bomb") : _("Water bomb");
    case FT_CHECKERS_NORMAL:
    default:
      return fire ? _("Fire piece") : _("Water piece");
    }
}

const char *
ft_checkers_kind_name (FtCheckersKind kind, gboolean label)
{
  switch (kind)
    {
    case FT_CHECKERS_SHIELD:
      return label ? C_("checkers piece", "Shield") : C_("checkers piece in a sentence", "shield");
    case FT_CHECKERS_BOMB:
      return label ? C_("checkers piece", "Bomb") : C_("checkers piece in a sentence", "bomb");
    case FT_CHECKERS_NORMAL:
      return label ? C_("checkers piece", "Piece") : C_("checkers piece in a sentence", "piece");
    default:
      return "";
    }
}
