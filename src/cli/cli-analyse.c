/* cli-analyse.c — `fourteen-cli analyse`: the analysis of a position, its
 * best lines printed as they deepen (FtAnalysis, the window's analysis), or
 * with --pgn a game review: the game written back as PGN with each move's
 * evaluation and, where a move lost 100 centipawns or more, the best line
 * instead. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cli-common.h"
#include "cli.h"
#include "ft-analysis.h"
#include "ft-config.h"
#include "ft-game-record.h"
#include "ft-pgn.h"
#include "ft-san.h"

#define REVIEW_DEFAULT_MS 500
#define POSITION_DEFAULT_MS 3000
/* A mate counts as this much in the review's arithmetic. */
#define REVIEW_MATE_CP 10000
#define MISTAKE_CP 100
#define BLUNDER_CP 300

typedef struct {
  GMainLoop *loop;
  const FtPosition *pos;
  gboolean print;
} Session;

/* The line's moves in SAN with move numbers ("12. Nf3 Nc6 13. e4" or
 * "12... Nc6 13. e4"), at most max_moves of them. */
static void
append_san_line (GString *out, const FtPosition *start, const FtMove *moves, guint n_moves,
                 guint max_moves)
{
  FtPosition *pos = g_memdup2 (start, sizeof *start);

  for (guint i = 0; i < MIN (n_moves, max_moves); i++)
    {
      char san[FT_SAN_MAX];

      if (pos->side_to_move == FT_WHITE)
        g_string_append_printf (out, "%s%u. ", i > 0 ? " " : "", pos->fullmove_number);
      else if (i == 0)
        g_string_append_printf (out, "%u... ", pos->fullmove_number);
      else
        g_string_append_c (out, ' ');
      g_string_append (out, ft_san_write (pos, moves[i], san));
      ft_position_make_move (pos, moves[i]);
    }
  g_free (pos);
}

static int
white_score (const FtPosition *pos, int score)
{
  return pos->side_to_move == FT_WHITE ? score : -score;
}

static void
on_updated (FtAnalysis *analysis, Session *session)
{
  if (!session->print)
    return;
  for (guint i = 0; i < ft_analysis_get_n_lines (analysis); i++)
    {
      const FtAnalysisLine *line = ft_analysis_get_line (analysis, i);
      g_autoptr (GString) text = g_string_new (NULL);
      char score[16];

      append_san_line (text, session->pos, line->moves, line->n_moves, line->n_moves);
      printf ("depth %2d  line %u  %6s  %s  (%" G_GUINT64_FORMAT " nodes, %.2f s)\n", line->depth,
              line->rank, ft_analysis_format_white_score (white_score (session->pos, line->score), score),
              text->str, line->nodes, line->time_ms / 1000.0);
    }
  fflush (stdout);
}

static void
on_finished (FtAnalysis *analysis, Session *session)
{
  g_main_loop_quit (session->loop);
}

/* Analyses pos until the limits; FALSE if there is nothing to analyse. */
static gboolean
analyse_position (FtAnalysis *analysis, Session *session, const FtPosition *pos, gint64 movetime_ms,
                  int depth)
{
  session->pos = pos;
  if (!ft_analysis_start (analysis, pos, movetime_ms, depth))
    return FALSE;
  g_main_loop_run (session->loop);
  return TRUE;
}

/* ---- Game review ------------------------------------------------------------ */

typedef struct {
  int score;          /* for the side to move; REVIEW_MATE_CP-scaled mates */
  gboolean mate;      /* score is a mate: exact_score holds it */
  int exact_score;    /* the search's score (FT_SCORE_MATE style) */
  gboolean over;      /* no legal move: the game ended here */
  FtAnalysisLine best;
} Judgement;

/* A search score as centipawns for the arithmetic of losses. */
static int
review_cp (int score)
{
  int moves;

  if (!ft_analysis_score_is_mate (score, &moves))
    return score;
  return moves > 0 ? REVIEW_MATE_CP - moves : -REVIEW_MATE_CP - moves;
}

static void
judge (FtAnalysis *analysis, Session *session, const FtPosition *pos, gint64 movetime_ms, int depth,
       Judgement *j)
{
  FtResultReason reason;

  memset (j, 0, sizeof *j);
  if (!analyse_position (analysis, session, pos, movetime_ms, depth)
      || ft_analysis_get_n_lines (analysis) == 0)
    {
      /* Mated, stalemated (or stopped before depth 1: count it even). */
      FtResult result = ft_position_result (pos, &reason);

      j->over = result != FT_RESULT_NONE;
      j->exact_score = result != FT_RESULT_NONE && result != FT_RESULT_DRAW ? -FT_SCORE_MATE : 0;
    }
  else
    {
      j->best = *ft_analysis_get_line (analysis, 0);
      j->exact_score = j->best.score;
    }
  j->score = review_cp (j->exact_score);
}

/* Appends text to the movetext, wrapping lines under 80 columns. */
static void
emit (GString *out, gsize *column, const char *text)
{
  gsize length = strlen (text);

  if (*column > 0 && *column + 1 + length > 79)
    {
      g_string_append_c (out, '\n');
      *column = 0;
    }
  else if (*column > 0)
    {
      g_string_append_c (out, ' ');
      (*column)++;
    }
  g_string_append (out, text);
  *column += length;
}

/* The annotated movetext of one move: number, SAN, NAG, evaluation, and
 * the best line where the move lost MISTAKE_CP or more. TRUE if anything
 * follows the move itself (then Black's next move needs its number). */
static gboolean
annotate_move (GString *out, gsize *column, const FtPosition *pos, FtMove move, gboolean number,
               const Judgement *before, const Judgement *after)
{
  char san[FT_SAN_MAX], score[16], text[96];
  int loss = before->score + after->score; /* best minus what the move kept */
  gboolean mistake = !before->over && before->best.n_moves > 0 && before->best.moves[0] != move
                     && loss >= MISTAKE_CP;
  gboolean more = FALSE;

  if (pos->side_to_move == FT_WHITE || number)
    {
      g_snprintf (text, sizeof text, "%u%s", pos->fullmove_number,
                  pos->side_to_move == FT_WHITE ? "." : "...");
      emit (out, column, text);
    }
  emit (out, column, ft_san_write (pos, move, san));
  if (mistake)
    emit (out, column, loss >= BLUNDER_CP ? "$4" : "$2");
  if (!after->over)
    {
      /* The evaluation after the move, from White's side, in lichess's form
       * ("0.35", "-1.20", "#3"). */
      const char *eval = ft_analysis_format_white_score (-white_score (pos, after->exact_score), score);

      g_snprintf (text, sizeof text, "{ [%%eval %s] }", eval[0] == '+' ? eval + 1 : eval);
      emit (out, column, text);
      more = TRUE;
    }
  if (mistake)
    {
      g_autoptr (GString) line = g_string_new ("(");
      g_auto (GStrv) words = NULL;

      append_san_line (line, pos, before->best.moves, before->best.n_moves, 8);
      g_string_append_printf (line, " { best: %s } )",
                              ft_analysis_format_white_score (white_score (pos, before->exact_score), score));
      /* Word by word, so that the variation wraps too. */
      words = g_strsplit (line->str, " ", -1);
      for (guint i = 0; words[i] != NULL; i++)
        if (words[i][0] != '\0')
          emit (out, column, words[i]);
      more = TRUE;
    }
  return more;
}

static const char *
result_token (FtResult result)
{
  switch (result)
    {
    case FT_RESULT_WHITE_WINS: return "1-0";
    case FT_RESULT_BLACK_WINS: return "0-1";
    case FT_RESULT_DRAW: return "1/2-1/2";
    case FT_RESULT_NONE:
    default: return "*";
    }
}

/* The review of the first game of path; FALSE (and a message) on error. */
static gboolean
review_game (FtAnalysis *analysis, Session *session, const char *path, const char *config_path,
             gint64 movetime_ms, int depth)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr (FtPgnReader) reader = NULL;
  g_autoptr (FtPgnGame) game = NULL;
  g_autoptr (FtConfig) config = NULL;
  g_autoptr (GString) out = g_string_new (NULL);
  g_autofree Judgement *judgements = NULL;
  g_autofree FtPosition *pos = NULL;
  guint line = 1, column = 1;
  gsize movetext_column = 0;
  gboolean number = TRUE;
  gsize length = 0;
  guint n;

  if (config_path != NULL)
    {
      g_autoptr (GPtrArray) problems = ft_problem_list_new ();

      config = ft_config_load (config_path, problems);
      if (config == NULL)
        {
          fprintf (stderr, "fourteen-cli analyse: %s cannot be used\n", config_path);
          return FALSE;
        }
    }
  text = ft_game_record_read_file (path, &length, &error);
  if (text != NULL)
    {
      reader = ft_pgn_reader_new (text, length);
      if (config != NULL)
        ft_pgn_reader_set_custom_kinds (reader, ft_config_get_custom_kinds (config));
      game = ft_pgn_reader_next (reader, &line, &column, &error);
    }
  if (game == NULL)
    {
      if (error != NULL && error->domain == FT_PGN_ERROR)
        fprintf (stderr, "%s:%u:%u: %s\n", path, line, column, error->message);
      else
        fprintf (stderr, "fourteen-cli analyse: %s\n", error != NULL ? error->message : "no game");
      return FALSE;
    }

  /* Judge every position of the game, the last one included. */
  n = game->moves->len;
  judgements = g_new0 (Judgement, n + 1);
  pos = g_memdup2 (game->start, sizeof *game->start);
  session->print = FALSE;
  for (guint i = 0; i <= n; i++)
    {
      fprintf (stderr, "analysing position %u of %u\r", i + 1, n + 1);
      judge (analysis, session, pos, movetime_ms, depth, &judgements[i]);
      if (i < n)
        {
          FtMove move = g_array_index (game->moves, FtMove, i);

          if (move == FT_MOVE_NONE)
            ft_position_make_null_move (pos);
          else
            ft_position_make_move (pos, move);
        }
    }
  fprintf (stderr, "\n");

  /* The tags as they were, and who annotated. */
  for (guint i = 0; i < game->tag_names->len; i++)
    g_string_append_printf (out, "[%s \"%s\"]\n", (const char *) game->tag_names->pdata[i],
                            (const char *) game->tag_values->pdata[i]);
  g_string_append_printf (out, "[Annotator \"Fourteen %s, %s\"]\n\n", PACKAGE_VERSION,
                          depth > 0 ? "fixed depth" : "timed search");

  g_free (pos);
  pos = g_memdup2 (game->start, sizeof *game->start);
  for (guint i = 0; i < n; i++)
    {
      FtMove move = g_array_index (game->moves, FtMove, i);

      if (move == FT_MOVE_NONE)
        {
          emit (out, &movetext_column, "--");
          ft_position_make_null_move (pos);
          number = TRUE;
          continue;
        }
      number = annotate_move (out, &movetext_column, pos, move, number || i == 0, &judgements[i],
                              &judgements[i + 1]);
      ft_position_make_move (pos, move);
    }
  emit (out, &movetext_column, result_token (game->result));
  printf ("%s\n", out->str);
  return TRUE;
}

/* ---- The command --------------------------------------------------------------- */

int
ft_cli_analyse (int argc, char **argv)
{
  g_autofree char *fen = NULL;
  g_autofree char *config_path = NULL;
  g_autofree char *rules_name = NULL;
  g_autofree char *pgn_path = NULL;
  gint64 movetime = -1;
  int depth = 0, multipv = 1, threads = 1, hash_mb = 64;
  g_autoptr (GError) error = NULL;
  GOptionEntry entries[] = {
    { "fen", 0, 0, G_OPTION_ARG_FILENAME, &fen, "Position to analyse", "FEN" },
    { "config", 0, 0, G_OPTION_ARG_FILENAME, &config_path, "Start position (or rules) of this config", "FILE" },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_name, "fourteen (default) or standard", "R" },
    { "pgn", 0, 0, G_OPTION_ARG_FILENAME, &pgn_path, "Review the first game of FILE", "FILE" },
    { "multipv", 0, 0, G_OPTION_ARG_INT, &multipv, "Show the K best lines (default 1)", "K" },
    { "movetime", 0, 0, G_OPTION_ARG_INT64, &movetime, "Think this long (a position: 3000, each move of a game: 500)", "MS" },
    { "depth", 0, 0, G_OPTION_ARG_INT, &depth, "Search to this depth instead", "N" },
    { "threads", 0, 0, G_OPTION_ARG_INT, &threads, "Search with N threads (default 1)", "N" },
    { "hash", 0, 0, G_OPTION_ARG_INT, &hash_mb, "Transposition table size (default 64)", "MB" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("- the best lines of a position, or a game review");
  g_autoptr (FtAnalysis) analysis = NULL;
  g_autofree FtPosition *pos = g_new (FtPosition, 1);
  Session session = { 0 };
  gboolean ok;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc > 1)
    {
      fprintf (stderr, "fourteen-cli analyse: %s\n", error != NULL ? error->message : "bad arguments (see --help)");
      return 2;
    }
  if ((movetime != -1 && (movetime < 1 || movetime > FT_SEARCH_MAX_TIME_MS))
      || depth < 0 || depth > FT_SEARCH_MAX_PLY - 4 || multipv < 1 || multipv > FT_SEARCH_MAX_MULTIPV
      || threads < 1 || threads > FT_SEARCH_MAX_THREADS || hash_mb < 1 || hash_mb > 4096
      || (pgn_path != NULL && fen != NULL))
    {
      fprintf (stderr, "fourteen-cli analyse: --movetime must be 1 to 2147483647 ms, --depth 1 to 92, "
                       "--multipv 1 to 500, --threads 1 to 64, --hash 1 to 4096; --pgn takes no --fen\n");
      return 2;
    }
  if (movetime == -1 && depth == 0)
    movetime = pgn_path != NULL ? REVIEW_DEFAULT_MS : POSITION_DEFAULT_MS;

  analysis = ft_analysis_new ();
  g_object_set (analysis, "multipv", pgn_path != NULL ? 1 : multipv, "threads", threads, "hash-size",
                hash_mb, NULL);
  session.loop = g_main_loop_new (NULL, FALSE);
  session.print = TRUE;
  g_signal_connect (analysis, "updated", G_CALLBACK (on_updated), &session);
  g_signal_connect (analysis, "finished", G_CALLBACK (on_finished), &session);

  if (pgn_path != NULL)
    ok = review_game (analysis, &session, pgn_path, config_path, MAX (movetime, 0), depth);
  else if (!ft_cli_load_position (fen, config_path, rules_name, pos))
    ok = FALSE;
  else if (!analyse_position (analysis, &session, pos, MAX (movetime, 0), depth))
    {
      fprintf (stderr, "fourteen-cli analyse: nothing to analyse: %s\n",
               pos->fog ? "fog of war hides the board" : "the side to move has no legal move");
      ok = FALSE;
    }
  else
    {
      const FtAnalysisLine *best = ft_analysis_get_line (analysis, 0);
      char san[FT_SAN_MAX], uci[8], score[16];

      printf ("best move %s (%s), %s at depth %d\n", ft_san_write (pos, best->moves[0], san),
              ft_position_move_to_string (pos, best->moves[0], uci),
              ft_analysis_format_white_score (white_score (pos, best->score), score), best->depth);
      ok = TRUE;
    }
  g_main_loop_unref (session.loop);
  return ok ? 0 : 2;
}
