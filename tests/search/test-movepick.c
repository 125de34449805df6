/* test-movepick.c — move ordering (ft-movepick.h): the hash move first,
 * captures by most valuable victim and least valuable attacker, killers,
 * the counter move, history, losing captures last; what a cut-off
 * teaches (killer, counter move, history and its malus) and what a new
 * search forgets. */
#include <string.h>

#include "ft-fen.h"
#include "ft-movepick.h"

/* Black to move; after Ke8-f8 White has: Nxa4 (a rook), exd5 and Nxd5 (a
 * pawn each, the pawn first), Nxb5 (a pawn the queen defends: loses the
 * knight) and quiet moves. */
#define BEFORE_FEN "4k3/8/2q5/1p1p4/r3P3/2N5/6Q1/4K3 b - - 0 1"
/* The same pieces with White to move and no move before it. */
#define FRESH_FEN "5k2/8/2q5/1p1p4/r3P3/2N5/6Q1/4K3 w - - 0 1"

static FtPosition *
position_from_fen (const char *fen)
{
  FtPosition *pos = g_new (FtPosition, 1);
  g_autoptr (GError) error = NULL;

  if (!ft_fen_parse (fen, FT_RULES_STANDARD, pos, &error))
    g_error ("bad test FEN %s: %s", fen, error->message);
  return pos;
}

static FtPosition *
position_after_king_move (void)
{
  FtPosition *pos = position_from_fen (BEFORE_FEN);

  ft_position_make_move (pos, ft_position_parse_move (pos, "e8f8"));
  return pos;
}

static FtMove
move (const FtPosition *pos, const char *text)
{
  FtMove m = ft_position_parse_move (pos, text);

  g_assert_true (m != FT_MOVE_NONE);
  return m;
}

/* Where `text` comes in the order the picker hands the moves out. */
static guint
rank_of (const FtPosition *pos, const FtHistory *history, FtMove hash_move, int ply, const char *text)
{
  FtMoveList list;
  int scores[FT_MAX_MOVES];
  FtMovePicker picker;
  FtMove wanted = move (pos, text);
  FtMove m;

  ft_position_generate_legal (pos, &list);
  ft_move_picker_init (&picker, pos, &list, scores, hash_move, history, ply);
  while ((m = ft_move_picker_next (&picker)) != FT_MOVE_NONE)
    if (m == wanted)
      return ft_move_picker_count_picked (&picker) - 1;
  g_assert_not_reached ();
}

static void
test_order (void)
{
  g_autofree FtPosition *pos = position_after_king_move ();
  g_autofree FtPosition *fresh = position_from_fen (FRESH_FEN);
  g_autofree FtHistory *history = g_new (FtHistory, 1);
  FtMove hash_move = move (pos, "g2g4");
  FtMoveList list;

  ft_history_clear (history);
  /* A quiet move with a large history score, learnt where no move came
   * before (so it is nobody's counter move)... */
  ft_history_record_cutoff (history, fresh, move (fresh, "g2h2"), 20, 7, NULL, 0);
  g_assert_true (ft_history_counter (history, fresh) == FT_MOVE_NONE);
  /* ...and the counter move to Ke8-f8, learnt at another ply (so it is no
   * killer at ply 0) with the smallest bonus. */
  ft_history_record_cutoff (history, pos, move (pos, "g2g3"), 1, 5, NULL, 0);
  g_assert_true (ft_history_counter (history, pos) == move (pos, "g2g3"));
  g_assert_cmpint (ft_history_score (history, pos, move (pos, "g2h2")), >,
                   ft_history_score (history, pos, move (pos, "g2g3")));

  g_assert_cmpuint (rank_of (pos, history, hash_move, 0, "g2g4"), ==, 0);
  g_assert_cmpuint (rank_of (pos, history, hash_move, 0, "c3a4"), ==, 1);
  g_assert_cmpuint (rank_of (pos, history, hash_move, 0, "e4d5"), ==, 2);
  g_assert_cmpuint (rank_of (pos, history, hash_move, 0, "c3d5"), ==, 3);
  g_assert_cmpuint (rank_of (pos, history, hash_move, 0, "g2g3"), ==, 4);
  g_assert_cmpuint (rank_of (pos, history, hash_move, 0, "g2h2"), ==, 5);
  ft_position_generate_legal (pos, &list);
  g_assert_cmpuint (rank_of (pos, history, hash_move, 0, "c3b5"), ==, list.count - 1);

  /* Killers of the ply come before the counter move: the later one first. */
  ft_history_record_cutoff (history, pos, move (pos, "e1d2"), 1, 0, NULL, 0);
  ft_history_record_cutoff (history, pos, move (pos, "e1f1"), 1, 0, NULL, 0);
  g_assert_true (ft_history_is_killer (history, 0, move (pos, "e1d2")));
  g_assert_cmpuint (rank_of (pos, history, hash_move, 0, "e1f1"), ==, 4);
  g_assert_cmpuint (rank_of (pos, history, hash_move, 0, "e1d2"), ==, 5);
  /* The last cut-off here (Ke1-f1) is the counter move now. */
  g_assert_true (ft_history_counter (history, pos) == move (pos, "e1f1"));
}

static void
test_malus_and_new_search (void)
{
  g_autofree FtPosition *pos = position_after_king_move ();
  g_autofree FtHistory *history = g_new (FtHistory, 1);
  FtMove failed[2];
  int before;

  ft_history_clear (history);
  failed[0] = move (pos, "g2h3");
  failed[1] = move (pos, "g2f2");
  ft_history_record_cutoff (history, pos, move (pos, "g2e2"), 10, 3, failed, 2);
  /* What cut off gains, what was tried before it loses as much. */
  before = ft_history_score (history, pos, move (pos, "g2e2"));
  g_assert_cmpint (before, >, 0);
  g_assert_cmpint (ft_history_score (history, pos, failed[0]), ==, -before);
  g_assert_cmpint (ft_history_score (history, pos, failed[1]), ==, -before);
  /* Gravity: scores stay within the bound however often they grow. */
  for (int i = 0; i < 1000; i++)
    ft_history_record_cutoff (history, pos, move (pos, "g2e2"), 20, 3, NULL, 0);
  g_assert_cmpint (ft_history_score (history, pos, move (pos, "g2e2")), <=, FT_HISTORY_MAX);
  before = ft_history_score (history, pos, move (pos, "g2e2"));

  /* A new search forgets the killers, keeps an eighth of the history and
   * keeps the counter moves. */
  ft_history_new_search (history);
  g_assert_false (ft_history_is_killer (history, 3, move (pos, "g2e2")));
  g_assert_cmpint (ft_history_score (history, pos, move (pos, "g2e2")), ==, before / 8);
  g_assert_true (ft_history_counter (history, pos) == move (pos, "g2e2"));

  /* A new game forgets everything. */
  ft_history_clear (history);
  g_assert_true (ft_history_counter (history, pos) == FT_MOVE_NONE);
  g_assert_cmpint (ft_history_score (history, pos, move (pos, "g2e2")), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/movepick/order", test_order);
  g_test_add_func ("/movepick/malus-and-new-search", test_malus_and_new_search);
  return g_test_run ();
}
