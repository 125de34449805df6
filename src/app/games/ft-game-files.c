/* ft-game-files.c — the game on disk and on the clipboard, as the window
 * shows it: Save (Ctrl+S), Save As (Shift+Ctrl+S) and Open (Ctrl+O) in PGN
 * or PDN through the records keeper (ft-record-keeper.h), which also
 * autosaves after every move, resumes the unfinished game at the next
 * start and counts finished games; Ctrl+Shift+C copies the position (the rules'
 * FEN) and Ctrl+V offers to load a pasted FEN or PGN
 * (docs/playing.md#saving-games). A file that cannot be read is reported
 * in a dialog with its line and column, and the game on the board stays.
 * It knows the window's game through the stage (ft-game-stage.h) only. */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "ft-fen.h"
#include "ft-file-kind.h"
#include "ft-game-files.h"
#include "ft-game-record.h"
#include "ft-puzzle-run.h"

struct _FtGameFiles
{
  GObject parent_instance;

  FtGameStage *stage; /* weak: the window owns the stage and us */
  FtPuzzleRun *puzzles; /* weak: a puzzle is kept elsewhere */
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

static void paste_data_free (struct _PasteData *data);

static void
show_toast (FtGameFiles *self, const char *text)
{
  ft_game_stage_add_toast (self->stage, adw_toast_new (text));
}

static void
show_error (FtGameFiles *self, const char *heading, const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (ft_game_stage_get_window (self->stage), heading, NULL);

  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog), "%s", body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static GdkClipboard *
clipboard (FtGameFiles *self)
{
  return gtk_widget_get_clipboard (GTK_WIDGET (ft_game_stage_get_window (self->stage)));
}

/* ---- Autosave and resume ---------------------------------------------------- */

static FtRecordFlags
record_flags (FtGameFiles *self)
{
  /* A puzzle is neither resumed nor lost (ft-puzzle-run.c); a network
   * game is its host's to keep, not resumed here; a game behind the config
   * error dialog has not begun; the computer playing itself is no result
   * of the player's. */
  if (self->puzzles != NULL && ft_puzzle_run_get_puzzle (self->puzzles) != NULL)
    return FT_RECORD_KEPT_ELSEWHERE;
  if (ft_game_stage_get_network (self->stage) != NULL)
    return FT_RECORD_COUNT;
  if (ft_game_stage_is_frozen (self->stage))
    return FT_RECORD_NONE;
  return ft_game_stage_get_autoplay (self->stage) ? FT_RECORD_AUTOSAVE : FT_RECORD_AUTOSAVE | FT_RECORD_COUNT;
}

/* A new game is shown (or none): the keeper keeps it from now on, with the
 * flags its kind asks for (a puzzle, a network game, the computer playing
 * itself). */
static void
keep (FtGameFiles *self)
{
  FtSession *session;

  if (self->stage == NULL || self->keeper == NULL)
    return;
  session = ft_game_stage_get_session (self->stage);
  if (session == NULL)
    ft_record_keeper_set_session (self->keeper, NULL, NULL, FT_RECORD_NONE, NULL);
  else if (ft_record_keeper_get_session (self->keeper) != session)
    ft_record_keeper_set_session (self->keeper, session, ft_game_stage_get_setup (self->stage),
                                  record_flags (self), NULL);
}

void
ft_game_files_set_autosave (FtGameFiles *self, const char *path, gboolean confirm_discard)
{
  g_return_if_fail (FT_IS_GAME_FILES (self));

  ft_record_keeper_set_autosave_path (self->keeper, path);
  self->confirm_discard = confirm_discard;
}

const char *
ft_game_files_get_autosave_path (FtGameFiles *self)
{
  g_return_val_if_fail (FT_IS_GAME_FILES (self), NULL);
  return ft_record_keeper_get_autosave_path (self->keeper);
}

gboolean
ft_game_files_resume (FtGameFiles *self, const char *path, const FtGameSetup *base)
{
  g_autoptr (FtRecordKeeper) reader = ft_record_keeper_new ();
  g_autoptr (FtGameSetup) setup = NULL;
  g_autoptr (FtGame) game = NULL;
  g_autofree char *kept_as = NULL;
  g_autoptr (GError) error = NULL;

  g_return_val_if_fail (FT_IS_GAME_FILES (self), FALSE);
  g_return_val_if_fail (base != NULL, FALSE);

  ft_record_keeper_set_autosave_path (reader, path);
  game = ft_record_keeper_resume (reader, base, &setup, &kept_as, &error);
  if (game == NULL && error != NULL)
    {
      g_autofree char *name = kept_as != NULL ? g_path_get_basename (kept_as) : NULL;
      g_autofree char *text = NULL;
      AdwToast *toast;

      g_warning ("%s (kept as %s)", error->message, kept_as != NULL ? kept_as : "nothing");
      text = name != NULL ? g_strdup_printf (_("The saved game could not be read; kept as %s"), name)
                          : g_strdup (_("The saved game could not be read"));
      toast = adw_toast_new (text);
      adw_toast_set_timeout (toast, 0);
      ft_game_stage_add_toast (self->stage, toast);
    }
  if (game == NULL)
    return FALSE;
  ft_game_stage_start_game (self->stage, setup, game);
  return TRUE;
}

/* ---- Not losing an unsaved game ---------------------------------------------- */

typedef struct
{
  FtStageThen then;
  gpointer data;
} DiscardData;

static void
discard_response_cb (AdwMessageDialog *dialog G_GNUC_UNUSED, const char *response, gpointer user_data)
{
  DiscardData *data = user_data;

  if (g_strcmp0 (response, "discard") == 0)
    data->then (data->data);
  g_free (data);
}

gboolean
ft_game_files_may_discard (FtGameFiles *self, FtStageThen then, gpointer then_data)
{
  FtGame *game;
  DiscardData *data;
  GtkWidget *dialog;

  g_return_val_if_fail (FT_IS_GAME_FILES (self), TRUE);

  game = ft_game_stage_get_game (self->stage);
  if (!self->confirm_discard || game == NULL || !ft_record_keeper_has_unsaved_game (self->keeper))
    return TRUE;

  dialog = adw_message_dialog_new (ft_game_stage_get_window (self->stage), _("Discard the Unfinished Game?"),
                                   _("The game on the board is not saved."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "discard",
                                    _("_Discard"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  data = g_new (DiscardData, 1);
  data->then = then;
  data->data = then_data;
  g_signal_connect (dialog, "response", G_CALLBACK (discard_response_cb), data);
  gtk_window_present (GTK_WINDOW (dialog));
  return FALSE;
}

/* ---- Closing with a game in progress ------------------------------------------ */

typedef struct
{
  FtGameFiles *files;
  FtStageThen then;
  gpointer data;
} CloseData;

static void save_as_then (FtGameFiles *self, FtStageThen then, gpointer data);

static void
close_response_cb (AdwMessageDialog *dialog G_GNUC_UNUSED, const char *response, gpointer user_data)
{
  CloseData *close = user_data;
  FtGameFiles *self = close->files;

  if (g_strcmp0 (response, "keep") == 0)
    {
      /* Written now: the clocks as they read at this moment come back. */
      ft_record_keeper_autosave (self->keeper);
      close->then (close->data);
    }
  else if (g_strcmp0 (response, "save") == 0)
    save_as_then (self, close->then, close->data);
  else if (g_strcmp0 (response, "discard") == 0)
    {
      ft_record_keeper_discard (self->keeper);
      close->then (close->data);
    }
  g_object_unref (close->files);
  g_free (close);
}

/* A game the player would lose by closing: played here, with moves, not
 * over, not a network game's (its host keeps it) nor a puzzle's. */
static gboolean
game_in_progress (FtGameFiles *self)
{
  FtSession *session = ft_game_stage_get_session (self->stage);
  FtGame *game = ft_game_stage_get_game (self->stage);

  return game != NULL && !ft_game_is_over (game) && ft_game_get_n_moves (game) > 0
         && ft_session_get_local_colours (session) != 0 && !ft_game_stage_is_frozen (self->stage)
         && (record_flags (self) & FT_RECORD_KEPT_ELSEWHERE) == 0 && ft_game_stage_get_network (self->stage) == NULL;
}

gboolean
ft_game_files_ask_before_close (FtGameFiles *self, FtStageThen then, gpointer data)
{
  gboolean can_keep;
  CloseData *close;
  GtkWidget *dialog;

  g_return_val_if_fail (FT_IS_GAME_FILES (self), TRUE);

  if (!self->confirm_discard || !game_in_progress (self))
    return TRUE;
  can_keep = ft_record_keeper_get_autosave_path (self->keeper) != NULL
             && (record_flags (self) & FT_RECORD_AUTOSAVE) != 0;
  dialog = adw_message_dialog_new (ft_game_stage_get_window (self->stage), _("Keep the Game for Later?"),
                                   can_keep ? _("The game is not over. Keep it to play on at the next start, "
                                                "with the clocks as they are now, save it to a file, or "
                                                "discard it.")
                                            : _("The game is not over and not saved. Save it to a file, or "
                                                "discard it."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "discard",
                                    _("_Discard"), "save", _("_Save As…"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard", ADW_RESPONSE_DESTRUCTIVE);
  if (can_keep)
    {
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "keep", _("_Keep for Later"));
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "keep", ADW_RESPONSE_SUGGESTED);
    }
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), can_keep ? "keep" : "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  close = g_new (CloseData, 1);
  close->files = g_object_ref (self);
  close->then = then;
  close->data = data;
  g_signal_connect (dialog, "response", G_CALLBACK (close_response_cb), close);
  gtk_window_present (GTK_WINDOW (dialog));
  return FALSE;
}

/* ---- Save -------------------------------------------------------------------- */

static gboolean
save_to (FtGameFiles *self, const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *basename = g_path_get_basename (path);
  g_autofree char *message = NULL;

  if (!ft_record_keeper_save (self->keeper, path, &error))
    {
      show_error (self, _("Could Not Save the Game"), error->message);
      return FALSE;
    }
  message = g_strdup_printf (_("Saved as %s"), basename);
  show_toast (self, message);
  return TRUE;
}

/* A Save As in flight: what runs once the game is saved (closing). */
typedef struct
{
  FtGameFiles *files;
  FtStageThen then;
  gpointer data;
} SaveAs;

static void
save_response_cb (GtkNativeDialog *chooser, int response, gpointer user_data)
{
  SaveAs *save = user_data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
      g_autofree char *path = g_file_get_path (file);

      if (path != NULL && save_to (save->files, path) && save->then != NULL)
        save->then (save->data);
    }
  g_object_unref (chooser);
  g_object_unref (save->files);
  g_free (save);
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
is_checkers (FtGameFiles *self)
{
  FtGame *game = ft_game_stage_get_game (self->stage);

  return game != NULL && ft_game_get_kind (game) == FT_GAME_KIND_CHECKERS;
}

/* Save As, then `then` (with `data`; NULL: nothing) once saved. */
static void
save_as_then (FtGameFiles *self, FtStageThen then, gpointer data)
{
  GtkFileChooserNative *chooser;
  SaveAs *save;
  gboolean checkers = is_checkers (self);
  g_autoptr (GtkFileFilter) filter = checkers ? pdn_filter () : pgn_filter ();
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *name = g_date_time_format (now, checkers ? "fourteen-%Y-%m-%d-%H%M.pdn"
                                                            : "fourteen-%Y-%m-%d-%H%M.pgn");

  if (ft_game_stage_get_game (self->stage) == NULL || ft_game_stage_is_frozen (self->stage))
    return;
  chooser = gtk_file_chooser_native_new (_("Save Game"), ft_game_stage_get_window (self->stage),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  /* Saves go to a Fourteen folder among the player's documents first. */
  {
    g_autofree char *folder = ft_game_files_dup_save_folder ();
    g_autoptr (GFile) folder_file = folder != NULL ? g_file_new_for_path (folder) : NULL;

    if (folder_file != NULL)
      gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder_file, NULL);
  }
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  save = g_new (SaveAs, 1);
  save->files = g_object_ref (self);
  save->then = then;
  save->data = data;
  g_signal_connect (chooser, "response", G_CALLBACK (save_response_cb), save);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
save_as_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED, gpointer user_data)
{
  save_as_then (user_data, NULL, NULL);
}

static void
save_action (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  FtGameFiles *self = user_data;
  const char *record_path = ft_record_keeper_get_record_path (self->keeper);

  if (record_path != NULL && ft_game_stage_get_game (self->stage) != NULL && !ft_game_stage_is_frozen (self->stage))
    save_to (self, record_path);
  else
    save_as_action (action, parameter, self);
}

gboolean
ft_game_files_save (FtGameFiles *self, const char *path)
{
  g_return_val_if_fail (FT_IS_GAME_FILES (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (ft_game_stage_get_game (self->stage) == NULL)
    return FALSE;
  return save_to (self, path);
}

/* ---- Open -------------------------------------------------------------------- */

/* A game read from a file or the clipboard replaces the one on the board. */
static void
adopt_game (FtGameFiles *self, FtGame *game, const FtGameSetup *setup, const char *path)
{
  ft_game_stage_start_game (self->stage, setup, game);
  /* An opened game is a record read, not a result of the player's: it is
   * not counted, even if played on to its end. */
  if (ft_game_stage_get_session (self->stage) != NULL)
    ft_record_keeper_set_session (self->keeper, ft_game_stage_get_session (self->stage), ft_game_stage_get_setup (self->stage),
                                  record_flags (self) & ~FT_RECORD_COUNT, path);
  else
    ft_record_keeper_set_record_path (self->keeper, path);
  if (ft_game_is_over (game))
    show_toast (self, _("The game is over: Alt+←/Alt+→ step through its moves"));
}

gboolean
ft_game_files_open (FtGameFiles *self, const char *path, GError **error)
{
  g_autoptr (FtGameSetup) setup = NULL;
  g_autoptr (FtGame) game = NULL;

  g_return_val_if_fail (FT_IS_GAME_FILES (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  game = ft_record_keeper_open (self->keeper, path, ft_game_stage_get_setup (self->stage), &setup, error);
  if (game == NULL)
    return FALSE;
  adopt_game (self, game, setup, path);
  return TRUE;
}

gboolean
ft_game_files_open_file (FtGameFiles *self, const char *path)
{
  g_autoptr (GError) error = NULL;

  g_return_val_if_fail (FT_IS_GAME_FILES (self), FALSE);

  if (ft_game_files_open (self, path, &error))
    return TRUE;
  show_error (self, _("Could Not Open the Game"), error->message);
  return FALSE;
}

static void
open_now (gpointer data)
{
  FtGameFiles *self = data;
  g_autofree char *path = g_steal_pointer (&self->pending_open_path);

  if (path != NULL)
    ft_game_files_open_file (self, path);
}

static void
open_response_cb (GtkNativeDialog *chooser, int response, gpointer user_data)
{
  FtGameFiles *self = FT_GAME_FILES (user_data);

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr (GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      g_free (self->pending_open_path);
      self->pending_open_path = g_file_get_path (file);
      if (ft_game_stage_may_replace (self->stage, open_now, self))
        open_now (self);
    }
  g_object_unref (chooser);
  g_object_unref (self);
}

static void
open_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED, gpointer user_data)
{
  FtGameFiles *self = user_data;
  GtkFileChooserNative *chooser;
  g_autoptr (GtkFileFilter) pgn = pgn_filter ();
  g_autoptr (GtkFileFilter) pdn = pdn_filter ();

  if (ft_game_stage_is_frozen (self->stage))
    return;
  chooser = gtk_file_chooser_native_new (_("Open Game"), ft_game_stage_get_window (self->stage),
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
copy_position_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED, gpointer user_data)
{
  FtGameFiles *self = user_data;
  FtGame *game = ft_game_stage_get_game (self->stage);
  g_autoptr (FtRuleset) shown = NULL;
  g_autofree char *fen = NULL;

  if (game == NULL)
    return;
  /* Fog of war: the FEN would show the whole board. */
  if (ft_game_stage_get_fog_viewer (self->stage) >= 0 && !ft_game_is_over (game))
    {
      show_toast (self, _("The position cannot be copied during a game with fog of war"));
      return;
    }
  /* The rules' own FEN: chess's, or checkers' PDN FEN (docs/formats.md). */
  shown = ft_game_dup_rules_at (game, ft_board_model_get_shown_ply (ft_game_stage_get_board_model (self->stage)));
  fen = ft_ruleset_write_position (shown);
  gdk_clipboard_set_text (clipboard (self), fen);
  show_toast (self, _("Position copied"));
}

typedef struct _PasteData
{
  FtGameFiles *files;
  FtGameSetup *setup;
  FtGame *game; /* NULL: a position, setup->start */
} PasteData;

static void
paste_data_free (PasteData *data)
{
  g_object_unref (data->files);
  ft_game_setup_free (data->setup);
  g_clear_object (&data->game);
  g_free (data);
}

static void
paste_now (gpointer user_data)
{
  FtGameFiles *self = user_data;
  PasteData *data = g_steal_pointer (&self->pending_paste);

  if (data == NULL)
    return;
  if (data->game != NULL)
    adopt_game (self, data->game, data->setup, NULL);
  else
    {
      ft_game_stage_start (self->stage, data->setup);
      /* Which rules the board size chose (8×8 standard chess, 14×14 Fourteen). */
      AdwToast *toast = adw_toast_new (data->setup->start->rules == FT_RULES_STANDARD
                                         ? _("The pasted position is played by standard chess rules")
                                         : _("The pasted position is played by Fourteen’s rules"));

      adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
      ft_game_stage_add_toast (self->stage, toast);
    }
  paste_data_free (data);
}

static void
paste_response_cb (AdwMessageDialog *dialog G_GNUC_UNUSED, const char *response, gpointer user_data)
{
  PasteData *data = user_data;

  if (g_strcmp0 (response, "load") == 0)
    {
      g_clear_pointer (&data->files->pending_paste, paste_data_free);
      data->files->pending_paste = data;
      if (ft_game_stage_may_replace (data->files->stage, paste_now, data->files))
        paste_now (data->files);
      return;
    }
  paste_data_free (data);
}

/* A FEN (one line): an 8×8 board under standard chess rules, any other
 * under Fourteen's (14×14, the fairy boards), else the rules of the
 * window's game; the first error if neither reads it. */
static gboolean
parse_pasted_fen (FtGameFiles *self, const char *text, FtPosition *position, GError **error)
{
  g_autofree char *line = g_strstrip (g_strdup (text));
  FtRules rules = ft_game_stage_get_setup (self->stage) != NULL ? ft_game_stage_get_setup (self->stage)->start->rules : FT_RULES_FOURTEEN;
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
ft_game_files_offer_pasted_text (FtGameFiles *self, const char *text)
{
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
  data->files = g_object_ref (self);
  data->setup = ft_game_setup_copy (ft_game_stage_get_setup (self->stage));
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

      data->game = ft_game_record_read (text, -1, _("Pasted text"), ft_game_stage_get_setup (self->stage), &setup, NULL, &error);
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
  dialog = adw_message_dialog_new (ft_game_stage_get_window (self->stage), heading,
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
  g_autoptr (FtGameFiles) self = FT_GAME_FILES (user_data);
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, NULL);

  if (text == NULL || *text == '\0')
    {
      show_toast (self, _("The clipboard holds no position or game"));
      return;
    }
  ft_game_files_offer_pasted_text (self, text);
}

static void
paste_action (GSimpleAction *action G_GNUC_UNUSED, GVariant *parameter G_GNUC_UNUSED, gpointer user_data)
{
  FtGameFiles *self = user_data;

  if (ft_game_stage_is_frozen (self->stage) || ft_game_stage_get_setup (self->stage) == NULL)
    return;
  gdk_clipboard_read_text_async (clipboard (self), NULL, paste_read_cb,
                                 g_object_ref (self));
}

/* ---- The save folder and the statistics --------------------------------------- */

char *
ft_game_files_dup_save_folder (void)
{
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);
  g_autofree char *folder = NULL;

  /* Without a documents folder (a bare home), the home itself: GTK's own
   * fallback, never a data folder of ours. */
  if (documents == NULL || g_strcmp0 (documents, g_get_home_dir ()) == 0)
    return g_strdup (g_get_home_dir ());
  /* TRANSLATORS: the folder among the user's documents where games are saved */
  folder = g_build_filename (documents, _("Fourteen"), NULL);
  if (g_mkdir_with_parents (folder, 0755) != 0)
    return g_strdup (documents);
  return g_steal_pointer (&folder);
}

void
ft_game_files_set_statistics_dir (FtGameFiles *self, const char *dir)
{
  g_return_if_fail (FT_IS_GAME_FILES (self));

  ft_record_keeper_set_statistics_dir (self->keeper, dir);
  ft_game_stage_update_status (self->stage);
}

/* ---- The object -------------------------------------------------------------- */

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
  if (self->stage != NULL)
    g_signal_handlers_disconnect_by_data (self->stage, self);
  g_clear_weak_pointer (&self->stage);
  g_clear_weak_pointer (&self->puzzles);
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

static void
game_shown_cb (FtGameStage *stage G_GNUC_UNUSED, gboolean existing G_GNUC_UNUSED, gpointer user_data)
{
  keep (FT_GAME_FILES (user_data));
}

FtGameFiles *
ft_game_files_new (FtGameStage *stage, FtPuzzleRun *puzzles, GActionMap *actions)
{
  static const GActionEntry entries[] = {
    { "open", open_action, NULL, NULL, NULL, { 0 } },
    { "save", save_action, NULL, NULL, NULL, { 0 } },
    { "save-as", save_as_action, NULL, NULL, NULL, { 0 } },
    { "copy-position", copy_position_action, NULL, NULL, NULL, { 0 } },
    { "paste", paste_action, NULL, NULL, NULL, { 0 } },
  };
  FtGameFiles *self;

  g_return_val_if_fail (FT_IS_GAME_STAGE (stage), NULL);
  g_return_val_if_fail (FT_IS_PUZZLE_RUN (puzzles), NULL);
  g_return_val_if_fail (G_IS_ACTION_MAP (actions), NULL);

  self = g_object_new (FT_TYPE_GAME_FILES, NULL);
  g_set_weak_pointer (&self->stage, stage);
  g_set_weak_pointer (&self->puzzles, puzzles);
  /* The keeper follows each game shown; the old one goes with it. */
  g_signal_connect (stage, "game-shown", G_CALLBACK (game_shown_cb), self);
  g_action_map_add_action_entries (actions, entries, G_N_ELEMENTS (entries), self);
  return self;
}
