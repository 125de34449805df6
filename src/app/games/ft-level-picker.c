/* ft-level-picker.c — see ft-level-picker.h. */
#include "config.h"

#include "ft-level-picker.h"

#include <glib/gi18n.h>

#include "ft-puzzle.h"

struct _FtLevelPicker
{
  AdwWindow parent_instance;

  GtkListBox *level_list;
  GtkLabel *summary_label;
  GPtrArray *rows; /* GtkListBoxRow*, by level index (the list box owns them) */
  GArray *solved;  /* gboolean, by level index */
};

enum {
  SIGNAL_LEVEL_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (FtLevelPicker, ft_level_picker, ADW_TYPE_WINDOW)

static void
row_activated_cb (FtLevelPicker *self, GtkListBoxRow *row)
{
  guint index;

  if (g_ptr_array_find (self->rows, row, &index))
    g_signal_emit (self, signals[SIGNAL_LEVEL_CHOSEN], 0, index);
}

static void
ft_level_picker_dispose (GObject *object)
{
  FtLevelPicker *self = FT_LEVEL_PICKER (object);

  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->solved, g_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), FT_TYPE_LEVEL_PICKER);
  G_OBJECT_CLASS (ft_level_picker_parent_class)->dispose (object);
}

static void
ft_level_picker_class_init (FtLevelPickerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ft_level_picker_dispose;

  /* The index (0-based) of the level the player chose. */
  signals[SIGNAL_LEVEL_CHOSEN] = g_signal_new ("level-chosen", G_TYPE_FROM_CLASS (klass),
                                               G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                               G_TYPE_NONE, 1, G_TYPE_UINT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/fourteenchess/Fourteen/ui/ft-level-picker.ui");
  gtk_widget_class_bind_template_child (widget_class, FtLevelPicker, level_list);
  gtk_widget_class_bind_template_child (widget_class, FtLevelPicker, summary_label);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ft_level_picker_init (FtLevelPicker *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_ptr_array_new ();
  self->solved = g_array_new (FALSE, FALSE, sizeof (gboolean));
}

FtLevelPicker *
ft_level_picker_new (GtkWindow *parent, FtConfig *levels, const char *records_path)
{
  FtLevelPicker *self = g_object_new (FT_TYPE_LEVEL_PICKER, "transient-for", parent, NULL);
  guint n = ft_config_get_n_levels (levels);
  guint n_solved = 0;

  for (guint i = 0; i < n; i++)
    {
      const FtConfigLevel *level = ft_config_get_level (levels, i);
      gboolean solved = records_path != NULL
                        && ft_puzzle_records_is_solved (records_path, level->name);
      AdwActionRow *row = ADW_ACTION_ROW (adw_action_row_new ());
      g_autofree char *title = g_markup_printf_escaped ("%u. %s", i + 1, level->name);
      g_autofree char *goal = NULL;
      GtkWidget *mark;

      if (level->to_move == FT_WHITE)
        goal = g_strdup_printf (ngettext ("White to move: mate in %u",
                                          "White to move: mate in %u", level->goal_moves),
                                level->goal_moves);
      else
        goal = g_strdup_printf (ngettext ("Black to move: mate in %u",
                                          "Black to move: mate in %u", level->goal_moves),
                                level->goal_moves);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
      adw_action_row_set_subtitle (row, goal);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      mark = gtk_image_new_from_icon_name (solved ? "object-select-symbolic" : "go-next-symbolic");
      if (solved)
        {
          gtk_widget_add_css_class (mark, "success");
          gtk_accessible_update_property (GTK_ACCESSIBLE (mark), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                          _("Solved"), -1);
          n_solved++;
        }
      adw_action_row_add_suffix (row, mark);
      gtk_list_box_append (self->level_list, GTK_WIDGET (row));
      g_ptr_array_add (self->rows, row);
      g_array_append_val (self->solved, solved);
    }
  {
    g_autofree char *summary =
      g_strdup_printf (ngettext ("%u of %u puzzle solved. Find the mate: the computer defends.",
                                 "%u of %u puzzles solved. Find the mate: the computer defends.",
                                 n),
                       n_solved, n);

    gtk_label_set_text (self->summary_label, summary);
  }
  return self;
}

GtkListBoxRow *
ft_level_picker_get_row (FtLevelPicker *self, guint index)
{
  g_return_val_if_fail (FT_IS_LEVEL_PICKER (self), NULL);
  return index < self->rows->len ? self->rows->pdata[index] : NULL;
}

gboolean
ft_level_picker_row_is_solved (FtLevelPicker *self, guint index)
{
  g_return_val_if_fail (FT_IS_LEVEL_PICKER (self), FALSE);
  return index < self->solved->len && g_array_index (self->solved, gboolean, index);
}
