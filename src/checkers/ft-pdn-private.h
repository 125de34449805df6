/* ft-pdn-private.h — what the PDN writer (ft-pdn.c) and reader
 * (ft-pdn-reader.c) share. */
#pragma once

#include "ft-pdn.h"

/* Our GameType values (the first number of PDN's "21,B,8,8,N2,0"). */
#define FT_PDN_GAME_TYPE_ENGLISH "21"
#define FT_PDN_GAME_TYPE_BOMBS "Bombs"

/* -1 if absent. */
int ft_pdn_find_tag (const FtPdnGame *game, const char *name);
/* "1-0", "0-1", "1/2-1/2", "*", "2-0", "0-2", "1-1", "0-0". */
gboolean ft_pdn_result_from_text (const char *text, FtCheckersSide *result);
/* The time of "[%clk H:MM:SS(.d)]" inside a comment, -1 if none. */
gint64 ft_pdn_parse_clock (const char *text, gsize length);
/* "-", "?", "SECONDS+INCREMENT", "1/SECONDS"; FALSE if malformed. */
gboolean ft_pdn_parse_time_control (const char *text, FtPdnTimeControl *tc);
