/* test-link-row.c — FtLinkRow (ft-link-row.h): its title, subtitle and icon
 * are shown only when set and notify once a change; activating the row in
 * its list runs its action; it shrinks below its texts' width (they
 * ellipsize) and keeps AdwActionRow's CSS nodes; assistive technologies get
 * its title as its name and its subtitle as its description. Run with
 * GTK's test accessibility backend (GTK_A11Y=test). */
#include "config.h"

#include <adwaita.h>

#include "app-test-util.h"
#include "ft-link-row.h"

static void
count_cb (GObject *object G_GNUC_UNUSED, GParamSpec *pspec G_GNUC_UNUSED, gpointer user_data)
{
  (*(int *) user_data)++;
}

/* The row's inscription whose CSS class is `css_class`. */
static GtkWidget *
line_of (FtLinkRow *row, const char *css_class)
{
  GtkWidget *texts = gtk_widget_get_first_child (gtk_widget_get_first_child (GTK_WIDGET (row)));

  for (GtkWidget *child = gtk_widget_get_first_child (texts); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_INSCRIPTION (child) && gtk_widget_has_css_class (child, css_class))
      return child;
  return NULL;
}

static GtkWidget *
icon_of (FtLinkRow *row)
{
  return gtk_widget_get_last_child (gtk_widget_get_first_child (GTK_WIDGET (row)));
}

static void
test_texts (void)
{
  FtLinkRow *row = FT_LINK_ROW (g_object_ref_sink (ft_link_row_new ("Puzzles…")));
  GtkWidget *title = line_of (row, "title"), *subtitle = line_of (row, "subtitle");
  int subtitles = 0, icons = 0;

  g_assert_nonnull (title);
  g_assert_nonnull (subtitle);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Puzzles…");
  g_assert_cmpstr (gtk_inscription_get_text (GTK_INSCRIPTION (title)), ==, "Puzzles…");
  g_assert_null (ft_link_row_get_subtitle (row));
  g_assert_false (gtk_widget_get_visible (subtitle));
  g_assert_null (ft_link_row_get_icon_name (row));
  g_assert_false (gtk_widget_get_visible (icon_of (row)));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), "Puzzles");
  g_assert_cmpstr (gtk_inscription_get_text (GTK_INSCRIPTION (title)), ==, "Puzzles");
  g_assert_cmpuint (gtk_inscription_get_nat_chars (GTK_INSCRIPTION (title)), ==, 7);

  g_signal_connect (row, "notify::subtitle", G_CALLBACK (count_cb), &subtitles);
  g_signal_connect (row, "notify::icon-name", G_CALLBACK (count_cb), &icons);
  g_object_set (row, "subtitle", "Win from a set position", "icon-name", "help-about-symbolic", NULL);
  g_assert_cmpint (subtitles, ==, 1);
  g_assert_cmpint (icons, ==, 1);
  g_assert_cmpstr (ft_link_row_get_subtitle (row), ==, "Win from a set position");
  g_assert_true (gtk_widget_get_visible (subtitle));
  g_assert_cmpstr (ft_link_row_get_icon_name (row), ==, "help-about-symbolic");
  g_assert_true (gtk_widget_get_visible (icon_of (row)));

  /* The same again notifies nothing. */
  ft_link_row_set_subtitle (row, "Win from a set position");
  ft_link_row_set_icon_name (row, "help-about-symbolic");
  g_assert_cmpint (subtitles, ==, 1);
  g_assert_cmpint (icons, ==, 1);

  /* An empty subtitle and no icon hide them again. */
  ft_link_row_set_subtitle (row, "");
  ft_link_row_set_icon_name (row, NULL);
  g_assert_cmpint (subtitles, ==, 2);
  g_assert_cmpint (icons, ==, 2);
  g_assert_false (gtk_widget_get_visible (subtitle));
  g_assert_false (gtk_widget_get_visible (icon_of (row)));
  g_assert_null (ft_link_row_get_icon_name (row));
  g_object_unref (row);
}

static void
go_cb (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED, gpointer user_data)
{
  (*(int *) user_data)++;
}

static gboolean
mapped (gpointer data)
{
  return gtk_widget_get_mapped (data) && gtk_widget_get_width (data) > 0;
}

/* In a boxed list as the start page has it: activating the row runs its
 * action; the row shrinks to a narrow window (its texts ellipsize), and its
 * nodes are AdwActionRow's, so libadwaita's style applies. */
static void
test_in_a_list (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *list = gtk_list_box_new ();
  GtkWidget *row = ft_link_row_new ("Host a Network Game…");
  g_autoptr (GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr (GSimpleAction) go = g_simple_action_new ("go", NULL);
  int activations = 0, minimum, natural;

  g_signal_connect (go, "activate", G_CALLBACK (go_cb), &activations);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (go));
  gtk_widget_insert_action_group (window, "test", G_ACTION_GROUP (group));
  ft_link_row_set_subtitle (FT_LINK_ROW (row), "Play someone on your local network");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), "test.go");
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_list_box_append (GTK_LIST_BOX (list), row);
  gtk_window_set_child (GTK_WINDOW (window), list);
  gtk_window_set_default_size (GTK_WINDOW (window), 120, 80);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (wait_until (mapped, row, 5000));

  g_signal_emit_by_name (row, "activate");
  g_assert_cmpint (activations, ==, 1);

  gtk_widget_measure (row, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  g_assert_cmpint (minimum, <, natural);
  g_assert_cmpint (gtk_widget_get_width (row), <=, 120);
  g_assert_cmpint (gtk_widget_get_height (row), >=, 50);
  g_assert_true (gtk_widget_has_css_class (gtk_widget_get_first_child (row), "header"));
  g_assert_cmpstr (gtk_widget_get_css_name (line_of (FT_LINK_ROW (row), "subtitle")), ==, "label");

  g_assert_true (gtk_test_accessible_has_role (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_ROLE_LIST_ITEM));
  g_assert_true (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_LABELLED_BY));
  g_assert_true (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_RELATION_DESCRIBED_BY));
  g_assert_true (gtk_test_accessible_has_property (GTK_ACCESSIBLE (line_of (FT_LINK_ROW (row), "title")),
                                                   GTK_ACCESSIBLE_PROPERTY_LABEL));
  gtk_window_destroy (GTK_WINDOW (window));
  spin (20);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/link-row/texts", test_texts);
  g_test_add_func ("/link-row/in-a-list", test_in_a_list);
  return g_test_run ();
}
