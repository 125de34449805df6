/* ft-page-switcher.c — see ft-page-switcher.h. */
#include "config.h"

#include "ft-new-game-dialog.h"
#include "ft-page-switcher.h"

struct _FtPageSwitcher
{
  GObject parent_instance;

  FtGameStage *stage;
  FtPauseController *pause;
  GtkStack *pages;       /* weak */
  FtStartPage *start_page; /* weak */
  GPtrArray *game_widgets; /* weak pointers */
};

G_DEFINE_FINAL_TYPE (FtPageSwitcher, ft_page_switcher, G_TYPE_OBJECT)

static void
show_page (FtPageSwitcher *self, gboolean start)
{
  if (self->pages == NULL)
    return;
  for (guint i = 0; i < self->game_widgets->len; i++)
    {
      GtkWidget **widget = self->game_widgets->pdata[i];

      if (*widget != NULL)
        gtk_widget_set_visible (*widget, !start);
    }
  gtk_stack_set_visible_child_name (self->pages, start ? "start" : "game");
  ft_pause_controller_set_away (self->pause, start);
  /* Where the player goes on: the start page's first choice, or the board. */
  if (start && self->start_page != NULL)
    gtk_widget_child_focus (GTK_WIDGET (self->start_page), GTK_DIR_TAB_FORWARD);
  else if (!start)
    gtk_widget_grab_focus (gtk_stack_get_child_by_name (self->pages, "game"));
}

void
ft_page_switcher_show_start (FtPageSwitcher *self)
{
  g_return_if_fail (FT_IS_PAGE_SWITCHER (self));
  show_page (self, TRUE);
}

void
ft_page_switcher_show_game (FtPageSwitcher *self)
{
  g_return_if_fail (FT_IS_PAGE_SWITCHER (self));
  show_page (self, FALSE);
}

gboolean
ft_page_switcher_is_start_shown (FtPageSwitcher *self)
{
  g_return_val_if_fail (FT_IS_PAGE_SWITCHER (self), FALSE);
  return self->pages != NULL && g_strcmp0 (gtk_stack_get_visible_child_name (self->pages), "start") == 0;
}

/* Play: the game the settings now describe, as the New Game dialog would
 * start it. */
static void
play_cb (FtStartPage *page, gboolean two_players G_GNUC_UNUSED, gpointer user_data)
{
  FtPageSwitcher *self = FT_PAGE_SWITCHER (user_data);
  const FtGameSetup *config_setup = ft_game_stage_get_config_setup (self->stage);
  g_autoptr (FtGameSetup) setup = NULL;

  if (config_setup == NULL)
    config_setup = ft_game_stage_get_setup (self->stage);
  setup = ft_new_game_dialog_setup_from_settings (ft_start_page_get_settings (page), config_setup);
  show_page (self, FALSE);
  ft_game_stage_start (self->stage, setup);
}

/* A game started elsewhere (a dialog, the network, a puzzle, a file) is
 * one the player wants to see. */
static void
game_shown_cb (FtGameStage *stage G_GNUC_UNUSED, gboolean existing G_GNUC_UNUSED, gpointer user_data)
{
  FtPageSwitcher *self = FT_PAGE_SWITCHER (user_data);

  if (ft_page_switcher_is_start_shown (self))
    show_page (self, FALSE);
}

FtPageSwitcher *
ft_page_switcher_new (FtGameStage *stage, FtPauseController *pause, GtkStack *pages, FtStartPage *start_page,
                      GtkWidget *const *game_widgets)
{
  FtPageSwitcher *self = g_object_new (FT_TYPE_PAGE_SWITCHER, NULL);

  self->stage = g_object_ref (stage);
  self->pause = g_object_ref (pause);
  g_set_weak_pointer (&self->pages, pages);
  g_set_weak_pointer (&self->start_page, start_page);
  for (guint i = 0; game_widgets != NULL && game_widgets[i] != NULL; i++)
    {
      GtkWidget **slot = g_new0 (GtkWidget *, 1);

      g_set_weak_pointer (slot, game_widgets[i]);
      g_ptr_array_add (self->game_widgets, slot);
    }
  g_signal_connect_object (start_page, "play", G_CALLBACK (play_cb), self, 0);
  g_signal_connect_object (stage, "game-shown", G_CALLBACK (game_shown_cb), self, 0);
  return self;
}

static void
free_slot (gpointer data)
{
  GtkWidget **slot = data;

  g_clear_weak_pointer (slot);
  g_free (slot);
}

static void
ft_page_switcher_dispose (GObject *object)
{
  FtPageSwitcher *self = FT_PAGE_SWITCHER (object);

  g_ptr_array_set_size (self->game_widgets, 0);
  g_clear_weak_pointer (&self->pages);
  g_clear_weak_pointer (&self->start_page);
  g_clear_object (&self->pause);
  g_clear_object (&self->stage);
  G_OBJECT_CLASS (ft_page_switcher_parent_class)->dispose (object);
}

static void
ft_page_switcher_finalize (GObject *object)
{
  g_ptr_array_unref (FT_PAGE_SWITCHER (object)->game_widgets);
  G_OBJECT_CLASS (ft_page_switcher_parent_class)->finalize (object);
}

static void
ft_page_switcher_class_init (FtPageSwitcherClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ft_page_switcher_dispose;
  object_class->finalize = ft_page_switcher_finalize;
}

static void
ft_page_switcher_init (FtPageSwitcher *self)
{
  self->game_widgets = g_ptr_array_new_with_free_func (free_slot);
}
