/* ft-statistics-window.c — a small window of AdwActionRows: one per computer
 * level and one for two people, for every board together or for one kind
 * of board (a Board row above them: the kinds ft-rated-kind.h names, as
 * the statistics count them), and a last row that resets the counts after
 * a question (a destructive answer in the question, not a red button). */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-names.h"
#include "ft-rated-kind.h"
#include "ft-statistics-window.h"
#include "ft-statistics.h"

#define N_ROWS 4 /* easy, normal, hard, two people */

struct _FtStatisticsWindow
{
  AdwWindow parent_instance;

  char *dir;
  AdwComboRow *board_row; /* 0: every board; 1 + an FtRatedKind */
  AdwActionRow *rows[N_ROWS];
};

G_DEFINE_FINAL_TYPE (FtStatisticsWindow, ft_statistics_window, ADW_TYPE_WINDOW)

static void
update_rows (FtStatisticsWindow *self)
{
  g_autoptr (FtStatistics) stats = ft_statistics_load (self->dir);
  static const FtLevel levels[] = { FT_LEVEL_EASY, FT_LEVEL_NORMAL, FT_LEVEL_HARD };
  guint board = adw_combo_row_get_selected (self->board_row);
  const char *variant = board == 0 || board == GTK_INVALID_LIST_POSITION
                          ? NULL
                          : ft_name_of (FT_TYPE_RATED_KIND, (int) board - 1);

  for (guint i = 0; i < N_ROWS; i++)
    {
      FtStatisticsCounts counts;
      g_autofree char *text = NULL;

      if (i < G_N_ELEMENTS (levels))
        {
          ft_statistics_get (stats, variant, FT_OPPONENT_COMPUTER, levels[i], &counts);
          /* "Played 5 · Won 2 · Drawn 1 · Lost 2" */
          text = g_strdup_printf (_("Played %u · Won %u · Drawn %u · Lost %u"), counts.played,
                                  counts.won, counts.drawn, counts.lost);
        }
      else
        {
          ft_statistics_get (stats, variant, FT_OPPONENT_HUMAN, FT_LEVEL_NORMAL, &counts);
          text = g_strdup_printf (_("Played %u · White won %u · Drawn %u · Black won %u"),
                                  counts.played, counts.won, counts.drawn, counts.lost);
        }
      adw_action_row_set_subtitle (self->rows[i], text);
    }
}

void
ft_statistics_window_reset (FtStatisticsWindow *self)
{
  g_autoptr (FtStatistics) stats = NULL;

  g_return_if_fail (FT_IS_STATISTICS_WINDOW (self));

  stats = ft_statistics_load (self->dir);
  ft_statistics_reset (stats);
  update_rows (self);
}

static void
reset_response_cb (AdwMessageDialog *dialog G_GNUC_UNUSED, const char *response, gpointer user_data)
{
  if (g_strcmp0 (response, "reset") == 0)
    ft_statistics_window_reset (FT_STATISTICS_WINDOW (user_data));
}

AdwMessageDialog *
ft_statistics_window_ask_reset (FtStatisticsWindow *self)
{
  GtkWidget *dialog;

  g_return_val_if_fail (FT_IS_STATISTICS_WINDOW (self), NULL);

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Reset the Counts?"),
                                   _("The counts of every game on this computer go back to zero. "
                                     "Each player’s own games, ratings and saved records stay."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "reset",
                                    _("_Reset"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "reset",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (reset_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return ADW_MESSAGE_DIALOG (dialog);
}

static void
reset_activated_cb (AdwActionRow *row G_GNUC_UNUSED, gpointer user_data)
{
  ft_statistics_window_ask_reset (FT_STATISTICS_WINDOW (user_data));
}

/* The last group: resetting, as a row that asks first. */
static GtkWidget *
make_reset_group (FtStatisticsWindow *self)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("_Reset the Counts…"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _("Back to zero; each player’s own games stay"));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  g_signal_connect (row, "activated", G_CALLBACK (reset_activated_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return group;
}

void
ft_statistics_window_set_board (FtStatisticsWindow *self, int kind)
{
  g_return_if_fail (FT_IS_STATISTICS_WINDOW (self));
  g_return_if_fail (kind >= -1 && kind < FT_N_RATED_KINDS);

  adw_combo_row_set_selected (self->board_row, (guint) (kind + 1));
}

static void
board_selected_cb (GObject *row G_GNUC_UNUSED, GParamSpec *pspec G_GNUC_UNUSED, gpointer user_data)
{
  FtStatisticsWindow *self = FT_STATISTICS_WINDOW (user_data);

  if (self->dir != NULL)
    update_rows (self);
}

/* "Every board", then each kind the statistics count apart. */
static GtkWidget *
make_board_group (FtStatisticsWindow *self)
{
  GtkWidget *group = adw_preferences_group_new ();
  GtkStringList *boards = gtk_string_list_new (NULL);

  gtk_string_list_append (boards, _("Every board"));
  for (int kind = 0; kind < FT_N_RATED_KINDS; kind++)
    gtk_string_list_append (boards, ft_rated_kind_label ((FtRatedKind) kind));
  self->board_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->board_row), _("_Board"));
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (self->board_row), TRUE);
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("Every game finished on this computer, whoever played "
                                           "it. Against the computer, won and lost are the person’s."));
  adw_combo_row_set_model (self->board_row, G_LIST_MODEL (boards));
  g_object_unref (boards);
  g_signal_connect (self->board_row, "notify::selected", G_CALLBACK (board_selected_cb), self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->board_row));
  return group;
}

const char *
ft_statistics_window_get_row_text (FtStatisticsWindow *self, guint row)
{
  g_return_val_if_fail (FT_IS_STATISTICS_WINDOW (self), NULL);
  g_return_val_if_fail (row < N_ROWS, NULL);
  return adw_action_row_get_subtitle (self->rows[row]);
}

static void
ft_statistics_window_finalize (GObject *object)
{
  g_free (FT_STATISTICS_WINDOW (object)->dir);
  G_OBJECT_CLASS (ft_statistics_window_parent_class)->finalize (object);
}

static void
ft_statistics_window_class_init (FtStatisticsWindowClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ft_statistics_window_finalize;
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_Escape, 0, "window.close",
                                       NULL);
}

static void
ft_statistics_window_init (FtStatisticsWindow *self)
{
  GtkWidget *toolbar = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *computer = adw_preferences_group_new ();
  GtkWidget *people = adw_preferences_group_new ();
  /* The counts from before profiles know the three levels there were then. */
  const char *titles[N_ROWS] = { ft_level_word_label (0), ft_level_word_label (1), ft_level_word_label (2),
                                 _("Two people") };

  gtk_window_set_title (GTK_WINDOW (self), _("All Players on This Computer"));
  gtk_window_set_default_size (GTK_WINDOW (self), 440, 640);
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (computer), _("Against the Computer"));
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (people), _("Two Players"));
  for (guint i = 0; i < N_ROWS; i++)
    {
      self->rows[i] = ADW_ACTION_ROW (adw_action_row_new ());
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->rows[i]), titles[i]);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (i < N_ROWS - 1 ? computer : people),
                                 GTK_WIDGET (self->rows[i]));
    }
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (make_board_group (self)));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (computer));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (people));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (make_reset_group (self)));
  gtk_box_append (GTK_BOX (toolbar), header);
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (toolbar), page);
  adw_window_set_content (ADW_WINDOW (self), toolbar);
}

FtStatisticsWindow *
ft_statistics_window_new (GtkWindow *parent, const char *dir)
{
  FtStatisticsWindow *self = g_object_new (FT_TYPE_STATISTICS_WINDOW, "transient-for", parent,
                                           "modal", TRUE, NULL);

  self->dir = g_strdup (dir);
  update_rows (self);
  return self;
}
