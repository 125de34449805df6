/* ft-easy.c — the easy level's priority rules
 * (docs/playing.md#computer-opponent; see ft-easy.h). */
#include "ft-easy.h"

#include "ft-eval.h"

void
ft_easy_random_init (FtEasyRandom *random, guint64 seed)
{
  /* Any seed, including 0, gives a non-zero state. */
  random->state = seed * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) + G_GUINT64_CONSTANT (0x2545f4914f6cdd1d);
  if (random->state == 0)
    random->state = 1;
}

guint32
ft_easy_random_below (FtEasyRandom *random, guint32 bound)
{
  guint64 x = random->state;
  x ^= x >> 12;
  x ^= x << 25;
  x ^= x >> 27;
  random->state = x;
  return bound == 0 ? 0 : (guint32) (((x * G_GUINT64_CONSTANT (0x2545f4914f6cdd1d)) >> 32) % bound);
}

static const int king_steps[8] = { 1, -1, FT_STRIDE, -FT_STRIDE, FT_STRIDE + 1, FT_STRIDE - 1,
                                   -FT_STRIDE + 1, -FT_STRIDE - 1 };

/* Value of the piece that stands on `to` after the move (a promoted pawn is
 * worth its new kind). */
static int
mover_value (const FtPosition *pos, FtMove move)
{
  if (FT_MOVE_PROMOTION (move) != FT_NO_KIND)
    return ft_eval_exchange_value (pos, FT_MOVE_PROMOTION (move));
  return ft_eval_exchange_value (pos, FT_PIECE_KIND (pos->board[FT_MOVE_FROM (move)]));
}

/* After the move has been made on `after`: is the piece on `to` safe? */
static gboolean
square_is_safe_after (const FtPosition *after, FtSquare to, int value)
{
  FtSquare attackers[FT_MAX_PIECES];
  FtColour us = FT_OTHER_COLOUR (after->side_to_move);
  guint n = ft_position_attackers (after, to, after->side_to_move, attackers);

  if (n == 0)
    return TRUE;
  for (guint i = 0; i < n; i++)
    if (ft_eval_exchange_value (after, FT_PIECE_KIND (after->board[attackers[i]])) < value)
      return FALSE;
  return ft_position_is_attacked (after, to, us);
}

gboolean
ft_easy_move_is_safe (const FtPosition *pos, FtMove move)
{
  FtPosition *after = g_new (FtPosition, 1);
  gboolean safe;

  *after = *pos;
  ft_position_make_move (after, move);
  safe = square_is_safe_after (after, FT_MOVE_TO (move), mover_value (pos, move));
  g_free (after);
  return safe;
}

gboolean
ft_easy_piece_is_threatened (const FtPosition *pos, FtSquare sq)
{
  FtSquare attackers[FT_MAX_PIECES];
  FtColour us = pos->side_to_move;
  int value = ft_eval_exchange_value (pos, FT_PIECE_KIND (pos->board[sq]));
  guint n = ft_position_attackers (pos, sq, FT_OTHER_COLOUR (us), attackers);

  if (n == 0)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (ft_eval_exchange_value (pos, FT_PIECE_KIND (pos->board[attackers[i]])) < value)
      return TRUE;
  return !ft_position_is_attacked (pos, sq, us);
}

typedef struct {
  FtMove move;
  int rule;  /* best rule this move satisfies */
  int grade; /* within the rule: larger is better */
} Candidate;

/* Which rule move m satisfies, and how well (c). work is pos, given back
 * as it was; replies is room for a move list. */
static void
grade_move (const FtPosition *pos, FtPosition *work, FtMoveList *replies, FtMove m,
            const gboolean ring_attacked[8], const gboolean *threatened, Candidate *c)
{
  FtColour us = pos->side_to_move;
  FtSquare enemy_king = pos->king_square[FT_OTHER_COLOUR (us)];
  FtSquare from = FT_MOVE_FROM (m);
  FtSquare to = FT_MOVE_TO (m);
  int value = mover_value (pos, m);
  int capturer = ft_eval_exchange_value (pos, FT_PIECE_KIND (pos->board[from]));
  gboolean safe, gives_check, hits_ring = FALSE;

  c->move = m;
  ft_position_make_move (work, m);
  safe = square_is_safe_after (work, to, value);
  gives_check = ft_position_in_check (work);

  /* Rule 1: checkmate. */
  if (gives_check)
    {
      ft_position_generate_legal (work, replies);
      if (replies->count == 0)
        {
          c->rule = FT_EASY_RULE_CHECKMATE;
          c->grade = 0;
          ft_position_unmake_move (work);
          return;
        }
    }
  for (int d = 0; d < 8 && !gives_check && !hits_ring; d++)
    if (!ring_attacked[d] && ft_position_is_attacked (work, enemy_king + king_steps[d], us))
      hits_ring = TRUE;
  ft_position_unmake_move (work);

  /* Rule 2: capture a piece worth more than the capturer. */
  if (FT_MOVE_IS_CAPTURE (m))
    {
      FtKind victim = FT_MOVE_SPECIAL (m) == FT_MOVE_EN_PASSANT
                          ? FT_PAWN
                          : FT_PIECE_KIND (pos->board[to]);
      int gain = ft_eval_kind_value (pos, victim) - capturer;

      if (gain > 0)
        {
          c->rule = FT_EASY_RULE_WINNING_CAPTURE;
          c->grade = gain;
          return;
        }
    }
  /* Rule 3: save a threatened piece by moving it to a safe square. */
  if (threatened[from] && safe)
    {
      c->rule = FT_EASY_RULE_SAVE_PIECE;
      c->grade = capturer;
      return;
    }
  /* Rules 4 and 5: from a safe square, attack the king or its ring. */
  if (safe && (gives_check || hits_ring))
    {
      c->rule = FT_EASY_RULE_ATTACK_KING;
      c->grade = 0;
      return;
    }
  /* Rule 6: random, safe squares first. */
  c->rule = safe ? FT_EASY_RULE_RANDOM_SAFE : FT_EASY_RULE_RANDOM;
  c->grade = 0;
}

/* One of the candidates of the best rule and grade, chosen at random
 * among equals; the rule in *best_rule. */
static FtMove
pick_best (const Candidate *cands, guint n, FtEasyRandom *random, int *best_rule_out)
{
  int best_rule = FT_EASY_RULE_RANDOM;
  int best_grade = G_MININT;
  guint n_best = 0;
  guint pick;

  for (guint i = 0; i < n; i++)
    {
      if (cands[i].rule < best_rule || (cands[i].rule == best_rule && cands[i].grade > best_grade))
        {
          best_rule = cands[i].rule;
          best_grade = cands[i].grade;
          n_best = 0;
        }
      if (cands[i].rule == best_rule && cands[i].grade == best_grade)
        n_best++;
    }
  *best_rule_out = best_rule;
  pick = ft_easy_random_below (random, n_best);
  for (guint i = 0; i < n; i++)
    if (cands[i].rule == best_rule && cands[i].grade == best_grade && pick-- == 0)
      return cands[i].move;
  return FT_MOVE_NONE;
}

FtMove
ft_easy_choose_move (const FtPosition *pos, FtEasyRandom *random, FtEasyRule *rule_out)
{
  FtMoveList *list = g_new (FtMoveList, 1);
  FtMoveList *replies = g_new (FtMoveList, 1);
  FtPosition *work = g_new (FtPosition, 1);
  Candidate *cands;
  FtColour us = pos->side_to_move;
  FtColour them = FT_OTHER_COLOUR (us);
  FtSquare enemy_king = pos->king_square[them];
  gboolean ring_attacked[8];
  gboolean threatened[FT_BOARD_CELLS] = { FALSE };
  int best_rule = FT_EASY_RULE_RANDOM;
  FtMove chosen = FT_MOVE_NONE;

  *work = *pos;
  ft_position_generate_legal (pos, list);
  if (list->count == 0)
    {
      if (rule_out != NULL)
        *rule_out = FT_EASY_RULE_NONE;
      g_free (list);
      g_free (replies);
      g_free (work);
      return FT_MOVE_NONE;
    }
  /* Fog of war: taking the king wins at once (rule 1, as a mate would). */
  for (guint i = 0; pos->fog && i < list->count; i++)
    if (FT_MOVE_TO (list->moves[i]) == enemy_king
        && pos->board[enemy_king] == FT_MAKE_PIECE (them, FT_KING))
      {
        chosen = list->moves[i];
        if (rule_out != NULL)
          *rule_out = FT_EASY_RULE_CHECKMATE;
        g_free (list);
        g_free (replies);
        g_free (work);
        return chosen;
      }
  cands = g_new (Candidate, list->count);

  /* The squares next to the enemy king that we attack already. */
  for (int d = 0; d < 8; d++)
    {
      FtSquare sq = enemy_king + king_steps[d];
      ring_attacked[d] = pos->board[sq] == FT_OFFBOARD || ft_position_is_attacked (pos, sq, us);
    }
  for (int i = 0; i < pos->piece_count[us]; i++)
    {
      FtSquare sq = pos->piece_list[us][i];
      if (FT_PIECE_KIND (pos->board[sq]) != FT_KING)
        threatened[sq] = ft_easy_piece_is_threatened (pos, sq);
    }

  for (guint i = 0; i < list->count; i++)
    {
      cands[i].move = list->moves[i];
      grade_move (pos, work, replies, list->moves[i], ring_attacked, threatened, &cands[i]);
    }
  chosen = pick_best (cands, list->count, random, &best_rule);

  if (rule_out != NULL)
    *rule_out = (FtEasyRule) best_rule;
  g_free (cands);
  g_free (list);
  g_free (replies);
  g_free (work);
  return chosen;
}
