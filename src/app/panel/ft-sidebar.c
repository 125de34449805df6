/* ft-sidebar.c — see ft-sidebar.h: each call passed on to its part. */
#include "config.h"

#include "ft-sidebar.h"

#include <glib/gi18n.h>

#include "ft-game-controls.h"
#include "ft-moves-pane.h"
#include "ft-player-strip.h"

struct _FtSidebar
{
  GObject parent_instance;

  FtGameLayout *layout;      /* not owned: the window's */
  FtStatusLine *status_line; /* not owned: the header bar's */
  gboolean game_over;
  const char *pause_label; /* what the Pause button says: "Pause" or "Resume" */
};

enum { PROP_0, PROP_LAYOUT, PROP_STATUS_LINE, N_PROPS };
static GParamSpec *properties[N_PROPS];

/* The parts' types exist before a .ui file names them (the window's). */
G_DEFINE_FINAL_TYPE_WITH_CODE (FtSidebar, ft_sidebar, G_TYPE_OBJECT, g_type_ensure (FT_TYPE_GAME_LAYOUT);
                               g_type_ensure (FT_TYPE_STATUS_LINE); g_type_ensure (FT_TYPE_PLAYER_STRIP);
                               g_type_ensure (FT_TYPE_MOVES_PANE); g_type_ensure (FT_TYPE_GAME_CONTROLS))

static FtPlayerStrip *
strip (FtSidebar *self, gboolean top)
{
  return FT_PLAYER_STRIP (top ? ft_game_layout_get_top_strip (self->layout)
                              : ft_game_layout_get_bottom_strip (self->layout));
}

static FtGameControls *
controls (FtSidebar *self)
{
  return FT_GAME_CONTROLS (ft_game_layout_get_controls (self->layout));
}

static void
ft_sidebar_dispose (GObject *object)
{
  FtSidebar *self = FT_SIDEBAR (object);

  g_clear_weak_pointer (&self->layout);
  g_clear_weak_pointer (&self->status_line);
  G_OBJECT_CLASS (ft_sidebar_parent_class)->dispose (object);
}

static void
ft_sidebar_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtSidebar *self = FT_SIDEBAR (object);

  switch (prop_id)
    {
    case PROP_LAYOUT: g_value_set_object (value, self->layout); break;
    case PROP_STATUS_LINE: g_value_set_object (value, self->status_line); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_sidebar_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  FtSidebar *self = FT_SIDEBAR (object);

  switch (prop_id)
    {
    case PROP_LAYOUT: g_set_weak_pointer (&self->layout, g_value_get_object (value)); break;
    case PROP_STATUS_LINE: g_set_weak_pointer (&self->status_line, g_value_get_object (value)); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_sidebar_class_init (FtSidebarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;

  object_class->dispose = ft_sidebar_dispose;
  object_class->get_property = ft_sidebar_get_property;
  object_class->set_property = ft_sidebar_set_property;
  properties[PROP_LAYOUT] = g_param_spec_object ("layout", NULL, NULL, FT_TYPE_GAME_LAYOUT, flags);
  properties[PROP_STATUS_LINE] = g_param_spec_object ("status-line", NULL, NULL, FT_TYPE_STATUS_LINE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ft_sidebar_init (FtSidebar *self G_GNUC_UNUSED)
{
}

FtSidebar *
ft_sidebar_new (FtGameLayout *layout, FtStatusLine *status_line)
{
  return g_object_new (FT_TYPE_SIDEBAR, "layout", layout, "status-line", status_line, NULL);
}

FtGameLayout *
ft_sidebar_get_layout (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return self->layout;
}

FtStatusLine *
ft_sidebar_get_status_line (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return self->status_line;
}

void
ft_sidebar_set_clocks (FtSidebar *self, const char *top, const char *bottom, FtSidebarRunning running)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));
  ft_player_strip_set_clock (strip (self, TRUE), top, running == FT_SIDEBAR_RUNNING_TOP);
  ft_player_strip_set_clock (strip (self, FALSE), bottom, running == FT_SIDEBAR_RUNNING_BOTTOM);
}

void
ft_sidebar_set_low_time (FtSidebar *self, gboolean top, gboolean bottom)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));
  ft_player_strip_set_low_time (strip (self, TRUE), top);
  ft_player_strip_set_low_time (strip (self, FALSE), bottom);
}

gboolean
ft_sidebar_get_low_time (FtSidebar *self, gboolean top)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), FALSE);
  return ft_player_strip_get_low_time (strip (self, top));
}

void
ft_sidebar_set_clocks_shown (FtSidebar *self, gboolean shown)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));
  ft_player_strip_set_clock_shown (strip (self, TRUE), shown);
  ft_player_strip_set_clock_shown (strip (self, FALSE), shown);
}

void
ft_sidebar_set_clock_names (FtSidebar *self, const char *top, const char *bottom)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));
  ft_player_strip_set_clock_name (strip (self, TRUE), top);
  ft_player_strip_set_clock_name (strip (self, FALSE), bottom);
}

void
ft_sidebar_set_turn (FtSidebar *self, const char *text)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));
  ft_status_line_set_turn (self->status_line, text);
}

void
ft_sidebar_set_message (FtSidebar *self, const char *text)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));
  ft_status_line_set_message (self->status_line, text);
}

void
ft_sidebar_set_message_style (FtSidebar *self, FtSidebarMessageStyle style)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));
  ft_status_line_set_style (self->status_line, (FtStatusStyle) style);
}

void
ft_sidebar_set_names (FtSidebar *self, const char *top, const char *bottom)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));
  ft_player_strip_set_name (strip (self, TRUE), top);
  ft_player_strip_set_name (strip (self, FALSE), bottom);
}

const char *
ft_sidebar_get_top_name (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return ft_player_strip_get_name (strip (self, TRUE));
}

const char *
ft_sidebar_get_bottom_name (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return ft_player_strip_get_name (strip (self, FALSE));
}

void
ft_sidebar_set_profiles (FtSidebar *self, FtProfile *top, FtProfile *bottom)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));
  ft_player_strip_set_profile (strip (self, TRUE), top);
  ft_player_strip_set_profile (strip (self, FALSE), bottom);
}

FtProfile *
ft_sidebar_get_profile (FtSidebar *self, gboolean top)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return ft_player_strip_get_profile (strip (self, top));
}

void
ft_sidebar_set_game_over (FtSidebar *self, gboolean over)
{
  GtkWidget *new_game;

  g_return_if_fail (FT_IS_SIDEBAR (self));

  self->game_over = !!over;
  new_game = ft_game_controls_get_button (controls (self), "win.new-game");
  if (over)
    gtk_widget_add_css_class (new_game, "suggested-action");
  else
    gtk_widget_remove_css_class (new_game, "suggested-action");
}

gboolean
ft_sidebar_get_game_over (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), FALSE);
  return self->game_over;
}

void
ft_sidebar_set_end_turn_visible (FtSidebar *self, gboolean visible)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));
  ft_game_controls_set_end_turn_visible (controls (self), visible);
}

gboolean
ft_sidebar_get_end_turn_visible (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), FALSE);
  return ft_game_controls_get_end_turn_visible (controls (self));
}

/* A button's look and words: its icon, what a screen reader hears (no
 * mnemonic), its tooltip; `armed` marks it as the one a second click
 * confirms. The icon keeps the button's size: nothing moves. Only what
 * changes is set: a tooltip set again wakes the main loop half a second
 * later (GTK queries it anew), which a still window must not (test-idle). */
static void
relabel (GtkWidget *button, const char *icon, const char *accessible, const char *tooltip, gboolean armed)
{
  if (g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (button)), icon) == 0
      && g_strcmp0 (gtk_widget_get_tooltip_text (button), tooltip) == 0
      && gtk_widget_has_css_class (button, "destructive-action") == armed)
    return;
  gtk_button_set_icon_name (GTK_BUTTON (button), icon);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  if (g_strcmp0 (gtk_widget_get_tooltip_text (button), tooltip) != 0)
    gtk_widget_set_tooltip_text (button, tooltip);
  if (armed)
    gtk_widget_add_css_class (button, "destructive-action");
  else
    gtk_widget_remove_css_class (button, "destructive-action");
}

void
ft_sidebar_set_confirming (FtSidebar *self, const char *action_name)
{
  FtGameControls *bar;

  g_return_if_fail (FT_IS_SIDEBAR (self));

  bar = controls (self);
  /* The button turns into Confirm for the seconds the first press arms. */
  if (g_strcmp0 (action_name, "win.resign") == 0)
    relabel (ft_game_controls_get_button (bar, "win.resign"), "object-select-symbolic", _("Confirm resignation"),
             _("Click again to resign"), TRUE);
  else
    relabel (ft_game_controls_get_button (bar, "win.resign"), "emoji-flags-symbolic", _("Resign"),
             _("Resign (Esc or E)"), FALSE);
  if (g_strcmp0 (action_name, "win.restart") == 0)
    relabel (ft_game_controls_get_button (bar, "win.restart"), "object-select-symbolic", _("Confirm restart"),
             _("Click again to restart"), TRUE);
  else
    relabel (ft_game_controls_get_button (bar, "win.restart"), "view-refresh-symbolic", _("Restart"),
             _("Restart (R)"), FALSE);
}

void
ft_sidebar_set_paused (FtSidebar *self, gboolean paused)
{
  GtkWidget *button;

  g_return_if_fail (FT_IS_SIDEBAR (self));

  button = ft_game_controls_get_button (controls (self), "win.pause");
  self->pause_label = paused ? _("Resume") : _("Pause");
  if (paused)
    relabel (button, "media-playback-start-symbolic", self->pause_label, _("Resume the game (P)"), FALSE);
  else
    relabel (button, "media-playback-pause-symbolic", self->pause_label, _("Pause the game (P)"), FALSE);
}

const char *
ft_sidebar_get_pause_label (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return self->pause_label != NULL ? self->pause_label : _("Pause");
}

GtkWidget *
ft_sidebar_get_button (FtSidebar *self, const char *action)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return ft_game_controls_get_button (controls (self), action);
}

GtkWidget *
ft_sidebar_get_claim_draw_button (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return ft_game_controls_get_claim_draw_button (controls (self));
}

void
ft_sidebar_set_material (FtSidebar *self, gboolean top, GdkPaintable *const *pieces, guint n_pieces,
                         const char *balance)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));
  ft_player_strip_set_material (strip (self, top), pieces, n_pieces, balance);
}

void
ft_sidebar_set_material_name (FtSidebar *self, gboolean top, const char *name)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));
  ft_player_strip_set_material_name (strip (self, top), name);
}

const char *
ft_sidebar_get_material_balance (FtSidebar *self, gboolean top)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return ft_player_strip_get_material_balance (strip (self, top));
}

guint
ft_sidebar_get_material_count (FtSidebar *self, gboolean top)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), 0);
  return ft_player_strip_get_material_count (strip (self, top));
}

FtScoresheet *
ft_sidebar_get_scoresheet (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return ft_moves_pane_get_scoresheet (FT_MOVES_PANE (ft_game_layout_get_moves (self->layout)));
}

const char *
ft_sidebar_get_top_clock (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return ft_player_strip_get_clock (strip (self, TRUE));
}

const char *
ft_sidebar_get_bottom_clock (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return ft_player_strip_get_clock (strip (self, FALSE));
}

const char *
ft_sidebar_get_turn (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return ft_status_line_get_turn (self->status_line);
}

const char *
ft_sidebar_get_message (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return ft_status_line_get_message (self->status_line);
}
