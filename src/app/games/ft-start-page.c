/* ft-start-page.c — see ft-start-page.h. */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-lazy-combo.h"
#include "ft-link-row.h"
#include "ft-opponent-choice.h"
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
  GtkStringList *clock_model;
  /* The level row: the ladder of the game row's kind, the suggestion for
   * the player's profile preselected until a level is chosen (the New
   * Game dialog's, ft-opponent-choice.h). */
  FtOpponentChoice *levels;

  GSettings *settings;
  FtProfileStore *store; /* may be NULL */
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

/* The ladder of the game row's item: the Fourteen entry is rated as the
 * 14×14 start (a config's other board plays its own kind's ladder, whose
 * levels are the Fourteen column's too: ft-levels.h). */
static FtRatedKind
selected_kind (FtStartPage *self)
{
  switch (adw_combo_row_get_selected (self->game_row))
    {
    case FT_START_GAME_STANDARD:
      return FT_RATED_KIND_STANDARD;
    case FT_START_GAME_CHECKERS:
      return FT_RATED_KIND_CHECKERS;
    default:
      return FT_RATED_KIND_FOURTEEN;
    }
}

/* The level row's choice, made when first needed: by then the store has
 * usually come (the window gives it first), so that the row's 20–40 levels
 * are listed once, with their ratings, and not twice before the first
 * frame (7.7 M instructions; docs/performance.md, "First window"). */
static FtOpponentChoice *
levels_of (FtStartPage *self)
{
  if (self->levels == NULL)
    self->levels = ft_opponent_choice_new (NULL, self->level_row, self->store, selected_kind (self),
                                           FT_LEVEL_NORMAL);
  return self->levels;
}

static void
game_selected_cb (FtStartPage *self)
{
  if (self->levels != NULL)
    ft_opponent_choice_set_kind (self->levels, selected_kind (self));
}

/* The profile that will play: the one last used for the side the player
 * takes (the White row's when the side is random), as the New Game dialog
 * preselects it and the seats seat it (ft-seats.c). */
static void
update_profile (FtStartPage *self)
{
  g_autofree char *colour = NULL;
  FtColour side = FT_WHITE;

  if (self->store == NULL)
    return;
  if (self->settings != NULL)
    {
      colour = g_settings_get_string (self->settings, "player-colour");
      side = g_strcmp0 (colour, "black") == 0 ? FT_BLACK : FT_WHITE;
    }
  ft_opponent_choice_set_profile (levels_of (self), ft_profile_store_get_last_used (self->store, side));
}

/* The rows from the settings. A clock never chosen is no clock; a level
 * never chosen is the suggestion. */
static void
read_settings (FtStartPage *self)
{
  g_autofree char *game = NULL;
  g_autofree char *board = NULL;
  g_autoptr (GVariant) time = NULL;
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
  ft_opponent_choice_load (levels_of (self), self->settings);
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
  guint clock = adw_combo_row_get_selected (self->clock_row);

  if (self->settings == NULL)
    return;
  g_settings_delay (self->settings);
  g_settings_set_string (self->settings, "game", game == FT_START_GAME_CHECKERS ? "checkers" : "chess");
  if (game != FT_START_GAME_CHECKERS)
    g_settings_set_string (self->settings, "board", game == FT_START_GAME_STANDARD ? "standard" : "config");
  g_settings_set_string (self->settings, "opponent", two_players ? "human" : "computer");
  if (!two_players)
    ft_opponent_choice_remember (levels_of (self), self->settings);
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

/* The clocks as the New Game dialog writes them. */
static void
fill_clocks (FtStartPage *self)
{
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
  ft_opponent_choice_set_level (levels_of (self), level);
  adw_combo_row_set_selected (self->clock_row, clock);
}

void
ft_start_page_set_settings (FtStartPage *self, GSettings *settings)
{
  g_return_if_fail (FT_IS_START_PAGE (self));
  if (!g_set_object (&self->settings, settings))
    return;
  read_settings (self);
  update_profile (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SETTINGS]);
}

void
ft_start_page_set_profiles (FtStartPage *self, FtProfileStore *store)
{
  g_return_if_fail (FT_IS_START_PAGE (self) && (store == NULL || FT_IS_PROFILE_STORE (store)));
  if (!g_set_object (&self->store, store))
    return;
  /* The same rows, listed again with the levels' ratings, if they were
   * listed already. */
  if (self->levels != NULL)
    ft_opponent_choice_set_store (self->levels, store);
  read_settings (self);
  update_profile (self);
}

FtLevel
ft_start_page_get_level (FtStartPage *self)
{
  g_return_val_if_fail (FT_IS_START_PAGE (self), FT_LEVEL_NORMAL);
  return ft_opponent_choice_get_level (levels_of (self));
}

/* Shown again (after a game, from the menu): the player's profile and
 * rating may have changed. */
static void
ft_start_page_map (GtkWidget *widget)
{
  levels_of (FT_START_PAGE (widget));
  update_profile (FT_START_PAGE (widget));
  GTK_WIDGET_CLASS (ft_start_page_parent_class)->map (widget);
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

  g_clear_object (&self->levels);
  gtk_widget_dispose_template (GTK_WIDGET (self), FT_TYPE_START_PAGE);
  g_clear_object (&self->settings);
  g_clear_object (&self->store);
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
  widget_class->map = ft_start_page_map;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* The player pressed Play the Computer (FALSE) or Two Players Here
   * (TRUE); the settings say the rest. */
  signals[SIGNAL_PLAY] = g_signal_new ("play", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                                       NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);

  g_type_ensure (FT_TYPE_LINK_ROW);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/fourteenchess/Fourteen/ui/ft-start-page.ui");
  gtk_widget_class_bind_template_child (widget_class, FtStartPage, scroller);
  gtk_widget_class_bind_template_child (widget_class, FtStartPage, game_row);
  gtk_widget_class_bind_template_child (widget_class, FtStartPage, level_row);
  gtk_widget_class_bind_template_child (widget_class, FtStartPage, clock_row);
  gtk_widget_class_bind_template_child (widget_class, FtStartPage, clock_model);
  gtk_widget_class_bind_template_callback (widget_class, play_computer_cb);
  gtk_widget_class_bind_template_callback (widget_class, play_two_cb);
  gtk_widget_class_bind_template_callback (widget_class, game_selected_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "startpage");
}

/* A one-line row label that still wraps is laid out at every width GTK
 * tries it at: libadwaita 1.2 makes a row's title and subtitle wrapping
 * labels, ellipsized at their lines (docs/performance.md, "First window
 * (issue 42)"). The Game and Clock rows' titles are a word each. */
static void
unwrap_labels (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_label_get_ellipsize (GTK_LABEL (widget)) != PANGO_ELLIPSIZE_NONE)
    gtk_label_set_wrap (GTK_LABEL (widget), FALSE);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    unwrap_labels (child);
}

static void
ft_start_page_init (FtStartPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  unwrap_labels (GTK_WIDGET (self->game_row));
  unwrap_labels (GTK_WIDGET (self->clock_row));
  ft_lazy_combo_defer_popup (self->game_row, NULL);
  ft_lazy_combo_defer_popup (self->clock_row, NULL);
  fill_clocks (self);
  /* The level row's choice is made when first needed (levels_of()). */
}
