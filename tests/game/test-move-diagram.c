/* test-move-diagram.c — the help window's piece diagrams (ft-move-diagram.c)
 * against the rules' own legal moves in a position written independently
 * as FEN (ft_ruleset_get_targets), and the rules in words
 * (ft-rules-help.c). */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ft-checkers-ruleset.h"
#include "ft-chess-ruleset.h"
#include "ft-fen.h"
#include "ft-move-diagram.h"
#include "ft-rules-help.h"

/* Fourteen's start as FEN (White in capitals). */
#define FT_FEN_FOURTEEN_START_TEST "rnbhcgakgcebnr/pppppppppppppp/14/14/14/14/14/14/14/14/14/14/PPPPPPPPPPPPPP/RNBHCGAKGCEBNR w - - 0 1"

static FtCell
cell (const char *name)
{
  return FT_CELL (name[0] - 'a', atoi (name + 1) - 1);
}

/* A FEN of a files × ranks board holding `placed` ("Ng7": a white knight
 * on g7, "kn14": a black king on n14), `side` to move. */
static char *
fen_for (guint files, guint ranks, const char *const *placed, char side)
{
  char board[FT_MAX_BOARD_SIZE][FT_MAX_BOARD_SIZE] = { { 0 } };
  GString *fen = g_string_new (NULL);

  for (guint i = 0; placed[i] != NULL; i++)
    {
      FtCell c = cell (placed[i] + 1);

      board[FT_CELL_RANK (c)][FT_CELL_FILE (c)] = placed[i][0];
    }
  for (int rank = (int) ranks - 1; rank >= 0; rank--)
    {
      guint empty = 0;

      for (guint file = 0; file < files; file++)
        {
          if (board[rank][file] == 0)
            {
              empty++;
              continue;
            }
          if (empty > 0)
            g_string_append_printf (fen, "%u", empty);
          empty = 0;
          g_string_append_c (fen, board[rank][file]);
        }
      if (empty > 0)
        g_string_append_printf (fen, "%u", empty);
      g_string_append_c (fen, rank > 0 ? '/' : ' ');
    }
  g_string_append_printf (fen, "%c - - 0 1", side);
  return g_string_free (fen, FALSE);
}

static FtRuleset *
chess_rules (const char *fen, FtRules rules, const FtCustomKinds *kinds)
{
  g_autofree FtPosition *pos = g_new (FtPosition, 1);
  g_autoptr (GError) error = NULL;

  ft_fen_parse_custom (fen, rules, kinds, pos, &error);
  g_assert_no_error (error);
  return FT_RULESET (ft_chess_ruleset_new_start (pos));
}

/* The legal targets of the piece on `from` where it stands in `rules`. */
static FtCellSet
targets_of (FtRuleset *rules, FtCell from)
{
  FtCellSet targets;

  ft_cell_set_clear (&targets);
  ft_ruleset_get_targets (rules, &from, 1, &targets);
  return targets;
}

static void
assert_same_cells (const FtCellSet *a, const FtCellSet *b)
{
  for (FtCell c = 0; c < FT_N_CELLS; c++)
    if (ft_cell_set_has (a, c) != ft_cell_set_has (b, c))
      g_error ("cell %c%d: %d against %d", 'a' + FT_CELL_FILE (c), FT_CELL_RANK (c) + 1,
               ft_cell_set_has (a, c), ft_cell_set_has (b, c));
}

static FtCellSet
cells (const char *const *names)
{
  FtCellSet set;

  ft_cell_set_clear (&set);
  for (guint i = 0; names[i] != NULL; i++)
    ft_cell_set_add (&set, cell (names[i]));
  return set;
}

static FtMoveDiagram *
diagram_of (FtRuleset *rules, FtColour side, guint kind)
{
  FtGamePiece piece = { .side = side, .kind = (guint8) kind };

  return ft_move_diagram_new (rules, &piece);
}

/* A piece moving and capturing alike on the Fourteen board: its diagram
 * from g7 against the legal moves of a FEN with it on g7 (kings out of its
 * way), and every target a capture square too. */
static void
check_like_engine (guint kind, char letter, guint expected)
{
  g_autoptr (FtRuleset) start = chess_rules (FT_FEN_FOURTEEN_START_TEST, FT_RULES_FOURTEEN, NULL);
  g_autoptr (FtMoveDiagram) diagram = diagram_of (start, FT_WHITE, kind);
  char piece[4] = { letter, 'g', '7', 0 };
  /* The king alone needs no second king of its side. */
  const char *const placed[] = { piece, "km14", kind == FT_KING ? NULL : "Kb1", NULL };
  g_autofree char *fen = fen_for (14, 14, placed, 'w');
  g_autoptr (FtRuleset) alone = chess_rules (fen, FT_RULES_FOURTEEN, NULL);
  FtCellSet targets = targets_of (alone, cell ("g7"));

  g_assert_cmpint (ft_move_diagram_get_origin (diagram), ==, cell ("g7"));
  g_assert_cmpuint (ft_cell_set_count (ft_move_diagram_get_moves (diagram)), ==, expected);
  assert_same_cells (ft_move_diagram_get_moves (diagram), &targets);
  assert_same_cells (ft_move_diagram_get_captures (diagram), &targets);
}

static void
test_knight_rook_amazon (void)
{
  check_like_engine (FT_KNIGHT, 'N', 8);
  check_like_engine (FT_CAMEL, 'C', 8);
  /* Six squares towards a and h each way along rank 7, and file g. */
  check_like_engine (FT_ROOK, 'R', 26);
  check_like_engine (FT_GENERAL, 'G', 16);
  check_like_engine (FT_AMAZON, 'A', 8 + 26 + 6 + 6 + 6 + 7);
  check_like_engine (FT_KING, 'K', 8);
}

/* The pawn moves straight and captures diagonally: captures are marked on
 * its diagonals only, with an enemy piece drawn there. */
static void
test_fourteen_pawn (void)
{
  g_autoptr (FtRuleset) start = chess_rules (FT_FEN_FOURTEEN_START_TEST, FT_RULES_FOURTEEN, NULL);
  g_autoptr (FtMoveDiagram) white = diagram_of (start, FT_WHITE, FT_PAWN);
  g_autoptr (FtMoveDiagram) black = diagram_of (start, FT_BLACK, FT_PAWN);
  const char *const placed[] = { "Pg2", "nf3", "nh3", "Ka1", "kn14", NULL };
  g_autofree char *fen = fen_for (14, 14, placed, 'w');
  g_autoptr (FtRuleset) engine = chess_rules (fen, FT_RULES_FOURTEEN, NULL);
  FtCellSet targets = targets_of (engine, cell ("g2"));
  FtCellSet moves = cells ((const char *const[]) { "g3", "g4", NULL });
  FtCellSet captures = cells ((const char *const[]) { "f3", "h3", NULL });
  FtCellSet black_moves = cells ((const char *const[]) { "g12", "g11", NULL });
  FtCellSet black_captures = cells ((const char *const[]) { "f12", "h12", NULL });
  FtCellSet both = moves;
  FtGamePiece enemy;

  for (guint i = 0; i < G_N_ELEMENTS (both.bits); i++)
    both.bits[i] |= captures.bits[i];
  g_assert_cmpint (ft_move_diagram_get_origin (white), ==, cell ("g2"));
  assert_same_cells (ft_move_diagram_get_moves (white), &moves);
  assert_same_cells (ft_move_diagram_get_captures (white), &captures);
  assert_same_cells (&both, &targets);
  g_assert_true (ft_move_diagram_get_picture (white, cell ("f3"), &enemy));
  g_assert_cmpint (enemy.side, ==, FT_BLACK);
  g_assert_true (ft_move_diagram_get_picture (white, cell ("g2"), &enemy));
  g_assert_cmpint (enemy.kind, ==, FT_PAWN);
  g_assert_false (ft_move_diagram_get_picture (white, cell ("g3"), NULL));

  g_assert_cmpint (ft_move_diagram_get_origin (black), ==, cell ("g13"));
  assert_same_cells (ft_move_diagram_get_moves (black), &black_moves);
  assert_same_cells (ft_move_diagram_get_captures (black), &black_captures);
}

/* Standard chess: the 8×8 board, the pawn from d2. */
static void
test_standard_pawn (void)
{
  g_autoptr (FtRuleset) start = chess_rules (FT_FEN_STANDARD_START, FT_RULES_STANDARD, NULL);
  g_autoptr (FtMoveDiagram) pawn = diagram_of (start, FT_WHITE, FT_PAWN);
  g_autoptr (FtMoveDiagram) queen = diagram_of (start, FT_WHITE, FT_QUEEN);
  FtCellSet moves = cells ((const char *const[]) { "d3", "d4", NULL });
  FtCellSet captures = cells ((const char *const[]) { "c3", "e3", NULL });

  g_assert_cmpuint (ft_move_diagram_get_files (pawn), ==, 8);
  assert_same_cells (ft_move_diagram_get_moves (pawn), &moves);
  assert_same_cells (ft_move_diagram_get_captures (pawn), &captures);
  /* The queen on d4: 27 squares, corners included (a king stands there in
   * one of the two placements). */
  g_assert_cmpint (ft_move_diagram_get_origin (queen), ==, cell ("d4"));
  g_assert_cmpuint (ft_cell_set_count (ft_move_diagram_get_moves (queen)), ==, 27);
  g_assert_true (ft_cell_set_has (ft_move_diagram_get_moves (queen), cell ("a1")));
  g_assert_true (ft_cell_set_has (ft_move_diagram_get_moves (queen), cell ("h8")));
}

/* Custom Betza pieces for both colours: "lR" slides to its own left only,
 * "fN" leaps the two narrow forward knight leaps; against the legal moves
 * of a FEN with each of them alone. */
static void
check_custom (const FtCustomKinds *kinds, FtRuleset *start, guint kind, FtColour side,
              const char *on, guint expected)
{
  g_autoptr (FtMoveDiagram) diagram = diagram_of (start, side, kind);
  char letter = kinds->kinds[kind - FT_CUSTOM_FIRST].letter;
  char piece[5];
  const char *const placed[] = { piece, "Kb1", "km14", NULL };
  g_autofree char *fen = NULL;
  g_autoptr (FtRuleset) alone = NULL;
  FtCellSet targets;

  g_snprintf (piece, sizeof piece, "%c%s", side == FT_WHITE ? g_ascii_toupper (letter) : letter, on);
  fen = fen_for (14, 14, placed, side == FT_WHITE ? 'w' : 'b');
  alone = chess_rules (fen, FT_RULES_FOURTEEN, kinds);
  targets = targets_of (alone, cell (on));
  g_assert_cmpint (ft_move_diagram_get_origin (diagram), ==, cell (on));
  g_assert_cmpuint (ft_cell_set_count (ft_move_diagram_get_moves (diagram)), ==, expected);
  assert_same_cells (ft_move_diagram_get_moves (diagram), &targets);
  assert_same_cells (ft_move_diagram_get_captures (diagram), &targets);
}

static void
test_custom_betza (void)
{
  FtCustomKinds kinds = { 0 };
  g_autoptr (GError) error = NULL;
  g_autoptr (FtRuleset) start = NULL;
  g_autoptr (FtMoveDiagram) left = NULL;
  g_autoptr (GArray) pieces = NULL;
  g_autofree char *name = NULL;
  FtGamePiece lame = { .side = FT_WHITE, .kind = FT_CUSTOM_FIRST };

  g_assert_true (ft_custom_kinds_add (&kinds, 'x', 400, "lR", &error));
  g_assert_true (ft_custom_kinds_add (&kinds, 'y', 300, "fN", &error));
  g_assert_no_error (error);
  start = chess_rules ("rnbhcgakgcebnr/pppppppppppppp/14/14/14/14/14/14/14/14/14/14/PPPPPPPPPPPPPP/"
                       "RNBHXGAKGYEBNR w - - 0 1",
                       FT_RULES_FOURTEEN, &kinds);
  /* White's left is towards file a: a7 to f7; Black's towards n: h8 to n8. */
  check_custom (&kinds, start, FT_CUSTOM_FIRST, FT_WHITE, "g7", 6);
  check_custom (&kinds, start, FT_CUSTOM_FIRST, FT_BLACK, "g8", 7);
  check_custom (&kinds, start, FT_CUSTOM_FIRST + 1, FT_WHITE, "g7", 2);
  check_custom (&kinds, start, FT_CUSTOM_FIRST + 1, FT_BLACK, "g8", 2);
  left = ft_move_diagram_new (start, &lame);
  g_assert_true (ft_cell_set_has (ft_move_diagram_get_moves (left), cell ("a7")));
  g_assert_false (ft_cell_set_has (ft_move_diagram_get_moves (left), cell ("h7")));

  /* In play: the kinds on the board (White's camels gave their places to
   * the custom kinds, Black's stay), the queen by promotion, both custom
   * kinds last. */
  pieces = ft_move_diagram_list_pieces (start);
  g_assert_cmpuint (pieces->len, ==, 11 + 2);
  g_assert_cmpuint (g_array_index (pieces, FtGamePiece, pieces->len - 1).kind, ==, FT_CUSTOM_FIRST + 1);
  g_assert_cmpstr (ft_rules_help_get_betza (start, &lame), ==, "lR");
  name = ft_rules_help_get_piece_name (start, &lame);
  g_assert_cmpstr (name, ==, "Piece X");
}

/* Checkers: a man steps and jumps forward, a crowned piece both ways;
 * against the rules' targets with the enemy pieces where the picture has
 * them. */
static void
test_checkers (void)
{
  g_autoptr (FtCheckersRuleset) bombs = ft_checkers_ruleset_new (FT_CHECKERS_RULES_BOMBS, FT_CHECKERS_TURN_END_AUTO);
  g_autoptr (FtCheckersRuleset) english = ft_checkers_ruleset_new (FT_CHECKERS_RULES_ENGLISH, FT_CHECKERS_TURN_END_AUTO);
  FtGamePiece man = { .side = FT_WHITE, .kind = FT_CHECKERS_BOMB };
  FtGamePiece king = { .side = FT_WHITE, .kind = FT_CHECKERS_NORMAL, .crowned = TRUE };
  g_autoptr (FtMoveDiagram) man_diagram = ft_move_diagram_new (FT_RULESET (bombs), &man);
  g_autoptr (FtMoveDiagram) king_diagram = ft_move_diagram_new (FT_RULESET (bombs), &king);
  FtCellSet steps = cells ((const char *const[]) { "c5", "e5", NULL });
  FtCellSet jumps = cells ((const char *const[]) { "b6", "f6", NULL });
  FtCellSet king_jumps = cells ((const char *const[]) { "b6", "f6", "b2", "f2", NULL });
  FtCheckersState state = { 0 };
  g_autoptr (FtCheckersRuleset) check = NULL;
  FtCellSet targets, both = jumps;
  g_autoptr (GArray) bomb_pieces = ft_move_diagram_list_pieces (FT_RULESET (bombs));
  g_autoptr (GArray) english_pieces = ft_move_diagram_list_pieces (FT_RULESET (english));
  FtGamePiece enemy;

  assert_same_cells (ft_move_diagram_get_moves (man_diagram), &steps);
  assert_same_cells (ft_move_diagram_get_captures (man_diagram), &jumps);
  assert_same_cells (ft_move_diagram_get_captures (king_diagram), &king_jumps);
  g_assert_cmpuint (ft_cell_set_count (ft_move_diagram_get_moves (king_diagram)), ==, 4);
  g_assert_true (ft_move_diagram_get_picture (man_diagram, cell ("c5"), &enemy));
  g_assert_cmpint (enemy.side, ==, FT_BLACK);
  g_assert_false (ft_move_diagram_get_picture (man_diagram, cell ("c3"), NULL));

  /* The same position built by hand, through the rules interface. */
  state.rules = FT_CHECKERS_RULES_BOMBS;
  state.to_move = FT_CHECKERS_FIRE;
  state.squares[ft_cell_to_checkers (cell ("d4"))] = FT_CHECKERS_PIECE (FT_CHECKERS_FIRE, FT_CHECKERS_BOMB, FALSE);
  state.squares[ft_cell_to_checkers (cell ("c5"))] = FT_CHECKERS_PIECE (FT_CHECKERS_WATER, FT_CHECKERS_NORMAL, FALSE);
  state.squares[ft_cell_to_checkers (cell ("e5"))] = FT_CHECKERS_PIECE (FT_CHECKERS_WATER, FT_CHECKERS_NORMAL, FALSE);
  check = ft_checkers_ruleset_new_from_state (&state);
  targets = targets_of (FT_RULESET (check), cell ("d4"));
  assert_same_cells (&targets, &both);

  g_assert_cmpuint (bomb_pieces->len, ==, 4);
  g_assert_true (g_array_index (bomb_pieces, FtGamePiece, 3).crowned);
  g_assert_cmpuint (english_pieces->len, ==, 2);
}

static void
test_pieces_in_play (void)
{
  g_autoptr (FtRuleset) fourteen = chess_rules (FT_FEN_FOURTEEN_START_TEST, FT_RULES_FOURTEEN, NULL);
  g_autoptr (FtRuleset) standard = chess_rules (FT_FEN_STANDARD_START, FT_RULES_STANDARD, NULL);
  g_autoptr (GArray) eleven = ft_move_diagram_list_pieces (fourteen);
  g_autoptr (GArray) six = ft_move_diagram_list_pieces (standard);

  g_assert_cmpuint (eleven->len, ==, 11);
  g_assert_cmpuint (g_array_index (eleven, FtGamePiece, 0).kind, ==, FT_PAWN);
  g_assert_cmpuint (six->len, ==, 6);
}

static gboolean
sections_mention (FtRuleset *rules, const char *heading, const char *text)
{
  g_autoptr (GPtrArray) sections = ft_rules_help_get_sections (rules);

  for (guint i = 0; i < sections->len; i++)
    {
      FtRulesSection *section = g_ptr_array_index (sections, i);

      if (g_strcmp0 (section->heading, heading) == 0)
        return strstr (section->body, text) != NULL;
    }
  return FALSE;
}

/* The words follow the rules' own numbers: halfway promotion on 14×14 and
 * 10×10, the last rank in standard chess. */
static void
test_rules_text (void)
{
  g_autoptr (FtRuleset) fourteen = chess_rules (FT_FEN_FOURTEEN_START_TEST, FT_RULES_FOURTEEN, NULL);
  g_autoptr (FtRuleset) standard = chess_rules (FT_FEN_STANDARD_START, FT_RULES_STANDARD, NULL);
  g_autoptr (FtRuleset) ten = chess_rules ("rnbqkbnr2/pppppppppp/10/10/10/10/10/10/PPPPPPPPPP/RNBQKBNR2 w - - 0 1",
                                           FT_RULES_FOURTEEN, NULL);
  g_autoptr (FtCheckersRuleset) english = ft_checkers_ruleset_new (FT_CHECKERS_RULES_ENGLISH, FT_CHECKERS_TURN_END_AUTO);
  g_autofree char *t14 = ft_rules_help_get_title (fourteen);
  g_autofree char *t8 = ft_rules_help_get_title (standard);
  g_autofree char *t10 = ft_rules_help_get_title (ten);
  g_autofree char *tc = ft_rules_help_get_title (FT_RULESET (english));
  FtGamePiece pawn = { .side = FT_WHITE, .kind = FT_PAWN };
  g_autofree char *pawn_line = ft_rules_help_describe_piece (fourteen, &pawn);

  g_assert_cmpstr (t14, ==, "Fourteen");
  g_assert_cmpstr (t8, ==, "Standard chess");
  g_assert_cmpstr (t10, ==, "Fourteen rules on 10×10");
  g_assert_cmpstr (tc, ==, "English draughts");
  g_assert_true (sections_mention (fourteen, "Pawns and promotion", "rank 8 for White and rank 7 for Black"));
  g_assert_true (sections_mention (ten, "Pawns and promotion", "rank 6 for White and rank 5 for Black"));
  g_assert_true (sections_mention (standard, "Pawns and promotion", "en passant"));
  g_assert_true (sections_mention (standard, "Pawns and promotion", "rank 8 for White, rank 1"));
  g_assert_true (sections_mention (FT_RULESET (english), "Moving and capturing", "compulsory"));
  g_assert_nonnull (strstr (pawn_line, "rank 8"));
}

/* Fog of war's rules replace check and mate; the diagrams stay the same
 * (they are computed under fog's pseudo-legal moves anyway). */
static void
test_fog_text (void)
{
  g_autofree FtPosition *pos = g_new (FtPosition, 1);
  g_autoptr (GError) error = NULL;
  g_autoptr (FtRuleset) fog = NULL;
  g_autoptr (FtMoveDiagram) knight = NULL;
  FtGamePiece piece = { .side = FT_WHITE, .kind = FT_KNIGHT };

  ft_position_clear (pos, FT_RULES_STANDARD, 8, 8);
  ft_position_set_standard_start (pos);
  pos->fog = TRUE;
  g_assert_true (ft_position_finish_setup (pos, &error));
  fog = FT_RULESET (ft_chess_ruleset_new_start (pos));
  g_assert_true (sections_mention (fog, "Fog of war", "capturing the enemy king"));
  g_assert_false (sections_mention (fog, "Check, checkmate and draws", "checkmated"));
  knight = ft_move_diagram_new (fog, &piece);
  g_assert_cmpuint (ft_cell_set_count (ft_move_diagram_get_moves (knight)), ==, 8);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/move-diagram/like-engine", test_knight_rook_amazon);
  g_test_add_func ("/move-diagram/fourteen-pawn", test_fourteen_pawn);
  g_test_add_func ("/move-diagram/standard-pawn", test_standard_pawn);
  g_test_add_func ("/move-diagram/custom-betza", test_custom_betza);
  g_test_add_func ("/move-diagram/checkers", test_checkers);
  g_test_add_func ("/move-diagram/pieces-in-play", test_pieces_in_play);
  g_test_add_func ("/rules-help/text", test_rules_text);
  g_test_add_func ("/rules-help/fog", test_fog_text);
  return g_test_run ();
}
