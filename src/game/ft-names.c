/* ft-names.c — see ft-names.h. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ft-names.h"

/* Words accepted besides the nicks. */
static const struct
{
  const char *name;
  int value;
} rules_aliases[] = {
  { "chess", FT_RULES_STANDARD },
};

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
    for (guint i = 0; i < G_N_ELEMENTS (rules_aliases); i++)
      if (g_ascii_strcasecmp (rules_aliases[i].name, name) == 0)
        {
          if (value != NULL)
            *value = rules_aliases[i].value;
          return TRUE;
        }
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
  for (guint i = 0; i < klass->n_values; i++)
    {
      if (i > 0)
        g_string_append (text, i + 1 == klass->n_values ? " or " : ", ");
      g_string_append_printf (text, "\"%s\"", klass->values[i].value_nick);
    }
  return g_string_free (text, FALSE);
}

const char *
ft_level_label (FtLevel level)
{
  switch (level)
    {
    case FT_LEVEL_EASY:
      return _("Easy");
    case FT_LEVEL_HARD:
      return _("Hard");
    case FT_LEVEL_NORMAL:
    default:
      return _("Normal");
    }
}

const char *
ft_colour_label (FtColour colour)
{
  return colour == FT_BLACK ? _("Black") : _("White");
}
