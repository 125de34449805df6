/* ft-new-game-dialog.c — see ft-new-game-dialog.h. */
#include "config.h"

#include <glib/gi18n.h>

#include "ft-app-profiles.h"
#include "ft-board-choices.h"
#include "ft-clock.h"
#include "ft-network-host.h"
#include "ft-new-game-dialog.h"
#include "ft-opponent-choice.h"
#include "ft-rated-kind.h"
#include "ft-window-growth.h"

/* Time presets: minutes + seconds of increment, for both sides, then the
 * items that are not presets. The order is the time row's. */
static const struct
{
  const char *key; /* the time-control setting */
  int minutes, increment;
} time_presets[] = {
  { "1+0", 1, 0 }, { "3+2", 3, 2 }, { "5+3", 5, 3 }, { "10+5", 10, 5 }, { "15+10", 15, 10 },
  { "30+0", 30, 0 },
};
enum { TIME_CONFIG = G_N_ELEMENTS (time_presets), TIME_UNTIMED, TIME_PER_MOVE, N_TIMES };
static const char *const time_extra_keys[] = { "config", "untimed", "per-move" };

static const char *const side_keys[] = { "white", "black", "random" };
static const char *const game_keys[] = { "chess", "checkers" };

/* One set of choices, from the rows or from the settings. */
typedef struct
{
  guint opponent; /* FtOpponentItem */
  FtLevel level;  /* the computer's */
  guint side;     /* index into side_keys */
  guint time;     /* index of the time row */
  int per_move_seconds;
  FtBoardChoice board;
  const FtPosition *file_position; /* FT_BOARD_CHOICE_FILE */
  guint game;                      /* index into game_keys (FtGameKind) */
  gboolean fog_of_war;
} Choices;

struct _FtNewGameDialog
{
  AdwWindow parent_instance;

  AdwComboRow *game_row;
  AdwComboRow *opponent_row;
  AdwComboRow *level_row;
  FtOpponentChoice *opponent; /* the opponent and level rows */
  AdwComboRow *side_row;
  AdwPreferencesGroup *players_group;
  FtProfileRows *profile_rows; /* who plays: the profiles (ft-profile-rows.h) */
  AdwComboRow *time_row;
  AdwActionRow *per_move_row;
  GtkSpinButton *per_move_spin;
  AdwComboRow *board_row;
  AdwActionRow *fog_row;
  GtkSwitch *fog_switch;
  GtkStringList *time_model;
  GtkStringList *board_model;
  FtBoardChoices *boards;
  /* The board chosen last (what the row shows again when "Other…" is
   * cancelled). */
  FtBoardChoice board_choice;
  gboolean changing_boards; /* the row's list changes: not the player's choice */

  GSettings *settings;
  FtGameSetup *config_setup;
  FtPosition *file_position; /* the loaded layout file, or NULL */
  char *file_path;
  GtkFileChooserNative *chooser;
  /* The Host dialog: only what a network game supports; without the
   * config's per-move item, the time row's items after it move up one. */
  gboolean network;
  gboolean config_item_hidden;
};

G_DEFINE_FINAL_TYPE (FtNewGameDialog, ft_new_game_dialog, ADW_TYPE_WINDOW)

enum
{
  SIGNAL_START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static guint
index_of (const char *const *keys, guint n, const char *key, guint fallback)
{
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (keys[i], key) == 0)
      return i;
  return fallback;
}

static const char *
time_key (guint index)
{
  return index < TIME_CONFIG ? time_presets[index].key : time_extra_keys[index - TIME_CONFIG];
}

static guint
time_index (const char *key)
{
  for (guint i = 0; i < N_TIMES; i++)
    if (g_strcmp0 (time_key (i), key) == 0)
      return i;
  return TIME_CONFIG;
}

/* ---- Choices → setup --------------------------------------------------------- */

static FtGameSetup *
setup_for_choices (const Choices *choices, const FtGameSetup *config_setup)
{
  FtGameSetup *setup = ft_game_setup_copy (config_setup);

  setup->game = choices->game == FT_GAME_KIND_CHECKERS ? FT_GAME_KIND_CHECKERS : FT_GAME_KIND_CHESS;
  if (choices->opponent == FT_OPPONENT_ITEM_HUMAN)
    setup->opponent = FT_OPPONENT_HUMAN;
  else
    {
      setup->opponent = FT_OPPONENT_COMPUTER;
      setup->level = choices->level;
    }

  if (choices->side == 2)
    setup->human_colour = g_random_boolean () ? FT_WHITE : FT_BLACK;
  else
    setup->human_colour = choices->side == 1 ? FT_BLACK : FT_WHITE;

  if (choices->time < TIME_CONFIG)
    {
      setup->time_control = FT_TIME_CONTROL_FISCHER;
      setup->player_ms = setup->cpu_ms = (gint64) time_presets[choices->time].minutes * 60000;
      setup->player_increment_ms = setup->cpu_increment_ms =
        (gint64) time_presets[choices->time].increment * 1000;
    }
  else if (choices->time == TIME_UNTIMED)
    setup->time_control = FT_TIME_CONTROL_UNTIMED;
  else if (choices->time == TIME_PER_MOVE)
    {
      setup->time_control = FT_TIME_CONTROL_PER_MOVE;
      setup->per_move_ms = (gint64) choices->per_move_seconds * 1000;
    }

  ft_board_choice_apply (choices->board, choices->file_position, setup->start);
  setup->fog_of_war = choices->fog_of_war;
  return setup;
}

FtGameSetup *
ft_new_game_dialog_setup_from_settings (GSettings *settings, const FtGameSetup *config_setup)
{
  g_autofree char *opponent = NULL;
  g_autofree char *colour = NULL;
  g_autofree char *time = NULL;
  g_autofree char *board = NULL;
  g_autofree char *board_file = NULL;
  g_autofree char *game = NULL;
  g_autofree FtPosition *file_position = NULL;
  Choices choices = { 0 };

  g_return_val_if_fail (config_setup != NULL, NULL);

  if (settings == NULL)
    return ft_game_setup_copy (config_setup);

  game = g_settings_get_string (settings, "game");
  choices.game = index_of (game_keys, G_N_ELEMENTS (game_keys), game, FT_GAME_KIND_CHESS);

  opponent = g_settings_get_string (settings, "opponent");
  colour = g_settings_get_string (settings, "player-colour");
  time = g_settings_get_string (settings, "time-control");
  board = g_settings_get_string (settings, "board");
  board_file = g_settings_get_string (settings, "board-file");

  choices.opponent = g_strcmp0 (opponent, "human") == 0 ? FT_OPPONENT_ITEM_HUMAN : FT_OPPONENT_ITEM_COMPUTER;
  choices.level = ft_opponent_choice_level_of_settings (settings, FT_LEVEL_NORMAL);
  choices.side = index_of (side_keys, G_N_ELEMENTS (side_keys), colour, 0);
  choices.time = time_index (time);
  choices.per_move_seconds = g_settings_get_int (settings, "per-move-seconds");
  /* The config's "fog_of_war": true, or the dialog's last choice. */
  choices.fog_of_war = config_setup->fog_of_war || g_settings_get_boolean (settings, "fog-of-war");
  choices.board = ft_board_choice_from_key (board, FT_BOARD_CHOICE_CONFIG);
  if (choices.board == FT_BOARD_CHOICE_FILE)
    {
      file_position = g_new0 (FtPosition, 1);
      if (board_file[0] != '\0' && ft_board_choices_load_layout (board_file, file_position, NULL))
        choices.file_position = file_position;
      else
        choices.board = FT_BOARD_CHOICE_CONFIG;
    }
  return setup_for_choices (&choices, config_setup);
}

/* ---- The dialog ---------------------------------------------------------------- */

/* The time row's item at `position` as a time choice, and back (the Host
 * dialog may lack the config's item). */
static guint
time_choice_at (FtNewGameDialog *self, guint position)
{
  return self->config_item_hidden && position >= TIME_CONFIG ? position + 1 : position;
}

static guint
time_position_of (FtNewGameDialog *self, guint choice)
{
  if (!self->config_item_hidden || choice < TIME_CONFIG)
    return choice;
  return choice == TIME_CONFIG ? TIME_UNTIMED - 1 : choice - 1;
}

static Choices
current_choices (FtNewGameDialog *self)
{
  Choices choices = { 0 };

  choices.opponent = adw_combo_row_get_selected (self->opponent_row);
  choices.level = ft_opponent_choice_get_level (self->opponent);
  choices.side = adw_combo_row_get_selected (self->side_row);
  choices.time = time_choice_at (self, adw_combo_row_get_selected (self->time_row));
  choices.per_move_seconds = gtk_spin_button_get_value_as_int (self->per_move_spin);
  choices.board = self->board_choice;
  choices.file_position = self->file_position;
  choices.game = adw_combo_row_get_selected (self->game_row);
  choices.fog_of_war = gtk_switch_get_active (self->fog_switch);
  return choices;
}

FtGameSetup *
ft_new_game_dialog_get_setup (FtNewGameDialog *self)
{
  Choices choices;

  g_return_val_if_fail (FT_IS_NEW_GAME_DIALOG (self), NULL);

  choices = current_choices (self);
  return setup_for_choices (&choices, self->config_setup);
}

static void
remember_choices (FtNewGameDialog *self)
{
  Choices choices = current_choices (self);

  if (self->settings == NULL)
    return;
  g_settings_delay (self->settings);
  /* The Host dialog's hidden rows keep the New Game dialog's choices. */
  if (!self->network)
    {
      g_settings_set_string (self->settings, "game", game_keys[MIN (choices.game, G_N_ELEMENTS (game_keys) - 1)]);
      ft_opponent_choice_remember (self->opponent, self->settings);
      g_settings_set_boolean (self->settings, "fog-of-war", choices.fog_of_war);
    }
  g_settings_set_string (self->settings, "player-colour", side_keys[MIN (choices.side, 2)]);
  g_settings_set_string (self->settings, "time-control", time_key (MIN (choices.time, N_TIMES - 1)));
  g_settings_set_int (self->settings, "per-move-seconds", choices.per_move_seconds);
  g_settings_set_string (self->settings, "board", ft_board_choice_to_key (choices.board));
  if (choices.board == FT_BOARD_CHOICE_FILE && self->file_path != NULL)
    g_settings_set_string (self->settings, "board-file", self->file_path);
  g_settings_apply (self->settings);
}

void
ft_new_game_dialog_start (FtNewGameDialog *self)
{
  g_autoptr (FtGameSetup) setup = NULL;

  g_return_if_fail (FT_IS_NEW_GAME_DIALOG (self));

  if (adw_combo_row_get_selected (self->opponent_row) == FT_OPPONENT_ITEM_FRIEND)
    {
      ft_new_game_dialog_choose_friend (self);
      return;
    }
  setup = ft_new_game_dialog_get_setup (self);
  remember_choices (self);
  ft_profile_rows_remember (self->profile_rows, setup);
  g_signal_emit (self, signals[SIGNAL_START], 0, setup);
  gtk_window_close (GTK_WINDOW (self));
}

static void
start_clicked_cb (FtNewGameDialog *self)
{
  ft_new_game_dialog_start (self);
}

static void
cancel_clicked_cb (FtNewGameDialog *self)
{
  gtk_window_close (GTK_WINDOW (self));
}

static AdwComboRow *
row_for (FtNewGameDialog *self, FtNewGameRow row)
{
  switch (row)
    {
    case FT_NEW_GAME_ROW_GAME:
      return self->game_row;
    case FT_NEW_GAME_ROW_OPPONENT:
      return self->opponent_row;
    case FT_NEW_GAME_ROW_LEVEL:
      return self->level_row;
    case FT_NEW_GAME_ROW_SIDE:
      return self->side_row;
    case FT_NEW_GAME_ROW_TIME:
      return self->time_row;
    case FT_NEW_GAME_ROW_BOARD:
    default:
      return self->board_row;
    }
}

void
ft_new_game_dialog_select (FtNewGameDialog *self, FtNewGameRow row, guint index)
{
  g_return_if_fail (FT_IS_NEW_GAME_DIALOG (self));
  if (row == FT_NEW_GAME_ROW_LEVEL)
    {
      /* A choice even when it is the level shown (the suggestion). */
      if (index < g_list_model_get_n_items (adw_combo_row_get_model (self->level_row)))
        ft_opponent_choice_set_level (self->opponent, (FtLevel) (index + FT_LEVEL_1));
      return;
    }
  if (row == FT_NEW_GAME_ROW_TIME)
    index = time_position_of (self, index);
  else if (row == FT_NEW_GAME_ROW_BOARD)
    {
      /* A board that is not offered (a file before one is loaded): no change. */
      index = ft_board_choices_position_of (self->boards, (FtBoardChoice) MIN (index, FT_N_BOARD_CHOICES));
      if (index == GTK_INVALID_LIST_POSITION)
        return;
      ft_board_choices_choice_at (self->boards, index, &self->board_choice);
    }
  adw_combo_row_set_selected (row_for (self, row), index);
}

guint
ft_new_game_dialog_get_selected (FtNewGameDialog *self, FtNewGameRow row)
{
  guint index;

  g_return_val_if_fail (FT_IS_NEW_GAME_DIALOG (self), 0);
  if (row == FT_NEW_GAME_ROW_BOARD)
    return self->board_choice;
  index = adw_combo_row_get_selected (row_for (self, row));
  return row == FT_NEW_GAME_ROW_TIME ? time_choice_at (self, index) : index;
}

void
ft_new_game_dialog_set_per_move_seconds (FtNewGameDialog *self, int seconds)
{
  g_return_if_fail (FT_IS_NEW_GAME_DIALOG (self));
  gtk_spin_button_set_value (self->per_move_spin, seconds);
}

/* The levels listed are the ladder of the game's kind (standard chess,
 * Fourteen rules, checkers). */
static void
update_kind (FtNewGameDialog *self)
{
  g_autoptr (FtGameSetup) setup = NULL;

  if (self->opponent == NULL || self->boards == NULL)
    return;
  setup = ft_new_game_dialog_get_setup (self);
  ft_opponent_choice_set_kind (self->opponent, ft_rated_kind_of_setup (setup));
}

/* The file's name in the board row ("Layout: name.txt"), selected. */
static void
show_file_choice (FtNewGameDialog *self)
{
  guint position;

  self->changing_boards = TRUE;
  position = ft_board_choices_set_file (self->boards, self->file_path);
  self->board_choice = FT_BOARD_CHOICE_FILE;
  adw_combo_row_set_selected (self->board_row, position);
  self->changing_boards = FALSE;
}

gboolean
ft_new_game_dialog_load_layout_file (FtNewGameDialog *self, const char *path,
                                     char **problems_out)
{
  g_autofree FtPosition *pos = g_new0 (FtPosition, 1);

  g_return_val_if_fail (FT_IS_NEW_GAME_DIALOG (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (!ft_board_choices_load_layout (path, pos, problems_out))
    return FALSE;
  g_free (self->file_position);
  self->file_position = g_steal_pointer (&pos);
  g_free (self->file_path);
  self->file_path = g_strdup (path);
  show_file_choice (self);
  return TRUE;
}

static void
show_layout_problems (FtNewGameDialog *self, const char *problems)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("The Layout Has Problems"),
                                              NULL);

  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog), "%s", problems);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The board row shows the board chosen last again (after "Other…"). */
static void
show_board_choice (FtNewGameDialog *self)
{
  guint position = ft_board_choices_position_of (self->boards, self->board_choice);

  if (position == GTK_INVALID_LIST_POSITION)
    return;
  adw_combo_row_set_selected (self->board_row, position);
  /* The entry's own choice: the config's board may be a preset's entry. */
  ft_board_choices_choice_at (self->boards, position, &self->board_choice);
  update_kind (self);
}

static void
chooser_response_cb (GtkNativeDialog *chooser, int response, gpointer user_data)
{
  FtNewGameDialog *self = FT_NEW_GAME_DIALOG (user_data);
  g_autofree char *problems = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;

      if (path != NULL && !ft_new_game_dialog_load_layout_file (self, path, &problems))
        show_layout_problems (self, problems);
    }
  g_clear_object (&self->chooser);
  /* Cancelled, or a file with problems: the board it was. */
  if (adw_combo_row_get_selected (self->board_row) == ft_board_choices_get_other_position (self->boards))
    show_board_choice (self);
}

/* "Other…": a file chooser for a layout file. */
static void
open_layout_chooser (FtNewGameDialog *self)
{
  GtkFileFilter *filter;

  if (self->chooser != NULL)
    return;
  self->chooser = gtk_file_chooser_native_new (_("Open Layout File"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"),
                                               _("_Cancel"));
  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("Layout files"));
  gtk_file_filter_add_pattern (filter, "*.txt");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  g_object_unref (filter);
  filter = gtk_file_filter_new ();
  gtk_file_filter_set_name (filter, _("All files"));
  gtk_file_filter_add_pattern (filter, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  g_object_unref (filter);
  g_signal_connect (self->chooser, "response", G_CALLBACK (chooser_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

GtkNativeDialog *
ft_new_game_dialog_get_layout_chooser (FtNewGameDialog *self)
{
  g_return_val_if_fail (FT_IS_NEW_GAME_DIALOG (self), NULL);
  return self->chooser != NULL ? GTK_NATIVE_DIALOG (self->chooser) : NULL;
}

static void
board_selected_cb (FtNewGameDialog *self)
{
  guint position = adw_combo_row_get_selected (self->board_row);
  FtBoardChoice choice;

  if (self->changing_boards || self->boards == NULL)
    return;
  if (ft_board_choices_choice_at (self->boards, position, &choice))
    self->board_choice = choice;
  else if (position == ft_board_choices_get_other_position (self->boards))
    open_layout_chooser (self);
  update_kind (self);
}

/* The seconds per move are asked only for a per-move timer. */
static void
time_selected_cb (FtNewGameDialog *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->per_move_row),
                          !self->network
                            && time_choice_at (self, adw_combo_row_get_selected (self->time_row)) == TIME_PER_MOVE);
}

/* Checkers has one board: the board rows are chess's only; the clocks are
 * both games'; the sides are Fire (first) and Water. */
static void
game_selected_cb (FtNewGameDialog *self)
{
  gboolean checkers = adw_combo_row_get_selected (self->game_row) == FT_GAME_KIND_CHECKERS;
  GtkStringList *sides = GTK_STRING_LIST (adw_combo_row_get_model (self->side_row));
  guint side = adw_combo_row_get_selected (self->side_row);
  const char *names[] = { checkers ? _("Fire") : C_("player colour", "White"),
                          checkers ? _("Water") : C_("player colour", "Black"), C_("player colour", "Random"),
                          NULL };

  gtk_widget_set_visible (GTK_WIDGET (self->board_row), !checkers);
  gtk_widget_set_visible (GTK_WIDGET (self->fog_row), !checkers && !self->network);
  gtk_string_list_splice (sides, 0, g_list_model_get_n_items (G_LIST_MODEL (sides)), names);
  adw_combo_row_set_selected (self->side_row, side);
  update_kind (self);
}

/* Labels that depend on the config, and the remembered choices. */
static void
fill_in (FtNewGameDialog *self)
{
  const FtGameSetup *config = self->config_setup;
  g_autofree char *config_time = NULL;
  g_autofree char *board_file = NULL;
  g_autofree char *value = NULL;

  for (guint i = 0; i < TIME_CONFIG; i++)
    {
      g_autofree char *label = g_strdup_printf (_("%d + %d"), time_presets[i].minutes,
                                                time_presets[i].increment);
      gtk_string_list_append (self->time_model, label);
    }
  if (config->time_control == FT_TIME_CONTROL_PER_MOVE)
    config_time = g_strdup_printf (_("As configured (%d s per move)"),
                                   (int) (config->per_move_ms / 1000));
  else if (config->time_control == FT_TIME_CONTROL_UNTIMED)
    config_time = g_strdup (_("As configured (untimed)"));
  else
    {
      /* Whole minutes as the presets show them, else m:ss. */
      g_autofree char *clock = config->player_ms % 60000 == 0
                                 ? g_strdup_printf ("%d", (int) (config->player_ms / 60000))
                                 : ft_clock_format_ms (config->player_ms);
      config_time = g_strdup_printf (_("As configured (%s + %d)"), clock,
                                     (int) (config->player_increment_ms / 1000));
    }
  gtk_string_list_append (self->time_model, config_time);
  gtk_string_list_append (self->time_model, _("Untimed"));
  gtk_string_list_append (self->time_model, _("Per move"));

  self->boards = ft_board_choices_new (self->board_model, config->start);
  self->board_choice = FT_BOARD_CHOICE_CONFIG;
  show_board_choice (self);

  gtk_switch_set_active (self->fog_switch,
                         config->fog_of_war
                           || (self->settings != NULL && g_settings_get_boolean (self->settings, "fog-of-war")));
  if (self->settings == NULL)
    {
      adw_combo_row_set_selected (self->game_row, config->game);
      adw_combo_row_set_selected (self->time_row, TIME_CONFIG);
      time_selected_cb (self);
      game_selected_cb (self);
      return;
    }

  value = g_settings_get_string (self->settings, "game");
  adw_combo_row_set_selected (self->game_row, index_of (game_keys, G_N_ELEMENTS (game_keys), value, config->game));
  g_free (value);

  ft_opponent_choice_load (self->opponent, self->settings);
  value = g_settings_get_string (self->settings, "player-colour");
  adw_combo_row_set_selected (self->side_row,
                              index_of (side_keys, G_N_ELEMENTS (side_keys), value, 0));
  g_free (value);
  value = g_settings_get_string (self->settings, "time-control");
  adw_combo_row_set_selected (self->time_row, time_index (value));
  gtk_spin_button_set_value (self->per_move_spin,
                             g_settings_get_int (self->settings, "per-move-seconds"));
  g_free (value);
  value = g_settings_get_string (self->settings, "board");
  board_file = g_settings_get_string (self->settings, "board-file");
  if (ft_board_choice_from_key (value, FT_BOARD_CHOICE_CONFIG) == FT_BOARD_CHOICE_FILE)
    {
      if (board_file[0] == '\0' || !ft_new_game_dialog_load_layout_file (self, board_file, NULL))
        ft_new_game_dialog_select (self, FT_NEW_GAME_ROW_BOARD, FT_BOARD_CHOICE_CONFIG);
    }
  else
    ft_new_game_dialog_select (self, FT_NEW_GAME_ROW_BOARD, ft_board_choice_from_key (value, FT_BOARD_CHOICE_CONFIG));
  time_selected_cb (self);
  game_selected_cb (self);
}

static void
ft_new_game_dialog_dispose (GObject *object)
{
  FtNewGameDialog *self = FT_NEW_GAME_DIALOG (object);

  if (self->chooser != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->chooser, self);
      gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
      g_clear_object (&self->chooser);
    }
  g_clear_object (&self->settings);
  g_clear_object (&self->profile_rows);
  g_clear_object (&self->opponent);
  g_clear_pointer (&self->boards, ft_board_choices_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), FT_TYPE_NEW_GAME_DIALOG);
  G_OBJECT_CLASS (ft_new_game_dialog_parent_class)->dispose (object);
}

static void
ft_new_game_dialog_finalize (GObject *object)
{
  FtNewGameDialog *self = FT_NEW_GAME_DIALOG (object);

  ft_game_setup_free (self->config_setup);
  g_free (self->file_position);
  g_free (self->file_path);
  G_OBJECT_CLASS (ft_new_game_dialog_parent_class)->finalize (object);
}

static void
ft_new_game_dialog_class_init (FtNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ft_new_game_dialog_dispose;
  object_class->finalize = ft_new_game_dialog_finalize;

  /**
   * FtNewGameDialog::start:
   * @setup: the FtGameSetup of the new game
   */
  signals[SIGNAL_START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                        NULL, NULL, NULL, G_TYPE_NONE, 1, FT_TYPE_GAME_SETUP);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/fourteenchess/Fourteen/ui/ft-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, FtNewGameDialog, game_row);
  gtk_widget_class_bind_template_child (widget_class, FtNewGameDialog, opponent_row);
  gtk_widget_class_bind_template_child (widget_class, FtNewGameDialog, level_row);
  gtk_widget_class_bind_template_child (widget_class, FtNewGameDialog, side_row);
  gtk_widget_class_bind_template_child (widget_class, FtNewGameDialog, players_group);
  gtk_widget_class_bind_template_child (widget_class, FtNewGameDialog, time_row);
  gtk_widget_class_bind_template_child (widget_class, FtNewGameDialog, per_move_row);
  gtk_widget_class_bind_template_child (widget_class, FtNewGameDialog, per_move_spin);
  gtk_widget_class_bind_template_child (widget_class, FtNewGameDialog, board_row);
  gtk_widget_class_bind_template_child (widget_class, FtNewGameDialog, fog_row);
  gtk_widget_class_bind_template_child (widget_class, FtNewGameDialog, fog_switch);
  gtk_widget_class_bind_template_callback (widget_class, start_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, cancel_clicked_cb);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
ft_new_game_dialog_init (FtNewGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->time_model = gtk_string_list_new (NULL);
  adw_combo_row_set_model (self->time_row, G_LIST_MODEL (self->time_model));
  g_object_unref (self->time_model); /* the row keeps it */
  self->board_model = gtk_string_list_new (NULL);
  adw_combo_row_set_model (self->board_row, G_LIST_MODEL (self->board_model));
  g_object_unref (self->board_model);
  g_signal_connect_swapped (self->time_row, "notify::selected", G_CALLBACK (time_selected_cb),
                            self);
  g_signal_connect_swapped (self->game_row, "notify::selected", G_CALLBACK (game_selected_cb),
                            self);
  g_signal_connect_swapped (self->board_row, "notify::selected", G_CALLBACK (board_selected_cb),
                            self);
  /* Fog of war is a kind of its own. */
  g_signal_connect_swapped (self->fog_switch, "notify::active", G_CALLBACK (update_kind), self);
  /* Rows shown once the dialog is open (a per-move timer, a second player,
   * chess again after checkers) make it taller. */
  ft_window_growth_follow (GTK_WINDOW (self));
}

static void
profile_selected_cb (FtNewGameDialog *self)
{
  ft_opponent_choice_set_profile (self->opponent, ft_profile_rows_get_profile (self->profile_rows, 0));
}

FtNewGameDialog *
ft_new_game_dialog_new (GtkWindow *parent, GSettings *settings, const FtGameSetup *config_setup)
{
  FtNewGameDialog *self;

  g_return_val_if_fail (config_setup != NULL, NULL);

  self = g_object_new (FT_TYPE_NEW_GAME_DIALOG, "transient-for", parent, NULL);
  self->settings = settings != NULL ? g_object_ref (settings) : NULL;
  self->config_setup = ft_game_setup_copy (config_setup);
  self->opponent = ft_opponent_choice_new (self->opponent_row, self->level_row, ft_app_profiles_get (),
                                           ft_rated_kind_of_setup (config_setup), config_setup->level);
  fill_in (self);
  update_kind (self);
  self->profile_rows = ft_profile_rows_new (ft_app_profiles_get (), self->players_group,
                                            self->opponent_row, FT_OPPONENT_ITEM_HUMAN, self->side_row);
  /* The suggestion is for the profile that plays. */
  g_signal_connect_object (ft_profile_rows_get_row (self->profile_rows, 0), "notify::selected",
                           G_CALLBACK (profile_selected_cb), self, G_CONNECT_SWAPPED);
  profile_selected_cb (self);
  return self;
}

FtProfileRows *
ft_new_game_dialog_get_profile_rows (FtNewGameDialog *self)
{
  g_return_val_if_fail (FT_IS_NEW_GAME_DIALOG (self), NULL);
  return self->profile_rows;
}

void
ft_new_game_dialog_set_fog_of_war (FtNewGameDialog *self, gboolean fog)
{
  g_return_if_fail (FT_IS_NEW_GAME_DIALOG (self));
  gtk_switch_set_active (self->fog_switch, fog);
}

gboolean
ft_new_game_dialog_get_fog_of_war (FtNewGameDialog *self)
{
  g_return_val_if_fail (FT_IS_NEW_GAME_DIALOG (self), FALSE);
  return gtk_switch_get_active (self->fog_switch);
}

void
ft_new_game_dialog_set_network (FtNewGameDialog *self)
{
  guint time;

  g_return_if_fail (FT_IS_NEW_GAME_DIALOG (self));

  if (self->network)
    return;
  time = ft_new_game_dialog_get_selected (self, FT_NEW_GAME_ROW_TIME);
  self->network = TRUE;
  /* The opponent is whoever joins; fog of war is not played over the
   * network. */
  gtk_widget_set_visible (GTK_WIDGET (self->opponent_row), FALSE);
  gtk_switch_set_active (self->fog_switch, FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->fog_row), FALSE);
  /* The games a network game can be (ft-network-host.h): the Game row
   * offers them, else chess alone. */
  if (!ft_network_host_supports_game_kind (FT_GAME_KIND_CHECKERS))
    {
      adw_combo_row_set_selected (self->game_row, FT_GAME_KIND_CHESS);
      gtk_widget_set_visible (GTK_WIDGET (self->game_row), FALSE);
    }
  /* No per-move timer: neither its item nor a config that sets one. */
  gtk_string_list_remove (self->time_model, TIME_PER_MOVE);
  gtk_widget_set_visible (GTK_WIDGET (self->per_move_row), FALSE);
  if (self->config_setup->time_control == FT_TIME_CONTROL_PER_MOVE)
    {
      gtk_string_list_remove (self->time_model, TIME_CONFIG);
      self->config_item_hidden = TRUE;
    }
  if (time == TIME_PER_MOVE || (time == TIME_CONFIG && self->config_item_hidden))
    time = TIME_UNTIMED;
  ft_new_game_dialog_select (self, FT_NEW_GAME_ROW_TIME, time);
}
