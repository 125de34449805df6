/* test-rules-help.c — the legend of the pieces (ft_rules_help_get_legend):
 * every kind in play, in the help pages' order, with the letter the move
 * list writes, its name and how it moves, and the word on the queen beside
 * the queen when no queen stands on the board at the start (and nowhere
 * else); none for checkers. */
#include "config.h"

#include <string.h>

#include "ft-checkers-ruleset.h"
#include "ft-chess-ruleset.h"
#include "ft-fen.h"
#include "ft-move-diagram.h"
#include "ft-names.h"
#include "ft-rules-help.h"

#define FOURTEEN_START "rnbhcgakgcebnr/pppppppppppppp/14/14/14/14/14/14/14/14/14/14/PPPPPPPPPPPPPP/RNBHCGAKGCEBNR w - - 0 1"

static FtRuleset *
chess_rules (const char *fen, FtRules rules, const FtCustomKinds *kinds)
{
  g_autofree FtPosition *pos = g_new (FtPosition, 1);
  g_autoptr (GError) error = NULL;

  g_assert_true (ft_fen_parse_custom (fen, rules, kinds, pos, &error));
  g_assert_no_error (error);
  return FT_RULESET (ft_chess_ruleset_new_start (pos));
}

/* The legend's letters in order, "PNCBGRHEQAK"; each entry's name and
 * moves are the help's own (one place for each). */
static char *
legend_letters (FtRuleset *rules, guint *n_notes)
{
  g_autoptr (GPtrArray) legend = ft_rules_help_get_legend (rules);
  g_autoptr (GArray) pieces = ft_move_diagram_list_pieces (rules);
  GString *letters = g_string_new (NULL);

  g_assert_cmpuint (legend->len, ==, pieces->len);
  *n_notes = 0;
  for (guint i = 0; i < legend->len; i++)
    {
      const FtRulesLegendEntry *entry = g_ptr_array_index (legend, i);
      const FtGamePiece *piece = &g_array_index (pieces, FtGamePiece, i);
      g_autofree char *name = ft_rules_help_get_piece_name (rules, piece);
      g_autofree char *moves = ft_rules_help_describe_piece (rules, piece);

      g_assert_cmpuint (entry->piece.kind, ==, piece->kind);
      g_assert_cmpint (entry->piece.side, ==, piece->side);
      g_assert_cmpstr (entry->name, ==, name);
      g_assert_cmpstr (entry->moves, ==, moves);
      g_assert_true (g_ascii_isupper (entry->letter));
      if (entry->note != NULL)
        {
          g_assert_cmpuint (entry->piece.kind, ==, FT_QUEEN);
          g_assert_nonnull (strstr (entry->note, "no queen at the start"));
          (*n_notes)++;
        }
      g_string_append_c (letters, entry->letter);
    }
  return g_string_free (letters, FALSE);
}

static gboolean
sections_mention (FtRuleset *rules, const char *text)
{
  g_autoptr (GPtrArray) sections = ft_rules_help_get_sections (rules);

  for (guint i = 0; i < sections->len; i++)
    if (strstr (((FtRulesSection *) g_ptr_array_index (sections, i))->body, text) != NULL)
      return TRUE;
  return FALSE;
}

static void
test_fourteen (void)
{
  g_autoptr (FtRuleset) rules = chess_rules (FOURTEEN_START, FT_RULES_FOURTEEN, NULL);
  g_autoptr (GPtrArray) legend = ft_rules_help_get_legend (rules);
  g_autofree char *letters = NULL;
  guint notes;

  /* Leapers, sliders, compounds, as the help's pages. */
  letters = legend_letters (rules, &notes);
  g_assert_cmpstr (letters, ==, "PNCBGRHEQAK");
  g_assert_cmpuint (notes, ==, 1);
  g_assert_cmpstr (((FtRulesLegendEntry *) g_ptr_array_index (legend, 6))->name, ==, "Archbishop");
  g_assert_cmpstr (((FtRulesLegendEntry *) g_ptr_array_index (legend, 6))->name, ==,
                   ft_kind_label (FT_ARCHBISHOP));
  g_assert_cmpstr (((FtRulesLegendEntry *) g_ptr_array_index (legend, 4))->moves, ==,
                   "Leaps like a knight, or steps one square in any direction.");
  /* The queen's word sits beside the queen, not in the board's section. */
  g_assert_false (sections_mention (rules, "no queen"));
}

/* A queen on the board at the start: nothing to say about queens. */
static void
test_queen_on_board (void)
{
  g_autoptr (FtRuleset) fourteen = chess_rules ("rnbhcgqkgcebnr/pppppppppppppp/14/14/14/14/14/14/14/14/14/14/"
                                                "PPPPPPPPPPPPPP/RNBHCGQKGCEBNR w - - 0 1",
                                                FT_RULES_FOURTEEN, NULL);
  g_autoptr (FtRuleset) standard = chess_rules (FT_FEN_STANDARD_START, FT_RULES_STANDARD, NULL);
  g_autofree char *without_amazon = NULL;
  g_autofree char *six = NULL;
  guint notes;

  without_amazon = legend_letters (fourteen, &notes);
  g_assert_cmpstr (without_amazon, ==, "PNCBGRHEQK");
  g_assert_cmpuint (notes, ==, 0);
  six = legend_letters (standard, &notes);
  g_assert_cmpstr (six, ==, "PNBRQK");
  g_assert_cmpuint (notes, ==, 0);
}

/* A custom kind: its own letter and name from the config. */
static void
test_custom (void)
{
  FtCustomKinds kinds = { 0 };
  g_autoptr (GError) error = NULL;
  g_autoptr (FtRuleset) rules = NULL;
  g_autoptr (GPtrArray) legend = NULL;
  g_autofree char *letters = NULL;
  guint notes;

  g_assert_true (ft_custom_kinds_add (&kinds, 'x', 400, "lR", &error));
  g_strlcpy (kinds.kinds[0].name, "Lefty", sizeof kinds.kinds[0].name);
  rules = chess_rules ("rnbhxgakgcebnr/pppppppppppppp/14/14/14/14/14/14/14/14/14/14/"
                       "PPPPPPPPPPPPPP/RNBHXGAKGCEBNR w - - 0 1",
                       FT_RULES_FOURTEEN, &kinds);
  letters = legend_letters (rules, &notes);
  g_assert_cmpstr (letters, ==, "PNCBGRHEQAKX");
  legend = ft_rules_help_get_legend (rules);
  g_assert_cmpstr (((FtRulesLegendEntry *) g_ptr_array_index (legend, 11))->name, ==, "Lefty");
}

static void
test_checkers (void)
{
  g_autoptr (FtRuleset) rules = FT_RULESET (ft_checkers_ruleset_new (FT_CHECKERS_RULES_BOMBS,
                                                                      FT_CHECKERS_TURN_END_AUTO));
  g_autoptr (GPtrArray) legend = ft_rules_help_get_legend (rules);

  g_assert_cmpuint (legend->len, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/rules-help/legend/fourteen", test_fourteen);
  g_test_add_func ("/rules-help/legend/queen-on-board", test_queen_on_board);
  g_test_add_func ("/rules-help/legend/custom", test_custom);
  g_test_add_func ("/rules-help/legend/checkers", test_checkers);
  return g_test_run ();
}
