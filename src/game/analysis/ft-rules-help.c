/* ft-rules-help.c — see ft-rules-help.h. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ft-rules-help.h"

#include "ft-checkers-ruleset.h"
#include "ft-chess-ruleset.h"
#include "ft-move-diagram.h"
#include "ft-names.h"

static void
section_free (gpointer data)
{
  FtRulesSection *section = data;

  g_free (section->heading);
  g_free (section->body);
  g_free (section);
}

static void
add (GPtrArray *sections, const char *heading, char *body)
{
  FtRulesSection *section = g_new (FtRulesSection, 1);

  section->heading = g_strdup (heading);
  section->body = body;
  g_ptr_array_add (sections, section);
}

static const FtPosition *
chess_position (FtRuleset *rules)
{
  return FT_IS_CHESS_RULESET (rules) ? ft_chess_ruleset_get_position (FT_CHESS_RULESET (rules)) : NULL;
}

static gboolean
is_english (FtRuleset *rules)
{
  return FT_IS_CHECKERS_RULESET (rules)
         && ft_checkers_ruleset_get_rules (FT_CHECKERS_RULESET (rules)) == FT_CHECKERS_RULES_ENGLISH;
}

/* ---- Titles ----------------------------------------------------------------- */

char *
ft_rules_help_get_title (FtRuleset *rules)
{
  const FtPosition *pos = chess_position (rules);
  const char *base;
  g_autofree char *sized = NULL;

  g_return_val_if_fail (FT_IS_RULESET (rules), NULL);

  if (pos == NULL)
    return g_strdup (is_english (rules) ? _("English draughts") : _("Checkers with bombs and shields"));
  if (pos->rules == FT_RULES_FOURTEEN)
    base = pos->files == 14 && pos->ranks == 14 ? NULL : _("Fourteen rules");
  else
    base = pos->files == 8 && pos->ranks == 8 ? NULL : _("Standard rules");
  if (base == NULL)
    sized = g_strdup (pos->rules == FT_RULES_FOURTEEN ? _("Fourteen") : _("Standard chess"));
  else
    /* Translators: "Fourteen rules on 10×10" */
    sized = g_strdup_printf (_("%s on %u×%u"), base, pos->files, pos->ranks);
  if (pos->custom.n == 0)
    return g_steal_pointer (&sized);
  /* Translators: "Fourteen with pieces of its own" */
  return g_strdup_printf (_("%s with pieces of its own"), sized);
}

/* ---- Chess -------------------------------------------------------------------- */

static char *
chess_board (const FtPosition *pos)
{
  g_autofree char *last_file = g_strdup_printf ("%c", 'a' + pos->files - 1);

  /* Translators: files, ranks, the last file's letter, ranks again */
  return g_strdup_printf (_("The board has %u files and %u ranks: files a to %s from left to right, "
                            "ranks 1 to %u from White's side. White starts at the bottom and moves "
                            "first."),
                          pos->files, pos->ranks, last_file, pos->ranks);
}

static char *
chess_pawns (const FtPosition *pos)
{
  int white = pos->promotion_rank[FT_WHITE] + 1, black = pos->promotion_rank[FT_BLACK] + 1;
  gboolean standard = pos->rules == FT_RULES_STANDARD;
  g_autofree char *promotion = g_strdup_printf (
    standard ? _("Right after an enemy pawn's double step, a pawn beside it may take it en passant. "
                 "A pawn reaching the last rank (rank %d for White, rank %d for Black) becomes a "
                 "queen, rook, bishop or knight of the player's choosing.")
    : pos->promotion_choice
      ? _("There is no en passant. A pawn promotes halfway up the board: on rank %d for White and "
          "rank %d for Black it becomes any piece but a king or a pawn, chosen by the player, as "
          "part of the same move.")
      : _("There is no en passant. A pawn promotes halfway up the board: on rank %d for White and "
          "rank %d for Black it becomes a queen at once, as part of the same move."),
    white, black);

  return g_strconcat (_("A pawn steps one square forward, or two from its second rank when both are "
                        "empty, and captures one square diagonally forward."),
                      " ", promotion, NULL);
}

static void
chess_sections (const FtPosition *pos, GPtrArray *sections)
{
  add (sections, _("The board"), chess_board (pos));
  add (sections, _("Moving and capturing"),
       g_strdup (_("A slider moves any number of empty squares in one of its directions and stops "
                   "at the first piece on its way, which it may capture if it is an enemy's. A leap "
                   "goes straight to its square, whatever stands between. Every piece but the pawn "
                   "captures by moving onto an enemy piece the way it moves. The diagrams show "
                   "each piece's moves.")));
  add (sections, _("Pawns and promotion"), chess_pawns (pos));
  add (sections, _("Castling"),
       g_strdup (_("A king that has not moved may move two squares along its first rank towards a "
                   "rook of its own that has not moved, at least three files away; the rook then "
                   "stands on the square the king passed over. Every square between them must be "
                   "empty, the king not in check, and neither the square it passes nor the one it "
                   "lands on attacked. Move the king two squares to castle.")));
  if (pos->fog)
    add (sections, _("Fog of war"),
         g_strdup (_("Each side sees only its own pieces and the squares they can move to. There "
                     "is no check: a king may move into attack, and the game is won by capturing "
                     "the enemy king. A side with no move at all draws.")));
  else
    add (sections, _("Check, checkmate and draws"),
         g_strdup (_("A move may not leave the mover's own king attacked. A side in check with no "
                     "legal move is checkmated and loses; without a legal move and not in check "
                     "it is stalemate, a draw.")));
  if (pos->rules == FT_RULES_STANDARD)
    add (sections, _("Draws"),
         g_strdup (_("Threefold repetition and fifty moves without a capture or a pawn move are "
                     "drawn when the player to move claims it; fivefold repetition and "
                     "seventy-five moves end the game by themselves. Insufficient material is a "
                     "draw, as in FIDE's rules.")));
  else
    add (sections, _("Draws"),
         g_strdup (_("Threefold repetition and 100 plies without a capture or a pawn move end the "
                     "game in a draw at once, with no claim; so do two bare kings.")));
  if (pos->custom.n > 0)
    add (sections, _("Pieces of its own"),
         g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "This game adds %u piece of its own. Its moves are given "
                                       "in Betza notation, shown beside its diagram.",
                                       "This game adds %u pieces of its own. Their moves are "
                                       "given in Betza notation, shown beside their diagrams.",
                                       pos->custom.n),
                          pos->custom.n));
}

/* ---- Checkers ---------------------------------------------------------------- */

static void
checkers_sections (gboolean english, GPtrArray *sections)
{
  add (sections, _("The board"),
       g_strdup (english ? _("An 8×8 board of which only the dark squares are used. Fire starts at "
                             "the bottom with twelve pieces, moves first and moves up the board; "
                             "Water starts at the top and moves down.")
                         : _("An 8×8 board of which only the dark squares are used. Fire starts at "
                             "the bottom, moves first and moves up; Water starts at the top. Each "
                             "side has four pieces on its back row, four shields in the middle row "
                             "and four bombs in front.")));
  add (sections, _("Moving and capturing"),
       g_strdup (english ? _("A piece steps one square diagonally forward, or captures by jumping "
                             "over an adjacent enemy piece onto the empty square beyond, and jumps "
                             "on while it can. Capturing is compulsory, and a capture sequence "
                             "must be completed. A piece reaching the far row is crowned and "
                             "moves and captures backwards too; crowning ends the turn.")
                         : _("A piece steps one square diagonally forward, or captures by jumping "
                             "over an adjacent enemy piece onto the empty square beyond, and may "
                             "jump again or stop after any capture. Capturing is never "
                             "compulsory. A piece reaching the far row is crowned and moves and "
                             "captures backwards too, one square at a time.")));
  if (!english)
    add (sections, _("Bombs and shields"),
         g_strdup (_("When a bomb captures, it explodes on its landing square: every piece in the "
                     "3×3 block around it is removed, both sides' and the bomb itself, except "
                     "shields; its turn ends there. A shield survives every explosion but can be "
                     "jumped like any piece. A bomb that is jumped or caught in a blast just "
                     "disappears.")));
  add (sections, _("End of the game"),
       g_strdup (english ? _("A side with no pieces left, or no legal move, loses.")
                         : _("A side with no pieces left, or no legal move, loses; when the last "
                             "pieces of both sides go in one explosion, it is a tie. Forty turns "
                             "each without a capture, an explosion or a crowning are a tie.")));
}

GPtrArray *
ft_rules_help_get_sections (FtRuleset *rules)
{
  GPtrArray *sections = g_ptr_array_new_with_free_func (section_free);
  const FtPosition *pos = chess_position (rules);

  g_return_val_if_fail (FT_IS_RULESET (rules), sections);

  if (pos != NULL)
    chess_sections (pos, sections);
  else
    checkers_sections (is_english (rules), sections);
  return sections;
}

/* ---- Pieces ------------------------------------------------------------------- */

static const FtCustomKind *
custom_kind (FtRuleset *rules, const FtGamePiece *piece)
{
  const FtPosition *pos = chess_position (rules);

  if (pos == NULL || !FT_IS_CUSTOM_KIND (piece->kind) || piece->kind - FT_CUSTOM_FIRST >= pos->custom.n)
    return NULL;
  return &pos->custom.kinds[piece->kind - FT_CUSTOM_FIRST];
}

char *
ft_rules_help_get_piece_name (FtRuleset *rules, const FtGamePiece *piece)
{
  const FtCustomKind *custom;

  g_return_val_if_fail (FT_IS_RULESET (rules) && piece != NULL, NULL);

  if (FT_IS_CHECKERS_RULESET (rules))
    {
      if (piece->crowned)
        return g_strdup (is_english (rules) ? C_("draughts", "King") : _("Crowned piece"));
      return g_strdup (is_english (rules) ? C_("draughts", "Man") : ft_checkers_kind_name (piece->kind, TRUE));
    }
  custom = custom_kind (rules, piece);
  if (custom == NULL)
    return g_strdup (ft_kind_label (piece->kind));
  if (custom->name[0] != '\0')
    return g_strdup (custom->name);
  /* Translators: a custom piece without a name, by its letter */
  return g_strdup_printf (_("Piece %c"), g_ascii_toupper (custom->letter));
}

static const char *
chess_description (FtKind kind)
{
  switch (kind)
    {
    case FT_PAWN: return _("Steps one square forward; captures one square diagonally forward.");
    case FT_KNIGHT: return _("Leaps two squares one way and one square across.");
    case FT_CAMEL: return _("Leaps three squares one way and one square across.");
    case FT_BISHOP: return _("Slides diagonally.");
    case FT_GENERAL: return _("Leaps like a knight, or steps one square in any direction.");
    case FT_ROOK: return _("Slides along files and ranks.");
    case FT_ARCHBISHOP: return _("Leaps like a knight, or slides like a bishop.");
    case FT_CHANCELLOR: return _("Leaps like a knight, or slides like a rook.");
    case FT_QUEEN: return _("Slides like a rook or a bishop.");
    case FT_AMAZON: return _("Leaps like a knight, or slides like a rook or a bishop.");
    case FT_KING: return _("Steps one square in any direction, never into attack; may castle.");
    case FT_NO_KIND:
    case FT_N_KINDS:
    default: return "";
    }
}

static const char *
checkers_description (const FtGamePiece *piece, gboolean english)
{
  if (piece->crowned)
    return _("Steps and captures diagonally in all four directions, one square at a time.");
  if (!english && piece->kind == FT_CHECKERS_SHIELD)
    return _("Moves like a piece, and survives every explosion.");
  if (!english && piece->kind == FT_CHECKERS_BOMB)
    return _("Moves like a piece; when it captures it explodes, clearing the 3×3 block around it.");
  return _("Steps diagonally forward; captures by jumping an enemy piece, forward only.");
}

char *
ft_rules_help_describe_piece (FtRuleset *rules, const FtGamePiece *piece)
{
  const FtPosition *pos = chess_position (rules);
  const FtCustomKind *custom;

  g_return_val_if_fail (FT_IS_RULESET (rules) && piece != NULL, NULL);

  if (pos == NULL)
    return g_strdup (checkers_description (piece, is_english (rules)));
  custom = custom_kind (rules, piece);
  if (custom != NULL)
    return g_strdup (_("A piece of this game's own: it moves as its Betza notation says."));
  if (piece->kind == FT_PAWN && pos->rules == FT_RULES_FOURTEEN)
    {
      g_autofree char *rank = g_strdup_printf (_("Promotes halfway, on rank %d."),
                                               pos->promotion_rank[piece->side] + 1);

      return g_strconcat (chess_description (FT_PAWN), " ", rank, NULL);
    }
  return g_strdup (chess_description (piece->kind));
}

const char *
ft_rules_help_get_betza (FtRuleset *rules, const FtGamePiece *piece)
{
  const FtCustomKind *custom;

  g_return_val_if_fail (FT_IS_RULESET (rules) && piece != NULL, NULL);
  custom = custom_kind (rules, piece);
  return custom != NULL ? custom->betza : NULL;
}

/* ---- The legend ------------------------------------------------------------------ */

static void
legend_entry_free (gpointer data)
{
  FtRulesLegendEntry *entry = data;

  g_free (entry->name);
  g_free (entry->moves);
  g_free (entry->note);
  g_free (entry);
}

static gboolean
on_board (const FtPosition *pos, FtKind kind)
{
  for (int rank = 0; rank < pos->ranks; rank++)
    for (int file = 0; file < pos->files; file++)
      if (FT_PIECE_KIND (ft_position_piece_at (pos, FT_SQUARE (file, rank))) == kind)
        return TRUE;
  return FALSE;
}

GPtrArray *
ft_rules_help_get_legend (FtRuleset *rules)
{
  GPtrArray *legend = g_ptr_array_new_with_free_func (legend_entry_free);
  const FtPosition *pos = chess_position (rules);
  g_autoptr (GArray) pieces = NULL;

  g_return_val_if_fail (FT_IS_RULESET (rules), legend);
  if (pos == NULL)
    return legend;

  /* The kinds of the help's pages, in their order. */
  pieces = ft_move_diagram_list_pieces (rules);
  for (guint i = 0; i < pieces->len; i++)
    {
      const FtGamePiece *piece = &g_array_index (pieces, FtGamePiece, i);
      FtRulesLegendEntry *entry = g_new0 (FtRulesLegendEntry, 1);

      entry->piece = *piece;
      entry->letter = g_ascii_toupper (ft_position_kind_to_char (pos, piece->kind));
      entry->name = ft_rules_help_get_piece_name (rules, piece);
      entry->moves = ft_rules_help_describe_piece (rules, piece);
      if (piece->kind == FT_QUEEN && !on_board (pos, FT_QUEEN))
        entry->note = g_strdup (_("There is no queen at the start: queens come only from promotion."));
      g_ptr_array_add (legend, entry);
    }
  return legend;
}
