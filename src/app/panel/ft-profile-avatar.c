/* ft-profile-avatar.c — see ft-profile-avatar.h. */
#include "config.h"

#include "ft-profile-avatar.h"

struct _FtProfileAvatar
{
  GtkWidget parent_instance;

  FtProfile *profile;
  int size;
  char *initials;
  PangoLayout *layout; /* the initials, made again when they change */
};

G_DEFINE_FINAL_TYPE (FtProfileAvatar, ft_profile_avatar, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_PROFILE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
profile_changed_cb (FtProfileAvatar *self)
{
  g_autofree char *initials = self->profile != NULL ? ft_profile_dup_initials (self->profile)
                                                    : g_strdup ("");
  g_autofree char *label = NULL;

  g_free (self->initials);
  self->initials = g_steal_pointer (&initials);
  g_clear_object (&self->layout);
  /* A screen reader reads the name, not the letters. */
  label = self->profile != NULL ? g_strdup (ft_profile_get_name (self->profile)) : g_strdup ("");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ft_profile_avatar_set_profile (FtProfileAvatar *self, FtProfile *profile)
{
  g_return_if_fail (FT_IS_PROFILE_AVATAR (self));
  g_return_if_fail (profile == NULL || FT_IS_PROFILE (profile));

  if (self->profile == profile)
    return;
  if (self->profile != NULL)
    g_signal_handlers_disconnect_by_data (self->profile, self);
  g_set_object (&self->profile, profile);
  if (profile != NULL)
    {
      g_signal_connect_swapped (profile, "notify::name", G_CALLBACK (profile_changed_cb), self);
      g_signal_connect_swapped (profile, "notify::colour", G_CALLBACK (profile_changed_cb), self);
    }
  profile_changed_cb (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROFILE]);
}

FtProfile *
ft_profile_avatar_get_profile (FtProfileAvatar *self)
{
  g_return_val_if_fail (FT_IS_PROFILE_AVATAR (self), NULL);
  return self->profile;
}

const char *
ft_profile_avatar_get_text (FtProfileAvatar *self)
{
  g_return_val_if_fail (FT_IS_PROFILE_AVATAR (self), NULL);
  return self->initials != NULL ? self->initials : "";
}

static void
ft_profile_avatar_measure (GtkWidget *widget, GtkOrientation orientation G_GNUC_UNUSED,
                           int for_size G_GNUC_UNUSED, int *minimum, int *natural,
                           int *minimum_baseline, int *natural_baseline)
{
  *minimum = *natural = FT_PROFILE_AVATAR (widget)->size;
  *minimum_baseline = *natural_baseline = -1;
}

static void
ft_profile_avatar_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  FtProfileAvatar *self = FT_PROFILE_AVATAR (widget);
  float side = MIN (gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  GskRoundedRect disc;
  GdkRGBA colour, text = { 1, 1, 1, 1 };
  PangoRectangle ink;

  if (self->profile == NULL || side <= 0
      || !gdk_rgba_parse (&colour, ft_profile_get_colour (self->profile)))
    return;
  gsk_rounded_rect_init_from_rect (&disc, &GRAPHENE_RECT_INIT (0, 0, side, side), side / 2);
  gtk_snapshot_push_rounded_clip (snapshot, &disc);
  gtk_snapshot_append_color (snapshot, &colour, &disc.bounds);
  gtk_snapshot_pop (snapshot);

  if (self->layout == NULL)
    {
      PangoFontDescription *font = pango_font_description_new ();

      self->layout = gtk_widget_create_pango_layout (widget, self->initials);
      pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
      pango_font_description_set_absolute_size (font, side * 0.4 * PANGO_SCALE);
      pango_layout_set_font_description (self->layout, font);
      pango_font_description_free (font);
    }
  pango_layout_get_pixel_extents (self->layout, &ink, NULL);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((side - ink.width) / 2 - ink.x,
                                                         (side - ink.height) / 2 - ink.y));
  gtk_snapshot_append_layout (snapshot, self->layout, &text);
  gtk_snapshot_restore (snapshot);
}

static void
ft_profile_avatar_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_PROFILE:
      g_value_set_object (value, FT_PROFILE_AVATAR (object)->profile);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_profile_avatar_set_property (GObject *object, guint prop_id, const GValue *value,
                                GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_PROFILE:
      ft_profile_avatar_set_profile (FT_PROFILE_AVATAR (object), g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_profile_avatar_dispose (GObject *object)
{
  FtProfileAvatar *self = FT_PROFILE_AVATAR (object);

  if (self->profile != NULL)
    g_signal_handlers_disconnect_by_data (self->profile, self);
  g_clear_object (&self->profile);
  g_clear_object (&self->layout);
  g_clear_pointer (&self->initials, g_free);
  G_OBJECT_CLASS (ft_profile_avatar_parent_class)->dispose (object);
}

static void
ft_profile_avatar_class_init (FtProfileAvatarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = ft_profile_avatar_get_property;
  object_class->set_property = ft_profile_avatar_set_property;
  object_class->dispose = ft_profile_avatar_dispose;
  widget_class->measure = ft_profile_avatar_measure;
  widget_class->snapshot = ft_profile_avatar_snapshot;

  properties[PROP_PROFILE] =
    g_param_spec_object ("profile", NULL, NULL, FT_TYPE_PROFILE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "ft-profile-avatar");
}

static void
ft_profile_avatar_init (FtProfileAvatar *self)
{
  self->size = 32;
}

GtkWidget *
ft_profile_avatar_new (FtProfile *profile, int size)
{
  FtProfileAvatar *self = g_object_new (FT_TYPE_PROFILE_AVATAR, NULL);

  self->size = MAX (size, 8);
  ft_profile_avatar_set_profile (self, profile);
  gtk_widget_set_valign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
  return GTK_WIDGET (self);
}
