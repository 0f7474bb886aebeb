/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What the board shows, without a display: the live match's frame, a
 * rules diagram's, the cube hidden in the Crawford game only, and the
 * one rule for whose point numbers are drawn. */
#include "config.h"

#include "gamao-board-frame.h"

#include <glib.h>
#include <string.h>

static GamaoMatch *
new_match (GamaoPlayerKind kind1)
{
  g_autoptr (GamaoPlayer) ana = gamao_player_new ("Ana", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoPlayer) other = gamao_player_new ("Bia", kind1, 0);

  return gamao_match_new (5, ana, other, GAMAO_RULE_CRAWFORD);
}

/* A 5-point match at 4–2: the Crawford game when `crawford`. */
static GamaoMatch *
match_at_four_away (gboolean crawford)
{
  g_autoptr (GamaoPlayer) ana = gamao_player_new ("Ana", GAMAO_PLAYER_HUMAN, 0);
  g_autoptr (GamaoPlayer) bia = gamao_player_new ("Bia", GAMAO_PLAYER_HUMAN, 0);
  GamaoMatchState state;
  GamaoBoard board;
  GamaoMatch *match;

  gamao_board_init_start (&board);
  gamao_match_state_init (&state, 5);
  state.game_state = GAMAO_GAME_PLAYING;
  state.score[0] = 4;
  state.score[1] = 2;
  state.crawford = crawford;
  match = gamao_match_new_from_state (&board, &state, ana, bia, FALSE, NULL);
  g_assert_nonnull (match);
  return match;
}

static void
test_cube_hidden_in_crawford_game (void)
{
  g_autoptr (GamaoMatch) crawford = match_at_four_away (TRUE);
  g_autoptr (GamaoMatch) after = match_at_four_away (FALSE);
  g_auto (GamaoBoardFrame) frame = { 0 };

  gamao_board_frame_init (&frame);
  gamao_board_frame_from_match (&frame, crawford, 0);
  g_assert_false (frame.cube_shown);
  gamao_board_frame_from_match (&frame, after, 0);
  g_assert_true (frame.cube_shown);
  g_assert_cmpuint (frame.cube_value, ==, 1);
  g_assert_cmpint (frame.cube_owner, ==, -1);
}

/* A diagram's Match ID may name the Crawford game: no cube then; its
 * owner is told from the diagram's player on roll, drawn as player 0. */
static void
test_diagram_cube (void)
{
  g_autoptr (GamaoRulesDiagram) diagram = gamao_rules_diagram_new ("cube");
  g_auto (GamaoBoardFrame) frame = { 0 };
  GamaoMatchState state;
  char id[GAMAO_MATCH_ID_LEN + 1];

  diagram->position_id = g_strdup ("4HPwATDgc/ABMA");
  diagram->dice[0] = diagram->dice[1] = 3;
  gamao_match_state_init (&state, 5);
  state.game_state = GAMAO_GAME_PLAYING;
  state.on_roll = state.turn = 1;
  state.cube_value = 2;
  state.cube_owner = 1;
  gamao_match_id_encode (&state, id);
  diagram->match_id = g_strdup (id);
  g_assert_true (gamao_board_frame_from_diagram (&frame, diagram));
  g_assert_true (frame.cube_shown);
  g_assert_cmpuint (frame.cube_value, ==, 2);
  g_assert_cmpint (frame.cube_owner, ==, 0);
  g_assert_cmpint (frame.on_roll, ==, 0);
  g_assert_cmpint (frame.numbers_for, ==, 0);
  g_assert_null (frame.caption);
  /* Doubles: four dice to play. */
  g_assert_cmpuint (frame.n_left, ==, 4);
  g_assert_cmpint (frame.left[3], ==, 3);

  state.cube_value = 1;
  state.cube_owner = GAMAO_CUBE_CENTERED;
  state.score[0] = 4;
  state.crawford = TRUE;
  gamao_match_id_encode (&state, id);
  g_free (diagram->match_id);
  diagram->match_id = g_strdup (id);
  g_assert_true (gamao_board_frame_from_diagram (&frame, diagram));
  g_assert_false (frame.cube_shown);

  g_free (diagram->position_id);
  diagram->position_id = g_strdup ("not a position");
  g_assert_false (gamao_board_frame_from_diagram (&frame, diagram));
}

/* The person at the desk always sees their own numbers, and the caption
 * says nothing of them; with nobody at the desk they are those of whoever
 * must act, and the caption names them. */
static void
test_live_numbering (void)
{
  g_autoptr (GamaoMatch) match = new_match (GAMAO_PLAYER_HUMAN);
  g_auto (GamaoBoardFrame) frame = { 0 };
  int other;

  gamao_board_frame_init (&frame);
  g_assert_true (gamao_match_roll_dice (match, 3, 1, NULL));
  other = 1 - gamao_match_get_turn (match);
  gamao_board_frame_from_match (&frame, match, other);
  g_assert_cmpint (frame.numbers_for, ==, other);
  g_assert_null (frame.caption);
  gamao_board_frame_from_match (&frame, match, -1);
  g_assert_cmpint (frame.numbers_for, ==, gamao_match_get_turn (match));
  g_assert_nonnull (frame.caption);
  g_assert_nonnull (strstr (frame.caption, gamao_match_get_turn (match) == 0 ? "Ana" : "Bia"));
}

/* Who sits at a live desk: the person against the computer; two people
 * follow the turn or keep player 0's numbers, as the setting says. */
static void
test_live_desk (void)
{
  g_assert_cmpint (gamao_board_frame_live_desk (TRUE, FALSE, TRUE), ==, 0);
  g_assert_cmpint (gamao_board_frame_live_desk (FALSE, TRUE, FALSE), ==, 1);
  g_assert_cmpint (gamao_board_frame_live_desk (TRUE, TRUE, TRUE), ==, -1);
  g_assert_cmpint (gamao_board_frame_live_desk (TRUE, TRUE, FALSE), ==, 0);
  g_assert_cmpint (gamao_board_frame_live_desk (FALSE, FALSE, FALSE), ==, -1);
}

/* After a play its dice and steps stay on the mover's side until the
 * next player acts; the opening roll's dice are one of each player's. */
static void
test_live_last_turn (void)
{
  g_autoptr (GamaoMatch) match = new_match (GAMAO_PLAYER_HUMAN);
  g_autoptr (GamaoBoardFrame) copy = NULL;
  g_auto (GamaoBoardFrame) frame = { 0 };
  int mover;

  gamao_board_frame_init (&frame);
  gamao_board_frame_from_match (&frame, match, 0);
  g_assert_true (frame.opening);
  g_assert_cmpint (frame.dice[0], ==, 0);
  g_assert_true (gamao_match_roll_dice (match, 3, 1, NULL));
  mover = gamao_match_get_turn (match);
  gamao_board_frame_from_match (&frame, match, 0);
  g_assert_true (frame.opening);
  g_assert_cmpuint (frame.n_left, ==, 2);
  g_assert_true (gamao_match_play_notation (match, "8/5 6/5", NULL));
  gamao_board_frame_from_match (&frame, match, 0);
  g_assert_false (frame.opening);
  g_assert_cmpint (frame.dice[0], ==, 0);
  g_assert_cmpint (frame.last_player, ==, mover);
  g_assert_cmpint (frame.last_dice[0], ==, 3);
  g_assert_cmpuint (frame.n_last_steps, ==, 2);
  g_assert_cmpint (frame.on_roll, ==, 1 - mover);

  copy = gamao_board_frame_copy (&frame);
  g_assert_true (gamao_board_frame_equal (copy, &frame));
  copy->last_steps[1].to = 4;
  g_assert_false (gamao_board_frame_equal (copy, &frame));
}

/* A boxed copy travels through GValues: it owns its caption. */
static void
test_boxed (void)
{
  g_auto (GamaoBoardFrame) frame = { 0 };
  g_auto (GValue) value = G_VALUE_INIT;
  const GamaoBoardFrame *held;

  gamao_board_frame_init (&frame);
  frame.caption = g_strdup ("Game 1");
  g_value_init (&value, GAMAO_TYPE_BOARD_FRAME);
  g_value_set_boxed (&value, &frame);
  held = g_value_get_boxed (&value);
  g_assert_true (held != &frame);
  g_assert_true (held->caption != frame.caption);
  g_assert_cmpstr (held->caption, ==, "Game 1");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/board-frame/cube-hidden-in-crawford-game", test_cube_hidden_in_crawford_game);
  g_test_add_func ("/board-frame/diagram-cube", test_diagram_cube);
  g_test_add_func ("/board-frame/live-numbering", test_live_numbering);
  g_test_add_func ("/board-frame/live-last-turn", test_live_last_turn);
  g_test_add_func ("/board-frame/live-desk", test_live_desk);
  g_test_add_func ("/board-frame/boxed", test_boxed);
  return g_test_run ();
}
