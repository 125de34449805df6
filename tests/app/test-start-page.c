/* test-start-page.c — FtStartPage (ft-start-page.h): the rows show the New
 * Game dialog's settings (a clock never chosen is no clock), the Level row
 * lists the game's ladder with the levels' ratings and preselects the
 * level suggested for the player's profile until a level is chosen, Play
 * writes the player's choice back as the dialog would and says which
 * button was pressed, and the game built from those settings is the one
 * chosen. Every icon of a window on its start page is a PNG. */
#include "config.h"

#include "app-test-util.h"
#include "ft-app-profiles.h"
#include "ft-link-row.h"
#include "ft-names.h"
#include "ft-new-game-dialog.h"
#include "ft-page-switcher.h"
#include "ft-start-page.h"

static GSettings *
fresh_settings (void)
{
  GSettings *settings = g_settings_new (APP_ID);
  const char *keys[] = { "game", "board", "difficulty", "opponent", "time-control", "player-colour" };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_reset (settings, keys[i]);
  return settings;
}

static AdwComboRow *
row_of (FtStartPage *page, const char *row)
{
  return ADW_COMBO_ROW (gtk_widget_get_template_child (GTK_WIDGET (page), FT_TYPE_START_PAGE, row));
}

static guint
selected (FtStartPage *page, const char *row)
{
  return adw_combo_row_get_selected (row_of (page, row));
}

static guint
n_levels (FtStartPage *page)
{
  return g_list_model_get_n_items (adw_combo_row_get_model (row_of (page, "level_row")));
}

/* The label the level row shows. */
static const char *
level_label (FtStartPage *page)
{
  AdwComboRow *row = row_of (page, "level_row");

  return gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (row)), adw_combo_row_get_selected (row));
}

static void
play_cb (FtStartPage *page G_GNUC_UNUSED, gboolean two_players, gpointer user_data)
{
  *(int *) user_data = two_players ? 2 : 1;
}

/* A first start: Fourteen, its ladder, no clock; without profiles the
 * level row has bare labels and the normal level. */
static void
test_first_start (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  FtStartPage *page = g_object_ref_sink (g_object_new (FT_TYPE_START_PAGE, NULL));

  ft_start_page_set_settings (page, settings);
  g_assert_cmpuint (selected (page, "game_row"), ==, FT_START_GAME_FOURTEEN);
  g_assert_cmpuint (n_levels (page), ==, ft_rated_kind_top_level (FT_RATED_KIND_FOURTEEN));
  g_assert_cmpint (ft_start_page_get_level (page), ==, FT_LEVEL_NORMAL);
  g_assert_cmpstr (level_label (page), ==, "Level 8");
  g_assert_cmpuint (selected (page, "clock_row"), ==, 0);
  g_assert_cmpstr (ft_start_page_clock_key (0), ==, "untimed");
  g_assert_null (ft_start_page_clock_key (99));
  g_object_unref (page);
}

/* The rows follow what was chosen before (here in the dialog). */
static void
test_reads_settings (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  FtStartPage *page = g_object_ref_sink (g_object_new (FT_TYPE_START_PAGE, NULL));

  g_settings_set_string (settings, "game", "checkers");
  g_settings_set_string (settings, "difficulty", "hard");
  g_settings_set_string (settings, "time-control", "5+3");
  ft_start_page_set_settings (page, settings);
  g_assert_cmpuint (selected (page, "game_row"), ==, FT_START_GAME_CHECKERS);
  /* "hard": the top of checkers' ladder. */
  g_assert_cmpuint (n_levels (page), ==, ft_rated_kind_top_level (FT_RATED_KIND_CHECKERS));
  g_assert_cmpint (ft_start_page_get_level (page), ==, ft_rated_kind_top_level (FT_RATED_KIND_CHECKERS));
  g_assert_cmpstr (ft_start_page_clock_key (selected (page, "clock_row")), ==, "5+3");

  g_settings_set_string (settings, "game", "chess");
  g_settings_set_string (settings, "board", "standard");
  ft_start_page_set_settings (page, NULL);
  ft_start_page_set_settings (page, settings);
  g_assert_cmpuint (selected (page, "game_row"), ==, FT_START_GAME_STANDARD);
  g_object_unref (page);
}

/* Play the Computer: the settings say standard chess against the easy
 * level with 10 + 5, and the game built from them is that game. */
static void
test_play_computer (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  g_autoptr (FtGameSetup) config_setup = ft_game_setup_new_default ();
  g_autoptr (FtGameSetup) setup = NULL;
  FtStartPage *page = g_object_ref_sink (g_object_new (FT_TYPE_START_PAGE, NULL));
  g_autofree char *board = NULL, *opponent = NULL, *difficulty = NULL, *time = NULL;
  int pressed = 0;

  ft_start_page_set_settings (page, settings);
  g_signal_connect (page, "play", G_CALLBACK (play_cb), &pressed);
  ft_start_page_select (page, FT_START_GAME_STANDARD, FT_LEVEL_EASY, 2);
  ft_start_page_play (page, FALSE);
  g_assert_cmpint (pressed, ==, 1);
  board = g_settings_get_string (settings, "board");
  opponent = g_settings_get_string (settings, "opponent");
  difficulty = g_settings_get_string (settings, "difficulty");
  time = g_settings_get_string (settings, "time-control");
  g_assert_cmpstr (board, ==, "standard");
  g_assert_cmpstr (opponent, ==, "computer");
  g_assert_cmpstr (difficulty, ==, "level-1"); /* easy, by the level's name */
  g_assert_cmpstr (time, ==, "10+5");

  setup = ft_new_game_dialog_setup_from_settings (settings, config_setup);
  g_assert_cmpint (setup->game, ==, FT_GAME_KIND_CHESS);
  g_assert_cmpint (setup->opponent, ==, FT_OPPONENT_COMPUTER);
  g_assert_cmpint (setup->level, ==, FT_LEVEL_EASY);
  g_assert_cmpint (setup->time_control, ==, FT_TIME_CONTROL_FISCHER);
  g_assert_cmpint (setup->player_ms, ==, 10 * 60000);
  g_assert_cmpint (setup->player_increment_ms, ==, 5000);
  g_assert_cmpint (setup->start->files, ==, 8);
  g_object_unref (page);
}

/* Two Players Here: checkers between two people, no clock; the computer's
 * level stays what it was. */
static void
test_play_two (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  g_autoptr (FtGameSetup) config_setup = ft_game_setup_new_default ();
  g_autoptr (FtGameSetup) setup = NULL;
  FtStartPage *page = g_object_ref_sink (g_object_new (FT_TYPE_START_PAGE, NULL));
  g_autofree char *game = NULL, *difficulty = NULL;
  int pressed = 0;

  g_settings_set_string (settings, "difficulty", "hard");
  ft_start_page_set_settings (page, settings);
  g_signal_connect (page, "play", G_CALLBACK (play_cb), &pressed);
  ft_start_page_select (page, FT_START_GAME_CHECKERS, FT_LEVEL_EASY, 0);
  ft_start_page_play (page, TRUE);
  g_assert_cmpint (pressed, ==, 2);
  game = g_settings_get_string (settings, "game");
  difficulty = g_settings_get_string (settings, "difficulty");
  g_assert_cmpstr (game, ==, "checkers");
  g_assert_cmpstr (difficulty, ==, "hard");
  setup = ft_new_game_dialog_setup_from_settings (settings, config_setup);
  g_assert_cmpint (setup->game, ==, FT_GAME_KIND_CHECKERS);
  g_assert_cmpint (setup->opponent, ==, FT_OPPONENT_HUMAN);
  g_assert_cmpint (setup->time_control, ==, FT_TIME_CONTROL_UNTIMED);
  g_object_unref (page);
}

static void
count_listings_cb (GListModel *model G_GNUC_UNUSED, guint position G_GNUC_UNUSED, guint removed G_GNUC_UNUSED,
                   guint added, gpointer user_data)
{
  if (added > 0)
    (*(int *) user_data)++;
}

static void
level_model_cb (AdwComboRow *row, GParamSpec *pspec G_GNUC_UNUSED, gpointer user_data)
{
  g_signal_connect (adw_combo_row_get_model (row), "items-changed", G_CALLBACK (count_listings_cb), user_data);
}

/* A new player with the profiles: the row lists each game's ladder with
 * the levels' ratings and preselects the New Game dialog's suggestion —
 * standard chess level 5 (about 1032), not the "normal" level 8 — which
 * Play the Computer writes as the level and the game plays at; once
 * chosen in the row, a level stays over games. */
static void
test_suggestion (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  g_autoptr (FtGameSetup) config_setup = ft_game_setup_new_default ();
  g_autoptr (FtGameSetup) setup = NULL;
  FtProfileStore *store = use_profile_store ("Ada", NULL);
  FtStartPage *page = g_object_ref_sink (g_object_new (FT_TYPE_START_PAGE, NULL));
  g_autofree char *difficulty = NULL, *label = NULL;
  double rating;
  int listings = 0;

  /* As the window does it: the store first, the rows listed once, with
   * their ratings (listing them bare first cost the first frame). */
  g_assert_true (adw_combo_row_get_model (row_of (page, "level_row")) == NULL
                 || g_list_model_get_n_items (adw_combo_row_get_model (row_of (page, "level_row"))) == 0);
  g_signal_connect (row_of (page, "level_row"), "notify::model", G_CALLBACK (level_model_cb), &listings);
  ft_start_page_set_profiles (page, store);
  ft_start_page_set_settings (page, settings);
  g_assert_cmpuint (n_levels (page), ==, ft_rated_kind_top_level (FT_RATED_KIND_FOURTEEN));
  g_assert_cmpint (listings, ==, 1);
  g_assert_nonnull (strstr (level_label (page), ", about "));
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row_of (page, "level_row"))),
                                   "Suggested: level "));

  adw_combo_row_set_selected (row_of (page, "game_row"), FT_START_GAME_STANDARD);
  g_assert_cmpuint (n_levels (page), ==, ft_rated_kind_top_level (FT_RATED_KIND_STANDARD));
  g_assert_cmpint (ft_start_page_get_level (page), ==, FT_LEVEL_5);
  g_assert_true (ft_level_ratings_get (ft_profile_store_get_level_ratings (store), FT_RATED_KIND_STANDARD, FT_LEVEL_5,
                                       &rating, NULL));
  label = g_strdup_printf ("Level 5, about %.0f", rating);
  g_assert_cmpstr (level_label (page), ==, label);
  g_assert_true (g_str_has_prefix (adw_action_row_get_subtitle (ADW_ACTION_ROW (row_of (page, "level_row"))),
                                   "Suggested: level 5, about "));
  adw_combo_row_set_selected (row_of (page, "game_row"), FT_START_GAME_CHECKERS);
  g_assert_cmpuint (n_levels (page), ==, ft_rated_kind_top_level (FT_RATED_KIND_CHECKERS));
  adw_combo_row_set_selected (row_of (page, "game_row"), FT_START_GAME_STANDARD);

  ft_start_page_play (page, FALSE);
  difficulty = g_settings_get_string (settings, "difficulty");
  g_assert_cmpstr (difficulty, ==, "level-5");
  setup = ft_new_game_dialog_setup_from_settings (settings, config_setup);
  g_assert_cmpint (setup->level, ==, FT_LEVEL_5);

  /* Chosen in the row: it stays when the game changes, and the next page
   * reads it back. */
  adw_combo_row_set_selected (row_of (page, "level_row"), FT_LEVEL_3 - FT_LEVEL_1);
  adw_combo_row_set_selected (row_of (page, "game_row"), FT_START_GAME_FOURTEEN);
  g_assert_cmpint (ft_start_page_get_level (page), ==, FT_LEVEL_3);
  ft_start_page_play (page, FALSE);
  g_object_unref (page);
  page = g_object_ref_sink (g_object_new (FT_TYPE_START_PAGE, NULL));
  ft_start_page_set_settings (page, settings);
  ft_start_page_set_profiles (page, store);
  g_assert_cmpint (ft_start_page_get_level (page), ==, FT_LEVEL_3);
  g_object_unref (page);
  ft_app_profiles_set (NULL);
}

/* The mapped label in `widget` whose text starts with `prefix`. */
static GtkWidget *
find_label (GtkWidget *widget, const char *prefix)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget)
      && g_str_has_prefix (gtk_label_get_text (GTK_LABEL (widget)), prefix))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_label (child, prefix);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
mapped (gpointer data)
{
  return gtk_widget_get_mapped (data) && gtk_widget_get_width (data) > 0;
}

static gboolean
is_link_row_titled (GtkWidget *widget, gconstpointer title)
{
  return FT_IS_LINK_ROW (widget)
         && g_str_has_prefix (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), title);
}

static gboolean
is_description (GtkWidget *widget, gconstpointer data G_GNUC_UNUSED)
{
  return GTK_IS_INSCRIPTION (widget) && gtk_widget_get_ancestor (widget, FT_TYPE_LINK_ROW) == NULL;
}

/* The description under the title is a GtkInscription (ft-start-page.ui:
 * its lines are counted, not searched for): laid out at the width it got,
 * as it draws itself, the text needs no more lines than it was given, so
 * none is cut. */
static void
assert_description_whole (FtStartPage *page)
{
  GtkWidget *description = find_widget_where (GTK_WIDGET (page), is_description, NULL);
  g_autoptr (PangoLayout) layout = NULL;
  int height;

  g_assert_nonnull (description);
  g_assert_true (g_str_has_prefix (gtk_inscription_get_text (GTK_INSCRIPTION (description)), "Chess on a 14×14"));
  layout = gtk_widget_create_pango_layout (description, gtk_inscription_get_text (GTK_INSCRIPTION (description)));
  pango_layout_set_width (layout, gtk_widget_get_width (description) * PANGO_SCALE);
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD);
  pango_layout_get_pixel_size (layout, NULL, &height);
  g_assert_cmpint (gtk_widget_get_width (description), >, 0);
  g_assert_cmpint (pango_layout_get_line_count (layout), <=, gtk_inscription_get_nat_lines (GTK_INSCRIPTION (description)));
  g_assert_cmpint (height, <=, gtk_widget_get_height (description));
}

/* The description is whole at a laptop's size too (two lines of its
 * three there). */
static void
test_description (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  FtStartPage *page = g_object_new (FT_TYPE_START_PAGE, NULL);
  GtkWidget *window = gtk_window_new ();

  ft_start_page_set_settings (page, settings);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (page));
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 900);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (wait_until (mapped, page, 5000));
  spin (100);
  assert_description_whole (page);
  gtk_window_destroy (GTK_WINDOW (window));
  spin (20);
}

/* On a phone (360 px) the level shown is whole, "Level 5, about 1032", not
 * cut to "Level 5, abo…" beside the title and the suggestion (these wrap
 * instead, over two lines at most). The "More Ways to Play" rows
 * (FtLinkRow) fit the page, and the description is whole. */
static void
test_narrow (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  FtProfileStore *store = use_profile_store ("Ada", NULL);
  FtStartPage *page = g_object_new (FT_TYPE_START_PAGE, NULL);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *label;
  int natural;

  ft_start_page_set_profiles (page, store);
  ft_start_page_set_settings (page, settings);
  adw_combo_row_set_selected (row_of (page, "game_row"), FT_START_GAME_STANDARD);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (page));
  gtk_window_set_default_size (GTK_WINDOW (window), 360, 720);
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (wait_until (mapped, page, 5000));
  spin (100);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (page)), <=, 360);
  label = find_label (GTK_WIDGET (row_of (page, "level_row")), "Level 5, about ");
  g_assert_nonnull (label);
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  g_assert_cmpint (gtk_widget_get_width (label), >=, natural);
  label = find_label (GTK_WIDGET (row_of (page, "level_row")), "Suggested: level 5, about ");
  g_assert_nonnull (label);
  g_assert_true (gtk_label_get_wrap (GTK_LABEL (label)));
  g_assert_cmpint (gtk_label_get_lines (GTK_LABEL (label)), ==, 2);
  /* The Game and Clock rows' titles, a word each, do not wrap (see
   * unwrap_labels ()). */
  for (const char *const *row = (const char *const[]) { "game_row", "Game", "clock_row", "Clock", NULL }; *row != NULL;
       row += 2)
    {
      label = find_label (GTK_WIDGET (row_of (page, row[0])), row[1]);
      g_assert_nonnull (label);
      g_assert_false (gtk_label_get_wrap (GTK_LABEL (label)));
    }
  for (const char *const *text = (const char *const[]) { "Host a Network Game", "Join a Network Game",
                                                         "Puzzles", "Open a Saved Game", "How to Play", NULL };
       *text != NULL; text++)
    {
      GtkWidget *row = find_widget_where (GTK_WIDGET (page), is_link_row_titled, *text);

      g_assert_nonnull (row);
      g_assert_cmpint (gtk_widget_get_width (row), <=, 360);
    }
  assert_description_whole (page);
  gtk_window_destroy (GTK_WINDOW (window));
  spin (20);
  ft_app_profiles_set (NULL);
}

/* Without settings the page still plays (a window made without them). */
static void
test_no_settings (void)
{
  FtStartPage *page = g_object_ref_sink (g_object_new (FT_TYPE_START_PAGE, NULL));
  int pressed = 0;

  g_signal_connect (page, "play", G_CALLBACK (play_cb), &pressed);
  ft_start_page_play (page, FALSE);
  g_assert_cmpint (pressed, ==, 1);
  g_assert_null (ft_start_page_get_settings (page));
  g_object_unref (page);
}

/* The icons of the widgets shown under `widget`. */
static void
collect_shown_icons (GtkWidget *widget, GPtrArray *images)
{
  if (!gtk_widget_get_mapped (widget))
    return;
  if (GTK_IS_IMAGE (widget) && gtk_image_get_storage_type (GTK_IMAGE (widget)) == GTK_IMAGE_ICON_NAME)
    g_ptr_array_add (images, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_shown_icons (child, images);
}

/* The file the icon theme gives for an image's icon at its size: the
 * image's width less its margins, borders and padding (the window
 * controls' images have padding). */
static char *
icon_uri (GtkWidget *image, int scale)
{
  GtkIconTheme *theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (image));
  GtkStyleContext *style = gtk_widget_get_style_context (image);
  GtkBorder margin, border, padding;
  int size;
  g_autoptr (GtkIconPaintable) icon = NULL;
  g_autoptr (GFile) file = NULL;

  gtk_widget_measure (image, GTK_ORIENTATION_HORIZONTAL, -1, &size, NULL, NULL, NULL);
  gtk_style_context_get_margin (style, &margin);
  gtk_style_context_get_border (style, &border);
  gtk_style_context_get_padding (style, &padding);
  size -= gtk_widget_get_margin_start (image) + gtk_widget_get_margin_end (image) + margin.left + margin.right
          + border.left + border.right + padding.left + padding.right;
  icon = gtk_icon_theme_lookup_icon (theme, gtk_image_get_icon_name (GTK_IMAGE (image)), NULL, size, scale,
                                     gtk_widget_get_direction (image), 0);
  file = gtk_icon_paintable_get_file (icon);
  return file != NULL ? g_file_get_uri (file) : g_strdup ("no file");
}

/* A first window shows the start page: every icon it shows, the header
 * bar's and the application's own (from the GResource, 96 px) included, is
 * a PNG at scale 1 and 2. An SVG would load gdk-pixbuf's SVG loader and
 * librsvg before the first frame (first-window-no-svg checks the real
 * binary; docs/performance.md, "First window"). */
static void
test_icons_are_png (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (GPtrArray) images = g_ptr_array_new ();
  FtWindow *window = ft_window_new (NULL, settings);
  guint app_icons = 0;

  ft_window_start (window, setup);
  ft_page_switcher_show_start (ft_window_get_page_switcher (window));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (wait_until (mapped, window, 5000));
  collect_shown_icons (GTK_WIDGET (window), images);
  /* The application's, the How to Play row's, three choices' and the
   * header bar's. */
  g_assert_cmpuint (images->len, >=, 6);
  for (guint i = 0; i < images->len; i++)
    for (int scale = 1; scale <= 2; scale++)
      {
        const char *name = gtk_image_get_icon_name (GTK_IMAGE (images->pdata[i]));
        g_autofree char *uri = icon_uri (images->pdata[i], scale);

        g_test_message ("%s, scale %d: %s", name, scale, uri);
        g_assert_false (g_str_has_prefix (uri, "no file"));
        g_assert_true (g_str_has_suffix (uri, ".png"));
        if (g_strcmp0 (name, APP_ID) == 0)
          {
            app_icons++;
            g_assert_true (g_str_has_prefix (uri, "resource:///io/github/fourteenchess/Fourteen/icons/"));
            g_assert_nonnull (strstr (uri, scale == 1 ? "/96x96/apps/" : "/96x96@2/apps/"));
          }
      }
  g_assert_cmpuint (app_icons, ==, 2);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The border nodes under `node`, into `borders`. */
static void
collect_borders (GskRenderNode *node, GPtrArray *borders)
{
  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_BORDER_NODE:
      g_ptr_array_add (borders, node);
      break;
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        collect_borders (gsk_container_node_get_child (node, i), borders);
      break;
    case GSK_TRANSFORM_NODE:
      collect_borders (gsk_transform_node_get_child (node), borders);
      break;
    case GSK_CLIP_NODE:
      collect_borders (gsk_clip_node_get_child (node), borders);
      break;
    case GSK_ROUNDED_CLIP_NODE:
      collect_borders (gsk_rounded_clip_node_get_child (node), borders);
      break;
    case GSK_OPACITY_NODE:
      collect_borders (gsk_opacity_node_get_child (node), borders);
      break;
    case GSK_COLOR_MATRIX_NODE:
      collect_borders (gsk_color_matrix_node_get_child (node), borders);
      break;
    case GSK_SHADOW_NODE:
      collect_borders (gsk_shadow_node_get_child (node), borders);
      break;
    case GSK_DEBUG_NODE:
      collect_borders (gsk_debug_node_get_child (node), borders);
      break;
    default:
      break;
    }
}

/* The rows' separators are border nodes with one colour on every side:
 * with the theme's own (the bottom side's colour apart) GTK's cairo
 * renderer draws each through a mesh gradient, 27 M instructions of the
 * start page's first frame (src/app/style.css). */
static void
test_separators_one_colour (void)
{
  g_autoptr (GSettings) settings = fresh_settings ();
  g_autoptr (FtGameSetup) setup = ft_game_setup_new_default ();
  g_autoptr (GPtrArray) borders = g_ptr_array_new ();
  g_autoptr (GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkPaintable) paintable = NULL;
  FtWindow *window = ft_window_new (NULL, settings);
  guint separators = 0;

  load_app_css ();
  ft_window_start (window, setup);
  ft_page_switcher_show_start (ft_window_get_page_switcher (window));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (wait_until (mapped, window, 5000));
  paintable = gtk_widget_paintable_new (GTK_WIDGET (window));
  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (GTK_WIDGET (window)),
                          gtk_widget_get_height (GTK_WIDGET (window)));
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  collect_borders (node, borders);
  for (guint i = 0; i < borders->len; i++)
    {
      const GdkRGBA *colours = gsk_border_node_get_colors (borders->pdata[i]);
      const float *widths = gsk_border_node_get_widths (borders->pdata[i]);

      if (widths[0] == 0 && widths[1] == 0 && widths[3] == 0 && widths[2] > 0)
        separators++;
      for (int side = 1; side < 4; side++)
        g_assert_true (gdk_rgba_equal (&colours[side], &colours[0]));
    }
  /* The three choices' two, and those of the "More Ways to Play" rows. */
  g_assert_cmpuint (separators, >=, 4);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  add_app_icons ();
  g_test_add_func ("/start-page/first-start", test_first_start);
  g_test_add_func ("/start-page/reads-settings", test_reads_settings);
  g_test_add_func ("/start-page/play-computer", test_play_computer);
  g_test_add_func ("/start-page/play-two", test_play_two);
  g_test_add_func ("/start-page/suggestion", test_suggestion);
  g_test_add_func ("/start-page/narrow", test_narrow);
  g_test_add_func ("/start-page/description", test_description);
  g_test_add_func ("/start-page/no-settings", test_no_settings);
  g_test_add_func ("/start-page/icons-are-png", test_icons_are_png);
  g_test_add_func ("/start-page/separators-one-colour", test_separators_one_colour);
  return g_test_run ();
}
