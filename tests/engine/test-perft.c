/* test-perft.c — leaf counts against published figures, and the engine's
 * generator against a second, naive one written here from the plain rules
 * (each piece's movement, then "does this leave my king attacked?" by
 * asking every enemy piece). The naive generator shares no code with the
 * engine's: it only reads the board and uses make/unmake. */
#include "ft-test-util.h"

#include <stdlib.h>
#include <string.h>

/* ---- Published perft figures (chess programming wiki) -------------------- */

typedef struct {
  const char *name;
  const char *fen;
  guint64 nodes[7]; /* by depth, 0 = unknown */
  guint depth;      /* the deepest depth checked normally */
} PublishedPerft;

static const PublishedPerft published[] = {
  { "start", FT_FEN_STANDARD_START, { 1, 20, 400, 8902, 197281, 4865609, 0 }, 5 },
  { "kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    { 1, 48, 2039, 97862, 4085603, 0, 0 }, 4 },
  { "position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    { 1, 14, 191, 2812, 43238, 674624, 11030083 }, 6 },
  { "position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    { 1, 6, 264, 9467, 422333, 15833292, 0 }, 5 },
  { "position4-mirrored", "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    { 1, 6, 264, 9467, 422333, 15833292, 0 }, 5 },
  { "position5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    { 1, 44, 1486, 62379, 2103487, 0, 0 }, 4 },
  { "position6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    { 1, 46, 2079, 89890, 3894594, 0, 0 }, 4 },
  /* 12×10 with our pieces but the camel, standard rules: counts from
   * Fairy-Stockfish 11.1 with the variant file in docs/engine.md. */
  { "12x10-fairy-stockfish", FT_FEN_12X10_MIDDLEGAME, { 1, 69, 4146, 294543, 18434876, 0, 0 }, 4 },
  { "12x10-castling-fairy-stockfish",
    "r3k2e3r/pp1p1pppp1pp/2n1p1g1a3/2p6p2/12/4P2H4/2N3G5/5Q2E1B1/PPPP1PPPPPPP/R3K6R w LAla - 0 1",
    { 1, 98, 6759, 638452, 44606408, 0, 0 }, 4 },
  /* Martin Sedlak's special cases (TalkChess). */
  { "illegal-en-passant-1", "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1", { 0, 0, 0, 0, 0, 0, 1134888 }, 6 },
  { "illegal-en-passant-2", "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1", { 0, 0, 0, 0, 0, 0, 1015133 }, 6 },
  { "en-passant-gives-check", "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1", { 0, 0, 0, 0, 0, 0, 1440467 }, 6 },
  { "short-castling-gives-check", "5k2/8/8/8/8/8/8/4K2R w K - 0 1", { 0, 0, 0, 0, 0, 0, 661072 }, 6 },
  { "long-castling-gives-check", "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", { 0, 0, 0, 0, 0, 0, 803711 }, 6 },
};

static void
test_published (gconstpointer data)
{
  const PublishedPerft *p = data;
  FtPosition *pos = ft_test_position_new ();
  guint max_depth = ft_test_under_valgrind () ? 3 : p->depth;

  ft_test_fen (pos, FT_RULES_STANDARD, p->fen);
  for (guint depth = 1; depth <= max_depth; depth++)
    {
      guint64 nodes;

      if (p->nodes[depth] == 0)
        continue;
      nodes = ft_position_perft (pos, depth);
      g_test_message ("%s depth %u: %" G_GUINT64_FORMAT, p->name, depth, nodes);
      g_assert_cmpuint (nodes, ==, p->nodes[depth]);
    }
  g_free (pos);
}

/* ---- The naive generator ------------------------------------------------- */

typedef struct {
  int df, dr;
} Vec;

static const Vec knight_leaps[8] = { { 1, 2 }, { 2, 1 }, { -1, 2 }, { -2, 1 }, { 1, -2 }, { 2, -1 }, { -1, -2 }, { -2, -1 } };
static const Vec camel_leaps[8] = { { 1, 3 }, { 3, 1 }, { -1, 3 }, { -3, 1 }, { 1, -3 }, { 3, -1 }, { -1, -3 }, { -3, -1 } };
static const Vec king_steps[8] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 }, { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };
static const Vec rook_lines[4] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
static const Vec bishop_lines[4] = { { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };

/* The movement of each kind, spelled out from docs/rules.md#pieces. */
typedef struct {
  gboolean knight, camel, king_step, rook, bishop;
} Movement;

static Movement
movement_of (FtKind kind)
{
  Movement m = { FALSE, FALSE, FALSE, FALSE, FALSE };

  switch (kind)
    {
    case FT_KNIGHT: m.knight = TRUE; break;
    case FT_BISHOP: m.bishop = TRUE; break;
    case FT_ROOK: m.rook = TRUE; break;
    case FT_QUEEN: m.rook = m.bishop = TRUE; break;
    case FT_KING: m.king_step = TRUE; break;
    case FT_ARCHBISHOP: m.knight = m.bishop = TRUE; break;
    case FT_CHANCELLOR: m.knight = m.rook = TRUE; break;
    case FT_AMAZON: m.knight = m.rook = m.bishop = TRUE; break;
    case FT_CAMEL: m.camel = TRUE; break;
    case FT_GENERAL: m.knight = m.king_step = TRUE; break;
    case FT_PAWN:
    case FT_NO_KIND:
    case FT_N_KINDS:
    default:
      break;
    }
  return m;
}

static gboolean
on_board (const FtPosition *pos, int f, int r)
{
  return f >= 0 && r >= 0 && f < pos->files && r < pos->ranks;
}

static FtPiece
at (const FtPosition *pos, int f, int r)
{
  return pos->board[FT_SQUARE (f, r)];
}

static int
pawn_direction (FtColour c)
{
  return c == FT_WHITE ? 1 : -1;
}

static int
promotion_rank_of (const FtPosition *pos, FtColour c)
{
  if (pos->rules == FT_RULES_STANDARD)
    return c == FT_WHITE ? pos->ranks - 1 : 0;
  /* Halfway: White on rank ⌊H/2⌋+1, Black on rank H−⌊H/2⌋ (1-based). */
  return c == FT_WHITE ? pos->ranks / 2 : pos->ranks - pos->ranks / 2 - 1;
}

/* Does the piece on (f,r) attack (tf,tr)? Walk the line for sliders. */
static gboolean
piece_attacks (const FtPosition *pos, int f, int r, int tf, int tr)
{
  FtPiece p = at (pos, f, r);
  Movement m = movement_of (FT_PIECE_KIND (p));
  int df = tf - f, dr = tr - r;

  if (FT_PIECE_KIND (p) == FT_PAWN)
    return dr == pawn_direction (FT_PIECE_COLOUR (p)) && abs (df) == 1;
  for (int i = 0; i < 8; i++)
    {
      if (m.knight && knight_leaps[i].df == df && knight_leaps[i].dr == dr)
        return TRUE;
      if (m.camel && camel_leaps[i].df == df && camel_leaps[i].dr == dr)
        return TRUE;
      if (m.king_step && king_steps[i].df == df && king_steps[i].dr == dr)
        return TRUE;
    }
  if ((m.rook && (df == 0 || dr == 0) && (df != 0 || dr != 0))
      || (m.bishop && abs (df) == abs (dr) && df != 0))
    {
      int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);

      for (int cf = f + sf, cr = r + sr; cf != tf || cr != tr; cf += sf, cr += sr)
        if (at (pos, cf, cr) != FT_EMPTY)
          return FALSE;
      return TRUE;
    }
  return FALSE;
}

static gboolean
naive_attacked (const FtPosition *pos, int tf, int tr, FtColour by)
{
  for (int r = 0; r < pos->ranks; r++)
    for (int f = 0; f < pos->files; f++)
      {
        FtPiece p = at (pos, f, r);

        if (p != FT_EMPTY && FT_PIECE_COLOUR (p) == by && piece_attacks (pos, f, r, tf, tr))
          return TRUE;
      }
  return FALSE;
}

static gboolean
naive_own_king_attacked (const FtPosition *pos, FtColour own)
{
  for (int r = 0; r < pos->ranks; r++)
    for (int f = 0; f < pos->files; f++)
      if (at (pos, f, r) == FT_MAKE_PIECE (own, FT_KING))
        return naive_attacked (pos, f, r, FT_OTHER_COLOUR (own));
  g_assert_not_reached ();
}

typedef struct {
  FtMove moves[FT_MAX_MOVES];
  guint count;
} NaiveList;

static void
add (NaiveList *list, int f, int r, int tf, int tr, FtKind promotion, FtMoveSpecial special, gboolean capture)
{
  list->moves[list->count++] = FT_MAKE_MOVE (FT_SQUARE (f, r), FT_SQUARE (tf, tr), promotion, special, capture);
}

static void
add_pawn (const FtPosition *pos, NaiveList *list, int f, int r, int tf, int tr, FtMoveSpecial special,
          gboolean capture)
{
  FtColour us = pos->side_to_move;

  if (tr != promotion_rank_of (pos, us))
    add (list, f, r, tf, tr, FT_NO_KIND, special, capture);
  else if (pos->rules == FT_RULES_FOURTEEN)
    add (list, f, r, tf, tr, FT_QUEEN, special, capture);
  else
    {
      add (list, f, r, tf, tr, FT_QUEEN, special, capture);
      add (list, f, r, tf, tr, FT_ROOK, special, capture);
      add (list, f, r, tf, tr, FT_BISHOP, special, capture);
      add (list, f, r, tf, tr, FT_KNIGHT, special, capture);
    }
}

/* Every move by the movement rules, legal or not (castling excepted: it is
 * only added when its attack conditions hold). */
static void
naive_pseudo (const FtPosition *pos, NaiveList *list)
{
  FtColour us = pos->side_to_move;
  FtColour them = FT_OTHER_COLOUR (us);

  list->count = 0;
  for (int r = 0; r < pos->ranks; r++)
    for (int f = 0; f < pos->files; f++)
      {
        FtPiece p = at (pos, f, r);
        FtKind kind = FT_PIECE_KIND (p);
        Movement m;

        if (p == FT_EMPTY || FT_PIECE_COLOUR (p) != us)
          continue;
        if (kind == FT_PAWN)
          {
            int dir = pawn_direction (us);
            int second_rank = us == FT_WHITE ? 1 : pos->ranks - 2;

            if (on_board (pos, f, r + dir) && at (pos, f, r + dir) == FT_EMPTY)
              {
                add_pawn (pos, list, f, r, f, r + dir, FT_MOVE_NORMAL, FALSE);
                if (r == second_rank && r + dir != promotion_rank_of (pos, us)
                    && on_board (pos, f, r + 2 * dir) && at (pos, f, r + 2 * dir) == FT_EMPTY)
                  add_pawn (pos, list, f, r, f, r + 2 * dir, FT_MOVE_DOUBLE_STEP, FALSE);
              }
            for (int side = -1; side <= 1; side += 2)
              {
                int tf = f + side, tr = r + dir;

                if (!on_board (pos, tf, tr))
                  continue;
                if (at (pos, tf, tr) != FT_EMPTY && FT_PIECE_COLOUR (at (pos, tf, tr)) == them)
                  add_pawn (pos, list, f, r, tf, tr, FT_MOVE_NORMAL, TRUE);
                else if (pos->rules == FT_RULES_STANDARD && pos->en_passant == FT_SQUARE (tf, tr))
                  add (list, f, r, tf, tr, FT_NO_KIND, FT_MOVE_EN_PASSANT, TRUE);
              }
            continue;
          }

        m = movement_of (kind);
        for (int i = 0; i < 8; i++)
          {
            const Vec *sets[3] = { m.knight ? &knight_leaps[i] : NULL, m.camel ? &camel_leaps[i] : NULL,
                                   m.king_step ? &king_steps[i] : NULL };

            for (int s = 0; s < 3; s++)
              {
                int tf, tr;

                if (sets[s] == NULL)
                  continue;
                tf = f + sets[s]->df;
                tr = r + sets[s]->dr;
                if (!on_board (pos, tf, tr))
                  continue;
                if (at (pos, tf, tr) == FT_EMPTY)
                  add (list, f, r, tf, tr, FT_NO_KIND, FT_MOVE_NORMAL, FALSE);
                else if (FT_PIECE_COLOUR (at (pos, tf, tr)) == them)
                  add (list, f, r, tf, tr, FT_NO_KIND, FT_MOVE_NORMAL, TRUE);
              }
          }
        for (int i = 0; i < 8; i++)
          {
            const Vec *line = i < 4 ? &rook_lines[i] : &bishop_lines[i - 4];

            if (!(i < 4 ? m.rook : m.bishop))
              continue;
            for (int tf = f + line->df, tr = r + line->dr; on_board (pos, tf, tr); tf += line->df, tr += line->dr)
              {
                if (at (pos, tf, tr) == FT_EMPTY)
                  {
                    add (list, f, r, tf, tr, FT_NO_KIND, FT_MOVE_NORMAL, FALSE);
                    continue;
                  }
                if (FT_PIECE_COLOUR (at (pos, tf, tr)) == them)
                  add (list, f, r, tf, tr, FT_NO_KIND, FT_MOVE_NORMAL, TRUE);
                break;
              }
          }

        /* Castling: unmoved king (the right says so) two squares towards an
         * unmoved rook, everything between empty, not out of or through
         * check (landing in check is caught by the legality test). */
        if (kind == FT_KING)
          for (int towards_last = 0; towards_last <= 1; towards_last++)
            {
              guint index = FT_CASTLE_INDEX (us, towards_last);
              FtSquare rook = pos->castling_rook[index];
              int rook_file = FT_SQUARE_FILE (rook);
              int step = towards_last ? 1 : -1;
              gboolean clear = TRUE;

              if (!(pos->castling_rights & (1u << index)) || pos->board[rook] != FT_MAKE_PIECE (us, FT_ROOK))
                continue;
              for (int cf = f + step; cf != rook_file; cf += step)
                clear &= at (pos, cf, r) == FT_EMPTY;
              if (clear && !naive_attacked (pos, f, r, them) && !naive_attacked (pos, f + step, r, them))
                add (list, f, r, f + 2 * step, r, FT_NO_KIND, FT_MOVE_CASTLING, FALSE);
            }
      }
}

static void
naive_legal (FtPosition *pos, NaiveList *list)
{
  NaiveList *pseudo = g_new (NaiveList, 1);
  FtColour us = pos->side_to_move;

  naive_pseudo (pos, pseudo);
  list->count = 0;
  for (guint i = 0; i < pseudo->count; i++)
    {
      ft_position_make_move (pos, pseudo->moves[i]);
      if (!naive_own_king_attacked (pos, us))
        list->moves[list->count++] = pseudo->moves[i];
      ft_position_unmake_move (pos);
    }
  g_free (pseudo);
}

static guint64
naive_perft (FtPosition *pos, guint depth)
{
  NaiveList *list = g_new (NaiveList, 1);
  guint64 nodes = 0;

  naive_legal (pos, list);
  if (depth == 1)
    nodes = list->count;
  else
    for (guint i = 0; i < list->count; i++)
      {
        ft_position_make_move (pos, list->moves[i]);
        nodes += naive_perft (pos, depth - 1);
        ft_position_unmake_move (pos);
      }
  g_free (list);
  return nodes;
}

static int
compare_moves (const void *a, const void *b)
{
  FtMove x = *(const FtMove *) a, y = *(const FtMove *) b;

  return x < y ? -1 : x > y;
}

/* At every node down to `depth`, the engine's legal moves are exactly the
 * naive ones (same squares, promotion, flags). */
static void
compare_trees (FtPosition *pos, guint depth, guint64 *nodes_compared)
{
  NaiveList *naive = g_new (NaiveList, 1);
  FtMoveList *engine = g_new (FtMoveList, 1);

  naive_legal (pos, naive);
  ft_position_generate_legal (pos, engine);
  qsort (naive->moves, naive->count, sizeof (FtMove), compare_moves);
  qsort (engine->moves, engine->count, sizeof (FtMove), compare_moves);
  (*nodes_compared)++;
  /* Perft's last ply counts without listing: the same number. */
  g_assert_cmpuint (ft_position_count_legal (pos), ==, naive->count);
  if (naive->count != engine->count
      || memcmp (naive->moves, engine->moves, naive->count * sizeof (FtMove)) != 0)
    {
      char *fen = ft_fen_write (pos);
      GString *diff = g_string_new (NULL);
      char buf[8];

      for (guint i = 0; i < naive->count; i++)
        if (!bsearch (&naive->moves[i], engine->moves, engine->count, sizeof (FtMove), compare_moves))
          g_string_append_printf (diff, " missing %s (%#x)", ft_move_to_string (naive->moves[i], buf), naive->moves[i]);
      for (guint i = 0; i < engine->count; i++)
        if (!bsearch (&engine->moves[i], naive->moves, naive->count, sizeof (FtMove), compare_moves))
          g_string_append_printf (diff, " extra %s (%#x)", ft_move_to_string (engine->moves[i], buf), engine->moves[i]);
      g_error ("generators differ in %s:%s", fen, diff->str);
    }
  if (depth > 1)
    for (guint i = 0; i < naive->count; i++)
      {
        ft_position_make_move (pos, naive->moves[i]);
        compare_trees (pos, depth - 1, nodes_compared);
        ft_position_unmake_move (pos);
      }
  g_free (engine);
  g_free (naive);
}

typedef struct {
  const char *name;
  FtRules rules;
  const char *fen; /* NULL: the default 14×14 start */
} NaiveCase;

static const NaiveCase naive_cases[] = {
  { "14x14-start", FT_RULES_FOURTEEN, NULL },
  { "14x14-middlegame", FT_RULES_FOURTEEN, FT_FEN_14X14_MIDDLEGAME },
  /* Pawns one step from the halfway line on both sides, captures onto it. */
  { "14x14-promotions", FT_RULES_FOURTEEN,
    "r6k5r/14/2a7e3/14/6c7/1g12/p2p4p3p1/1P2P1P4P2/14/4G9/11H2/14/5E1C6/R5K6R w NAna - 0 1" },
  /* Castling both ways for both sides, with attacked landing squares. */
  { "14x14-castling", FT_RULES_FOURTEEN,
    "r6k5r/pppp7ppp/14/4n9/9H4/14/14/14/14/14/2b11/14/PPP8PPP/R6K5R w NAna - 0 1" },
  /* In check from a chancellor's jump, with pieces pinned by a bishop, a
   * rook on a file and a rook on a rank. */
  { "14x14-checks", FT_RULES_FOURTEEN,
    "14/12k1/5rA7/14/14/5G8/6e7/14/r2C1K8/9H4/3N10/14/1b12/14 w - - 0 1" },
  { "10x10", FT_RULES_FOURTEEN,
    "r1bhk1ecgr/pppp1ppppp/2n2a4/4p5/10/3P2N3/4H5/10/PPP1PPPPPP/R1B1KAEC1R w JAja - 0 1" },
  /* 9 files × 7 ranks: both sides promote on rank 4, double steps land on it. */
  { "9x7", FT_RULES_FOURTEEN, "rnbhkagcr/ppppppppp/9/9/9/PPPPPPPPP/RNBHKAGCR w IAia - 0 1" },
  { "12x10-standard", FT_RULES_STANDARD, FT_FEN_12X10_MIDDLEGAME },
  { "kiwipete", FT_RULES_STANDARD, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" },
  { "position3", FT_RULES_STANDARD, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1" },
};

static void
test_naive (gconstpointer data)
{
  const NaiveCase *c = data;
  FtPosition *pos = ft_test_position_new ();
  FtMoveList *root = g_new (FtMoveList, 1);
  guint depth = ft_test_under_valgrind () ? 2 : 3;
  guint64 compared = 0, engine_total = 0, naive_total = 0;

  if (c->fen == NULL)
    ft_position_set_fourteen_start (pos);
  else
    ft_test_fen (pos, c->rules, c->fen);

  /* Move lists equal at every node of the tree… */
  compare_trees (pos, depth, &compared);

  /* …so the counts agree too, per root move and in total. */
  ft_position_generate_legal (pos, root);
  for (guint i = 0; i < root->count; i++)
    {
      guint64 engine_nodes, naive_nodes;

      ft_position_make_move (pos, root->moves[i]);
      engine_nodes = depth > 1 ? ft_position_perft (pos, depth - 1) : 1;
      naive_nodes = depth > 1 ? naive_perft (pos, depth - 1) : 1;
      ft_position_unmake_move (pos);
      g_assert_cmpuint (engine_nodes, ==, naive_nodes);
      engine_total += engine_nodes;
      naive_total += naive_nodes;
    }
  g_assert_cmpuint (engine_total, ==, naive_total);
  g_assert_cmpuint (ft_position_perft (pos, depth), ==, engine_total);
  g_test_message ("%s: perft(%u) = %" G_GUINT64_FORMAT ", %" G_GUINT64_FORMAT " nodes compared",
                  c->name, depth, engine_total, compared);
  g_free (root);
  g_free (pos);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (gsize i = 0; i < G_N_ELEMENTS (published); i++)
    {
      char *path = g_strdup_printf ("/perft/published/%s", published[i].name);

      g_test_add_data_func (path, &published[i], test_published);
      g_free (path);
    }
  for (gsize i = 0; i < G_N_ELEMENTS (naive_cases); i++)
    {
      char *path = g_strdup_printf ("/perft/naive/%s", naive_cases[i].name);

      g_test_add_data_func (path, &naive_cases[i], test_naive);
      g_free (path);
    }
  return g_test_run ();
}
