/* ft-rules-help.h — the rules of the game being played, in words, for the
 * help window (translated; no GTK). The words follow docs/rules.md and
 * docs/checkers.md; the numbers in them (board size, promotion ranks, the
 * custom kinds and their Betza notation) are read from the rules
 * themselves, so that a 10×10 game says where its pawns promote. */
#pragma once

#include <glib.h>

#include "ft-ruleset.h"

G_BEGIN_DECLS

/* One topic of the rules: a heading and its paragraph. */
typedef struct
{
  char *heading;
  char *body;
} FtRulesSection;

/* "Fourteen", "Standard chess", "Fourteen rules on 10×10 with pieces of its
 * own", "Checkers with bombs and shields", "English draughts". */
char *ft_rules_help_get_title (FtRuleset *rules);
/* The rules' sections, in reading order: an array of FtRulesSection
 * (freed with the array). */
GPtrArray *ft_rules_help_get_sections (FtRuleset *rules);
/* A piece's name as a label ("Knight", the config's name of a custom kind,
 * "Bomb", "Crowned piece"). */
char *ft_rules_help_get_piece_name (FtRuleset *rules, const FtGamePiece *piece);
/* One line on how it moves. */
char *ft_rules_help_describe_piece (FtRuleset *rules, const FtGamePiece *piece);
/* A custom kind's Betza notation ("lR", "fN"), else NULL. */
const char *ft_rules_help_get_betza (FtRuleset *rules, const FtGamePiece *piece);

/* One line of the legend of the pieces: a kind in play, the capital letter
 * that names it in the move list, records and layouts ('N', 'H', a custom
 * kind's own; 'P' for the pawn, whose moves name no piece), its name, one
 * line on how it moves and, for the queen when none stands on the board at
 * the start, that promotion alone brings one. */
typedef struct
{
  FtGamePiece piece;
  char letter;
  char *name;
  char *moves;
  char *note; /* or NULL */
} FtRulesLegendEntry;

/* The legend of a chess game's pieces, in the order of the help's piece
 * pages (ft_move_diagram_list_pieces): an array of FtRulesLegendEntry
 * (freed with the array), empty for checkers, whose notation names no
 * piece. */
GPtrArray *ft_rules_help_get_legend (FtRuleset *rules);

G_END_DECLS
