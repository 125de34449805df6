/* ft-profile.c — see ft-profile.h. */
#include "config.h"

#include "ft-enums.h"
#include "ft-profile.h"

typedef struct {
  FtGlicko2Rating rating;
  guint games;
  GArray *history; /* FtRatingPoint */
} KindRating;

struct _FtProfile
{
  GObject parent_instance;

  char *id;
  char *name;
  char *colour;
  gint64 created;
  KindRating ratings[FT_N_RATED_KINDS];
};

G_DEFINE_FINAL_TYPE (FtProfile, ft_profile, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_COLOUR,
  PROP_CREATED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_RATINGS_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* GNOME's palette (the HIG's blue, green, yellow, orange, red, purple,
 * brown and slate), dark enough for white initials. */
static const char *const palette[] = {
  "#1c71d8", "#26a269", "#c88800", "#e66100", "#c01c28", "#813d9c", "#865e3c", "#5e5c64", NULL,
};

const char *const *
ft_profile_palette (guint *n_colours)
{
  if (n_colours != NULL)
    *n_colours = G_N_ELEMENTS (palette) - 1;
  return palette;
}

/* g_set_str() is GLib 2.76: replace *field by value, TRUE if it changed. */
static gboolean
set_string (char **field, const char *value)
{
  if (g_strcmp0 (*field, value) == 0)
    return FALSE;
  g_free (*field);
  *field = g_strdup (value);
  return TRUE;
}

static void
ft_profile_finalize (GObject *object)
{
  FtProfile *self = FT_PROFILE (object);

  g_free (self->id);
  g_free (self->name);
  g_free (self->colour);
  for (guint k = 0; k < FT_N_RATED_KINDS; k++)
    g_array_unref (self->ratings[k].history);
  G_OBJECT_CLASS (ft_profile_parent_class)->finalize (object);
}

static void
ft_profile_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtProfile *self = FT_PROFILE (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_COLOUR:
      g_value_set_string (value, self->colour);
      break;
    case PROP_CREATED:
      g_value_set_int64 (value, self->created);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_profile_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  FtProfile *self = FT_PROFILE (object);

  switch (prop_id)
    {
    case PROP_ID:
      self->id = g_value_dup_string (value);
      break;
    case PROP_NAME:
      ft_profile_set_name (self, g_value_get_string (value));
      break;
    case PROP_COLOUR:
      ft_profile_set_colour (self, g_value_get_string (value));
      break;
    case PROP_CREATED:
      self->created = g_value_get_int64 (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_profile_class_init (FtProfileClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ft_profile_finalize;
  object_class->get_property = ft_profile_get_property;
  object_class->set_property = ft_profile_set_property;

  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL,
                                             G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY
                                               | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, "",
                                               G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                 | G_PARAM_STATIC_STRINGS);
  properties[PROP_COLOUR] = g_param_spec_string ("colour", NULL, NULL, palette[0],
                                                 G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY
                                                   | G_PARAM_STATIC_STRINGS);
  properties[PROP_CREATED] = g_param_spec_int64 ("created", NULL, NULL, 0, G_MAXINT64, 0,
                                                 G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY
                                                   | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * FtProfile::ratings-changed:
   * @kind: the FtRatedKind whose rating a game changed
   */
  signals[SIGNAL_RATINGS_CHANGED] = g_signal_new ("ratings-changed", G_TYPE_FROM_CLASS (klass),
                                                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                                  G_TYPE_NONE, 1, FT_TYPE_RATED_KIND);
}

static void
ft_profile_init (FtProfile *self)
{
  self->name = g_strdup ("");
  self->colour = g_strdup (palette[0]);
  for (guint k = 0; k < FT_N_RATED_KINDS; k++)
    {
      self->ratings[k].rating = ft_glicko2_start ();
      self->ratings[k].history = g_array_new (FALSE, FALSE, sizeof (FtRatingPoint));
    }
}

FtProfile *
ft_profile_new (const char *id, const char *name, const char *colour, gint64 created)
{
  g_return_val_if_fail (id != NULL && name != NULL && colour != NULL, NULL);

  return g_object_new (FT_TYPE_PROFILE, "id", id, "name", name, "colour", colour, "created",
                       created, NULL);
}

const char *
ft_profile_get_id (FtProfile *self)
{
  g_return_val_if_fail (FT_IS_PROFILE (self), NULL);
  return self->id;
}

const char *
ft_profile_get_name (FtProfile *self)
{
  g_return_val_if_fail (FT_IS_PROFILE (self), NULL);
  return self->name;
}

void
ft_profile_set_name (FtProfile *self, const char *name)
{
  g_return_if_fail (FT_IS_PROFILE (self));

  if (set_string (&self->name, name != NULL ? name : ""))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

const char *
ft_profile_get_colour (FtProfile *self)
{
  g_return_val_if_fail (FT_IS_PROFILE (self), NULL);
  return self->colour;
}

void
ft_profile_set_colour (FtProfile *self, const char *colour)
{
  g_return_if_fail (FT_IS_PROFILE (self));

  if (set_string (&self->colour, colour != NULL ? colour : palette[0]))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLOUR]);
}

gint64
ft_profile_get_created (FtProfile *self)
{
  g_return_val_if_fail (FT_IS_PROFILE (self), 0);
  return self->created;
}

char *
ft_profile_dup_initials (FtProfile *self)
{
  GString *initials = g_string_new (NULL);
  g_auto (GStrv) words = NULL;

  g_return_val_if_fail (FT_IS_PROFILE (self), NULL);

  words = g_strsplit_set (self->name, " \t\n", -1);
  for (guint i = 0, taken = 0; words[i] != NULL && taken < 2; i++)
    {
      gunichar c;

      if (words[i][0] == '\0' || !g_utf8_validate (words[i], -1, NULL))
        continue;
      c = g_utf8_get_char (words[i]);
      g_string_append_unichar (initials, g_unichar_toupper (c));
      taken++;
    }
  return g_string_free (initials, FALSE);
}

guint
ft_profile_get_rating (FtProfile *self, FtRatedKind kind, FtGlicko2Rating *rating)
{
  g_return_val_if_fail (FT_IS_PROFILE (self), 0);
  g_return_val_if_fail ((guint) kind < FT_N_RATED_KINDS, 0);

  if (rating != NULL)
    *rating = self->ratings[kind].rating;
  return self->ratings[kind].games;
}

gboolean
ft_profile_is_provisional (FtProfile *self, FtRatedKind kind)
{
  g_return_val_if_fail (FT_IS_PROFILE (self), TRUE);
  g_return_val_if_fail ((guint) kind < FT_N_RATED_KINDS, TRUE);

  return self->ratings[kind].rating.deviation > FT_PROFILE_PROVISIONAL_DEVIATION;
}

const FtRatingPoint *
ft_profile_get_rating_history (FtProfile *self, FtRatedKind kind, guint *n_points)
{
  g_return_val_if_fail (FT_IS_PROFILE (self), NULL);
  g_return_val_if_fail ((guint) kind < FT_N_RATED_KINDS, NULL);

  if (n_points != NULL)
    *n_points = self->ratings[kind].history->len;
  return (const FtRatingPoint *) (gpointer) self->ratings[kind].history->data;
}

void
ft_profile_add_rating (FtProfile *self, FtRatedKind kind, const FtGlicko2Rating *rating,
                       gint64 time)
{
  KindRating *k;
  FtRatingPoint point;

  g_return_if_fail (FT_IS_PROFILE (self));
  g_return_if_fail ((guint) kind < FT_N_RATED_KINDS && rating != NULL);

  k = &self->ratings[kind];
  k->rating = *rating;
  k->games++;
  point.time = time;
  point.rating = rating->rating;
  point.deviation = rating->deviation;
  g_array_append_val (k->history, point);
  g_signal_emit (self, signals[SIGNAL_RATINGS_CHANGED], 0, (int) kind);
}

void
ft_profile_restore_rating (FtProfile *self, FtRatedKind kind, const FtGlicko2Rating *rating,
                           guint games, const FtRatingPoint *points, guint n_points)
{
  KindRating *k;

  g_return_if_fail (FT_IS_PROFILE (self));
  g_return_if_fail ((guint) kind < FT_N_RATED_KINDS && rating != NULL);
  g_return_if_fail (points != NULL || n_points == 0);

  k = &self->ratings[kind];
  k->rating = *rating;
  k->games = games;
  g_array_set_size (k->history, 0);
  if (n_points > 0)
    g_array_append_vals (k->history, points, n_points);
}
