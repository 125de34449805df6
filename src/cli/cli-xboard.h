/* cli-xboard.h — the parts of `fourteen-cli xboard` (cli-xboard.c) in
 * other files. */
#pragma once

#include "cli-protocol.h"

G_BEGIN_DECLS

/* cli-xboard-setup.c: tell XBoard the board, the start position and the
 * pieces (variant fairy): `setup (TABLE) WxH+0_fairy FEN` and
 * `piece X& BETZA`. */
void ft_cli_xboard_send_setup (FtCliEngine *engine, const FtPosition *pos);

/* The game's result as CECP wants it ("1-0 {White mates}"), or NULL while
 * the game goes on. */
const char *ft_cli_xboard_result_text (const FtPosition *pos);

G_END_DECLS
