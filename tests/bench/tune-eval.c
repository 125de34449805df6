/* tune-eval.c — Texel tuning of the evaluation's weights (ft-eval-params.h)
 * on positions of our own self-play games.
 *
 *   tune-eval --rules fourteen|standard [--positions N] [--iterations N]
 *             [--groups value,mobility,…] GAMES.pgn…
 *
 * The games are build-aux/gauntlet.py's PGN files (a [FEN] tag, a
 * [Result] tag and the moves in coordinate notation, each maybe followed
 * by a {score} comment). From each game it keeps the quiet positions: past
 * the first eight plies, the side to move not in check, and neither the
 * move before nor the move played a capture or a promotion. Each is
 * labelled with the game's result (1, ½, 0 for White). With
 * --score-weight W the label is (1 − W) × the result + W × the expected
 * result of the score the engine's search gave the position in the game
 * (the move's {score} comment, on the curve fitted to the results alone):
 * a game's result says little about a position forty moves before its
 * end, the search's score says something about each position, so that
 * fewer games carry more signal and the fit learns the games by heart
 * later.
 *
 * Every fifth game is kept apart as a validation set. The tuner fits the
 * scale K of the logistic curve that turns the evaluation into an expected
 * result, then changes one weight at a time by a step (halved when neither
 * direction helps) and keeps every change that lowers the mean squared
 * error between results and expectations on the other games. After each
 * pass it prints both errors and the weights; the pass with the lowest
 * validation error is the one to keep (printed again at the end), so that
 * the weights do not learn the games by heart. With --tied the middlegame
 * and endgame values of a pair move together (fewer weights for little
 * data).
 *
 * Never tune on games of other engines: the weights must be Fourteen's own.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ft-eval-params.h"
#include "ft-eval.h"
#include "ft-fen.h"

/* A position kept compactly: its pieces, the side to move and the castling
 * rights; the board
 * geometry comes from one of the templates. */
typedef struct {
  guint32 first_piece; /* index into pieces[] */
  guint8 n_pieces;
  guint8 template_index;
  guint8 side_to_move;
  gint8 result; /* 2 White won, 1 draw, 0 Black won */
  guint8 castling_rights;
  gint16 search; /* the search's score for White in the game, or NO_SEARCH */
  float target;  /* what the evaluation's curve should give: see --score-weight */
} Sample;

#define NO_SEARCH G_MININT16
/* Search scores beyond this are mates or lost causes: clamped. */
#define SEARCH_CLAMP 2000

typedef struct {
  guint16 square;
  guint8 piece;
} PlacedPiece;

typedef struct {
  FtRules rules;
  GArray *samples;  /* Sample, training */
  GArray *checks;   /* Sample, validation */
  int games;
  GArray *pieces;   /* PlacedPiece */
  GPtrArray *templates; /* FtPosition, empty boards of each size seen */
  FtPosition *work;
  double k;
} Tuner;

static const FtPosition *
template_for (Tuner *t, const FtPosition *pos, guint8 *index)
{
  for (guint i = 0; i < t->templates->len; i++)
    {
      const FtPosition *tp = t->templates->pdata[i];
      if (tp->files == pos->files && tp->ranks == pos->ranks)
        {
          *index = (guint8) i;
          return tp;
        }
    }
  FtPosition *tp = g_new0 (FtPosition, 1);
  ft_position_clear (tp, t->rules, pos->files, pos->ranks);
  g_ptr_array_add (t->templates, tp);
  *index = (guint8) (t->templates->len - 1);
  return tp;
}

static void
keep_sample (Tuner *t, const FtPosition *pos, int result, int search, GArray *into)
{
  Sample s = { t->pieces->len, 0, 0, (guint8) pos->side_to_move, (gint8) result, pos->castling_rights,
               (gint16) search, result / 2.0f };

  template_for (t, pos, &s.template_index);
  for (int c = 0; c < 2; c++)
    for (int i = 0; i < pos->piece_count[c]; i++)
      {
        PlacedPiece p = { pos->piece_list[c][i], pos->board[pos->piece_list[c][i]] };
        g_array_append_val (t->pieces, p);
        s.n_pieces++;
      }
  g_array_append_val (into, s);
}

/* Rebuilds a kept position in t->work: only what the evaluation reads. */
static const FtPosition *
load_sample (Tuner *t, const Sample *s)
{
  const FtPosition *tp = t->templates->pdata[s->template_index];
  FtPosition *pos = t->work;

  memcpy (pos, tp, G_STRUCT_OFFSET (FtPosition, custom));
  pos->side_to_move = s->side_to_move;
  pos->castling_rights = s->castling_rights;
  for (guint i = 0; i < s->n_pieces; i++)
    {
      const PlacedPiece *p = &g_array_index (t->pieces, PlacedPiece, s->first_piece + i);
      FtColour c = FT_PIECE_COLOUR (p->piece);

      pos->board[p->square] = p->piece;
      pos->piece_index[p->square] = pos->piece_count[c];
      pos->piece_list[c][pos->piece_count[c]++] = p->square;
      if (FT_PIECE_KIND (p->piece) == FT_KING)
        pos->king_square[c] = p->square;
    }
  return pos;
}

/* The {score} comment after a move (the search's score of the position
 * before it, written for White as gauntlet.py and selfplay-data write it),
 * clamped; NO_SEARCH without one. */
static int
search_for_white (const char *comment)
{
  char *end = NULL;
  gint64 score;

  if (comment == NULL || comment[0] != '{')
    return NO_SEARCH;
  score = g_ascii_strtoll (comment + 1, &end, 10);
  if (end == comment + 1 || *end != '}')
    return NO_SEARCH;
  return (int) CLAMP (score, -SEARCH_CLAMP, SEARCH_CLAMP);
}

/* One game of a gauntlet PGN: FEN, result and move list. */
static void
read_game (Tuner *t, const char *fen, const char *result_text, char **tokens, FtPosition *pos)
{
  g_autoptr (GError) error = NULL;
  int result;
  gboolean last_was_capture = FALSE;
  int ply = 0;

  if (strcmp (result_text, "1-0") == 0)
    result = 2;
  else if (strcmp (result_text, "0-1") == 0)
    result = 0;
  else if (strcmp (result_text, "1/2-1/2") == 0)
    result = 1;
  else
    return;
  if (!ft_fen_parse (fen, t->rules, pos, &error))
    return;
  t->games++;
  for (guint i = 0; tokens[i] != NULL; i++)
    {
      FtMove move;
      gboolean noisy;

      if (tokens[i][0] == '{' || tokens[i][0] == '\0' || strchr (tokens[i], '-') != NULL)
        continue;
      move = ft_position_parse_move (pos, tokens[i]);
      if (move == FT_MOVE_NONE || pos->history_length >= FT_MAX_GAME_PLY - 1)
        return;
      noisy = FT_MOVE_IS_CAPTURE (move) || FT_MOVE_PROMOTION (move) != FT_NO_KIND;
      if (ply >= 8 && !noisy && !last_was_capture && !ft_position_in_check (pos))
        keep_sample (t, pos, result, search_for_white (tokens[i + 1]),
                     t->games % 5 == 4 ? t->checks : t->samples);
      ft_position_make_move (pos, move);
      last_was_capture = noisy;
      ply++;
    }
}

static void
read_file (Tuner *t, const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) lines = NULL;
  g_autofree char *fen = NULL, *result = NULL;
  FtPosition *pos = g_new (FtPosition, 1);

  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("%s", error->message);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *line = lines[i];
      if (g_str_has_prefix (line, "[FEN \""))
        {
          g_free (fen);
          fen = g_strndup (line + 6, strlen (line) - 8);
        }
      else if (g_str_has_prefix (line, "[Result \""))
        {
          g_free (result);
          result = g_strndup (line + 9, strlen (line) - 11);
        }
      else if (line[0] != '[' && line[0] != '\0' && fen != NULL && result != NULL)
        {
          g_auto (GStrv) tokens = g_strsplit (line, " ", -1);
          read_game (t, fen, result, tokens, pos);
          g_clear_pointer (&fen, g_free);
          g_clear_pointer (&result, g_free);
        }
    }
  g_free (pos);
}

static double
sigmoid (double k, double score)
{
  return 1.0 / (1.0 + pow (10.0, -k * score / 400.0));
}

static double
mean_error_of (Tuner *t, GArray *samples, double k)
{
  double sum = 0;

  for (guint i = 0; i < samples->len; i++)
    {
      const Sample *s = &g_array_index (samples, Sample, i);
      const FtPosition *pos = load_sample (t, s);
      int score = ft_eval (pos, NULL);
      double e;

      if (pos->side_to_move == FT_BLACK)
        score = -score;
      e = s->target - sigmoid (k, score);
      sum += e * e;
    }
  return sum / MAX (samples->len, 1);
}

static double
mean_error (Tuner *t, double k)
{
  return mean_error_of (t, t->samples, k);
}

/* Labels: (1 − weight) × result + weight × the search score's expected
 * result on the curve of t->k (positions without a score keep their
 * result). */
static void
blend_labels (Tuner *t, GArray *samples, double weight)
{
  for (guint i = 0; i < samples->len; i++)
    {
      Sample *s = &g_array_index (samples, Sample, i);

      if (s->search != NO_SEARCH)
        s->target = (float) ((1 - weight) * s->result / 2.0 + weight * sigmoid (t->k, s->search));
    }
}

static double
fit_k (Tuner *t)
{
  double lo = 0.2, hi = 3.0;

  /* Golden-section search: the error is unimodal in K. */
  for (int i = 0; i < 30; i++)
    {
      double a = hi - (hi - lo) / 1.618, b = lo + (hi - lo) / 1.618;
      if (mean_error (t, a) < mean_error (t, b))
        hi = b;
      else
        lo = a;
    }
  return (lo + hi) / 2;
}

/* The weights of the chosen groups that may move: not the king's value, nor
 * slots of kinds this rule set never has (the standard set keeps its
 * fairy weights), nor the pawn's mobility or centre, nor the phase. */
static gboolean
tunable (FtRules rules, const FtEvalParamGroup *g, guint j)
{
  gboolean per_kind = g->count == FT_N_KINDS;
  FtKind kind = (FtKind) j;

  if (strcmp (g->name, "passed") == 0 || strcmp (g->name, "pawn_steps") == 0)
    return j / 2 >= 1 && j / 2 < FT_EVAL_PAWN_STEPS - 1;
  if (strcmp (g->name, "square") == 0)
    {
      /* Per kind up to the king, 32 squares of a pair each; a pawn never
       * stands on its first or last rank. Standard chess only. */
      guint rank = (j % 64) / 2 / 4;
      kind = (FtKind) (j / 64);
      if (rules != FT_RULES_STANDARD || kind == FT_NO_KIND)
        return FALSE;
      return kind != FT_PAWN || (rank >= 1 && rank <= 6);
    }
  if (!per_kind && g->count != 2 * FT_N_KINDS)
    return TRUE;
  if (g->count == 2 * FT_N_KINDS)
    kind = (FtKind) (j / 2);
  if (kind == FT_NO_KIND || kind == FT_KING)
    return FALSE;
  if (rules == FT_RULES_STANDARD && kind > FT_KING)
    return FALSE;
  if (kind == FT_PAWN)
    return strcmp (g->name, "value") == 0 || strcmp (g->name, "king_attack_units") == 0;
  return TRUE;
}

static void
print_params (FtRules rules)
{
  const int *all = (const int *) &ft_eval_params[rules];

  for (guint g = 0; g < ft_eval_n_param_groups; g++)
    {
      const FtEvalParamGroup *group = &ft_eval_param_groups[g];
      printf ("  %s:", group->name);
      for (guint j = 0; j < group->count; j++)
        printf (" %d", all[group->offset + j]);
      printf ("\n");
    }
  fflush (stdout);
}

/* Moves weight j of group g (and with tied pairs its partner) by delta. */
static void
nudge (int *all, const FtEvalParamGroup *g, guint j, int delta, gboolean tied)
{
  all[g->offset + j] += delta;
  if (tied && g->count % 2 == 0 && g->count != FT_N_KINDS && j % 2 == 0)
    all[g->offset + j + 1] += delta;
}

static void
tune (Tuner *t, int iterations, char **groups, gboolean tied)
{
  int *all = (int *) &ft_eval_params[t->rules];
  guint n = sizeof (FtEvalParams) / sizeof (int);
  double best = mean_error (t, t->k);
  double best_check = mean_error_of (t, t->checks, t->k);
  g_autofree int *steps = g_new (int, n);
  g_autofree int *kept = g_memdup2 (all, n * sizeof (int));

  /* An eighth of the weight; a weight still at 0 (a new term) starts with
   * steps of 4, or it would take a pass per centipawn to find its size. */
  for (guint i = 0; i < n; i++)
    steps[i] = all[i] == 0 ? 4 : MAX (1, ABS (all[i]) / 8);
  /* The piece-square entries are small numbers around 0: steps of 4. */
  for (guint g = 0; g < ft_eval_n_param_groups; g++)
    if (strcmp (ft_eval_param_groups[g].name, "square") == 0)
      for (guint j = 0; j < ft_eval_param_groups[g].count; j++)
        steps[ft_eval_param_groups[g].offset + j] = MAX (4, steps[ft_eval_param_groups[g].offset + j]);
  printf ("start: error %.6f, validation %.6f\n", best, best_check);
  for (int it = 1; it <= iterations; it++)
    {
      int changed = 0;
      double check;

      for (guint g = 0; g < ft_eval_n_param_groups; g++)
        {
          const FtEvalParamGroup *group = &ft_eval_param_groups[g];
          if (groups != NULL && !g_strv_contains ((const char *const *) groups, group->name))
            continue;
          for (guint j = 0; j < group->count; j++)
            {
              int *step = &steps[group->offset + j];
              gboolean better = FALSE;

              if (!tunable (t->rules, group, j)
                  || (tied && group->count % 2 == 0 && group->count != FT_N_KINDS && j % 2 == 1))
                continue;
              for (int dir = 1; dir >= -1 && !better; dir -= 2)
                {
                  double e;
                  nudge (all, group, j, dir * *step, tied);
                  e = mean_error (t, t->k);
                  if (e < best)
                    {
                      best = e;
                      better = TRUE;
                      changed++;
                    }
                  else
                    nudge (all, group, j, -dir * *step, tied);
                }
              if (!better)
                *step = MAX (1, *step / 2);
            }
        }
      check = mean_error_of (t, t->checks, t->k);
      printf ("iteration %d: error %.6f, validation %.6f, %d weights changed\n", it, best, check,
              changed);
      print_params (t->rules);
      if (check < best_check)
        {
          best_check = check;
          memcpy (kept, all, n * sizeof (int));
        }
      if (changed == 0)
        break;
    }
  memcpy (all, kept, n * sizeof (int));
  printf ("kept: validation %.6f\n", best_check);
  print_params (t->rules);
}

int
main (int argc, char **argv)
{
  g_autofree char *rules_name = NULL;
  g_autofree char *group_list = NULL;
  int max_positions = 0, iterations = 20;
  gboolean tied = FALSE;
  double score_weight = 0;
  GOptionEntry entries[] = {
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules_name, "fourteen or standard", "R" },
    { "positions", 0, 0, G_OPTION_ARG_INT, &max_positions, "Use at most N positions (spread evenly)", "N" },
    { "iterations", 0, 0, G_OPTION_ARG_INT, &iterations, "Passes over the weights (default 20)", "N" },
    { "groups", 0, 0, G_OPTION_ARG_STRING, &group_list, "Tune only these groups (comma-separated)", "G" },
    { "tied", 0, 0, G_OPTION_ARG_NONE, &tied, "Move middlegame and endgame values together", NULL },
    { "score-weight", 0, 0, G_OPTION_ARG_DOUBLE, &score_weight,
      "Label by this share of the games' search scores, the rest by results (0 … 1, default 0)", "W" },
    { NULL }
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("GAMES.pgn… - Texel tuning of the evaluation");
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) groups = NULL;
  Tuner t = { 0 };

  setvbuf (stdout, NULL, _IOLBF, 0);
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || argc < 2 || rules_name == NULL
      || (strcmp (rules_name, "fourteen") != 0 && strcmp (rules_name, "standard") != 0)
      || score_weight < 0 || score_weight > 1)
    {
      fprintf (stderr, "tune-eval: %s\n", error != NULL ? error->message : "bad arguments (see --help)");
      return 2;
    }
  t.rules = strcmp (rules_name, "standard") == 0 ? FT_RULES_STANDARD : FT_RULES_FOURTEEN;
  t.samples = g_array_new (FALSE, FALSE, sizeof (Sample));
  t.checks = g_array_new (FALSE, FALSE, sizeof (Sample));
  t.pieces = g_array_new (FALSE, FALSE, sizeof (PlacedPiece));
  t.templates = g_ptr_array_new_with_free_func (g_free);
  t.work = g_new0 (FtPosition, 1);
  if (group_list != NULL)
    groups = g_strsplit (group_list, ",", -1);
  for (int i = 1; i < argc; i++)
    read_file (&t, argv[i]);
  if (max_positions > 0 && (guint) max_positions < t.samples->len)
    {
      /* Every n-th: spread over all games. */
      guint n = t.samples->len, kept = 0;
      for (guint i = 0; i < (guint) max_positions; i++)
        g_array_index (t.samples, Sample, kept++) = g_array_index (t.samples, Sample, (guint64) i * n / max_positions);
      g_array_set_size (t.samples, kept);
    }
  printf ("%u positions, %u for validation\n", t.samples->len, t.checks->len);
  t.k = fit_k (&t);
  printf ("K = %.4f\n", t.k);
  if (score_weight > 0)
    {
      blend_labels (&t, t.samples, score_weight);
      blend_labels (&t, t.checks, score_weight);
      t.k = fit_k (&t);
      printf ("K = %.4f with %.2f of the labels from search scores\n", t.k, score_weight);
    }
  tune (&t, iterations, groups, tied);
  g_array_unref (t.samples);
  g_array_unref (t.checks);
  g_array_unref (t.pieces);
  g_ptr_array_unref (t.templates);
  g_free (t.work);
  return 0;
}
