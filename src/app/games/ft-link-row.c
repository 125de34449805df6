/* ft-link-row.c — see ft-link-row.h. */
#include "config.h"

#include "ft-link-row.h"

struct _FtLinkRow
{
  AdwPreferencesRow parent_instance;

  GtkWidget *title;    /* GtkInscription */
  GtkWidget *subtitle; /* GtkInscription, hidden without a text */
  GtkWidget *icon;     /* GtkImage, hidden without a name */
};

G_DEFINE_FINAL_TYPE (FtLinkRow, ft_link_row, ADW_TYPE_PREFERENCES_ROW)

enum
{
  PROP_0,
  PROP_SUBTITLE,
  PROP_ICON_NAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* One line, ellipsized where the row is narrow; its natural width is the
 * whole text's (in characters: the inscription never lays it out to
 * measure it). */
static GtkWidget *
line_new (const char *css_class)
{
  GtkWidget *line = gtk_inscription_new (NULL);

  gtk_inscription_set_text_overflow (GTK_INSCRIPTION (line), GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_END);
  gtk_inscription_set_min_chars (GTK_INSCRIPTION (line), 0);
  gtk_widget_add_css_class (line, css_class);
  return line;
}

static gboolean
set_line (GtkWidget *line, const char *text)
{
  const char *old = gtk_inscription_get_text (GTK_INSCRIPTION (line));

  if (g_strcmp0 (old != NULL ? old : "", text != NULL ? text : "") == 0)
    return FALSE;
  gtk_inscription_set_text (GTK_INSCRIPTION (line), text);
  gtk_inscription_set_nat_chars (GTK_INSCRIPTION (line), text != NULL ? g_utf8_strlen (text, -1) : 0);
  gtk_widget_set_visible (line, text != NULL && *text != '\0');
  return TRUE;
}

static void
title_changed_cb (FtLinkRow *self)
{
  set_line (self->title, adw_preferences_row_get_title (ADW_PREFERENCES_ROW (self)));
}

void
ft_link_row_set_subtitle (FtLinkRow *self, const char *subtitle)
{
  g_return_if_fail (FT_IS_LINK_ROW (self));
  if (set_line (self->subtitle, subtitle))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUBTITLE]);
}

const char *
ft_link_row_get_subtitle (FtLinkRow *self)
{
  g_return_val_if_fail (FT_IS_LINK_ROW (self), NULL);
  return gtk_inscription_get_text (GTK_INSCRIPTION (self->subtitle));
}

void
ft_link_row_set_icon_name (FtLinkRow *self, const char *icon_name)
{
  g_return_if_fail (FT_IS_LINK_ROW (self));
  if (g_strcmp0 (ft_link_row_get_icon_name (self), icon_name) == 0)
    return;
  gtk_image_set_from_icon_name (GTK_IMAGE (self->icon), icon_name);
  gtk_widget_set_visible (self->icon, icon_name != NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ICON_NAME]);
}

const char *
ft_link_row_get_icon_name (FtLinkRow *self)
{
  g_return_val_if_fail (FT_IS_LINK_ROW (self), NULL);
  return gtk_image_get_storage_type (GTK_IMAGE (self->icon)) == GTK_IMAGE_ICON_NAME
           ? gtk_image_get_icon_name (GTK_IMAGE (self->icon))
           : NULL;
}

GtkWidget *
ft_link_row_new (const char *title)
{
  return g_object_new (FT_TYPE_LINK_ROW, "title", title, NULL);
}

static void
ft_link_row_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtLinkRow *self = FT_LINK_ROW (object);

  switch (prop_id)
    {
    case PROP_SUBTITLE:
      g_value_set_string (value, ft_link_row_get_subtitle (self));
      break;
    case PROP_ICON_NAME:
      g_value_set_string (value, ft_link_row_get_icon_name (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_link_row_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  FtLinkRow *self = FT_LINK_ROW (object);

  switch (prop_id)
    {
    case PROP_SUBTITLE:
      ft_link_row_set_subtitle (self, g_value_get_string (value));
      break;
    case PROP_ICON_NAME:
      ft_link_row_set_icon_name (self, g_value_get_string (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_link_row_class_init (FtLinkRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = ft_link_row_get_property;
  object_class->set_property = ft_link_row_set_property;

  properties[PROP_SUBTITLE] = g_param_spec_string ("subtitle", NULL, NULL, NULL,
                                                   G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_ICON_NAME] = g_param_spec_string ("icon-name", NULL, NULL, NULL,
                                                    G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ft_link_row_init (FtLinkRow *self)
{
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_widget_add_css_class (header, "header");
  gtk_widget_add_css_class (texts, "title");
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_widget_set_valign (texts, GTK_ALIGN_CENTER);
  self->title = line_new ("title");
  self->subtitle = line_new ("subtitle");
  gtk_widget_set_visible (self->subtitle, FALSE);
  self->icon = gtk_image_new ();
  gtk_widget_set_visible (self->icon, FALSE);
  gtk_box_append (GTK_BOX (texts), self->title);
  gtk_box_append (GTK_BOX (texts), self->subtitle);
  gtk_box_append (GTK_BOX (header), texts);
  gtk_box_append (GTK_BOX (header), self->icon);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (self), header);
  g_signal_connect (self, "notify::title", G_CALLBACK (title_changed_cb), NULL);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, self->title, NULL,
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, self->subtitle, NULL,
                                  -1);
}
