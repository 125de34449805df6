/* ft-sidebar.c — clocks, turn, message, Resign and Restart. */
#include "config.h"

#include "ft-sidebar.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ft-clock-face.h"
#include "ft-fit-text.h"
#include "ft-profile-avatar.h"
#include "ft-scoresheet.h"

/* A name as last fitted into its label, and the label's font then. */
typedef struct
{
  char *whole;
  guint font_serial; /* pango_context_get_serial () of the label's context */
} FtFittedName;

struct _FtSidebar
{
  GtkBox parent_instance;

  FtClockFace *top_clock;
  FtClockFace *bottom_clock;
  GtkLabel *turn_label;
  GtkLabel *message_label;
  GtkLabel *top_name;
  GtkLabel *bottom_name;
  GtkWidget *top_avatar, *bottom_avatar; /* the players' profiles, above and below */
  GtkWidget *new_game_button;
  GtkWidget *end_turn_button;
  GtkWidget *resign_button;
  GtkWidget *restart_button;
  GtkWidget *pause_button;
  GtkFlowBox *top_material;
  GtkFlowBox *bottom_material;
  FtScoresheet *scoresheet;
  char *top_balance;
  char *bottom_balance;
  FtFittedName top_fitted, bottom_fitted;
};

G_DEFINE_FINAL_TYPE (FtSidebar, ft_sidebar, GTK_TYPE_BOX)

static void
ft_sidebar_finalize (GObject *object)
{
  FtSidebar *self = FT_SIDEBAR (object);

  g_free (self->top_balance);
  g_free (self->bottom_balance);
  g_free (self->top_fitted.whole);
  g_free (self->bottom_fitted.whole);
  G_OBJECT_CLASS (ft_sidebar_parent_class)->finalize (object);
}

static void
ft_sidebar_class_init (FtSidebarClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = ft_sidebar_finalize;

  g_type_ensure (FT_TYPE_CLOCK_FACE);
  g_type_ensure (FT_TYPE_SCORESHEET);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/fourteenchess/Fourteen/ui/ft-sidebar.ui");
  gtk_widget_class_bind_template_child (widget_class, FtSidebar, top_clock);
  gtk_widget_class_bind_template_child (widget_class, FtSidebar, bottom_clock);
  gtk_widget_class_bind_template_child (widget_class, FtSidebar, turn_label);
  gtk_widget_class_bind_template_child (widget_class, FtSidebar, message_label);
  gtk_widget_class_bind_template_child (widget_class, FtSidebar, top_name);
  gtk_widget_class_bind_template_child (widget_class, FtSidebar, bottom_name);
  gtk_widget_class_bind_template_child (widget_class, FtSidebar, new_game_button);
  gtk_widget_class_bind_template_child (widget_class, FtSidebar, end_turn_button);
  gtk_widget_class_bind_template_child (widget_class, FtSidebar, top_material);
  gtk_widget_class_bind_template_child (widget_class, FtSidebar, bottom_material);
  gtk_widget_class_bind_template_child (widget_class, FtSidebar, scoresheet);
  gtk_widget_class_bind_template_child (widget_class, FtSidebar, resign_button);
  gtk_widget_class_bind_template_child (widget_class, FtSidebar, restart_button);
  gtk_widget_class_bind_template_child (widget_class, FtSidebar, pause_button);
  gtk_widget_class_bind_template_child_full (widget_class, "claim_draw_button", FALSE, 0);
  /* new_game_button and end_turn_button are bound above. */
  gtk_widget_class_set_css_name (widget_class, "ft-sidebar");
}

/* Buttons with a mnemonic and an accessible label in ft-sidebar.ui. */
static const char *const labelled_buttons[] = { "resign_button", "restart_button", "new_game_button",
                                                "end_turn_button", "claim_draw_button", "pause_button" };

static void
ft_sidebar_init (FtSidebar *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* GTK 4.8 names a labelled button by its label property ("_Resign") and
   * by the label inside it: read once, from the .ui file's accessible
   * label ("Resign"). */
  for (guint i = 0; i < G_N_ELEMENTS (labelled_buttons); i++)
    gtk_accessible_reset_relation (
      GTK_ACCESSIBLE (gtk_widget_get_template_child (GTK_WIDGET (self), FT_TYPE_SIDEBAR, labelled_buttons[i])),
      GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  self->top_avatar = ft_profile_avatar_new (NULL, 28);
  self->bottom_avatar = ft_profile_avatar_new (NULL, 28);
  gtk_widget_set_halign (self->top_avatar, GTK_ALIGN_CENTER);
  gtk_widget_set_halign (self->bottom_avatar, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (self->top_avatar, FALSE);
  gtk_widget_set_visible (self->bottom_avatar, FALSE);
  gtk_box_insert_child_after (GTK_BOX (self), self->top_avatar, NULL);
  gtk_box_insert_child_after (GTK_BOX (self), self->bottom_avatar, GTK_WIDGET (self->bottom_name));
}

void
ft_sidebar_set_profiles (FtSidebar *self, FtProfile *top, FtProfile *bottom)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));

  ft_profile_avatar_set_profile (FT_PROFILE_AVATAR (self->top_avatar), top);
  ft_profile_avatar_set_profile (FT_PROFILE_AVATAR (self->bottom_avatar), bottom);
  gtk_widget_set_visible (self->top_avatar, top != NULL);
  gtk_widget_set_visible (self->bottom_avatar, bottom != NULL);
}

FtProfile *
ft_sidebar_get_profile (FtSidebar *self, gboolean top)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return ft_profile_avatar_get_profile (FT_PROFILE_AVATAR (top ? self->top_avatar : self->bottom_avatar));
}

GtkWidget *
ft_sidebar_new (void)
{
  return g_object_new (FT_TYPE_SIDEBAR, NULL);
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
ft_sidebar_set_clocks (FtSidebar *self, const char *top, const char *bottom,
                       FtSidebarRunning running)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));

  ft_clock_face_set_text (self->top_clock, top);
  ft_clock_face_set_text (self->bottom_clock, bottom);
  set_class (GTK_WIDGET (self->top_clock), "running", running == FT_SIDEBAR_RUNNING_TOP);
  set_class (GTK_WIDGET (self->bottom_clock), "running", running == FT_SIDEBAR_RUNNING_BOTTOM);
}

void
ft_sidebar_set_low_time (FtSidebar *self, gboolean top, gboolean bottom)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));
  set_class (GTK_WIDGET (self->top_clock), "low-time", top);
  set_class (GTK_WIDGET (self->bottom_clock), "low-time", bottom);
}

gboolean
ft_sidebar_get_low_time (FtSidebar *self, gboolean top)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), FALSE);
  return gtk_widget_has_css_class (GTK_WIDGET (top ? self->top_clock : self->bottom_clock), "low-time");
}

void
ft_sidebar_set_clocks_shown (FtSidebar *self, gboolean shown)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));
  gtk_widget_set_visible (GTK_WIDGET (self->top_clock), shown);
  gtk_widget_set_visible (GTK_WIDGET (self->bottom_clock), shown);
}

void
ft_sidebar_set_clock_names (FtSidebar *self, const char *top, const char *bottom)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));
  g_return_if_fail (top != NULL && bottom != NULL);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->top_clock), GTK_ACCESSIBLE_PROPERTY_LABEL, top, -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->bottom_clock), GTK_ACCESSIBLE_PROPERTY_LABEL, bottom,
                                  -1);
}

void
ft_sidebar_set_turn (FtSidebar *self, const char *text)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));
  gtk_label_set_text (self->turn_label, text != NULL ? text : "");
}

/* The message is a live region as far as GTK 4.8 allows: its role is
 * "alert" and its accessible name is the message, so each new message is
 * an alert's name change on the bus (GTK 4.8 has no announcements; see
 * docs/accessibility.md). */
void
ft_sidebar_set_message (FtSidebar *self, const char *text)
{
  GtkWidget *label;

  g_return_if_fail (FT_IS_SIDEBAR (self));

  label = GTK_WIDGET (self->message_label);
  if (text == NULL)
    text = "";
  if (g_strcmp0 (gtk_label_get_text (self->message_label), text) == 0)
    return;
  gtk_label_set_text (self->message_label, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}

void
ft_sidebar_set_message_style (FtSidebar *self, FtSidebarMessageStyle style)
{
  GtkWidget *label;

  g_return_if_fail (FT_IS_SIDEBAR (self));

  /* libadwaita's colour classes, which follow the light and dark styles. */
  label = GTK_WIDGET (self->message_label);
  gtk_widget_remove_css_class (label, "error");
  gtk_widget_remove_css_class (label, "success");
  if (style == FT_SIDEBAR_MESSAGE_WARNING)
    gtk_widget_add_css_class (label, "error");
  else if (style == FT_SIDEBAR_MESSAGE_GOOD)
    gtk_widget_add_css_class (label, "success");
}

const char *
ft_sidebar_get_top_clock (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return ft_clock_face_get_text (self->top_clock);
}

const char *
ft_sidebar_get_bottom_clock (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return ft_clock_face_get_text (self->bottom_clock);
}

const char *
ft_sidebar_get_turn (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return gtk_label_get_text (self->turn_label);
}

const char *
ft_sidebar_get_message (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return gtk_label_get_text (self->message_label);
}

/* A name on at most two lines of the 120 px column, in whole words;
 * longer, it is cut short and the tooltip has it whole. Fitting lays the
 * name out in the label's font (0.4 ms a name), and every status update
 * (each move, each turn) sets the names: fitted again only when the name
 * or the label's font changed. */
static void
set_name (GtkLabel *label, FtFittedName *last, const char *name)
{
  guint serial = pango_context_get_serial (gtk_widget_get_pango_context (GTK_WIDGET (label)));
  g_autofree char *fitted = NULL;

  if (last->whole != NULL && last->font_serial == serial && strcmp (last->whole, name != NULL ? name : "") == 0)
    return;
  fitted = ft_fit_text (GTK_WIDGET (label), name, 120, 2);
  gtk_label_set_text (label, fitted != NULL ? fitted : name != NULL ? name : "");
  gtk_widget_set_tooltip_text (GTK_WIDGET (label), fitted != NULL ? name : NULL);
  g_free (last->whole);
  last->whole = g_strdup (name != NULL ? name : "");
  last->font_serial = serial;
}

void
ft_sidebar_set_names (FtSidebar *self, const char *top, const char *bottom)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));
  set_name (self->top_name, &self->top_fitted, top);
  set_name (self->bottom_name, &self->bottom_fitted, bottom);
}

/* The name whole, even when the label shows it cut short. */
static const char *
get_name (GtkLabel *label)
{
  const char *whole = gtk_widget_get_tooltip_text (GTK_WIDGET (label));

  return whole != NULL ? whole : gtk_label_get_text (label);
}

const char *
ft_sidebar_get_top_name (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return get_name (self->top_name);
}

const char *
ft_sidebar_get_bottom_name (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return get_name (self->bottom_name);
}

void
ft_sidebar_set_game_over (FtSidebar *self, gboolean over)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));
  gtk_widget_set_visible (self->new_game_button, over);
}

/* A button's words: what it shows (with its mnemonic), what a screen
 * reader hears (without), its tooltip. */
static void
relabel (GtkWidget *button, const char *label, const char *accessible, const char *tooltip)
{
  gtk_button_set_label (GTK_BUTTON (button), label);
  gtk_button_set_use_underline (GTK_BUTTON (button), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  gtk_widget_set_tooltip_text (button, tooltip);
}

void
ft_sidebar_set_confirming (FtSidebar *self, const char *action_name)
{
  gboolean resign, restart;

  g_return_if_fail (FT_IS_SIDEBAR (self));

  resign = g_strcmp0 (action_name, "win.resign") == 0;
  restart = g_strcmp0 (action_name, "win.restart") == 0;
  /* The button turns into Confirm for the seconds the first press arms. */
  if (resign)
    relabel (self->resign_button, _("_Confirm"), _("Confirm resignation"), _("Click again to resign"));
  else
    relabel (self->resign_button, _("_Resign"), _("Resign"), _("Resign (Esc or E)"));
  if (restart)
    relabel (self->restart_button, _("_Confirm"), _("Confirm restart"), _("Click again to restart"));
  else
    relabel (self->restart_button, _("Res_tart"), _("Restart"), _("Restart (R)"));
}

void
ft_sidebar_set_paused (FtSidebar *self, gboolean paused)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));

  if (paused)
    relabel (self->pause_button, _("Res_ume"), _("Resume"), _("Resume the game (P)"));
  else
    relabel (self->pause_button, _("_Pause"), _("Pause"), _("Pause the game (P)"));
}

const char *
ft_sidebar_get_pause_label (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return gtk_button_get_label (GTK_BUTTON (self->pause_button));
}

void
ft_sidebar_set_end_turn_visible (FtSidebar *self, gboolean visible)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));
  gtk_widget_set_visible (self->end_turn_button, visible);
}

gboolean
ft_sidebar_get_end_turn_visible (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), FALSE);
  return gtk_widget_get_visible (self->end_turn_button);
}

gboolean
ft_sidebar_get_game_over (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), FALSE);
  return gtk_widget_get_visible (self->new_game_button);
}

/* The pieces one side is ahead by, as small pictures, then "+N". */
/* Does the strip already show exactly this? (Status updates come with every
 * message; the strip's widgets are rebuilt only when the material changes.) */
static gboolean
material_shown (GtkFlowBox *box, GdkPaintable *const *pieces, guint n_pieces, const char *balance)
{
  GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (box));
  gboolean has_balance = balance != NULL && balance[0] != '\0';

  for (guint i = 0; i < n_pieces; i++, child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *image = child != NULL ? gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child)) : NULL;

      if (image == NULL || !GTK_IS_IMAGE (image)
          || gtk_image_get_paintable (GTK_IMAGE (image)) != pieces[i])
        return FALSE;
    }
  if (has_balance)
    {
      GtkWidget *label = child != NULL ? gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child)) : NULL;

      if (label == NULL || !GTK_IS_LABEL (label)
          || g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), balance) != 0)
        return FALSE;
      child = gtk_widget_get_next_sibling (child);
    }
  return child == NULL;
}

/* The strip's name says it all ("Captured by White: 2 pawns"): its
 * pictures are not read one by one. */
static void
hide_from_screen_readers (GtkWidget *child)
{
  gtk_accessible_update_state (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
}

static void
fill_material (GtkFlowBox *box, GdkPaintable *const *pieces, guint n_pieces, const char *balance)
{
  GtkWidget *child;

  if (material_shown (box, pieces, n_pieces, balance))
    return;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_flow_box_remove (box, child);
  for (guint i = 0; i < n_pieces; i++)
    {
      GtkWidget *image = gtk_image_new_from_paintable (pieces[i]);

      gtk_image_set_pixel_size (GTK_IMAGE (image), 16);
      gtk_flow_box_append (box, image);
      hide_from_screen_readers (gtk_widget_get_parent (image));
    }
  if (balance != NULL && balance[0] != '\0')
    {
      GtkWidget *label = gtk_label_new (balance);

      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "numeric");
      gtk_flow_box_append (box, label);
      hide_from_screen_readers (gtk_widget_get_parent (label));
    }
}

void
ft_sidebar_set_material (FtSidebar *self, gboolean top, GdkPaintable *const *pieces,
                         guint n_pieces, const char *balance)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));

  fill_material (top ? self->top_material : self->bottom_material, pieces, n_pieces, balance);
  g_free (top ? self->top_balance : self->bottom_balance);
  if (top)
    self->top_balance = g_strdup (balance);
  else
    self->bottom_balance = g_strdup (balance);
}

void
ft_sidebar_set_material_name (FtSidebar *self, gboolean top, const char *name)
{
  g_return_if_fail (FT_IS_SIDEBAR (self));
  g_return_if_fail (name != NULL);

  gtk_accessible_update_property (GTK_ACCESSIBLE (top ? self->top_material : self->bottom_material),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

const char *
ft_sidebar_get_material_balance (FtSidebar *self, gboolean top)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return top ? self->top_balance : self->bottom_balance;
}

guint
ft_sidebar_get_material_count (FtSidebar *self, gboolean top)
{
  guint n = 0;

  g_return_val_if_fail (FT_IS_SIDEBAR (self), 0);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (top ? self->top_material
                                                                      : self->bottom_material));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_IMAGE (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child))))
      n++;
  return n;
}

FtScoresheet *
ft_sidebar_get_scoresheet (FtSidebar *self)
{
  g_return_val_if_fail (FT_IS_SIDEBAR (self), NULL);
  return self->scoresheet;
}
