/* cli-xboard-setup.c — how `fourteen-cli xboard` describes Fourteen's game to
 * XBoard (variant fairy): the board size, the start position and every
 * piece's movement in Betza notation, as Fairy-Stockfish does. */
#include "config.h"

#include <string.h>

#include "cli-xboard.h"
#include "ft-fen.h"

/* The XBoard piece type (slot in the setup command's table) of each of our
 * kinds: P N B R Q, then the fairy kinds, K last. */
#define XB_SLOTS 22

static int
slot_of_kind (FtKind kind)
{
  switch (kind)
    {
    case FT_PAWN: return 0;
    case FT_KNIGHT: return 1;
    case FT_BISHOP: return 2;
    case FT_ROOK: return 3;
    case FT_QUEEN: return 4;
    case FT_GENERAL: return 5;
    case FT_CAMEL: return 6;
    case FT_ARCHBISHOP: return 7; /* XBoard's archbishop */
    case FT_CHANCELLOR: return 8; /* XBoard's chancellor (marshall) */
    case FT_AMAZON: return 9;
    case FT_KING: return XB_SLOTS - 1;
    case FT_NO_KIND:
    case FT_N_KINDS:
    default:
      return FT_IS_CUSTOM_KIND (kind) ? 10 + (int) (kind - FT_CUSTOM_FIRST) : -1;
    }
}

static const char *
betza_of_kind (const FtPosition *pos, FtKind kind)
{
  switch (kind)
    {
    case FT_PAWN:
      /* Fourteen pawns also step twice from their second rank. */
      return "fmWfceFifmnD";
    case FT_KNIGHT: return "N";
    case FT_BISHOP: return "B";
    case FT_ROOK: return "R";
    case FT_QUEEN: return "Q";
    case FT_KING: return "KisO2";
    case FT_ARCHBISHOP: return "BN";
    case FT_CHANCELLOR: return "RN";
    case FT_AMAZON: return "QN";
    case FT_CAMEL: return "C";
    case FT_GENERAL: return "KN";
    case FT_NO_KIND:
    case FT_N_KINDS:
    default:
      return pos->custom.kinds[kind - FT_CUSTOM_FIRST].betza;
    }
}

void
ft_cli_xboard_send_setup (FtCliEngine *engine, const FtPosition *pos)
{
  char table[2 * XB_SLOTS + 1];
  g_autofree char *fen = ft_fen_write (pos);
  FtKind last = (FtKind) (FT_CUSTOM_FIRST + pos->custom.n);

  memset (table, '.', 2 * XB_SLOTS);
  table[2 * XB_SLOTS] = '\0';
  for (FtKind kind = FT_PAWN; kind < last; kind++)
    {
      int slot = slot_of_kind (kind);
      char letter = ft_position_kind_to_char (pos, kind);

      if (slot < 0)
        continue;
      table[slot] = g_ascii_toupper (letter);
      table[XB_SLOTS + slot] = letter;
    }
  ft_cli_engine_print (engine, "setup (%s) %ux%u+0_fairy %s", table, pos->files, pos->ranks, fen);
  for (FtKind kind = FT_PAWN; kind < last; kind++)
    if (slot_of_kind (kind) >= 0)
      ft_cli_engine_print (engine, "piece %c& %s",
                           g_ascii_toupper (ft_position_kind_to_char (pos, kind)),
                           betza_of_kind (pos, kind));
}

const char *
ft_cli_xboard_result_text (const FtPosition *pos)
{
  FtResultReason reason;
  FtResult result = ft_position_result (pos, &reason);

  switch (result)
    {
    case FT_RESULT_WHITE_WINS:
      return reason == FT_REASON_KING_CAPTURED ? "1-0 {King captured}" : "1-0 {White mates}";
    case FT_RESULT_BLACK_WINS:
      return reason == FT_REASON_KING_CAPTURED ? "0-1 {King captured}" : "0-1 {Black mates}";
    case FT_RESULT_DRAW:
      switch (reason)
        {
        case FT_REASON_STALEMATE:
          return "1/2-1/2 {Stalemate}";
        case FT_REASON_REPETITION:
          return "1/2-1/2 {Draw by repetition}";
        case FT_REASON_FIFTY_MOVES:
          return "1/2-1/2 {Draw by fifty move rule}";
        default:
          return "1/2-1/2 {Insufficient material}";
        }
    case FT_RESULT_NONE:
    default:
      return NULL;
    }
}
