/* test-new-game-dialog.c — the New Game dialog as a new player meets it
 * (issue 40): no taller than the main window, one entry per board (the
 * config's board is the preset it equals), a layout file only under
 * "Other…", and the Board row in view after Checkers and back. The choices
 * and the setups they make are in test-players.c, the fit of each row's
 * text in test-board-fit.c.
 *
 * FT_NEW_GAME_SCREENSHOTS=DIR saves the dialog as DIR/new-game.png. */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "app-test-util.h"
#include "ft-board-choices.h"
#include "ft-computer-player.h"
#include "ft-fen.h"
#include "ft-new-game-dialog.h"
#include "ft-widget-find.h"

static FtGameSetup *
setup_with (const char *fen, FtRules rules)
{
  FtGameSetup *setup = ft_game_setup_new_default ();

  if (fen != NULL)
    g_assert_true (ft_fen_parse (fen, rules, setup->start, NULL));
  return setup;
}

static gboolean
mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

static AdwComboRow *
board_row (FtNewGameDialog *dialog)
{
  GtkWidget *label = find_label_containing (GTK_WIDGET (dialog), "Board");

  g_assert_nonnull (label);
  return ADW_COMBO_ROW (gtk_widget_get_ancestor (label, ADW_TYPE_COMBO_ROW));
}

/* The board row's entries, "|"-separated. */
static char *
board_entries (FtNewGameDialog *dialog)
{
  GListModel *model = adw_combo_row_get_model (board_row (dialog));
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    g_string_append_printf (text, "%s%s", i > 0 ? "|" : "",
                            gtk_string_list_get_string (GTK_STRING_LIST (model), i));
  return g_string_free (text, FALSE);
}

static void
save_if_asked (FtNewGameDialog *dialog, const char *name)
{
  const char *dir = g_getenv ("FT_NEW_GAME_SCREENSHOTS");

  if (dir == NULL)
    return;
  spin (300);
  save_window_png (dialog, dir, name);
}

/* The dialog's natural height, at its tallest (a per-move timer, two
 * players: every row shown), is no more than the main window's at its
 * default 792×672 content. */
static void
test_height (void)
{
  g_autoptr (FtGameSetup) setup = setup_with (NULL, FT_RULES_FOURTEEN);
  FtWindow *window = open_window_with (setup, NULL);
  FtNewGameDialog *dialog = ft_window_open_new_game_dialog (window);
  int window_height, dialog_height, first_height;

  g_assert_true (wait_until (mapped, dialog, 5000));
  spin (100);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, -1, NULL, &window_height, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (GTK_WIDGET (dialog)),
                      NULL, &first_height, NULL, NULL);
  save_if_asked (dialog, "new-game.png");
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_OPPONENT, FT_OPPONENT_ITEM_HUMAN); /* a second player: two rows */
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_TIME, 8);     /* per move: one more */
  spin (100);
  gtk_widget_measure (GTK_WIDGET (dialog), GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (GTK_WIDGET (dialog)),
                      NULL, &dialog_height, NULL, NULL);
  g_test_message ("main window %d px; New Game dialog %d px, %d px with every row", window_height,
                  first_height, dialog_height);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), >=, 672);
  g_assert_cmpint (dialog_height, >, first_height);
  g_assert_cmpint (dialog_height, <=, window_height);
  gtk_window_destroy (GTK_WINDOW (dialog));
  close_window (window);
}

/* One entry per board: the default config's 14×14 board is "Fourteen",
 * standard chess's 8×8 "Standard chess"; only a board of the config's own
 * is "As configured". No layout file until one is chosen under "Other…". */
static void
test_one_entry_per_board (void)
{
  static const struct
  {
    const char *fen;
    FtRules rules;
    const char *entries;
    FtBoardChoice shown;
  } cases[] = {
    { NULL, FT_RULES_FOURTEEN,
      "Fourteen (14×14)|Standard chess (8×8)|Fairy (10×10)|Fairy (12×10)|Other…", FT_BOARD_CHOICE_FOURTEEN },
    { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", FT_RULES_STANDARD,
      "Fourteen (14×14)|Standard chess (8×8)|Fairy (10×10)|Fairy (12×10)|Other…", FT_BOARD_CHOICE_STANDARD },
    { "4k5/10/10/10/10/10/10/4K5 w - - 0 1", FT_RULES_FOURTEEN,
      "As configured (10×8)|Fourteen (14×14)|Standard chess (8×8)|Fairy (10×10)|Fairy (12×10)|Other…",
      FT_BOARD_CHOICE_CONFIG },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (FtGameSetup) config = setup_with (cases[i].fen, cases[i].rules);
      FtNewGameDialog *dialog = ft_new_game_dialog_new (NULL, NULL, config);
      g_autofree char *entries = board_entries (dialog);
      g_autoptr (FtGameSetup) setup = NULL;

      g_assert_cmpstr (entries, ==, cases[i].entries);
      g_assert_cmpuint (ft_new_game_dialog_get_selected (dialog, FT_NEW_GAME_ROW_BOARD), ==, cases[i].shown);
      /* The config's board, chosen by its own name or the preset's. */
      ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_BOARD, FT_BOARD_CHOICE_CONFIG);
      setup = ft_new_game_dialog_get_setup (dialog);
      g_assert_cmpuint (setup->start->files, ==, config->start->files);
      g_assert_cmpuint (setup->start->ranks, ==, config->start->ranks);
      gtk_window_destroy (GTK_WINDOW (dialog));
    }
}

static void
answer_chooser (FtNewGameDialog *dialog, const char *path)
{
  GtkNativeDialog *chooser = ft_new_game_dialog_get_layout_chooser (dialog);

  g_assert_nonnull (chooser);
  if (path != NULL)
    {
      g_autoptr (GFile) file = g_file_new_for_path (path);

      g_autoptr (GFile) chosen = NULL;

      g_assert_true (gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), file, NULL));
      /* The chooser selects it once its folder is read. */
      for (int i = 0; i < 500 && chosen == NULL; i++)
        {
          spin (10);
          chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
        }
      g_assert_nonnull (chosen);
    }
  gtk_native_dialog_hide (chooser);
  g_signal_emit_by_name (chooser, "response", path != NULL ? GTK_RESPONSE_ACCEPT : GTK_RESPONSE_CANCEL);
  g_assert_null (ft_new_game_dialog_get_layout_chooser (dialog));
}

/* "Other…" asks for a layout file: cancelled, the board stays; a good file
 * becomes "Layout: name" and the board; a bad one is reported and the board
 * stays. */
static void
test_other_asks_for_a_file (void)
{
  g_autoptr (FtGameSetup) config = setup_with (NULL, FT_RULES_FOURTEEN);
  g_autofree char *dir = temp_dir ();
  g_autofree char *good = g_build_filename (dir, "castle.txt", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.txt", NULL);
  FtNewGameDialog *dialog = ft_new_game_dialog_new (NULL, NULL, config);
  AdwComboRow *row = board_row (dialog);
  guint other = g_list_model_get_n_items (adw_combo_row_get_model (row)) - 1;
  g_autofree char *entries = NULL;
  GtkWidget *problems;

  g_assert_true (g_file_set_contents (good, "RNBKR\nPPPPP\n\n\nppppp\nrnbkr\n", -1, NULL));
  g_assert_true (g_file_set_contents (bad, "K    \nPPXPP\n\n\nppppp\nk\n", -1, NULL));
  gtk_window_present (GTK_WINDOW (dialog));
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_BOARD, FT_BOARD_CHOICE_STANDARD);

  adw_combo_row_set_selected (row, other);
  answer_chooser (dialog, NULL);
  g_assert_cmpuint (ft_new_game_dialog_get_selected (dialog, FT_NEW_GAME_ROW_BOARD), ==, FT_BOARD_CHOICE_STANDARD);
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 1);

  adw_combo_row_set_selected (row, other);
  answer_chooser (dialog, good);
  entries = board_entries (dialog);
  g_assert_cmpstr (entries, ==, "Fourteen (14×14)|Standard chess (8×8)|Fairy (10×10)|Fairy (12×10)|Layout: castle.txt|Other…");
  g_assert_cmpuint (ft_new_game_dialog_get_selected (dialog, FT_NEW_GAME_ROW_BOARD), ==, FT_BOARD_CHOICE_FILE);
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 4);

  adw_combo_row_set_selected (row, other + 1);
  answer_chooser (dialog, bad);
  problems = NULL;
  for (int i = 0; i < 100 && problems == NULL; i++)
    {
      spin (10);
      problems = find_message_dialog ();
    }
  g_assert_nonnull (problems);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (problems)), ==, "The Layout Has Problems");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (problems)), ":2:3"));
  gtk_window_destroy (GTK_WINDOW (problems));
  g_assert_cmpuint (ft_new_game_dialog_get_selected (dialog, FT_NEW_GAME_ROW_BOARD), ==, FT_BOARD_CHOICE_FILE);
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 4);

  gtk_window_destroy (GTK_WINDOW (dialog));
  remove_dir (dir);
}

/* After Checkers and back to Chess the Board row is in view: within the
 * dialog, no scrolling needed. */
static void
test_checkers_and_back (void)
{
  g_autoptr (FtGameSetup) setup = setup_with (NULL, FT_RULES_FOURTEEN);
  FtWindow *window = open_window_with (setup, NULL);
  FtNewGameDialog *dialog = ft_window_open_new_game_dialog (window);
  GtkWidget *row = GTK_WIDGET (board_row (dialog));
  GtkScrolledWindow *scrolled;
  graphene_rect_t bounds;

  g_assert_true (wait_until (mapped, dialog, 5000));
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_TIME, 8); /* the tallest */
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_GAME, FT_GAME_KIND_CHECKERS);
  spin (200);
  g_assert_false (gtk_widget_get_visible (row));
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_GAME, FT_GAME_KIND_CHESS);
  spin (200);
  g_assert_true (gtk_widget_get_mapped (row));
  g_assert_true (gtk_widget_compute_bounds (row, GTK_WIDGET (dialog), &bounds));
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (GTK_WIDGET (dialog)));
  scrolled = GTK_SCROLLED_WINDOW (ft_widget_find_descendant (GTK_WIDGET (dialog), GTK_TYPE_SCROLLED_WINDOW));
  g_assert_nonnull (scrolled);
  g_assert_cmpfloat (gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (scrolled)), ==, 0);
  /* Nothing below the fold: the rows shown since it opened (per move,
   * a second player's) made it taller. */
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_OPPONENT, FT_OPPONENT_ITEM_HUMAN);
  spin (200);
  {
    GtkAdjustment *scroll = gtk_scrolled_window_get_vadjustment (scrolled);

    g_test_message ("content %.0f px, shown %.0f px", gtk_adjustment_get_upper (scroll),
                    gtk_adjustment_get_page_size (scroll));
    g_assert_cmpfloat (gtk_adjustment_get_upper (scroll), <=, gtk_adjustment_get_page_size (scroll) + 0.5);
  }
  gtk_window_destroy (GTK_WINDOW (dialog));
  close_window (window);
}

/* A level chosen in the dialog is the level the computer plays: Start at
 * level 5 of standard chess, and the computer's player is at level 5; the
 * list is standard chess's ladder, each level with its rating. */
static void
test_level_end_to_end (void)
{
  g_autoptr (FtGameSetup) setup = setup_with (NULL, FT_RULES_FOURTEEN);
  FtWindow *window = open_window_with (setup, NULL);
  FtNewGameDialog *dialog = ft_window_open_new_game_dialog (window);
  FtPlayer *computer;

  g_assert_true (wait_until (mapped, dialog, 5000));
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_BOARD, FT_BOARD_CHOICE_STANDARD);
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_OPPONENT, FT_OPPONENT_ITEM_COMPUTER);
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_SIDE, 0); /* White */
  g_assert_nonnull (find_label_containing (GTK_WIDGET (dialog), "Level"));
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_LEVEL, FT_LEVEL_5 - 1);
  g_assert_cmpuint (ft_new_game_dialog_get_selected (dialog, FT_NEW_GAME_ROW_LEVEL), ==, FT_LEVEL_5 - 1);
  /* Standard chess's ladder has 11 levels: a 12th is not offered. */
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_LEVEL, 11);
  g_assert_cmpuint (ft_new_game_dialog_get_selected (dialog, FT_NEW_GAME_ROW_LEVEL), !=, 11);
  ft_new_game_dialog_select (dialog, FT_NEW_GAME_ROW_LEVEL, FT_LEVEL_5 - 1);
  ft_new_game_dialog_start (dialog);
  spin (50);
  g_assert_cmpint (ft_window_get_setup (window)->level, ==, FT_LEVEL_5);
  computer = ft_session_get_player (ft_window_get_session (window), FT_BLACK);
  g_assert_true (FT_IS_COMPUTER_PLAYER (computer));
  g_assert_cmpint (ft_computer_player_get_level (FT_COMPUTER_PLAYER (computer)), ==, FT_LEVEL_5);
  close_window (window);
}

int
main (int argc, char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  load_app_css ();

  g_test_add_func ("/new-game-dialog/height", test_height);
  g_test_add_func ("/new-game-dialog/one-entry-per-board", test_one_entry_per_board);
  g_test_add_func ("/new-game-dialog/other-asks-for-a-file", test_other_asks_for_a_file);
  g_test_add_func ("/new-game-dialog/checkers-and-back", test_checkers_and_back);
  g_test_add_func ("/new-game-dialog/level-end-to-end", test_level_end_to_end);
  return g_test_run ();
}
