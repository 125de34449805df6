/* ft-start-page.c — see ft-start-page.h. */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-names.h"
#include "ft-start-page.h"

/* The clock row: no clock first (a first game against the computer is no
 * race: GNOME Chess and lichess's computer games default to none), then
 * the New Game dialog's presets from slow to fast, then the config's own. */
static const char *const clock_keys[] = { "untimed", "15+10", "10+5", "5+3", "3+2", "config" };

struct _FtStartPage
{
  GtkWidget parent_instance;

  GtkWidget *scroller;
  AdwComboRow *game_row;
  AdwComboRow *level_row;
  AdwComboRow *clock_row;
  GtkStringList *level_model;
  GtkStringList *clock_model;

  GSettings *settings;
};

G_DEFINE_FINAL_TYPE (FtStartPage, ft_start_page, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_PLAY,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

const char *
ft_start_page_clock_key (guint clock)
{
  return clock < G_N_ELEMENTS (clock_keys) ? clock_keys[clock] : NULL;
}

/* The rows from the settings. A clock never chosen is no clock. */
static void
read_settings (FtStartPage *self)
{
  g_autofree char *game = NULL;
  g_autofree char *board = NULL;
  g_autofree char *difficulty = NULL;
  g_autoptr (GVariant) time = NULL;
  int level = FT_LEVEL_NORMAL;
  guint clock = 0;

  if (self->settings == NULL)
    return;
  game = g_settings_get_string (self->settings, "game");
  board = g_settings_get_string (self->settings, "board");
  if (g_strcmp0 (game, "checkers") == 0)
    adw_combo_row_set_selected (self->game_row, FT_START_GAME_CHECKERS);
  else
    adw_combo_row_set_selected (self->game_row, g_strcmp0 (board, "standard") == 0 ? FT_START_GAME_STANDARD
                                                                                      : FT_START_GAME_FOURTEEN);
  difficulty = g_settings_get_string (self->settings, "difficulty");
  if (!ft_name_parse (FT_TYPE_LEVEL, difficulty, &level))
    level = FT_LEVEL_NORMAL;
  adw_combo_row_set_selected (self->level_row, ft_level_word_row ((FtLevel) level));
  time = g_settings_get_user_value (self->settings, "time-control");
  if (time != NULL)
    for (guint i = 0; i < G_N_ELEMENTS (clock_keys); i++)
      if (g_strcmp0 (g_variant_get_string (time, NULL), clock_keys[i]) == 0)
        clock = i;
  adw_combo_row_set_selected (self->clock_row, clock);
}

/* The player's choice into the settings, as the New Game dialog would
 * write it. The Fourteen entry is the config's board (the 14×14 start
 * unless a config says otherwise). */
static void
write_settings (FtStartPage *self, gboolean two_players)
{
  guint game = adw_combo_row_get_selected (self->game_row);
  guint level = adw_combo_row_get_selected (self->level_row);
  guint clock = adw_combo_row_get_selected (self->clock_row);

  if (self->settings == NULL)
    return;
  g_settings_delay (self->settings);
  g_settings_set_string (self->settings, "game", game == FT_START_GAME_CHECKERS ? "checkers" : "chess");
  if (game != FT_START_GAME_CHECKERS)
    g_settings_set_string (self->settings, "board", game == FT_START_GAME_STANDARD ? "standard" : "config");
  g_settings_set_string (self->settings, "opponent", two_players ? "human" : "computer");
  if (!two_players && level < FT_N_LEVEL_WORDS)
    g_settings_set_string (self->settings, "difficulty", ft_name_of (FT_TYPE_LEVEL, ft_level_of_word_row (level)));
  if (clock < G_N_ELEMENTS (clock_keys))
    g_settings_set_string (self->settings, "time-control", clock_keys[clock]);
  g_settings_apply (self->settings);
}

void
ft_start_page_play (FtStartPage *self, gboolean two_players)
{
  g_return_if_fail (FT_IS_START_PAGE (self));
  write_settings (self, two_players);
  g_signal_emit (self, signals[SIGNAL_PLAY], 0, two_players);
}

static void
play_computer_cb (FtStartPage *self)
{
  ft_start_page_play (self, FALSE);
}

static void
play_two_cb (FtStartPage *self)
{
  ft_start_page_play (self, TRUE);
}

/* The levels by their names (chess and checkers have the same), the
 * clocks as the New Game dialog writes them. */
static void
fill_models (FtStartPage *self)
{
  for (guint row = 0; row < FT_N_LEVEL_WORDS; row++)
    gtk_string_list_append (self->level_model, ft_level_word_label (row));
  gtk_string_list_append (self->clock_model, _("Untimed"));
  for (guint i = 1; i + 1 < G_N_ELEMENTS (clock_keys); i++)
    {
      int minutes = 0, increment = 0;
      g_autofree char *label = NULL;

      sscanf (clock_keys[i], "%d+%d", &minutes, &increment);
      label = g_strdup_printf (_("%d + %d"), minutes, increment);
      gtk_string_list_append (self->clock_model, label);
    }
  gtk_string_list_append (self->clock_model, _("As configured"));
}

void
ft_start_page_select (FtStartPage *self, FtStartGame game, FtLevel level, guint clock)
{
  g_return_if_fail (FT_IS_START_PAGE (self));
  adw_combo_row_set_selected (self->game_row, game);
  adw_combo_row_set_selected (self->level_row, ft_level_word_row (level));
  adw_combo_row_set_selected (self->clock_row, clock);
}

void
ft_start_page_set_settings (FtStartPage *self, GSettings *settings)
{
  g_return_if_fail (FT_IS_START_PAGE (self));
  if (!g_set_object (&self->settings, settings))
    return;
  read_settings (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SETTINGS]);
}

GSettings *
ft_start_page_get_settings (FtStartPage *self)
{
  g_return_val_if_fail (FT_IS_START_PAGE (self), NULL);
  return self->settings;
}

static void
ft_start_page_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtStartPage *self = FT_START_PAGE (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_start_page_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  FtStartPage *self = FT_START_PAGE (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      ft_start_page_set_settings (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_start_page_dispose (GObject *object)
{
  FtStartPage *self = FT_START_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), FT_TYPE_START_PAGE);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (ft_start_page_parent_class)->dispose (object);
}

static void
ft_start_page_class_init (FtStartPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = ft_start_page_get_property;
  object_class->set_property = ft_start_page_set_property;
  object_class->dispose = ft_start_page_dispose;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The player pressed Play the Computer (FALSE) or Two Players Here
   * (TRUE); the settings say the rest. */
  signals[SIGNAL_PLAY] = g_signal_new ("play", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                       NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/fourteenchess/Fourteen/ui/ft-start-page.ui");
  gtk_widget_class_bind_template_child (widget_class, FtStartPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, FtStartPage, game_row);
  gtk_widget_class_bind_template_child (widget_class, FtStartPage, level_row);
  gtk_widget_class_bind_template_child (widget_class, FtStartPage, clock_row);
  gtk_widget_class_bind_template_child (widget_class, FtStartPage, level_model);
  gtk_widget_class_bind_template_child (widget_class, FtStartPage, clock_model);
  gtk_widget_class_bind_template_callback (widget_class, play_computer_cb);
  gtk_widget_class_bind_template_callback (widget_class, play_two_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "startpage");
}

static void
ft_start_page_init (FtStartPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  fill_models (self);
}
