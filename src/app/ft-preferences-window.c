/* ft-preferences-window.c — the preferences window, bound to GSettings
 *
 * Every row is bound to its key with g_settings_bind, so a change is stored
 * at once and a change made elsewhere (another window, dconf-editor) shows
 * here too. The colour and theme rows map the schema's strings to list
 * positions; the Difficulty row is the computer's ladder (FtOpponentChoice).
 *
 * The game's board is covered while a dialog stands over it (a dialog is
 * no free time to think: ft-pause-controller.h), so the Board group shows
 * its own small board, a real board view bound to the same keys: a theme or
 * the coordinates change there at once, where the player can see them. */
#include "config.h"

#include "ft-preferences-window.h"
#include "ft-app-profiles.h"
#include "ft-opponent-choice.h"
#include "ft-xmpp-account-page.h"

#include <glib/gi18n.h>

#include "ft-fen.h"
#include "ft-game.h"

struct _FtPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  GSettings *settings;
  /* The Difficulty row: the ladder of the game's kind with the levels'
   * ratings, the "difficulty" setting selected (ft-opponent-choice.h; no
   * profile: the level the setting names, not a suggestion). */
  FtOpponentChoice *levels;

  AdwComboRow *difficulty_row;
  AdwComboRow *colour_row;
  AdwComboRow *theme_row;
  GtkSwitch *animation_switch;
  GtkSwitch *coordinates_switch;
  GtkSwitch *sound_switch;
  GtkSwitch *music_switch;
  GtkAdjustment *music_volume;
  GtkWidget *music_volume_row;
  GtkSwitch *turn_board_switch;
  GtkSwitch *premove_switch;
  GtkSwitch *confirm_switch;
  GtkSwitch *evaluation_bar_switch;
  GtkBox *preview_box;
  FtBoardView *preview;
};

G_DEFINE_FINAL_TYPE (FtPreferencesWindow, ft_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

enum
{
  PROP_0,
  PROP_SETTINGS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The schema's choices, in the order of the rows' string lists in the .ui. */
static const char *const colour_values[] = { "white", "black", "random", NULL };
static const char *const theme_values[] = { "brown", "green", "blue", "grey", "high-contrast", NULL };

static gboolean
choice_to_position (GValue   *value,
                    GVariant *variant,
                    gpointer  user_data)
{
  const char *const *choices = user_data;
  const char *choice = g_variant_get_string (variant, NULL);

  for (guint i = 0; choices[i] != NULL; i++)
    if (g_str_equal (choices[i], choice))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
position_to_choice (const GValue       *value,
                    const GVariantType *expected_type G_GNUC_UNUSED,
                    gpointer            user_data)
{
  const char *const *choices = user_data;
  guint position = g_value_get_uint (value);

  if (position >= g_strv_length ((char **) choices))
    return NULL;
  return g_variant_new_string (choices[position]);
}

static void
bind_choice (GSettings         *settings,
             const char        *key,
             AdwComboRow       *row,
             const char *const *choices)
{
  g_settings_bind_with_mapping (settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                choice_to_position, position_to_choice,
                                (gpointer) choices, NULL);
}

/* A corner of a game: the Fourteen pieces on six files and four ranks,
 * White's knight having just taken on e3 (the last move's yellow). */
#define PREVIEW_FEN "1h1k1r/pp2p1/2PP2/R2K1N w - - 0 1"
#define PREVIEW_TILE 40

static FtBoardView *
make_preview (GSettings *settings)
{
  g_autofree FtPosition *start = g_new0 (FtPosition, 1);
  g_autoptr (FtClock) clock = ft_clock_new_untimed ();
  g_autoptr (FtGame) game = NULL;
  g_autoptr (GError) error = NULL;
  FtBoardView *view = FT_BOARD_VIEW (ft_board_view_new ());

  if (!ft_fen_parse (PREVIEW_FEN, FT_RULES_FOURTEEN, start, &error))
    g_error ("the preferences' preview: %s", error->message);
  game = ft_game_new_with_clock (start, FT_WHITE, clock);
  ft_game_start_turn (game);
  ft_game_play_move (game, ft_position_parse_move (ft_game_get_position (game), "f1e3"));
  ft_board_model_set_game (ft_board_view_get_model (view), game);
  /* Tiles of 40 px: a corner of the board at about the game's size. */
  gtk_widget_set_size_request (GTK_WIDGET (view), PREVIEW_TILE * start->files, PREVIEW_TILE * start->ranks);
  /* To look at, not to play on. */
  gtk_widget_set_can_target (GTK_WIDGET (view), FALSE);
  gtk_widget_set_focusable (GTK_WIDGET (view), FALSE);
  g_settings_bind (settings, "board-theme", view, "theme", G_SETTINGS_BIND_GET);
  g_settings_bind (settings, "show-coordinates", view, "show-coordinates", G_SETTINGS_BIND_GET);
  gtk_accessible_update_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("A board showing the chosen theme"), -1);
  return view;
}

/* Stored at once, as every row here. */
static void
level_chosen_cb (FtPreferencesWindow *self)
{
  ft_opponent_choice_remember (self->levels, self->settings);
}

static void
difficulty_changed_cb (FtPreferencesWindow *self)
{
  ft_opponent_choice_load (self->levels, self->settings);
}

void
ft_preferences_window_set_kind (FtPreferencesWindow *self, FtRatedKind kind)
{
  g_return_if_fail (FT_IS_PREFERENCES_WINDOW (self) && kind < FT_N_RATED_KINDS);
  if (self->levels != NULL)
    ft_opponent_choice_set_kind (self->levels, kind);
}

static void
ft_preferences_window_constructed (GObject *object)
{
  FtPreferencesWindow *self = FT_PREFERENCES_WINDOW (object);

  G_OBJECT_CLASS (ft_preferences_window_parent_class)->constructed (object);
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self),
                              ADW_PREFERENCES_PAGE (ft_xmpp_account_page_new (ft_xmpp_account_get_default ())));

  g_return_if_fail (self->settings != NULL);

  self->levels = ft_opponent_choice_new (NULL, self->difficulty_row, ft_app_profiles_get (),
                                         FT_RATED_KIND_FOURTEEN, FT_LEVEL_NORMAL);
  ft_opponent_choice_load (self->levels, self->settings);
  g_signal_connect_object (self->levels, "chosen", G_CALLBACK (level_chosen_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed::difficulty", G_CALLBACK (difficulty_changed_cb), self,
                           G_CONNECT_SWAPPED);
  bind_choice (self->settings, "player-colour", self->colour_row, colour_values);
  bind_choice (self->settings, "board-theme", self->theme_row, theme_values);
  g_settings_bind (self->settings, "animation", self->animation_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "show-coordinates", self->coordinates_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "music", self->music_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "music-volume", self->music_volume, "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "music", self->music_volume_row, "sensitive", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "sound", self->sound_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "turn-board", self->turn_board_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "confirm-resign-restart", self->confirm_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "premove", self->premove_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "evaluation-bar", self->evaluation_bar_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  self->preview = make_preview (self->settings);
  gtk_box_append (self->preview_box, GTK_WIDGET (self->preview));
}

static void
ft_preferences_window_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  FtPreferencesWindow *self = FT_PREFERENCES_WINDOW (object);

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
ft_preferences_window_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  FtPreferencesWindow *self = FT_PREFERENCES_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SETTINGS:
      g_set_object (&self->settings, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_preferences_window_dispose (GObject *object)
{
  FtPreferencesWindow *self = FT_PREFERENCES_WINDOW (object);

  g_clear_object (&self->levels);
  gtk_widget_dispose_template (GTK_WIDGET (self), FT_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (ft_preferences_window_parent_class)->dispose (object);
}

static void
ft_preferences_window_class_init (FtPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = ft_preferences_window_constructed;
  object_class->get_property = ft_preferences_window_get_property;
  object_class->set_property = ft_preferences_window_set_property;
  object_class->dispose = ft_preferences_window_dispose;

  properties[PROP_SETTINGS] =
    g_param_spec_object ("settings", NULL, NULL,
                         G_TYPE_SETTINGS,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                         G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/fourteenchess/Fourteen/ui/ft-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, FtPreferencesWindow, difficulty_row);
  gtk_widget_class_bind_template_child (widget_class, FtPreferencesWindow, colour_row);
  gtk_widget_class_bind_template_child (widget_class, FtPreferencesWindow, theme_row);
  gtk_widget_class_bind_template_child (widget_class, FtPreferencesWindow, turn_board_switch);
  gtk_widget_class_bind_template_child (widget_class, FtPreferencesWindow, animation_switch);
  gtk_widget_class_bind_template_child (widget_class, FtPreferencesWindow, coordinates_switch);
  gtk_widget_class_bind_template_child (widget_class, FtPreferencesWindow, sound_switch);
  gtk_widget_class_bind_template_child (widget_class, FtPreferencesWindow, music_switch);
  gtk_widget_class_bind_template_child (widget_class, FtPreferencesWindow, music_volume);
  gtk_widget_class_bind_template_child (widget_class, FtPreferencesWindow, music_volume_row);
  gtk_widget_class_bind_template_child (widget_class, FtPreferencesWindow, premove_switch);
  gtk_widget_class_bind_template_child (widget_class, FtPreferencesWindow, confirm_switch);
  gtk_widget_class_bind_template_child (widget_class, FtPreferencesWindow, evaluation_bar_switch);
  gtk_widget_class_bind_template_child (widget_class, FtPreferencesWindow, preview_box);
}

static void
ft_preferences_window_init (FtPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

FtPreferencesWindow *
ft_preferences_window_new (GtkWindow *parent,
                           GSettings *settings)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  return g_object_new (FT_TYPE_PREFERENCES_WINDOW,
                       "settings", settings,
                       "transient-for", parent,
                       "modal", TRUE,
                       NULL);
}

FtBoardView *
ft_preferences_window_get_preview (FtPreferencesWindow *self)
{
  g_return_val_if_fail (FT_IS_PREFERENCES_WINDOW (self), NULL);
  return self->preview;
}

GSettings *
ft_preferences_window_get_settings (FtPreferencesWindow *self)
{
  g_return_val_if_fail (FT_IS_PREFERENCES_WINDOW (self), NULL);

  return self->settings;
}
