/* ft-puzzle.c — see ft-puzzle.h. */
#include "config.h"

#include "ft-puzzle.h"
#include "ft-text-file.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "ft-human-player.h"
#include "ft-mate.h"
#include "ft-scripted-player.h"

struct _FtPuzzle
{
  GObject parent_instance;

  FtConfig *config;
  guint index;
  char *records_path;
  FtSession *session;
  FtScriptedPlayer *computer;
  FtColour player_colour;

  guint wrong_moves;
  gboolean solved;
  /* While the player's moves are those of the solution, the computer
   * answers with the solution's replies. */
  gboolean on_script;
  const char *message; /* static or owned by goal_text */
  char *goal_text;
  guint take_back_delay_ms;
  guint take_back_id;
  guint take_back_to; /* plies kept by the pending takeback */
};

enum {
  PROP_0,
  PROP_WRONG_MOVES,
  PROP_SOLVED,
  PROP_MESSAGE,
  N_PROPS
};

enum {
  SIGNAL_WRONG_MOVE,
  SIGNAL_SOLVED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (FtPuzzle, ft_puzzle, G_TYPE_OBJECT)

static void
set_message (FtPuzzle *self, const char *message)
{
  if (self->message == message)
    return;
  self->message = message;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MESSAGE]);
}

static gboolean
take_back_cb (gpointer data)
{
  FtPuzzle *self = data;

  self->take_back_id = 0;
  ft_session_take_back_to (self->session, self->take_back_to);
  return G_SOURCE_REMOVE;
}

/* Did `move`, just played from `before`, keep a forced mate within
 * `moves_left` moves (this one included)? */
static gboolean
move_keeps_mate (const FtPosition *before, FtMove move, guint moves_left)
{
  FtMoveList *moves = g_new (FtMoveList, 1);
  gboolean found = FALSE;

  ft_mate_find_first_moves (before, moves_left, moves, NULL);
  for (guint i = 0; i < moves->count && !found; i++)
    found = moves->moves[i] == move;
  g_free (moves);
  return found;
}

static void
player_moved (FtPuzzle *self, FtMove move)
{
  const FtConfigLevel *level = ft_config_get_level (self->config, self->index);
  FtGame *game = ft_session_get_game (self->session);
  guint ply = ft_game_get_n_moves (game); /* the player's move is ply - 1 (0-based) */
  guint moves_left = level->goal_moves - (ply - 1) / 2;
  FtPosition *before = g_new (FtPosition, 1);
  const FtPosition *now = ft_game_get_position (game);
  FtResultReason reason = FT_REASON_NONE;
  gboolean mate = ft_position_result (now, &reason) != FT_RESULT_NONE
                  && reason == FT_REASON_CHECKMATE;

  ft_game_copy_position_at (game, ply - 1, before);
  if (mate)
    {
      g_autoptr (GError) error = NULL;

      self->solved = TRUE;
      set_message (self, _("Solved!"));
      if (self->records_path != NULL
          && !ft_puzzle_records_mark_solved (self->records_path, level->name, self->wrong_moves,
                                             &error))
        g_warning ("%s", error->message);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SOLVED]);
      g_signal_emit (self, signals[SIGNAL_SOLVED], 0);
    }
  else if (moves_left > 1 && move_keeps_mate (before, move, moves_left))
    {
      FtMove reply = FT_MOVE_NONE;
      guint n_solution = g_strv_length (level->solution);

      set_message (self, self->goal_text);
      if (self->on_script && ply < n_solution
          && ft_position_parse_move (before, level->solution[ply - 1]) == move)
        reply = ft_position_parse_move (now, level->solution[ply]);
      if (reply == FT_MOVE_NONE)
        {
          /* Another way to the mate: the computer defends on its own. */
          self->on_script = FALSE;
          reply = ft_mate_best_defence (now, moves_left - 1);
        }
      ft_scripted_player_set_next_move (self->computer, reply);
    }
  else
    {
      self->wrong_moves++;
      set_message (self, _("Not the solution — try again"));
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WRONG_MOVES]);
      g_signal_emit (self, signals[SIGNAL_WRONG_MOVE], 0, (guint) move);
      self->take_back_to = ply - 1;
      g_clear_handle_id (&self->take_back_id, g_source_remove);
      self->take_back_id = g_timeout_add (self->take_back_delay_ms, take_back_cb, self);
    }
  g_free (before);
}

static void
move_played_cb (FtSession *session G_GNUC_UNUSED, const FtGameMove *played, gpointer user_data)
{
  FtMove move = ft_game_move_get_chess (played);
  FtPuzzle *self = FT_PUZZLE (user_data);
  FtGame *game = ft_session_get_game (self->session);

  /* The side that moved is the one not to move now. */
  if (move != FT_MOVE_NONE && ft_game_get_turn (game) != self->player_colour)
    player_moved (self, move);
}

static void
ft_puzzle_dispose (GObject *object)
{
  FtPuzzle *self = FT_PUZZLE (object);

  g_clear_handle_id (&self->take_back_id, g_source_remove);
  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      ft_session_stop (self->session);
    }
  g_clear_object (&self->session);
  g_clear_object (&self->computer);
  g_clear_object (&self->config);
  G_OBJECT_CLASS (ft_puzzle_parent_class)->dispose (object);
}

static void
ft_puzzle_finalize (GObject *object)
{
  FtPuzzle *self = FT_PUZZLE (object);

  g_free (self->records_path);
  g_free (self->goal_text);
  G_OBJECT_CLASS (ft_puzzle_parent_class)->finalize (object);
}

static void
ft_puzzle_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  FtPuzzle *self = FT_PUZZLE (object);

  switch (prop_id)
    {
    case PROP_WRONG_MOVES:
      g_value_set_uint (value, self->wrong_moves);
      break;
    case PROP_SOLVED:
      g_value_set_boolean (value, self->solved);
      break;
    case PROP_MESSAGE:
      g_value_set_string (value, self->message);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ft_puzzle_class_init (FtPuzzleClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = ft_puzzle_dispose;
  object_class->finalize = ft_puzzle_finalize;
  object_class->get_property = ft_puzzle_get_property;

  properties[PROP_WRONG_MOVES] =
    g_param_spec_uint ("wrong-moves", NULL, "Wrong moves taken back so far", 0, G_MAXUINT, 0,
                       flags);
  properties[PROP_SOLVED] =
    g_param_spec_boolean ("solved", NULL, "The player has mated", FALSE, flags);
  properties[PROP_MESSAGE] =
    g_param_spec_string ("message", NULL, "What to tell the player now", NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A wrong move (guint FtMove) was played; it is taken back after the
   * delay. */
  signals[SIGNAL_WRONG_MOVE] = g_signal_new ("wrong-move", G_TYPE_FROM_CLASS (klass),
                                             G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                             G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[SIGNAL_SOLVED] = g_signal_new ("solved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ft_puzzle_init (FtPuzzle *self)
{
  self->on_script = TRUE;
}

FtPuzzle *
ft_puzzle_new (FtConfig *config, guint index, const char *records_path, GError **error)
{
  g_autoptr (FtPuzzle) self = NULL;
  g_autoptr (GPtrArray) problems = ft_problem_list_new ();
  g_autoptr (FtHumanPlayer) human = NULL;
  g_autoptr (FtGame) game = NULL;
  FtPosition *start;
  const FtConfigLevel *level;

  g_return_val_if_fail (FT_IS_CONFIG (config), NULL);
  g_return_val_if_fail (index < ft_config_get_n_levels (config), NULL);

  level = ft_config_get_level (config, index);
  start = g_new (FtPosition, 1);
  if (!ft_config_load_level_position (config, index, start, problems))
    {
      g_autofree char *text = ft_problem_list_to_string (problems);

      g_set_error_literal (error, FT_ERROR, FT_ERROR_CONFIG, text);
      g_free (start);
      return NULL;
    }

  self = g_object_new (FT_TYPE_PUZZLE, NULL);
  self->config = g_object_ref (config);
  self->index = index;
  self->records_path = g_strdup (records_path);
  self->player_colour = level->to_move;
  self->goal_text = ft_puzzle_get_goal_text (self);
  self->message = self->goal_text;

  game = ft_game_new_with_clock (start, level->to_move, ft_clock_new_untimed ());
  g_free (start);
  human = ft_human_player_new (_("You"));
  self->computer = ft_scripted_player_new (_("Computer"));
  if (level->to_move == FT_WHITE)
    self->session = ft_session_new_with_players (game, FT_PLAYER (human),
                                                 FT_PLAYER (self->computer));
  else
    self->session = ft_session_new_with_players (game, FT_PLAYER (self->computer),
                                                 FT_PLAYER (human));
  /* After the interface's own handlers: the move is shown before the
   * verdict on it. */
  g_signal_connect_after (self->session, "move-played", G_CALLBACK (move_played_cb), self);
  return g_steal_pointer (&self);
}

FtSession *
ft_puzzle_get_session (FtPuzzle *self)
{
  g_return_val_if_fail (FT_IS_PUZZLE (self), NULL);
  return self->session;
}

FtConfig *
ft_puzzle_get_config (FtPuzzle *self)
{
  g_return_val_if_fail (FT_IS_PUZZLE (self), NULL);
  return self->config;
}

guint
ft_puzzle_get_index (FtPuzzle *self)
{
  g_return_val_if_fail (FT_IS_PUZZLE (self), 0);
  return self->index;
}

const FtConfigLevel *
ft_puzzle_get_level (FtPuzzle *self)
{
  g_return_val_if_fail (FT_IS_PUZZLE (self), NULL);
  return ft_config_get_level (self->config, self->index);
}

char *
ft_puzzle_get_goal_text (FtPuzzle *self)
{
  const FtConfigLevel *level = ft_puzzle_get_level (self);

  if (level->to_move == FT_WHITE)
    return g_strdup_printf (ngettext ("White to move: mate in %u", "White to move: mate in %u",
                                      level->goal_moves), level->goal_moves);
  return g_strdup_printf (ngettext ("Black to move: mate in %u", "Black to move: mate in %u",
                                    level->goal_moves), level->goal_moves);
}

const char *
ft_puzzle_get_message (FtPuzzle *self)
{
  g_return_val_if_fail (FT_IS_PUZZLE (self), NULL);
  return self->message;
}

guint
ft_puzzle_get_wrong_moves (FtPuzzle *self)
{
  g_return_val_if_fail (FT_IS_PUZZLE (self), 0);
  return self->wrong_moves;
}

gboolean
ft_puzzle_is_solved (FtPuzzle *self)
{
  g_return_val_if_fail (FT_IS_PUZZLE (self), FALSE);
  return self->solved;
}

void
ft_puzzle_set_take_back_delay (FtPuzzle *self, guint ms)
{
  g_return_if_fail (FT_IS_PUZZLE (self));
  self->take_back_delay_ms = ms;
}

gboolean
ft_puzzle_is_settled (FtPuzzle *self)
{
  FtGame *game;

  g_return_val_if_fail (FT_IS_PUZZLE (self), TRUE);
  game = ft_session_get_game (self->session);
  return self->take_back_id == 0
         && (ft_game_is_over (game) || ft_game_get_turn (game) == self->player_colour);
}

void
ft_puzzle_start (FtPuzzle *self)
{
  g_return_if_fail (FT_IS_PUZZLE (self));
  ft_session_start (self->session);
}

/* ---- Records ----------------------------------------------------------------- */

char *
ft_puzzle_get_default_records_path (void)
{
  const char *data_home = g_getenv ("XDG_DATA_HOME");

  if (data_home != NULL && g_path_is_absolute (data_home))
    return g_build_filename (data_home, "fourteen", "levels.ini", NULL);
  return g_build_filename (g_get_user_data_dir (), "fourteen", "levels.ini", NULL);
}

/* A GKeyFile group cannot hold brackets or control characters: those of a
 * level's name become parentheses and spaces. */
static char *
group_for_name (const char *level_name)
{
  char *group = g_strdup (level_name);

  for (char *c = group; *c != '\0'; c++)
    if (*c == '[')
      *c = '(';
    else if (*c == ']')
      *c = ')';
    else if ((guchar) *c < 0x20 || *c == 0x7f)
      *c = ' ';
  return group;
}

gboolean
ft_puzzle_records_is_solved (const char *path, const char *name)
{
  g_autoptr (GKeyFile) file = g_key_file_new ();
  g_autofree char *level_name = NULL;

  g_return_val_if_fail (path != NULL && name != NULL, FALSE);
  level_name = group_for_name (name);
  if (!ft_text_file_load_key_file (file, path, "puzzle progress file", G_KEY_FILE_NONE, NULL))
    return FALSE;
  return g_key_file_get_boolean (file, level_name, "solved", NULL);
}

gboolean
ft_puzzle_records_mark_solved (const char *path, const char *name, guint wrong_moves,
                               GError **error)
{
  g_autofree char *level_name = NULL;
  g_autoptr (GKeyFile) file = g_key_file_new ();
  g_autofree char *folder = g_path_get_dirname (path);
  g_autofree char *data = NULL;
  g_autoptr (GError) local_error = NULL;
  gsize length = 0;

  g_return_val_if_fail (path != NULL && name != NULL, FALSE);

  level_name = group_for_name (name);
  /* A missing file is the first record; an unreadable one is replaced. */
  ft_text_file_load_key_file (file, path, "puzzle progress file", G_KEY_FILE_KEEP_COMMENTS, NULL);
  /* The fewest wrong moves over all the times it was solved. */
  if (g_key_file_get_boolean (file, level_name, "solved", NULL))
    {
      guint best = (guint) g_key_file_get_uint64 (file, level_name, "wrong_moves", &local_error);

      if (local_error == NULL && best < wrong_moves)
        wrong_moves = best;
    }
  g_key_file_set_boolean (file, level_name, "solved", TRUE);
  g_key_file_set_uint64 (file, level_name, "wrong_moves", wrong_moves);
  data = g_key_file_to_data (file, &length, NULL);
  if (g_mkdir_with_parents (folder, 0700) != 0)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, "%s: cannot create the folder",
                   folder);
      return FALSE;
    }
  return g_file_set_contents (path, data, (gssize) length, error);
}
