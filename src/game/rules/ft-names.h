/* ft-names.h — the one parser and printer for every named choice: levels,
 * rules, colours, opponents, sides, promotion, time controls.
 *
 * Names are the nicks of the GEnum types that gnome.mkenums generates from
 * ft-types.h and ft-game-types.h ("level-4", "fourteen", "white", "human", …),
 * so the config file, the settings, the command line and UCI all accept the
 * same words.
 */
#pragma once

#include <glib-object.h>

#include "ft-checkers.h"
#include "ft-enums.h"
#include "ft-game-types.h"
#include "ft-types.h"

G_BEGIN_DECLS

/* Look `name` up among the nicks of enum_type (ASCII case-insensitive; a
 * few aliases such as "chess" for standard rules). FALSE if unknown. */
gboolean ft_name_parse (GType enum_type, const char *name, int *value);
/* The nick of `value`, or NULL if it has none. */
const char *ft_name_of (GType enum_type, int value);
/* The nicks for a message: "\"queen\" or \"choose\""; for levels the
 * range and the three words. */
char *ft_name_list (GType enum_type);

/* The config's three words (easy, normal, hard) as rows 0–2 of a choice
 * (the New Game dialog's): the level of a row (rows past the last are the
 * last), and the row of a level (the last word not above it). */
FtLevel ft_level_of_word_row (guint row);
guint ft_level_word_row (FtLevel level);
#define FT_N_LEVEL_WORDS 3
/* A row's word as a label: "Easy", "Normal", "Hard" (translated). */
const char *ft_level_word_label (guint row);

/* Translated labels for the interface. */
const char *ft_level_label (FtLevel level);       /* "Level 4" */
const char *ft_level_phrase (FtLevel level);      /* within a sentence: "level 4" */
/* The computer as a player's name: "Computer (level 4)", and for the
 * config's three words the names they have always had, "Computer (easy)",
 * "Computer (normal)", "Computer (hard)". A new string. */
char *ft_computer_name (FtLevel level);
const char *ft_colour_label (FtColour colour);    /* "White", "Black" */
/* Within a sentence ("e4, white archbishop"): "white", "black"; "pawn",
 * "archbishop" (built-in kinds; "" for others). */
const char *ft_colour_phrase (FtColour colour);
const char *ft_kind_phrase (FtKind kind);
/* As a label: "Pawn", "Archbishop" (built-in kinds; "" for others). */
const char *ft_kind_label (FtKind kind);
/* Checkers: the sides "Fire" (White's place: first to move) and "Water",
 * and a piece of a side: "Fire piece", "Water bomb". */
const char *ft_checkers_side_label (FtColour side);
const char *ft_checkers_piece_label (FtColour side, FtCheckersKind kind);
/* A kind as a label ("Piece", "Shield", "Bomb") or within a sentence
 * ("piece", "shield", "bomb"). */
const char *ft_checkers_kind_name (FtCheckersKind kind, gboolean label);

G_END_DECLS
