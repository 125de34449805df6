/* ft-fit-text.c — see ft-fit-text.h. The label wraps at word boundaries
 * itself; this only decides, with a layout in the label's own font, how
 * much of the text to give it. */
#include "config.h"

#include "ft-fit-text.h"

/* Every line of layout within width, at most `lines` of them, each line
 * after the first starting after a space or a hyphen (a word broken
 * inside would start after a letter). */
static gboolean
fits (PangoLayout *layout, int width, int lines)
{
  const char *text = pango_layout_get_text (layout);
  PangoRectangle logical;

  if (pango_layout_get_line_count (layout) > lines)
    return FALSE;
  for (int i = 1; i < pango_layout_get_line_count (layout); i++)
    {
      int start = pango_layout_get_line_readonly (layout, i)->start_index;

      if (start == 0 || (text[start - 1] != ' ' && text[start - 1] != '-'))
        return FALSE;
    }
  pango_layout_get_pixel_extents (layout, NULL, &logical);
  return logical.width <= width;
}

char *
ft_fit_text (GtkWidget *label, const char *text, int width, int lines)
{
  PangoLayout *layout;
  GString *shown;
  gboolean whole = TRUE;

  g_return_val_if_fail (GTK_IS_WIDGET (label), NULL);

  if (text == NULL || *text == '\0')
    return NULL;
  layout = gtk_widget_create_pango_layout (label, NULL);
  pango_layout_set_width (layout, width * PANGO_SCALE);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
  shown = g_string_new (text);
  for (;;)
    {
      g_autofree char *candidate = whole ? g_strdup (shown->str) : g_strconcat (shown->str, "…", NULL);

      pango_layout_set_text (layout, candidate, -1);
      if (fits (layout, width, lines) || shown->len == 0)
        break;
      /* One character less, and no space left before the "…". */
      g_string_truncate (shown, g_utf8_find_prev_char (shown->str, shown->str + shown->len) - shown->str);
      while (shown->len > 0 && shown->str[shown->len - 1] == ' ')
        g_string_truncate (shown, shown->len - 1);
      whole = FALSE;
    }
  g_object_unref (layout);
  if (whole)
    {
      g_string_free (shown, TRUE);
      return NULL;
    }
  g_string_append (shown, "…");
  return g_string_free (shown, FALSE);
}
