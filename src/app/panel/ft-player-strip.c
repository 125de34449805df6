/* ft-player-strip.c — see ft-player-strip.h. The strip places its four
 * children itself (measure and size_allocate): a row or a column by its
 * width, decided where it is allocated, so that crossing from one to the
 * other never asks for another layout pass. */
#include "config.h"

#include "ft-player-strip.h"

#include "ft-clock-face.h"
#include "ft-material-strip.h"
#include "ft-profile-avatar.h"

#define ROW_MIN_WIDTH 200 /* px: a row from this width on */
#define AVATAR 24         /* px */
#define GAP 6             /* px between the avatar, the name and the clock */
#define LINE_GAP 2        /* px between the lines of a column */

struct _FtPlayerStrip
{
  GtkWidget parent_instance;

  GtkLabel *name;
  FtClockFace *clock;
  FtMaterialStrip *material;
  GtkWidget *avatar;
  char *whole_name;
  gboolean at_bottom;
};

enum { PROP_0, PROP_AT_BOTTOM, N_PROPS };
static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (FtPlayerStrip, ft_player_strip, GTK_TYPE_WIDGET)

static int
natural_height (GtkWidget *child, int width)
{
  int minimum, natural;

  if (!gtk_widget_get_visible (child))
    return 0;
  gtk_widget_measure (child, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, NULL, NULL);
  return MAX (minimum, natural);
}

static int
natural_width (GtkWidget *child)
{
  int minimum, natural;

  if (!gtk_widget_get_visible (child))
    return 0;
  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  return MAX (minimum, natural);
}

static int
avatar_width (FtPlayerStrip *self)
{
  return gtk_widget_get_visible (self->avatar) ? AVATAR + GAP : 0;
}

/* The height of a row: its highest part. */
static int
row_height (FtPlayerStrip *self)
{
  int height = MAX (natural_height (GTK_WIDGET (self->name), -1), natural_height (GTK_WIDGET (self->material), -1));

  return MAX (MAX (height, natural_height (GTK_WIDGET (self->clock), -1)),
              gtk_widget_get_visible (self->avatar) ? AVATAR : 0);
}

static int
column_height (FtPlayerStrip *self, int width)
{
  int clock = natural_height (GTK_WIDGET (self->clock), width);

  return (clock > 0 ? clock + LINE_GAP : 0)
         + MAX (natural_height (GTK_WIDGET (self->name), -1), gtk_widget_get_visible (self->avatar) ? AVATAR : 0)
         + LINE_GAP + natural_height (GTK_WIDGET (self->material), -1);
}

/* The height follows from the width (a row or a column; rows of buttons). */
static GtkSizeRequestMode
ft_player_strip_get_request_mode (GtkWidget *widget G_GNUC_UNUSED)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
ft_player_strip_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                         int *natural, int *minimum_baseline G_GNUC_UNUSED, int *natural_baseline G_GNUC_UNUSED)
{
  FtPlayerStrip *self = FT_PLAYER_STRIP (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int clock = natural_width (GTK_WIDGET (self->clock));

      /* A column as narrow as the clock; a row holds everything on one line. */
      *minimum = clock;
      *natural = MAX (ROW_MIN_WIDTH, avatar_width (self) + natural_width (GTK_WIDGET (self->name)) + GAP + clock);
    }
  else
    *minimum = *natural = for_size >= ROW_MIN_WIDTH ? row_height (self)
                                                    : column_height (self, for_size < 0 ? 0 : for_size);
}

static void
place (GtkWidget *child, int x, int y, int width, int height)
{
  if (gtk_widget_get_visible (child))
    gtk_widget_size_allocate (child, &(GtkAllocation) { x, y, MAX (width, 0), MAX (height, 0) }, -1);
}

/* One line, each part centred on it: avatar, name, material, and the
 * clock at the right end. */
static void
allocate_row (FtPlayerStrip *self, int width, int height)
{
  int clock_w = natural_width (GTK_WIDGET (self->clock));
  int clock_h = natural_height (GTK_WIDGET (self->clock), clock_w);
  int name_h = natural_height (GTK_WIDGET (self->name), -1);
  int material_h = natural_height (GTK_WIDGET (self->material), -1);
  int x = avatar_width (self);
  int text_end = width - (clock_w > 0 ? clock_w + GAP : 0);
  int name_w = MIN (natural_width (GTK_WIDGET (self->name)), text_end - x);

  place (self->avatar, 0, (height - AVATAR) / 2, AVATAR, AVATAR);
  place (GTK_WIDGET (self->name), x, (height - name_h) / 2, name_w, name_h);
  x += name_w + GAP;
  place (GTK_WIDGET (self->material), x, (height - material_h) / 2, MAX (text_end - x, 0), material_h);
  place (GTK_WIDGET (self->clock), width - clock_w, (height - clock_h) / 2, clock_w, clock_h);
}

static void
allocate_column (FtPlayerStrip *self, int width, int height)
{
  int clock_h = natural_height (GTK_WIDGET (self->clock), width);
  int name_h = MAX (natural_height (GTK_WIDGET (self->name), -1), gtk_widget_get_visible (self->avatar) ? AVATAR : 0);
  int material_h = natural_height (GTK_WIDGET (self->material), -1);
  int name_w = MIN (natural_width (GTK_WIDGET (self->name)), width - avatar_width (self));
  int group_x = (width - avatar_width (self) - name_w) / 2;
  int material_w = MIN (natural_width (GTK_WIDGET (self->material)), width);
  int y;

  /* From the outer edge inwards: clock, name, material. */
  y = self->at_bottom ? height - clock_h : 0;
  place (GTK_WIDGET (self->clock), 0, y, width, clock_h);
  y = self->at_bottom ? y - (clock_h > 0 ? LINE_GAP : 0) - name_h : (clock_h > 0 ? clock_h + LINE_GAP : 0);
  place (self->avatar, group_x, y + (name_h - AVATAR) / 2, AVATAR, AVATAR);
  place (GTK_WIDGET (self->name), group_x + avatar_width (self), y, name_w, name_h);
  y = self->at_bottom ? y - LINE_GAP - material_h : y + name_h + LINE_GAP;
  place (GTK_WIDGET (self->material), (width - material_w) / 2, y, material_w, material_h);
}

static void
ft_player_strip_size_allocate (GtkWidget *widget, int width, int height, int baseline G_GNUC_UNUSED)
{
  FtPlayerStrip *self = FT_PLAYER_STRIP (widget);
  PangoLayout *layout;

  if (width >= ROW_MIN_WIDTH)
    allocate_row (self, width, height);
  else
    allocate_column (self, width, height);
  /* A shortened name is whole in its tooltip (a tooltip changes no size). */
  layout = gtk_label_get_layout (self->name);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->name),
                               pango_layout_is_ellipsized (layout) ? self->whole_name : NULL);
}

static void
ft_player_strip_dispose (GObject *object)
{
  FtPlayerStrip *self = FT_PLAYER_STRIP (object);

  g_clear_pointer (&self->avatar, gtk_widget_unparent);
  gtk_widget_dispose_template (GTK_WIDGET (self), FT_TYPE_PLAYER_STRIP);
  G_OBJECT_CLASS (ft_player_strip_parent_class)->dispose (object);
}

static void
ft_player_strip_finalize (GObject *object)
{
  g_free (FT_PLAYER_STRIP (object)->whole_name);
  G_OBJECT_CLASS (ft_player_strip_parent_class)->finalize (object);
}

static void
ft_player_strip_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtPlayerStrip *self = FT_PLAYER_STRIP (object);

  switch (prop_id)
    {
    case PROP_AT_BOTTOM: g_value_set_boolean (value, self->at_bottom); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_player_strip_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  FtPlayerStrip *self = FT_PLAYER_STRIP (object);

  switch (prop_id)
    {
    case PROP_AT_BOTTOM: ft_player_strip_set_at_bottom (self, g_value_get_boolean (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_player_strip_class_init (FtPlayerStripClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ft_player_strip_dispose;
  object_class->finalize = ft_player_strip_finalize;
  object_class->get_property = ft_player_strip_get_property;
  object_class->set_property = ft_player_strip_set_property;
  widget_class->get_request_mode = ft_player_strip_get_request_mode;
  widget_class->measure = ft_player_strip_measure;
  widget_class->size_allocate = ft_player_strip_size_allocate;

  properties[PROP_AT_BOTTOM] = g_param_spec_boolean ("at-bottom", NULL, NULL, FALSE,
                                                     G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                       | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (FT_TYPE_CLOCK_FACE);
  g_type_ensure (FT_TYPE_MATERIAL_STRIP);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/fourteenchess/Fourteen/ui/ft-player-strip.ui");
  gtk_widget_class_bind_template_child (widget_class, FtPlayerStrip, name);
  gtk_widget_class_bind_template_child (widget_class, FtPlayerStrip, clock);
  gtk_widget_class_bind_template_child (widget_class, FtPlayerStrip, material);
  gtk_widget_class_set_css_name (widget_class, "ft-player-strip");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ft_player_strip_init (FtPlayerStrip *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->whole_name = g_strdup ("");
  self->avatar = ft_profile_avatar_new (NULL, AVATAR);
  gtk_widget_set_visible (self->avatar, FALSE);
  gtk_widget_insert_before (self->avatar, GTK_WIDGET (self), GTK_WIDGET (self->name));
}

GtkWidget *
ft_player_strip_new (gboolean at_bottom)
{
  return g_object_new (FT_TYPE_PLAYER_STRIP, "at-bottom", at_bottom, NULL);
}

void
ft_player_strip_set_at_bottom (FtPlayerStrip *self, gboolean at_bottom)
{
  g_return_if_fail (FT_IS_PLAYER_STRIP (self));

  at_bottom = !!at_bottom;
  if (self->at_bottom == at_bottom)
    return;
  self->at_bottom = at_bottom;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AT_BOTTOM]);
}

gboolean
ft_player_strip_get_at_bottom (FtPlayerStrip *self)
{
  g_return_val_if_fail (FT_IS_PLAYER_STRIP (self), FALSE);
  return self->at_bottom;
}

/* Every status update sets the names: the label is touched only when the
 * name changes. */
void
ft_player_strip_set_name (FtPlayerStrip *self, const char *name)
{
  g_return_if_fail (FT_IS_PLAYER_STRIP (self));

  if (name == NULL)
    name = "";
  if (g_strcmp0 (self->whole_name, name) == 0)
    return;
  g_free (self->whole_name);
  self->whole_name = g_strdup (name);
  gtk_label_set_text (self->name, name);
}

const char *
ft_player_strip_get_name (FtPlayerStrip *self)
{
  g_return_val_if_fail (FT_IS_PLAYER_STRIP (self), NULL);
  return self->whole_name;
}

void
ft_player_strip_set_profile (FtPlayerStrip *self, FtProfile *profile)
{
  g_return_if_fail (FT_IS_PLAYER_STRIP (self));

  ft_profile_avatar_set_profile (FT_PROFILE_AVATAR (self->avatar), profile);
  gtk_widget_set_visible (self->avatar, profile != NULL);
}

FtProfile *
ft_player_strip_get_profile (FtPlayerStrip *self)
{
  g_return_val_if_fail (FT_IS_PLAYER_STRIP (self), NULL);
  return ft_profile_avatar_get_profile (FT_PROFILE_AVATAR (self->avatar));
}

static void
set_class (GtkWidget *widget, const char *name, gboolean on)
{
  if (on)
    gtk_widget_add_css_class (widget, name);
  else
    gtk_widget_remove_css_class (widget, name);
}

void
ft_player_strip_set_clock (FtPlayerStrip *self, const char *text, gboolean running)
{
  g_return_if_fail (FT_IS_PLAYER_STRIP (self));

  ft_clock_face_set_text (self->clock, text);
  set_class (GTK_WIDGET (self->clock), "running", running);
}

const char *
ft_player_strip_get_clock (FtPlayerStrip *self)
{
  g_return_val_if_fail (FT_IS_PLAYER_STRIP (self), NULL);
  return ft_clock_face_get_text (self->clock);
}

void
ft_player_strip_set_low_time (FtPlayerStrip *self, gboolean low)
{
  g_return_if_fail (FT_IS_PLAYER_STRIP (self));
  set_class (GTK_WIDGET (self->clock), "low-time", low);
}

gboolean
ft_player_strip_get_low_time (FtPlayerStrip *self)
{
  g_return_val_if_fail (FT_IS_PLAYER_STRIP (self), FALSE);
  return gtk_widget_has_css_class (GTK_WIDGET (self->clock), "low-time");
}

void
ft_player_strip_set_clock_shown (FtPlayerStrip *self, gboolean shown)
{
  g_return_if_fail (FT_IS_PLAYER_STRIP (self));
  gtk_widget_set_visible (GTK_WIDGET (self->clock), shown);
}

void
ft_player_strip_set_clock_name (FtPlayerStrip *self, const char *name)
{
  g_return_if_fail (FT_IS_PLAYER_STRIP (self));
  g_return_if_fail (name != NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->clock), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

void
ft_player_strip_set_material (FtPlayerStrip *self, GdkPaintable *const *pieces, guint n_pieces,
                              const char *balance)
{
  g_return_if_fail (FT_IS_PLAYER_STRIP (self));
  ft_material_strip_set (self->material, pieces, n_pieces, balance);
}

void
ft_player_strip_set_material_name (FtPlayerStrip *self, const char *name)
{
  g_return_if_fail (FT_IS_PLAYER_STRIP (self));
  g_return_if_fail (name != NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->material), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

guint
ft_player_strip_get_material_count (FtPlayerStrip *self)
{
  g_return_val_if_fail (FT_IS_PLAYER_STRIP (self), 0);
  return ft_material_strip_get_count (self->material);
}

const char *
ft_player_strip_get_material_balance (FtPlayerStrip *self)
{
  g_return_val_if_fail (FT_IS_PLAYER_STRIP (self), NULL);
  return ft_material_strip_get_balance (self->material);
}

GtkWidget *
ft_player_strip_get_clock_widget (FtPlayerStrip *self)
{
  g_return_val_if_fail (FT_IS_PLAYER_STRIP (self), NULL);
  return GTK_WIDGET (self->clock);
}

gboolean
ft_player_strip_is_row (FtPlayerStrip *self)
{
  g_return_val_if_fail (FT_IS_PLAYER_STRIP (self), FALSE);
  return gtk_widget_get_width (GTK_WIDGET (self)) >= ROW_MIN_WIDTH;
}
