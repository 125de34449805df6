/* test-board-model.c — the board model without a display, for both games:
 * click sequences (select, reselect, deselect, move, refusals with their
 * reasons), highlights (targets and captures, last move, check, the
 * checkmate picture), drags, the keyboard cursor, the promotion choice,
 * premoves set, played, dropped and cleared, browsing read-only with a
 * replayed move, fog of war, a checkers multi-jump built click by click
 * and its end of turn (automatic and "Space ends the turn"), and what
 * screen readers are told. */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ft-board-model.h"
#include "ft-checkers-ruleset.h"
#include "ft-chess-ruleset.h"
#include "ft-fen.h"

/* A game (from `start`, which table_init takes), its board and an owner that plays what the board asks for. */
typedef struct
{
  FtGame *game;
  FtBoardModel *model;
  GArray *requests; /* FtGameMove */
  gboolean play;
  guint refusals;
  FtBoardRefusal reason;
  char *message;
  FtCell refused_cell;
  guint shown;
  gboolean animate, replay;
  guint dropped;
  FtCell dropped_from, dropped_to;
} Table;

static void
move_requested_cb (FtBoardModel *model, const FtGameMove *move, Table *t)
{
  g_array_append_val (t->requests, *move);
  if (!t->play)
    return;
  g_assert_true (ft_game_play (t->game, move));
  ft_board_model_show_move (model, move);
  ft_game_start_turn (t->game);
}

static void
refused_cb (FtBoardModel *model G_GNUC_UNUSED, guint reason, const char *message, int cell, Table *t)
{
  t->refusals++;
  t->reason = reason;
  g_free (t->message);
  t->message = g_strdup (message);
  t->refused_cell = cell;
}

static void
move_shown_cb (FtBoardModel *model G_GNUC_UNUSED, gboolean animate, gboolean replay, Table *t)
{
  t->shown++;
  t->animate = animate;
  t->replay = replay;
}

static void
premove_dropped_cb (FtBoardModel *model G_GNUC_UNUSED, int from, int to, Table *t)
{
  t->dropped++;
  t->dropped_from = from;
  t->dropped_to = to;
}

static void
table_init (Table *t, FtRuleset *start, guint interactive)
{
  g_autoptr (FtClock) clock = ft_clock_new_untimed ();

  memset (t, 0, sizeof *t);
  t->game = ft_game_new_for_rules (start, FT_WHITE, clock);
  g_object_unref (start); /* the game keeps its own copy */
  t->model = ft_board_model_new ();
  t->requests = g_array_new (FALSE, FALSE, sizeof (FtGameMove));
  t->play = TRUE;
  t->refused_cell = FT_NO_CELL;
  g_signal_connect (t->model, "move-requested", G_CALLBACK (move_requested_cb), t);
  g_signal_connect (t->model, "refused", G_CALLBACK (refused_cb), t);
  g_signal_connect (t->model, "move-shown", G_CALLBACK (move_shown_cb), t);
  g_signal_connect (t->model, "premove-dropped", G_CALLBACK (premove_dropped_cb), t);
  ft_board_model_set_game (t->model, t->game);
  ft_board_model_set_interactive_colours (t->model, interactive);
  ft_game_start_turn (t->game);
}

static void
table_clear (Table *t)
{
  g_object_unref (t->model);
  g_object_unref (t->game);
  g_array_unref (t->requests);
  g_free (t->message);
}

static FtRuleset *
chess (const char *fen, FtRules rules, gboolean fog)
{
  g_autofree FtPosition *pos = g_new (FtPosition, 1);
  g_autoptr (GError) error = NULL;

  g_assert_true (ft_fen_parse (fen, rules, pos, &error));
  g_assert_no_error (error);
  pos->fog = fog;
  return FT_RULESET (ft_chess_ruleset_new_start (pos));
}

static FtCell
cell (const char *name)
{
  return FT_CELL (name[0] - 'a', atoi (name + 1) - 1);
}

static void
click (Table *t, const char *name)
{
  ft_board_model_click (t->model, cell (name));
}

static const char *
last_request (Table *t)
{
  static char text[FT_NOTATION_MAX];

  g_assert_cmpuint (t->requests->len, >, 0);
  return ft_game_move_to_string (&g_array_index (t->requests, FtGameMove, t->requests->len - 1), text);
}

#define HL(t, name) ft_board_model_get_highlight ((t)->model, cell (name))

static void
test_chess_clicks (void)
{
  Table t;

  table_init (&t, chess ("4k3/8/8/3p4/4P3/8/8/4K1N1 w - - 0 1", FT_RULES_STANDARD, FALSE), FT_BOARD_WHITE);
  /* The other side's piece with nothing selected: refused, said. */
  click (&t, "d5");
  g_assert_cmpuint (t.refusals, ==, 1);
  g_assert_cmpint (t.reason, ==, FT_BOARD_REFUSAL_NOT_YOUR_PIECE);
  g_assert_cmpint (ft_board_model_get_selected (t.model), ==, FT_NO_CELL);
  /* Select: green, blue for a move, light red for a capture. */
  click (&t, "e4");
  g_assert_cmpint (ft_board_model_get_selected (t.model), ==, cell ("e4"));
  g_assert_cmpint (HL (&t, "e4"), ==, FT_HIGHLIGHT_SELECTED);
  g_assert_cmpint (HL (&t, "e5"), ==, FT_HIGHLIGHT_LEGAL);
  g_assert_cmpint (HL (&t, "d5"), ==, FT_HIGHLIGHT_CAPTURE);
  g_assert_cmpint (HL (&t, "f5"), ==, FT_HIGHLIGHT_NONE);
  g_assert_cmpstr (ft_board_model_get_announcement (t.model), ==, "White pawn e4 selected: d5, e5");
  /* Another own piece takes the selection; the same piece again drops it. */
  click (&t, "g1");
  g_assert_cmpint (ft_board_model_get_selected (t.model), ==, cell ("g1"));
  g_assert_cmpint (HL (&t, "e5"), ==, FT_HIGHLIGHT_NONE);
  click (&t, "g1");
  g_assert_cmpint (ft_board_model_get_selected (t.model), ==, FT_NO_CELL);
  /* A square that is no target drops the selection silently. */
  click (&t, "e4");
  click (&t, "a8");
  g_assert_cmpint (ft_board_model_get_selected (t.model), ==, FT_NO_CELL);
  g_assert_cmpuint (t.refusals, ==, 1);
  /* The capture: requested, played by the owner, shown. */
  click (&t, "e4");
  click (&t, "d5");
  g_assert_cmpstr (last_request (&t), ==, "e4d5");
  g_assert_cmpuint (t.shown, ==, 1);
  g_assert_true (t.animate);
  g_assert_cmpint (HL (&t, "e4"), ==, FT_HIGHLIGHT_LAST_MOVE);
  g_assert_cmpint (HL (&t, "d5"), ==, FT_HIGHLIGHT_LAST_MOVE);
  g_assert_cmpstr (ft_board_model_get_announcement (t.model), ==, "White pawn e4 takes pawn on d5");
  {
    const FtBoardPicture *before;
    const FtMoveHop *hops;
    FtGamePiece piece;

    g_assert_cmpuint (ft_board_model_get_arriving (t.model, &before, &hops), ==, 1);
    g_assert_true (ft_board_picture_get (before, cell ("e4"), &piece));
    g_assert_false (ft_board_picture_get (ft_board_model_get_picture (t.model), cell ("e4"), NULL));
    g_assert_true (ft_board_model_get_piece (t.model, cell ("d5"), &piece));
    g_assert_cmpint (piece.side, ==, FT_WHITE);
  }
  /* Black's turn: White's pieces no longer move by hand here (no premove
   * is allowed while the computer… nobody thinks: premoves are on). */
  ft_board_model_set_premove_enabled (t.model, FALSE);
  click (&t, "g1");
  g_assert_cmpint (ft_board_model_get_selected (t.model), ==, FT_NO_CELL);
  table_clear (&t);
}

/* "You must defend your king!": the pinned knight may not leave, and the
 * king's cell comes with the refusal to flash. Check shows on the king
 * once the move has arrived. */
static void
test_chess_king_exposed_and_check (void)
{
  Table t;

  table_init (&t, chess ("4r1k1/8/8/8/8/8/4N3/4K3 w - - 0 1", FT_RULES_STANDARD, FALSE),
              FT_BOARD_BOTH_COLOURS);
  click (&t, "e2");
  g_assert_cmpuint (ft_cell_set_count (ft_board_model_get_targets (t.model)), ==, 0);
  click (&t, "c3");
  g_assert_cmpuint (t.refusals, ==, 1);
  g_assert_cmpint (t.reason, ==, FT_BOARD_REFUSAL_KING_EXPOSED);
  g_assert_cmpstr (t.message, ==, "You must defend your king!");
  g_assert_cmpint (t.refused_cell, ==, cell ("e1"));
  g_assert_cmpint (ft_board_model_get_selected (t.model), ==, FT_NO_CELL);
  g_assert_cmpstr (ft_board_model_get_announcement (t.model), ==, "You must defend your king!");
  g_assert_cmpuint (t.requests->len, ==, 0);

  /* The king steps aside; Black gives check with the rook. */
  click (&t, "e1");
  click (&t, "f1");
  click (&t, "e8");
  ft_board_model_set_moving (t.model, TRUE); /* a view animates it */
  click (&t, "f8");
  g_assert_cmpuint (t.requests->len, ==, 1);
  ft_board_model_set_moving (t.model, FALSE);
  click (&t, "f8");
  g_assert_cmpuint (t.requests->len, ==, 2);
  g_assert_cmpint (HL (&t, "f1"), ==, FT_HIGHLIGHT_CHECK);
  g_assert_cmpint (HL (&t, "f8"), ==, FT_HIGHLIGHT_LAST_MOVE);
  ft_board_model_set_moving (t.model, TRUE);
  /* While the rook travels: no check yet, and the last move marked is
   * still the king's (e1–f1); the rook's cells are marked when it lands. */
  g_assert_cmpint (HL (&t, "f1"), ==, FT_HIGHLIGHT_LAST_MOVE);
  g_assert_cmpint (HL (&t, "e1"), ==, FT_HIGHLIGHT_LAST_MOVE);
  g_assert_cmpint (HL (&t, "e8"), ==, FT_HIGHLIGHT_NONE);
  g_assert_cmpint (HL (&t, "f8"), ==, FT_HIGHLIGHT_NONE);
  ft_board_model_set_moving (t.model, FALSE);
  g_assert_cmpint (HL (&t, "f1"), ==, FT_HIGHLIGHT_CHECK);
  g_assert_cmpint (HL (&t, "e1"), ==, FT_HIGHLIGHT_NONE);
  g_assert_cmpint (HL (&t, "e8"), ==, FT_HIGHLIGHT_LAST_MOVE);
  g_assert_cmpint (HL (&t, "f8"), ==, FT_HIGHLIGHT_LAST_MOVE);
  g_assert_cmpstr (ft_board_model_get_announcement (t.model), ==, "Black rook e8 to f8, check");
  table_clear (&t);
}

static void
test_chess_drag (void)
{
  Table t;

  table_init (&t, chess (FT_FEN_STANDARD_START, FT_RULES_STANDARD, FALSE), FT_BOARD_BOTH_COLOURS);
  /* Not a piece that may move: nothing picked up. */
  g_assert_false (ft_board_model_drag_begin (t.model, cell ("e7")));
  g_assert_false (ft_board_model_drag_begin (t.model, cell ("e4")));
  /* Dropped back: still selected. Off the board: let go. */
  g_assert_true (ft_board_model_drag_begin (t.model, cell ("e2")));
  g_assert_cmpint (ft_board_model_get_drag_source (t.model), ==, cell ("e2"));
  g_assert_cmpint (ft_board_model_get_hover (t.model, cell ("e4")), ==, FT_NO_CELL);
  ft_board_model_drag_drop (t.model, cell ("e2"));
  g_assert_cmpint (ft_board_model_get_selected (t.model), ==, cell ("e2"));
  g_assert_cmpint (ft_board_model_get_drag_source (t.model), ==, FT_NO_CELL);
  g_assert_cmpint (ft_board_model_get_hover (t.model, cell ("e4")), ==, cell ("e4"));
  g_assert_cmpint (ft_board_model_get_hover (t.model, cell ("a5")), ==, FT_NO_CELL);
  g_assert_true (ft_board_model_drag_begin (t.model, cell ("e2")));
  ft_board_model_drag_drop (t.model, FT_NO_CELL);
  g_assert_cmpint (ft_board_model_get_selected (t.model), ==, FT_NO_CELL);
  /* A drop on a target: requested, and shown without travel. */
  g_assert_true (ft_board_model_drag_begin (t.model, cell ("g1")));
  ft_board_model_drag_drop (t.model, cell ("f3"));
  g_assert_cmpstr (last_request (&t), ==, "g1f3");
  g_assert_cmpuint (t.shown, ==, 1);
  g_assert_false (t.animate);
  /* A click-click move travels again. */
  click (&t, "e7");
  click (&t, "e5");
  g_assert_true (t.animate);
  ft_board_model_drag_begin (t.model, cell ("f3"));
  ft_board_model_drag_cancel (t.model);
  g_assert_cmpint (ft_board_model_get_drag_source (t.model), ==, FT_NO_CELL);
  table_clear (&t);
}

static void
test_keyboard (void)
{
  Table t;

  table_init (&t, chess (FT_FEN_STANDARD_START, FT_RULES_STANDARD, FALSE), FT_BOARD_BOTH_COLOURS);
  /* The first arrow lands on the king of the side to move. */
  ft_board_model_move_cursor (t.model, 0, 1);
  g_assert_cmpint (ft_board_model_get_cursor (t.model), ==, cell ("e1"));
  ft_board_model_move_cursor (t.model, 1, 1);
  g_assert_cmpint (ft_board_model_get_cursor (t.model), ==, cell ("f2"));
  ft_board_model_activate_cursor (t.model);
  g_assert_cmpint (ft_board_model_get_selected (t.model), ==, cell ("f2"));
  ft_board_model_move_cursor (t.model, 0, 2);
  ft_board_model_activate_cursor (t.model);
  g_assert_cmpstr (last_request (&t), ==, "f2f4");
  /* The edge stops it; turned, the arrows follow the view. */
  for (int i = 0; i < 10; i++)
    ft_board_model_move_cursor (t.model, -1, 0);
  g_assert_cmpint (ft_board_model_get_cursor (t.model), ==, cell ("a4"));
  ft_board_model_set_flipped (t.model, TRUE);
  ft_board_model_move_cursor (t.model, 1, 1);
  g_assert_cmpint (ft_board_model_get_cursor (t.model), ==, cell ("a3"));
  g_autofree char *text = ft_board_model_describe_cell (t.model, cell ("f4"));
  g_assert_cmpstr (text, ==, "f4, white pawn");
  /* A new game keeps the cursor where the player left it. */
  ft_board_model_set_game (t.model, t.game);
  g_assert_cmpint (ft_board_model_get_cursor (t.model), ==, cell ("a3"));
  g_assert_null (ft_board_model_get_announcement (t.model));
  table_clear (&t);
}

static void
test_promotion (void)
{
  Table t;
  guint choices[16];
  FtCell to;

  table_init (&t, chess ("8/P7/8/8/8/8/8/k6K w - - 0 1", FT_RULES_STANDARD, FALSE), FT_BOARD_BOTH_COLOURS);
  /* Without the choice: the queen at once. */
  t.play = FALSE;
  click (&t, "a7");
  click (&t, "a8");
  g_assert_cmpstr (last_request (&t), ==, "a7a8q");
  /* With it: the move waits for one of Q R B N; the board takes no other. */
  ft_board_model_set_choose_promotion (t.model, TRUE);
  click (&t, "a7");
  click (&t, "a8");
  g_assert_cmpuint (t.requests->len, ==, 1);
  g_assert_true (ft_board_model_is_choosing_promotion (t.model));
  g_assert_false (ft_board_model_takes_moves (t.model));
  g_assert_cmpuint (ft_board_model_get_promotion_choices (t.model, &to, choices), ==, 4);
  g_assert_cmpint (to, ==, cell ("a8"));
  g_assert_cmpuint (choices[0], ==, FT_QUEEN);
  g_assert_cmpstr (ft_board_model_get_choice_label (t.model, FT_KNIGHT), ==, "Knight");
  ft_board_model_cancel_promotion (t.model);
  g_assert_false (ft_board_model_is_choosing_promotion (t.model));
  g_assert_cmpint (ft_board_model_get_selected (t.model), ==, FT_NO_CELL);
  click (&t, "a7");
  click (&t, "a8");
  ft_board_model_choose_promotion (t.model, FT_KNIGHT);
  g_assert_cmpstr (last_request (&t), ==, "a7a8n");
  g_assert_false (ft_board_model_is_choosing_promotion (t.model));
  table_clear (&t);
}

/* Black: Ka8, a pawn on e5 that can only step to e4. White: rooks b1 and
 * h7, king g1. White plays by hand; Black's moves come from the test. */
#define FORCED_FEN "k7/7R/8/4p3/8/8/8/1R4K1 w - - 0 1"

static void
opponent_plays (Table *t, const char *text)
{
  FtGameMove move;

  g_assert_true (ft_ruleset_parse_move (ft_game_get_rules (t->game), text, &move, NULL));
  g_assert_true (ft_game_play (t->game, &move));
  ft_board_model_show_move (t->model, &move);
  ft_game_start_turn (t->game);
}

static void
test_premoves (void)
{
  Table t;
  FtCell from, to;

  table_init (&t, chess (FORCED_FEN, FT_RULES_STANDARD, FALSE), FT_BOARD_WHITE);
  click (&t, "g1");
  click (&t, "g2");
  g_assert_false (ft_board_model_takes_moves (t.model));
  /* Picked up while Black is to move: the premove targets. */
  click (&t, "b1");
  g_assert_cmpint (ft_board_model_get_selected (t.model), ==, cell ("b1"));
  g_assert_cmpint (HL (&t, "b8"), ==, FT_HIGHLIGHT_LEGAL);
  g_assert_cmpint (HL (&t, "g1"), ==, FT_HIGHLIGHT_LEGAL);
  click (&t, "b8");
  g_assert_true (ft_board_model_get_premove (t.model, &from, &to));
  g_assert_cmpint (from, ==, cell ("b1"));
  g_assert_cmpint (to, ==, cell ("b8"));
  g_assert_cmpint (HL (&t, "b1"), ==, FT_HIGHLIGHT_PREMOVE);
  g_assert_cmpint (HL (&t, "b8"), ==, FT_HIGHLIGHT_PREMOVE);
  /* Black's turn ends: the premove is played at once. */
  opponent_plays (&t, "e4");
  g_assert_cmpstr (last_request (&t), ==, "b1b8");
  g_assert_false (ft_board_model_get_premove (t.model, NULL, NULL));
  g_assert_cmpuint (ft_game_get_n_moves (t.game), ==, 3);

  /* Black's only move is Kxb8 now: a premove of the rook on b8 will find
   * it gone. The cursor lands on the king of the side premoving. */
  ft_board_model_move_cursor (t.model, 0, 0);
  g_assert_cmpint (ft_board_model_get_cursor (t.model), ==, cell ("g2"));
  click (&t, "h7");
  click (&t, "h8");
  g_assert_true (ft_board_model_get_premove (t.model, NULL, NULL));
  /* A right click clears it; so does Escape (cancel). */
  g_assert_true (ft_board_model_secondary_click (t.model));
  g_assert_false (ft_board_model_get_premove (t.model, NULL, NULL));
  g_assert_false (ft_board_model_secondary_click (t.model));
  click (&t, "b8");
  click (&t, "b2");
  g_assert_true (ft_board_model_cancel (t.model));
  g_assert_false (ft_board_model_get_premove (t.model, NULL, NULL));
  g_assert_false (ft_board_model_cancel (t.model));
  click (&t, "b8");
  click (&t, "b1");
  opponent_plays (&t, "Kxb8");
  g_assert_cmpuint (t.dropped, ==, 1);
  g_assert_cmpint (t.dropped_from, ==, cell ("b8"));
  g_assert_cmpint (t.dropped_to, ==, cell ("b1"));
  g_assert_false (ft_board_model_get_premove (t.model, NULL, NULL));
  g_assert_true (ft_board_model_takes_moves (t.model));
  /* Turned off: nothing can be picked up for a premove. */
  ft_board_model_set_premove_enabled (t.model, FALSE);
  click (&t, "g2");
  click (&t, "g3");
  click (&t, "h7");
  g_assert_cmpint (ft_board_model_get_selected (t.model), ==, FT_NO_CELL);
  table_clear (&t);
}

static void
test_browse (void)
{
  Table t;
  g_autofree char *described = NULL;

  table_init (&t, chess (FT_FEN_STANDARD_START, FT_RULES_STANDARD, FALSE), FT_BOARD_BOTH_COLOURS);
  click (&t, "e2");
  click (&t, "e4");
  click (&t, "e7");
  click (&t, "e5");
  click (&t, "g1");
  click (&t, "f3");
  click (&t, "b8");
  ft_board_model_browse (t.model, 1, FALSE);
  g_assert_true (ft_board_model_is_browsing (t.model));
  g_assert_cmpuint (ft_board_model_get_shown_ply (t.model), ==, 1);
  /* Read-only: the selection went, clicks do nothing. */
  g_assert_cmpint (ft_board_model_get_selected (t.model), ==, FT_NO_CELL);
  click (&t, "d7");
  g_assert_cmpint (ft_board_model_get_selected (t.model), ==, FT_NO_CELL);
  g_assert_cmpint (HL (&t, "e4"), ==, FT_HIGHLIGHT_LAST_MOVE);
  g_assert_cmpint (HL (&t, "f3"), ==, FT_HIGHLIGHT_NONE);
  g_assert_true (ft_board_model_get_piece (t.model, cell ("e7"), NULL));
  described = ft_board_model_describe_cell (t.model, cell ("e7"));
  g_assert_cmpstr (described, ==, "e7, black pawn");
  /* A replayed step travels, as nobody's move. */
  ft_board_model_browse (t.model, 2, TRUE);
  g_assert_cmpuint (t.shown, ==, 4);
  g_assert_true (t.replay);
  g_assert_false (ft_board_model_get_piece (t.model, cell ("e7"), NULL));
  /* Back to the game. */
  ft_board_model_browse (t.model, G_MAXUINT, FALSE);
  g_assert_false (ft_board_model_is_browsing (t.model));
  click (&t, "b8");
  g_assert_cmpint (ft_board_model_get_selected (t.model), ==, cell ("b8"));
  /* A move of the game ends browsing too. */
  ft_board_model_browse (t.model, 0, FALSE);
  opponent_plays (&t, "Nc6");
  g_assert_false (ft_board_model_is_browsing (t.model));
  table_clear (&t);
}

static void
test_fog (void)
{
  Table t;
  g_autofree char *hidden = NULL;

  table_init (&t, chess ("4k3/4p3/8/8/8/8/4P3/4K3 w - - 0 1", FT_RULES_STANDARD, TRUE), FT_BOARD_WHITE);
  g_assert_false (ft_board_model_is_fogged (t.model, cell ("e7")));
  ft_board_model_set_fog_viewer (t.model, FT_WHITE);
  g_assert_true (ft_board_model_is_fogged (t.model, cell ("e7")));
  g_assert_false (ft_board_model_is_fogged (t.model, cell ("e3")));
  hidden = ft_board_model_describe_cell (t.model, cell ("e7"));
  g_assert_cmpstr (hidden, ==, "e7, hidden");
  /* No highlight under the fog, and a hidden piece is nobody's to click. */
  click (&t, "e7");
  g_assert_cmpuint (t.refusals, ==, 0);
  ft_game_resign (t.game);
  g_assert_false (ft_board_model_is_fogged (t.model, cell ("e7")));
  g_assert_cmpstr (ft_board_model_get_announcement (t.model), ==, "You resigned");
  table_clear (&t);
}

static void
test_checkmate_picture (void)
{
  Table t;

  table_init (&t, chess (FT_FEN_STANDARD_START, FT_RULES_STANDARD, FALSE), FT_BOARD_WHITE);
  ft_board_model_set_interactive_colours (t.model, FT_BOARD_BOTH_COLOURS);
  click (&t, "f2");
  click (&t, "f3");
  click (&t, "e7");
  click (&t, "e5");
  click (&t, "g2");
  click (&t, "g4");
  click (&t, "d8");
  click (&t, "h4");
  g_assert_true (ft_game_is_over (t.game));
  g_assert_cmpint (HL (&t, "e1"), ==, FT_HIGHLIGHT_MATED_KING);
  g_assert_cmpint (HL (&t, "h4"), ==, FT_HIGHLIGHT_CONTRIBUTOR);
  g_assert_cmpstr (ft_board_model_get_announcement (t.model), ==,
                   "Black queen d8 to h4, checkmate. Black won by checkmate");
  g_assert_false (ft_board_model_takes_moves (t.model));
  table_clear (&t);
}

/* ---- Checkers ------------------------------------------------------------ */

static FtCell
ccell (const char *name)
{
  return ft_cell_from_checkers (ft_checkers_square_from_string (name));
}

static void
cclick (Table *t, const char *name)
{
  ft_board_model_click (t->model, ccell (name));
}

/* After g3h4 d6c5 c3d4 c7d6 b2c3 c5b4, Fire's shield on c3 jumps b4 and
 * may go on over b6. */
static void
play_opening (Table *t)
{
  static const char *const squares[] = { "g3", "h4", "d6", "c5", "c3", "d4", "c7", "d6", "b2", "c3", "c5", "b4" };

  for (guint i = 0; i < G_N_ELEMENTS (squares); i += 2)
    {
      cclick (t, squares[i]);
      cclick (t, squares[i + 1]);
    }
  g_assert_cmpuint (ft_game_get_n_moves (t->game), ==, 6);
}

static void
test_checkers_multi_jump (void)
{
  Table t;
  FtGamePiece piece;
  g_autofree char *text = NULL;

  table_init (&t, FT_RULESET (ft_checkers_ruleset_new (FT_CHECKERS_RULES_BOMBS, FT_CHECKERS_TURN_END_AUTO)),
              FT_BOARD_BOTH_COLOURS);
  /* A back-row piece that cannot move: the rules say why. */
  cclick (&t, "a1");
  g_assert_cmpint (ft_board_model_get_selected (t.model), ==, FT_NO_CELL);
  g_assert_cmpuint (t.refusals, ==, 1);
  g_assert_cmpint (t.reason, ==, FT_BOARD_REFUSAL_ILLEGAL);
  play_opening (&t);
  cclick (&t, "c3");
  g_assert_cmpint (ft_board_model_get_highlight (t.model, ccell ("a5")), ==, FT_HIGHLIGHT_CAPTURE);
  cclick (&t, "a5");
  /* The jump stands on the board, the turn goes on from a5. */
  g_assert_cmpuint (t.requests->len, ==, 6);
  g_assert_cmpint (ft_board_model_get_selected (t.model), ==, ccell ("a5"));
  g_assert_true (ft_board_model_get_piece (t.model, ccell ("a5"), &piece));
  g_assert_cmpint (piece.kind, ==, FT_CHECKERS_SHIELD);
  g_assert_false (ft_board_model_get_piece (t.model, ccell ("b4"), NULL));
  g_assert_false (ft_board_model_get_piece (t.model, ccell ("c3"), NULL));
  g_assert_cmpint (ft_board_model_get_highlight (t.model, ccell ("c3")), ==, FT_HIGHLIGHT_SELECTED);
  g_assert_cmpint (ft_board_model_get_highlight (t.model, ccell ("c7")), ==, FT_HIGHLIGHT_CAPTURE);
  g_assert_true (ft_board_model_can_end_turn (t.model));
  text = ft_board_model_describe_cell (t.model, ccell ("a5"));
  g_assert_cmpstr (text, ==, "a5, Fire shield");
  /* Another piece does not leave the turn; only the piece on its way can
   * be picked up. */
  cclick (&t, "e3");
  g_assert_cmpint (ft_board_model_get_selected (t.model), ==, ccell ("a5"));
  g_assert_false (ft_board_model_drag_begin (t.model, ccell ("e3")));
  g_assert_true (ft_board_model_drag_begin (t.model, ccell ("a5")));
  ft_board_model_drag_drop (t.model, ccell ("c7"));
  g_assert_cmpstr (last_request (&t), ==, "c3a5c7");
  g_assert_cmpuint (ft_game_get_n_moves (t.game), ==, 7);
  g_assert_false (ft_board_model_get_piece (t.model, ccell ("b6"), NULL));
  g_assert_cmpstr (ft_board_model_get_announcement (t.model), ==,
                   "Fire shield c3 jumps Water bomb b4 to a5, then jumps Water bomb b6 to c7");
  table_clear (&t);
}

/* Ending the turn after the first jump; Escape takes a turn being built
 * back to nothing. */
static void
test_checkers_end_turn (void)
{
  Table t;

  table_init (&t, FT_RULESET (ft_checkers_ruleset_new (FT_CHECKERS_RULES_BOMBS, FT_CHECKERS_TURN_END_AUTO)),
              FT_BOARD_BOTH_COLOURS);
  play_opening (&t);
  g_assert_false (ft_board_model_end_turn (t.model));
  cclick (&t, "c3");
  cclick (&t, "a5");
  g_assert_true (ft_board_model_cancel (t.model));
  g_assert_true (ft_board_model_get_piece (t.model, ccell ("c3"), NULL));
  g_assert_true (ft_board_model_get_piece (t.model, ccell ("b4"), NULL));
  cclick (&t, "c3");
  cclick (&t, "a5");
  /* A click on the piece on its way ends the turn too. */
  cclick (&t, "a5");
  g_assert_cmpstr (last_request (&t), ==, "c3a5");
  g_assert_cmpint (ft_game_get_turn (t.game), ==, FT_BLACK);
  table_clear (&t);
}

/* The source's rule: even a step waits for the player to end the turn. */
static void
test_checkers_space_ends_turn (void)
{
  Table t;

  table_init (&t, FT_RULESET (ft_checkers_ruleset_new (FT_CHECKERS_RULES_BOMBS, FT_CHECKERS_TURN_END_SPACE)),
              FT_BOARD_BOTH_COLOURS);
  cclick (&t, "c3");
  cclick (&t, "d4");
  g_assert_cmpuint (t.requests->len, ==, 0);
  g_assert_true (ft_board_model_get_piece (t.model, ccell ("d4"), NULL));
  g_assert_true (ft_board_model_can_end_turn (t.model));
  g_assert_true (ft_board_model_end_turn (t.model));
  g_assert_cmpstr (last_request (&t), ==, "c3d4");
  table_clear (&t);
}

/* Fire's bomb jumps e5 and explodes on f6: what is said names the blast's
 * victims. */
static void
test_checkers_explosion (void)
{
  Table t;
  const char *said;

  table_init (&t, FT_RULESET (ft_checkers_ruleset_new (FT_CHECKERS_RULES_BOMBS, FT_CHECKERS_TURN_END_AUTO)),
              FT_BOARD_BOTH_COLOURS);
  cclick (&t, "c3");
  cclick (&t, "d4");
  g_assert_cmpstr (ft_board_model_get_announcement (t.model), ==, "Fire bomb c3 to d4");
  cclick (&t, "f6");
  cclick (&t, "e5");
  cclick (&t, "d4");
  cclick (&t, "f6");
  g_assert_cmpuint (ft_game_get_n_moves (t.game), ==, 3);
  said = ft_board_model_get_announcement (t.model);
  g_assert_true (g_str_has_prefix (said, "Fire bomb d4 jumps Water bomb e5 to f6, explodes"));
  g_assert_false (ft_board_model_get_piece (t.model, ccell ("f6"), NULL));
  g_assert_true (ft_board_model_get_piece (t.model, ccell ("e7"), NULL));
  table_clear (&t);
}

/* Fourteen rules promote to the queen only: nothing to choose, even with
 * the choice on. Only Black by hand while White is to move: Black's pieces
 * are picked up for a premove, White's not at all. */
static void
test_queen_only_and_sides (void)
{
  Table t;

  table_init (&t, chess ("k13/14/14/14/14/14/14/4P9/14/14/14/14/14/4K9 w - - 0 1", FT_RULES_FOURTEEN, FALSE),
              FT_BOARD_WHITE);
  t.play = FALSE;
  ft_board_model_set_choose_promotion (t.model, TRUE);
  click (&t, "e7");
  click (&t, "e8");
  g_assert_false (ft_board_model_is_choosing_promotion (t.model));
  g_assert_cmpstr (last_request (&t), ==, "e7e8q");
  ft_board_model_set_interactive_colours (t.model, FT_BOARD_BLACK);
  click (&t, "e1");
  g_assert_cmpint (ft_board_model_get_selected (t.model), ==, FT_NO_CELL);
  click (&t, "a14");
  g_assert_cmpint (ft_board_model_get_selected (t.model), ==, cell ("a14"));
  g_assert_cmpuint (ft_board_model_get_interactive_colours (t.model), ==, FT_BOARD_BLACK);
  table_clear (&t);
}

static void
put (FtCheckersBoard *board, const char *square, FtCheckersSide side, FtCheckersKind kind)
{
  g_assert_true (ft_checkers_place (board, ft_checkers_square_from_string (square),
                                    FT_CHECKERS_PIECE (side, kind, FALSE)));
}

/* What a blast takes is named, and a crowning is said. */
static void
test_checkers_speech (void)
{
  g_autoptr (FtCheckersBoard) board = ft_checkers_board_new_empty ();
  Table t;

  put (board, "c3", FT_CHECKERS_FIRE, FT_CHECKERS_BOMB);
  put (board, "d4", FT_CHECKERS_WATER, FT_CHECKERS_NORMAL);
  put (board, "f4", FT_CHECKERS_FIRE, FT_CHECKERS_NORMAL);
  put (board, "f6", FT_CHECKERS_WATER, FT_CHECKERS_NORMAL);
  put (board, "g7", FT_CHECKERS_FIRE, FT_CHECKERS_NORMAL);
  put (board, "a7", FT_CHECKERS_WATER, FT_CHECKERS_SHIELD);
  table_init (&t, FT_RULESET (ft_checkers_ruleset_new_from_state (ft_checkers_state (board))),
              FT_BOARD_BOTH_COLOURS);
  cclick (&t, "c3");
  cclick (&t, "e5");
  g_assert_cmpstr (ft_board_model_get_announcement (t.model), ==,
                   "Fire bomb c3 jumps Water piece d4 to e5, explodes, taking Fire piece f4, Water piece f6 with it");
  cclick (&t, "a7");
  cclick (&t, "b6");
  cclick (&t, "g7");
  cclick (&t, "h8");
  g_assert_cmpstr (ft_board_model_get_announcement (t.model), ==, "Fire piece g7 to h8, crowned");
  table_clear (&t);
}

static void
test_peer_and_no_input (void)
{
  Table t;
  double x, y;

  table_init (&t, chess (FT_FEN_STANDARD_START, FT_RULES_STANDARD, FALSE), 0);
  click (&t, "e2");
  g_assert_cmpint (ft_board_model_get_selected (t.model), ==, FT_NO_CELL);
  g_assert_cmpuint (t.refusals, ==, 0);
  ft_board_model_set_peer_view (t.model, cell ("g8"), TRUE, 6.5, 7.5);
  g_assert_cmpint (ft_board_model_get_peer_selected (t.model), ==, cell ("g8"));
  g_assert_true (ft_board_model_get_peer_point (t.model, &x, &y));
  g_assert_cmpfloat (x, ==, 6.5);
  ft_board_model_set_game (t.model, NULL);
  g_assert_cmpint (ft_board_model_get_peer_selected (t.model), ==, FT_NO_CELL);
  g_assert_cmpuint (ft_board_model_get_files (t.model), ==, 0);
  table_clear (&t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/board-model/chess/clicks", test_chess_clicks);
  g_test_add_func ("/board-model/chess/king-exposed-and-check", test_chess_king_exposed_and_check);
  g_test_add_func ("/board-model/chess/drag", test_chess_drag);
  g_test_add_func ("/board-model/keyboard", test_keyboard);
  g_test_add_func ("/board-model/chess/promotion", test_promotion);
  g_test_add_func ("/board-model/chess/premoves", test_premoves);
  g_test_add_func ("/board-model/browse", test_browse);
  g_test_add_func ("/board-model/fog", test_fog);
  g_test_add_func ("/board-model/checkmate-picture", test_checkmate_picture);
  g_test_add_func ("/board-model/checkers/multi-jump", test_checkers_multi_jump);
  g_test_add_func ("/board-model/checkers/end-turn", test_checkers_end_turn);
  g_test_add_func ("/board-model/checkers/space-ends-turn", test_checkers_space_ends_turn);
  g_test_add_func ("/board-model/checkers/explosion", test_checkers_explosion);
  g_test_add_func ("/board-model/chess/queen-only-and-sides", test_queen_only_and_sides);
  g_test_add_func ("/board-model/checkers/speech", test_checkers_speech);
  g_test_add_func ("/board-model/peer-and-no-input", test_peer_and_no_input);
  return g_test_run ();
}
