/* ft-game-files.c — the game on disk and on the clipboard, as the window
 * shows it: Save (Ctrl+S), Save As (Shift+Ctrl+S) and Open (Ctrl+O) in PGN
 * or PDN through the records keeper (ft-record-keeper.h), which also
 * autosaves after every move, resumes the unfinished game at the next
 * start and counts finished games; Ctrl+Shift+C copies the position (the rules'
 * FEN) and Ctrl+V offers to load a pasted FEN or PGN
 * (docs/playing.md#saving-games). A file that cannot be read is reported
 * in a dialog with its line and column, and the game on the board stays.
 * It speaks to the window through ft-window.h only; the window's own
 * public calls for records (ft_window_save_game, …) are defined here. */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ft-fen.h"
#include "ft-file-kind.h"
#include "ft-game-files.h"
#include "ft-game-record.h"
#include "ft-puzzle-run.h"
#include "ft-statistics-window.h"
#include "ft-window-players.h"

struct _FtGameFiles
{
  GObject parent_instance;

  FtWindow *window; /* weak: the window owns us */
  FtRecordKeeper *keeper;
  gboolean confirm_discard;
  char *pending_open_path;    /* chosen to open once the player agrees */
  struct _PasteData *pending_paste;
};

G_DEFINE_FINAL_TYPE (FtGameFiles, ft_game_files, G_TYPE_OBJECT)

gboolean
ft_game_files_get_confirm_discard (FtGameFiles *self)
{
  g_return_val_if_fail (FT_IS_GAME_FILES (self), FALSE);
  return self->confirm_discard;
}

#define FILES(window) ft_window_get_game_files (window)

static void paste_data_free (struct _PasteData *data);

static void
show_toast (FtWindow *self, const char *text)
{
  ft_window_add_toast (self, adw_toast_new (text));
}

static void
show_error (FtWindow *self, const char *heading, const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, NULL);

  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog), "%s", body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* ---- Autosave and resume ---------------------------------------------------- */

static FtRecordFlags
record_flags (FtWindow *self)
{
  /* A puzzle is neither resumed nor lost (ft-puzzle-run.c); a network
   * game is its host's to keep, not resumed here; a game behind the config
   * error dialog has not begun; the computer playing itself is no result
   * of the player's. */
  if (ft_puzzle_run_get_puzzle (ft_window_get_puzzle_run (self)) != NULL)
    return FT_RECORD_KEPT_ELSEWHERE;
  if (ft_window_get_network (self) != NULL)
    return FT_RECORD_COUNT;
  if (ft_window_is_paused (self))
    return FT_RECORD_NONE;
  return ft_window_get_autoplay (self) ? FT_RECORD_AUTOSAVE : FT_RECORD_AUTOSAVE | FT_RECORD_COUNT;
}

void
ft_game_files_keep (FtGameFiles *files)
{
  FtWindow *self = files->window;

  if (self == NULL || files->keeper == NULL)
    return;
  if (ft_window_get_session (self) == NULL)
    ft_record_keeper_set_session (files->keeper, NULL, NULL, FT_RECORD_NONE, NULL);
  else if (ft_record_keeper_get_session (files->keeper) != ft_window_get_session (self))
    ft_record_keeper_set_session (files->keeper, ft_window_get_session (self), ft_window_get_setup (self),
                                  record_flags (self), NULL);
}

void
ft_window_set_autosave (FtWindow *self, const char *path, gboolean confirm_discard)
{
  g_return_if_fail (FT_IS_WINDOW (self));

  ft_record_keeper_set_autosave_path (FILES (self)->keeper, path);
  FILES (self)->confirm_discard = confirm_discard;
}

gboolean
ft_window_resume (FtWindow *self, const char *path, const FtGameSetup *base)
{
  g_autoptr (FtRecordKeeper) reader = ft_record_keeper_new ();
  g_autoptr (FtGameSetup) setup = NULL;
  g_autoptr (FtGame) game = NULL;
  g_autofree char *kept_as = NULL;
  g_autoptr (GError) error = NULL;
  AdwToast *toast;

  g_return_val_if_fail (FT_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (base != NULL, FALSE);

  ft_record_keeper_set_autosave_path (reader, path);
  game = ft_record_keeper_resume (reader, base, &setup, &kept_as, &error);
  if (game == NULL && error != NULL)
    {
      g_autofree char *name = kept_as != NULL ? g_path_get_basename (kept_as) : NULL;
      g_autofree char *text = NULL;

      g_warning ("%s (kept as %s)", error->message, kept_as != NULL ? kept_as : "nothing");
      text = name != NULL ? g_strdup_printf (_("The saved game could not be read; kept as %s"), name)
                          : g_strdup (_("The saved game could not be read"));
      toast = adw_toast_new (text);
      adw_toast_set_timeout (toast, 0);
      ft_window_add_toast (self, toast);
    }
  if (game == NULL)
    return FALSE;
  ft_window_start_game (self, setup, game);
  /* No time runs behind the notice: the game waits for the player (P, or
   * the Pause button) on a covered board. */
  ft_window_wait_for_player (self, _("Your game is waiting: press P to play on"));
  {
    g_autofree char *whose = _ft_window_players_resumed (self);
    g_autofree char *text = whose != NULL ? g_strdup_printf (_("The unfinished game of %s was resumed"), whose)
                                          : NULL;

    toast = adw_toast_new (text != NULL ? text : _("Your unfinished game was resumed"));
  }
  adw_toast_set_button_label (toast, _("_New Game"));
  adw_toast_set_action_name (toast, "win.new-game");
  adw_toast_set_timeout (toast, 10);
  ft_window_add_toast (self, toast);
  return TRUE;
}

/* ---- Not losing an unsaved game ---------------------------------------------- */

typedef struct
{
  FtWindow *window;
  void (*then) (FtWindow *self);
} DiscardData;

static void
discard_response_cb (AdwMessageDialog *dialog G_GNUC_UNUSED, const char *response, gpointer user_data)
{
  DiscardData *data = user_data;

  if (g_strcmp0 (response, "discard") == 0)
    data->then (data->window);
  g_object_unref (data->window);
  g_free (data);
}

gboolean
ft_window_may_discard (FtWindow *self, void (*then) (FtWindow *self))
{
  FtGame *game = ft_window_get_game (self);
  DiscardData *data;
  GtkWidget *dialog;

  if (!FILES (self)->confirm_discard || game == NULL || !ft_record_keeper_has_unsaved_game (FILES (self)->keeper))
    return TRUE;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Discard the Unfinished Game?"),
                                   _("The game on the board is not saved."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "discard",
                                    _("_Discard"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  data = g_new (DiscardData, 1);
  data->window = g_object_ref (self);
  data->then = then;
  g_signal_connect (dialog, "response", G_CALLBACK (discard_response_cb), data);
  gtk_window_present (GTK_WINDOW (dialog));
  return FALSE;
}

/* ---- Save -------------------------------------------------------------------- */

static gboolean
save_to (FtWindow *self, const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *basename = g_path_get_basename (path);
  g_autofree char *message = NULL;

  if (!ft_record_keeper_save (FILES (self)->keeper, path, &error))
    {
      show_error (self, _("Could Not Save the Game"), error->message);
      return FALSE;
    }
  message = g_strdup_printf (_("Saved as %s"), basename);
  show_toast (self, message);
  return TRUE;
}

static void
save_response_cb (GtkNativeDialog *chooser, int response, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = g_file_get_path (file);

      if (path != NULL)
        save_to (self, path);
    }
  g_object_unref (chooser);
  g_object_unref (self);
}

static GtkFileFilter *
pgn_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Chess games (PGN)"));
  gtk_file_filter_add_pattern (filter, "*.pgn");
  gtk_file_filter_add_pattern (filter, "*.PGN");
  gtk_file_filter_add_mime_type (filter, "application/x-chess-pgn");
  return filter;
}

/* Portable Draughts Notation (docs/formats.md). */
static GtkFileFilter *
pdn_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Checkers games (PDN)"));
  gtk_file_filter_add_pattern (filter, "*.pdn");
  gtk_file_filter_add_pattern (filter, "*.PDN");
  return filter;
}

static gboolean
is_checkers (FtWindow *self)
{
  FtGame *game = ft_window_get_game (self);

  return game != NULL && ft_game_get_kind (game) == FT_GAME_KIND_CHECKERS;
}

static void
save_as_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
                GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);
  GtkFileChooserNative *chooser;
  gboolean checkers = is_checkers (self);
  g_autoptr (GtkFileFilter) filter = checkers ? pdn_filter () : pgn_filter ();
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *name = g_date_time_format (now, checkers ? "fourteen-%Y-%m-%d-%H%M.pdn"
                                                            : "fourteen-%Y-%m-%d-%H%M.pgn");

  if (ft_window_get_game (self) == NULL || ft_window_is_paused (self))
    return;
  chooser = gtk_file_chooser_native_new (_("Save Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  /* Saves go to the player's own folder first (docs/players.md). */
  {
    g_autofree char *folder = _ft_window_players_save_folder (self);
    g_autoptr (GFile) folder_file = folder != NULL ? g_file_new_for_path (folder) : NULL;

    if (folder_file != NULL)
      gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder_file, NULL);
  }
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (save_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
save_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  FtWindow *self = FT_WINDOW (widget);

  const char *record_path = ft_record_keeper_get_record_path (FILES (self)->keeper);

  if (record_path != NULL && ft_window_get_game (self) != NULL && !ft_window_is_paused (self))
    save_to (self, record_path);
  else
    save_as_action (widget, action_name, parameter);
}

gboolean
ft_window_save_game (FtWindow *self, const char *path)
{
  g_return_val_if_fail (FT_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (ft_window_get_game (self) == NULL)
    return FALSE;
  return save_to (self, path);
}

/* ---- Open -------------------------------------------------------------------- */

/* A game read from a file or the clipboard replaces the one on the board. */
static void
adopt_game (FtWindow *self, FtGame *game, const FtGameSetup *setup, const char *path)
{
  ft_window_start_game (self, setup, game);
  /* An opened game is a record read, not a result of the player's: it is
   * not counted, even if played on to its end. */
  if (ft_window_get_session (self) != NULL)
    ft_record_keeper_set_session (FILES (self)->keeper, ft_window_get_session (self), ft_window_get_setup (self),
                                  record_flags (self) & ~FT_RECORD_COUNT, path);
  else
    ft_record_keeper_set_record_path (FILES (self)->keeper, path);
  if (ft_game_is_over (game))
    show_toast (self, _("The game is over: Alt+←/Alt+→ step through its moves"));
}

gboolean
ft_window_open_game (FtWindow *self, const char *path, GError **error)
{
  g_autoptr (FtGameSetup) setup = NULL;
  g_autoptr (FtGame) game = NULL;

  g_return_val_if_fail (FT_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  game = ft_record_keeper_open (FILES (self)->keeper, path, ft_window_get_setup (self), &setup, error);
  if (game == NULL)
    return FALSE;
  adopt_game (self, game, setup, path);
  return TRUE;
}

gboolean
ft_window_open_file (FtWindow *self, const char *path)
{
  g_autoptr (GError) error = NULL;

  g_return_val_if_fail (FT_IS_WINDOW (self), FALSE);

  if (ft_window_open_game (self, path, &error))
    return TRUE;
  show_error (self, _("Could Not Open the Game"), error->message);
  return FALSE;
}

static void
open_now (FtWindow *self)
{
  g_autofree char *path = g_steal_pointer (&FILES (self)->pending_open_path);

  if (path != NULL)
    ft_window_open_file (self, path);
}

static void
open_response_cb (GtkNativeDialog *chooser, int response, gpointer user_data)
{
  FtWindow *self = FT_WINDOW (user_data);

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      g_free (FILES (self)->pending_open_path);
      FILES (self)->pending_open_path = g_file_get_path (file);
      if (ft_window_may_replace (self, open_now))
        open_now (self);
    }
  g_object_unref (chooser);
  g_object_unref (self);
}

static void
open_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
             GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);
  GtkFileChooserNative *chooser;
  g_autoptr (GtkFileFilter) pgn = pgn_filter ();
  g_autoptr (GtkFileFilter) pdn = pdn_filter ();

  if (ft_window_is_paused (self))
    return;
  chooser = gtk_file_chooser_native_new (_("Open Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), is_checkers (self) ? pdn : pgn);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), is_checkers (self) ? pgn : pdn);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (open_response_cb), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* ---- Copy and paste ---------------------------------------------------------- */

/* Ctrl+Shift+C: the FEN of the position the board shows (an earlier one while
 * browsing). */
static void
copy_position_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
                      GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);
  FtGame *game = ft_window_get_game (self);
  g_autoptr (FtRuleset) shown = NULL;
  g_autofree char *fen = NULL;

  if (game == NULL)
    return;
  /* Fog of war: the FEN would show the whole board. */
  if (ft_window_get_fog_viewer (self) >= 0 && !ft_game_is_over (game))
    {
      show_toast (self, _("The position cannot be copied during a game with fog of war"));
      return;
    }
  /* The rules' own FEN: chess's, or checkers' PDN FEN (docs/formats.md). */
  shown = ft_game_dup_rules_at (game, ft_board_model_get_shown_ply (ft_board_view_get_model (ft_window_get_board (self))));
  fen = ft_ruleset_write_position (shown);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), fen);
  show_toast (self, _("Position copied"));
}

typedef struct _PasteData
{
  FtWindow *window;
  FtGameSetup *setup;
  FtGame *game; /* NULL: a position, setup->start */
} PasteData;

static void
paste_data_free (PasteData *data)
{
  g_object_unref (data->window);
  ft_game_setup_free (data->setup);
  g_clear_object (&data->game);
  g_free (data);
}

static void
paste_now (FtWindow *self)
{
  PasteData *data = g_steal_pointer (&FILES (self)->pending_paste);

  if (data == NULL)
    return;
  if (data->game != NULL)
    adopt_game (data->window, data->game, data->setup, NULL);
  else
    {
      ft_window_start (data->window, data->setup);
      /* Which rules the board size chose (8×8 standard chess, 14×14 Fourteen). */
      AdwToast *toast = adw_toast_new (data->setup->start->rules == FT_RULES_STANDARD
                                         ? _("The pasted position is played by standard chess rules")
                                         : _("The pasted position is played by Fourteen’s rules"));

      adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
      ft_window_add_toast (data->window, toast);
    }
  paste_data_free (data);
}

static void
paste_response_cb (AdwMessageDialog *dialog G_GNUC_UNUSED, const char *response, gpointer user_data)
{
  PasteData *data = user_data;

  if (g_strcmp0 (response, "load") == 0)
    {
      g_clear_pointer (&FILES (data->window)->pending_paste, paste_data_free);
      FILES (data->window)->pending_paste = data;
      if (ft_window_may_replace (data->window, paste_now))
        paste_now (data->window);
      return;
    }
  paste_data_free (data);
}

/* A FEN (one line): an 8×8 board under standard chess rules, any other
 * under Fourteen's (14×14, the fairy boards), else the rules of the
 * window's game; the first error if neither reads it. */
static gboolean
parse_pasted_fen (FtWindow *self, const char *text, FtPosition *position, GError **error)
{
  g_autofree char *line = g_strstrip (g_strdup (text));
  FtRules rules = ft_window_get_setup (self) != NULL ? ft_window_get_setup (self)->start->rules : FT_RULES_FOURTEEN;
  g_auto (GStrv) fields = g_strsplit (line, " ", 2);
  g_auto (GStrv) ranks = fields[0] != NULL ? g_strsplit (fields[0], "/", -1) : NULL;

  if (ranks != NULL && g_strv_length (ranks) == 8)
    rules = FT_RULES_STANDARD;
  else if (ranks != NULL && g_strv_length (ranks) == 14)
    rules = FT_RULES_FOURTEEN;

  if (ft_fen_parse (line, rules, position, error))
    return TRUE;
  return ft_fen_parse (line, rules == FT_RULES_STANDARD ? FT_RULES_FOURTEEN : FT_RULES_STANDARD,
                       position, NULL);
}

void
ft_game_files_offer_pasted_text (FtGameFiles *files, const char *text)
{
  FtWindow *self = files->window;

  g_autoptr (GError) error = NULL;
  PasteData *data;
  GtkWidget *dialog;
  const char *heading;
  FtFileKind kind;

  /* What the text is: ft-file-kind.h decides, as for files. */
  kind = ft_file_kind_detect (NULL, text, -1);
  if (kind != FT_FILE_KIND_FEN && kind != FT_FILE_KIND_PGN)
    {
      show_toast (self, kind == FT_FILE_KIND_CONFIG
                                     ? _("The clipboard holds a config, not a position or game")
                                     : _("The clipboard holds no position or game"));
      return;
    }
  data = g_new0 (PasteData, 1);
  data->window = g_object_ref (self);
  data->setup = ft_game_setup_copy (ft_window_get_setup (self));
  if (kind == FT_FILE_KIND_FEN)
    {
      if (!parse_pasted_fen (self, text, data->setup->start, &error))
        {
          paste_data_free (data);
          show_error (self, _("Could Not Read the Pasted Position"), error->message);
          return;
        }
      heading = _("Play From This Position?");
    }
  else
    {
      g_autoptr (FtGameSetup) setup = NULL;

      data->game = ft_game_record_read (text, -1, _("Pasted text"), ft_window_get_setup (self), &setup, NULL, &error);
      if (data->game == NULL)
        {
          paste_data_free (data);
          show_error (self, _("Could Not Read the Pasted Game"), error->message);
          return;
        }
      ft_game_setup_free (data->setup);
      data->setup = g_steal_pointer (&setup);
      heading = _("Load This Game?");
    }
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading,
                                   _("The game on the board will be replaced."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "load",
                                    _("_Load"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "load",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "load");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (paste_response_cb), data);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
paste_read_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (FtWindow) self = FT_WINDOW (user_data);
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);

  if (text == NULL || *text == '\0')
    {
      show_toast (self, _("The clipboard holds no position or game"));
      return;
    }
  ft_game_files_offer_pasted_text (FILES (self), text);
}

static void
paste_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
              GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);

  if (ft_window_is_paused (self) || ft_window_get_setup (self) == NULL)
    return;
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, paste_read_cb,
                                 g_object_ref (self));
}

/* ---- Statistics ---------------------------------------------------------------- */

void
ft_window_set_statistics_dir (FtWindow *self, const char *dir)
{
  g_return_if_fail (FT_IS_WINDOW (self));

  ft_record_keeper_set_statistics_dir (FILES (self)->keeper, dir);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.statistics", dir != NULL);
}

static void
statistics_action (GtkWidget *widget, const char *action_name G_GNUC_UNUSED,
                   GVariant *parameter G_GNUC_UNUSED)
{
  FtWindow *self = FT_WINDOW (widget);

  const char *dir = ft_record_keeper_get_statistics_dir (FILES (self)->keeper);

  /* Per profile (docs/players.md#statistics); the old counts without one. */
  if (ft_window_open_statistics (self) == NULL && dir != NULL)
    gtk_window_present (GTK_WINDOW (ft_statistics_window_new (GTK_WINDOW (self), dir)));
}

/* ---- Class ------------------------------------------------------------------- */

void
ft_game_files_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.copy-position", NULL, copy_position_action);
  gtk_widget_class_install_action (widget_class, "win.paste", NULL, paste_action);
  gtk_widget_class_install_action (widget_class, "win.statistics", NULL, statistics_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK, "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "win.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.save-as", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_S, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.save-as", NULL);
  /* Ctrl+C copies the game (ft-window-trust.c), Ctrl+Shift+C the position. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.copy-position", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_C, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "win.copy-position", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_v, GDK_CONTROL_MASK, "win.paste", NULL);
}

FtRecordKeeper *
ft_game_files_get_keeper (FtGameFiles *self)
{
  g_return_val_if_fail (FT_IS_GAME_FILES (self), NULL);
  return self->keeper;
}

static void
ft_game_files_dispose (GObject *object)
{
  FtGameFiles *self = FT_GAME_FILES (object);

  g_clear_object (&self->keeper);
  g_clear_pointer (&self->pending_open_path, g_free);
  g_clear_pointer (&self->pending_paste, paste_data_free);
  g_clear_weak_pointer (&self->window);
  G_OBJECT_CLASS (ft_game_files_parent_class)->dispose (object);
}

static void
ft_game_files_class_init (FtGameFilesClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ft_game_files_dispose;
}

static void
ft_game_files_init (FtGameFiles *self)
{
  self->keeper = ft_record_keeper_new ();
}

FtGameFiles *
ft_game_files_new (FtWindow *window)
{
  FtGameFiles *self = g_object_new (FT_TYPE_GAME_FILES, NULL);

  g_set_weak_pointer (&self->window, window);
  return self;
}
